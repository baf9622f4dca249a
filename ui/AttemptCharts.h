// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QBarCategoryAxis;
class QBarSet;
class QBoxLayout;
class QChart;
class QChartView;
class QLineSeries;
class QScrollArea;
class QValueAxis;

namespace packwright::models {
class AttemptListModel;
}

namespace packwright::ui {

/// Two charts over the session's attempts, one category per attempt in build order:
/// tokens (input and output stacked) with the cost in US dollars as a line on a second
/// axis, and build time in seconds. Follows the model: appended attempts and a swapped
/// session show at once. Colours come from the palette and follow its changes. The two
/// charts stand side by side in a wide, low area and stacked otherwise; each keeps a
/// minimum size in text lines (labels are never elided) and the widget scrolls below it.
class AttemptCharts : public QWidget
{
    Q_OBJECT

public:
    explicit AttemptCharts(models::AttemptListModel *model, QWidget *parent = nullptr);

    /// The tokens-and-cost chart: a QStackedBarSeries (input, output tokens) and a
    /// QLineSeries (cost, x = the attempt's row).
    QChart *tokenChart() const;
    /// The build-time chart: a QBarSeries with one set, seconds per attempt.
    QChart *timeChart() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createTokenChart();
    void createTimeChart();
    /// Reads every attempt again: a session holds a few dozen, the charts keep no state.
    void reload();
    void applyPalette();

    models::AttemptListModel *m_model;
    QScrollArea *m_scrollArea;
    QWidget *m_content;
    QBoxLayout *m_layout;
    QChartView *m_tokenView;
    QChartView *m_timeView;
    QBarSet *m_inputTokens = nullptr;
    QBarSet *m_outputTokens = nullptr;
    QLineSeries *m_cost = nullptr;
    QBarSet *m_buildTime = nullptr;
    QBarCategoryAxis *m_tokenAttempts = nullptr;
    QBarCategoryAxis *m_timeAttempts = nullptr;
    QValueAxis *m_tokenAxis = nullptr;
    QValueAxis *m_costAxis = nullptr;
    QValueAxis *m_timeAxis = nullptr;
};

} // namespace packwright::ui
