// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "workspace/SessionRecord.h"

#include <QSqlError>
#include <QString>
#include <QVariantList>

#include <optional>

class QSqlDatabase;
class QSqlQuery;

namespace packwright::workspace {

/// The session record's schema version, kept in `PRAGMA user_version`. A file with a higher
/// version was written by a newer Packwright and is refused; 0 means not a session record.
/// Version 2 added the table `vm_runs`; version 3 the session's Nix (`nix_version`,
/// `nix_system`, `nix_store`, `nix_sandbox`), the signal verifier's columns `role` and
/// `role_reason` of `signals` and the table `signal_verifications`; version 4 the table
/// `lint_findings` (issue 17); version 5 the column `built_on` of `attempts` (where each
/// derivation was built: one "<drv>\t<machine>" line each, the machine empty for this one;
/// issue 21); version 6 the column `match_line` of `signals` (the line the diagnostic matched).
/// Older records are migrated when opened.
inline constexpr int sessionStoreSchemaVersion = 6;

/// `attempts.built_on` for `placements`: one "<drv>\t<machine>" line per derivation, in
/// order; placementsFromText() reads it back (lines without a tab are skipped).
QString placementsText(const QList<nix::BuildPlacement> &placements);
QList<nix::BuildPlacement> placementsFromText(const QString &text);

/// Sets the connection's pragmas: WAL journal, synchronous=FULL (every committed transaction
/// is on disk before the call returns, so a kill -9 or a power loss loses only what was not
/// yet recorded), foreign keys on. Must run outside a transaction.
std::optional<QSqlError> configureSessionConnection(QSqlDatabase &db);

/// Creates the tables of schema version sessionStoreSchemaVersion and sets user_version;
/// run inside the transaction that also writes the session row.
std::optional<QSqlError> createSessionSchema(QSqlDatabase &db);

/// Brings a record of schema version `from` (1 ≤ from < sessionStoreSchemaVersion) to the
/// current one: adds what later versions added and sets user_version. Run in a transaction.
std::optional<QSqlError> migrateSessionSchema(QSqlDatabase &db, int from);

/// Prepares and runs `sql` with `values` bound in order. `rowsAffected`, when given, receives
/// the number of rows an UPDATE or DELETE changed.
std::optional<QSqlError> execSql(QSqlDatabase &db, const QString &sql,
    const QVariantList &values = {}, int *rowsAffected = nullptr);

/// Prepares and runs a SELECT into `query` (positioned before the first row).
std::optional<QSqlError> selectSql(
    QSqlQuery &query, const QString &sql, const QVariantList &values = {});

/// Reads the whole record from `db` (SessionStore::load(); `file` names it in errors).
Result<SessionRecord> loadSessionRecord(QSqlDatabase &db, const QString &file);

} // namespace packwright::workspace
