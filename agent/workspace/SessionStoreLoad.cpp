// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SessionStore::load(): the whole record read back from SQLite into a SessionRecord.
#include "workspace/SessionStoreSchema.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace packwright::workspace {

namespace {

/// Translation context for the loader's messages.
struct SessionStoreLoadTexts
{
    Q_DECLARE_TR_FUNCTIONS(SessionStoreLoadTexts)
};

QDateTime utcTime(const QVariant &value)
{
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return time.isValid() ? time.toUTC() : QDateTime();
}

/// Thrown inside the loader only; loadSessionRecord() turns it into an Error value.
struct LoadError
{
    QString detail;
};

void select(QSqlQuery &query, const char *sql)
{
    if (auto error = selectSql(query, QString::fromLatin1(sql)))
        throw LoadError{error->text()};
}

void readHeader(QSqlDatabase &db, SessionRecord &record)
{
    QSqlQuery q(db);
    select(q,
        "SELECT pname, version, source, nixpkgs, model, workspace, status, created_at, recorded, "
        "vm_console, nix_version, nix_system, nix_store, nix_sandbox FROM session WHERE id = 1");
    if (!q.next())
        throw LoadError{QStringLiteral("the session row is missing")};
    record.pname = q.value(0).toString();
    record.version = q.value(1).toString();
    record.source = q.value(2).toString();
    record.nixpkgs = q.value(3).toString();
    record.model = q.value(4).toString();
    record.workspace = q.value(5).toString();
    record.status = q.value(6).toString();
    record.createdAt = utcTime(q.value(7));
    record.recorded = q.value(8).toInt() != 0;
    record.vmConsole = q.value(9).toByteArray();
    record.nix.version = q.value(10).toString();
    record.nix.system = q.value(11).toString();
    record.nix.store = q.value(12).toString();
    record.nix.sandbox = q.value(13).toInt() != 0;
}

void readAttempts(QSqlDatabase &db, SessionRecord &record)
{
    QSqlQuery q(db);
    select(q,
        "SELECT number, parent, summary, expression, log_file, started_at, status, outcome_kind, "
        "failing_phase, duration_ms, verdict_kind, verdict_reason, commit_id, abandoned, "
        "feedback, history, findings, knowledge, built_on FROM attempts ORDER BY number");
    while (q.next()) {
        Attempt a;
        a.number = q.value(0).toInt();
        a.parent = q.value(1).toInt();
        a.summary = q.value(2).toString();
        a.expression = q.value(3).toString();
        a.logFile = q.value(4).toString();
        a.startedAt = utcTime(q.value(5));
        const auto status = attemptStatusFromName(q.value(6).toString());
        if (!status)
            throw LoadError{QStringLiteral("attempt %1 has an unknown status \"%2\"")
                                .arg(QString::number(a.number), q.value(6).toString())};
        a.status = *status;
        if (!q.value(7).isNull()) {
            const auto kind = nix::outcomeKindFromName(q.value(7).toString());
            if (!kind)
                throw LoadError{QStringLiteral("attempt %1 has an unknown outcome \"%2\"")
                                    .arg(QString::number(a.number), q.value(7).toString())};
            a.outcome.kind = *kind;
        } else if (a.status == AttemptStatus::Interrupted) {
            a.outcome.kind = nix::OutcomeKind::Cancelled;
        }
        a.outcome.failingPhase = q.value(8).toString();
        a.outcome.durationMs = q.value(9).toLongLong();
        a.outcome.placements = placementsFromText(q.value(18).toString());
        if (!q.value(10).isNull()) {
            const auto kind = evidence::verdictFromName(q.value(10).toString());
            if (!kind)
                throw LoadError{QStringLiteral("attempt %1 has an unknown verdict \"%2\"")
                                    .arg(QString::number(a.number), q.value(10).toString())};
            a.verdict = evidence::Verdict{*kind, q.value(11).toString()};
        }
        a.commit = q.value(12).toString();
        a.abandoned = q.value(13).toInt() != 0;
        a.evidence = {q.value(14).toString(), q.value(15).toString(), q.value(16).toString(),
            q.value(17).toString()};
        record.attempts.push_back(std::move(a));
    }
}

void readChildren(QSqlDatabase &db, SessionRecord &record)
{
    QHash<int, Attempt *> byNumber;
    for (Attempt &a : record.attempts)
        byNumber.insert(a.number, &a);
    const auto attemptOf = [&](const QSqlQuery &q) {
        Attempt *a = byNumber.value(q.value(0).toInt());
        if (!a)
            throw LoadError{
                QStringLiteral("a row references the unknown attempt %1").arg(q.value(0).toInt())};
        return a;
    };

    QSqlQuery q(db);
    select(q,
        "SELECT attempt, rank, text, category, phase, confidence, first_line, last_line, target, "
        "role, role_reason, match_line FROM signals ORDER BY attempt, rank, id");
    while (q.next()) {
        attemptOf(q)->signalRecords.append({q.value(1).toInt(), q.value(2).toString(),
            q.value(3).toString(), q.value(4).toString(), q.value(5).toDouble(), q.value(6).toInt(),
            q.value(7).toInt(), q.value(8).toString(), q.value(9).toString(),
            q.value(10).toString(), q.value(11).toInt()});
    }
    select(q,
        "SELECT attempt, status, detail, blocks, root_causes, consequences, noise, model, "
        "input_tokens, output_tokens, cached_tokens, cost_usd, elapsed_ms "
        "FROM signal_verifications ORDER BY attempt");
    while (q.next()) {
        SignalVerification v;
        v.status = q.value(1).toString();
        v.detail = q.value(2).toString();
        v.blocks = q.value(3).toInt();
        v.rootCauses = q.value(4).toInt();
        v.consequences = q.value(5).toInt();
        v.noise = q.value(6).toInt();
        v.model = q.value(7).toString();
        v.inputTokens = q.value(8).toLongLong();
        v.outputTokens = q.value(9).toLongLong();
        v.cachedTokens = q.value(10).toLongLong();
        v.costUsd = q.value(11).toDouble();
        v.elapsedMs = q.value(12).toLongLong();
        attemptOf(q)->signalVerification = v;
    }
    select(q,
        "SELECT attempt, sequence, name, arguments, result, is_error FROM tool_calls "
        "ORDER BY attempt, sequence, id");
    while (q.next()) {
        attemptOf(q)->toolCalls.append({q.value(1).toInt(), q.value(2).toString(),
            q.value(3).toString(), q.value(4).toString(), q.value(5).toInt() != 0});
    }
    select(q,
        "SELECT attempt, model, input_tokens, output_tokens, cached_tokens, cost_usd, elapsed_ms "
        "FROM model_calls ORDER BY attempt, id");
    while (q.next()) {
        Attempt *a = attemptOf(q);
        const ModelCallRecord call{q.value(1).toString(), q.value(2).toLongLong(),
            q.value(3).toLongLong(), q.value(4).toLongLong(), q.value(5).toDouble(),
            q.value(6).toLongLong()};
        a->modelCalls.append(call);
        a->usage
            += TokenUsage{call.inputTokens, call.outputTokens, call.cachedTokens, call.costUsd};
    }
    select(q,
        "SELECT attempt, sequence, requested_by, script, store_paths, backend, exit_status, "
        "timed_out, output, boot_ms, run_ms FROM vm_runs ORDER BY attempt, sequence, id");
    while (q.next()) {
        VmRunRecord run;
        run.sequence = q.value(1).toInt();
        run.requestedBy = q.value(2).toString();
        run.script = q.value(3).toString();
        run.storePaths = q.value(4).toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        run.backend = q.value(5).toString();
        run.exitStatus = q.value(6).toInt();
        run.timedOut = q.value(7).toInt() != 0;
        run.output = q.value(8).toString();
        run.bootMs = q.value(9).toLongLong();
        run.runMs = q.value(10).toLongLong();
        attemptOf(q)->vmRuns.append(run);
    }
    select(q,
        "SELECT attempt, rule, severity, line, column_number, message, source, quick_fix "
        "FROM lint_findings ORDER BY attempt, id");
    while (q.next()) {
        attemptOf(q)->lintFindings.append(
            {q.value(1).toString(), q.value(2).toString(), q.value(3).toInt(), q.value(4).toInt(),
                q.value(5).toString(), q.value(6).toString(), q.value(7).toInt() != 0});
    }
    select(q, "SELECT attempt, action, decision, reason FROM approvals ORDER BY attempt, id");
    while (q.next()) {
        attemptOf(q)->approvals.push_back(
            {q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    }
}

} // namespace

Result<SessionRecord> loadSessionRecord(QSqlDatabase &db, const QString &file)
{
    SessionRecord record;
    // One read transaction: a consistent snapshot even if another connection writes.
    db.transaction();
    try {
        readHeader(db, record);
        readAttempts(db, record);
        readChildren(db, record);
    } catch (const LoadError &e) {
        db.rollback();
        return Error{
            SessionStoreLoadTexts::tr("Cannot read the session record %1.").arg(file), e.detail};
    }
    db.rollback();
    return record;
}

} // namespace packwright::workspace
