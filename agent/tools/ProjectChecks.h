// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QByteArray;

namespace packwright::tools {

/// The test suite a project's build files declare, as nixpkgs runs it (pkgs/README.md:
/// "run upstream tests"; python.section.md "Contributing guidelines").
struct TestSuite
{
    /// "ctest", "meson test", "make check", "make test", "pytest"; empty: none found.
    QString kind;
    QString evidence; ///< the file and what it says, e.g. "CMakeLists.txt: enable_testing()"
    /// What the suite needs beyond the build: nixpkgs attribute names for `nativeCheckInputs`
    /// ("python3" when CMake looks for a Python interpreter for its tests, "pytestCheckHook").
    QStringList nativeCheckInputs;

    bool found() const { return !kind.isEmpty(); }

    friend bool operator==(const TestSuite &, const TestSuite &) = default;
};

/// Reads a project file (relative path) as ProjectAnalysis does; std::nullopt when missing.
using ProjectFileReader = std::function<std::optional<QByteArray>(const QString &relative)>;

/// The test suite of a project with the given files (relative paths, '/' separators) and
/// suggested template ("stdenv", "cmake", "meson", "python-library"…): CMake's
/// `enable_testing()` / `include(CTest)` / `add_test(`; a meson.build `test(`; automake's
/// `TESTS =` / `check_PROGRAMS`, or a Makefile's `check:` / `test:` target for a plain
/// Makefile; pytest when a Python project has a tests/ or test/ directory and names pytest
/// (pyproject.toml, setup.cfg, tox.ini, pytest.ini, conftest.py) or holds modules pytest
/// collects (test_*.py, *_test.py: unittest suites too). Rust and Go builders run
/// their tests by default and are not reported. Deterministic.
TestSuite detectTestSuite(
    const QStringList &files, const QString &suggestedTemplate, const ProjectFileReader &read);

/// The project's changelog among its root files, for `meta.changelog`: CHANGELOG, CHANGES,
/// NEWS, HISTORY, RELEASE-NOTES with or without .md/.rst/.txt, and ChangeLog; empty: none.
QString findChangelogFile(const QStringList &rootFiles);

/// The one-line description a manifest declares (pyproject.toml `description = "…"`,
/// Cargo.toml, package.json `"description"`, setup.cfg `description =`), raw; empty: none.
QString declaredDescription(const QString &fileName, const QString &text);

} // namespace packwright::tools
