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
using T = SessionSummaryTexts;

QString sourceSentence(const loop::PackagingRequest &r)
{
    if (!r.initialExpression.isEmpty()) {
        QString sentence;
        if (!r.update) {
            sentence = T::tr("Repair the given package.nix, without a version update.");
        } else {
            const QString to = r.update->toVersion.isEmpty()
                ? (r.update->allowPreRelease
                        ? T::tr("the newest release tag, pre-releases included")
                        : T::tr("the newest release tag"))
                : T::tr("version %1").arg(r.update->toVersion);
            sentence = T::tr("Update the given package.nix to %1, then repair it.").arg(to);
        }
        if (!r.extraFiles.isEmpty()) {
            QStringList names = r.extraFiles.keys().mid(0, 5);
            if (r.extraFiles.size() > 5)
                names << QStringLiteral("…");
            sentence += QLatin1Char(' ')
                + T::tr("The files beside it go into the session too: %1.")
                      .arg(names.join(QStringLiteral(", ")));
        }
        return sentence;
    }
    QString sentence;
    switch (r.source.kind) {
    case nix::SourceSpec::Kind::Url:
        sentence = T::tr("Package the project at %1.").arg(r.source.location);
        break;
    case nix::SourceSpec::Kind::GitRepository:
        sentence = r.source.revision.isEmpty()
            ? T::tr("Package the git repository %1 at HEAD.").arg(r.source.location)
            : T::tr("Package the git repository %1 at %2.")
                  .arg(r.source.location, r.source.revision);
        break;
    case nix::SourceSpec::Kind::Tarball:
        sentence = T::tr("Package the source tarball %1.").arg(r.source.location);
        break;
    }
    if (!r.pname.isEmpty())
        sentence += QLatin1Char(' ') + T::tr("Its pname is %1.").arg(r.pname);
    if (!r.version.isEmpty())
        sentence += QLatin1Char(' ') + T::tr("Its version is %1.").arg(r.version);
    return sentence;
}

QString approvalsSentence(const loop::ApprovalPolicy &approvals)
{
    QStringList asks;
    if (approvals.askApplyEdit)
        asks << T::tr("applying an edit");
    if (approvals.askStartBuild)
        asks << T::tr("starting a build");
    if (approvals.askRunInVm)
        asks << T::tr("running a script in the VM");
    if (approvals.askChangePin)
        asks << T::tr("moving the nixpkgs pin");
    if (asks.isEmpty())
        return T::tr("Everything goes ahead without asking you.");
    return T::tr("You are asked before %1; the rest goes ahead on its own.")
        .arg(QLocale().createSeparatedList(asks));
}

QString budgetsSentence(const loop::LoopLimits &limits)
{
    QStringList budgets;
    if (limits.timeBudget)
        budgets << T::tr("%1 min").arg(limits.timeBudget->count() / 60);
    if (limits.tokenBudget)
        budgets << T::tr("%1 tokens").arg(QLocale().toString(*limits.tokenBudget));
    if (limits.costBudgetUsd)
        budgets << T::tr("$%1").arg(*limits.costBudgetUsd, 0, 'f', 2);
    if (budgets.isEmpty())
        return T::tr("No time, token or cost budget.");
    return T::tr("Budget: %1.").arg(QLocale().createSeparatedList(budgets));
}
} // namespace

QString describeRequest(const loop::PackagingRequest &r)
{
    QStringList lines;
    lines << sourceSentence(r);
    lines << (r.nixpkgs.kind == nix::NixpkgsSource::Kind::Flake
            ? T::tr("Build against the nixpkgs flake %1.").arg(r.nixpkgs.location)
            : T::tr("Build against the nixpkgs checkout %1.").arg(r.nixpkgs.location));
    lines << (r.profile ? T::tr("The model is %1 (%2); its key comes from the keychain or the "
                                "environment.")
                              .arg(r.profile->name, r.profile->model)
                        : T::tr("No model: only deterministic fixes (hashes, known missing "
                                "inputs)."));
    lines << approvalsSentence(r.approvals);
    lines << T::tr("Builds at most: %1; attempts in a row without progress at most: %2; "
                   "refinement rounds: %3.")
                 .arg(r.limits.maxIterations)
                 .arg(r.limits.maxWithoutProgress)
                 .arg(r.limits.refinementRounds);
    lines << budgetsSentence(r.limits);
    lines << T::tr("Time limit of each build: %1 s.").arg(r.buildOptions.timeout.count());
    if (!r.sessionDirectory.isEmpty())
        lines << T::tr("The session goes to %1.").arg(r.sessionDirectory);
    return lines.join(QLatin1Char('\n'));
}

} // namespace packwright::ui
