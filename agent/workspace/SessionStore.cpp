// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/SessionStore.h"

#include "core/Logging.h"
#include "core/SqlConnection.h"
#include "workspace/SessionStoreSchema.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace packwright::workspace {

namespace {

/// Translation context for the session store's messages.
struct SessionStoreTexts
{
    Q_DECLARE_TR_FUNCTIONS(SessionStoreTexts)
};

QSqlError noSuchAttempt(int attempt)
{
    return QSqlError(QStringLiteral("no attempt %1 in the record").arg(attempt), QString(),
        QSqlError::StatementError);
}

/// Runs an UPDATE that must change exactly the row of `attempt`.
std::optional<QSqlError> updateAttempt(
    QSqlDatabase &db, int attempt, const QString &sql, const QVariantList &values)
{
    int rows = 0;
    if (auto error = execSql(db, sql, values, &rows))
        return error;
    return rows == 1 ? std::nullopt : std::optional<QSqlError>(noSuchAttempt(attempt));
}

QVariant text(const QString &s)
{
    return s.isNull() ? QVariant(QString()) : QVariant(s);
}

} // namespace

struct SessionStore::Connection
{
    QString name;
    QString file;

    Connection() = default;
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    ~Connection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    QSqlDatabase database() const { return QSqlDatabase::database(name, false); }

    /// Adds and opens the connection to `path` and sets its pragmas.
    std::optional<Error> openFile(const QString &path)
    {
        name = uniqueConnectionName(QStringLiteral("packwright-session-"));
        file = path;
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open())
            return Error{SessionStoreTexts::tr("Cannot open the session record %1.").arg(path),
                db.lastError().text()};
        return std::nullopt;
    }
};

SessionStore::SessionStore(std::unique_ptr<Connection> connection)
    : m_connection(std::move(connection))
{}

SessionStore::SessionStore(SessionStore &&) noexcept = default;
SessionStore &SessionStore::operator=(SessionStore &&) noexcept = default;
SessionStore::~SessionStore() = default;

Result<SessionStore> SessionStore::create(const QString &file, const SessionRecord &header)
{
    if (QFileInfo::exists(file))
        return Error{SessionStoreTexts::tr("The session record %1 exists already; choose a new "
                                           "file or open it instead.")
                         .arg(file),
            {}};
    auto connection = std::make_unique<Connection>();
    if (auto error = connection->openFile(file))
        return *std::move(error);
    QSqlDatabase db = connection->database();
    const auto failed = [&](const QSqlError &error) {
        return Error{
            SessionStoreTexts::tr("Cannot create the session record %1.").arg(file), error.text()};
    };
    if (auto error = configureSessionConnection(db))
        return failed(*error);

    SessionStore store(std::move(connection));
    const QDateTime created
        = header.createdAt.isValid() ? header.createdAt : QDateTime::currentDateTimeUtc();
    const QString status = header.status.isEmpty() ? QStringLiteral("running") : header.status;
    auto error = store.write(SessionStoreTexts::tr("the session"), [&](QSqlDatabase &d) {
        if (auto e = createSessionSchema(d))
            return e;
        return execSql(d,
            QStringLiteral("INSERT INTO session (id, pname, version, source, nixpkgs, model, "
                           "workspace, status, created_at, recorded, vm_console, nix_version, "
                           "nix_system, nix_store, nix_sandbox) "
                           "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {text(header.pname), text(header.version), text(header.source), text(header.nixpkgs),
                text(header.model), text(header.workspace), status,
                created.toUTC().toString(Qt::ISODateWithMs), int(header.recorded), header.vmConsole,
                text(header.nix.version), text(header.nix.system), text(header.nix.store),
                header.nix.known() ? QVariant(int(header.nix.sandbox)) : QVariant()});
    });
    if (error)
        return *std::move(error);
    qCDebug(lcWorkspace) << "created session record" << file;
    return store;
}

Result<SessionStore> SessionStore::open(const QString &file)
{
    if (!QFileInfo(file).isFile())
        return Error{SessionStoreTexts::tr("There is no session record %1.").arg(file), {}};
    auto connection = std::make_unique<Connection>();
    if (auto error = connection->openFile(file))
        return *std::move(error);
    QSqlDatabase db = connection->database();
    const QString notARecord
        = SessionStoreTexts::tr("%1 is not a Packwright session record.").arg(file);

    QSqlQuery version(db);
    if (!version.exec(QStringLiteral("PRAGMA user_version")) || !version.next())
        return Error{notARecord, version.lastError().text()};
    const int found = version.value(0).toInt();
    version.finish();
    if (found > sessionStoreSchemaVersion) {
        return Error{
            SessionStoreTexts::tr("The session record %1 was written by a newer "
                                  "Packwright (format %2; this one reads up to %3). "
                                  "Update Packwright to open it.")
                .arg(file, QString::number(found), QString::number(sessionStoreSchemaVersion)),
            {}};
    }
    if (found < 1)
        return Error{notARecord, QStringLiteral("user_version is %1").arg(found)};
    if (auto error = configureSessionConnection(db))
        return Error{notARecord, error->text()};

    SessionStore store(std::move(connection));
    if (found < sessionStoreSchemaVersion) {
        auto migrated = store.write(
            SessionStoreTexts::tr("the migration of the record's format from version %1 to %2")
                .arg(found)
                .arg(sessionStoreSchemaVersion),
            [found](QSqlDatabase &d) { return migrateSessionSchema(d, found); });
        if (migrated)
            return *std::move(migrated);
    }
    auto error = store.write(SessionStoreTexts::tr("interrupted attempts"), [](QSqlDatabase &d) {
        return execSql(d, QStringLiteral("UPDATE attempts SET status = ? WHERE status = ?"),
            {attemptStatusName(AttemptStatus::Interrupted),
                attemptStatusName(AttemptStatus::Running)});
    });
    if (error)
        return *std::move(error);
    qCDebug(lcWorkspace) << "opened session record" << file;
    return store;
}

QString SessionStore::file() const
{
    return m_connection->file;
}

std::optional<Error> SessionStore::write(
    const QString &what, const std::function<std::optional<QSqlError>(QSqlDatabase &)> &body)
{
    QSqlDatabase db = m_connection->database();
    const auto failed = [&](const QSqlError &error) {
        return Error{SessionStoreTexts::tr("Cannot record %1 in the session record %2.")
                         .arg(what, m_connection->file),
            error.text()};
    };
    if (!db.transaction())
        return failed(db.lastError());
    if (auto error = body(db)) {
        db.rollback();
        return failed(*error);
    }
    if (!db.commit()) {
        const QSqlError error = db.lastError();
        db.rollback();
        return failed(error);
    }
    return std::nullopt;
}

std::optional<Error> SessionStore::beginAttempt(int number, int parent, const QString &summary,
    const QString &expression, const QString &logFile)
{
    return write(
        SessionStoreTexts::tr("the start of attempt %1").arg(number), [&](QSqlDatabase &db) {
            return execSql(db,
                QStringLiteral(
                    "INSERT INTO attempts (number, parent, summary, expression, log_file, "
                    "started_at, status) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                {number, parent, text(summary), text(expression), text(logFile),
                    QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
                    attemptStatusName(AttemptStatus::Running)});
        });
}

std::optional<Error> SessionStore::finishAttempt(int number, const AttemptOutcome &outcome,
    const std::optional<evidence::Verdict> &verdict, const QString &commit)
{
    return write(
        SessionStoreTexts::tr("the outcome of attempt %1").arg(number), [&](QSqlDatabase &db) {
            return updateAttempt(db, number,
                QStringLiteral(
                    "UPDATE attempts SET status = ?, outcome_kind = ?, failing_phase = ?, "
                    "duration_ms = ?, verdict_kind = ?, verdict_reason = ?, commit_id = ?, "
                    "built_on = ? WHERE number = ?"),
                {attemptStatusName(AttemptStatus::Finished), nix::outcomeKindName(outcome.kind),
                    text(outcome.failingPhase), outcome.durationMs,
                    verdict ? QVariant(evidence::verdictName(verdict->kind)) : QVariant(),
                    verdict ? text(verdict->reason) : QVariant(), text(commit),
                    text(placementsText(outcome.placements)), number});
        });
}

std::optional<Error> SessionStore::recordSignals(
    int attempt, const QList<SignalRecord> &signalRecords)
{
    return write(SessionStoreTexts::tr("the signals of attempt %1").arg(attempt),
        [&](QSqlDatabase &db) -> std::optional<QSqlError> {
            if (auto error
                = execSql(db, QStringLiteral("DELETE FROM signals WHERE attempt = ?"), {attempt}))
                return error;
            for (const SignalRecord &s : signalRecords) {
                if (auto error = execSql(db,
                        QStringLiteral("INSERT INTO signals (attempt, rank, text, category, phase, "
                                       "confidence, first_line, last_line, target, role, "
                                       "role_reason, match_line) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                        {attempt, s.rank, text(s.text), text(s.category), text(s.phase),
                            s.confidence, s.firstLine, s.lastLine, text(s.target),
                            s.role.isEmpty() ? QVariant() : QVariant(s.role),
                            s.role.isEmpty() ? QVariant() : text(s.roleReason),
                            s.matchLine > 0 ? QVariant(s.matchLine) : QVariant()}))
                    return error;
            }
            return std::nullopt;
        });
}

std::optional<Error> SessionStore::recordSignalVerification(
    int attempt, const SignalVerification &verification)
{
    return write(SessionStoreTexts::tr("the signal verification of attempt %1").arg(attempt),
        [&](QSqlDatabase &db) {
            const SignalVerification &v = verification;
            return execSql(db,
                QStringLiteral(
                    "INSERT OR REPLACE INTO signal_verifications (attempt, status, detail, "
                    "blocks, root_causes, consequences, noise, model, input_tokens, "
                    "output_tokens, cached_tokens, cost_usd, elapsed_ms) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                {attempt, text(v.status), text(v.detail), v.blocks, v.rootCauses, v.consequences,
                    v.noise, text(v.model), v.inputTokens, v.outputTokens, v.cachedTokens,
                    v.costUsd, v.elapsedMs});
        });
}

std::optional<Error> SessionStore::recordEvidence(int attempt, const EvidenceSlots &slots)
{
    return write(
        SessionStoreTexts::tr("the evidence of attempt %1").arg(attempt), [&](QSqlDatabase &db) {
            return updateAttempt(db, attempt,
                QStringLiteral("UPDATE attempts SET feedback = ?, history = ?, findings = ?, "
                               "knowledge = ? WHERE number = ?"),
                {text(slots.feedback), text(slots.history), text(slots.findings),
                    text(slots.knowledge), attempt});
        });
}

std::optional<Error> SessionStore::recordToolCall(int attempt, const ToolCallRecord &call)
{
    return write(
        SessionStoreTexts::tr("a tool call of attempt %1").arg(attempt), [&](QSqlDatabase &db) {
            return execSql(db,
                QStringLiteral(
                    "INSERT INTO tool_calls (attempt, sequence, name, arguments, result, "
                    "is_error) VALUES (?, ?, ?, ?, ?, ?)"),
                {attempt, call.sequence, text(call.name), text(call.arguments), text(call.result),
                    int(call.isError)});
        });
}

std::optional<Error> SessionStore::recordVmRun(int attempt, const VmRunRecord &run)
{
    return write(
        SessionStoreTexts::tr("a VM run of attempt %1").arg(attempt), [&](QSqlDatabase &db) {
            return execSql(db,
                QStringLiteral("INSERT INTO vm_runs (attempt, sequence, requested_by, script, "
                               "store_paths, backend, exit_status, timed_out, output, boot_ms, "
                               "run_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                {attempt, run.sequence, text(run.requestedBy), text(run.script),
                    text(run.storePaths.join(QLatin1Char('\n'))), text(run.backend), run.exitStatus,
                    int(run.timedOut), text(run.output), run.bootMs, run.runMs});
        });
}

std::optional<Error> SessionStore::recordLintFindings(
    int attempt, const QList<LintFindingRecord> &findings)
{
    return write(SessionStoreTexts::tr("the lint findings of attempt %1").arg(attempt),
        [&](QSqlDatabase &db) -> std::optional<QSqlError> {
            if (auto error = execSql(
                    db, QStringLiteral("DELETE FROM lint_findings WHERE attempt = ?"), {attempt}))
                return error;
            for (const LintFindingRecord &f : findings) {
                if (auto error = execSql(db,
                        QStringLiteral("INSERT INTO lint_findings (attempt, rule, severity, line, "
                                       "column_number, message, source, quick_fix) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                        {attempt, text(f.rule), text(f.severity), f.line, f.column, text(f.message),
                            text(f.source), int(f.quickFix)}))
                    return error;
            }
            return std::nullopt;
        });
}

std::optional<Error> SessionStore::appendVmConsole(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return std::nullopt;
    return write(SessionStoreTexts::tr("the VM console"), [&](QSqlDatabase &db) {
        return execSql(db,
            QStringLiteral("UPDATE session SET vm_console = COALESCE(vm_console, X'') || ? "
                           "WHERE id = 1"),
            {bytes});
    });
}

std::optional<Error> SessionStore::recordModelCall(int attempt, const ModelCallRecord &call)
{
    return write(
        SessionStoreTexts::tr("a model call of attempt %1").arg(attempt), [&](QSqlDatabase &db) {
            return execSql(db,
                QStringLiteral(
                    "INSERT INTO model_calls (attempt, model, input_tokens, output_tokens, "
                    "cached_tokens, cost_usd, elapsed_ms) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                {attempt, text(call.model), call.inputTokens, call.outputTokens, call.cachedTokens,
                    call.costUsd, call.elapsedMs});
        });
}

std::optional<Error> SessionStore::recordApproval(int attempt, const Approval &approval)
{
    return write(
        SessionStoreTexts::tr("an approval of attempt %1").arg(attempt), [&](QSqlDatabase &db) {
            return execSql(db,
                QStringLiteral("INSERT INTO approvals (attempt, action, decision, reason) VALUES "
                               "(?, ?, ?, ?)"),
                {attempt, text(approval.action), text(approval.decision), text(approval.reason)});
        });
}

std::optional<Error> SessionStore::markAbandoned(const QList<int> &attempts)
{
    return write(SessionStoreTexts::tr("abandoned attempts"),
        [&](QSqlDatabase &db) -> std::optional<QSqlError> {
            for (const int attempt : attempts) {
                if (auto error = updateAttempt(db, attempt,
                        QStringLiteral("UPDATE attempts SET abandoned = 1 WHERE number = ?"),
                        {attempt}))
                    return error;
            }
            return std::nullopt;
        });
}

std::optional<Error> SessionStore::setStatus(const QString &status)
{
    return write(SessionStoreTexts::tr("the session's status"), [&](QSqlDatabase &db) {
        return execSql(db, QStringLiteral("UPDATE session SET status = ? WHERE id = 1"), {status});
    });
}

std::optional<Error> SessionStore::setVersion(const QString &version)
{
    return write(SessionStoreTexts::tr("the session's version"), [&](QSqlDatabase &db) {
        return execSql(
            db, QStringLiteral("UPDATE session SET version = ? WHERE id = 1"), {version});
    });
}

Result<SessionRecord> SessionStore::load() const
{
    QSqlDatabase db = m_connection->database();
    return loadSessionRecord(db, m_connection->file);
}

} // namespace packwright::workspace
