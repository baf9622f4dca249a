// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FieldMessage.h"

#include <algorithm>

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
    // A dialog sized for its pages without messages would squeeze its fields: it grows.
    QWidget *top = window();
    if (!problem.isEmpty() && top != this && top->isVisible()) {
        const int height = top->heightForWidth(top->width());
        const int wanted = std::max(height, top->sizeHint().height());
        if (top->height() < wanted)
            top->resize(top->width(), wanted);
    }
}

} // namespace packwright::ui
