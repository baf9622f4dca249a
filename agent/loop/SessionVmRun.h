// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"
#include "vm/VmRun.h"

#include <QCoroTask>
#include <QStringList>

#include <chrono>

namespace packwright::vm {
class VmBackend;
}

namespace packwright::loop {

/// A script the maintainer runs against a finished session's package (issue 8: run_in_vm
/// "for the model and for the user").
struct SessionVmRunRequest
{
    QString sessionDirectory;
    QString script;       ///< a POSIX sh script (see vm::VmRunRequest)
    QStringList packages; ///< more packages: nixpkgs attribute paths or store paths
    std::chrono::seconds timeout{60};
    bool consoleInput = false; ///< the script reads what VmBackend::writeConsole() types
    nix::BuildOptions buildOptions;
};

/// What it gave: the attempt whose package ran, its output path and the run itself.
struct SessionVmRunResult
{
    int attempt = 0;
    QString outPath;
    vm::VmRunResult run;
};

/// Builds (or finds in the store) the package of the session's successful attempt with the
/// session's pinned nixpkgs, resolves `packages` with it, runs the script in a fresh VM of
/// `backend`, and records the run on that attempt (requested by "user") with the console
/// bytes. Errors: not a finished session, the package no longer builds, a package that does
/// not resolve, the VM could not run the script; a script that fails or times out is a result.
/// Its blocking parts (Nix) run in worker threads; `backend` must live in the caller's thread.
QCoro::Task<Result<SessionVmRunResult>> runInSessionVm(
    SessionVmRunRequest request, vm::VmBackend *backend);

} // namespace packwright::loop
