// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The workbench's Batch view (issue 21): File ▸ Open batch shows a batch directory's tasks,
// summary and plots; a task's session opens in the main window.
#include "BatchResultsModel.h"
#include "BatchView.h"
#include "MainWindow.h"
#include "PrivateSettings.h"
#include "Screenshot.h"
#include "batch/BatchSummary.h"

#include <KSyntaxHighlighting/Repository>

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace packwright;

namespace {
/// A batch directory with two results; "hello" has a session (the demo record), "jq" none.
void writeBatch(const QString &dir)
{
    auto results = batch::ResultsFile::open(dir + QStringLiteral("/results.jsonl"));
    QVERIFY(results);
    batch::TaskResult hello;
    hello.id = QStringLiteral("hello");
    hello.outcome = batch::TaskOutcome::Built;
    hello.attempts = 3;
    QVERIFY(!results.value().append(hello));
    batch::TaskResult jq;
    jq.id = QStringLiteral("jq");
    jq.outcome = batch::TaskOutcome::Error;
    jq.stopReason = QStringLiteral("error");
    QVERIFY(!results.value().append(jq));
    QFile summary(dir + QStringLiteral("/summary.md"));
    QVERIFY(summary.open(QIODevice::WriteOnly));
    summary.write(batch::summarize({hello, jq}).toMarkdown().toUtf8());
    summary.close();
    QVERIFY(QDir(dir).mkpath(QStringLiteral("tasks/hello/session")));
    QVERIFY(QFile::copy(QStringLiteral(":/demo/hello-session.json"),
        dir + QStringLiteral("/tasks/hello/session/session.json")));
}
} // namespace

class TestBatchView : public QObject
{
    Q_OBJECT

    testsupport::PrivateSettings m_settings; ///< no recents or layout of other runs

private Q_SLOTS:
    void showsTasksSummaryAndPlots()
    {
        QTemporaryDir dir;
        writeBatch(dir.path());
        if (QTest::currentTestFailed())
            return;
        ui::BatchView view;
        QVERIFY(view.open(dir.path()));
        view.show();
        QCOMPARE(view.table()->model()->rowCount(), 2);
        // Unsorted until a column is clicked: the order of results.jsonl.
        QCOMPARE(view.table()->model()->index(0, 0).data().toString(), QStringLiteral("hello"));
        QCOMPARE(view.table()->model()->index(1, 0).data().toString(), QStringLiteral("jq"));
        QVERIFY(view.findChild<QTextBrowser *>()->toPlainText().contains(
            QStringLiteral("Batch summary")));
        // No plots yet: drawn on request into DIR/plots, then shown.
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("plots/success.png"))));
        QPushButton *drawButton = nullptr;
        for (QPushButton *button : view.findChildren<QPushButton *>()) {
            if (button->text().contains(QStringLiteral("Draw")))
                drawButton = button;
        }
        QVERIFY(drawButton && drawButton->isEnabled());
        drawButton->click();
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("plots/success.png"))));
        QVERIFY(view.findChild<QLabel *>(QStringLiteral("attempts.png")));
        view.resize(1200, 800);
        testsupport::screenshot(&view, QStringLiteral("batch-view"));
    }

    void opensATaskSession()
    {
        QTemporaryDir dir;
        writeBatch(dir.path());
        if (QTest::currentTestFailed())
            return;
        KSyntaxHighlighting::Repository repository;
        ui::MainWindow window(repository);
        window.show();
        ui::BatchView *view = window.openBatch(dir.path());
        QVERIFY(view);
        QTableView *table = view->table();
        // The task without a session cannot be opened.
        table->selectRow(1);
        QPushButton *open = nullptr;
        for (QPushButton *button : view->findChildren<QPushButton *>()) {
            if (button->text().contains(QStringLiteral("Open session")))
                open = button;
        }
        QVERIFY(open);
        QVERIFY(!open->isEnabled());
        table->selectRow(0);
        QVERIFY(open->isEnabled());
        open->click();
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("hello 2.12.1 — Packwright"));
    }

    void refusesADirectoryWithoutResults()
    {
        QTemporaryDir dir;
        ui::BatchView view;
        const auto opened = view.open(dir.path());
        QVERIFY(!opened);
        QVERIFY(opened.error().message.contains(QStringLiteral("results.jsonl")));
    }
};

QTEST_MAIN(TestBatchView)
#include "tst_batchview.moc"
