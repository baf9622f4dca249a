#include "BuildLogView.h"

#include <QFontDatabase>
#include <QScrollBar>

namespace packwright::ui {

BuildLogView::BuildLogView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setObjectName(QStringLiteral("buildLog"));
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setPlaceholderText(tr("The build log of the selected attempt appears here."));
}

void BuildLogView::setLines(const QStringList &lines)
{
    setPlainText(lines.join(QLatin1Char('\n')));
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

} // namespace packwright::ui
