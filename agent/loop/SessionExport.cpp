// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/SessionExport.h"

#include "core/Logging.h"
#include "loop/PullRequestDescription.h"
#include "nix/NixEnvironment.h"
#include "nix/NixpkgsLint.h"
#include "nix/PackageMeta.h"
#include "tools/LicenseGuess.h"
#include "workspace/SessionRecordReader.h"
#include "workspace/SessionRepository.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSaveFile>
#include <QTemporaryDir>

namespace packwright::loop {

namespace {
struct SessionExportTexts
{
    Q_DECLARE_TR_FUNCTIONS(SessionExportTexts)
};

const QString pinFile = QStringLiteral("nixpkgs.json");
constexpr qint64 maxLicenseBytes = qint64(256) * 1024;
constexpr int unpackTimeoutMs = 120000;

/// The license of a source tree's root, as an SPDX id; empty when none is recognised.
QString licenseOfTree(const QString &root)
{
    const QString name = tools::findLicenseFile(QDir(root).entryList(QDir::Files));
    if (name.isEmpty())
        return {};
    QFile file(QDir(root).filePath(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return tools::guessLicense(QString::fromUtf8(file.read(maxLicenseBytes)));
}

/// The license of the package's `src`: a directory read as it is, an archive unpacked
/// (GNU tar, one top-level directory stripped). Empty when it cannot be told.
QString sourceLicense(const nix::BuildRequest &request)
{
    const auto src = nix::realisePackage(request, QStringLiteral("src"));
    if (!src) {
        qCDebug(lcLoop) << "no source for the license check:" << src.error().message
                        << src.error().detail;
        return {};
    }
    if (QFileInfo(src.value()).isDir())
        return licenseOfTree(src.value());
    QTemporaryDir unpacked;
    if (!unpacked.isValid())
        return {};
    QProcess tar;
    tar.start(QStringLiteral("tar"),
        {QStringLiteral("-xf"), src.value(), QStringLiteral("-C"), unpacked.path(),
            QStringLiteral("--strip-components=1"), QStringLiteral("--no-same-owner")});
    if (!tar.waitForFinished(unpackTimeoutMs) || tar.exitStatus() != QProcess::NormalExit
        || tar.exitCode() != 0)
        return {};
    return licenseOfTree(unpacked.path());
}

/// Writes the package's files into `dir` so that package.nix finds what sits beside it.
std::optional<Error> writeFiles(const QString &dir, const QMap<QString, QByteArray> &files)
{
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QString target = QDir(dir).filePath(it.key());
        QSaveFile file(target);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !file.open(QIODevice::WriteOnly)
            || file.write(it.value()) != it.value().size() || !file.commit())
            return Error{
                SessionExportTexts::tr("Cannot write %1.").arg(target), file.errorString()};
    }
    return std::nullopt;
}
} // namespace

std::optional<Error> checkSessionDirectory(const QString &sessionDirectory)
{
    if (QFileInfo(QDir(sessionDirectory).filePath(QStringLiteral("record.sqlite"))).isFile())
        return std::nullopt;
    return Error{SessionExportTexts::tr("%1 holds no Packwright session (no record.sqlite): give "
                                        "the session directory of \"packwright package\" "
                                        "(OUT/session).")
                     .arg(sessionDirectory),
        {}};
}

Result<FinishedSession> loadFinishedSession(const QString &sessionDirectory)
{
    const QDir dir(sessionDirectory);
    const QString recordFile = dir.filePath(QStringLiteral("record.sqlite"));
    if (auto missing = checkSessionDirectory(sessionDirectory))
        return *missing;
    auto record = workspace::readSessionRecord(recordFile);
    if (!record)
        return record.error();
    FinishedSession session;
    session.record = std::move(record).value();
    const workspace::Attempt *built = session.record.lastSuccessfulAttempt();
    if (session.record.status != QLatin1String("succeeded") || !built)
        return Error{SessionExportTexts::tr("The session in %1 did not end in a building package "
                                            "(status: %2); only a finished package can be "
                                            "exported.")
                         .arg(sessionDirectory,
                             session.record.status.isEmpty() ? SessionExportTexts::tr("unknown")
                                                             : session.record.status),
            {}};
    session.attempt = built->number;

    auto repository = workspace::SessionRepository::open(dir.filePath(QStringLiteral("workspace")));
    if (!repository)
        return repository.error();
    const auto paths = repository.value().files(session.attempt);
    if (!paths)
        return paths.error();
    for (const QString &path : paths.value()) {
        auto bytes = repository.value().readFile(session.attempt, path);
        if (!bytes)
            return bytes.error();
        if (path == pinFile) {
            const QJsonObject pin = QJsonDocument::fromJson(bytes.value()).object();
            const QString location = pin.value(QStringLiteral("location")).toString();
            session.nixpkgs = pin.value(QStringLiteral("kind")).toString() == u"flake"
                ? nix::NixpkgsSource::flake(location)
                : nix::NixpkgsSource::localPath(location);
            session.nixpkgsRevision = pin.value(QStringLiteral("revision")).toString();
            continue;
        }
        session.files.insert(path, bytes.value());
    }
    const auto startPaths = repository.value().files(1);
    if (!startPaths)
        return startPaths.error();
    for (const QString &path : startPaths.value()) {
        if (path == pinFile)
            continue;
        auto bytes = repository.value().readFile(1, path);
        if (!bytes)
            return bytes.error();
        session.startFiles.insert(path, bytes.value());
    }
    if (!session.files.contains(QStringLiteral("package.nix")))
        return Error{SessionExportTexts::tr("Attempt %1 of the session in %2 has no package.nix.")
                         .arg(QString::number(session.attempt), sessionDirectory),
            {}};
    if (session.nixpkgs.location.isEmpty()) {
        const QString location = session.record.nixpkgs;
        session.nixpkgs = QFileInfo(location).isDir() ? nix::NixpkgsSource::localPath(location)
                                                      : nix::NixpkgsSource::flake(location);
    }
    QFile analysis(dir.filePath(QStringLiteral("analysis.json")));
    if (analysis.open(QIODevice::ReadOnly))
        session.sourceLicense = QJsonDocument::fromJson(analysis.readAll())
                                    .object()
                                    .value(QStringLiteral("licenseGuess"))
                                    .toString();
    return session;
}

Result<MetadataReport> checkSessionMetadata(
    const FinishedSession &session, const nix::BuildOptions &options)
{
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return Error{SessionExportTexts::tr("Cannot create a temporary directory for the "
                                            "metadata check."),
            scratch.errorString()};
    if (auto failed = writeFiles(scratch.path(), session.files))
        return *failed;
    nix::BuildRequest request;
    request.packageFile = scratch.filePath(QStringLiteral("package.nix"));
    request.nixpkgs = session.nixpkgs;
    request.options = options;

    auto meta = nix::evaluatePackageMeta(request);
    if (!meta)
        return meta.error();
    auto out = nix::realisePackage(request);
    if (!out)
        return out.error();

    MetadataReport report;
    report.outPath = out.value();
    const QDir bin(report.outPath + QStringLiteral("/bin"));
    report.programs = bin.exists()
        ? bin.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name)
        : QStringList();
    report.system = nix::NixEnvironment::probe(options).system;
    report.sourceLicense
        = session.sourceLicense.isEmpty() ? sourceLicense(request) : session.sourceLicense;

    MetadataInputs inputs;
    inputs.meta = meta.value();
    if (inputs.meta.pname.isEmpty())
        inputs.meta.pname = session.record.pname;
    if (inputs.meta.version.isEmpty())
        inputs.meta.version = session.record.version;
    report.pname = inputs.meta.pname;
    report.version = inputs.meta.version;
    inputs.sourceLicense = report.sourceLicense;
    inputs.programs = report.programs;
    report.findings = checkMetadata(inputs);
    return report;
}

namespace {
/// The findings of `lint` that fail nixpkgs CI for this change. nixpkgs-vet's ratchets
/// (NPV-164 strictDeps, NPV-166 __structuredAttrs) hold new packages and packages that had
/// them: for an update of a file in the checkout that lacks one too, it is no CI failure
/// (nixpkgs-vet README, "Ratchet checks").
QList<nix::LintFinding> blockingLint(
    const QList<nix::LintFinding> &lint, const QString &checkout, const nix::LintOptions &options)
{
    QFile old(QDir(checkout).filePath(options.nixpkgsPath));
    if (!old.open(QIODevice::ReadOnly))
        return lint; // a new package
    nix::LintOptions oldOptions;
    oldOptions.nixpkgsPath = options.nixpkgsPath;
    QStringList oldRatchets;
    for (const nix::LintFinding &f : nix::lint(QString::fromUtf8(old.readAll()), oldOptions)) {
        if (f.rule == u"NPV-164" || f.rule == u"NPV-166")
            oldRatchets << f.rule;
    }
    QList<nix::LintFinding> out;
    for (const nix::LintFinding &f : lint) {
        if (!oldRatchets.contains(f.rule))
            out << f;
    }
    return out;
}
} // namespace

Result<HandOffResult> handOff(const HandOffRequest &request)
{
    auto session = loadFinishedSession(request.sessionDirectory);
    if (!session)
        return session.error();
    const FinishedSession &finished = session.value();
    // Refuse a checkout that cannot take the package before spending time on Nix.
    if (auto unusable = workspace::checkNixpkgsCheckout(request.checkout))
        return *unusable;

    auto metadata = checkSessionMetadata(finished, request.buildOptions);
    if (!metadata)
        return metadata.error();
    HandOffResult result;
    result.metadata = std::move(metadata).value();
    const workspace::PackagePlacement placement
        = workspace::isPythonLibraryExpression(
              QString::fromUtf8(finished.files.value(QStringLiteral("package.nix"))))
        ? workspace::PackagePlacement::PythonModules
        : workspace::PackagePlacement::ByName;
    if (!workspace::isValidByName(result.metadata.pname))
        return Error{SessionExportTexts::tr("\"%1\" cannot be a pkgs/by-name package name: use "
                                            "letters, digits, \"-\" and \"_\" only.")
                         .arg(result.metadata.pname),
            {}};
    // What nixpkgs CI would reject is refused like a metadata error (issue 17 item 4).
    nix::LintOptions lintOptions;
    lintOptions.nixpkgsPath = workspace::packageDirectory(result.metadata.pname, placement)
        + QLatin1Char('/') + workspace::packageFileName(placement);
    lintOptions.installedPrograms = result.metadata.programs;
    result.lint = nix::lint(
        QString::fromUtf8(finished.files.value(QStringLiteral("package.nix"))), lintOptions);
    const bool metadataErrors = blocksExport(result.metadata.findings);
    const bool lintErrors
        = nix::hasCiFinding(blockingLint(result.lint, request.checkout, lintOptions));
    if ((metadataErrors || lintErrors) && !request.force) {
        result.blocked = true;
        result.blockedByLint = !metadataErrors;
        return result;
    }

    const QString directory = workspace::byNameDirectory(result.metadata.pname);
    if (!request.force && placement == workspace::PackagePlacement::ByName
        && !QFileInfo::exists(
            QDir(request.checkout).filePath(directory + QStringLiteral("/package.nix")))) {
        auto existing = nix::nixpkgsAttributeFile(
            request.checkout, result.metadata.pname, request.buildOptions);
        if (!existing)
            return existing.error();
        if (existing.value()) {
            const QString file = existing.value()->isEmpty()
                ? SessionExportTexts::tr("an unknown place")
                : *existing.value();
            return Error{SessionExportTexts::tr("%1 already exists in nixpkgs at %2; update that "
                                                "file, or move it to pkgs/by-name in its own "
                                                "commit first (or export with --force).")
                             .arg(result.metadata.pname, file),
                {}};
        }
    }

    workspace::NixpkgsExportRequest exportRequest;
    exportRequest.checkout = request.checkout;
    exportRequest.pname = result.metadata.pname;
    exportRequest.version = result.metadata.version;
    exportRequest.files = finished.files;
    exportRequest.branch = request.branch;
    exportRequest.startedFrom = finished.startFiles;
    exportRequest.force = request.force;
    exportRequest.placement = placement;
    exportRequest.trailers = {assistedByTrailer(finished.record)};
    auto commit = workspace::exportToNixpkgs(exportRequest);
    if (!commit)
        return commit.error();
    result.commit = commit.value();

    HandOffFacts facts;
    facts.commitMessage = commit.value().message;
    facts.directory = commit.value().directory;
    facts.packageFile = workspace::packageFileName(placement);
    facts.trailer = exportRequest.trailers.value(0);
    facts.reviewed = request.reviewed;
    facts.nixpkgsRevision = finished.nixpkgsRevision;
    facts.system = result.metadata.system;
    facts.outPath = result.metadata.outPath;
    facts.programs = result.metadata.programs;
    facts.findings = result.metadata.findings;
    facts.forced = request.force && blocksExport(result.metadata.findings);
    facts.lint = result.lint;
    facts.lintForced = request.force && lintErrors;
    workspace::SessionRecord described = finished.record;
    described.pname = result.metadata.pname;
    described.version = result.metadata.version;
    result.description = pullRequestDescription(described, facts);
    return result;
}

} // namespace packwright::loop
