// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/LogEvent.h"

#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <limits>

namespace packwright::nix {

namespace {

/// Nix ≥ 2.2x appends the position to a message's "file" ("/src/package.nix:8:19", beside
/// "line": 8 and "column": 19); 2.8 gave the file alone. Either way: file, line, column.
void splitPosition(LogEvent &event)
{
    if (event.file.isEmpty())
        return;
    static const QRegularExpression position(QStringLiteral(R"(^(.+):(\d+):(\d+)$)"));
    const QRegularExpressionMatch m = position.match(event.file);
    if (!m.hasMatch())
        return;
    const int line = m.captured(2).toInt();
    const int column = m.captured(3).toInt();
    if (event.line > 0 && (event.line != line || event.column != column))
        return; // a file whose name ends in ":N:M", at another position
    event.file = m.captured(1);
    event.line = line;
    event.column = column;
}

using nlohmann::json;

QString toQString(const json &value)
{
    if (!value.is_string())
        return {};
    const auto &s = value.get_ref<const std::string &>();
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

qint64 integerAt(const json &fields, std::size_t index)
{
    return fields.is_array() && index < fields.size() && fields[index].is_number_integer()
        ? fields[index].get<qint64>()
        : 0;
}

/// An integer field that fits an int; 0 when it is missing, not an integer (a float such
/// as 1e107, a string) or out of range.
int intField(const json &doc, const char *key)
{
    const auto it = doc.find(key);
    if (it == doc.end() || !it->is_number_integer())
        return 0;
    const qint64 value = it->is_number_unsigned()
        ? qint64(std::min<quint64>(it->get<quint64>(), quint64(std::numeric_limits<int>::max())))
        : it->get<qint64>();
    return value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max()
        ? 0
        : int(value);
}

QString stringAt(const json &fields, std::size_t index)
{
    return fields.is_array() && index < fields.size() ? toQString(fields[index]) : QString();
}

/// Nix's result types (libutil/logging.hh).
enum ResultType
{
    BuildLogLine = 101,
    SetPhase = 104,
    Progress = 105,
    PostBuildLogLine = 107,
};

/// The store path of a `trace: packwright-evaluated /nix/store/….drv` message, else "".
QString evaluatedDerivation(const QString &text)
{
    static const QString prefix
        = QStringLiteral("trace: %1 ").arg(QLatin1String(evaluatedTraceTag));
    if (!text.startsWith(prefix))
        return {};
    const QString drv = text.mid(prefix.size()).trimmed();
    return drv.startsWith(QLatin1Char('/')) && drv.endsWith(QLatin1String(".drv")) ? drv
                                                                                   : QString();
}

/// A decoded event for what a build expression's trace announced (LogEvent::Kind::Evaluated).
LogEvent evaluated(const QString &drvPath)
{
    LogEvent event;
    event.kind = LogEvent::Kind::Evaluated;
    event.drvPath = drvPath;
    return event;
}

LogEvent plain(QByteArrayView line)
{
    LogEvent event;
    event.text = stripTerminalEscapes(QString::fromUtf8(line));
    // `nix-build --no-build-output` prints Nix's messages as text, the trace among them.
    if (const QString drv = evaluatedDerivation(event.text); !drv.isEmpty())
        return evaluated(drv);
    return event;
}

LogEvent decode(const nlohmann::json &doc, QByteArrayView line);

} // namespace

QString stripTerminalEscapes(QStringView text)
{
    QString out;
    out.reserve(text.size());
    qsizetype lineStart = 0; // where a carriage return rewinds to
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'\x1b' && i + 1 < text.size()) {
            const QChar next = text[i + 1];
            if (next == u'[') { // CSI: parameters, then a final byte in @..~
                i += 2;
                while (i < text.size() && !(text[i] >= u'@' && text[i] <= u'~'))
                    ++i;
            } else if (next == u']') { // OSC: up to BEL or ST
                i += 2;
                while (i < text.size() && text[i] != u'\x07'
                    && !(text[i] == u'\x1b' && i + 1 < text.size() && text[i + 1] == u'\\'))
                    ++i;
                if (i < text.size() && text[i] == u'\x1b')
                    ++i;
            } else {
                ++i; // a two-character escape
            }
            continue;
        }
        if (c == u'\r') {
            if (i + 1 < text.size() && text[i + 1] != u'\n')
                out.truncate(lineStart); // overwritten by what follows
            continue;
        }
        if (c == u'\n')
            lineStart = out.size() + 1;
        out.append(c);
    }
    return out;
}

QString phaseFromMarker(QStringView line)
{
    static constexpr QStringView running = u"Running phase: ";
    if (line.startsWith(running))
        return line.mid(running.size()).trimmed().toString();
    return {};
}

LogEvent parseLogLine(QByteArrayView line)
{
    static constexpr QByteArrayView prefix = "@nix ";
    if (!line.startsWith(prefix))
        return plain(line);
    const QByteArrayView body = line.sliced(prefix.size());
    const json doc = json::parse(body.begin(), body.end(), nullptr, /*allow_exceptions=*/false);
    if (!doc.is_object() || !doc.contains("action") || !doc["action"].is_string())
        return plain(line);
    try {
        return decode(doc, line);
    } catch (const json::exception &) {
        return plain(line); // a field of an unexpected type: keep the line as text
    }
}

bool mayPrintText(QByteArrayView line)
{
    constexpr QByteArrayView actionKey = "\"action\"";
    const qsizetype key = line.indexOf(actionKey);
    if (key < 0)
        return true; // not an event: its text is shown as it is
    qsizetype at = key + actionKey.size();
    while (at < line.size() && (line[at] == ' ' || line[at] == ':'))
        ++at;
    const QByteArrayView action = line.sliced(at);
    if (action.startsWith("\"msg\""))
        return true;
    if (!action.startsWith("\"result\""))
        return false; // start, stop, stdenv's setPhase: nothing printed
    while (!line.isEmpty() && (line.back() == '\r' || line.back() == ' '))
        line.chop(1);
    constexpr QByteArrayView typeKey = "\"type\":";
    const qsizetype type = line.lastIndexOf(typeKey);
    if (type < 0 || !line.endsWith('}'))
        return true;
    bool ok = false;
    const int number
        = line.sliced(type + typeKey.size(), line.size() - 1 - type - typeKey.size()).toInt(&ok);
    return !ok || number == BuildLogLine || number == SetPhase || number == PostBuildLogLine;
}

namespace {
LogEvent decode(const nlohmann::json &doc, QByteArrayView line)
{

    LogEvent event;
    const auto &action = doc["action"].get_ref<const std::string &>();
    const auto id = doc.value("id", json()).is_number_unsigned() ? doc["id"].get<quint64>() : 0;
    event.activity = id;
    if (action == "start") {
        event.kind = LogEvent::Kind::ActivityStart;
        event.parent
            = doc.value("parent", json()).is_number_unsigned() ? doc["parent"].get<quint64>() : 0;
        event.activityType = ActivityType(intField(doc, "type"));
        event.level = intField(doc, "level");
        event.text = stripTerminalEscapes(toQString(doc.value("text", json())));
        if (event.activityType == ActivityType::Build) {
            const json fields = doc.value("fields", json());
            event.drvPath = stringAt(fields, 0);
            event.machine = stringAt(fields, 1);
        }
    } else if (action == "stop") {
        event.kind = LogEvent::Kind::ActivityStop;
    } else if (action == "result") {
        const json fields = doc.value("fields", json::array());
        switch (intField(doc, "type")) {
        case BuildLogLine:
        case PostBuildLogLine:
            event.kind = LogEvent::Kind::BuildLogLine;
            event.text = stripTerminalEscapes(stringAt(fields, 0));
            break;
        case SetPhase:
            event.kind = LogEvent::Kind::SetPhase;
            event.phase = stringAt(fields, 0);
            break;
        case Progress:
            event.kind = LogEvent::Kind::Progress;
            event.done = integerAt(fields, 0);
            event.expected = integerAt(fields, 1);
            event.running = integerAt(fields, 2);
            event.failed = integerAt(fields, 3);
            break;
        default: return plain(line); // results Packwright does not use are kept as text
        }
    } else if (action == "msg") {
        event.kind = LogEvent::Kind::Message;
        event.level = intField(doc, "level");
        event.text = stripTerminalEscapes(toQString(doc.value("msg", json())));
        if (const QString drv = evaluatedDerivation(event.text); !drv.isEmpty())
            return evaluated(drv);
        event.file = toQString(doc.value("file", json()));
        event.line = intField(doc, "line");
        event.column = intField(doc, "column");
        splitPosition(event);
    } else {
        return plain(line);
    }
    return event;
}
} // namespace

} // namespace packwright::nix
