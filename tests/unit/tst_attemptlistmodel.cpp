// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AttemptListModel.h"
#include "workspace/SessionRecordReader.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace packwright;
using models::AttemptListModel;

class TestAttemptListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void showsDemoAttempts()
    {
        AttemptListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto record
            = workspace::readSessionRecord(QStringLiteral(":/demo/hello-session.json"));
        QVERIFY(record.ok());
        model.setAttempts(record.value().attempts);

        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(AttemptListModel::ColumnCount));
        auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        QCOMPARE(cell(0, AttemptListModel::NumberColumn).toString(), QStringLiteral("1"));
        QCOMPARE(cell(0, AttemptListModel::VerdictColumn).toString(), QString());
        QCOMPARE(cell(0, 0, AttemptListModel::VerdictRole).toInt(), -1);
        QCOMPARE(cell(0, AttemptListModel::OutcomeColumn).toString(),
            QStringLiteral("hash-mismatch in fetch"));
        QCOMPARE(cell(1, AttemptListModel::VerdictColumn).toString(), QStringLiteral("PROGRESS"));
        QVERIFY(cell(1, AttemptListModel::VerdictColumn, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("autoreconfPhase")));
        QCOMPARE(cell(1, 0, AttemptListModel::VerdictRole).toInt(),
            int(evidence::VerdictKind::Progress));
        QCOMPARE(cell(2, AttemptListModel::OutcomeColumn).toString(), QStringLiteral("success"));
        QCOMPARE(cell(2, AttemptListModel::DurationColumn).toString(), QStringLiteral("11.2 s"));
        QCOMPARE(cell(2, AttemptListModel::TokensColumn).toString(), QStringLiteral("3253"));
        QCOMPARE(cell(2, AttemptListModel::CostColumn).toString(), QStringLiteral("$0.0113"));
        // The refinement's checks of the final build (the demo's VM console shows them run).
        QCOMPARE(cell(2, AttemptListModel::VmColumn).toString(), QStringLiteral("exit 0 (3 runs)"));
        QCOMPARE(cell(1, AttemptListModel::VmColumn).toString(), QString());
        QCOMPARE(model.headerData(AttemptListModel::VerdictColumn, Qt::Horizontal).toString(),
            QStringLiteral("Verdict"));
    }

    void appendsWithoutReset()
    {
        AttemptListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        workspace::Attempt a;
        a.number = 1;
        a.abandoned = true;
        model.appendAttempt(a);
        a.number = 2;
        a.abandoned = false;
        model.appendAttempt(a);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.data(model.index(0, 0), AttemptListModel::AbandonedRole).toBool(), true);
        QCOMPARE(model.data(model.index(0, 0)).toString(), QStringLiteral("1 (abandoned)"));
        QCOMPARE(model.attempt(1).number, 2);
    }

    void showsVmRuns()
    {
        AttemptListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        workspace::Attempt a;
        a.number = 1;
        model.appendAttempt(a);
        workspace::VmRunRecord failed;
        failed.script = QStringLiteral("tiny tester\nls");
        failed.backend = QStringLiteral("qemu-tcg");
        failed.exitStatus = 127;
        workspace::VmRunRecord passed = failed;
        passed.exitStatus = 0;
        a.number = 2;
        a.vmRuns = {failed, passed};
        model.appendAttempt(a);
        a.number = 3;
        workspace::VmRunRecord hung = failed;
        hung.timedOut = true;
        hung.exitStatus = -1;
        a.vmRuns = {hung};
        model.appendAttempt(a);
        const auto cell = [&](int row, int role = Qt::DisplayRole) {
            return model.data(model.index(row, AttemptListModel::VmColumn), role);
        };
        QCOMPARE(cell(0).toString(), QString());
        QCOMPARE(cell(0, AttemptListModel::VmRunsRole).toInt(), 0);
        QCOMPARE(cell(1).toString(), QStringLiteral("exit 0 (2 runs)"));
        QCOMPARE(cell(1, AttemptListModel::VmPassedRole).toBool(), true);
        QCOMPARE(cell(1, Qt::ToolTipRole).toString(),
            QStringLiteral("tiny tester (qemu-tcg): exit 127\ntiny tester (qemu-tcg): exit 0"));
        QCOMPARE(cell(2).toString(), QStringLiteral("timed out"));
        QCOMPARE(cell(2, AttemptListModel::VmPassedRole).toBool(), false);
        QCOMPARE(model.headerData(AttemptListModel::VmColumn, Qt::Horizontal).toString(),
            QStringLiteral("VM"));
    }

    void showsApprovals()
    {
        AttemptListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        workspace::Attempt a;
        a.number = 1;
        model.appendAttempt(a);
        a.number = 2;
        a.approvals = {
            {QStringLiteral("Add pkg-config to nativeBuildInputs\nand more"),
                QStringLiteral("rejected"), QStringLiteral("pkg-config is already there")},
            {QStringLiteral("Add gettext to nativeBuildInputs"), QStringLiteral("edited"), {}},
            {QStringLiteral("Start the build"), QStringLiteral("auto"), {}},
            {QStringLiteral("Something new"), QStringLiteral("deferred"), {}},
        };
        model.appendAttempt(a);
        const auto cell = [&](int row, int role = Qt::DisplayRole) {
            return model.data(model.index(row, AttemptListModel::ApprovalsColumn), role);
        };
        QCOMPARE(cell(0).toString(), QString());
        QVERIFY(!cell(0, Qt::ToolTipRole).isValid());
        QCOMPARE(cell(1).toString(), QStringLiteral("rejected, edited, auto, deferred"));
        // Each approval on its own line, its action's first line only, with the reason.
        QCOMPARE(cell(1, Qt::ToolTipRole).toString(),
            QStringLiteral("Add pkg-config to nativeBuildInputs → rejected: pkg-config is already "
                           "there\n"
                           "Add gettext to nativeBuildInputs → edited\n"
                           "Start the build → auto\n"
                           "Something new → deferred"));
        QCOMPARE(model.headerData(AttemptListModel::ApprovalsColumn, Qt::Horizontal).toString(),
            QStringLiteral("Approvals"));
        // The change stays the last column, after the approvals.
        QCOMPARE(int(AttemptListModel::SummaryColumn), model.columnCount() - 1);
        QCOMPARE(model.data(model.index(1, AttemptListModel::SummaryColumn)).toString(), QString());
    }

    void showsDemoApprovals()
    {
        AttemptListModel model;
        const auto record
            = workspace::readSessionRecord(QStringLiteral(":/demo/hello-session.json"));
        QVERIFY(record.ok());
        model.setAttempts(record.value().attempts);
        const auto cell = [&](int row, int role = Qt::DisplayRole) {
            return model.data(model.index(row, AttemptListModel::ApprovalsColumn), role);
        };
        QCOMPARE(cell(0).toString(), QStringLiteral("approved"));
        QCOMPARE(cell(1).toString(), QStringLiteral("auto"));
        QCOMPARE(cell(2, Qt::ToolTipRole).toString(),
            QStringLiteral("Remove autoreconfHook from nativeBuildInputs and the function "
                           "arguments → approved"));
    }
};

QTEST_GUILESS_MAIN(TestAttemptListModel)
#include "tst_attemptlistmodel.moc"
