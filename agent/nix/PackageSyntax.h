// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/ExpressionEdit.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>
#include <utility>

// A package file read the way the lint rules need it: which characters are code, comment or
// string (nixCharacterClasses), the function head, the builder call and the bindings of the
// package's attribute set, with their offsets. Built on the lexer of NixCodeMask and the set
// readers of NixSets, so comments, strings with `${…}` and multi-line lists do not confuse it.
// Read from the text alone; never throws on arbitrary input (a shape it does not know leaves
// fields empty).

namespace packwright::nix {

/// One binding directly inside an attribute set: `name = value;` or a name of `inherit …;`.
struct SetEntry
{
    QString name; ///< the attribute path as written: "meta", "env.FOO", "meta.license"
    qsizetype nameOffset = -1;
    qsizetype valueStart = -1; ///< -1 for an inherited name
    qsizetype valueEnd = -1;   ///< the `;` ending the binding (or the set's close when missing)
    bool inherited = false;
};

/// A string literal as written in the file.
struct StringLiteral
{
    qsizetype start = -1; ///< the opening quote
    qsizetype end = -1;   ///< one past the closing quote
    QString text;         ///< escapes resolved; interpolations kept as written (`${…}`)
    bool interpolated = false;
    bool indented = false; ///< `''…''`
};

/// The structure of a callPackage-style package file (`{ lib, … }: builder (finalAttrs: {…})`).
class PackageSyntax
{
public:
    explicit PackageSyntax(QString source);

    const QString &source() const { return m_source; }
    /// Comments blanked to spaces and every string literal filled with `"` (newlines kept):
    /// brackets, `=` and `;` in it are code, and a string is one word.
    const QString &code() const { return m_code; }
    /// nixCharacterClasses() of the source: 'c' code, '#' comment, '"' string.
    const QByteArray &classes() const { return m_classes; }

    int lineCount() const { return int(m_lineStarts.size()); }
    int lineOf(qsizetype offset) const;   ///< 1-based
    int columnOf(qsizetype offset) const; ///< 1-based
    qsizetype lineStart(int line) const;  ///< offset of the first character of 1-based `line`
    QStringView lineText(int line) const; ///< without its newline
    /// Whether 1-based `line` holds a comment (a `#` or `/* */` of Nix, or a shell `#` comment
    /// inside an indented string).
    bool lineHasComment(int line) const;

    /// The function head `{ … }:`; nullopt for another shape.
    const std::optional<FormalArguments> &formals() const { return m_formals; }
    /// The package's attribute set (`{`, `}` offsets), see NixSets packageSet().
    const std::optional<std::pair<qsizetype, qsizetype>> &packageSet() const { return m_set; }
    /// What the package set is passed to: "stdenv.mkDerivation", "buildPythonPackage", …;
    /// empty when it is a plain set or unknown.
    const QString &builder() const { return m_builder; }
    qsizetype builderOffset() const { return m_builderOffset; }
    bool usesRec() const { return m_rec; }                     ///< `builder rec { … }`
    const QString &fixedPoint() const { return m_fixedPoint; } ///< "finalAttrs" of `(finalAttrs: {`
    /// The bindings of the package set, in order.
    const QList<SetEntry> &entries() const { return m_entries; }

    /// The binding `name` of the package set (a dotted `meta.x` binding counts only when
    /// written that way); nullptr when there is none.
    const SetEntry *entry(const QString &name) const;
    /// `meta.<name>`: inside `meta = { … }` (also `meta = with lib; { … }`) or written
    /// `meta.<name> = …`; nullopt when neither.
    std::optional<SetEntry> metaEntry(const QString &name) const;

    /// The bindings directly inside the set opened at `open` and closed at `close`.
    QList<SetEntry> entriesOf(qsizetype open, qsizetype close) const;
    /// Where the value of a binding ends: the `;` at the value's own depth (a `let … in`
    /// inside counted), or the closing bracket of the enclosing set, or the text's end.
    qsizetype valueEnd(qsizetype start) const;
    /// `at` after any `with x;` prefixes and white space.
    qsizetype skipWith(qsizetype at) const;
    /// The `{ … }` or `[ … ]` a value starting at `at` is (after `with x;`), or nullopt.
    std::optional<std::pair<qsizetype, qsizetype>> bracketAt(qsizetype at, QChar open) const;
    /// The literal `true` / `false` binding `e` is set to; nullopt for anything else (an
    /// expression, an inherited name, no binding).
    std::optional<bool> boolValue(const SetEntry *e) const;
    /// The string literal starting at `at` (after white space), or nullopt.
    std::optional<StringLiteral> stringAt(qsizetype at) const;
    /// The elements of the list `[`…`]` at `open`/`close`: (start, end) offsets, end exclusive.
    QList<std::pair<qsizetype, qsizetype>> listElements(qsizetype open, qsizetype close) const;
    /// The identifier words of the value from `start` to `end` (`zlib`, `pkgs.zlib`, …).
    QStringList wordsIn(qsizetype start, qsizetype end) const;

private:
    void readBuilder();

    QString m_source;
    QByteArray m_classes;
    QString m_code;
    QList<qsizetype> m_lineStarts;
    std::optional<FormalArguments> m_formals;
    std::optional<std::pair<qsizetype, qsizetype>> m_set;
    QString m_builder;
    qsizetype m_builderOffset = -1;
    bool m_rec = false;
    QString m_fixedPoint;
    QList<SetEntry> m_entries;
};

/// Whether `c` may appear in a Nix identifier or attribute path (`a-z A-Z 0-9 _ ' - .`).
bool isNixWordChar(QChar c);

} // namespace packwright::nix
