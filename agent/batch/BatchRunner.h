// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "batch/BatchResult.h"
#include "batch/BatchSummary.h"
#include "batch/BatchTask.h"
#include "core/Result.h"
#include "loop/PackagingLoop.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <chrono>
#include <optional>

class QTimer;

namespace packwright::loop {
class LoopRunner;
}

namespace packwright::batch {

/// How a batch runs its tasks.
struct BatchSettings
{
    /// Where everything goes: `results.jsonl`, `summary.md`, `summary.csv`,
    /// `package-index/` and `tasks/ID/` (the task's `package.nix`, `report.md`,
    /// `report.json` and its `session/` directory).
    QString outDirectory;
    int jobs = 1; ///< sessions at once, each in its own worker thread (loop::LoopRunner)
    /// Wall time a session may take; past it the session is cancelled and the task's outcome
    /// is "timeout". None: only the session's own budgets.
    std::optional<std::chrono::seconds> taskTimeout;
    /// What every task's session shares: the model and its key, limits and budgets, Nix
    /// options, quick fixes, the default nixpkgs (for tasks without `nixpkgs`). Its source,
    /// expression, session directory and approvals are set per task.
    loop::PackagingRequest base;
};

/// The session request of `task`: `base` with the task's source, package file, nixpkgs and
/// update, its session in `taskDirectory`/session, approvals on auto and `indexFile` as the
/// package index (empty: the loop's default). Errors: `from` cannot be read, a local source
/// is missing, `rev` names no local git repository.
Result<loop::PackagingRequest> requestFor(const BatchTask &task, const loop::PackagingRequest &base,
    const QString &taskDirectory, const QString &indexFile);

/// The package index file a batch in `outDirectory` shares among the sessions on the nixpkgs
/// checkout `nixpkgsPath`: `package-index/<hash of the path>.sqlite`.
QString sharedIndexFile(const QString &outDirectory, const QString &nixpkgsPath);

/// Runs a batch of tasks (issue 21; Vibenix §5.2: each task an isolated session): at most
/// `jobs` ordinary headless sessions at once, approvals answered automatically (a move of
/// the nixpkgs pin is refused: the task's nixpkgs stays), each under the session's budgets
/// and the batch's per-task time limit.
///
/// Resumable: prepare() reads `results.jsonl`; a task with a result line is done and is not
/// run again; a task directory without one belongs to an interrupted run and is removed, so
/// the task starts from a clean session. A task's result line is appended (ResultsFile) only
/// after its report files are written, and only for a session that ended by itself or at the
/// time limit: a batch cancelled by cancel() records nothing for the sessions it stopped.
///
/// The package index (tools::PackageIndex) of each local nixpkgs is built once, before the
/// first session, into `package-index/` and shared: each session opens that file (an index is
/// read-only once built, and any thread may search it), none builds its own.
///
/// Lives in the thread that created it (with an event loop); not thread-safe.
class BatchRunner : public QObject
{
    Q_OBJECT

public:
    BatchRunner(QList<BatchTask> tasks, BatchSettings settings, QObject *parent = nullptr);
    ~BatchRunner() override;

    /// Creates the output directory, reads the results so far (cutting a torn last line) and
    /// removes interrupted task directories. Errors: the directory or results.jsonl cannot be
    /// written or read.
    std::optional<Error> prepare();
    /// Runs the pending tasks; finished() once all have ended (at once when none is pending).
    /// After prepare(), once.
    void start();
    /// Stops: no new task starts, the running sessions are cancelled and record no result
    /// (they run again next time); finished() follows once they have ended.
    void cancel();

    /// Tasks that had a result before this run.
    int alreadyDone() const { return m_alreadyDone; }
    /// Tasks this run is to run.
    int pending() const { return int(m_pending.size()); }
    /// The summary of the tasks with a result, in task-file order.
    BatchSummary summary() const;

Q_SIGNALS:
    /// A task's session started (`running`: sessions running now, this one included).
    void taskStarted(const QString &id, int running);
    void taskFinished(const packwright::batch::TaskResult &result);
    /// Something the user should know that does not stop the batch (one sentence).
    void warning(const QString &text);
    /// All tasks have ended (or the batch was cancelled); `writeErrors`: results or summaries
    /// that could not be written.
    void finished(int writeErrors);

private:
    struct Running
    {
        BatchTask task;
        QPointer<loop::LoopRunner> runner;
        QElapsedTimer clock;
        QTimer *timer = nullptr;
        bool timedOut = false;
    };

    void indexThenLaunch();
    void launchMore();
    void launch(const BatchTask &task);
    void onSessionFinished(int slot, const loop::SessionReport &report);
    void record(const BatchTask &task, const TaskResult &result, const loop::SessionReport *report);
    void writeSummary();
    void finishIfDone();
    QString taskDirectory(const QString &id) const;

    QList<BatchTask> m_tasks; ///< the task file's, in order
    BatchSettings m_settings;
    std::optional<ResultsFile> m_results;
    QHash<QString, TaskResult> m_done;
    QList<BatchTask> m_pending;
    QHash<int, Running> m_running;        ///< by slot number
    QHash<QString, QString> m_indexFiles; ///< nixpkgs path → shared index file
    int m_nextSlot = 0;
    int m_alreadyDone = 0;
    int m_writeErrors = 0;
    bool m_cancelled = false;
    bool m_finished = false;
};

} // namespace packwright::batch
