#pragma once

#include "evidence/Candidate.h"
#include "evidence/Extraction.h"
#include "evidence/SignalPatterns.h"
#include "evidence/TemplateMiner.h"

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

/// Fills the extraction's categories and Vibenix error kind from its leading signal, and
/// whether it shows a failure at all.
void classify(Extraction &extraction);

} // namespace packwright::evidence
