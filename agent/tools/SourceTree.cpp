// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/SourceTree.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <array>

namespace packwright::tools {

bool isSkippedDirectory(QStringView name)
{
    static constexpr std::array<QStringView, 20> skipped{u".git", u".hg", u".svn", u".bzr",
        u"node_modules", u"vendor", u"__pycache__", u".tox", u".nox", u".venv", u"venv", u".direnv",
        u".mypy_cache", u".pytest_cache", u".ruff_cache", u"autom4te.cache", u".deps", u".libs",
        u".idea", u".vscode"};
    for (QStringView s : skipped) {
        if (name == s)
            return true;
    }
    return false;
}

namespace {

void walk(const QString &absolute, const QString &relative, int depth, int maxDepth, int maxEntries,
    SourceListing &listing, int &entries)
{
    const QFileInfoList children = QDir(absolute).entryInfoList(
        QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
    for (const QFileInfo &child : children) {
        if (entries >= maxEntries) {
            listing.truncated = true;
            return;
        }
        ++entries;
        if (child.isSymLink())
            continue;
        const QString path = relative.isEmpty() ? child.fileName()
                                                : relative + QLatin1Char('/') + child.fileName();
        if (child.isDir()) {
            if (depth + 1 < maxDepth && !isSkippedDirectory(child.fileName()))
                walk(child.filePath(), path, depth + 1, maxDepth, maxEntries, listing, entries);
        } else if (child.isFile()) {
            listing.files.append(path);
        }
    }
}

} // namespace

SourceListing listSourceTree(const QString &root, int maxEntries, int maxDepth)
{
    SourceListing listing;
    listing.root = QFileInfo(root).canonicalFilePath();
    if (listing.root.isEmpty())
        return listing;
    int entries = 0;
    walk(listing.root, QString(), 0, maxDepth, maxEntries, listing, entries);
    listing.files.sort();
    return listing;
}

std::optional<QByteArray> readProjectFile(const QString &root, const QString &relative)
{
    if (relative.isEmpty() || QDir::isAbsolutePath(relative)
        || relative.split(QLatin1Char('/')).contains(QStringLiteral("..")))
        return std::nullopt;
    const QFileInfo info(root + QLatin1Char('/') + relative);
    if (info.isSymLink() || !info.isFile() || info.size() > maxAnalysedFileSize)
        return std::nullopt;
    // A symbolic link further up the path must not lead out of the root either.
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    if (canonicalRoot.isEmpty()
        || !info.canonicalFilePath().startsWith(canonicalRoot + QLatin1Char('/')))
        return std::nullopt;
    QFile file(info.filePath());
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.read(maxAnalysedFileSize);
}

} // namespace packwright::tools
