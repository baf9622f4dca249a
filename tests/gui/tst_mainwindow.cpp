// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ApprovalBar.h"
#include "AttemptListModel.h"
#include "BuildLogView.h"
#include "EvidencePanel.h"
#include "ExpressionEditor.h"
#include "IterationTimeline.h"
#include "LiveSession.h"
#include "LogTextArea.h"
#include "MainWindow.h"
#include "PrivateSettings.h"
#include "RecentSessionsView.h"
#include "Screenshot.h"
#include "StartPage.h"
#include "TerminalScreen.h"
#include "VmConsole.h"
#include "workspace/SessionRecordReader.h"

#include <KSyntaxHighlighting/Repository>

#include <QAction>
#include <QApplication>
#include <QCommandLinkButton>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QPointer>
#include <QScopeGuard>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

using namespace packwright;
using namespace packwright::ui;

namespace {

/// Opens the record at `path` in `window` and waits until it is read (on a worker thread)
/// and shown; whether it was.
bool openRecord(MainWindow &window, const QString &path)
{
    QSignalSpy opened(&window, &MainWindow::sessionRecordOpened);
    window.openSessionRecord(path);
    return opened.wait(10000) && opened.constFirst().at(1).toBool();
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

    testsupport::PrivateSettings m_settings;

private Q_SLOTS:
    /// The window's settings are this run's own: no recent session or layout of an earlier
    /// run is read (before, each run added its sessions to the recents in ~/.config, and the
    /// start page and the screenshots showed them).
    void startsFromNoSettings()
    {
        QVERIFY(QSettings().fileName().startsWith(m_settings.directory()));
        KSyntaxHighlighting::Repository repository;
        MainWindow window(repository);
        auto *start = window.findChild<StartPage *>(QStringLiteral("startPage"));
        QVERIFY(start);
        QCOMPARE(start->recentView()->listView()->model()->rowCount(), 0);
    }

    /// A session the window has let go of (a record is shown instead) reaches nothing with a
    /// signal that was still under way, such as a record reload finishing late: before, its
    /// record or gate signals dereferenced the window's null live session.
    void aReleasedSessionReachesNothing()
    {
        KSyntaxHighlighting::Repository repository;
        MainWindow window(repository);
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("blocked")));
        QVERIFY(blocker.open(QIODevice::WriteOnly)); // a file where the session's folder goes
        loop::PackagingRequest request;
        request.pname = QStringLiteral("released");
        request.sessionDirectory = blocker.fileName() + QStringLiteral("/session");
        QVERIFY(window.startSession(request));
        QPointer<models::LiveSession> released = window.liveSession();
        QVERIFY(released);
        QTRY_VERIFY_WITH_TIMEOUT(!released->isRunning(), 60000); // it cannot set up
        auto record = workspace::readSessionRecord(MainWindow::demoSessionRecord());
        QVERIFY(record);
        const int attempts = int(record.value().attempts.size());
        QVERIFY(window.showSession(std::move(record).value()));
        QVERIFY(released); // deleted later, not yet
        auto *transcript = window.findChild<QPlainTextEdit *>(QStringLiteral("liveTranscript"));
        QVERIFY(transcript);
        const QString before = transcript->toPlainText();
        Q_EMIT released->recordChanged();
        Q_EMIT released->approvalChanged();
        Q_EMIT released->progressChanged();
        Q_EMIT released->stageChanged(QStringLiteral("late stage"));
        Q_EMIT released->modelText(QStringLiteral("late text"));
        QCOMPARE(window.attemptModel()->rowCount(), attempts);
        QCOMPARE(transcript->toPlainText(), before);
        QVERIFY(window.liveSession() == nullptr);
        QTRY_VERIFY(!released);
    }

    /// The Live tab shows a tool call's arguments as text (models::readableToolArguments).
    void toolCallArgumentsAreReadable()
    {
        EvidencePanel panel;
        panel.appendToolCall(
            QStringLiteral("search_packages"), QStringLiteral("{\"query\":\"zlib\"}"));
        const auto *live = panel.findChild<QPlainTextEdit *>(QStringLiteral("liveTranscript"));
        QVERIFY(live);
        QCOMPARE(live->toPlainText(), QStringLiteral("▶ search_packages\n    query: zlib"));
    }

    /// A fresh window opens on the start page (issue 20 item 1): no empty docks, no approval
    /// bar; its actions lead into the workbench.
    void opensOnTheStartPage()
    {
        KSyntaxHighlighting::Repository repository;
        MainWindow window(repository);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *start = window.findChild<StartPage *>(QStringLiteral("startPage"));
        QVERIFY(start && start->isVisible());
        QVERIFY(window.startPageShown());
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
        QVERIFY(!window.findChild<ApprovalBar *>(QStringLiteral("approvalBar"))->isVisible());
        const QList<QWidget *> parts{start->newSessionButton(), start->openRecordButton(),
            start->demoButton(), start->recentView()};
        for (QWidget *part : parts)
            QVERIFY(part->isVisible());
        testsupport::screenshot(&window, QStringLiteral("start-page"));

        // Try the demo: the workbench with the recorded session, every dock back.
        QSignalSpy opened(&window, &MainWindow::sessionRecordOpened);
        start->demoButton()->click();
        QVERIFY(opened.wait(10000));
        QVERIFY(!window.startPageShown());
        QCOMPARE(window.windowTitle(), QStringLiteral("hello 2.12.1 — Packwright"));
        QVERIFY(!start->isVisible());
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            if (!dock->isHidden()) // tabbed docks are visible but may be behind another tab
                continue;
            QFAIL(qPrintable(dock->objectName() + QStringLiteral(" stayed hidden")));
        }
        QVERIFY(window.findChild<ApprovalBar *>(QStringLiteral("approvalBar"))->isVisible());
    }

    /// What a dropped path starts: records and session directories open, a package.nix is
    /// maintained, an archive or a git checkout packaged; anything else is refused.
    void startPageDropKinds()
    {
        QTemporaryDir dir;
        const auto touch = [&dir](const QString &name) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
        };
        touch(QStringLiteral("session.json"));
        touch(QStringLiteral("package.nix"));
        touch(QStringLiteral("lz4-1.9.4.tar.gz"));
        touch(QStringLiteral("src.ZIP"));
        touch(QStringLiteral("notes.txt"));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("session/x")));
        touch(QStringLiteral("session/record.sqlite"));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("checkout/.git")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("plain")));
        using Kind = StartPage::DropKind;
        const QList<std::pair<QString, Kind>> cases{
            {QStringLiteral("session.json"), Kind::SessionRecord},
            {QStringLiteral("session"), Kind::SessionRecord},
            {QStringLiteral("session/record.sqlite"), Kind::SessionRecord},
            {QStringLiteral("package.nix"), Kind::PackageFile},
            {QStringLiteral("lz4-1.9.4.tar.gz"), Kind::Tarball},
            {QStringLiteral("src.ZIP"), Kind::Tarball},
            {QStringLiteral("checkout"), Kind::GitRepository},
            {QStringLiteral("plain"), Kind::None}, {QStringLiteral("notes.txt"), Kind::None},
            {QStringLiteral("missing.tar.gz"), Kind::None}};
        for (const auto &[name, kind] : cases)
            QVERIFY2(StartPage::dropKind(dir.filePath(name)) == kind, qPrintable(name));
        QVERIFY(StartPage::dropKind(QString()) == Kind::None);
    }

    /// The build-log explainer (issue 20 item 2): a real log opened on its own shows its
    /// ranked signals in the log view, the Feedback a fix step would get, the known fix and a
    /// report that says no session ran; an unreadable log leaves the start page as it is.
    void explainsABuildLog()
    {
        KSyntaxHighlighting::Repository repository;
        MainWindow window(repository);
        window.show();
        const QString log = QStringLiteral(
            PACKWRIGHT_SOURCE_DIR "/tests/data/corpus/real-logs/nix-001/build.log");
        QTimer closer; // the error box of the unreadable log comes once it was read
        connect(&closer, &QTimer::timeout, this, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        closer.start(20);
        QSignalSpy explained(&window, &MainWindow::buildLogExplained);
        window.openBuildLog(QStringLiteral("/nonexistent/build.log"));
        QVERIFY(window.startPageShown()); // read on a worker: nothing changed yet
        QVERIFY(explained.wait(30000));
        QCOMPARE(explained.takeFirst().at(1).toBool(), false);
        QVERIFY(window.startPageShown());

        window.openBuildLog(log);
        QVERIFY(explained.wait(30000));
        QCOMPARE(explained.takeFirst().at(1).toBool(), true);
        QVERIFY(!window.startPageShown());
        QCOMPARE(window.windowTitle(), QStringLiteral("build.log — Packwright"));
        QCOMPARE(window.attemptModel()->rowCount(), 1);
        auto *buildLog = window.findChild<BuildLogView *>();
        QTRY_VERIFY(buildLog->toPlainText().contains(QStringLiteral("hash mismatch")));
        QVERIFY(buildLog->showSignal(1));
        auto *feedback = window.findChild<QPlainTextEdit *>(QStringLiteral("feedbackSlot"));
        QVERIFY2(feedback->toPlainText().contains(QStringLiteral("hash_mismatch")),
            qPrintable(feedback->toPlainText()));
        auto *knowledge = window.findChild<QPlainTextEdit *>(QStringLiteral("knowledgeSlot"));
        QVERIFY(knowledge && !knowledge->toPlainText().isEmpty());
        testsupport::screenshot(&window, QStringLiteral("explainer"));

        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("hydra.log")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        QVERIFY(StartPage::dropKind(f.fileName()) == StartPage::DropKind::BuildLog);
    }

    /// Whatever is opened last is shown: a record opened while a log is still being
    /// explained wins, and the explained log is dropped when it comes in, in either order.
    void theNewestOpenWins()
    {
        KSyntaxHighlighting::Repository repository;
        MainWindow window(repository);
        window.show();
        QSignalSpy explained(&window, &MainWindow::buildLogExplained);
        window.openBuildLog(
            QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/data/corpus/real-logs/nix-001/build.log"));
        QVERIFY(openRecord(window, MainWindow::demoSessionRecord()));
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000)); // the log is explained
        QCoreApplication::processEvents();                          // and delivered
        QCOMPARE(explained.count(), 0);
        QCOMPARE(window.windowTitle(), QStringLiteral("hello 2.12.1 — Packwright"));
    }

    /// Two logs of the same package compared in the window (`explain --gui NEW --against
    /// OLD`): two attempts, the later with the progress verdict and the signals gone and new,
    /// its log shown at the first line where it differs; an unreadable earlier log is an error.
    void comparesTwoBuildLogs()
    {
        QTemporaryDir dir;
        QByteArray common;
        for (int i = 1; i <= 40; ++i)
            common += "checking for feature " + QByteArray::number(i) + "... yes\n";
        const QString earlier = dir.filePath(QStringLiteral("attempt-1.log"));
        const QString later = dir.filePath(QStringLiteral("attempt-2.log"));
        const QByteArray configureFails
            = "configure: error: Package requirements (zlib) were not met:\n";
        const QByteArray buildFails
            = "Running phase: buildPhase\nmain.c:3:5: error: unknown type name 'z_stream'\n";
        for (const auto &[path, text] :
            {std::pair{earlier, configureFails}, std::pair{later, buildFails}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("Running phase: configurePhase\n" + common + text);
        }

        KSyntaxHighlighting::Repository repository;
        MainWindow window(repository);
        window.show();
        QTimer closer; // the error box of the unreadable log
        connect(&closer, &QTimer::timeout, this, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        closer.start(20);
        QSignalSpy explained(&window, &MainWindow::buildLogExplained);
        window.openBuildLog(later, dir.filePath(QStringLiteral("missing.log")));
        QVERIFY(explained.wait(30000));
        QCOMPARE(explained.takeFirst().at(1).toBool(), false);
        QVERIFY(window.startPageShown());

        window.openBuildLog(later, earlier);
        QVERIFY(explained.wait(30000));
        QCOMPARE(explained.takeFirst().at(1).toBool(), true);
        QCOMPARE(window.attemptModel()->rowCount(), 2);
        const QModelIndex verdict
            = window.attemptModel()->index(1, models::AttemptListModel::VerdictColumn);
        QCOMPARE(verdict.data(models::AttemptListModel::VerdictRole).toInt(),
            int(evidence::VerdictKind::Progress));
        const QString reason = verdict.data(Qt::ToolTipRole).toString();
        QVERIFY2(reason.contains(QStringLiteral("first divergent line: 42 (before), 42 (now)"))
                && reason.contains(QStringLiteral("new: ")),
            qPrintable(reason));
        auto *buildLog = window.findChild<BuildLogView *>();
        QTRY_COMPARE(buildLog->textArea()->currentLine(), qint64(41)); // 0-based line 42
        QVERIFY(buildLog->isRawShown());
        QVERIFY(buildLog->toPlainText().contains(QStringLiteral("z_stream")));
        testsupport::screenshot(&window, QStringLiteral("explainer-compare"));
    }

    void hasTheFiveAreas()
    {
        KSyntaxHighlighting::Repository repository;
        MainWindow window(repository);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openRecord(window, MainWindow::demoSessionRecord()));

        // The five areas of the workbench, each a real widget, visible and not collapsed.
        const QList<QWidget *> areas{
            window.findChild<ExpressionEditor *>(QStringLiteral("expressionEditor")),
            window.findChild<BuildLogView *>(QStringLiteral("buildLog")),
            window.findChild<IterationTimeline *>(QStringLiteral("iterationTimeline")),
            window.findChild<EvidencePanel *>(QStringLiteral("evidencePanel")),
            window.findChild<VmConsole *>(QStringLiteral("vmConsole")),
        };
        for (QWidget *area : areas) {
            QVERIFY(area);
            QVERIFY2(area->isVisible(), qPrintable(area->objectName()));
            QVERIFY2(area->width() > 100 && area->height() > 50, qPrintable(area->objectName()));
        }
        QVERIFY(window.centralWidget()->isAncestorOf(areas[0])); // under its caption
        QCOMPARE(window.findChildren<QDockWidget *>().size(), 7);

        auto *bar = window.findChild<ApprovalBar *>(QStringLiteral("approvalBar"));
        QVERIFY(bar && bar->isVisible());
        QVERIFY(window.statusBar()->isVisible());
        // Every approval choice has a shortcut, and none is offered while nothing waits.
        for (QAction *a : {bar->approveAction(), bar->editApproveAction(), bar->rejectAction(),
                 bar->rollBackAction()}) {
            QVERIFY(!a->shortcut().isEmpty());
            QVERIFY(!a->isEnabled());
        }
        QVERIFY(static_cast<ExpressionEditor *>(areas[0])->hasNixHighlighting());
    }

    /// Issue 20: the dock layout and the window's size are kept from one start to the next,
    /// also when the window closes on the start page; View ▸ Reset layout restores the first
    /// start's layout.
    void keepsTheLayout()
    {
        // Settings of their own: QSettings() follows the application's name.
        const QString application = QCoreApplication::applicationName();
        QCoreApplication::setApplicationName(
            QStringLiteral("tst_mainwindow-layout-%1").arg(QCoreApplication::applicationPid()));
        const auto restore = qScopeGuard([&application] {
            const QString file = QSettings().fileName();
            QCoreApplication::setApplicationName(application);
            QFile::remove(file); // nothing of this run is left behind
        });
        KSyntaxHighlighting::Repository repository;
        const QString evidence = QStringLiteral("evidencePanelDock");
        QSize kept; // within the screen: Qt 6.8 fits a restored geometry to it
        {
            MainWindow window(repository);
            window.show();
            QVERIFY(openRecord(window, MainWindow::demoSessionRecord()));
            window.findChild<QDockWidget *>(evidence)->hide();
            const QSize screen = window.screen()->availableGeometry().size();
            window.resize(screen.width() * 3 / 4, screen.height() * 3 / 4);
            kept = window.size();
            QVERIFY(openRecord(window, MainWindow::demoSessionRecord()));
            QVERIFY(window.close());
        }
        {
            MainWindow window(repository);
            window.show();
            QVERIFY(window.startPageShown());
            QCOMPARE(window.size(), kept);
            QVERIFY(openRecord(window, MainWindow::demoSessionRecord()));
            QVERIFY(!window.findChild<QDockWidget *>(evidence)->isVisible());
            QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("buildLogDock"))->isVisible());
            window.findChild<QAction *>(QStringLiteral("resetLayoutAction"))->trigger();
            QVERIFY(window.findChild<QDockWidget *>(evidence)->isVisible());
        }
        {
            // Closed on the start page (the docks hidden): the workbench's layout is kept.
            MainWindow window(repository);
            window.show();
            QVERIFY(window.startPageShown());
            QVERIFY(window.close());
        }
        MainWindow window(repository);
        window.show();
        QVERIFY(openRecord(window, MainWindow::demoSessionRecord()));
        QVERIFY(!window.findChild<QDockWidget *>(evidence)->isVisible());
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("buildLogDock"))->isVisible());
    }

    void showsDemoSession()
    {
        KSyntaxHighlighting::Repository repository;
        MainWindow window(repository);
        window.show();
        QVERIFY(openRecord(window, QStringLiteral(":/demo/hello-session.json")));
        QCOMPARE(window.windowTitle(), QStringLiteral("hello 2.12.1 — Packwright"));

        auto *editor = window.findChild<ExpressionEditor *>();
        auto *log = window.findChild<BuildLogView *>();
        auto *timeline = window.findChild<IterationTimeline *>();
        auto *feedback = window.findChild<QPlainTextEdit *>(QStringLiteral("feedbackSlot"));
        auto *console = window.findChild<VmConsole *>();

        // The final attempt is selected: the expression that builds.
        QCOMPARE(timeline->currentIndex().row(), 2);
        QVERIFY(!editor->toPlainText().contains(QStringLiteral("autoreconfHook")));
        QVERIFY(log->toPlainText().contains(QStringLiteral("# PASS:  5")));
        QVERIFY(console->screenText().contains(QStringLiteral("Hello, world!")));

        // Selecting an attempt shows its expression, log and evidence everywhere.
        timeline->selectAttempt(0);
        QVERIFY(editor->toPlainText().contains(QStringLiteral("lib.fakeHash")));
        QVERIFY(log->toPlainText().contains(
            QStringLiteral("hash mismatch in fixed-output derivation")));
        QVERIFY(feedback->toPlainText().isEmpty());
        timeline->selectAttempt(1);
        QVERIFY(feedback->toPlainText().contains(QStringLiteral("autopoint")));
        QVERIFY(window.statusBar()->findChildren<QLabel *>().size() >= 2);
    }

    void keepsSessionWhenRecordIsBroken()
    {
        KSyntaxHighlighting::Repository repository;
        MainWindow window(repository);
        window.show();
        QVERIFY(openRecord(window, QStringLiteral(":/demo/hello-session.json")));
        // A modal error box opens once the broken record is read; close it as a user would.
        bool boxShown = false;
        QTimer closer;
        connect(&closer, &QTimer::timeout, this, [&boxShown] {
            if (QWidget *box = QApplication::activeModalWidget()) {
                boxShown = true;
                box->close();
            }
        });
        closer.start(10);
        QSignalSpy opened(&window, &MainWindow::sessionRecordOpened);
        window.openSessionRecord(QStringLiteral("/nonexistent/broken.json"));
        QVERIFY(opened.wait(10000));
        QVERIFY(!opened.constFirst().at(1).toBool());
        QVERIFY(boxShown);
        QCOMPARE(window.windowTitle(), QStringLiteral("hello 2.12.1 — Packwright"));
        QVERIFY(!window.findChild<ExpressionEditor *>()->toPlainText().isEmpty());
    }

    void consoleSendsTypedKeys()
    {
        VmConsole console;
        console.resize(400, 200);
        console.show();
        QByteArray sent;
        connect(console.screen(), &packwright::models::TerminalScreen::inputBytes, this,
            [&](const QByteArray &b) { sent += b; });
        QTest::keyClicks(&console, QStringLiteral("ls"));
        QTest::keyClick(&console, Qt::Key_Return);
        QTest::keyClick(&console, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(sent, QByteArray("ls\r\x03"));
    }

    void consoleKeepsControlKeysFromWindowShortcuts()
    {
        // Ctrl+E is "Edit & approve" for the window but end-of-line for the VM's shell:
        // while the console has focus, the VM gets it.
        QWidget window;
        auto *action = new QAction(&window);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
        window.addAction(action);
        QSignalSpy triggered(action, &QAction::triggered);
        auto *console = new VmConsole(&window);
        window.resize(400, 200);
        window.show();
        console->setFocus();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QByteArray sent;
        connect(console->screen(), &packwright::models::TerminalScreen::inputBytes, this,
            [&](const QByteArray &b) { sent += b; });
        QTest::keyClick(console, Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(sent, QByteArray("\x05"));
        QCOMPARE(triggered.count(), 0);
    }

    void rejectAsksForReason()
    {
        ApprovalBar bar;
        bar.setPending(QStringLiteral("Add pkg-config to nativeBuildInputs"));
        QSignalSpy rejected(&bar, &ApprovalBar::rejected);
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->setTextValue(QStringLiteral("  pkg-config is already there  "));
            dialog->accept();
        });
        bar.rejectAction()->trigger();
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(
            rejected.first().first().toString(), QStringLiteral("pkg-config is already there"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
