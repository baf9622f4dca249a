// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QAction;
class QListView;
class QModelIndex;

namespace packwright::models {
class RecentSessions;
}

namespace packwright::ui {

/// The recent sessions for a start page or a dock: a list of a models::RecentSessions (a
/// missing session greyed, its tooltip saying so) with "Open Read-Only" (double-click,
/// Enter), "Continue in a New Session", "Remove from List" (Delete) and "Clear List", as
/// buttons and in the context menu. What opening and continuing do is the window's.
class RecentSessionsView : public QWidget
{
    Q_OBJECT

public:
    /// `model` must outlive the view.
    explicit RecentSessionsView(models::RecentSessions *model, QWidget *parent = nullptr);

    QListView *listView() const { return m_list; }
    QAction *openAction() const { return m_open; }
    QAction *continueAction() const { return m_continue; }
    QAction *removeAction() const { return m_remove; }
    QAction *clearAction() const { return m_clear; }

Q_SIGNALS:
    /// Browse the session at `path` read-only (a record file or a session directory).
    void openRequested(const QString &path);
    /// Start a new session that continues from the session at `path`.
    void continueRequested(const QString &path);

private:
    void updateActions();
    QString currentPath() const;

    models::RecentSessions *m_model;
    QListView *m_list;
    QAction *m_open;
    QAction *m_continue;
    QAction *m_remove;
    QAction *m_clear;
};

} // namespace packwright::ui
