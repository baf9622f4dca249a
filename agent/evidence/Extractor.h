#pragma once

#include "core/Result.h"
#include "evidence/Categories.h"
#include "evidence/FailureSignal.h"
#include "evidence/LogReader.h"
#include "evidence/SignalPatterns.h"

#include <QByteArrayView>
#include <QList>

#include <memory>

class QIODevice;

namespace packwright::evidence {

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
    /// "Bad exit status"), or a diagnostic ranked with confidence ≥ 0.8 in the phase the
    /// log ended in (the build did not go on past it). A successful build's log has
    /// neither, though it may hold harmless warnings.
    bool failed = false;
    QList<CondensedLine> tail; ///< the condensed end of the log (repeats folded)
    LogReadStats read;
    qint64 controlBytes = 0; ///< stray control bytes (NUL …): many mean binary input

    /// How far the build got: PhaseTracker::phaseRank() of the last phase.
    int progressRank() const { return PhaseTracker::phaseRank(finalPhase, finalStage); }
    /// Whether the input looks like binary data rather than text.
    bool looksBinary() const;
};

/// Failure-signal extraction (EvidenT §4.3.1): reads a log as a stream, condenses it,
/// follows its phases, runs the diagnostic patterns of resources/evidence/ on the lines
/// their trigger words pre-select, keeps a context window around each match, folds repeats
/// by Drain template, and ranks the signals so that the root cause comes first: the
/// pattern's weight, whether the line is in the phase the build failed in, and how rare its
/// template is; cascades ("make: *** Error 1", "1 dependencies … failed") rank last.
/// Memory is bounded by the signals kept (maxCandidates windows), not by the log size.
/// Stateless between calls; one Extractor may serve several threads.
class Extractor
{
public:
    struct Options
    {
        int maxSignals = 20;        ///< signals returned
        int maxCandidates = 2000;   ///< distinct diagnostic windows kept while reading
        int tailLines = 120;        ///< condensed lines kept from the end
        int maxTextLineBytes = 400; ///< a window line longer than this is cut
        qint64 maxLineBytes = LogReader::DefaultMaxLineBytes;
    };

    /// An extractor over the bundled patterns. Errors: the bundled data is missing or broken.
    static Result<Extractor> create();
    static Result<Extractor> create(Options options);
    Extractor(std::shared_ptr<const SignalPatterns> patterns, Options options);

    /// Reads the whole file. Errors: the file cannot be opened or read (the message names it).
    Result<Extraction> extractFile(const QString &path) const;
    /// Reads `device` to its end.
    Result<Extraction> extract(QIODevice &device) const;
    /// For logs already in memory.
    Extraction extractText(QByteArrayView log) const;

    const SignalPatterns &patterns() const { return *m_patterns; }

private:
    std::shared_ptr<const SignalPatterns> m_patterns;
    Options m_options;
};

} // namespace packwright::evidence
