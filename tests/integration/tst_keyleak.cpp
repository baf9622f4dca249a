// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The planted-key test (DESIGN.md "Keys live in the keychain or the environment, never in
// settings, logs, session records, transcripts or reports"): a whole exchange — profile in
// QSettings, key in the Secret Service, several calls with a retry, a stream, tool calls and
// a refused key whose error quotes it, the run log, all log output at debug level — then
// every file written under the test's HOME / XDG directories and the captured log output are
// searched for the key. The key must have reached the server, so that the test can fail.

#include "llm/KeyStore.h"
#include "llm/LlmClient.h"
#include "llm/ProfileStore.h"
#include "llm/RunLog.h"

#include "ScriptedModelServer.h"
#include "llm_transcripts.h"

#include <QCoreApplication>
#include <QCoroTask>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::llm;
using namespace llmtest;
using packwright::testsupport::ScriptedModelServer;

namespace {

const QByteArray planted = QByteArrayLiteral("sk-planted-DO-NOT-LEAK-1234");

QByteArray captured; // every message logged during the test
QtMessageHandler previousHandler = nullptr;

void capture(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    captured += qFormatLogMessage(type, context, message).toUtf8() + '\n';
    previousHandler(type, context, message);
}

LlmResult<ChatReply> call(LlmClient &client, const ChatRequest &request)
{
    auto task = client.send(request);
    return QCoro::waitFor(task);
}

} // namespace

class TestKeyLeak : public QObject
{
    Q_OBJECT

    QTemporaryDir m_root;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"),
            "run through tests/integration/with-secret-service.sh");
        QVERIFY(m_root.isValid());
        for (const char *dir : {"home", "config", "data", "cache", "state"})
            QVERIFY(QDir(m_root.path()).mkpath(QLatin1String(dir)));
        qputenv("HOME", m_root.filePath(QStringLiteral("home")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_root.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_DATA_HOME", m_root.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CACHE_HOME", m_root.filePath(QStringLiteral("cache")).toUtf8());
        qputenv("XDG_STATE_HOME", m_root.filePath(QStringLiteral("state")).toUtf8());
        for (const char *name : {"OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OPENROUTER_API_KEY"})
            qunsetenv(name);
        QCoreApplication::setOrganizationName(QStringLiteral("Packwright"));
        QCoreApplication::setApplicationName(QStringLiteral("packwright-keyleak-test"));
        QLoggingCategory::setFilterRules(QStringLiteral("packwright.*=true"));
        previousHandler = qInstallMessageHandler(capture);
    }

    void cleanupTestCase() { qInstallMessageHandler(previousHandler); }

    void wholeExchange_data()
    {
        QTest::addColumn<int>("protocol");
        QTest::newRow("openai") << int(Protocol::OpenAiChat);
        QTest::newRow("anthropic") << int(Protocol::AnthropicMessages);
    }
    void wholeExchange()
    {
        QFETCH(int, protocol);
        const QString profileName = QStringLiteral("leak check %1").arg(protocol);

        ScriptedModelServer server;
        QJsonObject withTool = textReply(QStringLiteral("Reading."), usage(50, 10));
        withTool.insert(QStringLiteral("toolCalls"),
            QJsonArray{toolCall(QStringLiteral("c1"), QStringLiteral("read_file"),
                QJsonObject{{QStringLiteral("path"), QStringLiteral("package.nix")}})});
        QJsonObject refused = statusFault(401);
        refused.insert(QStringLiteral("message"),
            QStringLiteral("Incorrect API key provided: %1.").arg(QString::fromUtf8(planted)));
        server.setSteps(
            {step({}, textReply(QStringLiteral("x")), statusFault(500)), step({}, withTool),
                step({{QStringLiteral("stream"), true}},
                    textReply(QStringLiteral("Streamed reply."), usage(60, 4))),
                step({}, textReply(QStringLiteral("x")), refused)});
        QVERIFY(server.listen());

        // The profile goes to QSettings (under XDG_CONFIG_HOME), the key to the keychain.
        ProviderProfile profile;
        profile.name = profileName;
        profile.protocol = Protocol(protocol);
        profile.baseUrl = server.baseUrl();
        profile.model = QStringLiteral("scripted-model");
        profile.maxOutputTokens = 100;
        {
            QSettings settings;
            ProfileStore(settings).save(profile);
            ProfileStore(settings).setDefaultProfile(profileName);
        }
        const KeyStore keys(QStringLiteral("Packwright keyleak test"));
        auto write = keys.write(profileName, QString::fromUtf8(planted));
        const auto written = QCoro::waitFor(write);
        QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().detail));

        QSettings settings;
        const auto stored = ProfileStore(settings).defaultProfile();
        QVERIFY(stored);
        auto read = keys.key(*stored);
        const LlmResult<QString> key = QCoro::waitFor(read);
        QVERIFY(key.ok());
        QCOMPARE(key.value().toUtf8(), planted);

        RunLog log;
        QVERIFY(
            log.open(m_root.filePath(QStringLiteral("data/sessions/run-%1.jsonl").arg(protocol))));
        LlmClient client(*stored, key.value());
        RetryPolicy fast;
        fast.baseDelay = std::chrono::milliseconds(10);
        client.setRetryPolicy(fast);
        client.setRunLog(&log);

        ChatRequest request;
        request.system = QStringLiteral("You package software.");
        request.messages << Message::user(QStringLiteral("Package hello."));
        request.tools << ToolSpec{QStringLiteral("read_file"), QStringLiteral("Reads a file."),
            QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}};
        const auto first = call(client, request); // 500, retried, then a tool call
        QVERIFY(first.ok());
        QCOMPARE(first.value().attempts, 2);
        request.messages << first.value().asMessage()
                         << Message::toolResult(
                                QStringLiteral("c1"), QStringLiteral("{ stdenv }: {}"));
        request.stream = true;
        const auto second = call(client, request);
        QVERIFY(second.ok());
        request.stream = false;
        const auto third = call(client, request); // refused: the provider quotes the key
        QVERIFY(!third.ok());
        QCOMPARE(third.error().kind, LlmError::Kind::Authentication);

        // What a session record would keep of the exchange: replies, errors, the transcript.
        QFile record(m_root.filePath(QStringLiteral("data/sessions/record-%1.json").arg(protocol)));
        QVERIFY(record.open(QIODevice::WriteOnly));
        QJsonArray messages;
        for (const Message &m : std::as_const(request.messages))
            messages.append(QJsonObject{
                {QStringLiteral("text"), m.text}, {QStringLiteral("callId"), m.toolCallId}});
        record.write(QJsonDocument(QJsonObject{{QStringLiteral("messages"), messages},
                                       {QStringLiteral("error"), third.error().message},
                                       {QStringLiteral("detail"), third.error().detail},
                                       {QStringLiteral("streamed"), second.value().text}})
                         .toJson());
        record.close();
        QVERIFY(third.error().detail.contains(QStringLiteral("Incorrect API key provided")));

        // The key did go out on the wire, in the protocol's header (else this test proves nothing).
        QCOMPARE(server.requests().size(), 4); // 500, tool call, stream, 401
        for (const auto &r : server.requests()) {
            const QByteArray header = Protocol(protocol) == Protocol::OpenAiChat
                ? r.headers.value("authorization")
                : r.headers.value("x-api-key");
            QVERIFY(header.contains(planted));
        }
    }

    void nothingWrittenHoldsTheKey()
    {
        settingsSynced();
        int files = 0;
        QStringList leaks;
        QDirIterator it(
            m_root.path(), QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            ++files;
            if (file.readAll().contains(planted))
                leaks << file.fileName();
        }
        QVERIFY2(files >= 5, qPrintable(QString::number(files))); // settings, 2 run logs, 2 records
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(", "))));
        QVERIFY(captured.contains("packwright.llm")); // the logs were captured at debug level
        QVERIFY2(!captured.contains(planted), "the key appears in the log output");
    }

private:
    static void settingsSynced()
    {
        QSettings settings;
        settings.sync();
        QVERIFY(QFile::exists(settings.fileName()));
        QVERIFY(settings.fileName().startsWith(qEnvironmentVariable("XDG_CONFIG_HOME")));
    }
};

QTEST_GUILESS_MAIN(TestKeyLeak)
#include "tst_keyleak.moc"
