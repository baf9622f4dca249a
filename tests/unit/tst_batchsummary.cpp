// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The batch's results and summaries (issue 21, Vibenix §5): one result line per task that
// survives a torn write, the figures of summary.md / summary.csv (percentages, median,
// failure categories), the comparison with a reference package and of two runs.
#include "batch/BatchResult.h"
#include "batch/BatchSummary.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::batch;

namespace {
TaskResult result(const QString &id, TaskOutcome outcome, int attempts, double cost = 0,
    const QString &category = {})
{
    TaskResult r;
    r.id = id;
    r.kind = TaskKind::Repair;
    r.outcome = outcome;
    r.stopReason
        = outcome == TaskOutcome::Built ? QStringLiteral("succeeded") : QStringLiteral("no-fix");
    r.attempts = attempts;
    r.costUsd = cost;
    r.failureCategory = category;
    r.wallMs = 1000 * attempts;
    return r;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TestBatchSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void median_data()
    {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<double>("expected");
        QTest::newRow("empty") << QList<double>{} << 0.0;
        QTest::newRow("one") << QList<double>{4} << 4.0;
        QTest::newRow("odd, unsorted") << QList<double>{5, 1, 3} << 3.0;
        QTest::newRow("even: mean of the middle two") << QList<double>{4, 1, 2, 10} << 3.0;
    }
    void median()
    {
        QFETCH(QList<double>, values);
        QFETCH(double, expected);
        QCOMPARE(batch::median(values), expected);
    }

    void figures()
    {
        QList<TaskResult> results{result(QStringLiteral("a"), TaskOutcome::Built, 1, 0.10),
            result(QStringLiteral("b"), TaskOutcome::Built, 3, 0.30),
            result(
                QStringLiteral("c"), TaskOutcome::Failed, 5, 0.20, QStringLiteral("compile_error")),
            result(
                QStringLiteral("d"), TaskOutcome::Failed, 2, 0.0, QStringLiteral("compile_error")),
            result(QStringLiteral("e"), TaskOutcome::Timeout, 1, 0.0, QStringLiteral("timeout")),
            result(QStringLiteral("f"), TaskOutcome::Error, 0)};
        results[0].refinementVerdict = QStringLiteral("no-problems");
        results[1].refinementVerdict = QStringLiteral("problems");
        results[2].failureCategory.clear(); // counted as "unknown"
        results[0].inputTokens = 100;
        results[1].outputTokens = 7;
        const BatchSummary s = summarize(results);
        QCOMPARE(s.tasks, 6);
        QCOMPARE(s.built, 2);
        QCOMPARE(s.failed, 2);
        QCOMPARE(s.timedOut, 1);
        QCOMPARE(s.errors, 1);
        QCOMPARE(s.buildSuccessPercent(), 100.0 * 2 / 6);
        QCOMPARE(s.refined, 2);
        QCOMPARE(s.functionallyCorrect, 1);
        QCOMPARE(s.functionallyCorrectPercent(), 50.0);
        QCOMPARE(s.meanAttempts, 2.0);   // (1+3+5+2+1+0)/6
        QCOMPARE(s.medianAttempts, 1.5); // 0 1 1 2 3 5
        QCOMPARE(s.costUsd, 0.6);
        QCOMPARE(s.costPerPackage(), 0.1);
        QCOMPARE(s.costPerSuccess(), 0.3);
        QCOMPARE(s.inputTokens, 100);
        QCOMPARE(s.outputTokens, 7);
        // Every task that did not build counts once, most frequent first, ties by name.
        const QList<QPair<QString, int>> categories{{QStringLiteral("compile_error"), 1},
            {QStringLiteral("task_error"), 1}, {QStringLiteral("timeout"), 1},
            {QStringLiteral("unknown"), 1}};
        QCOMPARE(s.categories, categories);

        const QString md = s.toMarkdown();
        QVERIFY2(md.contains(QStringLiteral("| built | 2 (33.3 %) |")), qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("| functionally correct (refinement) | 1 of 2 "
                                           "evaluated (50.0 %) |")));
        QVERIFY(md.contains(QStringLiteral("| attempts, mean / median | 2.00 / 1.5 |")));
        QVERIFY(md.contains(QStringLiteral("| cost per package / per built package (USD) | "
                                           "0.1000 / 0.3000 |")));
        QVERIFY(md.contains(QStringLiteral("| compile_error | 1 | 25.0 % |")));
        QVERIFY(md.contains(QStringLiteral("| c | repair | failed (no-fix) | 5 |")));
        // The task table keeps the order given.
        QVERIFY(md.indexOf(QStringLiteral("| a | repair")) < md.indexOf(QStringLiteral("| f | ")));

        const QStringList csv = s.toCsv().trimmed().split(QLatin1Char('\n'));
        QCOMPARE(csv.size(), 2);
        const QStringList header = csv.at(0).split(QLatin1Char(','));
        const QStringList values = csv.at(1).split(QLatin1Char(','));
        QCOMPARE(header.size(), values.size());
        QCOMPARE(
            values.at(header.indexOf(QStringLiteral("build_success_pct"))), QStringLiteral("33.3"));
        QCOMPARE(
            values.at(header.indexOf(QStringLiteral("median_attempts"))), QStringLiteral("1.5"));
        QCOMPARE(values.at(header.indexOf(QStringLiteral("categories"))),
            QStringLiteral("compile_error=1;task_error=1;timeout=1;unknown=1"));
    }

    /// Which machine built what (issue 21): derivations and tasks per remote builder, in a
    /// table of summary.md; a builder's URI holds percent escapes that must stay as they are.
    void remoteBuilders()
    {
        const QString builder = QStringLiteral("ssh://b?remote-store=local%3Froot%3D%2Fr");
        QList<TaskResult> results{result(QStringLiteral("a"), TaskOutcome::Built, 1, 0),
            result(QStringLiteral("b"), TaskOutcome::Failed, 2, 0),
            result(QStringLiteral("c"), TaskOutcome::Built, 1, 0)};
        results[0].builtOn.insert(builder, 2);
        results[1].builtOn.insert(builder, 3);
        results[1].builtOn.insert(QStringLiteral("ssh://other"), 1);
        const BatchSummary s = summarize(results);
        QCOMPARE(s.remoteBuilders.value(builder), qMakePair(5, 2));
        QCOMPARE(s.remoteBuilders.value(QStringLiteral("ssh://other")), qMakePair(1, 1));
        const QString md = s.toMarkdown();
        QVERIFY2(md.contains(QStringLiteral("| %1 | 5 | 2 |").arg(builder)), qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("| ssh://other | 1 | 1 |")));
        QVERIFY(!summarize({results[2]}).toMarkdown().contains(QStringLiteral("Remote builders")));
    }

    /// Task ids are the user's words: one holding "%4" or "%10" stays as it is in summary.md's
    /// task table (the chained arg() calls replaced those with the attempt count and the cost).
    void taskIdsWithPercentSigns()
    {
        const QString id = QStringLiteral("libfoo-%4-%10");
        const QString md = summarize({result(id, TaskOutcome::Built, 3, 0.5)}).toMarkdown();
        QVERIFY2(md.contains(QStringLiteral("| libfoo-%4-%10 | ")), qPrintable(md));
    }

    void emptyRun()
    {
        const BatchSummary s = summarize({});
        QCOMPARE(s.buildSuccessPercent(), 0.0);
        QCOMPARE(s.costPerSuccess(), 0.0);
        QVERIFY(s.toMarkdown().contains(QStringLiteral("not evaluated")));
    }

    void resultRoundTrip()
    {
        TaskResult r = result(QStringLiteral("x"), TaskOutcome::Built, 4, 0.25);
        r.progress = 2;
        r.stagnation = 1;
        r.regress = 1;
        r.brokenLog = 0;
        r.refinementVerdict = QStringLiteral("problems");
        r.inputTokens = 1234;
        r.outputTokens = 56;
        r.buildMs = 789;
        r.model = QStringLiteral("inline / m");
        r.builtOn.insert(QStringLiteral("ssh://b?remote-store=local%3Froot%3D/r"), 3);
        r.reference
            = compareWithReference(QStringLiteral("{ stdenv, zlib }: stdenv.mkDerivation "
                                                  "{ pname = \"x\"; buildInputs = [ zlib ]; "
                                                  "}"),
                QStringLiteral("{ stdenv, zlib, cmake }: stdenv.mkDerivation { pname = \"x\"; "
                               "nativeBuildInputs = [ cmake ]; buildInputs = [ zlib ]; }"));
        const auto back = TaskResult::fromJson(r.toJson());
        QVERIFY(back);
        QCOMPARE(back->toJson(), r.toJson());
        QCOMPARE(back->progress, 2);
        QCOMPARE(back->builtOn, r.builtOn);
        QCOMPARE(back->reference.sameBuildInputs, true);
        QCOMPARE(back->reference.sameNativeInputs, false);
        QCOMPARE(back->reference.missing, QStringList{QStringLiteral("nativeBuildInputs: cmake")});
        QVERIFY(!back->reference.sameInputs());
        QVERIFY(!TaskResult::fromJson(QJsonObject{{QStringLiteral("id"), QStringLiteral("x")}}));
    }

    void referenceWithSameInputs()
    {
        const QString ours = QStringLiteral(
            "{ stdenv, zlib, pkg-config }: stdenv.mkDerivation {\n  pname = \"x\";\n  "
            "nativeBuildInputs = [ pkg-config ];\n  buildInputs = [\n    zlib\n  ];\n}\n");
        const QString theirs = QStringLiteral(
            "{ stdenv, zlib, pkg-config }: stdenv.mkDerivation { pname = \"x\"; "
            "nativeBuildInputs = [ pkg-config ]; propagatedBuildInputs = [ zlib ]; }");
        const ReferenceComparison c = compareWithReference(ours, theirs);
        QVERIFY(c.sameInputs());
        QVERIFY(c.missing.isEmpty());
        QVERIFY(c.extra.isEmpty());
    }

    /// A line a crash cut short is not a result, is cut off, and the next line is whole.
    void tornLastLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.jsonl"));
        {
            auto file = ResultsFile::open(path);
            QVERIFY(file);
            QVERIFY(!file.value().append(result(QStringLiteral("a"), TaskOutcome::Built, 1)));
            QVERIFY(!file.value().append(result(QStringLiteral("b"), TaskOutcome::Failed, 2)));
        }
        QFile raw(path);
        QVERIFY(raw.open(QIODevice::Append));
        raw.write("{\"id\":\"c\",\"kind\":\"repair\",\"outcome\":\"bu");
        raw.close();

        qint64 torn = 0;
        const auto before = readResults(path, &torn);
        QVERIFY(before);
        QCOMPARE(before.value().size(), 2);
        QVERIFY(torn > 0);

        auto reopened = ResultsFile::open(path);
        QVERIFY(reopened);
        QVERIFY(!reopened.value().append(result(QStringLiteral("c"), TaskOutcome::Built, 3)));
        const auto after = readResults(path, &torn);
        QVERIFY(after);
        QCOMPARE(torn, 0);
        QCOMPARE(after.value().size(), 3);
        QCOMPARE(after.value().at(2).id, QStringLiteral("c"));
        QCOMPARE(after.value().at(2).attempts, 3);
        const QList<QByteArray> lines = readAll(path).split('\n');
        QCOMPARE(lines.size(), 4); // three lines and the empty rest after the last newline
        for (int i = 0; i < 3; ++i)
            QVERIFY(QJsonDocument::fromJson(lines.at(i)).isObject());
    }

    /// A result written twice (it cannot be, but a hand-edited file can hold it) counts once.
    void firstResultPerIdCounts()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.jsonl"));
        auto file = ResultsFile::open(path);
        QVERIFY(file);
        QVERIFY(!file.value().append(result(QStringLiteral("a"), TaskOutcome::Built, 1)));
        QVERIFY(!file.value().append(result(QStringLiteral("a"), TaskOutcome::Failed, 9)));
        const auto read = readResults(path);
        QVERIFY(read);
        QCOMPARE(read.value().size(), 1);
        QCOMPARE(read.value().at(0).attempts, 1);
    }

    void missingFileIsNoResults()
    {
        const auto read = readResults(QStringLiteral("/nonexistent/results.jsonl"));
        QVERIFY(read);
        QVERIFY(read.value().isEmpty());
    }

    void compare()
    {
        const QList<TaskResult> a{result(QStringLiteral("x"), TaskOutcome::Failed, 3),
            result(QStringLiteral("y"), TaskOutcome::Built, 1, 0.5),
            result(QStringLiteral("only-a"), TaskOutcome::Built, 1)};
        const QList<TaskResult> b{result(QStringLiteral("y"), TaskOutcome::Failed, 2),
            result(QStringLiteral("x"), TaskOutcome::Built, 2, 0.25),
            result(QStringLiteral("only-b"), TaskOutcome::Timeout, 1)};
        const QString md = compareRuns(a, b, QStringLiteral("run-a"), QStringLiteral("run-b"));
        QVERIFY2(md.contains(QStringLiteral("| figure | run-a | run-b |")), qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("| built | 2/3 (66.7 %) | 1/3 (33.3 %) |")));
        QVERIFY(md.contains(
            QStringLiteral("| x | failed (no-fix) | 3 | 0.0000 | built | 2 | 0.2500 | fixed |")));
        QVERIFY(md.contains(
            QStringLiteral("| y | built | 1 | 0.5000 | failed (no-fix) | 2 | 0.0000 | broken |")));
        QVERIFY(md.contains(QStringLiteral("| only-a | built | 1 | 0.0000 | — | — | — | — |")));
        QVERIFY(md.contains(QStringLiteral("| only-b | — | — | — | timeout (no-fix) | 1 |")));
        // Sorted by id.
        QVERIFY(
            md.indexOf(QStringLiteral("| only-a |")) < md.indexOf(QStringLiteral("| only-b |")));
        QVERIFY(md.indexOf(QStringLiteral("| only-b |")) < md.indexOf(QStringLiteral("| x |")));
    }
};

QTEST_GUILESS_MAIN(TestBatchSummary)
#include "tst_batchsummary.moc"
