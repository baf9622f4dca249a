// The steps of PackagingLoop: one attempt, the progress judge, the next edit (hash fix or
// model fix step), template choice and failure analysis. PackagingLoop.cpp holds set-up and
// the loop itself.
#include "core/Logging.h"
#include "evidence/Categories.h"
#include "evidence/KnowledgeLookup.h"
#include "evidence/LogComparison.h"
#include "llm/LlmClient.h"
#include "loop/Conversation.h"
#include "loop/PackagingLoop.h"
#include "loop/PromptTemplates.h"
#include "nix/AttributePositions.h"
#include "nix/Builder.h"
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
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtConcurrent>

namespace packwright::loop {

namespace {
struct StepTexts
{
    Q_DECLARE_TR_FUNCTIONS(StepTexts)
};

QString oneLine(const QString &text, int max = 120)
{
    QString line = text.trimmed().section(QLatin1Char('\n'), 0, 0).trimmed();
    if (line.size() > max)
        line = line.left(max - 1) + QChar(0x2026);
    return line;
}

/// The diagnostic line of a signal (its window holds context lines around it).
QString matchText(const evidence::FailureSignal &s)
{
    const QStringList lines = s.text.split(QLatin1Char('\n'));
    const qsizetype at = s.matchLine - s.firstLine;
    return at >= 0 && at < lines.size() ? lines.at(at).trimmed() : oneLine(s.text, 300);
}

QString verdictLine(const Verdict &v)
{
    return QStringLiteral("%1: %2").arg(verdictName(v.kind), v.reason);
}

workspace::Approval approvalRecord(
    const ApprovalRequest &request, const ApprovalDecision &decision, bool automatic)
{
    workspace::Approval a;
    a.action = request.description;
    a.decision = automatic ? QStringLiteral("auto") : decisionName(decision.kind);
    a.reason = decision.reason;
    return a;
}

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
    m_pendingToolCalls.clear();
    m_pendingModelCalls.clear();
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

QCoro::Task<std::optional<PackagingLoop::Stop>> PackagingLoop::buildAttempt(
    int number, const Pending &pending)
{
    const QDir dir(m_request.sessionDirectory);
    const QString logFile = dir.filePath(QStringLiteral("logs/attempt-%1.log").arg(number));
    const QString packageFile
        = QDir(m_repository->directory()).filePath(QStringLiteral("package.nix"));
    m_buildSkipped = false;

    // The gate first: an attempt exists in the record only once it is built.
    const ApprovalRequest request{0, GatedAction::StartBuild, number,
        StepTexts::tr("Build attempt %1: %2").arg(number).arg(pending.summary), std::nullopt};
    auto decision = co_await m_gate->ask(request);
    if (!decision)
        co_return Stop{StopReason::Cancelled, StepTexts::tr("Cancelled.")};
    const workspace::Approval approval
        = approvalRecord(request, *decision, !m_gate->policy().asks(GatedAction::StartBuild));
    announceDecision(GatedAction::StartBuild, *decision);
    using Kind = ApprovalDecision::Kind;
    if (decision->kind == Kind::Stop
        || (m_lastBuilt == 0 && decision->kind != Kind::Approve
            && decision->kind != Kind::ApproveWithEdit))
        co_return Stop{StopReason::StoppedByUser,
            decision->reason.isEmpty()
                ? StepTexts::tr("The maintainer stopped the session before attempt %1.").arg(number)
                : StepTexts::tr("The maintainer stopped the session: %1").arg(decision->reason)};
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
        m_buildSkipped = true;
        co_return std::nullopt;
    }
    QString summary = pending.summary;
    QString expression = pending.expression;
    if (decision->kind == Kind::ApproveWithEdit) {
        expression = decision->editedText;
        summary = StepTexts::tr("%1 (edited by the maintainer)").arg(summary);
    }
    warnIf(m_store->beginAttempt(number, m_currentAttempt, summary, expression, logFile));
    warnIf(m_store->recordApproval(number, approval));
    flushPendingRecords(number);
    m_summaries.insert(number, summary);
    m_lastBuilt = number;

    QMap<QString, QByteArray> files = m_extraFiles;
    m_extraFiles.clear(); // committed with the first attempt
    files.insert(QStringLiteral("package.nix"), expression.toUtf8());
    pinFiles(files);
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        QFile out(QDir(m_repository->directory()).filePath(it.key()));
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(it.value()) < 0)
            co_return Stop{StopReason::SetupFailed,
                StepTexts::tr("Cannot write %1: %2").arg(out.fileName(), out.errorString())};
    }

    LoopEvent started;
    started.kind = LoopEvent::Kind::AttemptStarted;
    started.attempt = number;
    started.text = summary;
    emitEvent(started);

    AttemptState state;
    state.number = number;
    state.expression = expression;
    m_attempts.insert(number, state);
    const nix::BuildRequest buildRequest{
        packageFile, m_request.nixpkgs, m_request.buildOptions, logFile};
    const nix::BuildOutcome outcome = co_await m_builder->build(buildRequest);
    state.outcome = outcome;

    LoopEvent built;
    built.kind = LoopEvent::Kind::BuildFinished;
    built.attempt = number;
    built.text = outcome.summary;
    built.outcome = outcome;
    emitEvent(built);

    const evidence::Extractor extractor = *m_extractor;
    auto extractionFuture
        = QtConcurrent::run([extractor, logFile] { return extractor.extractFile(logFile); });
    auto extraction = co_await extractionFuture;
    state.extraction = std::make_shared<const evidence::Extraction>(
        extraction ? std::move(extraction).value() : evidence::Extraction{});

    // Signals, as the record keeps them and the Feedback slot shows them.
    QList<workspace::SignalRecord> signalRecords;
    int rank = 0;
    for (const evidence::FailureSignal &s : state.extraction->ranked) {
        workspace::SignalRecord r;
        r.rank = ++rank;
        r.text = s.text;
        r.category = evidence::nixCategoryName(s.categoryNix);
        r.phase = s.phase;
        r.confidence = s.confidence;
        r.firstLine = int(s.firstLine);
        r.lastLine = int(s.lastLine);
        r.target = s.target;
        signalRecords << r;
    }
    warnIf(m_store->recordSignals(number, signalRecords));
    if (outcome.kind != nix::OutcomeKind::Success) {
        LoopEvent sig;
        sig.kind = LoopEvent::Kind::Signals;
        sig.attempt = number;
        sig.text = EvidenceController::feedback(outcome, *state.extraction);
        emitEvent(sig);
    }

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

    HistoryEntry history = pending.history;
    history.attempt = number;
    history.summary = summary;
    history.result = verdict ? verdictLine(*verdict) : describeOutcome(outcome);
    if (outcome.kind == nix::OutcomeKind::Success)
        history.result = StepTexts::tr("the package builds");
    else if (!verdict)
        history.result = describeOutcome(outcome);
    history.doNotRepeat = !progress;
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
    warnIf(m_store->finishAttempt(number, recorded, verdict, commitId));

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
    if (outcome.kind == nix::OutcomeKind::Success) {
        co_return Stop{StopReason::Succeeded,
            StepTexts::tr("Attempt %1 builds: %2")
                .arg(number)
                .arg(outcome.outPaths.join(QLatin1Char(' ')))};
    }
    if (m_withoutProgress >= m_request.limits.maxWithoutProgress)
        co_return Stop{StopReason::NoProgress,
            StepTexts::tr("No progress in the last %1 attempts.").arg(m_withoutProgress)};
    co_return std::nullopt;
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
    const auto system = renderPrompt(QStringLiteral("judge-system"), {});
    const auto user = renderPrompt(QStringLiteral("judge-user"),
        {{QStringLiteral("previousPhase"), comparison.previousPhase},
            {QStringLiteral("currentPhase"), comparison.currentPhase},
            {QStringLiteral("previousLog"),
                condensedFrom(*best.extraction, d ? d->previousLine : 0, 100)},
            {QStringLiteral("currentLog"),
                condensedFrom(*current.extraction, d ? d->currentLine : 0, 100)}});
    if (!system || !user)
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
    llm::ChatRequest request;
    request.system = system.value();
    request.messages = {llm::Message::user(user.value())};
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
    while (true) {
        if (m_cancelled)
            co_return Stop{StopReason::Cancelled, StepTexts::tr("Cancelled.")};
        if (++m_fixSteps > 2 * qint64(m_request.limits.maxIterations))
            co_return Stop{StopReason::NoFix, StepTexts::tr("Too many edits were rejected.")};
        if (auto spent = budgetSpent(true))
            co_return *spent;
        const AttemptState current = m_attempts.value(m_currentAttempt);

        std::optional<ProposedEdit> edit;
        const auto &mismatch = current.outcome.hashMismatch;
        if (current.outcome.kind == nix::OutcomeKind::HashMismatch && mismatch && !m_skipHashFix) {
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
            if (fixed)
                edit = fixed.value();
            else if (m_hashes.lastWasNonReproducible())
                co_return Stop{StopReason::NonReproducible, fixed.error().message};
            else
                warnIf(fixed.error());
        }
        m_skipHashFix = false;
        if (!edit) {
            auto fix = co_await fixWithModel(number);
            if (std::holds_alternative<Stop>(fix))
                co_return std::get<Stop>(fix);
            edit = std::get<ProposedEdit>(fix);
        }

        LoopEvent proposed;
        proposed.kind = LoopEvent::Kind::EditProposed;
        proposed.attempt = m_lastBuilt;
        proposed.text = edit->summary;
        proposed.edit = edit;
        emitEvent(proposed);
        const ApprovalRequest request{0, GatedAction::ApplyEdit, m_lastBuilt,
            StepTexts::tr("Apply the edit for attempt %1: %2").arg(number).arg(edit->summary),
            edit};
        auto decision = co_await m_gate->ask(request);
        if (!decision)
            co_return Stop{StopReason::Cancelled, StepTexts::tr("Cancelled.")};
        if (m_lastBuilt > 0)
            warnIf(m_store->recordApproval(m_lastBuilt,
                approvalRecord(
                    request, *decision, !m_gate->policy().asks(GatedAction::ApplyEdit))));
        announceDecision(GatedAction::ApplyEdit, *decision);

        const HistoryEntry proposedHistory{
            0, edit->summary, workspace::changedLines(edit->diff), {}, false};
        switch (decision->kind) {
        case ApprovalDecision::Kind::Approve:
            co_return Pending{edit->after, edit->summary, proposedHistory};
        case ApprovalDecision::Kind::ApproveWithEdit: {
            const QString summary
                = StepTexts::tr("%1 (edited by the maintainer)").arg(edit->summary);
            const QString diff = workspace::unifiedDiff(m_current, decision->editedText);
            co_return Pending{decision->editedText, summary,
                HistoryEntry{0, summary, workspace::changedLines(diff), {}, false}};
        }
        case ApprovalDecision::Kind::Reject: {
            HistoryEntry rejected = proposedHistory;
            rejected.result = decision->reason.isEmpty()
                ? StepTexts::tr("rejected by the maintainer")
                : StepTexts::tr("rejected by the maintainer: %1").arg(decision->reason);
            rejected.doNotRepeat = true;
            m_evidence.addHistory(rejected);
            m_skipHashFix = edit->deterministic;
            continue;
        }
        case ApprovalDecision::Kind::RollBack:
            if (!m_attempts.contains(decision->rollBackTo)) {
                warnIf(Error{StepTexts::tr("There is no attempt %1 to roll back to.")
                                 .arg(decision->rollBackTo),
                    {}});
                continue;
            }
            rollBack(decision->rollBackTo,
                StepTexts::tr("The maintainer rolled back to attempt %1.")
                    .arg(decision->rollBackTo));
            continue;
        case ApprovalDecision::Kind::Stop:
            co_return Stop{
                StopReason::StoppedByUser, StepTexts::tr("The maintainer stopped the session.")};
        }
    }
}

QCoro::Task<std::variant<ProposedEdit, PackagingLoop::Stop>> PackagingLoop::fixWithModel(int number)
{
    if (!m_client)
        co_return Stop{StopReason::NoFix,
            StepTexts::tr(
                "No model is configured, and this failure needs more than a deterministic fix.")};
    const AttemptState current = m_attempts.value(m_currentAttempt);
    // The fix step belongs to the attempt built last; after a rollback it edits the best one.
    const int attempt = m_lastBuilt;
    workspace::EvidenceSlots slots = m_evidence.slotsFor(
        current.outcome, *current.extraction, m_knowledge ? &*m_knowledge : nullptr);
    if (m_currentAttempt != m_lastBuilt)
        slots.feedback = StepTexts::tr("Attempt %1 was rolled back (see History); this is the "
                                       "feedback of attempt %2, the best so far, whose "
                                       "package.nix is below.\n")
                             .arg(m_lastBuilt)
                             .arg(m_currentAttempt)
            + slots.feedback;
    warnIf(m_store->recordEvidence(attempt, slots));
    stage(StepTexts::tr("Asking the model for a fix (attempt %1)").arg(number));

    tools::ExpressionBuffer buffer(m_current);
    const auto system = renderPrompt(QStringLiteral("fix-system"), {});
    const auto user = renderPrompt(QStringLiteral("fix-user"),
        {{QStringLiteral("pname"), m_pname}, {QStringLiteral("version"), m_version},
            {QStringLiteral("attempt"), QString::number(number)},
            {QStringLiteral("maxIterations"), QString::number(m_request.limits.maxIterations)},
            {QStringLiteral("feedback"), slots.feedback},
            {QStringLiteral("history"), slots.history},
            {QStringLiteral("findings"), slots.findings},
            {QStringLiteral("knowledge"), slots.knowledge},
            {QStringLiteral("expression"), buffer.view()}});
    if (!system)
        co_return Stop{StopReason::SetupFailed, system.error().message};
    if (!user)
        co_return Stop{StopReason::SetupFailed, user.error().message};

    QList<tools::ToolRoot> roots;
    if (!m_sourceDir.isEmpty())
        roots << tools::ToolRoot(QStringLiteral("source"), m_sourceDir);
    if (m_request.nixpkgs.kind == nix::NixpkgsSource::Kind::LocalPath)
        roots << tools::ToolRoot(QStringLiteral("nixpkgs"), m_request.nixpkgs.location);
    tools::Toolbox toolbox(&buffer, roots, m_index.get(),
        m_locator && m_locator->available() ? m_locator.get() : nullptr,
        m_request.limits.maxToolCallsPerStep);

    llm::ChatRequest request;
    request.system = system.value();
    request.messages = {llm::Message::user(user.value())};
    request.tools = toolbox.specs();
    request.stream = true;
    ConversationObserver observer;
    observer.modelCalled
        = [this, attempt](const llm::ChatReply &r) { recordModelCall(attempt, r); };
    observer.toolProposed = [this, attempt](const llm::ToolCall &call) {
        LoopEvent e;
        e.kind = LoopEvent::Kind::ToolCallProposed;
        e.attempt = attempt;
        e.name = call.name;
        e.text = call.rawArguments;
        emitEvent(e);
    };
    observer.toolDone = [this, attempt](const llm::ToolCall &call, const ToolReply &reply) {
        recordToolCall(attempt, call, reply);
        LoopEvent e;
        e.kind = LoopEvent::Kind::ToolCallDone;
        e.attempt = attempt;
        e.name = call.name;
        e.text = reply.text;
        e.isError = reply.isError;
        emitEvent(e);
    };
    const auto runTool = [&toolbox](const llm::ToolCall &call) {
        const tools::ToolOutcome out = toolbox.call(call);
        return ToolReply{out.text, out.isError};
    };
    auto result = co_await converse(
        *m_client, request, runTool, m_request.limits.maxModelTurnsPerStep, observer);
    if (!result.error && !buffer.modified() && !result.turnLimitReached && !m_cancelled) {
        // Only an edit can be built: ask once more before giving up.
        request.messages = result.messages;
        request.messages.append(llm::Message::user(StepTexts::tr(
            "You made no edit. Packwright builds only a changed package.nix: edit it with "
            "str_replace or insert, or say in one sentence why no edit of package.nix can fix "
            "this failure.")));
        auto again = co_await converse(
            *m_client, request, runTool, m_request.limits.maxModelTurnsPerStep, observer);
        again.turns += result.turns;
        result = std::move(again);
    }
    if (result.error) {
        using Kind = llm::LlmError::Kind;
        if (result.error->kind == Kind::Cancelled || m_cancelled)
            co_return Stop{StopReason::Cancelled, StepTexts::tr("Cancelled.")};
        if (result.error->kind == Kind::BudgetExceeded)
            co_return Stop{StopReason::Budget, result.error->message};
        co_return Stop{StopReason::ModelFailed,
            StepTexts::tr("The model call to %1 failed: %2")
                .arg(m_client->profile().endpoint().toString(), result.error->message)};
    }
    if (!buffer.modified())
        co_return Stop{StopReason::NoFix,
            result.text.isEmpty()
                ? StepTexts::tr("The model proposed no change.")
                : StepTexts::tr("The model proposed no change: %1").arg(oneLine(result.text, 300))};
    ProposedEdit edit;
    edit.before = m_current;
    edit.after = buffer.text();
    edit.summary = result.text.isEmpty() ? buffer.editSummaries().join(QStringLiteral("; "))
                                         : oneLine(result.text);
    edit.diff = workspace::unifiedDiff(edit.before, edit.after);
    edit.rationale = result.text;
    co_return edit;
}

QCoro::Task<QString> PackagingLoop::chooseTemplate(
    tools::ProjectAnalysis analysis, QString suggested, QString findings)
{
    if (!m_client)
        co_return suggested;
    stage(StepTexts::tr("Choosing a builder template"));
    QStringList names;
    QStringList lines;
    for (const tools::BuilderTemplate &t : tools::builderTemplates()) {
        names << t.name;
        lines << QStringLiteral("- %1 (%2): %3").arg(t.name, t.builder, t.description);
    }
    const auto system = renderPrompt(QStringLiteral("analysis-system"), {});
    const auto user = renderPrompt(QStringLiteral("analysis-user"),
        {{QStringLiteral("pname"), m_pname}, {QStringLiteral("version"), m_version},
            {QStringLiteral("source"), m_request.source.location},
            {QStringLiteral("findings"), findings},
            {QStringLiteral("readme"), analysis.readmeExcerpt},
            {QStringLiteral("templates"),
                lines.join(QLatin1Char('\n')) + StepTexts::tr("\nDetected: %1").arg(suggested)}});
    if (!system || !user)
        co_return suggested;
    const llm::ToolSpec select{QStringLiteral("select_template"),
        QStringLiteral("Choose the builder template for the package and give the project summary."),
        QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"),
                QJsonObject{{QStringLiteral("template"),
                                QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                                    {QStringLiteral("enum"), QJsonArray::fromStringList(names)}}},
                    {QStringLiteral("summary"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                            {QStringLiteral("description"),
                                QStringLiteral("build system, languages, dependencies, tests")}}}}},
            {QStringLiteral("required"), QJsonArray{QStringLiteral("template")}}}};
    tools::ExpressionBuffer unused{QString()};
    QList<tools::ToolRoot> roots;
    if (!m_sourceDir.isEmpty())
        roots << tools::ToolRoot(QStringLiteral("source"), m_sourceDir);
    tools::Toolbox toolbox(&unused, roots, nullptr, nullptr, m_request.limits.maxToolCallsPerStep);
    llm::ChatRequest request;
    request.system = system.value();
    request.messages = {llm::Message::user(user.value())};
    request.tools = {select};
    for (const llm::ToolSpec &spec : toolbox.specs()) {
        if (spec.name == u"list_files" || spec.name == u"read_file" || spec.name == u"grep")
            request.tools << spec;
    }
    QString chosen;
    QString summary;
    ConversationObserver observer;
    observer.modelCalled = [this](const llm::ChatReply &r) { recordModelCall(0, r); };
    observer.toolDone = [this](const llm::ToolCall &call, const ToolReply &reply) {
        recordToolCall(0, call, reply);
    };
    auto result = co_await converse(
        *m_client, request,
        [&](const llm::ToolCall &call) {
            if (call.name != select.name) {
                const tools::ToolOutcome out = toolbox.call(call);
                return ToolReply{out.text, out.isError};
            }
            const QString name = call.arguments.value(QStringLiteral("template")).toString();
            if (!names.contains(name))
                return ToolReply{StepTexts::tr("Unknown template; choose one of: %1")
                                     .arg(names.join(QStringLiteral(", "))),
                    true};
            chosen = name;
            summary = call.arguments.value(QStringLiteral("summary")).toString();
            return ToolReply{StepTexts::tr("Template %1 selected.").arg(name), false};
        },
        6, observer);
    if (result.error)
        warnIf(result.error->toError());
    if (!summary.isEmpty())
        m_evidence.setFindings(
            StepTexts::tr("Project summary (model): %1\n%2").arg(summary, m_evidence.findings()));
    co_return chosen.isEmpty() ? suggested : chosen;
}

QCoro::Task<void> PackagingLoop::analyseFailure(SessionReport &report, const Stop &stop)
{
    const AttemptState best = m_stack.isEmpty() ? m_attempts.last() : m_stack.best();
    const evidence::Extraction &extraction = *best.extraction;
    // Deterministic first: the category of the leading signal, the signal, the known fix.
    report.category = evidence::nixCategoryName(extraction.categoryNix);
    QStringList explanation;
    explanation << StepTexts::tr("Attempt %1 fails: %2.")
                       .arg(best.number)
                       .arg(describeOutcome(best.outcome));
    for (const evidence::FailureSignal &s : extraction.ranked) {
        if (!s.cascade) {
            explanation << StepTexts::tr("The leading failure signal (%1, log lines %2–%3): %4")
                               .arg(s.phase)
                               .arg(s.firstLine)
                               .arg(s.lastLine)
                               .arg(matchText(s));
            break;
        }
    }
    if (m_knowledge) {
        const auto matches = evidence::knowledgeFor(extraction, *m_knowledge, 1);
        if (!matches.isEmpty())
            explanation << StepTexts::tr("Known pattern \"%1\": %2")
                               .arg(matches.first().entry.title, matches.first().entry.fix);
    }
    report.explanation = explanation.join(QLatin1Char(' '));
    if (!m_client || stop.reason == StopReason::Budget || stop.reason == StopReason::ModelFailed)
        co_return;

    // Vibenix §4.1.11: an explanation and one category, by the model, grounded in the evidence.
    stage(StepTexts::tr("Analysing the failure"));
    const auto system = renderPrompt(QStringLiteral("failure-system"), {});
    const auto user = renderPrompt(QStringLiteral("failure-user"),
        {{QStringLiteral("pname"), m_pname}, {QStringLiteral("version"), m_version},
            {QStringLiteral("stopReason"), stop.detail},
            {QStringLiteral("bestAttempt"), QString::number(best.number)},
            {QStringLiteral("feedback"), EvidenceController::feedback(best.outcome, extraction)},
            {QStringLiteral("history"), m_evidence.history()},
            {QStringLiteral("findings"), m_evidence.findings()},
            {QStringLiteral("expression"), best.expression}});
    if (!system || !user)
        co_return;
    const llm::ToolSpec tool{QStringLiteral("report_failure"),
        QStringLiteral("Report why packaging failed and its category."),
        QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"),
                QJsonObject{{QStringLiteral("explanation"),
                                QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}},
                    {QStringLiteral("category"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                            {QStringLiteral("enum"),
                                QJsonArray::fromStringList(evidence::knowledgeNixCategories())}}}}},
            {QStringLiteral("required"),
                QJsonArray{QStringLiteral("explanation"), QStringLiteral("category")}}}};
    llm::ChatRequest request;
    request.system = system.value();
    request.messages = {llm::Message::user(user.value())};
    request.tools = {tool};
    request.toolChoice = {llm::ToolChoice::Mode::Named, tool.name};
    ConversationObserver observer;
    const int attempt = best.number;
    observer.modelCalled
        = [this, attempt](const llm::ChatReply &r) { recordModelCall(attempt, r); };
    auto result = co_await converse(
        *m_client, request,
        [&report](const llm::ToolCall &call) {
            const QString category = call.arguments.value(QStringLiteral("category")).toString();
            const QString text = call.arguments.value(QStringLiteral("explanation")).toString();
            if (!evidence::knowledgeNixCategories().contains(category) || text.trimmed().isEmpty())
                return ToolReply{
                    StepTexts::tr("Give an explanation and one of the listed categories."), true};
            report.category = category;
            report.explanation = text.trimmed();
            report.explainedByModel = true;
            return ToolReply{QStringLiteral("ok"), false};
        },
        2, observer);
    if (result.error)
        warnIf(result.error->toError());
    if (m_client) {
        report.inputTokens = m_client->ledger().session().usage.inputTokens;
        report.outputTokens = m_client->ledger().session().usage.outputTokens;
        report.costUsd = m_client->ledger().session().cost;
    }
}

SessionReport PackagingLoop::report(const Stop &stop) const
{
    SessionReport r;
    r.pname = m_pname;
    r.version = m_version;
    r.source = m_request.source.location;
    r.nixpkgs = m_request.nixpkgs.location;
    r.model = m_request.profile
        ? QStringLiteral("%1 / %2").arg(m_request.profile->name, m_request.profile->model)
        : QString();
    r.stopReason = stop.reason;
    r.stopDetail = stop.detail;
    if (!m_stack.isEmpty()) {
        const AttemptState &best = m_stack.best();
        r.finalAttempt = best.number;
        // Empty input lists the template left are noise in nixpkgs; the derivation is the same.
        r.expression = tools::dropEmptyInputLists(best.expression);
        if (best.outcome.kind == nix::OutcomeKind::Success)
            r.outPaths = best.outcome.outPaths;
        if (best.extraction) {
            for (const evidence::FailureSignal &s : best.extraction->ranked) {
                if (!s.cascade && r.leadingSignals.size() < 3)
                    r.leadingSignals << s;
            }
        }
    } else {
        r.expression = m_current;
    }
    if (stop.reason == StopReason::Succeeded)
        r.leadingSignals.clear();
    for (auto it = m_attempts.cbegin(); it != m_attempts.cend(); ++it) {
        ReportAttempt a;
        a.number = it.key();
        a.summary = m_summaries.value(it.key());
        a.outcome = describeOutcome(it.value().outcome);
        if (m_verdicts.contains(it.key()))
            a.verdict = verdictLine(m_verdicts.value(it.key()));
        a.abandoned = m_abandoned.contains(it.key());
        a.durationMs = it.value().outcome.durationMs;
        r.attempts << a;
    }
    if (m_client) {
        r.inputTokens = m_client->ledger().session().usage.inputTokens;
        r.outputTokens = m_client->ledger().session().usage.outputTokens;
        r.costUsd = m_client->ledger().session().cost;
    }
    r.durationMs = m_clock.elapsed();
    return r;
}

} // namespace packwright::loop
