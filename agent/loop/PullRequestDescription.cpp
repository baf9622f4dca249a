// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/PullRequestDescription.h"

#include "core/BuildInfo.h"
#include "loop/SessionReport.h"
#include "nix/OutcomeKind.h"

#include <QCoreApplication>

#include <algorithm>

namespace packwright::loop {

// Not translated: nixpkgs pull requests are written in English, whatever the UI language.
namespace {

/// Text for one cell of a Markdown table: one line, no column separator.
QString cell(QString text)
{
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text.trimmed().isEmpty() ? QStringLiteral("—") : text.trimmed();
}

QString box(bool ticked, const QString &text)
{
    return (ticked ? QStringLiteral("- [x] ") : QStringLiteral("- [ ] ")) + text;
}

QString approvalsText(const std::vector<workspace::Approval> &approvals)
{
    QStringList parts;
    for (const workspace::Approval &a : approvals) {
        QString text = QStringLiteral("%1: %2").arg(a.decision, a.action);
        if (!a.reason.isEmpty())
            text += QStringLiteral(" (%1)").arg(a.reason);
        parts << text;
    }
    return parts.join(QStringLiteral("; "));
}

QString outcomeText(const workspace::Attempt &a)
{
    if (a.status != workspace::AttemptStatus::Finished)
        return workspace::attemptStatusName(a.status);
    QString text = nix::outcomeKindName(a.outcome.kind);
    if (!a.outcome.failingPhase.isEmpty())
        text += QStringLiteral(" (%1)").arg(a.outcome.failingPhase);
    return text;
}

} // namespace

QString modelUsed(const workspace::SessionRecord &record)
{
    QString called;
    for (const workspace::Attempt &a : record.attempts) {
        for (const workspace::ModelCallRecord &c : a.modelCalls) {
            if (called.isEmpty())
                called = c.model.trimmed();
            if (called.isEmpty())
                called = QStringLiteral("unspecified");
        }
    }
    if (called.isEmpty())
        return {};
    // The record names "profile / model": the profile is the provider ("Anthropic").
    const QString provider = record.model.section(QStringLiteral(" / "), 0, 0).trimmed();
    const QString configured = record.model.section(QStringLiteral(" / "), 1).trimmed();
    const QString model = configured.isEmpty() ? called : configured;
    return provider.isEmpty() || !record.model.contains(QStringLiteral(" / "))
        ? model
        : provider + QLatin1Char('/') + model;
}

QString assistedByTrailer(const workspace::SessionRecord &record)
{
    const QString model = modelUsed(record);
    return QStringLiteral("Assisted-by: Packwright %1 (%2)")
        .arg(QLatin1String(buildinfo::version),
            model.isEmpty() ? QStringLiteral("no model used") : model);
}

QString editOriginName(EditOrigin origin)
{
    switch (origin) {
    case EditOrigin::Initial: return QStringLiteral("initial");
    case EditOrigin::Deterministic: return QStringLiteral("deterministic");
    case EditOrigin::Model: return QStringLiteral("model");
    case EditOrigin::Maintainer: return QStringLiteral("maintainer");
    }
    return {};
}

EditOrigin editOrigin(const workspace::SessionRecord &record, size_t index)
{
    if (index == 0 || index >= record.attempts.size())
        return EditOrigin::Initial;
    if (record.attempts[index].summary.contains(QLatin1String("(edited by the maintainer)")))
        return EditOrigin::Maintainer;
    const workspace::Attempt &before = record.attempts[index - 1];
    const bool modelEdited = std::any_of(before.toolCalls.cbegin(), before.toolCalls.cend(),
        [](const workspace::ToolCallRecord &c) { return c.name != u"select_template"; });
    return modelEdited ? EditOrigin::Model : EditOrigin::Deterministic;
}

QString pullRequestDescription(const workspace::SessionRecord &record, const HandOffFacts &facts)
{
    const workspace::Attempt *built = record.lastSuccessfulAttempt();
    QStringList md;
    md << QStringLiteral("## Description of changes") << QString();
    md << QStringLiteral("`%1`: %2 %3 at `%4/%5`.")
              .arg(facts.commitMessage, record.pname, record.version, facts.directory,
                  facts.packageFile);
    md << QString();
    md << QStringLiteral("- Source: %1")
              .arg(record.source.isEmpty() ? QStringLiteral("as written in package.nix")
                                           : QStringLiteral("`%1`").arg(record.source));
    md << QStringLiteral("- nixpkgs the session built against: `%1`%2")
              .arg(record.nixpkgs,
                  facts.nixpkgsRevision.isEmpty()
                      ? QString()
                      : QStringLiteral(" at revision `%1`").arg(facts.nixpkgsRevision));
    if (!facts.outPath.isEmpty())
        md << QStringLiteral("- Output: `%1`%2")
                  .arg(facts.outPath,
                      facts.programs.isEmpty()
                          ? QString()
                          : QStringLiteral(" (bin: %1)")
                                .arg(facts.programs.join(QStringLiteral(", "))));
    const auto attempts = qsizetype(record.attempts.size());
    const QString model = modelUsed(record);
    md << (attempts == 1
            ? QStringLiteral("- Packaged with Packwright in 1 attempt%1.")
            : QStringLiteral("- Packaged with Packwright in %1 attempts%2.").arg(attempts))
              .arg(model.isEmpty() ? QStringLiteral(", without a model")
                                   : QStringLiteral(", model %1").arg(model));

    md << QString() << QStringLiteral("### How it was tested") << QString();
    if (built)
        md << QStringLiteral("- The final expression built with `nix-build` in attempt "
                             "%1 (%2 s), its checks included as the expression enables "
                             "them.")
                  .arg(built->number)
                  .arg(secondsText(built->outcome.durationMs));
    else
        md << QStringLiteral("- The record holds no successful build.");
    if (!facts.system.isEmpty())
        md << QStringLiteral("- The output is in the store of the exporting machine "
                             "(%1).")
                  .arg(facts.system);
    // The refinement's VM runs (Vibenix §4.1.10) on the final build, each as it ended.
    const QList<workspace::VmRunRecord> vmRuns
        = built ? built->vmRuns : QList<workspace::VmRunRecord>{};
    if (vmRuns.isEmpty()) {
        md << QStringLiteral("- VM runs: none recorded on the final build; its programs were "
                             "not run by Packwright.");
    } else {
        md << QStringLiteral("- VM runs on the final build:");
        for (const workspace::VmRunRecord &run : vmRuns)
            md << QStringLiteral("  - `%1` in %2: %3")
                      .arg(run.script.section(QLatin1Char('\n'), 0, 0).left(100), run.backend,
                          run.timedOut ? QStringLiteral("stopped at its time limit")
                              : run.exitStatus < 0
                              ? QStringLiteral("did not run")
                              : QStringLiteral("exit status %1").arg(run.exitStatus));
    }
    if (facts.findings.isEmpty()) {
        md << QStringLiteral("- Metadata check (description, homepage, license, "
                             "mainProgram): no findings.");
    } else {
        md << QStringLiteral("- Metadata check (description, homepage, license, "
                             "mainProgram)%1:")
                  .arg(facts.forced ? QStringLiteral(", exported despite its errors") : QString());
        for (const MetadataFinding &f : facts.findings)
            md << QStringLiteral("  - %1 (`%2`): %3")
                      .arg(findingSeverityName(f.severity), f.field, f.message);
    }
    if (facts.lint.isEmpty()) {
        md << QStringLiteral("- nixpkgs conformance (`packwright lint`): no findings.");
    } else {
        md << QStringLiteral("- nixpkgs conformance (`packwright lint`)%1:")
                  .arg(facts.lintForced ? QStringLiteral(", exported despite findings that fail CI")
                                        : QString());
        for (const nix::LintFinding &f : facts.lint)
            md << QStringLiteral("  - %1 `%2`%3: %4")
                      .arg(nix::lintSeverityName(f.severity), f.rule,
                          f.line > 0 ? QStringLiteral(" (line %1)").arg(f.line) : QString(),
                          f.message);
    }

    md << QString() << QStringLiteral("### What the agent changed and why") << QString();
    md << QStringLiteral("| # | change | made by | build | verdict | approvals |")
       << QStringLiteral("|---|---|---|---|---|---|");
    for (size_t i = 0; i < record.attempts.size(); ++i) {
        const workspace::Attempt &a = record.attempts[i];
        QString change = cell(a.summary);
        if (a.abandoned)
            change = QStringLiteral("~~%1~~ (rolled back)").arg(change);
        md << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |")
                  .arg(a.number)
                  .arg(change, editOriginName(editOrigin(record, i)), cell(outcomeText(a)),
                      cell(a.verdict ? verdictLine(*a.verdict) : QString()),
                      cell(approvalsText(a.approvals)));
    }

    const workspace::TokenUsage usage = record.totalUsage();
    qint64 modelMs = 0;
    for (const workspace::Attempt &a : record.attempts) {
        for (const workspace::ModelCallRecord &c : a.modelCalls)
            modelMs += c.elapsedMs;
    }
    md << QString() << QStringLiteral("### Cost") << QString();
    md << QStringLiteral("Tokens: %1 in, %2 out · cost: $%3 · build time: %4 s · model "
                         "time: %5 s")
              .arg(usage.inputTokens)
              .arg(usage.outputTokens)
              .arg(usage.costUsd, 0, 'f', 4)
              .arg(secondsText(record.totalDurationMs()), secondsText(modelMs));

    // nixpkgs' automation/AI policy: a pull request discloses automation separately from
    // its commits, and a responsible person reviews it before it is ready.
    int modelEdits = 0;
    int deterministicEdits = 0;
    int maintainerEdits = 0;
    for (size_t i = 1; i < record.attempts.size(); ++i) {
        switch (editOrigin(record, i)) {
        case EditOrigin::Model: ++modelEdits; break;
        case EditOrigin::Deterministic: ++deterministicEdits; break;
        case EditOrigin::Maintainer: ++maintainerEdits; break;
        case EditOrigin::Initial: break;
        }
    }
    md << QString() << QStringLiteral("## Automation/AI disclosure") << QString();
    md << QStringLiteral("This package was made with Packwright %1, an agent that builds it with "
                         "Nix step by step while the maintainer approves each step.")
              .arg(QLatin1String(buildinfo::version));
    if (model.isEmpty())
        md << QStringLiteral("No language model was used: the expression comes from a builder "
                             "template and Packwright's deterministic fixes.");
    else
        md << QStringLiteral("The language model %1 chose the template and proposed %2 of "
                             "the edits; %3 came from deterministic fixes and %4 from the "
                             "maintainer (see the table above).")
                  .arg(model)
                  .arg(modelEdits)
                  .arg(deterministicEdits)
                  .arg(maintainerEdits);
    md << QStringLiteral("The commit carries the trailer `%1`. This description was generated "
                         "from the session record.")
              .arg(facts.trailer.isEmpty() ? assistedByTrailer(record) : facts.trailer);
    md << (facts.reviewed
            ? QStringLiteral("The maintainer confirmed having reviewed the change and this "
                             "description, and is responsible for them.")
            : QStringLiteral("**Not yet reviewed by the maintainer.** Open this pull request "
                             "as a draft; review the change, then tick the automation/AI-policy "
                             "box (or export again with `--reviewed`)."));

    // nixpkgs' .github/PULL_REQUEST_TEMPLATE.md (2026), ticked only where the record proves it.
    md << QString() << QStringLiteral("## Things done") << QString();
    md << QStringLiteral("- Built on platform:");
    for (const char *system : {"x86_64-linux", "aarch64-linux", "aarch64-darwin"})
        md << QStringLiteral("  ")
                + box(built && facts.system == QLatin1String(system), QLatin1String(system));
    md << QStringLiteral("- Tested, as applicable:");
    md << QStringLiteral("  ") + box(false, QStringLiteral("[NixOS tests] in [nixos/tests]."));
    md << QStringLiteral("  ") + box(false, QStringLiteral("[Package tests] at `passthru.tests`."));
    md << QStringLiteral("  ")
            + box(false,
                QStringLiteral("Tests in [lib/tests] or [pkgs/test] for functions and \"core\" "
                               "functionality."));
    md << box(
        false, QStringLiteral("Ran `nixpkgs-review` on this PR. See [nixpkgs-review usage]."));
    md << box(false,
        QStringLiteral("Tested basic functionality of all binary files, usually in "
                       "`./result/bin/`."));
    md << QStringLiteral("- Nixpkgs Release Notes");
    md << QStringLiteral("  ")
            + box(false, QStringLiteral("Package update: when the change is major or breaking."));
    md << QStringLiteral("- NixOS Release Notes");
    md << QStringLiteral("  ")
            + box(false, QStringLiteral("Module addition: when adding a new NixOS module."));
    md << QStringLiteral("  ")
            + box(false, QStringLiteral("Module update: when the change is significant."));
    md << box(false,
        QStringLiteral("Fits [CONTRIBUTING.md], [pkgs/README.md], [maintainers/README.md] and "
                       "other READMEs."));
    md << box(facts.reviewed, QStringLiteral("Follows the [automation/AI policy]."));
    md << QString()
       << QStringLiteral(
              "[NixOS tests]: https://nixos.org/manual/nixos/unstable/index.html#sec-nixos-tests")
       << QStringLiteral(
              "[Package tests]: "
              "https://github.com/NixOS/nixpkgs/blob/master/pkgs/README.md#package-tests")
       << QStringLiteral("[nixpkgs-review usage]: https://github.com/Mic92/nixpkgs-review#usage")
       << QString()
       << QStringLiteral(
              "[CONTRIBUTING.md]: https://github.com/NixOS/nixpkgs/blob/master/CONTRIBUTING.md")
       << QStringLiteral(
              "[automation/AI policy]: "
              "https://github.com/NixOS/nixpkgs/blob/master/CONTRIBUTING.md#automationai-policy")
       << QStringLiteral("[lib/tests]: https://github.com/NixOS/nixpkgs/blob/master/lib/tests")
       << QStringLiteral("[maintainers/README.md]: "
                         "https://github.com/NixOS/nixpkgs/blob/master/maintainers/README.md")
       << QStringLiteral("[nixos/tests]: https://github.com/NixOS/nixpkgs/blob/master/nixos/tests")
       << QStringLiteral(
              "[pkgs/README.md]: https://github.com/NixOS/nixpkgs/blob/master/pkgs/README.md")
       << QStringLiteral("[pkgs/test]: https://github.com/NixOS/nixpkgs/blob/master/pkgs/test");
    md << QString()
       << QStringLiteral("*Generated by Packwright from the session record; only the "
                         "boxes the record proves are ticked.*");
    return md.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace packwright::loop
