// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The batch directory's tasks as a table (issue 21, the workbench's Batch view): rows in the
// order of results.jsonl, the cells a maintainer compares, and the session each opens.
#include "BatchResultsModel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using packwright::models::BatchResultsModel;

class TestBatchResultsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsADirectory()
    {
        QTemporaryDir dir;
        {
            auto results = batch::ResultsFile::open(dir.filePath(QStringLiteral("results.jsonl")));
            QVERIFY(results);
            batch::TaskResult built;
            built.id = QStringLiteral("hello");
            built.outcome = batch::TaskOutcome::Built;
            built.stopReason = QStringLiteral("succeeded");
            built.attempts = 2;
            built.costUsd = 0.0123;
            built.wallMs = 4567;
            QVERIFY(!results.value().append(built));
            batch::TaskResult failed;
            failed.id = QStringLiteral("jq");
            failed.kind = batch::TaskKind::Repair;
            failed.outcome = batch::TaskOutcome::Failed;
            failed.stopReason = QStringLiteral("no-fix");
            failed.failureCategory = QStringLiteral("compile_error");
            failed.detail = QStringLiteral("No model is configured.");
            QVERIFY(!results.value().append(failed));
        }
        // The first task has a session, the second none.
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("tasks/hello/session")));
        QFile record(dir.filePath(QStringLiteral("tasks/hello/session/record.sqlite")));
        QVERIFY(record.open(QIODevice::WriteOnly));
        record.close();

        BatchResultsModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.load(dir.path()));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(BatchResultsModel::ColumnCount));
        const auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        QCOMPARE(cell(0, BatchResultsModel::TaskColumn).toString(), QStringLiteral("hello"));
        QCOMPARE(cell(0, BatchResultsModel::KindColumn).toString(), QStringLiteral("init"));
        QCOMPARE(cell(0, BatchResultsModel::OutcomeColumn).toString(), QStringLiteral("built"));
        QCOMPARE(cell(0, BatchResultsModel::AttemptsColumn).toInt(), 2);
        QCOMPARE(cell(0, BatchResultsModel::CostColumn).toString(), QStringLiteral("0.0123"));
        QCOMPARE(cell(0, BatchResultsModel::TimeColumn).toString(), QStringLiteral("4.6"));
        QVERIFY(cell(0, 0, BatchResultsModel::BuiltRole).toBool());
        QCOMPARE(cell(0, 0, BatchResultsModel::SessionRole).toString(), record.fileName());
        QCOMPARE(cell(1, BatchResultsModel::OutcomeColumn).toString(),
            QStringLiteral("failed (no-fix)"));
        QCOMPARE(
            cell(1, BatchResultsModel::CategoryColumn).toString(), QStringLiteral("compile_error"));
        QCOMPARE(cell(1, 0, Qt::ToolTipRole).toString(), QStringLiteral("No model is configured."));
        QVERIFY(cell(1, 0, BatchResultsModel::SessionRole).toString().isEmpty());
        QVERIFY(!cell(1, 0, BatchResultsModel::BuiltRole).toBool());
    }

    void directoryWithoutResults()
    {
        QTemporaryDir dir;
        BatchResultsModel model;
        model.setResults(QStringLiteral("/elsewhere"), {batch::TaskResult{}});
        const auto loaded = model.load(dir.path());
        QVERIFY(!loaded);
        QVERIFY(loaded.error().message.contains(QStringLiteral("results.jsonl")));
        QCOMPARE(model.rowCount(), 1); // what it showed stays
        QCOMPARE(model.directory(), QStringLiteral("/elsewhere"));
    }
};

QTEST_GUILESS_MAIN(TestBatchResultsModel)
#include "tst_batchresultsmodel.moc"
