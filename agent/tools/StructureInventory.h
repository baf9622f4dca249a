// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

namespace packwright::tools {

/// Whether a file (relative path) is a build or configuration file the inventory names on
/// its own line: configure.ac, Makefile.am, CMakeLists.txt, meson.build, pyproject.toml,
/// setup.py, Cargo.toml, go.mod, package.json, lock files, *.cmake, *.pc.in, …
bool isBuildFile(QStringView relativePath);

/// Whether a file is a byproduct the inventory leaves out altogether (objects, bytecode,
/// editor and patch leftovers).
bool isGeneratedFile(QStringView relativePath);

/// EvidenT's structure localisation (§4.2.3): a pruned hierarchical inventory of `files`
/// (relative paths, sorted). Build and configuration files get a line each; every other
/// directory one summary line ("src/ — 12 files: 8 .c, 4 .h"; documentation directories are
/// marked as such); root files are named. What a Nix build on Linux does not use is folded
/// into one line per kind: IDE projects ("build/VS2017/", "*.xcodeproj"), CI and repository
/// configuration (".github/", ".travis.yml"), other platforms' directories ("win32/"); each
/// vendored directory ("third_party/") gets one line naming what it holds (issue 23: the
/// Findings slot carries what decides a packaging edit). When the lines exceed `lineLimit`, deeper
/// directories fold into their ancestors ("tests/ — 120 files in 9 directories: …"), and as
/// a last resort the list is cut with a final "… N more lines".
QStringList structureInventory(const QStringList &files, int lineLimit);

} // namespace packwright::tools
