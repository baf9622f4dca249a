#include "ExpressionEditor.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QFontDatabase>
#include <QPainter>
#include <QTextBlock>

namespace packwright::ui {

/// The gutter left of the text; painting is delegated to the editor, which knows the blocks.
class LineNumberGutter : public QWidget
{
public:
    explicit LineNumberGutter(ExpressionEditor *editor)
        : QWidget(editor)
        , m_editor(editor)
    {}
    QSize sizeHint() const override { return {m_editor->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_editor->paintGutter(event); }

private:
    ExpressionEditor *m_editor;
};

ExpressionEditor::ExpressionEditor(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_repository(repository)
    , m_highlighter(new KSyntaxHighlighting::SyntaxHighlighter(document()))
    , m_gutter(new LineNumberGutter(this))
{
    setObjectName(QStringLiteral("expressionEditor"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setPlaceholderText(
        tr("The package expression (package.nix) of the selected attempt appears here."));
    m_highlighter->setDefinition(m_repository.definitionForName(QStringLiteral("Nix")));
    applyTheme();

    auto updateGutterWidth = [this] { setViewportMargins(gutterWidth(), 0, 0, 0); };
    connect(this, &QPlainTextEdit::blockCountChanged, this, updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy != 0)
            m_gutter->scroll(0, dy);
        else
            m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    });
    updateGutterWidth();
}

bool ExpressionEditor::hasNixHighlighting() const
{
    return m_highlighter->definition().isValid();
}

int ExpressionEditor::gutterWidth() const
{
    const int digits = QString::number(std::max(1, blockCount())).size();
    return 8 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(digits, 2);
}

void ExpressionEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    m_gutter->setGeometry(QRect(area.left(), area.top(), gutterWidth(), area.height()));
}

void ExpressionEditor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyTheme();
}

void ExpressionEditor::applyTheme()
{
    // A dark palette gets the dark theme: KSyntaxHighlighting picks by window lightness.
    const KSyntaxHighlighting::Theme theme = m_repository.themeForPalette(palette());
    if (theme.name() == m_highlighter->theme().name())
        return;
    m_highlighter->setTheme(theme);
    m_highlighter->rehighlight();
}

void ExpressionEditor::paintGutter(QPaintEvent *event)
{
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.setFont(font());

    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int lineHeight = fontMetrics().height();
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && top + lineHeight >= event->rect().top()) {
            painter.drawText(0, top, m_gutter->width() - 4, lineHeight, Qt::AlignRight,
                QString::number(block.blockNumber() + 1));
        }
        top += qRound(blockBoundingRect(block).height());
        block = block.next();
    }
}

} // namespace packwright::ui
