// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SessionPresenter.h"

#include "ApprovalBar.h"
#include "AttemptListModel.h"
#include "BuildLogView.h"
#include "EvidencePanel.h"
#include "ExpressionEditor.h"
#include "IterationTimeline.h"
#include "LiveSession.h"
#include "ReportView.h"
#include "TerminalScreen.h"
#include "VmConsole.h"

#include <QAction>
#include <QApplication>
#include <QEventLoop>
#include <QMessageBox>
#include <QProgressBar>

namespace packwright::ui {

SessionPresenter::SessionPresenter(SessionViews views, QWidget *window)
    : QObject(window)
    , m_views(views)
    , m_window(window)
    , m_stopAction(new QAction(tr("&Stop session"), this))
{
    m_stopAction->setObjectName(QStringLiteral("stopSessionAction"));
    m_stopAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_stopAction->setEnabled(false);
    connect(m_stopAction, &QAction::triggered, this, [this] {
        if (m_live)
            m_live->cancel();
    });
    connect(m_views.approvalBar, &ApprovalBar::approved, this, &SessionPresenter::approve);
    connect(m_views.approvalBar, &ApprovalBar::editAndApproveRequested, this,
        &SessionPresenter::editProposal);
    connect(m_views.approvalBar, &ApprovalBar::rejected, this, [this](const QString &reason) {
        if (m_live)
            m_live->answer(loop::ApprovalDecision::reject(reason));
    });
    connect(m_views.approvalBar, &ApprovalBar::rollBackRequested, this, [this] {
        if (const int row = m_views.timeline->selectedRow();
            row >= 0 && row < m_views.attempts->rowCount())
            rollBackTo(m_views.attempts->attempt(row).number);
    });
    connect(m_views.timeline, &IterationTimeline::attemptSelected, this,
        &SessionPresenter::updateRollBack);
    connect(m_views.timeline, &IterationTimeline::rollBackRequested, this,
        &SessionPresenter::rollBackTo);
    connect(m_views.vmConsole->screen(), &models::TerminalScreen::inputBytes, this,
        [this](const QByteArray &bytes) {
            if (m_live)
                m_live->writeVmConsole(bytes);
        });
    m_views.progress->setRange(0, 1000);
    m_views.progress->setTextVisible(true);
    m_views.progress->hide();
}

SessionPresenter::~SessionPresenter() = default;

void SessionPresenter::start(loop::PackagingRequest request)
{
    dropLive();
    m_live = new models::LiveSession(std::move(request), this);
    m_views.attempts->setAttempts({});
    m_editingProposal = false;
    m_views.editor->setReadOnly(true);
    m_views.editor->clear();
    Q_EMIT editorCaptionChanged(tr("Setting up the session…"));
    m_views.evidence->clear();
    m_views.evidence->clearLive();
    m_views.evidence->showLive();
    m_views.report->clearReport();
    m_views.buildLog->clear();
    m_views.vmConsole->screen()->write(QByteArrayLiteral("\x1b[2J\x1b[H"));
    m_views.approvalBar->clearPending();
    lockTimeline();
    m_views.progress->setValue(0);
    m_views.progress->setFormat(tr("starting"));
    m_views.progress->show();
    m_stopAction->setEnabled(true);
    Q_EMIT started();

    models::LiveSession *live = m_live;
    EvidencePanel *evidence = m_views.evidence;
    connect(live, &models::LiveSession::recordChanged, this, &SessionPresenter::showLiveRecord);
    connect(live, &models::LiveSession::approvalChanged, this, &SessionPresenter::showApproval);
    connect(live, &models::LiveSession::progressChanged, this, &SessionPresenter::updateProgress);
    connect(live, &models::LiveSession::usageChanged, this, &SessionPresenter::usageChanged);
    connect(live, &models::LiveSession::stageChanged, this, [this](const QString &stage) {
        m_views.evidence->appendNote(stage);
        updateProgress(); // between builds the bar shows the stage
        Q_EMIT stageChanged();
    });
    connect(live, &models::LiveSession::modelText, evidence, &EvidencePanel::appendModelText);
    connect(live, &models::LiveSession::toolCallProposed, evidence, &EvidencePanel::appendToolCall);
    connect(live, &models::LiveSession::toolCallDone, evidence, &EvidencePanel::appendToolResult);
    connect(live, &models::LiveSession::vmOutput, this,
        [this](const QByteArray &bytes) { m_views.vmConsole->screen()->write(bytes); });
    connect(live, &models::LiveSession::warning, this, [this](const QString &text) {
        m_views.evidence->appendNote(tr("warning: %1").arg(text));
        Q_EMIT statusMessage(text, 10000);
    });
    connect(live, &models::LiveSession::failedToStart, this, [this](const QString &message) {
        liveFinished();
        QMessageBox::warning(m_window, tr("Cannot start the session"), message);
    });
    connect(live, &models::LiveSession::finished, this, &SessionPresenter::liveFinished);
    live->start();
    Q_EMIT stageChanged();
}

bool SessionPresenter::stopRunning()
{
    if (!m_live || !m_live->isRunning())
        return true;
    const auto answer = QMessageBox::question(m_window, tr("Stop the running session?"),
        tr("A session is running. Stop it? Its attempts so far stay in %1.")
            .arg(m_live->sessionDirectory()),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return false;
    QEventLoop wait;
    connect(m_live, &models::LiveSession::finished, &wait, &QEventLoop::quit);
    m_live->cancel();
    if (m_live->isRunning())
        wait.exec(); // the loop stops its build and model call at once
    return true;
}

void SessionPresenter::release()
{
    dropLive();
    m_editingProposal = false;
    m_stopAction->setEnabled(false);
    m_views.approvalBar->clearPending();
    m_views.progress->hide();
    m_views.evidence->clearLive();
    updateRollBack();
}

void SessionPresenter::dropLive()
{
    if (!m_live)
        return;
    // A record reload or an event still under way must not reach the views, which show
    // something else from now on.
    m_live->disconnect(this);
    m_live->disconnect(m_views.evidence);
    m_live->deleteLater();
    m_live = nullptr;
}

void SessionPresenter::showLiveRecord()
{
    models::AttemptListModel *attempts = m_views.attempts;
    const int before = attempts->rowCount();
    const int selected = m_views.timeline->selectedRow();
    const bool followNewest = selected < 0 || selected == before - 1;
    const workspace::SessionRecord &record = m_live->record();
    attempts->updateAttempts(record.attempts);
    const int rows = attempts->rowCount();
    // A new attempt is what the maintainer watches: it is selected even when an older one was.
    if (rows > 0 && (followNewest || rows != before))
        m_views.timeline->selectAttempt(rows - 1);
    else if (selected >= 0 && selected < rows)
        Q_EMIT attemptChanged(selected); // its verdict, signals or evidence may be new
    Q_EMIT recordShown(record);
}

void SessionPresenter::showApproval()
{
    const std::optional<loop::ApprovalRequest> &pending = m_live->pendingApproval();
    m_editingProposal = false;
    m_views.editor->setReadOnly(true);
    if (!pending) {
        m_views.approvalBar->clearPending();
        lockTimeline();
        if (const int row = m_views.timeline->selectedRow();
            row >= 0 && row < m_views.attempts->rowCount())
            Q_EMIT attemptChanged(row); // the attempt back in the editor
        updateRollBack();
        Q_EMIT stageChanged();
        return;
    }
    m_views.approvalBar->setPending(pending->description, pending->edit.has_value());
    m_views.timeline->setReadOnly(false);
    if (pending->edit) {
        // A build gate names the attempt it builds; an edit gate the attempt it edits.
        m_views.editor->showExpression(pending->edit->after, pending->edit->before);
        Q_EMIT editorCaptionChanged(pending->action == loop::GatedAction::StartBuild
                ? tr("To be built as attempt %1, waiting for your approval: %2")
                      .arg(pending->attempt)
                      .arg(pending->edit->summary)
                : tr("Proposed for attempt %1, waiting for your approval: %2")
                      .arg(pending->attempt + 1)
                      .arg(pending->edit->summary));
    }
    // A gate without an edit (a run in the VM, a pin change) shows its subject in the live
    // transcript.
    if (!pending->detail.isEmpty())
        m_views.evidence->appendNote(pending->detail);
    Q_EMIT gateShown(pending->edit.has_value());
    Q_EMIT stageChanged();
    updateRollBack();
    QApplication::alert(m_window);
}

void SessionPresenter::editProposal()
{
    if (!m_live || !m_live->pendingApproval() || !m_live->pendingApproval()->edit)
        return;
    const loop::ProposedEdit &edit = *m_live->pendingApproval()->edit;
    if (!m_editingProposal)
        m_views.editor->showExpression(edit.after, edit.before);
    m_editingProposal = true;
    m_views.editor->setReadOnly(false);
    m_views.editor->setFocus();
    Q_EMIT editorCaptionChanged(
        tr("Your version of the proposed edit: change it, then Approve (%1) applies "
           "it as it is here.")
            .arg(m_views.approvalBar->approveAction()->shortcut().toString(
                QKeySequence::NativeText)));
}

void SessionPresenter::approve()
{
    if (!m_live)
        return;
    if (m_editingProposal)
        m_live->answer(loop::ApprovalDecision::withEdit(m_views.editor->toPlainText()));
    else
        m_live->answer(loop::ApprovalDecision::approve());
}

void SessionPresenter::rollBackTo(int attemptNumber)
{
    if (!m_live || !m_live->pendingApproval())
        return;
    m_live->answer(loop::ApprovalDecision::rollBack(attemptNumber));
}

void SessionPresenter::updateRollBack()
{
    // Rolling back is one of the answers at the gate: only while it waits, and only to an
    // earlier attempt that was built and not abandoned.
    const int row = m_views.timeline->selectedRow();
    bool enabled
        = m_live && m_live->pendingApproval() && row >= 0 && row < m_views.attempts->rowCount() - 1;
    if (enabled) {
        const workspace::Attempt &a = m_views.attempts->attempt(row);
        enabled = !a.abandoned && a.status == workspace::AttemptStatus::Finished;
    }
    m_views.approvalBar->setRollBackEnabled(enabled);
}

void SessionPresenter::updateProgress()
{
    const models::BuildProgressState &p = m_live->progress();
    QStringList parts;
    if (!p.derivation.isEmpty())
        parts << p.derivation;
    if (!p.phase.isEmpty())
        parts << p.phase;
    if (p.expected > 1)
        parts << tr("%1 of %2 derivations").arg(p.done).arg(p.expected);
    QProgressBar *progress = m_views.progress;
    progress->setValue(p.permille);
    progress->setFormat(parts.isEmpty() ? m_live->stage() : parts.join(QStringLiteral(" · ")));
    progress->setToolTip(progress->format());
}

void SessionPresenter::liveFinished()
{
    m_stopAction->setEnabled(false);
    m_views.progress->hide();
    m_editingProposal = false;
    m_views.editor->setReadOnly(true);
    m_views.approvalBar->clearPending();
    m_views.timeline->setReadOnly(true, tr("The session has ended: start a new one to go on."));
    const loop::SessionReport *report = m_live && m_live->report() ? &*m_live->report() : nullptr;
    if (report) {
        m_views.report->setReport(*report);
        m_views.evidence->appendNote(QStringLiteral("%1: %2").arg(
            loop::stopReasonName(report->stopReason), report->stopDetail));
    }
    updateRollBack();
    Q_EMIT ended(report);
}

void SessionPresenter::lockTimeline()
{
    m_views.timeline->setReadOnly(
        true, tr("Roll back while the agent waits for your approval (Session ▸ Roll back)."));
}

} // namespace packwright::ui
