// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/VmPackages.h"

#include "core/Logging.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QtConcurrent>

#include <csignal>
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif
#include <unistd.h>

namespace packwright::vm {

namespace {
struct VmPackagesTexts
{
    Q_DECLARE_TR_FUNCTIONS(VmPackagesTexts)
};

constexpr int errorTailLines = 20;

QString attributeExpression(const nix::NixpkgsSource &nixpkgs)
{
    // Builtins only, so that any package set works (nixpkgs, or the fixture set).
    const QString pkgs = nixpkgs.kind == nix::NixpkgsSource::Kind::Flake
        ? QStringLiteral("(builtins.getFlake nixpkgs).legacyPackages.${builtins.currentSystem}")
        : QStringLiteral("import (/. + nixpkgs) { }");
    return QStringLiteral("{ nixpkgs, attr }: builtins.foldl' (set: name: set.${name}) (%1) "
                          "(builtins.filter builtins.isString (builtins.split \"[.]\" attr))")
        .arg(pkgs);
}

Result<QStringList> resolveOne(
    const QString &package, const nix::NixpkgsSource &nixpkgs, const nix::BuildOptions &options)
{
    static const QRegularExpression storePath(
        QStringLiteral(R"(^/nix/store/[0-9a-z]{32}-[A-Za-z0-9+._?=-]+$)"));
    static const QRegularExpression attribute(
        QStringLiteral(R"(^[A-Za-z_][A-Za-z0-9_'-]*(\.[A-Za-z_][A-Za-z0-9_'-]*)*$)"));
    if (storePath.match(package).hasMatch()) {
        if (QFileInfo::exists(package))
            return QStringList{package};
        return Error{VmPackagesTexts::tr("A store path for the VM does not exist; build it "
                                         "first."),
            package};
    }
    if (!attribute.match(package).hasMatch())
        return Error{VmPackagesTexts::tr("A package for the VM must be a store path or an "
                                         "attribute path of nixpkgs, like python3Packages.pip."),
            package};

    QStringList args{QStringLiteral("--no-out-link")};
    args << options.commonArguments() << nixpkgs.extraNixArguments() << QStringLiteral("--expr")
         << attributeExpression(nixpkgs) << QStringLiteral("--argstr") << QStringLiteral("nixpkgs")
         << nixpkgs.location << QStringLiteral("--argstr") << QStringLiteral("attr") << package;
    QProcess nix;
    // Its own process group, so that a build past its limit is stopped with its builders.
    nix.setChildProcessModifier([] {
        ::setpgid(0, 0);
#ifdef Q_OS_LINUX
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
    });
    nix.start(options.program(QStringLiteral("nix-build")), args);
    const auto limitMs = int(std::chrono::milliseconds(options.timeout).count());
    if (!nix.waitForFinished(limitMs)) {
        if (nix.processId() > 1)
            ::kill(-pid_t(nix.processId()), SIGKILL);
        nix.kill();
        nix.waitForFinished();
        return Error{VmPackagesTexts::tr("Building %1 for the VM took longer than %2 s.")
                         .arg(package)
                         .arg(options.timeout.count()),
            package};
    }
    const QStringList out = QString::fromUtf8(nix.readAllStandardOutput())
                                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QStringList paths;
    for (const QString &line : out)
        if (storePath.match(line.trimmed()).hasMatch())
            paths.append(line.trimmed());
    if (nix.exitStatus() != QProcess::NormalExit || nix.exitCode() != 0 || paths.isEmpty()) {
        const QStringList err = QString::fromUtf8(nix.readAllStandardError())
                                    .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        return Error{VmPackagesTexts::tr("%1 cannot be built for the VM.").arg(package),
            (err.size() > errorTailLines ? err.mid(err.size() - errorTailLines) : err)
                .join(QLatin1Char('\n'))};
    }
    return paths;
}
} // namespace

QCoro::Task<Result<QStringList>> resolvePackages(
    QStringList packages, nix::NixpkgsSource nixpkgs, nix::BuildOptions options)
{
    QFuture<Result<QStringList>> future = QtConcurrent::run([packages, nixpkgs, options] {
        QStringList all;
        for (const QString &package : packages) {
            const Result<QStringList> one = resolveOne(package, nixpkgs, options);
            if (!one)
                return Result<QStringList>(one.error());
            for (const QString &path : one.value())
                if (!all.contains(path))
                    all.append(path);
        }
        return Result<QStringList>(all);
    });
    const Result<QStringList> resolved = co_await future;
    co_return resolved;
}

} // namespace packwright::vm
