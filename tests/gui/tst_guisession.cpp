// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A whole session driven through the workbench, offscreen: real Nix on the fixture set, the
// scripted model server over HTTP, and the maintainer's answers given through the window's
// own controls — reject with a reason, approve, roll back, edit & approve — then the
// models, the views and the session's record and repository are checked.

#include "../integration/LoopScenario.h"

#include "ApprovalBar.h"
#include "AttemptListModel.h"
#include "BuildLogView.h"
#include "EvidencePanel.h"
#include "ExpressionEditor.h"
#include "IterationTimeline.h"
#include "LiveSession.h"
#include "LogDocument.h"
#include "LogTextArea.h"
#include "MainWindow.h"
#include "NewSessionWizard.h"
#include "PrivateSettings.h"
#include "Screenshot.h"
#include "core/SqlConnection.h"
#include "workspace/SessionRepository.h"

#include <KSyntaxHighlighting/Repository>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>

using namespace packwright;
using namespace packwright::testsupport;

namespace {
const QString rejectReason = QStringLiteral("the tests are not what fails; fix tiny.c");
const QString makeFlags = QStringLiteral("  makeFlags = [ \"PREFIX=${placeholder \"out\"}\" ];\n");
const QString maintainerComment = QStringLiteral("# checked by the maintainer\n");

/// broken-compile-error with its source beside it (the session copies extra files).
QString brokenExpression()
{
    return fixturePackage("broken-compile-error")
        .replace(QStringLiteral("../tiny/src"), QStringLiteral("./src"));
}

/// A session over `expression` in `dir` with tiny's sources beside it, the model answered by
/// `server`, and no quick fixes: the maintainer's answers to the model are under test.
loop::PackagingRequest tinyRequest(
    const QTemporaryDir &dir, const QString &expression, const ScriptedModelServer &server)
{
    loop::PackagingRequest request = fixtureRequest(
        dir.filePath(QStringLiteral("session")), dir.filePath(QStringLiteral("index.sqlite")));
    request.initialExpression = expression;
    request.extraFiles = tinySources();
    request.quickFixes = false;
    request.profile = scriptedProfile(server);
    return request;
}

} // namespace

class TestGuiSession : public QObject
{
    Q_OBJECT

    testsupport::PrivateSettings m_settings; ///< no recents or layout of other runs

private Q_SLOTS:
    void fullSession()
    {
        const QString expression = brokenExpression();
        const QString postPatch = postPatchBlock(expression);
        QVERIFY(postPatch.contains(QStringLiteral("substituteInPlace")));

        ScriptedModelServer server;
        server.setSteps({
            // Fix step after attempt 1: disables the tests — the maintainer rejects it.
            callsStep({strReplace(QStringLiteral("a"), makeFlags,
                makeFlags + QStringLiteral("  doCheck = false;\n"))}),
            textStep(QStringLiteral("Disabled the tests.")),
            // The rejection reaches the model as a do-not-repeat rule; this edit is approved
            // and builds as attempt 2, failing the same way.
            callsStep({strReplace(QStringLiteral("b"), makeFlags,
                          makeFlags + QStringLiteral("  enableParallelBuilding = true;\n"))},
                {rejectReason, QStringLiteral("DO NOT REPEAT")}),
            textStep(QStringLiteral("Built in parallel.")),
            // After attempt 2: the real fix — the maintainer rolls back to attempt 1 instead.
            callsStep({strReplace(QStringLiteral("c"), postPatch, QString())}),
            textStep(QStringLiteral("Removed the postPatch that breaks tiny.c.")),
            // From attempt 1 again: the fix, which the maintainer edits and approves.
            callsStep({strReplace(QStringLiteral("d"), postPatch, QString())}),
            textStep(QStringLiteral("Removed the postPatch that breaks tiny.c.")),
        });
        QVERIFY(server.listen());

        QTemporaryDir dir;
        loop::PackagingRequest request = tinyRequest(dir, expression, server);
        request.approvals.askApplyEdit = true;

        KSyntaxHighlighting::Repository repository;
        ui::MainWindow window(repository);
        window.show();
        auto *bar = window.findChild<ui::ApprovalBar *>();
        auto *editor = window.findChild<ui::ExpressionEditor *>();
        auto *timeline = window.findChild<ui::IterationTimeline *>();
        auto *buildLog = window.findChild<ui::BuildLogView *>();
        auto *live = window.findChild<QPlainTextEdit *>(QStringLiteral("liveTranscript"));
        auto *progress = window.findChild<QProgressBar *>(QStringLiteral("buildProgress"));
        QVERIFY(bar && editor && timeline && buildLog && live && progress);
        // The GUI thread opens no SQLite database while the session runs: the record is read
        // on a worker thread (issue 20). It did, at every new attempt, gate and the end.
        const quint64 opened = connectionsOpenedOn(QThread::currentThread());
        QVERIFY(window.startSession(request));
        models::LiveSession *session = window.liveSession();
        QVERIFY(session);
        // The record the loop is still creating is no broken record: no warning says so (it
        // did, now and then, when a reload read the file between its creation and its schema).
        QSignalSpy warnings(session, &models::LiveSession::warning);

        // What the maintainer saw and did, in order.
        QStringList answers;
        bool sawProgress = false;
        int fixes = 0;
        connect(session, &models::LiveSession::progressChanged, this, [&] {
            sawProgress
                = sawProgress || (progress->isVisible() && !session->progress().phase.isEmpty());
        });
        connect(session, &models::LiveSession::approvalChanged, this, [&] {
            const auto &pending = session->pendingApproval();
            if (!pending)
                return;
            // Answer as a person would: after the window has shown the request.
            QTimer::singleShot(50, this, [&, pending = *pending] {
                if (!pending.edit) {
                    answers << QStringLiteral("approve %1").arg(gatedActionName(pending.action));
                    bar->approveAction()->trigger();
                    return;
                }
                QCOMPARE(editor->toPlainText(), pending.edit->after);
                const QString after = pending.edit->after;
                if (after.contains(QStringLiteral("doCheck = false"))) {
                    screenshot(&window, QStringLiteral("live-approval"));
                    answers << QStringLiteral("reject");
                    QTimer::singleShot(0, this, [] {
                        auto *dialog
                            = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
                        QVERIFY(dialog);
                        dialog->setTextValue(rejectReason);
                        dialog->accept();
                    });
                    bar->rejectAction()->trigger();
                } else if (after.contains(QStringLiteral("enableParallelBuilding"))) {
                    answers << QStringLiteral("approve");
                    bar->approveAction()->trigger();
                } else if (++fixes == 1) {
                    answers << QStringLiteral("roll back");
                    QCOMPARE(window.attemptModel()->rowCount(), 2);
                    timeline->selectAttempt(0);
                    QVERIFY(bar->rollBackAction()->isEnabled());
                    bar->rollBackAction()->trigger();
                } else {
                    answers << QStringLiteral("edit");
                    bar->editApproveAction()->trigger();
                    QVERIFY(!editor->isReadOnly());
                    QTextCursor cursor(editor->document());
                    cursor.insertText(maintainerComment);
                    bar->approveAction()->trigger();
                }
            });
        });

        QSignalSpy finished(session, &models::LiveSession::finished);
        QVERIFY(finished.wait(300000));
        QCOMPARE(connectionsOpenedOn(QThread::currentThread()), opened);
        const loop::SessionReport report = *session->report();
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        for (const QList<QVariant> &w : std::as_const(warnings))
            QVERIFY2(!w.at(0).toString().contains(QStringLiteral("session record")),
                qPrintable(w.at(0).toString()));
        verifyServed(server);
        QCOMPARE(answers,
            (QStringList{QStringLiteral("reject"), QStringLiteral("approve"),
                QStringLiteral("roll back"), QStringLiteral("edit")}));
        QVERIFY(sawProgress);

        // The models: three attempts, the second abandoned, the last built from the
        // maintainer's version.
        models::AttemptListModel *attempts = window.attemptModel();
        QCOMPARE(attempts->rowCount(), 3);
        QCOMPARE(attempts->attempt(0).outcome.kind, nix::OutcomeKind::BuildError);
        QVERIFY(attempts->attempt(1).abandoned);
        QCOMPARE(attempts->attempt(2).outcome.kind, nix::OutcomeKind::Success);
        QCOMPARE(attempts->attempt(2).parent, 1);
        QVERIFY(attempts->attempt(2).expression.startsWith(maintainerComment));
        QVERIFY(attempts->attempt(2).summary.contains(QStringLiteral("edited by the maintainer")));
        QStringList decisions;
        for (const workspace::Attempt &a : window.liveSession()->record().attempts)
            for (const workspace::Approval &approval : a.approvals)
                decisions << approval.decision + QLatin1Char(':') + approval.reason;
        for (const QString &d :
            QStringList{QStringLiteral("rejected:") + rejectReason, QStringLiteral("approved:"),
                QStringLiteral("rolled-back:"), QStringLiteral("edited:")})
            QVERIFY2(decisions.contains(d), qPrintable(decisions.join(QLatin1Char('|'))));

        // The views: the timeline followed the newest attempt; the editor shows it; the live
        // transcript has the model's words and tool calls; the session is over.
        QCOMPARE(timeline->currentIndex().row(), 2);
        QCOMPARE(editor->toPlainText(), attempts->attempt(2).expression);
        QVERIFY(editor->isReadOnly());
        // Marked against attempt 1, which it came from: the comment added, postPatch gone.
        QVERIFY(editor->changedLines().contains(1));
        QVERIFY(!editor->deletedAfterLines().isEmpty());
        QVERIFY(live->toPlainText().contains(QStringLiteral("Removed the postPatch")));
        QVERIFY(live->toPlainText().contains(QStringLiteral("▶ str_replace")));
        QVERIFY(!bar->approveAction()->isEnabled());
        QVERIFY(!progress->isVisible());
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("usageLabel"))
                    ->text()
                    .contains(QStringLiteral("tokens")));

        // The first attempt's log and signal: selecting it shows its build log; its first
        // signal is the compiler's error, and showing it selects those lines.
        timeline->selectAttempt(0);
        QTRY_VERIFY(buildLog->rawDocument()->lineCount() > 0);
        QTRY_VERIFY(!buildLog->rawDocument()->isIndexing());
        QVERIFY(buildLog->showSignal(1));
        QTRY_VERIFY(buildLog->textArea()->selectedText().contains(QStringLiteral("error")));
        auto *feedback = window.findChild<QPlainTextEdit *>(QStringLiteral("feedbackSlot"));
        QVERIFY(feedback->toPlainText().contains(QStringLiteral("tiny.c")));
        // The fix's tool calls belong to the attempt they wrote (issue 23), not to attempt 1.
        auto *toolCalls = window.findChild<QPlainTextEdit *>(QStringLiteral("toolCallsView"));
        QVERIFY(!toolCalls->toPlainText().contains(QStringLiteral("str_replace")));
        timeline->selectAttempt(1);
        QTRY_VERIFY(toolCalls->toPlainText().contains(QStringLiteral("str_replace")));
        timeline->selectAttempt(0);

        screenshot(&window, QStringLiteral("live-finished"));

        // The workspace: three commits, the abandoned one off the branch, and package.nix on
        // the branch is the maintainer's version, which builds with plain Nix.
        auto repo = workspace::SessionRepository::open(
            request.sessionDirectory + QStringLiteral("/workspace"));
        QVERIFY(repo.ok());
        const auto commits = repo.value().attempts();
        QCOMPARE(commits.size(), 3);
        QVERIFY(!commits[1].onBranch);
        QVERIFY(commits[2].onBranch);
        QCOMPARE(commits[2].parent, commits[0].commit);
        QCOMPARE(readText(request.sessionDirectory + QStringLiteral("/workspace/package.nix")),
            attempts->attempt(2).expression);
        verifyBuilds(QString(report.expression)
                         .replace(QStringLiteral("./src"),
                             fixturesDir() + QStringLiteral("/packages/tiny/src")));

        // Issue 23: from one fix step to the next the History slot only grows at its end (a
        // rejection, an attempt, a rollback), so the prompt up to the new entry is the same
        // and a provider's prompt cache can reuse it.
        QStringList histories;
        for (const ReceivedRequest &r : server.requests()) {
            const QString history = promptSlot(userPrompt(r), QStringLiteral("History"));
            if (!history.isEmpty() && (histories.isEmpty() || histories.last() != history))
                histories << history;
        }
        // Before fix a; after a's rejection (b); after attempt 2 (c, and d after the rollback).
        QCOMPARE(histories.size(), 3);
        for (qsizetype i = 1; i < histories.size(); ++i)
            QVERIFY2(histories[i].startsWith(histories[i - 1] + QLatin1Char('\n')),
                qPrintable(histories[i - 1] + QStringLiteral("\n---\n") + histories[i]));

        // The recorded session opens again from its record.sqlite, read on a worker thread:
        // the GUI thread opens no database for it either (it did, in openSessionRecord).
        const quint64 beforeOpen = connectionsOpenedOn(QThread::currentThread());
        QSignalSpy reopened(&window, &ui::MainWindow::sessionRecordOpened);
        window.openSessionRecord(request.sessionDirectory + QStringLiteral("/record.sqlite"));
        QVERIFY(reopened.wait(10000));
        QVERIFY(reopened.constFirst().at(1).toBool());
        QCOMPARE(connectionsOpenedOn(QThread::currentThread()), beforeOpen);
        QCOMPARE(window.liveSession(), nullptr);
        QCOMPARE(attempts->rowCount(), 3);

        // Continued from its record alone (the workspace gone), the wizard gets the final
        // expression, read on a worker thread too (continueSession read it on this one).
        QVERIFY(QDir(request.sessionDirectory + QStringLiteral("/workspace")).removeRecursively());
        QString continued;
        QTimer wizardWatch; // the wizard is modal: read it and close it once it is up
        connect(&wizardWatch, &QTimer::timeout, this, [&continued] {
            if (auto *wizard
                = qobject_cast<ui::NewSessionWizard *>(QApplication::activeModalWidget())) {
                // The page reads the file when the maintainer goes on; it is there until then.
                continued = readText(
                    wizard->findChild<QLineEdit *>(QStringLiteral("packageFileEdit"))->text());
                wizard->reject();
            }
        });
        wizardWatch.start(20);
        window.continueSession(request.sessionDirectory + QStringLiteral("/record.sqlite"));
        QTRY_VERIFY_WITH_TIMEOUT(!continued.isEmpty(), 10000);
        QCOMPARE(continued, attempts->attempt(2).expression);
        QCOMPARE(connectionsOpenedOn(QThread::currentThread()), beforeOpen);
    }

    /// A build gate shows the exact expression it builds, marked against the attempt it
    /// continues (issue 20: the editor showed its placeholder, or the previous attempt).
    void buildGatesShowWhatTheyBuild()
    {
        const QString expression = brokenExpression();
        const QString postPatch = postPatchBlock(expression);
        ScriptedModelServer server;
        server.setSteps({
            callsStep({strReplace(QStringLiteral("a"), postPatch, QString())}),
            textStep(QStringLiteral("Removed the postPatch that breaks tiny.c.")),
        });
        QVERIFY(server.listen());
        QTemporaryDir dir;
        loop::PackagingRequest request = tinyRequest(dir, expression, server);
        request.approvals = loop::ApprovalPolicy::allAuto();
        request.approvals.askStartBuild = true;

        KSyntaxHighlighting::Repository repository;
        ui::MainWindow window(repository);
        window.show();
        auto *bar = window.findChild<ui::ApprovalBar *>();
        auto *editor = window.findChild<ui::ExpressionEditor *>();
        auto *status = window.findChild<QLabel *>(QStringLiteral("sessionStatusLabel"));
        QVERIFY(bar && editor && status);
        QVERIFY(window.startSession(request));
        models::LiveSession *session = window.liveSession();
        QStringList seen;
        connect(session, &models::LiveSession::approvalChanged, this, [&] {
            const auto &pending = session->pendingApproval();
            if (!pending || pending->action != loop::GatedAction::StartBuild)
                return;
            // Checked, then approved whatever was seen: a failed check must not stall the
            // session; what was wrong is compared at the end.
            QTimer::singleShot(50, this, [&, pending = *pending] {
                QString seenHere = QStringLiteral("build %1").arg(pending.attempt);
                if (!pending.edit || editor->toPlainText() != pending.edit->after
                    || !editor->isReadOnly())
                    seenHere += QStringLiteral(": the editor does not show the expression");
                else if (pending.attempt == 1 && pending.edit->after != expression)
                    seenHere += QStringLiteral(": not the initial expression");
                else if (pending.attempt == 2
                    && (pending.edit->after.contains(postPatch)
                        || editor->deletedAfterLines().isEmpty()))
                    seenHere += QStringLiteral(": not marked against attempt 1");
                if (!status->text().contains(QStringLiteral("waiting for your approval")))
                    seenHere += QStringLiteral(": the status bar says ") + status->text();
                if (pending.attempt == 2)
                    screenshot(&window, QStringLiteral("build-gate"));
                seen << seenHere;
                bar->approveAction()->trigger();
            });
        });
        QSignalSpy finished(session, &models::LiveSession::finished);
        QVERIFY(finished.wait(300000));
        QVERIFY2(session->report()->succeeded(), qPrintable(session->report()->stopDetail));
        QCOMPARE(seen, (QStringList{QStringLiteral("build 1"), QStringLiteral("build 2")}));
    }

    /// A run-in-VM gate shows what it approves: the whole script and the packages the VM
    /// holds, in the live transcript the window raises (issue 20 item 3). Refused, so no VM
    /// starts.
    void vmGateShowsItsScriptAndPackages()
    {
        const QString script = QStringLiteral("tiny\ntiny --version");
        ScriptedModelServer server;
        server.setSteps({
            callsStep({toolCall(QStringLiteral("e1"), QStringLiteral("run_in_vm"),
                {{QStringLiteral("script"), script}})}),
            callsStep({toolCall(QStringLiteral("e2"), QStringLiteral("report_evaluation"),
                          {{QStringLiteral("problems"), QJsonArray{}}})},
                {QStringLiteral("did not allow this run")}),
            textStep(QStringLiteral("Nothing else.")),
        });
        QVERIFY(server.listen());
        QTemporaryDir dir;
        loop::PackagingRequest request = tinyRequest(dir, fixturePackage("tiny"), server);
        request.limits.refinementRounds = 1;
        request.vm.choice = vm::VmChoice::MicroVm;
        request.approvals = loop::ApprovalPolicy::allAuto();
        request.approvals.askRunInVm = true;

        KSyntaxHighlighting::Repository repository;
        ui::MainWindow window(repository);
        window.show();
        auto *bar = window.findChild<ui::ApprovalBar *>();
        auto *transcript = window.findChild<QPlainTextEdit *>(QStringLiteral("liveTranscript"));
        auto *evidenceDock = window.findChild<QDockWidget *>(QStringLiteral("evidencePanelDock"));
        QVERIFY(bar && transcript && evidenceDock);
        QVERIFY(window.startSession(request));
        models::LiveSession *session = window.liveSession();
        QString shown;
        connect(session, &models::LiveSession::approvalChanged, this, [&] {
            const auto &pending = session->pendingApproval();
            if (!pending || pending->action != loop::GatedAction::RunInVm)
                return;
            QTimer::singleShot(50, this, [&] {
                shown = transcript->toPlainText();
                if (evidenceDock->visibleRegion().isEmpty())
                    shown += QStringLiteral("\n(the evidence dock is hidden)");
                screenshot(&window, QStringLiteral("vm-gate"));
                QTimer::singleShot(0, this, [] {
                    auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
                    if (dialog) {
                        dialog->setTextValue(QStringLiteral("not now"));
                        dialog->accept();
                    }
                });
                bar->rejectAction()->trigger();
            });
        });
        QSignalSpy finished(session, &models::LiveSession::finished);
        QVERIFY(finished.wait(300000));
        QVERIFY2(session->report()->succeeded(), qPrintable(session->report()->stopDetail));
        static const QRegularExpression subject(QStringLiteral(
            "The script to run in the VM:\ntiny\ntiny --version\nThe packages in the VM: "
            "/nix/store/[a-z0-9]{32}-tiny-1\\.0(\n|$)"));
        QVERIFY2(subject.match(shown).hasMatch(), qPrintable(shown));
        QVERIFY2(!shown.contains(QLatin1String("hidden")), qPrintable(shown));
    }
};

QTEST_MAIN(TestGuiSession)
#include "tst_guisession.moc"
