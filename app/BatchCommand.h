// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "batch/BatchSummary.h"
#include "core/Result.h"

#include <QList>
#include <QPair>
#include <QStringList>

#include <functional>

class QTextStream;

namespace packwright::app {

/// `packwright batch TASKS.jsonl --out DIR [--jobs N] [--task-timeout S] [session options]`:
/// every task of the file (batch::BatchTask documents the format) as an ordinary headless
/// session with approvals on auto, N at once, resumable with the same --out
/// (batch::BatchRunner); writes DIR/results.jsonl, summary.md, summary.csv and tasks/ID/.
/// Bad task lines are printed to `err` with their line numbers and skipped. Prints the
/// summary to `out` at the end.
///
/// `packwright batch --compare DIR1 DIR2`: two runs side by side, task by task, as Markdown
/// on `out` (batch::compareRuns).
///
/// With `--plots`, `plotter` draws the PNG plots: of the run into DIR/plots, or with
/// --compare of both runs into --out DIR.
///
/// Exit status: 0 every task has a result; 1 a result, summary or plot could not be written
/// (or a --compare directory has no results); 2 a usage error (no task in the file included);
/// 17 cancelled by SIGINT/SIGTERM (the interrupted tasks run again next time).
int runBatch(const QStringList &arguments, QTextStream &out, QTextStream &err,
    const std::function<Result<QStringList>(
        const QList<QPair<QString, batch::BatchSummary>> &runs, const QString &directory)> &plotter
    = {});

} // namespace packwright::app
