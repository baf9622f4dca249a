// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;

namespace packwright::loop {
struct SessionDefaults;
}

namespace packwright::ui {

/// One page of the SettingsDialog that edits part of loop::SessionDefaults. The page holds
/// the edited values in its widgets: load() fills them, store() writes them back; nothing is
/// saved by the page itself.
class SettingsPage : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    virtual void load(const loop::SessionDefaults &defaults) = 0;
    virtual void store(loop::SessionDefaults &defaults) const = 0;
    /// What blocks OK, one sentence each (also shown next to the fields); empty: valid.
    virtual QStringList problems() const { return {}; }

Q_SIGNALS:
    /// A value was edited (validity may have changed).
    void changed();
};

/// A label for the message next to a field: wrapped, in the palette's error colour, hidden
/// while empty.
QLabel *makeErrorLabel(const QString &objectName, QWidget *parent);
/// Shows `message` in `label` (hides it when empty).
void showError(QLabel *label, const QString &message);
/// A note under a field: wrapped, selectable.
QLabel *makeNote(const QString &text, QWidget *parent);

} // namespace packwright::ui
