// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"
#include "vm/BubblewrapSandbox.h"
#include "vm/NixosVm.h"
#include "vm/QemuMicroVm.h"

#include <QCoroTask>

#include <memory>
#include <optional>

namespace packwright::vm {

/// Which run_in_vm backend a user asks for (setting, command line).
enum class VmChoice
{
    Auto,      ///< the NixOS VM when the pin can build one, else the micro-VM, else bubblewrap
    NixosVm,   ///< NixosVm
    MicroVm,   ///< QemuMicroVm
    Bubblewrap ///< BubblewrapSandbox (weaker: the host's kernel)
};

/// "auto", "nixos", "micro-vm", "bubblewrap".
QString vmChoiceName(VmChoice choice);
/// The choice named `name` (as vmChoiceName, case-insensitive, surrounding spaces ignored);
/// nullopt for anything else.
std::optional<VmChoice> vmChoiceFromName(const QString &name);

/// What was found about each backend: its check's answer (a value means usable). Only the
/// ones a decision needs are filled; the others stay default (an Error without a message).
struct VmAvailability
{
    Result<QString> nixos;      ///< NixosVm::probe()
    Result<QString> microVm;    ///< microVmAvailable()
    Result<QString> bubblewrap; ///< bubblewrapAvailable()
};

/// A decided backend: never Auto; `note` says why a better one was not taken (empty when the
/// choice was explicit or Auto got the NixOS VM).
struct VmDecision
{
    VmChoice backend = VmChoice::MicroVm;
    QString note;
};

/// The decision, as a pure function of what was found (Vibenix §4.1.10: the NixOS VM is the
/// default for real users). Explicit choice: that backend, or its check's Error. Auto: the
/// NixOS VM when its probe succeeded; else the micro-VM (note: why not the NixOS VM, "using
/// the QEMU micro-VM instead"); else bubblewrap (note adds that it is weaker: the host's
/// kernel); else an Error naming what each lacks.
Result<VmDecision> decideVmBackend(VmChoice choice, const VmAvailability &found);

/// Whether the QEMU micro-VM can run here: QEMU, a kernel (findKernel) and busybox are found.
/// The kernel's path, or an Error saying what to install. Quick (file checks).
Result<QString> microVmAvailable(const QemuOptions &options);
/// Whether bwrap and busybox are found: bwrap's path, or an Error saying what to install.
Result<QString> bubblewrapAvailable(const BubblewrapOptions &options);

/// One line for the GUI and the command line naming a backend by its name() (and, for the
/// NixOS VM, the accelerator of its last run): "NixOS VM (software emulation)", "QEMU
/// micro-VM (KVM)", "bubblewrap sandbox — weaker isolation: the host's kernel".
QString vmBackendLabel(const QString &name, Accelerator accelerator = Accelerator::Auto);
/// vmBackendLabel() of `backend`.
QString describeVmBackend(const VmBackend &backend);

/// Everything createVmBackend() needs: the choice, the session's nixpkgs and Nix options (for
/// the NixOS VM), and each backend's settings.
struct VmBackendSettings
{
    VmChoice choice = VmChoice::Auto;
    nix::NixpkgsSource nixpkgs;
    nix::BuildOptions buildOptions;
    NixosVmOptions nixos;
    QemuOptions qemu;
    BubblewrapOptions bubblewrap;
};

/// A created backend and what the user should be told about it.
struct CreatedVmBackend
{
    /// Without a QObject parent (release() it into one to let a parent own it).
    std::unique_ptr<VmBackend> backend;
    QString label; ///< vmBackendLabel()
    QString note;  ///< VmDecision::note
};

/// Checks what `settings.choice` needs (for Auto the NixOS probe first: nix-instantiate,
/// seconds to a minute for a real nixpkgs; the quick checks of the others), decides
/// (decideVmBackend) and creates the backend. Threading: the checks run in a worker thread
/// (QtConcurrent); the backend is created in, and belongs to, the calling thread, which must
/// run an event loop (the packaging loop's worker thread does) and use the backend from then
/// on. Nothing is built here: the NixOS VM is built by its first run. Errors:
/// decideVmBackend's.
QCoro::Task<Result<CreatedVmBackend>> createVmBackend(VmBackendSettings settings);

} // namespace packwright::vm
