// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/RecordReport.h"
#include "workspace/SessionRecordReader.h"
#include "workspace/SessionRecordWriter.h"
#include "workspace/SessionStore.h"
#include "workspace/SessionStoreSchema.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>

using namespace packwright;
using namespace packwright::workspace;

namespace {

const char crashWriterArgument[] = "--crash-writer";
constexpr int crashFinishedAttempts = 5;

SessionRecord header()
{
    SessionRecord h;
    h.pname = QStringLiteral("hello");
    h.version = QStringLiteral("2.12.1");
    h.source = QStringLiteral("mirror://gnu/hello/hello-2.12.1.tar.gz");
    h.nixpkgs = QStringLiteral("/nix/store/abc-nixpkgs");
    h.model = QStringLiteral("scripted / demo-model");
    h.workspace = QStringLiteral("/tmp/session/workspace");
    h.nix = {
        QStringLiteral("2.34.8"), QStringLiteral("x86_64-linux"), QStringLiteral("daemon"), true};
    return h;
}

SessionStore createOrFail(const QString &file)
{
    auto store = SessionStore::create(file, header());
    if (!store)
        qFatal("create failed: %s", qPrintable(store.error().message + store.error().detail));
    return std::move(store).value();
}

SessionStore openOrFail(const QString &file)
{
    auto store = SessionStore::open(file);
    if (!store)
        qFatal("open failed: %s", qPrintable(store.error().message + store.error().detail));
    return std::move(store).value();
}

QList<SignalRecord> signalsFor(int attempt)
{
    return {{1, QStringLiteral("autopoint: not found (attempt %1)").arg(attempt),
                QStringLiteral("missing-command"), QStringLiteral("autoreconfPhase"), 0.92, 40, 41,
                QStringLiteral("nativeBuildInputs"), {}, {}, 41},
        {2, QStringLiteral("autoreconf: error"), QStringLiteral("build-tool"),
            QStringLiteral("autoreconfPhase"), 0.5, 42, 42, QString(), {}, {}, 0}};
}

ToolCallRecord toolCall(int sequence)
{
    return {sequence, QStringLiteral("str_replace"),
        QStringLiteral(R"({"old": "autoreconfHook", "new": "gettext"})"),
        QStringLiteral("replaced 1 occurrence"), sequence == 2};
}

VmRunRecord vmRun(int sequence)
{
    VmRunRecord run;
    run.sequence = sequence;
    run.requestedBy = QStringLiteral("model");
    run.script = QStringLiteral("tiny --help\nls $out/bin");
    run.storePaths = {
        QStringLiteral("/nix/store/0000-tiny-1.0"), QStringLiteral("/nix/store/1111-python3-3.11")};
    run.backend = QStringLiteral("qemu-tcg");
    run.timedOut = sequence == 2; // the second one ran out of time: no status
    run.exitStatus = run.timedOut ? -1 : 127;
    run.output = QStringLiteral("sh: tiny: not found\n");
    run.bootMs = 4200;
    run.runMs = 35;
    return run;
}

/// Records one complete attempt the way the loop does.
void writeAttempt(SessionStore &store, int n)
{
    const auto check = [](const std::optional<Error> &error) {
        if (error)
            qFatal("write failed: %s", qPrintable(error->message + error->detail));
    };
    check(store.beginAttempt(n, n - 1, QStringLiteral("attempt %1").arg(n),
        QStringLiteral("{ expression %1 }").arg(n), QStringLiteral("logs/%1.log").arg(n)));
    check(store.recordSignals(n, signalsFor(n)));
    check(store.recordToolCall(n, toolCall(1)));
    check(store.recordToolCall(n, toolCall(2)));
    check(store.recordVmRun(n, vmRun(1)));
    check(store.recordVmRun(n, vmRun(2)));
    check(store.recordModelCall(
        n, {QStringLiteral("demo-model"), 1000 * n, 100, 10, 0.01 * n, 1500}));
    check(store.finishAttempt(n,
        {nix::OutcomeKind::BuildError, QStringLiteral("buildPhase"), 2000, {}},
        evidence::Verdict{evidence::VerdictKind::Progress, QStringLiteral("further")},
        QStringLiteral("%1").arg(n, 40, 10, QLatin1Char('0'))));
}

/// The child process of crashLosesOnlyTheRunningAttempt(): records finished attempts, starts
/// one more, says so on stdout and waits to be killed.
int crashWriter(const QString &file)
{
    SessionStore store = createOrFail(file);
    for (int n = 1; n <= crashFinishedAttempts; ++n)
        writeAttempt(store, n);
    const int running = crashFinishedAttempts + 1;
    if (store.beginAttempt(running, crashFinishedAttempts, QStringLiteral("running"),
            QStringLiteral("{ running }"), QString())
        || store.recordSignals(running, signalsFor(running))
        || store.recordToolCall(running, toolCall(1)))
        return 2;
    std::fputs("mid-attempt\n", stdout);
    std::fflush(stdout);
    QThread::sleep(60); // killed long before
    return 3;
}

void setUserVersion(const QString &file, int version)
{
    const QString name = QStringLiteral("tst-sessionstore-raw");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

/// Runs `statements` on a record file outside the store, to make it look as an older one did.
void execOnFile(const QString &file, const QStringList &statements)
{
    const QString name = QStringLiteral("tst-sessionstore-exec");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &statement : statements)
            QVERIFY2(q.exec(statement), qPrintable(statement + u": " + q.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

/// A record with one attempt in today's format, changed by `statements` to look as one of
/// format `version` did, then opened (and so migrated); qFatal when it does not open.
SessionStore olderRecordOpened(const QString &file, int version, const QStringList &statements)
{
    {
        SessionStore store = createOrFail(file);
        writeAttempt(store, 1);
    }
    execOnFile(file, statements);
    setUserVersion(file, version);
    auto opened = SessionStore::open(file);
    if (!opened)
        qFatal("the migrated record did not open: %s", qPrintable(opened.error().detail));
    return std::move(opened).value();
}

/// `record` exported as JSON to DIR/session.json and read back (readSessionRecord).
Result<SessionRecord> exportedAndReadBack(const SessionRecord &record, const QTemporaryDir &dir)
{
    const auto json = sessionRecordToJson(record);
    if (!json)
        return json.error();
    const QString exported = dir.filePath(QStringLiteral("session.json"));
    QFile out(exported);
    if (!out.open(QIODevice::WriteOnly) || out.write(json.value()) != json.value().size())
        return Error{QStringLiteral("cannot write %1").arg(exported), out.errorString()};
    out.close();
    return readSessionRecord(exported);
}

/// Makes a record's session table look as it did before format 3.
void dropNixColumns(QSqlQuery &q)
{
    for (const char *column : {"nix_version", "nix_system", "nix_store", "nix_sandbox"})
        QVERIFY2(
            q.exec(QStringLiteral("ALTER TABLE session DROP COLUMN %1").arg(QLatin1String(column))),
            qPrintable(q.lastError().text()));
}

} // namespace

class TestSessionStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordsAndLoadsEverything()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        SessionStore store = createOrFail(file);
        QCOMPARE(store.file(), file);
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);

        writeAttempt(store, 1);
        QVERIFY(!store.recordEvidence(1,
            {QStringLiteral("feedback"), QStringLiteral("history"), QStringLiteral("findings"),
                QStringLiteral("knowledge")}));
        QVERIFY(!store.recordApproval(1,
            {QStringLiteral("Apply the edit"), QStringLiteral("rejected"),
                QStringLiteral("do not drop doCheck")}));
        QVERIFY(!store.recordApproval(1, {QStringLiteral("Build"), QStringLiteral("auto"), {}}));
        QVERIFY(!store.recordModelCall(1, {QStringLiteral("demo-model"), 5, 6, 7, 0.5, 10}));
        QVERIFY(!store.beginAttempt(2, 1, QStringLiteral("second"), QStringLiteral("{ 2 }"), {}));
        QVERIFY(
            !store.finishAttempt(2, {nix::OutcomeKind::Success, {}, 300, {}}, std::nullopt, {}));
        QVERIFY(!store.markAbandoned({2}));
        QVERIFY(!store.setStatus(QStringLiteral("gave-up: budget")));
        // Signals are replaced, not appended.
        QVERIFY(!store.recordSignals(2, signalsFor(2)));
        QVERIFY(!store.recordSignals(2, {signalsFor(2).at(1)}));

        const auto loaded = store.load();
        QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().detail));
        const SessionRecord &r = loaded.value();
        QCOMPARE(r.pname, QStringLiteral("hello"));
        QCOMPARE(r.version, QStringLiteral("2.12.1"));
        QCOMPARE(r.source, header().source);
        QCOMPARE(r.nixpkgs, header().nixpkgs);
        QCOMPARE(r.model, header().model);
        QCOMPARE(r.workspace, header().workspace);
        QCOMPARE(r.nix, header().nix);
        QCOMPARE(r.status, QStringLiteral("gave-up: budget"));
        QVERIFY(r.createdAt >= before && r.createdAt <= QDateTime::currentDateTimeUtc());
        QCOMPARE(int(r.attempts.size()), 2);

        const Attempt &a = r.attempts[0];
        QCOMPARE(a.number, 1);
        QCOMPARE(a.parent, 0);
        QCOMPARE(a.summary, QStringLiteral("attempt 1"));
        QCOMPARE(a.expression, QStringLiteral("{ expression 1 }"));
        QCOMPARE(a.logFile, QStringLiteral("logs/1.log"));
        QVERIFY(a.startedAt >= before);
        QCOMPARE(a.status, AttemptStatus::Finished);
        QCOMPARE(a.outcome.kind, nix::OutcomeKind::BuildError);
        QCOMPARE(a.outcome.failingPhase, QStringLiteral("buildPhase"));
        QCOMPARE(a.outcome.durationMs, 2000);
        QVERIFY(a.verdict);
        QCOMPARE(a.verdict->kind, evidence::VerdictKind::Progress);
        QCOMPARE(a.verdict->reason, QStringLiteral("further"));
        QCOMPARE(a.commit, QStringLiteral("0000000000000000000000000000000000000001"));
        QVERIFY(!a.abandoned);
        QCOMPARE(a.signalRecords.size(), 2);
        const SignalRecord expected = signalsFor(1).at(0);
        QCOMPARE(a.signalRecords[0].rank, 1);
        QCOMPARE(a.signalRecords[0].text, expected.text);
        QCOMPARE(a.signalRecords[0].category, expected.category);
        QCOMPARE(a.signalRecords[0].phase, expected.phase);
        QCOMPARE(a.signalRecords[0].confidence, 0.92);
        QCOMPARE(a.signalRecords[0].firstLine, 40);
        QCOMPARE(a.signalRecords[0].lastLine, 41);
        QCOMPARE(a.signalRecords[0].matchLine, 41);
        QCOMPARE(a.signalRecords[1].matchLine, 0); // not known
        QCOMPARE(a.signalRecords[0].target, expected.target);
        QCOMPARE(a.toolCalls.size(), 2);
        QCOMPARE(a.toolCalls[0].sequence, 1);
        QCOMPARE(a.toolCalls[0].name, QStringLiteral("str_replace"));
        QCOMPARE(a.toolCalls[0].arguments, toolCall(1).arguments);
        QCOMPARE(a.toolCalls[0].result, toolCall(1).result);
        QCOMPARE(a.toolCalls[0].isError, false);
        QCOMPARE(a.toolCalls[1].isError, true);
        QCOMPARE(a.vmRuns.size(), 2);
        QCOMPARE(a.vmRuns[0].script, vmRun(1).script);
        QCOMPARE(a.vmRuns[0].storePaths, vmRun(1).storePaths);
        QCOMPARE(a.vmRuns[0].exitStatus, 127);
        QCOMPARE(a.vmRuns[0].backend, QStringLiteral("qemu-tcg"));
        QCOMPARE(a.vmRuns[0].bootMs, 4200);
        QVERIFY(!a.vmRuns[0].passed());
        QVERIFY(a.vmRuns[1].timedOut);
        QCOMPARE(a.vmRuns[1].exitStatus, -1);
        QCOMPARE(a.modelCalls.size(), 2);
        QCOMPARE(a.modelCalls[0].inputTokens, 1000);
        QCOMPARE(a.modelCalls[0].elapsedMs, 1500);
        QCOMPARE(a.modelCalls[1].cachedTokens, 7);
        QCOMPARE(a.usage.inputTokens, 1005);
        QCOMPARE(a.usage.outputTokens, 106);
        QCOMPARE(a.usage.cachedTokens, 17);
        QCOMPARE(a.usage.costUsd, 0.51);
        QCOMPARE(a.evidence.feedback, QStringLiteral("feedback"));
        QCOMPARE(a.evidence.history, QStringLiteral("history"));
        QCOMPARE(a.evidence.findings, QStringLiteral("findings"));
        QCOMPARE(a.evidence.knowledge, QStringLiteral("knowledge"));
        QCOMPARE(int(a.approvals.size()), 2);
        QCOMPARE(a.approvals[0].decision, QStringLiteral("rejected"));
        QCOMPARE(a.approvals[0].reason, QStringLiteral("do not drop doCheck"));
        QCOMPARE(a.approvals[1].action, QStringLiteral("Build"));

        const Attempt &b = r.attempts[1];
        QCOMPARE(b.parent, 1);
        QCOMPARE(b.outcome.kind, nix::OutcomeKind::Success);
        QVERIFY(!b.verdict);
        QVERIFY(b.abandoned);
        QCOMPARE(b.signalRecords.size(), 1);
        QCOMPARE(b.signalRecords[0].rank, 2);
        QCOMPARE(b.usage.totalTokens(), 0);
        QCOMPARE(r.finalAttempt(), &r.attempts[0]);
        QCOMPARE(r.totalUsage().inputTokens, 1005);
    }

    void reportsErrors()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        SessionStore store = createOrFail(file);
        QVERIFY(!store.beginAttempt(1, 0, {}, QStringLiteral("{ }"), {}));
        const auto duplicate = store.beginAttempt(1, 0, {}, QStringLiteral("{ }"), {});
        QVERIFY(duplicate);
        QVERIFY2(duplicate->message.contains(QStringLiteral("attempt 1")),
            qPrintable(duplicate->message));
        QVERIFY(!duplicate->detail.isEmpty());
        QVERIFY(store.finishAttempt(9, {}, std::nullopt, {}));
        QVERIFY(store.recordToolCall(9, toolCall(1)));
        QVERIFY(store.recordEvidence(9, {}));
        QVERIFY(store.recordSignals(9, signalsFor(9)));
        // A failed transaction leaves nothing behind: attempt 1 is still abandoned=false.
        QVERIFY(store.markAbandoned({1, 9}));
        QVERIFY(!store.load().value().attempts[0].abandoned);
        QVERIFY(store.load().value().attempts[0].signalRecords.isEmpty());

        const auto exists = SessionStore::create(file, header());
        QVERIFY(!exists.ok());
        QVERIFY(exists.error().message.contains(QStringLiteral("exists already")));
        QVERIFY(!SessionStore::open(tmp.filePath(QStringLiteral("absent.sqlite"))).ok());
        QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("absent.sqlite"))));

        QFile garbage(tmp.filePath(QStringLiteral("garbage.sqlite")));
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(4096, 'x'));
        garbage.close();
        const auto notRecord = SessionStore::open(garbage.fileName());
        QVERIFY(!notRecord.ok());
        QVERIFY2(notRecord.error().message.contains(QStringLiteral("not a Packwright session")),
            qPrintable(notRecord.error().message));
    }

    void reopensAndInterruptsRunningAttempt()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        {
            SessionStore store = createOrFail(file);
            writeAttempt(store, 1);
            QVERIFY(!store.beginAttempt(
                2, 1, QStringLiteral("left running"), QStringLiteral("{}"), {}));
            QCOMPARE(store.load().value().attempts[1].status, AttemptStatus::Running);
        }
        SessionStore store = openOrFail(file);
        const SessionRecord r = store.load().value();
        QCOMPARE(int(r.attempts.size()), 2);
        QCOMPARE(r.attempts[0].status, AttemptStatus::Finished);
        QCOMPARE(r.attempts[0].toolCalls.size(), 2);
        QCOMPARE(r.attempts[1].status, AttemptStatus::Interrupted);
        QCOMPARE(r.attempts[1].outcome.kind, nix::OutcomeKind::Cancelled);
        QCOMPARE(r.workspace, header().workspace);
        // The reopened store writes on.
        QVERIFY(!store.beginAttempt(3, 1, QStringLiteral("resumed"), QStringLiteral("{}"), {}));
        QCOMPARE(store.load().value().attempts[2].status, AttemptStatus::Running);

        // Two stores on one file, each its own connection.
        SessionStore second = openOrFail(file);
        QCOMPARE(int(second.load().value().attempts.size()), 3);
        SessionStore moved = std::move(second);
        QVERIFY(!moved.setStatus(QStringLiteral("succeeded")));
        QCOMPARE(store.load().value().status, QStringLiteral("succeeded"));
    }

    void readSessionRecordOpensTheSqliteRecord()
    {
        // `packwright --session record.sqlite` after a crash: no JSON export exists.
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("record.sqlite"));
        {
            SessionStore store = createOrFail(file);
            writeAttempt(store, 1);
            QVERIFY(!store.beginAttempt(2, 1, QStringLiteral("running"), QStringLiteral("{}"), {}));
        }
        const auto record = readSessionRecord(file);
        QVERIFY2(record.ok(), qPrintable(record.ok() ? QString() : record.error().message));
        QCOMPARE(int(record.value().attempts.size()), 2);
        QCOMPARE(record.value().attempts[1].status, AttemptStatus::Interrupted);
    }

    void refusesNewerVersion()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        createOrFail(file);
        setUserVersion(file, sessionStoreSchemaVersion + 1);
        const auto refused = SessionStore::open(file);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QStringLiteral("newer Packwright")),
            qPrintable(refused.error().message));
        setUserVersion(file, sessionStoreSchemaVersion);
        QVERIFY(SessionStore::open(file).ok());
    }

    // A record written before VM runs were recorded (version 1, no vm_runs table) opens,
    // gains the table, and keeps what it held.
    void migratesVersionOneRecords()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        {
            SessionStore store = createOrFail(file);
            writeAttempt(store, 1);
        }
        {
            const QString name = QStringLiteral("tst-sessionstore-v1");
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(file);
                QVERIFY(db.open());
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral("DROP TABLE vm_runs")));
                dropNixColumns(q);
                db.close();
            }
            QSqlDatabase::removeDatabase(name);
        }
        setUserVersion(file, 1);
        auto opened = SessionStore::open(file);
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().detail));
        SessionStore store = std::move(opened).value();
        QVERIFY(!store.recordVmRun(1, vmRun(1)));
        const SessionRecord record = store.load().value();
        QCOMPARE(record.attempts.size(), std::size_t(1));
        QCOMPARE(record.attempts[0].toolCalls.size(), 2);
        QCOMPARE(record.attempts[0].vmRuns.size(), 1);
        QVERIFY(SessionStore::open(file).ok()); // migrated once: opens again as the current one
    }

    /// EvidenT §4.3.1's verifier: each signal's role and reason, and the verifier's call, are
    /// recorded, read back, and survive the JSON export.
    void recordsSignalVerdicts()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        SessionStore store = createOrFail(file);
        writeAttempt(store, 1);
        QList<SignalRecord> judged = signalsFor(1);
        judged[0].role = QStringLiteral("noise");
        judged[0].roleReason = QStringLiteral("autopoint is optional here");
        judged[1].role = QStringLiteral("root_cause");
        judged[1].roleReason = QStringLiteral("autoreconf stops the build");
        QVERIFY(!store.recordSignals(1, judged));
        SignalVerification v;
        v.status = QStringLiteral("partial");
        v.detail = QStringLiteral("The reply left out block(s) 3.");
        v.blocks = 3;
        v.rootCauses = 1;
        v.noise = 1;
        v.model = QStringLiteral("demo-model");
        v.inputTokens = 420;
        v.outputTokens = 37;
        v.cachedTokens = 5;
        v.costUsd = 0.002;
        v.elapsedMs = 800;
        QVERIFY(!store.recordSignalVerification(1, v));
        QVERIFY(!store.recordSignalVerification(1, v)); // replaced, not added
        writeAttempt(store, 2);

        const SessionRecord record = store.load().value();
        const Attempt &a = record.attempts[0];
        QCOMPARE(a.signalRecords[0].role, QStringLiteral("noise"));
        QCOMPARE(a.signalRecords[0].roleReason, QStringLiteral("autopoint is optional here"));
        QCOMPARE(a.signalRecords[1].role, QStringLiteral("root_cause"));
        QVERIFY(a.signalVerification);
        QCOMPARE(*a.signalVerification, v);
        QVERIFY(record.attempts[1].signalRecords[0].role.isEmpty());
        QVERIFY(!record.attempts[1].signalVerification);

        const QString exported = tmp.filePath(QStringLiteral("session.json"));
        QFile out(exported);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(sessionRecordToJson(record).value());
        out.close();
        const auto read = readSessionRecord(exported);
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
        const Attempt &copy = read.value().attempts[0];
        QCOMPARE(copy.signalRecords[1].role, QStringLiteral("root_cause"));
        QCOMPARE(copy.signalRecords[1].roleReason, QStringLiteral("autoreconf stops the build"));
        QVERIFY(copy.signalVerification);
        QCOMPARE(*copy.signalVerification, v);
        QVERIFY(!read.value().attempts[1].signalVerification);
    }

    /// A record of schema version 2 (before the verifier and the session's Nix: no role
    /// columns, no signal_verifications, no nix_* columns) opens, keeps its signals, reads as
    /// "Nix unknown", and takes verdicts afterwards.
    void migratesVersionTwoRecords()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        const QString name = QStringLiteral("tst-sessionstore-v2");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (const char *sql :
                {"CREATE TABLE session (id INTEGER PRIMARY KEY CHECK (id = 1), pname TEXT NOT "
                 "NULL, version TEXT, source TEXT, nixpkgs TEXT, model TEXT, workspace TEXT, "
                 "status TEXT NOT NULL, created_at TEXT NOT NULL, recorded INTEGER NOT NULL "
                 "DEFAULT 0, vm_console BLOB)",
                    "CREATE TABLE attempts (number INTEGER PRIMARY KEY CHECK (number >= 1), "
                    "parent INTEGER NOT NULL DEFAULT 0, summary TEXT, expression TEXT NOT NULL, "
                    "log_file TEXT, started_at TEXT, status TEXT NOT NULL, outcome_kind TEXT, "
                    "failing_phase TEXT, duration_ms INTEGER, verdict_kind TEXT, verdict_reason "
                    "TEXT, commit_id TEXT, abandoned INTEGER NOT NULL DEFAULT 0, feedback TEXT, "
                    "history TEXT, findings TEXT, knowledge TEXT)",
                    "CREATE TABLE signals (id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL "
                    "REFERENCES attempts(number), rank INTEGER NOT NULL, text TEXT, category "
                    "TEXT, phase TEXT, confidence REAL, first_line INTEGER, last_line INTEGER, "
                    "target TEXT)",
                    "CREATE TABLE tool_calls (id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL "
                    "REFERENCES attempts(number), sequence INTEGER NOT NULL, name TEXT NOT NULL, "
                    "arguments TEXT, result TEXT, is_error INTEGER NOT NULL DEFAULT 0)",
                    "CREATE TABLE model_calls (id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL "
                    "REFERENCES attempts(number), model TEXT, input_tokens INTEGER, "
                    "output_tokens INTEGER, cached_tokens INTEGER, cost_usd REAL, elapsed_ms "
                    "INTEGER)",
                    "CREATE TABLE approvals (id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL "
                    "REFERENCES attempts(number), action TEXT NOT NULL, decision TEXT NOT NULL, "
                    "reason TEXT)",
                    "CREATE TABLE vm_runs (id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL "
                    "REFERENCES attempts(number), sequence INTEGER NOT NULL, requested_by TEXT, "
                    "script TEXT, store_paths TEXT, backend TEXT, exit_status INTEGER, timed_out "
                    "INTEGER NOT NULL DEFAULT 0, output TEXT, boot_ms INTEGER, run_ms INTEGER)",
                    "INSERT INTO session (id, pname, status, created_at) VALUES (1, 'hello', "
                    "'gave-up: no-fix', '2025-01-02T03:04:05.000Z')",
                    "INSERT INTO attempts (number, expression, status, outcome_kind, "
                    "failing_phase) VALUES (1, '{ }', 'finished', 'build-error', 'buildPhase')",
                    "INSERT INTO signals (attempt, rank, text, category, phase, confidence, "
                    "first_line, last_line) VALUES (1, 1, 'tiny.c:5: error: expected', "
                    "'compile_error', 'buildPhase', 0.9, 12, 12)",
                    "PRAGMA user_version = 2"})
                QVERIFY2(q.exec(QLatin1String(sql)), qPrintable(q.lastError().text()));
            db.close();
        }
        QSqlDatabase::removeDatabase(name);

        auto opened = SessionStore::open(file);
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().detail));
        SessionStore store = std::move(opened).value();
        SessionRecord record = store.load().value();
        QCOMPARE(record.attempts.size(), std::size_t(1));
        QCOMPARE(record.attempts[0].signalRecords.size(), 1);
        QCOMPARE(
            record.attempts[0].signalRecords[0].text, QStringLiteral("tiny.c:5: error: expected"));
        QVERIFY(record.attempts[0].signalRecords[0].role.isEmpty());
        QVERIFY(!record.attempts[0].signalVerification);
        QVERIFY(!record.nix.known());

        QList<SignalRecord> judged = record.attempts[0].signalRecords;
        judged[0].role = QStringLiteral("root_cause");
        judged[0].roleReason = QStringLiteral("the compiler stops");
        QVERIFY(!store.recordSignals(1, judged));
        SignalVerification verified;
        verified.status = QStringLiteral("verified");
        verified.blocks = 1;
        verified.rootCauses = 1;
        QVERIFY(!store.recordSignalVerification(1, verified));
        record = store.load().value();
        QCOMPARE(record.attempts[0].signalRecords[0].role, QStringLiteral("root_cause"));
        QCOMPARE(record.attempts[0].signalVerification->status, QStringLiteral("verified"));
        QVERIFY(SessionStore::open(file).ok()); // migrated once: opens again as version 3
    }

    /// Issue 17: the lint findings of an attempt that builds are recorded (replaced, not
    /// added, when recorded again), read back in order, kept by the JSON export, and listed
    /// by the report built from the record, so that a recorded session loses none of them.
    void recordsLintFindings()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        SessionStore store = createOrFail(file);
        writeAttempt(store, 1);
        QVERIFY(!store.beginAttempt(2, 1, QStringLiteral("builds"), QStringLiteral("{ }"), {}));
        const QList<LintFindingRecord> findings{
            {QStringLiteral("NPV-164"), QStringLiteral("ci"), 3, 1,
                QStringLiteral("stdenv.mkDerivation does not set strictDeps = true;"),
                QStringLiteral("nixpkgs-vet (README §Ratchet checks)"), true},
            {QStringLiteral("PW-maintainers"), QStringLiteral("review"), 0, 0,
                QStringLiteral("meta.maintainers is empty"),
                QStringLiteral("pkgs/README.md §Meta attributes"), false}};
        QVERIFY(!store.recordLintFindings(2, {findings.first()}));
        QVERIFY(!store.recordLintFindings(2, findings)); // replaced, not added
        QVERIFY(
            !store.finishAttempt(2, {nix::OutcomeKind::Success, {}, 1000, {}}, std::nullopt, {}));
        QVERIFY(!store.setStatus(QStringLiteral("succeeded")));

        const SessionRecord record = store.load().value();
        QVERIFY(record.attempts[0].lintFindings.isEmpty());
        QCOMPARE(record.attempts[1].lintFindings, findings);

        const QString exported = tmp.filePath(QStringLiteral("session.json"));
        QFile out(exported);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(sessionRecordToJson(record).value());
        out.close();
        const auto read = readSessionRecord(exported);
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
        QCOMPARE(read.value().attempts[1].lintFindings, findings);
        QVERIFY(read.value().attempts[0].lintFindings.isEmpty());

        const loop::SessionReport report = loop::sessionReportFromRecord(read.value());
        QVERIFY(report.succeeded());
        QCOMPARE(report.lint.size(), 2);
        QCOMPARE(report.lint[0].rule, QStringLiteral("NPV-164"));
        QCOMPARE(report.lint[0].severity, nix::LintSeverity::Ci);
        QCOMPARE(report.lint[0].line, 3);
        QCOMPARE(report.lint[1].severity, nix::LintSeverity::Review);
        QVERIFY(report.lint[0].quickFix);
        QVERIFY2(
            report.toMarkdown().contains(findings[1].message), qPrintable(report.toMarkdown()));
        QVERIFY(report.toMarkdown().contains(QStringLiteral("NPV-164")));
    }

    /// A record of format 3 (no lint_findings) opens, keeps what it held, reads with no
    /// findings, and takes findings afterwards.
    void migratesVersionThreeRecords()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        SessionStore store
            = olderRecordOpened(file, 3, {QStringLiteral("DROP TABLE lint_findings")});
        SessionRecord record = store.load().value();
        QCOMPARE(record.attempts.size(), std::size_t(1));
        QCOMPARE(record.attempts[0].toolCalls.size(), 2);
        QVERIFY(record.attempts[0].lintFindings.isEmpty());
        const LintFindingRecord finding{QStringLiteral("NPV-166"), QStringLiteral("ci"), 4, 3,
            QStringLiteral("no __structuredAttrs"), QStringLiteral("nixpkgs-vet"), true};
        QVERIFY(!store.recordLintFindings(1, {finding}));
        record = store.load().value();
        QCOMPARE(record.attempts[0].lintFindings, QList<LintFindingRecord>{finding});
        QVERIFY(SessionStore::open(file).ok()); // migrated once: opens again as the current one
    }

    /// Version 5 (issue 21): where each derivation was built; a version 4 record gains the
    /// column and keeps its attempts.
    void migratesVersionFourRecordsAndKeepsPlacements()
    {
        QTemporaryDir tmp;
        SessionStore store = olderRecordOpened(tmp.filePath(QStringLiteral("session.sqlite")), 4,
            {QStringLiteral("ALTER TABLE attempts DROP COLUMN built_on")});
        QCOMPARE(store.load().value().attempts.size(), std::size_t(1));
        QVERIFY(store.load().value().attempts[0].outcome.placements.isEmpty());

        const QList<nix::BuildPlacement> placements{
            {QStringLiteral("/nix/store/0000000000000000000000000000000a-dep.drv"), QString()},
            {QStringLiteral("/nix/store/0000000000000000000000000000000b-pkg.drv"),
                QStringLiteral("ssh://builder?remote-store=local%3Froot%3D/r")}};
        QVERIFY(!store.beginAttempt(2, 1, QStringLiteral("second"), QStringLiteral("{ 2 }"), {}));
        QVERIFY(!store.finishAttempt(
            2, {nix::OutcomeKind::Success, QString(), 900, placements}, std::nullopt, {}));
        const SessionRecord record = store.load().value();
        QCOMPARE(record.attempts[1].outcome.placements, placements);
        // The JSON export carries them too.
        const auto read = exportedAndReadBack(record, tmp);
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
        QCOMPARE(read.value().attempts[1].outcome.placements, placements);
        QVERIFY(read.value().attempts[0].outcome.placements.isEmpty());
    }

    /// Version 6: the line each signal's diagnostic matched (the cause, not the block's first
    /// line); a version 5 record gains the column, reads its signals with the line unknown and
    /// takes it afterwards, in the JSON export too.
    void migratesVersionFiveRecordsAndKeepsMatchLines()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        SessionStore store = olderRecordOpened(
            file, 5, {QStringLiteral("ALTER TABLE signals DROP COLUMN match_line")});
        SessionRecord record = store.load().value();
        QCOMPARE(record.attempts[0].signalRecords.size(), 2);
        QCOMPARE(record.attempts[0].signalRecords[0].matchLine, 0);

        QVERIFY(!store.recordSignals(1, signalsFor(1)));
        record = store.load().value();
        QCOMPARE(record.attempts[0].signalRecords[0].matchLine, 41);
        const auto read = exportedAndReadBack(record, tmp);
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
        QCOMPARE(read.value().attempts[0].signalRecords[0].matchLine, 41);
        QCOMPARE(read.value().attempts[0].signalRecords[1].matchLine, 0);
        QVERIFY(SessionStore::open(file).ok()); // migrated once: opens again as the current one
    }

    void appendsToTheVmConsole()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        SessionStore store = createOrFail(file);
        QVERIFY(!store.appendVmConsole(QByteArray("\x1b[1mboot\r\n", 10)));
        QVERIFY(!store.appendVmConsole(QByteArray()));
        QVERIFY(!store.appendVmConsole(QByteArray("\0ok\r\n", 5)));
        QCOMPARE(store.load().value().vmConsole, QByteArray("\x1b[1mboot\r\n\0ok\r\n", 15));
    }

    void exportsJsonThatReadsBack()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        SessionStore store = createOrFail(file);
        writeAttempt(store, 1);
        writeAttempt(store, 2);
        QVERIFY(!store.recordEvidence(2, {QStringLiteral("fb"), {}, QStringLiteral("fi"), {}}));
        QVERIFY(!store.recordApproval(2, {QStringLiteral("Edit"), QStringLiteral("edited"), {}}));
        QVERIFY(!store.markAbandoned({2}));
        QVERIFY(!store.beginAttempt(3, 1, QStringLiteral("third"), QStringLiteral("{ 3 }"), {}));
        const SessionRecord original = store.load().value();

        const auto json = sessionRecordToJson(original);
        QVERIFY(json.ok());
        const QString exported = tmp.filePath(QStringLiteral("session.json"));
        QFile out(exported);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(json.value());
        out.close();
        const auto read = readSessionRecord(exported);
        QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
        const SessionRecord &copy = read.value();
        QCOMPARE(copy.pname, original.pname);
        QCOMPARE(copy.workspace, original.workspace);
        QCOMPARE(copy.status, original.status);
        QCOMPARE(copy.createdAt, original.createdAt);
        QCOMPARE(copy.nix, original.nix);
        QCOMPARE(copy.attempts.size(), original.attempts.size());
        for (std::size_t i = 0; i < copy.attempts.size(); ++i) {
            const Attempt &x = copy.attempts[i];
            const Attempt &y = original.attempts[i];
            QCOMPARE(x.number, y.number);
            QCOMPARE(x.parent, y.parent);
            QCOMPARE(x.summary, y.summary);
            QCOMPARE(x.expression, y.expression);
            QCOMPARE(x.status, y.status);
            QCOMPARE(x.outcome.kind, y.outcome.kind);
            QCOMPARE(x.outcome.failingPhase, y.outcome.failingPhase);
            QCOMPARE(x.outcome.durationMs, y.outcome.durationMs);
            QCOMPARE(bool(x.verdict), bool(y.verdict));
            QCOMPARE(x.commit, y.commit);
            QCOMPARE(x.abandoned, y.abandoned);
            QCOMPARE(x.logFile, y.logFile);
            QCOMPARE(x.startedAt, y.startedAt);
            QCOMPARE(x.usage.inputTokens, y.usage.inputTokens);
            QCOMPARE(x.usage.costUsd, y.usage.costUsd);
            QCOMPARE(x.evidence.feedback, y.evidence.feedback);
            QCOMPARE(x.evidence.findings, y.evidence.findings);
            QCOMPARE(x.approvals.size(), y.approvals.size());
            QCOMPARE(x.signalRecords.size(), y.signalRecords.size());
            for (qsizetype s = 0; s < x.signalRecords.size(); ++s) {
                QCOMPARE(x.signalRecords[s].text, y.signalRecords[s].text);
                QCOMPARE(x.signalRecords[s].confidence, y.signalRecords[s].confidence);
                QCOMPARE(x.signalRecords[s].lastLine, y.signalRecords[s].lastLine);
                QCOMPARE(x.signalRecords[s].target, y.signalRecords[s].target);
            }
            QCOMPARE(x.toolCalls.size(), y.toolCalls.size());
            for (qsizetype t = 0; t < x.toolCalls.size(); ++t) {
                QCOMPARE(x.toolCalls[t].arguments, y.toolCalls[t].arguments);
                QCOMPARE(x.toolCalls[t].isError, y.toolCalls[t].isError);
            }
            QCOMPARE(x.vmRuns.size(), y.vmRuns.size());
            for (qsizetype v = 0; v < x.vmRuns.size(); ++v) {
                QCOMPARE(x.vmRuns[v].script, y.vmRuns[v].script);
                QCOMPARE(x.vmRuns[v].storePaths, y.vmRuns[v].storePaths);
                QCOMPARE(x.vmRuns[v].exitStatus, y.vmRuns[v].exitStatus);
                QCOMPARE(x.vmRuns[v].timedOut, y.vmRuns[v].timedOut);
                QCOMPARE(x.vmRuns[v].output, y.vmRuns[v].output);
                QCOMPARE(x.vmRuns[v].runMs, y.vmRuns[v].runMs);
            }
            QCOMPARE(x.modelCalls.size(), y.modelCalls.size());
            for (qsizetype m = 0; m < x.modelCalls.size(); ++m)
                QCOMPARE(x.modelCalls[m].elapsedMs, y.modelCalls[m].elapsedMs);
        }
        QCOMPARE(copy.attempts[2].status, AttemptStatus::Running);
        QVERIFY(copy.attempts[1].abandoned);
    }

    void crashLosesOnlyTheRunningAttempt()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("session.sqlite"));
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
            {QString::fromLatin1(crashWriterArgument), file});
        QVERIFY(child.waitForStarted());
        QByteArray output;
        while (!output.contains("mid-attempt\n") && child.state() == QProcess::Running) {
            child.waitForReadyRead(20000);
            output += child.readAllStandardOutput();
        }
        QVERIFY2(output.contains("mid-attempt\n"), output.constData());
        // Nothing was checkpointed: the recorded attempts live in the write-ahead log.
        QVERIFY(QFile::exists(file + QStringLiteral("-wal")));
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished(20000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        SessionStore store = openOrFail(file);
        const SessionRecord r = store.load().value();
        QCOMPARE(int(r.attempts.size()), crashFinishedAttempts + 1);
        for (int n = 1; n <= crashFinishedAttempts; ++n) {
            const Attempt &a = r.attempts[std::size_t(n - 1)];
            QCOMPARE(a.number, n);
            QCOMPARE(a.status, AttemptStatus::Finished);
            QCOMPARE(a.signalRecords.size(), 2);
            QCOMPARE(a.toolCalls.size(), 2);
            QCOMPARE(a.modelCalls.size(), 1);
            QCOMPARE(a.usage.inputTokens, 1000 * n);
            QVERIFY(a.verdict);
        }
        const Attempt &running = r.attempts.back();
        QCOMPARE(running.status, AttemptStatus::Interrupted);
        QCOMPARE(running.signalRecords.size(), 2);
        QCOMPARE(running.toolCalls.size(), 1);
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], crashWriterArgument) == 0)
        return crashWriter(QString::fromLocal8Bit(argv[2]));
    TestSessionStore test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sessionstore.moc"
