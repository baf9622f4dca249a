// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "tools/ProjectAnalysis.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace packwright::tools {

/// What the root's build files say about how the project builds.
struct BuildSystemDetection
{
    QList<BuildSystemHint> hints;  ///< strongest first
    QString suggestedTemplate;     ///< a builderTemplates() name; "stdenv" when nothing matched
    QStringList nativeBuildInputs; ///< implied beyond the template's own, e.g. "autoreconfHook"
};

/// Recognises the build systems of the project at `root` from its root files
/// (`rootFiles`: names, no directories) and what they contain (pyproject's build backend,
/// CMake's and Meson's project line, go.mod's module). Strength, strongest first: Cargo, Go
/// modules, Python (pyproject, setuptools), npm / pnpm / Yarn, Meson, CMake, Autotools,
/// a plain Makefile: a language's own manifest outranks the C build files it may carry.
/// Vibenix §4.1.3 gives the suggested template to the model as a hint, not a decision.
BuildSystemDetection detectBuildSystems(const QString &root, const QStringList &rootFiles);

} // namespace packwright::tools
