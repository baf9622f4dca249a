// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

#include <span>

namespace packwright::app {

/// What `packwright …` was asked to do.
struct CommandLine
{
    enum class Command
    {
        Workbench, ///< no command: open the workbench, optionally on --session FILE
        Demo,      ///< `demo`: the bundled recorded session, in the GUI or headless
        Explain,   ///< `explain LOG`: the failure signals of a build log, printed
    };

    Command command = Command::Workbench;
    bool headless = false;
    bool showHelp = false;
    bool showVersion = false;
    bool newSession = false; ///< --new-session: open the workbench on the New session wizard
    QString language;        ///< from --lang, e.g. "de"; empty: the system locale
    QString sessionRecord;   ///< from --session, or a session.json / record.sqlite given alone
    QString logPath;         ///< `explain`'s LOG ("-": standard input)
    bool json = false;       ///< --json: one JSON object instead of text
    QString previousLog;     ///< --against OLD: compare with an earlier attempt's log
    bool gui = false;        ///< explain --gui: the log in the workbench's explainer
    QString error;           ///< a usage error to print; empty when the line was valid
    QString helpText;        ///< translated with whatever translator is installed
};

/// One row of `packwright`'s command table (main.cpp holds the table): the word that names
/// the command, how the top-level help lists it, and the function that runs it.
struct CommandEntry
{
    const char *name;     ///< the first argument: "package"
    const char *synopsis; ///< its arguments as the help lists them: "package SOURCE --out DIR"
    const char *summary;  ///< what it does, one sentence; QT_TRANSLATE_NOOP("CommandTexts", …)
    /// Runs the whole command line (argv[0] first) and makes the application object the
    /// command needs; returns the process's exit status.
    int (*run)(int argc, char **argv);
};

/// The "Commands:" section of the top-level help: one row per entry, the synopsis in a
/// column and the translated summary wrapped beside it at 80 columns.
QString commandsHelp(std::span<const CommandEntry> commands);

/// The entry named `name`, or nullptr.
const CommandEntry *findCommand(std::span<const CommandEntry> commands, const QString &name);

/// Parses the arguments (argv[0] first). Needs no application object, so main() can
/// call it before it decides between a GUI and a headless application; call it again
/// after installing translators to get translated help. The help lists `commands`.
CommandLine parseCommandLine(
    const QStringList &arguments, std::span<const CommandEntry> commands = {});

/// Whether a GUI can be shown: a display (X11 or Wayland) or an explicit Qt platform.
bool hasDisplay();

} // namespace packwright::app
