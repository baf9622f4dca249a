// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/ProjectAnalysis.h"

#include "core/EnumNames.h"
#include "tools/BuildSystemDetection.h"
#include "tools/DependencyHints.h"
#include "tools/LicenseGuess.h"
#include "tools/ReadmeExcerpt.h"
#include "tools/SourceTree.h"
#include "tools/StructureInventory.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

namespace packwright::tools {

namespace {

struct ProjectAnalysisTexts
{
    Q_DECLARE_TR_FUNCTIONS(ProjectAnalysisTexts)
};

constexpr EnumNames<BuildSystem, 13> buildSystemNames{{{
    {BuildSystem::Autotools, u"autotools"},
    {BuildSystem::AutotoolsFromGit, u"autotools-from-git"},
    {BuildSystem::CMake, u"cmake"},
    {BuildSystem::Meson, u"meson"},
    {BuildSystem::Make, u"make"},
    {BuildSystem::PythonPyproject, u"python-pyproject"},
    {BuildSystem::PythonSetuptools, u"python-setuptools"},
    {BuildSystem::Cargo, u"cargo"},
    {BuildSystem::GoModules, u"go-modules"},
    {BuildSystem::Npm, u"npm"},
    {BuildSystem::Pnpm, u"pnpm"},
    {BuildSystem::Yarn, u"yarn"},
    {BuildSystem::Unknown, u"unknown"},
}}};

constexpr int scannedFileLimit = 200;
constexpr int listingEntryLimit = 20000;

/// An unpacked tarball: one directory and nothing else → that directory.
QString projectRoot(const QString &root)
{
    const QFileInfoList entries = QDir(root).entryInfoList(
        QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    if (entries.size() == 1 && entries.first().isDir() && !entries.first().isSymLink())
        return entries.first().canonicalFilePath();
    return QFileInfo(root).canonicalFilePath();
}

QString findReadme(const QStringList &rootFiles)
{
    for (const QString &name : {QStringLiteral("README.md"), QStringLiteral("README"),
             QStringLiteral("README.rst"), QStringLiteral("README.txt")}) {
        if (rootFiles.contains(name))
            return name;
    }
    for (const QString &file : rootFiles) {
        if (file.startsWith(QStringLiteral("README"), Qt::CaseInsensitive))
            return file;
    }
    return {};
}

QString excerpt(const QByteArray &bytes)
{
    QString text = QString::fromUtf8(bytes.left(ProjectAnalysis::readmeByteLimit));
    // A multi-byte character cut at the byte limit decodes as U+FFFD.
    while (text.endsWith(QChar::ReplacementCharacter))
        text.chop(1);
    return readmeExcerpt(text, ProjectAnalysis::readmeLineLimit);
}

QStringList scanDependencies(const QString &root, const QStringList &files)
{
    QStringList scanned;
    for (const QString &file : files) {
        if (isScannedBuildFile(file))
            scanned.append(file);
    }
    // Root files first, then by depth and name: the top-level build file's line is the one
    // that names a dependency first.
    std::stable_sort(scanned.begin(), scanned.end(), [](const QString &a, const QString &b) {
        const auto da = a.count(QLatin1Char('/')), db = b.count(QLatin1Char('/'));
        return da != db ? da < db : a < b;
    });
    if (scanned.size() > scannedFileLimit)
        scanned.resize(scannedFileLimit);
    QStringList hints;
    QStringList seen;
    for (const QString &file : scanned) {
        const auto bytes = readProjectFile(root, file);
        if (!bytes)
            continue;
        for (const DependencyHint &hint : scanBuildFile(file, QString::fromUtf8(*bytes))) {
            const QString key = hint.kind + QStringLiteral(": ") + hint.name;
            if (seen.contains(key))
                continue;
            seen.append(key);
            hints.append(hint.text());
        }
    }
    return hints;
}

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList toList(const QJsonValue &value)
{
    QStringList list;
    for (const auto &v : value.toArray())
        list.append(v.toString());
    return list;
}

} // namespace

QString buildSystemName(BuildSystem system)
{
    return buildSystemNames.name(system);
}

std::optional<BuildSystem> buildSystemFromName(QStringView name)
{
    return buildSystemNames.find(name);
}

Result<ProjectAnalysis> analyseProject(const QString &rootPath)
{
    const QFileInfo info(rootPath);
    if (!info.exists() || !info.isDir())
        return Error{ProjectAnalysisTexts::tr("The project source %1 is not a directory.")
                         .arg(QDir::toNativeSeparators(rootPath)),
            info.exists() ? QStringLiteral("not a directory") : QStringLiteral("missing")};

    ProjectAnalysis a;
    a.root = projectRoot(rootPath);
    const SourceListing listing = listSourceTree(a.root, listingEntryLimit);
    QStringList rootFiles;
    for (const QString &file : listing.files) {
        if (!file.contains(QLatin1Char('/')))
            rootFiles.append(file);
    }

    const BuildSystemDetection detection = detectBuildSystems(a.root, rootFiles);
    a.buildSystems = detection.hints;
    a.suggestedTemplate = detection.suggestedTemplate;
    a.nativeBuildInputs = detection.nativeBuildInputs;

    a.dependencyHints = scanDependencies(a.root, listing.files);
    const bool usesPkgConfig = std::any_of(a.dependencyHints.cbegin(), a.dependencyHints.cend(),
        [](const QString &h) { return h.startsWith(QStringLiteral("pkg-config: ")); });
    const QStringList cTemplates{
        QStringLiteral("stdenv"), QStringLiteral("cmake"), QStringLiteral("meson")};
    if (usesPkgConfig && cTemplates.contains(a.suggestedTemplate))
        a.nativeBuildInputs.append(QStringLiteral("pkg-config"));

    a.inventory = structureInventory(listing.files,
        listing.truncated ? ProjectAnalysis::inventoryLineLimit - 1
                          : ProjectAnalysis::inventoryLineLimit);
    if (listing.truncated)
        a.inventory.append(
            QStringLiteral("… listing stopped after %1 entries").arg(listingEntryLimit));

    a.readmeFile = findReadme(rootFiles);
    if (!a.readmeFile.isEmpty()) {
        if (const auto bytes = readProjectFile(a.root, a.readmeFile))
            a.readmeExcerpt = excerpt(*bytes);
    }

    a.licenseFile = findLicenseFile(rootFiles);
    if (!a.licenseFile.isEmpty()) {
        if (const auto bytes = readProjectFile(a.root, a.licenseFile))
            a.licenseGuess = guessLicense(QString::fromUtf8(*bytes));
    }
    for (const QString &manifest : {QStringLiteral("pyproject.toml"), QStringLiteral("Cargo.toml"),
             QStringLiteral("package.json"), QStringLiteral("setup.cfg")}) {
        if (!rootFiles.contains(manifest) || !a.declaredDescription.isEmpty())
            continue;
        if (const auto bytes = readProjectFile(a.root, manifest))
            a.declaredDescription = declaredDescription(manifest, QString::fromUtf8(*bytes));
    }
    const QString root = a.root;
    a.testSuite = detectTestSuite(listing.files, a.suggestedTemplate,
        [&root](const QString &file) { return readProjectFile(root, file); });
    a.changelogFile = findChangelogFile(rootFiles);
    for (const QString &manifest : {QStringLiteral("pyproject.toml"), QStringLiteral("Cargo.toml"),
             QStringLiteral("package.json")}) {
        if (!a.licenseGuess.isEmpty())
            break;
        if (!rootFiles.contains(manifest))
            continue;
        if (const auto bytes = readProjectFile(a.root, manifest))
            a.licenseGuess = declaredLicense(manifest, QString::fromUtf8(*bytes));
    }
    return a;
}

QString ProjectAnalysis::findings() const
{
    QStringList lines;
    QStringList systems;
    for (const BuildSystemHint &hint : buildSystems) {
        systems.append(
            QStringLiteral("%1 (%2%3)")
                .arg(buildSystemName(hint.system), hint.file,
                    hint.detail.isEmpty() ? QString() : QStringLiteral(": ") + hint.detail));
    }
    lines.append(QStringLiteral("Build systems: ")
        + (systems.isEmpty() ? QStringLiteral("none recognised")
                             : systems.join(QStringLiteral("; "))));
    lines.append(QStringLiteral("Suggested template: ") + suggestedTemplate);
    if (!nativeBuildInputs.isEmpty())
        lines.append(QStringLiteral("Implied nativeBuildInputs: ")
            + nativeBuildInputs.join(QLatin1Char(' ')));
    if (!licenseGuess.isEmpty() || !licenseFile.isEmpty())
        lines.append(
            QStringLiteral("License: %1%2")
                .arg(licenseGuess.isEmpty() ? QStringLiteral("not recognised") : licenseGuess,
                    licenseFile.isEmpty() ? QStringLiteral(" (declared in the manifest)")
                                          : QStringLiteral(" (from %1)").arg(licenseFile)));
    if (testSuite.found())
        lines.append(
            QStringLiteral("Test suite: %1 (%2)%3")
                .arg(testSuite.kind, testSuite.evidence,
                    testSuite.nativeCheckInputs.isEmpty() ? QString()
                                                          : QStringLiteral("; nativeCheckInputs: ")
                            + testSuite.nativeCheckInputs.join(QLatin1Char(' '))));
    if (!changelogFile.isEmpty())
        lines.append(QStringLiteral("Changelog: ") + changelogFile);
    if (!declaredDescription.isEmpty())
        lines.append(QStringLiteral("Declared description: ") + declaredDescription);
    if (!dependencyHints.isEmpty()) {
        lines.append(QStringLiteral("Dependencies named by the build files:"));
        for (const QString &hint : dependencyHints)
            lines.append(QStringLiteral("- ") + hint);
    }
    if (!inventory.isEmpty()) {
        lines.append(QStringLiteral("Structure (build files, then directories summarised):"));
        for (const QString &line : inventory)
            lines.append(QStringLiteral("  ") + line);
    }
    return lines.join(QLatin1Char('\n'));
}

QJsonObject ProjectAnalysis::toJson() const
{
    QJsonArray systems;
    for (const BuildSystemHint &hint : buildSystems) {
        systems.append(QJsonObject{{QStringLiteral("system"), buildSystemName(hint.system)},
            {QStringLiteral("file"), hint.file}, {QStringLiteral("detail"), hint.detail}});
    }
    return QJsonObject{{QStringLiteral("root"), root}, {QStringLiteral("buildSystems"), systems},
        {QStringLiteral("suggestedTemplate"), suggestedTemplate},
        {QStringLiteral("nativeBuildInputs"), toArray(nativeBuildInputs)},
        {QStringLiteral("inventory"), toArray(inventory)},
        {QStringLiteral("readmeFile"), readmeFile},
        {QStringLiteral("readmeExcerpt"), readmeExcerpt},
        {QStringLiteral("dependencyHints"), toArray(dependencyHints)},
        {QStringLiteral("licenseFile"), licenseFile},
        {QStringLiteral("licenseGuess"), licenseGuess},
        {QStringLiteral("testSuite"),
            QJsonObject{{QStringLiteral("kind"), testSuite.kind},
                {QStringLiteral("evidence"), testSuite.evidence},
                {QStringLiteral("nativeCheckInputs"), toArray(testSuite.nativeCheckInputs)}}},
        {QStringLiteral("changelogFile"), changelogFile},
        {QStringLiteral("declaredDescription"), declaredDescription}};
}

Result<ProjectAnalysis> ProjectAnalysis::fromJson(const QJsonObject &json)
{
    ProjectAnalysis a;
    a.root = json.value(QStringLiteral("root")).toString();
    if (a.root.isEmpty())
        return Error{ProjectAnalysisTexts::tr("The cached project analysis is incomplete; "
                                              "analyse the project again."),
            QStringLiteral("no \"root\"")};
    for (const auto &v : json.value(QStringLiteral("buildSystems")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QStringLiteral("system")).toString();
        const auto system = buildSystemFromName(name);
        if (!system)
            return Error{ProjectAnalysisTexts::tr("The cached project analysis comes from "
                                                  "another version; analyse the project again."),
                QStringLiteral("unknown build system \"%1\"").arg(name)};
        a.buildSystems.append({*system, o.value(QStringLiteral("file")).toString(),
            o.value(QStringLiteral("detail")).toString()});
    }
    a.suggestedTemplate = json.value(QStringLiteral("suggestedTemplate")).toString();
    a.nativeBuildInputs = toList(json.value(QStringLiteral("nativeBuildInputs")));
    a.inventory = toList(json.value(QStringLiteral("inventory")));
    a.readmeFile = json.value(QStringLiteral("readmeFile")).toString();
    a.readmeExcerpt = json.value(QStringLiteral("readmeExcerpt")).toString();
    a.dependencyHints = toList(json.value(QStringLiteral("dependencyHints")));
    a.licenseFile = json.value(QStringLiteral("licenseFile")).toString();
    a.licenseGuess = json.value(QStringLiteral("licenseGuess")).toString();
    const QJsonObject suite = json.value(QStringLiteral("testSuite")).toObject();
    a.testSuite.kind = suite.value(QStringLiteral("kind")).toString();
    a.testSuite.evidence = suite.value(QStringLiteral("evidence")).toString();
    a.testSuite.nativeCheckInputs = toList(suite.value(QStringLiteral("nativeCheckInputs")));
    a.changelogFile = json.value(QStringLiteral("changelogFile")).toString();
    a.declaredDescription = json.value(QStringLiteral("declaredDescription")).toString();
    return a;
}

} // namespace packwright::tools
