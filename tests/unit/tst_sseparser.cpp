// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SseParser: server-sent events taken in pieces of any size, table-driven.

#include "llm/SseParser.h"

#include <QTest>

using namespace packwright::llm;

using Events = QList<SseEvent>;
Q_DECLARE_METATYPE(Events)

class TestSseParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QByteArrayList>("chunks");
        QTest::addColumn<Events>("expected");

        QTest::newRow("one event")
            << QByteArrayList{"data: hello\n\n"} << Events{{{}, "hello", {}}};
        QTest::newRow("named event") << QByteArrayList{"event: message_start\ndata: {\"a\":1}\n\n"}
                                     << Events{{"message_start", "{\"a\":1}", {}}};
        QTest::newRow("two events in one chunk")
            << QByteArrayList{"data: a\n\ndata: b\n\n"} << Events{{{}, "a", {}}, {{}, "b", {}}};
        QTest::newRow("split inside a line")
            << QByteArrayList{"da", "ta: hel", "lo\n", "\n"} << Events{{{}, "hello", {}}};
        QTest::newRow("byte by byte") << [] {
            QByteArrayList bytes;
            for (const char c : QByteArray("event: x\ndata: y\n\n"))
                bytes << QByteArray(1, c);
            return bytes;
        }() << Events{{"x", "y", {}}};
        QTest::newRow("multi-line data")
            << QByteArrayList{"data: a\ndata: b\n\n"} << Events{{{}, "a\nb", {}}};
        QTest::newRow("CRLF") << QByteArrayList{"data: a\r\n\r\n"} << Events{{{}, "a", {}}};
        QTest::newRow("CRLF split between feeds") << QByteArrayList{"data: a\r", "\n\r",
            "\ndata: b\r\n\r\n"} << Events{{{}, "a", {}}, {{}, "b", {}}};
        QTest::newRow("bare CR") << QByteArrayList{"data: a\r\rdata: b\r\r"}
                                 << Events{{{}, "a", {}}, {{}, "b", {}}};
        QTest::newRow("comment and retry skipped")
            << QByteArrayList{": keep-alive\nretry: 100\ndata: a\n\n"} << Events{{{}, "a", {}}};
        QTest::newRow("no space after colon")
            << QByteArrayList{"data:a\n\n"} << Events{{{}, "a", {}}};
        QTest::newRow("only one leading space removed")
            << QByteArrayList{"data:  a\n\n"} << Events{{{}, " a", {}}};
        QTest::newRow("event without data not dispatched")
            << QByteArrayList{"event: ping\n\ndata: x\n\n"} << Events{{{}, "x", {}}};
        QTest::newRow("id") << QByteArrayList{"id: 7\ndata: x\n\n"} << Events{{{}, "x", "7"}};
        QTest::newRow("empty data line") << QByteArrayList{"data\n\n"} << Events{{{}, "", {}}};
        QTest::newRow("flush dispatches unterminated event")
            << QByteArrayList{"data: [DONE]"} << Events{{{}, "[DONE]", {}}};
        QTest::newRow("flush after line without blank line")
            << QByteArrayList{"data: last\n"} << Events{{{}, "last", {}}};
        QTest::newRow("UTF-8 split across feeds") << QByteArrayList{
            "data: gr\xc3", "\xbc\xc3\x9f\n\n"} << Events{{{}, "gr\xc3\xbc\xc3\x9f", {}}};
        QTest::newRow("nothing") << QByteArrayList{} << Events{};
    }

    void parse()
    {
        QFETCH(QByteArrayList, chunks);
        QFETCH(Events, expected);
        SseParser parser;
        Events events;
        for (const QByteArray &c : chunks)
            events += parser.feed(c);
        events += parser.flush();
        QCOMPARE(events.size(), expected.size());
        for (qsizetype i = 0; i < events.size(); ++i) {
            QCOMPARE(events[i].event, expected[i].event);
            QCOMPARE(events[i].data, expected[i].data);
            QCOMPARE(events[i].id, expected[i].id);
        }
    }

    void eventsComeOutAsSoonAsComplete()
    {
        SseParser parser;
        QVERIFY(parser.feed("data: a\n").isEmpty());
        QCOMPARE(parser.feed("\ndata: b").size(), 1);
        QCOMPARE(parser.flush().size(), 1);
        QVERIFY(parser.flush().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSseParser)
#include "tst_sseparser.moc"
