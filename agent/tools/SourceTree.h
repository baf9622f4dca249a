// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace packwright::tools {

/// A bounded listing of a project's files, for the project analysis.
struct SourceListing
{
    QString root;           ///< absolute, canonical
    QStringList files;      ///< relative paths with '/' separators, sorted
    bool truncated = false; ///< the entry limit was reached; the listing is partial
};

/// Directories the analysis never enters: version control, dependency caches and vendored
/// trees, build byproducts (".git", "node_modules", "vendor", "__pycache__", "autom4te.cache"…).
bool isSkippedDirectory(QStringView name);

/// Lists the regular files under `root` (depth-first, at most `maxEntries` entries and
/// `maxDepth` levels), skipping isSkippedDirectory() and every symbolic link, so nothing
/// outside the root is reached. An unreadable directory is left out silently.
SourceListing listSourceTree(const QString &root, int maxEntries = 20000, int maxDepth = 16);

/// The largest file the analysis reads.
constexpr qint64 maxAnalysedFileSize = qint64(1024) * 1024;

/// The bytes of `relative` under `root`, or std::nullopt when it is missing, a symbolic link,
/// outside the root, or larger than maxAnalysedFileSize.
std::optional<QByteArray> readProjectFile(const QString &root, const QString &relative);

} // namespace packwright::tools
