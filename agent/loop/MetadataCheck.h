// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/PackageMeta.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace packwright::loop {

/// How much a metadata finding matters: an error blocks the export unless forced.
enum class FindingSeverity
{
    Error,
    Warning,
};

/// "error" / "warning".
QString findingSeverityName(FindingSeverity severity);

/// One problem of a package's `meta`, as a maintainer can act on it.
struct MetadataFinding
{
    FindingSeverity severity = FindingSeverity::Warning;
    QString field;   ///< "description", "homepage", "license", "mainProgram", "src"
    QString message; ///< one sentence: what is wrong and what to write instead
};

/// What the check compares `meta` with.
struct MetadataInputs
{
    nix::PackageMeta meta;
    /// The SPDX id of the source's license (tools::guessLicense() of its license file, or a
    /// manifest's declaration); empty when not known.
    QString sourceLicense;
    /// The file names in the built output's `bin/`; std::nullopt when the output is unknown.
    std::optional<QStringList> programs;
};

/// nixpkgs' rules for `meta` (pkgs/README.md, "Meta attributes"; CONTRIBUTING.md):
/// - description: present and not empty (error); no leading article "A"/"An"/"The", no
///   trailing period, does not start with the package name, starts with a capital letter
///   (warnings);
/// - homepage: present (warning), an http(s) URL (warning);
/// - license: present (error); the source's license, mapped to lib.licenses
///   (tools::nixpkgsLicense), among meta's licenses (warning: the source's license is a guess);
/// - mainProgram: when set, a file of `$out/bin` (error); unset while `$out/bin` holds
///   exactly one program (warning);
/// - src: a local path or a `file://` URL (nix::hasLocalSource) (error).
/// Deterministic; the findings come in field order.
QList<MetadataFinding> checkMetadata(const MetadataInputs &inputs);

/// Whether any finding is an error.
bool blocksExport(const QList<MetadataFinding> &findings);

} // namespace packwright::loop
