// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Extractor.h"
#include "evidence/LogComparison.h"

#include <QJsonObject>

namespace packwright::evidence {

/// The extraction as the JSON of `packwright explain --json` (and of reports): top-level
/// `failed` (whether the log shows a failure at all), `failed_derivation` (the store path of
/// the first derivation Nix reported as failed, or ""), `category_nix`, `category_evident`,
/// `subcategory`, `error_kind`, `phase`, `stage`,
/// `phases`, `lines`, `bytes`, `truncated_lines`, `binary`, and `signals` (`packwright explain
/// --json` adds `knowledge`: the matched knowledge-base entries with a `score`), ranked best first,
/// each with `first_line` / `last_line` (1-based, inclusive, original line numbers), `match_line`,
/// `phase`, `derivation`, `stage`, `category_nix`, `category_evident`, `subcategory`, `confidence`
/// (0–1), `template`, `pattern`, `target`, `occurrences`, `cascade`, `text`.
QJsonObject extractionToJson(const Extraction &extraction);

/// A comparison of two attempts: `verdict` ("PROGRESS", …), `reason`, `previous_phase`,
/// `phase`, `first_divergent_line` ({`previous`, `current`}, 1-based, 0 where that log
/// ended; null when not computed), `resolved`, `new`, `unchanged` (signal templates).
QJsonObject comparisonToJson(const AttemptComparison &comparison);

/// One signal as in extractionToJson()'s `signals`.
QJsonObject signalToJson(const FailureSignal &signal);

} // namespace packwright::evidence
