// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SessionSummary.h"

#include "loop/PackagingLoop.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace packwright::ui {

namespace {
struct SessionSummaryTexts
{
    Q_DECLARE_TR_FUNCTIONS(SessionSummaryTexts)
};

QString sourceSentence(const loop::PackagingRequest &r)
{
    if (!r.initialExpression.isEmpty()) {
        QString sentence;
        if (!r.update) {
            sentence = SessionSummaryTexts::tr(
                "Repair the given package.nix, without a version update.");
        } else {
            const QString to = r.update->toVersion.isEmpty()
                ? (r.update->allowPreRelease
                        ? SessionSummaryTexts::tr("the newest release tag, pre-releases included")
                        : SessionSummaryTexts::tr("the newest release tag"))
                : SessionSummaryTexts::tr("version %1").arg(r.update->toVersion);
            sentence
                = SessionSummaryTexts::tr("Update the given package.nix to %1, then repair it.")
                      .arg(to);
        }
        if (!r.extraFiles.isEmpty()) {
            QStringList names = r.extraFiles.keys().mid(0, 5);
            if (r.extraFiles.size() > 5)
                names << QStringLiteral("…");
            sentence += QLatin1Char(' ')
                + SessionSummaryTexts::tr("The files beside it go into the session too: %1.")
                      .arg(names.join(QStringLiteral(", ")));
        }
        return sentence;
    }
    QString sentence;
    switch (r.source.kind) {
    case nix::SourceSpec::Kind::Url:
        sentence = SessionSummaryTexts::tr("Package the project at %1.").arg(r.source.location);
        break;
    case nix::SourceSpec::Kind::GitRepository:
        sentence = r.source.revision.isEmpty()
            ? SessionSummaryTexts::tr("Package the git repository %1 at HEAD.")
                  .arg(r.source.location)
            : SessionSummaryTexts::tr("Package the git repository %1 at %2.")
                  .arg(r.source.location, r.source.revision);
        break;
    case nix::SourceSpec::Kind::Tarball:
        sentence = SessionSummaryTexts::tr("Package the source tarball %1.").arg(r.source.location);
        break;
    }
    if (!r.pname.isEmpty())
        sentence += QLatin1Char(' ') + SessionSummaryTexts::tr("Its pname is %1.").arg(r.pname);
    if (!r.version.isEmpty())
        sentence += QLatin1Char(' ') + SessionSummaryTexts::tr("Its version is %1.").arg(r.version);
    return sentence;
}

QString approvalsSentence(const loop::ApprovalPolicy &approvals)
{
    QStringList asks;
    if (approvals.askApplyEdit)
        asks << SessionSummaryTexts::tr("applying an edit");
    if (approvals.askStartBuild)
        asks << SessionSummaryTexts::tr("starting a build");
    if (approvals.askRunInVm)
        asks << SessionSummaryTexts::tr("running a script in the VM");
    if (approvals.askChangePin)
        asks << SessionSummaryTexts::tr("moving the nixpkgs pin");
    if (asks.isEmpty())
        return SessionSummaryTexts::tr("Everything goes ahead without asking you.");
    return SessionSummaryTexts::tr("You are asked before %1; the rest goes ahead on its own.")
        .arg(QLocale().createSeparatedList(asks));
}

QString budgetsSentence(const loop::LoopLimits &limits)
{
    QStringList budgets;
    if (limits.timeBudget)
        budgets << SessionSummaryTexts::tr("%1 min").arg(limits.timeBudget->count() / 60);
    if (limits.tokenBudget)
        budgets
            << SessionSummaryTexts::tr("%1 tokens").arg(QLocale().toString(*limits.tokenBudget));
    if (limits.costBudgetUsd)
        budgets << SessionSummaryTexts::tr("$%1").arg(*limits.costBudgetUsd, 0, 'f', 2);
    if (budgets.isEmpty())
        return SessionSummaryTexts::tr("No time, token or cost budget.");
    return SessionSummaryTexts::tr("Budget: %1.").arg(QLocale().createSeparatedList(budgets));
}
} // namespace

QString describeRequest(const loop::PackagingRequest &r)
{
    QStringList lines;
    lines << sourceSentence(r);
    lines << (r.nixpkgs.kind == nix::NixpkgsSource::Kind::Flake
            ? SessionSummaryTexts::tr("Build against the nixpkgs flake %1.").arg(r.nixpkgs.location)
            : SessionSummaryTexts::tr("Build against the nixpkgs checkout %1.")
                  .arg(r.nixpkgs.location));
    lines << (r.profile
            ? SessionSummaryTexts::tr(
                "The model is %1 (%2); its key comes from the keychain or the "
                "environment.")
                  .arg(r.profile->name, r.profile->model)
            : SessionSummaryTexts::tr("No model: only deterministic fixes (hashes, known missing "
                                      "inputs)."));
    if (r.profile && r.limits.verifySignals > 0)
        lines << SessionSummaryTexts::tr(
            "After a failed build the model checks the top %1 failure signals (root cause, "
            "consequence or noise) before the fix step.")
                     .arg(r.limits.verifySignals);
    lines << approvalsSentence(r.approvals);
    lines << SessionSummaryTexts::tr(
        "Builds at most: %1; attempts in a row without progress at most: %2; "
        "refinement rounds: %3.")
                 .arg(r.limits.maxIterations)
                 .arg(r.limits.maxWithoutProgress)
                 .arg(r.limits.refinementRounds);
    lines << budgetsSentence(r.limits);
    lines << SessionSummaryTexts::tr("Time limit of each build: %1 s.")
                 .arg(r.buildOptions.timeout.count());
    if (!r.sessionDirectory.isEmpty())
        lines << SessionSummaryTexts::tr("The session goes to %1.").arg(r.sessionDirectory);
    return lines.join(QLatin1Char('\n'));
}

} // namespace packwright::ui
