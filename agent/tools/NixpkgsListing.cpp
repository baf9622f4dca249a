// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/NixpkgsListing.h"

#include "core/Logging.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QProcess>
#include <QSet>
#include <QTemporaryFile>

#include <algorithm>
#include <chrono>

namespace packwright::tools {

namespace {

/// Translation context for the nixpkgs listing's messages.
struct NixpkgsListingTexts
{
    Q_DECLARE_TR_FUNCTIONS(NixpkgsListingTexts)
};

struct ProcessResult
{
    bool started = false;
    bool finished = false;
    bool timedOut = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

ProcessResult run(
    const QString &program, const QStringList &arguments, std::chrono::milliseconds timeout)
{
    ProcessResult result;
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted())
        return result;
    result.started = true;
    // Read as it comes: a full pipe would stall nix-env on a large listing.
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (process.state() != QProcess::NotRunning) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            process.kill();
            process.waitForFinished();
            result.timedOut = true;
            return result;
        }
        process.waitForReadyRead(int(std::min<qint64>(left.count(), 1000)));
        result.out += process.readAllStandardOutput();
        result.err += process.readAllStandardError();
    }
    result.out += process.readAllStandardOutput();
    result.err += process.readAllStandardError();
    result.finished = process.exitStatus() == QProcess::NormalExit;
    result.exitCode = process.exitCode();
    return result;
}

/// The line of Nix's stderr that says what went wrong: the first "error:" line, else the last
/// line.
QString errorLine(const QByteArray &text)
{
    const QList<QByteArray> lines = text.trimmed().split('\n');
    for (const QByteArray &line : lines) {
        if (line.trimmed().startsWith("error:"))
            return QString::fromUtf8(line.trimmed());
    }
    return lines.isEmpty() ? QString() : QString::fromUtf8(lines.last().trimmed());
}

/// Lists, as nix-env's JSON does, the attributes of a set (the top level when `set` is empty)
/// that are derivations but absent from `listed`: the aliases and inherited names nix-env
/// drops as duplicates of a package it lists under another name (it skips a value it has seen,
/// visiting names in lexical order: `python3 = python311` is listed once). An attribute whose
/// evaluation fails is left out (builtins.tryEval).
const char *const unlistedExpression = R"nix(
{ nixpkgs, listedFile, set }:
let
  pkgs = import (/. + nixpkgs) { };
  scope = if set == "" then pkgs else pkgs.${set};
  prefix = if set == "" then "" else set + ".";
  listed = builtins.fromJSON (builtins.readFile listedFile);
  describe = n:
    let
      r = builtins.tryEval (
        let v = scope.${n}; in
        if builtins.isAttrs v && (v.type or null) == "derivation" then
          let
            d = v.meta.description or "";
            e = {
              name = toString (v.name or "");
              pname = toString (v.pname or "");
              version = toString (v.version or "");
              meta.description = if builtins.isString d then d else "";
            };
          in builtins.deepSeq e e
        else null);
    in if r.success then r.value else null;
  unlisted = builtins.filter (n: !(listed ? ${prefix + n})) (builtins.attrNames scope);
  found = map (n: { name = prefix + n; value = describe n; }) unlisted;
in builtins.listToAttrs (builtins.filter (e: e.value != null) found)
)nix";

/// The unlisted derivations of `set` (see unlistedExpression), as entries; empty with a
/// warning in the log when the evaluation fails.
QList<PackageEntry> unlistedPackages(const QString &nixpkgsPath, const nix::BuildOptions &options,
    const QString &set, const QList<PackageEntry> &listed, std::chrono::milliseconds timeout)
{
    QTemporaryFile names;
    QTemporaryFile expression;
    if (!names.open() || !expression.open())
        return {};
    QJsonObject known;
    for (const PackageEntry &e : listed)
        known.insert(e.attribute, true);
    names.write(QJsonDocument(known).toJson(QJsonDocument::Compact));
    names.flush();
    expression.write(unlistedExpression);
    expression.flush();
    const QStringList arguments
        = QStringList{QStringLiteral("--eval"), QStringLiteral("--strict"),
              QStringLiteral("--json"), expression.fileName(), QStringLiteral("--argstr"),
              QStringLiteral("nixpkgs"), QFileInfo(nixpkgsPath).absoluteFilePath(),
              QStringLiteral("--argstr"), QStringLiteral("listedFile"), names.fileName(),
              QStringLiteral("--argstr"), QStringLiteral("set"), set}
        + options.commonArguments();
    const ProcessResult result
        = run(options.program(QStringLiteral("nix-instantiate")), arguments, timeout);
    if (!result.finished || result.exitCode != 0) {
        qCWarning(lcNix) << "package index: aliases of"
                         << (set.isEmpty() ? QStringLiteral("the top level") : set)
                         << "are skipped:" << errorLine(result.err);
        return {};
    }
    auto parsed = parseNixEnvListing(result.out);
    if (!parsed) {
        qCWarning(lcNix) << "package index: aliases skipped:" << parsed.error().message;
        return {};
    }
    return std::move(parsed).value();
}

} // namespace

QStringList defaultNestedPackageSets()
{
    return {QStringLiteral("python3Packages")};
}

Result<QList<PackageEntry>> parseNixEnvListing(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error{NixpkgsListingTexts::tr("The package listing of nix-env is not a JSON "
                                             "object."),
            error.errorString()};
    const QJsonObject object = doc.object();
    QList<PackageEntry> entries;
    entries.reserve(object.size());
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QJsonObject package = it.value().toObject();
        const QJsonValue description
            = package.value(QLatin1String("meta")).toObject().value(QLatin1String("description"));
        entries.append(PackageEntry{it.key(), package.value(QLatin1String("pname")).toString(),
            package.value(QLatin1String("version")).toString(),
            description.isString() ? description.toString().simplified() : QString()});
    }
    std::sort(entries.begin(), entries.end(),
        [](const PackageEntry &a, const PackageEntry &b) { return a.attribute < b.attribute; });
    return entries;
}

Result<QList<PackageEntry>> listNixpkgs(
    const QString &nixpkgsPath, const nix::BuildOptions &options, const QStringList &nestedSets)
{
    const QString program = options.program(QStringLiteral("nix-env"));
    const QStringList base = QStringList{QStringLiteral("-f"), nixpkgsPath, QStringLiteral("-qaP"),
                                 QStringLiteral("--json"), QStringLiteral("--meta")}
        + options.commonArguments();
    const auto timeout = std::chrono::duration_cast<std::chrono::milliseconds>(options.timeout);

    const ProcessResult top = run(program, base, timeout);
    if (!top.started)
        return Error{
            NixpkgsListingTexts::tr("nix-env could not be started; is Nix installed?"), program};
    if (top.timedOut)
        return Error{NixpkgsListingTexts::tr("Listing the packages of %1 took longer than %2 s.")
                         .arg(nixpkgsPath)
                         .arg(options.timeout.count()),
            QString::fromUtf8(top.err.right(2000))};
    if (!top.finished || top.exitCode != 0)
        return Error{NixpkgsListingTexts::tr("nix-env could not list the packages of %1: %2")
                         .arg(nixpkgsPath, errorLine(top.err)),
            QString::fromUtf8(top.err.right(4000))};
    auto entries = parseNixEnvListing(top.out);
    if (!entries)
        return entries.error();
    QList<PackageEntry> all = std::move(entries).value();
    QStringList listedSets{QString()}; // the top level, then the nested sets that evaluated

    for (const QString &set : nestedSets) {
        const ProcessResult nested
            = run(program, base + QStringList{QStringLiteral("-A"), set}, timeout);
        if (!nested.finished || nested.exitCode != 0) {
            qCWarning(lcNix) << "package index: the set" << set
                             << "is skipped:" << errorLine(nested.err);
            continue;
        }
        auto more = parseNixEnvListing(nested.out);
        if (!more) {
            qCWarning(lcNix) << "package index: the set" << set
                             << "is skipped:" << more.error().message;
            continue;
        }
        const QString prefix = set + QLatin1Char('.');
        for (PackageEntry &entry : std::move(more).value()) {
            // nix-env -A prints paths under the set already; be tolerant of versions that don't.
            if (!entry.attribute.startsWith(prefix))
                entry.attribute.prepend(prefix);
            all.append(std::move(entry));
        }
        listedSets << set;
    }
    // Every name that reaches a package is findable: the aliases and inherited names
    // nix-env leaves out (issue 17: `python3` beside `python`).
    QList<PackageEntry> aliases;
    for (const QString &set : std::as_const(listedSets))
        aliases << unlistedPackages(nixpkgsPath, options, set, all, timeout);
    all << aliases;
    return all;
}

QString nixpkgsCacheKey(const QString &nixpkgsPath)
{
    const QFileInfo info(nixpkgsPath);
    const QString canonical = info.canonicalFilePath();
    const QString directory = info.isDir() ? canonical : info.absolutePath();
    QCryptographicHash hash(QCryptographicHash::Sha256);

    if (QFileInfo::exists(directory + QStringLiteral("/.git"))) {
        QProcess git;
        git.start(QStringLiteral("git"),
            {QStringLiteral("-C"), directory, QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
        if (git.waitForFinished(30000) && git.exitCode() == 0) {
            const QByteArray head = git.readAllStandardOutput().trimmed();
            QProcess status;
            status.start(QStringLiteral("git"),
                {QStringLiteral("-C"), directory, QStringLiteral("status"),
                    QStringLiteral("--porcelain"), QStringLiteral("--untracked-files=no")});
            if (status.waitForFinished(60000) && status.exitCode() == 0) {
                hash.addData(status.readAllStandardOutput());
                return canonical + QStringLiteral("|git:") + QString::fromLatin1(head)
                    + QLatin1Char('|') + QString::fromLatin1(hash.result().toHex().left(16));
            }
        }
    }

    QFile defaultNix(info.isDir() ? directory + QStringLiteral("/default.nix") : canonical);
    if (defaultNix.open(QIODevice::ReadOnly))
        hash.addData(defaultNix.readAll());
    QStringList stamps;
    QDirIterator it(
        directory, {QStringLiteral("*.nix")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo file = it.fileInfo();
        stamps.append(file.filePath() + QLatin1Char(' ') + QString::number(file.size())
            + QLatin1Char(' ') + QString::number(file.lastModified().toMSecsSinceEpoch()));
    }
    stamps.sort();
    hash.addData(stamps.join(QLatin1Char('\n')).toUtf8());
    return canonical + QStringLiteral("|files:")
        + QString::fromLatin1(hash.result().toHex().left(32));
}

} // namespace packwright::tools
