// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CommandLine.h"

#include "core/BuildInfo.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace packwright::app {

namespace {
/// Translation context for the command line's texts.
struct CommandLineTexts
{
    Q_DECLARE_TR_FUNCTIONS(CommandLineTexts)
};
} // namespace

QString commandsHelp(std::span<const CommandEntry> commands)
{
    if (commands.empty())
        return {};
    constexpr qsizetype width = 80;
    constexpr qsizetype indent = 2;
    constexpr qsizetype widestColumn = 30; // a longer synopsis puts its summary below it
    qsizetype column = 0;
    for (const CommandEntry &c : commands)
        column = std::max(column, qsizetype(qstrlen(c.synopsis)));
    column = std::min(column, widestColumn) + indent + 2;
    QString help = QLatin1Char('\n') + CommandLineTexts::tr("Commands:") + QLatin1Char('\n');
    for (const CommandEntry &c : commands) {
        QString line = QString(indent, QLatin1Char(' ')) + QLatin1String(c.synopsis);
        const QStringList words = QCoreApplication::translate("CommandTexts", c.summary)
                                      .split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const auto startColumn = [&] {
            if (line.size() >= column) {
                help += line + QLatin1Char('\n');
                line.clear();
            }
            line += QString(column - line.size(), QLatin1Char(' '));
        };
        startColumn();
        bool first = true;
        for (const QString &word : words) {
            if (!first && line.size() + 1 + word.size() > width) {
                help += line + QLatin1Char('\n');
                line = QString(column, QLatin1Char(' '));
                first = true;
            }
            line += (first ? QString() : QStringLiteral(" ")) + word;
            first = false;
        }
        help += line + QLatin1Char('\n');
    }
    help += QLatin1Char('\n')
        + CommandLineTexts::tr("Run \"packwright COMMAND --help\" for a command's options.")
        + QLatin1Char('\n');
    return help;
}

const CommandEntry *findCommand(std::span<const CommandEntry> commands, const QString &name)
{
    const auto found = std::find_if(commands.begin(), commands.end(),
        [&](const CommandEntry &c) { return name == QLatin1String(c.name); });
    return found == commands.end() ? nullptr : &*found;
}

CommandLine parseCommandLine(const QStringList &arguments, std::span<const CommandEntry> commands)
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
        CommandLineTexts::tr("A command from the list below. Without one the workbench opens; "
                             "a session record given alone opens in it."),
        QStringLiteral("[command]"));

    CommandLine result;
    const bool parsed = parser.parse(arguments);
    result.helpText = parser.helpText() + commandsHelp(commands);
    if (parsed && parser.isSet(help)
        && parser.positionalArguments().value(0) == QLatin1String("explain")) {
        // "packwright explain --help": the options explain takes, as the other commands do.
        QCommandLineParser explain;
        explain.setApplicationDescription(CommandLineTexts::tr(
            "Read a build log (Nix, nix-output-monitor, internal-json, rpmbuild or OBS) and "
            "print why it failed: the failure signals, most likely cause first, the phase, the "
            "categories and the known fixes that match. \"-\" reads standard input.\n\n"
            "Exit status: 0 the log was read (whether or not it shows a failure); 1 a log "
            "could not be read; 2 a usage error."));
        explain.addOptions({help, lang, json, against, gui});
        explain.addPositionalArgument(QStringLiteral("explain"),
            CommandLineTexts::tr("The command."), QStringLiteral("explain"));
        explain.addPositionalArgument(QStringLiteral("LOG"),
            CommandLineTexts::tr("The build log, or \"-\"."), QStringLiteral("LOG"));
        result.helpText = explain.helpText();
    }
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
    if (result.logPath == QLatin1String("-") && result.previousLog == QLatin1String("-")
        && result.error.isEmpty())
        result.error = CommandLineTexts::tr("Standard input can be read once: give at least one "
                                            "of the two logs of explain --against as a file.");
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
