// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Extraction.h"
#include "evidence/VerifiedRole.h"

#include <QList>
#include <QString>

namespace packwright::evidence {

/// One verdict of EvidenT's verifier (§4.3.1) on one signal of an extraction.
struct SignalVerdict
{
    int index = -1; ///< the signal's 0-based place in the deterministic Extraction::ranked
    VerifiedRole role = VerifiedRole::Unverified;
    QString reason; ///< the model's one line
};

/// Whether `signal` belongs in the Feedback slot and the report's leading signals: not a
/// cascade the patterns know, not judged noise by the verifier.
bool isCandidateCause(const FailureSignal &signal);

/// `deterministic` re-ranked by the verifier's `verdicts` (EvidenT §4.3.1): each judged
/// signal gets its role and reason; then root causes first, consequences next, the signals
/// not judged after them, noise last, each group in its deterministic order (stable). Noise
/// stays in `ranked` (the record keeps it) and isCandidateCause() leaves it out of Feedback.
/// When a root cause was named, the extraction's categories (Nix, EvidenT, subcategory) are
/// the first root cause's; otherwise they stay. Verdicts whose index is out of range are
/// ignored; a later verdict on the same index replaces an earlier one.
Extraction applyVerdicts(const Extraction &deterministic, const QList<SignalVerdict> &verdicts);

} // namespace packwright::evidence
