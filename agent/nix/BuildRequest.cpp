// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/BuildRequest.h"

#include "nix/LogEvent.h"

namespace packwright::nix {

QString NixpkgsSource::callPackageExpression() const
{
    // Paths arrive as strings (--argstr): no quoting of file names in Nix code. A Python
    // package written as nixpkgs' python-modules are ({ buildPythonPackage, … }:) is called
    // with the Python set's callPackage, as nixpkgs calls it; everything else top-level.
    const QString call = QStringLiteral(
        "let\n"
        "  file = /. + packageFile;\n"
        "  function = import file;\n"
        "  args = if builtins.isFunction function then builtins.functionArgs function else { };\n"
        "  python = args ? buildPythonPackage || args ? buildPythonApplication;\n"
        "in (if python then pkgs.python3Packages else pkgs).callPackage file { }");
    switch (kind) {
    case Kind::LocalPath:
        return QStringLiteral("{ nixpkgs, packageFile }: let pkgs = import (/. + nixpkgs) { }; in ")
            + call;
    case Kind::Flake:
        return QStringLiteral("{ nixpkgs, packageFile }: let pkgs = (builtins.getFlake nixpkgs)"
                              ".legacyPackages.${builtins.currentSystem}; in ")
            + call;
    }
    return {};
}

QString NixpkgsSource::buildExpression() const
{
    return QStringLiteral("let call = (%1); in\n"
                          "{ nixpkgs, packageFile }:\n"
                          "let package = call { inherit nixpkgs packageFile; }; in\n"
                          "if package ? drvPath\n"
                          "then builtins.trace \"%2 ${package.drvPath}\" (package.all or package)\n"
                          "else package")
        .arg(callPackageExpression(), QLatin1String(evaluatedTraceTag));
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
