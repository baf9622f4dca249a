// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ExpressionEditor.h"

#include "nix/AttributeLocation.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QAction>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTextBlock>
#include <QTimer>
#include <QToolTip>

#include <algorithm>

namespace packwright::ui {

namespace {
constexpr int diffDelayMs = 200; // edits settle this long before the markers are recomputed
constexpr int flashMs = 700;     // how long goToAttribute() highlights the line
constexpr int maxToolTipLines = 20;

/// The old lines of a hunk for a tooltip, at most maxToolTipLines of them.
QString oldLinesHtml(const QStringList &lines)
{
    QStringList shown = lines.mid(0, maxToolTipLines);
    for (QString &line : shown)
        line = line.toHtmlEscaped();
    QString html = QStringLiteral("<pre>") + shown.join(QLatin1Char('\n'));
    if (lines.size() > maxToolTipLines)
        html += QStringLiteral("\n…");
    return html + QStringLiteral("</pre>");
}
} // namespace

/// The gutter left of the text; painting is delegated to the editor, which knows the blocks.
class LineNumberGutter : public QWidget
{
public:
    explicit LineNumberGutter(ExpressionEditor *editor)
        : QWidget(editor)
        , m_editor(editor)
    {
        setObjectName(QStringLiteral("lineNumberGutter"));
    }
    QSize sizeHint() const override { return {m_editor->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_editor->paintGutter(event); }
    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ToolTip) {
            const auto *help = static_cast<QHelpEvent *>(event);
            const QString tip = m_editor->gutterToolTip(help->pos());
            if (tip.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(help->globalPos(), tip, this);
            return true;
        }
        return QWidget::event(event);
    }

private:
    ExpressionEditor *m_editor;
};

ExpressionEditor::ExpressionEditor(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_repository(repository)
    , m_highlighter(new KSyntaxHighlighting::SyntaxHighlighter(document()))
    , m_gutter(new LineNumberGutter(this))
    , m_diffTimer(new QTimer(this))
    , m_flashTimer(new QTimer(this))
    , m_nextChange(new QAction(tr("Next Change"), this))
    , m_previousChange(new QAction(tr("Previous Change"), this))
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

    // A diff of a big file on every keystroke would lag typing: wait until edits settle.
    m_diffTimer->setSingleShot(true);
    m_diffTimer->setInterval(diffDelayMs);
    connect(m_diffTimer, &QTimer::timeout, this, &ExpressionEditor::updateMarkers);
    connect(document(), &QTextDocument::contentsChanged, this, [this] {
        if (!m_base.isEmpty())
            m_diffTimer->start();
    });
    m_flashTimer->setSingleShot(true);
    m_flashTimer->setInterval(flashMs);
    connect(m_flashTimer, &QTimer::timeout, this, [this] {
        m_flashLine = -1;
        updateLineBackgrounds();
    });

    m_nextChange->setObjectName(QStringLiteral("nextChange"));
    m_nextChange->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    m_previousChange->setObjectName(QStringLiteral("previousChange"));
    m_previousChange->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    for (QAction *action : {m_nextChange, m_previousChange}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setEnabled(false);
        addAction(action);
    }
    connect(m_nextChange, &QAction::triggered, this, &ExpressionEditor::goToNextChange);
    connect(m_previousChange, &QAction::triggered, this, &ExpressionEditor::goToPreviousChange);
}

bool ExpressionEditor::hasNixHighlighting() const
{
    return m_highlighter->definition().isValid();
}

void ExpressionEditor::showExpression(const QString &text, const QString &base)
{
    m_base = base;
    m_flashLine = -1;
    setPlainText(text);
    m_diffTimer->stop();
    updateMarkers();
}

QList<int> ExpressionEditor::changedLines() const
{
    QList<int> lines = m_hunkOfLine.keys();
    std::sort(lines.begin(), lines.end());
    return lines;
}

QList<int> ExpressionEditor::deletedAfterLines() const
{
    QList<int> lines = m_hunkDeletedAfter.keys();
    std::sort(lines.begin(), lines.end());
    return lines;
}

void ExpressionEditor::updateMarkers()
{
    m_hunks = m_base.isEmpty() ? QList<workspace::LineHunk>{}
                               : workspace::lineHunks(m_base, toPlainText());
    m_hunkOfLine.clear();
    m_hunkDeletedAfter.clear();
    for (int i = 0; i < m_hunks.size(); ++i) {
        const workspace::LineHunk &h = m_hunks.at(i);
        if (h.addedCount == 0)
            m_hunkDeletedAfter.insert(h.newStart, i);
        for (int line = h.newStart; line < h.newStart + h.addedCount; ++line)
            m_hunkOfLine.insert(line, i);
    }
    m_nextChange->setEnabled(!m_hunks.isEmpty());
    m_previousChange->setEnabled(!m_hunks.isEmpty());
    updateLineBackgrounds();
    m_gutter->update();
    Q_EMIT markersChanged();
}

void ExpressionEditor::updateLineBackgrounds()
{
    QList<QTextEdit::ExtraSelection> selections;
    const auto lineSelection = [this](int blockNumber, const QColor &color) {
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(document()->findBlockByNumber(blockNumber));
        s.format.setBackground(color);
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        return s;
    };
    for (auto it = m_hunkOfLine.cbegin(); it != m_hunkOfLine.cend(); ++it) {
        const bool added = m_hunks.at(it.value()).removedCount == 0;
        selections << lineSelection(
            it.key() - 1, added ? m_colors.addedLine : m_colors.changedLine);
    }
    if (m_flashLine >= 0) {
        const QColor flash = palette().color(QPalette::Highlight);
        selections << lineSelection(
            m_flashLine, QColor::fromRgbF(flash.redF(), flash.greenF(), flash.blueF(), 0.35F));
    }
    setExtraSelections(selections);
}

QList<int> ExpressionEditor::changeStops() const
{
    QList<int> stops;
    for (const workspace::LineHunk &h : m_hunks) {
        // A deletion stops at the line that followed the deleted lines.
        const int line = h.addedCount > 0 ? h.newStart : h.newStart + 1;
        stops << std::clamp(line, 1, std::max(1, blockCount()));
    }
    std::sort(stops.begin(), stops.end());
    stops.erase(std::unique(stops.begin(), stops.end()), stops.end());
    return stops;
}

void ExpressionEditor::moveToLine(int line)
{
    QTextCursor cursor(document()->findBlockByNumber(line - 1));
    setTextCursor(cursor);
    ensureCursorVisible();
}

void ExpressionEditor::goToNextChange()
{
    const QList<int> stops = changeStops();
    if (stops.isEmpty())
        return;
    const int current = textCursor().blockNumber() + 1;
    const auto next = std::upper_bound(stops.cbegin(), stops.cend(), current);
    moveToLine(next == stops.cend() ? stops.first() : *next);
}

void ExpressionEditor::goToPreviousChange()
{
    const QList<int> stops = changeStops();
    if (stops.isEmpty())
        return;
    const int current = textCursor().blockNumber() + 1;
    const auto next = std::lower_bound(stops.cbegin(), stops.cend(), current);
    moveToLine(next == stops.cbegin() ? stops.last() : *std::prev(next));
}

bool ExpressionEditor::goToAttribute(const QString &target)
{
    const auto path = nix::attributePathOfTarget(target);
    if (!path)
        return false;
    const auto offset = nix::attributeOffset(toPlainText(), *path);
    if (!offset)
        return false;
    QTextCursor cursor(document());
    cursor.setPosition(int(*offset));
    setTextCursor(cursor);
    centerCursor();
    m_flashLine = cursor.blockNumber();
    updateLineBackgrounds();
    m_flashTimer->start();
    return true;
}

bool ExpressionEditor::goToLine(int line)
{
    const QTextBlock block = document()->findBlockByNumber(line - 1);
    if (line < 1 || !block.isValid())
        return false;
    setTextCursor(QTextCursor(block));
    centerCursor();
    m_flashLine = block.blockNumber();
    updateLineBackgrounds();
    m_flashTimer->start();
    return true;
}

int ExpressionEditor::gutterWidth() const
{
    const int digits = QString::number(std::max(1, blockCount())).size();
    // Numbers, a gap, then the marker column (bar and wedge) next to the text.
    return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(digits, 2);
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
    else if (event->type() == QEvent::ReadOnlyChange)
        applyReadOnlyLook();
}

void ExpressionEditor::applyTheme()
{
    applyReadOnlyLook();
    // A dark palette gets the dark theme: KSyntaxHighlighting picks by window lightness.
    const KSyntaxHighlighting::Theme theme = m_repository.themeForPalette(palette());
    if (theme.name() == m_highlighter->theme().name())
        return;
    m_highlighter->setTheme(theme);
    m_highlighter->rehighlight();
}

void ExpressionEditor::applyReadOnlyLook()
{
    // A read-only text sits halfway towards the window colour, so that it does not look like
    // a field waiting for input. Set on the viewport, so the editor's palette (and the theme)
    // stays the window's; the marker colours are chosen against the base actually shown.
    QPalette look = palette();
    if (isReadOnly()) {
        const QColor base = look.color(QPalette::Base);
        const QColor window = look.color(QPalette::Window);
        look.setColor(QPalette::Base,
            QColor::fromRgbF((base.redF() + window.redF()) / 2,
                (base.greenF() + window.greenF()) / 2, (base.blueF() + window.blueF()) / 2));
    }
    viewport()->setPalette(look);
    m_colors = DiffMarkerColors::forPalette(look);
    updateLineBackgrounds();
    m_gutter->update();
}

QString ExpressionEditor::gutterToolTip(const QPoint &pos) const
{
    // The block under the pointer, and whether the pointer is near its top or bottom edge.
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (pos.y() < top + height)
            break;
        top += height;
        block = block.next();
    }
    if (!block.isValid())
        return {};
    const int line = block.blockNumber() + 1;
    const int edge = fontMetrics().height() / 3;
    // A deletion wedge sits on the boundary below line n (above line 1 for 0).
    for (const int after : {line, line - 1}) {
        const bool near = after == line
            ? pos.y() >= top + qRound(blockBoundingRect(block).height()) - edge
            : pos.y() <= top + edge;
        if (near && m_hunkDeletedAfter.contains(after)) {
            const workspace::LineHunk &h = m_hunks.at(m_hunkDeletedAfter.value(after));
            return tr("%n line(s) deleted:", nullptr, int(h.removed.size()))
                + oldLinesHtml(h.removed);
        }
    }
    if (!m_hunkOfLine.contains(line))
        return {};
    const workspace::LineHunk &h = m_hunks.at(m_hunkOfLine.value(line));
    if (h.removedCount == 0)
        return tr("Added: not in the text compared against.");
    return tr("Changed; before:") + oldLinesHtml(h.removed);
}

void ExpressionEditor::paintGutter(QPaintEvent *event)
{
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.setFont(font());

    const int barWidth = std::max(3, fontMetrics().height() / 5);
    const int barLeft = m_gutter->width() - barWidth - 1;
    const int numbersRight = barLeft - 4;
    const int wedge = std::max(4, fontMetrics().height() / 3);
    // Wedges are painted after the blocks, so the next block's bar does not cover them.
    QList<int> wedgeYs;

    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int lineHeight = fontMetrics().height();
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        const int line = block.blockNumber() + 1;
        if (block.isVisible() && top + height >= event->rect().top()) {
            painter.drawText(
                0, top, numbersRight, lineHeight, Qt::AlignRight, QString::number(line));
            if (const auto hunk = m_hunkOfLine.constFind(line); hunk != m_hunkOfLine.cend()) {
                const bool added = m_hunks.at(hunk.value()).removedCount == 0;
                painter.fillRect(barLeft, top, barWidth, height,
                    added ? m_colors.addedBar : m_colors.changedBar);
            }
            if (line == 1 && m_hunkDeletedAfter.contains(0))
                wedgeYs << top;
            if (m_hunkDeletedAfter.contains(line))
                wedgeYs << top + height;
        }
        top += height;
        block = block.next();
    }
    painter.setRenderHint(QPainter::Antialiasing);
    for (const int y : std::as_const(wedgeYs)) {
        // A wedge pointing into the text at the boundary where the lines were.
        QPainterPath path;
        path.moveTo(barLeft - 2, y - wedge);
        path.lineTo(m_gutter->width(), y);
        path.lineTo(barLeft - 2, y + wedge);
        path.closeSubpath();
        painter.fillPath(path, m_colors.deletedMark);
    }
}

} // namespace packwright::ui
