// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <optional>

namespace packwright::nix {

/// The attribute path a failure signal's target names (evidence::FailureSignal::target):
/// the target itself when it is a path of Nix identifiers (`buildInputs`, `meta.license`,
/// `src.hash`), or its first path when a note follows after a space (`postPatch
/// (patchShebangs)`, `buildInputs / nativeBuildInputs`). nullopt for targets that cannot be
/// attribute paths: files (`src/foo.c:12`), spec sections (`%files`), prose.
std::optional<QString> attributePathOfTarget(const QString &target);

/// Where the attribute `path` (`postPatch`, `meta.license`) is defined in the Nix text
/// `source`: the offset of its name in `path = …`, in a dotted binding (`meta.license = …`,
/// `passthru.tests.simple = …` for `passthru.tests`),
/// inside the set a prefix is bound to (`meta = with lib; { license = …`, `src = fetchurl {
/// hash = …`), or in an `inherit` (`inherit version;`). Looks in the package's attribute set
/// first, then anywhere in the file (a `let` binding, a nested set); comments and strings do
/// not count. Read from the text alone, so it works on unsaved edits (AttributePositions asks
/// Nix instead). nullopt when nothing binds `path` or `path` is no attribute path.
std::optional<qsizetype> attributeOffset(const QString &source, const QString &path);

} // namespace packwright::nix
