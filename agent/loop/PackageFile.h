// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>

namespace packwright::loop {

/// A package.nix given to start a session from (maintenance, `--from`), with what sits beside
/// it.
struct PackageFile
{
    QString expression; ///< the package.nix text (UTF-8, at most 4 MiB)
    /// The files beside it, subdirectories included (patches, a local `src = ./src`), relative
    /// path → bytes; not git's own files nor nix-build's `result` links into the store.
    QMap<QString, QByteArray> extraFiles;
};

/// Reads the package.nix at `path` and the files beside it, for
/// PackagingRequest::initialExpression and PackagingRequest::extraFiles. Errors: the file
/// cannot be read; it is binary, not UTF-8, larger than 4 MiB or empty; more than 2000 files
/// or 64 MiB sit beside it; a file beside it cannot be read.
Result<PackageFile> readPackageFile(const QString &path);

/// An error when `directory` holds a session already (a `record.sqlite`: its record and
/// report are kept as they are, so a new session cannot go there); std::nullopt otherwise.
/// Cheap: only looks at the file.
std::optional<Error> checkNewSessionDirectory(const QString &directory);

} // namespace packwright::loop
