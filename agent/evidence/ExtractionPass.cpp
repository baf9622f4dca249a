// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/ExtractionPass.h"

#include "core/Utf8.h"
#include "evidence/LineShapes.h"
#include "evidence/LogText.h"
#include "evidence/SignalRanking.h"
#include "evidence/TemplateBaseline.h"
#include "nix/DependencySets.h"
#include "nix/FailureClassifier.h"
#include "nix/LogEvent.h"

#include <algorithm>
#include <utility>

namespace packwright::evidence {

using lineshape::isNixErrorLine;
using lineshape::isQuoted;
using lineshape::isTailHeader;
using lineshape::worthNaming;

namespace {

constexpr std::size_t RecentLines = 24; ///< ≥ the largest "before" of any pattern
constexpr std::size_t TailSlack = 4;    ///< raw lines kept per condensed tail line
constexpr std::size_t FoldDistance = 8; ///< a line repeating one of the last 8 is folded
constexpr qsizetype MaxPhaseSpans = 2000;
constexpr std::size_t MaxDerivations = 256; ///< phase trackers kept for "name> " prefixes

constexpr double BaselinePenalty = 0.4; ///< weight lost by a template successes print
constexpr double MinBaselineWeight = 0.05;

} // namespace

ExtractionPass::ExtractionPass(const SignalPatterns &patterns, const ExtractionOptions &options)
    : m_patterns(patterns)
    , m_options(options)
    , m_recent(std::max(RecentLines, std::size_t(std::max(0, options.tailLines)) * TailSlack))
    , m_lastWordsPattern(patterns.detectorPattern(u"builder-last-line"))
    , m_checkFailedPattern(patterns.detectorPattern(u"configure-check-failed"))
    , m_nixErrorPattern(patterns.detectorPattern(u"nix-error-message"))
{}

void ExtractionPass::feed(qint64 lineNumber, std::string_view raw)
{
    m_lastLine = lineNumber;
    // A CRLF log: the '\r' is the line's end, not its text (Nix's empty quoted line ">\r"
    // would otherwise end the quoted tail).
    while (!raw.empty() && raw.back() == '\r')
        raw.remove_suffix(1);
    if (raw.starts_with("@nix ")) {
        // internal-json: only log lines and messages are text a user saw.
        if (!nix::mayPrintText(QByteArrayView(raw.data(), qsizetype(raw.size()))))
            return;
        const nix::LogEvent event
            = nix::parseLogLine(QByteArrayView(raw.data(), qsizetype(raw.size())));
        switch (event.kind) {
        case nix::LogEvent::Kind::SetPhase:
            m_decoded = "Running phase: " + event.phase.toStdString();
            processLine(lineNumber, m_decoded);
            return;
        case nix::LogEvent::Kind::PlainLine:
            if (raw.find("\"action\"") != std::string_view::npos)
                return; // a well-formed event of a kind that prints nothing
            [[fallthrough]];
        case nix::LogEvent::Kind::BuildLogLine:
        case nix::LogEvent::Kind::Message: {
            m_decoded = event.text.toStdString();
            std::string_view rest = m_decoded;
            for (;;) { // a message (an evaluation error) spans several lines
                const auto newline = rest.find('\n');
                const std::string_view part = rest.substr(0, newline);
                processLine(lineNumber, cleanLine(part, m_clean), isQuoted(part));
                if (newline == std::string_view::npos)
                    break;
                rest.remove_prefix(newline + 1);
            }
            return;
        }
        default: return;
        }
    }
    bool quoted = isQuoted(raw);
    if (m_inQuotedTail && !quoted) {
        // Nix before 2.4 quoted a failed builder's last lines indented by two spaces, not
        // after "> ": the first line under the header tells which form this block has.
        if (m_tailForm == TailForm::Unknown && !raw.empty())
            m_tailForm = raw.starts_with("  ") ? TailForm::Indented : TailForm::Marked;
        if (m_tailForm == TailForm::Indented && (raw.empty() || raw.starts_with("  "))) {
            raw.remove_prefix(std::min<std::size_t>(2, raw.size()));
            quoted = true;
        }
    }
    std::size_t control = 0;
    const std::string_view clean = cleanLine(raw, m_clean, &control);
    m_controlBytes += control;
    processLine(lineNumber, clean, quoted);
}

void ExtractionPass::processLine(qint64 lineNumber, std::string_view clean, bool quoted)
{
    if (m_inQuotedTail && !quoted)
        endQuotedTail();
    if (!quoted && isTailHeader(clean)) {
        m_inQuotedTail = true;
        m_tailForm = TailForm::Unknown;
        m_quotedTracker = PhaseTracker{};
        m_quotedTailHasRoot = false;
        m_lastQuoted.number = 0;
    }
    ++m_sequence;
    // `nix build -L` and `nix log` prefix each line with its derivation ("hello> …"); the
    // derivations built in parallel interleave, so each gets its own phase.
    std::string_view derivation;
    clean = splitDerivationPrefix(clean, derivation);
    m_derivation = derivation;
    // The lines Nix quotes under a failed builder's error are that builder's: their phases
    // are their own, not those of whatever the log streamed before.
    m_current = derivation.empty() && quoted && m_inQuotedTail ? &m_quotedTracker
                                                               : &trackerFor(derivation);
    PhaseTracker &tracker = *m_current;
    const int changes = tracker.phaseChanges();
    tracker.feed(clean);
    if (tracker.phaseChanges() != changes && m_phases.size() < MaxPhaseSpans) {
        if (!m_phases.isEmpty())
            m_phases.last().lastLine = qMax(m_phases.last().firstLine, lineNumber - 1);
        m_phases.append(PhaseSpan{tracker.phase(), tracker.stage(), lineNumber, lineNumber});
    }
    if (!m_open.empty())
        extendWindows(clean, lineNumber);
    // A builder printed it: Nix quoted it, prefixed it with a derivation, or it came inside a
    // phase without being one of Nix's own "error:" messages.
    m_builderOutput
        = quoted || !derivation.empty() || (!tracker.phase().isEmpty() && !isNixErrorLine(clean));
    // Nix quotes the end of a builder's log in its error message; where the log streamed
    // those lines already, each quoted copy would be a second signal for one line.
    const bool replayed = m_inQuotedTail && quoted && replaysStreamedLine(clean);
    m_quotedLine = m_inQuotedTail && quoted;
    const std::optional<SignalRole> role = matchPatterns(lineNumber, clean, replayed);
    if (role == SignalRole::Root || role == SignalRole::Generic) {
        m_lastRootLine[std::string(m_derivation)] = lineNumber; // a candidate names it already
        m_quotedTailHasRoot = m_quotedTailHasRoot || (m_inQuotedTail && role == SignalRole::Root);
    } else if (role == SignalRole::Cascade) {
        lastWordsBefore(lineNumber, clean, m_inQuotedTail && quoted);
    }
    if (m_checkFailedPattern >= 0 && role != SignalRole::Root)
        trackConfigureChecks(lineNumber, clean);
    if (m_nixErrorPattern >= 0 && !quoted && derivation.empty())
        trackNixErrorBlock(lineNumber, clean, role);
    if (m_inQuotedTail && quoted && role != SignalRole::Cascade && worthNaming(clean)) {
        m_lastQuoted = RecentLine{lineNumber, std::string(clean), std::string(m_derivation)};
        m_lastQuotedIsCopy = replayed;
    }

    RecentLine &slot = m_recent[m_recentNext];
    slot.number = lineNumber;
    slot.text.assign(clean);
    slot.derivation.assign(m_derivation);
    slot.cascade = role == SignalRole::Cascade;
    slot.quoted = m_inQuotedTail && quoted;
    m_recentNext = (m_recentNext + 1) % m_recent.size();
}

PhaseTracker &ExtractionPass::trackerFor(std::string_view derivation)
{
    if (derivation.empty())
        return m_tracker;
    if (const auto it = m_trackers.find(std::string(derivation)); it != m_trackers.end())
        return it->second;
    if (m_trackers.size() >= MaxDerivations)
        return m_tracker; // bounded: later derivations share the plain tracker
    return m_trackers[std::string(derivation)];
}

std::string_view ExtractionPass::readable(std::string_view clean)
{
    condenseForReading(clean, m_readable);
    if (m_readable.size() > std::size_t(m_options.maxTextLineBytes)) {
        // Cut on a character boundary: never inside a UTF-8 sequence.
        std::size_t cut = std::size_t(m_options.maxTextLineBytes);
        while (cut > 0 && (static_cast<unsigned char>(m_readable[cut]) & 0xC0) == 0x80)
            --cut;
        m_readable.resize(cut);
        m_readable.append(" …");
    }
    return m_readable;
}

void ExtractionPass::extendWindows(std::string_view clean, qint64 lineNumber)
{
    for (const std::size_t index : m_open) {
        Candidate &c = m_candidates[index];
        if (c.afterLeft <= 0 || m_sequence <= c.lastSequence || m_derivation != c.derivationKey)
            continue; // another derivation's line, interleaved: not context
        const SignalPattern &p = m_patterns.patterns()[std::size_t(c.pattern)];
        const bool continues = !p.afterIndented || clean.empty() || clean[0] == ' '
            || clean[0] == '\t' || clean.starts_with("(use '--show-trace'");
        if ((clean.empty() && p.stopAtBlank) || !continues) {
            c.afterLeft = 0;
            continue;
        }
        c.lines.emplace_back(readable(clean));
        c.lastLine = lineNumber;
        c.lastSequence = m_sequence;
        --c.afterLeft;
    }
    std::erase_if(m_open, [this](std::size_t index) { return m_candidates[index].afterLeft <= 0; });
}

std::optional<SignalRole> ExtractionPass::matchPatterns(
    qint64 lineNumber, std::string_view clean, bool replayed)
{
    ++m_stamp;
    m_found.clear();
    if (replayed || !m_patterns.triggers().find(clean, m_found, m_seen, m_stamp))
        return std::nullopt;
    // The patterns behind the triggers found, most confident first.
    std::vector<int> &tried = m_tried;
    tried.clear();
    for (const int trigger : m_found) {
        for (const int pattern : m_patterns.patternsOfTrigger()[std::size_t(trigger)])
            tried.push_back(pattern);
    }
    std::sort(tried.begin(), tried.end());
    tried.erase(std::unique(tried.begin(), tried.end()), tried.end());
    const auto &all = m_patterns.patterns();
    // Specific patterns (root or cascade) by weight, then the generic error words; equals in
    // file order (a stable sort without its buffer: this runs for every line with a trigger).
    std::sort(tried.begin(), tried.end(), [&all](int a, int b) {
        const SignalPattern &x = all[std::size_t(a)];
        const SignalPattern &y = all[std::size_t(b)];
        const bool xGeneric = x.role == SignalRole::Generic;
        const bool yGeneric = y.role == SignalRole::Generic;
        if (xGeneric != yGeneric)
            return yGeneric;
        return x.weight != y.weight ? x.weight > y.weight : a < b;
    });

    const QString text = fromUtf8View(clean);
    for (const int index : tried) {
        const SignalPattern &pattern = all[std::size_t(index)];
        if (m_builderOutput && pattern.phase == u"evaluation")
            continue; // a test's "assertion … failed" is not Nix's evaluation error
        const QRegularExpressionMatch match = pattern.regex.match(text);
        if (!match.hasMatch())
            continue;
        QString target = pattern.target;
        if (const QString file = match.captured(u"file"); !file.isEmpty()) {
            const QString line = match.captured(u"line");
            target = line.isEmpty() ? file : file + QLatin1Char(':') + line;
        }
        // A fixed-output derivation's name tells which attribute holds its hash; the one
        // that failed its hash is the failed derivation, when Nix gave its store path.
        if (const QString drv = match.captured(u"drv"); !drv.isEmpty()) {
            if (const QString attribute = nix::dependencyHashAttribute(drv); !attribute.isEmpty())
                target = attribute;
            else if (nix::isPatchFetch(drv))
                target = QStringLiteral("patches (the fetchpatch's hash)");
            if (m_failedDerivation.isEmpty() && drv.startsWith(QLatin1String("/nix/store/")))
                m_failedDerivation = drv;
        }
        if (const QString failed = match.captured(u"failed"); !failed.isEmpty()) {
            if (m_failedDerivation.isEmpty())
                m_failedDerivation = failed;
            m_quotingDerivation = failed;
        }
        if (const QString section = match.captured(u"section"); !section.isEmpty())
            m_failedSection = section;
        addCandidate(index, lineNumber, clean, std::move(target));
        if (pattern.role != SignalRole::Cascade)
            m_lastDiagnosticTracker = m_current;
        else
            m_cascadeSeen = true;
        return pattern.role;
    }
    return std::nullopt;
}

void ExtractionPass::addCandidate(
    int pattern, qint64 lineNumber, std::string_view clean, QString target)
{
    const SignalPattern &p = m_patterns.patterns()[std::size_t(pattern)];
    const std::string_view key = normaliseLine(clean, m_normalised); // the line's template
    double weight = p.weightUnconfirmed >= 0 && !statesFailure(p, lineNumber, clean)
        ? p.weightUnconfirmed
        : p.weight;
    if (m_options.baseline && p.role != SignalRole::Cascade) {
        // Printed by successful builds too: it ranks down, whatever its wording. Seen in two
        // or more successes, the full penalty; in one, half of it.
        const int successes = m_options.baseline->logsWith(templateHash(key));
        if (successes > 0)
            weight = std::max(MinBaselineWeight,
                weight - BaselinePenalty * std::min(1.0, double(successes) / 2.0));
    }
    if (m_lastAdded < m_candidates.size() && m_candidates[m_lastAdded].matchLine == lineNumber
        && m_candidates[m_lastAdded].derivationKey == m_derivation) {
        // The same line found twice (a pattern, then a detector): the surer one names it.
        Candidate &known = m_candidates[m_lastAdded];
        if (weight > known.weight) {
            known.pattern = pattern;
            known.weight = weight;
            known.target = std::move(target);
        }
        return;
    }
    const TemplateMiner::Match match = m_miner.add(key);
    if (match.cluster >= 0) {
        if (const auto it = m_candidateOfCluster.find(match.cluster);
            it != m_candidateOfCluster.end()) {
            ++m_candidates[it->second].occurrences; // a repeat: the first one stands for all
            return;
        }
    }

    std::size_t slot = m_candidates.size();
    if (int(m_candidates.size()) >= m_options.maxCandidates) {
        // Full: the new window replaces the least confident one, if it is more confident.
        const auto weakest = std::min_element(m_candidates.begin(), m_candidates.end(),
            [](const Candidate &a, const Candidate &b) { return a.weight < b.weight; });
        if (weakest->weight >= weight)
            return;
        slot = std::size_t(weakest - m_candidates.begin());
        m_candidateOfCluster.erase(weakest->cluster);
        std::erase(m_open, slot);
    } else {
        m_candidates.emplace_back();
    }

    Candidate c;
    c.pattern = pattern;
    c.weight = weight;
    c.matchLine = lineNumber;
    c.cluster = match.cluster;
    c.target = std::move(target);
    c.derivationKey = m_derivation;
    c.derivation = QString::fromUtf8(m_derivation.data(), qsizetype(m_derivation.size()));
    if (c.derivation.isEmpty() && m_quotedLine && !m_quotingDerivation.isEmpty()) {
        // Nix quoted the line under its error for one derivation: with several failed
        // (--keep-going), each signal says whose it is.
        c.derivation = nix::derivationName(m_quotingDerivation);
        m_derivationPaths.insert(c.derivation, m_quotingDerivation);
    }
    c.quoted = m_quotedLine;
    c.nixError = !m_quotedLine && m_derivation.empty() && isNixErrorLine(clean);
    if (p.phase == u"evaluation" || p.phase == u"fetch") {
        c.phase = p.phase;
        c.stage = p.phase == u"evaluation" ? Stage::Evaluation : Stage::Fetch;
    } else if (!m_current->phase().isEmpty()) {
        c.phase = m_current->phase();
        c.stage = Stage::Build;
    } else {
        c.phase = p.phase.isEmpty() ? QStringLiteral("unknown") : p.phase;
        c.phaseInferred = true;
        c.stage = m_current->stage() == Stage::Unknown ? Stage::Build : m_current->stage();
    }
    // The before-context, oldest first, from the ring of recent lines.
    c.firstLine = lineNumber;
    for (std::size_t k = 0; k < m_recent.size(); ++k) {
        const RecentLine &recent = m_recent[(m_recentNext + k) % m_recent.size()];
        if (recent.number > 0 && recent.number >= lineNumber - p.before
            && recent.number < lineNumber && recent.derivation == m_derivation) {
            if (c.lines.empty())
                c.firstLine = recent.number;
            c.lines.emplace_back(readable(recent.text));
        }
    }
    c.lines.emplace_back(readable(clean));
    c.lastLine = lineNumber;
    c.lastSequence = m_sequence;
    c.afterLeft = p.after;
    m_candidates[slot] = std::move(c);
    m_lastAdded = slot;
    if (match.cluster >= 0)
        m_candidateOfCluster[match.cluster] = slot;
    if (p.after > 0)
        m_open.push_back(slot);
}

QList<CondensedLine> ExtractionPass::condensedTail()
{
    // The end of the log, repeats folded: a line whose template matches one of the last few
    // kept lines is counted there instead of repeated (EvidenT §4.3.1 "removing redundant
    // entries").
    QList<CondensedLine> tail;
    std::vector<unsigned long long> keys;
    for (std::size_t k = 0; k < m_recent.size(); ++k) {
        const RecentLine &line = m_recent[(m_recentNext + k) % m_recent.size()];
        if (line.number == 0 || line.text.empty())
            continue;
        const unsigned long long key = templateHash(normaliseLine(line.text, m_normalised));
        bool folded = false;
        for (std::size_t back = 1; back <= std::min(FoldDistance, keys.size()); ++back) {
            if (keys[keys.size() - back] == key) {
                CondensedLine &into = tail[tail.size() - qsizetype(back)];
                ++into.repeats;
                into.lastLine = line.number;
                folded = true;
                break;
            }
        }
        if (!folded) {
            keys.push_back(key);
            tail.append(
                CondensedLine{line.number, line.number, 1, fromUtf8View(readable(line.text))});
        }
    }
    if (tail.size() > m_options.tailLines)
        tail.remove(0, tail.size() - m_options.tailLines);
    return tail;
}

void ExtractionPass::inferRpmSections(Extraction &result) const
{
    // The patterns' phase guesses are stdenv phases; an RPM build has sections instead: the
    // one "Bad exit status from … (%build)" named, else the section that does that work.
    bool rpm = !m_failedSection.isEmpty();
    for (const PhaseSpan &span : std::as_const(result.phases))
        rpm = rpm || span.name.startsWith(QLatin1Char('%'));
    for (const FailureSignal &s : std::as_const(result.ranked))
        rpm = rpm || s.phase.startsWith(QLatin1Char('%'))
            || s.patternId.startsWith(QLatin1String("rpm-"));
    if (!rpm)
        return;
    static const QHash<QString, QString> sections{
        {QStringLiteral("configurePhase"), QStringLiteral("%build")},
        {QStringLiteral("buildPhase"), QStringLiteral("%build")},
        {QStringLiteral("checkPhase"), QStringLiteral("%check")},
        {QStringLiteral("installPhase"), QStringLiteral("%install")},
        {QStringLiteral("fixupPhase"), QStringLiteral("%install")},
    };
    for (FailureSignal &s : result.ranked) {
        if (!s.phaseInferred)
            continue;
        if (!m_failedSection.isEmpty())
            s.phase = m_failedSection;
        else
            s.phase = sections.value(s.phase, s.phase);
    }
}

Extraction ExtractionPass::finish(const LogReadStats &stats)
{
    Extraction result;
    if (!m_phases.isEmpty())
        m_phases.last().lastLine = qMax(m_phases.last().firstLine, m_lastLine);
    result.phases = m_phases;
    // The phase the build ended in: that of the derivation the last diagnostic came from
    // (with parallel builds, the last line may belong to another one).
    const PhaseTracker &last
        = m_lastDiagnosticTracker != nullptr ? *m_lastDiagnosticTracker : *m_current;
    result.finalPhase = last.phase();
    result.finalStage = last.stage();
    if (m_inQuotedTail)
        endQuotedTail();
    m_derivation = {}; // it viewed the last line, gone with the reader's buffer
    result.ranked
        = rankSignals(m_candidates, m_patterns, m_miner, result.finalPhase, m_options.maxSignals);
    result.tail = condensedTail();
    result.failedDerivation = m_failedDerivation;
    result.read = stats;
    result.controlBytes = qint64(m_controlBytes);
    inferRpmSections(result);
    classify(result, m_cascadeSeen);
    // The failed derivation is the one whose quoted lines hold the cause.
    if (!result.ranked.isEmpty()) {
        if (const auto path = m_derivationPaths.constFind(result.ranked.first().derivation);
            path != m_derivationPaths.cend())
            result.failedDerivation = *path;
    }
    return result;
}

} // namespace packwright::evidence
