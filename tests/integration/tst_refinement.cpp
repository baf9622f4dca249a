// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Refinement after a build that succeeds (Vibenix §4.1.10), end to end: real Nix on the
// fixture set, the real QEMU micro-VM (software emulation), the scripted model over HTTP.

#include "LoopScenario.h"

#include "nix/ProcessTree.h"
#include "vm/QemuMicroVm.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::loop;
using namespace packwright::testsupport;

namespace {

/// tiny (tests/fixtures/packages/tiny) built and installed where no one finds it: the
/// package builds, but `tiny` is not in $out/bin, so mainProgram names nothing.
const QString misinstalled = QStringLiteral(R"nix({ lib, stdenv }:

stdenv.mkDerivation (finalAttrs: {
  pname = "tiny";
  version = "1.0";

  src = ./src;

  installPhase = ''
    runHook preInstall
    install -Dm755 tiny $out/libexec/tiny/tiny
    runHook postInstall
  '';

  meta = {
    description = "Tiny C program for fast Packwright fixture builds";
    license = lib.licenses.mit;
    mainProgram = "tiny";
  };
})
)nix");

QJsonObject runInVm(const QString &id, const QString &script)
{
    return toolCall(id, QStringLiteral("run_in_vm"), {{QStringLiteral("script"), script}});
}

QJsonObject reportProblems(const QString &id, const QJsonArray &problems)
{
    return toolCall(
        id, QStringLiteral("report_evaluation"), {{QStringLiteral("problems"), problems}});
}

QJsonObject problem(const QString &category, const QString &description, const QString &evidence)
{
    return {{QStringLiteral("category"), category}, {QStringLiteral("description"), description},
        {QStringLiteral("evidence"), evidence}};
}

/// QEMU processes below this test process, alive or not yet reaped.
int qemuProcesses()
{
    int count = 0;
    for (const nix::ProcessId pid : nix::descendantProcesses(QCoreApplication::applicationPid())) {
        QFile comm(QStringLiteral("/proc/%1/comm").arg(pid.pid));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().startsWith("qemu"))
            ++count;
    }
    return count;
}

} // namespace

class TestRefinement : public QObject
{
    Q_OBJECT

    QTemporaryDir m_cache;

    PackagingRequest request(const QString &sessionDir, const ScriptedModelServer &server) const
    {
        PackagingRequest r
            = fixtureRequest(sessionDir, m_cache.filePath(QStringLiteral("index.sqlite")));
        r.initialExpression = misinstalled;
        r.extraFiles = tinySources();
        r.profile = scriptedProfile(server);
        r.quickFixes = false;
        r.limits.refinementRounds = 2;
        // The fixture set cannot build a NixOS VM: the micro-VM, the same on every CI machine.
        r.vm.choice = vm::VmChoice::MicroVm;
        r.vm.qemu.accelerator = vm::Accelerator::Tcg;
        return r;
    }

private Q_SLOTS:
    // The issue's case: the package builds, the evaluator runs its program in the VM and finds
    // it missing from $out/bin, the optimizer installs it there, the rebuilt package is run in
    // a second VM and works. Every VM run is on the record, with its console.
    void missingBinaryIsFixedAndConfirmedInAVm()
    {
        ScriptedModelServer server;
        server.setSteps({
            // Round 1, evaluator: the outputs are listed in the prompt.
            // Issue 17: the lint findings of the package that builds are in its Findings.
            callsStep({runInVm(QStringLiteral("e1"), QStringLiteral("tiny tester"))},
                {QStringLiteral("libexec/tiny/tiny"), QStringLiteral("round 1 of 2"),
                    QStringLiteral("nixpkgs lint of attempt 1 (it builds)")}),
            callsStep({reportProblems(QStringLiteral("e2"),
                          {problem(QStringLiteral("missing-binary"),
                              QStringLiteral("tiny is installed to libexec/tiny, not to bin; "
                                             "mainProgram names nothing"),
                              QStringLiteral("sh: tiny: not found, exit status 127"))})},
                {QStringLiteral("Exit status: 127"), QStringLiteral("tiny: not found")}),
            textStep(QStringLiteral("One problem reported.")),
            // Round 1, optimizer.
            callsStep({strReplace(QStringLiteral("o1"), QStringLiteral("$out/libexec/tiny/tiny"),
                          QStringLiteral("$out/bin/tiny"))},
                {QStringLiteral("[missing-binary] tiny is installed to libexec/tiny")}),
            textStep(QStringLiteral("Install tiny into $out/bin, where mainProgram expects it.")),
            // Round 2, evaluator, on the rebuilt package: a second VM run confirms it.
            callsStep(
                {runInVm(QStringLiteral("e3"), QStringLiteral("tiny tester; command -v tiny"))},
                {QStringLiteral("round 2 of 2"), QStringLiteral("bin/tiny"),
                    QStringLiteral("nixpkgs lint of attempt 2 (it builds)")}),
            callsStep({reportProblems(QStringLiteral("e4"), {})},
                {QStringLiteral("Exit status: 0"), QStringLiteral("Hello from tiny, tester!")}),
            textStep(QStringLiteral("tiny works.")),
        });
        QVERIFY(server.listen());
        QTemporaryDir dir;
        const PackagingRequest r = request(dir.filePath(QStringLiteral("session")), server);
        QList<LoopEvent> events;
        const SessionReport report = runSession(r, {}, &events);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        verifyServed(server);
        QCOMPARE(report.finalAttempt, 2);
        QVERIFY(report.expression.contains(QStringLiteral("install -Dm755 tiny $out/bin/tiny")));
        QCOMPARE(report.refinement.size(), 3);
        QVERIFY2(report.refinement.at(1).contains(QStringLiteral("builds as attempt 2")),
            qPrintable(report.refinement.join(QLatin1Char('\n'))));
        QVERIFY(report.refinement.at(2).contains(QStringLiteral("no problems found")));
        // The evaluator's last report (Vibenix §5's functional correctness, for batch results).
        QCOMPARE(report.refinementVerdict, QStringLiteral("no-problems"));
        QCOMPARE(qemuProcesses(), 0);

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.status, QStringLiteral("succeeded"));
        QCOMPARE(rec.attempts.size(), size_t(2));
        // Attempt 1: one VM run that failed, then the optimizer's edit (its evidence says why).
        const workspace::Attempt &first = rec.attempts[0];
        QCOMPARE(first.vmRuns.size(), 1);
        QCOMPARE(first.vmRuns[0].script, QStringLiteral("tiny tester"));
        QCOMPARE(first.vmRuns[0].exitStatus, 127);
        QCOMPARE(first.vmRuns[0].backend, QStringLiteral("qemu-tcg"));
        QVERIFY(first.vmRuns[0].storePaths.first().endsWith(QStringLiteral("-tiny-1.0")));
        QVERIFY(first.vmRuns[0].bootMs > 0);
        QVERIFY(first.evidence.feedback.contains(QStringLiteral("[missing-binary]")));
        QVERIFY(std::any_of(
            first.approvals.cbegin(), first.approvals.cend(), [](const workspace::Approval &a) {
                return a.action.startsWith(QStringLiteral("Run a script in a VM"));
            }));
        // Attempt 2: the rebuilt package, confirmed by the second VM run.
        const workspace::Attempt &second = rec.attempts[1];
        QVERIFY(second.summary.startsWith(QStringLiteral("Refinement: Install tiny")));
        QCOMPARE(second.vmRuns.size(), 1);
        QCOMPARE(second.vmRuns[0].exitStatus, 0);
        QVERIFY(second.vmRuns[0].passed());
        QVERIFY(second.vmRuns[0].output.startsWith(QStringLiteral("Hello from tiny, tester!\n")));
        QVERIFY(second.vmRuns[0].output.contains(QStringLiteral("-tiny-1.0/bin/tiny")));
        QVERIFY(rec.vmConsole.contains("Hello from tiny, tester!"));
        // The console streamed live too.
        QByteArray console;
        for (const LoopEvent &e : std::as_const(events))
            if (e.kind == LoopEvent::Kind::VmOutput)
                console += e.bytes;
        QVERIFY(console.contains("tiny: not found"));
        QVERIFY(console.contains("Hello from tiny, tester!"));
        const QString md = readText(r.sessionDirectory + QStringLiteral("/report.md"));
        QVERIFY(md.contains(QStringLiteral("## Refinement in a VM")));
        // The report lists what lint still finds in the final package.nix.
        QCOMPARE(
            md.contains(QStringLiteral("## nixpkgs conformance (lint)")), !report.lint.isEmpty());
        QString built = report.expression;
        verifyBuilds(built.replace(
            QStringLiteral("./src"), fixturesDir() + QStringLiteral("/packages/tiny/src")));
    }

    // Issue 17: the evaluator's VM run shows GNU hello printing its version; the refinement
    // adds versionCheckHook as a deterministic edit (no optimizer call), which builds, and the
    // next round checks the result.
    void versionShownInAVmAddsVersionCheckHook()
    {
        if (!fillFixtureMirror())
            QSKIP("the Debian archive (source mirror) is unreachable");
        ScriptedModelServer server;
        server.setSteps({
            callsStep({runInVm(QStringLiteral("e1"), QStringLiteral("hello --version"))},
                {QStringLiteral("round 1 of 2")}),
            callsStep({reportProblems(QStringLiteral("e2"), {})},
                {QStringLiteral("Exit status: 0"), QStringLiteral("hello (GNU Hello) 2.10")}),
            textStep(QStringLiteral("hello works.")),
            callsStep({reportProblems(QStringLiteral("e3"), {})}, {QStringLiteral("round 2 of 2")}),
            textStep(QStringLiteral("Nothing else.")),
        });
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")), server);
        r.initialExpression = fixturePackage("hello");
        r.extraFiles.clear();
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        verifyServed(server);
        QCOMPARE(report.finalAttempt, 2);
        QVERIFY2(report.expression.contains(
                     QStringLiteral("  nativeInstallCheckInputs = [ versionCheckHook ];\n")),
            qPrintable(report.expression));
        QVERIFY(report.expression.startsWith(
            QStringLiteral("{\n  lib,\n  stdenv,\n  fetchurl,\n  versionCheckHook,\n}:")));
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(2));
        QVERIFY2(rec.attempts[1].summary.contains(QStringLiteral("versionCheckHook")),
            qPrintable(rec.attempts[1].summary));
        QCOMPARE(rec.attempts[1].outcome.kind, nix::OutcomeKind::Success);
        QCOMPARE(qemuProcesses(), 0);
    }

    // A refinement edit that breaks the build gets its bounded repairs and, still broken, is
    // discarded: the session goes back to the attempt that built. The run-in-VM gate asks, and
    // a refused run reaches the model as such without starting a VM.
    void brokenRefinementIsDiscarded()
    {
        ScriptedModelServer server;
        server.setSteps({
            callsStep({runInVm(QStringLiteral("e1"), QStringLiteral("tiny"))}),
            callsStep(
                {reportProblems(QStringLiteral("e2"),
                    {problem(QStringLiteral("missing-binary"), QStringLiteral("tiny is not in bin"),
                        QStringLiteral("the outputs list libexec/tiny/tiny only"))})},
                {QStringLiteral("did not allow this run: not on this machine")}),
            textStep(QStringLiteral("Reported.")),
            // The optimizer breaks the expression (a missing semicolon) …
            callsStep({strReplace(QStringLiteral("o1"), QStringLiteral("version = \"1.0\";"),
                QStringLiteral("version = \"1.0\""))}),
            textStep(QStringLiteral("Tidy the version.")),
            // … and its one repair does not mend it.
            callsStep({strReplace(QStringLiteral("r1"), QStringLiteral("pname = \"tiny\";"),
                QStringLiteral("pname = \"tiny\""))}),
            textStep(QStringLiteral("Tidy the name.")),
            // Round 2 on the attempt that builds: nothing more to report.
            callsStep({reportProblems(QStringLiteral("e3"), {})},
                {QStringLiteral("round 2 of 2"), QStringLiteral("discarded")}),
            textStep(QStringLiteral("Nothing else.")),
        });
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")), server);
        r.limits.refinementRepairs = 1;
        r.approvals.set(GatedAction::RunInVm, true);
        int vmQuestions = 0;
        QString vmGateDetail;
        const SessionReport report = runSession(r, [&](const ApprovalRequest &a) {
            if (a.action != GatedAction::RunInVm)
                return ApprovalDecision::approve();
            ++vmQuestions;
            // The gate shows its subject: the whole script and the package it runs against.
            vmGateDetail = a.detail;
            return ApprovalDecision::reject(QStringLiteral("not on this machine"));
        });
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        verifyServed(server);
        QCOMPARE(vmQuestions, 1);
        static const QRegularExpression gateDetail(
            QStringLiteral("^The script to run in the VM:\\ntiny\\nThe packages in the VM: "
                           "/nix/store/[a-z0-9]{32}-tiny-1\\.0$"));
        QVERIFY2(gateDetail.match(vmGateDetail).hasMatch(), qPrintable(vmGateDetail));
        QCOMPARE(report.finalAttempt, 1);
        QCOMPARE(report.expression, misinstalled);
        QVERIFY2(report.refinement.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("still fails after 1 repairs; discarded, back to "
                                              "attempt 1")),
            qPrintable(report.refinement.join(QLatin1Char('\n'))));
        // The last report is round 2's, on the attempt that builds: no problems.
        QCOMPARE(report.refinementVerdict, QStringLiteral("no-problems"));

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(3));
        QVERIFY(!rec.attempts[0].abandoned);
        QVERIFY(rec.attempts[1].abandoned);
        QVERIFY(rec.attempts[2].abandoned);
        QCOMPARE(rec.attempts[1].outcome.kind, nix::OutcomeKind::EvaluationError);
        QVERIFY(rec.attempts[0].vmRuns.isEmpty()); // refused: no VM started
        QVERIFY(std::any_of(rec.attempts[0].approvals.cbegin(), rec.attempts[0].approvals.cend(),
            [](const workspace::Approval &a) { return a.decision == QStringLiteral("rejected"); }));
        QCOMPARE(qemuProcesses(), 0);
    }

    // The maintainer declines to build the optimizer's edit: nothing is built, the report says
    // so (not "still fails after repairs"), and the next round checks the attempt that built.
    void declinedRefinementBuildIsReported()
    {
        ScriptedModelServer server;
        server.setSteps({
            callsStep({reportProblems(QStringLiteral("e1"),
                {problem(QStringLiteral("missing-binary"), QStringLiteral("tiny is not in bin"),
                    QStringLiteral("the outputs list libexec/tiny/tiny only"))})}),
            textStep(QStringLiteral("Reported.")),
            callsStep({strReplace(QStringLiteral("o1"), QStringLiteral("$out/libexec/tiny/tiny"),
                QStringLiteral("$out/bin/tiny"))}),
            textStep(QStringLiteral("Install tiny into bin.")),
            callsStep({reportProblems(QStringLiteral("e2"), {})},
                {QStringLiteral("round 2 of 2"),
                    QStringLiteral("did not let the refinement edit")}),
            textStep(QStringLiteral("Nothing else.")),
        });
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")), server);
        r.approvals.set(GatedAction::StartBuild, true);
        const SessionReport report = runSession(r, [](const ApprovalRequest &a) {
            if (a.action == GatedAction::StartBuild && a.attempt > 1)
                return ApprovalDecision::reject(QStringLiteral("not now"));
            return ApprovalDecision::approve();
        });
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        verifyServed(server);
        QCOMPARE(report.finalAttempt, 1);
        QCOMPARE(report.expression, misinstalled);
        const QString lines = report.refinement.join(QLatin1Char('\n'));
        QVERIFY2(lines.contains(QStringLiteral("The maintainer did not let the refinement edit of "
                                               "round 1 be built; back to attempt 1.")),
            qPrintable(lines));
        QVERIFY(!lines.contains(QStringLiteral("still fails")));
        QCOMPARE(loadRecord(r.sessionDirectory).attempts.size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestRefinement)
#include "tst_refinement.moc"
