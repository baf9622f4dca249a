// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/NixCodeMask.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace packwright::nix {

/// The formal arguments of a package file's function, `{ lib, stdenv ? x, ... }:`.
struct FormalArguments
{
    qsizetype open = -1;  ///< offset of `{`
    qsizetype close = -1; ///< offset of the matching `}`
    QStringList names;    ///< in order, defaults left out
    bool ellipsis = false;
};

/// The first `{ … }` of the file when a `:` follows it (`@name` allowed between), i.e. the
/// function head of a callPackage-style file; nullopt for any other shape.
std::optional<FormalArguments> formalArguments(const QString &source);

/// Adds `name` to the formal arguments, in the head's own layout: `{ a }:` becomes
/// `{ a, name }:`, while a one-line head that reaches three arguments is written one argument
/// a line with trailing commas, as nixfmt (RFC 166) prints it; one argument a line (trailing
/// or leading commas) gets a line of its own after the last argument; `...` stays last. The
/// same text when `name` is there already. Errors: the file has no function head.
Result<QString> addFormalArgument(const QString &source, const QString &name);

/// The elements of the list literal bound to `attribute` in the package's attribute set (the
/// set defining `pname`, `version` or `src`, also inside `mkDerivation (finalAttrs: { … })`
/// and `buildPythonPackage rec { … }`), as written (`zlib`, `pkgs.zlib`, `(lib.x y)`);
/// nullopt when the set has no such attribute or its value is not a list literal
/// (`with pkgs; [ … ]` counts as one).
std::optional<QStringList> listAttribute(const QString &source, const QString &attribute);

/// Whether the package's attribute set binds `attribute` (any value).
bool hasAttribute(const QString &source, const QString &attribute);

/// Adds `element` (an identifier, or a string literal such as `"PREFIX=${placeholder "out"}"`,
/// which is one element however many spaces or `${…}` it holds) to the list attribute `attribute`
/// of the package's attribute set in nixfmt's layout (RFC 166): `[ ]` → `[ element ]`; a one-line
/// list that gets a second element → one element a line, closed at the indentation of its line; one
/// element a line → a new line with the same indentation; other multi-line lists keep their layout.
/// A missing attribute is created as `attribute = [ element ];` next to its neighbours
/// (nativeBuildInputs before buildInputs, dependencies after build-system, otherwise after `src`),
/// indented like them. The same text when the list holds `element` (also as `pkgs.element` or
/// `python3Packages.element`). Errors: no package attribute set; the attribute is bound to
/// something other than a list literal (`foo ++ bar`, a variable): an edit would have to
/// guess.
Result<QString> addToListAttribute(
    const QString &source, const QString &attribute, const QString &element);

/// Adds `attribute = value;` (`value` as Nix text) to the package's attribute set, placed
/// like addToListAttribute() places a new list (a hook's `dontUse…` switch after
/// nativeBuildInputs, `makeFlags` after the inputs, `installPhase` after `makeFlags`); the
/// lines of a multi-line value (an indented string) after the first are indented like the
/// binding. The same text when the set binds `attribute` already, to any value.
/// Errors: no package attribute set.
Result<QString> addAttribute(const QString &source, const QString &attribute, const QString &value);

} // namespace packwright::nix
