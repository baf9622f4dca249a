#include "evidence/KnowledgeLookup.h"

#include <algorithm>

namespace packwright::evidence {

namespace {
constexpr double MinRelativeScore = 0.4;
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

QList<KnowledgeMatch> knowledgeFor(
    const Extraction &extraction, const KnowledgeBase &knowledge, int limit, int signalsUsed)
{
    const QString ecosystem = logEcosystem(extraction);
    QList<KnowledgeMatch> merged;
    int used = 0;
    for (const FailureSignal &signal : extraction.ranked) {
        if (signal.cascade)
            continue;
        if (used >= signalsUsed)
            break;
        const double weight = used == 0 ? 1.0 : (used == 1 ? 0.6 : 0.4);
        ++used;
        for (KnowledgeMatch match :
            knowledge.search(signal.text, nixCategoryName(signal.categoryNix), ecosystem, limit)) {
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
        const double floor = merged.first().score * MinRelativeScore;
        merged.removeIf([floor](const KnowledgeMatch &m) { return m.score < floor; });
    }
    if (merged.size() > limit)
        merged.resize(std::max(0, limit));
    return merged;
}

} // namespace packwright::evidence
