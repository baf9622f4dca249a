// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "workspace/SessionRecord.h"

#include <QByteArray>

namespace packwright::workspace {

/// Writes `record` in Packwright's JSON format ("packwright-session-record", formatVersion 1),
/// indented, so that readSessionRecord() reads it back: the fields the demo record has, plus
/// each attempt's commit, parent, status, signals, tool calls, model calls, lint findings, log
/// file and start time, and the session's workspace, status and creation time (all optional when
/// reading). Errors: only a JSON library failure (not expected for valid QStrings).
Result<QByteArray> sessionRecordToJson(const SessionRecord &record);

} // namespace packwright::workspace
