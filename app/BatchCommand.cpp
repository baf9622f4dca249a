// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BatchCommand.h"

#include "SessionCommand.h"
#include "SubcommandParser.h"
#include "batch/BatchRunner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QSocketNotifier>
#include <QTextStream>

namespace packwright::app {

namespace {
struct BatchCommandTexts
{
    Q_DECLARE_TR_FUNCTIONS(BatchCommandTexts)
};

/// The most sessions at once: each is a worker thread with its Nix processes.
constexpr int maxJobs = 64;

using Plotter = std::function<Result<QStringList>(
    const QList<QPair<QString, batch::BatchSummary>> &, const QString &)>;

/// The label of a run in the plots: its model, or "no model".
QString runLabel(const QList<batch::TaskResult> &results)
{
    for (const batch::TaskResult &r : results) {
        if (!r.model.isEmpty())
            return r.model;
    }
    return BatchCommandTexts::tr("no model");
}

/// Draws `runs` into `directory`; false (with the error on `err`) when it failed.
bool plot(const Plotter &plotter, const QList<QPair<QString, batch::BatchSummary>> &runs,
    const QString &directory, QTextStream &err)
{
    const auto written = plotter(runs, directory);
    if (!written) {
        err << written.error().message << '\n';
        return false;
    }
    err << BatchCommandTexts::tr("Plots: %1").arg(written.value().join(QStringLiteral(", ")))
        << '\n';
    return true;
}

/// `packwright batch --compare DIR1 DIR2`; with a plotter, the plots go to `plotDirectory`.
int compare(const QString &dirA, const QString &dirB, QTextStream &out, QTextStream &err,
    const Plotter &plotter, const QString &plotDirectory)
{
    QList<QList<batch::TaskResult>> runs;
    for (const QString &dir : {dirA, dirB}) {
        const QString path = QDir(dir).filePath(QStringLiteral("results.jsonl"));
        if (!QFileInfo(path).isFile()) {
            err << BatchCommandTexts::tr("%1 holds no batch results (results.jsonl).").arg(dir)
                << '\n';
            return 1;
        }
        const auto results = batch::readResults(path);
        if (!results) {
            err << results.error().message << ' ' << results.error().detail << '\n';
            return 1;
        }
        runs << results.value();
    }
    out << batch::compareRuns(runs.at(0), runs.at(1), QDir::cleanPath(dirA), QDir::cleanPath(dirB));
    if (plotter
        && !plot(plotter,
            {{QDir::cleanPath(dirA), batch::summarize(runs.at(0))},
                {QDir::cleanPath(dirB), batch::summarize(runs.at(1))}},
            plotDirectory, err))
        return 1;
    return 0;
}
} // namespace

int runBatch(
    const QStringList &arguments, QTextStream &out, QTextStream &err, const Plotter &plotter)
{
    SubcommandParser command(QStringLiteral("batch"),
        BatchCommandTexts::tr(
            "Run every task of TASKS.jsonl (one JSON object a line: id, kind init|repair|update, "
            "source, rev, pname, version, nixpkgs, from, reference, target_version; see the "
            "README) as a headless session with approvals on auto, and report the results as "
            "Vibenix's evaluation does: DIR/results.jsonl, DIR/summary.md, DIR/summary.csv. Run "
            "it again with the same --out to resume: finished tasks are kept, interrupted ones "
            "start again.\n\nExit status: 0 every task has a result; 1 a result could not be "
            "written; 2 a usage error; 17 cancelled."),
        out, err);
    QCommandLineParser &parser = command.parser();
    const SessionOptions options;
    const QCommandLineOption outDir(QStringLiteral("out"),
        BatchCommandTexts::tr("Where the results, summaries and the tasks' sessions go."),
        QStringLiteral("dir"));
    const QCommandLineOption jobs(QStringLiteral("jobs"),
        BatchCommandTexts::tr("Sessions at once (default 1)."), QStringLiteral("n"),
        QStringLiteral("1"));
    const QCommandLineOption taskTimeout(QStringLiteral("task-timeout"),
        BatchCommandTexts::tr("Wall time a task may take, in seconds; then it is cancelled and "
                              "counted as a timeout (default: none)."),
        QStringLiteral("s"));
    const QCommandLineOption compareRuns(QStringLiteral("compare"),
        BatchCommandTexts::tr("Print two batch runs side by side, task by task: --compare DIR1 "
                              "DIR2."));
    parser.addOptions(options.all());
    const QCommandLineOption plots(QStringLiteral("plots"),
        BatchCommandTexts::tr("Also draw the plots (success, cost, attempts) as PNG: into "
                              "OUT/plots, or with --compare into --out DIR."));
    parser.addOptions({outDir, jobs, taskTimeout, compareRuns, plots});
    parser.addPositionalArgument(
        QStringLiteral("tasks"), BatchCommandTexts::tr("The task file (JSON lines)."));

    if (const auto done = command.parse(arguments, options.help))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(plots) && !plotter)
        return command.usage(BatchCommandTexts::tr("This build of Packwright draws no plots."));
    if (parser.isSet(compareRuns)) {
        if (positional.size() != 3)
            return command.usage(BatchCommandTexts::tr("--compare needs two batch directories."));
        if (parser.isSet(plots) && !parser.isSet(outDir))
            return command.usage(
                BatchCommandTexts::tr("--compare --plots needs --out DIR for the plots."));
        return compare(positional.at(1), positional.at(2), out, err,
            parser.isSet(plots) ? plotter : Plotter(),
            QFileInfo(parser.value(outDir)).absoluteFilePath());
    }
    if (positional.size() != 2)
        return command.usage(BatchCommandTexts::tr("\"batch\" needs exactly one task file."));
    if (!parser.isSet(outDir))
        return command.usage(BatchCommandTexts::tr("--out DIR is required."));
    if (parser.value(options.approve) != u"auto")
        return command.usage(
            BatchCommandTexts::tr("A batch answers no questions: --approve is auto."));
    if (parser.isSet(options.sessionDir))
        return command.usage(
            BatchCommandTexts::tr("A batch puts each session in OUT/tasks/ID/session; "
                                  "--session-dir does not apply."));
    batch::BatchSettings settings;
    bool ok = false;
    settings.jobs = parser.value(jobs).toInt(&ok);
    if (!ok || settings.jobs < 1 || settings.jobs > maxJobs)
        return command.usage(
            BatchCommandTexts::tr("--jobs wants a number from 1 to %1.").arg(maxJobs));
    if (parser.isSet(taskTimeout)) {
        const qint64 seconds = parser.value(taskTimeout).toLongLong(&ok);
        if (!ok || seconds <= 0 || seconds > qint64(7) * 24 * 3600)
            return command.usage(BatchCommandTexts::tr("--task-timeout wants seconds."));
        settings.taskTimeout = std::chrono::seconds(seconds);
    }

    const QString taskPath = QFileInfo(positional.at(1)).absoluteFilePath();
    QFile taskFile(taskPath);
    if (!taskFile.open(QIODevice::ReadOnly))
        return command.usage(
            BatchCommandTexts::tr("Cannot read the task file %1.").arg(positional.at(1)));
    const batch::TaskFile tasks
        = batch::parseTasks(taskFile.readAll(), QFileInfo(taskPath).absolutePath());
    for (const batch::TaskLineError &bad : tasks.errors)
        err << BatchCommandTexts::tr("%1:%2: skipped: %3")
                   .arg(positional.at(1))
                   .arg(bad.line)
                   .arg(bad.message)
            << '\n';
    if (tasks.tasks.isEmpty())
        return command.usage(BatchCommandTexts::tr("%1 holds no task.").arg(positional.at(1)));

    // The nixpkgs of tasks that name none: --nixpkgs or $PACKWRIGHT_NIXPKGS.
    const bool defaultNixpkgs
        = parser.isSet(options.nixpkgs) || !qEnvironmentVariableIsEmpty("PACKWRIGHT_NIXPKGS");
    for (const batch::BatchTask &task : tasks.tasks) {
        if (task.nixpkgs.isEmpty() && !defaultNixpkgs)
            return command.usage(BatchCommandTexts::tr("Task %1 (line %2) names no nixpkgs: give "
                                                       "--nixpkgs PATH|FLAKEREF.")
                                     .arg(task.id)
                                     .arg(task.line));
    }
    if (const QString error
        = applySessionOptions(parser, options, settings.base, err, tasks.tasks.first().nixpkgs);
        !error.isEmpty())
        return command.usage(error);
    settings.outDirectory = QFileInfo(parser.value(outDir)).absoluteFilePath();

    batch::BatchRunner runner(tasks.tasks, settings);
    if (const auto error = runner.prepare()) {
        err << error->message << ' ' << error->detail << '\n';
        return 1;
    }
    err << BatchCommandTexts::tr("%1 tasks: %2 done before, %3 to run, %4 at once.")
               .arg(tasks.tasks.size())
               .arg(runner.alreadyDone())
               .arg(runner.pending())
               .arg(settings.jobs)
        << '\n';
    err.flush();
    QObject::connect(
        &runner, &batch::BatchRunner::taskStarted, &runner, [&err](const QString &id, int running) {
            err << BatchCommandTexts::tr("==> %1 started (%2 running)").arg(id).arg(running)
                << '\n';
            err.flush();
        });
    QObject::connect(
        &runner, &batch::BatchRunner::taskFinished, &runner, [&err](const batch::TaskResult &r) {
            err << BatchCommandTexts::tr("==> %1: %2 (%3) after %4 attempts, %5 s")
                       .arg(r.id, batch::taskOutcomeName(r.outcome), r.stopReason)
                       .arg(r.attempts)
                       .arg(QString::number(double(r.wallMs) / 1000.0, 'f', 1))
                << '\n';
            for (auto it = r.builtOn.cbegin(); it != r.builtOn.cend(); ++it)
                err << BatchCommandTexts::tr(
                    "    built on %1: %n derivation(s)", nullptr, it.value())
                           .arg(it.key())
                    << '\n';
            err.flush();
        });
    QObject::connect(&runner, &batch::BatchRunner::warning, &runner, [&err](const QString &text) {
        err << BatchCommandTexts::tr("warning: %1").arg(text) << '\n';
        err.flush();
    });
    int writeErrors = 0;
    bool cancelled = false;
    QEventLoop wait;
    QObject::connect(&runner, &batch::BatchRunner::finished, &wait, [&](int errors) {
        writeErrors = errors;
        wait.quit();
    });
    const auto signalNotifier = cancelOnSignals(
        &runner,
        [&runner, &cancelled] {
            cancelled = true;
            runner.cancel();
        },
        err);
    runner.start();
    wait.exec();

    const batch::BatchSummary summary = runner.summary();
    out << summary.toMarkdown() << '\n';
    out.flush();
    if (parser.isSet(plots) && !cancelled
        && !plot(plotter, {{runLabel(summary.results), summary}},
            QDir(settings.outDirectory).filePath(QStringLiteral("plots")), err))
        ++writeErrors;
    if (cancelled)
        return loop::exitStatus(loop::StopReason::Cancelled);
    return writeErrors > 0 ? 1 : 0;
}

} // namespace packwright::app
