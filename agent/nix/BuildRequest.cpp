#include "nix/BuildRequest.h"

namespace packwright::nix {

QString NixpkgsSource::callPackageExpression() const
{
    // Paths arrive as strings (--argstr): no quoting of file names in Nix code.
    switch (kind) {
    case Kind::LocalPath:
        return QStringLiteral("{ nixpkgs, packageFile }: (import (/. + nixpkgs) { }).callPackage "
                              "(/. + packageFile) { }");
    case Kind::Flake:
        return QStringLiteral(
            "{ nixpkgs, packageFile }: (builtins.getFlake nixpkgs)"
            ".legacyPackages.${builtins.currentSystem}.callPackage (/. + packageFile) { }");
    }
    return {};
}

QStringList NixpkgsSource::extraNixArguments() const
{
    if (kind == Kind::Flake)
        return {
            QStringLiteral("--extra-experimental-features"), QStringLiteral("nix-command flakes")};
    return {};
}

QStringList BuildOptions::commonArguments() const
{
    QStringList args;
    if (!store.isEmpty())
        args << QStringLiteral("--store") << store;
    if (!builders.isEmpty())
        args << QStringLiteral("--builders") << builders;
    if (maxJobs >= 0)
        args << QStringLiteral("--max-jobs") << QString::number(maxJobs);
    for (const auto &[name, value] : options)
        args << QStringLiteral("--option") << name << value;
    return args;
}

QString BuildOptions::program(const QString &name) const
{
    return nixBinDir.isEmpty() ? name : nixBinDir + QLatin1Char('/') + name;
}

} // namespace packwright::nix
