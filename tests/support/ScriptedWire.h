// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace packwright::testsupport {

/// The wire side of the scripted model server: checking a request against a step's
/// expectations and writing the step's reply the way OpenAI Chat Completions or Anthropic
/// Messages would. Pure functions, no sockets.
enum class WireProtocol
{
    OpenAi,
    Anthropic
};

/// The first way `request` (decoded body, lower-case header names) falls short of `expect`
/// (a transcript step's "expect" object); empty when it matches.
QString firstMismatch(WireProtocol protocol, const QJsonObject &expect, const QJsonObject &request,
    const QMap<QByteArray, QByteArray> &headers);

/// The complete JSON body of a non-streamed reply to `request` from a step's "reply".
QByteArray replyBody(
    WireProtocol protocol, const QJsonObject &reply, const QJsonObject &request, int serial);

/// The server-sent events (each "event: …\ndata: …\n\n") of a streamed reply.
QList<QByteArray> replyEvents(
    WireProtocol protocol, const QJsonObject &reply, const QJsonObject &request, int serial);

/// The error body a provider sends with an HTTP error `status`.
QByteArray errorBody(WireProtocol protocol, int status, const QString &message);

} // namespace packwright::testsupport
