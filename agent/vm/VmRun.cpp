// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/VmRun.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace packwright::vm {

namespace {
struct VmRunTexts
{
    Q_DECLARE_TR_FUNCTIONS(VmRunTexts)
};
} // namespace

QString VmRunResult::toText() const
{
    QString text;
    if (timedOut)
        text = VmRunTexts::tr("The script was stopped at its time limit after %1 s (no exit "
                              "status).")
                   .arg(double(runMs) / 1000.0, 0, 'f', 1);
    else
        text = VmRunTexts::tr("Exit status: %1").arg(exitStatus);
    text += QLatin1Char('\n');
    if (isolation == Isolation::Namespaces)
        text += VmRunTexts::tr("Ran in a bubblewrap sandbox on the host's kernel (weaker than "
                               "a VM).")
            + QLatin1Char('\n');
    if (truncated())
        text += VmRunTexts::tr("Output cut: %1 more bytes were dropped.").arg(droppedBytes)
            + QLatin1Char('\n');
    // CSI sequences (ESC [ … final byte) and OSC strings (ESC ] … BEL or ESC \\).
    static const QRegularExpression escapes(
        QStringLiteral("\x1b\\[[0-9:;<=>?]*[ -/]*[@-~]|\x1b\\][^\x07\x1b]*(?:\x07|\x1b\\\\)"));
    QString plain = output;
    plain.remove(escapes);
    text += VmRunTexts::tr("Output:") + QLatin1Char('\n') + plain;
    return text;
}

} // namespace packwright::vm
