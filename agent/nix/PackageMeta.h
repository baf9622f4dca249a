// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace packwright::nix {

/// One license of `meta.license`, as lib.licenses describes it.
struct LicenseRef
{
    QString shortName; ///< the lib.licenses attribute, e.g. "gpl3Plus"
    QString spdxId;    ///< e.g. "GPL-3.0-or-later"; empty when the license has none
};

/// The parts of a package's `meta` the nixpkgs review looks at first, evaluated.
/// Fields the package does not set are std::nullopt (an empty string is set but empty).
struct PackageMeta
{
    QString pname;
    QString version;
    std::optional<QString> description;
    QStringList homepages; ///< `meta.homepage`, a string or a list of them; empty when unset
    std::optional<QList<LicenseRef>> licenses; ///< one entry per license (a list is allowed)
    std::optional<QString> mainProgram;
    /// Where `src` comes from: its path when it is a Nix path or a plain string, else its
    /// `urls` (or `url`) as written, e.g. "mirror://gnu/hello/hello-2.10.tar.gz"; empty when
    /// the package has no `src` or a fetcher without URLs (fetchgit's `url` counts).
    QStringList sourceLocations;
    bool sourceIsPath = false; ///< `src` is a Nix path value (`./src`, `/abs/dir`)
};

/// Whether `meta`'s `src` is local: a path, or a location that is a `file://` URL or an
/// absolute path (nixpkgs needs a fetcher with a public URL).
bool hasLocalSource(const PackageMeta &meta);

/// Where nixpkgs in `checkout` defines `attribute`: the file of its `meta.position` (else of
/// the attribute's definition), relative to `checkout` when inside it, without the line;
/// empty when the position is unknown; std::nullopt when the package set has no such
/// attribute. Evaluates `import checkout { }` with nix-instantiate --eval --json and
/// `options` (blocking, within the build timeout). Errors: Nix missing, the checkout does
/// not evaluate (Nix's words as the detail), a timeout. `attribute` must be a valid
/// pkgs/by-name name (workspace::isValidByName).
Result<std::optional<QString>> nixpkgsAttributeFile(
    const QString &checkout, const QString &attribute, const BuildOptions &options);

/// Parses the JSON metaExpression() evaluates to. Errors: not that shape.
Result<PackageMeta> parsePackageMeta(const QByteArray &json);

/// The Nix function `{ nixpkgs, packageFile }: { pname; version; description; homepage;
/// licenses; mainProgram; }` (each null when unset) that evaluatePackageMeta() runs with
/// `nix-instantiate --eval --strict --json`.
QString metaExpression(const NixpkgsSource &nixpkgs);

/// Evaluates `(callPackage packageFile {}).meta` with `request.nixpkgs` (no build).
/// Blocking (one nix-instantiate; limit: the build timeout); call it from a worker thread.
/// Errors: Nix missing, the evaluation error in Nix's words, a timeout.
Result<PackageMeta> evaluatePackageMeta(const BuildRequest &request);

/// Builds (or finds valid in the store) the package's default output or, with
/// `attribute` (e.g. "src"), that attribute of the package; returns its store path.
/// Blocking (nix-build --no-out-link; limit: the build timeout). Errors: Nix missing, the
/// build's last error lines, a timeout.
Result<QString> realisePackage(const BuildRequest &request, const QString &attribute = {});

} // namespace packwright::nix
