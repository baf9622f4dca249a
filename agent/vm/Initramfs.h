// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace packwright::vm {

/// The file tree of an initramfs, written as an uncompressed cpio archive in the "newc"
/// format (the format the Linux kernel unpacks into its rootfs; see the kernel's
/// Documentation/driver-api/early-userspace/buffer-format.rst).
///
/// Paths are absolute image paths ("/nix/store/…"); missing parent directories are added
/// (mode 0755). Entries are written sorted by path, so parents come before their children, as
/// the kernel's unpacker needs. Every entry is owned by root (uid 0, gid 0) with mtime 0, so
/// that equal trees give equal archives. Regular files are either bytes held in memory or a
/// host file copied at write time (its content, not a symlink). Adding a path twice keeps the
/// first entry.
class Initramfs
{
public:
    /// A directory (mode: permission bits, e.g. 0755).
    void addDirectory(const QString &path, int mode = 0755);
    /// A regular file with the given content.
    void addData(const QString &path, const QByteArray &content, int mode = 0644);
    /// A regular file whose content is read from `hostFile` when the archive is written.
    void addHostFile(const QString &path, const QString &hostFile, int mode);
    /// A symbolic link whose target is stored verbatim (relative or absolute).
    void addSymlink(const QString &path, const QString &target);
    /// A character device node, e.g. /dev/console (5, 1), which the kernel opens for init's
    /// standard streams before devtmpfs is mounted.
    void addCharDevice(const QString &path, int major, int minor, int mode = 0600);

    bool contains(const QString &path) const { return m_entries.contains(normalise(path)); }
    qsizetype entryCount() const { return m_entries.size(); }

    /// Writes the archive to `file` (created or truncated). Errors: the file cannot be
    /// written, a host file cannot be read or changed size, or a file is larger than 4 GiB
    /// (newc stores sizes in 32 bits). Returns the number of bytes written.
    Result<qint64> write(const QString &file) const;

    /// The 110-byte newc header plus the NUL-terminated name, padded to 4 bytes.
    /// Exposed for the unit tests.
    static QByteArray header(const QString &name, quint32 inode, quint32 mode, quint32 fileSize,
        quint32 rdevMajor = 0, quint32 rdevMinor = 0);

private:
    enum class Kind
    {
        Directory,
        Data,
        HostFile,
        Symlink,
        CharDevice
    };
    struct Entry
    {
        Kind kind = Kind::Directory;
        int mode = 0755;
        QByteArray data; ///< content (Data) or link target (Symlink)
        QString hostFile;
        int major = 0;
        int minor = 0;
    };

    static QString normalise(const QString &path);
    void add(const QString &path, const Entry &entry);

    QMap<QString, Entry> m_entries; ///< keyed by normalised path without the leading '/'
};

} // namespace packwright::vm
