// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "workspace/SessionRecord.h"

#include <QByteArray>
#include <QString>

namespace packwright::workspace {

/// Largest record file readSessionRecord() accepts, in bytes. A record holds log
/// excerpts, not whole logs; anything larger is not a record.
inline constexpr qint64 mebibyte = qint64(1024) * 1024;
inline constexpr qint64 maxSessionRecordBytes = 64 * mebibyte;

/// Parses a session record in Packwright's JSON format ("packwright-session-record",
/// formatVersion 1). `origin` names the source in error messages (a path or ":/demo/…").
/// The fields of a live session (an attempt's commit, parent, status, signals, tool calls,
/// model calls, lint findings, log file and start time; the session's workspace, status and
/// creation time) are optional; sessionRecordToJson() writes them. Errors: invalid JSON (with the
/// byte offset), a wrong format or version, a missing or mistyped field (with its JSON path), an
/// unknown outcome kind or verdict name.
Result<SessionRecord> parseSessionRecord(const QByteArray &json, const QString &origin);

/// Reads and parses a session record file (also Qt resource paths), or opens a session's
/// SQLite record (`record.sqlite`, recognised by its header; see SessionStore::open()), also
/// given as the session directory that holds it.
/// Errors: as parseSessionRecord(), plus unreadable or oversized files and a directory
/// without `record.sqlite`.
Result<SessionRecord> readSessionRecord(const QString &path);

} // namespace packwright::workspace
