// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CommandLine.h"

#include "core/BuildInfo.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace packwright::app {

namespace {
/// Translation context for the command line's texts.
struct CommandLineTexts
{
    Q_DECLARE_TR_FUNCTIONS(CommandLineTexts)
};
} // namespace

CommandLine parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(CommandLineTexts::tr(
        "Packwright packages software with Nix: an agent builds, reads the log and repairs, "
        "while you approve, edit or roll back each step."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
        CommandLineTexts::tr("Show this help and exit."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
        CommandLineTexts::tr("Show the version and exit."));
    const QCommandLineOption headless(QStringLiteral("headless"),
        CommandLineTexts::tr(
            "Run without a window and print the result (the default when there is no display)."));
    const QCommandLineOption lang(QStringLiteral("lang"),
        CommandLineTexts::tr(
            "Use the user interface language <code>, e.g. \"de\" (default: the system's)."),
        CommandLineTexts::tr("code"));
    const QCommandLineOption session(QStringLiteral("session"),
        CommandLineTexts::tr("Open the session record <file> in the workbench (a session.json "
                             "or record.sqlite given alone opens too)."),
        CommandLineTexts::tr("file"));
    const QCommandLineOption json(QStringLiteral("json"),
        CommandLineTexts::tr("With explain: print one JSON object instead of text."));
    const QCommandLineOption against(QStringLiteral("against"),
        CommandLineTexts::tr("With explain: compare with an earlier attempt's log <old> and say "
                             "whether the build progressed."),
        CommandLineTexts::tr("old"));
    const QCommandLineOption gui(QStringLiteral("gui"),
        CommandLineTexts::tr("With explain: open the log in the workbench's build-log explainer "
                             "(with --against, the two logs side by side)."));
    const QCommandLineOption newSession(QStringLiteral("new-session"),
        CommandLineTexts::tr("Open the workbench on the New session wizard."));
    parser.addOptions({help, version, headless, lang, session, newSession, json, against, gui});
    parser.addPositionalArgument(QStringLiteral("command"),
        CommandLineTexts::tr(
            "Nothing to open the workbench; \"demo\" to replay the bundled demo session "
            "(headless when there is no display); \"explain LOG\" to print the failure "
            "signals, phase, categories and known fixes of a build log (\"-\" reads standard "
            "input); \"package SOURCE --out DIR\" to package a project without a display "
            "(\"package --help\" for its options); \"update PACKAGE.nix\" to update a "
            "package to a new version and repair it (\"update --help\"); \"export SESSION_DIR "
            "--nixpkgs-checkout DIR\" to commit a finished session's package into a nixpkgs "
            "checkout with a pull-request description (\"export --help\"); \"run-in-vm "
            "SESSION_DIR --script TEXT\" to run a script in a fresh VM with a finished "
            "session's package (\"run-in-vm --help\"); \"lint PACKAGE.nix\" to check a "
            "package file against the rules of a nixpkgs pull request (\"lint --help\"); \"batch "
            "TASKS.jsonl --out DIR\" to run many packaging tasks and summarise them (\"batch "
            "--help\")."),
        QStringLiteral(
            "[demo | explain LOG | package SOURCE | update PACKAGE.nix | export "
            "SESSION_DIR | run-in-vm SESSION_DIR | lint PACKAGE.nix | batch TASKS.jsonl]"));

    CommandLine result;
    const bool parsed = parser.parse(arguments);
    result.helpText = parser.helpText();
    if (!parsed) {
        result.error = parser.errorText();
        return result;
    }
    result.showHelp = parser.isSet(help);
    result.showVersion = parser.isSet(version);
    result.headless = parser.isSet(headless);
    result.language = parser.value(lang);
    result.sessionRecord = parser.value(session);
    result.newSession = parser.isSet(newSession);
    result.json = parser.isSet(json);
    result.previousLog = parser.value(against);
    result.gui = parser.isSet(gui);

    if (result.showHelp || result.showVersion)
        return result; // "packwright explain --help" shows the help, not a usage error
    const QStringList positional = parser.positionalArguments();
    const QString command = positional.value(0);
    if (command == QLatin1String("explain")) {
        result.command = CommandLine::Command::Explain;
        if (positional.size() != 2)
            result.error = CommandLineTexts::tr(
                "\"explain\" needs exactly one log file (or \"-\" for standard input).");
        else
            result.logPath = positional.at(1);
    } else if (positional.size() > 1) {
        result.error
            = CommandLineTexts::tr("Too many arguments: %1").arg(positional.join(QLatin1Char(' ')));
    } else if (positional.size() == 1) {
        if (command == QLatin1String("demo"))
            result.command = CommandLine::Command::Demo;
        else if (result.sessionRecord.isEmpty() && QFileInfo(command).isFile())
            result.sessionRecord = command; // a file manager's "Open with" (the .desktop file)
        else
            result.error = CommandLineTexts::tr(
                "Unknown command \"%1\". Run packwright --help for the commands.")
                               .arg(command);
    }
    if (result.json && result.command != CommandLine::Command::Explain && result.error.isEmpty())
        result.error = CommandLineTexts::tr("--json goes with the explain command.");
    if (!result.previousLog.isEmpty() && result.command != CommandLine::Command::Explain
        && result.error.isEmpty())
        result.error = CommandLineTexts::tr("--against goes with the explain command.");
    if (result.gui && result.error.isEmpty()) {
        if (result.command != CommandLine::Command::Explain)
            result.error = CommandLineTexts::tr("--gui goes with the explain command.");
        else if (result.json || result.headless)
            result.error = CommandLineTexts::tr(
                "--gui opens a window; it cannot be combined with --json or --headless.");
        else if (result.logPath == QLatin1String("-") || result.previousLog == QLatin1String("-"))
            result.error = CommandLineTexts::tr(
                "explain --gui needs log files: save standard input to a file first.");
    }
    if (result.newSession && result.error.isEmpty()
        && (result.command != CommandLine::Command::Workbench || !result.sessionRecord.isEmpty()
            || result.headless))
        result.error = CommandLineTexts::tr(
            "--new-session opens the workbench; it cannot be combined with a command, a "
            "session record or --headless.");
    if (result.command == CommandLine::Command::Demo && !result.sessionRecord.isEmpty())
        result.error = CommandLineTexts::tr(
            "\"demo\" replays the bundled session; it cannot be combined with --session.");
    return result;
}

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

} // namespace packwright::app
