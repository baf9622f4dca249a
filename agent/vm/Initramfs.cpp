// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/Initramfs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <sys/stat.h>

namespace packwright::vm {

namespace {
struct InitramfsTexts
{
    Q_DECLARE_TR_FUNCTIONS(InitramfsTexts)
};

constexpr qint64 copyChunk = 1 << 20;
constexpr qint64 maxNewcSize = 0xffffffffLL;

QByteArray hex8(quint32 value)
{
    return QByteArray::number(value, 16).rightJustified(8, '0');
}

QByteArray padding(qint64 size)
{
    return QByteArray(int((4 - size % 4) % 4), '\0');
}
} // namespace

QString Initramfs::normalise(const QString &path)
{
    QString clean = QDir::cleanPath(path);
    while (clean.startsWith(QLatin1Char('/')))
        clean.remove(0, 1);
    return clean;
}

void Initramfs::add(const QString &path, const Entry &entry)
{
    const QString name = normalise(path);
    if (name.isEmpty() || name == QLatin1String(".") || m_entries.contains(name))
        return;
    // Parents first; an existing parent (a directory or a symlink to one) is kept as it is.
    const qsizetype slash = name.lastIndexOf(QLatin1Char('/'));
    if (slash > 0 && !m_entries.contains(name.left(slash)))
        add(name.left(slash), Entry{});
    m_entries.insert(name, entry);
}

void Initramfs::addDirectory(const QString &path, int mode)
{
    add(path, Entry{Kind::Directory, mode, {}, {}, 0, 0});
}

void Initramfs::addData(const QString &path, const QByteArray &content, int mode)
{
    add(path, Entry{Kind::Data, mode, content, {}, 0, 0});
}

void Initramfs::addHostFile(const QString &path, const QString &hostFile, int mode)
{
    add(path, Entry{Kind::HostFile, mode, {}, hostFile, 0, 0});
}

void Initramfs::addSymlink(const QString &path, const QString &target)
{
    add(path, Entry{Kind::Symlink, 0777, target.toUtf8(), {}, 0, 0});
}

void Initramfs::addCharDevice(const QString &path, int major, int minor, int mode)
{
    add(path, Entry{Kind::CharDevice, mode, {}, {}, major, minor});
}

QByteArray Initramfs::header(const QString &name, quint32 inode, quint32 mode, quint32 fileSize,
    quint32 rdevMajor, quint32 rdevMinor)
{
    const QByteArray encoded = name.toUtf8();
    QByteArray out("070701");
    const quint32 nlink = (mode & S_IFMT) == S_IFDIR ? 2 : 1;
    // ino mode uid gid nlink mtime filesize devmajor devminor rdevmajor rdevminor namesize check
    for (const quint32 field : {inode, mode, 0U, 0U, nlink, 0U, fileSize, 0U, 0U, rdevMajor,
             rdevMinor, quint32(encoded.size() + 1), 0U})
        out += hex8(field);
    out += encoded;
    out += '\0';
    out += padding(out.size());
    return out;
}

Result<qint64> Initramfs::write(const QString &file) const
{
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return Error{InitramfsTexts::tr("The VM's initramfs cannot be written."),
            out.fileName() + QStringLiteral(": ") + out.errorString()};
    qint64 written = 0;
    const auto put = [&](const QByteArray &bytes) {
        written += bytes.size();
        return out.write(bytes) == bytes.size();
    };
    quint32 inode = 1;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        const Entry &entry = it.value();
        const quint32 perm = quint32(entry.mode) & 07777U;
        bool ok = true;
        switch (entry.kind) {
        case Kind::Directory: ok = put(header(it.key(), inode++, S_IFDIR | perm, 0)); break;
        case Kind::CharDevice:
            ok = put(header(
                it.key(), inode++, S_IFCHR | perm, 0, quint32(entry.major), quint32(entry.minor)));
            break;
        case Kind::Data:
        case Kind::Symlink: {
            const quint32 type = entry.kind == Kind::Data ? S_IFREG : S_IFLNK;
            ok = put(header(it.key(), inode++, type | perm, quint32(entry.data.size())))
                && put(entry.data) && put(padding(entry.data.size()));
            break;
        }
        case Kind::HostFile: {
            QFile in(entry.hostFile);
            if (!in.open(QIODevice::ReadOnly))
                return Error{InitramfsTexts::tr("A file for the VM cannot be read."),
                    entry.hostFile + QStringLiteral(": ") + in.errorString()};
            const qint64 size = in.size();
            if (size > maxNewcSize)
                return Error{
                    InitramfsTexts::tr("A file for the VM is larger than 4 GiB."), entry.hostFile};
            ok = put(header(it.key(), inode++, S_IFREG | perm, quint32(size)));
            qint64 copied = 0;
            while (ok && copied < size) {
                const QByteArray chunk = in.read(qMin(copyChunk, size - copied));
                if (chunk.isEmpty())
                    return Error{
                        InitramfsTexts::tr("A file for the VM changed while it was copied."),
                        entry.hostFile};
                copied += chunk.size();
                ok = put(chunk);
            }
            ok = ok && put(padding(size));
            break;
        }
        }
        if (!ok)
            return Error{InitramfsTexts::tr("The VM's initramfs cannot be written."),
                out.fileName() + QStringLiteral(": ") + out.errorString()};
    }
    if (!put(header(QStringLiteral("TRAILER!!!"), 0, 0, 0)) || !out.commit())
        return Error{InitramfsTexts::tr("The VM's initramfs cannot be written."),
            out.fileName() + QStringLiteral(": ") + out.errorString()};
    return written;
}

} // namespace packwright::vm
