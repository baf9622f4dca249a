// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "evidence/Extraction.h"
#include "evidence/SignalPatterns.h"

#include <QByteArrayView>
#include <QList>

#include <functional>
#include <memory>

class QIODevice;

namespace packwright::evidence {

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
    using Options = ExtractionOptions;

    /// An extractor over the bundled patterns. Errors: the bundled data is missing or broken.
    static Result<Extractor> create();
    static Result<Extractor> create(Options options);
    /// An extractor that also ranks by what successful builds print: the bundled success
    /// templates merged with the user's store (TemplateBaseline::userStorePath()). A store
    /// that cannot be read is reported in `warning` and left out.
    static Result<Extractor> createWithBaselines(Options options = {}, QString *warning = nullptr);
    /// The same with the user's store at `userStore` (empty: the bundled templates only).
    static Result<Extractor> createWithBaselines(
        const QString &userStore, Options options, QString *warning);
    Extractor(std::shared_ptr<const SignalPatterns> patterns, Options options);

    /// Reads the whole file. Errors: the file cannot be opened or read (the message names it).
    Result<Extraction> extractFile(const QString &path) const;
    /// Reads `device` to its end.
    Result<Extraction> extract(QIODevice &device) const;
    /// For logs already in memory.
    Extraction extractText(QByteArrayView log) const;

    const SignalPatterns &patterns() const { return *m_patterns; }

private:
    using ReadFunction = std::function<Result<LogReadStats>(
        const LogReader &reader, const LogReader::LineHandler &onLine)>;
    Result<Extraction> run(const ReadFunction &read) const;

    std::shared_ptr<const SignalPatterns> m_patterns;
    Options m_options;
};

} // namespace packwright::evidence
