#include "vm/VmRun.h"

#include <QCoreApplication>

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
    text += VmRunTexts::tr("Output:") + QLatin1Char('\n') + output;
    return text;
}

} // namespace packwright::vm
