// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QString>

namespace packwright::vm {

/// The Linux kernel the micro-VM boots: `configured` when not empty, else
/// /boot/vmlinuz-<release of the running kernel>, else the newest readable /boot/vmlinuz-*.
/// Error when none is readable (on Debian: install linux-image-amd64).
Result<QString> findKernel(const QString &configured = {});

/// A kernel image QEMU boots quickly. Distribution kernels are compressed bzImages; under
/// software emulation the kernel's own decompressor needs ~40 s here (XZ), while QEMU loads an
/// uncompressed ELF vmlinux that has a PVH entry note (CONFIG_PVH) directly. So the payload
/// (XZ, zstd or gzip) is extracted once with the xz/zstd/gzip tool into `cacheDir`
/// (vmlinux-<name>-<size>-<mtime>) and reused. Returns the vmlinux path, or `bzImage` itself
/// when no payload can be extracted or the result lacks the PVH note (then slower, still
/// correct). Blocking (a few seconds the first time): call it from a worker thread.
QString pvhKernel(const QString &bzImage, const QString &cacheDir);

/// Whether `elf` holds a Xen PVH entry note (XEN_ELFNOTE_PHYS32_ENTRY, type 18).
bool hasPvhNote(const QByteArray &elf);

} // namespace packwright::vm
