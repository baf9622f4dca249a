// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ScriptedModelServer.h"

#include "ScriptedWire.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>

namespace packwright::testsupport {

namespace {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 529: return "Overloaded";
    default: return "Status";
    }
}

QByteArray chunk(const QByteArray &data)
{
    return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
}

} // namespace

ScriptedModelServer::ScriptedModelServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &ScriptedModelServer::onNewConnection);
}

ScriptedModelServer::~ScriptedModelServer()
{
    // The sockets are children of m_server, which outlives the other members: take them
    // down first, without their handlers (which use those members).
    const QList<QTcpSocket *> sockets = m_buffers.keys();
    for (QTcpSocket *socket : sockets) {
        socket->disconnect(this);
        socket->abort();
        delete socket;
    }
    m_server.close();
}

Result<bool> ScriptedModelServer::loadTranscript(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{
            QStringLiteral("The transcript %1 cannot be read.").arg(path), file.errorString()};
    return setTranscript(file.readAll(), path);
}

Result<bool> ScriptedModelServer::setTranscript(const QByteArray &json, const QString &origin)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError
        || !doc.object().value(QStringLiteral("steps")).isArray())
        return Error{
            QStringLiteral("The transcript %1 is not a JSON object with a \"steps\" array.")
                .arg(origin),
            error.errorString()};
    const QString matching = doc.object().value(QStringLiteral("matching")).toString();
    if (!matching.isEmpty() && matching != u"order" && matching != u"any")
        return Error{QStringLiteral("The transcript %1 has \"matching\": \"%2\"; it is \"order\" "
                                    "or \"any\".")
                         .arg(origin, matching),
            {}};
    setSteps(doc.object().value(QStringLiteral("steps")).toArray());
    m_anyOrder = matching == u"any";
    return true;
}

void ScriptedModelServer::setSteps(const QJsonArray &steps)
{
    m_steps = steps;
    m_next = 0;
    m_anyOrder = false;
    m_served.clear();
    m_mismatch.clear();
    m_requests.clear();
}

bool ScriptedModelServer::listen(quint16 port)
{
    return m_server.listen(QHostAddress::LocalHost, port);
}

QUrl ScriptedModelServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1/v1").arg(port()));
}

void ScriptedModelServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        m_buffers.insert(socket, {});
        socket->setSocketOption(
            QAbstractSocket::LowDelayOption, 1); // no Nagle delay between events
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
    }
}

void ScriptedModelServer::onReadyRead(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    for (;;) {
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
        ReceivedRequest request;
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        request.method = requestLine.value(0);
        request.path = requestLine.value(1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                request.headers.insert(
                    lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
        const qsizetype length = request.headers.value("content-length", "0").toLongLong();
        if (buffer.size() < headerEnd + 4 + length)
            return;
        request.body = buffer.mid(headerEnd + 4, length);
        buffer.remove(0, headerEnd + 4 + length);
        handle(socket, request);
        if (!m_buffers.contains(socket))
            return;
    }
}

bool ScriptedModelServer::finished() const
{
    if (!m_anyOrder)
        return m_next >= m_steps.size();
    for (int i = 0; i < m_steps.size(); ++i) {
        if (!m_served.contains(i)
            && !m_steps.at(i).toObject().value(QStringLiteral("repeat")).toBool())
            return false;
    }
    return true;
}

void ScriptedModelServer::handleAnyOrder(QTcpSocket *socket, const ReceivedRequest &request)
{
    const QByteArray path = request.path.split('?').value(0);
    const int protocol = path.endsWith("/chat/completions") ? int(WireProtocol::OpenAi)
        : path.endsWith("/messages")                        ? int(WireProtocol::Anthropic)
                                                            : -1;
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    for (int i = 0; protocol >= 0 && i < m_steps.size(); ++i) {
        const QJsonObject step = m_steps.at(i).toObject();
        if (m_served.contains(i) && !step.value(QStringLiteral("repeat")).toBool())
            continue;
        if (!firstMismatch(WireProtocol(protocol), step.value(QStringLiteral("expect")).toObject(),
                body, request.headers)
                 .isEmpty())
            continue;
        m_served.insert(i);
        ++m_next;
        Q_EMIT stepServed(i);
        serve(socket, i, protocol, body);
        return;
    }
    // No step fits: this request fails, the others are still matched.
    const QString what
        = QStringLiteral("request %1: no step of the transcript fits it").arg(m_requests.size());
    if (m_mismatch.isEmpty()) {
        m_mismatch = what;
        qWarning("scripted model server: %s", qPrintable(what));
        Q_EMIT mismatchFound(what);
    }
    writeResponse(socket, 500, "application/json", errorBody(WireProtocol::OpenAi, 500, what));
}

void ScriptedModelServer::handle(QTcpSocket *socket, const ReceivedRequest &request)
{
    m_requests.append(request);
    if (m_anyOrder) {
        handleAnyOrder(socket, request);
        return;
    }
    const int step = m_next;
    if (!m_mismatch.isEmpty()) {
        writeResponse(
            socket, 500, "application/json", errorBody(WireProtocol::OpenAi, 500, m_mismatch));
        return;
    }
    const QByteArray path = request.path.split('?').value(0);
    int protocol = -1;
    if (path.endsWith("/chat/completions"))
        protocol = int(WireProtocol::OpenAi);
    else if (path.endsWith("/messages"))
        protocol = int(WireProtocol::Anthropic);
    if (request.method != "POST" || protocol < 0) {
        fail(socket,
            QStringLiteral(
                "request %1: %2 %3 is neither POST …/chat/completions nor POST …/messages")
                .arg(step + 1)
                .arg(QString::fromLatin1(request.method), QString::fromLatin1(path)));
        return;
    }
    if (step >= m_steps.size()) {
        fail(socket,
            QStringLiteral("request %1 comes after the transcript's last step (%2 steps)")
                .arg(step + 1)
                .arg(m_steps.size()));
        return;
    }
    QJsonParseError error;
    const QJsonObject body = QJsonDocument::fromJson(request.body, &error).object();
    if (error.error != QJsonParseError::NoError) {
        fail(socket,
            QStringLiteral("step %1: the request body is not JSON (%2)")
                .arg(step + 1)
                .arg(error.errorString()));
        return;
    }
    const QJsonObject expect
        = m_steps.at(step).toObject().value(QStringLiteral("expect")).toObject();
    if (const QString why = firstMismatch(WireProtocol(protocol), expect, body, request.headers);
        !why.isEmpty()) {
        fail(socket, QStringLiteral("step %1: %2").arg(step + 1).arg(why));
        return;
    }
    ++m_next;
    Q_EMIT stepServed(step);
    serve(socket, step, protocol, body);
}

void ScriptedModelServer::fail(QTcpSocket *socket, const QString &what)
{
    if (m_mismatch.isEmpty()) {
        m_mismatch = what;
        qWarning("scripted model server: %s", qPrintable(what));
        Q_EMIT mismatchFound(what);
    }
    writeResponse(socket, 500, "application/json",
        errorBody(WireProtocol::OpenAi, 500, QStringLiteral("transcript mismatch: ") + m_mismatch));
}

void ScriptedModelServer::serve(
    QTcpSocket *socket, int step, int protocolIndex, const QJsonObject &request)
{
    const auto protocol = WireProtocol(protocolIndex);
    const QJsonObject s = m_steps.at(step).toObject();
    const QJsonObject fault = s.value(QStringLiteral("fault")).toObject();
    const QJsonObject reply = s.value(QStringLiteral("reply")).toObject();
    const QString kind = fault.value(QStringLiteral("kind")).toString();
    const bool stream = request.value(QStringLiteral("stream")).toBool(false);
    const int delayMs
        = fault.value(QStringLiteral("delayMs")).toInt(s.value(QStringLiteral("delayMs")).toInt(0));
    const int eventDelayMs = s.value(QStringLiteral("eventDelayMs")).toInt(0);

    QPointer<QTcpSocket> guard(socket);
    auto respond = [this, guard, step, protocol, fault, reply, kind, stream, request,
                       eventDelayMs] {
        if (!guard)
            return;
        QTcpSocket *out = guard.data();
        if (kind == QLatin1String("status")) {
            const int status = fault.value(QStringLiteral("status")).toInt(500);
            const QByteArray body = fault.contains(QStringLiteral("body"))
                ? QJsonDocument(fault.value(QStringLiteral("body")).toObject())
                      .toJson(QJsonDocument::Compact)
                : errorBody(protocol, status,
                    fault.value(QStringLiteral("message"))
                        .toString(QStringLiteral("scripted fault")));
            QList<QByteArray> headers;
            if (fault.contains(QStringLiteral("retryAfter")))
                headers << "Retry-After: "
                        + fault.value(QStringLiteral("retryAfter")).toString().toLatin1();
            writeResponse(out, status, "application/json", body, headers);
            return;
        }
        if (stream) {
            QList<QByteArray> events = replyEvents(protocol, reply, request, step + 1);
            int dropAfter = -1;
            if (kind == QLatin1String("drop"))
                dropAfter = fault.value(QStringLiteral("afterEvents")).toInt(2);
            if (kind == QLatin1String("malformed"))
                events.insert(1,
                    QByteArrayLiteral("data: {\"choices\": [{\"delta\": {\"content\": \"tru\n\n"));
            writeStream(out, step, events, dropAfter, eventDelayMs);
            return;
        }
        QByteArray body = replyBody(protocol, reply, request, step + 1);
        if (kind == QLatin1String("malformed"))
            body.chop(body.size() / 2);
        if (kind == QLatin1String("drop") || kind == QLatin1String("short")) {
            // "drop" resets the connection; "short" closes it cleanly: both before
            // Content-Length bytes were sent.
            out->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                + QByteArray::number(body.size()) + "\r\n\r\n" + body.left(body.size() / 2));
            out->flush();
            if (kind == QLatin1String("drop"))
                out->abort();
            else
                out->disconnectFromHost();
            return;
        }
        writeResponse(out, 200, "application/json", body);
    };
    if (delayMs > 0 || kind == QLatin1String("slow"))
        QTimer::singleShot(delayMs, this, respond);
    else
        respond();
}

void ScriptedModelServer::writeResponse(QTcpSocket *socket, int status,
    const QByteArray &contentType, const QByteArray &body, const QList<QByteArray> &extraHeaders)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status)
        + "\r\nContent-Type: " + contentType + "\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\nConnection: keep-alive\r\n";
    for (const QByteArray &h : extraHeaders)
        head += h + "\r\n";
    socket->write(head + "\r\n" + body);
}

void ScriptedModelServer::writeStream(
    QTcpSocket *socket, int step, QList<QByteArray> events, int dropAfter, int delayMs)
{
    socket->write(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
        "Transfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n");
    writeEvents(QPointer<QTcpSocket>(socket), step,
        std::make_shared<const QList<QByteArray>>(std::move(events)), 0, dropAfter, delayMs);
}

void ScriptedModelServer::writeEvents(QPointer<QTcpSocket> socket, int step,
    std::shared_ptr<const QList<QByteArray>> events, int from, int dropAfter, int delayMs)
{
    for (int i = from; socket; ++i) {
        if (i == dropAfter) {
            socket->flush();
            socket->abort(); // the connection reset mid-stream
            return;
        }
        if (i == events->size()) {
            socket->write("0\r\n\r\n");
            return;
        }
        if (m_eventHook)
            m_eventHook(step, i);
        socket->write(chunk(events->at(i)));
        if (delayMs > 0) {
            socket->flush();
            QTimer::singleShot(delayMs, this,
                [=, this] { writeEvents(socket, step, events, i + 1, dropAfter, delayMs); });
            return;
        }
    }
}

QString userPrompt(const ReceivedRequest &request)
{
    const QJsonArray messages = QJsonDocument::fromJson(request.body)
                                    .object()
                                    .value(QStringLiteral("messages"))
                                    .toArray();
    for (const QJsonValue &m : messages) {
        if (m.toObject().value(QStringLiteral("role")).toString() == u"user")
            return m.toObject().value(QStringLiteral("content")).toString();
    }
    return {};
}

QString promptSlot(const QString &prompt, const QString &name)
{
    const QString heading = name + QStringLiteral(":\n");
    qsizetype from
        = prompt.startsWith(heading) ? 0 : prompt.indexOf(QStringLiteral("\n\n") + heading);
    if (from < 0)
        return {};
    from = prompt.indexOf(heading, from) + heading.size();
    static const QRegularExpression next(QStringLiteral("\n\n[A-Z][^\n]*:\n"));
    const QRegularExpressionMatch m = next.match(prompt, from);
    return prompt.mid(from, m.hasMatch() ? m.capturedStart() - from : -1);
}

} // namespace packwright::testsupport
