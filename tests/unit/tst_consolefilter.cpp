// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ConsoleFilter.h"

#include <QTest>

using packwright::models::ConsoleFilter;

class TestConsoleFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void filters_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("output");
        QTest::newRow("text") << QByteArray("hello\r\n") << QByteArray("hello\r\n");
        QTest::newRow("colour") << QByteArray("\x1b[1;31mred\x1b[0m")
                                << QByteArray("\x1b[1;31mred\x1b[0m");
        QTest::newRow("private mode")
            << QByteArray("\x1b[?25l\x1b[?1049h") << QByteArray("\x1b[?25l\x1b[?1049h");
        QTest::newRow("REP") << QByteArray("a\x1b[5bz") << QByteArray("az");
        QTest::newRow("17 parameters")
            << QByteArray("\x1b[" + QByteArray("1;").repeated(16) + "1mx") << QByteArray("x");
        QTest::newRow("16 parameters")
            << QByteArray("\x1b[" + QByteArray("1;").repeated(15) + "1m")
            << QByteArray("\x1b[" + QByteArray("1;").repeated(15) + "1m");
        QTest::newRow("huge parameter") << QByteArray("\x1b[123456Lx") << QByteArray("x");
        QTest::newRow("DECALN") << QByteArray("\x1b#8x") << QByteArray("x");
        QTest::newRow("title") << QByteArray("\x1b]0;evil title\x07x\x1b]2;t\x1b\\y")
                               << QByteArray("xy");
        QTest::newRow("C1 in UTF-8") << QByteArray("a\xc2\x85"
                                                   "b\xc2\xa9")
                                     << QByteArray("ab\xc2\xa9");
        QTest::newRow("C0 inside CSI") << QByteArray("\x1b[1\r;2H") << QByteArray("\r\x1b[1;2H");
    }

    void filters()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, output);
        ConsoleFilter whole;
        QCOMPARE(whole.filter(input), output);
        // Byte by byte: sequences split across writes are judged whole.
        ConsoleFilter split;
        QByteArray pieces;
        for (const char c : input)
            pieces += split.filter(QByteArray(1, c));
        QCOMPARE(pieces, output);
    }
};

QTEST_GUILESS_MAIN(TestConsoleFilter)
#include "tst_consolefilter.moc"
