// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/LlmClient.h"
#include "core/DeleteLater.h"

#include "core/Logging.h"
#include "llm/PriceTable.h"
#include "llm/RunLog.h"

#include <QCoreApplication>
#include <QCoroSignal>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QThread>

namespace packwright::llm {

namespace {
struct LlmClientTexts
{
    Q_DECLARE_TR_FUNCTIONS(LlmClientTexts)
};

QJsonObject usageJson(const Usage &u)
{
    return {{QStringLiteral("input"), u.inputTokens}, {QStringLiteral("output"), u.outputTokens},
        {QStringLiteral("cached"), u.cachedTokens}};
}

QJsonObject replyJson(const ChatReply &r)
{
    QJsonArray calls;
    for (const ToolCall &c : r.toolCalls) {
        QJsonObject call{{QStringLiteral("id"), c.id}, {QStringLiteral("name"), c.name},
            {QStringLiteral("arguments"), c.rawArguments}};
        if (!c.valid())
            call.insert(QStringLiteral("argumentsError"), c.argumentsError);
        calls.append(call);
    }
    return {{QStringLiteral("model"), r.model}, {QStringLiteral("text"), r.text},
        {QStringLiteral("toolCalls"), calls}, {QStringLiteral("stopReason"), r.stopReason}};
}

LlmError networkError(const QNetworkReply &reply)
{
    return LlmError::make(LlmError::Kind::Network, reply.errorString());
}
} // namespace

/// The state of one HTTP attempt, shared by the readyRead handler and its completion.
struct LlmClient::Attempt
{
    bool stream = false;
    bool eventStream = false; ///< the server answered with text/event-stream
    SseParser parser;
    std::unique_ptr<StreamDecoder> decoder;
    std::optional<LlmError> streamError;
    int events = 0;
    QElapsedTimer clock;
    qint64 firstByteMs = -1;
};

LlmClient::LlmClient(ProviderProfile profile, QString apiKey, QObject *parent)
    : QObject(parent)
    , m_profile(std::move(profile))
    , m_key(std::move(apiKey))
    , m_protocol(WireProtocol::create(m_profile.protocol))
{
    if (m_profile.prices)
        m_prices = *m_profile.prices;
    else if (const auto p = PriceTable::bundled().lookup(m_profile.model))
        m_prices = *p;
    m_silence.setSingleShot(true);
    m_retryWait.setSingleShot(true);
    connect(&m_silence, &QTimer::timeout, this, [this] {
        if (!m_reply || !m_reply->isRunning())
            return; // finished already; its completion is queued
        m_timedOut = true;
        m_reply->abort();
    });
    connect(&m_retryWait, &QTimer::timeout, this, &LlmClient::waitEnded);
    // Proxies from the environment are honoured; loopback servers are reached directly.
    m_network.setAutoDeleteReplies(false);
}

LlmClient::~LlmClient()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
}

void LlmClient::setRunLog(RunLog *log)
{
    m_runLog = log;
    if (m_runLog)
        m_runLog->addSecret(m_key);
}

qint64 LlmClient::worstCaseTokens(const ChatRequest &request) const
{
    qint64 chars = request.system.size();
    for (const Message &m : request.messages) {
        chars += m.text.size();
        for (const ToolCall &c : m.toolCalls)
            chars += c.rawArguments.size() + c.name.size();
    }
    for (const ToolSpec &t : request.tools)
        chars += t.name.size() + t.description.size()
            + QJsonDocument(t.parameters).toJson(QJsonDocument::Compact).size();
    return (chars + 3) / 4 + request.maxOutputTokens.value_or(m_profile.maxOutputTokens);
}

void LlmClient::cancel()
{
    if (!m_busy)
        return;
    m_cancelled = true;
    if (m_reply)
        m_reply->abort();
    if (m_retryWait.isActive()) {
        m_retryWait.stop();
        Q_EMIT waitEnded();
    }
}

QCoro::Task<LlmResult<ChatReply>> LlmClient::send(ChatRequest request)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (m_busy)
        co_return LlmError::make(
            LlmError::Kind::BadRequest, QStringLiteral("another call of this client is running"));
    if (m_profile.keyRequired && m_key.isEmpty())
        co_return LlmError::make(LlmError::Kind::NoKey, m_profile.name);

    const int call = ++m_calls;
    const qint64 worstTokens = worstCaseTokens(request);
    const qint64 outputLimit = request.maxOutputTokens.value_or(m_profile.maxOutputTokens);
    const double worstCost = costOf(Usage{worstTokens - outputLimit, outputLimit, 0}, m_prices);
    if (!m_ledger.allows(m_budget, worstTokens, worstCost)) {
        const UsageLedger::Totals &s = m_ledger.session();
        LlmError error = LlmError::make(LlmError::Kind::BudgetExceeded,
            QStringLiteral("used %1 tokens and $%2; this call may take %3 tokens and $%4")
                .arg(s.usage.total())
                .arg(s.cost, 0, 'f', 4)
                .arg(worstTokens)
                .arg(worstCost, 0, 'f', 4));
        log(QStringLiteral("budget-stop"),
            {{QStringLiteral("detail"), error.detail},
                {QStringLiteral("maxTokens"),
                    m_budget.maxTokens ? double(*m_budget.maxTokens) : -1},
                {QStringLiteral("maxCost"), m_budget.maxCost.value_or(-1)}},
            call, 0);
        co_return error;
    }

    m_busy = true;
    m_cancelled = false;
    QElapsedTimer total;
    total.start();
    const QByteArray body = m_protocol->requestBody(request, m_profile);
    LlmResult<ChatReply> result;
    for (int attempt = 1;; ++attempt) {
        log(QStringLiteral("request"),
            {{QStringLiteral("protocol"), protocolName(m_profile.protocol)},
                {QStringLiteral("url"), m_profile.endpoint().toString(QUrl::RemoveUserInfo)},
                {QStringLiteral("model"), m_profile.model},
                {QStringLiteral("stream"), request.stream},
                {QStringLiteral("body"), QJsonDocument::fromJson(body).object()}},
            call, attempt);
        auto attemptTask = sendAttempt(request.stream, body, call, attempt);
        result = co_await attemptTask;
        if (result.ok()) {
            ChatReply reply = std::move(result).value();
            reply.cost = costOf(reply.usage, m_prices);
            reply.attempts = attempt;
            reply.elapsedMs = total.elapsed();
            m_ledger.add(reply.usage, reply.cost);
            log(QStringLiteral("usage"),
                {{QStringLiteral("usage"), usageJson(reply.usage)},
                    {QStringLiteral("cost"), reply.cost},
                    {QStringLiteral("sessionTokens"), m_ledger.session().usage.total()},
                    {QStringLiteral("sessionCost"), m_ledger.session().cost},
                    {QStringLiteral("elapsedMs"), reply.elapsedMs}},
                call, attempt);
            result = std::move(reply);
            break;
        }
        if (m_cancelled) {
            result = LlmError::make(LlmError::Kind::Cancelled);
            break;
        }
        const auto delay = m_retry.nextDelay(attempt, result.error());
        if (!delay)
            break;
        log(QStringLiteral("retry"),
            {{QStringLiteral("kind"), kindName(result.error().kind)},
                {QStringLiteral("delayMs"), qint64(delay->count())}},
            call, attempt);
        qCInfo(lcLlm) << "retrying" << m_profile.name << "in" << delay->count() << "ms after"
                      << kindName(result.error().kind);
        Q_EMIT retrying(attempt, delay->count(), result.error().detail);
        if (request.stream)
            Q_EMIT streamEvent({StreamEvent::Kind::Restarted, 0, {}, {}, {}});
        m_retryWait.start(*delay);
        auto waited = qCoro(this, &LlmClient::waitEnded);
        co_await waited;
        if (m_cancelled) {
            result = LlmError::make(LlmError::Kind::Cancelled);
            break;
        }
    }
    m_busy = false;
    co_return result;
}

QCoro::Task<LlmResult<ChatReply>> LlmClient::sendAttempt(
    bool stream, QByteArray body, int call, int attempt)
{
    QNetworkRequest httpRequest = m_protocol->httpRequest(m_profile, m_key);
    if (stream)
        httpRequest.setRawHeader(
            QByteArrayLiteral("Accept"), QByteArrayLiteral("text/event-stream"));
    Attempt a;
    a.stream = stream;
    a.decoder = m_protocol->streamDecoder();
    a.clock.start();
    m_timedOut = false;
    std::unique_ptr<QNetworkReply, DeleteLater> reply(m_network.post(httpRequest, body));
    m_reply = reply.get();
    m_silence.start(m_profile.timeout);
    connect(reply.get(), &QNetworkReply::readyRead, this,
        [this, &a, &reply] { onReadyRead(a, *reply); });
    auto finished = qCoro(reply.get(), &QNetworkReply::finished);
    co_await finished;
    m_silence.stop();
    reply->disconnect(this);
    m_reply = nullptr;
    LlmResult<ChatReply> result = finishAttempt(a, *reply);
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QJsonObject fields{{QStringLiteral("status"), status},
        {QStringLiteral("ms"), a.clock.elapsed()}, {QStringLiteral("firstByteMs"), a.firstByteMs}};
    if (stream)
        fields.insert(QStringLiteral("events"), a.events);
    if (result.ok()) {
        fields.insert(QStringLiteral("reply"), replyJson(result.value()));
        fields.insert(QStringLiteral("usage"), usageJson(result.value().usage));
        fields.insert(QStringLiteral("cost"), costOf(result.value().usage, m_prices));
        log(QStringLiteral("response"), fields, call, attempt);
    } else {
        if (!m_key.isEmpty() && result.error().detail.contains(m_key)) {
            // Some providers quote the key they refused; the detail reaches logs and records.
            LlmError error = result.error();
            error.detail.replace(m_key, QStringLiteral("[redacted]"));
            result = error;
        }
        fields.insert(QStringLiteral("kind"), kindName(result.error().kind));
        fields.insert(QStringLiteral("message"), result.error().message);
        fields.insert(QStringLiteral("detail"), result.error().detail);
        log(QStringLiteral("error"), fields, call, attempt);
        qCInfo(lcLlm) << m_profile.name << "call" << call << "attempt" << attempt
                      << "failed:" << kindName(result.error().kind) << result.error().detail;
    }
    co_return result;
}

void LlmClient::onReadyRead(Attempt &a, QNetworkReply &reply)
{
    if (a.firstByteMs < 0)
        a.firstByteMs = a.clock.elapsed();
    m_silence.start(m_profile.timeout);
    if (!a.stream || a.streamError)
        return;
    const int status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    a.eventStream = status < 300
        && reply.header(QNetworkRequest::ContentTypeHeader)
               .toString()
               .contains(QLatin1String("event-stream"));
    if (!a.eventStream)
        return; // an error body or a server that ignored "stream": read whole at the end
    QList<StreamEvent> out;
    for (const SseEvent &event : a.parser.feed(reply.readAll())) {
        if (auto error = a.decoder->feed(event, out)) {
            a.streamError = error;
            reply.abort();
            break;
        }
    }
    a.events += int(out.size());
    for (const StreamEvent &e : std::as_const(out)) {
        if (m_cancelled)
            return; // a receiver cancelled: show nothing more
        Q_EMIT streamEvent(e);
    }
}

LlmResult<ChatReply> LlmClient::finishAttempt(Attempt &a, QNetworkReply &reply)
{
    if (m_cancelled)
        return LlmError::make(LlmError::Kind::Cancelled);
    if (m_timedOut)
        return LlmError::make(LlmError::Kind::Timeout,
            QStringLiteral("no data for %1 ms").arg(m_profile.timeout.count()));
    if (a.streamError)
        return *a.streamError;
    const int status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 400) {
        LlmError error = LlmError::fromHttp(status, reply.readAll(), m_profile.model);
        if (reply.hasRawHeader(QByteArrayLiteral("Retry-After")))
            error.retryAfter
                = QString::fromLatin1(reply.rawHeader(QByteArrayLiteral("Retry-After")));
        return error;
    }
    if (reply.error() != QNetworkReply::NoError)
        return networkError(reply); // refused, reset, or dropped mid-stream
    if (!a.eventStream) {
        const QByteArray body = reply.readAll();
        // A compressed body's length is not the declared one; Qt has inflated it already.
        const bool encoded = reply.hasRawHeader(QByteArrayLiteral("Content-Encoding"));
        const QVariant declared = reply.header(QNetworkRequest::ContentLengthHeader);
        if (!encoded && declared.isValid())
            if (auto cut = LlmError::fromShortBody(declared.toLongLong(), body.size()))
                return *cut;
        return m_protocol->parseReply(body);
    }
    QList<StreamEvent> out;
    QList<SseEvent> rest = a.parser.feed(reply.readAll());
    rest += a.parser.flush();
    for (const SseEvent &event : std::as_const(rest))
        if (auto error = a.decoder->feed(event, out))
            return *error;
    a.events += int(out.size());
    for (const StreamEvent &e : std::as_const(out))
        Q_EMIT streamEvent(e);
    LlmResult<ChatReply> reply2 = a.decoder->finish();
    if (reply2.ok())
        Q_EMIT streamEvent({StreamEvent::Kind::Finished, 0, {}, {}, {}});
    return reply2;
}

void LlmClient::log(const QString &event, QJsonObject fields, int call, int attempt)
{
    if (!m_runLog)
        return;
    fields.insert(QStringLiteral("event"), event);
    fields.insert(QStringLiteral("call"), call);
    fields.insert(QStringLiteral("attempt"), attempt);
    fields.insert(QStringLiteral("profile"), m_profile.name);
    m_runLog->write(fields);
}

} // namespace packwright::llm
