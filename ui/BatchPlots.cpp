// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BatchPlots.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QPalette>
#include <QPixmap>
#include <QValueAxis>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

namespace packwright::ui {

namespace {
struct PlotTexts
{
    Q_DECLARE_TR_FUNCTIONS(PlotTexts)
};

constexpr QSize plotSize(960, 540);

/// A bar chart with `categories` on the x axis, `sets` as its bar sets, and a value axis
/// from 0 to at least `minimumTop`, titled `valueTitle`.
std::unique_ptr<QChart> barChart(const QString &title, const QStringList &categories,
    const QList<QBarSet *> &sets, const QString &valueTitle, double minimumTop)
{
    auto chart = std::make_unique<QChart>();
    chart->setTitle(title);
    chart->setBackgroundRoundness(0);
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *series = new QBarSeries; // owned by the chart
    double top = minimumTop;
    for (QBarSet *set : sets) {
        set->setLabelColor(QGuiApplication::palette().color(QPalette::WindowText));
        series->append(set);
        for (int i = 0; i < set->count(); ++i)
            top = std::max(top, set->at(i));
    }
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setRange(0, top * 1.15);
    y->applyNiceNumbers();
    y->setTitleText(valueTitle);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    return chart;
}

std::optional<Error> save(std::unique_ptr<QChart> chart, const QString &path)
{
    QChartView view(chart.release()); // the view owns the chart
    view.setRenderHint(QPainter::Antialiasing);
    view.resize(plotSize);
    if (!view.grab().save(path, "PNG"))
        return Error{PlotTexts::tr("Cannot write the plot %1.").arg(path), {}};
    return std::nullopt;
}
} // namespace

Result<QStringList> writeBatchPlots(const QList<PlotRun> &runs, const QString &directory)
{
    if (!QDir().mkpath(directory))
        return Error{PlotTexts::tr("Cannot create %1.").arg(directory), {}};
    const QDir dir(directory);
    QStringList labels;
    for (const PlotRun &run : runs)
        labels << run.first;

    auto *built = new QBarSet(PlotTexts::tr("built (%)"));
    auto *correct = new QBarSet(PlotTexts::tr("functionally correct, of those evaluated (%)"));
    auto *perPackage = new QBarSet(PlotTexts::tr("per package"));
    auto *perSuccess = new QBarSet(PlotTexts::tr("per built package"));
    int mostAttempts = 0;
    for (const PlotRun &run : runs) {
        built->append(run.second.buildSuccessPercent());
        correct->append(run.second.functionallyCorrectPercent());
        perPackage->append(run.second.costPerPackage());
        perSuccess->append(run.second.costPerSuccess());
        for (const batch::TaskResult &r : run.second.results)
            mostAttempts = std::max(mostAttempts, r.attempts);
    }
    int fewestAttempts = mostAttempts;
    for (const PlotRun &run : runs) {
        for (const batch::TaskResult &r : run.second.results)
            fewestAttempts = std::min(fewestAttempts, std::max(0, r.attempts));
    }
    QStringList attemptCategories;
    for (int n = fewestAttempts; n <= mostAttempts; ++n)
        attemptCategories << QString::number(n);
    QList<QBarSet *> distribution;
    for (const PlotRun &run : runs) {
        QList<qreal> counts(mostAttempts - fewestAttempts + 1, 0);
        for (const batch::TaskResult &r : run.second.results)
            counts[std::max(0, r.attempts) - fewestAttempts] += 1;
        auto *set = new QBarSet(run.first);
        set->append(counts);
        distribution << set;
    }

    // Every bar set belongs to a chart from here on.
    std::unique_ptr<QChart> success
        = barChart(PlotTexts::tr("Build success and functional correctness"), labels,
            {built, correct}, PlotTexts::tr("%"), 100);
    std::unique_ptr<QChart> cost = barChart(
        PlotTexts::tr("Cost"), labels, {perPackage, perSuccess}, PlotTexts::tr("US dollars"), 0.01);
    std::unique_ptr<QChart> attempts = barChart(PlotTexts::tr("Attempts per task"),
        attemptCategories, distribution, PlotTexts::tr("tasks"), 1);
    QStringList written;
    for (auto &[name, chart] : {std::pair{QStringLiteral("success.png"), &success},
             std::pair{QStringLiteral("cost.png"), &cost},
             std::pair{QStringLiteral("attempts.png"), &attempts}}) {
        const QString path = dir.filePath(name);
        if (auto error = save(std::move(*chart), path))
            return *error;
        written << path;
    }
    return written;
}

} // namespace packwright::ui
