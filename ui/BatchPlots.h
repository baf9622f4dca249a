// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "batch/BatchSummary.h"
#include "core/Result.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace packwright::ui {

/// One batch run in the plots: its label (the model, or the run's directory) and summary.
using PlotRun = QPair<QString, batch::BatchSummary>;

/// The plots of issue 21 for one or more batch runs, one category per run, as PNG files
/// (QtCharts rendered offscreen; 960×540 pixels) in `directory` (created):
/// `success.png` (build success and functionally correct share in percent),
/// `cost.png` (cost per package and per built package in US dollars) and
/// `attempts.png` (how many tasks took each number of attempts, from the fewest to the most
/// any task took, one bar set per run).
/// Needs a QApplication (any platform, `offscreen` included). The files written, or an
/// error when the directory or a file cannot be written.
Result<QStringList> writeBatchPlots(const QList<PlotRun> &runs, const QString &directory);

} // namespace packwright::ui
