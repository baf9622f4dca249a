// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/VmProcess.h"

#include <QProcess>

#include <csignal>
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif
#include <unistd.h>

namespace packwright::vm {

void isolateVmProcess(QProcess &process)
{
    process.setChildProcessModifier([] {
        ::setpgid(0, 0);
#ifdef Q_OS_LINUX
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    });
}

void killVmProcess(const QProcess &process)
{
    if (process.state() == QProcess::NotRunning)
        return;
    const auto pid = pid_t(process.processId());
    if (pid > 1) {
        ::kill(-pid, SIGKILL); // its process group
        ::kill(pid, SIGKILL);
    }
}

void killAndReapVmProcess(QProcess &process, int timeoutMs)
{
    if (process.state() == QProcess::NotRunning)
        return;
    killVmProcess(process);
    process.waitForFinished(timeoutMs);
}

} // namespace packwright::vm
