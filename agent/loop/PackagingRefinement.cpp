// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The refinement of PackagingLoop (Vibenix §4.1.10, Figure 3): after a build that succeeds,
// an evaluator runs the package in a fresh VM (run_in_vm) and reads its outputs, an optimizer
// edits package.nix for the problems found, the edit is built, repaired a bounded number of
// times when it breaks the build, and discarded when it stays broken.
// The evaluator is in PackagingEvaluation.cpp.

#include "llm/LlmClient.h"
#include "loop/Conversation.h"
#include "loop/LoopParts.h"
#include "loop/PackagingLoop.h"
#include "loop/PromptTemplates.h"
#include "loop/RefinementParts.h"
#include "tools/ExpressionBuffer.h"
#include "tools/FileLocator.h"
#include "tools/NixpkgsStyle.h"
#include "tools/PackageIndex.h"
#include "tools/Toolbox.h"
#include "tools/VmTool.h"
#include "workspace/SessionStore.h"
#include "workspace/TextDiff.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QThread>

namespace packwright::loop {

namespace refinement {

QList<tools::ToolRoot> outputRoots(const QStringList &outPaths)
{
    QList<tools::ToolRoot> roots;
    for (qsizetype i = 0; i < outPaths.size(); ++i) {
        QString name = QStringLiteral("out");
        if (i > 0) {
            const QString suffix = outPaths.at(i).section(QLatin1Char('-'), -1);
            const bool word = !suffix.isEmpty()
                && std::all_of(suffix.cbegin(), suffix.cend(), [](QChar c) { return c.isLower(); });
            name = word ? suffix : QStringLiteral("out%1").arg(i + 1);
        }
        roots << tools::ToolRoot(name, outPaths.at(i));
    }
    return roots;
}

} // namespace refinement

using refinement::outputRoots;
using refinement::RefineTexts;

namespace {

QString vmRunCount(int runs)
{
    return runs == 1 ? RefineTexts::tr("1 VM run") : RefineTexts::tr("%1 VM runs").arg(runs);
}

} // namespace

QCoro::Task<PackagingLoop::Stop> PackagingLoop::refine(int number, Stop built)
{
    const int rounds = m_request.limits.refinementRounds;
    if (rounds <= 0)
        co_return built;
    if (!m_client) {
        stage(RefineTexts::tr("The package builds; refinement in a VM needs a model and is "
                              "skipped."));
        co_return built;
    }
    for (int round = 1; round <= rounds; ++round) {
        if (m_cancelled)
            co_return Stop{StopReason::Cancelled, RefineTexts::tr("Cancelled.")};
        if (auto spent = budgetSpent(true)) {
            m_refinement << RefineTexts::tr("Round %1 not run: %2").arg(round).arg(spent->detail);
            break;
        }
        const AttemptState base = m_stack.best();
        stage(RefineTexts::tr("Refinement round %1 of %2: checking attempt %3")
                  .arg(round)
                  .arg(rounds)
                  .arg(base.number));
        auto evaluating = evaluate(round);
        auto evaluated = co_await evaluating;
        if (std::holds_alternative<Stop>(evaluated)) {
            const Stop stop = std::get<Stop>(evaluated);
            if (stop.reason == StopReason::Cancelled)
                co_return stop;
            m_refinement << RefineTexts::tr("Round %1: %2").arg(round).arg(stop.detail);
            break;
        }
        const Evaluation evaluation = std::get<Evaluation>(evaluated);
        if (m_refinementStopped) {
            m_refinement << RefineTexts::tr("Round %1: stopped by the maintainer.").arg(round);
            break;
        }
        if (!evaluation.reported) {
            m_refinement << RefineTexts::tr("Round %1: the evaluator gave no report; refinement "
                                            "ends.")
                                .arg(round);
            if (m_refinementVerdict.isEmpty())
                m_refinementVerdict = QStringLiteral("no-report");
            break;
        }
        m_refinementVerdict = evaluation.problems.isEmpty() ? QStringLiteral("no-problems")
                                                            : QStringLiteral("problems");
        std::optional<std::variant<ProposedEdit, Stop>> optimized;
        QString found;
        if (evaluation.problems.isEmpty()) {
            const QString clean = RefineTexts::tr("Round %1: attempt %2 checked (%3), no problems "
                                                  "found.")
                                      .arg(round)
                                      .arg(base.number)
                                      .arg(vmRunCount(evaluation.vmRuns));
            // Issue 17: a VM run showed the main program printing the version, so the build
            // can check it every time (versionCheckHook), a deterministic edit.
            const QString checked = tools::withVersionCheck(base.expression);
            if (!m_versionShownBy.contains(base.number) || checked.isEmpty()) {
                m_refinement << clean;
                break;
            }
            ProposedEdit edit;
            edit.before = base.expression;
            edit.after = checked;
            edit.summary = RefineTexts::tr("Check the version in the build (versionCheckHook): "
                                           "`%1` printed %2 in the VM")
                               .arg(m_versionShownBy.value(base.number), m_version);
            edit.diff = workspace::unifiedDiff(edit.before, edit.after);
            edit.deterministic = true;
            optimized = edit;
            found = clean;
        } else {
            found = RefineTexts::tr("Round %1: %2 in attempt %3 (%4): %5")
                        .arg(round)
                        .arg(evaluation.problems.size() == 1 ? RefineTexts::tr("1 problem found")
                                                             : RefineTexts::tr("%1 problems found")
                                                                   .arg(evaluation.problems.size()))
                        .arg(base.number)
                        .arg(vmRunCount(evaluation.vmRuns))
                        .arg(evaluation.problems.join(QStringLiteral("; ")));
            auto optimizing = optimize(round, evaluation);
            optimized = co_await optimizing;
        }
        if (std::holds_alternative<Stop>(*optimized)) {
            const Stop stop = std::get<Stop>(*optimized);
            if (stop.reason == StopReason::Cancelled)
                co_return stop;
            m_refinement << found
                         << RefineTexts::tr("Round %1: no edit: %2").arg(round).arg(stop.detail);
            break;
        }
        auto offering = offerEdit(number, std::get<ProposedEdit>(*optimized));
        auto offered = (co_await offering).result;
        if (!offered) {
            m_refinement << found
                         << RefineTexts::tr("Round %1: the edit was not applied.").arg(round);
            continue;
        }
        if (std::holds_alternative<Stop>(*offered)) {
            const Stop stop = std::get<Stop>(*offered);
            if (stop.reason == StopReason::Cancelled)
                co_return stop;
            m_refinement << found << RefineTexts::tr("Round %1: %2").arg(round).arg(stop.detail);
            break;
        }
        Pending pending = std::get<Pending>(std::move(*offered));

        // The edit and its repairs are judged among themselves (a failing build is never
        // progress over one that builds); the attempt that builds stays the fallback.
        const SolutionStack kept = std::exchange(m_stack, SolutionStack{});
        const int withoutProgress = std::exchange(m_withoutProgress, 0);
        std::optional<Stop> ended;
        bool skipped = false; ///< the maintainer declined (or rolled back) a build of it
        for (int repairs = 0;; ++repairs) {
            auto building = buildAttempt(number, pending);
            const BuildStep step = co_await building;
            ended = step.stop;
            skipped = step.declined;
            if (!skipped)
                ++number;
            if (ended || skipped || repairs >= m_request.limits.refinementRepairs)
                break;
            stage(RefineTexts::tr("The refinement edit does not build; repair %1 of %2")
                      .arg(repairs + 1)
                      .arg(m_request.limits.refinementRepairs));
            auto repairing = nextEdit(number);
            auto next = co_await repairing;
            if (std::holds_alternative<Stop>(next)) {
                ended = std::get<Stop>(next);
                break;
            }
            pending = std::get<Pending>(std::move(next));
        }
        const bool builds = ended && ended->reason == StopReason::Succeeded;
        const AttemptState refined = m_attempts.value(m_lastBuilt);
        m_stack = kept;
        m_withoutProgress = withoutProgress;
        if (ended && ended->reason == StopReason::Cancelled)
            co_return *ended;
        if (builds) {
            m_stack.push(refined);
            m_current = refined.expression;
            m_currentAttempt = refined.number;
            m_refinement << found
                         << RefineTexts::tr("Round %1: edit \"%2\" builds as attempt %3.")
                                .arg(round)
                                .arg(pending.summary)
                                .arg(refined.number);
            continue;
        }
        const QString why = ended
            ? RefineTexts::tr("The refinement edit of round %1 was given up (%2); back to "
                              "attempt %3.")
                  .arg(round)
                  .arg(ended->detail)
                  .arg(base.number)
            : skipped ? RefineTexts::tr("The maintainer did not let the refinement edit of round "
                                        "%1 be built; back to attempt %2.")
                            .arg(round)
                            .arg(base.number)
                      : RefineTexts::tr("The refinement edit of round %1 still fails after %2 "
                                        "repairs; discarded, back to attempt %3.")
                            .arg(round)
                            .arg(m_request.limits.refinementRepairs)
                            .arg(base.number);
        rollBack(base.number, why);
        m_refinement << found << why;
        if (ended && ended->reason != StopReason::NoFix && ended->reason != StopReason::NoProgress)
            break; // budget, the maintainer, a source that does not settle: no more rounds
    }
    const AttemptState &best = m_stack.best();
    co_return Stop{StopReason::Succeeded,
        RefineTexts::tr("Attempt %1 builds: %2")
            .arg(best.number)
            .arg(best.outcome.outPaths.join(QLatin1Char(' ')))};
}

QCoro::Task<std::variant<ProposedEdit, PackagingLoop::Stop>> PackagingLoop::optimize(
    int round, Evaluation evaluation)
{
    const int attempt = m_lastBuilt;
    const AttemptState built = m_stack.best();
    workspace::EvidenceSlots slots;
    slots.feedback = RefineTexts::tr("Refinement round %1: problems found in attempt %2, which "
                                     "builds:\n%3")
                         .arg(round)
                         .arg(built.number)
                         .arg(evaluation.problems.join(QLatin1Char('\n')));
    slots.history = m_evidence.history();
    slots.findings = m_evidence.findings();
    slots = fitSlots(slots, m_request.limits.slotBudgets);
    warnIf(m_store->recordEvidence(attempt, slots));
    stage(RefineTexts::tr("Asking the model to fix what the VM showed (round %1)").arg(round));

    tools::ExpressionBuffer buffer(m_current);
    QList<tools::ToolRoot> roots = outputRoots(built.outcome.outPaths);
    if (!m_sourceDir.isEmpty())
        roots << tools::ToolRoot(QStringLiteral("source"), m_sourceDir);
    if (m_request.nixpkgs.kind == nix::NixpkgsSource::Kind::LocalPath)
        roots << tools::ToolRoot(QStringLiteral("nixpkgs"), m_request.nixpkgs.location);
    tools::Toolbox toolbox(&buffer, roots, m_index.get(),
        m_locator && m_locator->available() ? m_locator.get() : nullptr,
        m_request.limits.maxToolCallsPerStep);
    auto prompted = promptedRequest(QStringLiteral("refine-optimizer-system"),
        QStringLiteral("refine-optimizer-user"),
        {{QStringLiteral("pname"), m_pname}, {QStringLiteral("version"), m_version},
            {QStringLiteral("round"), QString::number(round)},
            {QStringLiteral("rounds"), QString::number(m_request.limits.refinementRounds)},
            {QStringLiteral("problems"), evaluation.problems.join(QLatin1Char('\n'))},
            {QStringLiteral("history"), slots.history},
            {QStringLiteral("expression"), buffer.view()}});
    if (!prompted)
        co_return Stop{StopReason::SetupFailed, prompted.error().message};
    llm::ChatRequest request = std::move(prompted).value();
    request.tools = toolbox.specs();
    request.stream = true;
    const ConversationObserver observer = stepObserver(attempt);
    auto conversing = converse(
        *m_client, request,
        [&toolbox](const llm::ToolCall &call) {
            const tools::ToolOutcome out = toolbox.call(call);
            return ToolReply{out.text, out.isError};
        },
        m_request.limits.maxModelTurnsPerStep, observer);
    auto result = co_await conversing;
    if (result.error) {
        using Kind = llm::LlmError::Kind;
        if (result.error->kind == Kind::Cancelled || m_cancelled)
            co_return Stop{StopReason::Cancelled, RefineTexts::tr("Cancelled.")};
        co_return Stop{StopReason::ModelFailed,
            RefineTexts::tr("the optimizer's model call failed: %1").arg(result.error->message)};
    }
    if (!buffer.modified())
        co_return Stop{StopReason::NoFix,
            result.text.isEmpty() ? RefineTexts::tr("the optimizer proposed no change")
                                  : RefineTexts::tr("the optimizer proposed no change: %1")
                                        .arg(firstLine(result.text, 300))};
    ProposedEdit edit;
    edit.before = m_current;
    edit.after = buffer.text();
    edit.summary
        = RefineTexts::tr("Refinement: %1")
              .arg(result.text.isEmpty() ? buffer.editSummaries().join(QStringLiteral("; "))
                                         : firstLine(result.text));
    edit.diff = workspace::unifiedDiff(edit.before, edit.after);
    edit.rationale = result.text;
    co_return edit;
}

} // namespace packwright::loop
