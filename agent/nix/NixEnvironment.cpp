#include "nix/NixEnvironment.h"

#include <QCoreApplication>
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
} // namespace

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
    if (ok && config) {
        const QRegularExpression sandboxLine(
            QStringLiteral(R"(^sandbox = (\S+)$)"), QRegularExpression::MultilineOption);
        const QString value = sandboxLine.match(QString::fromUtf8(*config)).captured(1);
        env.sandbox = value == QLatin1String("true") || value == QLatin1String("relaxed");
    }
    if (!env.sandbox)
        env.warnings.append(NixEnvironmentTexts::tr(
            "The Nix sandbox is disabled: builds can see the host's files and network, "
            "so a package that builds here may fail on Hydra or other machines."));
    return env;
}

} // namespace packwright::nix
