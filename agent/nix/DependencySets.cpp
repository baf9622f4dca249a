// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/DependencySets.h"

namespace packwright::nix {

namespace {

constexpr DependencySet DependencySets[] = {
    // fetchCargoVendor, fetchCargoTarball, and older cargo vendoring
    {"-vendor-staging", "cargoDeps", "cargoHash"},
    {"-vendor.tar.gz", "cargoDeps", "cargoHash"},
    {"-cargo-deps", "cargoDeps", "cargoHash"},
    // buildGoModule (an older Go vendoring named its set "-vendor")
    {"-go-modules", "goModules", "vendorHash"},
    {"-vendor", "goModules", nullptr},
    // buildNpmPackage, pnpm.fetchDeps, fetchYarnDeps, maven.buildMavenPackage
    {"-npm-deps", "npmDeps", "npmDepsHash"},
    {"-pnpm-deps", "pnpmDeps", "pnpmDeps.hash"},
    {"-yarn-deps", "offlineCache", "offlineCache.hash"},
    {"-maven-deps", "mavenDeps", "mvnHash"},
};

} // namespace

const DependencySet *dependencySetOf(QStringView name)
{
    if (name.endsWith(QLatin1String(".drv")))
        name.chop(4);
    for (const DependencySet &set : DependencySets) {
        if (name.endsWith(QLatin1String(set.suffix)))
            return &set;
    }
    return nullptr;
}

QString dependencyHashAttribute(QStringView name)
{
    const DependencySet *set = dependencySetOf(name);
    return set != nullptr && set->attribute != nullptr ? QLatin1String(set->attribute) : QString();
}

bool isPatchFetch(QStringView name)
{
    if (name.endsWith(QLatin1String(".drv")))
        name.chop(4);
    return name.endsWith(QLatin1String(".patch")) || name.endsWith(QLatin1String(".diff"));
}

} // namespace packwright::nix
