// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <utility>

// The attribute sets of a Nix text, read on its code mask (nixCodeMask(): comments and
// strings blanked): brackets, bindings and the package's own set. Shared by the readers and
// editors of agent/nix; offsets in the mask are offsets in the source.
namespace packwright::nix {

/// Whether `c` opens (`{`, `[`, `(`) or closes (`}`, `]`, `)`) a bracket.
bool isOpening(QChar c);
bool isClosing(QChar c);

/// Offset of the bracket closing the one at `open` in the code mask, or -1.
qsizetype matching(const QString &mask, qsizetype open);

/// The top-level elements of the list whose brackets are at `open` and `close` in the mask,
/// split at white space outside nested brackets: [start, end) offsets, in order.
QList<std::pair<qsizetype, qsizetype>> listElements(
    const QString &mask, qsizetype open, qsizetype close);

/// The first offset from `at` that is not white space (the mask's size at the end).
qsizetype skipSpace(const QString &mask, qsizetype at);

/// The innermost `{` enclosing `at` in the mask, or -1.
qsizetype enclosingBrace(const QString &mask, qsizetype at);

/// A binding `name =` in a set.
struct Binding
{
    qsizetype name = -1;  ///< offset of the attribute name
    qsizetype value = -1; ///< offset of the value (after `=` and spaces)
};

/// The first binding whose name matches the regular expression `pattern` between `open` and
/// `close`: directly inside the set opened at `open`, or at any depth when `anyDepth`
/// (`open` -1 and `close` the mask's size then search the whole text).
std::optional<Binding> findBindingMatching(const QString &mask, qsizetype open, qsizetype close,
    const QString &pattern, bool anyDepth = false);

/// The binding `name =` directly inside the set opened at `open` and closed at `close`.
std::optional<Binding> findBinding(
    const QString &mask, qsizetype open, qsizetype close, const QString &name);

/// The package's attribute set (`{` and `}` offsets): the first set binding pname, version or
/// src directly (a `let version = …; in` before it does not count).
std::optional<std::pair<qsizetype, qsizetype>> packageSet(const QString &mask);

} // namespace packwright::nix
