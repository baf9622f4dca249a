// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/LlmError.h"
#include "llm/LlmTypes.h"
#include "llm/ProviderProfile.h"
#include "llm/RetryPolicy.h"
#include "llm/UsageLedger.h"
#include "llm/WireProtocol.h"

#include <QCoroTask>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>

class QNetworkReply;

namespace packwright::llm {

class RunLog;

/// Talks to one model over HTTP (QNetworkAccessManager) in the profile's wire protocol: one
/// call at a time, streamed or not, with retries (RetryPolicy), the profile's timeout as the
/// longest silence of the server, cancellation, usage and cost in the UsageLedger, budgets
/// checked before each call, and every attempt in the RunLog. Lives in, and is used from,
/// one thread with an event loop (the session's worker).
///
/// Streamed replies emit streamEvent() for every increment as it arrives (unbatched, so that
/// the receiver decides how to batch); send() still completes with the whole reply. Cancel
/// and let send() complete before destroying the client.
///
/// Use from the loop: `LlmClient client(profile, key); client.setBudget(…);
/// client.setRunLog(&log); const ChatRequest r{…}; auto reply = co_await client.send(r);`
/// then on tool calls append `reply.value().asMessage()` and one Message::toolResult (or
/// toolErrorMessage() for a call whose arguments are not valid) per call, and send again.
class LlmClient : public QObject
{
    Q_OBJECT

public:
    /// `apiKey` may be empty for servers that take none (see KeyStore::key()).
    LlmClient(ProviderProfile profile, QString apiKey, QObject *parent = nullptr);
    ~LlmClient() override;

    const ProviderProfile &profile() const { return m_profile; }
    /// Prices for cost; default: the profile's, else the bundled PriceTable's, else zero.
    void setPrices(const Prices &prices) { m_prices = prices; }
    const Prices &prices() const { return m_prices; }
    void setRetryPolicy(const RetryPolicy &policy) { m_retry = policy; }
    void setBudget(const Budget &budget) { m_budget = budget; }
    /// Where to record calls; not owned, may be null. The client registers its key as a
    /// secret to redact.
    void setRunLog(RunLog *log);

    UsageLedger &ledger() { return m_ledger; }
    const UsageLedger &ledger() const { return m_ledger; }

    /// Sends `request` and completes with the reply or a typed error (never throws). A
    /// second call while one runs fails with BadRequest.
    QCoro::Task<LlmResult<ChatReply>> send(ChatRequest request);
    /// Stops the running call at once (request aborted, retry wait ended); send() completes
    /// with Cancelled.
    void cancel();
    bool isBusy() const { return m_busy; }

    /// The estimated tokens of `request` in the worst case (prompt characters / 4 plus the
    /// output limit), as the budget check counts them.
    qint64 worstCaseTokens(const ChatRequest &request) const;

Q_SIGNALS:
    void streamEvent(const packwright::llm::StreamEvent &event);
    /// A failed attempt will be retried after `delayMs`.
    void retrying(int attempt, qint64 delayMs, const QString &reason);
    /// Internal: ends a retry wait (timer or cancel).
    void waitEnded();

private:
    struct Attempt;
    QCoro::Task<LlmResult<ChatReply>> sendAttempt(
        bool stream, QByteArray body, int call, int attempt);
    LlmResult<ChatReply> finishAttempt(Attempt &a, QNetworkReply &reply);
    void onReadyRead(Attempt &a, QNetworkReply &reply);
    void log(const QString &event, QJsonObject fields, int call, int attempt);

    ProviderProfile m_profile;
    QString m_key;
    std::unique_ptr<WireProtocol> m_protocol;
    Prices m_prices;
    RetryPolicy m_retry;
    Budget m_budget;
    UsageLedger m_ledger;
    RunLog *m_runLog = nullptr;
    QNetworkAccessManager m_network;
    QPointer<QNetworkReply> m_reply;
    QTimer m_silence; ///< the profile's timeout, restarted by every byte
    QTimer m_retryWait;
    bool m_busy = false;
    bool m_cancelled = false;
    bool m_timedOut = false;
    int m_calls = 0;
};

} // namespace packwright::llm
