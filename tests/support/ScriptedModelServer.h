// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QTcpServer>
#include <QUrl>

#include <functional>
#include <memory>

class QTcpSocket;

namespace packwright::testsupport {

/// One HTTP request the server received.
struct ReceivedRequest
{
    QByteArray method;
    QByteArray path;
    QMap<QByteArray, QByteArray> headers; ///< names in lower case
    QByteArray body;
};

/// The user message of a recorded request in OpenAI's wire format (the first one), or "".
QString userPrompt(const ReceivedRequest &request);

/// The text of one slot ("Findings", "History", …) of a fix step's user prompt: from its
/// heading to the next blank line followed by a heading, or to the end; "" when absent.
QString promptSlot(const QString &prompt, const QString &name);

/// A model server for tests and demos: real HTTP/1.1 on loopback that speaks OpenAI Chat
/// Completions (`POST …/chat/completions`) and Anthropic Messages (`POST …/messages`),
/// streamed (SSE over chunked transfer encoding) or not, and replays a transcript: request N
/// is checked against step N's expectations and answered with step N's reply or fault. The
/// transcript format is in tests/support/README.md.
///
/// A transcript with `"matching": "any"` answers each request with the first step not yet
/// served (or marked `"repeat": true`) whose expectations it meets, whatever the order: for
/// several sessions at once (a batch with --jobs). A request no step fits gets HTTP 500; the
/// next ones are still matched.
///
/// Otherwise strict: the first mismatch (or a request past the last step) is recorded, signalled,
/// and answered — as is every later request — with HTTP 500 whose body names it.
class ScriptedModelServer : public QObject
{
    Q_OBJECT

public:
    explicit ScriptedModelServer(QObject *parent = nullptr);
    ~ScriptedModelServer() override;

    Result<bool> loadTranscript(const QString &path);
    Result<bool> setTranscript(
        const QByteArray &json, const QString &origin = QStringLiteral("transcript"));
    /// Replaces the steps (and clears served requests and mismatches).
    void setSteps(const QJsonArray &steps);

    /// Listens on 127.0.0.1:`port` (0: any free port).
    bool listen(quint16 port = 0);
    quint16 port() const { return m_server.serverPort(); }
    /// The base URL both protocols use: http://127.0.0.1:PORT/v1
    QUrl baseUrl() const;

    int stepCount() const { return int(m_steps.size()); }
    int stepsServed() const { return m_next; }
    /// Every step served (in "any" matching: every step without `repeat`).
    bool finished() const;
    /// The first mismatch, empty while everything matched.
    QString mismatch() const { return m_mismatch; }
    const QList<ReceivedRequest> &requests() const { return m_requests; }

    /// Called (in the server's thread) just before each stream event is written: step, event.
    void setEventHook(std::function<void(int, int)> hook) { m_eventHook = std::move(hook); }

Q_SIGNALS:
    void mismatchFound(const QString &what);
    void stepServed(int step);

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void handle(QTcpSocket *socket, const ReceivedRequest &request);
    /// "matching": "any": the first step not yet served (or with `repeat`) whose
    /// expectations the request meets answers it.
    void handleAnyOrder(QTcpSocket *socket, const ReceivedRequest &request);
    void fail(QTcpSocket *socket, const QString &what);
    void serve(QTcpSocket *socket, int step, int protocol, const QJsonObject &request);
    void writeResponse(QTcpSocket *socket, int status, const QByteArray &contentType,
        const QByteArray &body, const QList<QByteArray> &extraHeaders = {});
    void writeStream(
        QTcpSocket *socket, int step, QList<QByteArray> events, int dropAfter, int delayMs);
    void writeEvents(QPointer<QTcpSocket> socket, int step,
        std::shared_ptr<const QList<QByteArray>> events, int from, int dropAfter, int delayMs);

    QTcpServer m_server;
    QJsonArray m_steps;
    int m_next = 0; ///< requests answered from a step
    bool m_anyOrder = false;
    QSet<int> m_served; ///< "any" matching: the steps served
    QString m_mismatch;
    QList<ReceivedRequest> m_requests;
    QMap<QTcpSocket *, QByteArray> m_buffers;
    std::function<void(int, int)> m_eventHook;
};

} // namespace packwright::testsupport
