// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/SessionRecordReader.h"

#include <QTemporaryFile>
#include <QTest>

using namespace packwright;
using namespace packwright::workspace;

namespace {
QByteArray minimalRecord(const QByteArray &attempts)
{
    return R"({"format": "packwright-session-record", "formatVersion": 1,
               "package": {"pname": "hello", "version": "2.12.1"},
               "attempts": )"
        + attempts + "}";
}
} // namespace

class TestSessionRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsBundledDemo()
    {
        const auto record = readSessionRecord(QStringLiteral(":/demo/hello-session.json"));
        QVERIFY2(record.ok(), qPrintable(record.ok() ? QString() : record.error().message));
        const SessionRecord &s = record.value();
        QCOMPARE(s.pname, QStringLiteral("hello"));
        QVERIFY(s.recorded);
        QCOMPARE(int(s.attempts.size()), 3);
        QCOMPARE(s.attempts[0].outcome.kind, nix::OutcomeKind::HashMismatch);
        QVERIFY(!s.attempts[0].verdict);
        QCOMPARE(s.attempts[1].verdict->kind, evidence::VerdictKind::Progress);
        QVERIFY(s.attempts[0].expression.contains(QStringLiteral("lib.fakeHash")));
        QVERIFY(!s.attempts[2].expression.contains(QStringLiteral("autoreconfHook")));
        QCOMPARE(s.finalAttempt(), &s.attempts[2]);
        QCOMPARE(s.finalAttempt()->outcome.kind, nix::OutcomeKind::Success);
        QCOMPARE(s.totalUsage().totalTokens(), 2140 + 388 + 3012 + 241);
        QCOMPARE(s.totalDurationMs(), 1930 + 4210 + 11240);
        QVERIFY(s.vmConsole.contains("Hello, world!"));
    }

    void finalAttemptSkipsAbandoned()
    {
        SessionRecord s;
        s.attempts.resize(3);
        s.attempts[2].abandoned = true;
        QCOMPARE(s.finalAttempt(), &s.attempts[1]);
        s.attempts[0].abandoned = s.attempts[1].abandoned = true;
        QCOMPARE(s.finalAttempt(), nullptr);
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected"); // a part of the error message

        QTest::newRow("not json") << QByteArray("{\"format\": ")
                                  << QStringLiteral("not valid JSON (at byte");
        QTest::newRow("binary") << QByteArray("\x7f"
                                              "ELF\x02\x01\x01\0\0",
            9) << QStringLiteral("not valid JSON");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON");
        QTest::newRow("array root") << QByteArray("[]") << QStringLiteral("$ is not an object");
        QTest::newRow("other format")
            << QByteArray(R"({"format": "something-else", "formatVersion": 1})")
            << QStringLiteral("$.format is not");
        QTest::newRow("future version")
            << QByteArray(R"({"format": "packwright-session-record", "formatVersion": 2})")
            << QStringLiteral("$.formatVersion is 2");
        QTest::newRow("missing pname") << QByteArray(
            R"({"format": "packwright-session-record", "formatVersion": 1, "package": {}})")
                                       << QStringLiteral("$.package.pname is missing");
        QTest::newRow("attempts not array")
            << minimalRecord("{}") << QStringLiteral("$.attempts must be an array");
        QTest::newRow("missing expression")
            << minimalRecord(R"([{"number": 1, "outcome": {"kind": "success"}}])")
            << QStringLiteral("$.attempts[0].expression is missing");
        QTest::newRow("unknown outcome") << minimalRecord(
            R"([{"number": 1, "expression": "{}", "outcome": {"kind": "exploded"}}])")
                                         << QStringLiteral("unknown outcome kind \"exploded\"");
        QTest::newRow("unknown verdict")
            << minimalRecord(R"([{"number": 1, "expression": "{}", "outcome": {"kind": "success"},
                                  "verdict": {"kind": "progress"}}])")
            << QStringLiteral("$.attempts[0].verdict.kind names an unknown verdict \"progress\"");
        QTest::newRow("numbering gap") << minimalRecord(
            R"([{"number": 2, "expression": "{}", "outcome": {"kind": "success"}}])")
                                       << QStringLiteral("$.attempts[0].number is 2");
        QTest::newRow("negative tokens")
            << minimalRecord(R"([{"number": 1, "expression": "{}", "outcome": {"kind": "success"},
                                  "usage": {"inputTokens": -5}}])")
            << QStringLiteral("$.attempts[0].usage.inputTokens must be an integer from 0 to 10^15");
        QTest::newRow("overflowing tokens")
            << minimalRecord(R"([{"number": 1, "expression": "{}", "outcome": {"kind": "success"},
                                  "usage": {"outputTokens": 9223372036854775807}}])")
            << QStringLiteral(
                   "$.attempts[0].usage.outputTokens must be an integer from 0 to 10^15");
        QTest::newRow("huge attempt number") << minimalRecord(
            R"([{"number": 4294967297, "expression": "{}", "outcome": {"kind": "success"}}])")
                                             << QStringLiteral(
                                                    "$.attempts[0].number is 4294967297");
        QTest::newRow("infinite cost")
            << minimalRecord(R"([{"number": 1, "expression": "{}", "outcome": {"kind": "success"},
                                  "usage": {"costUsd": 1e308}}])")
            << QStringLiteral("$.attempts[0].usage.costUsd must be a number from 0 to 10^9");
        QTest::newRow("log line not string")
            << minimalRecord(R"([{"number": 1, "expression": "{}", "outcome": {"kind": "success"},
                                  "log": ["ok", 7]}])")
            << QStringLiteral("$.attempts[0].log[1] must be a string");
    }

    void rejectsBadInput()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const auto record = parseSessionRecord(json, QStringLiteral("test.json"));
        QVERIFY(!record.ok());
        QVERIFY2(record.error().message.contains(expected), qPrintable(record.error().message));
        QVERIFY(record.error().message.startsWith(QStringLiteral("test.json")));
    }

    void readsNonAsciiText()
    {
        const QByteArray json = minimalRecord("[{\"number\": 1, \"expression\": \"{}\", "
                                              "\"outcome\": {\"kind\": \"build-error\"}, "
                                              "\"log\": [\"caf\xc3\xa9 \u2192 ok\"]}]");
        const auto record = parseSessionRecord(json, QStringLiteral("utf8.json"));
        QVERIFY2(record.ok(), qPrintable(record.ok() ? QString() : record.error().message));
        QCOMPARE(record.value().attempts[0].log.first(), QStringLiteral("café → ok"));
    }

    void rejectsInvalidUtf8WithPosition()
    {
        // JSON must be UTF-8: a record with a stray Latin-1 byte is refused with the offset,
        // so the user can find it, instead of being read with silently changed text.
        const QByteArray json = minimalRecord("[{\"number\": 1, \"expression\": \"caf\xe9\"}]");
        const auto record = parseSessionRecord(json, QStringLiteral("latin1.json"));
        QVERIFY(!record.ok());
        QVERIFY2(record.error().message.contains(QStringLiteral("not valid JSON (at byte")),
            qPrintable(record.error().message));
    }

    void reportsUnreadableFile()
    {
        const auto record = readSessionRecord(QStringLiteral("/nonexistent/record.json"));
        QVERIFY(!record.ok());
        QVERIFY(record.error().message.contains(QStringLiteral("/nonexistent/record.json")));
        QVERIFY(!record.error().detail.isEmpty());
    }

    void refusesDevicesAndPipes()
    {
        // Regression: /dev/zero has size 0 and no end; reading it took all memory.
        const auto record = readSessionRecord(QStringLiteral("/dev/zero"));
        QVERIFY(!record.ok());
        QVERIFY2(record.error().message.contains(QStringLiteral("not a regular file")),
            qPrintable(record.error().message));
    }

    void keepsPercentInFileNames()
    {
        // Regression: chained .arg() calls replaced a "%1" inside the file name.
        const auto record = parseSessionRecord("{", QStringLiteral("/tmp/x%1y.json"));
        QVERIFY(!record.ok());
        QVERIFY2(record.error().message.startsWith(
                     QStringLiteral("/tmp/x%1y.json is not valid JSON (at byte ")),
            qPrintable(record.error().message));
    }

    void refusesOversizedFile()
    {
        QTemporaryFile file;
        QVERIFY(file.open());
        QVERIFY(file.resize(maxSessionRecordBytes + 1));
        const auto record = readSessionRecord(file.fileName());
        QVERIFY(!record.ok());
        QVERIFY2(record.error().message.contains(QStringLiteral("too large")),
            qPrintable(record.error().message));
    }
};

QTEST_GUILESS_MAIN(TestSessionRecord)
#include "tst_sessionrecord.moc"
