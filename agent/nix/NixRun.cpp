// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/NixRun.h"

#include <QCoreApplication>
#include <QProcess>

namespace packwright::nix {

namespace {
struct NixRunTexts
{
    Q_DECLARE_TR_FUNCTIONS(NixRunTexts)
};
} // namespace

Result<NixRunOutput> runOnPackage(const BuildRequest &request, const QString &program,
    const QStringList &arguments, const QString &what)
{
    QStringList args = request.options.commonArguments();
    args << request.nixpkgs.extraNixArguments() << arguments << QStringLiteral("--argstr")
         << QStringLiteral("nixpkgs") << request.nixpkgs.location << QStringLiteral("--argstr")
         << QStringLiteral("packageFile") << request.packageFile;
    QProcess process;
    process.start(request.options.program(program), args);
    const int limitMs = int(std::chrono::milliseconds(request.options.timeout).count());
    if (!process.waitForStarted())
        return Error{NixRunTexts::tr("Nix is not installed: %1 cannot be started.").arg(program),
            process.errorString()};
    if (!process.waitForFinished(limitMs)) {
        process.kill();
        process.waitForFinished();
        return Error{
            NixRunTexts::tr("%1 took longer than %2 s.").arg(what).arg(limitMs / 1000), {}};
    }
    return NixRunOutput{process.readAllStandardOutput(),
        QString::fromUtf8(process.readAllStandardError()).trimmed(),
        process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1};
}

Result<QByteArray> evaluateJson(const BuildRequest &request, const QString &function)
{
    auto run = runOnPackage(request, QStringLiteral("nix-instantiate"),
        {QStringLiteral("--eval"), QStringLiteral("--strict"), QStringLiteral("--json"),
            QStringLiteral("--expr"), function},
        NixRunTexts::tr("Evaluating %1").arg(request.packageFile));
    if (!run)
        return run.error();
    if (run.value().exitCode != 0)
        return Error{
            NixRunTexts::tr("%1 does not evaluate.").arg(request.packageFile), run.value().err};
    return run.value().out;
}

} // namespace packwright::nix
