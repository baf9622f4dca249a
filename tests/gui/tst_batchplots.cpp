// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The batch plots (issue 21): three PNG files drawn offscreen, of the size promised, with
// what the runs hold (a run that builds more draws another success chart).
#include "BatchPlots.h"

#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;

namespace {
batch::BatchSummary run(int built, int failed, double cost)
{
    QList<batch::TaskResult> results;
    for (int i = 0; i < built + failed; ++i) {
        batch::TaskResult r;
        r.id = QStringLiteral("t%1").arg(i);
        r.outcome = i < built ? batch::TaskOutcome::Built : batch::TaskOutcome::Failed;
        r.attempts = 1 + i % 3;
        r.costUsd = cost;
        results << r;
    }
    return batch::summarize(results);
}

/// How many different colours the image has (a blank image has one).
int colours(const QImage &image)
{
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3)
            seen.insert(image.pixel(x, y));
    }
    return int(seen.size());
}
} // namespace

class TestBatchPlots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesThreePlots()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("plots"));
        const auto written = ui::writeBatchPlots({{QStringLiteral("model-a"), run(5, 1, 0.02)},
                                                     {QStringLiteral("no model"), run(2, 4, 0)}},
            out);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QCOMPARE(written.value(),
            (QStringList{out + QStringLiteral("/success.png"), out + QStringLiteral("/cost.png"),
                out + QStringLiteral("/attempts.png")}));
        for (const QString &file : written.value()) {
            const QImage image(file);
            QVERIFY2(!image.isNull(), qPrintable(file));
            QCOMPARE(image.size() / image.devicePixelRatio(), QSize(960, 540));
            QVERIFY2(colours(image) > 10, qPrintable(file)); // bars, text, axes
        }
    }

    void successFollowsTheRuns()
    {
        QTemporaryDir dir;
        QVERIFY(ui::writeBatchPlots(
            {{QStringLiteral("m"), run(5, 1, 0)}}, dir.filePath(QStringLiteral("a"))));
        QVERIFY(ui::writeBatchPlots(
            {{QStringLiteral("m"), run(1, 5, 0)}}, dir.filePath(QStringLiteral("b"))));
        QVERIFY(QImage(dir.filePath(QStringLiteral("a/success.png")))
            != QImage(dir.filePath(QStringLiteral("b/success.png"))));
    }

    void unwritableDirectory()
    {
        const auto written = ui::writeBatchPlots(
            {{QStringLiteral("m"), run(1, 0, 0)}}, QStringLiteral("/proc/packwright-plots"));
        QVERIFY(!written);
        QVERIFY(written.error().message.contains(QStringLiteral("/proc/packwright-plots")));
    }
};

QTEST_MAIN(TestBatchPlots)
#include "tst_batchplots.moc"
