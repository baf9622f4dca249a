// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace packwright::tools {

/// One package of a nixpkgs package set, as `nix-env -qaP --meta` lists it: its attribute
/// path (e.g. "zlib", "python3Packages.packaging"), pname, version and meta.description.
struct PackageEntry
{
    QString attribute;
    QString pname;
    QString version;
    QString description;

    friend bool operator==(const PackageEntry &, const PackageEntry &) = default;
};

} // namespace packwright::tools
