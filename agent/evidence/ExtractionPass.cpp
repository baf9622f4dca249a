#include "evidence/ExtractionPass.h"

#include "evidence/LogText.h"
#include "evidence/SignalRanking.h"
#include "nix/LogEvent.h"

#include <algorithm>

namespace packwright::evidence {

namespace {

constexpr std::size_t RecentLines = 24; ///< ≥ the largest "before" of any pattern
constexpr std::size_t TailSlack = 4;    ///< raw lines kept per condensed tail line
constexpr std::size_t FoldDistance = 8; ///< a line repeating one of the last 8 is folded
constexpr qsizetype MaxPhaseSpans = 2000;
constexpr std::size_t MaxDerivations = 256; ///< phase trackers kept for "name> " prefixes

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

ExtractionPass::ExtractionPass(const SignalPatterns &patterns, const ExtractionOptions &options)
    : m_patterns(patterns)
    , m_options(options)
    , m_recent(std::max(RecentLines, std::size_t(std::max(0, options.tailLines)) * TailSlack))
{}

void ExtractionPass::feed(qint64 lineNumber, std::string_view raw)
{
    m_lastLine = lineNumber;
    if (raw.starts_with("@nix ")) {
        // internal-json: only log lines and messages are text a user saw.
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
                processLine(lineNumber, cleanLine(rest.substr(0, newline), m_clean));
                if (newline == std::string_view::npos)
                    break;
                rest.remove_prefix(newline + 1);
            }
            return;
        }
        default: return;
        }
    }
    std::size_t control = 0;
    const std::string_view clean = cleanLine(raw, m_clean, &control);
    m_controlBytes += control;
    processLine(lineNumber, clean);
}

void ExtractionPass::processLine(qint64 lineNumber, std::string_view clean)
{
    ++m_sequence;
    // `nix build -L` and `nix log` prefix each line with its derivation ("hello> …"); the
    // derivations built in parallel interleave, so each gets its own phase.
    std::string_view derivation;
    clean = splitDerivationPrefix(clean, derivation);
    m_derivation = derivation;
    m_current = &trackerFor(derivation);
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
    matchPatterns(lineNumber, clean);

    RecentLine &slot = m_recent[m_recentNext];
    slot.number = lineNumber;
    slot.text.assign(clean);
    slot.derivation.assign(m_derivation);
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

void ExtractionPass::matchPatterns(qint64 lineNumber, std::string_view clean)
{
    ++m_stamp;
    m_found.clear();
    if (!m_patterns.triggers().find(clean, m_found, m_seen, m_stamp))
        return;
    // The patterns behind the triggers found, most confident first.
    std::vector<int> tried;
    for (const int trigger : m_found) {
        for (const int pattern : m_patterns.patternsOfTrigger()[std::size_t(trigger)])
            tried.push_back(pattern);
    }
    std::sort(tried.begin(), tried.end());
    tried.erase(std::unique(tried.begin(), tried.end()), tried.end());
    const auto &all = m_patterns.patterns();
    // Specific patterns (root or cascade) by weight, then the generic error words.
    std::stable_sort(tried.begin(), tried.end(), [&all](int a, int b) {
        const SignalPattern &x = all[std::size_t(a)];
        const SignalPattern &y = all[std::size_t(b)];
        const bool xGeneric = x.role == SignalRole::Generic;
        const bool yGeneric = y.role == SignalRole::Generic;
        return xGeneric != yGeneric ? yGeneric : x.weight > y.weight;
    });

    const QString text = fromView(clean);
    for (const int index : tried) {
        const SignalPattern &pattern = all[std::size_t(index)];
        const QRegularExpressionMatch match = pattern.regex.match(text);
        if (!match.hasMatch())
            continue;
        QString target = pattern.target;
        if (const QString file = match.captured(u"file"); !file.isEmpty()) {
            const QString line = match.captured(u"line");
            target = line.isEmpty() ? file : file + QLatin1Char(':') + line;
        }
        if (const QString section = match.captured(u"section"); !section.isEmpty())
            m_failedSection = section;
        addCandidate(index, lineNumber, clean, std::move(target));
        if (pattern.role != SignalRole::Cascade)
            m_lastDiagnosticTracker = m_current;
        return;
    }
}

void ExtractionPass::addCandidate(
    int pattern, qint64 lineNumber, std::string_view clean, QString target)
{
    const SignalPattern &p = m_patterns.patterns()[std::size_t(pattern)];
    normaliseLine(clean, m_normalised);
    const TemplateMiner::Match match = m_miner.add(m_normalised);
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
            [this](const Candidate &a, const Candidate &b) {
                return m_patterns.patterns()[std::size_t(a.pattern)].weight
                    < m_patterns.patterns()[std::size_t(b.pattern)].weight;
            });
        if (m_patterns.patterns()[std::size_t(weakest->pattern)].weight >= p.weight)
            return;
        slot = std::size_t(weakest - m_candidates.begin());
        m_candidateOfCluster.erase(weakest->cluster);
        std::erase(m_open, slot);
    } else {
        m_candidates.emplace_back();
    }

    Candidate c;
    c.pattern = pattern;
    c.matchLine = lineNumber;
    c.cluster = match.cluster;
    c.target = std::move(target);
    c.derivationKey = m_derivation;
    c.derivation = QString::fromUtf8(m_derivation.data(), qsizetype(m_derivation.size()));
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
            tail.append(CondensedLine{line.number, line.number, 1, fromView(readable(line.text))});
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
    result.ranked
        = rankSignals(m_candidates, m_patterns, m_miner, result.finalPhase, m_options.maxSignals);
    result.tail = condensedTail();
    result.read = stats;
    result.controlBytes = qint64(m_controlBytes);
    inferRpmSections(result);
    classify(result);
    return result;
}

} // namespace packwright::evidence
