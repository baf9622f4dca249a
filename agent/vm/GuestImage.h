// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "vm/Initramfs.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace packwright::vm {

/// What goes into the micro-VM's initramfs.
struct GuestImageSpec
{
    QStringList storePaths;    ///< the packages (closures are added); their bin/ go on PATH
    QString script;            ///< stored as /packwright/script.sh
    QByteArray token;          ///< the run's marker token (ConsoleMarkers)
    bool consoleInput = false; ///< the script reads the console (else /dev/null)
    QString busybox = QStringLiteral("/bin/busybox"); ///< a static busybox (busybox-static)
    QString nixStore = QStringLiteral("nix-store");   ///< program for `nix-store -qR`
};

/// Figures about a built image, for the log and the benchmark.
struct GuestImageInfo
{
    qint64 bytes = 0;      ///< archive size
    qsizetype entries = 0; ///< files, directories, links
    qsizetype closure = 0; ///< store paths in the closure
    QStringList hostFiles; ///< host files added for the closure's programs (libraries, loader)
    qint64 buildMs = 0;
};

/// Builds the micro-VM's initramfs at `file` (uncompressed cpio newc): the closure of
/// `spec.storePaths` (`nix-store -qR`) under /nix/store as it is (symlinks verbatim),
/// busybox as /packwright/bin/busybox with its applets installed at boot, /dev/console,
/// the script, and an /init that mounts /dev, /proc, /sys and /tmp, runs the script between
/// the markers and powers off. The script's stdout and stderr are the serial console (a
/// terminal, so a background process it leaves cannot hold the run open); without console
/// input it gets TERM=dumb, NO_COLOR=1 and PAGER=cat so that programs print plain text.
///
/// Host files: a package built by Packwright's fixture set (and any Nix on a non-NixOS host
/// whose stdenv uses the host's toolchain) links against the host's glibc outside /nix/store
/// (its libc is a store symlink to /lib/x86_64-linux-gnu/libc.so.6, its loader is
/// /lib64/ld-linux-x86-64.so.2). Without those files no dynamically linked program runs in the
/// VM. So every ELF file of the closure is passed to `ldd`, and each library and loader it
/// names outside the store is added at the same path, with the host's symlinks along the way
/// (/lib → usr/lib …). ldd uses the host's loader in trace mode, which does not run the
/// program. Symlinks in the packages' bin/ that point out of the store get their host
/// targets too. Nothing else of the host goes in.
///
/// Blocking (runs nix-store and ldd; seconds for a small closure): call from a worker thread.
/// Errors: a path not in /nix/store or missing, nix-store failing, busybox missing, the
/// archive unwritable.
Result<GuestImageInfo> buildGuestImage(const GuestImageSpec &spec, const QString &file);

/// The /init script for `spec` (exposed for tests).
QByteArray guestInit(const GuestImageSpec &spec);

/// Parses `ldd f1 f2 …` output: the absolute paths of libraries and loaders it names.
QStringList parseLdd(const QString &output);

} // namespace packwright::vm
