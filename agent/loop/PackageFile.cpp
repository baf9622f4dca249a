// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/PackageFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace packwright::loop {

namespace {
struct PackageFileTexts
{
    Q_DECLARE_TR_FUNCTIONS(PackageFileTexts)
};
} // namespace

Result<PackageFile> readPackageFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{
            PackageFileTexts::tr("Cannot read %1: %2").arg(file.fileName(), file.errorString()),
            {}};
    constexpr qint64 maxBytes = qint64(4) * 1024 * 1024;
    const QByteArray bytes = file.read(maxBytes + 1);
    QStringDecoder utf8(QStringDecoder::Utf8);
    PackageFile result;
    result.expression = utf8(bytes);
    if (bytes.size() > maxBytes || utf8.hasError() || bytes.contains('\0'))
        return Error{
            PackageFileTexts::tr("%1 is not a Nix file (binary, not UTF-8, or larger than 4 MiB).")
                .arg(file.fileName()),
            {}};
    if (result.expression.trimmed().isEmpty())
        return Error{PackageFileTexts::tr("%1 is empty.").arg(file.fileName()), {}};

    // What sits beside it (patches, a local `src = ./src`) goes into the session's workspace
    // with it, subdirectories included; nothing is left out silently.
    constexpr qint64 maxTotal = qint64(64) * 1024 * 1024;
    constexpr int maxFiles = 2000;
    const QFileInfo info(file);
    const QDir dir = info.absoluteDir();
    qint64 total = 0;
    QDirIterator it(dir.absolutePath(), QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo sibling(it.next());
        const QString relative = dir.relativeFilePath(sibling.absoluteFilePath());
        // Not the package file, not git's own files, not nix-build's result links.
        if (sibling.canonicalFilePath() == info.canonicalFilePath()
            || relative.startsWith(QStringLiteral(".git/")) || relative == u".git"
            || (sibling.isSymLink()
                && sibling.symLinkTarget().startsWith(QStringLiteral("/nix/store/"))))
            continue;
        total += sibling.size();
        if (result.extraFiles.size() >= maxFiles || total > maxTotal)
            return Error{PackageFileTexts::tr("%1 has more than %2 files or %3 MiB beside it; "
                                              "Packwright copies what sits beside a package.nix "
                                              "into the session: give it from a directory of "
                                              "its own.")
                             .arg(file.fileName())
                             .arg(maxFiles)
                             .arg(maxTotal / (qint64(1024) * 1024)),
                {}};
        QFile extra(sibling.absoluteFilePath());
        if (!extra.open(QIODevice::ReadOnly))
            return Error{PackageFileTexts::tr("Cannot read %1, beside %2: %3")
                             .arg(relative, file.fileName(), extra.errorString()),
                {}};
        result.extraFiles.insert(relative, extra.readAll());
    }
    return result;
}

std::optional<Error> checkNewSessionDirectory(const QString &directory)
{
    if (QFileInfo::exists(directory + QStringLiteral("/record.sqlite")))
        return Error{PackageFileTexts::tr("%1 already holds a session; choose another directory.")
                         .arg(directory),
            {}};
    return std::nullopt;
}

} // namespace packwright::loop
