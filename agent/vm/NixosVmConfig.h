// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/BuildRequest.h"
#include "vm/ConsoleRun.h"
#include "vm/QemuMicroVm.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

class QRegularExpression;

namespace packwright::vm {

/// The texts and command lines of the NixOS VM backend (NixosVm), as pure functions so that
/// tests can read them. The design (Vibenix §4.1.10: run_in_vm; the NixOS VM "built from the
/// pinned nixpkgs"): the VM is built ONCE per nixpkgs pin from a generated configuration
/// module; NixOS's qemu-vm module (nixos/modules/virtualisation/qemu-vm.nix) shares the host's
/// /nix/store (9p tag "nix-store") and the run script's "$TMPDIR/xchg" (9p tag "xchg", mounted
/// at /tmp/xchg in the guest); so each run only writes the script and an environment file
/// into xchg, and a systemd service in the guest runs it between ConsoleMarkers on ttyS0.

/// The file names in the exchange directory and the cache directory.
inline constexpr char nixosRunnerFile[] = "packwright-run.sh";
inline constexpr char nixosConfigurationFile[] = "configuration.nix";

/// The NixOS configuration module (Nix text) for a VM with `memoryMb` MiB of memory: no
/// network device (QEMU's default NIC suppressed with "-nic none"), no DHCP, graphics off
/// (the serial port ttyS0 is QEMU's stdin/stdout, without QEMU's monitor on it), root on a
/// tmpfs (no disk image), the host's store and the exchange directory shared READ-ONLY at
/// QEMU's side, the serial getty masked, and a oneshot service `packwright-run` that runs
/// `./packwright-run.sh` (nixosGuestRunner, a file next to the module) on /dev/ttyS0 once the
/// system is up. Written against qemu-vm.nix of nixpkgs 23.05 and later
/// (`virtualisation.diskImage = null`, `sharedDirectories`); older ones fail the probe.
QByteArray nixosVmConfiguration(int memoryMb);

/// The guest runner (POSIX sh): sources /tmp/xchg/env (nixosRunEnvironment), prints the BEGIN
/// marker, runs /tmp/xchg/script.sh with /bin/sh and the stdin the environment names, prints
/// the END marker with its exit status, and powers off.
QByteArray nixosGuestRunner();

/// The per-run environment file (sh): the marker lines (ConsoleMarkers::beginLine / endPrefix
/// of `token`), PATH = each store path's bin/ and sbin/ in order, then the NixOS system's
/// /run/current-system/sw/{bin,sbin}; HOME, the terminal settings (TERM=dumb NO_COLOR=1 and no
/// pagers without console input, TERM=vt100 with it) and the script's stdin (/dev/null, or
/// /dev/ttyS0 with console input). Store paths must be checked (storePathPattern) first.
QByteArray nixosRunEnvironment(
    const QStringList &storePaths, const QByteArray &token, bool consoleInput);

/// The Nix function `{ nixpkgs, configuration, kind }: <the vm derivation>`: imports
/// `<nixpkgs>/nixos` (for kind "flake", of `builtins.getFlake nixpkgs`'s source tree) with
/// the configuration module, and takes its `vm` attribute, as `nixos-rebuild build-vm` does.
QString nixosVmExpression();

/// Arguments for nix-instantiate (`outLink` empty) or nix-build (`outLink`: the GC root
/// link) of the VM: the common options, the source's extra arguments, the expression and its
/// three --argstr arguments.
QStringList nixosVmNixArguments(const nix::NixpkgsSource &nixpkgs, const nix::BuildOptions &options,
    const QString &configurationFile, const QString &outLink);

/// How to start the built VM for one run: `runScript` (<vm>/bin/run-nixos-vm) in `runDir`,
/// with TMPDIR=runDir and USE_TMPDIR=1 (so the exchange directory is runDir/xchg and any
/// scratch file stays in runDir), SHARED_DIR=runDir/xchg, and for Tcg QEMU_OPTS="-machine
/// accel=tcg" (the script's QEMU asks for accel=kvm:tcg; the later option wins).
ConsoleLaunch nixosVmLaunch(
    const QString &runScript, const QString &runDir, Accelerator accelerator);

/// The cache key of a VM: a hex SHA-256 prefix (20 digits) of the source kind, location,
/// revision, the common Nix arguments and the configuration and runner texts.
QString nixosVmKey(const nix::NixpkgsSource &nixpkgs, const QString &revision,
    const nix::BuildOptions &options, const QByteArray &configuration);

/// `^/nix/store/<32 base-32>-<name>$`: what a store path for the VM must look like.
const QRegularExpression &storePathPattern();

} // namespace packwright::vm
