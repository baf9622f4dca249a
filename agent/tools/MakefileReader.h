// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace packwright::tools {

/// One variable assignment of a Makefile: `VAR = v`, `VAR ?= v`, `VAR := v`, `VAR ::= v`,
/// `VAR += v`, optionally after `override` or `export`.
struct MakeVariable
{
    QString name;
    QString value;         ///< as written, trimmed, unexpanded
    QString op;            ///< "=", "?=", ":=", "::=", "+=", "!="
    bool override = false; ///< `override VAR = …`: a command-line assignment does not win
    int line = 0;          ///< 1-based
};

/// One rule: `targets: prerequisites` and its recipe (the tab-indented lines after it).
struct MakeRule
{
    QStringList targets;       ///< as written (unexpanded)
    QStringList prerequisites; ///< normal and order-only, as written
    QStringList recipe;        ///< without the leading tab
    int line = 0;              ///< 1-based
};

/// What a plain Makefile says, read without running make: its variables and rules, both
/// branches of every conditional (a reader, not an interpreter). Enough for the quick
/// fixer's Makefile fixes (issue 17 item 3): which directory variables hold FHS paths
/// (nixpkgs manual, "stdenv › makeFlags"; the GNU Coding Standards, "Makefile Conventions ›
/// Directory Variables"), whether CC is hard-coded, and what the default goal builds.
class MakefileReader
{
public:
    /// Reads `text`; `fileName` is kept for messages and edits ("Makefile").
    static MakefileReader parse(const QString &text, const QString &fileName);

    /// The top-level Makefile of `sourceRoot`, by GNU make's own order of names
    /// (GNUmakefile, makefile, Makefile: GNU make manual §3.2 "What Name to Give Your
    /// Makefile"); nullopt when there is none or it cannot be read.
    static std::optional<MakefileReader> read(const QString &sourceRoot);

    QString fileName() const { return m_fileName; }
    const QList<MakeVariable> &variables() const { return m_variables; }
    const QList<MakeRule> &rules() const { return m_rules; }

    /// The definition of `name` that make uses when the command line does not set it: the
    /// first one for `?=` only, else the last plain assignment (`=`, `:=`, `::=`), with
    /// `+=` appended; an `override` one beats later plain ones (GNU make manual §6.5 "Setting
    /// Variables", §6.7 "The override Directive"); nullopt when the Makefile does not assign
    /// `name` (case-sensitive, as in make).
    std::optional<MakeVariable> variable(const QString &name) const;

    /// Whether some rule names `target` among its targets (after expansion).
    bool hasTarget(const QString &target) const;

    /// The rule make builds with no goal: the first rule whose first target does not start
    /// with '.' (`.PHONY`, `.c.o` do not count; GNU make manual §2.3 "How make Processes a
    /// Makefile"); nullopt without one.
    std::optional<MakeRule> defaultRule() const;

    /// The rule naming `target` (after expansion) that has prerequisites or a recipe.
    std::optional<MakeRule> rule(const QString &target) const;

    /// `text` with `$(VAR)` and `${VAR}` replaced by the variables' values, recursively (at
    /// most 10 levels, 10000 references); unknown variables and functions (`$(shell …)`)
    /// become empty, `$@` and other automatic variables stay.
    QString expand(const QString &text) const;

    /// Whether `target` is listed as a prerequisite of `.PHONY`.
    bool isPhony(const QString &target) const;

private:
    /// `budget`: variable references left to expand, so that a Makefile whose variables
    /// reference each other many times over (`B = $(A)$(A)`, `C = $(B)$(B)`, …) cannot take
    /// exponential time; what is left when it runs out expands to nothing.
    QString expand(const QString &text, int depth, int &budget) const;

    QString m_fileName;
    QList<MakeVariable> m_variables;
    QList<MakeRule> m_rules;
};

} // namespace packwright::tools
