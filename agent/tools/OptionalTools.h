// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringList>

#include <chrono>

namespace packwright::tools {

/// The optional helper programs Packwright uses when they are installed (DESIGN.md,
/// dependencies): "nixfmt", "nix-locate", "nurl", "nix-update", in that order. These names
/// are the keys of loop::SessionDefaults::toolPaths.
QStringList optionalToolNames();

/// The executable to run for the tool `name`: `configured` when it is set (a path must be an
/// executable file; a bare program name is looked up in PATH), else `name` in PATH. The
/// absolute path, or an Error saying what is wrong with the configured path or that the tool
/// is not installed. Quick (file checks only).
Result<QString> resolveTool(const QString &name, const QString &configured = {});

/// The first non-empty line `program --version` prints (standard output, else standard error),
/// e.g. "nixfmt 0.6.0". Errors: the program cannot be started, exits with a failure status
/// (the detail holds its output) or takes longer than `timeout` (it is killed). Blocks up to
/// `timeout`: run it off the GUI thread.
Result<QString> toolVersion(
    const QString &program, std::chrono::milliseconds timeout = std::chrono::seconds(5));

/// One detected tool: the program that runs and its version line.
struct DetectedTool
{
    QString program; ///< absolute path
    QString version; ///< first line of `--version`
};

/// resolveTool() then toolVersion(): what the settings dialog and the headless side show for
/// each optional tool. Blocks up to `timeout`.
Result<DetectedTool> detectTool(const QString &name, const QString &configured = {},
    std::chrono::milliseconds timeout = std::chrono::seconds(5));

} // namespace packwright::tools
