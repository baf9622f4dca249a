// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Candidate.h"
#include "evidence/Extraction.h"
#include "evidence/PhaseTracker.h"
#include "evidence/SignalPatterns.h"
#include "evidence/TemplateMiner.h"

#include <QHash>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace packwright::evidence {

/// One streaming pass of the extractor over one log: everything Extractor keeps while
/// reading, fed a line at a time, finished into an Extraction.
class ExtractionPass
{
public:
    ExtractionPass(const SignalPatterns &patterns, const ExtractionOptions &options);

    void feed(qint64 lineNumber, std::string_view raw);
    Extraction finish(const LogReadStats &stats);

private:
    void processLine(qint64 lineNumber, std::string_view clean, bool quoted = false);
    /// Runs the trigger-selected patterns on the line; returns the role of the one that
    /// matched, or nothing (always for a `replayed` line: a copy of one matched before).
    std::optional<SignalRole> matchPatterns(
        qint64 lineNumber, std::string_view clean, bool replayed = false);
    void extendWindows(std::string_view clean, qint64 lineNumber);
    void addCandidate(int pattern, qint64 lineNumber, std::string_view clean, QString target);
    // Generic detectors (SignalPattern::detector): no pattern per project needed.
    // quoted: the cascade is one of the builder lines Nix quotes under its error message.
    void lastWordsBefore(qint64 lineNumber, std::string_view cascade, bool quoted);
    void endQuotedTail();
    void trackConfigureChecks(qint64 lineNumber, std::string_view clean);
    void trackNixErrorBlock(
        qint64 lineNumber, std::string_view clean, std::optional<SignalRole> role);
    void confirmNixError(std::size_t candidate);
    bool statesFailure(const SignalPattern &p, qint64 lineNumber, std::string_view clean) const;
    QList<CondensedLine> condensedTail();
    void inferRpmSections(Extraction &result) const;
    std::string_view readable(std::string_view clean);
    PhaseTracker &trackerFor(std::string_view derivation);

    const SignalPatterns &m_patterns;
    const ExtractionOptions &m_options;
    PhaseTracker m_tracker;                                   ///< lines without a derivation prefix
    std::unordered_map<std::string, PhaseTracker> m_trackers; ///< by "name> " prefix
    PhaseTracker m_quotedTracker;         ///< the lines of Nix's current quoted tail, unprefixed
    PhaseTracker *m_current = &m_tracker; ///< the current line's
    const PhaseTracker *m_lastDiagnosticTracker = nullptr;
    /// A consequence line (a builder failed, make stopped) was seen, kept as a signal or not.
    bool m_cascadeSeen = false;
    QString m_failedDerivation; ///< Extraction::failedDerivation
    /// The derivation Nix's latest "builder for '…drv' failed" / "Cannot build '…drv'" names:
    /// the lines it quotes after it are that builder's. Quoted lines' signals carry its name
    /// ("bar-2.0"), and the path is kept by name for Extraction::failedDerivation.
    QString m_quotingDerivation;
    QHash<QString, QString> m_derivationPaths;
    std::string_view m_derivation; ///< the current line's prefix (valid during the line)
    TemplateMiner m_miner;
    std::vector<Candidate> m_candidates;
    std::unordered_map<int, std::size_t> m_candidateOfCluster;
    std::vector<std::size_t> m_open;           ///< candidates whose after-window is still filling
    std::size_t m_lastAdded = std::size_t(-1); ///< the candidate made last

    struct RecentLine
    {
        qint64 number = 0;
        std::string text;
        std::string derivation;
        bool cascade = false; ///< a cascade pattern matched it
        bool quoted = false;  ///< inside Nix's quoted tail of a failed builder's log
    };
    std::vector<RecentLine> m_recent; ///< ring of the last cleaned lines: context and tail
    std::size_t m_recentNext = 0;

    // Detector state.
    int m_lastWordsPattern = -1;                               ///< "builder-last-line"
    int m_checkFailedPattern = -1;                             ///< "configure-check-failed"
    int m_nixErrorPattern = -1;                                ///< "nix-error-message"
    std::unordered_map<std::string, qint64> m_lastRootLine;    ///< by derivation prefix
    std::unordered_map<std::string, qint64> m_lastCascadeLine; ///< by derivation prefix
    bool m_builderOutput = false;     ///< the current line is a builder's, not Nix's
    bool m_quotedLine = false;        ///< the candidate being added is in Nix's quoted log tail
    bool m_inQuotedTail = false;      ///< inside Nix's "Last N log lines:" block
    bool m_quotedTailHasRoot = false; ///< a root pattern matched inside that block
    /// How that block quotes: "       > line" (Nix ≥ 2.4, Lix) or "  line" (Nix < 2.4).
    enum class TailForm
    {
        Unknown,
        Marked,
        Indented,
    };
    TailForm m_tailForm = TailForm::Unknown;
    RecentLine m_lastQuoted; ///< the block's last line worth naming
    /// The block's last line worth naming repeats a line the log streamed before it
    /// (internal-json, `nix build -L`, a daemon's error message): a copy names nothing new.
    bool m_lastQuotedIsCopy = false;
    /// Whether `clean`, a quoted line, is a copy of a builder line of the recent ring.
    bool replaysStreamedLine(std::string_view clean) const;
    /// Nix's own error message being read: its "error:" line at column 0, then indented
    /// lines. traced: an evaluation trace ("… while evaluating …") or a source position
    /// ("at /nix/store/…:12:5:") is among them; message: the candidate of its message line
    /// in general words ("error: …" that no pattern knows), waiting for that confirmation.
    struct NixErrorBlock
    {
        bool open = false;
        bool traced = false;
        std::size_t message = std::size_t(-1);
    };
    NixErrorBlock m_nixError;
    RecentLine m_failedCheck;     ///< configure's last "checking for X... no"
    std::string m_failedCheckKey; ///< its X, lower case
    std::string m_lower;

    QList<PhaseSpan> m_phases;
    qint64 m_lastLine = 0;
    QString m_failedSection; ///< from RPM's "Bad exit status from … (%build)"
    quint64 m_sequence = 0;  ///< counts processed lines (a multi-line message is several)
    std::size_t m_controlBytes = 0;

    // Scratch buffers reused for every line.
    std::string m_clean, m_decoded, m_normalised, m_readable;
    std::vector<int> m_found;
    std::vector<int> m_tried; ///< matchPatterns()' scratch: the patterns of the triggers found
    std::vector<std::uint32_t> m_seen;
    std::uint32_t m_stamp = 0;
};

} // namespace packwright::evidence
