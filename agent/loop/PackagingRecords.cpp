// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The records PackagingLoop's steps leave (EvidenT §4.3: nothing is lost): decisions at the
// gates, tool calls, the files of the workspace, an attempt's signals and its row with its
// commit, and rollbacks. The steps themselves are in PackagingSteps.cpp.
#include "core/Logging.h"
#include "evidence/SignalVerdicts.h"
#include "evidence/TemplateBaseline.h"
#include "loop/LogExplanation.h"
#include "loop/PackagingLoop.h"
#include "loop/StepTexts.h"
#include "workspace/SessionRepository.h"
#include "workspace/SessionStore.h"

#include <QCoroFuture>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QtConcurrent>

namespace packwright::loop {

namespace {

constexpr qint64 MaxLearntLogBytes = qint64(64) << 20; ///< of one log, for the store

/// Adds a successful build's log to the user's store of success templates.
std::optional<Error> learnSuccessTemplates(const QString &store, const QString &logFile)
{
    QFile log(logFile);
    if (!log.open(QIODevice::ReadOnly))
        return Error{
            StepTexts::tr("Cannot read the build log %1.").arg(logFile), log.errorString()};
    auto loaded = evidence::TemplateBaseline::load(store);
    if (!loaded)
        return loaded.error();
    evidence::TemplateBaseline baseline = std::move(loaded).value();
    baseline.addSuccessfulLog(log.read(MaxLearntLogBytes));
    if (auto saved = baseline.save(store); !saved)
        return saved.error();
    return std::nullopt;
}
} // namespace

workspace::Approval PackagingLoop::approvalFor(
    const ApprovalRequest &request, const ApprovalDecision &decision, GatedAction action) const
{
    workspace::Approval a;
    a.action = request.description;
    a.decision
        = m_gate->policy().asks(action) ? decisionName(decision.kind) : QStringLiteral("auto");
    a.reason = decision.reason;
    return a;
}

void PackagingLoop::announceDecision(GatedAction action, const ApprovalDecision &decision)
{
    LoopEvent given;
    given.kind = LoopEvent::Kind::ApprovalGiven;
    given.attempt = m_lastBuilt;
    given.name = gatedActionName(action);
    given.text
        = m_gate->policy().asks(action) ? decisionName(decision.kind) : QStringLiteral("auto");
    emitEvent(given);
}

void PackagingLoop::recordDecision(int attempt, const ApprovalRequest &request,
    const ApprovalDecision &decision, GatedAction action)
{
    const workspace::Approval approval = approvalFor(request, decision, action);
    if (attempt == 0)
        m_pendingApprovals << approval; // for the attempt not built yet
    else
        warnIf(m_store->recordApproval(attempt, approval));
    announceDecision(action, decision);
}

void PackagingLoop::recordToolCall(int attempt, const llm::ToolCall &call, const ToolReply &reply)
{
    workspace::ToolCallRecord record;
    record.sequence = ++m_toolSequence[attempt];
    record.name = call.name;
    record.arguments = call.rawArguments;
    record.result = reply.text;
    record.isError = reply.isError;
    if (attempt == 0)
        m_pendingToolCalls << record; // before the first attempt: kept for it
    else
        warnIf(m_store->recordToolCall(attempt, record));
}

void PackagingLoop::flushPendingRecords(int attempt)
{
    for (workspace::ToolCallRecord record : std::as_const(m_pendingToolCalls)) {
        record.sequence = ++m_toolSequence[attempt];
        warnIf(m_store->recordToolCall(attempt, record));
    }
    for (const workspace::ModelCallRecord &call : std::as_const(m_pendingModelCalls))
        warnIf(m_store->recordModelCall(attempt, call));
    for (const workspace::Approval &approval : std::as_const(m_pendingApprovals))
        warnIf(m_store->recordApproval(attempt, approval));
    m_pendingToolCalls.clear();
    m_pendingModelCalls.clear();
    m_pendingApprovals.clear();
}

std::optional<Error> PackagingLoop::writeWorkspaceFiles(const QMap<QString, QByteArray> &files)
{
    const QDir workspace(m_repository->directory());
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        QFile out(workspace.filePath(it.key()));
        QDir().mkpath(QFileInfo(out).absolutePath()); // files in subdirectories (src/, patches/)
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(it.value()) < 0)
            return Error{
                StepTexts::tr("Cannot write %1: %2").arg(out.fileName(), out.errorString()), {}};
    }
    return std::nullopt;
}

void PackagingLoop::rollBack(int toAttempt, const QString &why)
{
    const auto it = m_attempts.constFind(toAttempt);
    if (it == m_attempts.cend())
        return;
    QList<int> abandoned;
    for (const workspace::AttemptCommit &c : m_repository->attempts()) {
        if (c.attempt > toAttempt && c.onBranch && !m_abandoned.contains(c.attempt))
            abandoned << c.attempt;
    }
    warnIf(m_repository->rollBackTo(toAttempt));
    m_abandoned << abandoned;
    if (m_store && !abandoned.isEmpty())
        warnIf(m_store->markAbandoned(abandoned));
    m_stack.rollBackTo(it.value());
    m_current = it.value().expression;
    m_currentAttempt = toAttempt;
    LoopEvent e;
    e.kind = LoopEvent::Kind::RolledBack;
    e.attempt = toAttempt;
    e.text = why;
    emitEvent(e);
}

QCoro::Task<AttemptState> PackagingLoop::readSignals(AttemptState state, QString logFile)
{
    const int number = state.number;
    const nix::BuildOutcome outcome = state.outcome;
    const evidence::Extractor extractor = *m_extractor;
    auto extractionFuture
        = QtConcurrent::run([extractor, logFile] { return extractor.extractFile(logFile); });
    auto extraction = co_await extractionFuture;
    state.extraction = std::make_shared<const evidence::Extraction>(
        extraction ? std::move(extraction).value() : evidence::Extraction{});
    if (outcome.kind == nix::OutcomeKind::Success && !m_request.successTemplatesFile.isEmpty()) {
        // What this successful build printed ranks down in later failures (issue 18 item 1).
        auto learning = QtConcurrent::run([store = m_request.successTemplatesFile, logFile] {
            return learnSuccessTemplates(store, logFile);
        });
        warnIf(co_await learning);
    }

    // EvidenT §4.3.1's verifier, when a model is configured: it re-ranks the Feedback slot.
    QHash<int, evidence::SignalVerdict> verdictOf; ///< by index into extraction->ranked
    if (outcome.kind != nix::OutcomeKind::Success) {
        auto verifying = verifySignals(number, outcome, state.extraction);
        const auto verdicts = co_await verifying;
        if (verdicts) {
            state.verified = std::make_shared<const evidence::Extraction>(
                evidence::applyVerdicts(*state.extraction, *verdicts));
            for (const evidence::SignalVerdict &v : *verdicts)
                verdictOf.insert(v.index, v);
        }
    }

    // Signals, as the record keeps them (in the deterministic order, with the verdicts).
    QList<workspace::SignalRecord> signalRecords;
    int rank = 0;
    for (const evidence::FailureSignal &s : state.extraction->ranked) {
        workspace::SignalRecord r = signalRecordOf(s, rank + 1);
        if (const auto verdict = verdictOf.constFind(rank); verdict != verdictOf.cend()) {
            r.role = evidence::verifiedRoleName(verdict->role);
            r.roleReason = verdict->reason;
        }
        ++rank;
        signalRecords << r;
    }
    warnIf(m_store->recordSignals(number, signalRecords));
    if (outcome.kind != nix::OutcomeKind::Success) {
        LoopEvent sig;
        sig.kind = LoopEvent::Kind::Signals;
        sig.attempt = number;
        sig.text = EvidenceController::feedback(outcome, state.feedbackExtraction());
        emitEvent(sig);
    }
    co_return state;
}

void PackagingLoop::recordAttempt(const AttemptState &state, const QString &summary,
    const QMap<QString, QByteArray> &files, const std::optional<Verdict> &verdict, bool progress,
    HistoryEntry history)
{
    const int number = state.number;
    const nix::BuildOutcome &outcome = state.outcome;
    history.attempt = number;
    history.summary = summary;
    if (outcome.kind == nix::OutcomeKind::Success)
        history.result = StepTexts::tr("the package builds");
    else
        history.result = verdict ? verdictLine(*verdict) : describeOutcome(outcome);
    history.doNotRepeat = !progress;
    history.failure = EvidenceController::failureLine(outcome, state.feedbackExtraction());
    m_evidence.addHistory(history);

    QString message = StepTexts::tr("attempt %1: %2\n\nOutcome: %3")
                          .arg(number)
                          .arg(summary, describeOutcome(outcome));
    if (!outcome.summary.isEmpty())
        message += QStringLiteral("\nNix: %1").arg(outcome.summary);
    if (verdict)
        message += StepTexts::tr("\nVerdict: %1").arg(verdictLine(*verdict));
    auto commit = m_repository->commitAttempt(number, message, files);
    QString commitId;
    if (commit)
        commitId = commit.value();
    else
        warnIf(commit.error());
    workspace::AttemptOutcome recorded;
    recorded.kind = outcome.kind;
    recorded.failingPhase = outcome.kind == nix::OutcomeKind::EvaluationError
        ? QStringLiteral("evaluation")
        : outcome.failingPhase;
    recorded.durationMs = outcome.durationMs;
    recorded.placements = outcome.placements;
    warnIf(m_store->finishAttempt(number, recorded, verdict, commitId));
}

} // namespace packwright::loop
