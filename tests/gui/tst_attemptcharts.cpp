// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AttemptCharts.h"
#include "AttemptListModel.h"
#include "workspace/SessionRecordReader.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QTest>
#include <QValueAxis>

using namespace packwright;
using models::AttemptListModel;

class TestAttemptCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void chartsShowOneBarPerAttempt()
    {
        AttemptListModel model;
        ui::AttemptCharts charts(&model);
        charts.resize(600, 500);
        charts.show();
        const auto record
            = workspace::readSessionRecord(QStringLiteral(":/demo/hello-session.json"));
        QVERIFY(record.ok());
        model.setAttempts(record.value().attempts);

        QChart *tokens = charts.tokenChart();
        QCOMPARE(tokens->series().size(), 2);
        auto *stacked = qobject_cast<QStackedBarSeries *>(tokens->series().at(0));
        auto *cost = qobject_cast<QLineSeries *>(tokens->series().at(1));
        QVERIFY(stacked && cost);
        QCOMPARE(stacked->barSets().size(), 2);
        const QBarSet *input = stacked->barSets().at(0);
        const QBarSet *output = stacked->barSets().at(1);
        QCOMPARE(input->count(), 3);
        QCOMPARE(output->count(), 3);
        QCOMPARE(input->at(0), 2140.0);
        QCOMPARE(input->at(1), 0.0);
        QCOMPARE(output->at(2), 241.0);
        QCOMPARE(cost->count(), 3);
        QCOMPARE(cost->at(2), QPointF(2, 0.0113));

        QChart *time = charts.timeChart();
        QCOMPARE(time->series().size(), 1);
        auto *bars = qobject_cast<QAbstractBarSeries *>(time->series().at(0));
        QVERIFY(bars);
        QCOMPARE(bars->barSets().size(), 1);
        const QBarSet *seconds = bars->barSets().at(0);
        QCOMPARE(seconds->count(), 3);
        QCOMPARE(seconds->at(2), 11.24);

        // The axes are labelled, hold every value on round steps, and name each attempt.
        const auto axis = [](QChart *chart, Qt::Alignment alignment) -> QAbstractAxis * {
            const QList<QAbstractAxis *> all = chart->axes();
            for (QAbstractAxis *a : all) {
                if (a->alignment() == alignment)
                    return a;
            }
            return nullptr;
        };
        auto *attempts = qobject_cast<QBarCategoryAxis *>(axis(tokens, Qt::AlignBottom));
        auto *tokenAxis = qobject_cast<QValueAxis *>(axis(tokens, Qt::AlignLeft));
        auto *costAxis = qobject_cast<QValueAxis *>(axis(tokens, Qt::AlignRight));
        auto *timeAxis = qobject_cast<QValueAxis *>(axis(time, Qt::AlignLeft));
        QVERIFY(attempts && tokenAxis && costAxis && timeAxis);
        QCOMPARE(attempts->categories(),
            QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
        QCOMPARE(attempts->titleText(), QStringLiteral("Attempt"));
        QCOMPARE(tokenAxis->titleText(), QStringLiteral("Tokens"));
        QCOMPARE(costAxis->titleText(), QStringLiteral("Cost (USD)"));
        QCOMPARE(timeAxis->titleText(), QStringLiteral("Build time (s)"));
        QCOMPARE(tokenAxis->max(), 4000.0); // 3253 tokens, steps of 1000
        QCOMPARE(costAxis->max(), 0.02);    // $0.0113, steps of 0.005
        QCOMPARE(costAxis->labelFormat(), QStringLiteral("%.3f"));
        QCOMPARE(timeAxis->max(), 20.0); // 11.24 s, steps of 5

        // A live session appends: every series follows, and an abandoned attempt is faded.
        workspace::Attempt next = record.value().attempts.back();
        next.number = 4;
        next.abandoned = true;
        next.usage.inputTokens = 9000;
        next.outcome.durationMs = 2500;
        model.appendAttempt(next);
        QCOMPARE(input->count(), 4);
        QCOMPARE(output->count(), 4);
        QCOMPARE(cost->count(), 4);
        QCOMPARE(seconds->count(), 4);
        QCOMPARE(input->at(3), 9000.0);
        QCOMPARE(seconds->at(3), 2.5);
        QCOMPARE(attempts->count(), 4);
        QVERIFY(tokenAxis->max() >= 9000.0 + 241.0);
        QVERIFY(input->isBarSelected(3));
        QVERIFY(!input->isBarSelected(2));
        QVERIFY(seconds->isBarSelected(3));

        model.setAttempts({});
        QCOMPARE(input->count(), 0);
        QCOMPARE(cost->count(), 0);
        QCOMPARE(seconds->count(), 0);
        QCOMPARE(attempts->count(), 0);
    }

    void chartsElideNoLabelInACrampedDock()
    {
        AttemptListModel model;
        const auto record
            = workspace::readSessionRecord(QStringLiteral(":/demo/hello-session.json"));
        QVERIFY(record.ok());
        model.setAttempts(record.value().attempts);
        // A dock far too small (200 % scaling on a small screen): the charts keep their
        // minimum size and scroll, and QtCharts elides none of their texts.
        ui::AttemptCharts charts(&model);
        charts.resize(150, 120);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        int texts = 0;
        for (QChart *chart : {charts.tokenChart(), charts.timeChart()}) {
            const QList<QGraphicsItem *> items = chart->scene()->items();
            for (QGraphicsItem *item : items) {
                if (auto *text = dynamic_cast<QGraphicsTextItem *>(item)) {
                    ++texts;
                    QVERIFY2(!text->toPlainText().contains(QStringLiteral("..."))
                            && !text->toPlainText().contains(QChar(0x2026)),
                        qPrintable(text->toPlainText()));
                }
            }
        }
        QVERIFY(texts > 20); // titles, axis titles, tick labels, legend
    }

    void chartsTakeThePalette()
    {
        AttemptListModel model;
        ui::AttemptCharts charts(&model);
        QPalette dark = charts.palette();
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
        charts.setPalette(dark);
        QChart *tokens = charts.tokenChart();
        QCOMPARE(tokens->backgroundBrush().color(), QColor(0x20, 0x20, 0x20));
        QCOMPARE(tokens->titleBrush().color(), QColor(0xee, 0xee, 0xee));
        auto *stacked = qobject_cast<QStackedBarSeries *>(tokens->series().at(0));
        QVERIFY(stacked);
        QCOMPARE(stacked->barSets().at(0)->color(), QColor(0x3d, 0xae, 0xe9));
        QVERIFY(stacked->barSets().at(1)->color() != stacked->barSets().at(0)->color());
        const QList<QAbstractAxis *> axes = tokens->axes();
        for (QAbstractAxis *axis : axes)
            QCOMPARE(axis->labelsColor(), QColor(0xee, 0xee, 0xee));
    }
};

QTEST_MAIN(TestAttemptCharts)
#include "tst_attemptcharts.moc"
