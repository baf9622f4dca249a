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

/// A derivation's name without ".drv".
QStringView withoutDrv(QStringView name)
{
    return name.endsWith(QLatin1String(".drv")) ? name.chopped(4) : name;
}

} // namespace

const DependencySet *dependencySetOf(QStringView name)
{
    name = withoutDrv(name);
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
    name = withoutDrv(name);
    return name.endsWith(QLatin1String(".patch")) || name.endsWith(QLatin1String(".diff"));
}

} // namespace packwright::nix
