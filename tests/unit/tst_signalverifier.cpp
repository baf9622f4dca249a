// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// EvidenT's LLM-based verifier (§4.3.1), its parts without a model: the prompt with the top
// candidate blocks, the strict reading of the reply, and the re-ranking of the Feedback slot.
#include "evidence/SignalVerdicts.h"
#include "loop/EvidenceController.h"
#include "loop/SignalVerifier.h"

#include <QJsonArray>
#include <QTest>

using namespace packwright;
using evidence::FailureSignal;
using evidence::VerifiedRole;

namespace {

FailureSignal signal(qint64 first, const QStringList &lines, qint64 match, double confidence,
    evidence::NixCategory category = evidence::NixCategory::CompileError, bool cascade = false)
{
    FailureSignal s;
    s.firstLine = first;
    s.lastLine = first + lines.size() - 1;
    s.matchLine = match;
    s.phase = QStringLiteral("buildPhase");
    s.categoryNix = category;
    s.confidence = confidence;
    s.text = lines.join(QLatin1Char('\n'));
    s.cascade = cascade;
    return s;
}

/// Five signals as the extractor ranks them: harmless noise first, a cascade, then the cause.
evidence::Extraction extraction()
{
    evidence::Extraction e;
    e.ranked = {
        signal(20, {QStringLiteral("sh: 1: git: not found")}, 20, 0.93,
            evidence::NixCategory::MissingDependency),
        signal(90, {QStringLiteral("make: *** [Makefile:3: tiny] Error 1")}, 90, 0.30,
            evidence::NixCategory::Other, true),
        signal(40,
            {QStringLiteral("gcc -c tiny.c"),
                QStringLiteral("tiny.c:5:3: error: expected ';' before 'return'"),
                QStringLiteral("    5 |   return 0;")},
            41, 0.91),
        signal(60, {QStringLiteral("warning: unused variable 'x'")}, 60, 0.40,
            evidence::NixCategory::Other),
        signal(70, {QStringLiteral("error: cannot open tiny.o")}, 70, 0.35),
    };
    e.categoryNix = evidence::NixCategory::MissingDependency;
    return e;
}

nix::BuildOutcome buildError()
{
    nix::BuildOutcome o;
    o.kind = nix::OutcomeKind::BuildError;
    o.failingPhase = QStringLiteral("buildPhase");
    return o;
}

} // namespace

class TestSignalVerifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void promptSendsTheTopNonCascadeBlocks()
    {
        const auto prompt = loop::verifierPrompt(
            QStringLiteral("tiny"), QStringLiteral("1.0"), 2, buildError(), extraction(), 3);
        QVERIFY(prompt.ok());
        // The cascade (index 1) is not sent; k = 3 stops before index 4.
        QCOMPARE(prompt.value().blocks, (QList<int>{0, 2, 3}));
        const QString &user = prompt.value().user;
        QVERIFY2(user.startsWith(
                     QStringLiteral("Package tiny 1.0, attempt 2: build error in buildPhase.")),
            qPrintable(user));
        QVERIFY(user.contains(QStringLiteral(
            "Block 1 — buildPhase, log lines 20–20, category missing_dependency, score 0.93")));
        QVERIFY(user.contains(QStringLiteral(
            "Block 2 — buildPhase, log lines 40–42, category compile_error, score 0.91")));
        // Numbered lines, the diagnostic one marked.
        QVERIFY(user.contains(QStringLiteral("  40 | gcc -c tiny.c\n> 41 | tiny.c:5:3: error")));
        QVERIFY(user.contains(QStringLiteral("Block 3 — ")));
        QVERIFY(!user.contains(QStringLiteral("Block 4")));
        QVERIFY(!user.contains(QStringLiteral("make: ***")));
        QVERIFY(!user.contains(QStringLiteral("cannot open tiny.o")));
        const QString &system = prompt.value().system;
        for (const char *word : {"root_cause", "consequence", "noise", "\"blocks\"", "JSON"})
            QVERIFY2(system.contains(QLatin1String(word)), word);
    }

    void promptWithoutCandidatesIsEmpty()
    {
        evidence::Extraction onlyCascades;
        onlyCascades.ranked = {signal(
            5, {QStringLiteral("builder failed")}, 5, 0.2, evidence::NixCategory::Other, true)};
        const auto prompt = loop::verifierPrompt(
            QStringLiteral("p"), QStringLiteral("1"), 1, buildError(), onlyCascades, 5);
        QVERIFY(prompt.ok());
        QVERIFY(prompt.value().blocks.isEmpty());
        QVERIFY(prompt.value().user.isEmpty());
    }

    void blockLinesAreNumberedOnlyWhenTheyAreTheLogs()
    {
        // Interleaved output: three lines over a range of five, no numbers to trust.
        FailureSignal s
            = signal(10, {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}, 11, 0.5);
        s.lastLine = 14;
        s.occurrences = 3;
        const QString block = loop::verifierBlock(7, s);
        QVERIFY2(block.startsWith(QStringLiteral("Block 7 — buildPhase, log lines 10–14, category "
                                                 "compile_error, score 0.50, seen 3 times\n")),
            qPrintable(block));
        QVERIFY(block.contains(QStringLiteral("\n     | a\n     | b\n")));
        QVERIFY(!block.contains(QStringLiteral("> ")));

        // A long window is cut around its diagnostic line.
        QStringList lines;
        for (int i = 0; i < 100; ++i)
            lines << QStringLiteral("line %1").arg(i + 1000);
        const QString cut = loop::verifierBlock(1, signal(1000, lines, 1060, 0.9));
        QVERIFY(cut.contains(QStringLiteral("> 1060 | line 1060")));
        QCOMPARE(cut.count(QStringLiteral(" | ")), loop::maxVerifierBlockLines);
        QVERIFY(cut.contains(QStringLiteral("\n  …\n")));
        QVERIFY(cut.endsWith(QStringLiteral("\n  …")));
    }

    void requestAsksForStructuredJson()
    {
        const auto prompt = loop::verifierPrompt(
            QStringLiteral("tiny"), QStringLiteral("1.0"), 1, buildError(), extraction(), 5);
        const llm::ChatRequest request = loop::verifierRequest(prompt.value());
        QCOMPARE(request.system, prompt.value().system);
        QCOMPARE(request.messages.size(), 1);
        QCOMPARE(request.messages.first().text, prompt.value().user);
        QVERIFY(request.tools.isEmpty());
        QVERIFY(!request.stream);
        QVERIFY(request.responseSchema);
        QCOMPARE(request.responseSchema->value(QStringLiteral("required")).toArray().first(),
            QJsonValue(QStringLiteral("blocks")));
    }

    void parsesReplies_data()
    {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("verdicts"); ///< "index:role" … or the error's words
        QTest::addColumn<QList<int>>("unjudged");

        const QList<int> none;
        QTest::newRow("valid") << QStringLiteral(
            R"({"blocks": [{"id": 1, "role": "noise", "reason": "git is optional"},
                {"id": 2, "role": "root_cause", "reason": "the compiler stops"},
                {"id": 3, "role": "consequence", "reason": "follows from block 2"}]})")
                               << true << QStringLiteral("0:noise 2:root_cause 3:consequence")
                               << none;
        QTest::newRow("bare array")
            << QStringLiteral(R"([{"id": 2, "role": "root_cause", "reason": "r"},
                {"id": 1, "role": "noise", "reason": "n"}, {"id": 3, "role": "noise", "reason": "n"}])")
            << true << QStringLiteral("2:root_cause 0:noise 3:noise") << none;
        QTest::newRow("prose and a code fence around")
            << QStringLiteral("Here is my judgement:\n```json\n{\"blocks\": [{\"id\": 1, \"role\": "
                              "\"noise\", \"reason\": \"x\"}, {\"id\": 2, \"role\": "
                              "\"root_cause\", \"reason\": \"y\"}, {\"id\": 3, \"role\": "
                              "\"noise\", \"reason\": \"z\"}]}\n```\nHope this helps {really}.")
            << true << QStringLiteral("0:noise 2:root_cause 3:noise") << none;
        // (Not raw strings: moc does not read unbalanced brackets in them.)
        QTest::newRow("brackets inside strings")
            << QStringLiteral("{\"blocks\": [{\"id\": 1, \"role\": \"noise\", \"reason\": "
                              "\"prints } and ] \\\" {\"}]}")
            << true << QStringLiteral("0:noise") << QList<int>{2, 3};
        QTest::newRow("partial") << QStringLiteral(
            R"({"blocks": [{"id": 2, "role": "root_cause", "reason": "r"}]})")
                                 << true << QStringLiteral("2:root_cause") << QList<int>{1, 3};
        QTest::newRow("unknown id")
            << QStringLiteral(R"({"blocks": [{"id": 4, "role": "noise", "reason": "r"}]})") << false
            << QStringLiteral("block 4, which was not sent") << none;
        QTest::newRow("id zero") << QStringLiteral(
            R"({"blocks": [{"id": 0, "role": "noise", "reason": "r"}]})")
                                 << false << QStringLiteral("no block id") << none;
        QTest::newRow("id as text")
            << QStringLiteral(R"({"blocks": [{"id": "1", "role": "noise", "reason": "r"}]})")
            << false << QStringLiteral("no block id") << none;
        QTest::newRow("fractional id")
            << QStringLiteral(R"({"blocks": [{"id": 1.5, "role": "noise", "reason": "r"}]})")
            << false << QStringLiteral("no block id") << none;
        QTest::newRow("twice") << QStringLiteral(R"([{"id": 1, "role": "noise", "reason": "r"},
                {"id": 1, "role": "root_cause", "reason": "r"}])")
                               << false << QStringLiteral("judged twice") << none;
        QTest::newRow("unknown role")
            << QStringLiteral(R"([{"id": 1, "role": "Root Cause", "reason": "r"}])") << false
            << QStringLiteral("no role") << none;
        QTest::newRow("no reason") << QStringLiteral(R"([{"id": 1, "role": "noise"}])") << false
                                   << QStringLiteral("no reason") << none;
        QTest::newRow("empty reason")
            << QStringLiteral(R"([{"id": 1, "role": "noise", "reason": "  "}])") << false
            << QStringLiteral("no reason") << none;
        QTest::newRow("entry not an object") << QStringLiteral(R"({"blocks": [1, 2]})") << false
                                             << QStringLiteral("not an object") << none;
        QTest::newRow("no blocks array")
            << QStringLiteral(R"({"signals": [{"id": 1, "role": "noise", "reason": "r"}]})")
            << false << QStringLiteral("no \"blocks\" array") << none;
        QTest::newRow("nothing judged") << QStringLiteral(R"({"blocks": []})") << false
                                        << QStringLiteral("judges no block") << none;
        QTest::newRow("cut off") << QStringLiteral("{\"blocks\": [{\"id\": 1, \"role\": "
                                                   "\"noise\", \"reason\": \"r\"}")
                                 << false << QStringLiteral("no complete JSON") << none;
        QTest::newRow("invalid JSON") << QStringLiteral(R"({"blocks": [{"id": 1, role: "noise"}]})")
                                      << false << QStringLiteral("invalid JSON") << none;
        QTest::newRow("prose only") << QStringLiteral("Block 2 is the root cause.") << false
                                    << QStringLiteral("no complete JSON") << none;
    }

    void parsesReplies()
    {
        QFETCH(QString, reply);
        QFETCH(bool, ok);
        QFETCH(QString, verdicts);
        QFETCH(QList<int>, unjudged);
        // Blocks 1, 2, 3 are the signals 0, 2 and 3 of the extraction.
        const auto parsed = loop::parseVerifierReply(reply, {0, 2, 3});
        QCOMPARE(parsed.ok(), ok);
        if (!ok) {
            QVERIFY2(parsed.error().message.contains(verdicts), qPrintable(parsed.error().message));
            QVERIFY(parsed.error().message.startsWith(
                QStringLiteral("The signal verifier's reply is malformed")));
            QVERIFY(!parsed.error().detail.isEmpty()); // the reply, for the record
            return;
        }
        QStringList got;
        for (const evidence::SignalVerdict &v : parsed.value().verdicts) {
            got << QStringLiteral("%1:%2").arg(v.index).arg(evidence::verifiedRoleName(v.role));
            QVERIFY(!v.reason.isEmpty());
        }
        QCOMPARE(got.join(QLatin1Char(' ')), verdicts);
        QCOMPARE(parsed.value().unjudged, unjudged);
    }

    void reasonsAreOneBoundedLine()
    {
        const QString longReason = QString(500, QLatin1Char('x'));
        const auto parsed = loop::parseVerifierReply(
            QStringLiteral(R"([{"id": 1, "role": "noise", "reason": "two\nlines"},
                {"id": 2, "role": "noise", "reason": "%1"}])")
                .arg(longReason),
            {0, 1});
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.value().verdicts.at(0).reason, QStringLiteral("two lines"));
        QCOMPARE(parsed.value().verdicts.at(1).reason.size(), loop::maxVerdictReasonChars);
        QVERIFY(parsed.value().verdicts.at(1).reason.endsWith(QChar(0x2026)));
    }

    void verdictsReRankRootCausesFirst()
    {
        const evidence::Extraction deterministic = extraction();
        const evidence::Extraction verified = evidence::applyVerdicts(deterministic,
            {{0, VerifiedRole::Noise, QStringLiteral("git is optional")},
                {3, VerifiedRole::Consequence, QStringLiteral("after the error")},
                {2, VerifiedRole::RootCause, QStringLiteral("the compiler stops")},
                {42, VerifiedRole::RootCause, QStringLiteral("out of range: ignored")}});
        QStringList order;
        for (const FailureSignal &s : verified.ranked)
            order << QString::number(s.firstLine);
        // Root cause, consequence, the ones not judged (the cascade, block 70) in their
        // deterministic order, noise last: kept, but not a candidate cause.
        QCOMPARE(order.join(QLatin1Char(' ')), QStringLiteral("40 60 90 70 20"));
        QCOMPARE(verified.ranked.first().verifiedRole, VerifiedRole::RootCause);
        QCOMPARE(verified.ranked.first().verifiedReason, QStringLiteral("the compiler stops"));
        QCOMPARE(verified.ranked.last().verifiedRole, VerifiedRole::Noise);
        QVERIFY(!evidence::isCandidateCause(verified.ranked.last()));
        QVERIFY(evidence::isCandidateCause(verified.ranked.first()));
        // The category is the root cause's, not the noise's.
        QCOMPARE(verified.categoryNix, evidence::NixCategory::CompileError);
        QCOMPARE(deterministic.categoryNix, evidence::NixCategory::MissingDependency);
        // No root cause named: the categories stay.
        const evidence::Extraction noCause = evidence::applyVerdicts(
            deterministic, {{0, VerifiedRole::Consequence, QStringLiteral("c")}});
        QCOMPARE(noCause.categoryNix, evidence::NixCategory::MissingDependency);
    }

    void feedbackShowsTheVerifiedOrder()
    {
        const evidence::Extraction verified = evidence::applyVerdicts(extraction(),
            {{0, VerifiedRole::Noise, QStringLiteral("git is optional")},
                {3, VerifiedRole::Consequence, QStringLiteral("after the error")},
                {2, VerifiedRole::RootCause, QStringLiteral("the compiler stops")}});
        const QString feedback = loop::EvidenceController::feedback(buildError(), verified);
        QVERIFY2(feedback.contains(QStringLiteral("root causes first (as the model's check "
                                                  "judged them; 1 judged noise left out)")),
            qPrintable(feedback));
        const qsizetype cause = feedback.indexOf(QStringLiteral("[1] buildPhase, log lines 40–42"));
        const qsizetype consequence
            = feedback.indexOf(QStringLiteral("[2] buildPhase, log lines 60–60"));
        QVERIFY(cause > 0 && consequence > cause);
        QVERIFY(feedback.contains(QStringLiteral("    root cause: the compiler stops\n")));
        QVERIFY(feedback.contains(QStringLiteral("    consequence: after the error\n")));
        QVERIFY(!feedback.contains(QStringLiteral("git: not found")));
        QVERIFY(feedback.contains(QStringLiteral("Classified as: compile_error")));
        QCOMPARE(loop::EvidenceController::failureLine(buildError(), verified),
            QStringLiteral("tiny.c:5:3: error: expected ';' before 'return' (buildPhase)"));

        // No noise: nothing left out to mention.
        const QString allKept = loop::EvidenceController::feedback(buildError(),
            evidence::applyVerdicts(
                extraction(), {{2, VerifiedRole::RootCause, QStringLiteral("the compiler")}}));
        QVERIFY2(allKept.contains(
                     QStringLiteral("root causes first (as the model's check judged them):\n[1] "
                                    "buildPhase, log lines 40–42")),
            qPrintable(allKept));

        // Without verdicts: as before.
        const QString plain = loop::EvidenceController::feedback(buildError(), extraction());
        QVERIFY(plain.contains(QStringLiteral("most likely cause first:")));
        QVERIFY(plain.contains(QStringLiteral("git: not found")));
    }

    void everySignalNoiseShowsTheLogEnd()
    {
        evidence::Extraction e = extraction();
        e.tail = {{100, 100, 1, QStringLiteral("the last line")}};
        const evidence::Extraction verified = evidence::applyVerdicts(e,
            {{0, VerifiedRole::Noise, QStringLiteral("n")},
                {2, VerifiedRole::Noise, QStringLiteral("n")},
                {3, VerifiedRole::Noise, QStringLiteral("n")},
                {4, VerifiedRole::Noise, QStringLiteral("n")}});
        const QString feedback = loop::EvidenceController::feedback(buildError(), verified);
        QVERIFY2(feedback.contains(QStringLiteral("The model judged every failure signal noise")),
            qPrintable(feedback));
        QVERIFY(feedback.contains(QStringLiteral("    the last line")));
    }

    void roleNames()
    {
        for (VerifiedRole role :
            {VerifiedRole::RootCause, VerifiedRole::Consequence, VerifiedRole::Noise})
            QCOMPARE(evidence::verifiedRoleFromName(evidence::verifiedRoleName(role)), role);
        QCOMPARE(evidence::verifiedRoleName(VerifiedRole::Unverified), QString());
        QVERIFY(!evidence::verifiedRoleFromName(QString()));
        QVERIFY(!evidence::verifiedRoleFromName(u"ROOT_CAUSE"));
    }
};

QTEST_GUILESS_MAIN(TestSignalVerifier)
#include "tst_signalverifier.moc"
