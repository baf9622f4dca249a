// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "tools/ProjectChecks.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace packwright::tools {

/// The build systems the project analysis recognises (Vibenix §4.1.2: "build tools").
enum class BuildSystem
{
    Autotools,
    AutotoolsFromGit, ///< configure.ac but no generated configure script (needs autoreconfHook)
    CMake,
    Meson,
    Make, ///< a plain Makefile, no configure step
    PythonPyproject,
    PythonSetuptools,
    Cargo,
    GoModules,
    Npm,
    Pnpm,
    Yarn,
    Unknown,
};

/// A stable name for records and prompts: "autotools", "autotools-from-git", "cmake",
/// "meson", "make", "python-pyproject", "python-setuptools", "cargo", "go-modules", "npm",
/// "pnpm", "yarn", "unknown".
QString buildSystemName(BuildSystem system);
/// Inverse of buildSystemName(); std::nullopt for an unknown name.
std::optional<BuildSystem> buildSystemFromName(QStringView name);

/// One build system found, with the file that shows it.
struct BuildSystemHint
{
    BuildSystem system = BuildSystem::Unknown;
    QString file;   ///< relative to the project root, e.g. "CMakeLists.txt"
    QString detail; ///< what the file says, e.g. "build-backend = hatchling.build"

    friend bool operator==(const BuildSystemHint &, const BuildSystemHint &) = default;
};

/// The deterministic part of Vibenix's project analysis (§4.1.2: README, root listing, build
/// tools, dependencies) with EvidenT's structure localisation (§4.2.3: a pruned, hierarchical
/// inventory of source and configuration files). Cached in the session workspace as JSON and
/// given to the model as the Findings evidence slot (EvidenT §4.3).
struct ProjectAnalysis
{
    QString root;                        ///< absolute path of the analysed project root
    QList<BuildSystemHint> buildSystems; ///< strongest first; empty when nothing was recognised
    QString suggestedTemplate;           ///< a name from builderTemplates(), e.g. "meson"
    /// Tools the detection implies beyond what the suggested template already lists
    /// (e.g. "autoreconfHook" for autotools from git, "pkg-config" when pkg-config is used).
    QStringList nativeBuildInputs;
    /// Pruned inventory, one line each: build and configuration files by path, other
    /// directories summarised as "src/ — 12 files: 8 .c, 4 .h"; at most inventoryLineLimit
    /// (24: with the other Findings about an eighth of a fix request, issue 23).
    QStringList inventory;
    QString readmeFile; ///< relative path of the README read, or empty
    /// What of it helps packaging (tools::readmeExcerpt(): the opening paragraph and the
    /// build, install, dependency and test sections), at most readmeLineLimit lines, read
    /// from its first readmeByteLimit bytes.
    QString readmeExcerpt;
    /// Deterministic dependency hints, each "KIND: NAME (FILE:LINE)", e.g.
    /// "pkg-config: zlib (meson.build:38)", "cmake: ZLIB (CMakeLists.txt:12)",
    /// "library: z (configure.ac:40)", "python-build: hatchling (pyproject.toml:2)",
    /// "python: packaging (setup.py:20)", "cargo: serde (Cargo.toml:10)". First occurrence of
    /// each KIND: NAME only, root files first.
    QStringList dependencyHints;
    QString licenseFile;  ///< relative path, e.g. "COPYING", or empty
    QString licenseGuess; ///< an SPDX id guessed from the text (see guessLicense()), or empty
    /// The test suite the build files declare (detectTestSuite()): the template then runs it
    /// (`doCheck`, `nativeCheckInputs`).
    TestSuite testSuite;
    QString changelogFile; ///< a root file for `meta.changelog` (findChangelogFile()), or empty
    /// The description a manifest declares (pyproject.toml, Cargo.toml, package.json,
    /// setup.cfg), as written there; empty: none.
    QString declaredDescription;

    static constexpr int inventoryLineLimit = 24;
    static constexpr int readmeLineLimit = 60;
    static constexpr int readmeByteLimit = 64 * 1024;

    /// The Findings evidence slot text: build systems, template, dependency hints, license,
    /// test suite, changelog, then the inventory; the README is left to the summary step. Stable
    /// for equal analyses.
    QString findings() const;

    QJsonObject toJson() const;
    /// Errors: a missing root or a build system name this version does not know.
    static Result<ProjectAnalysis> fromJson(const QJsonObject &json);

    friend bool operator==(const ProjectAnalysis &, const ProjectAnalysis &) = default;
};

/// Analyses the unpacked source at `root`. When `root` holds exactly one directory and no
/// files (an unpacked tarball), that directory is analysed and becomes `root`. Blocking;
/// reads only inside the root and never follows symbolic links; bounded: skips .git,
/// node_modules, vendor and similar directories, files over 1 MiB, and stops listing after
/// 20,000 entries. Errors: the root is missing or not a directory.
Result<ProjectAnalysis> analyseProject(const QString &root);

} // namespace packwright::tools
