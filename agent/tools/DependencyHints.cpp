// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/DependencyHints.h"

#include <QRegularExpression>

namespace packwright::tools {

QString DependencyHint::text() const
{
    return QStringLiteral("%1: %2 (%3:%4)").arg(kind, name, file).arg(line);
}

namespace {

QString fileNameOf(const QString &path)
{
    return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
}

/// 1-based line of `offset` in `text`.
int lineAt(const QString &text, qsizetype offset)
{
    return int(QStringView(text).left(offset).count(QLatin1Char('\n'))) + 1;
}

/// The package name of a Python requirement ("hatchling>=1.0; python_version<'3.8'" →
/// "hatchling"), or empty.
QString requirementName(QStringView requirement)
{
    static const QRegularExpression name(QStringLiteral("^\\s*([A-Za-z0-9][A-Za-z0-9._-]*)"));
    const auto match = name.match(requirement.toString());
    return match.hasMatch() ? match.captured(1) : QString();
}

/// Names in a pkg-config module list, dropping version constraints ("glib-2.0 >= 2.40 gio-2.0").
QStringList moduleNames(const QString &list)
{
    QStringList names;
    const QStringList tokens
        = list.split(QRegularExpression(QStringLiteral("[\\s,\\[\\]\"]+")), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QString &t = tokens[i];
        if (t.startsWith(QLatin1Char('<')) || t.startsWith(QLatin1Char('>'))
            || t.startsWith(QLatin1Char('=')) || t.startsWith(QLatin1Char('!'))) {
            ++i; // the version after the operator
            continue;
        }
        if (t.front().isDigit() || t.startsWith(QLatin1Char('$')) || t == QStringLiteral("REQUIRED")
            || t == QStringLiteral("QUIET") || t == QStringLiteral("IMPORTED_TARGET")
            || t == QStringLiteral("GLOBAL") || t.startsWith(QStringLiteral("NO_")))
            continue;
        // "libpng>=1.6": the constraint written against the name.
        names.append(t.section(QRegularExpression(QStringLiteral("[<>=!]")), 0, 0));
    }
    return names;
}

void byPattern(QList<DependencyHint> &hints, const QString &file, const QString &text,
    const QRegularExpression &pattern, const QString &kind, bool moduleList = false)
{
    auto it = pattern.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        const int line = lineAt(text, match.capturedStart(1));
        const QStringList names
            = moduleList ? moduleNames(match.captured(1)) : QStringList{match.captured(1)};
        for (const QString &name : names)
            hints.append({kind, name, file, line});
    }
}

void scanMeson(QList<DependencyHint> &hints, const QString &file, const QString &text)
{
    // Meson's own dependencies are not pkg-config modules.
    static const QStringList builtin{QStringLiteral("threads"), QStringLiteral("openmp"),
        QStringLiteral("mpi"), QStringLiteral("dl"), QStringLiteral("intl"),
        QStringLiteral("iconv"), QStringLiteral("gtest"), QStringLiteral("gmock"),
        QStringLiteral("boost"), QStringLiteral("python3"), QStringLiteral("appleframeworks")};
    static const QRegularExpression dependency(QStringLiteral("\\bdependency\\s*\\(\\s*'([^']+)'"));
    auto it = dependency.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        const QString name = match.captured(1);
        hints.append(
            {builtin.contains(name) ? QStringLiteral("meson") : QStringLiteral("pkg-config"), name,
                file, lineAt(text, match.capturedStart(1))});
    }
    static const QRegularExpression library(QStringLiteral("\\bfind_library\\s*\\(\\s*'([^']+)'"));
    byPattern(hints, file, text, library, QStringLiteral("library"));
}

void scanCMake(QList<DependencyHint> &hints, const QString &file, const QString &text)
{
    static const QRegularExpression package(
        QStringLiteral("\\bfind_package\\s*\\(\\s*([A-Za-z0-9_.+-]+)"),
        QRegularExpression::CaseInsensitiveOption);
    byPattern(hints, file, text, package, QStringLiteral("cmake"));
    static const QRegularExpression modules(
        QStringLiteral("\\bpkg_(?:check_modules|search_module)\\s*\\(\\s*\\w+\\s+([^)]*)\\)"),
        QRegularExpression::CaseInsensitiveOption);
    byPattern(hints, file, text, modules, QStringLiteral("pkg-config"), true);
}

void scanAutoconf(QList<DependencyHint> &hints, const QString &file, const QString &text)
{
    static const QRegularExpression modules(
        QStringLiteral("\\bPKG_CHECK_MODULES\\s*\\(\\s*\\[?\\w+\\]?\\s*,\\s*\\[?([^\\],)]+)"));
    byPattern(hints, file, text, modules, QStringLiteral("pkg-config"), true);
    static const QRegularExpression checkLib(
        QStringLiteral("\\bAC_CHECK_LIB\\s*\\(\\s*\\[?([A-Za-z0-9_+.-]+)"));
    byPattern(hints, file, text, checkLib, QStringLiteral("library"));
    static const QRegularExpression searchLibs(
        QStringLiteral("\\bAC_SEARCH_LIBS\\s*\\(\\s*\\[?\\w+\\]?\\s*,\\s*\\[?([^\\],)]+)"));
    byPattern(hints, file, text, searchLibs, QStringLiteral("library"), true);
}

/// The quoted strings of a TOML / Python list starting at `open` (the '['), with their lines.
void quotedItems(QList<DependencyHint> &hints, const QString &file, const QString &text,
    qsizetype open, const QString &kind)
{
    const qsizetype close = text.indexOf(QLatin1Char(']'), open);
    if (close < 0)
        return;
    static const QRegularExpression quoted(QStringLiteral("[\"']([^\"'\\n]+)[\"']"));
    auto it = quoted.globalMatch(text.mid(open, close - open));
    while (it.hasNext()) {
        const auto match = it.next();
        const QString name = requirementName(match.captured(1));
        if (!name.isEmpty())
            hints.append({kind, name, file, lineAt(text, open + match.capturedStart(1))});
    }
}

void scanPyproject(QList<DependencyHint> &hints, const QString &file, const QString &text)
{
    static const QRegularExpression key(
        QStringLiteral("^\\s*(?:\\[([^\\]]+)\\]|(requires|dependencies)\\s*=\\s*\\[)"),
        QRegularExpression::MultilineOption);
    QString table;
    auto it = key.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        if (match.hasCaptured(1)) {
            table = match.captured(1).trimmed();
            continue;
        }
        const QString name = match.captured(2);
        if (table == QStringLiteral("build-system") && name == QStringLiteral("requires"))
            quotedItems(hints, file, text, match.capturedEnd() - 1, QStringLiteral("python-build"));
        else if (table == QStringLiteral("project") && name == QStringLiteral("dependencies"))
            quotedItems(hints, file, text, match.capturedEnd() - 1, QStringLiteral("python"));
    }
}

void scanSetupPy(QList<DependencyHint> &hints, const QString &file, const QString &text)
{
    static const QRegularExpression list(
        QStringLiteral("\\b(install_requires|setup_requires)\\s*=\\s*\\["));
    auto it = list.globalMatch(text);
    while (it.hasNext()) {
        const auto match = it.next();
        quotedItems(hints, file, text, match.capturedEnd() - 1,
            match.captured(1) == QStringLiteral("setup_requires") ? QStringLiteral("python-build")
                                                                  : QStringLiteral("python"));
    }
}

void scanRequirementLines(
    QList<DependencyHint> &hints, const QString &file, const QStringList &lines, int firstLine)
{
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))
            || line.startsWith(QLatin1Char('-')))
            continue;
        const QString name = requirementName(line);
        if (!name.isEmpty())
            hints.append({QStringLiteral("python"), name, file, firstLine + int(i)});
    }
}

void scanSetupCfg(QList<DependencyHint> &hints, const QString &file, const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!lines[i].startsWith(QStringLiteral("install_requires")))
            continue;
        QStringList block;
        const QString sameLine = lines[i].section(QLatin1Char('='), 1).trimmed();
        qsizetype j = i + 1;
        while (j < lines.size()
            && (lines[j].startsWith(QLatin1Char(' ')) || lines[j].startsWith(QLatin1Char('\t'))))
            block.append(lines[j++]);
        if (!sameLine.isEmpty())
            scanRequirementLines(hints, file, {sameLine}, int(i) + 1);
        scanRequirementLines(hints, file, block, int(i) + 2);
    }
}

void scanCargo(QList<DependencyHint> &hints, const QString &file, const QString &text)
{
    static const QRegularExpression table(QStringLiteral("^\\s*\\[([^\\]]+)\\]\\s*$"));
    static const QRegularExpression key(QStringLiteral("^\\s*([A-Za-z0-9_-]+)\\s*="));
    const QStringList lines = text.split(QLatin1Char('\n'));
    bool inDependencies = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (const auto t = table.match(lines[i]); t.hasMatch()) {
            const QString name = t.captured(1).trimmed();
            // [dependencies], [build-dependencies], [target.'cfg(unix)'.dependencies],
            // [workspace.dependencies]; [dependencies.serde] names one.
            inDependencies = name == QStringLiteral("dependencies")
                || name == QStringLiteral("build-dependencies")
                || name.endsWith(QStringLiteral(".dependencies"))
                || name.endsWith(QStringLiteral(".build-dependencies"));
            for (const QString &prefix :
                {QStringLiteral("dependencies."), QStringLiteral("build-dependencies.")}) {
                if (name.startsWith(prefix))
                    hints.append(
                        {QStringLiteral("cargo"), name.mid(prefix.size()), file, int(i) + 1});
            }
            continue;
        }
        if (!inDependencies)
            continue;
        if (const auto k = key.match(lines[i]); k.hasMatch())
            hints.append({QStringLiteral("cargo"), k.captured(1), file, int(i) + 1});
    }
}

} // namespace

bool isScannedBuildFile(const QString &relativePath)
{
    const QString name = fileNameOf(relativePath);
    return name == QStringLiteral("meson.build") || name == QStringLiteral("CMakeLists.txt")
        || name.endsWith(QStringLiteral(".cmake")) || name == QStringLiteral("configure.ac")
        || name == QStringLiteral("configure.in") || name == QStringLiteral("pyproject.toml")
        || name == QStringLiteral("setup.py") || name == QStringLiteral("setup.cfg")
        || name == QStringLiteral("requirements.txt") || name == QStringLiteral("Cargo.toml");
}

QList<DependencyHint> scanBuildFile(const QString &relativePath, const QString &text)
{
    QList<DependencyHint> hints;
    const QString name = fileNameOf(relativePath);
    if (name == QStringLiteral("meson.build"))
        scanMeson(hints, relativePath, text);
    else if (name == QStringLiteral("CMakeLists.txt") || name.endsWith(QStringLiteral(".cmake")))
        scanCMake(hints, relativePath, text);
    else if (name == QStringLiteral("configure.ac") || name == QStringLiteral("configure.in"))
        scanAutoconf(hints, relativePath, text);
    else if (name == QStringLiteral("pyproject.toml"))
        scanPyproject(hints, relativePath, text);
    else if (name == QStringLiteral("setup.py"))
        scanSetupPy(hints, relativePath, text);
    else if (name == QStringLiteral("setup.cfg"))
        scanSetupCfg(hints, relativePath, text);
    else if (name == QStringLiteral("requirements.txt"))
        scanRequirementLines(hints, relativePath, text.split(QLatin1Char('\n')), 1);
    else if (name == QStringLiteral("Cargo.toml"))
        scanCargo(hints, relativePath, text);
    return hints;
}

} // namespace packwright::tools
