#include "nix/FetchCheck.h"

#include "nix/FailureClassifier.h"

#include <QCoreApplication>
#include <QProcess>

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
    QStringList args = request.options.commonArguments();
    args << request.nixpkgs.extraNixArguments() << QStringLiteral("--check")
         << QStringLiteral("--no-out-link") << QStringLiteral("--quiet") << QStringLiteral("-E")
         << expression << QStringLiteral("--argstr") << QStringLiteral("nixpkgs")
         << request.nixpkgs.location << QStringLiteral("--argstr") << QStringLiteral("packageFile")
         << request.packageFile;
    QProcess process;
    process.start(request.options.program(QStringLiteral("nix-build")), args);
    const int limitMs = int(std::chrono::milliseconds(request.options.timeout).count());
    if (!process.waitForStarted())
        return Error{FetchCheckTexts::tr("Nix is not installed: nix-build cannot be started."),
            process.errorString()};
    if (!process.waitForFinished(limitMs)) {
        process.kill();
        process.waitForFinished();
        return Error{FetchCheckTexts::tr("Fetching %1 again took longer than %2 s.")
                         .arg(attribute)
                         .arg(limitMs / 1000),
            {}};
    }
    if (process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
        return std::optional<HashMismatch>();
    const QString stderrText = QString::fromUtf8(process.readAllStandardError());
    BuildOutcome outcome;
    classifyFailure({stderrText}, {}, outcome);
    if (outcome.kind == OutcomeKind::HashMismatch && outcome.hashMismatch)
        return std::optional<HashMismatch>(outcome.hashMismatch);
    return Error{FetchCheckTexts::tr("Cannot fetch %1 again to check its hash.").arg(attribute),
        stderrText.trimmed().right(2000)};
}

} // namespace packwright::nix
