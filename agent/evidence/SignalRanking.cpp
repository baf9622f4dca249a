// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/SignalRanking.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace packwright::evidence {

namespace {

/// EvidenT's category of a failure whose Vibenix category was read off its phase.
EvidentCategory evidentOfPhaseCategory(NixCategory category, EvidentCategory otherwise)
{
    switch (category) {
    case NixCategory::MissingDependency: return EvidentCategory::Dependency;
    case NixCategory::CompileError: return EvidentCategory::Compilation;
    case NixCategory::TestFailure: return EvidentCategory::Test;
    case NixCategory::InstallPhase:
    case NixCategory::PythonImportsCheck: return EvidentCategory::Packaging;
    default: return otherwise;
    }
}

constexpr qsizetype ContextSignals = 5; ///< signals a general lead looks among for its category
constexpr qint64 ContextLines = 15;     ///< how near such a signal must be

/// A candidate window while ranking: its line range and text may grow by merging; its
/// diagnosis is the best-scored candidate merged into it.
struct Scored
{
    const Candidate *diagnosis = nullptr;
    double score = 0.0;
    qint64 firstLine = 0;
    qint64 lastLine = 0;
    std::vector<std::string> lines;
};

double scoreOf(const Candidate &c, const SignalPattern &p, const TemplateMiner &miner,
    const QString &finalPhase)
{
    if (p.role == SignalRole::Cascade)
        return c.weight;
    double score = c.weight;
    if (!finalPhase.isEmpty() && c.phase == finalPhase)
        score += 0.04;
    const int seen = std::max({1, miner.clusterSize(c.cluster), c.occurrences});
    if (seen == 1)
        score += 0.03;
    else
        score -= std::min(0.15, 0.03 * std::log2(double(seen)));
    return score;
}

/// Whether `line` contains the lower-case ASCII `word`, ignoring ASCII case.
bool containsWord(std::string_view line, std::string_view word)
{
    if (word.size() > line.size())
        return false;
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    return std::search(line.begin(), line.end(), word.begin(), word.end(),
               [&lower](char a, char b) { return lower(a) == b; })
        != line.end();
}

} // namespace

std::string identifierWords(std::string_view line)
{
    std::string words;
    const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
    bool split = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        // "NameServer" → "Name Server", "HTTPError" → "HTTP Error"
        if (i > 0 && upper(line[i])
            && (lower(line[i - 1])
                || (upper(line[i - 1]) && i + 1 < line.size() && lower(line[i + 1])))) {
            words.push_back(' ');
            split = true;
        }
        words.push_back(line[i]);
    }
    return split ? words : std::string();
}

std::optional<CueCategory> categoryFromCues(const SignalPatterns &patterns,
    const std::vector<std::string> &lines, std::size_t matchIndex, std::optional<NixCategory> prior)
{
    std::map<NixCategory, CueCategory> scores; // ordered: ties break the same way every run
    if (prior && *prior != NixCategory::Other)
        scores[*prior]
            = CueCategory{*prior, evidentOfPhaseCategory(*prior, EvidentCategory::Packaging), 1.0};
    // Error identifiers read as their words too: TemporaryNameServerFailure says "name
    // server", ConnectionRefused "connection refused" (Zig, Rust, Java, .NET error names).
    std::vector<std::string> split;
    split.reserve(lines.size());
    for (const std::string &line : lines)
        split.push_back(identifierWords(line));
    for (const CategoryCue &cue : patterns.categoryCues()) {
        double found = 0.0;
        for (const std::string &word : cue.words) {
            double best = 0.0;
            for (std::size_t i = 0; i < lines.size() && best < 2.0; ++i) {
                if (containsWord(lines[i], word) || containsWord(split[i], word))
                    best = std::max(best, i == matchIndex ? 2.0 : 1.0);
            }
            found += best * cue.weight;
        }
        if (found <= 0.0)
            continue;
        CueCategory &c = scores[cue.categoryNix];
        c.categoryNix = cue.categoryNix;
        if (c.score == 0.0) // the prior keeps the phase's EvidenT category
            c.categoryEvident = cue.categoryEvident;
        c.score += found;
    }
    const CueCategory *best = nullptr;
    bool tie = false;
    for (const auto &entry : scores) {
        const CueCategory &c = entry.second;
        if (!best || c.score > best->score) {
            best = &c;
            tie = false;
        } else if (c.score == best->score) {
            tie = true;
            if (prior && c.categoryNix == *prior)
                best = &c;
        }
    }
    if (!best || best->score < 1.0 || (tie && (!prior || best->categoryNix != *prior)))
        return std::nullopt;
    return *best;
}

QList<FailureSignal> rankSignals(const std::vector<Candidate> &candidates,
    const SignalPatterns &patterns, const TemplateMiner &miner, const QString &finalPhase,
    int maxSignals)
{
    std::vector<Scored> scored;
    scored.reserve(candidates.size());
    for (const Candidate &c : candidates) {
        if (c.pattern < 0)
            continue;
        const SignalPattern &p = patterns.patterns()[std::size_t(c.pattern)];
        scored.push_back(
            Scored{&c, scoreOf(c, p, miner, finalPhase), c.firstLine, c.lastLine, c.lines});
    }
    std::sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) {
        return a.diagnosis->matchLine < b.diagnosis->matchLine;
    });

    // Merge a window whose diagnostic line lies inside the previous kept window.
    std::vector<Scored> merged;
    for (Scored &s : scored) {
        if (!merged.empty() && s.diagnosis->matchLine <= merged.back().lastLine
            && s.diagnosis->derivation == merged.back().diagnosis->derivation) {
            Scored &into = merged.back();
            const qint64 overlap = into.lastLine - s.firstLine + 1;
            for (std::size_t i = std::size_t(std::max<qint64>(0, overlap)); i < s.lines.size(); ++i)
                into.lines.push_back(std::move(s.lines[i]));
            into.lastLine = std::max(into.lastLine, s.lastLine);
            if (s.score > into.score) {
                into.diagnosis = s.diagnosis;
                into.score = s.score;
            }
            continue;
        }
        merged.push_back(std::move(s));
    }
    std::stable_sort(merged.begin(), merged.end(), [](const Scored &a, const Scored &b) {
        return a.score > b.score
            || (a.score == b.score && a.diagnosis->matchLine < b.diagnosis->matchLine);
    });
    if (int(merged.size()) > maxSignals)
        merged.resize(std::size_t(std::max(0, maxSignals)));

    // A diagnostic in general words names no category; the phase it failed in does, as for
    // a builder's last words (the detector's category_in_phase).
    const int lastWords = patterns.detectorPattern(u"builder-last-line");
    const QHash<QString, NixCategory> *phaseCategories
        = lastWords >= 0 ? &patterns.patterns()[std::size_t(lastWords)].categoryInPhase : nullptr;

    QList<FailureSignal> result;
    result.reserve(qsizetype(merged.size()));
    for (const Scored &s : merged) {
        const Candidate &d = *s.diagnosis;
        const SignalPattern &p = patterns.patterns()[std::size_t(d.pattern)];
        FailureSignal signal;
        signal.firstLine = s.firstLine;
        signal.lastLine = s.lastLine;
        signal.matchLine = d.matchLine;
        signal.phase = d.phase;
        signal.phaseInferred = d.phaseInferred;
        signal.derivation = d.derivation;
        signal.stage = d.stage;
        signal.patternId = p.id;
        signal.templateText = miner.templateText(d.cluster);
        signal.categoryNix = p.categoryInPhase.value(d.phase, p.categoryNix);
        signal.categoryEvident = p.categoryEvident;
        if (p.role == SignalRole::Generic && signal.categoryNix == NixCategory::Other
            && phaseCategories && !d.phaseInferred)
            signal.categoryNix = phaseCategories->value(d.phase, NixCategory::Other);
        if (signal.categoryNix != p.categoryNix)
            signal.categoryEvident
                = evidentOfPhaseCategory(signal.categoryNix, signal.categoryEvident);
        // A diagnostic whose pattern names no category (general words, a builder's last
        // line) takes it from its wording, the failing phase's category counting as a prior.
        if (((p.categoryNix == NixCategory::Other && !p.categoryDecided) || p.categoryIsPrior)
            && p.role != SignalRole::Cascade) {
            const std::optional<NixCategory> prior = signal.categoryNix != NixCategory::Other
                ? std::optional<NixCategory>(signal.categoryNix)
                : std::nullopt;
            const auto cued = categoryFromCues(patterns, s.lines,
                std::size_t(std::max<qint64>(0, d.matchLine - s.firstLine)), prior);
            if (cued) {
                signal.categoryNix = cued->categoryNix;
                signal.categoryEvident = cued->categoryEvident;
            }
        }
        // The pattern's sub-category belongs to its own EvidenT category.
        signal.subcategory
            = signal.categoryEvident == p.categoryEvident ? p.subcategory : QString();
        signal.confidence = std::clamp(s.score, 0.0, 1.0);
        signal.matchWeight = std::clamp(d.weight, 0.0, 1.0);
        signal.target = d.target;
        std::string text;
        for (const std::string &line : s.lines) {
            if (!text.empty())
                text.push_back('\n');
            text += line;
        }
        signal.text = QString::fromUtf8(text.data(), qsizetype(text.size()));
        signal.knowledge = p.knowledge;
        signal.occurrences = d.occurrences;
        signal.cascade = p.role == SignalRole::Cascade;
        signal.nixError = d.nixError;
        signal.categoryDecided = p.categoryDecided;
        result.append(std::move(signal));
    }
    return result;
}

void classify(Extraction &extraction, bool cascadeSeen)
{
    // A diagnostic the build went on past (into a later phase) was not fatal; Nix's own
    // error message is, whatever the log shows after it. Whether a line states a failure
    // does not depend on how often it is repeated, which ranking counts.
    const auto inFinalPhase = [&extraction](const FailureSignal &s) {
        return extraction.finalPhase.isEmpty() || s.phase == extraction.finalPhase
            || s.stage == Stage::Evaluation || s.stage == Stage::Fetch || s.nixError;
    };
    extraction.failed = cascadeSeen
        || std::any_of(extraction.ranked.begin(), extraction.ranked.end(),
            [&inFinalPhase](const FailureSignal &s) {
                return std::max(s.confidence, s.matchWeight) >= 0.8 && inFinalPhase(s);
            });
    if (extraction.ranked.isEmpty()) {
        extraction.errorKind = extraction.finalStage == Stage::Evaluation
            ? ErrorKind::EvaluationError
            : ErrorKind::BuildError;
        return;
    }
    const FailureSignal &lead = extraction.ranked.first();
    // The category is the cause's: a lead in general words ("error: …", the builder's last
    // line) takes it from a specific diagnostic of the same builder right around it, never
    // from signals elsewhere in the log.
    const FailureSignal *named = &lead;
    if (lead.categoryNix == NixCategory::Other && !lead.cascade && !lead.categoryDecided) {
        for (qsizetype i = 1; i < std::min<qsizetype>(extraction.ranked.size(), ContextSignals);
             ++i) {
            const FailureSignal &s = extraction.ranked.at(i);
            if (!s.cascade && s.categoryNix != NixCategory::Other && s.derivation == lead.derivation
                && std::abs(s.matchLine - lead.matchLine) <= ContextLines) {
                named = &s;
                break;
            }
        }
    }
    extraction.categoryNix = named->categoryNix;
    extraction.categoryEvident = named->categoryEvident;
    extraction.subcategory = named->subcategory;
    extraction.errorKind
        = lead.stage == Stage::Evaluation || lead.categoryNix == NixCategory::EvalError
        ? ErrorKind::EvaluationError
        : ErrorKind::BuildError;
}

} // namespace packwright::evidence
