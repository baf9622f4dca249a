// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/LlmError.h"
#include "llm/ProviderProfile.h"

#include <QObject>
#include <QString>

#include <memory>

namespace packwright::llm {

class LlmClient;

/// What a successful connection test found.
struct ConnectionCheck
{
    QString model;        ///< the model that answered, as the provider names it
    QString answer;       ///< the reply's text (a word or two)
    qint64 latencyMs = 0; ///< from sending the request to the whole reply
};

/// "Test connection" of a provider profile: one tiny real request ("Reply with OK", at most
/// 16 output tokens, not streamed, no retries) through LlmClient with the profile and `apiKey`,
/// so that a dead port, a wrong base URL, a refused key or an unknown model show up as the
/// LlmError the loop would meet. The model timeout is the profile's, capped at 60 s.
///
/// Asynchronous on the calling thread's event loop (the request does not block it); start()
/// once, then exactly one of succeeded() / failed() follows (failed() with Kind::Cancelled after
/// cancel()). Destroying a running test cancels it without a signal.
class ConnectionTest : public QObject
{
    Q_OBJECT

public:
    ConnectionTest(ProviderProfile profile, QString apiKey, QObject *parent = nullptr);
    ~ConnectionTest() override;

    void start();
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void succeeded(const packwright::llm::ConnectionCheck &check);
    void failed(const packwright::llm::LlmError &error);

private:
    void finish(const LlmResult<ConnectionCheck> &result);

    /// Shared with the running coroutine, which keeps the client alive until send() is done.
    std::shared_ptr<LlmClient> m_client;
    bool m_running = false;
    bool m_started = false;
};

} // namespace packwright::llm
