// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

class QTextStream;

namespace packwright::app {

/// `packwright run-in-vm SESSION_DIR (--script TEXT | --script-file FILE) [--package ATTR]…
/// [--timeout S] [--vm auto|nixos|micro-vm|bubblewrap] [--console] [--nix-option NAME=VALUE]…`:
/// runs a script in a fresh VM with the finished session's package (issue 8, run_in_vm for the
/// user; loop::runInSessionVm()) and records the run in the session. Prints the script's output
/// on `out`, its status on `err` (the VM's console too, live, with --console).
/// Returns the script's exit status (0–255); 124 when it was stopped at its time limit (as
/// timeout(1)); 1 when no script could run (not a finished session, the package does not build,
/// no VM); 2 a usage error.
int runRunInVm(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace packwright::app
