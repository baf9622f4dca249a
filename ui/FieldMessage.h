// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QLabel>

namespace packwright::ui {

/// The message next to a form field that explains why its input is refused: hidden while
/// there is nothing to say, wrapped, in the palette's error colour. Its text is also its
/// accessible description, so that screen readers announce it.
class FieldMessage : public QLabel
{
    Q_OBJECT

public:
    explicit FieldMessage(QWidget *parent = nullptr);

    /// Shows `problem` (one sentence a user can act on); an empty string hides the message.
    void setProblem(const QString &problem);
    QString problem() const { return text(); }
};

} // namespace packwright::ui
