// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildOutcome.h"
#include "nix/LogEvent.h"

#include <QFile>
#include <QHash>
#include <QString>
#include <QStringList>

#include <deque>
#include <functional>

namespace packwright::nix {

/// Follows one `nix-build --log-format internal-json` stderr stream: writes every byte to
/// the raw log file, decodes lines into LogEvents, and keeps only what the outcome needs —
/// running activities, the current phase of each derivation, Nix's error messages and the
/// last lines each derivation printed. Memory is bounded whatever the log's size:
/// lines are cut at maxLineBytes, error texts at maxErrors, tails at tailLines.
class BuildMonitor
{
public:
    static constexpr qsizetype maxLineBytes = qsizetype(64) * 1024;
    static constexpr int maxErrors = 64;
    static constexpr int tailLines = 200;

    /// Every decoded event is passed to `sink` (may be empty) as it arrives.
    using EventSink = std::function<void(const LogEvent &)>;

    /// Opens (truncates) `logFile` for the raw stream. Errors: the file cannot be created.
    Result<bool> open(const QString &logFile);
    void setEventSink(EventSink sink) { m_sink = std::move(sink); }

    /// Feeds a chunk of stderr as it came (any split, CRLF or LF).
    void feed(QByteArrayView bytes);
    /// Ends the stream: decodes a last unterminated line and flushes the file.
    void finish();
    /// Writes what the raw log file buffered to the disk.
    void flushLog();
    /// Adds text that did not come from the build's stream (e.g. `nix-store --read-log`) to
    /// the raw log and the tail of `drvPath`, with phase markers honoured.
    void addBuilderLog(const QString &drvPath, QByteArrayView text);

    QString logFile() const { return m_file.fileName(); }
    const QStringList &errors() const { return m_errors; }
    /// The first error's position, when Nix reported one (evaluation errors).
    const std::optional<SourceLocation> &errorLocation() const { return m_errorLocation; }
    /// Derivations whose builds started, in order.
    const QStringList &builtDerivations() const { return m_built; }
    /// Where each of builtDerivations() was built, in the same order.
    QList<BuildPlacement> placements() const;
    /// The last phase `drvPath` entered, or an empty string.
    QString phaseOf(const QString &drvPath) const { return m_phases.value(drvPath); }
    /// The last (at most tailLines) lines `drvPath` printed.
    QStringList tailOf(const QString &drvPath) const;
    /// How many lines `drvPath` printed in all.
    qint64 lineCountOf(const QString &drvPath) const { return m_lineCounts.value(drvPath); }
    qint64 bytesSeen() const { return m_bytes; }

private:
    void handleLine(QByteArrayView line);
    void handleEvent(const LogEvent &event);
    void appendBuilderLine(const QString &drvPath, const QString &text);

    QFile m_file;
    QByteArray m_partial;      ///< an unterminated line, at most maxLineBytes
    bool m_truncating = false; ///< dropping the rest of an over-long line
    qint64 m_bytes = 0;
    EventSink m_sink;

    QHash<quint64, QString> m_buildActivities; ///< running Build activity → its .drv
    QStringList m_built;
    QHash<QString, QString> m_machines; ///< .drv → the remote builder it went to
    QHash<QString, QString> m_phases;
    QHash<QString, std::deque<QString>> m_tails;
    QHash<QString, qint64> m_lineCounts;
    QStringList m_errors;
    std::optional<SourceLocation> m_errorLocation;
};

} // namespace packwright::nix
