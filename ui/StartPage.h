// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QCommandLinkButton;

namespace packwright::models {
class RecentSessions;
}

namespace packwright::ui {

class RecentSessionsView;

/// What the workbench shows before any session (issue 20 item 1, as Hotspot and Kate open):
/// start a new session, open a session record, try the bundled demo, or reopen a recent
/// session; a file dropped onto it starts the matching action (dropKind()). What each action
/// does is the window's.
class StartPage : public QWidget
{
    Q_OBJECT

public:
    /// What a dropped path starts.
    enum class DropKind
    {
        None,          ///< nothing Packwright opens
        SessionRecord, ///< a session.json, a record.sqlite or a session directory: open it
        PackageFile,   ///< a *.nix file: maintenance of it (repair or update)
        Tarball,       ///< a source archive (.tar.*, .tgz, .zip): package it
        GitRepository, ///< a directory with .git: package it
        BuildLog,      ///< a *.log file: explain it
    };
    /// Classifies a local path by its name and, for a directory, what it holds; DropKind::None
    /// for anything else (a path that does not exist, a plain directory, another file).
    static DropKind dropKind(const QString &path);

    /// `recent` must outlive the page.
    explicit StartPage(models::RecentSessions *recent, QWidget *parent = nullptr);

    QCommandLinkButton *newSessionButton() const { return m_newSession; }
    QCommandLinkButton *openRecordButton() const { return m_openRecord; }
    QCommandLinkButton *demoButton() const { return m_demo; }
    QCommandLinkButton *explainLogButton() const { return m_explainLog; }
    RecentSessionsView *recentView() const { return m_recentView; }

Q_SIGNALS:
    void newSessionRequested();
    void openRecordRequested();
    void demoRequested();
    void explainLogRequested();
    /// A path was dropped (or a recent session chosen) that the window should act on.
    void pathRequested(const QString &path, packwright::ui::StartPage::DropKind kind);
    /// Continue the recent session at `path` in a new session.
    void continueRequested(const QString &path);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QCommandLinkButton *m_newSession;
    QCommandLinkButton *m_openRecord;
    QCommandLinkButton *m_demo;
    QCommandLinkButton *m_explainLog;
    RecentSessionsView *m_recentView;
};

} // namespace packwright::ui
