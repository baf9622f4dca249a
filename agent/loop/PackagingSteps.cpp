// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The steps of PackagingLoop around one build: the gate before it, the attempt itself, the
// progress judge and the next edit (a hash fix, a quick fix or a model fix step, through the
// approval gate). PackagingRecords.cpp holds the records they leave and rollbacks;
// PackagingModelSteps.cpp the model conversations of fix step, template choice and failure
// analysis; PackagingQuickFix.cpp the quick-fix step; PackagingLoop.cpp set-up and the loop.
#include "core/Logging.h"
#include "evidence/Categories.h"
#include "evidence/KnowledgeLookup.h"
#include "evidence/LogComparison.h"
#include "llm/LlmClient.h"
#include "loop/Conversation.h"
#include "loop/PackagingLoop.h"
#include "loop/PromptTemplates.h"
#include "loop/StepTexts.h"
#include "nix/AttributePositions.h"
#include "nix/Builder.h"
#include "nix/FetchCheck.h"
#include "tools/BuilderTemplates.h"
#include "tools/ExpressionBuffer.h"
#include "tools/FileLocator.h"
#include "tools/PackageIndex.h"
#include "tools/ProjectAnalysis.h"
#include "tools/Toolbox.h"
#include "workspace/SessionRepository.h"
#include "workspace/SessionStore.h"
#include "workspace/TextDiff.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtConcurrent>

namespace packwright::loop {

namespace {

QString condensedFrom(const evidence::Extraction &extraction, qint64 fromLine, int maxLines)
{
    QStringList lines;
    for (const evidence::CondensedLine &l : extraction.tail) {
        if (l.lastLine >= fromLine)
            lines << (l.repeats > 1 ? QStringLiteral("%1 (×%2)").arg(l.text).arg(l.repeats)
                                    : l.text);
    }
    if (lines.size() > maxLines)
        lines = lines.mid(lines.size() - maxLines);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

QCoro::Task<std::variant<PackagingLoop::ApprovedBuild, PackagingLoop::BuildStep>>
PackagingLoop::askToBuild(int number, const Pending &pending)
{
    // The gate first: an attempt exists in the record only once it is built. It shows the
    // exact expression to be built, against the attempt it continues (none before the first).
    ProposedEdit subject;
    subject.before = m_currentAttempt > 0 ? m_current : QString();
    subject.after = pending.expression;
    subject.summary = pending.summary;
    subject.diff = workspace::unifiedDiff(subject.before, subject.after);
    const ApprovalRequest request{0, GatedAction::StartBuild, number,
        StepTexts::tr("Build attempt %1: %2").arg(number).arg(pending.summary), subject, {}};
    using Kind = ApprovalDecision::Kind;
    std::optional<ApprovalDecision> decision;
    while (true) {
        auto answer = co_await m_gate->ask(request);
        decision = answer;
        if (!decision)
            co_return BuildStep{Stop{StopReason::Cancelled, StepTexts::tr("Cancelled.")}};
        // Before the first build there is no edit to reject and no attempt to go back to.
        if (m_lastBuilt > 0 || decision->kind == Kind::Approve
            || decision->kind == Kind::ApproveWithEdit || decision->kind == Kind::Stop)
            break;
        warnIf(Error{StepTexts::tr("Nothing is built yet: approve the first build, edit it, or "
                                   "stop."),
            {}});
    }
    const workspace::Approval approval = approvalFor(request, *decision, GatedAction::StartBuild);
    announceDecision(GatedAction::StartBuild, *decision);
    if (decision->kind == Kind::Stop)
        co_return BuildStep{Stop{StopReason::StoppedByUser,
            decision->reason.isEmpty()
                ? StepTexts::tr("The maintainer stopped the session before attempt %1.").arg(number)
                : StepTexts::tr("The maintainer stopped the session: %1.").arg(decision->reason)}};
    if (decision->kind == Kind::Reject || decision->kind == Kind::RollBack) {
        // Not built: a rejected build rejects the edit behind it; a rollback goes back.
        warnIf(m_store->recordApproval(m_lastBuilt, approval));
        if (decision->kind == Kind::Reject) {
            HistoryEntry rejected = pending.history;
            rejected.result = decision->reason.isEmpty()
                ? StepTexts::tr("rejected by the maintainer before its build")
                : StepTexts::tr("rejected by the maintainer before its build: %1")
                      .arg(decision->reason);
            rejected.doNotRepeat = true;
            m_evidence.addHistory(rejected);
        } else if (!m_attempts.contains(decision->rollBackTo)) {
            warnIf(Error{
                StepTexts::tr("There is no attempt %1 to roll back to.").arg(decision->rollBackTo),
                {}});
        } else {
            rollBack(decision->rollBackTo,
                StepTexts::tr("The maintainer rolled back to attempt %1.")
                    .arg(decision->rollBackTo));
        }
        co_return BuildStep::declinedAtGate();
    }
    ApprovedBuild approved{pending.expression, pending.summary, approval};
    if (decision->kind == Kind::ApproveWithEdit) {
        approved.expression = decision->editedText;
        approved.summary = StepTexts::tr("%1 (edited by the maintainer)").arg(pending.summary);
    }
    co_return approved;
}

QCoro::Task<PackagingLoop::BuildStep> PackagingLoop::buildAttempt(
    int number, const Pending &pending)
{
    const QDir dir(m_request.sessionDirectory);
    const QString logFile = dir.filePath(QStringLiteral("logs/attempt-%1.log").arg(number));
    const QString packageFile
        = QDir(m_repository->directory()).filePath(QStringLiteral("package.nix"));

    auto asking = askToBuild(number, pending);
    const auto asked = co_await asking;
    if (const auto *notBuilt = std::get_if<BuildStep>(&asked))
        co_return *notBuilt;
    const QString expression = std::get<ApprovedBuild>(asked).expression;
    const QString summary = std::get<ApprovedBuild>(asked).summary;
    warnIf(m_store->beginAttempt(number, m_currentAttempt, summary, expression, logFile));
    flushPendingRecords(number); // the calls and the edit approval that wrote it come first
    warnIf(m_store->recordApproval(number, std::get<ApprovedBuild>(asked).approval));
    m_summaries.insert(number, summary);
    m_lastBuilt = number;

    QMap<QString, QByteArray> files = m_extraFiles;
    m_extraFiles.clear(); // committed with the first attempt
    files.insert(QStringLiteral("package.nix"), expression.toUtf8());
    addPinFiles(files);
    if (auto error = writeWorkspaceFiles(files))
        co_return Stop{StopReason::SetupFailed, error->message};

    LoopEvent started;
    started.kind = LoopEvent::Kind::AttemptStarted;
    started.attempt = number;
    started.text = summary;
    emitEvent(started);

    AttemptState state;
    state.number = number;
    state.expression = expression;
    m_attempts.insert(number, state);
    nix::BuildOptions options = m_request.buildOptions;
    bool budgetCut = false; ///< the build's time limit is the rest of the time budget
    if (const auto budget = m_request.limits.timeBudget) {
        // The time budget covers the builds too: a build ends when the budget does.
        const qint64 left = budget->count() - m_clock.elapsed() / 1000;
        const auto rest = std::chrono::seconds(std::max<qint64>(1, left));
        budgetCut = rest < options.timeout;
        options.timeout = std::min(options.timeout, rest);
    }
    const nix::BuildRequest buildRequest{packageFile, m_request.nixpkgs, options, logFile};
    const nix::BuildOutcome outcome = co_await m_builder->build(buildRequest);
    state.outcome = outcome;

    LoopEvent built;
    built.kind = LoopEvent::Kind::BuildFinished;
    built.attempt = number;
    state.errorPlace = evaluationErrorPlace(outcome, packageFile, number,
        !m_request.originFile.isEmpty() && expression == m_request.initialExpression
            ? QFileInfo(m_request.originFile).absoluteFilePath()
            : QString());
    built.text = state.errorPlace.isEmpty()
        ? outcome.summary
        : StepTexts::tr("%1 (at %2)").arg(outcome.summary, state.errorPlace);
    built.outcome = outcome;
    emitEvent(built);

    auto reading = readSignals(state, logFile);
    state = co_await reading;

    // The verdict against the best attempt so far (Vibenix §4.1.8).
    std::optional<Verdict> verdict;
    bool progress = true;
    if (outcome.kind == nix::OutcomeKind::Cancelled) {
        progress = false;
    } else if (!m_stack.isEmpty()) {
        if (outcome.kind == nix::OutcomeKind::Success) {
            verdict = Verdict{VerdictKind::Progress, StepTexts::tr("The package builds.")};
        } else {
            const AttemptState best = m_stack.best();
            auto judged = co_await judge(best, state);
            verdict = judged;
        }
        progress = verdict->kind == VerdictKind::Progress;
        m_verdicts.insert(number, *verdict);
        LoopEvent v;
        v.kind = LoopEvent::Kind::Verdict;
        v.attempt = number;
        v.verdict = verdict;
        v.text = verdictLine(*verdict);
        emitEvent(v);
    }
    m_attempts.insert(number, state);
    if (outcome.kind == nix::OutcomeKind::Success)
        lintBuilt(state);

    recordAttempt(state, summary, files, verdict, progress, pending.history);

    if (outcome.kind == nix::OutcomeKind::Cancelled || m_cancelled)
        co_return Stop{
            StopReason::Cancelled, StepTexts::tr("Cancelled during attempt %1.").arg(number)};
    if (outcome.kind == nix::OutcomeKind::NixNotInstalled)
        co_return Stop{StopReason::SetupFailed, outcome.summary};
    if (progress) {
        m_stack.push(state);
        m_withoutProgress = 0;
        m_current = state.expression;
        m_currentAttempt = number;
    } else {
        ++m_withoutProgress;
        rollBack(m_stack.best().number,
            StepTexts::tr("Attempt %1 did not make progress; back to attempt %2.")
                .arg(number)
                .arg(m_stack.best().number));
    }
    if (budgetCut && outcome.kind == nix::OutcomeKind::Timeout)
        co_return Stop{StopReason::Budget,
            StepTexts::tr("The time budget of %1 s is spent; attempt %2 was stopped.")
                .arg(m_request.limits.timeBudget->count())
                .arg(number)};
    if (!pending.checkFetchOf.isEmpty() && outcome.kind != nix::OutcomeKind::HashMismatch
        && outcome.kind != nix::OutcomeKind::EvaluationError) {
        auto unsettled = checkFetch(buildRequest, pending.checkFetchOf);
        if (auto stop = co_await unsettled)
            co_return stop;
    }
    if (outcome.kind == nix::OutcomeKind::Success) {
        co_return Stop{StopReason::Succeeded,
            StepTexts::tr("Attempt %1 builds: %2")
                .arg(number)
                .arg(outcome.outPaths.join(QLatin1Char(' ')))};
    }
    if (m_withoutProgress >= m_request.limits.maxWithoutProgress)
        co_return Stop{StopReason::NoProgress,
            StepTexts::tr("No progress in the last %1 attempts.").arg(m_withoutProgress)};
    co_return BuildStep{};
}

QCoro::Task<std::optional<PackagingLoop::Stop>> PackagingLoop::checkFetch(
    nix::BuildRequest request, QString attribute)
{
    if (!nix::fixedOutputAttributes().contains(attribute))
        co_return std::nullopt; // a vendored set named by its derivation: no attribute to check
    stage(StepTexts::tr("Fetching %1 again: does its hash settle?").arg(attribute));
    request.logFile.clear();
    auto checking = QtConcurrent::run(
        [request, attribute] { return nix::checkFixedOutput(request, attribute); });
    auto checked = co_await checking;
    if (!checked) {
        warnIf(checked.error());
        co_return std::nullopt;
    }
    if (!checked.value())
        co_return std::nullopt;
    const nix::HashMismatch &again = *checked.value();
    co_return Stop{StopReason::NonReproducible,
        StepTexts::tr("The %1 hash does not settle: fetched again, it is %2, not %3. The source "
                      "changes between fetches; pin a release tarball or a commit.")
            .arg(attribute, again.got, again.specified)};
}

QCoro::Task<Verdict> PackagingLoop::judge(const AttemptState &best, const AttemptState &current)
{
    const QString before = best.outcome.logFile;
    const QString now = current.outcome.logFile;
    auto divergenceFuture
        = QtConcurrent::run([before, now] { return evidence::firstDivergentLine(before, now); });
    auto divergence = co_await divergenceFuture;
    std::optional<evidence::Divergence> d;
    if (divergence)
        d = divergence.value();
    const evidence::AttemptComparison comparison
        = evidence::compareAttempts(*best.extraction, *current.extraction, d);
    if (comparison.decided || !m_request.limits.modelJudge || !m_client)
        co_return comparison.preVerdict;

    // Undecided by the logs alone: ask the model, with both logs cut at the divergence.
    auto prompted = promptedRequest(QStringLiteral("judge-system"), QStringLiteral("judge-user"),
        {{QStringLiteral("previousPhase"), comparison.previousPhase},
            {QStringLiteral("currentPhase"), comparison.currentPhase},
            {QStringLiteral("previousLog"),
                condensedFrom(*best.extraction, d ? d->previousLine : 0, 100)},
            {QStringLiteral("currentLog"),
                condensedFrom(*current.extraction, d ? d->currentLine : 0, 100)}});
    if (!prompted)
        co_return comparison.preVerdict;
    llm::ToolSpec tool{QStringLiteral("verdict"),
        QStringLiteral("Report whether the new build made progress."),
        QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"),
                QJsonObject{
                    {QStringLiteral("verdict"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                            {QStringLiteral("enum"),
                                QJsonArray{QStringLiteral("PROGRESS"), QStringLiteral("STAGNATION"),
                                    QStringLiteral("REGRESS")}}}},
                    {QStringLiteral("reason"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}}},
            {QStringLiteral("required"),
                QJsonArray{QStringLiteral("verdict"), QStringLiteral("reason")}}}};
    llm::ChatRequest request = std::move(prompted).value();
    request.tools = {tool};
    request.toolChoice = {llm::ToolChoice::Mode::Named, tool.name};
    std::optional<Verdict> answer;
    ConversationObserver observer;
    const int attempt = current.number;
    observer.modelCalled
        = [this, attempt](const llm::ChatReply &r) { recordModelCall(attempt, r); };
    auto result = co_await converse(
        *m_client, request,
        [&answer](const llm::ToolCall &call) {
            const auto kind
                = verdictFromName(call.arguments.value(QStringLiteral("verdict")).toString());
            if (!kind || *kind == VerdictKind::BrokenLog)
                return ToolReply{
                    StepTexts::tr("verdict must be PROGRESS, STAGNATION or REGRESS"), true};
            answer = Verdict{*kind,
                StepTexts::tr("(model) %1")
                    .arg(call.arguments.value(QStringLiteral("reason")).toString())};
            return ToolReply{QStringLiteral("ok"), false};
        },
        2, observer);
    if (result.error)
        warnIf(result.error->toError());
    co_return answer ? *answer : comparison.preVerdict;
}

QCoro::Task<std::variant<PackagingLoop::Pending, PackagingLoop::Stop>> PackagingLoop::nextEdit(
    int number)
{
    bool skipHashFix = false; // the maintainer rejected the hash fix: ask the model
    while (true) {
        if (m_cancelled)
            co_return Stop{StopReason::Cancelled, StepTexts::tr("Cancelled.")};
        if (++m_fixSteps > 2 * qint64(m_request.limits.maxIterations))
            co_return Stop{StopReason::NoFix, StepTexts::tr("Too many edits were rejected.")};
        if (auto spent = budgetSpent(true))
            co_return *spent;
        const AttemptState current = m_attempts.value(m_currentAttempt);

        std::optional<ProposedEdit> edit;
        bool hashFix = false;
        const auto &mismatch = current.outcome.hashMismatch;
        if (current.outcome.kind == nix::OutcomeKind::HashMismatch && mismatch && !skipHashFix) {
            stage(StepTexts::tr("Fixing the hash of %1 (trust on first use)")
                      .arg(mismatch->fetcher.name));
            const nix::BuildRequest positionsRequest{
                QDir(m_repository->directory()).filePath(QStringLiteral("package.nix")),
                m_request.nixpkgs, m_request.buildOptions, {}};
            auto positionsFuture = QtConcurrent::run(
                [positionsRequest] { return nix::readPositions(positionsRequest); });
            auto positions = co_await positionsFuture;
            auto fixed = m_hashes.fix(m_current, *mismatch,
                positions ? positions.value().hashes : QList<nix::HashPosition>{});
            if (fixed) {
                edit = fixed.value();
                hashFix = true;
            } else if (m_hashes.lastWasNonReproducible()) {
                co_return Stop{StopReason::NonReproducible, fixed.error().message};
            } else {
                warnIf(fixed.error());
            }
        }
        skipHashFix = false;
        if (!edit && m_request.quickFixes)
            edit = quickFix();
        if (!edit) {
            auto fix = co_await fixWithModel(number);
            if (std::holds_alternative<Stop>(fix))
                co_return std::get<Stop>(fix);
            edit = std::get<ProposedEdit>(fix);
        }

        auto offering = offerEdit(number, *edit, hashFix);
        EditAnswer answer = co_await offering;
        if (answer.result)
            co_return std::move(*answer.result);
        skipHashFix = hashFix && answer.rejected;
    }
}

QCoro::Task<PackagingLoop::EditAnswer> PackagingLoop::offerEdit(
    int number, ProposedEdit edit, bool hashFix)
{
    LoopEvent proposed;
    proposed.kind = LoopEvent::Kind::EditProposed;
    proposed.attempt = m_lastBuilt;
    proposed.text = edit.summary;
    proposed.edit = edit;
    emitEvent(proposed);
    const ApprovalRequest request{0, GatedAction::ApplyEdit, m_lastBuilt,
        StepTexts::tr("Apply the edit for attempt %1: %2").arg(number).arg(edit.summary), edit, {}};
    auto decision = co_await m_gate->ask(request);
    if (!decision)
        co_return EditAnswer{Stop{StopReason::Cancelled, StepTexts::tr("Cancelled.")}};
    // An approved edit belongs to the attempt it makes; a rejected one too, as what it
    // cost, to the next attempt built (flushPendingRecords).
    recordDecision(0, request, *decision, GatedAction::ApplyEdit);

    const HistoryEntry proposedHistory{
        0, edit.summary, workspace::changedLines(edit.diff), {}, false, {}};
    switch (decision->kind) {
    case ApprovalDecision::Kind::Approve:
        co_return EditAnswer{Pending{
            edit.after, edit.summary, proposedHistory, hashFix ? m_hashes.confirm() : QString()}};
    case ApprovalDecision::Kind::ApproveWithEdit: {
        const QString summary = StepTexts::tr("%1 (edited by the maintainer)").arg(edit.summary);
        const QString diff = workspace::unifiedDiff(m_current, decision->editedText);
        co_return EditAnswer{Pending{decision->editedText, summary,
            HistoryEntry{0, summary, workspace::changedLines(diff), {}, false, {}}}};
    }
    case ApprovalDecision::Kind::Reject: {
        HistoryEntry rejected = proposedHistory;
        rejected.result = decision->reason.isEmpty()
            ? StepTexts::tr("rejected by the maintainer")
            : StepTexts::tr("rejected by the maintainer: %1").arg(decision->reason);
        rejected.doNotRepeat = true;
        m_evidence.addHistory(rejected);
        co_return EditAnswer{std::nullopt, true};
    }
    case ApprovalDecision::Kind::RollBack:
        if (!m_attempts.contains(decision->rollBackTo)) {
            warnIf(Error{
                StepTexts::tr("There is no attempt %1 to roll back to.").arg(decision->rollBackTo),
                {}});
            co_return EditAnswer{};
        }
        rollBack(decision->rollBackTo,
            StepTexts::tr("The maintainer rolled back to attempt %1.").arg(decision->rollBackTo));
        co_return EditAnswer{};
    case ApprovalDecision::Kind::Stop: break;
    }
    co_return EditAnswer{
        Stop{StopReason::StoppedByUser, StepTexts::tr("The maintainer stopped the session.")}};
}

} // namespace packwright::loop
