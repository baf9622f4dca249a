// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The failure report as Markdown with and without links, its links, and the report of a
// recorded session (loop/RecordReport, loop/ReportLink, loop/SessionReport).
#include "loop/RecordReport.h"
#include "loop/ReportLink.h"
#include "loop/SessionReport.h"
#include "workspace/SessionRecordReader.h"
#include "workspace/SessionStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::loop;

namespace {

/// A failure report with everything toMarkdown() prints: signals (one with a target),
/// advice with a fenced part, refinement, a local source, a rolled-back attempt, a '|'.
SessionReport richFailure()
{
    SessionReport r;
    r.pname = QStringLiteral("jq");
    r.version = QStringLiteral("1.6");
    r.source = QStringLiteral("file:///tmp/jq-1.6.tar.gz");
    r.nixpkgs = QStringLiteral("tests/fixtures");
    r.model = QStringLiteral("scripted / demo-model");
    r.stopReason = StopReason::NoProgress;
    r.stopDetail = QStringLiteral("10 attempts in a row made no progress.");
    r.finalAttempt = 2;
    r.expression = QStringLiteral("{ src = fetchurl { url = \"file:///tmp/jq-1.6.tar.gz\"; }; }");
    r.category = QStringLiteral("dependency_not_in_nixpkgs");
    r.explanation = QStringLiteral("Attempt 2 fails: build error in configurePhase.");
    evidence::FailureSignal a;
    a.phase = QStringLiteral("configurePhase");
    a.firstLine = 40;
    a.lastLine = 42;
    a.categoryNix = evidence::NixCategory::DependencyNotInNixpkgs;
    a.target = QStringLiteral("buildInputs");
    a.text = QStringLiteral("checking for onig... no\nconfigure: error: oniguruma not found");
    evidence::FailureSignal b;
    b.phase = QStringLiteral("buildPhase");
    b.firstLine = 7;
    b.lastLine = 7;
    b.text = QStringLiteral("make: *** [all] Error 2");
    r.leadingSignals = {a, b};
    r.advice = {QStringLiteral("Allow network access\nnativeBuildInputs = [ cacert ];"),
        QStringLiteral("Fix the shebangs")};
    r.refinement = {QStringLiteral("round 1: jq --version prints 1.6")};
    r.attempts
        = {{1, QStringLiteral("template"), QStringLiteral("build error"), {}, false, 1000, {}},
            {2, QStringLiteral("a | b"), QStringLiteral("build error in configurePhase"),
                QStringLiteral("REGRESS: x | y"), true, 2500, {}}};
    r.inputTokens = 1200;
    r.outputTokens = 300;
    r.costUsd = 0.0123;
    r.durationMs = 65432;
    return r;
}

/// A success report.
SessionReport richSuccess()
{
    SessionReport r;
    r.pname = QStringLiteral("hello");
    r.version = QStringLiteral("2.12.1");
    r.finalAttempt = 3;
    r.outPaths = {QStringLiteral("/nix/store/aaaa-hello-2.12.1")};
    r.expression = QStringLiteral("{ }");
    r.attempts = {{3, QStringLiteral("drop autoreconfHook"), QStringLiteral("build succeeded"),
        QStringLiteral("PROGRESS: builds"), false, 11240, {}}};
    return r;
}

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

/// A session that gave up: two attempts, the second failing in configurePhase with four
/// recorded signals.
workspace::SessionRecord failingRecord()
{
    workspace::SessionRecord record;
    record.pname = QStringLiteral("jq");
    record.version = QStringLiteral("1.6");
    record.status = QStringLiteral("gave-up: no-progress");
    workspace::Attempt first;
    first.number = 1;
    first.summary = QStringLiteral("template");
    first.expression = QStringLiteral("{\n  nativeBuildInputs = [ ];\n  doCheck = true;\n}\n");
    first.outcome = {nix::OutcomeKind::BuildError, QStringLiteral("buildPhase"), 1500, {}};
    first.usage.inputTokens = 100;
    first.usage.costUsd = 0.5;
    workspace::Attempt second = first;
    second.number = 2;
    second.summary = QStringLiteral("add oniguruma");
    second.outcome = {nix::OutcomeKind::BuildError, QStringLiteral("configurePhase"), 2500, {}};
    second.verdict = Verdict{VerdictKind::Stagnation, QStringLiteral("same phase")};
    for (int i = 1; i <= 4; ++i)
        second.signalRecords.append({i, QStringLiteral("configure: error %1\nmore").arg(i),
            QStringLiteral("dependency_not_in_nixpkgs"), QStringLiteral("configurePhase"), 0.9,
            10 * i, 10 * i + 1, QStringLiteral("buildInputs"), {}, {}, 0});
    record.attempts = {first, second};
    return record;
}

} // namespace

class TestRecordReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plainMarkdownIsUnchanged_data()
    {
        QTest::addColumn<bool>("failure");
        QTest::addColumn<QString>("golden");
        QTest::newRow("failure") << true << "report-failure.md";
        QTest::newRow("success") << false << "report-success.md";
    }

    void plainMarkdownIsUnchanged()
    {
        // report.md as written before links existed, byte for byte.
        QFETCH(bool, failure);
        QFETCH(QString, golden);
        const SessionReport report = failure ? richFailure() : richSuccess();
        const QString expected = readText(QFINDTESTDATA(QStringLiteral("data/") + golden));
        QVERIFY(!expected.isEmpty());
        QCOMPARE(report.toMarkdown(), expected);
        QCOMPARE(report.toMarkdown(MarkdownLinks::None), expected);
    }

    void linkedMarkdownOnlyAddsLinks()
    {
        SessionReport report = richFailure();
        report.leadingSignalIndexes = {0, 2};
        const QString linked = report.toMarkdown(MarkdownLinks::Packwright);
        QVERIFY(linked.contains(QStringLiteral("| [1](packwright:attempt/1) | template |")));
        QVERIFY(linked.contains(QStringLiteral("| [2](packwright:attempt/2) | ~~a / b~~")));
        QVERIFY(linked.contains(
            QStringLiteral("### Leading failure signals of attempt [2](packwright:attempt/2)")));
        QVERIFY(linked.contains(QStringLiteral("- [configurePhase](packwright:signal/2/0), log")));
        QVERIFY(linked.contains(QStringLiteral("- [buildPhase](packwright:signal/2/2), log")));
        QVERIFY(
            linked.contains(QStringLiteral("## package.nix (attempt [2](packwright:attempt/2))")));
        QString stripped = linked;
        stripped.replace(
            QRegularExpression(QStringLiteral("\\[([^\\]]*)\\]\\(packwright:[^)]*\\)")),
            QStringLiteral("\\1"));
        QCOMPARE(stripped, report.toMarkdown());

        // Without indexes, a signal links to its position among the leading ones.
        report.leadingSignalIndexes.clear();
        QVERIFY(report.toMarkdown(MarkdownLinks::Packwright)
                    .contains(QStringLiteral("[buildPhase](packwright:signal/2/1)")));
        QVERIFY(richSuccess()
                    .toMarkdown(MarkdownLinks::Packwright)
                    .contains(QStringLiteral("builds** (attempt [3](packwright:attempt/3)).")));
    }

    void parsesLinks_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("attempt");
        QTest::addColumn<int>("signal");
        QTest::newRow("attempt") << "packwright:attempt/3" << true << 0 << 3 << 0;
        QTest::newRow("signal") << "packwright:signal/3/2" << true << 1 << 3 << 2;
        QTest::newRow("first signal") << "packwright:signal/12/0" << true << 1 << 12 << 0;
        QTest::newRow("attempt 0") << "packwright:attempt/0" << false << 0 << 0 << 0;
        QTest::newRow("negative signal") << "packwright:signal/1/-1" << false << 0 << 0 << 0;
        QTest::newRow("no number") << "packwright:attempt/x" << false << 0 << 0 << 0;
        QTest::newRow("no attempt") << "packwright:attempt" << false << 0 << 0 << 0;
        QTest::newRow("signal without index") << "packwright:signal/3" << false << 0 << 0 << 0;
        QTest::newRow("unknown kind") << "packwright:log/3" << false << 0 << 0 << 0;
        QTest::newRow("other scheme") << "https://example.org/attempt/3" << false << 0 << 0 << 0;
    }

    void parsesLinks()
    {
        QFETCH(QString, url);
        QFETCH(bool, valid);
        const auto link = ReportLink::parse(QUrl(url));
        QCOMPARE(link.has_value(), valid);
        if (!valid)
            return;
        QTEST(int(link->kind), "kind");
        QTEST(link->attempt, "attempt");
        QTEST(link->signalIndex, "signal");
        QCOMPARE(link->url(), url);
    }

    void reportOfDemoRecord()
    {
        const auto record
            = workspace::readSessionRecord(QStringLiteral(":/demo/hello-session.json"));
        QVERIFY(record.ok());
        const SessionReport report = sessionReportFromRecord(record.value());
        QVERIFY(report.succeeded());
        QCOMPARE(report.pname, QStringLiteral("hello"));
        QCOMPARE(report.finalAttempt, 3);
        QCOMPARE(report.attempts.size(), 3);
        QCOMPARE(report.attempts.at(0).outcome,
            QStringLiteral("hash mismatch in a fixed-output derivation"));
        QVERIFY(report.attempts.at(1).verdict.startsWith(QStringLiteral("PROGRESS: ")));
        QVERIFY(report.leadingSignals.isEmpty());
        QVERIFY(report.category.isEmpty());
        QCOMPARE(report.durationMs, record.value().totalDurationMs());
        QCOMPARE(report.costUsd, record.value().totalUsage().costUsd);
        QVERIFY(report.expression.contains(QStringLiteral("stdenv.mkDerivation")));
    }

    /// A recorded signal names the line its diagnostic matched: the report quotes that line,
    /// not the context the block starts with (the explainer and reopened sessions showed a
    /// compiler command or a configure check instead of the error).
    void explanationQuotesTheMatchedLine()
    {
        workspace::SessionRecord record = failingRecord();
        workspace::SignalRecord &leading = record.attempts[1].signalRecords[0];
        leading.text
            = QStringLiteral("checking for onig... no\nconfigure: error: oniguruma not found");
        leading.matchLine = leading.lastLine;
        QVERIFY2(sessionReportFromRecord(record).explanation.endsWith(
                     QStringLiteral(": configure: error: oniguruma not found")),
            qPrintable(sessionReportFromRecord(record).explanation));
        leading.matchLine = 0; // an older record: the block's first line
        QVERIFY(sessionReportFromRecord(record).explanation.endsWith(
            QStringLiteral(": checking for onig... no")));
    }

    void reportOfFailingRecord()
    {
        const SessionReport report = sessionReportFromRecord(failingRecord());
        QVERIFY(!report.succeeded());
        QCOMPARE(report.stopReason, StopReason::NoProgress);
        QCOMPARE(report.finalAttempt, 2);
        QCOMPARE(report.category, QStringLiteral("dependency_not_in_nixpkgs"));
        QCOMPARE(report.explanation,
            QStringLiteral("Attempt 2 fails: build error in configurePhase. The leading failure "
                           "signal (configurePhase, log lines 10–11): configure: error 1"));
        QCOMPARE(report.leadingSignals.size(), 3);
        QCOMPARE(report.leadingSignalIndexes, (QList<int>{0, 1, 2}));
        QCOMPARE(report.leadingSignals.at(2).firstLine, 30);
        QCOMPARE(report.leadingSignals.at(0).target, QStringLiteral("buildInputs"));
        QCOMPARE(report.attempts.at(1).verdict, QStringLiteral("STAGNATION: same phase"));
        QCOMPARE(report.inputTokens, 200);
        QCOMPARE(report.costUsd, 1.0);
        QVERIFY(!report.expression.contains(QStringLiteral("nativeBuildInputs")));
    }

    /// EvidenT §4.3.1's verifier: the recorded roles order the leading signals as the
    /// Feedback slot did (root cause first, noise left out), set the category, and the
    /// report lists the check and its cost.
    void reportOfVerifiedRecord()
    {
        workspace::SessionRecord record = failingRecord();
        workspace::Attempt &second = record.attempts[1];
        second.signalRecords[0].role = QStringLiteral("noise");
        second.signalRecords[0].roleReason = QStringLiteral("an optional check");
        second.signalRecords[1].role = QStringLiteral("consequence");
        second.signalRecords[1].roleReason = QStringLiteral("follows from error 3");
        second.signalRecords[2].role = QStringLiteral("root_cause");
        second.signalRecords[2].roleReason = QStringLiteral("configure stops here");
        second.signalRecords[2].category = QStringLiteral("missing_dependency");
        workspace::SignalVerification check;
        check.status = QStringLiteral("partial");
        check.detail = QStringLiteral("The reply left out block(s) 4.");
        check.blocks = 4;
        check.rootCauses = 1;
        check.consequences = 1;
        check.noise = 1;
        check.model = QStringLiteral("demo-model");
        check.inputTokens = 420;
        check.outputTokens = 37;
        second.signalVerification = check;

        const SessionReport report = sessionReportFromRecord(record);
        QCOMPARE(report.leadingSignalIndexes, (QList<int>{2, 1, 3}));
        QCOMPARE(report.category, QStringLiteral("missing_dependency"));
        QVERIFY2(report.explanation.endsWith(QStringLiteral("configure: error 3")),
            qPrintable(report.explanation));
        QCOMPARE(report.leadingSignals.at(0).verifiedRole, evidence::VerifiedRole::RootCause);
        QCOMPARE(
            report.leadingSignals.at(0).verifiedReason, QStringLiteral("configure stops here"));
        QCOMPARE(report.leadingSignals.at(2).verifiedRole, evidence::VerifiedRole::Unverified);
        QCOMPARE(report.signalChecks.size(), 1);
        QCOMPARE(report.signalChecks.at(0).attempt, 2);

        const QString md = report.toMarkdown();
        QVERIFY2(md.contains(QStringLiteral(
                     "`missing_dependency`, fix at `buildInputs`, root cause per the model: "
                     "configure stops here")),
            qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("## Signal checks by the model\n\n- Attempt 2: 4 "
                                           "block(s) → 1 root cause(s), 1 consequence(s), 1 noise "
                                           "(demo-model · 420 in, 37 out tokens) The reply left "
                                           "out block(s) 4.")));
        QVERIFY(!md.contains(QStringLiteral("an optional check")));
        const QJsonObject json = report.toJson();
        const QJsonObject lead
            = json.value(QStringLiteral("leading_signals")).toArray().at(0).toObject();
        QCOMPARE(lead.value(QStringLiteral("role")).toString(), QStringLiteral("root_cause"));
        QCOMPARE(lead.value(QStringLiteral("role_reason")).toString(),
            QStringLiteral("configure stops here"));
        QVERIFY(!json.value(QStringLiteral("leading_signals"))
                     .toArray()
                     .at(2)
                     .toObject()
                     .contains(QStringLiteral("role")));
        const QJsonObject checked
            = json.value(QStringLiteral("signal_checks")).toArray().at(0).toObject();
        QCOMPARE(checked.value(QStringLiteral("status")).toString(), QStringLiteral("partial"));
        QCOMPARE(checked.value(QStringLiteral("input_tokens")).toInteger(), 420);
        QCOMPARE(checked.value(QStringLiteral("noise")).toInt(), 1);

        // A check that fell back says why, and changes nothing else.
        check.status = QStringLiteral("fallback");
        check.detail = QStringLiteral("The signal verifier's reply is malformed: it judges no "
                                      "block.\n{\"blocks\": []}");
        ReportSignalCheck fallback{3, check};
        SessionReport plain = sessionReportFromRecord(failingRecord());
        plain.signalChecks = {fallback};
        QVERIFY(plain.toMarkdown().contains(QStringLiteral(
            "- Attempt 3: 4 block(s) sent; the deterministic ranking stands: The signal "
            "verifier's reply is malformed: it judges no block. (demo-model · 420 in, 37 out "
            "tokens)")));
    }

    void stopReasonFromStatus_data()
    {
        QTest::addColumn<QString>("status");
        QTest::addColumn<int>("reason");
        QTest::newRow("gave up") << "gave-up: max-iterations" << int(StopReason::MaxIterations);
        QTest::newRow("cancelled") << "cancelled" << int(StopReason::Cancelled);
        QTest::newRow("running") << "running" << int(StopReason::Cancelled);
        QTest::newRow("unknown") << "" << int(StopReason::StoppedByUser);
        QTest::newRow("unknown reason") << "gave-up: tired" << int(StopReason::StoppedByUser);
    }

    void stopReasonFromStatus()
    {
        QFETCH(QString, status);
        workspace::SessionRecord record = failingRecord();
        record.status = status;
        const SessionReport report = sessionReportFromRecord(record);
        QTEST(int(report.stopReason), "reason");
        QVERIFY(!report.stopDetail.isEmpty());
    }

    void readsSessionDirectory()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        {
            workspace::SessionRecord header;
            header.pname = QStringLiteral("jq");
            auto store = workspace::SessionStore::create(
                dir.filePath(QStringLiteral("record.sqlite")), header);
            QVERIFY2(store.ok(), qPrintable(store.ok() ? QString() : store.error().message));
        }
        const auto record = workspace::readSessionRecord(dir.path());
        QVERIFY2(record.ok(), qPrintable(record.ok() ? QString() : record.error().message));
        QCOMPARE(record.value().pname, QStringLiteral("jq"));

        QTemporaryDir empty;
        const auto none = workspace::readSessionRecord(empty.path());
        QVERIFY(!none.ok());
        QVERIFY(none.error().message.contains(QStringLiteral("no record.sqlite")));
    }
};

QTEST_GUILESS_MAIN(TestRecordReport)
#include "tst_recordreport.moc"
