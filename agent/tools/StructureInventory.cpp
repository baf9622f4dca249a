// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/StructureInventory.h"

#include <QHash>
#include <QMap>
#include <QRegularExpression>

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

/// A directory component (or root file) a Nix build on Linux does not use, by kind: IDE
/// projects, CI and repository configuration, other platforms' build files. Empty: none.
QString toolingKind(QStringView component, bool rootFile)
{
    static const QRegularExpression ide(
        QStringLiteral("^(vs\\d{2,4}|vc\\d{1,2}|msvc\\w*|visual([_-]?studio|c)?\\d*|"
                       "\\.vscode|\\.vs|\\.idea|nbproject|codeblocks|xcode\\w*|"
                       ".+\\.xcodeproj|.+\\.xcworkspace)$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression ci(
        QStringLiteral("^(\\.github|\\.gitlab|\\.circleci|\\.buildkite|\\.ci|"
                       "\\.azure-pipelines|\\.cirrus|\\.woodpecker|\\.forgejo|\\.gitea|"
                       "\\.devcontainer|\\.husky)$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression ciFile(
        QStringLiteral(
            "^(\\.travis\\.yml|\\.?appveyor\\.yml|azure-pipelines\\.yml|\\.gitlab-ci\\.yml|"
            "\\.cirrus\\.yml|\\.drone\\.yml|jenkinsfile|\\.?codecov\\.yml|\\.git(ignore|attributes|"
            "-blame-ignore-revs)|"
            "\\.editorconfig|\\.clang-format|\\.clang-tidy|\\.mailmap|\\.pre-commit-config\\.yaml|"
            "\\.readthedocs\\.ya?ml|\\.cirrus\\.star|\\.coveralls\\.yml)$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression platform(
        QStringLiteral("^(win32|win64|windows|msdos|dos|os2|amiga|vms|wince|android|ios)$"),
        QRegularExpression::CaseInsensitiveOption);
    const QString name = component.toString();
    if (rootFile)
        return ciFile.match(name).hasMatch() ? QStringLiteral("CI and repository configuration")
                                             : QString();
    if (ide.match(name).hasMatch())
        return QStringLiteral("IDE project files");
    if (ci.match(name).hasMatch())
        return QStringLiteral("CI and repository configuration");
    if (platform.match(name).hasMatch())
        return QStringLiteral("Other platforms' files");
    return {};
}

bool isVendorDirectory(QStringView name)
{
    return name == u"third_party" || name == u"thirdparty" || name == u"third-party"
        || name == u"3rdparty" || name == u"3rd_party" || name == u"3rd-party" || name == u"vendor"
        || name == u"vendored" || name == u"external" || name == u"externals" || name == u"extern";
}

/// Files a Nix build does not use (IDE, CI, other platforms) or that are vendored, folded
/// into one line per kind (vendored: one line per vendor directory).
struct CollapsedGroup
{
    int files = 0;
    QStringList places; ///< directories (with "/") or root files, in first-seen order
};

/// Which collapsed group `path` falls in ("" when none) and the place it is shown by.
std::pair<QString, QString> collapsedGroupOf(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    if (parts.size() == 1) {
        const QString kind = toolingKind(parts.first(), true);
        return {kind, kind.isEmpty() ? QString() : parts.first()};
    }
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        const QString kind = toolingKind(parts[i], false);
        if (!kind.isEmpty())
            return {kind, parts.mid(0, i + 1).join(QLatin1Char('/')) + QLatin1Char('/')};
        if (isVendorDirectory(parts[i])) {
            const QString vendor = parts.mid(0, i + 1).join(QLatin1Char('/')) + QLatin1Char('/');
            const QString inside = i + 2 < parts.size() ? parts[i + 1] + QLatin1Char('/')
                                                        : QStringLiteral("(files)");
            return {vendor, inside};
        }
    }
    return {};
}

QString placesList(const QStringList &places, int shown)
{
    QString list = places.mid(0, shown).join(QStringLiteral(", "));
    if (places.size() > shown)
        list += QStringLiteral(" and %1 more").arg(places.size() - shown);
    return list;
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
    QMap<QString, CollapsedGroup> collapsed;   // kind or vendor directory → its files
    for (const QString &path : files) {
        if (isGeneratedFile(path))
            continue;
        const auto [group, place] = collapsedGroupOf(path);
        if (!group.isEmpty()) {
            CollapsedGroup &g = collapsed[group];
            ++g.files;
            if (!g.places.contains(place))
                g.places.append(place);
            continue;
        }
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
    for (auto it = collapsed.cbegin(); it != collapsed.cend(); ++it) {
        const QString count = QStringLiteral("%1 file%2")
                                  .arg(it->files)
                                  .arg(it->files == 1 ? QLatin1String() : QLatin1String("s"));
        if (it.key().endsWith(QLatin1Char('/')))
            lines.append(QStringLiteral("%1 — vendored code, %2: %3")
                             .arg(it.key(), count, placesList(it->places, 8)));
        else
            lines.append(QStringLiteral("%1 (not used by a Nix build) — %2: %3")
                             .arg(it.key(), count, placesList(it->places, 6)));
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
