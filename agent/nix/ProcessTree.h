// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>

namespace packwright::nix {

/// A process seen in /proc: its id and start time (clock ticks after boot), which together
/// name it even after the id is reused.
struct ProcessId
{
    qint64 pid = 0;
    quint64 startTime = 0;
    friend bool operator==(const ProcessId &, const ProcessId &) = default;
};

/// The processes below `pid` (children, grandchildren, …) from /proc, parents first.
/// Nix starts each builder in a session of its own, so a process group alone does not
/// reach them; the parent chain does, while the parents live.
QList<ProcessId> descendantProcesses(qint64 pid);

/// Sends `signal` to the process group of `pid`, to `pid`, and to each process of `tree`
/// that still is the same process (same start time) — never to a reused id.
void signalProcessTree(qint64 pid, const QList<ProcessId> &tree, int signal);

/// Whether the process exists and is not a zombie.
bool processIsAlive(const ProcessId &process);

} // namespace packwright::nix
