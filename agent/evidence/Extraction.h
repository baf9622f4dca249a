// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Categories.h"
#include "evidence/FailureSignal.h"
#include "evidence/LogReader.h"
#include "evidence/PhaseTracker.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <memory>

namespace packwright::evidence {

class TemplateBaseline;

/// Limits of one extraction (Extractor::Options).
struct ExtractionOptions
{
    int maxSignals = 20;        ///< signals returned
    int maxCandidates = 2000;   ///< distinct diagnostic windows kept while reading
    int tailLines = 120;        ///< condensed lines kept from the end
    int maxTextLineBytes = 400; ///< a window line longer than this is cut
    qint64 maxLineBytes = LogReader::DefaultMaxLineBytes;
    /// Templates successful builds print (TemplateBaseline): diagnostics among them rank
    /// down. None by default; Extractor::createWithBaselines() uses the bundled one and the
    /// user's store.
    std::shared_ptr<const TemplateBaseline> baseline;
};

/// What the extractor found in one log.
struct Extraction
{
    QList<FailureSignal> ranked; ///< best first (the likely root cause leads)
    QList<PhaseSpan> phases;     ///< in log order
    QString finalPhase;          ///< the phase the log ended in ("" when it named none)
    Stage finalStage = Stage::Unknown;
    /// The failure's classification, both ways (from the leading signal; Other /
    /// Packaging when there is none).
    NixCategory categoryNix = NixCategory::Other;
    EvidentCategory categoryEvident = EvidentCategory::Packaging;
    QString subcategory;
    ErrorKind errorKind = ErrorKind::BuildError;
    /// Whether the log shows a failure: a consequence line (a builder failed, make stopped,
    /// "Bad exit status"), or a diagnostic with confidence or match weight ≥ 0.8 in the
    /// phase the log ended in (the build did not go on past it). A successful build's log has
    /// neither, though it may hold harmless warnings.
    bool failed = false;
    /// The store path of the first derivation Nix reported as failed ("builder for '…drv'
    /// failed", "Cannot build '…drv'"); empty when the log names none.
    QString failedDerivation;
    QList<CondensedLine> tail; ///< the condensed end of the log (repeats folded)
    LogReadStats read;
    qint64 controlBytes = 0; ///< stray control bytes (NUL …): many mean binary input

    /// How far the build got: PhaseTracker::phaseRank() of the last phase.
    int progressRank() const { return PhaseTracker::phaseRank(finalPhase, finalStage); }
    /// Whether the log holds only Nix's summary of a failure ("builder for '…drv' failed", "Cannot
    /// build '…drv'" and what failed after it) and names the failed derivation: the cause is in
    /// the builder's own log, which `nix log <failedDerivation>` prints.
    bool onlyNixSummary() const
    {
        return !failedDerivation.isEmpty() && !ranked.isEmpty()
            && std::all_of(
                ranked.cbegin(), ranked.cend(), [](const FailureSignal &s) { return s.cascade; });
    }
    /// Whether a log that shows no failure stops in a phase before the install phase
    /// (unpackPhase … checkPhase, %prep … %build): a finished build would have gone on, so
    /// the log is cut short, an excerpt, or of a build still running.
    bool endsBeforeInstall() const
    {
        return !failed && !finalPhase.isEmpty()
            && progressRank()
            < PhaseTracker::phaseRank(QStringLiteral("installPhase"), Stage::Build);
    }
    /// Whether the input looks like binary data rather than text: text logs have next to no
    /// stray control bytes, compiled files and archives have many.
    bool looksBinary() const { return read.bytes > 0 && controlBytes * 100 > read.bytes; }
};

} // namespace packwright::evidence
