#include "loop/PullRequestDescription.h"

#include "nix/OutcomeKind.h"

#include <QCoreApplication>

#include <algorithm>

namespace packwright::loop {

// Not translated: nixpkgs pull requests are written in English, whatever the UI language.
namespace {

QString seconds(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 1);
}

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
    md << QStringLiteral("`%1`: %2 %3 at `%4/package.nix`.")
              .arg(facts.commitMessage, record.pname, record.version, facts.directory);
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
    md << (attempts == 1
            ? QStringLiteral("- Packaged with Packwright in 1 attempt%1.")
            : QStringLiteral("- Packaged with Packwright in %1 attempts%2.").arg(attempts))
              .arg(record.model.isEmpty() ? QStringLiteral(", without a model")
                                          : QStringLiteral(", model %1").arg(record.model));

    md << QString() << QStringLiteral("### How it was tested") << QString();
    if (built)
        md << QStringLiteral("- The final expression built with `nix-build` in attempt "
                             "%1 (%2 s), its checks included as the expression enables "
                             "them.")
                  .arg(built->number)
                  .arg(seconds(built->outcome.durationMs));
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
              .arg(seconds(record.totalDurationMs()), seconds(modelMs));

    // nixpkgs' .github/PULL_REQUEST_TEMPLATE.md, ticked only where the record proves it.
    md << QString() << QStringLiteral("## Things done") << QString();
    md << QStringLiteral("- Built on platform(s)");
    for (const char *system : {"x86_64-linux", "aarch64-linux", "x86_64-darwin", "aarch64-darwin"})
        md << QStringLiteral("  ")
                + box(built && facts.system == QLatin1String(system), QLatin1String(system));
    md << box(false,
        QStringLiteral("For non-Linux: Is sandboxing enabled in `nix.conf`? (not "
                       "recorded by the session)"));
    md << QStringLiteral("- Tested, as applicable:");
    md << QStringLiteral("  ") + box(false, QStringLiteral("NixOS tests in nixos/tests"));
    md << QStringLiteral("  ") + box(false, QStringLiteral("Package tests at `passthru.tests`"));
    md << box(false, QStringLiteral("Ran `nixpkgs-review` on this PR"));
    md << box(false,
        QStringLiteral("Tested basic functionality of all binary files (usually in "
                       "`./result/bin/`)"));
    md << box(false,
        QStringLiteral("Fits CONTRIBUTING.md, pkgs/README.md, maintainers/README.md and "
                       "other contributing documentation"));
    md << QString()
       << QStringLiteral("*Generated by Packwright from the session record; only the "
                         "boxes the record proves are ticked.*");
    return md.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace packwright::loop
