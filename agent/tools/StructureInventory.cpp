#include "tools/StructureInventory.h"

#include <QHash>
#include <QMap>

#include <algorithm>
#include <array>

namespace packwright::tools {

namespace {

QStringView fileNameOf(QStringView path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? path : path.mid(slash + 1);
}

QString directoryOf(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : path.left(slash);
}

QString extensionOf(QStringView name)
{
    const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
    if (dot <= 0 || dot == name.size() - 1)
        return QString();
    return name.mid(dot).toString();
}

bool isDocumentationDirectory(QStringView name)
{
    return name == u"doc" || name == u"docs" || name == u"man" || name == u"documentation"
        || name == u"Documentation";
}

/// The first `depth` components of `directory` ("" stays the root).
QString foldTo(const QString &directory, int depth)
{
    if (directory.isEmpty())
        return directory;
    const QStringList parts = directory.split(QLatin1Char('/'));
    return parts.size() <= depth ? directory : parts.mid(0, depth).join(QLatin1Char('/'));
}

struct DirectorySummary
{
    int files = 0;
    QHash<QString, int> extensions; ///< ".c" → count; "" for files without one
    QStringList subdirectories;     ///< distinct directories folded in (besides itself)
    QStringList names;              ///< root only: the file names
};

QString summariseExtensions(const QHash<QString, int> &extensions)
{
    QList<QPair<QString, int>> counts;
    for (auto it = extensions.cbegin(); it != extensions.cend(); ++it)
        counts.append({it.key(), it.value()});
    std::sort(counts.begin(), counts.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    QStringList parts;
    int other = 0;
    for (qsizetype i = 0; i < counts.size(); ++i) {
        if (i < 4 && !counts[i].first.isEmpty())
            parts.append(QStringLiteral("%1 %2").arg(counts[i].second).arg(counts[i].first));
        else
            other += counts[i].second;
    }
    if (other > 0)
        parts.append(QStringLiteral("%1 other").arg(other));
    return parts.join(QStringLiteral(", "));
}

QStringList render(const QStringList &files, int depth)
{
    QMap<QString, DirectorySummary> summaries; // sorted by directory
    QMap<QString, QStringList> listed;         // directory → build files named
    for (const QString &path : files) {
        if (isGeneratedFile(path))
            continue;
        const QString directory = directoryOf(path);
        const QString folded = foldTo(directory, depth);
        const QStringList parts = directory.split(QLatin1Char('/'), Qt::SkipEmptyParts);
        const bool inDocs = std::any_of(parts.cbegin(), parts.cend(),
            [](const QString &p) { return isDocumentationDirectory(p); });
        if (folded == directory && !inDocs && isBuildFile(path)) {
            listed[folded].append(path);
            continue;
        }
        DirectorySummary &summary = summaries[folded];
        ++summary.files;
        ++summary.extensions[extensionOf(fileNameOf(path))];
        if (directory != folded && !summary.subdirectories.contains(directory))
            summary.subdirectories.append(directory);
        if (directory.isEmpty())
            summary.names.append(path);
    }

    QStringList directories = summaries.keys() + listed.keys();
    directories.sort();
    directories.removeDuplicates();
    QStringList lines;
    for (const QString &directory : directories) {
        lines += listed.value(directory);
        const auto it = summaries.constFind(directory);
        if (it == summaries.cend())
            continue;
        const DirectorySummary &s = *it;
        if (directory.isEmpty()) {
            const QStringList shown = s.names.mid(0, 15);
            lines.append(QStringLiteral("./ — %1%2")
                             .arg(shown.join(QStringLiteral(", ")),
                                 s.names.size() > shown.size()
                                     ? QStringLiteral(" and %1 more").arg(s.names.size() - 15)
                                     : QString()));
            continue;
        }
        const QStringList parts = directory.split(QLatin1Char('/'));
        const bool docs = std::any_of(parts.cbegin(), parts.cend(),
            [](const QString &p) { return isDocumentationDirectory(p); });
        QString line = directory
            + QStringLiteral("/ — %1 file%2")
                  .arg(s.files)
                  .arg(s.files == 1 ? QString() : QStringLiteral("s"));
        if (!s.subdirectories.isEmpty())
            line += QStringLiteral(" in %1 directories").arg(s.subdirectories.size() + 1);
        line += docs ? QStringLiteral(" (documentation)")
                     : QStringLiteral(": ") + summariseExtensions(s.extensions);
        lines.append(line);
    }
    return lines;
}

} // namespace

bool isBuildFile(QStringView relativePath)
{
    static constexpr std::array<QStringView, 37> names{u"configure.ac", u"configure.in",
        u"configure", u"Makefile.am", u"Makefile", u"GNUmakefile", u"makefile", u"autogen.sh",
        u"bootstrap", u"CMakeLists.txt", u"meson.build", u"meson_options.txt", u"meson.options",
        u"pyproject.toml", u"setup.py", u"setup.cfg", u"requirements.txt", u"tox.ini",
        u"MANIFEST.in", u"Cargo.toml", u"Cargo.lock", u"build.rs", u"go.mod", u"go.sum",
        u"package.json", u"package-lock.json", u"npm-shrinkwrap.json", u"pnpm-lock.yaml",
        u"yarn.lock", u"flake.nix", u"default.nix", u"shell.nix", u"SConstruct", u"BUILD.bazel",
        u"WORKSPACE", u"build.gradle", u"pom.xml"};
    const QStringView name = fileNameOf(relativePath);
    for (QStringView n : names) {
        if (name == n)
            return true;
    }
    return name.endsWith(u".cmake") || name.endsWith(u".cmake.in") || name.endsWith(u".pc.in")
        || name.endsWith(u".spec") || name.endsWith(u".mk");
}

bool isGeneratedFile(QStringView relativePath)
{
    static constexpr std::array<QStringView, 12> suffixes{u".o", u".obj", u".a", u".so", u".pyc",
        u".pyo", u".class", u".orig", u".rej", u"~", u".swp", u".DS_Store"};
    const QStringView name = fileNameOf(relativePath);
    for (QStringView s : suffixes) {
        if (name.endsWith(s))
            return true;
    }
    return false;
}

QStringList structureInventory(const QStringList &files, int lineLimit)
{
    int deepest = 1;
    for (const QString &path : files)
        deepest = std::max(deepest, int(path.count(QLatin1Char('/'))));
    QStringList lines;
    for (int depth = deepest; depth >= 1; --depth) {
        lines = render(files, depth);
        if (lines.size() <= lineLimit)
            return lines;
    }
    const qsizetype dropped = lines.size() - (lineLimit - 1);
    lines.resize(lineLimit - 1);
    lines.append(QStringLiteral("… %1 more lines").arg(dropped));
    return lines;
}

} // namespace packwright::tools
