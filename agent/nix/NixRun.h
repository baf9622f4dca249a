// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace packwright::nix {

/// What one run of a Nix program printed, and how it ended.
struct NixRunOutput
{
    QByteArray out; ///< standard output
    QString err;    ///< standard error, trimmed
    int exitCode = 0;
};

/// Runs `program` (nix-instantiate, nix-build) on the package of `request`: the common
/// arguments, the nixpkgs' extra arguments, `arguments`, then `--argstr nixpkgs …
/// --argstr packageFile …` for an expression `{ nixpkgs, packageFile }: …`. Blocking, within
/// the build timeout; call it from a worker thread. A non-zero exit is not an error here
/// (see exitCode). Errors: Nix not installed, the time limit (`what` names the work).
Result<NixRunOutput> runOnPackage(const BuildRequest &request, const QString &program,
    const QStringList &arguments, const QString &what);

/// `nix-instantiate --eval --strict --json` of `function` (`{ nixpkgs, packageFile }: …`)
/// for the package of `request`: Nix's JSON text. Errors: those of runOnPackage, and an
/// evaluation error (Nix's words as the detail).
Result<QByteArray> evaluateJson(const BuildRequest &request, const QString &function);

} // namespace packwright::nix
