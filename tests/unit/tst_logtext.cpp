// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Line clean-up, condensation and the streaming reader (agent/evidence/LogText, LogReader).

#include "evidence/LogReader.h"
#include "evidence/LogText.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::evidence;

namespace {

QByteArray clean(const QByteArray &raw, std::size_t *control = nullptr)
{
    std::string out;
    const std::string_view view
        = cleanLine(std::string_view(raw.constData(), std::size_t(raw.size())), out, control);
    return QByteArray(view.data(), qsizetype(view.size()));
}

QByteArray normalised(const QByteArray &line)
{
    std::string out;
    const std::string_view view
        = normaliseLine(std::string_view(line.constData(), std::size_t(line.size())), out);
    return QByteArray(view.data(), qsizetype(view.size()));
}

struct ReadLine
{
    qint64 number;
    QByteArray bytes;
};

QList<ReadLine> readAll(
    const QByteArray &log, qint64 maxLine, qint64 chunk, LogReadStats *stats = nullptr)
{
    QByteArray copy = log;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    QList<ReadLine> lines;
    const LogReader reader(maxLine, chunk);
    const auto result = reader.read(buffer, [&lines](qint64 n, std::string_view bytes) {
        lines.append(ReadLine{n, QByteArray(bytes.data(), qsizetype(bytes.size()))});
    });
    if (stats != nullptr && result)
        *stats = result.value();
    return lines;
}

} // namespace

class TestLogText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanLine_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("plain") << QByteArray("checking for gcc... gcc")
                               << QByteArray("checking for gcc... gcc");
        QTest::newRow("CRLF") << QByteArray("make all\r") << QByteArray("make all");
        QTest::newRow("colours") << QByteArray("\x1b[1m\x1b[31merror:\x1b[0m builder failed")
                                 << QByteArray("error: builder failed");
        QTest::newRow("OSC 8 hyperlink")
            << QByteArray("warning [\x1b]8;;https://gcc.gnu.org/x\x07-Wfoo\x1b]8;;\x07]")
            << QByteArray("warning [-Wfoo]");
        QTest::newRow("progress bar")
            << QByteArray("[#    ] 10%\r[###  ] 60%\r[#####] 100%") << QByteArray("[#####] 100%");
        QTest::newRow("nix last log lines") << QByteArray("       > configure: error: no zlib")
                                            << QByteArray("configure: error: no zlib");
        QTest::newRow("nix quote, empty") << QByteArray("       >") << QByteArray("");
        QTest::newRow("obs timestamp")
            << QByteArray("[  158s] error: Installed (but unpackaged) file(s) found:")
            << QByteArray("error: Installed (but unpackaged) file(s) found:");
        QTest::newRow("nom error frame")
            << QByteArray("\xe2\x94\x83             specified: sha256-AuHNcHosbYlPXKT0YFTLQihbT")
            << QByteArray("            specified: sha256-AuHNcHosbYlPXKT0YFTLQihbT");
        QTest::newRow("nom frame around a nix quote")
            << QByteArray("\xe2\x94\x83        > make: *** [Makefile:3: all] Error 1")
            << QByteArray("make: *** [Makefile:3: all] Error 1");
        QTest::newRow("nom frame, empty") << QByteArray("\xe2\x94\x83") << QByteArray("");
        QTest::newRow("python prompt kept")
            << QByteArray(">>> import foo") << QByteArray(">>> import foo");
        QTest::newRow("trailing blanks") << QByteArray("done   \t") << QByteArray("done");
        QTest::newRow("tabs kept") << QByteArray("\tgcc -c a.c") << QByteArray("\tgcc -c a.c");
        QTest::newRow("control bytes dropped") << QByteArray("a\x01"
                                                             "b\x7f"
                                                             "c",
            5) << QByteArray("abc");
        QTest::newRow("truncated escape") << QByteArray("text\x1b[") << QByteArray("text");
        // Control bytes are found eight bytes at a time: in and across the words, and a lone
        // escape at the very end.
        QTest::newRow("escapes in long text")
            << QByteArray("[1/2] Compiling C object \x1b[1msrc/spng.c.o\x1b[0m with "
                          "\x1b[33mwarnings\x1b[0m, \x1b[1mok\x1b[0m")
            << QByteArray("[1/2] Compiling C object src/spng.c.o with warnings, ok");
        QTest::newRow("byte 8, byte 15, last byte") << QByteArray("0123456\x01"
                                                                  "89abcd\x7f"
                                                                  "fghij\x1b")
                                                    << QByteArray("012345689abcdfghij");
    }
    void cleanLine()
    {
        QFETCH(QByteArray, raw);
        QFETCH(QByteArray, expected);
        QCOMPARE(clean(raw), expected);
    }

    void cleanLineCountsBinaryBytes()
    {
        std::size_t control = 0;
        clean(QByteArray("\x00\x01\x02"
                         "abc\x1b[31m",
                  11),
            &control);
        QCOMPARE(control, std::size_t(3)); // the escape sequence is not binary
    }

    void normaliseLine_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("store path keeps its name")
            << QByteArray("/nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-bash-5.2p37/bin/bash")
            << QByteArray("/nix/store/<hash>-bash-<n>.<n>p<n>/bin/bash");
        QTest::newRow("nix build directory")
            << QByteArray("cd /tmp/nix-build-hello-2.10.drv-0/hello-2.10")
            << QByteArray("cd <build>/hello-<n>.<n>");
        // The same line from a sandboxed build, and from Nix ≥ 2.30 outside a sandbox.
        QTest::newRow("sandbox build directory")
            << QByteArray("/build/source/libtool: line 1877: ldconfig: command not found")
            << QByteArray("<build>/source/libtool: line <n>: ldconfig: command not found");
        QTest::newRow("Nix 2.30 build directory")
            << QByteArray("cd /nix/var/nix/builds/nix-81234-0/hello-2.10")
            << QByteArray("cd <build>/hello-<n>.<n>");
        QTest::newRow("a build directory of the project's own") << QByteArray(
            "cp out/build/x.so /src/build/lib") << QByteArray("cp out/build/x.so /src/build/lib");
        QTest::newRow("temporary path")
            << QByteArray("wrote /tmp/tmpk4_jcvn/out") << QByteArray("wrote <tmp>/out");
        QTest::newRow("rpm temporary script")
            << QByteArray("Bad exit status from /var/tmp/rpm-tmp.OdYVXi (%build)")
            << QByteArray("Bad exit status from <tmp> (%build)");
        QTest::newRow("SRI hash") << QByteArray(
            "got: sha256-IKdXH2UK2CBZTHY8c9eN6JSbqsF4OpIHYH14XEKyrM0=")
                                  << QByteArray("got: <hash>");
        QTest::newRow("base-32 hash")
            << QByteArray("wanted: sha256:03l4hp0p7i2k04arnqkav0ygc23ml46dy3cfrlwviasrj7yzk5hc")
            << QByteArray("wanted: <hash>");
        QTest::newRow("commit id")
            << QByteArray("at commit 0f316e4d72d8a1b2") << QByteArray("at commit <hex>");
        QTest::newRow("address") << QByteArray("fault at 0x7ffd1234")
                                 << QByteArray("fault at <hex>");
        QTest::newRow("timestamps and counters") << QByteArray(
            "[  158s] 12:34:56 test 3 of 10") << QByteArray("[  <n>s] <n>:<n>:<n> test <n> of <n>");
        QTest::newRow("words stay")
            << QByteArray("deadline feedback") << QByteArray("deadline feedback");
    }
    void normaliseLine()
    {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, expected);
        QCOMPARE(normalised(line), expected);
    }

    void derivationPrefix_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("derivation");
        QTest::addColumn<QByteArray>("rest");
        QTest::newRow("nix build -L") << QByteArray("hello> checking for gcc")
                                      << QByteArray("hello") << QByteArray("checking for gcc");
        QTest::newRow("versioned name") << QByteArray("python3.11-foo-1.0> ok")
                                        << QByteArray("python3.11-foo-1.0") << QByteArray("ok");
        QTest::newRow("empty builder line")
            << QByteArray("hello>") << QByteArray("hello") << QByteArray("");
        QTest::newRow("python prompt")
            << QByteArray(">>> x") << QByteArray() << QByteArray(">>> x");
        QTest::newRow("comparison in text")
            << QByteArray("if a > b") << QByteArray() << QByteArray("if a > b");
        QTest::newRow("no prefix")
            << QByteArray("make all") << QByteArray() << QByteArray("make all");
    }
    void derivationPrefix()
    {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, derivation);
        QFETCH(QByteArray, rest);
        std::string_view name;
        const std::string_view text = splitDerivationPrefix(
            std::string_view(line.constData(), std::size_t(line.size())), name);
        QCOMPARE(QByteArray(name.data(), qsizetype(name.size())), derivation);
        QCOMPARE(QByteArray(text.data(), qsizetype(text.size())), rest);
    }

    void condenseForReadingKeepsOutputHashes()
    {
        std::string out;
        const std::string_view text = condenseForReading(
            "error: hash mismatch in fixed-output derivation "
            "'/nix/store/8xjvnvzqr7c41zv6ccb64r2pdbcamikm-source.drv': got: sha256-IKdX=",
            out);
        QCOMPARE(QByteArray(text.data(), qsizetype(text.size())),
            QByteArray("error: hash mismatch in fixed-output derivation '/nix/store/…-source.drv': "
                       "got: sha256-IKdX="));
    }

    void readerSplitsAcrossChunks_data()
    {
        QTest::addColumn<qint64>("chunk");
        QTest::newRow("1 byte") << qint64(1);
        QTest::newRow("7 bytes") << qint64(7);
        QTest::newRow("1 MiB") << (qint64(1) << 20);
    }
    void readerSplitsAcrossChunks()
    {
        QFETCH(qint64, chunk);
        LogReadStats stats;
        const auto lines
            = readAll("first\nsecond line\n\nlast without newline", 1024, chunk, &stats);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(0).bytes, QByteArray("first"));
        QCOMPARE(lines.at(1).bytes, QByteArray("second line"));
        QCOMPARE(lines.at(2).bytes, QByteArray(""));
        QCOMPARE(lines.at(3).bytes, QByteArray("last without newline"));
        QCOMPARE(lines.at(3).number, qint64(4));
        QCOMPARE(stats.lines, qint64(4));
        QCOMPARE(stats.bytes, qint64(39));
    }

    void readerKeepsStartAndEndOfOverlongLines_data()
    {
        QTest::addColumn<qint64>("chunk");
        QTest::newRow("in one chunk") << (qint64(1) << 20);
        QTest::newRow("across chunks") << qint64(1000);
        QTest::newRow("byte by byte") << qint64(1);
    }
    void readerKeepsStartAndEndOfOverlongLines()
    {
        QFETCH(qint64, chunk);
        LogReadStats stats;
        const QByteArray bar = "[" + QByteArray(100000, '#') + "]\rsrc/a.c:1:1: error: boom";
        const auto lines
            = readAll("a\n" + bar + "\nb\n" + QByteArray(5000, 'y') + "END", 64, chunk, &stats);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(1).bytes,
            "[" + QByteArray(31, '#') + " … " + QByteArray(6, '#') + "]\rsrc/a.c:1:1: error: boom");
        QCOMPARE(lines.at(2).bytes, QByteArray("b"));
        QCOMPARE(lines.at(3).bytes, QByteArray(32, 'y') + " … " + QByteArray(29, 'y') + "END");
        QCOMPARE(stats.truncatedLines, qint64(2));
    }

    /// A log saved as UTF-16 (PowerShell's redirection) is read as its text; a UTF-8
    /// byte-order mark is not part of the first line.
    void readerDecodesByteOrderMarks_data()
    {
        QTest::addColumn<qint64>("chunk");
        QTest::newRow("1 byte") << qint64(1);
        QTest::newRow("1 MiB") << (qint64(1) << 20);
    }
    void readerDecodesByteOrderMarks()
    {
        QFETCH(qint64, chunk);
        const QString text = QStringLiteral("error: für foo\nmake: *** [all] Error 1\n");
        const QByteArray le = QByteArray("\xff\xfe")
            + QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
        LogReadStats stats;
        const auto lines = readAll(le, 1024, chunk, &stats);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines.at(0).bytes, QByteArray("error: f\xc3\xbcr foo"));
        QCOMPARE(lines.at(1).bytes, QByteArray("make: *** [all] Error 1"));
        QCOMPARE(stats.bytes, le.size());
        const auto utf8 = readAll("\xef\xbb\xbf"
                                  "first\nsecond\n",
            1024, chunk);
        QCOMPARE(utf8.size(), 2);
        QCOMPARE(utf8.at(0).bytes, QByteArray("first"));
    }

    void readerEmptyInput()
    {
        LogReadStats stats;
        QVERIFY(readAll({}, 64, 16, &stats).isEmpty());
        QCOMPARE(stats.lines, qint64(0));
    }

    void readFileErrorsNameThePath()
    {
        const LogReader reader;
        const auto noop = [](qint64, std::string_view) {};
        const auto missing = reader.readFile(QStringLiteral("/nonexistent/build.log"), noop);
        QVERIFY(!missing);
        QVERIFY(missing.error().message.contains(QStringLiteral("/nonexistent/build.log")));
        QTemporaryDir dir;
        const auto directory = reader.readFile(dir.path(), noop);
        QVERIFY(!directory);
        QVERIFY(directory.error().message.contains(QStringLiteral("directory")));
    }
};

QTEST_GUILESS_MAIN(TestLogText)
#include "tst_logtext.moc"
