// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "UpdateCommand.h"

#include "SessionCommand.h"
#include "SubcommandParser.h"
#include "loop/PackageFile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTextStream>

namespace packwright::app {

namespace {
struct UpdateTexts
{
    Q_DECLARE_TR_FUNCTIONS(UpdateTexts)
};

/// The nixpkgs checkout `file` lies in (a directory with default.nix, lib/ and pkgs/), or
/// an empty string.
QString enclosingNixpkgs(const QString &file)
{
    for (QDir dir = QFileInfo(file).absoluteDir();;) {
        if (dir.exists(QStringLiteral("default.nix"))
            && dir.exists(QStringLiteral("lib/default.nix")) && dir.exists(QStringLiteral("pkgs")))
            return dir.absolutePath();
        if (!dir.cdUp())
            return {};
    }
}
} // namespace

int runUpdate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    SubcommandParser command(QStringLiteral("update"),
        UpdateTexts::tr("Update PACKAGE.nix to a new version like nix-update (version, rev or "
                        "tag, every hash by trust on first use), then repair it until it "
                        "builds. Without --out, a package that builds is written back to "
                        "PACKAGE.nix; a failure leaves it untouched.")
            + QStringLiteral("\n\n") + exitStatusHelp(),
        out, err);
    QCommandLineParser &parser = command.parser();
    const SessionOptions options;
    const QCommandLineOption to(QStringLiteral("to"),
        UpdateTexts::tr("The version to update to (default: the newest tag of the source's git "
                        "repository)."),
        QStringLiteral("version"));
    const QCommandLineOption preRelease(QStringLiteral("pre-release"),
        UpdateTexts::tr("Without --to: a release candidate, alpha or beta tag may be the newest."));
    const QCommandLineOption outDir(QStringLiteral("out"),
        UpdateTexts::tr("Write package.nix, report.md and report.json here instead of "
                        "updating PACKAGE.nix in place."),
        QStringLiteral("dir"));
    parser.addOptions(options.all());
    parser.addOptions({to, preRelease, outDir});
    parser.addPositionalArgument(
        QStringLiteral("package"), UpdateTexts::tr("The package.nix to update."));

    if (const auto done = command.parse(arguments, options.help))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return command.usage(UpdateTexts::tr("\"update\" needs exactly one PACKAGE.nix."));
    const QString packageFile = QFileInfo(positional.at(1)).absoluteFilePath();
    if (QFileInfo(packageFile).isDir())
        return command.usage(
            UpdateTexts::tr("%1 is a directory; give its package.nix.").arg(positional.at(1)));
    if (!QFileInfo(packageFile).isFile())
        return command.usage(UpdateTexts::tr("%1: no such file.").arg(positional.at(1)));

    loop::PackagingRequest request;
    const auto package = loop::readPackageFile(packageFile);
    if (!package)
        return command.usage(package.error().message);
    request.initialExpression = package.value().expression;
    request.originFile = QFileInfo(packageFile).absoluteFilePath();
    request.extraFiles = package.value().extraFiles;
    request.update = loop::VersionUpdateRequest{parser.value(to), parser.isSet(preRelease)};
    if (parser.isSet(to) && parser.value(to).trimmed().isEmpty())
        return command.usage(UpdateTexts::tr("--to wants a version."));
    if (const QString error
        = applySessionOptions(parser, options, request, err, enclosingNixpkgs(packageFile));
        !error.isEmpty())
        return command.usage(error);

    const bool inPlace = !parser.isSet(outDir);
    const QDir target(inPlace ? QFileInfo(packageFile).absolutePath()
                              : QFileInfo(parser.value(outDir)).absoluteFilePath());
    if (parser.isSet(options.sessionDir)) {
        request.sessionDirectory = QFileInfo(parser.value(options.sessionDir)).absoluteFilePath();
    } else if (!inPlace) {
        request.sessionDirectory = target.filePath(QStringLiteral("session"));
    } else {
        const QString name = QFileInfo(packageFile).fileName() == u"package.nix"
            ? QFileInfo(packageFile).dir().dirName()
            : QFileInfo(packageFile).completeBaseName();
        // Unique even for two runs in the same millisecond.
        const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
            + QStringLiteral("/packwright/sessions/update-%1-%2")
                  .arg(name,
                      QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
        request.sessionDirectory = base;
        for (int n = 2; QFileInfo::exists(request.sessionDirectory); ++n)
            request.sessionDirectory = base + QLatin1Char('-') + QString::number(n);
    }
    if (const auto error = loop::checkNewSessionDirectory(request.sessionDirectory))
        return command.usage(error->message);
    // Checked before any work: a result that cannot be written is a result lost.
    if (!QDir().mkpath(target.absolutePath()) || !QFileInfo(target.absolutePath()).isWritable())
        return command.usage(UpdateTexts::tr("Cannot write into %1.").arg(target.absolutePath()));

    const loop::SessionReport report = runOnTerminal(request, err);
    const QDir session(request.sessionDirectory);
    bool written = true;
    const auto write = [&](const QString &path, const QByteArray &bytes) {
        QFile file(path);
        QDir().mkpath(QFileInfo(file).absolutePath()); // src/, patches/
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(bytes) != bytes.size() || !file.flush()) {
            err << UpdateTexts::tr("Cannot write %1: %2").arg(file.fileName(), file.errorString())
                << '\n';
            written = false;
        }
    };
    // The update keeps the file's own formatting: no nixfmt. A file edited while the session
    // ran is not overwritten: the result stays in the session.
    bool changedMeanwhile = false;
    if (inPlace) {
        QFile now(packageFile);
        changedMeanwhile = !now.open(QIODevice::ReadOnly)
            || QString::fromUtf8(now.readAll()) != request.initialExpression;
        if (report.succeeded() && !report.expression.isEmpty() && !changedMeanwhile)
            write(packageFile, report.expression.toUtf8());
    } else {
        if (!report.expression.isEmpty())
            write(target.filePath(QStringLiteral("package.nix")), report.expression.toUtf8());
        for (auto it = request.extraFiles.cbegin(); it != request.extraFiles.cend(); ++it)
            write(target.filePath(it.key()), it.value());
        write(target.filePath(QStringLiteral("report.md")), report.toMarkdown().toUtf8());
        write(target.filePath(QStringLiteral("report.json")),
            QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    }
    if (!written) {
        err << UpdateTexts::tr("The session is kept in %1.").arg(request.sessionDirectory) << '\n';
        return 1;
    }
    const QString reportFile = inPlace ? session.filePath(QStringLiteral("report.md"))
                                       : target.filePath(QStringLiteral("report.md"));
    const QString result = session.filePath(QStringLiteral("workspace/package.nix"));
    if (report.succeeded() && changedMeanwhile) {
        out << UpdateTexts::tr("%1 %2 builds (attempt %3), but %4 changed while the update ran "
                               "and is left as it is; the updated expression is %5 (report: %6)")
                   .arg(report.pname, report.version)
                   .arg(report.finalAttempt)
                   .arg(packageFile, result, reportFile)
            << '\n';
        return 1;
    }
    if (report.succeeded())
        out << UpdateTexts::tr("%1 %2 builds (attempt %3): %4 (report: %5)")
                   .arg(report.pname, report.version)
                   .arg(report.finalAttempt)
                   .arg(inPlace ? packageFile : target.filePath(QStringLiteral("package.nix")),
                       reportFile)
            << '\n';
    else if (inPlace)
        out << UpdateTexts::tr("Gave up (%1): %2 %3 is unchanged; the failure report is %4")
                   .arg(loop::stopReasonName(report.stopReason), report.stopDetail, packageFile,
                       reportFile)
            << '\n';
    else
        out << UpdateTexts::tr("Gave up (%1): %2 The best attempt is %3; the failure report "
                               "is %4")
                   .arg(loop::stopReasonName(report.stopReason), report.stopDetail,
                       target.filePath(QStringLiteral("package.nix")), reportFile)
            << '\n';
    return loop::exitStatus(report.stopReason);
}

} // namespace packwright::app
