// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/SessionReport.h"

#include "evidence/Categories.h"
#include "loop/ReportLink.h"
#include "nix/NixEnvironment.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace packwright::loop {

namespace {
struct ReportTexts
{
    Q_DECLARE_TR_FUNCTIONS(ReportTexts)
};

/// "line 12, `PW-rule` (ci): message (source)".
QString lintLine(const nix::LintFinding &f)
{
    const QString where = f.line > 0 ? ReportTexts::tr("line %1, ").arg(f.line) : QString();
    return ReportTexts::tr("%1`%2` (%3): %4 (%5)")
        .arg(where, f.rule, nix::lintSeverityName(f.severity), f.message, f.source);
}

QString fenced(const QString &text, const QString &language = {})
{
    return QStringLiteral("```%1\n%2\n```").arg(language, text.trimmed());
}

/// ", root cause per the model: reason" for a judged signal, else empty.
QString verdictSuffix(const evidence::FailureSignal &s)
{
    switch (s.verifiedRole) {
    case evidence::VerifiedRole::RootCause:
        return ReportTexts::tr(", root cause per the model: %1").arg(s.verifiedReason);
    case evidence::VerifiedRole::Consequence:
        return ReportTexts::tr(", consequence per the model: %1").arg(s.verifiedReason);
    case evidence::VerifiedRole::Noise:
        return ReportTexts::tr(", noise per the model: %1").arg(s.verifiedReason);
    case evidence::VerifiedRole::Unverified: break;
    }
    return {};
}

/// One line for a signal check: what it judged and what it cost, or why it fell back.
QString checkLine(const ReportSignalCheck &check)
{
    const workspace::SignalVerification &v = check.verification;
    const QString cost = ReportTexts::tr("%1 · %2 in, %3 out tokens")
                             .arg(v.model.isEmpty() ? ReportTexts::tr("no reply") : v.model)
                             .arg(v.inputTokens)
                             .arg(v.outputTokens);
    if (v.status == u"fallback")
        return ReportTexts::tr("Attempt %1: %n block(s) sent; the deterministic ranking "
                               "stands: %2 (%3)",
            nullptr, v.blocks)
            .arg(check.attempt)
            .arg(v.detail.section(QLatin1Char('\n'), 0, 0), cost);
    QString line = ReportTexts::tr("Attempt %1: %n block(s) → %2 root cause(s), %3 "
                                   "consequence(s), %4 noise (%5)",
        nullptr, v.blocks)
                       .arg(check.attempt)
                       .arg(v.rootCauses)
                       .arg(v.consequences)
                       .arg(v.noise)
                       .arg(cost);
    if (!v.detail.isEmpty())
        line += QLatin1Char(' ') + v.detail;
    return line;
}
} // namespace

QString SessionReport::toMarkdown(MarkdownLinks links) const
{
    const bool linked = links == MarkdownLinks::Packwright;
    // The attempt number, linked to the attempt when asked for.
    const auto attemptRef = [linked](int number) {
        return linked
            ? QStringLiteral("[%1](%2)").arg(number).arg(ReportLink::toAttempt(number).url())
            : QString::number(number);
    };
    QStringList md;
    md << QStringLiteral("# %1 %2").arg(pname, version) << QString();
    if (succeeded()) {
        md << ReportTexts::tr("**Result: the package builds** (attempt %1).")
                  .arg(attemptRef(finalAttempt));
        for (const QString &p : outPaths)
            md << QStringLiteral("- `%1`").arg(p);
    } else if (unfinished) {
        md << ReportTexts::tr("**Result: no failure, but the build did not finish**: %1")
                  .arg(stopDetail);
    } else {
        md << ReportTexts::tr("**Result: no building package** (`%2`): %1")
                  .arg(stopDetail, stopReasonName(stopReason));
        md << QString() << ReportTexts::tr("## Failure analysis") << QString();
        md << ReportTexts::tr("Category: `%1`%2")
                  .arg(category,
                      explainedByModel ? ReportTexts::tr(" (by the model)")
                                       : ReportTexts::tr(" (from the failure signals)"));
        md << QString() << explanation.trimmed();
        if (!leadingSignals.isEmpty()) {
            md << QString()
               << ReportTexts::tr("### Leading failure signals of attempt %1")
                      .arg(attemptRef(finalAttempt));
            for (qsizetype i = 0; i < leadingSignals.size(); ++i) {
                const evidence::FailureSignal &s = leadingSignals.at(i);
                const int index = int(leadingSignalIndexes.value(i, int(i)));
                const QString phase = linked
                    ? QStringLiteral("[%1](%2)")
                          .arg(s.phase, ReportLink::toSignal(finalAttempt, index).url())
                    : s.phase;
                md << QString()
                   << ReportTexts::tr("- %1, log lines %2–%3, `%4`%5")
                          .arg(phase)
                          .arg(s.firstLine)
                          .arg(s.lastLine)
                          .arg(evidence::nixCategoryName(s.categoryNix),
                              (s.target.isEmpty() ? QString()
                                                  : ReportTexts::tr(", fix at `%1`").arg(s.target))
                                  + verdictSuffix(s));
                md << QString() << fenced(s.text);
            }
        }
    }
    if (!refinement.isEmpty()) {
        md << QString() << ReportTexts::tr("## Refinement in a VM") << QString();
        for (const QString &line : refinement)
            md << QStringLiteral("- %1").arg(line);
    }
    if (!signalChecks.isEmpty()) {
        md << QString() << ReportTexts::tr("## Signal checks by the model") << QString();
        for (const ReportSignalCheck &check : signalChecks)
            md << QStringLiteral("- %1").arg(checkLine(check));
    }
    if (!lint.isEmpty()) {
        md << QString() << ReportTexts::tr("## nixpkgs conformance (lint)") << QString()
           << ReportTexts::tr("What `packwright lint` still finds in package.nix: fix these "
                              "before a nixpkgs pull request (`ci`: nixpkgs CI fails; `review`: "
                              "a reviewer will ask).")
           << QString();
        for (const nix::LintFinding &f : lint)
            md << QStringLiteral("- %1").arg(lintLine(f));
    }
    if (!advice.isEmpty()) {
        md << QString() << ReportTexts::tr("## Advice (quick fixes, not applied)") << QString();
        for (const QString &a : advice) {
            const QString head = a.section(QLatin1Char('\n'), 0, 0);
            const QString rest = a.section(QLatin1Char('\n'), 1);
            md << QStringLiteral("- %1").arg(head);
            if (!rest.isEmpty())
                md << QString() << fenced(rest) << QString();
        }
    }
    if (expression.contains(QLatin1String("file://"))
        || expression.contains(QLatin1String("url = \"/"))) {
        md << QString() << ReportTexts::tr("## Before you share it") << QString()
           << ReportTexts::tr("`src` fetches a local file (`file://…`): replace its URL with the "
                              "upstream one (`mirror://…`, `fetchFromGitHub`, `fetchPypi`), keep "
                              "the hash, and build once more.");
    }
    md << QString() << ReportTexts::tr("## Attempts") << QString();
    md << ReportTexts::tr("| # | change | outcome | verdict | time (s) |")
       << QStringLiteral("|---|---|---|---|---|");
    for (const ReportAttempt &a : attempts) {
        QString verdictCell = a.verdict;
        verdictCell.replace(QLatin1Char('|'), QLatin1Char('/'));
        QString summaryCell = a.summary;
        summaryCell.replace(QLatin1Char('|'), QLatin1Char('/'));
        if (a.abandoned)
            summaryCell = ReportTexts::tr("~~%1~~ (rolled back)").arg(summaryCell);
        md << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |")
                  .arg(attemptRef(a.number), summaryCell, a.outcome, verdictCell,
                      secondsText(a.durationMs));
    }
    if (const QMap<QString, int> remote = remoteBuilds(); !remote.isEmpty()) {
        QStringList machines;
        for (auto it = remote.cbegin(); it != remote.cend(); ++it)
            machines << ReportTexts::tr("%1 (%n derivation(s))", nullptr, it.value())
                            .arg(QStringLiteral("`%1`").arg(it.key()));
        md << QString()
           << ReportTexts::tr("Built on remote builders: %1.")
                  .arg(machines.join(QStringLiteral(", ")));
    }
    md << QString()
       << ReportTexts::tr("Model: %1 · tokens: %2 in, %3 out · cost: $%4 · time: %5 s")
              .arg(model.isEmpty() ? ReportTexts::tr("none") : model)
              .arg(inputTokens)
              .arg(outputTokens)
              .arg(costUsd, 0, 'f', 4)
              .arg(secondsText(durationMs));
    md << QString()
       << ReportTexts::tr("Source: %1 · nixpkgs: %2")
              .arg(source.isEmpty() ? ReportTexts::tr("the given package.nix") : source, nixpkgs);
    if (nix.known())
        md << QString()
           << ReportTexts::tr("Built with %1")
                  .arg(nix::NixEnvironment::describe(
                      nix.version, nix.system, nix.store, nix.sandbox));
    md << QString() << ReportTexts::tr("## package.nix (attempt %1)").arg(attemptRef(finalAttempt))
       << QString() << fenced(expression, QStringLiteral("nix")) << QString();
    return md.join(QLatin1Char('\n'));
}

QMap<QString, int> SessionReport::remoteBuilds() const
{
    QMap<QString, int> counts;
    for (const ReportAttempt &a : attempts) {
        for (const nix::BuildPlacement &p : a.placements) {
            if (!p.machine.isEmpty())
                ++counts[p.machine];
        }
    }
    return counts;
}

QJsonObject SessionReport::toJson() const
{
    QJsonArray attemptRows;
    for (const ReportAttempt &a : attempts) {
        QJsonObject row{{QStringLiteral("number"), a.number},
            {QStringLiteral("summary"), a.summary}, {QStringLiteral("outcome"), a.outcome},
            {QStringLiteral("verdict"), a.verdict}, {QStringLiteral("abandoned"), a.abandoned},
            {QStringLiteral("duration_ms"), a.durationMs}};
        QJsonArray builtOn;
        for (const nix::BuildPlacement &p : a.placements)
            builtOn.append(QJsonObject{
                {QStringLiteral("drv"), p.drvPath}, {QStringLiteral("machine"), p.machine}});
        if (!builtOn.isEmpty())
            row.insert(QStringLiteral("built_on"), builtOn);
        attemptRows.append(row);
    }
    QJsonArray signalRows;
    for (const evidence::FailureSignal &s : leadingSignals) {
        QJsonObject row{{QStringLiteral("phase"), s.phase},
            {QStringLiteral("first_line"), s.firstLine}, {QStringLiteral("last_line"), s.lastLine},
            {QStringLiteral("category"), evidence::nixCategoryName(s.categoryNix)},
            {QStringLiteral("target"), s.target}, {QStringLiteral("confidence"), s.confidence},
            {QStringLiteral("text"), s.text}};
        if (s.verifiedRole != evidence::VerifiedRole::Unverified) {
            row.insert(QStringLiteral("role"), evidence::verifiedRoleName(s.verifiedRole));
            row.insert(QStringLiteral("role_reason"), s.verifiedReason);
        }
        signalRows.append(row);
    }
    QJsonArray lintRows;
    for (const nix::LintFinding &f : lint)
        lintRows.append(nix::lintFindingToJson(f));
    QJsonArray checkRows;
    for (const ReportSignalCheck &check : signalChecks) {
        const workspace::SignalVerification &v = check.verification;
        checkRows.append(QJsonObject{{QStringLiteral("attempt"), check.attempt},
            {QStringLiteral("status"), v.status}, {QStringLiteral("detail"), v.detail},
            {QStringLiteral("blocks"), v.blocks}, {QStringLiteral("root_causes"), v.rootCauses},
            {QStringLiteral("consequences"), v.consequences}, {QStringLiteral("noise"), v.noise},
            {QStringLiteral("model"), v.model}, {QStringLiteral("input_tokens"), v.inputTokens},
            {QStringLiteral("output_tokens"), v.outputTokens},
            {QStringLiteral("cost_usd"), v.costUsd}});
    }
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("packwright-report")},
        {QStringLiteral("format_version"), 1}, {QStringLiteral("pname"), pname},
        {QStringLiteral("version"), version}, {QStringLiteral("source"), source},
        {QStringLiteral("nixpkgs"), nixpkgs}, {QStringLiteral("model"), model},
        {QStringLiteral("nix"),
            nix.known() ? QJsonValue(QJsonObject{{QStringLiteral("version"), nix.version},
                {QStringLiteral("system"), nix.system}, {QStringLiteral("store"), nix.store},
                {QStringLiteral("sandbox"), nix.sandbox}})
                        : QJsonValue()},
        {QStringLiteral("succeeded"), succeeded()}, {QStringLiteral("unfinished"), unfinished},
        {QStringLiteral("stop_reason"), stopReasonName(stopReason)},
        {QStringLiteral("stop_detail"), stopDetail},
        {QStringLiteral("final_attempt"), finalAttempt}, {QStringLiteral("expression"), expression},
        {QStringLiteral("out_paths"), QJsonArray::fromStringList(outPaths)},
        {QStringLiteral("category"), category}, {QStringLiteral("explanation"), explanation},
        {QStringLiteral("explained_by_model"), explainedByModel},
        {QStringLiteral("leading_signals"), signalRows},
        {QStringLiteral("advice"), QJsonArray::fromStringList(advice)},
        {QStringLiteral("lint"), lintRows},
        {QStringLiteral("refinement"), QJsonArray::fromStringList(refinement)},
        {QStringLiteral("refinement_verdict"), refinementVerdict},
        {QStringLiteral("signal_checks"), checkRows}, {QStringLiteral("attempts"), attemptRows},
        {QStringLiteral("input_tokens"), inputTokens},
        {QStringLiteral("output_tokens"), outputTokens}, {QStringLiteral("cost_usd"), costUsd},
        {QStringLiteral("duration_ms"), durationMs}};
}

QString secondsText(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 1);
}

} // namespace packwright::loop
