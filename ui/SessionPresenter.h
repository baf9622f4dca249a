// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "loop/PackagingLoop.h"
#include "loop/SessionReport.h"
#include "workspace/SessionRecord.h"

#include <QObject>

class QAction;
class QProgressBar;
class QWidget;

namespace packwright::models {
class AttemptListModel;
class LiveSession;
} // namespace packwright::models

namespace packwright::ui {

class ApprovalBar;
class BuildLogView;
class EvidencePanel;
class ExpressionEditor;
class IterationTimeline;
class ReportView;
class VmConsole;

/// The workbench's views a live session drives; the window owns them.
struct SessionViews
{
    models::AttemptListModel *attempts = nullptr;
    ExpressionEditor *editor = nullptr;
    IterationTimeline *timeline = nullptr;
    EvidencePanel *evidence = nullptr;
    BuildLogView *buildLog = nullptr;
    VmConsole *vmConsole = nullptr;
    ReportView *report = nullptr;
    ApprovalBar *approvalBar = nullptr;
    QProgressBar *progress = nullptr; ///< the running build's progress, hidden between sessions
};

/// Between the packaging loop and the window (issue 20 item 5): runs a live session
/// (models::LiveSession), shows its attempts, progress and model stream in the views as they
/// come, and answers the loop's approval gates from the approval bar and the timeline:
/// approve, edit and approve (the maintainer's version of the expression in the editor),
/// reject with a reason, roll back to an earlier built attempt. A gate puts its subject in
/// the editor: the expression to be built, or the proposed edit, marked against its parent.
/// The window composes the views and decides what else to show (title, status, docks).
class SessionPresenter : public QObject
{
    Q_OBJECT

public:
    /// `window` parents the questions the presenter asks and is alerted at a gate.
    SessionPresenter(SessionViews views, QWidget *window);
    ~SessionPresenter() override;

    /// The running (or finished) live session; nullptr when none was started or it was
    /// released.
    models::LiveSession *live() const { return m_live; }
    /// Session ▸ Stop session: cancels the running session; enabled while one runs.
    QAction *stopAction() const { return m_stopAction; }
    /// The maintainer is editing the proposal in the editor: Approve sends the editor's text,
    /// and selecting another attempt leaves the editor alone.
    bool editingProposal() const { return m_editingProposal; }

    /// Runs a new session for `request`, replacing the one shown; the caller has stopped a
    /// running one (stopRunning()). Clears the views, then fills them as the session goes.
    void start(loop::PackagingRequest request);
    /// Asks whether to stop the running session, and stops it (waiting for the loop to
    /// stop its build and model call); true when none runs or it was stopped.
    bool stopRunning();
    /// Forgets the live session (a recorded session is shown instead): no gate, progress
    /// or live stream is left in the views.
    void release();

Q_SIGNALS:
    /// start() has cleared the views for the new session.
    void started();
    /// The live record is shown: the attempts model and the selection follow it.
    void recordShown(const workspace::SessionRecord &record);
    /// The selected attempt in `row` is to be shown again: it changed, or a gate it hid was
    /// answered.
    void attemptChanged(int row);
    /// A gate waits; its subject is in the editor (`inEditor`: an edit or a build) or in
    /// the evidence panel's live transcript.
    void gateShown(bool inEditor);
    /// The session's stage changed, or a gate began or ended to wait (for the status bar).
    void stageChanged();
    /// The editor's header: what it shows now (a gate's subject, the maintainer's version).
    void editorCaptionChanged(const QString &caption);
    /// A message for the status bar, shown for `timeoutMs`.
    void statusMessage(const QString &text, int timeoutMs);
    void usageChanged(qint64 tokens, double costUsd);
    /// The session ended (or could not start); `report` is its report when it has one.
    void ended(const loop::SessionReport *report);

private:
    /// Lets go of the live session: deleted soon, and none of its signals reach the views.
    void dropLive();
    void showLiveRecord();
    void showApproval();
    void editProposal();
    void approve();
    void rollBackTo(int attemptNumber);
    void updateRollBack();
    void updateProgress();
    void liveFinished();
    /// The timeline is read-only while the loop does not wait: rolling back is an answer.
    void lockTimeline();

    SessionViews m_views;
    QWidget *m_window;
    QAction *m_stopAction;
    models::LiveSession *m_live = nullptr;
    bool m_editingProposal = false;
};

} // namespace packwright::ui
