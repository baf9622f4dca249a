// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The loop's lint step (issue 17 item 2): every package that builds is checked against the
// nixpkgs rules `packwright lint` knows; what it finds is evidence for the next step (the
// Findings slot), part of the record and, for the final package, of the report. The
// findings with a mechanical fix are fixed without a model, as a quick fix the maintainer
// approves, and built; a fix that breaks the build is rolled back and its findings stay.
#include "core/Logging.h"
#include "loop/PackagingLoop.h"
#include "nix/LintFixes.h"
#include "nix/NixpkgsLint.h"
#include "tools/BuilderTemplates.h"
#include "workspace/SessionStore.h"
#include "workspace/TextDiff.h"

#include <QCoreApplication>
#include <QDir>

namespace packwright::loop {

namespace {
struct LintStepTexts
{
    Q_DECLARE_TR_FUNCTIONS(LintStepTexts)
};
} // namespace

void PackagingLoop::lintBuilt(const AttemptState &state)
{
    nix::LintOptions options;
    if (!state.outcome.outPaths.isEmpty()) {
        const QDir bin(state.outcome.outPaths.constFirst() + QStringLiteral("/bin"));
        options.installedPrograms = bin.exists()
            ? bin.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name)
            : QStringList{};
    }
    // The text the report shows (empty input lists dropped), as the maintainer will submit it.
    const QList<nix::LintFinding> findings
        = nix::lint(tools::dropEmptyInputLists(state.expression), options);
    m_lint.insert(state.number, findings);
    if (m_store) {
        QList<workspace::LintFindingRecord> records;
        for (const nix::LintFinding &f : findings)
            records << workspace::LintFindingRecord{f.rule, nix::lintSeverityName(f.severity),
                f.line, f.column, f.message, f.source, f.quickFix};
        warnIf(m_store->recordLintFindings(state.number, records));
    }
    if (findings.isEmpty()) {
        m_evidence.setLintFindings(
            LintStepTexts::tr("nixpkgs lint of attempt %1 (it builds): no findings.")
                .arg(state.number));
        return;
    }
    int ci = 0;
    QStringList lines{LintStepTexts::tr("nixpkgs lint of attempt %1 (it builds): what nixpkgs "
                                        "CI (ci) or a reviewer (review) would reject:")
                          .arg(state.number)};
    for (const nix::LintFinding &f : findings) {
        if (f.severity == nix::LintSeverity::Ci)
            ++ci;
        const QString where = f.line > 0 ? LintStepTexts::tr("line %1: ").arg(f.line) : QString();
        lines << QStringLiteral("- %1%2 (%3): %4")
                     .arg(where, f.rule, nix::lintSeverityName(f.severity), f.message);
    }
    m_evidence.setLintFindings(lines.join(QLatin1Char('\n')));
    stage(LintStepTexts::tr("Lint of attempt %1: %2 findings, %3 of them fail nixpkgs CI")
              .arg(state.number)
              .arg(findings.size())
              .arg(ci));
}

QCoro::Task<std::pair<PackagingLoop::Stop, bool>> PackagingLoop::fixLint(int number, Stop built)
{
    // An update keeps its diff to the version and hashes (CONTRIBUTING.md §Commit conventions: a
    // refactor goes in its own commit); NPV-164/166 hold new packages only.
    if (!m_request.quickFixes || !m_request.lintFixes || m_request.update || m_stack.isEmpty())
        co_return std::pair(built, true);
    const AttemptState base = m_stack.best();
    const nix::LintFixResult fixed
        = nix::fixLintFindings(base.expression, m_lint.value(base.number));
    if (!fixed.changed())
        co_return std::pair(built, true);
    ProposedEdit edit;
    edit.before = base.expression;
    edit.after = fixed.expression;
    edit.summary = LintStepTexts::tr("Lint quick fix: %1").arg(fixed.summary());
    edit.diff = workspace::unifiedDiff(edit.before, edit.after);
    edit.deterministic = true;
    if (m_evidence.ruledOut(edit.summary)) {
        qCDebug(lcLoop) << "lint quick fix ruled out by the history:" << edit.summary;
        co_return std::pair(built, true);
    }
    stage(LintStepTexts::tr("Quick fix of the lint findings of attempt %1: %2")
              .arg(base.number)
              .arg(fixed.summary()));
    const auto builds = [this] {
        const AttemptState &best = m_stack.best();
        return Stop{StopReason::Succeeded,
            LintStepTexts::tr("Attempt %1 builds: %2")
                .arg(best.number)
                .arg(best.outcome.outPaths.join(QLatin1Char(' ')))};
    };
    auto offering = offerEdit(number, edit);
    auto offered = (co_await offering).result;
    if (!offered)
        co_return std::pair(builds(), true); // rejected (a do-not-repeat rule now), rolled back
    if (std::holds_alternative<Stop>(*offered)) {
        const Stop stop = std::get<Stop>(*offered);
        if (stop.reason == StopReason::Cancelled)
            co_return std::pair(stop, false);
        co_return std::pair(builds(), false); // the maintainer stopped: the package builds
    }
    const Pending pending = std::get<Pending>(std::move(*offered));

    // Judged on its own (a failing build is never progress over one that builds); the
    // attempt that builds stays the fallback, as in the refinement.
    const SolutionStack kept = std::exchange(m_stack, SolutionStack{});
    const int withoutProgress = std::exchange(m_withoutProgress, 0);
    auto building = buildAttempt(number, pending);
    const BuildStep step = co_await building;
    const std::optional<Stop> &ended = step.stop;
    const bool skipped = step.declined;
    const AttemptState attempt = m_attempts.value(m_lastBuilt);
    m_stack = kept;
    m_withoutProgress = withoutProgress;
    if (ended && ended->reason == StopReason::Cancelled)
        co_return std::pair(*ended, false);
    if (ended && ended->reason == StopReason::Succeeded && !skipped) {
        m_stack.push(attempt);
        m_current = attempt.expression;
        m_currentAttempt = attempt.number;
        co_return std::pair(*ended, true);
    }
    if (!skipped) {
        // It broke the build: back to the package that builds, with its findings, and the
        // same fix is not offered again.
        HistoryEntry failed = pending.history;
        failed.attempt = attempt.number;
        failed.summary = pending.summary;
        failed.result = LintStepTexts::tr("the lint quick fix breaks the build; rolled back");
        failed.doNotRepeat = true;
        m_evidence.addHistory(failed);
        rollBack(base.number,
            LintStepTexts::tr("The lint quick fix (attempt %1) does not build; back to attempt "
                              "%2, whose lint findings stay.")
                .arg(attempt.number)
                .arg(base.number));
        lintBuilt(m_attempts.value(base.number));
    }
    // A stop at the build's gate, a budget, a source that does not settle: no refinement.
    co_return std::pair(builds(), !ended);
}

} // namespace packwright::loop
