// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/ProcessTree.h"

#include <QDir>
#include <QFile>
#include <QHash>

#include <csignal>
#include <optional>
#include <sys/types.h>

namespace packwright::nix {

namespace {
struct Stat
{
    char state = 0;
    qint64 ppid = 0;
    quint64 startTime = 0;
};

/// Reads /proc/<pid>/stat: "pid (comm) state ppid … starttime(22nd field) …";
/// comm may contain spaces and ')', so fields are counted after the last ')'.
std::optional<Stat> readStat(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray stat = file.read(4096);
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0 || close + 2 >= stat.size())
        return std::nullopt;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    // fields[0] is field 3 (state); starttime is field 22 → fields[19].
    if (fields.size() < 20 || fields[0].isEmpty())
        return std::nullopt;
    return Stat{fields[0][0], fields[1].toLongLong(), fields[19].toULongLong()};
}
} // namespace

QList<ProcessId> descendantProcesses(qint64 pid)
{
    QHash<qint64, QList<ProcessId>> children;
    const QStringList entries
        = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 p = entry.toLongLong(&ok);
        if (!ok)
            continue;
        if (const auto stat = readStat(p))
            children[stat->ppid].append({p, stat->startTime});
    }
    QList<ProcessId> out;
    QList<qint64> queue{pid};
    while (!queue.isEmpty()) {
        const qint64 parent = queue.takeFirst();
        for (const ProcessId &child : children.value(parent)) {
            out.append(child);
            queue.append(child.pid);
        }
    }
    return out;
}

void signalProcessTree(qint64 pid, const QList<ProcessId> &tree, int signal)
{
    if (pid > 1) {
        ::kill(-pid_t(pid), signal); // the group the started process leads
        ::kill(pid_t(pid), signal);
    }
    for (const ProcessId &p : tree) {
        const auto stat = readStat(p.pid);
        if (p.pid > 1 && stat && stat->startTime == p.startTime)
            ::kill(pid_t(p.pid), signal);
    }
}

bool processIsAlive(const ProcessId &process)
{
    const auto stat = readStat(process.pid);
    return stat && stat->startTime == process.startTime && stat->state != 'Z' && stat->state != 'X';
}

} // namespace packwright::nix
