// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TerminalScreen.h"

#include <QSignalSpy>
#include <QTest>

using packwright::models::TerminalScreen;

class TestTerminalScreen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesTextAndMovesCursor()
    {
        TerminalScreen screen(5, 20);
        QSignalSpy damaged(&screen, &TerminalScreen::damaged);
        screen.write("hello\r\nworld");
        QVERIFY(!damaged.isEmpty());
        QCOMPARE(screen.rowText(0), QStringLiteral("hello"));
        QCOMPARE(screen.rowText(1), QStringLiteral("world"));
        QCOMPARE(screen.cursor(), QPoint(5, 1));
    }

    void interpretsEscapeSequences()
    {
        TerminalScreen screen(5, 20);
        screen.write("\x1b[1;31mred\x1b[0m plain\x1b[2;3Hxy");
        const auto red = screen.cell(0, 0);
        QCOMPARE(red.text, QStringLiteral("r"));
        QVERIFY(red.bold);
        QVERIFY(!red.defaultForeground);
        QVERIFY(red.foreground.red() > 100 && red.foreground.green() < 100);
        const auto plain = screen.cell(0, 4);
        QCOMPARE(plain.text, QStringLiteral("p"));
        QVERIFY(plain.defaultForeground && !plain.bold);
        QCOMPARE(screen.rowText(1), QStringLiteral("  xy"));
    }

    void decodesUtf8AcrossWrites()
    {
        // Serial consoles deliver bytes in arbitrary chunks: a UTF-8 sequence split
        // between two writes must still form one character.
        TerminalScreen screen(3, 10);
        screen.write("caf\xc3");
        screen.write("\xa9");
        QCOMPARE(screen.rowText(0), QStringLiteral("café"));
        screen.write("\r\n\xf0");
        screen.write("\x9f\x90");
        screen.write("\xa7!");
        QCOMPARE(screen.rowText(1).left(2), QString::fromUtf8("\xf0\x9f\x90\xa7"));
    }

    void keepsScrollbackBounded()
    {
        TerminalScreen screen(3, 10);
        for (int i = 0; i < TerminalScreen::scrollbackLimit + 50; ++i)
            screen.write(QByteArray::number(i) + "\r\n");
        QCOMPARE(int(screen.scrollback().size()), TerminalScreen::scrollbackLimit);
        QCOMPARE(screen.scrollback().back().front().text, QStringLiteral("5"));
    }

    void encodesInput()
    {
        TerminalScreen screen(3, 10);
        QByteArray sent;
        connect(
            &screen, &TerminalScreen::inputBytes, this, [&](const QByteArray &b) { sent += b; });
        screen.sendText(QStringLiteral("ls é"));
        screen.sendKey(TerminalScreen::Key::Enter);
        screen.sendText(QStringLiteral("c"), true);
        screen.sendKey(TerminalScreen::Key::Up);
        QCOMPARE(sent, QByteArray("ls \xc3\xa9\r\x03\x1b[A"));
    }

    void repeatWithoutCharacterDoesNotHang()
    {
        // Regression: libvterm 0.1 looped forever on CSI b (REP) with nothing to repeat,
        // freezing the GUI on a hostile console stream.
        TerminalScreen screen(3, 10);
        screen.write("\x1b[b");
        screen.write("a\x1b[3");
        screen.write("bz\x1b[31mred");
        QCOMPARE(screen.rowText(0), QStringLiteral("azred"));
        QVERIFY(!screen.cell(0, 2)
                     .defaultForeground); // escape sequences split across writes still apply
    }

    void survivesLibvtermCrashers()
    {
        // Regressions: each of these crashed or hung libvterm 0.1.4 (found by fuzzing).
        TerminalScreen screen(24, 80);
        screen.write("\x1b[" + QByteArray("1;").repeated(20) + "1m"); // > 16 parameters
        screen.write("\x1b[4h\xc2\x85h");                             // insert mode + NEL
        screen.write("\x1b[4h\x1b#8");                                // insert mode + DECALN ...
        screen.resize(20, 80);                                        // ... then a resize
        screen.write("x\x1b[99999999@y");                             // a huge parameter
        screen.resize(5, 1);
        screen.write("\xe4\xb8\xad"); // a wide character in the narrowest screen
        QCOMPARE(screen.columns(), 2);
        screen.write("ok");
    }

    void fuzzWithTerminalAlphabet()
    {
        // Random streams over the bytes that matter to a terminal, with resizes between:
        // must neither crash (ASan runs this too) nor hang.
        quint32 seed = 20261130;
        const auto next = [&seed] { return seed = seed * 1664525u + 1013904223u; };
        const QByteArray alphabet = QByteArray("\x1b[];?#8b@hlmHJKPLMrs0123456789 aZ\n\r\t\b")
            + QByteArray("\xc2\x85\xe4\xb8\xad\x07\x9b\xff");
        for (int round = 0; round < 300; ++round) {
            TerminalScreen screen(int(next() % 30) + 1, int(next() % 100) + 1);
            for (int chunk = 0; chunk < 8; ++chunk) {
                QByteArray bytes;
                for (int i = int(next() % 64); i > 0; --i)
                    bytes.append(alphabet[int(next() % quint32(alphabet.size()))]);
                screen.write(bytes);
                if (next() % 4 == 0)
                    screen.resize(int(next() % 30) + 1, int(next() % 100) + 1);
            }
        }
    }

    void survivesGarbage()
    {
        TerminalScreen screen(4, 8);
        QByteArray noise;
        for (int i = 0; i < 4096; ++i)
            noise.append(char((i * 131 + 7) % 256));
        screen.write(noise);
        screen.resize(0, -3); // clamped, not a crash
        QCOMPARE(screen.rows(), 1);
        QCOMPARE(screen.columns(), 2);
        screen.write("ok");
    }
};

QTEST_GUILESS_MAIN(TestTerminalScreen)
#include "tst_terminalscreen.moc"
