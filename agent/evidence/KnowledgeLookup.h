// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Extractor.h"
#include "evidence/KnowledgeBase.h"

namespace packwright::evidence {

/// The Knowledge slot's retrieval for one extraction (EvidenT §4.3.1, second stage): the
/// knowledge base is searched with the text and Vibenix category of each of the leading
/// non-cascade signals the signal verifier did not judge noise (at most `signalsUsed`, in
/// ranked order), in the log's ecosystem ("rpm" when it shows
/// RPM sections, else "nix"). The entries a signal's pattern links to (its `knowledge`
/// ids) lead with 1.5 × the best score; for a signal of a known category, entries of other
/// categories are left out. An entry found for several signals keeps its best score,
/// weighted by the signal's rank (1, 0.6, 0.4, …) so that the root cause's matches lead.
/// Matches scoring below 25 (a chance overlap of common words) or below 40 % of the best are
/// dropped (EvidenT injects knowledge "only when
/// it is relevant"). Returns at most `limit` matches, best first; empty without signals.
QList<KnowledgeMatch> knowledgeFor(const Extraction &extraction, const KnowledgeBase &knowledge,
    int limit = 3, int signalsUsed = 3);

/// "rpm" or "nix", from the phases and patterns seen.
QString logEcosystem(const Extraction &extraction);

} // namespace packwright::evidence
