// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SignalListModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace packwright;
using models::SignalListModel;

namespace {
workspace::SignalRecord record(
    int rank, int first, const QString &role = {}, const QString &reason = {})
{
    workspace::SignalRecord s;
    s.rank = rank;
    s.firstLine = first;
    s.lastLine = first + 2;
    s.category = QStringLiteral("compile_error");
    s.phase = QStringLiteral("buildPhase");
    s.text = QStringLiteral("cc -c tiny.c\ntiny.c:5: error: expected ';'\n  5 | int x");
    s.matchLine = first + 1;
    s.confidence = 0.9;
    s.target = QStringLiteral("src/tiny.c");
    s.role = role;
    s.roleReason = reason;
    return s;
}
} // namespace

class TestSignalListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsRolesAndReasons()
    {
        SignalListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSignals({record(1, 10, QStringLiteral("noise"), QStringLiteral("optional tool")),
            record(2, 40, QStringLiteral("root_cause"), QStringLiteral("the compiler stops")),
            record(3, 90)});
        QCOMPARE(model.rowCount(), 3);
        const auto cell = [&](int row, int role = Qt::DisplayRole) {
            return model.data(model.index(row), role);
        };
        // Under the category, the line the diagnostic matched: the cause, not the command.
        const QString cause = QStringLiteral("tiny.c:5: error: expected ';'\n");
        QCOMPARE(cell(0).toString(),
            QStringLiteral("#1 compile_error\n") + cause
                + QStringLiteral("buildPhase · lines 10–12\nnoise: optional tool"));
        QCOMPARE(cell(1).toString(),
            QStringLiteral("#2 compile_error\n") + cause
                + QStringLiteral("buildPhase · lines 40–42\nroot cause: the compiler stops"));
        QCOMPARE(cell(2).toString(),
            QStringLiteral("#3 compile_error\n") + cause
                + QStringLiteral("buildPhase · lines 90–92"));
        QCOMPARE(cell(0, SignalListModel::VerifiedRoleRole).toString(), QStringLiteral("noise"));
        QCOMPARE(
            cell(1, SignalListModel::ReasonRole).toString(), QStringLiteral("the compiler stops"));
        QCOMPARE(cell(2, SignalListModel::VerifiedRoleRole).toString(), QString());
        QCOMPARE(cell(1, SignalListModel::RankRole).toInt(), 2);
        QCOMPARE(cell(1, SignalListModel::TargetRole).toString(), QStringLiteral("src/tiny.c"));
        QCOMPARE(cell(1, SignalListModel::FirstLineRole).toInt(), 40);
        QCOMPARE(cell(1, SignalListModel::LastLineRole).toInt(), 42);
        QVERIFY(cell(0, Qt::ToolTipRole).toString().contains(QStringLiteral("Confidence 90 %")));
        QVERIFY(cell(0, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("The model judged it noise: optional tool")));
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Failure signals"));
    }

    /// A record older than format 6 knows no matched line: the block's first line stands in.
    void matchedTextOfOlderRecords()
    {
        workspace::SignalRecord s = record(1, 10);
        QCOMPARE(s.matchedText(), QStringLiteral("tiny.c:5: error: expected ';'"));
        s.matchLine = 0;
        QCOMPARE(s.matchedText(), QStringLiteral("cc -c tiny.c"));
        s.matchLine = 99; // outside the block
        QCOMPARE(s.matchedText(), QStringLiteral("cc -c tiny.c"));
    }

    /// A live attempt's signals reloaded with the verdicts: rows change in place; another
    /// attempt's signals reset the model.
    void updatesInPlaceOrResets()
    {
        SignalListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSignals({record(1, 10), record(2, 40)});
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setSignals({record(1, 10, QStringLiteral("noise"), QStringLiteral("n")),
            record(2, 40, QStringLiteral("root_cause"), QStringLiteral("r"))});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(model.data(model.index(1), SignalListModel::VerifiedRoleRole).toString(),
            QStringLiteral("root_cause"));
        model.setSignals({record(1, 70)});
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.rowCount(), 1);
        model.setSignals({});
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSignalListModel)
#include "tst_signallistmodel.moc"
