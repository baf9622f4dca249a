// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "batch/BatchResult.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>

namespace packwright::batch {

/// The figures Vibenix §5–6 reports for a run over a task set, computed from its results.
struct BatchSummary
{
    int tasks = 0;
    int built = 0;
    int failed = 0;
    int timedOut = 0;
    int errors = 0;
    /// Tasks whose refinement evaluator reported (SessionReport::refinementVerdict
    /// "no-problems" or "problems"), and of those the ones it found no problems in: the
    /// functionally correct packages.
    int refined = 0;
    int functionallyCorrect = 0;
    double meanAttempts = 0;   ///< over all tasks
    double medianAttempts = 0; ///< over all tasks; the mean of the middle two for an even count
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    double costUsd = 0;
    qint64 wallMs = 0;  ///< all tasks' wall times added up
    qint64 buildMs = 0; ///< all tasks' build times added up
    double meanWallMs = 0;
    double medianWallMs = 0;
    /// Failure category → tasks, most frequent first (ties by name); every task that did not
    /// build counts once (a timeout as "timeout", an error as "task_error", a failure without
    /// a category as "unknown").
    QList<QPair<QString, int>> categories;
    int withReference = 0; ///< built tasks compared with their `reference`
    int sameInputs = 0;    ///< of those, the ones with the same input sets
    /// Remote builder (store URI) → {derivations it built, tasks it built for}; empty when
    /// every build ran on this machine.
    QMap<QString, QPair<int, int>> remoteBuilders;
    /// The results, in the order given.
    QList<TaskResult> results;

    /// Percent of `part` in `whole`; 0 for an empty whole.
    static double percent(int part, int whole);
    double buildSuccessPercent() const { return percent(built, tasks); }
    double functionallyCorrectPercent() const { return percent(functionallyCorrect, refined); }
    /// Cost per task, and per task that built (0 when none did).
    double costPerPackage() const { return tasks ? costUsd / tasks : 0; }
    double costPerSuccess() const { return built ? costUsd / built : 0; }

    /// `summary.md`: the figures, the failure-category table and one row per task.
    QString toMarkdown() const;
    /// `summary.csv`: a header line and one line of figures (the categories as
    /// "name=count;…"), for collecting several runs into one table.
    QString toCsv() const;
};

/// The summary of `results` (in the order given).
BatchSummary summarize(const QList<TaskResult> &results);

/// The median of `values` (0 when empty; the mean of the middle two for an even count).
double median(QList<double> values);

/// Two runs side by side as Markdown (`packwright batch --compare DIR1 DIR2`): their key
/// figures, then one row per task id (sorted; a task only one run has shows "—" for the
/// other) with each run's outcome, attempts and cost and what changed ("fixed", "broken",
/// "same"). `labelA`/`labelB` name the runs (their directories).
QString compareRuns(const QList<TaskResult> &a, const QList<TaskResult> &b, const QString &labelA,
    const QString &labelB);

} // namespace packwright::batch
