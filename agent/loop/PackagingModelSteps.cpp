// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The model conversations of PackagingLoop: the fix step (EvidenT's four slots and the
// tools), the template choice (Vibenix §4.1.2-4.1.3), the failure analysis (§4.1.11); and the
// session report.
#include "core/Logging.h"
#include "evidence/Categories.h"
#include "evidence/KnowledgeLookup.h"
#include "evidence/LogComparison.h"
#include "evidence/SignalVerdicts.h"
#include "llm/LlmClient.h"
#include "loop/Conversation.h"
#include "loop/LoopParts.h"
#include "loop/PackagingLoop.h"
#include "loop/PromptTemplates.h"
#include "loop/RecordReport.h"
#include "loop/StepTexts.h"
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

#include <algorithm>

namespace packwright::loop {

namespace {

QString movePinToolName()
{
    return QStringLiteral("move_nixpkgs_pin");
}

/// The lazy-upgrade tool of maintenance (Vibenix §4.2).
llm::ToolSpec movePinTool()
{
    const auto string = [](const QString &description) {
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("description"), description}};
    };
    return {movePinToolName(),
        QStringLiteral("Move the pinned nixpkgs forward to a newer revision, when the package "
                       "needs a dependency that is missing or too old in the pinned one (check "
                       "with search_packages first). The maintainer approves it before the next "
                       "build."),
        QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"),
                QJsonObject{{QStringLiteral("revision"),
                                string(QStringLiteral("A branch, tag or commit of the nixpkgs "
                                                      "repository, newer than the pinned one "
                                                      "(for a flake: a full commit id)."))},
                    {QStringLiteral("reason"),
                        string(QStringLiteral("Which dependency is missing or too old, and "
                                              "the evidence."))}}},
            {QStringLiteral("required"),
                QJsonArray{QStringLiteral("revision"), QStringLiteral("reason")}}}};
}

} // namespace

ConversationObserver PackagingLoop::stepObserver(int attempt, bool produces)
{
    ConversationObserver observer;
    const int recorded = produces ? 0 : attempt; // 0: pending until the attempt is built
    observer.modelCalled = [this, attempt, recorded](
                               const llm::ChatReply &r) { recordModelCall(recorded, r, attempt); };
    observer.toolProposed = [this, attempt](const llm::ToolCall &call) {
        LoopEvent e;
        e.kind = LoopEvent::Kind::ToolCallProposed;
        e.attempt = attempt;
        e.name = call.name;
        e.text = call.rawArguments;
        emitEvent(e);
    };
    observer.toolDone
        = [this, attempt, recorded](const llm::ToolCall &call, const ToolReply &reply) {
              recordToolCall(recorded, call, reply);
              LoopEvent e;
              e.kind = LoopEvent::Kind::ToolCallDone;
              e.attempt = attempt;
              e.name = call.name;
              e.text = reply.text;
              e.isError = reply.isError;
              emitEvent(e);
          };
    return observer;
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
        current.outcome, current.feedbackExtraction(), m_knowledge ? &*m_knowledge : nullptr);
    if (m_currentAttempt != m_lastBuilt)
        slots.feedback = StepTexts::tr("Attempt %1 was rolled back (see History); this is the "
                                       "feedback of attempt %2, the best so far, whose "
                                       "package.nix is below.\n")
                             .arg(m_lastBuilt)
                             .arg(m_currentAttempt)
            + slots.feedback;
    slots = fitSlots(slots, m_request.limits.slotBudgets);
    warnIf(m_store->recordEvidence(attempt, slots));
    if (m_request.update) {
        auto following = followSource();
        co_await following;
    }
    stage(StepTexts::tr("Asking the model for a fix (attempt %1)").arg(number));

    tools::ExpressionBuffer buffer(m_current);
    // Maintenance trusts the existing expression and prefers local fixes (Vibenix §4.2).
    auto prompted = promptedRequest(
        m_request.update ? QStringLiteral("maintenance-system") : QStringLiteral("fix-system"),
        QStringLiteral("fix-user"),
        {{QStringLiteral("pname"), m_pname}, {QStringLiteral("version"), m_version},
            {QStringLiteral("attempt"), QString::number(number)},
            {QStringLiteral("maxIterations"), QString::number(m_request.limits.maxIterations)},
            {QStringLiteral("feedback"), slots.feedback},
            {QStringLiteral("history"), slots.history},
            {QStringLiteral("findings"), slots.findings},
            {QStringLiteral("knowledge"), slots.knowledge},
            {QStringLiteral("expression"), buffer.view()}});
    if (!prompted)
        co_return Stop{StopReason::SetupFailed, prompted.error().message};

    QList<tools::ToolRoot> roots;
    if (!m_sourceDir.isEmpty())
        roots << tools::ToolRoot(QStringLiteral("source"), m_sourceDir);
    if (m_request.nixpkgs.kind == nix::NixpkgsSource::Kind::LocalPath)
        roots << tools::ToolRoot(QStringLiteral("nixpkgs"), m_request.nixpkgs.location);
    tools::Toolbox toolbox(&buffer, roots, m_index.get(),
        m_locator && m_locator->available() ? m_locator.get() : nullptr,
        m_request.limits.maxToolCallsPerStep);

    llm::ChatRequest request = std::move(prompted).value();
    request.tools = toolbox.specs();
    request.stream = true;
    // Maintenance may move the nixpkgs pin forward (lazy upgrade, Vibenix §4.2). The gate is
    // asked after the model's turn: a tool answers at once, an approval may take a while.
    std::optional<std::pair<QString, QString>> pinRequest; // revision, reason
    const bool pinMovable = m_request.update && !m_pin.revision.isEmpty();
    if (pinMovable)
        request.tools << movePinTool();
    // The fix's calls count on the attempt they write (number), once it is built.
    const ConversationObserver observer = stepObserver(number, true);
    const auto runTool = [&toolbox, &pinRequest, pinMovable](const llm::ToolCall &call) {
        if (pinMovable && call.name == movePinToolName()) {
            const QString revision = call.arguments.value(QStringLiteral("revision")).toString();
            const QString reason = call.arguments.value(QStringLiteral("reason")).toString();
            if (revision.trimmed().isEmpty() || reason.trimmed().isEmpty())
                return ToolReply{
                    StepTexts::tr("move_nixpkgs_pin needs a revision and a reason."), true};
            pinRequest = std::make_pair(revision.trimmed(), reason.trimmed());
            return ToolReply{StepTexts::tr("The maintainer is asked to move nixpkgs to %1 when "
                                           "this step ends; if approved, the next build uses "
                                           "it. Make the package.nix edit that needs it now.")
                                 .arg(revision),
                false};
        }
        const tools::ToolOutcome out = toolbox.call(call);
        return ToolReply{out.text, out.isError};
    };
    auto result = co_await converse(
        *m_client, request, runTool, m_request.limits.maxModelTurnsPerStep, observer);
    if (!result.error && !buffer.modified() && !pinRequest && !result.turnLimitReached
        && !m_cancelled) {
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
    bool pinMoved = false;
    if (pinRequest) {
        auto moving = movePin(attempt, pinRequest->first, pinRequest->second);
        pinMoved = co_await moving;
        if (m_cancelled)
            co_return Stop{StopReason::Cancelled, StepTexts::tr("Cancelled.")};
    }
    if (!buffer.modified() && !pinMoved)
        co_return Stop{StopReason::NoFix,
            result.text.isEmpty() ? StepTexts::tr("The model proposed no change.")
                                  : StepTexts::tr("The model proposed no change: %1")
                                        .arg(firstLine(result.text, 300))};
    ProposedEdit edit;
    edit.before = m_current;
    edit.after = buffer.text();
    edit.summary = result.text.isEmpty() ? buffer.editSummaries().join(QStringLiteral("; "))
                                         : firstLine(result.text, 120);
    if (pinMoved)
        edit.summary = StepTexts::tr("nixpkgs moved to %1; %2")
                           .arg(m_pin.revision.left(12),
                               edit.summary.isEmpty() ? pinRequest->second : edit.summary);
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
    auto prompted = promptedRequest(QStringLiteral("analysis-system"),
        QStringLiteral("analysis-user"),
        {{QStringLiteral("pname"), m_pname}, {QStringLiteral("version"), m_version},
            {QStringLiteral("source"), m_request.source.location},
            {QStringLiteral("findings"), findings},
            {QStringLiteral("readme"), analysis.readmeExcerpt},
            {QStringLiteral("templates"),
                lines.join(QLatin1Char('\n')) + StepTexts::tr("\nDetected: %1").arg(suggested)}});
    if (!prompted)
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
    llm::ChatRequest request = std::move(prompted).value();
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
    m_templateSummary = summary.trimmed();
    co_return chosen.isEmpty() ? suggested : chosen;
}

QCoro::Task<void> PackagingLoop::analyseFailure(SessionReport &report, const Stop &stop)
{
    const AttemptState best = m_stack.isEmpty() ? m_attempts.last() : m_stack.best();
    // As the Feedback slot showed it: re-ranked by the signal verifier when it ran.
    const evidence::Extraction &extraction = best.feedbackExtraction();
    // Deterministic first: the category of the leading signal, the signal, the known fix.
    report.category = evidence::nixCategoryName(extraction.categoryNix);
    const evidence::FailureSignal *leading = nullptr;
    for (const evidence::FailureSignal &s : extraction.ranked) {
        if (evidence::isCandidateCause(s)) {
            leading = &s;
            break;
        }
    }
    QStringList explanation{failureExplanation(best.number, best.outcome, leading)};
    if (!best.errorPlace.isEmpty())
        explanation << StepTexts::tr("The error is at %1.").arg(best.errorPlace);
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
    workspace::EvidenceSlots slots;
    slots.feedback = EvidenceController::feedback(best.outcome, extraction);
    slots.history = m_evidence.history();
    slots.findings = m_evidence.findings();
    slots = fitSlots(slots, m_request.limits.slotBudgets);
    auto prompted
        = promptedRequest(QStringLiteral("failure-system"), QStringLiteral("failure-user"),
            {{QStringLiteral("pname"), m_pname}, {QStringLiteral("version"), m_version},
                {QStringLiteral("stopReason"), stop.detail},
                {QStringLiteral("bestAttempt"), QString::number(best.number)},
                {QStringLiteral("feedback"), slots.feedback},
                {QStringLiteral("history"), slots.history},
                {QStringLiteral("findings"), slots.findings},
                {QStringLiteral("expression"), best.expression}});
    if (!prompted)
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
    llm::ChatRequest request = std::move(prompted).value();
    request.tools = {tool};
    request.toolChoice = {llm::ToolChoice::Mode::Named, tool.name};
    ConversationObserver observer;
    const int attempt = m_lastBuilt; // the conversation comes after the last build
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
    r.nix = m_nix;
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
        if (best.outcome.kind == nix::OutcomeKind::Success) {
            r.outPaths = best.outcome.outPaths;
            r.lint = m_lint.value(best.number);
        }
        if (best.extraction) {
            // In the Feedback slot's order; the indexes count the record's (deterministic) one.
            const QList<evidence::FailureSignal> &recorded = best.extraction->ranked;
            for (const evidence::FailureSignal &s : best.feedbackExtraction().ranked) {
                if (!evidence::isCandidateCause(s) || r.leadingSignals.size() == 3)
                    continue;
                const auto at = std::find_if(
                    recorded.cbegin(), recorded.cend(), [&s](const evidence::FailureSignal &d) {
                        return d.firstLine == s.firstLine && d.matchLine == s.matchLine
                            && d.lastLine == s.lastLine;
                    });
                r.leadingSignals << s;
                r.leadingSignalIndexes << int(at - recorded.cbegin());
            }
        }
    } else {
        r.expression = m_current;
    }
    if (stop.reason == StopReason::Succeeded) {
        r.leadingSignals.clear();
        r.leadingSignalIndexes.clear();
    }
    r.advice = m_advice;
    r.refinement = m_refinement;
    r.refinementVerdict = m_refinementVerdict;
    r.signalChecks = m_signalChecks;
    for (auto it = m_attempts.cbegin(); it != m_attempts.cend(); ++it) {
        ReportAttempt a;
        a.number = it.key();
        a.summary = m_summaries.value(it.key());
        a.outcome = describeOutcome(it.value().outcome);
        if (m_verdicts.contains(it.key()))
            a.verdict = verdictLine(m_verdicts.value(it.key()));
        a.abandoned = m_abandoned.contains(it.key());
        a.durationMs = it.value().outcome.durationMs;
        a.placements = it.value().outcome.placements;
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
