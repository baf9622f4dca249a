// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Categories.h"
#include "evidence/PhaseTracker.h"
#include "evidence/VerifiedRole.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace packwright::evidence {

/// One distilled failure signal (EvidenT §4.3.1): a context window around a diagnostic
/// line, with where it is in the original log, what it is, and how sure we are.
struct FailureSignal
{
    qint64 firstLine = 0; ///< 1-based, inclusive, line numbers of the original log file
    qint64 lastLine = 0;
    qint64 matchLine = 0; ///< the diagnostic line itself (firstLine ≤ matchLine ≤ lastLine)
    QString phase;        ///< "buildPhase", "%install", "evaluation", …; "unknown" if none
    bool phaseInferred = false; ///< the log named no phase here: guessed from the diagnostic
    QString derivation;         ///< from a "hello> " line prefix (`nix build -L`); empty without
    Stage stage = Stage::Unknown;
    QString patternId;    ///< the signal pattern that matched
    QString templateText; ///< Drain template of the diagnostic line (variables as <*>)
    NixCategory categoryNix = NixCategory::Other;
    EvidentCategory categoryEvident = EvidentCategory::Packaging;
    QString subcategory;     ///< EvidenT Table 2, lower case
    double confidence = 0.0; ///< 0–1: the ranking score; higher means more likely the cause
    /// 0–1: how surely the matched line itself states a failure (its pattern's weight, less
    /// what successful builds' templates take off), before ranking's adjustments for position
    /// and repetition: forty identical compiler errors state a failure as surely as one.
    double matchWeight = 0.0;
    QString target;        ///< where to fix: "buildInputs", "src/foo.c:12", "%files", …
    QString text;          ///< the window, cleaned and condensed, lines joined with '\n'
    QStringList knowledge; ///< knowledge-base ids known to match this kind of diagnostic
    int occurrences = 1;   ///< lines of the same template folded into this signal
    bool cascade = false;  ///< a consequence of another failure, not a cause
    /// Nix's own error message ("error: builder for … failed to produce output path"), not a
    /// builder's line: it states the failure whatever phase lines the log shows after it.
    bool nixError = false;
    /// The pattern decided the category, "other" included (SignalPattern::categoryDecided):
    /// classify() does not take a category from the signals around it.
    bool categoryDecided = false;
    /// EvidenT §4.3.1's verifier: what the model judged this block (evidence::applyVerdicts).
    VerifiedRole verifiedRole = VerifiedRole::Unverified;
    QString verifiedReason; ///< the model's one line for verifiedRole

    /// The diagnostic line itself, trimmed, from the window (`text`); the window's first line
    /// when matchLine lies outside it.
    QString matchedText() const;
};

/// Line `at` (0-based) of a signal's window `text` (lines joined with '\n'), trimmed; the
/// window's first line when `at` lies outside it.
inline QString windowLine(const QString &text, qint64 at)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    return lines.value(at >= 0 && at < lines.size() ? at : 0).trimmed();
}

inline QString FailureSignal::matchedText() const
{
    return windowLine(text, matchLine - firstLine);
}

/// One phase as it appeared in the log.
struct PhaseSpan
{
    QString name;
    Stage stage = Stage::Unknown;
    qint64 firstLine = 0;
    qint64 lastLine = 0;
};

/// A condensed log line: repeats folded, with the original line numbers it stands for.
struct CondensedLine
{
    qint64 firstLine = 0;
    qint64 lastLine = 0;
    int repeats = 1; ///< how many lines with this template were folded here
    QString text;    ///< condensed for reading (store hashes shortened)
};

} // namespace packwright::evidence
