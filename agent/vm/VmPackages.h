// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"

#include <QCoroTask>
#include <QStringList>

namespace packwright::vm {

/// The store paths for the packages a VM run asks for (VmRunRequest::storePaths): a store
/// path ("/nix/store/<hash>-<name>") is taken as it is and must exist; an attribute path of
/// the session's nixpkgs ("ninja", "python3Packages.colorama") is built with `nix-build`
/// from `nixpkgs` with `options` (the session's: store, substituters, time limit), and all
/// its printed outputs are used. Anything else is refused before Nix runs.
///
/// Runs Nix in a worker thread (QtConcurrent), one package after the other. Errors (with the
/// package named in `detail` and Nix's last lines): not a store path or attribute path, a
/// store path that does not exist, an attribute that does not evaluate or build, the time
/// limit.
QCoro::Task<Result<QStringList>> resolvePackages(
    QStringList packages, nix::NixpkgsSource nixpkgs, nix::BuildOptions options);

} // namespace packwright::vm
