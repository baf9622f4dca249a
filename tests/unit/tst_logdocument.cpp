// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogDocument.h"
#include "LogFolding.h"
#include "LogLineText.h"
#include "LogSearch.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::models;

namespace {

QStringList allLines(const LogDocument &document)
{
    QStringList lines;
    for (qint64 i = 0; i < document.lineCount(); ++i)
        lines << document.lineText(i);
    return lines;
}

bool writeFile(const QString &path, const QByteArray &bytes, QIODevice::OpenMode mode)
{
    QFile file(path);
    return file.open(mode) && file.write(bytes) == bytes.size();
}

/// Opens `path` and waits until the worker has indexed all of it.
bool openAndWait(LogDocument &document, const QString &path)
{
    QSignalSpy finished(&document, &LogDocument::indexingFinished);
    document.openFile(path);
    return finished.wait(5000) || (!document.isIndexing() && document.errorString().isEmpty());
}

} // namespace

class TestLogDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void indexesLines_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("empty") << QByteArray() << QStringList();
        QTest::newRow("one line, no newline")
            << QByteArray("abc") << QStringList{QStringLiteral("abc")};
        QTest::newRow("one line") << QByteArray("abc\n") << QStringList{QStringLiteral("abc")};
        QTest::newRow("no trailing newline")
            << QByteArray("a\nb") << QStringList{QStringLiteral("a"), QStringLiteral("b")};
        QTest::newRow("CRLF") << QByteArray("a\r\nbb\r\n")
                              << QStringList{QStringLiteral("a"), QStringLiteral("bb")};
        QTest::newRow("empty lines") << QByteArray(
            "\n\nx\n\n") << QStringList{QString(), QString(), QStringLiteral("x"), QString()};
        QTest::newRow("only newline") << QByteArray("\n") << QStringList{QString()};
        QTest::newRow("UTF-8") << QByteArray("gr\xc3\xbc\xc3\x9f dich\n")
                               << QStringList{QStringLiteral("grüß dich")};
    }

    void indexesLines()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, lines);

        LogDocument whole;
        whole.setBytes(bytes);
        QCOMPARE(allLines(whole), lines);
        QCOMPARE(whole.lineCount(), qint64(lines.size()));

        // Byte by byte: a line that arrives in pieces is one line.
        LogDocument pieces;
        QSignalSpy added(&pieces, &LogDocument::linesAdded);
        for (const char c : bytes) {
            pieces.appendBytes(QByteArray(1, c));
            if (pieces.lineCount() == 0)
                continue;
            // The last line, however far it has come, reads as the bytes so far.
            QString soFar = QString::fromUtf8(bytes.left(pieces.indexedBytes()))
                                .split(QLatin1Char('\n'))
                                .at(pieces.lineCount() - 1);
            soFar.remove(QLatin1Char('\r'));
            const QString last = pieces.lineText(pieces.lineCount() - 1);
            QCOMPARE(last, soFar.left(last.size()));
        }
        QCOMPARE(allLines(pieces), lines);
        QCOMPARE(added.size(), bytes.size());

        // The same from a file, through the worker.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("build.log"));
        QVERIFY(writeFile(path, bytes, QIODevice::WriteOnly));
        LogDocument file;
        QVERIFY(openAndWait(file, path));
        QCOMPARE(allLines(file), lines);
        QCOMPARE(file.indexedBytes(), bytes.size());
    }

    void showsInvalidBytesSafely()
    {
        LogDocument document;
        document.setBytes(QByteArray("ok \xff\xfe end\n"
                                     "nul\0byte\x07 bell\n"
                                     "\x1b[31merror:\x1b[0m red\n"
                                     "a\tb\n"
                                     "10%\r50%\rdone\n",
            62));
        QCOMPARE(document.lineCount(), 5);
        const QString replaced = document.lineText(0);
        QVERIFY(replaced.startsWith(QStringLiteral("ok ")));
        QVERIFY(replaced.contains(QChar(0xFFFD)));
        QVERIFY(replaced.endsWith(QStringLiteral(" end")));
        QCOMPARE(document.lineText(1), QStringLiteral("nul\uFFFDbyte\uFFFD bell"));
        QCOMPARE(document.lineText(2), QStringLiteral("error: red"));
        QCOMPARE(document.lineText(3), QStringLiteral("a       b"));
        QCOMPARE(document.lineText(4), QStringLiteral("done"));
    }

    /// A raw internal-json log reads as the terminal would have shown it; one line per line.
    void showsInternalJsonAsText()
    {
        LogDocument document;
        document.setBytes(
            "@nix {\"action\":\"start\",\"id\":7,\"level\":3,\"parent\":0,"
            "\"text\":\"building '/nix/store/aaaa-tiny-1.0.drv'\",\"type\":105,"
            "\"fields\":[\"/nix/store/aaaa-tiny-1.0.drv\",\"\",1,1]}\n"
            "@nix {\"action\":\"result\",\"id\":7,\"type\":104,\"fields\":[\"buildPhase\"]}\n"
            "@nix {\"action\":\"result\",\"id\":7,\"type\":101,"
            "\"fields\":[\"tiny.c:3:1: \\u001b[31merror:\\u001b[0m expected ';'\\tx\"]}\n"
            "@nix {\"action\":\"result\",\"id\":7,\"type\":105,\"fields\":[1,2,0,0]}\n"
            "@nix {\"action\":\"msg\",\"level\":0,\"msg\":\"error: builder failed\"}\n"
            "@nix {\"action\":\"stop\",\"id\":7}\n"
            "@nix {not json\n"
            "@nix {\"action\":\"result\",\"fields\":[101,0],\"id\":8,\"type\":106}\n");
        QCOMPARE(document.lineCount(), 8);
        QCOMPARE(document.lineText(0), QStringLiteral("building '/nix/store/aaaa-tiny-1.0.drv'"));
        QCOMPARE(document.lineText(1), QStringLiteral("── buildPhase"));
        QCOMPARE(document.lineText(2), QStringLiteral("tiny.c:3:1: error: expected ';' x"));
        QCOMPARE(document.lineText(3), QString());
        QCOMPARE(document.lineText(4), QStringLiteral("error: builder failed"));
        QCOMPARE(document.lineText(5), QString());
        QCOMPARE(document.lineText(6), QStringLiteral("@nix {not json"));
        QCOMPARE(document.lineText(7), QString()); // expected counts: bookkeeping
    }

    /// Issue 23: a multi-line evaluation error in one internal-json message showed its line
    /// breaks as two replacement characters ("'extraFlags'\uFFFD\uFFFD      at …").
    void showsMultiLineMessageOnOneRow()
    {
        LogDocument document;
        document.setBytes(
            "@nix {\"action\":\"msg\",\"level\":0,\"msg\":\"error: undefined variable "
            "'extraFlags'\\n\\n       at /tmp/s/package.nix:16:50:\\n\"}\n");
        QCOMPARE(document.lineCount(), 1);
        const QString text = document.lineText(0);
        QVERIFY2(!text.contains(QChar(0xFFFD)), qPrintable(text));
        QCOMPARE(text,
            QStringLiteral(
                "error: undefined variable 'extraFlags' \u23CE at /tmp/s/package.nix:16:50:"));
    }

    void clipsVeryLongLines()
    {
        QByteArray bytes(1 << 20, 'x'); // one megabyte, one line
        bytes += "\nshort\n";
        LogDocument document;
        document.setBytes(bytes);
        QCOMPARE(document.lineCount(), 2);
        const QString clipped = document.lineText(0);
        QCOMPARE(clipped.size(), LogDocument::MaxLineChars + 1);
        QVERIFY(clipped.endsWith(QChar(0x2026)));
        QCOMPARE(document.lineText(1), QStringLiteral("short"));
        QCOMPARE(displayText("abc", 3), QStringLiteral("abc"));
        QCOMPARE(displayText("abcd", 3), QStringLiteral("abc\u2026"));
    }

    void indexesLargeFileInWorker()
    {
        // ~4 MB, 60,000 lines: more than one read and enough to check offsets far in.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.log"));
        QByteArray bytes;
        constexpr int Lines = 60000;
        for (int i = 0; i < Lines; ++i)
            bytes += "line " + QByteArray::number(i) + QByteArray(40 + i % 50, '.') + '\n';
        QVERIFY(writeFile(path, bytes, QIODevice::WriteOnly));

        LogDocument document;
        QVERIFY(openAndWait(document, path));
        QCOMPARE(document.lineCount(), Lines);
        QCOMPARE(document.indexedBytes(), bytes.size());
        for (const int i : {0, 1, 777, 31415, Lines - 1})
            QVERIFY(document.lineText(i).startsWith(QStringLiteral("line %1.").arg(i)));
        QCOMPARE(document.lineText(Lines), QString());
        // Offsets map back to their lines.
        const qint64 start = document.lineStart(31415);
        QCOMPARE(document.lineAtOffset(start), 31415);
        QCOMPARE(document.lineAtOffset(start - 1), 31414);
        QCOMPARE(document.lineAtOffset(bytes.size()), -1);
        // The index costs 8 bytes a line, plus at most one partly filled block.
        QVERIFY2(document.indexMemoryBytes() <= Lines * 8 + (1 << 19),
            qPrintable(QString::number(document.indexMemoryBytes())));
    }

    void followsGrowingFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("live.log"));
        QVERIFY(writeFile(path, "first\nsecond", QIODevice::WriteOnly));
        LogDocument document;
        document.setPollInterval(10);
        QVERIFY(openAndWait(document, path));
        QCOMPARE(
            allLines(document), (QStringList{QStringLiteral("first"), QStringLiteral("second")}));

        // The last line grows, then more lines come; the document reads as the file grows.
        QSignalSpy added(&document, &LogDocument::linesAdded);
        QVERIFY(writeFile(path, " half", QIODevice::Append));
        QTRY_COMPARE(document.lineText(1), QStringLiteral("second half"));
        QCOMPARE(added.first().first().toLongLong(), 1); // the grown line is reported
        for (int round = 0; round < 20; ++round) {
            QByteArray more;
            for (int i = 0; i < 500; ++i)
                more += "\nround " + QByteArray::number(round) + " line " + QByteArray::number(i);
            QVERIFY(writeFile(path, more, QIODevice::Append));
            QTest::qWait(2);
            // Reading while the worker indexes: what is indexed reads back whole.
            const qint64 count = document.lineCount();
            if (count > 2)
                QVERIFY(document.lineText(count - 2).startsWith(QStringLiteral("round ")));
        }
        QTRY_COMPARE(document.lineCount(), 2 + 20 * 500);
        QCOMPARE(document.lineText(2 + 20 * 500 - 1), QStringLiteral("round 19 line 499"));

        // refresh() reads at once, without polling.
        document.setPollInterval(0);
        QVERIFY(writeFile(path, "\nlast", QIODevice::Append));
        QTest::qWait(50);
        QCOMPARE(document.lineCount(), 2 + 20 * 500);
        document.refresh();
        QTRY_COMPARE(document.lineText(document.lineCount() - 1), QStringLiteral("last"));

        // A file that shrank was replaced: it is read again from the start.
        QVERIFY(writeFile(path, "new\nlog\n", QIODevice::WriteOnly | QIODevice::Truncate));
        QSignalSpy reset(&document, &LogDocument::reset);
        document.refresh();
        QCOMPARE(reset.size(), 1);
        QTRY_COMPARE(
            allLines(document), (QStringList{QStringLiteral("new"), QStringLiteral("log")}));
    }

    void reportsUnreadableFile()
    {
        LogDocument document;
        QSignalSpy reset(&document, &LogDocument::reset);
        document.openFile(QStringLiteral("/nonexistent/build.log"));
        QCOMPARE(reset.size(), 1);
        QVERIFY(document.errorString().contains(QStringLiteral("/nonexistent/build.log")));
        QCOMPARE(document.lineCount(), 0);
        QVERIFY(!document.isFile());
    }

    void detectsPhases()
    {
        const QByteArray log = "these 2 derivations will be built:\n"
                               "building '/nix/store/abc-hello-2.12.drv'...\n"
                               "Running phase: unpackPhase\n"
                               "unpacking source archive\n"
                               "Running phase: configurePhase\n"
                               "checking for gcc... gcc\n"
                               "hello> Running phase: buildPhase\n"
                               "hello> make\n"
                               "@nix {\"action\":\"setPhase\",\"phase\":\"checkPhase\"}\n"
                               "PASS\n"
                               "\x1b[1mRunning phase: installPhase\x1b[0m\r\n"
                               "installing\n";
        // In one piece and in odd-sized pieces: the same sections.
        for (const int piece : {int(log.size()), 7, 1}) {
            LogDocument document;
            QSignalSpy changed(&document, &LogDocument::phasesChanged);
            for (qsizetype at = 0; at < log.size(); at += piece)
                document.appendBytes(log.mid(at, piece));
            QStringList names;
            QList<qint64> lines;
            for (const LogPhase &phase : document.phases()) {
                names << phase.phase;
                lines << phase.line;
            }
            QCOMPARE(names,
                (QStringList{QString(), QStringLiteral("unpackPhase"),
                    QStringLiteral("configurePhase"), QStringLiteral("buildPhase"),
                    QStringLiteral("checkPhase"), QStringLiteral("installPhase")}));
            QCOMPARE(lines, (QList<qint64>{0, 2, 4, 6, 8, 10}));
            QCOMPARE(document.phases()[0].stage, packwright::evidence::Stage::Build);
            QVERIFY(!changed.isEmpty());
        }
    }

    void searchesBothWaysAndWraps_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("from");
        QTest::addColumn<bool>("forward");
        QTest::addColumn<qint64>("expected");
        // "alpha\nbeta ERROR\ngamma\nerror: x\n": offsets 0, 6, 17, 23.
        QTest::newRow("forward from start")
            << QStringLiteral("error") << qint64(0) << true << qint64(11);
        QTest::newRow("forward, any case")
            << QStringLiteral("Error") << qint64(12) << true << qint64(23);
        QTest::newRow("forward wraps")
            << QStringLiteral("error") << qint64(24) << true << qint64(11);
        QTest::newRow("backward") << QStringLiteral("error") << qint64(23) << false << qint64(11);
        QTest::newRow("backward wraps")
            << QStringLiteral("error") << qint64(11) << false << qint64(23);
        QTest::newRow("absent") << QStringLiteral("delta") << qint64(0) << true << qint64(-1);
        QTest::newRow("empty") << QString() << qint64(0) << true << qint64(-1);
    }

    void searchesBothWaysAndWraps()
    {
        QFETCH(QString, text);
        QFETCH(qint64, from);
        QFETCH(bool, forward);
        QFETCH(qint64, expected);
        LogSearchRequest request;
        request.bytes = "alpha\nbeta ERROR\ngamma\nerror: x\n";
        request.text = text;
        request.from = from;
        request.limit = request.bytes.size();
        request.forward = forward;
        QCOMPARE(findInLog(request), expected);

        // The same in a file.
        QTemporaryDir dir;
        request.path = dir.filePath(QStringLiteral("s.log"));
        QVERIFY(writeFile(request.path, request.bytes, QIODevice::WriteOnly));
        request.bytes.clear();
        QCOMPARE(findInLog(request), expected);
    }

    void searchFindsMatchAcrossReadChunks()
    {
        // A match straddling the 1 MiB read boundary, and text past the indexed limit ignored.
        QByteArray bytes((1 << 20) - 3, 'a');
        bytes += "needle";
        bytes += QByteArray(1000, 'b');
        bytes += "hidden";
        LogSearchRequest request;
        request.bytes = bytes;
        request.text = QStringLiteral("needle");
        request.limit = bytes.size() - 6;
        QCOMPARE(findInLog(request), (1 << 20) - 3);
        request.forward = false;
        request.from = bytes.size() - 6;
        QCOMPARE(findInLog(request), (1 << 20) - 3);
        request.text = QStringLiteral("hidden");
        QCOMPARE(findInLog(request), -1);
    }

    void searchesInWorkerByLine()
    {
        LogDocument document;
        document.setBytes("one\ntwo error\nthree\nfour error\n");
        QSignalSpy finished(&document, &LogDocument::searchFinished);
        const int first = document.startSearch(QStringLiteral("error"), 2, true);
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.last().at(0).toInt(), first);
        QCOMPARE(finished.last().at(1).toLongLong(), 3);
        // A newer search supersedes an older one: only the newer is reported.
        document.startSearch(QStringLiteral("error"), 0, true);
        const int newer = document.startSearch(QStringLiteral("three"), 0, true);
        QTRY_VERIFY(!finished.isEmpty() && finished.last().at(0).toInt() == newer);
        QTest::qWait(50);
        QCOMPARE(finished.size(), 2);
        QCOMPARE(finished.last().at(1).toLongLong(), 2);
    }

    void foldingMapsRowsToLines()
    {
        // Lines 0–1 before any section; sections at 2 (2–4), 5 (5–8), 9 (9–11).
        LogFolding folding;
        folding.setHeaders({2, 5, 9});
        folding.setLineCount(12);
        QCOMPARE(folding.rowCount(), 12);
        QVERIFY(!folding.setFolded(3, true)); // not a header
        QVERIFY(folding.setFolded(5, true));
        QCOMPARE(folding.rowCount(), 9);
        QCOMPARE(folding.hiddenUnder(5), 3);
        QList<qint64> shown;
        for (qint64 row = 0; row < folding.rowCount(); ++row)
            shown << folding.lineForRow(row);
        QCOMPARE(shown, (QList<qint64>{0, 1, 2, 3, 4, 5, 9, 10, 11}));
        for (qint64 row = 0; row < folding.rowCount(); ++row)
            QCOMPARE(folding.rowForLine(folding.lineForRow(row)), row);
        QVERIFY(folding.isHidden(7));
        QVERIFY(!folding.isHidden(5));
        QCOMPARE(folding.rowForLine(7), 5); // a hidden line shows as its header's row

        // The last section, folded, keeps what the growing log appends to it.
        QVERIFY(folding.setFolded(9, true));
        QCOMPARE(folding.rowCount(), 7);
        folding.setLineCount(20);
        QCOMPARE(folding.rowCount(), 7);
        QCOMPARE(folding.lineForRow(6), 9);
        QVERIFY(folding.setFolded(2, true));
        QCOMPARE(folding.rowCount(), 5);
        QCOMPARE(folding.lineForRow(3), 5);
        folding.setHeaders({2, 9}); // section 5 went away: its fold goes too
        QVERIFY(!folding.isFolded(5));
        QCOMPARE(folding.rowCount(), 2 + 1 + 1);
    }
};

QTEST_GUILESS_MAIN(TestLogDocument)
#include "tst_logdocument.moc"
