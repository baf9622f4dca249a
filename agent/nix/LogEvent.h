// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArrayView>
#include <QString>

namespace packwright::nix {

/// Nix's activity types (libutil/logging.hh), as `--log-format internal-json` numbers them.
enum class ActivityType
{
    Unknown = 0,
    CopyPath = 100,
    FileTransfer = 101,
    Realise = 102,
    CopyPaths = 103,
    Builds = 104,
    Build = 105, ///< fields: drv path, machine, round, rounds
    OptimiseStore = 106,
    VerifyPaths = 107,
    Substitute = 108,
    QueryPathInfo = 109,
    PostBuildHook = 110,
    BuildWaiting = 111,
};

/// One line of a Nix build's stderr, decoded. Lines that are not internal-json (older Nix,
/// a builder writing to stderr directly, garbage) become PlainLine with the text kept.
struct LogEvent
{
    enum class Kind
    {
        PlainLine,     ///< text: the line as it came
        ActivityStart, ///< activity, parent, activityType, text; drvPath, machine for a Build
        ActivityStop,  ///< activity
        BuildLogLine,  ///< activity, text: one line the builder printed
        SetPhase,      ///< activity, phase: a stdenv phase began (e.g. "configurePhase")
        Progress,      ///< activity, done / expected / running / failed
        Message,       ///< level, text (ANSI removed); file/line/column for evaluation errors
        Evaluated,     ///< drvPath: the derivation a build expression evaluated to (below)
    };

    Kind kind = Kind::PlainLine;
    quint64 activity = 0;
    quint64 parent = 0;
    ActivityType activityType = ActivityType::Unknown;
    int level = 0; ///< Nix verbosity: 0 error, 1 warn, 2 notice, 3 info, 4 talkative, …
    QString text;
    QString drvPath;
    /// For a Build activity: the remote builder it runs on, as Nix names it (the machine's
    /// store URI, e.g. "ssh://builder"); empty when it runs on this machine.
    QString machine;
    QString phase;
    qint64 done = 0, expected = 0, running = 0, failed = 0;
    QString file;
    int line = 0;
    int column = 0;
};

/// What a build expression traces once it has evaluated to its derivation (Nix prints
/// `trace: packwright-evaluated /nix/store/…drv` at error level): parseLogLine() makes such
/// a message a LogEvent::Kind::Evaluated, so that one `nix-build` tells evaluation from
/// building and names the package's own derivation (NixpkgsSource::buildExpression()).
inline constexpr char evaluatedTraceTag[] = "packwright-evaluated";

/// Decodes one stderr line of `nix-build --log-format internal-json` (without the newline).
/// Never fails: anything that is not a well-formed "@nix {…}" line is a PlainLine.
/// Also removes ANSI escapes from message texts and log lines (the raw log keeps them).
LogEvent parseLogLine(QByteArrayView line);

/// Whether an internal-json line ("@nix {…}") may carry text a user saw: a "msg", or a
/// "result" that is a log line or a phase. Decided without parsing the JSON, for readers
/// that skip the rest (most lines of Nix's raw log are activity starts, stops and progress).
/// True for anything else, and when unsure (no "action" key, or a "type" that is not the
/// line's last key, as Nix writes it).
bool mayPrintText(QByteArrayView line);

/// Removes ANSI/VT100 escape sequences (colours, cursor movement) and carriage-return
/// overwrites ("progress\rprogress\rdone" → "done").
QString stripTerminalEscapes(QStringView text);

/// The phase a stdenv "Running phase: X" / "unpacking sources"-style marker line announces,
/// or an empty string; for logs whose Nix did not report setPhase.
QString phaseFromMarker(QStringView line);

} // namespace packwright::nix
