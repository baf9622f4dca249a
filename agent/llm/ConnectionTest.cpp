// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/ConnectionTest.h"

#include "llm/LlmClient.h"

#include <QCoroTask>
#include <QElapsedTimer>

#include <functional>

namespace packwright::llm {

namespace {

using Done = std::function<void(const LlmResult<ConnectionCheck> &)>;

/// The client is shared so that it outlives a ConnectionTest destroyed mid-call.
QCoro::Task<> runTest(std::shared_ptr<LlmClient> client, Done done)
{
    ChatRequest request;
    request.messages << Message::user(QStringLiteral("Reply with the single word OK."));
    request.maxOutputTokens = 16;
    QElapsedTimer timer;
    timer.start();
    auto task = client->send(request);
    const LlmResult<ChatReply> reply = co_await task;
    if (!reply) {
        done(reply.error());
        co_return;
    }
    done(ConnectionCheck{reply.value().model, reply.value().text.trimmed(), timer.elapsed()});
}

} // namespace

ConnectionTest::ConnectionTest(ProviderProfile profile, QString apiKey, QObject *parent)
    : QObject(parent)
{
    profile.timeout = std::min(profile.timeout, std::chrono::milliseconds(60000));
    // deleteLater: the last owner may let go from inside the reply's own signal.
    m_client = std::shared_ptr<LlmClient>(new LlmClient(std::move(profile), std::move(apiKey)),
        [](LlmClient *c) { c->deleteLater(); });
    RetryPolicy once;
    once.maxAttempts = 1;
    m_client->setRetryPolicy(once);
}

ConnectionTest::~ConnectionTest()
{
    if (m_running) {
        m_running = false; // no signal from a test being destroyed
        m_client->cancel();
    }
}

void ConnectionTest::start()
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    const QPointer<ConnectionTest> self(this);
    runTest(m_client, [self](const LlmResult<ConnectionCheck> &result) {
        if (self)
            self->finish(result);
    });
}

void ConnectionTest::cancel()
{
    if (m_running)
        m_client->cancel();
}

void ConnectionTest::finish(const LlmResult<ConnectionCheck> &result)
{
    if (!m_running)
        return;
    m_running = false;
    if (result)
        Q_EMIT succeeded(result.value());
    else
        Q_EMIT failed(result.error());
}

} // namespace packwright::llm
