// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace packwright::tools {

/// One dependency named by a build file.
struct DependencyHint
{
    QString kind; ///< "pkg-config", "cmake", "library", "meson", "python", "python-build", "cargo"
    QString name; ///< as written, e.g. "zlib", "ZLIB", "z", "hatchling"
    QString file; ///< relative path
    int line = 0; ///< 1-based

    /// "pkg-config: zlib (meson.build:38)"
    QString text() const;
};

/// The dependencies one build file names, by its file name: meson.build (`dependency()`,
/// `find_library()`), CMakeLists.txt / *.cmake (`find_package`, `pkg_check_modules`),
/// configure.ac (`PKG_CHECK_MODULES`, `AC_CHECK_LIB`, `AC_SEARCH_LIBS`), pyproject.toml
/// (`[build-system] requires`, `[project] dependencies`), setup.py (`install_requires`,
/// `setup_requires`), setup.cfg, requirements.txt, Cargo.toml (`[dependencies]`,
/// `[build-dependencies]`). Deterministic, by patterns; no evaluation of the build files.
QList<DependencyHint> scanBuildFile(const QString &relativePath, const QString &text);

/// Whether scanBuildFile() reads this file.
bool isScannedBuildFile(const QString &relativePath);

} // namespace packwright::tools
