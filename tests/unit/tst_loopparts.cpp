// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The packaging loop's deterministic parts: hash fixes, the solution stack, the evidence
// slots, the approval gate, diffs, prompts, reports and names.
#include "evidence/Extractor.h"
#include "loop/ApprovalGate.h"
#include "loop/EvidenceController.h"
#include "loop/HashFixer.h"
#include "loop/LogExplanation.h"
#include "loop/PromptTemplates.h"
#include "loop/RecordReport.h"
#include "loop/SessionReport.h"
#include "loop/SlotBudgets.h"
#include "loop/SolutionStack.h"
#include "loop/SourceIntake.h"
#include "nix/AttributePositions.h"
#include "nix/Builder.h"
#include "nix/NixHash.h"
#include "tools/BuilderTemplates.h"
#include "workspace/TextDiff.h"

#include <QCoroTask>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

using namespace packwright;
using namespace packwright::loop;

namespace {
const QString gotHash = QStringLiteral("sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=");

/// The explained record (loop::explainedLogRecord) of a log holding `text`, written into
/// `dir`; an empty record when it cannot be written or read.
workspace::SessionRecord explainedText(const QTemporaryDir &dir, const QString &text)
{
    const auto extractor = evidence::Extractor::create();
    QFile file(dir.filePath(QStringLiteral("build.log")));
    if (!extractor || !file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(text.toUtf8());
    file.close();
    auto record = loop::explainedLogRecord(file.fileName(), extractor.value(), nullptr);
    return record ? record.value() : workspace::SessionRecord{};
}

QString helloWith(const QString &hashText)
{
    return QStringLiteral(
        "{ lib, stdenv, fetchurl }:\n\nstdenv.mkDerivation {\n  pname = \"hello\";\n"
        "  src = fetchurl {\n    url = \"mirror://gnu/hello/hello-2.10.tar.gz\";\n"
        "    hash = %1;\n  };\n}\n")
        .arg(hashText);
}

nix::HashMismatch mismatch(const QString &specified, const QString &got = gotHash)
{
    nix::HashMismatch m;
    m.drvPath = QStringLiteral("/nix/store/x-hello-2.10.tar.gz.drv");
    m.specified = specified;
    m.got = got;
    m.fetcher.kind = QStringLiteral("fetchurl");
    m.fetcher.name = QStringLiteral("hello-2.10.tar.gz");
    return m;
}

QCoro::Task<std::optional<ApprovalDecision>> askGate(ApprovalGate &gate, ApprovalRequest r)
{
    co_return co_await gate.ask(r);
}
} // namespace

class TestLoopParts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hashFixReplacesPlaceholder_data()
    {
        QTest::addColumn<QString>("written");
        QTest::newRow("lib.fakeHash") << QStringLiteral("lib.fakeHash");
        QTest::newRow("lib.fakeSha256") << QStringLiteral("lib.fakeSha256");
        QTest::newRow("empty string (TOFU)") << QStringLiteral("\"\"");
        QTest::newRow("SRI literal") << QStringLiteral("\"%1\"").arg(nix::NixHash::fakeSri());
    }
    void hashFixReplacesPlaceholder()
    {
        QFETCH(QString, written);
        HashFixer fixer;
        const auto edit = fixer.fix(helloWith(written), mismatch(nix::NixHash::fakeSri()));
        QVERIFY2(edit.ok(), qPrintable(edit.ok() ? QString() : edit.error().message));
        QCOMPARE(edit.value().after, helloWith(QLatin1Char('"') + gotHash + QLatin1Char('"')));
        QVERIFY(edit.value().deterministic);
        QVERIFY(edit.value().summary.contains(gotHash));
        QVERIFY(edit.value().diff.contains(QStringLiteral("+    hash = \"%1\";").arg(gotHash)));
    }

    void hashFixSkipsComments()
    {
        // The broken-hello-fakehash fixture names lib.fakeHash in its header comment.
        const QString text
            = QStringLiteral("# the hash is lib.fakeHash (TOFU)\n/* lib.fakeHash */\n")
            + helloWith(QStringLiteral("lib.fakeHash"));
        HashFixer fixer;
        const auto edit = fixer.fix(text, mismatch(nix::NixHash::fakeSri()));
        QVERIFY(edit.ok());
        QVERIFY(edit.value().after.startsWith(
            QStringLiteral("# the hash is lib.fakeHash (TOFU)\n/* lib.fakeHash */\n")));
        QVERIFY(edit.value().after.contains(QStringLiteral("hash = \"%1\";").arg(gotHash)));
    }

    void nixComments_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("comment"); // at the marker X
        QTest::newRow("code") << QStringLiteral("{ a = X; }") << false;
        QTest::newRow("line comment") << QStringLiteral("# X\n") << true;
        QTest::newRow("after line comment") << QStringLiteral("# c\nX") << false;
        QTest::newRow("block") << QStringLiteral("/* X */") << true;
        QTest::newRow("after block") << QStringLiteral("/* c */ X") << false;
        QTest::newRow("hash in string") << QStringLiteral("\"#\" X") << false;
        QTest::newRow("escaped quote") << QStringLiteral("\"\\\"#\" X") << false;
        QTest::newRow("indented string") << QStringLiteral("''\n  # sh\n'' X") << false;
        QTest::newRow("indented escape") << QStringLiteral("'' '''# '' X") << false;
    }
    void nixComments()
    {
        QFETCH(QString, text);
        QFETCH(bool, comment);
        QCOMPARE(nix::inNixComment(text, text.indexOf(QLatin1Char('X'))), comment);
    }

    void builderMovesWithItsTimers()
    {
        // The loop's Builder moves to the worker thread with the loop: its timers must too,
        // or the build's time limit and log batching run in the wrong thread.
        QThread worker;
        nix::Builder builder;
        builder.moveToThread(&worker);
        const auto timers = builder.findChildren<QTimer *>();
        QCOMPARE(timers.size(), 3);
        for (const QTimer *t : timers)
            QCOMPARE(t->thread(), &worker);
    }

    void hashFixUsesAttributePosition()
    {
        // Two placeholders: the position says which one is the vendored dependencies' hash.
        const QString text = QStringLiteral("{\n  src = f { hash = lib.fakeHash; };\n"
                                            "  cargoHash = lib.fakeHash;\n}\n");
        nix::HashPosition position;
        position.attribute = QStringLiteral("cargoDeps");
        position.hash = nix::NixHash::fakeSri();
        position.location = {QStringLiteral("package.nix"), 3, 15};
        position.text = QStringLiteral("lib.fakeHash");
        HashFixer fixer;
        const auto edit = fixer.fix(text, mismatch(nix::NixHash::fakeSri()), {position});
        QVERIFY(edit.ok());
        QVERIFY(edit.value().after.contains(QStringLiteral("src = f { hash = lib.fakeHash; }")));
        QVERIFY(edit.value().after.contains(QStringLiteral("cargoHash = \"%1\";").arg(gotHash)));
        QVERIFY(edit.value().summary.contains(QStringLiteral("cargoDeps")));
    }

    /// A log opened on its own (the GUI's explain) says what the log cannot show: the
    /// builder's own output behind Nix's summary, or the rest of a build that stopped early.
    void explainedRecordSaysWhatTheLogLacks()
    {
        QTemporaryDir dir;
        const auto explained = [&dir](const QString &text) {
            const workspace::SessionRecord record = explainedText(dir, text);
            return record.attempts.empty() ? workspace::Attempt{} : record.attempts.front();
        };
        const QString drv
            = QStringLiteral("/nix/store/0wgiraav9pjcbgbkd5mzzv3r8wmdrrwl-libtypec-0.5.0.drv");
        const QString failed
            = QStringLiteral("error: builder for '%1' failed with exit code 2\n").arg(drv);
        const QString summary = explained(failed).evidence.feedback;
        QVERIFY2(summary.contains(QStringLiteral("nix log ") + drv), qPrintable(summary));
        // The cause in the log: no pointer elsewhere.
        const QString cause = explained(QStringLiteral("Running phase: buildPhase\n"
                                                       "a.c:1:10: fatal error: b.h: No such file "
                                                       "or directory\n")
            + failed)
                                  .evidence.feedback;
        QVERIFY2(cause.contains(QStringLiteral("b.h")), qPrintable(cause));
        QVERIFY2(!cause.contains(QStringLiteral("nix log")), qPrintable(cause));

        const QString cut = explained(QStringLiteral("Running phase: unpackPhase\n"
                                                     "Running phase: buildPhase\ngcc -c a.c\n"))
                                .summary;
        QVERIFY2(cut.contains(QStringLiteral("stops in buildPhase")), qPrintable(cut));
        const QString finished = explained(QStringLiteral("Running phase: buildPhase\n"
                                                          "gcc -c a.c\n"
                                                          "Running phase: installPhase\n"
                                                          "Running phase: fixupPhase\n"))
                                     .summary;
        QVERIFY2(finished.startsWith(QStringLiteral("Build log")), qPrintable(finished));
        QVERIFY2(!finished.contains(QStringLiteral("stops in")), qPrintable(finished));
    }

    void explainedCutLogIsUnfinishedNotBuilt()
    {
        // Regression: a log cut in buildPhase was recorded as a success, and the explainer's
        // report headed it "Result: the package builds".
        QTemporaryDir dir;
        const auto report = [&dir](const QString &text) {
            const workspace::SessionRecord record = explainedText(dir, text);
            return std::pair{record, loop::sessionReportFromRecord(record)};
        };
        const auto [cutRecord, cut] = report(
            QStringLiteral("Running phase: unpackPhase\nRunning phase: buildPhase\ngcc -c a.c\n"));
        QCOMPARE(cutRecord.attempts.size(), 1);
        QCOMPARE(cutRecord.attempts.front().outcome.kind, nix::OutcomeKind::Unfinished);
        QCOMPARE(cutRecord.attempts.front().outcome.failingPhase, QStringLiteral("buildPhase"));
        QVERIFY(!cut.succeeded());
        QVERIFY(cut.unfinished);
        QVERIFY(cut.category.isEmpty());
        const QString md = cut.toMarkdown();
        QVERIFY2(!md.contains(QStringLiteral("the package builds")), qPrintable(md));
        QVERIFY2(!md.contains(QStringLiteral("Failure analysis")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("stops in buildPhase")), qPrintable(md));
        QCOMPARE(cut.toJson().value(QStringLiteral("unfinished")).toBool(), true);

        const auto [doneRecord, done] = report(
            QStringLiteral("Running phase: buildPhase\ngcc -c a.c\nRunning phase: installPhase\n"
                           "Running phase: fixupPhase\n"));
        QCOMPARE(doneRecord.attempts.front().outcome.kind, nix::OutcomeKind::Success);
        QVERIFY(done.succeeded());
        QVERIFY(!done.unfinished);
    }

    void hashFixNamesAVendoredSetWithoutPosition()
    {
        // Regression: the fallback compared the fetcher's kind with "vendor", a kind
        // describeFetcher never gives, so a vendored set's fix said "src".
        nix::HashMismatch m = mismatch(nix::NixHash::fakeSri());
        m.drvPath = QStringLiteral("/nix/store/x-frob-1.0-vendor-staging.drv");
        m.fetcher.kind = QStringLiteral("cargoDeps");
        m.fetcher.name = QStringLiteral("frob-1.0-vendor-staging");
        HashFixer fixer;
        const auto edit = fixer.fix(QStringLiteral("{\n  cargoHash = lib.fakeHash;\n}\n"), m);
        QVERIFY(edit.ok());
        QVERIFY2(edit.value().summary.contains(QStringLiteral("cargoDeps")),
            qPrintable(edit.value().summary));
    }

    void hashFixDetectsNonReproducibleFetch()
    {
        HashFixer fixer;
        const auto first = fixer.fix(
            helloWith(QStringLiteral("lib.fakeHash")), mismatch(nix::NixHash::fakeSri()));
        QVERIFY(first.ok());
        fixer.confirm();
        const QString other = QStringLiteral("sha256-pQytvoCP/aGn+rF9FF9SojsWPzSz6zaWx+y1pSNA/B0=");
        const auto second = fixer.fix(first.value().after, mismatch(gotHash, other));
        QVERIFY(!second.ok());
        QVERIFY(fixer.lastWasNonReproducible());
        QVERIFY(second.error().message.contains(other));
    }

    void rejectedHashFixIsNotRemembered()
    {
        HashFixer fixer;
        QVERIFY(
            fixer.fix(helloWith(QStringLiteral("lib.fakeHash")), mismatch(nix::NixHash::fakeSri()))
                .ok());
        // Not confirmed (the maintainer rejected it): the hash was never written.
        const auto again = fixer.fix(helloWith(QLatin1Char('"') + gotHash + QLatin1Char('"')),
            mismatch(
                gotHash, QStringLiteral("sha256-pQytvoCP/aGn+rF9FF9SojsWPzSz6zaWx+y1pSNA/B0=")));
        QVERIFY(again.ok());
        QVERIFY(!fixer.lastWasNonReproducible());
    }

    void hashFixErrorWhenNotWritten()
    {
        HashFixer fixer;
        const auto edit = fixer.fix(QStringLiteral("{ src = fetchurl { url = u; sha256 = h; }; }"),
            mismatch(nix::NixHash::fakeSri()));
        QVERIFY(!edit.ok());
        QVERIFY(!fixer.lastWasNonReproducible());
        QVERIFY(edit.error().message.contains(gotHash));
    }

    void offsetOfLinesAndColumns()
    {
        const QString text = QStringLiteral("ab\ncd\nef");
        QCOMPARE(offsetOf(text, 1, 1), 0);
        QCOMPARE(offsetOf(text, 2, 2), 4);
        QCOMPARE(offsetOf(text, 3, 1), 6);
        QCOMPARE(offsetOf(text, 4, 1), -1);
        QCOMPARE(offsetOf(text, 0, 1), -1);
    }

    void solutionStackRollsBack()
    {
        SolutionStack stack;
        QVERIFY(stack.isEmpty());
        for (int n : {1, 2, 4})
            stack.push(AttemptState{n, QString::number(n), {}, nullptr, nullptr, {}});
        QCOMPARE(stack.best().number, 4);
        stack.rollBackTo(AttemptState{2, QStringLiteral("2"), {}, nullptr, nullptr, {}});
        QCOMPARE(stack.size(), 2);
        QCOMPARE(stack.best().number, 2);
        // The maintainer may roll back to an attempt that never made it onto the stack.
        stack.rollBackTo(AttemptState{3, QStringLiteral("3"), {}, nullptr, nullptr, {}});
        QCOMPARE(stack.size(), 3);
        QCOMPARE(stack.best().number, 3);
        QVERIFY(stack.contains(1));
        QVERIFY(!stack.contains(4));
    }

    void feedbackDistilsSignals()
    {
        const auto extractor = evidence::Extractor::create();
        QVERIFY(extractor.ok());
        const QByteArray log = "Running phase: unpackPhase\nRunning phase: buildPhase\n"
                               "gcc -c zdemo.c\n"
                               "zdemo.c:4:10: fatal error: zlib.h: No such file or directory\n"
                               "compilation terminated.\nmake: *** [Makefile:3: zdemo.o] Error 1\n";
        const evidence::Extraction extraction = extractor.value().extractText(log);
        nix::BuildOutcome outcome;
        outcome.kind = nix::OutcomeKind::BuildError;
        outcome.failingPhase = QStringLiteral("buildPhase");
        outcome.summary = QStringLiteral("builder for 'zdemo' failed with exit code 2");
        const QString feedback = EvidenceController::feedback(outcome, extraction);
        QVERIFY(feedback.startsWith(QStringLiteral("Outcome: build error in buildPhase")));
        QVERIFY(feedback.contains(QStringLiteral("zlib.h: No such file or directory")));
        QVERIFY(feedback.contains(QStringLiteral("[1] buildPhase")));
        QVERIFY(feedback.contains(QStringLiteral("missing_dependency")));
        // The cascade is not a signal of its own.
        QVERIFY(!feedback.contains(QStringLiteral("[2]"))
            || !feedback.section(QStringLiteral("[2]"), 1).contains(QStringLiteral("make: ***")));
    }

    void historyKeepsDoNotRepeatRules()
    {
        EvidenceController controller;
        QVERIFY(controller.history().contains(QStringLiteral("first fix")));
        controller.addHistory({1, QStringLiteral("Initial expression from the stdenv template"), {},
            QStringLiteral("build error in buildPhase"), false, {}});
        controller.addHistory(
            {2, QStringLiteral("Add zlibb"), QStringLiteral("+  buildInputs = [ zlibb ];"),
                QStringLiteral("REGRESS: The build fails earlier"), true, {}});
        controller.addHistory(
            {0, QStringLiteral("Disable the tests"), QStringLiteral("+  doCheck = false;"),
                QStringLiteral("rejected by the maintainer: keep the tests"), true, {}});
        const QString history = controller.history();
        QVERIFY(history.contains(QStringLiteral("1. (attempt 1) Initial expression")));
        QVERIFY(history.contains(QStringLiteral("3. (not built) Disable the tests")));
        QVERIFY(history.contains(QStringLiteral("DO NOT REPEAT in package.nix: Add zlibb")));
        QVERIFY(history.contains(QStringLiteral("    +  buildInputs = [ zlibb ];")));
        QVERIFY(history.contains(QStringLiteral("rejected by the maintainer: keep the tests")));
        QVERIFY(!history.contains(QStringLiteral("DO NOT REPEAT in package.nix: Initial")));
    }

    /// The History slot only grows at its end: each entry carries its own do-not-repeat rule,
    /// so the slot of one fix step is a prefix of the next one's, which a provider's prompt
    /// cache can reuse (issue 23). A rules block after all entries broke that at entry one.
    void historyGrowsOnlyAtItsEnd()
    {
        EvidenceController controller;
        controller.addHistory({1, QStringLiteral("Initial expression"), {},
            QStringLiteral("build error in buildPhase"), false, {}});
        QString previous = controller.history();
        const QList<HistoryEntry> entries{
            {2, QStringLiteral("Add zlibb"), QStringLiteral("+  buildInputs = [ zlibb ];"),
                QStringLiteral("REGRESS: The build fails earlier"), true,
                QStringLiteral("undefined variable 'zlibb' (package.nix:9:21)")},
            {3, QStringLiteral("Add zlib"), QStringLiteral("+  buildInputs = [ zlib ];"),
                QStringLiteral("PROGRESS: the build got further"), false, {}},
            {0, QStringLiteral("Disable the tests"), QStringLiteral("+  doCheck = false;"),
                QStringLiteral("rejected by the maintainer: keep the tests"), true, {}}};
        for (const HistoryEntry &entry : entries) {
            controller.addHistory(entry);
            const QString next = controller.history();
            QVERIFY2(next.startsWith(previous + QLatin1Char('\n')), qPrintable(next));
            previous = next;
        }
        // Each rule sits under its own entry.
        const QStringList lines = previous.split(QLatin1Char('\n'));
        const qsizetype rule = lines.indexOf(
            QStringLiteral("   - DO NOT REPEAT in package.nix: Add zlibb — REGRESS: The build "
                           "fails earlier; it failed with: undefined variable 'zlibb' "
                           "(package.nix:9:21)"));
        QVERIFY2(rule > 0, qPrintable(previous));
        QVERIFY(lines.at(rule - 2).startsWith(QStringLiteral("2. (attempt 2) Add zlibb")));
    }

    /// A slot over its budget keeps what leads it (or, for History, its first entry and newest
    /// edits), says how many lines it left out, and stays within the budget (issue 23).
    void slotsKeepTheirBudgets()
    {
        QStringList lines;
        for (int i = 1; i <= 400; ++i)
            lines
                << QStringLiteral("line %1 of a long slot, with some words to make it wide").arg(i);
        const QString text = lines.join(QLatin1Char('\n'));
        QCOMPARE(fitSlot(text, 100000, SlotCut::KeepHead), text);

        const QString head = fitSlot(text, 300, SlotCut::KeepHead);
        QVERIFY(estimatedTokens(head) <= 300);
        QVERIFY(head.startsWith(QStringLiteral("line 1 of")));
        QVERIFY(!head.contains(QStringLiteral("line 400 of")));
        const qsizetype kept = head.count(QStringLiteral(" of a long slot"));
        QVERIFY(kept > 10);
        QVERIFY2(head.endsWith(QStringLiteral("[… %1 line(s) left out to keep this slot within its "
                                              "budget; the session record has them all …]")
                                   .arg(400 - kept)),
            qPrintable(head));

        const QString ends = fitSlot(text, 300, SlotCut::KeepEnds);
        QVERIFY(estimatedTokens(ends) <= 300);
        QVERIFY(ends.startsWith(QStringLiteral("line 1 of")));
        QVERIFY(ends.endsWith(QStringLiteral("line 400 of a long slot, with some words to make "
                                             "it wide")));
        QVERIFY(ends.section(QLatin1Char('\n'), 1, 1).startsWith(QStringLiteral("[… ")));

        // One line wider than the budget: its beginning.
        const QString wide(5000, QLatin1Char('x'));
        const QString cut = fitSlot(wide, 100, SlotCut::KeepHead);
        QVERIFY(estimatedTokens(cut) <= 100);
        QVERIFY(cut.startsWith(QStringLiteral("xxxx")));
        QVERIFY(cut.contains(QChar(0x2026)));

        // The four slots, each within its own budget; a slot that fits is untouched.
        workspace::EvidenceSlots slots{text, text, text, QStringLiteral("short")};
        const SlotBudgets budgets;
        const workspace::EvidenceSlots fitted = fitSlots(slots, budgets);
        QVERIFY(estimatedTokens(fitted.feedback) <= budgets.feedback);
        QVERIFY(estimatedTokens(fitted.history) <= budgets.history);
        QVERIFY(estimatedTokens(fitted.findings) <= budgets.findings);
        QVERIFY(fitted.history.endsWith(lines.last()));
        QVERIFY(!fitted.feedback.contains(lines.last()));
        QCOMPARE(fitted.knowledge, QStringLiteral("short"));
    }

    /// An evaluation error's place as the maintainer looks for it: the user's file while the
    /// attempt builds it unchanged, else the attempt's package.nix; none outside package.nix.
    void evaluationErrorPlaces()
    {
        nix::BuildOutcome eval;
        eval.kind = nix::OutcomeKind::EvaluationError;
        eval.summary = QStringLiteral("undefined variable 'extraFlags'");
        eval.location = nix::SourceLocation{QStringLiteral("/s/workspace/package.nix"), 9, 15};
        const QString copy = QStringLiteral("/s/workspace/package.nix");
        QCOMPARE(evaluationErrorPlace(eval, copy, 1, QStringLiteral("/home/me/pkgs/x/package.nix")),
            QStringLiteral("/home/me/pkgs/x/package.nix:9:15"));
        QCOMPARE(evaluationErrorPlace(eval, copy, 3, QString()),
            QStringLiteral("package.nix:9:15 of attempt 3"));
        eval.location->file
            = QStringLiteral("/nix/store/abc-source/pkgs/stdenv/generic/make-derivation.nix");
        QVERIFY(evaluationErrorPlace(eval, copy, 1, QStringLiteral("/home/me/x.nix")).isEmpty());
        nix::BuildOutcome build;
        build.kind = nix::OutcomeKind::BuildError;
        build.location = nix::SourceLocation{copy, 9, 15};
        QVERIFY(evaluationErrorPlace(build, copy, 1, QString()).isEmpty());
    }

    /// A failed attempt's History entry quotes what it failed with, so that the rule forbids
    /// the mistake (an undefined name) rather than the idea (PREFIX) — the lz4 case.
    void historyQuotesTheAttemptsOwnFailure()
    {
        nix::BuildOutcome eval;
        eval.kind = nix::OutcomeKind::EvaluationError;
        eval.summary = QStringLiteral("undefined variable 'extraFlags'");
        eval.location = nix::SourceLocation{QStringLiteral("/tmp/s/workspace/package.nix"), 16, 52};
        const QString failure = EvidenceController::failureLine(eval, evidence::Extraction{});
        QCOMPARE(failure, QStringLiteral("undefined variable 'extraFlags' (package.nix:16:52)"));

        EvidenceController controller;
        controller.addHistory({2, QStringLiteral("Install into $out via PREFIX"),
            QStringLiteral("+  makeFlags = [ \"PREFIX=${placeholder \"out\"}\" ] ++ extraFlags;"),
            QStringLiteral("REGRESS: The build fails earlier: in evaluation"), true, failure});
        const QString history = controller.history();
        QVERIFY(history.contains(QStringLiteral("failed with: undefined variable 'extraFlags' "
                                                "(package.nix:16:52)")));
        QVERIFY(history.contains(QStringLiteral("DO NOT REPEAT in package.nix: Install into $out "
                                                "via PREFIX — REGRESS: The build fails earlier: in "
                                                "evaluation; it failed with: undefined variable")));

        // A build error: the leading diagnostic, not the cascade.
        const auto extractor = evidence::Extractor::create();
        QVERIFY(extractor.ok());
        const evidence::Extraction extraction = extractor.value().extractText(
            "Running phase: installPhase\n"
            "install -m 644 tree.1 /usr/local/man/man1/\n"
            "install: cannot create regular file '/usr/local/man/man1/tree.1': Permission denied\n"
            "make: *** [Makefile:90: install] Error 1\n");
        nix::BuildOutcome build;
        build.kind = nix::OutcomeKind::BuildError;
        build.summary = QStringLiteral("builder for 'tree' failed with exit code 2");
        const QString line = EvidenceController::failureLine(build, extraction);
        QVERIFY2(line.startsWith(QStringLiteral("install: cannot create regular file")),
            qPrintable(line));
        QVERIFY(line.endsWith(QStringLiteral("(installPhase)")));
        nix::BuildOutcome built;
        built.kind = nix::OutcomeKind::Success;
        QVERIFY(EvidenceController::failureLine(built, extraction).isEmpty());
    }

    void gatePassesAutoActions()
    {
        ApprovalGate gate(ApprovalPolicy::allAuto());
        QSignalSpy needed(&gate, &ApprovalGate::approvalNeeded);
        auto task = askGate(
            gate, ApprovalRequest{0, GatedAction::ApplyEdit, 1, QStringLiteral("x"), {}, {}});
        const auto decision = QCoro::waitFor(task);
        QVERIFY(decision.has_value());
        QCOMPARE(decision->kind, ApprovalDecision::Kind::Approve);
        QCOMPARE(needed.count(), 0);
    }

    void gateWaitsForTheAnswer()
    {
        ApprovalGate gate(ApprovalPolicy::allAsk());
        int asked = 0;
        connect(&gate, &ApprovalGate::approvalNeeded, this, [&](const ApprovalRequest &r) {
            ++asked;
            QVERIFY(gate.isWaiting());
            gate.answer(r.id + 100, ApprovalDecision::approve()); // not this request: ignored
            QTimer::singleShot(20, this, [&gate, id = r.id] {
                gate.answer(id, ApprovalDecision::reject(QStringLiteral("keep the tests")));
            });
        });
        auto task = askGate(
            gate, ApprovalRequest{0, GatedAction::ApplyEdit, 1, QStringLiteral("x"), {}, {}});
        const auto decision = QCoro::waitFor(task);
        QCOMPARE(asked, 1);
        QVERIFY(decision.has_value());
        QCOMPARE(decision->kind, ApprovalDecision::Kind::Reject);
        QCOMPARE(decision->reason, QStringLiteral("keep the tests"));
        QVERIFY(!gate.isWaiting());
    }

    void gateAnswerInsideTheSignal()
    {
        ApprovalGate gate(ApprovalPolicy::allAsk());
        connect(&gate, &ApprovalGate::approvalNeeded, this, [&gate](const ApprovalRequest &r) {
            gate.answer(r.id, ApprovalDecision::rollBack(2));
        });
        auto task = askGate(
            gate, ApprovalRequest{0, GatedAction::StartBuild, 3, QStringLiteral("x"), {}, {}});
        const auto decision = QCoro::waitFor(task);
        QVERIFY(decision.has_value());
        QCOMPARE(decision->kind, ApprovalDecision::Kind::RollBack);
        QCOMPARE(decision->rollBackTo, 2);
    }

    void gateCancelEndsTheWait()
    {
        ApprovalGate gate(ApprovalPolicy::allAsk());
        connect(&gate, &ApprovalGate::approvalNeeded, this, [&gate, this](const ApprovalRequest &) {
            QTimer::singleShot(10, this, [&gate] { gate.cancel(); });
        });
        auto task = askGate(
            gate, ApprovalRequest{0, GatedAction::ApplyEdit, 1, QStringLiteral("x"), {}, {}});
        QVERIFY(!QCoro::waitFor(task).has_value());
        auto later = askGate(
            gate, ApprovalRequest{0, GatedAction::ApplyEdit, 1, QStringLiteral("y"), {}, {}});
        QVERIFY(!QCoro::waitFor(later).has_value());
    }

    void unifiedDiffMarksChangedLines()
    {
        const QString before = QStringLiteral("a\nb\nc\nd\n");
        const QString after = QStringLiteral("a\nb\nC\nd\ne\n");
        const QString diff = workspace::unifiedDiff(before, after);
        QVERIFY(diff.startsWith(QStringLiteral("--- a/package.nix\n+++ b/package.nix\n@@ ")));
        QVERIFY(diff.contains(QStringLiteral("\n-c\n+C\n")));
        QVERIFY(diff.contains(QStringLiteral("\n+e\n")));
        QCOMPARE(workspace::changedLines(diff), QStringLiteral("-c\n+C\n+e"));
        QVERIFY(workspace::unifiedDiff(before, before).isEmpty());
    }

    void promptsRenderWithoutEscaping()
    {
        const auto text = renderPrompt(QStringLiteral("fix-user"),
            {{QStringLiteral("feedback"), QStringLiteral("a < b && \"c\"")},
                {QStringLiteral("history"), QStringLiteral("H")},
                {QStringLiteral("findings"), QStringLiteral("F")},
                {QStringLiteral("knowledge"), QStringLiteral("K")},
                {QStringLiteral("expression"), QStringLiteral("{ }")}});
        QVERIFY(text.ok());
        QVERIFY(text.value().contains(QStringLiteral("Feedback:\na < b && \"c\"")));
        for (const char *slot : {"Feedback:", "History:", "Findings:", "Knowledge:"})
            QVERIFY(text.value().contains(QLatin1String(slot)));
        QVERIFY(!renderPrompt(QStringLiteral("no-such-prompt"), {}).ok());
        for (const char *name : {"fix-system", "analysis-system", "analysis-user", "judge-system",
                 "judge-user", "failure-system", "failure-user"})
            QVERIFY2(renderPrompt(QLatin1String(name), {}).ok(), name);
    }

    void reportNamesCauseAndAttempts()
    {
        SessionReport report;
        report.pname = QStringLiteral("jq");
        report.version = QStringLiteral("1.6");
        report.stopReason = StopReason::NoProgress;
        report.stopDetail = QStringLiteral("10 attempts in a row made no progress.");
        report.finalAttempt = 2;
        report.expression = QStringLiteral("{ }");
        report.category = QStringLiteral("dependency_not_in_nixpkgs");
        report.explanation = QStringLiteral("oniguruma is missing.");
        report.attempts
            = {{1, QStringLiteral("template"), QStringLiteral("build error"), {}, false, 1000, {}},
                {2, QStringLiteral("a | b"), QStringLiteral("build error"),
                    QStringLiteral("REGRESS: x"), true, 2000,
                    {{QStringLiteral("/nix/store/0000000000000000000000000000000a-x.drv"),
                        QStringLiteral("ssh://builder")}}}};
        const QString md = report.toMarkdown();
        QVERIFY(md.contains(QStringLiteral("no building package")));
        QVERIFY2(md.contains(QStringLiteral(
                     "Built on remote builders: `ssh://builder` (1 derivation(s)).")),
            qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("`dependency_not_in_nixpkgs`")));
        QVERIFY(md.contains(QStringLiteral("~~a / b~~ (rolled back)")));
        QVERIFY(md.contains(QStringLiteral("```nix\n{ }\n```")));
        const QJsonObject json = report.toJson();
        QCOMPARE(
            json.value(QStringLiteral("stop_reason")).toString(), QStringLiteral("no-progress"));
        QCOMPARE(json.value(QStringLiteral("attempts")).toArray().size(), 2);
        QCOMPARE(json.value(QStringLiteral("succeeded")).toBool(), false);
    }

    void emptyInputListsDropped()
    {
        const QString text
            = QStringLiteral("{\n  nativeBuildInputs = [ ];\n  buildInputs = [ zlib ];\n"
                             "  propagatedBuildInputs = [];\n  doCheck = true;\n}\n");
        QCOMPARE(tools::dropEmptyInputLists(text),
            QStringLiteral("{\n  buildInputs = [ zlib ];\n  doCheck = true;\n}\n"));
    }

    void reportWarnsAboutLocalSources()
    {
        SessionReport report;
        report.expression = QStringLiteral("src = fetchurl { url = \"file:///tmp/x.tar.gz\"; };");
        QVERIFY(report.toMarkdown().contains(QStringLiteral("Before you share it")));
        report.expression = QStringLiteral("src = fetchurl { url = \"mirror://gnu/x.tar.gz\"; };");
        QVERIFY(!report.toMarkdown().contains(QStringLiteral("Before you share it")));
    }

    void namesAndExitStatuses()
    {
        QSet<int> statuses;
        for (int r = int(StopReason::Succeeded); r <= int(StopReason::ModelFailed); ++r) {
            const auto reason = StopReason(r);
            QVERIFY(!stopReasonName(reason).isEmpty());
            statuses.insert(exitStatus(reason));
        }
        QCOMPARE(statuses.size(), int(StopReason::ModelFailed) + 1);
        QCOMPARE(exitStatus(StopReason::Succeeded), 0);
        QVERIFY(!statuses.contains(1) && !statuses.contains(2)); // usage and read errors
        QCOMPARE(gatedActionFromName(gatedActionName(GatedAction::RunInVm)), GatedAction::RunInVm);
        QVERIFY(ApprovalPolicy{}.asks(GatedAction::ChangePin));
        QVERIFY(!ApprovalPolicy{}.asks(GatedAction::ApplyEdit));
    }

    void pnameFromSourceNames_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("pname");
        QTest::newRow("gnu") << 0
                             << "https://" PACKWRIGHT_TEST_MIRROR_HOST
                                "/gnu/hello/hello-2.12.1.tar.gz"
                             << "hello";
        QTest::newRow("debian orig") << 2 << "/m/libspng_0.7.3.orig.tar.gz"
                                     << "libspng";
        QTest::newRow("v tag") << 0 << "https://x/Foo-Bar-v1.0.zip"
                               << "foo-bar";
        QTest::newRow("git dir") << 1 << "/src/jq/"
                                 << "jq";
        QTest::newRow("git suffix") << 1 << "/src/cJSON.git"
                                    << "cjson";
        QTest::newRow("forge archive")
            << 0 << "https://github.com/DaveGamble/cJSON/archive/v1.7.15.tar.gz"
            << "cjson";
        QTest::newRow("mirrored forge archive") << 2 << "/m/github/DaveGamble/cJSON/v1.7.15.tar.gz"
                                                << "cjson";
        QTest::newRow("nothing to go by") << 2 << "/v1.0.tar.gz"
                                          << "";
    }
    void pnameFromSourceNames()
    {
        QFETCH(int, kind);
        QFETCH(QString, location);
        QFETCH(QString, pname);
        QCOMPARE(pnameFromSource({nix::SourceSpec::Kind(kind), location, {}}), pname);
    }
};

QTEST_GUILESS_MAIN(TestLoopParts)
#include "tst_loopparts.moc"
