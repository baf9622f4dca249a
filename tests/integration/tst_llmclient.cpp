// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// LlmClient against the scripted model server over real HTTP on loopback, for both wire
// protocols: plain and streamed replies, a multi-turn tool exchange (malformed arguments
// returned to the model), every injected fault with its recovery or clean error,
// cancellation, budgets, cost by hand, the run log, and the standalone server binary.

#include "llm/LlmClient.h"
#include "llm/RunLog.h"

#include "ScriptedModelServer.h"
#include "llm_transcripts.h"

#include <QCoroTask>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace packwright::llm;
using namespace llmtest;
using namespace std::chrono_literals;
using packwright::testsupport::ScriptedModelServer;
using Kind = LlmError::Kind;

namespace {

const QString key = QStringLiteral("sk-test-key-0123");
const QString model = QStringLiteral("scripted-model");

ProviderProfile profileFor(Protocol protocol, const QUrl &baseUrl)
{
    ProviderProfile p;
    p.name = QStringLiteral("scripted");
    p.protocol = protocol;
    p.baseUrl = baseUrl;
    p.model = model;
    p.maxOutputTokens = 256;
    p.timeout = 3000ms;
    p.prices = Prices{2.5, 10, 1.25};
    return p;
}

std::unique_ptr<LlmClient> clientFor(const ProviderProfile &profile)
{
    auto client = std::make_unique<LlmClient>(profile, key);
    RetryPolicy retry;
    retry.baseDelay = 20ms;
    retry.maxDelay = 80ms;
    client->setRetryPolicy(retry);
    return client;
}

LlmResult<ChatReply> call(LlmClient &client, const ChatRequest &request)
{
    auto task = client.send(request);
    return QCoro::waitFor(task); // QCoro 0.8: wait on a named task
}

ChatRequest ask(const QString &text, bool stream = false)
{
    ChatRequest r;
    r.system = QStringLiteral("You are a Nix packaging assistant.");
    r.messages << Message::user(text);
    r.stream = stream;
    return r;
}

QList<ToolSpec> tools()
{
    const QJsonObject schema{{QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"),
            QJsonObject{{QStringLiteral("path"),
                QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}}},
        {QStringLiteral("required"), QJsonArray{QStringLiteral("path")}}};
    return {{QStringLiteral("read_file"), QStringLiteral("Reads a file of the workspace."), schema},
        {QStringLiteral("write_file"), QStringLiteral("Writes a file of the workspace."), schema}};
}

QString streamedText(const QList<StreamEvent> &events)
{
    QString text;
    for (const StreamEvent &e : events) {
        if (e.kind == StreamEvent::Kind::Restarted)
            text.clear();
        else if (e.kind == StreamEvent::Kind::TextDelta)
            text += e.text;
    }
    return text;
}

} // namespace

class TestLlmClient : public QObject
{
    Q_OBJECT

    std::unique_ptr<ScriptedModelServer> m_server;

    void serve(const QJsonArray &steps)
    {
        m_server = std::make_unique<ScriptedModelServer>();
        m_server->setSteps(steps);
        QVERIFY(m_server->listen());
    }

    static void protocols()
    {
        QTest::addColumn<int>("protocol");
        QTest::newRow("openai") << int(Protocol::OpenAiChat);
        QTest::newRow("anthropic") << int(Protocol::AnthropicMessages);
    }

private Q_SLOTS:
    void init() { m_server.reset(); }

    void plainReply_data() { protocols(); }
    void plainReply()
    {
        QFETCH(int, protocol);
        const QJsonObject expect{{QStringLiteral("model"), model},
            {QStringLiteral("stream"), false},
            {QStringLiteral("promptContains"),
                QJsonArray{QStringLiteral("Say hello"), QStringLiteral("Nix packaging")}}};
        serve({step(expect, textReply(QStringLiteral("Hello, maintainer."), usage(12, 4)))});
        auto client = clientFor(profileFor(Protocol(protocol), m_server->baseUrl()));
        const auto reply = call(*client, ask(QStringLiteral("Say hello.")));
        QVERIFY2(reply.ok(), qPrintable(reply.ok() ? QString() : reply.error().detail));
        QCOMPARE(m_server->mismatch(), QString());
        QCOMPARE(reply.value().text, QStringLiteral("Hello, maintainer."));
        QCOMPARE(reply.value().usage, (Usage{12, 4, 0}));
        QCOMPARE(reply.value().attempts, 1);
        QCOMPARE(reply.value().model, model);
        QVERIFY(reply.value().toolCalls.isEmpty());
        // The key went out in the protocol's header, so the planted-key test can fail.
        const auto &headers = m_server->requests().constFirst().headers;
        if (Protocol(protocol) == Protocol::OpenAiChat)
            QCOMPARE(headers.value("authorization"), QByteArray("Bearer ") + key.toUtf8());
        else
            QCOMPARE(headers.value("x-api-key"), key.toUtf8());
    }

    void streamedReply_data() { protocols(); }
    void streamedReply()
    {
        QFETCH(int, protocol);
        QJsonObject reply
            = textReply(QStringLiteral("The build failed in configurePhase."), usage(30, 9));
        reply.insert(QStringLiteral("chunks"),
            QJsonArray{QStringLiteral("The build "), QStringLiteral("failed in "),
                QStringLiteral("configurePhase.")});
        serve({step({{QStringLiteral("stream"), true}}, reply)});
        auto client = clientFor(profileFor(Protocol(protocol), m_server->baseUrl()));
        QList<StreamEvent> events;
        connect(client.get(), &LlmClient::streamEvent, this,
            [&events](const StreamEvent &e) { events << e; });
        const auto result = call(*client, ask(QStringLiteral("Why?"), true));
        QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().detail));
        QCOMPARE(result.value().text, QStringLiteral("The build failed in configurePhase."));
        QCOMPARE(result.value().usage, (Usage{30, 9, 0}));
        QStringList deltas;
        for (const StreamEvent &e : std::as_const(events))
            if (e.kind == StreamEvent::Kind::TextDelta)
                deltas << e.text;
        QCOMPARE(deltas,
            (QStringList{QStringLiteral("The build "), QStringLiteral("failed in "),
                QStringLiteral("configurePhase.")}));
        QCOMPARE(events.constLast().kind, StreamEvent::Kind::Finished);
    }

    void toolExchange_data()
    {
        QTest::addColumn<int>("protocol");
        QTest::addColumn<bool>("stream");
        QTest::newRow("openai") << int(Protocol::OpenAiChat) << false;
        QTest::newRow("openai streamed") << int(Protocol::OpenAiChat) << true;
        QTest::newRow("anthropic") << int(Protocol::AnthropicMessages) << false;
        QTest::newRow("anthropic streamed") << int(Protocol::AnthropicMessages) << true;
    }
    void toolExchange()
    {
        QFETCH(int, protocol);
        QFETCH(bool, stream);
        const QJsonArray toolNames{QStringLiteral("read_file"), QStringLiteral("write_file")};
        const QJsonObject path{{QStringLiteral("path"), QStringLiteral("package.nix")}};
        QJsonObject first = textReply(QStringLiteral("Let me look."), usage(100, 20));
        first.insert(QStringLiteral("toolCalls"),
            QJsonArray{toolCall(QStringLiteral("call_1"), QStringLiteral("read_file"), path),
                rawToolCall(QStringLiteral("call_2"), QStringLiteral("write_file"),
                    QStringLiteral("{\"path\": \"package.nix\", "))});
        QJsonObject second = textReply({}, usage(200, 30, 100));
        second.insert(QStringLiteral("toolCalls"),
            QJsonArray{toolCall(QStringLiteral("call_3"), QStringLiteral("write_file"), path)});
        serve({step({{QStringLiteral("tools"), toolNames},
                        {QStringLiteral("parallelToolCalls"), true},
                        {QStringLiteral("promptContains"),
                            QJsonArray{QStringLiteral("Package hello")}}},
                   first),
            step(
                {{QStringLiteral("tools"), toolNames}, {QStringLiteral("parallelToolCalls"), false},
                    {QStringLiteral("promptContains"),
                        QJsonArray{QStringLiteral("{ stdenv, fetchurl }:"),
                            QStringLiteral("not a valid JSON object")}}},
                second),
            step({{QStringLiteral("promptContains"),
                     QJsonArray{QStringLiteral("written 120 bytes")}}},
                textReply(QStringLiteral("Done: package.nix is written."), usage(300, 10, 200)))});

        auto client = clientFor(profileFor(Protocol(protocol), m_server->baseUrl()));
        QList<StreamEvent> events;
        connect(client.get(), &LlmClient::streamEvent, this,
            [&events](const StreamEvent &e) { events << e; });
        client->ledger().beginIteration();
        ChatRequest request = ask(QStringLiteral("Package hello."), stream);
        request.tools = tools();

        const auto turn1 = call(*client, request);
        QVERIFY2(turn1.ok(), qPrintable(turn1.ok() ? QString() : turn1.error().detail));
        QCOMPARE(turn1.value().toolCalls.size(), 2);
        const ToolCall read = turn1.value().toolCalls[0];
        const ToolCall broken = turn1.value().toolCalls[1];
        QCOMPARE(read.id, QStringLiteral("call_1"));
        QVERIFY(read.valid());
        QCOMPARE(read.arguments, path);
        QCOMPARE(broken.name, QStringLiteral("write_file"));
        QVERIFY(!broken.valid()); // malformed arguments: a tool error back to the model, no crash
        if (stream) {
            int started = 0;
            QString fragments;
            for (const StreamEvent &e : std::as_const(events)) {
                started += e.kind == StreamEvent::Kind::ToolCallStarted;
                if (e.kind == StreamEvent::Kind::ToolArgumentsDelta && e.index == 0)
                    fragments += e.text;
            }
            QCOMPARE(started, 2);
            QCOMPARE(QJsonDocument::fromJson(fragments.toUtf8()).object(), path);
        }

        request.messages << turn1.value().asMessage();
        request.messages << Message::toolResult(
            read.id, QStringLiteral("{ stdenv, fetchurl }: stdenv.mkDerivation { }"));
        request.messages << toolErrorMessage(broken);
        request.parallelToolCalls = false;
        client->ledger().beginStep();
        const auto turn2 = call(*client, request);
        QVERIFY2(turn2.ok(), qPrintable(turn2.ok() ? QString() : turn2.error().detail));
        QCOMPARE(turn2.value().toolCalls.size(), 1);
        QVERIFY(turn2.value().toolCalls[0].valid());

        request.messages << turn2.value().asMessage();
        request.messages << Message::toolResult(
            turn2.value().toolCalls[0].id, QStringLiteral("written 120 bytes"));
        const auto turn3 = call(*client, request);
        QVERIFY2(turn3.ok(), qPrintable(turn3.ok() ? QString() : turn3.error().detail));
        QCOMPARE(turn3.value().text, QStringLiteral("Done: package.nix is written."));
        QCOMPARE(m_server->mismatch(), QString());
        QVERIFY(m_server->finished());

        QCOMPARE(client->ledger().iteration().usage, (Usage{600, 60, 300}));
        QCOMPARE(client->ledger().step().usage, (Usage{500, 40, 300}));
        QCOMPARE(client->ledger().session().calls, 3);
    }

    void faults_data()
    {
        QTest::addColumn<int>("protocol");
        QTest::addColumn<bool>("stream");
        QTest::addColumn<QJsonArray>("faults"); // steps before the answering one
        QTest::addColumn<bool>("answered");     // whether a final answering step follows
        QTest::addColumn<int>("kind");          // expected error kind, None when the call succeeds
        QTest::addColumn<int>("attempts");      // requests the server sees
        QTest::addColumn<int>("minMs");

        const QJsonObject none;
        for (const int p : {int(Protocol::OpenAiChat), int(Protocol::AnthropicMessages)}) {
            const QByteArray name = p == int(Protocol::OpenAiChat) ? "openai: " : "anthropic: ";
            auto row = [&](const char *what) -> QTestData & {
                return QTest::newRow(QByteArray(name + what).constData());
            };
            auto faulty = [&](const QJsonObject &f) {
                return step(none, textReply(QStringLiteral("unused")), f);
            };
            row("429 Retry-After 1 s, then answer")
                << p << false << QJsonArray{faulty(statusFault(429, QStringLiteral("1")))} << true
                << int(Kind::None) << 2 << 950;
            row("500, then answer") << p << false << QJsonArray{faulty(statusFault(500))} << true
                                    << int(Kind::None) << 2 << 0;
            row("503 streamed, then answer") << p << true << QJsonArray{faulty(statusFault(503))}
                                             << true << int(Kind::None) << 2 << 0;
            row("500 four times: server error")
                << p << false
                << QJsonArray{faulty(statusFault(500)), faulty(statusFault(500)),
                       faulty(statusFault(502)), faulty(statusFault(500))}
                << false << int(Kind::ServerError) << 4 << 0;
            row("dropped mid-stream, then answer")
                << p << true
                << QJsonArray{faulty(QJsonObject{{QStringLiteral("kind"), QStringLiteral("drop")},
                       {QStringLiteral("afterEvents"), 2}})}
                << true << int(Kind::None) << 2 << 0;
            row("dropped mid-body, then answer")
                << p << false << QJsonArray{faulty(kindFault(QStringLiteral("drop")))} << true
                << int(Kind::None) << 2 << 0;
            row("closed mid-body, then answer")
                << p << false << QJsonArray{faulty(kindFault(QStringLiteral("short")))} << true
                << int(Kind::None) << 2 << 0;
            row("slow beyond the timeout, then answer")
                << p << false << QJsonArray{faulty(kindFault(QStringLiteral("slow"), 1500))} << true
                << int(Kind::None) << 2 << 500;
            row("slow within the timeout")
                << p << true << QJsonArray{} << false << int(Kind::None) << 1 << 300;
            row("malformed JSON body")
                << p << false << QJsonArray{faulty(kindFault(QStringLiteral("malformed")))} << false
                << int(Kind::MalformedReply) << 1 << 0;
            row("malformed JSON event")
                << p << true << QJsonArray{faulty(kindFault(QStringLiteral("malformed")))} << false
                << int(Kind::MalformedReply) << 1 << 0;
            row("401: authentication") << p << false << QJsonArray{faulty(statusFault(401))}
                                       << false << int(Kind::Authentication) << 1 << 0;
            row("404: unknown model") << p << false << QJsonArray{faulty(statusFault(404))} << false
                                      << int(Kind::UnknownModel) << 1 << 0;
            QJsonObject overflow = statusFault(400);
            overflow.insert(QStringLiteral("message"),
                QStringLiteral("prompt is too long: 250000 tokens > 200000 maximum"));
            row("400: context overflow") << p << false << QJsonArray{faulty(overflow)} << false
                                         << int(Kind::ContextOverflow) << 1 << 0;
        }
    }
    void faults()
    {
        QFETCH(int, protocol);
        QFETCH(bool, stream);
        QFETCH(QJsonArray, faults);
        QFETCH(bool, answered);
        QFETCH(int, kind);
        QFETCH(int, attempts);
        QFETCH(int, minMs);
        QJsonArray steps = faults;
        const QJsonObject answer = textReply(QStringLiteral("Recovered answer."), usage(40, 6));
        if (answered)
            steps << step({}, answer);
        if (faults.isEmpty()) { // the slow-but-in-time row
            QJsonObject slow = step({}, answer);
            slow.insert(QStringLiteral("delayMs"), 300);
            steps << slow;
        }
        serve(steps);
        ProviderProfile profile = profileFor(Protocol(protocol), m_server->baseUrl());
        profile.timeout = 700ms;
        auto client = clientFor(profile);
        QList<StreamEvent> events;
        connect(client.get(), &LlmClient::streamEvent, this,
            [&events](const StreamEvent &e) { events << e; });
        QSignalSpy retries(client.get(), &LlmClient::retrying);
        QElapsedTimer clock;
        clock.start();
        const auto result = call(*client, ask(QStringLiteral("Go."), stream));
        const qint64 ms = clock.elapsed();
        QCOMPARE(m_server->mismatch(), QString());
        if (kind == int(Kind::None))
            QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().detail));
        else
            QVERIFY2(!result.ok(), qPrintable(result.ok() ? result.value().text : QString()));
        QCOMPARE(int(m_server->requests().size()), attempts);
        QVERIFY2(ms >= minMs, qPrintable(QString::number(ms)));
        if (kind == int(Kind::None)) {
            QCOMPARE(result.value().text, QStringLiteral("Recovered answer."));
            QCOMPARE(result.value().attempts, attempts);
            QCOMPARE(int(retries.size()), attempts - 1);
            if (stream)
                QCOMPARE(streamedText(events), QStringLiteral("Recovered answer."));
            if (QTest::currentDataTag() && QByteArray(QTest::currentDataTag()).contains("429"))
                QCOMPARE(retries.at(0).at(1).toLongLong(), 1000); // Retry-After honoured
            return;
        }
        QCOMPARE(int(result.error().kind), kind);
        QVERIFY(!result.error().message.isEmpty()); // words the user can act on
        QCOMPARE(client->ledger().session().calls, 0);
    }

    void connectionRefused()
    {
        QUrl url;
        {
            ScriptedModelServer probe; // a free port nothing listens on once it is gone
            QVERIFY(probe.listen());
            url = probe.baseUrl();
        }
        auto client = clientFor(profileFor(Protocol::OpenAiChat, url));
        QSignalSpy retries(client.get(), &LlmClient::retrying);
        const auto result = call(*client, ask(QStringLiteral("Anyone?")));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, Kind::Network);
        QCOMPARE(retries.size(), 3);
    }

    void cancel_data()
    {
        QTest::addColumn<int>("protocol");
        QTest::addColumn<QString>("when");
        for (const int p : {int(Protocol::OpenAiChat), int(Protocol::AnthropicMessages)}) {
            const char *name = p == int(Protocol::OpenAiChat) ? "openai" : "anthropic";
            QTest::addRow("%s: waiting for the reply", name) << p << QStringLiteral("waiting");
            QTest::addRow("%s: mid-stream", name) << p << QStringLiteral("stream");
            QTest::addRow("%s: during the retry wait", name) << p << QStringLiteral("retry");
        }
    }
    void cancel()
    {
        QFETCH(int, protocol);
        QFETCH(QString, when);
        QJsonObject s
            = step({}, textReply(QStringLiteral("one two three four five six seven eight")));
        if (when == QLatin1String("waiting"))
            s.insert(QStringLiteral("delayMs"), 5000);
        else if (when == QLatin1String("stream"))
            s.insert(QStringLiteral("eventDelayMs"), 300);
        else
            s.insert(QStringLiteral("fault"), statusFault(429, QStringLiteral("30")));
        serve({s});
        ProviderProfile profile = profileFor(Protocol(protocol), m_server->baseUrl());
        profile.timeout = 10000ms;
        auto client = clientFor(profile);
        int deltas = 0;
        connect(client.get(), &LlmClient::streamEvent, this, [&](const StreamEvent &e) {
            if (e.kind == StreamEvent::Kind::TextDelta && ++deltas == 1)
                client->cancel(); // from inside the stream, as a GUI button would
        });
        if (when != QLatin1String("stream"))
            QTimer::singleShot(200, client.get(), [&client] { client->cancel(); });
        QElapsedTimer clock;
        clock.start();
        const auto result
            = call(*client, ask(QStringLiteral("Go."), when == QLatin1String("stream")));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, Kind::Cancelled);
        QVERIFY2(clock.elapsed() < 1500, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(deltas, when == QLatin1String("stream") ? 1 : 0);
        QVERIFY(!client->isBusy());
        // The client is usable again.
        m_server->setSteps({step({}, textReply(QStringLiteral("again")))});
        const auto again = call(*client, ask(QStringLiteral("Go.")));
        QVERIFY(again.ok());
        QCOMPARE(again.value().text, QStringLiteral("again"));
    }

    void budgetStop_data() { protocols(); }
    void budgetStop()
    {
        QFETCH(int, protocol);
        serve({step({}, textReply(QStringLiteral("first"), usage(500, 100))),
            step({}, textReply(QStringLiteral("second"), usage(500, 100)))});
        auto client = clientFor(profileFor(Protocol(protocol), m_server->baseUrl()));
        QTemporaryDir dir;
        RunLog log;
        QVERIFY(log.open(dir.filePath(QStringLiteral("run.jsonl"))));
        client->setRunLog(&log);
        const ChatRequest request = ask(QStringLiteral("Go."));
        const qint64 worst = client->worstCaseTokens(request);
        QVERIFY(worst > 256 && worst < 300); // 256 output + the prompt's characters / 4
        // Enough for one call's worst case, not for the 600 tokens it used plus another.
        client->setBudget(Budget{600 + worst - 1, {}});
        QVERIFY(call(*client, request).ok());
        const auto second = call(*client, request);
        QVERIFY(!second.ok());
        QCOMPARE(second.error().kind, Kind::BudgetExceeded);
        QCOMPARE(int(m_server->requests().size()), 1); // stopped before the call
        QCOMPARE(client->ledger().session().usage.total(), 600);

        // A cost budget: the call done cost (500×2.5 + 100×10) / 1e6 = 0.00225 $.
        client->setBudget(Budget{{}, 0.00225 + 0.0001});
        QCOMPARE(call(*client, request).error().kind, Kind::BudgetExceeded);
        client->setBudget(Budget{{}, 1.0});
        QVERIFY(call(*client, request).ok());
        QFile file(log.path());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count("\"event\":\"budget-stop\""), 2);
    }

    void costByHand_data() { protocols(); }
    void costByHand()
    {
        QFETCH(int, protocol);
        // 1200 prompt tokens of which 800 cached, 300 output, at 2.50 / 10.00 / 1.25 $ per M:
        // 400 × 2.50 + 800 × 1.25 + 300 × 10.00 = 1000 + 1000 + 3000 = 5000 µ$ = 0.005 $.
        serve({step({}, textReply(QStringLiteral("x"), usage(1200, 300, 800))),
            step({{QStringLiteral("stream"), true}},
                textReply(QStringLiteral("y"), usage(1200, 300, 800)))});
        auto client = clientFor(profileFor(Protocol(protocol), m_server->baseUrl()));
        const auto plain = call(*client, ask(QStringLiteral("Go.")));
        QVERIFY(plain.ok());
        QCOMPARE(plain.value().usage, (Usage{1200, 300, 800}));
        QVERIFY(qAbs(plain.value().cost - 0.005) < 1e-12);
        const auto streamed = call(*client, ask(QStringLiteral("Go."), true));
        QVERIFY(streamed.ok());
        QCOMPARE(streamed.value().usage, (Usage{1200, 300, 800}));
        QVERIFY(qAbs(streamed.value().cost - 0.005) < 1e-12);
        QVERIFY(qAbs(client->ledger().session().cost - 0.01) < 1e-12);
    }

    void runLog()
    {
        serve({step({}, textReply(QStringLiteral("logged"), usage(10, 2)), statusFault(500)),
            step({}, textReply(QStringLiteral("logged"), usage(10, 2)))});
        auto client = clientFor(profileFor(Protocol::OpenAiChat, m_server->baseUrl()));
        QTemporaryDir dir;
        RunLog log;
        QVERIFY(log.open(dir.filePath(QStringLiteral("logs/run.jsonl"))));
        client->setRunLog(&log);
        QVERIFY(call(*client, ask(QStringLiteral("Go."))).ok());
        QFile file(log.path());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList events;
        QJsonObject response;
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (line.isEmpty())
                continue;
            const QJsonObject entry = QJsonDocument::fromJson(line).object();
            QVERIFY2(!entry.isEmpty(), line.constData());
            QVERIFY(entry.contains(QStringLiteral("time")));
            events << entry.value(QStringLiteral("event")).toString();
            if (events.constLast() == QLatin1String("response"))
                response = entry;
        }
        QCOMPARE(events,
            (QStringList{QStringLiteral("request"), QStringLiteral("error"),
                QStringLiteral("retry"), QStringLiteral("request"), QStringLiteral("response"),
                QStringLiteral("usage")}));
        QCOMPARE(response.value(QStringLiteral("status")).toInt(), 200);
        QCOMPARE(response.value(QStringLiteral("attempt")).toInt(), 2);
        QVERIFY(response.value(QStringLiteral("ms")).toDouble() >= 0);
        QCOMPARE(response.value(QStringLiteral("usage"))
                     .toObject()
                     .value(QStringLiteral("input"))
                     .toInt(),
            10);
        QVERIFY(response.value(QStringLiteral("cost")).toDouble() > 0);
        QCOMPARE(response.value(QStringLiteral("reply"))
                     .toObject()
                     .value(QStringLiteral("text"))
                     .toString(),
            QStringLiteral("logged"));
    }

    void strictMismatch()
    {
        serve({step({{QStringLiteral("model"), QStringLiteral("another-model")}},
            textReply(QStringLiteral("x")))});
        auto client = clientFor(profileFor(Protocol::OpenAiChat, m_server->baseUrl()));
        RetryPolicy once;
        once.maxAttempts = 1;
        client->setRetryPolicy(once);
        QSignalSpy mismatches(m_server.get(), &ScriptedModelServer::mismatchFound);
        QTest::ignoreMessage(QtWarningMsg,
            "scripted model server: step 1: expected model \"another-model\", got "
            "\"scripted-model\"");
        const auto result = call(*client, ask(QStringLiteral("Go.")));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, Kind::ServerError);
        QVERIFY(result.error().detail.contains(QStringLiteral("expected model \"another-model\"")));
        QCOMPARE(mismatches.size(), 1);
        QCOMPARE(m_server->mismatch(),
            QStringLiteral("step 1: expected model \"another-model\", got \"scripted-model\""));
    }

    void standaloneServer()
    {
        QProcess server;
        server.start(QStringLiteral(PACKWRIGHT_BINARY_DIR "/bin/scripted-model-server"),
            {QStringLiteral("--transcript"),
                QStringLiteral(
                    PACKWRIGHT_SOURCE_DIR "/tests/integration/data/llm/demo-session.json"),
                QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--exit-when-done")});
        QVERIFY(server.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(server.canReadLine(), 5000);
        const QUrl url(QString::fromUtf8(server.readLine().trimmed()));
        QVERIFY2(url.isValid() && url.port() > 0, qPrintable(url.toString()));

        ProviderProfile profile = profileFor(Protocol::OpenAiChat, url);
        profile.model = QStringLiteral("gpt-4o");
        auto client = clientFor(profile);
        ChatRequest request = ask(QStringLiteral("Package GNU hello 2.12."), true);
        request.tools = tools();
        const auto first = call(*client, request);
        QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().detail));
        QCOMPARE(first.value().toolCalls.size(), 1);
        request.messages << first.value().asMessage()
                         << Message::toolResult(first.value().toolCalls[0].id,
                                QStringLiteral("{ lib, stdenv, fetchurl }:"));
        const auto second = call(*client, request);
        QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error().detail));
        QVERIFY(second.value().text.contains(QStringLiteral("hello")));
        QVERIFY(server.waitForFinished(5000));
        QCOMPARE(server.exitCode(), 0);
        QVERIFY(server.readAllStandardError().contains("served step 2/2"));
    }
};

QTEST_GUILESS_MAIN(TestLlmClient)
#include "tst_llmclient.moc"
