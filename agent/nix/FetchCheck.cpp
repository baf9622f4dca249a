// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/FetchCheck.h"

#include "nix/FailureClassifier.h"
#include "nix/NixRun.h"

#include <QCoreApplication>

namespace packwright::nix {

namespace {
struct FetchCheckTexts
{
    Q_DECLARE_TR_FUNCTIONS(FetchCheckTexts)
};
} // namespace

Result<std::optional<HashMismatch>> checkFixedOutput(
    const BuildRequest &request, const QString &attribute)
{
    const QString expression
        = QStringLiteral("{ nixpkgs, packageFile }: ((%1) { inherit nixpkgs packageFile; }).%2")
              .arg(request.nixpkgs.callPackageExpression(), attribute);
    auto run = runOnPackage(request, QStringLiteral("nix-build"),
        {QStringLiteral("--check"), QStringLiteral("--no-out-link"), QStringLiteral("--quiet"),
            QStringLiteral("-E"), expression},
        FetchCheckTexts::tr("Fetching %1 again").arg(attribute));
    if (!run)
        return run.error();
    if (run.value().exitCode == 0)
        return std::optional<HashMismatch>();
    const QString &stderrText = run.value().err;
    BuildOutcome outcome;
    classifyFailure({stderrText}, {}, outcome);
    if (outcome.kind == OutcomeKind::HashMismatch && outcome.hashMismatch)
        return std::optional<HashMismatch>(outcome.hashMismatch);
    return Error{FetchCheckTexts::tr("Cannot fetch %1 again to check its hash.").arg(attribute),
        stderrText.right(2000)};
}

} // namespace packwright::nix
