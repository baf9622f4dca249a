// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "workspace/SessionRecord.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QSqlDatabase;
class QSqlError;

namespace packwright::workspace {

/// The session record in SQLite (issue 6, "session record in SQLite"): the package, the
/// attempts with their verdicts, signals (with the signal verifier's roles), evidence, tool
/// calls, model usage, approvals and the lint findings of the attempts that build.
/// WAL journal with synchronous=FULL, and every call below is one transaction committed
/// before it returns, so a crash (kill -9 mid-build) loses at most the running attempt's
/// unrecorded part; reopening marks an attempt left Running as Interrupted.
/// One store is used from one thread (QtSql connections are per thread); each instance
/// has its own connection. Movable, not copyable. Errors are values whose `detail` carries
/// SQLite's message.
class SessionStore
{
public:
    /// Creates a new record file `file` (must not exist) with the session's header: pname,
    /// version, source, nixpkgs, model, workspace, recorded, vmConsole, status ("running"
    /// when empty) and createdAt (now when invalid). Errors: the file exists, cannot be
    /// created, or SQLite fails.
    static Result<SessionStore> create(const QString &file, const SessionRecord &header);
    /// Opens an existing record. A row left Running by a crashed process becomes Interrupted.
    /// Errors: no such file, not a session record, written by a newer Packwright.
    static Result<SessionStore> open(const QString &file);

    SessionStore(SessionStore &&) noexcept;
    SessionStore &operator=(SessionStore &&) noexcept;
    SessionStore(const SessionStore &) = delete;
    SessionStore &operator=(const SessionStore &) = delete;
    ~SessionStore();

    /// The record's file.
    QString file() const;

    /// Records that attempt `number` (≥ 1, new) started now from attempt `parent`
    /// (0: none), building `expression`, with its full log in `logFile`. Status: Running.
    std::optional<Error> beginAttempt(int number, int parent, const QString &summary,
        const QString &expression, const QString &logFile);
    /// Records the attempt's outcome, verdict and commit; status becomes Finished.
    std::optional<Error> finishAttempt(int number, const AttemptOutcome &outcome,
        const std::optional<evidence::Verdict> &verdict, const QString &commit);
    /// Replaces the attempt's signals with `signalRecords` (ranked, most relevant first).
    std::optional<Error> recordSignals(int attempt, const QList<SignalRecord> &signalRecords);
    /// Replaces the signal verifier's record of the attempt (EvidenT §4.3.1); the verdicts on
    /// each signal go with recordSignals(), the model call with recordModelCall().
    std::optional<Error> recordSignalVerification(
        int attempt, const SignalVerification &verification);
    /// Replaces the evidence slots the attempt's fix step was given.
    std::optional<Error> recordEvidence(int attempt, const EvidenceSlots &slots);
    /// Appends one tool call of the attempt's fix step.
    std::optional<Error> recordToolCall(int attempt, const ToolCallRecord &call);
    /// Appends one refinement VM run on the attempt's build.
    std::optional<Error> recordVmRun(int attempt, const VmRunRecord &run);
    /// Replaces the lint findings of the attempt (issue 17), in file order.
    std::optional<Error> recordLintFindings(int attempt, const QList<LintFindingRecord> &findings);
    /// Appends raw console bytes to the session's VM console transcript.
    std::optional<Error> appendVmConsole(const QByteArray &bytes);
    /// Appends one model call; the attempt's usage is the sum of its model calls.
    std::optional<Error> recordModelCall(int attempt, const ModelCallRecord &call);
    /// Appends one decision at an approval gate.
    std::optional<Error> recordApproval(int attempt, const Approval &approval);
    /// Marks attempts as abandoned by a rollback (they stay in the record).
    std::optional<Error> markAbandoned(const QList<int> &attempts);
    /// Sets the session's status: "running", "succeeded", "gave-up: <reason>", "cancelled".
    std::optional<Error> setStatus(const QString &status);
    /// The session's package version (maintenance updates it).
    std::optional<Error> setVersion(const QString &version);

    /// Everything, as a SessionRecord: attempts in order with all their children; each
    /// attempt's usage is the sum of its model calls; an Interrupted attempt's outcome kind is
    /// Cancelled. Attempt::log stays empty (the full log is in Attempt::logFile).
    Result<SessionRecord> load() const;

private:
    struct Connection;
    explicit SessionStore(std::unique_ptr<Connection> connection);

    /// Runs `body` in one transaction; on a failure rolls back and returns an Error whose
    /// message says that `what` could not be recorded.
    std::optional<Error> write(
        const QString &what, const std::function<std::optional<QSqlError>(QSqlDatabase &)> &body);

    std::unique_ptr<Connection> m_connection;
};

} // namespace packwright::workspace
