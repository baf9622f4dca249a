// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ExportCommand.h"

#include "SessionCommand.h"
#include "SubcommandParser.h"
#include "loop/SessionExport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

namespace packwright::app {

namespace {
struct ExportTexts
{
    Q_DECLARE_TR_FUNCTIONS(ExportTexts)
};

constexpr int exitFailed = 1;
constexpr int exitBlocked = 3;

void printFindings(const QList<loop::MetadataFinding> &findings, QTextStream &out)
{
    if (findings.isEmpty()) {
        out << ExportTexts::tr("Metadata check: no findings.") << '\n';
        return;
    }
    out << ExportTexts::tr("Metadata check:") << '\n';
    for (const loop::MetadataFinding &f : findings)
        out << QStringLiteral("  %1: %2: %3")
                   .arg(f.severity == loop::FindingSeverity::Error ? ExportTexts::tr("error")
                                                                   : ExportTexts::tr("warning"),
                       f.field, f.message)
            << '\n';
}
/// The lint findings, one a line as `packwright lint` prints them.
void printLint(const QList<nix::LintFinding> &findings, QTextStream &out)
{
    if (findings.isEmpty()) {
        out << ExportTexts::tr("nixpkgs lint: no findings.") << '\n';
        return;
    }
    out << ExportTexts::tr("nixpkgs lint:") << '\n';
    for (const nix::LintFinding &f : findings) {
        out << QStringLiteral("  ");
        if (f.line > 0)
            out << ExportTexts::tr("line %1: ").arg(f.line);
        out << nix::lintSeverityName(f.severity) << " [" << f.rule << "] " << f.message << '\n';
    }
}
} // namespace

int runExport(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    SubcommandParser command(QStringLiteral("export"),
        ExportTexts::tr(
            "Export the package of a finished session into a nixpkgs checkout: check its meta "
            "(description, homepage, license, mainProgram), commit it at "
            "pkgs/by-name/<two letters>/<pname>/package.nix (a Python library at "
            "pkgs/development/python-modules/<pname>/default.nix, with its line in "
            "python-packages.nix) as \"pname: init at VERSION\" or \"pname: OLD -> NEW\" with an "
            "Assisted-by trailer, and write a pull-request description from the session "
            "record.\n\n"
            "Exit status: 0 exported; 1 refused or failed; 2 a usage error; 3 metadata errors "
            "or lint findings that fail nixpkgs CI (--force exports anyway)."),
        out, err);
    QCommandLineParser &parser = command.parser();
    const QCommandLineOption checkout(QStringLiteral("nixpkgs-checkout"),
        ExportTexts::tr("The nixpkgs checkout (a git work tree) to commit into."),
        QStringLiteral("dir"));
    const QCommandLineOption branch(QStringLiteral("branch"),
        ExportTexts::tr("Commit on a new branch <name>, made at HEAD and checked out (default: "
                        "the checked-out branch)."),
        QStringLiteral("name"));
    const QCommandLineOption force(QStringLiteral("force"),
        ExportTexts::tr("Export even when the metadata check finds errors, when lint finds "
                        "what nixpkgs CI rejects, when the checkout's package directory is not "
                        "what the session started from, or when nixpkgs has the attribute "
                        "outside pkgs/by-name."));
    const QCommandLineOption reviewed(QStringLiteral("reviewed"),
        ExportTexts::tr("Confirm that you have reviewed the package and the description and "
                        "answer for them (nixpkgs' automation/AI policy): the description's "
                        "automation/AI-policy box is ticked. Without it the description asks "
                        "for a draft pull request."));
    const QCommandLineOption descriptionOut(QStringLiteral("description-out"),
        ExportTexts::tr("Where the pull-request description goes (default: "
                        "SESSION_DIR/pull-request.md)."),
        QStringLiteral("file"));
    const SessionOptions common; // --nix-option, --lang, --help as the other commands have them
    parser.addOptions({checkout, branch, force, reviewed, descriptionOut, common.nixOption,
        common.lang, common.help});
    parser.addPositionalArgument(QStringLiteral("session"),
        ExportTexts::tr("The session directory (OUT/session of \"packwright package\")."),
        QStringLiteral("SESSION_DIR"));

    if (const auto done = command.parse(arguments, common.help))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return command.usage(ExportTexts::tr("\"export\" needs exactly one SESSION_DIR."));
    if (!parser.isSet(checkout))
        return command.usage(ExportTexts::tr("--nixpkgs-checkout DIR is required."));

    loop::HandOffRequest request;
    request.sessionDirectory = QFileInfo(positional.at(1)).absoluteFilePath();
    request.checkout = QFileInfo(parser.value(checkout)).absoluteFilePath();
    request.branch = parser.value(branch);
    request.force = parser.isSet(force);
    request.reviewed = parser.isSet(reviewed);
    if (QString error = applyNixOptions(parser.values(common.nixOption), request.buildOptions);
        !error.isEmpty())
        return command.usage(error);
    // No session: say so before anything about where the description goes.
    if (auto noSession = loop::checkSessionDirectory(request.sessionDirectory)) {
        err << ExportTexts::tr("Not exported: %1").arg(noSession->message) << '\n';
        return exitFailed;
    }
    const QString descriptionFile = parser.isSet(descriptionOut)
        ? QFileInfo(parser.value(descriptionOut)).absoluteFilePath()
        : QDir(request.sessionDirectory).filePath(QStringLiteral("pull-request.md"));
    // Checked before the commit: a description that cannot be written is one lost.
    const QFileInfo descriptionDir(QFileInfo(descriptionFile).absolutePath());
    if (!descriptionDir.isDir() || !descriptionDir.isWritable())
        return command.usage(ExportTexts::tr("Cannot write the description into %1.")
                                 .arg(descriptionDir.absoluteFilePath()));

    err << ExportTexts::tr("==> checking the package's meta and its build") << '\n';
    err.flush();
    const auto result = loop::handOff(request);
    if (!result) {
        err << ExportTexts::tr("Not exported: %1").arg(result.error().message) << '\n';
        if (!result.error().detail.isEmpty())
            err << result.error().detail << '\n';
        return exitFailed;
    }
    printFindings(result.value().metadata.findings, out);
    printLint(result.value().lint, out);
    // The findings come before the refusal they cause, also when both go to one terminal.
    out.flush();
    if (result.value().blocked) {
        err << (result.value().blockedByLint
                ? ExportTexts::tr("Not exported: lint found what nixpkgs CI rejects (ci). "
                                  "Fix it in a new session, or export anyway with --force.")
                : ExportTexts::tr("Not exported: the metadata check found errors. Fix "
                                  "them in a new session, or export anyway with --force."))
            << '\n';
        return exitBlocked;
    }
    const workspace::NixpkgsExportResult &commit = *result.value().commit;
    out << ExportTexts::tr("Committed \"%1\" as %2 on branch %3 (%4/%5).")
               .arg(
                   commit.message, commit.commit, commit.branch, request.checkout, commit.directory)
        << '\n';
    QSaveFile file(descriptionFile);
    const QByteArray bytes = result.value().description.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        err << ExportTexts::tr("Cannot write the pull-request description %1: %2")
                   .arg(descriptionFile, file.errorString())
            << '\n';
        return exitFailed;
    }
    out << ExportTexts::tr("Pull-request description: %1").arg(descriptionFile) << '\n';
    if (!request.reviewed)
        out << ExportTexts::tr("Review the change before you open the pull request (as a draft "
                               "until you have); --reviewed ticks the automation/AI-policy box.")
            << '\n';
    return 0;
}

} // namespace packwright::app
