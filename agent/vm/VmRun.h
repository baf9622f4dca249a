// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <chrono>

namespace packwright::vm {

/// How strongly a backend separates the script from the host.
enum class Isolation
{
    VirtualMachine, ///< its own kernel (QEMU); nothing of the host but the files put in
    Namespaces      ///< the host's kernel and a read-only view of host files (bubblewrap): weaker
};

/// One script to run in a fresh VM (Vibenix §4.1.10: the evaluator's run_in_vm tool).
struct VmRunRequest
{
    /// A POSIX sh script (busybox sh in the micro-VM, NixOS's /bin/sh, bash, in the NixOS VM),
    /// run with stdin from /dev/null and stdout and stderr together.
    QString script;
    /// Store paths whose closures are put into the VM; each one's bin/ (and sbin/) goes on
    /// PATH, in this order, before busybox's applets.
    QStringList storePaths;
    /// Limit for the script, counted from its start (after the boot).
    std::chrono::milliseconds timeout{std::chrono::seconds(60)};
    /// Limit for the boot, from the start of QEMU to the script's start.
    std::chrono::milliseconds bootTimeout{std::chrono::seconds(180)};
    /// Output kept, in bytes; the rest is counted and dropped.
    qsizetype outputLimit = qsizetype(64) * 1024;
    /// The script's stdin is the console instead of /dev/null: what VmBackend::writeConsole()
    /// sends (a user typing in the live terminal) reaches it, echoed by the guest's terminal
    /// into the output. Only backends with a console honour it (the micro-VM, the NixOS VM).
    bool consoleInput = false;
};

/// What a run gave. A script that fails or runs out of time is a result, not an error: its
/// output is what the model needs to see.
struct VmRunResult
{
    /// The script's exit status (0–255; 128+N when a signal N ended it); -1 when timedOut.
    int exitStatus = -1;
    /// stdout and stderr interleaved, UTF-8 (invalid bytes replaced), "\r\n" as "\n", at most
    /// VmRunRequest::outputLimit bytes.
    QString output;
    qint64 droppedBytes = 0; ///< output bytes past the limit
    bool timedOut = false;   ///< the script ran past VmRunRequest::timeout and was killed
    QString backend;         ///< "nixos-vm", "qemu-tcg", "qemu-kvm" or "bubblewrap"
    Isolation isolation = Isolation::VirtualMachine;
    qint64 bootMs = 0; ///< start of the backend to the script's start
    qint64 runMs = 0;  ///< the script's own run time

    bool truncated() const { return droppedBytes > 0; }
    /// The result as text for the model: status line, notes (limit, cut output, weaker
    /// isolation), then the output without terminal escape sequences (colours, cursor
    /// movement: the script's stdout is a terminal in the VM).
    QString toText() const;
};

} // namespace packwright::vm
