#include "FieldMessage.h"

namespace packwright::ui {

FieldMessage::FieldMessage(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A red that reads on light and dark palettes alike (Breeze's "negative text").
    QPalette p = palette();
    p.setColor(QPalette::WindowText, QColor(0xda, 0x44, 0x53));
    setPalette(p);
    hide();
}

void FieldMessage::setProblem(const QString &problem)
{
    setText(problem);
    setAccessibleDescription(problem);
    setVisible(!problem.isEmpty());
}

} // namespace packwright::ui
