// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AttemptCharts.h"

#include "AttemptListModel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxLayout>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QLineSeries>
#include <QScrollArea>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace packwright::ui {

namespace {

/// The least size of a chart, in average characters wide and lines high.
constexpr QSize chartMinimumSize(60, 14);

/// Intervals on every value axis: four, five labelled ticks.
constexpr int axisIntervals = 4;

/// A round step (1, 2, 2.5 or 5 times a power of ten) so that `axisIntervals` steps reach
/// `maximum`; `floor` when there is nothing to show.
double niceStep(double maximum, double floor)
{
    const double raw = std::max(maximum, floor) / axisIntervals;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 2.5, 5.0}) {
        if (factor * magnitude >= raw * (1 - 1e-9))
            return factor * magnitude;
    }
    return 10.0 * magnitude;
}

/// Decimals that show `step` exactly (0.0025 → 4), so that no two labels look alike.
int decimalsFor(double step)
{
    for (int decimals = 0; decimals < 8; ++decimals) {
        const double scaled = step * std::pow(10.0, decimals);
        if (std::abs(scaled - std::round(scaled)) < 1e-6)
            return decimals;
    }
    return 8;
}

/// Fits `axis` to [0, maximum] with round steps; `floor` is the least maximum shown.
void fitAxis(QValueAxis *axis, double maximum, double floor)
{
    const double step = niceStep(maximum, floor);
    axis->setRange(0.0, step * axisIntervals);
    axis->setTickCount(axisIntervals + 1);
    axis->setLabelFormat(
        QStringLiteral("%.") + QString::number(decimalsFor(step)) + QStringLiteral("f"));
}

/// `a` moved towards `b` by `amount` (0 = a, 1 = b).
QColor mixed(const QColor &a, const QColor &b, double amount)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * amount),
        float(a.greenF() + (b.greenF() - a.greenF()) * amount),
        float(a.blueF() + (b.blueF() - a.blueF()) * amount));
}

QChart *newChart(const QString &title)
{
    auto *chart = new QChart; // owned by the view it is set on
    chart->setTitle(title);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    chart->setLocale(QLocale()); // the application's, as the translations chose it
    chart->setLocalizeNumbers(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

QChartView *newView(QWidget *parent)
{
    auto *view = new QChartView(parent);
    view->setRenderHint(QPainter::Antialiasing);
    return view;
}

/// Gives `chart` to `view`. QChartView releases the chart it had (the empty one its
/// constructor made) without deleting it: that is done here, or it leaks (LeakSanitizer
/// found it in the GUI tests).
void setChart(QChartView *view, QChart *chart)
{
    QChart *previous = view->chart();
    view->setChart(chart);
    if (previous != chart)
        delete previous;
}

} // namespace

AttemptCharts::AttemptCharts(models::AttemptListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_scrollArea(new QScrollArea(this))
    , m_content(new QWidget(m_scrollArea))
    , m_layout(new QBoxLayout(QBoxLayout::TopToBottom, m_content))
    , m_tokenView(newView(m_content))
    , m_timeView(newView(m_content))
{
    setObjectName(QStringLiteral("attemptCharts"));
    // Below their minimum size the charts would elide their labels: scroll instead.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_scrollArea);
    m_scrollArea->setFrameShape(QFrame::NoFrame);
    m_scrollArea->setWidgetResizable(true);
    m_scrollArea->setWidget(m_content);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_layout->addWidget(m_tokenView);
    m_layout->addWidget(m_timeView);
    createTokenChart();
    createTimeChart();
    applyPalette();

    connect(model, &QAbstractItemModel::rowsInserted, this, &AttemptCharts::reload);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &AttemptCharts::reload);
    connect(model, &QAbstractItemModel::modelReset, this, &AttemptCharts::reload);
    connect(model, &QAbstractItemModel::dataChanged, this, &AttemptCharts::reload);
    reload();
}

QChart *AttemptCharts::tokenChart() const
{
    return m_tokenView->chart();
}

QChart *AttemptCharts::timeChart() const
{
    return m_timeView->chart();
}

void AttemptCharts::createTokenChart()
{
    QChart *chart = newChart(tr("Tokens and cost per attempt"));
    m_inputTokens = new QBarSet(tr("Input tokens"));
    m_outputTokens = new QBarSet(tr("Output tokens"));
    auto *tokens = new QStackedBarSeries;
    tokens->append({m_inputTokens, m_outputTokens});
    m_cost = new QLineSeries;
    m_cost->setName(tr("Cost (USD)"));
    m_cost->setPointsVisible(true);
    chart->addSeries(tokens);
    chart->addSeries(m_cost);

    m_tokenAttempts = new QBarCategoryAxis;
    m_tokenAttempts->setTitleText(tr("Attempt"));
    m_tokenAxis = new QValueAxis;
    m_tokenAxis->setTitleText(tr("Tokens"));
    m_costAxis = new QValueAxis;
    m_costAxis->setTitleText(tr("Cost (USD)"));
    m_costAxis->setGridLineVisible(false); // the token axis draws the grid
    chart->addAxis(m_tokenAttempts, Qt::AlignBottom);
    chart->addAxis(m_tokenAxis, Qt::AlignLeft);
    chart->addAxis(m_costAxis, Qt::AlignRight);
    tokens->attachAxis(m_tokenAttempts);
    tokens->attachAxis(m_tokenAxis);
    m_cost->attachAxis(m_tokenAttempts);
    m_cost->attachAxis(m_costAxis);
    setChart(m_tokenView, chart);

    connect(
        tokens, &QAbstractBarSeries::hovered, this, [this](bool entered, int index, QBarSet *set) {
            if (!entered || index >= m_tokenAttempts->count()) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(),
                tr("Attempt %1: %2 %3")
                    .arg(m_tokenAttempts->at(index), QLocale().toString(qint64(set->at(index))),
                        set->label()));
        });
    connect(m_cost, &QLineSeries::hovered, this, [this](const QPointF &point, bool entered) {
        const int index = int(std::lround(point.x()));
        if (!entered || index < 0 || index >= m_tokenAttempts->count()) {
            QToolTip::hideText();
            return;
        }
        QToolTip::showText(QCursor::pos(),
            tr("Attempt %1: $%2")
                .arg(m_tokenAttempts->at(index), QLocale().toString(point.y(), 'f', 4)));
    });
}

void AttemptCharts::createTimeChart()
{
    QChart *chart = newChart(tr("Build time per attempt"));
    m_buildTime = new QBarSet(tr("Build time (s)"));
    auto *times = new QBarSeries;
    times->append(m_buildTime);
    chart->addSeries(times);
    chart->legend()->hide(); // one series: the title and the axis say it

    m_timeAttempts = new QBarCategoryAxis;
    m_timeAttempts->setTitleText(tr("Attempt"));
    m_timeAxis = new QValueAxis;
    m_timeAxis->setTitleText(tr("Build time (s)"));
    chart->addAxis(m_timeAttempts, Qt::AlignBottom);
    chart->addAxis(m_timeAxis, Qt::AlignLeft);
    times->attachAxis(m_timeAttempts);
    times->attachAxis(m_timeAxis);
    setChart(m_timeView, chart);

    connect(
        times, &QAbstractBarSeries::hovered, this, [this](bool entered, int index, QBarSet *set) {
            if (!entered || index >= m_timeAttempts->count()) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(),
                tr("Attempt %1: %2 s")
                    .arg(m_timeAttempts->at(index), QLocale().toString(set->at(index), 'f', 1)));
        });
}

void AttemptCharts::reload()
{
    QStringList attempts;
    QList<qreal> input;
    QList<qreal> output;
    QList<QPointF> cost;
    QList<qreal> seconds;
    QList<int> abandoned;
    double maxTokens = 0;
    double maxCost = 0;
    double maxSeconds = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const workspace::Attempt &attempt = m_model->attempt(row);
        attempts << QString::number(attempt.number);
        input << qreal(attempt.usage.inputTokens);
        output << qreal(attempt.usage.outputTokens);
        cost << QPointF(row, attempt.usage.costUsd);
        seconds << qreal(attempt.outcome.durationMs) / 1000.0;
        if (attempt.abandoned)
            abandoned << row;
        maxTokens = std::max(maxTokens, double(attempt.usage.totalTokens()));
        maxCost = std::max(maxCost, attempt.usage.costUsd);
        maxSeconds = std::max(maxSeconds, seconds.constLast());
    }

    for (QBarSet *set : {m_inputTokens, m_outputTokens, m_buildTime}) {
        set->deselectAllBars();
        set->remove(0, set->count());
    }
    m_inputTokens->append(input);
    m_outputTokens->append(output);
    m_buildTime->append(seconds);
    // Abandoned attempts' bars are "selected", which draws them faded (applyPalette()).
    for (QBarSet *set : {m_inputTokens, m_outputTokens, m_buildTime})
        set->selectBars(abandoned);
    m_cost->replace(cost);

    for (QBarCategoryAxis *axis : {m_tokenAttempts, m_timeAttempts}) {
        axis->clear();
        axis->append(attempts);
    }
    fitAxis(m_tokenAxis, maxTokens, 4.0);
    fitAxis(m_costAxis, maxCost, 0.0004);
    fitAxis(m_timeAxis, maxSeconds, 1.0);
}

void AttemptCharts::applyPalette()
{
    const QPalette pal = palette();
    const QColor window = pal.color(QPalette::Window);
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::WindowText);
    const QColor accent = pal.color(QPalette::Highlight);
    QFont titleFont = font();
    titleFont.setBold(true);

    for (QChart *chart : {tokenChart(), timeChart()}) {
        chart->setBackgroundBrush(window);
        chart->setBackgroundPen(Qt::NoPen);
        chart->setPlotAreaBackgroundBrush(base);
        chart->setPlotAreaBackgroundVisible(true);
        chart->setTitleBrush(text);
        chart->setTitleFont(titleFont);
        chart->legend()->setLabelColor(text);
        chart->legend()->setFont(font());
        const QList<QAbstractAxis *> axes = chart->axes();
        for (QAbstractAxis *axis : axes) {
            axis->setLabelsColor(text);
            axis->setLabelsFont(font());
            axis->setTitleBrush(text);
            axis->setTitleFont(font());
            axis->setLinePenColor(mixed(base, text, 0.5));
            axis->setGridLineColor(mixed(base, text, 0.15));
        }
    }
    // Room for the title, five labelled ticks, the attempts, axis titles and the legend.
    const QFontMetrics metrics(font());
    for (QChartView *view : {m_tokenView, m_timeView}) {
        view->setBackgroundBrush(window);
        view->setMinimumSize(chartMinimumSize.width() * metrics.averageCharWidth(),
            chartMinimumSize.height() * metrics.lineSpacing());
    }

    const auto paintSet = [&base](QBarSet *set, const QColor &color) {
        set->setColor(color);
        set->setBorderColor(base);
        set->setSelectedColor(mixed(color, base, 0.65));
    };
    paintSet(m_inputTokens, accent);
    paintSet(m_outputTokens, mixed(accent, base, 0.45));
    paintSet(m_buildTime, accent);
    QPen costPen(pal.color(QPalette::Text), 2.0);
    m_cost->setPen(costPen);
    m_cost->setColor(pal.color(QPalette::Text));
}

void AttemptCharts::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void AttemptCharts::resizeEvent(QResizeEvent *event)
{
    // Side by side in a wide dock (the bottom area), stacked in a tall one (left or right).
    const bool wide = width() > height() * 3 / 2 && width() >= 2 * m_tokenView->minimumWidth()
        && height() < 2 * m_tokenView->minimumHeight();
    m_layout->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    QWidget::resizeEvent(event);
}

} // namespace packwright::ui
