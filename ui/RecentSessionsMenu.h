// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QMenu>

namespace packwright::models {
class RecentSessions;
}

namespace packwright::ui {

/// "Open Recent": the recent sessions of a models::RecentSessions, most recent first, with
/// the accelerators &1 … &9; a missing session is listed disabled and marked missing. Below
/// them "Remove Missing Sessions" and "Clear List". Refilled whenever the model changes.
class RecentSessionsMenu : public QMenu
{
    Q_OBJECT

public:
    /// `model` must outlive the menu.
    explicit RecentSessionsMenu(models::RecentSessions *model, QWidget *parent = nullptr);

Q_SIGNALS:
    /// The user chose the session at `path` (a record file or a session directory).
    void openRequested(const QString &path);

private:
    void fill();

    models::RecentSessions *m_model;
};

} // namespace packwright::ui
