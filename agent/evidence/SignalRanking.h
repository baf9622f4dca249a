// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Candidate.h"
#include "evidence/Extraction.h"
#include "evidence/SignalPatterns.h"
#include "evidence/TemplateMiner.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace packwright::evidence {

/// Scores, merges and orders the candidate windows of one log (EvidenT §4.3.1, "the first
/// fatal error of the failing phase beats the cascade that follows it"):
///   score = pattern weight
///         + 0.04 when the line is in the phase the log ended in
///         + 0.03 for a template seen once, − min(0.15, 0.03·log2(n)) for one seen n times
/// Cascade patterns keep their small weight. A candidate whose diagnostic line lies inside
/// an earlier window is merged into it (the window takes the better diagnosis). Ties go to
/// the earlier line. Returns at most `maxSignals`, best first.
QList<FailureSignal> rankSignals(const std::vector<Candidate> &candidates,
    const SignalPatterns &patterns, const TemplateMiner &miner, const QString &finalPhase,
    int maxSignals);

/// A category read off the wording of a window (CategoryCue).
struct CueCategory
{
    NixCategory categoryNix = NixCategory::Other;
    EvidentCategory categoryEvident = EvidentCategory::Packaging;
    double score = 0.0; ///< the winning category's cue weight
};

/// `line` with a space before each word of a CamelCase identifier ("TemporaryNameServerFailure"
/// → "Temporary Name Server Failure", "HTTPError" → "HTTP Error"); empty when the line has
/// none. Category cues are matched against both forms.
std::string identifierWords(std::string_view line);

/// The category that the cues of `patterns` find in `lines` (a signal's window; the line at
/// `matchIndex` is the diagnostic, whose cues count twice). Each cue word counts once. A
/// `prior` (the category the failing phase suggests) starts with 1.0 and wins ties. Returns
/// nothing when no category reaches 1.0 or two tie without the prior.
std::optional<CueCategory> categoryFromCues(const SignalPatterns &patterns,
    const std::vector<std::string> &lines, std::size_t matchIndex,
    std::optional<NixCategory> prior = std::nullopt);

/// Fills the extraction's categories and Vibenix error kind from its leading signal, and
/// whether it shows a failure at all. `cascadeSeen`: some line of the log was a consequence
/// of a failure ("builder for … failed", "Bad exit status"), whether or not it kept a signal
/// of its own (it may lie in the window of the diagnostic just before it).
void classify(Extraction &extraction, bool cascadeSeen);

} // namespace packwright::evidence
