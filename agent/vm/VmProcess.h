// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

class QProcess;

namespace packwright::vm {

/// Makes `process` (not started yet) start in a process group of its own and receive SIGKILL
/// when the thread that started it ends (PR_SET_PDEATHSIG, Linux), so that a crashed
/// Packwright leaves no VM or sandbox behind. Shared by every backend (VmBackend).
void isolateVmProcess(QProcess &process);

/// Sends SIGKILL to the process group of `process` and to the process itself, when it runs.
/// Returns at once; the caller reaps it (QProcess::finished).
void killVmProcess(const QProcess &process);

/// killVmProcess(), then waits up to `timeoutMs` (milliseconds) for the process to be reaped:
/// for destructors, which cannot await QProcess::finished.
void killAndReapVmProcess(QProcess &process, int timeoutMs = 10000);

} // namespace packwright::vm
