// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildOutcome.h"
#include "nix/BuildRequest.h"
#include "nix/NixCodeMask.h"

#include <QList>
#include <QString>

#include <optional>

namespace packwright::nix {

/// Where an attribute of the package is defined in its file (builtins.unsafeGetAttrPos).
struct AttributePosition
{
    QString name; ///< e.g. "version", "src", "nativeBuildInputs"
    SourceLocation location;
};

/// Where a fixed-output hash of the package is written: the text to replace when the hash
/// is fixed (a string literal such as "sha256-…", or `lib.fakeHash`).
struct HashPosition
{
    QString attribute; ///< the fixed-output derivation it belongs to: "src", "cargoDeps", …
    QString hash;      ///< the value Nix evaluated it to
    SourceLocation location;
    QString text; ///< the exact text at `location` (without quotes for a literal)
};

/// The editable places of a package expression, for edits at the exact position.
struct ExpressionPositions
{
    QList<AttributePosition> attributes;
    QList<HashPosition> hashes; ///< in fixing order: src first, then vendored dependencies

    std::optional<SourceLocation> find(const QString &attribute) const;
};

/// The fixed-output derivations of a package, in the order their hashes are fixed.
const QStringList &fixedOutputAttributes();

/// Attributes whose positions readPositions() asks for.
const QStringList &positionedAttributes();

/// Evaluates the package (no build) and reports the positions of the attributes written in
/// its file (defaults that live in nixpkgs are left out) and of
/// the hashes of its fixed-output derivations (src, cargoDeps, goModules, npmDeps), as
/// located in `request.packageFile`. Blocking (one nix-instantiate; limit: the build
/// timeout); call it from a worker thread. Errors: the evaluation error, in Nix's words.
Result<ExpressionPositions> readPositions(const BuildRequest &request);

/// Finds each hash in `source` (the package file's text) — its string literal, or for
/// `lib.fakeHash`'s value the `lib.fakeHash` / `lib.fakeSha256` reference — in order of
/// appearance (comments skipped), and returns the positions; hashes not written in the file
/// are left out.
QList<HashPosition> locateHashes(const QString &source, const QString &file,
    const QList<QPair<QString, QString>> &attributeHashes);

} // namespace packwright::nix
