// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PackageCommand.h"

#include "SessionCommand.h"
#include "SubcommandParser.h"
#include "loop/PackageFile.h"

#include "loop/SessionDefaults.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSettings>
#include <QTextStream>

namespace packwright::app {

namespace {
struct PackageTexts
{
    Q_DECLARE_TR_FUNCTIONS(PackageTexts)
};

nix::SourceSpec sourceSpec(const QString &source)
{
    const QFileInfo info(source);
    if (info.isDir())
        return {nix::SourceSpec::Kind::GitRepository, info.absoluteFilePath(), {}};
    if (info.isFile())
        return {nix::SourceSpec::Kind::Tarball, info.absoluteFilePath(), {}};
    return {nix::SourceSpec::Kind::Url, source, {}};
}

} // namespace

std::variant<PackageInvocation, int> parsePackage(
    const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    SubcommandParser command(QStringLiteral("package"),
        PackageTexts::tr("Package SOURCE (a URL, a local git repository or a tarball) with Nix: "
                         "fetch, analyse, build and repair until it builds, then write "
                         "package.nix and a report.")
            + QStringLiteral("\n\n") + exitStatusHelp(),
        out, err);
    QCommandLineParser &parser = command.parser();
    const SessionOptions options;
    const QCommandLineOption outDir(QStringLiteral("out"),
        PackageTexts::tr("Where package.nix, report.md and report.json go."),
        QStringLiteral("dir"));
    const QCommandLineOption pname(QStringLiteral("pname"),
        PackageTexts::tr("The package name (default: from the source)."), QStringLiteral("name"));
    const QCommandLineOption packageVersion(QStringLiteral("package-version"),
        PackageTexts::tr("The package version (default: from the source)."),
        QStringLiteral("version"));
    const QCommandLineOption from(QStringLiteral("from"),
        PackageTexts::tr("Start from this package.nix instead of a template (SOURCE is then "
                         "optional: a directory for the file tools)."),
        QStringLiteral("file"));
    const QCommandLineOption gui(QStringLiteral("gui"),
        PackageTexts::tr("Run the session in the workbench: watch it and answer its approvals "
                         "there (--approve ask asks in the window)."));
    parser.addOptions(options.all());
    parser.addOptions({outDir, pname, packageVersion, from, gui});
    parser.addPositionalArgument(
        QStringLiteral("source"), PackageTexts::tr("URL, git repository or tarball."));

    if (const auto done = command.parse(arguments, options.help))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 2 || (positional.size() < 2 && !parser.isSet(from)))
        return command.usage(
            PackageTexts::tr("\"package\" needs exactly one SOURCE (or --from FILE)."));
    if (!parser.isSet(outDir))
        return command.usage(PackageTexts::tr("--out DIR is required."));

    loop::PackagingRequest request;
    if (positional.size() == 2) {
        const QString &source = positional.at(1);
        if (!source.contains(QStringLiteral("://")) && !QFileInfo::exists(source))
            return command.usage(PackageTexts::tr("%1: no such file or directory (a URL needs its "
                                                  "scheme, e.g. https://).")
                                     .arg(source));
        request.source = sourceSpec(source);
    }
    if (parser.isSet(from)) {
        const auto file = loop::readPackageFile(parser.value(from));
        if (!file)
            return command.usage(file.error().message);
        request.initialExpression = file.value().expression;
        request.originFile = QFileInfo(parser.value(from)).absoluteFilePath();
        request.extraFiles = file.value().extraFiles;
    }
    request.version = parser.value(packageVersion);
    request.pname = parser.value(pname);
    if (const QString error = applySessionOptions(parser, options, request, err); !error.isEmpty())
        return command.usage(error);

    const QDir out_(QFileInfo(parser.value(outDir)).absoluteFilePath());
    request.sessionDirectory = parser.isSet(options.sessionDir)
        ? QFileInfo(parser.value(options.sessionDir)).absoluteFilePath()
        : QFileInfo(out_.filePath(QStringLiteral("session"))).absoluteFilePath();
    if (const auto error = loop::checkNewSessionDirectory(request.sessionDirectory))
        return command.usage(error->message);
    // Checked before any work: a result that cannot be written is a result lost.
    if (!QDir().mkpath(out_.absolutePath()) || !QFileInfo(out_.absolutePath()).isWritable())
        return command.usage(PackageTexts::tr("Cannot write into %1.").arg(out_.absolutePath()));

    return PackageInvocation{request, out_.absolutePath(), parser.isSet(gui)};
}

int writePackageResult(const PackageInvocation &invocation, const loop::SessionReport &report,
    QTextStream &out, QTextStream &err)
{
    const loop::PackagingRequest &request = invocation.request;
    const QDir out_(invocation.outDirectory);
    bool written = true;
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile file(out_.filePath(name));
        QDir().mkpath(QFileInfo(file).absolutePath()); // src/, patches/
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(bytes) != bytes.size() || !file.flush()) {
            err << PackageTexts::tr("Cannot write %1: %2").arg(file.fileName(), file.errorString())
                << '\n';
            written = false;
        }
    };
    if (!report.expression.isEmpty()) {
        QSettings settings;
        const QString nixfmt
            = loop::SessionDefaults::load(settings).toolPaths.value(QStringLiteral("nixfmt"));
        write(
            QStringLiteral("package.nix"), formattedWithNixfmt(report.expression, nixfmt).toUtf8());
    }
    // What package.nix refers to beside it (patches) belongs with it.
    for (auto it = request.extraFiles.cbegin(); it != request.extraFiles.cend(); ++it)
        write(it.key(), it.value());
    write(QStringLiteral("report.md"), report.toMarkdown().toUtf8());
    write(QStringLiteral("report.json"),
        QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    if (!written) {
        err << PackageTexts::tr("The session is kept in %1.").arg(request.sessionDirectory) << '\n';
        return 1;
    }
    out << (report.succeeded()
            ? PackageTexts::tr("Built %1 %2 in attempt %3: %4/package.nix")
                  .arg(report.pname, report.version)
                  .arg(report.finalAttempt)
                  .arg(out_.absolutePath())
            : PackageTexts::tr("Gave up (%1): %2 The failure report is %3/report.md")
                  .arg(loop::stopReasonName(report.stopReason), report.stopDetail,
                      out_.absolutePath()))
        << '\n';
    return loop::exitStatus(report.stopReason);
}

int runPackage(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    auto parsed = parsePackage(arguments, out, err);
    if (const int *status = std::get_if<int>(&parsed))
        return *status;
    const auto &invocation = std::get<PackageInvocation>(parsed);
    const loop::SessionReport report = runOnTerminal(invocation.request, err);
    return writePackageResult(invocation, report, out, err);
}

} // namespace packwright::app
