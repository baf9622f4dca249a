// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

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

/// Parses the arguments (argv[0] first). Needs no application object, so main() can
/// call it before it decides between a GUI and a headless application; call it again
/// after installing translators to get translated help.
CommandLine parseCommandLine(const QStringList &arguments);

/// Whether a GUI can be shown: a display (X11 or Wayland) or an explicit Qt platform.
bool hasDisplay();

} // namespace packwright::app
