// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "batch/BatchTask.h"
#include "core/Result.h"
#include "loop/SessionReport.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace packwright::batch {

/// How a task ended, for the batch's tables.
enum class TaskOutcome
{
    Built,   ///< the session succeeded: the package builds
    Failed,  ///< the session gave up (its stop reason says why)
    Timeout, ///< the batch's per-task time limit cancelled the session
    Error,   ///< the task could not be started (an unreadable `from`, a missing source …)
};

/// "built", "failed", "timeout", "error".
QString taskOutcomeName(TaskOutcome outcome);
std::optional<TaskOutcome> taskOutcomeFromName(const QString &name);

/// The result compared with the task's `reference` package.nix (same inputs: the sets of
/// `nativeBuildInputs` and of `buildInputs` + `propagatedBuildInputs`, as written).
struct ReferenceComparison
{
    bool compared = false; ///< a reference was given and both files could be read
    bool sameNativeInputs = false;
    bool sameBuildInputs = false;
    QStringList missing; ///< in the reference, not in the result ("buildInputs: zlib")
    QStringList extra;   ///< in the result, not in the reference

    bool sameInputs() const { return compared && sameNativeInputs && sameBuildInputs; }
};

/// One line of `results.jsonl`: a task's result as Vibenix §5 reports it (§6's tables: build
/// success, attempts, verdicts, refinement, failure category, tokens, cost, time).
struct TaskResult
{
    QString id;
    TaskKind kind = TaskKind::Init;
    TaskOutcome outcome = TaskOutcome::Failed;
    QString stopReason; ///< loop::stopReasonName(); "timeout" or "error" when the batch stopped it
    int exitStatus = 0; ///< as `packwright package` would exit (loop::exitStatus), 1 on error
    QString detail;     ///< the stop detail or the error, one sentence
    QString pname;
    QString version;
    int attempts = 0; ///< builds made
    int progress = 0; ///< verdicts PROGRESS
    int stagnation = 0;
    int regress = 0;
    int brokenLog = 0;
    /// SessionReport::refinementVerdict: "no-problems", "problems", "no-report", or empty.
    QString refinementVerdict;
    QString failureCategory; ///< SessionReport::category; empty on success
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    double costUsd = 0;
    qint64 wallMs = 0;  ///< from start to end of the session, as the batch timed it
    qint64 buildMs = 0; ///< the attempts' build times added up
    QString model;      ///< "profile / model", empty without one
    /// Derivations built per remote builder (its store URI → count); empty when every build
    /// ran on this machine (Nix's --builders / machines file).
    QMap<QString, int> builtOn;
    ReferenceComparison reference;

    bool built() const { return outcome == TaskOutcome::Built; }
    /// The line in results.jsonl (snake_case keys).
    QJsonObject toJson() const;
    /// Inverse of toJson(); std::nullopt when `id`, `kind` or `outcome` is missing or unknown.
    static std::optional<TaskResult> fromJson(const QJsonObject &object);
};

/// The result of a session that ran: counts taken from `report`; `timedOut` when the batch
/// cancelled it at its time limit.
TaskResult resultFromReport(
    const BatchTask &task, const loop::SessionReport &report, qint64 wallMs, bool timedOut);

/// The result of a task that could not start: `why`, one sentence.
TaskResult errorResult(const BatchTask &task, const QString &why);

/// `result` (a package.nix text) compared with the reference's text (nix::listAttribute).
ReferenceComparison compareWithReference(const QString &result, const QString &reference);

/// Reads `results.jsonl`: the complete lines, first result per id kept. A last line without
/// its newline is a write a kill interrupted: it is not a result, and `tornBytes` (when
/// given) says how long it is so that the caller can cut it off. Other unreadable lines are
/// skipped. A missing file is no results. Errors: the file exists but cannot be read.
Result<QList<TaskResult>> readResults(const QString &path, qint64 *tornBytes = nullptr);

/// `results.jsonl`, appended one complete line at a time.
///
/// Why lines in one file and not a file per task: a result is committed by one `write(2)` of
/// its whole line (newline included) to a file opened with O_APPEND, followed by `fsync`,
/// from the batch's one thread. A kill leaves either no line or the whole line; only a crash
/// of the machine in the middle can leave a torn last line, which open() cuts off (the task
/// then runs again). The line is the task's commit point: its report files are written
/// before it, and a task directory without a line is an interrupted task.
class ResultsFile
{
public:
    /// Opens (creates) `path` for appending, first cutting off a torn last line. Errors: the
    /// file cannot be read, cut or opened.
    static Result<ResultsFile> open(const QString &path);

    /// Appends `result` as one line and syncs it to disk. Errors: the write or sync failed.
    std::optional<Error> append(const TaskResult &result) const;
    const QString &path() const { return m_path; }

private:
    QString m_path;
};

} // namespace packwright::batch
