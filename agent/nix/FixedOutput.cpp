// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/FixedOutput.h"

#include "nix/FailureClassifier.h"

namespace packwright::nix {

namespace {

/// A dependency set nixpkgs' builders vendor as a fixed-output derivation, by its name.
struct DependencySet
{
    const char *suffix;    ///< of the derivation's name
    const char *kind;      ///< FetcherInfo::kind
    const char *attribute; ///< the package attribute that holds its hash; null: not known
};

constexpr DependencySet DependencySets[] = {
    {"-vendor-staging", "cargoDeps", "cargoHash"}, // fetchCargoVendor
    {"-vendor.tar.gz", "cargoDeps", "cargoHash"},  // fetchCargoTarball
    {"-cargo-deps", "cargoDeps", "cargoHash"},
    {"-go-modules", "goModules", "vendorHash"},                                 // buildGoModule
    {"-vendor", "goModules", nullptr}, {"-npm-deps", "npmDeps", "npmDepsHash"}, // buildNpmPackage
    {"-pnpm-deps", "pnpmDeps", "pnpmDeps.hash"},
    {"-yarn-deps", "offlineCache", "offlineCache.hash"},
    {"-maven-deps", "mavenDeps", "mvnHash"}, // maven.buildMavenPackage
};

const DependencySet *dependencySet(QStringView name)
{
    if (name.endsWith(QLatin1String(".drv")))
        name.chop(4);
    for (const DependencySet &set : DependencySets) {
        if (name.endsWith(QLatin1String(set.suffix)))
            return &set;
    }
    return nullptr;
}

} // namespace

FetcherInfo describeFetcher(const Derivation &drv, const QString &drvPath)
{
    FetcherInfo info;
    info.name = drv.env.value(QStringLiteral("name"), derivationName(drvPath));
    const QString urls
        = drv.env.value(QStringLiteral("urls"), drv.env.value(QStringLiteral("url")));
    info.url = urls.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    const bool recursive
        = drv.env.value(QStringLiteral("outputHashMode")) == QLatin1String("recursive")
        || drv.outputs.value(QStringLiteral("out")).hashAlgorithm.startsWith(QLatin1String("r:"));
    const bool github = info.url.contains(QLatin1String("github.com/"));

    if (const DependencySet *set = dependencySet(info.name)) {
        info.kind = QLatin1String(set->kind);
        return info;
    }
    if (drv.env.contains(QStringLiteral("rev")) && drv.env.contains(QStringLiteral("url")))
        info.kind = github ? QStringLiteral("fetchFromGitHub") : QStringLiteral("fetchgit");
    else if (!urls.isEmpty() && recursive)
        info.kind = github ? QStringLiteral("fetchFromGitHub") : QStringLiteral("fetchzip");
    else if (!urls.isEmpty())
        info.kind = QStringLiteral("fetchurl");
    else
        info.kind = QStringLiteral("fixed-output");
    return info;
}

QString dependencyHashAttribute(QStringView name)
{
    const DependencySet *set = dependencySet(name);
    return set != nullptr && set->attribute != nullptr ? QLatin1String(set->attribute) : QString();
}

} // namespace packwright::nix
