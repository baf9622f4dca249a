// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/VmBackends.h"

#include "vm/KernelImage.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtConcurrent>

namespace packwright::vm {

namespace {
struct VmBackendsTexts
{
    Q_DECLARE_TR_FUNCTIONS(VmBackendsTexts)
};

/// An executable by name (PATH) or path; empty when not found.
QString findProgram(const QString &program)
{
    if (program.contains(QLatin1Char('/')))
        return QFileInfo(program).isExecutable() ? program : QString();
    return QStandardPaths::findExecutable(program);
}

/// The message of a failed check (empty for a passed one), for the notes of Auto.
QString why(const Result<QString> &check)
{
    if (check)
        return {};
    return check.error().message;
}
} // namespace

QString vmChoiceName(VmChoice choice)
{
    switch (choice) {
    case VmChoice::Auto: return QStringLiteral("auto");
    case VmChoice::NixosVm: return QStringLiteral("nixos");
    case VmChoice::MicroVm: return QStringLiteral("micro-vm");
    case VmChoice::Bubblewrap: return QStringLiteral("bubblewrap");
    }
    return {};
}

std::optional<VmChoice> vmChoiceFromName(const QString &name)
{
    const QString wanted = name.trimmed().toLower();
    for (const VmChoice choice :
        {VmChoice::Auto, VmChoice::NixosVm, VmChoice::MicroVm, VmChoice::Bubblewrap})
        if (vmChoiceName(choice) == wanted)
            return choice;
    return std::nullopt;
}

Result<VmDecision> decideVmBackend(VmChoice choice, const VmAvailability &found)
{
    switch (choice) {
    case VmChoice::NixosVm:
        if (!found.nixos)
            return found.nixos.error();
        return VmDecision{VmChoice::NixosVm, {}};
    case VmChoice::MicroVm:
        if (!found.microVm)
            return found.microVm.error();
        return VmDecision{VmChoice::MicroVm, {}};
    case VmChoice::Bubblewrap:
        if (!found.bubblewrap)
            return found.bubblewrap.error();
        return VmDecision{VmChoice::Bubblewrap, {}};
    case VmChoice::Auto: break;
    }
    if (found.nixos)
        return VmDecision{VmChoice::NixosVm, {}};
    if (found.microVm)
        return VmDecision{VmChoice::MicroVm,
            VmBackendsTexts::tr("%1 Using the QEMU micro-VM instead.")
                .arg(why(found.nixos))
                .trimmed()};
    if (found.bubblewrap)
        return VmDecision{VmChoice::Bubblewrap,
            VmBackendsTexts::tr("%1 %2 Using the bubblewrap sandbox instead — weaker isolation: "
                                "scripts run on the host's kernel.")
                .arg(why(found.nixos), why(found.microVm))
                .trimmed()};
    return Error{VmBackendsTexts::tr("Scripts cannot be run isolated from the host: there is no "
                                     "NixOS VM, QEMU micro-VM or bubblewrap here."),
        QStringList{why(found.nixos), why(found.microVm), why(found.bubblewrap)}.join(
            QLatin1Char('\n'))};
}

Result<QString> microVmAvailable(const QemuOptions &options)
{
    if (findProgram(options.qemu).isEmpty())
        return Error{
            VmBackendsTexts::tr("QEMU is not installed (Debian: qemu-system-x86)."), options.qemu};
    if (!QFileInfo(options.busybox).isExecutable())
        return Error{VmBackendsTexts::tr("busybox is not installed (Debian: busybox-static)."),
            options.busybox};
    return findKernel(options.kernel);
}

Result<QString> bubblewrapAvailable(const BubblewrapOptions &options)
{
    const QString bwrap = findProgram(options.bwrap);
    if (bwrap.isEmpty())
        return Error{VmBackendsTexts::tr("bubblewrap is not installed (Debian: bubblewrap)."),
            options.bwrap};
    if (!QFileInfo(options.busybox).isExecutable())
        return Error{VmBackendsTexts::tr("busybox is not installed (Debian: busybox-static)."),
            options.busybox};
    return bwrap;
}

QString vmBackendLabel(const QString &name, Accelerator accelerator)
{
    const QString how = accelerator == Accelerator::Kvm ? VmBackendsTexts::tr(" (KVM)")
        : accelerator == Accelerator::Tcg ? VmBackendsTexts::tr(" (software emulation)")
                                          : QString();
    if (name == QLatin1String("nixos-vm"))
        return VmBackendsTexts::tr("NixOS VM") + how;
    if (name == QLatin1String("qemu-kvm"))
        return VmBackendsTexts::tr("QEMU micro-VM") + VmBackendsTexts::tr(" (KVM)");
    if (name == QLatin1String("qemu-tcg"))
        return VmBackendsTexts::tr("QEMU micro-VM") + VmBackendsTexts::tr(" (software emulation)");
    if (name == QLatin1String("qemu"))
        return VmBackendsTexts::tr("QEMU micro-VM") + how;
    if (name == QLatin1String("bubblewrap"))
        return VmBackendsTexts::tr("bubblewrap sandbox — weaker isolation: the host's kernel");
    return name;
}

QString describeVmBackend(const VmBackend &backend)
{
    const auto *nixos = qobject_cast<const NixosVm *>(&backend);
    return vmBackendLabel(backend.name(), nixos ? nixos->lastAccelerator() : Accelerator::Auto);
}

QCoro::Task<Result<CreatedVmBackend>> createVmBackend(VmBackendSettings settings)
{
    const VmChoice choice = settings.choice;
    QFuture<VmAvailability> future = QtConcurrent::run([settings] {
        VmAvailability found;
        const bool any = settings.choice == VmChoice::Auto;
        if (any || settings.choice == VmChoice::NixosVm)
            found.nixos = NixosVm::probe(settings.nixpkgs, settings.buildOptions, settings.nixos);
        if ((any && !found.nixos) || settings.choice == VmChoice::MicroVm)
            found.microVm = microVmAvailable(settings.qemu);
        if ((any && !found.nixos && !found.microVm) || settings.choice == VmChoice::Bubblewrap)
            found.bubblewrap = bubblewrapAvailable(settings.bubblewrap);
        return found;
    });
    const VmAvailability found = co_await future;
    const Result<VmDecision> decision = decideVmBackend(choice, found);
    if (!decision)
        co_return decision.error();
    CreatedVmBackend created;
    switch (decision.value().backend) {
    case VmChoice::NixosVm:
        created.backend
            = std::make_unique<NixosVm>(settings.nixpkgs, settings.buildOptions, settings.nixos);
        break;
    case VmChoice::MicroVm: created.backend = std::make_unique<QemuMicroVm>(settings.qemu); break;
    case VmChoice::Bubblewrap:
    case VmChoice::Auto: // never decided: decideVmBackend resolves Auto
        created.backend = std::make_unique<BubblewrapSandbox>(settings.bubblewrap);
        break;
    }
    created.label = describeVmBackend(*created.backend);
    created.note = decision.value().note;
    co_return created;
}

} // namespace packwright::vm
