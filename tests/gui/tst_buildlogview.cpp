// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BuildLogView.h"
#include "LogDocument.h"
#include "LogTextArea.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace packwright;
using ui::BuildLogView;
using ui::LogTextArea;

namespace {

/// A stdenv-like log of `lines` lines: phases at 0-based lines 10, 1000 and 3000.
QByteArray phasedLog(int lines)
{
    QByteArray bytes;
    for (int i = 0; i < lines; ++i) {
        if (i == 10)
            bytes += "Running phase: configurePhase\n";
        else if (i == 1000)
            bytes += "Running phase: buildPhase\n";
        else if (i == 3000)
            bytes += "Running phase: checkPhase\n";
        else
            bytes += "line " + QByteArray::number(i + 1) + " of the build\n";
    }
    return bytes;
}

bool appendTo(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::Append) && file.write(bytes) == bytes.size();
}

workspace::SignalRecord signal(int rank, int first, int last, const QString &category)
{
    workspace::SignalRecord s;
    s.rank = rank;
    s.firstLine = first;
    s.lastLine = last;
    s.category = category;
    s.phase = QStringLiteral("buildPhase");
    s.text = QStringLiteral("error: something");
    s.confidence = 0.9;
    return s;
}

} // namespace

class TestBuildLogView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// A shown view over a log file of `lines` lines with two signals, indexed.
    bool showLogFile(BuildLogView &view, const QString &name, int lines)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(phasedLog(lines)) < 0)
            return false;
        file.close();
        workspace::Attempt attempt;
        attempt.log = {QStringLiteral("condensed one"), QStringLiteral("condensed two")};
        attempt.logFile = path;
        attempt.signalRecords = {signal(1, 4000, 4000, QStringLiteral("missing-command")),
            signal(2, 1200, 1202, QStringLiteral("compile-error"))};
        view.resize(900, 400);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return false;
        QSignalSpy finished(view.rawDocument(), &models::LogDocument::indexingFinished);
        view.showAttempt(attempt);
        return finished.wait(5000) && view.rawDocument()->lineCount() == lines;
    }

private Q_SLOTS:
    void clickingSignalScrollsToItsLines()
    {
        BuildLogView view;
        QVERIFY(showLogFile(view, QStringLiteral("signals.log"), 5000));
        LogTextArea *area = view.textArea();
        QVERIFY(view.isRawShown());
        // It starts at the end, following.
        QVERIFY(area->isFollowing());
        QVERIFY(area->isLineVisible(4999));
        QVERIFY(!area->isLineVisible(1199));

        auto *list = view.findChild<QTreeView *>(QStringLiteral("buildLogSignals"));
        QVERIFY(list && list->isVisible());
        const QAbstractItemModel *rows = list->model();
        QCOMPARE(rows->rowCount(), 2);
        QCOMPARE(rows->index(0, 0).data().toString(),
            QStringLiteral("#1 missing-command\nerror: something\nbuildPhase · line 4000"));
        QCOMPARE(rows->index(1, 0).data().toString(),
            QStringLiteral("#2 compile-error\nerror: something\nbuildPhase · lines 1200–1202"));

        // A click on the second signal shows and selects lines 1200–1202 (1-based).
        const QRect rect = list->visualRect(rows->index(1, 0));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        QVERIFY(area->isLineVisible(1199));
        QVERIFY(area->isLineVisible(1201));
        QCOMPARE(area->selection(), (std::pair<qint64, qint64>(1199, 1201)));
        QVERIFY(!area->isFollowing());

        // Enter on the first signal (keyboard only) shows line 4000.
        list->setFocus();
        list->setCurrentIndex(rows->index(0, 0));
        QTest::keyClick(list, Qt::Key_Return);
        QVERIFY(area->isLineVisible(3999));
        QCOMPARE(area->selection(), (std::pair<qint64, qint64>(3999, 3999)));

        // From the condensed view, a signal switches to the raw log it counts lines of.
        view.setRawShown(false);
        QVERIFY(!view.isRawShown());
        QVERIFY(view.showSignal(2));
        QVERIFY(view.isRawShown());
        QVERIFY(area->isLineVisible(1199));
        QVERIFY(!view.showSignal(7));

        // The same live attempt shown again, now with one more signal: the log, the place in
        // it and the view stay; only the list changes.
        QSignalSpy reset(view.rawDocument(), &models::LogDocument::reset);
        workspace::Attempt again;
        again.logFile = view.rawDocument()->filePath();
        again.signalRecords = {signal(1, 4000, 4000, QStringLiteral("missing-command")),
            signal(2, 1200, 1202, QStringLiteral("compile-error")),
            signal(3, 20, 20, QStringLiteral("warning"))};
        view.showAttempt(again);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(rows->rowCount(), 3);
        QVERIFY(view.isRawShown());
        QVERIFY(area->isLineVisible(1199));
        QCOMPARE(area->marks().size(), std::size_t(3));
    }

    /// EvidenT §4.3.1's verifier: each judged signal shows its role and the model's reason
    /// beside it, in the record's rank order; noise stays in the list.
    void showsVerifierRolesBesideSignals()
    {
        BuildLogView view;
        workspace::Attempt attempt;
        attempt.log = {QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three")};
        workspace::SignalRecord noise = signal(1, 1, 1, QStringLiteral("missing-command"));
        noise.role = QStringLiteral("noise");
        noise.roleReason = QStringLiteral("git is optional; the build went on");
        workspace::SignalRecord cause = signal(2, 2, 3, QStringLiteral("compile-error"));
        cause.role = QStringLiteral("root_cause");
        cause.roleReason = QStringLiteral("the compiler stops at tiny.c:5");
        attempt.signalRecords = {noise, cause, signal(3, 3, 3, QStringLiteral("other"))};
        view.showAttempt(attempt);
        auto *list = view.findChild<QTreeView *>(QStringLiteral("buildLogSignals"));
        QVERIFY(list);
        const QAbstractItemModel *rows = list->model();
        QCOMPARE(rows->rowCount(), 3);
        QCOMPARE(rows->index(0, 0).data().toString(),
            QStringLiteral("#1 missing-command\nerror: something\nbuildPhase · line 1\n"
                           "noise: git is optional; the "
                           "build went on"));
        QCOMPARE(rows->index(1, 0).data().toString(),
            QStringLiteral("#2 compile-error\nerror: something\nbuildPhase · lines 2–3\n"
                           "root cause: the compiler "
                           "stops at tiny.c:5"));
        QCOMPARE(rows->index(2, 0).data().toString(),
            QStringLiteral("#3 other\nerror: something\nbuildPhase · line 3"));
        QVERIFY(rows->index(1, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("The model judged it root cause")));
    }

    void followTailStopsOnScrollUp()
    {
        BuildLogView view;
        QVERIFY(showLogFile(view, QStringLiteral("follow.log"), 3500));
        LogTextArea *area = view.textArea();
        models::LogDocument *raw = view.rawDocument();
        raw->setPollInterval(10);
        QVERIFY(area->isFollowing());

        // While following, appended lines come into view.
        QVERIFY(appendTo(raw->filePath(), "appended 1\nappended 2\n"));
        QTRY_COMPARE(raw->lineCount(), 3502);
        QVERIFY(area->isLineVisible(3501));

        // Scrolling up (the wheel, as a user does) stops following: new lines stay out of view.
        area->setFocus();
        QWheelEvent wheel(QPointF(50, 50), area->viewport()->mapToGlobal(QPointF(50, 50)), QPoint(),
            QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(area->viewport(), &wheel);
        QVERIFY(!area->isFollowing());
        const qint64 top = area->firstVisibleLine();
        QVERIFY(appendTo(raw->filePath(), QByteArray("more\n").repeated(200)));
        QTRY_COMPARE(raw->lineCount(), 3702);
        QCOMPARE(area->firstVisibleLine(), top);
        QVERIFY(!area->isLineVisible(3701));

        // End follows again.
        QTest::keyClick(area, Qt::Key_End);
        QVERIFY(area->isFollowing());
        QVERIFY(area->isLineVisible(3701));
        QVERIFY(appendTo(raw->filePath(), "tail\n"));
        QTRY_COMPARE(raw->lineCount(), 3703);
        QVERIFY(area->isLineVisible(3702));

        // Page Up, too, stops it.
        QTest::keyClick(area, Qt::Key_PageUp);
        QVERIFY(!area->isFollowing());
    }

    void searchNextAndPreviousWrap()
    {
        BuildLogView view;
        view.resize(700, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QStringList lines;
        for (int i = 0; i < 300; ++i)
            lines << (i == 2 || i == 150 || i == 290 ? QStringLiteral("an Error here")
                                                     : QStringLiteral("fine %1").arg(i));
        view.setLines(lines);
        LogTextArea *area = view.textArea();
        QSignalSpy found(&view, &BuildLogView::searchFinished);

        // Ctrl+F opens the search bar; typing finds the first match from the top.
        area->setFocus();
        QTest::keyClick(area, Qt::Key_Home);
        QTest::keyClick(area, Qt::Key_F, Qt::ControlModifier);
        auto *field = view.findChild<QWidget *>(QStringLiteral("buildLogSearch"));
        QVERIFY(field && field->hasFocus());
        QTest::keyClicks(field, QStringLiteral("error"));
        QTRY_VERIFY(!found.isEmpty() && found.last().first().toLongLong() == 2);
        QVERIFY(area->isLineVisible(2));

        const auto step = [&](Qt::KeyboardModifiers modifiers) {
            found.clear();
            QTest::keyClick(area, Qt::Key_F3, modifiers);
            return found.wait(5000) ? found.last().first().toLongLong() : qint64(-2);
        };
        area->setFocus();
        QCOMPARE(step(Qt::NoModifier), 150);
        QVERIFY(area->isLineVisible(150));
        QCOMPARE(step(Qt::NoModifier), 290);
        QCOMPARE(step(Qt::NoModifier), 2);      // wraps to the top
        QCOMPARE(step(Qt::ShiftModifier), 290); // and back over the top
        QCOMPARE(step(Qt::ShiftModifier), 150);

        view.setSearchText(QStringLiteral("absent"));
        QTRY_VERIFY(!found.isEmpty() && found.last().first().toLongLong() == -1);
    }

    void foldingHidesRows()
    {
        BuildLogView view;
        QVERIFY(showLogFile(view, QStringLiteral("fold.log"), 5000));
        LogTextArea *area = view.textArea();
        QCOMPARE(area->folding().headers(), (std::vector<qint64>{10, 1000, 3000}));
        QCOMPARE(area->folding().rowCount(), 5000);

        // Keyboard: go to the buildPhase header, Enter folds it into one row.
        area->setFocus();
        area->setCurrentLine(1000);
        QTest::keyClick(area, Qt::Key_Return);
        QVERIFY(area->folding().isFolded(1000));
        QCOMPARE(area->folding().rowCount(), 5000 - 1999);
        QVERIFY(area->folding().isHidden(1500));
        QVERIFY(!area->isLineVisible(1001));
        QVERIFY(area->isLineVisible(1000));
        QVERIFY(area->isLineVisible(3000)); // the next header follows the folded one
        QTest::keyClick(area, Qt::Key_Right);
        QVERIFY(!area->folding().isFolded(1000));
        QCOMPARE(area->folding().rowCount(), 5000);

        // Left inside a section folds it and moves to its header.
        area->setCurrentLine(20);
        QTest::keyClick(area, Qt::Key_Left);
        QVERIFY(area->folding().isFolded(10));
        QCOMPARE(area->currentLine(), 10);

        // A click on the header's arrow unfolds it.
        area->setCurrentLine(10);
        const int y = int((area->folding().rowForLine(10) - area->verticalScrollBar()->value())
                * area->rowHeight()
            + area->rowHeight() / 2);
        QTest::mouseClick(area->viewport(), Qt::LeftButton, {}, QPoint(3, y));
        QVERIFY(!area->folding().isFolded(10));

        // Selecting a hidden line unfolds its section.
        area->setAllFolded(true);
        QCOMPARE(area->folding().rowCount(), 10 + 3);
        area->selectLines(2000, 2000);
        QVERIFY(!area->folding().isFolded(1000));
        QVERIFY(area->isLineVisible(2000));
    }

    void switchesRawAndCondensedAndCopies()
    {
        BuildLogView view;
        QVERIFY(showLogFile(view, QStringLiteral("switch.log"), 100));
        QVERIFY(view.isRawShown());
        QVERIFY(view.toPlainText().startsWith(QStringLiteral("line 1 of the build\n")));
        view.textArea()->setFocus();
        QTest::keyClick(view.textArea(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!view.isRawShown());
        QCOMPARE(view.toPlainText(), QStringLiteral("condensed one\ncondensed two"));
        QTest::keyClick(view.textArea(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(view.isRawShown());

        // Shift+Down extends a selection; Ctrl+C copies its lines.
        LogTextArea *area = view.textArea();
        area->setCurrentLine(1);
        QTest::keyClick(area, Qt::Key_Down, Qt::ShiftModifier);
        QTest::keyClick(area, Qt::Key_Down, Qt::ShiftModifier);
        QTest::keyClick(area, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(),
            QStringLiteral("line 2 of the build\nline 3 of the build\nline 4 of the build"));

        // No file: only the condensed view, and nothing to switch to.
        view.setLines({QStringLiteral("only")});
        QVERIFY(!view.isRawShown());
        view.setRawShown(true);
        QVERIFY(!view.isRawShown());
        QCOMPARE(view.toPlainText(), QStringLiteral("only"));
        view.clear();
        QCOMPARE(view.toPlainText(), QString());
    }
};

QTEST_MAIN(TestBuildLogView)
#include "tst_buildlogview.moc"
