// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/NixEnvironment.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QVersionNumber>

namespace packwright::nix {

namespace {
struct NixEnvironmentTexts
{
    Q_DECLARE_TR_FUNCTIONS(NixEnvironment)
};

constexpr int probeTimeoutMs = 20000;

/// Runs a Nix command; std::nullopt when it cannot be started.
std::optional<QByteArray> run(const QString &program, const QStringList &args, bool *ok = nullptr)
{
    QProcess process;
    process.start(program, args);
    if (!process.waitForStarted(probeTimeoutMs))
        return std::nullopt;
    if (!process.waitForFinished(probeTimeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    if (ok)
        *ok = process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    return process.readAllStandardOutput();
}
/// Nix's store setting as a kind: "auto" (or nothing) is the local store when its
/// database is writable by this user, else the daemon when its socket exists (NIX_REMOTE
/// overrides both, as in Nix).
QString storeKind(QString store)
{
    if (store.isEmpty() || store == u"auto")
        store = qEnvironmentVariable("NIX_REMOTE");
    if (store.isEmpty() || store == u"auto") {
        const QString state = qEnvironmentVariable("NIX_STATE_DIR", QStringLiteral("/nix/var/nix"));
        if (QFileInfo(state + QStringLiteral("/db")).isWritable()
            || !QFileInfo::exists(state + QStringLiteral("/daemon-socket/socket")))
            return QStringLiteral("local");
        return QStringLiteral("daemon");
    }
    if (store == u"daemon" || store.startsWith(QLatin1String("unix://")))
        return QStringLiteral("daemon");
    if (store == u"local")
        return QStringLiteral("local");
    return store;
}

} // namespace

QString NixEnvironment::summary() const
{
    if (!installed || !error.isEmpty())
        return QStringLiteral("Nix: ") + error;
    return describe(version, system, store, sandbox);
}

QString NixEnvironment::describe(
    const QString &version, const QString &system, const QString &store, bool sandbox)
{
    const QString where = store == u"daemon" ? NixEnvironmentTexts::tr("through the nix-daemon")
        : store == u"local"                  ? NixEnvironmentTexts::tr("local store")
                                             : NixEnvironmentTexts::tr("store %1").arg(store);
    return NixEnvironmentTexts::tr("Nix %1 (%2), %3, sandbox %4")
        .arg(version, system.isEmpty() ? QStringLiteral("?") : system, where,
            sandbox ? NixEnvironmentTexts::tr("on") : NixEnvironmentTexts::tr("off"));
}

const QStringList &NixEnvironment::supportedSystems()
{
    static const QStringList systems{QStringLiteral("x86_64-linux"),
        QStringLiteral("aarch64-linux"), QStringLiteral("x86_64-darwin"),
        QStringLiteral("aarch64-darwin"), QStringLiteral("i686-linux"),
        QStringLiteral("armv7l-linux"), QStringLiteral("riscv64-linux"),
        QStringLiteral("powerpc64le-linux")};
    return systems;
}

NixEnvironment NixEnvironment::probe(const BuildOptions &options)
{
    NixEnvironment env;
    const auto versionText
        = run(options.program(QStringLiteral("nix-instantiate")), {QStringLiteral("--version")});
    if (!versionText) {
        env.error = NixEnvironmentTexts::tr(
            "Nix is not installed (nix-instantiate was not found). Install Nix 2.8 or later "
            "from https://nixos.org/download or your distribution (Debian: nix-bin).");
        env.warnings.append(env.error);
        return env;
    }
    env.installed = true;
    const auto match = QRegularExpression(QStringLiteral(R"((\d+\.\d+(?:\.\d+)?))"))
                           .match(QString::fromUtf8(*versionText));
    env.version = match.captured(1);
    if (QVersionNumber::fromString(env.version) < QVersionNumber(2, 8)) {
        env.error = NixEnvironmentTexts::tr("Nix %1 is too old; Packwright needs Nix 2.8 or later.")
                        .arg(env.version);
        env.warnings.append(env.error);
    }

    QStringList common = options.commonArguments();
    bool ok = false;
    const auto system = run(options.program(QStringLiteral("nix-instantiate")),
        common
            + QStringList{QStringLiteral("--eval"), QStringLiteral("--json"),
                QStringLiteral("--expr"), QStringLiteral("builtins.currentSystem")},
        &ok);
    env.system
        = ok && system ? QString::fromUtf8(*system).trimmed().remove(QLatin1Char('"')) : QString();
    if (!env.system.isEmpty() && !supportedSystems().contains(env.system))
        env.warnings.append(NixEnvironmentTexts::tr(
            "This system (%1) is not one nixpkgs supports; most packages will not build.")
                                .arg(env.system));

    const auto config = run(options.program(QStringLiteral("nix")),
        common
            + QStringList{QStringLiteral("--extra-experimental-features"),
                QStringLiteral("nix-command"), QStringLiteral("show-config")},
        &ok);
    QString configuredStore;
    if (ok && config) {
        const QRegularExpression sandboxLine(
            QStringLiteral(R"(^sandbox = (\S+)$)"), QRegularExpression::MultilineOption);
        const QString value = sandboxLine.match(QString::fromUtf8(*config)).captured(1);
        env.sandbox = value == QLatin1String("true") || value == QLatin1String("relaxed");
        const QRegularExpression storeLine(
            QStringLiteral(R"(^store = (\S+)$)"), QRegularExpression::MultilineOption);
        configuredStore = storeLine.match(QString::fromUtf8(*config)).captured(1);
    }
    env.store = storeKind(options.store.isEmpty() ? configuredStore : options.store);
    if (!env.sandbox)
        env.warnings.append(NixEnvironmentTexts::tr(
            "The Nix sandbox is disabled: builds can see the host's files and network, "
            "so a package that builds here may fail on Hydra or other machines."));
    return env;
}

} // namespace packwright::nix
