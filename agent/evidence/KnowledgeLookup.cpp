// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/KnowledgeLookup.h"

#include "evidence/SignalVerdicts.h"

#include <algorithm>

namespace packwright::evidence {

namespace {
constexpr double MinRelativeScore = 0.4;
constexpr double LinkedBoost = 1.5; ///< for the entries a signal pattern links to
/// BM25 relevance below which a match shares only common words with the signal (on the
/// bundled knowledge base: true matches score 50–350, chance ones 5–25).
constexpr double MinScore = 25.0;
} // namespace

QString logEcosystem(const Extraction &extraction)
{
    const auto rpmPhase = [](const QString &phase) { return phase.startsWith(QLatin1Char('%')); };
    for (const PhaseSpan &phase : extraction.phases) {
        if (rpmPhase(phase.name))
            return QStringLiteral("rpm");
    }
    for (const FailureSignal &signal : extraction.ranked) {
        if (rpmPhase(signal.phase) || signal.patternId.startsWith(QLatin1String("rpm-")))
            return QStringLiteral("rpm");
    }
    return QStringLiteral("nix");
}

namespace {

/// The matches for one signal: the entries its pattern links to lead (they are known to
/// describe this diagnostic); the free-text search adds the others of the same category.
QList<KnowledgeMatch> matchesForSignal(const FailureSignal &signal, const KnowledgeBase &knowledge,
    const QString &ecosystem, int limit)
{
    const QString category = nixCategoryName(signal.categoryNix);
    QList<KnowledgeMatch> found = knowledge.search(signal.text, category, ecosystem, limit + 2);
    // A diagnostic of a known kind only gets entries of its own kind: a C syntax error is
    // not helped by an evaluation-error entry that shares the word "expected".
    if (signal.categoryNix != NixCategory::Other) {
        found.removeIf([&category, &signal](const KnowledgeMatch &m) {
            return m.entry.categoryNix != category && !signal.knowledge.contains(m.entry.id);
        });
    }
    const double top = found.isEmpty() ? 1.0 : found.first().score;
    for (const QString &id : signal.knowledge) {
        const auto it = std::find_if(found.begin(), found.end(),
            [&id](const KnowledgeMatch &m) { return m.entry.id == id; });
        if (it != found.end()) {
            it->score = std::max(it->score, top) * LinkedBoost;
            continue;
        }
        const auto &entries = knowledge.entries();
        const auto entry = std::find_if(
            entries.begin(), entries.end(), [&id](const KnowledgeEntry &e) { return e.id == id; });
        if (entry != entries.end() && (entry->ecosystem == ecosystem || entry->ecosystem == u"any"))
            found.append(KnowledgeMatch{*entry, top * LinkedBoost});
    }
    return found;
}

} // namespace

QList<KnowledgeMatch> knowledgeFor(
    const Extraction &extraction, const KnowledgeBase &knowledge, int limit, int signalsUsed)
{
    const QString ecosystem = logEcosystem(extraction);
    QList<KnowledgeMatch> merged;
    int used = 0;
    for (const FailureSignal &signal : extraction.ranked) {
        if (!isCandidateCause(signal)) // a cascade, or judged noise by the signal verifier
            continue;
        if (used >= signalsUsed)
            break;
        const double weight = used == 0 ? 1.0 : (used == 1 ? 0.6 : 0.4);
        ++used;
        for (KnowledgeMatch match : matchesForSignal(signal, knowledge, ecosystem, limit)) {
            match.score *= weight;
            const auto same = std::find_if(merged.begin(), merged.end(),
                [&match](const KnowledgeMatch &m) { return m.entry.id == match.entry.id; });
            if (same == merged.end())
                merged.append(match);
            else
                same->score = std::max(same->score, match.score);
        }
    }
    std::stable_sort(merged.begin(), merged.end(),
        [](const KnowledgeMatch &a, const KnowledgeMatch &b) { return a.score > b.score; });
    // EvidenT injects knowledge "only when it is relevant": a match far below the best one
    // is more likely noise than help.
    if (!merged.isEmpty()) {
        const double floor = std::max(MinScore, merged.first().score * MinRelativeScore);
        merged.removeIf([floor](const KnowledgeMatch &m) { return m.score < floor; });
    }
    if (merged.size() > limit)
        merged.resize(std::max(0, limit));
    return merged;
}

} // namespace packwright::evidence
