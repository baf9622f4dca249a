// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace packwright::evidence {

/// Vibenix's failure categories (Vibenix §4.1.11 failure analysis), with the names of
/// tests/data/corpus/README.md: what kind of Nix packaging problem a failure is.
enum class NixCategory
{
    HashMismatch,
    MissingDependency,
    DependencyNotInNixpkgs,
    NetworkInSandbox,
    MissingLockFile,
    EvalError,
    CompileError,
    TestFailure,
    FhsPath,
    InstallPhase,
    PythonImportsCheck,
    VersionMismatch,
    Other,
};

/// EvidenT's root-cause taxonomy (EvidenT §3.1, Table 2): the top level.
enum class EvidentCategory
{
    Dependency,
    Compilation,
    Test,
    Packaging,
};

/// Vibenix §4.1.7: where the failure happened.
enum class ErrorKind
{
    EvaluationError, ///< the expression did not evaluate to a derivation graph
    BuildError,      ///< a derivation (the package's or a fetcher's) failed to build
};

/// "hash_mismatch", "missing_dependency", … (stable; written into reports and JSON).
QString nixCategoryName(NixCategory category);
std::optional<NixCategory> nixCategoryFromName(QStringView name);

/// "dependency", "compilation", "test", "packaging".
QString evidentCategoryName(EvidentCategory category);
std::optional<EvidentCategory> evidentCategoryFromName(QStringView name);

/// "evaluation_error", "build_error".
QString errorKindName(ErrorKind kind);

/// Every value, in declaration order (for validation and listings).
QList<NixCategory> allNixCategories();
QList<EvidentCategory> allEvidentCategories();

/// EvidenT's sub-categories of `category` (Table 2), lower case, e.g. "missing dependency",
/// "code-level issue".
QStringList evidentSubcategories(EvidentCategory category);

} // namespace packwright::evidence
