// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `packwright batch` through the binary on the fixture set with real Nix (issue 21): a 6-task
// batch with 2 jobs, killed with SIGKILL in the middle and resumed, ends with every task done
// exactly once and the same results and summary (timings aside) as an uninterrupted run; bad
// task lines are reported with their line numbers and skipped; --compare puts the runs side by
// side.
#include "FixtureNix.h"
#include "ScriptedModelServer.h"
#include "workspace/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>

using namespace packwright;

namespace {
const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

QString fixture(const char *name)
{
    return fixtures + QStringLiteral("/packages/") + QLatin1String(name)
        + QStringLiteral("/package.nix");
}

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QProcessEnvironment environment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

/// The complete lines of results.jsonl.
QList<QByteArray> resultLines(const QString &dir)
{
    QList<QByteArray> lines = readBytes(dir + QStringLiteral("/results.jsonl")).split('\n');
    lines.removeLast(); // after the last newline: empty, or a torn line
    return lines;
}

/// Each result line by task id, without what depends on timing.
QMap<QString, QJsonObject> resultsById(const QString &dir)
{
    QMap<QString, QJsonObject> byId;
    for (const QByteArray &line : resultLines(dir)) {
        QJsonObject o = QJsonDocument::fromJson(line).object();
        o.remove(QStringLiteral("wall_ms"));
        o.remove(QStringLiteral("build_ms"));
        byId.insert(o.value(QStringLiteral("id")).toString(), o);
    }
    return byId;
}

/// summary.md without the lines that hold timings ("wall time …").
QString summaryWithoutTimes(const QString &dir)
{
    QStringList kept;
    for (const QString &line : QString::fromUtf8(readBytes(dir + QStringLiteral("/summary.md")))
                                   .split(QLatin1Char('\n'))) {
        if (!line.contains(QStringLiteral("wall time")))
            kept << line;
    }
    return kept.join(QLatin1Char('\n'));
}

bool sleepersLeft()
{
    QProcess pgrep;
    pgrep.start(QStringLiteral("pgrep"),
        {QStringLiteral("-f"), QStringLiteral("packwright-fixture-sleep")});
    pgrep.waitForFinished();
    return pgrep.exitCode() == 0;
}
} // namespace

class TestBatchCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_work;
    QString m_tasks;
    const QStringList m_taskIds{QStringLiteral("hello-fakehash"), QStringLiteral("sleep"),
        QStringLiteral("make-prefix"), QStringLiteral("write-usr"),
        QStringLiteral("libspng-no-zlib"), QStringLiteral("tiny-init")};

    QStringList arguments(const QString &out) const
    {
        return QStringList{QStringLiteral("batch"), m_tasks, QStringLiteral("--out"), out,
                   QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--no-model"),
                   QStringLiteral("--task-timeout"), QStringLiteral("20"),
                   QStringLiteral("--nixpkgs"), fixtures + QStringLiteral("/nixpkgs")}
        + testing::fixtureCliArgs({m_work.filePath(QStringLiteral("sources"))});
    }

    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    static Run run(const QStringList &arguments)
    {
        QProcess process;
        process.setProcessEnvironment(environment());
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE), arguments);
        if (!process.waitForFinished(170000))
            return {};
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_work.isValid());
        // Six tasks over the fixture set (five repairs, one init from a tarball), among them
        // three bad lines (4, 6 and 8). The sleep
        // task's build sleeps far past --task-timeout: a timeout, and a task running
        // whenever the batch is killed.
        const auto task = [](const QString &id, const char *name, const QString &extra = {}) {
            return QStringLiteral("{\"id\": \"%1\", \"kind\": \"repair\", \"from\": \"%2\"%3}")
                .arg(id, fixture(name), extra);
        };
        const QStringList lines{
            task(QStringLiteral("hello-fakehash"), "broken-hello-fakehash",
                QStringLiteral(", \"reference\": \"%1\"").arg(fixture("hello"))),
            task(QStringLiteral("sleep"), "sleep"),
            task(QStringLiteral("make-prefix"), "broken-make-prefix"),
            QStringLiteral("{\"id\": \"broken-json\", \"kind\": "),
            task(QStringLiteral("write-usr"), "broken-write-usr"),
            QStringLiteral("{\"id\": \"odd\", \"kind\": \"rebuild\", \"source\": \"x.tar.gz\"}"),
            task(QStringLiteral("libspng-no-zlib"), "broken-libspng-no-zlib",
                QStringLiteral(", \"reference\": \"%1\"").arg(fixture("libspng"))),
            QStringLiteral("{\"id\": \"nothing\", \"kind\": \"init\"}"),
            QStringLiteral("{\"id\": \"tiny-init\", \"kind\": \"init\", \"source\": "
                           "\"sources/tiny-1.0.tar.gz\"}")};
        // The init task's release tarball, beside the task file (a relative path).
        QVERIFY(QDir(m_work.path()).mkpath(QStringLiteral("sources")));
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            {QStringLiteral("-C"), fixtures + QStringLiteral("/packages/tiny"),
                QStringLiteral("-czf"), m_work.filePath(QStringLiteral("sources/tiny-1.0.tar.gz")),
                QStringLiteral("--transform"), QStringLiteral("s,^src,tiny-1.0,"),
                QStringLiteral("src")});
        QVERIFY(tar.waitForFinished() && tar.exitCode() == 0);
        testing::readableToBuildUsers(m_work.path());
        testing::readableToBuildUsers(m_work.filePath(QStringLiteral("sources")));
        m_tasks = m_work.filePath(QStringLiteral("tasks.jsonl"));
        QFile file(m_tasks);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no out") << QStringList{QStringLiteral("batch"), QStringLiteral("t.jsonl")}
                                << QStringLiteral("--out DIR");
        QTest::newRow("no task file") << QStringList{QStringLiteral("batch"),
            QStringLiteral("--out"), QStringLiteral("/tmp/x")}
                                      << QStringLiteral("exactly one task file");
        QTest::newRow("zero jobs") << QStringList{QStringLiteral("batch"),
            QStringLiteral("t.jsonl"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
            QStringLiteral("--jobs"), QStringLiteral("0")}
                                   << QStringLiteral("--jobs wants a number");
        QTest::newRow("ask") << QStringList{QStringLiteral("batch"), QStringLiteral("t.jsonl"),
            QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--approve"),
            QStringLiteral("ask")}
                             << QStringLiteral("--approve is auto");
        QTest::newRow("compare one dir") << QStringList{QStringLiteral("batch"),
            QStringLiteral("--compare"), QStringLiteral("a")}
                                         << QStringLiteral("two batch directories");
        QTest::newRow("missing task file")
            << QStringList{QStringLiteral("batch"), QStringLiteral("/nonexistent/t.jsonl"),
                   QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--no-model")}
            << QStringLiteral("Cannot read the task file");
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("packwright batch --help")));
    }

    void killedAndResumedEqualsUninterrupted()
    {
        // The uninterrupted run.
        const QString whole = m_work.filePath(QStringLiteral("whole"));
        const Run first = run(arguments(whole));
        if (first.err.contains(QStringLiteral("cannot download")))
            QSKIP("the source mirror is not filled (tests/fixtures/sources/fetch.sh)");
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        for (const char *bad : {":4: skipped: malformed JSON",
                 ":6: skipped: unknown kind \"rebuild\"", ":8: skipped: missing \"source\""})
            QVERIFY2(first.err.contains(QLatin1String(bad)), qPrintable(first.err));
        const auto expected = resultsById(whole);
        QCOMPARE(QSet<QString>(expected.keyBegin(), expected.keyEnd()),
            QSet<QString>(m_taskIds.cbegin(), m_taskIds.cend()));
        QCOMPARE(expected.value(QStringLiteral("sleep")).value(QStringLiteral("outcome")),
            QStringLiteral("timeout"));
        QCOMPARE(expected.value(QStringLiteral("hello-fakehash")).value(QStringLiteral("outcome")),
            QStringLiteral("built"));
        // A package with its source beside it: the Makefile quick fix reads it there.
        QCOMPARE(expected.value(QStringLiteral("make-prefix")).value(QStringLiteral("outcome")),
            QStringLiteral("built"));
        // A failure without a model: given up, with the category of its failure signals
        // (the Makefile quick fix sets PREFIX; the install still writes a file to /usr/local).
        const QJsonObject syntax = expected.value(QStringLiteral("write-usr"));
        QCOMPARE(syntax.value(QStringLiteral("outcome")), QStringLiteral("failed"));
        QCOMPARE(syntax.value(QStringLiteral("stop_reason")), QStringLiteral("no-fix"));
        QVERIFY(!syntax.value(QStringLiteral("failure_category")).toString().isEmpty());
        QVERIFY(expected.value(QStringLiteral("hello-fakehash"))
                    .value(QStringLiteral("reference"))
                    .toObject()
                    .value(QStringLiteral("same_inputs"))
                    .toBool());
        QCOMPARE(expected.value(QStringLiteral("tiny-init")).value(QStringLiteral("outcome")),
            QStringLiteral("built"));
        QCOMPARE(expected.value(QStringLiteral("tiny-init")).value(QStringLiteral("kind")),
            QStringLiteral("init"));
        QVERIFY(first.out.contains(QStringLiteral("| tasks | 6 |")));

        // The same batch, killed while the sleep task (and maybe another) runs and at least one
        // task has its result.
        const QString resumed = m_work.filePath(QStringLiteral("resumed"));
        m_work.setAutoRemove(false); // kept for a look when a check fails

        QProcess process;
        process.setProcessEnvironment(environment());
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE), arguments(resumed));
        QVERIFY(process.waitForStarted());
        const QString sleepLog
            = resumed + QStringLiteral("/tasks/sleep/session/logs/attempt-1.log");
        QTRY_VERIFY_WITH_TIMEOUT(!resultLines(resumed).isEmpty()
                && readBytes(sleepLog).contains("sleeping for 600 seconds"),
            60000);
        ::kill(pid_t(process.processId()), SIGKILL);
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
        const QList<QByteArray> beforeKill = resultLines(resumed);
        QVERIFY(!beforeKill.isEmpty());
        QVERIFY(beforeKill.size() < m_taskIds.size()); // the sleep task had none
        QVERIFY(QFileInfo::exists(resumed + QStringLiteral("/tasks/sleep/session/record.sqlite")));
        QTRY_VERIFY_WITH_TIMEOUT(!sleepersLeft(), 15000);

        const Run second = run(arguments(resumed));
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QVERIFY2(second.err.contains(QStringLiteral("6 tasks: %1 done before, %2 to run")
                                         .arg(beforeKill.size())
                                         .arg(m_taskIds.size() - beforeKill.size())),
            qPrintable(second.err));

        // Every task exactly once; the results written before the kill kept as they were.
        const QList<QByteArray> after = resultLines(resumed);
        QCOMPARE(after.size(), m_taskIds.size());
        QCOMPARE(after.mid(0, beforeKill.size()), beforeKill);
        const auto got = resultsById(resumed);
        for (const QString &id : m_taskIds)
            QVERIFY2(got.value(id) == expected.value(id),
                qPrintable(id + QLatin1Char('\n')
                    + QString::fromUtf8(QJsonDocument(got.value(id)).toJson())
                    + QString::fromUtf8(QJsonDocument(expected.value(id)).toJson())));
        QCOMPARE(summaryWithoutTimes(resumed), summaryWithoutTimes(whole));
        QVERIFY(summaryWithoutTimes(whole).contains(QStringLiteral("| sleep | repair | timeout")));

        // The interrupted tasks started from a clean session: no attempt of the killed run.
        for (const QString &id : m_taskIds) {
            const QString record
                = resumed + QStringLiteral("/tasks/%1/session/record.sqlite").arg(id);
            auto store = workspace::SessionStore::open(record);
            QVERIFY2(store.ok(), qPrintable(id));
            const auto loaded = store.value().load();
            QVERIFY(loaded.ok());
            for (const workspace::Attempt &attempt : loaded.value().attempts)
                QVERIFY2(attempt.status != workspace::AttemptStatus::Interrupted
                        || id == QStringLiteral("sleep"),
                    qPrintable(id));
            QVERIFY(QFileInfo::exists(resumed + QStringLiteral("/tasks/%1/report.json").arg(id)));
        }

        // A third run has nothing left to do and changes nothing; it draws the plots.
        const Run third = run(arguments(resumed) << QStringLiteral("--plots"));
        QVERIFY2(third.exitCode == 0, qPrintable(third.err));
        QVERIFY(third.err.contains(QStringLiteral("6 tasks: 6 done before, 0 to run")));
        QCOMPARE(resultLines(resumed), after);
        for (const char *plot : {"success.png", "cost.png", "attempts.png"})
            QVERIFY2(
                QFileInfo(resumed + QStringLiteral("/plots/") + QLatin1String(plot)).size() > 0,
                plot);

        m_work.setAutoRemove(true);

        // Side by side: the same outcome for every task.
        const Run compared = run({QStringLiteral("batch"), QStringLiteral("--compare"), whole,
            resumed, QStringLiteral("--plots"), QStringLiteral("--out"),
            m_work.filePath(QStringLiteral("compared"))});
        QCOMPARE(compared.exitCode, 0);
        QCOMPARE(compared.out.count(QStringLiteral("| same |")), m_taskIds.size());
        QVERIFY(QFileInfo(m_work.filePath(QStringLiteral("compared/attempts.png"))).size() > 0);
        const auto built
            = std::count_if(expected.cbegin(), expected.cend(), [](const QJsonObject &o) {
                  return o.value(QStringLiteral("outcome")) == QStringLiteral("built");
              });
        const QString share
            = QStringLiteral("%1/6 (%2 %)").arg(built).arg(100.0 * double(built) / 6, 0, 'f', 1);
        QVERIFY2(compared.out.contains(QStringLiteral("| built | %1 | %1 |").arg(share)),
            qPrintable(compared.out));
    }

    /// Ctrl-C cancels the running session, which records no result (it runs again next time);
    /// a task that could not start is a result ("error") and the batch went on after it.
    void interruptRecordsNoResult()
    {
        const QString tasks = m_work.filePath(QStringLiteral("interrupt.jsonl"));
        QFile file(tasks);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("{\"id\": \"gone\", \"kind\": \"repair\", \"from\": "
                                  "\"/nonexistent/package.nix\"}\n{\"id\": \"sleep\", \"kind\": "
                                  "\"repair\", \"from\": \"%1\"}\n")
                       .arg(fixture("sleep"))
                       .toUtf8());
        file.close();
        const QString out = m_work.filePath(QStringLiteral("interrupted"));
        QProcess process;
        process.setProcessEnvironment(environment());
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE),
            QStringList{QStringLiteral("batch"), tasks, QStringLiteral("--out"), out,
                QStringLiteral("--no-model"), QStringLiteral("--nixpkgs"),
                fixtures + QStringLiteral("/nixpkgs")}
                + testing::fixtureCliArgs());
        QVERIFY(process.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(
            readBytes(out + QStringLiteral("/tasks/sleep/session/logs/attempt-1.log"))
                .contains("sleeping for 600 seconds"),
            60000);
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 17);
        QTRY_VERIFY_WITH_TIMEOUT(!sleepersLeft(), 15000);
        const QList<QByteArray> lines = resultLines(out);
        QCOMPARE(lines.size(), 1);
        const QJsonObject gone = QJsonDocument::fromJson(lines.at(0)).object();
        QCOMPARE(gone.value(QStringLiteral("id")), QStringLiteral("gone"));
        QCOMPARE(gone.value(QStringLiteral("outcome")), QStringLiteral("error"));
        QVERIFY(gone.value(QStringLiteral("detail"))
                    .toString()
                    .contains(QStringLiteral("/nonexistent/package.nix")));
    }

    /// The shipped task file with the scripted model, two sessions at once: each task's fix
    /// step meets its own step of the transcript (any order), and every task builds.
    void scriptedModelRepairsConcurrently()
    {
        testsupport::ScriptedModelServer server;
        const auto loaded = server.loadTranscript(
            QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/data/batch/fixture-model.json"));
        QVERIFY(loaded);
        QVERIFY(server.listen());
        const QString out = m_work.filePath(QStringLiteral("scripted"));
        QProcess process;
        process.setProcessEnvironment(environment());
        process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE),
            QStringList{QStringLiteral("batch"),
                QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/data/batch/fixture-tasks.jsonl"),
                QStringLiteral("--out"), out, QStringLiteral("--jobs"), QStringLiteral("2"),
                QStringLiteral("--base-url"), server.baseUrl().toString(),
                QStringLiteral("--model"), QStringLiteral("scripted"),
                QStringLiteral("--verify-signals"), QStringLiteral("off"),
                QStringLiteral("--refine-rounds"), QStringLiteral("0"), QStringLiteral("--nixpkgs"),
                fixtures + QStringLiteral("/nixpkgs")}
                + testing::fixtureCliArgs());
        QVERIFY(process.waitForStarted());
        // The server answers in this thread: wait with the event loop running.
        QTRY_VERIFY_WITH_TIMEOUT(process.state() == QProcess::NotRunning, 170000);
        const QString err = QString::fromUtf8(process.readAllStandardError());
        if (err.contains(QStringLiteral("cannot download")))
            QSKIP("the source mirror is not filled (tests/fixtures/sources/fetch.sh)");
        QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
            qPrintable(err));
        QVERIFY2(server.finished(), qPrintable(server.mismatch()));
        const auto results = resultsById(out);
        QCOMPARE(results.size(), 6);
        qint64 tokens = 0;
        for (const QJsonObject &r : results) {
            QVERIFY2(r.value(QStringLiteral("outcome")) == QStringLiteral("built"),
                qPrintable(QString::fromUtf8(QJsonDocument(r).toJson())));
            QCOMPARE(r.value(QStringLiteral("model")), QStringLiteral("inline / scripted"));
            tokens += r.value(QStringLiteral("input_tokens")).toInteger();
        }
        QVERIFY(tokens > 0);
        QVERIFY(QString::fromUtf8(process.readAllStandardOutput())
                    .contains(QStringLiteral("| built | 6 (100.0 %) |")));
    }
};

QTEST_GUILESS_MAIN(TestBatchCommand)
#include "tst_batchcommand.moc"
