// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "StartPage.h"
#include "core/Result.h"
#include "loop/PackagingLoop.h"
#include "workspace/SessionRecord.h"

#include <QMainWindow>

#include <functional>

class QDockWidget;
class QSettings;
class QStackedWidget;

namespace KSyntaxHighlighting {
class Repository;
}

namespace packwright::models {
class AttemptListModel;
class LiveSession;
class RecentSessions;
class SessionLoader;
} // namespace packwright::models

namespace packwright::ui {

class ApprovalBar;
class BatchView;
class BuildLogView;
class EvidencePanel;
class ExpressionPane;
class IterationTimeline;
class NewSessionWizard;
class ReportView;
class SessionPresenter;
class SessionStatus;
class VmConsole;
class WorkbenchLayout;

/// The workbench: a start page before any session (StartPage); then the expression editor in
/// the centre; iteration timeline, evidence panel,
/// build log and VM console as docks; the approval bar above the status bar.
/// Selecting an attempt in the timeline shows its expression, log and evidence everywhere.
///
/// It shows a recorded session read-only (showSession) or runs one live (startSession):
/// the timeline follows the newest attempt, the log follows the running build's file, the
/// evidence panel streams the model's text and tool calls, the VM console shows the
/// refinement VM, and the approval bar answers the loop's approval gate. The status bar
/// shows the stage, the build's progress and the running cost.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(KSyntaxHighlighting::Repository &repository, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The bundled demo session's record (a Qt resource path).
    static QString demoSessionRecord() { return QStringLiteral(":/demo/hello-session.json"); }
    /// Whether the start page is shown (before any session) instead of the workbench.
    bool startPageShown() const;

    /// Replaces what the workbench shows with `record` and selects its final attempt; false
    /// when a session still running was kept by the maintainer.
    bool showSession(workspace::SessionRecord record);
    /// Reads a session record file (a session.json or record.sqlite) on a worker thread and
    /// shows it; on failure shows the error and keeps the current session. The GUI thread
    /// opens no database (issue 20). sessionRecordOpened() follows, unless a later record or
    /// a new session replaced this one first.
    void openSessionRecord(const QString &path);
    /// The build-log explainer (issue 20 item 2): the log at `path` as a one-attempt record
    /// (loop::explainedLogRecord) with its ranked signals, Feedback and known fixes, read on a
    /// worker thread. With `earlierLog`, the two logs as two attempts (loop::explainedComparison):
    /// the later one selected, with the progress verdict on the timeline and its log shown at
    /// the first line where it differs from the earlier one. On failure shows the error and
    /// keeps what is shown. buildLogExplained() follows, unless a later log, record or a new
    /// session replaced this one first.
    void openBuildLog(const QString &path, const QString &earlierLog = {});
    /// Runs a new session for `request` (models::LiveSession) and shows it as it goes. A
    /// session still running is asked to stop first (false when the maintainer keeps it).
    bool startSession(loop::PackagingRequest request);
    /// The running (or finished) live session; nullptr when a record is shown.
    models::LiveSession *liveSession() const;
    models::AttemptListModel *attemptModel() const { return m_attempts; }
    models::RecentSessions *recentSessions() const { return m_recent; }
    /// Opens the wizard in maintenance mode on the final package.nix of the session at `path`
    /// (a session directory, its record.sqlite, or a record .json); the old session stays as
    /// it is and the new one starts from its result. A record without its workspace is read
    /// on a worker thread for its final expression.
    void continueSession(const QString &path);
    /// Opens the batch directory `directory` (`packwright batch --out`) in a Batch window
    /// (BatchView) whose tasks' sessions open here; on failure shows the error. The window,
    /// or nullptr.
    BatchView *openBatch(const QString &directory);
    /// View ▸ Reset layout: the docks as a first start places them (the saved layout is
    /// replaced when the window closes).
    void resetLayout();

Q_SIGNALS:
    /// openSessionRecord() is done: the record at `path` is shown, or an error was.
    void sessionRecordOpened(const QString &path, bool shown);
    /// openBuildLog() is done: the log at `path` is shown, or an error was.
    void buildLogExplained(const QString &path, bool shown);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createDocks();
    void createMenus();
    /// File ▸ New session: the wizard, prepared by `prepare` (a source chosen elsewhere), then
    /// the session it describes.
    void newSession(const std::function<void(NewSessionWizard &)> &prepare = {});
    /// A modal warning titled `title` with `error`'s message (its detail folded away), also
    /// written to standard error.
    void showError(const QString &title, const Error &error);
    /// Acts on a path dropped on the start page or chosen among its recent sessions.
    void openPath(const QString &path, StartPage::DropKind kind);
    void showAttempt(int row);
    void updateStatus();
    void chooseSessionRecord();
    /// The wizard in maintenance mode on `packageFile` (continueSession()).
    void continueFrom(const QString &packageFile);
    void chooseBuildLog();
    /// File ▸ Compare two build logs: the earlier log, then the later one.
    void chooseBuildLogsToCompare();
    void chooseBatch();
    /// Selects attempt `number` (1-based) in the timeline; false when there is none.
    bool selectAttemptNumber(int number);
    /// The window's side of the live session: title, status, which dock is raised.
    void connectPresenter();
    /// "pname version — Packwright" for the session shown.
    void showSessionTitle();

    workspace::SessionRecord m_session;
    QSettings *m_settings; ///< the user's settings, for the recent sessions list
    models::AttemptListModel *m_attempts;
    models::RecentSessions *m_recent;
    ReportView *m_report;
    ExpressionPane *m_pane; ///< the centre: caption, compare choice, editor, lint findings
    BuildLogView *m_buildLog;
    IterationTimeline *m_timeline;
    EvidencePanel *m_evidence;
    VmConsole *m_vmConsole;
    ApprovalBar *m_approvalBar;
    SessionStatus *m_status;
    QStackedWidget *m_pages;
    StartPage *m_startPage;
    models::SessionLoader *m_loader; ///< records and logs read off the GUI thread
    SessionPresenter *m_presenter;   ///< the live session and its gates
    QDockWidget *m_timelineDock = nullptr;
    QDockWidget *m_evidenceDock = nullptr;
    QDockWidget *m_logDock = nullptr;
    QDockWidget *m_reportDock = nullptr;
    WorkbenchLayout *m_layout = nullptr; ///< start page or workbench; the saved layout
};

} // namespace packwright::ui
