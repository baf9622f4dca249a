// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/ToolRoot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <utility>

namespace packwright::tools {

namespace {

/// Translation context for the confinement messages.
struct ToolRootTexts
{
    Q_DECLARE_TR_FUNCTIONS(ToolRootTexts)
};

bool isInside(const QString &path, const QString &root)
{
    if (path == root)
        return true;
    const QString prefix = root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/');
    return path.startsWith(prefix);
}

} // namespace

ToolRoot::ToolRoot(QString name, const QString &directory)
    : m_name(std::move(name))
{
    const QFileInfo info(directory);
    if (info.isDir())
        m_directory = info.canonicalFilePath();
}

Result<QString> ToolRoot::resolve(const QString &relative) const
{
    if (!isValid())
        return Error{ToolRootTexts::tr("The root “%1” is not available.").arg(m_name), {}};
    const QString path = relative.trimmed();
    if (path.isEmpty() || path == QLatin1String("."))
        return m_directory;
    if (QDir::isAbsolutePath(path) || path.startsWith(QLatin1Char('~')))
        return Error{ToolRootTexts::tr("Give a path relative to the root “%1”, not an absolute "
                                       "path.")
                         .arg(m_name),
            path};
    // Lexical check first: `..` that climbs above the root is refused even when the target
    // would not exist.
    const QString cleaned = QDir::cleanPath(path);
    if (cleaned == QLatin1String("..") || cleaned.startsWith(QLatin1String("../")))
        return Error{
            ToolRootTexts::tr("The path “%1” leaves the root “%2”.").arg(path, m_name), cleaned};
    const QString joined = m_directory + QLatin1Char('/') + cleaned;
    const QFileInfo info(joined);
    if (!info.exists()) {
        if (info.isSymLink())
            return Error{ToolRootTexts::tr("The path “%1” is a broken symbolic link in the root "
                                           "“%2”.")
                             .arg(path, m_name),
                joined};
        return Error{
            ToolRootTexts::tr("The path “%1” does not exist in the root “%2”.").arg(path, m_name),
            joined};
    }
    const QString canonical = info.canonicalFilePath();
    if (!isInside(canonical, m_directory))
        return Error{ToolRootTexts::tr("The path “%1” leads out of the root “%2” (through a "
                                       "symbolic link).")
                         .arg(path, m_name),
            canonical};
    return canonical;
}

QString ToolRoot::relativePath(const QString &absolute) const
{
    if (absolute == m_directory)
        return QStringLiteral(".");
    return QDir(m_directory).relativeFilePath(absolute);
}

} // namespace packwright::tools
