// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "evidence/Extractor.h"
#include "evidence/Verdict.h"

#include <QStringList>

#include <optional>

namespace packwright::evidence {

/// Where two logs first differ (Vibenix §4.1.8): 1-based line numbers in each; both 0 when
/// the logs are the same line for line. Lines are compared after clean-up and
/// normalisation, so store hashes, build directories, timestamps and counters that differ
/// between two runs of the same build do not count as a divergence.
struct Divergence
{
    qint64 previousLine = 0;
    qint64 currentLine = 0;
    bool identical() const { return previousLine == 0 && currentLine == 0; }
};

/// Reads both files in step, holding one line of each. Errors: either file unreadable.
Result<Divergence> firstDivergentLine(const QString &previousLog, const QString &currentLog);

/// Two attempts' logs side by side, for the progress judge (Vibenix §4.1.8, EvidenT §4.2):
/// the phase each reached, the failure signals (by template) that went away, appeared or
/// stayed, and a deterministic pre-verdict with its reason.
struct AttemptComparison
{
    QString previousPhase;
    QString currentPhase;
    int previousRank = -1; ///< PhaseTracker::phaseRank() of the phase reached
    int currentRank = -1;
    /// Diagnostic lines (FailureSignal::matchedText), compared by their Drain templates: the
    /// previous attempt's whose template is not seen now, the current attempt's whose
    /// template was not seen before, and the current attempt's seen in both.
    QStringList resolved;
    QStringList introduced;
    QStringList unchanged;
    std::optional<Divergence> divergence; ///< when the caller compared the files
    /// The package names of the two failed derivations ("cmake", "sync-dis-boi"), set only
    /// when both logs name one and the names differ: two attempts of one package would not.
    QString previousPackage;
    QString currentPackage;
    evidence::Verdict preVerdict;
    /// False when the logs alone do not settle it (same phase, no clearer error): the
    /// progress judge may ask the model then (Vibenix §4.1.8).
    bool decided = true;
};

/// Compares two extractions (cascades left out). The pre-verdict:
/// BROKEN_LOG when the current log is empty or binary, or has neither a phase nor a signal;
/// STAGNATION, undecided, when the previous log is empty or binary (nothing to compare with);
/// STAGNATION when the files are the same line for line (`divergence` given and identical);
/// PROGRESS when it got to a later phase, or in the same phase its leading error is new and
/// the previous one is gone; REGRESS when it failed in an earlier phase; STAGNATION when
/// the previous leading error is still there, or nothing clearer appeared.
AttemptComparison compareAttempts(const Extraction &previous, const Extraction &current,
    const std::optional<Divergence> &divergence = std::nullopt);

/// What a comparison found beyond its pre-verdict, one translated line each, for a person:
/// that the logs are of different packages (when their failed derivations say so), the first
/// divergent line (when the files were compared and differ), then "gone: L" for each
/// resolved and "new: L" for each introduced diagnostic line. Empty when there is nothing more.
QStringList comparisonDetails(const AttemptComparison &comparison);

} // namespace packwright::evidence
