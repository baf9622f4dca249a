// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/BuildMonitor.h"

#include <QCoreApplication>

namespace packwright::nix {

namespace {
struct BuildMonitorTexts
{
    Q_DECLARE_TR_FUNCTIONS(BuildMonitor)
};
} // namespace

Result<bool> BuildMonitor::open(const QString &logFile)
{
    m_file.setFileName(logFile);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return Error{BuildMonitorTexts::tr("Cannot write the build log %1.").arg(logFile),
            m_file.errorString()};
    }
    return true;
}

void BuildMonitor::feed(QByteArrayView bytes)
{
    m_bytes += bytes.size();
    if (m_file.isOpen())
        m_file.write(bytes.data(), bytes.size());

    while (!bytes.isEmpty()) {
        const qsizetype newline = bytes.indexOf('\n');
        const QByteArrayView piece = newline < 0 ? bytes : bytes.first(newline);
        if (!m_truncating) {
            const qsizetype room = maxLineBytes - m_partial.size();
            m_partial.append(piece.first(std::min(room, piece.size())));
            if (piece.size() > room)
                m_truncating = true; // the raw file keeps the whole line; memory does not
        }
        if (newline < 0)
            break;
        QByteArrayView line(m_partial);
        if (line.endsWith('\r'))
            line.chop(1);
        handleLine(line);
        m_partial.clear();
        m_truncating = false;
        bytes = bytes.sliced(newline + 1);
    }
}

void BuildMonitor::finish()
{
    if (!m_partial.isEmpty())
        handleLine(m_partial);
    m_partial.clear();
    m_truncating = false;
    if (m_file.isOpen())
        m_file.flush();
}

void BuildMonitor::flushLog()
{
    if (m_file.isOpen())
        m_file.flush();
}

void BuildMonitor::addBuilderLog(const QString &drvPath, QByteArrayView text)
{
    if (m_file.isOpen()) {
        m_file.write(text.data(), text.size());
        if (!text.endsWith('\n'))
            m_file.write("\n");
        m_file.flush();
    }
    const QString decoded = stripTerminalEscapes(QString::fromUtf8(text));
    for (const QStringView line : QStringTokenizer(decoded, u'\n'))
        appendBuilderLine(drvPath, line.toString());
}

QList<BuildPlacement> BuildMonitor::placements() const
{
    QList<BuildPlacement> placements;
    placements.reserve(m_built.size());
    for (const QString &drv : m_built)
        placements.append({drv, m_machines.value(drv)});
    return placements;
}

void BuildMonitor::handleLine(QByteArrayView line)
{
    const LogEvent event = parseLogLine(line);
    handleEvent(event);
    if (m_sink)
        m_sink(event);
}

void BuildMonitor::handleEvent(const LogEvent &event)
{
    switch (event.kind) {
    case LogEvent::Kind::ActivityStart:
        if (event.activityType == ActivityType::Build && !event.drvPath.isEmpty()) {
            m_buildActivities.insert(event.activity, event.drvPath);
            if (!m_built.contains(event.drvPath))
                m_built.append(event.drvPath);
            if (!event.machine.isEmpty())
                m_machines.insert(event.drvPath, event.machine);
        }
        break;
    case LogEvent::Kind::ActivityStop: m_buildActivities.remove(event.activity); break;
    case LogEvent::Kind::BuildLogLine:
        appendBuilderLine(m_buildActivities.value(event.activity), event.text);
        break;
    case LogEvent::Kind::SetPhase:
        if (const QString drv = m_buildActivities.value(event.activity); !drv.isEmpty())
            m_phases.insert(drv, event.phase);
        break;
    case LogEvent::Kind::Message:
        // Nix prints some warnings at error level ("warning: the group 'nixbld' …"), and
        // builtins.trace too (nixpkgs' deprecation notes: "trace: warning: …").
        // Nix 2.34 also sends empty error-level messages: they say nothing.
        if (event.level == 0 && !event.text.startsWith(QLatin1String("warning:"))
            && !event.text.startsWith(QLatin1String("trace: ")) && !event.text.trimmed().isEmpty()
            && m_errors.size() < maxErrors) {
            m_errors.append(event.text.left(maxLineBytes));
            // Nix names the expression text itself as the "file" of a --expr; only paths count.
            if (!m_errorLocation && event.file.startsWith(QLatin1Char('/')) && event.line > 0)
                m_errorLocation = SourceLocation{event.file, event.line, event.column};
        }
        break;
    case LogEvent::Kind::PlainLine:
        // Plain Nix output ("error: …" from a Nix without internal-json, or a builder's
        // own stderr) still counts: errors and the single running build's lines.
        if (event.text.startsWith(QLatin1String("error: ")) && m_errors.size() < maxErrors)
            m_errors.append(event.text.left(maxLineBytes));
        else if (m_buildActivities.size() == 1)
            appendBuilderLine(m_buildActivities.cbegin().value(), event.text);
        break;
    case LogEvent::Kind::Progress:
    case LogEvent::Kind::Evaluated: break;
    }
}

void BuildMonitor::appendBuilderLine(const QString &drvPath, const QString &text)
{
    // Nixpkgs' stdenv prints "Running phase: X"; a Nix that reports no setPhase still
    // gets the phase from that marker.
    if (const QString phase = phaseFromMarker(text); !phase.isEmpty() && !drvPath.isEmpty())
        m_phases.insert(drvPath, phase);
    auto &tail = m_tails[drvPath];
    tail.push_back(text);
    if (tail.size() > std::size_t(tailLines))
        tail.pop_front();
    ++m_lineCounts[drvPath];
}

QStringList BuildMonitor::tailOf(const QString &drvPath) const
{
    const auto it = m_tails.constFind(drvPath);
    if (it == m_tails.cend())
        return {};
    return QStringList(it->begin(), it->end());
}

} // namespace packwright::nix
