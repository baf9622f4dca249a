// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/KernelImage.h"

#include "core/Logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryFile>

#include <sys/utsname.h>

namespace packwright::vm {

namespace {
struct KernelTexts
{
    Q_DECLARE_TR_FUNCTIONS(KernelTexts)
};

constexpr int extractTimeoutMs = 120000;

struct Payload
{
    QByteArray magic;
    QString tool;
};

/// Runs `tool -dc` on `bzImage` from `offset` into `target`; true when it wrote an ELF file.
/// The decompressors complain about the bytes after the stream (exit status != 0), so the
/// status is not checked, the output is.
bool extract(const QString &bzImage, qint64 offset, const QString &tool, const QString &target)
{
    QFile in(bzImage);
    QTemporaryFile payload;
    if (!in.open(QIODevice::ReadOnly) || !payload.open() || !in.seek(offset))
        return false;
    payload.write(in.readAll());
    payload.flush();
    QProcess process;
    process.setStandardInputFile(payload.fileName());
    process.setStandardOutputFile(target);
    process.start(tool, {QStringLiteral("-dc")});
    if (!process.waitForFinished(extractTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        return false;
    }
    QFile out(target);
    return out.open(QIODevice::ReadOnly)
        && out.read(4)
        == QByteArray("\x7f"
                      "ELF");
}
} // namespace

Result<QString> findKernel(const QString &configured)
{
    if (!configured.isEmpty()) {
        if (QFileInfo(configured).isReadable())
            return configured;
        return Error{KernelTexts::tr("The configured VM kernel cannot be read."), configured};
    }
    utsname uts{};
    if (::uname(&uts) == 0) {
        const QString running
            = QStringLiteral("/boot/vmlinuz-") + QString::fromLocal8Bit(uts.release);
        if (QFileInfo(running).isReadable())
            return running;
    }
    QFileInfoList kernels
        = QDir(QStringLiteral("/boot"))
              .entryInfoList({QStringLiteral("vmlinuz-*")}, QDir::Files, QDir::Time);
    for (const QFileInfo &kernel : kernels)
        if (kernel.isReadable())
            return kernel.absoluteFilePath();
    return Error{KernelTexts::tr("No readable Linux kernel for the VM was found in /boot; install "
                                 "one (Debian: linux-image-amd64), make it readable, or "
                                 "configure its path."),
        QStringLiteral("/boot/vmlinuz-*")};
}

bool hasPvhNote(const QByteArray &elf)
{
    // Note header: namesz=4, descsz, type=18, then "Xen\0".
    static const QByteArray tail("\x12\0\0\0Xen\0", 8);
    qsizetype at = 8;
    while ((at = elf.indexOf(tail, at)) >= 0) {
        if (elf.mid(at - 8, 4) == QByteArray("\x04\0\0\0", 4))
            return true;
        at += tail.size();
    }
    return false;
}

QString pvhKernel(const QString &bzImage, const QString &cacheDir)
{
    const QFileInfo info(bzImage);
    QString cached = QDir(cacheDir).filePath(QStringLiteral("vmlinux-%1-%2-%3")
                                                 .arg(info.fileName())
                                                 .arg(info.size())
                                                 .arg(info.lastModified().toSecsSinceEpoch()));
    if (QFileInfo::exists(cached))
        return cached;
    QFile in(bzImage);
    if (!in.open(QIODevice::ReadOnly))
        return bzImage;
    const QByteArray image = in.readAll();
    if (image.startsWith("\x7f"
                         "ELF"))
        return bzImage; // already uncompressed
    QDir().mkpath(cacheDir);
    const QList<Payload> payloads{{QByteArray("\xfd"
                                              "7zXZ\0",
                                       6),
                                      QStringLiteral("xz")},
        {QByteArray("\x28\xb5\x2f\xfd", 4), QStringLiteral("zstd")},
        {QByteArray("\x1f\x8b\x08\x00", 4), QStringLiteral("gzip")}};
    for (const Payload &payload : payloads) {
        const qsizetype offset = image.indexOf(payload.magic);
        if (offset < 0)
            continue;
        const QString partial
            = cached + QStringLiteral(".part-%1").arg(QCoreApplication::applicationPid());
        if (extract(bzImage, offset, payload.tool, partial)) {
            QFile out(partial);
            if (out.open(QIODevice::ReadOnly) && hasPvhNote(out.readAll())) {
                out.close();
                QFile::remove(cached);
                if (QFile::rename(partial, cached))
                    return cached;
            }
        }
        QFile::remove(partial);
    }
    qCInfo(lcVm) << "no PVH kernel could be extracted from" << bzImage
                 << "- booting it compressed (slow under software emulation)";
    return bzImage;
}

} // namespace packwright::vm
