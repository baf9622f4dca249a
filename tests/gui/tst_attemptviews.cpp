// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AttemptListModel.h"
#include "IterationTimeline.h"
#include "TimelineDelegate.h"
#include "workspace/SessionRecordReader.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>
#include <QPaintEngine>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace packwright;
using models::AttemptListModel;
using ui::IterationTimeline;
using ui::TimelineDelegate;

namespace {

workspace::Attempt attempt(int number, std::optional<evidence::VerdictKind> verdict = {})
{
    workspace::Attempt a;
    a.number = number;
    if (verdict)
        a.verdict = evidence::Verdict{*verdict, QStringLiteral("reason %1").arg(number)};
    return a;
}

/// Pixels of `image` inside `rect` whose colour is exactly `color`.
int countExactly(const QImage &image, const QRect &rect, const QColor &color)
{
    int count = 0;
    const QRgb wanted = color.rgb();
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            if (image.pixel(x, y) == wanted)
                ++count;
        }
    }
    return count;
}

/// The cell at (`row`, `column`) of `view` in `image` (a grab of its viewport).
QRect cell(const IterationTimeline &view, const QImage &image, int row, int column)
{
    return view.visualRect(view.model()->index(row, column)).intersected(image.rect());
}

QImage grabViewport(IterationTimeline &view)
{
    view.clearSelection();
    view.setCurrentIndex({});
    return view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

/// A paint device that keeps the strings drawn on it, as the font shaped them.
class TextRecorder : public QPaintDevice
{
public:
    explicit TextRecorder(QSize size)
        : m_size(size)
    {}
    ~TextRecorder() override = default;
    QPaintEngine *paintEngine() const override { return &m_engine; }
    QStringList texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        constexpr int dpi = 96; // as a QImage's
        switch (metric) {
        case PdmWidth: return m_size.width();
        case PdmHeight: return m_size.height();
        case PdmWidthMM: return m_size.width() * 254 / (10 * dpi);
        case PdmHeightMM: return m_size.height() * 254 / (10 * dpi);
        case PdmNumColors: return 0;
        case PdmDepth: return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return dpi;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        default: break; // what a newer Qt asks (6.8: the encoded device pixel ratio)
        }
        return QPaintDevice::metric(metric);
    }

private:
    struct Engine : QPaintEngine
    {
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawRects(const QRectF *, int) override {}
        void drawLines(const QLineF *, int) override {}
        void drawEllipse(const QRectF &) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override { texts << item.text(); }
        Type type() const override { return User; }
        QStringList texts;
    };
    QSize m_size;
    mutable Engine m_engine;
};

/// Exposes the delegate's style option, the abandoned look included.
struct DelegateProbe : TimelineDelegate
{
    using TimelineDelegate::initStyleOption;
};

} // namespace

class TestAttemptViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void verdictColoursAreDistinctAndLegible()
    {
        const QList<evidence::VerdictKind> kinds{evidence::VerdictKind::Progress,
            evidence::VerdictKind::Stagnation, evidence::VerdictKind::Regress,
            evidence::VerdictKind::BrokenLog};
        QCOMPARE(TimelineDelegate::contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(TimelineDelegate::contrastRatio(Qt::gray, Qt::gray), 1.0);
        QList<QRgb> fills;
        for (const evidence::VerdictKind kind : kinds) {
            const ui::BadgeColors colors = TimelineDelegate::verdictColors(kind);
            const QByteArray name = evidence::verdictName(kind).toLatin1();
            // WCAG AA for the badge text, and a badge that stands out on a light and a dark base.
            QVERIFY2(TimelineDelegate::contrastRatio(colors.fill, colors.text) >= 4.5, name);
            QVERIFY2(TimelineDelegate::contrastRatio(colors.fill, Qt::white) >= 1.5, name);
            QVERIFY2(TimelineDelegate::contrastRatio(colors.fill, QColor(0x1e, 0x1e, 0x1e)) >= 1.5,
                name);
            QVERIFY2(!fills.contains(colors.fill.rgb()), name);
            fills << colors.fill.rgb();
        }
    }

    void badgePaintsEachVerdictInItsColour()
    {
        AttemptListModel model;
        const QList<evidence::VerdictKind> kinds{evidence::VerdictKind::Progress,
            evidence::VerdictKind::Stagnation, evidence::VerdictKind::Regress,
            evidence::VerdictKind::BrokenLog};
        model.appendAttempt(attempt(1));
        for (int i = 0; i < kinds.size(); ++i)
            model.appendAttempt(attempt(i + 2, kinds[i]));
        workspace::Attempt abandoned = attempt(6, evidence::VerdictKind::Regress);
        abandoned.abandoned = true;
        model.appendAttempt(abandoned);

        IterationTimeline view(&model);
        view.resize(900, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage image = grabViewport(view);

        for (int i = 0; i < kinds.size(); ++i) {
            const QRect badgeCell = cell(view, image, i + 1, AttemptListModel::VerdictColumn);
            const QByteArray name = evidence::verdictName(kinds[i]).toLatin1();
            QVERIFY2(
                countExactly(image, badgeCell, TimelineDelegate::verdictColors(kinds[i]).fill) > 40,
                name);
            for (const evidence::VerdictKind other : kinds) {
                if (other != kinds[i])
                    QCOMPARE(
                        countExactly(image, badgeCell, TimelineDelegate::verdictColors(other).fill),
                        0);
            }
        }
        // No verdict, no badge.
        for (const evidence::VerdictKind kind : kinds) {
            QCOMPARE(countExactly(image, cell(view, image, 0, AttemptListModel::VerdictColumn),
                         TimelineDelegate::verdictColors(kind).fill),
                0);
        }
        // The abandoned attempt's badge is there, faded: reddish, but never the full red.
        const QRect abandonedCell = cell(view, image, 5, AttemptListModel::VerdictColumn);
        const QColor red = TimelineDelegate::verdictColors(evidence::VerdictKind::Regress).fill;
        QCOMPARE(countExactly(image, abandonedCell, red), 0);
        int reddish = 0;
        for (int y = abandonedCell.top(); y <= abandonedCell.bottom(); ++y) {
            for (int x = abandonedCell.left(); x <= abandonedCell.right(); ++x) {
                const QColor c = image.pixelColor(x, y);
                reddish += c.red() > c.green() + 40 ? 1 : 0;
            }
        }
        QVERIFY(reddish > 40);
    }

    void badgeColumnFitsTheWidestVerdict()
    {
        // As the main window does: the view is up, then a whole session is swapped in.
        AttemptListModel model;
        IterationTimeline view(&model);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.setAttempts({attempt(1), attempt(2, evidence::VerdictKind::Progress),
            attempt(3, evidence::VerdictKind::Stagnation)});
        view.selectAttempt(2);
        QFont bold = view.font();
        bold.setBold(true);
        const int text = QFontMetrics(bold).horizontalAdvance(QStringLiteral("STAGNATION"));
        QVERIFY2(view.columnWidth(AttemptListModel::VerdictColumn) > text + 8,
            qPrintable(QStringLiteral("%1 <= %2 + 8")
                           .arg(view.columnWidth(AttemptListModel::VerdictColumn))
                           .arg(text)));
        // And the badge is all there: its right end is drawn inside the column.
        const QImage image = grabViewport(view);
        const QRect badgeCell = cell(view, image, 2, AttemptListModel::VerdictColumn);
        const QColor amber
            = TimelineDelegate::verdictColors(evidence::VerdictKind::Stagnation).fill;
        int rightmost = -1;
        for (int x = badgeCell.left(); x <= badgeCell.right(); ++x) {
            if (image.pixel(x, badgeCell.center().y()) == amber.rgb())
                rightmost = x;
        }
        QVERIFY(rightmost > badgeCell.left() + text);
        QVERIFY(rightmost < badgeCell.right());
    }

    void badgeAtItsSizeHintIsNotElided_data()
    {
        QTest::addColumn<qreal>("pointSize");
        // Fractional sizes give fractional advances, which QFontMetrics rounds to nearest.
        for (const qreal size : {8.0, 9.0, 9.3, 10.7, 11.5, 13.2, 18.0})
            QTest::newRow(qPrintable(QString::number(size))) << size;
    }

    void badgeAtItsSizeHintIsNotElided()
    {
        QFETCH(qreal, pointSize);
        AttemptListModel model;
        model.appendAttempt(attempt(1, evidence::VerdictKind::Progress));
        model.appendAttempt(attempt(2, evidence::VerdictKind::Stagnation));
        model.appendAttempt(attempt(3, evidence::VerdictKind::BrokenLog));
        TimelineDelegate delegate;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, AttemptListModel::VerdictColumn);
            QStyleOptionViewItem option;
            option.font.setPointSizeF(pointSize);
            option.fontMetrics = QFontMetrics(option.font);
            option.state = QStyle::State_Enabled;
            const QSize hint = delegate.sizeHint(option, index);
            // At its size hint, the cell shows the whole verdict: nothing elided.
            TextRecorder recorder(hint);
            QPainter painter(&recorder);
            option.rect = QRect(QPoint(), hint);
            delegate.paint(&painter, option, index);
            painter.end();
            QCOMPARE(recorder.texts(), QStringList(index.data().toString()));
        }
    }

    void vmMarkShowsPassOrFail()
    {
        AttemptListModel model;
        workspace::VmRunRecord run;
        run.script = QStringLiteral("hello --version");
        run.backend = QStringLiteral("qemu-tcg");
        run.exitStatus = 0;
        workspace::Attempt passed = attempt(1);
        passed.vmRuns = {run};
        run.exitStatus = 1;
        workspace::Attempt failed = attempt(2);
        failed.vmRuns = {run};
        model.appendAttempt(passed);
        model.appendAttempt(failed);
        model.appendAttempt(attempt(3));

        IterationTimeline view(&model);
        view.resize(900, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage image = grabViewport(view);
        const QColor green = TimelineDelegate::vmMarkColor(true);
        const QColor red = TimelineDelegate::vmMarkColor(false);
        QVERIFY(green != red);
        const QRect passedCell = cell(view, image, 0, AttemptListModel::VmColumn);
        const QRect failedCell = cell(view, image, 1, AttemptListModel::VmColumn);
        const QRect noneCell = cell(view, image, 2, AttemptListModel::VmColumn);
        QVERIFY(countExactly(image, passedCell, green) > 10);
        QCOMPARE(countExactly(image, passedCell, red), 0);
        QVERIFY(countExactly(image, failedCell, red) > 10);
        QCOMPARE(countExactly(image, failedCell, green), 0);
        QCOMPARE(countExactly(image, noneCell, green) + countExactly(image, noneCell, red), 0);
        // The status text still fits after the mark.
        const int textWidth = view.fontMetrics().horizontalAdvance(QStringLiteral("exit 1"));
        QVERIFY(
            view.columnWidth(AttemptListModel::VmColumn) > textWidth + view.fontMetrics().height());
    }

    void abandonedRowsAreStruckThroughAndDimmed()
    {
        AttemptListModel model;
        model.appendAttempt(attempt(1));
        workspace::Attempt abandoned = attempt(2);
        abandoned.abandoned = true;
        model.appendAttempt(abandoned);
        DelegateProbe delegate;
        QStyleOptionViewItem live;
        QStyleOptionViewItem gone;
        delegate.initStyleOption(&live, model.index(0, AttemptListModel::SummaryColumn));
        delegate.initStyleOption(&gone, model.index(1, AttemptListModel::SummaryColumn));
        QVERIFY(!live.font.strikeOut());
        QVERIFY(gone.font.strikeOut());
        const QColor liveText = live.palette.color(QPalette::Text);
        const QColor goneText = gone.palette.color(QPalette::Text);
        const QColor base = gone.palette.color(QPalette::Base);
        QVERIFY(goneText != liveText);
        // Faded towards the base, yet readable.
        QVERIFY(TimelineDelegate::contrastRatio(goneText, base)
            < TimelineDelegate::contrastRatio(liveText, base));
        QVERIFY(TimelineDelegate::contrastRatio(goneText, base) > 1.5);
    }

    void rollBackOffersEarlierAttemptsOnly()
    {
        AttemptListModel model;
        // Attempt numbers differ from rows, so that the signal's number is told from a row.
        for (int number : {4, 5, 6})
            model.appendAttempt(attempt(number));
        IterationTimeline view(&model);
        QSignalSpy requested(&view, &IterationTimeline::rollBackRequested);
        QAction *action = view.rollBackAction();
        QVERIFY(!action->shortcut().isEmpty());

        QVERIFY(!action->isEnabled()); // nothing selected
        view.selectAttempt(2);
        QVERIFY(!action->isEnabled()); // the current attempt
        action->trigger();
        QCOMPARE(requested.count(), 0);

        view.selectAttempt(1);
        QVERIFY(action->isEnabled());
        action->trigger();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.takeFirst().first().toInt(), 5);

        // An abandoned last attempt (rolled back from) leaves the one before it current, and
        // is no attempt to roll "back" to.
        workspace::Attempt abandoned = attempt(7);
        abandoned.abandoned = true;
        model.appendAttempt(abandoned);
        view.selectAttempt(3);
        QVERIFY(!action->isEnabled());
        view.selectAttempt(2);
        QVERIFY(!action->isEnabled());
        model.setAttempts({attempt(4), attempt(5), abandoned});
        view.selectAttempt(1);
        QVERIFY(!action->isEnabled());
        view.selectAttempt(0);
        QVERIFY(action->isEnabled());

        view.setReadOnly(true);
        QVERIFY(view.isReadOnly());
        QVERIFY(!action->isEnabled());
        action->trigger();
        QCOMPARE(requested.count(), 0);
        view.setReadOnly(false);
        QVERIFY(action->isEnabled());
    }

    void rollBackByShortcut()
    {
        AttemptListModel model;
        for (int number : {4, 5, 6})
            model.appendAttempt(attempt(number));
        IterationTimeline view(&model);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.setFocus();
        QSignalSpy requested(&view, &IterationTimeline::rollBackRequested);
        const QKeySequence shortcut = view.rollBackAction()->shortcut();
        QCOMPARE(shortcut, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace));

        view.selectAttempt(0);
        QTest::keySequence(&view, shortcut);
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.takeFirst().first().toInt(), 4);

        view.selectAttempt(2); // the current attempt: nothing to roll back to
        QTest::keySequence(&view, shortcut);
        QCOMPARE(requested.count(), 0);

        view.setReadOnly(true);
        view.selectAttempt(0);
        QTest::keySequence(&view, shortcut);
        QCOMPARE(requested.count(), 0);
    }

    void rollBackFromContextMenu()
    {
        AttemptListModel model;
        for (int number : {4, 5, 6})
            model.appendAttempt(attempt(number));
        IterationTimeline view(&model);
        view.resize(700, 200);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QSignalSpy requested(&view, &IterationTimeline::rollBackRequested);

        // A right click on attempt 5 selects it; the menu's mnemonic picks the action.
        bool menuShown = false;
        QTimer::singleShot(0, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            menuShown = true;
            QVERIFY(menu->actions().contains(view.rollBackAction()));
            QTest::keyClick(menu, Qt::Key_B);
        });
        const QPoint at = view.visualRect(model.index(1, 0)).center();
        QContextMenuEvent click(
            QContextMenuEvent::Mouse, at, view.viewport()->mapToGlobal(at), Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &click);
        QVERIFY(menuShown);
        QCOMPARE(view.currentIndex().row(), 1);
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.takeFirst().first().toInt(), 5);

        // The menu key on the current attempt: the action is there, disabled.
        view.selectAttempt(2);
        menuShown = false;
        QTimer::singleShot(0, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            menuShown = true;
            QVERIFY(!view.rollBackAction()->isEnabled());
            QTest::keyClick(menu, Qt::Key_B);
            if (QApplication::activePopupWidget() == menu)
                menu->close();
        });
        QContextMenuEvent key(
            QContextMenuEvent::Keyboard, QPoint(5, 5), view.mapToGlobal(QPoint(5, 5)));
        QApplication::sendEvent(&view, &key);
        QVERIFY(menuShown);
        QCOMPARE(requested.count(), 0);
    }
};

QTEST_MAIN(TestAttemptViews)
#include "tst_attemptviews.moc"
