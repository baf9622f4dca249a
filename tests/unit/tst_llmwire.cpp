// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The provider-neutral side of agent/llm without a network: wire encoding and decoding of
// both protocols (tool calls, malformed arguments, streams), HTTP error classification,
// prices and cost by hand, the usage ledger and budgets, profiles in QSettings.

#include "llm/AnthropicProtocol.h"
#include "llm/OpenAiProtocol.h"
#include "llm/PriceTable.h"
#include "llm/ProfileStore.h"
#include "llm/UsageLedger.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::llm;
using Kind = LlmError::Kind;

namespace {

QJsonObject json(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

ChatRequest toolRequest()
{
    ChatRequest r;
    r.system = QStringLiteral("You package software with Nix.");
    r.messages << Message::user(QStringLiteral("Build hello."));
    ToolCall call;
    call.id = QStringLiteral("call_1");
    call.name = QStringLiteral("read_file");
    call.arguments = QJsonObject{{QStringLiteral("path"), QStringLiteral("package.nix")}};
    r.messages << Message{Message::Role::Assistant, QStringLiteral("Reading."), {call}, {}, false};
    r.messages << Message::toolResult(QStringLiteral("call_1"), QStringLiteral("{ stdenv }: …"));
    r.tools << ToolSpec{QStringLiteral("read_file"), QStringLiteral("Reads a file."),
        QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}};
    r.parallelToolCalls = false;
    r.toolChoice = {ToolChoice::Mode::Required, {}};
    return r;
}

QList<StreamEvent> feedAll(
    StreamDecoder &decoder, const QList<SseEvent> &events, std::optional<LlmError> *error = nullptr)
{
    QList<StreamEvent> out;
    for (const SseEvent &e : events) {
        auto failed = decoder.feed(e, out);
        if (failed && error)
            *error = failed;
    }
    return out;
}

} // namespace

class TestLlmWire : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openAiRequest()
    {
        ProviderProfile profile = ProviderProfile::openAi(QStringLiteral("gpt-4o"));
        profile.temperature = 0.2;
        ChatRequest r = toolRequest();
        r.stream = true;
        r.responseSchema = QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}};
        const QJsonObject body = json(OpenAiProtocol().requestBody(r, profile));
        QCOMPARE(body.value(QStringLiteral("model")).toString(), QStringLiteral("gpt-4o"));
        const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
        QCOMPARE(messages.size(), 4);
        QCOMPARE(messages[0].toObject().value(QStringLiteral("role")).toString(),
            QStringLiteral("system"));
        const QJsonObject call
            = messages[2].toObject().value(QStringLiteral("tool_calls")).toArray()[0].toObject();
        QCOMPARE(call.value(QStringLiteral("function"))
                     .toObject()
                     .value(QStringLiteral("arguments"))
                     .toString(),
            QStringLiteral("{\"path\":\"package.nix\"}"));
        QCOMPARE(messages[3].toObject().value(QStringLiteral("tool_call_id")).toString(),
            QStringLiteral("call_1"));
        QCOMPARE(body.value(QStringLiteral("tool_choice")).toString(), QStringLiteral("required"));
        QCOMPARE(body.value(QStringLiteral("parallel_tool_calls")).toBool(true), false);
        QCOMPARE(body.value(QStringLiteral("temperature")).toDouble(), 0.2);
        QCOMPARE(body.value(QStringLiteral("max_completion_tokens")).toInt(), 4096);
        QVERIFY(body.value(QStringLiteral("stream_options"))
                    .toObject()
                    .value(QStringLiteral("include_usage"))
                    .toBool());
        QCOMPARE(body.value(QStringLiteral("response_format"))
                     .toObject()
                     .value(QStringLiteral("type"))
                     .toString(),
            QStringLiteral("json_schema"));

        profile.structuredOutput = false; // a server without it gets no response_format
        QVERIFY(!json(OpenAiProtocol().requestBody(r, profile))
                     .contains(QStringLiteral("response_format")));
        const ProviderProfile local = ProviderProfile::local(
            QUrl(QStringLiteral("http://127.0.0.1:8080/v1")), QStringLiteral("q"));
        QCOMPARE(json(OpenAiProtocol().requestBody(r, local))
                     .value(QStringLiteral("max_tokens"))
                     .toInt(),
            4096);

        const QNetworkRequest http = OpenAiProtocol().httpRequest(profile, QStringLiteral("sk-x"));
        QCOMPARE(
            http.url().toString(), QStringLiteral("https://api.openai.com/v1/chat/completions"));
        QCOMPARE(http.rawHeader("Authorization"), QByteArray("Bearer sk-x"));
        QVERIFY(!OpenAiProtocol().httpRequest(profile, {}).hasRawHeader("Authorization"));
    }

    void anthropicRequest()
    {
        const ProviderProfile profile
            = ProviderProfile::anthropic(QStringLiteral("claude-sonnet-4-0"));
        ChatRequest r = toolRequest();
        r.messages << Message::user(QStringLiteral("Go on."));
        const QJsonObject body = json(AnthropicProtocol().requestBody(r, profile));
        QCOMPARE(body.value(QStringLiteral("system")).toString(),
            QStringLiteral("You package software with Nix."));
        QCOMPARE(body.value(QStringLiteral("max_tokens")).toInt(), 4096);
        const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
        QCOMPARE(messages.size(), 3); // user, assistant, user (tool result + text merged)
        const QJsonArray assistant
            = messages[1].toObject().value(QStringLiteral("content")).toArray();
        QCOMPARE(assistant[1].toObject().value(QStringLiteral("type")).toString(),
            QStringLiteral("tool_use"));
        QCOMPARE(assistant[1]
                     .toObject()
                     .value(QStringLiteral("input"))
                     .toObject()
                     .value(QStringLiteral("path"))
                     .toString(),
            QStringLiteral("package.nix"));
        const QJsonArray last = messages[2].toObject().value(QStringLiteral("content")).toArray();
        QCOMPARE(last.size(), 2);
        QCOMPARE(last[0].toObject().value(QStringLiteral("type")).toString(),
            QStringLiteral("tool_result"));
        QCOMPARE(last[0].toObject().value(QStringLiteral("tool_use_id")).toString(),
            QStringLiteral("call_1"));
        QCOMPARE(
            last[1].toObject().value(QStringLiteral("text")).toString(), QStringLiteral("Go on."));
        const QJsonObject choice = body.value(QStringLiteral("tool_choice")).toObject();
        QCOMPARE(choice.value(QStringLiteral("type")).toString(), QStringLiteral("any"));
        QVERIFY(choice.value(QStringLiteral("disable_parallel_tool_use")).toBool());
        const QJsonObject schema{{QStringLiteral("type"), QStringLiteral("object")}};
        QCOMPARE(body.value(QStringLiteral("tools"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("input_schema"))
                     .toObject(),
            schema);

        const QNetworkRequest http
            = AnthropicProtocol().httpRequest(profile, QStringLiteral("sk-ant"));
        QCOMPARE(http.url().toString(), QStringLiteral("https://api.anthropic.com/v1/messages"));
        QCOMPARE(http.rawHeader("x-api-key"), QByteArray("sk-ant"));
        QCOMPARE(http.rawHeader("anthropic-version"), QByteArray("2023-06-01"));
    }

    void openAiReplyWithToolCalls()
    {
        const QByteArray body
            = "{\"model\":\"gpt-4o\",\"choices\":[{\"message\":{\"content\":null,\"tool_calls\":["
              "{\"id\":\"a\",\"function\":{\"name\":\"read_file\",\"arguments\":\"{\\\"path\\\":"
              "\\\"x\\\"}\"}},"
              "{\"id\":\"b\",\"function\":{\"name\":\"read_file\",\"arguments\":\"{\\\"path\\\": "
              "\"}}]},"
              "\"finish_reason\":\"tool_calls\"}],"
              "\"usage\":{\"prompt_tokens\":100,\"completion_tokens\":7,\"prompt_tokens_details\":{"
              "\"cached_tokens\":60}}}";
        const auto reply = OpenAiProtocol().parseReply(body);
        QVERIFY(reply.ok());
        QCOMPARE(reply.value().toolCalls.size(), 2);
        QVERIFY(reply.value().toolCalls[0].valid());
        QCOMPARE(reply.value().toolCalls[0].arguments.value(QStringLiteral("path")).toString(),
            QStringLiteral("x"));
        QVERIFY(!reply.value().toolCalls[1].valid());
        QCOMPARE(reply.value().toolCalls[1].rawArguments, QStringLiteral("{\"path\": "));
        QCOMPARE(reply.value().usage, (Usage{100, 7, 60}));
        QCOMPARE(reply.value().stopReason, QStringLiteral("tool_calls"));

        const Message back = toolErrorMessage(reply.value().toolCalls[1]);
        QCOMPARE(back.role, Message::Role::Tool);
        QCOMPARE(back.toolCallId, QStringLiteral("b"));
        QVERIFY(back.isError);
        QVERIFY(back.text.contains(QStringLiteral("not a valid JSON object")));
    }

    void malformedReplies_data()
    {
        QTest::addColumn<int>("protocol");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("openai: not JSON")
            << int(Protocol::OpenAiChat) << QByteArray("{\"choices\": [");
        QTest::newRow("openai: no choices")
            << int(Protocol::OpenAiChat) << QByteArray("{\"id\":\"x\"}");
        QTest::newRow("openai: call without name")
            << int(Protocol::OpenAiChat)
            << QByteArray("{\"choices\":[{\"message\":{\"tool_calls\":[{\"id\":\"a\",\"function\":{"
                          "}}]}}]}");
        QTest::newRow("anthropic: not JSON")
            << int(Protocol::AnthropicMessages) << QByteArray("<html>");
        QTest::newRow("anthropic: no content")
            << int(Protocol::AnthropicMessages) << QByteArray("{\"type\":\"message\"}");
    }
    void malformedReplies()
    {
        QFETCH(int, protocol);
        QFETCH(QByteArray, body);
        const auto reply = WireProtocol::create(Protocol(protocol))->parseReply(body);
        QVERIFY(!reply.ok());
        QCOMPARE(reply.error().kind, Kind::MalformedReply);
        QVERIFY(!reply.error().message.isEmpty());
    }

    void anthropicReplyUsage()
    {
        const QByteArray body
            = "{\"type\":\"message\",\"model\":\"claude\",\"content\":[{\"type\":\"text\",\"text\":"
              "\"Hi\"},"
              "{\"type\":\"tool_use\",\"id\":\"t\",\"name\":\"ls\",\"input\":{}}],\"stop_reason\":"
              "\"tool_use\","
              "\"usage\":{\"input_tokens\":40,\"cache_read_input_tokens\":60,\"output_tokens\":5}}";
        const auto reply = AnthropicProtocol().parseReply(body);
        QVERIFY(reply.ok());
        QCOMPARE(reply.value().text, QStringLiteral("Hi"));
        QCOMPARE(reply.value().toolCalls.size(), 1);
        QVERIFY(reply.value().toolCalls[0].valid());
        QCOMPARE(reply.value().usage, (Usage{100, 5, 60}));
    }

    void openAiStream()
    {
        auto decoder = OpenAiProtocol().streamDecoder();
        const QList<SseEvent> events{
            {{}, "{\"model\":\"m\",\"choices\":[{\"delta\":{\"content\":\"He\"}}]}", {}},
            {{}, "{\"choices\":[{\"delta\":{\"content\":\"llo\"}}]}", {}},
            {{},
                "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"c\",\"function\":{"
                "\"name\":\"f\",\"arguments\":\"\"}}]}}]}",
                {}},
            {{},
                "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{"
                "\"arguments\":\"{\\\"a\\\":\"}}]}}]}",
                {}},
            {{},
                "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{"
                "\"arguments\":\"1}\"}}]}}]}",
                {}},
            {{}, "{\"choices\":[{\"delta\":{},\"finish_reason\":\"tool_calls\"}]}", {}},
            {{}, "{\"choices\":[],\"usage\":{\"prompt_tokens\":3,\"completion_tokens\":2}}", {}},
            {{}, "[DONE]", {}}};
        const QList<StreamEvent> out = feedAll(*decoder, events);
        QCOMPARE(out.size(), 5);
        QCOMPARE(out[0].kind, StreamEvent::Kind::TextDelta);
        QCOMPARE(out[2].kind, StreamEvent::Kind::ToolCallStarted);
        QCOMPARE(out[3].text, QStringLiteral("{\"a\":"));
        const auto reply = decoder->finish();
        QVERIFY(reply.ok());
        QCOMPARE(reply.value().text, QStringLiteral("Hello"));
        QCOMPARE(reply.value().toolCalls[0].arguments.value(QStringLiteral("a")).toInt(), 1);
        QCOMPARE(reply.value().usage, (Usage{3, 2, 0}));
    }

    void streamsEndingEarly()
    {
        auto openAi = OpenAiProtocol().streamDecoder();
        feedAll(*openAi, {{{}, "{\"choices\":[{\"delta\":{\"content\":\"He\"}}]}", {}}});
        QCOMPARE(openAi->finish().error().kind, Kind::Network);

        auto anthropic = AnthropicProtocol().streamDecoder();
        feedAll(*anthropic,
            {{"message_start", "{\"type\":\"message_start\",\"message\":{\"usage\":{}}}", {}}});
        QCOMPARE(anthropic->finish().error().kind, Kind::Network);

        std::optional<LlmError> error;
        auto bad = OpenAiProtocol().streamDecoder();
        feedAll(*bad, {{{}, "{\"choices\": [tru", {}}}, &error);
        QVERIFY(error);
        QCOMPARE(error->kind, Kind::MalformedReply);

        error.reset();
        auto overloaded = AnthropicProtocol().streamDecoder();
        feedAll(*overloaded,
            {{"error",
                "{\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":"
                "\"Overloaded\"}}",
                {}}},
            &error);
        QVERIFY(error);
        QCOMPARE(error->kind, Kind::ServerError);
        QVERIFY(error->transient());
    }

    void httpErrors_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("kind");
        QTest::newRow("401") << 401 << QByteArray("{\"error\":{\"message\":\"Incorrect API key\"}}")
                             << int(Kind::Authentication);
        QTest::newRow("403") << 403 << QByteArray() << int(Kind::Authentication);
        QTest::newRow("404 model") << 404
                                   << QByteArray("{\"error\":{\"code\":\"model_not_found\","
                                                 "\"message\":\"The model `x` does not exist\"}}")
                                   << int(Kind::UnknownModel);
        QTest::newRow("400 unknown model (ollama)")
            << 400 << QByteArray("{\"error\":\"model \\\"llama9\\\" not found\"}")
            << int(Kind::UnknownModel);
        QTest::newRow("openai context")
            << 400
            << QByteArray("{\"error\":{\"code\":\"context_length_exceeded\",\"message\":\"This "
                          "model's maximum context length is 128000 tokens\"}}")
            << int(Kind::ContextOverflow);
        QTest::newRow("anthropic context")
            << 400
            << QByteArray("{\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\","
                          "\"message\":\"prompt is too long: 210000 tokens > 200000 maximum\"}}")
            << int(Kind::ContextOverflow);
        QTest::newRow("400 other")
            << 400 << QByteArray("{\"error\":{\"message\":\"temperature out of range\"}}")
            << int(Kind::BadRequest);
        QTest::newRow("429") << 429 << QByteArray() << int(Kind::RateLimited);
        QTest::newRow("500") << 500 << QByteArray("oops") << int(Kind::ServerError);
        QTest::newRow("529") << 529 << QByteArray() << int(Kind::ServerError);
    }
    void httpErrors()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(int, kind);
        const LlmError e = LlmError::fromHttp(status, body, QStringLiteral("llama9"));
        QCOMPARE(int(e.kind), kind);
        QCOMPARE(e.httpStatus, status);
        QVERIFY(!e.message.isEmpty());
        QVERIFY(e.detail.contains(QString::number(status)));
    }

    void shortBodies()
    {
        const auto cut = LlmError::fromShortBody(1200, 600);
        QVERIFY(cut);
        QCOMPARE(cut->kind, Kind::Network);
        QVERIFY(cut->transient());
        QVERIFY2(cut->detail.contains(QLatin1String("600 of 1200")), qPrintable(cut->detail));
        QVERIFY(!LlmError::fromShortBody(1200, 1200));
        QVERIFY(!LlmError::fromShortBody(-1, 600)); // no Content-Length: cannot tell
        QVERIFY(!LlmError::fromShortBody(0, 0));
    }

    void pricesAndCost()
    {
        const PriceTable bundled = PriceTable::bundled();
        QVERIFY(bundled.size() >= 5);
        QVERIFY(!bundled.date().isEmpty());
        QCOMPARE(bundled.lookup(QStringLiteral("gpt-4o")), (Prices{2.5, 10, 1.25}));
        QCOMPARE(
            bundled.lookup(QStringLiteral("gpt-4o-mini-2024-07-18")), (Prices{0.15, 0.6, 0.075}));
        QCOMPARE(bundled.lookup(QStringLiteral("openai/gpt-4o")), (Prices{2.5, 10, 1.25}));
        QCOMPARE(bundled.lookup(QStringLiteral("claude-sonnet-4-0")), (Prices{3, 15, 0.3}));
        QVERIFY(!bundled.lookup(QStringLiteral("llama3.1:8b")).has_value());

        // 1,000,000 input of which 400,000 cached, 100,000 output at gpt-4o prices:
        // 600,000 × 2.50/M + 400,000 × 1.25/M + 100,000 × 10/M = 1.50 + 0.50 + 1.00 = 3.00 $
        QCOMPARE(costOf(Usage{1000000, 100000, 400000}, Prices{2.5, 10, 1.25}), 3.0);

        PriceTable user = PriceTable::fromJson(
            "{\"models\":{\"gpt-4o\":{\"input\":1,\"output\":2}}}", QStringLiteral("user"))
                              .value();
        PriceTable merged = bundled;
        merged.merge(user);
        QCOMPARE(
            merged.lookup(QStringLiteral("gpt-4o")), (Prices{1, 2, 1})); // cached defaults to input
        QVERIFY(!PriceTable::fromJson("{\"models\":{\"x\":{}}}", QStringLiteral("bad")).ok());

        QTemporaryDir dir;
        const QString userFile = dir.filePath(QStringLiteral("prices.json"));
        QCOMPARE(PriceTable::load(userFile).value().lookup(QStringLiteral("gpt-4o")),
            (Prices{2.5, 10, 1.25})); // no file: bundled
        QFile file(userFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"date\":\"2026-11-30\",\"models\":{\"gpt-4o\":{\"input\":2,\"output\":8,"
                   "\"cached\":1},\"my-local\":{\"input\":0,\"output\":0}}}");
        file.close();
        const auto loaded = PriceTable::load(userFile);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value().lookup(QStringLiteral("gpt-4o")), (Prices{2, 8, 1}));
        QCOMPARE(loaded.value().lookup(QStringLiteral("my-local")), (Prices{0, 0, 0}));
        QCOMPARE(loaded.value().lookup(QStringLiteral("claude-sonnet-4")), (Prices{3, 15, 0.3}));
        QCOMPARE(loaded.value().date(), QStringLiteral("2026-11-30"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{broken");
        file.close();
        QVERIFY(!PriceTable::load(userFile).ok()); // a broken user file is reported, not ignored
        QVERIFY(!PriceTable::fromJson("[]", QStringLiteral("bad")).ok());
    }

    void ledgerAndBudget()
    {
        UsageLedger ledger;
        ledger.beginIteration();
        ledger.add(Usage{100, 10, 0}, 0.5);
        ledger.beginStep();
        ledger.add(Usage{200, 20, 50}, 0.25);
        QCOMPARE(ledger.step().usage, (Usage{200, 20, 50}));
        QCOMPARE(ledger.iteration().calls, 2);
        ledger.beginIteration();
        ledger.add(Usage{1, 1, 0}, 0.0);
        QCOMPARE(ledger.iteration().usage.total(), 2);
        QCOMPARE(ledger.session().usage.total(), 332);
        QCOMPARE(ledger.session().cost, 0.75);
        QCOMPARE(ledger.session().calls, 3);
        QVERIFY(ledger.allows(Budget{}, 1000000, 100));
        QVERIFY(ledger.allows(Budget{400, {}}, 68, 0));
        QVERIFY(!ledger.allows(Budget{400, {}}, 69, 0));
        QVERIFY(ledger.allows(Budget{{}, 1.0}, 0, 0.25));
        QVERIFY(!ledger.allows(Budget{{}, 1.0}, 0, 0.26));
    }

    void profilesInSettings()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("settings.ini"));
        {
            QSettings settings(file, QSettings::IniFormat);
            ProfileStore store(settings);
            QVERIFY(!store.defaultProfile());
            ProviderProfile a = ProviderProfile::openRouter(QStringLiteral("openai/gpt-4o"));
            a.name = QStringLiteral("Open/Router gpt");
            a.temperature = 0.1;
            a.prices = Prices{1, 2, 0.5};
            store.save(a);
            store.save(ProviderProfile::local(
                QUrl(QStringLiteral("http://127.0.0.1:11434/v1")), QStringLiteral("qwen")));
            store.setDefaultProfile(QStringLiteral("Local"));
        }
        QSettings settings(file, QSettings::IniFormat);
        ProfileStore store(settings);
        QCOMPARE(store.profiles().size(), 2);
        QCOMPARE(store.defaultProfile()->name, QStringLiteral("Local"));
        QVERIFY(!store.defaultProfile()->keyRequired);
        const auto a = store.profile(QStringLiteral("Open/Router gpt"));
        QVERIFY(a);
        QCOMPARE(a->model, QStringLiteral("openai/gpt-4o"));
        QCOMPARE(a->temperature, std::optional<double>(0.1));
        QCOMPARE(a->prices, std::optional<Prices>(Prices{1, 2, 0.5}));
        QCOMPARE(a->keyEnvironmentVariables(), QStringList{QStringLiteral("OPENROUTER_API_KEY")});
        QCOMPARE(a->endpoint().toString(),
            QStringLiteral("https://openrouter.ai/api/v1/chat/completions"));
        store.remove(QStringLiteral("Local"));
        QCOMPARE(store.defaultProfile()->name, QStringLiteral("Open/Router gpt"));
    }
};

QTEST_GUILESS_MAIN(TestLlmWire)
#include "tst_llmwire.moc"
