// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Comparing two attempts' logs for the progress judge (agent/evidence/LogComparison):
// the first divergent line (Vibenix §4.1.8) and the deterministic pre-verdict.

#include "evidence/LogComparison.h"

#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::evidence;
using evidence::VerdictKind;

namespace {

Extraction run(const QByteArray &log)
{
    const auto extractor = Extractor::create();
    if (!extractor)
        qFatal("%s", qPrintable(extractor.error().message));
    return extractor.value().extractText(log);
}

const QByteArray configureFails = "Running phase: unpackPhase\n"
                                  "Running phase: configurePhase\n"
                                  "configure: error: Package requirements (zlib) were not met:\n"
                                  "No package 'zlib' found\n";
const QByteArray buildFails = "Running phase: unpackPhase\n"
                              "Running phase: configurePhase\n"
                              "Running phase: buildPhase\n"
                              "main.c:3:5: error: unknown type name 'z_stream'\n";
const QByteArray buildFailsOtherwise
    = "Running phase: unpackPhase\n"
      "Running phase: configurePhase\n"
      "Running phase: buildPhase\n"
      "/nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-binutils/bin/ld: cannot find -lz\n";

} // namespace

class TestLogComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void preVerdict_data()
    {
        QTest::addColumn<QByteArray>("previous");
        QTest::addColumn<QByteArray>("current");
        QTest::addColumn<VerdictKind>("kind");
        QTest::newRow("later phase") << configureFails << buildFails << VerdictKind::Progress;
        QTest::newRow("earlier phase") << buildFails << configureFails << VerdictKind::Regress;
        QTest::newRow("same error") << buildFails << buildFails << VerdictKind::Stagnation;
        QTest::newRow("new error, same phase")
            << buildFails << buildFailsOtherwise << VerdictKind::Progress;
        QTest::newRow("empty") << buildFails << QByteArray() << VerdictKind::BrokenLog;
        QTest::newRow("binary") << buildFails << QByteArray(5000, '\x01') << VerdictKind::BrokenLog;
        QTest::newRow("earlier log empty") << QByteArray() << buildFails << VerdictKind::Stagnation;
        QTest::newRow("nothing recognisable")
            << buildFails << QByteArray("hello\nworld\n") << VerdictKind::BrokenLog;
        // An excerpt names no phase: the same error is no progress and no regression.
        const QByteArray excerpt = "main.c:3:5: error: unknown type name 'z_stream'\n";
        QTest::newRow("the whole log after an excerpt")
            << excerpt << buildFails << VerdictKind::Stagnation;
        QTest::newRow("an excerpt after the whole log")
            << buildFails << excerpt << VerdictKind::Stagnation;
        // explain --against a successful build's log: the same last phase, and one of the
        // two went through it without failing; its lines are no error of the other's.
        const QByteArray succeeds = "Running phase: unpackPhase\n"
                                    "Running phase: buildPhase\n"
                                    "sh: 1: git: not found\n"
                                    "Running phase: installPhase\n"
                                    "Running phase: fixupPhase\n"
                                    "shrinking RPATHs of ELF executables and libraries\n";
        const QByteArray failsInFixup = succeeds
            + "ERROR: noBrokenSymlinks: the symlink /nix/store/"
              "0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-foo/bin/x points to a missing target\n";
        QTest::newRow("fixed: the new log shows no failure")
            << failsInFixup << succeeds << VerdictKind::Progress;
        QTest::newRow("broken: the earlier log showed no failure")
            << succeeds << failsInFixup << VerdictKind::Regress;
        QTest::newRow("evaluation error after a build error")
            << buildFails << QByteArray("error: undefined variable 'zlibb'\n")
            << VerdictKind::Regress;
    }
    void preVerdict()
    {
        QFETCH(QByteArray, previous);
        QFETCH(QByteArray, current);
        QFETCH(VerdictKind, kind);
        const AttemptComparison c = compareAttempts(run(previous), run(current));
        QVERIFY2(c.preVerdict.kind == kind,
            qPrintable(evidence::verdictName(c.preVerdict.kind) + QStringLiteral(": ")
                + c.preVerdict.reason));
        QVERIFY(!c.preVerdict.reason.isEmpty());
    }

    void evaluationErrorNamesItsStage()
    {
        const AttemptComparison c
            = compareAttempts(run(buildFails), run("error: undefined variable 'zlibb'\n"));
        QCOMPARE(c.currentPhase, QStringLiteral("evaluation"));
        QVERIFY2(c.preVerdict.reason.contains(QStringLiteral("in evaluation")),
            qPrintable(c.preVerdict.reason));
    }

    void undecidedOnlyWithoutClearerError()
    {
        QVERIFY(compareAttempts(run(buildFails), run(buildFails)).decided);
        QVERIFY(compareAttempts(run(buildFails), run(configureFails)).decided);
        // Same phase, no recognisable error either time: the model may judge.
        const QByteArray quiet = "Running phase: buildPhase\nsomething odd happened\n";
        QVERIFY(
            !compareAttempts(run(quiet), run("Running phase: buildPhase\nother oddity\n")).decided);
    }

    void templateSets()
    {
        const AttemptComparison c = compareAttempts(run(buildFails), run(buildFailsOtherwise));
        QCOMPARE(c.resolved.size(), 1);
        QVERIFY(c.resolved.first().contains(QStringLiteral("unknown type name")));
        // Regression: the lines were shown as their templates ("main.c:<n>:<n>: error: …").
        QCOMPARE(
            c.resolved.first(), QStringLiteral("main.c:3:5: error: unknown type name 'z_stream'"));
        QVERIFY2(c.preVerdict.reason.contains(QStringLiteral("main.c:3:5:")),
            qPrintable(c.preVerdict.reason));
        QCOMPARE(c.introduced.size(), 1);
        QVERIFY(c.introduced.first().contains(QStringLiteral("cannot find")));
        QVERIFY(c.unchanged.isEmpty());
        QCOMPARE(c.currentPhase, QStringLiteral("buildPhase"));
    }

    /// Two attempts are of one package: logs whose failed derivations name two packages say
    /// so; versions of one package do not.
    void differentPackagesAreNamed()
    {
        const auto failed = [](const char *drv) -> QByteArray {
            return QByteArray("Running phase: buildPhase\nmain.c:3:5: error: oops\n"
                              "error: builder for '/nix/store/"
                              "c8a3la4lrsycly2z26sg4pg5azkny4jj-")
                + drv + "' failed with exit code 1\n";
        };
        const AttemptComparison other
            = compareAttempts(run(failed("cmake-3.27.7.drv")), run(failed("frob-0.1.drv")));
        QCOMPARE(other.previousPackage, QStringLiteral("cmake"));
        QCOMPARE(other.currentPackage, QStringLiteral("frob"));
        QVERIFY2(comparisonDetails(other).constFirst().contains(QStringLiteral("different")),
            qPrintable(comparisonDetails(other).join(QLatin1Char('\n'))));
        const AttemptComparison update = compareAttempts(
            run(failed("python3.12-frob-0.1.drv")), run(failed("python3.12-frob-0.2.drv")));
        QVERIFY(update.previousPackage.isEmpty());
    }

    void firstDivergentLine_data()
    {
        QTest::addColumn<QByteArray>("previous");
        QTest::addColumn<QByteArray>("current");
        QTest::addColumn<qint64>("previousLine");
        QTest::addColumn<qint64>("currentLine");
        QTest::newRow("same") << QByteArray("a\nb\n") << QByteArray("a\nb\n") << qint64(0)
                              << qint64(0);
        QTest::newRow("other store hashes and times are the same build")
            << QByteArray("unpacking /nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-src\n[ 12s] ok\n")
            << QByteArray("unpacking /nix/store/q4r76vaxa35w8hf9z9r99wzg8dfn9xh0-src\n[ 97s] ok\n")
            << qint64(0) << qint64(0);
        QTest::newRow("differs at 2")
            << QByteArray("a\nb\nc\n") << QByteArray("a\nX\nc\n") << qint64(2) << qint64(2);
        QTest::newRow("current longer")
            << QByteArray("a\n") << QByteArray("a\nb\n") << qint64(0) << qint64(2);
        QTest::newRow("CRLF and colours do not count")
            << QByteArray("\x1b[31merror\x1b[0m\r\n") << QByteArray("error\n") << qint64(0)
            << qint64(0);
    }
    void firstDivergentLine()
    {
        QFETCH(QByteArray, previous);
        QFETCH(QByteArray, current);
        QFETCH(qint64, previousLine);
        QFETCH(qint64, currentLine);
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.log"));
        const QString b = dir.filePath(QStringLiteral("b.log"));
        for (const auto &[path, text] : {std::pair{a, previous}, std::pair{b, current}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        }
        const auto d = evidence::firstDivergentLine(a, b);
        QVERIFY(d.ok());
        QCOMPARE(d.value().previousLine, previousLine);
        QCOMPARE(d.value().currentLine, currentLine);
    }

    void firstDivergentLineNamesAMissingFile()
    {
        const auto d = evidence::firstDivergentLine(
            QStringLiteral("/nonexistent/a.log"), QStringLiteral("/nonexistent/b.log"));
        QVERIFY(!d);
        QVERIFY(d.error().message.contains(QStringLiteral("/nonexistent/a.log")));
    }

    void identicalFilesStagnate()
    {
        const AttemptComparison c = compareAttempts(run(buildFails), run(buildFails), Divergence{});
        QCOMPARE(c.preVerdict.kind, VerdictKind::Stagnation);
    }
};

QTEST_GUILESS_MAIN(TestLogComparison)
#include "tst_logcomparison.moc"
