// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LintCommand.h"

#include "SessionCommand.h"
#include "SubcommandParser.h"
#include "nix/LintEvaluation.h"
#include "nix/NixpkgsLint.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>
#include <variant>

namespace packwright::app {

namespace {
struct LintCommandTexts
{
    Q_DECLARE_TR_FUNCTIONS(LintCommandTexts)
};

constexpr int exitClean = 0;
constexpr int exitCiFinding = 1;
constexpr int exitUsage = 2;

/// A package file is a few kilobytes; anything this large is not one.
constexpr qint64 maxBytes = qint64(1024) * 1024;

/// The text of FILE ("-": standard input), or an error message.
std::variant<QString, QString> readPackage(const QString &path)
{
    QFile file;
    if (path == QLatin1String("-")) {
        if (!file.open(stdin, QIODevice::ReadOnly))
            return std::variant<QString, QString>(
                std::in_place_index<1>, LintCommandTexts::tr("Standard input could not be read."));
    } else {
        file.setFileName(path);
        const QFileInfo info(path);
        if (info.isDir())
            return std::variant<QString, QString>(std::in_place_index<1>,
                LintCommandTexts::tr("%1 is a directory: give the package.nix inside it.")
                    .arg(path));
        if (!file.open(QIODevice::ReadOnly))
            return std::variant<QString, QString>(std::in_place_index<1>,
                LintCommandTexts::tr("Cannot read %1: %2.").arg(path, file.errorString()));
    }
    const QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return std::variant<QString, QString>(std::in_place_index<1>,
            LintCommandTexts::tr("%1 is larger than %2 KiB: that is not a package file.")
                .arg(path)
                .arg(maxBytes / 1024));
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = decoder.decode(bytes);
    if (bytes.contains('\0') || decoder.hasError())
        return std::variant<QString, QString>(std::in_place_index<1>,
            LintCommandTexts::tr("%1 is not UTF-8 text (it holds binary data): give a package.nix.")
                .arg(path));
    return std::variant<QString, QString>(std::in_place_index<0>, std::move(text));
}

/// Where `file` sits in a nixpkgs checkout ("pkgs/…"), when its path shows it; else empty.
QString nixpkgsPathOf(const QString &file)
{
    const QString absolute = QFileInfo(file).absoluteFilePath();
    for (const QLatin1String marker :
        {QLatin1String("/pkgs/by-name/"), QLatin1String("/pkgs/development/python-modules/")}) {
        const qsizetype at = absolute.lastIndexOf(marker);
        if (at >= 0)
            return absolute.mid(at + 1);
    }
    return {};
}

QStringList programsIn(const QString &outPath)
{
    return QDir(outPath + QStringLiteral("/bin"))
        .entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

void printText(const QString &file, const QList<nix::LintFinding> &findings, QTextStream &out)
{
    int ci = 0;
    int fixable = 0;
    for (const nix::LintFinding &f : findings) {
        out << file;
        if (f.line > 0)
            out << ':' << f.line;
        if (f.column > 0)
            out << ':' << f.column;
        out << ": " << nix::lintSeverityName(f.severity) << " [" << f.rule << "] " << f.message
            << " (" << f.source << ")\n";
        ci += f.severity == nix::LintSeverity::Ci ? 1 : 0;
        fixable += f.quickFix ? 1 : 0;
    }
    if (findings.isEmpty())
        out << LintCommandTexts::tr("%1: no findings.").arg(file) << '\n';
    else
        out << LintCommandTexts::tr("%n finding(s)", nullptr, int(findings.size())) << ": "
            << LintCommandTexts::tr("%n would fail nixpkgs CI", nullptr, ci) << ", "
            << LintCommandTexts::tr("%n for review", nullptr, int(findings.size()) - ci) << "; "
            << LintCommandTexts::tr("%n can be fixed mechanically", nullptr, fixable) << ".\n";
}

} // namespace

int runLint(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    SubcommandParser command(QStringLiteral("lint"),
        LintCommandTexts::tr(
            "Check a package file against the mechanical rules of a nixpkgs pull "
            "request: by-name placement, nixfmt's layout, strictDeps and "
            "__structuredAttrs, hashes, fetchers, meta, phases, Python conventions; "
            "with --nixpkgs also as evaluated (warnings, aliases). Each finding names "
            "its rule and where nixpkgs writes it.")
            + QStringLiteral("\n\n")
            + LintCommandTexts::tr(
                "Exit status: 0 nothing nixpkgs CI would fail on; 1 a finding CI would "
                "fail on; 2 a usage error, an unreadable file, or Nix could not "
                "evaluate at all."),
        out, err);
    QCommandLineParser &parser = command.parser();
    const QCommandLineOption json(
        QStringLiteral("json"), LintCommandTexts::tr("Print one JSON object instead of text."));
    const QCommandLineOption path(QStringLiteral("path"),
        LintCommandTexts::tr(
            "Where the file goes in nixpkgs, e.g. pkgs/by-name/he/hello/package.nix "
            "(default: read from FILE's own path when it lies in a checkout; "
            "otherwise placement is not checked)."),
        QStringLiteral("path"));
    const QCommandLineOption nixpkgs(QStringLiteral("nixpkgs"),
        LintCommandTexts::tr("Also evaluate the package with this nixpkgs: a checkout <path> or a "
                             "flake reference."),
        QStringLiteral("path"));
    const QCommandLineOption outPath(QStringLiteral("out-path"),
        LintCommandTexts::tr("A built output of the package (a store path or result link): "
                             "meta.mainProgram must name a program in its bin/."),
        QStringLiteral("dir"));
    const SessionOptions common; // --nix-option, --lang, --help as the other commands have them
    parser.addOptions({json, path, nixpkgs, outPath, common.nixOption, common.lang, common.help});
    parser.addPositionalArgument(QStringLiteral("file"),
        LintCommandTexts::tr("The package.nix to check (\"-\" reads standard input)."),
        QStringLiteral("FILE"));

    if (const auto done = command.parse(arguments, common.help))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return command.usage(LintCommandTexts::tr("\"lint\" needs exactly one FILE."));
    const QString &file = positional.at(1);
    nix::BuildOptions buildOptions;
    if (QString error = applyNixOptions(parser.values(common.nixOption), buildOptions);
        !error.isEmpty())
        return command.usage(error);
    if (parser.isSet(outPath) && !QFileInfo(parser.value(outPath)).isDir())
        return command.usage(
            LintCommandTexts::tr("--out-path %1 is not a directory.").arg(parser.value(outPath)));

    auto read = readPackage(file);
    if (read.index() == 1) {
        err << std::get<1>(read) << '\n';
        return exitUsage;
    }
    const QString text = std::get<0>(std::move(read));

    nix::LintOptions options;
    options.nixpkgsPath = parser.isSet(path) ? parser.value(path)
        : file == QLatin1String("-")         ? QString()
                                             : nixpkgsPathOf(file);
    if (parser.isSet(outPath))
        options.installedPrograms = programsIn(parser.value(outPath));
    if (parser.isSet(nixpkgs)) {
        const QString pin = parser.value(nixpkgs);
        nix::BuildRequest request;
        request.nixpkgs = QFileInfo(pin).isDir()
            ? nix::NixpkgsSource::localPath(QFileInfo(pin).absoluteFilePath())
            : nix::NixpkgsSource::flake(pin);
        request.options = buildOptions;
        QTemporaryDir scratch; // standard input is evaluated from a copy
        if (file == QLatin1String("-")) {
            request.packageFile = scratch.filePath(QStringLiteral("package.nix"));
            QFile copy(request.packageFile);
            if (!scratch.isValid() || !copy.open(QIODevice::WriteOnly)
                || copy.write(text.toUtf8()) < 0) {
                err << LintCommandTexts::tr("Cannot write a temporary copy of standard input to "
                                            "evaluate it.")
                    << '\n';
                return exitUsage;
            }
        } else {
            request.packageFile = QFileInfo(file).absoluteFilePath();
        }
        const auto evaluation = nix::evaluatePackageForLint(request);
        if (!evaluation) {
            err << LintCommandTexts::tr("Not checked: %1").arg(evaluation.error().message) << '\n';
            if (!evaluation.error().detail.isEmpty())
                err << evaluation.error().detail << '\n';
            return exitUsage;
        }
        options.evaluation = evaluation.value();
    }

    const QList<nix::LintFinding> findings = nix::lint(text, options);
    const QString shown = file == QLatin1String("-") ? QStringLiteral("<stdin>") : file;
    if (parser.isSet(json)) {
        QJsonArray list;
        int ci = 0;
        for (const nix::LintFinding &f : findings) {
            list.append(nix::lintFindingToJson(f));
            ci += f.severity == nix::LintSeverity::Ci ? 1 : 0;
        }
        const QJsonObject o{
            {QStringLiteral("file"), shown},
            {QStringLiteral("nixpkgsPath"), options.nixpkgsPath},
            {QStringLiteral("evaluated"), options.evaluation.has_value()},
            {QStringLiteral("findings"), list},
            {QStringLiteral("ci"), ci},
            {QStringLiteral("review"), int(findings.size()) - ci},
        };
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        printText(shown, findings, out);
    }
    return nix::hasCiFinding(findings) ? exitCiFinding : exitClean;
}

} // namespace packwright::app
