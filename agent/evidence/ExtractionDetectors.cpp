// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ExtractionPass's generic detectors (SignalPattern::detector), which need no pattern per
// project: a builder's last words before its failure, the end of the log Nix quotes under
// its error, configure's failed checks, and whether a pattern's line states a failure.

#include "evidence/ExtractionPass.h"
#include "evidence/LineShapes.h"

#include <algorithm>
#include <utility>

namespace packwright::evidence {

using lineshape::lowered;
using lineshape::sameBuilder;
using lineshape::saysFailed;
using lineshape::startsBuilderOutput;
using lineshape::worthNaming;

namespace {

constexpr qint64 LastWordsReach = 12;   ///< lines a cascade looks back for the builder's last words
constexpr qint64 CheckReach = 40;       ///< lines a failed configure check stays relevant
constexpr std::size_t ConfirmReach = 3; ///< before-lines that may state a failure
/// Weight a diagnostic gains when its builder fails within LastWordsReach lines: what the
/// builder said last before failing is likelier the cause than what it said on the way.
constexpr double BeforeFailureBonus = 0.12;

} // namespace

bool ExtractionPass::replaysStreamedLine(std::string_view clean) const
{
    if (!worthNaming(clean))
        return false; // blank lines and framing repeat anywhere
    for (const RecentLine &recent : m_recent) {
        if (recent.number != 0 && !recent.quoted && recent.number < m_lastLine
            && std::string_view(recent.text) == clean)
            return true;
    }
    return false;
}

void ExtractionPass::lastWordsBefore(qint64 lineNumber, std::string_view cascade, bool quoted)
{
    // A failure followed soon: the diagnostics just before it did matter. Those successful
    // builds print too ("foo: command not found") get their full weight; a diagnostic in
    // general words ("error: …", "… not found") gains the bonus of a builder's last words
    // once, unless a specific diagnostic of the same lines says more.
    constexpr std::size_t ConfirmCandidates = 8;
    std::vector<Candidate *> lastWords;
    bool specific = false;
    for (auto it = m_candidates.rbegin();
         it != m_candidates.rend() && lastWords.size() < ConfirmCandidates; ++it) {
        if (it->matchLine < lineNumber - LastWordsReach)
            break;
        const SignalPattern &p = m_patterns.patterns()[std::size_t(it->pattern)];
        if (p.role == SignalRole::Cascade || it->quoted != quoted
            || !sameBuilder(it->derivationKey, m_derivation, cascade)
            || (!it->phaseInferred && it->phase != m_current->phase()))
            continue; // another builder's, Nix's own, or said in a phase that went well
        if (p.weightUnconfirmed >= 0)
            it->weight = std::max(it->weight, p.weight);
        specific = specific || (p.role == SignalRole::Root && p.detector.isEmpty());
        lastWords.push_back(&*it);
    }
    for (Candidate *c : lastWords) {
        if (!specific && !c->beforeFailure
            && m_patterns.patterns()[std::size_t(c->pattern)].role == SignalRole::Generic) {
            c->beforeFailure = true;
            c->weight += BeforeFailureBonus;
        }
    }
    // A builder failed and no diagnostic pattern named why: its last line of output before
    // the cascade ("do not know how to unpack source archive …") is the best generic guess.
    if (m_lastWordsPattern < 0)
        return;
    const std::string cascadePrefix(m_derivation);
    // Only the first consequence of a chain ("make[1]: *** Error 2", "make: *** Error 2",
    // "builder for … failed", RPM's and mock's summaries) looks back: the lines between the
    // later ones are framing, not the builder's last words. The builder's lines Nix quotes
    // under its own error ("> error: could not compile …") are a chain of their own, and
    // each side looks back over its own lines only.
    qint64 &lastCascade = m_lastCascadeLine[quoted ? cascadePrefix + '\n' : cascadePrefix];
    const bool chained = lastCascade > 0 && lineNumber - lastCascade <= LastWordsReach;
    lastCascade = lineNumber;
    if (chained)
        return;
    for (std::size_t back = 1; back <= m_recent.size(); ++back) {
        const RecentLine &recent
            = m_recent[(m_recentNext + m_recent.size() - back) % m_recent.size()];
        if (recent.number == 0 || recent.number < lineNumber - LastWordsReach)
            return;
        if (!sameBuilder(recent.derivation, cascadePrefix, cascade) || recent.quoted != quoted)
            continue;
        // A root diagnostic (or earlier last words) of this builder already covers it.
        qint64 &covered = m_lastRootLine[recent.derivation];
        if (recent.number <= covered || startsBuilderOutput(recent.text))
            return;
        if (recent.cascade || !worthNaming(recent.text))
            continue;
        covered = recent.number;
        const RecentLine line = recent; // addCandidate reads the ring
        const std::string_view saved = m_derivation;
        PhaseTracker *savedTracker = m_current;
        const bool savedQuoted = std::exchange(m_quotedLine, line.quoted);
        m_derivation = line.derivation; // the candidate belongs to the builder's lines
        m_current = line.quoted && line.derivation.empty() ? &m_quotedTracker
                                                           : &trackerFor(line.derivation);
        addCandidate(m_lastWordsPattern, line.number, line.text,
            m_patterns.patterns()[std::size_t(m_lastWordsPattern)].target);
        m_derivation = saved;
        m_current = savedTracker;
        m_quotedLine = savedQuoted;
        return;
    }
}

void ExtractionPass::endQuotedTail()
{
    // Nix quoted the end of a failed builder's log and no diagnostic matched inside it:
    // the last quoted line is what the builder said last.
    m_inQuotedTail = false;
    if (m_quotedTailHasRoot || m_lastQuotedIsCopy || m_lastQuoted.number == 0
        || m_lastWordsPattern < 0)
        return;
    qint64 &covered = m_lastRootLine[m_lastQuoted.derivation];
    if (m_lastQuoted.number <= covered)
        return;
    covered = m_lastQuoted.number;
    const RecentLine line = std::move(m_lastQuoted);
    m_lastQuoted.number = 0;
    // The candidate belongs to the quoted line's builder. m_derivation views the current
    // line, which at finish() is gone with the reader's buffer.
    const std::string_view saved = m_derivation;
    PhaseTracker *savedTracker = m_current;
    const bool savedQuoted = std::exchange(m_quotedLine, true);
    m_derivation = line.derivation;
    m_current = line.derivation.empty() ? &m_quotedTracker : &trackerFor(line.derivation);
    addCandidate(m_lastWordsPattern, line.number, line.text,
        m_patterns.patterns()[std::size_t(m_lastWordsPattern)].target);
    m_derivation = saved;
    m_current = savedTracker;
    m_quotedLine = savedQuoted;
}

void ExtractionPass::trackConfigureChecks(qint64 lineNumber, std::string_view clean)
{
    // configure printed "checking for X... no" and a later line says X is needed: that line
    // is the cause, whatever its wording ("Cannot find xml2-config").
    if (std::string key = lineshape::failedCheckKey(clean); !key.empty()) {
        m_failedCheckKey = std::move(key);
        m_failedCheck
            = RecentLine{lineNumber, std::string(clean), std::string(m_derivation), false};
        return;
    }
    if (m_failedCheckKey.empty())
        return;
    if (lineNumber - m_failedCheck.number > CheckReach || m_failedCheck.derivation != m_derivation
        || clean.starts_with("checking ")) {
        if (lineNumber - m_failedCheck.number > CheckReach)
            m_failedCheckKey.clear();
        return;
    }
    const std::string &lower = lowered(clean, m_lower);
    if (lower.find(m_failedCheckKey) == std::string::npos
        || lower.find("warning") != std::string::npos) // "configure: WARNING: valgrind is required"
        return;
    const bool needed = saysFailed(lower) || lower.find("cannot") != std::string::npos
        || lower.find("can't") != std::string::npos || lower.find("not found") != std::string::npos
        || lower.find("missing") != std::string::npos || lower.find("required") != std::string::npos
        || lower.find("please install") != std::string::npos
        || lower.find("could not") != std::string::npos
        || lower.find("unable") != std::string::npos;
    if (!needed)
        return;
    m_failedCheckKey.clear();
    addCandidate(m_checkFailedPattern, lineNumber, clean,
        m_patterns.patterns()[std::size_t(m_checkFailedPattern)].target);
    m_lastRootLine[std::string(m_derivation)] = lineNumber;
}

void ExtractionPass::trackNixErrorBlock(
    qint64 lineNumber, std::string_view clean, std::optional<SignalRole> role)
{
    // Nix's own error message: "error: MESSAGE" at column 0 and, indented under it, the
    // source position and the evaluation trace (Nix 2.4–2.15, Lix), or "error:" alone, the
    // trace, and the message last as "       error: MESSAGE" (Nix ≥ 2.16). With a trace or
    // a position it is an evaluation error, and it fails the command, whatever the message
    // says: a throw or an abort of the expression has wording no pattern can know. So is a
    // message line in Nix's own indentation ("       error: …") quoted without its block.
    if (clean.empty())
        return;
    // The message line in general words: generic-error-line made its candidate just now.
    const auto messageCandidate = [&]() -> std::size_t {
        return role == SignalRole::Generic && m_lastAdded < m_candidates.size()
                && m_candidates[m_lastAdded].matchLine == lineNumber
            ? m_lastAdded
            : std::size_t(-1);
    };
    if (clean[0] != ' ' && clean[0] != '\t') {
        m_nixError = {};
        if (clean == "error:" || clean.starts_with("error: "))
            m_nixError = NixErrorBlock{true, false, messageCandidate()};
        return;
    }
    const std::string_view text = lineshape::trimmedLeft(clean);
    if (!m_nixError.open) {
        // An excerpt that begins at the message: Nix's own indentation of it is enough.
        if (!m_builderOutput && lineshape::isNixErrorLine(clean))
            confirmNixError(messageCandidate());
        return;
    }
    const bool position
        = text.starts_with("at ") && text.ends_with(":") && text.find(':') + 1 < text.size();
    if (text.starts_with("\u2026 ") || position) {
        m_nixError.traced = true;
        confirmNixError(std::exchange(m_nixError.message, std::size_t(-1)));
    } else if (text.starts_with("error: ") && m_nixError.traced) {
        confirmNixError(messageCandidate());
    }
}

void ExtractionPass::confirmNixError(std::size_t candidate)
{
    if (candidate >= m_candidates.size())
        return;
    const SignalPattern &p = m_patterns.patterns()[std::size_t(m_nixErrorPattern)];
    Candidate &c = m_candidates[candidate];
    c.pattern = m_nixErrorPattern;
    c.weight = std::max(c.weight, p.weight);
    c.phase = p.phase;
    c.phaseInferred = false;
    c.stage = Stage::Evaluation;
}

bool ExtractionPass::statesFailure(
    const SignalPattern &p, qint64 lineNumber, std::string_view clean) const
{
    std::string lower;
    if (saysFailed(lowered(clean, lower)))
        return true;
    const std::size_t reach = std::max(ConfirmReach, std::size_t(p.before));
    for (std::size_t back = 1; back <= std::min(reach, m_recent.size()); ++back) {
        const RecentLine &recent
            = m_recent[(m_recentNext + m_recent.size() - back) % m_recent.size()];
        if (recent.number == 0 || recent.number < lineNumber - qint64(reach))
            break;
        if (recent.derivation == m_derivation && saysFailed(lowered(recent.text, lower)))
            return true;
    }
    return false;
}

} // namespace packwright::evidence
