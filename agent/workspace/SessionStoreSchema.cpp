// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/SessionStoreSchema.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace packwright::workspace {

namespace {
// Attempts are keyed by their number; their children reference it. Child rows keep the
// order they were recorded in through `id`.
const char *const schemaStatements[] = {
    "CREATE TABLE session ("
    " id INTEGER PRIMARY KEY CHECK (id = 1), pname TEXT NOT NULL, version TEXT, source TEXT,"
    " nixpkgs TEXT, model TEXT, workspace TEXT, status TEXT NOT NULL, created_at TEXT NOT NULL,"
    " recorded INTEGER NOT NULL DEFAULT 0, vm_console BLOB)",
    // Version 3 (keep in step with migrateSessionSchema): the Nix the session built with.
    "ALTER TABLE session ADD COLUMN nix_version TEXT",
    "ALTER TABLE session ADD COLUMN nix_system TEXT",
    "ALTER TABLE session ADD COLUMN nix_store TEXT",
    "ALTER TABLE session ADD COLUMN nix_sandbox INTEGER",
    "CREATE TABLE attempts ("
    " number INTEGER PRIMARY KEY CHECK (number >= 1), parent INTEGER NOT NULL DEFAULT 0,"
    " summary TEXT, expression TEXT NOT NULL, log_file TEXT, started_at TEXT,"
    " status TEXT NOT NULL, outcome_kind TEXT, failing_phase TEXT, duration_ms INTEGER,"
    " verdict_kind TEXT, verdict_reason TEXT, commit_id TEXT,"
    " abandoned INTEGER NOT NULL DEFAULT 0,"
    " feedback TEXT, history TEXT, findings TEXT, knowledge TEXT)",
    // Version 5 (keep in step with migrateSessionSchema): where each derivation was built.
    "ALTER TABLE attempts ADD COLUMN built_on TEXT",
    "CREATE TABLE signals ("
    " id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL REFERENCES attempts(number),"
    " rank INTEGER NOT NULL, text TEXT, category TEXT, phase TEXT, confidence REAL,"
    " first_line INTEGER, last_line INTEGER, target TEXT, role TEXT, role_reason TEXT)",
    // Version 6 (keep in step with migrateSessionSchema): the line the diagnostic matched.
    "ALTER TABLE signals ADD COLUMN match_line INTEGER",
    "CREATE TABLE tool_calls ("
    " id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL REFERENCES attempts(number),"
    " sequence INTEGER NOT NULL, name TEXT NOT NULL, arguments TEXT, result TEXT,"
    " is_error INTEGER NOT NULL DEFAULT 0)",
    "CREATE TABLE model_calls ("
    " id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL REFERENCES attempts(number),"
    " model TEXT, input_tokens INTEGER, output_tokens INTEGER, cached_tokens INTEGER,"
    " cost_usd REAL, elapsed_ms INTEGER)",
    "CREATE TABLE approvals ("
    " id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL REFERENCES attempts(number),"
    " action TEXT NOT NULL, decision TEXT NOT NULL, reason TEXT)",
    // Version 2 (keep in step with migrateSessionSchema).
    "CREATE TABLE vm_runs ("
    " id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL REFERENCES attempts(number),"
    " sequence INTEGER NOT NULL, requested_by TEXT, script TEXT, store_paths TEXT,"
    " backend TEXT, exit_status INTEGER, timed_out INTEGER NOT NULL DEFAULT 0, output TEXT,"
    " boot_ms INTEGER, run_ms INTEGER)",
    "CREATE INDEX vm_runs_by_attempt ON vm_runs(attempt)",
    // Version 3 (keep in step with migrateSessionSchema): one row per verified attempt.
    "CREATE TABLE signal_verifications ("
    " attempt INTEGER PRIMARY KEY REFERENCES attempts(number), status TEXT NOT NULL,"
    " detail TEXT, blocks INTEGER, root_causes INTEGER, consequences INTEGER, noise INTEGER,"
    " model TEXT, input_tokens INTEGER, output_tokens INTEGER, cached_tokens INTEGER,"
    " cost_usd REAL, elapsed_ms INTEGER)",
    // Version 4 (keep in step with migrateSessionSchema): lint findings of attempts that build.
    "CREATE TABLE lint_findings ("
    " id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL REFERENCES attempts(number),"
    " rule TEXT NOT NULL, severity TEXT NOT NULL, line INTEGER, column_number INTEGER,"
    " message TEXT, source TEXT, quick_fix INTEGER NOT NULL DEFAULT 0)",
    "CREATE INDEX lint_findings_by_attempt ON lint_findings(attempt)",
    "CREATE INDEX signals_by_attempt ON signals(attempt)",
    "CREATE INDEX tool_calls_by_attempt ON tool_calls(attempt)",
    "CREATE INDEX model_calls_by_attempt ON model_calls(attempt)",
    "CREATE INDEX approvals_by_attempt ON approvals(attempt)",
};
} // namespace

QString placementsText(const QList<nix::BuildPlacement> &placements)
{
    QStringList lines;
    lines.reserve(placements.size());
    for (const nix::BuildPlacement &p : placements)
        lines << p.drvPath + QLatin1Char('\t') + p.machine;
    return lines.join(QLatin1Char('\n'));
}

QList<nix::BuildPlacement> placementsFromText(const QString &text)
{
    QList<nix::BuildPlacement> placements;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const qsizetype tab = line.indexOf(QLatin1Char('\t'));
        if (tab > 0)
            placements.append({line.left(tab), line.mid(tab + 1)});
    }
    return placements;
}

std::optional<QSqlError> configureSessionConnection(QSqlDatabase &db)
{
    for (const char *pragma :
        {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON"}) {
        QSqlQuery query(db);
        if (!query.exec(QString::fromLatin1(pragma)))
            return query.lastError();
    }
    return std::nullopt;
}

std::optional<QSqlError> createSessionSchema(QSqlDatabase &db)
{
    for (const char *statement : schemaStatements) {
        if (auto error = execSql(db, QString::fromLatin1(statement)))
            return error;
    }
    return execSql(db, QStringLiteral("PRAGMA user_version = %1").arg(sessionStoreSchemaVersion));
}

namespace {
/// Whether `table` has `column` (PRAGMA table_info).
Result<bool, QSqlError> hasColumn(QSqlDatabase &db, const QString &table, const QString &column)
{
    QSqlQuery columns(db);
    if (auto error = selectSql(columns, QStringLiteral("PRAGMA table_info(%1)").arg(table)))
        return *error;
    while (columns.next()) {
        if (columns.value(1).toString() == column)
            return true;
    }
    return false;
}
} // namespace

std::optional<QSqlError> migrateSessionSchema(QSqlDatabase &db, int from)
{
    // Each version's statements name what they add; a record runs those it lacks.
    const auto addedIn = [](const QString &sql) {
        if (sql.contains(QLatin1String("vm_runs")))
            return 2;
        if (sql.contains(QLatin1String("ADD COLUMN nix_")))
            return 3;
        if (sql.contains(QLatin1String("lint_findings")))
            return 4;
        if (sql.contains(QLatin1String("ADD COLUMN built_on")))
            return 5;
        if (sql.contains(QLatin1String("ADD COLUMN match_line")))
            return 6;
        return 1;
    };
    for (const char *statement : schemaStatements) {
        QString sql = QString::fromLatin1(statement);
        if (addedIn(sql) <= from)
            continue;
        // A column a record has already (one made by a test from today's schema) stays.
        static const QRegularExpression addColumn(
            QStringLiteral("^ALTER TABLE (\\w+) ADD COLUMN (\\w+)"));
        if (const auto m = addColumn.match(sql); m.hasMatch()) {
            auto has = hasColumn(db, m.captured(1), m.captured(2));
            if (!has)
                return has.error();
            if (has.value())
                continue;
        }
        if (addedIn(sql) == 4) {
            // A record may have the table already (one made by a test from today's schema).
            sql.replace(
                QLatin1String("CREATE TABLE "), QLatin1String("CREATE TABLE IF NOT EXISTS "));
            sql.replace(
                QLatin1String("CREATE INDEX "), QLatin1String("CREATE INDEX IF NOT EXISTS "));
        }
        if (auto error = execSql(db, sql))
            return error;
    }
    if (from < 3) {
        // Columns a record may already have (one made by a test from today's schema).
        QSqlQuery columns(db);
        if (auto error = selectSql(columns, QStringLiteral("PRAGMA table_info(signals)")))
            return error;
        QStringList existing;
        while (columns.next())
            existing << columns.value(1).toString();
        for (const QString &column : {QStringLiteral("role"), QStringLiteral("role_reason")}) {
            if (existing.contains(column))
                continue;
            if (auto error
                = execSql(db, QStringLiteral("ALTER TABLE signals ADD COLUMN %1 TEXT").arg(column)))
                return error;
        }
        for (const char *statement : schemaStatements) {
            QString sql = QString::fromLatin1(statement);
            if (!sql.startsWith(QLatin1String("CREATE TABLE signal_verifications")))
                continue;
            sql.replace(QLatin1String("CREATE TABLE"), QLatin1String("CREATE TABLE IF NOT EXISTS"));
            if (auto error = execSql(db, sql))
                return error;
        }
    }
    return execSql(db, QStringLiteral("PRAGMA user_version = %1").arg(sessionStoreSchemaVersion));
}

std::optional<QSqlError> execSql(
    QSqlDatabase &db, const QString &sql, const QVariantList &values, int *rowsAffected)
{
    QSqlQuery query(db);
    if (!query.prepare(sql))
        return query.lastError();
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return query.lastError();
    if (rowsAffected)
        *rowsAffected = query.numRowsAffected();
    return std::nullopt;
}

std::optional<QSqlError> selectSql(QSqlQuery &query, const QString &sql, const QVariantList &values)
{
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        return query.lastError();
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return query.lastError();
    return std::nullopt;
}

} // namespace packwright::workspace
