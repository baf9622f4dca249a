// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "evidence/KnowledgeEntry.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace packwright::evidence {

/// The knowledge file format this build reads (top-level "version").
inline constexpr int knowledgeFormatVersion = 1;

/// Parses the text of one knowledge file:
/// `{ "version": 1, "about": "…", "entries": [ { "id": …, "title": …, … }, … ] }`
/// (fields as in KnowledgeEntry, JSON names in snake_case: category_nix, category_evident).
/// `fileName` only names the file in error messages. Errors name the file and the JSON pointer
/// of the offending value (e.g. "/entries/3/category_nix") or the line and column of a syntax
/// error; duplicate ids within one file are an error.
Result<QList<KnowledgeEntry>> parseKnowledgeFile(const QByteArray &json, const QString &fileName);

/// Reads and parses one knowledge file (a path or a Qt resource path such as
/// ":/knowledge/failure-patterns.json"); a file that cannot be read is an error naming it.
Result<QList<KnowledgeEntry>> readKnowledgeFile(const QString &path);

/// One entry as a JSON object with the knowledge file's field names (the inverse of the
/// parser: parseKnowledgeFile() reads it back unchanged), e.g. for `explain --json`.
QJsonObject knowledgeEntryToJson(const KnowledgeEntry &entry);

} // namespace packwright::evidence
