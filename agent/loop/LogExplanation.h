// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "evidence/Extraction.h"
#include "evidence/LogComparison.h"
#include "workspace/SessionRecord.h"

namespace packwright::evidence {
class Extractor;
class KnowledgeBase;
} // namespace packwright::evidence

namespace packwright::loop {

/// One ranked failure signal as a session record keeps it; `rank` is 1-based.
workspace::SignalRecord signalRecordOf(const evidence::FailureSignal &signal, int rank);

/// What a log read on its own cannot show, one sentence each, or empty: on Nix's summary
/// alone, the `nix log` command that prints the builder's own output
/// (Extraction::onlyNixSummary); on a log with no failure that stops before the install
/// phase, that it is cut short (Extraction::endsBeforeInstall). Shown by `explain` and the
/// build-log explainer alike.
QString nixLogHint(const evidence::Extraction &extraction);
QString cutShortNotice(const evidence::Extraction &extraction);
/// The cut-short sentence for a log whose last phase is `finalPhase` ("buildPhase").
QString cutShortNotice(const QString &finalPhase);

/// A build log from anywhere (Hydra, a CI run, a colleague's paste) as a one-attempt session
/// record, for the workbench's build-log explainer (issue 20 item 2; what `packwright
/// explain` prints, in the window): attempt 1 holds the log file, its ranked failure signals
/// (EvidenT §4.3), the Feedback slot a fix step would be given and, with `knowledge`, the
/// known failure patterns that match. The outcome is a build error in the failing phase when
/// the log shows a failure; nix::OutcomeKind::Unfinished, in the last phase, when it shows
/// none but stops before the install phase; else a success. pname is the file's name; status
/// "explained". Errors: the log cannot be read (the extractor's message names the file).
Result<workspace::SessionRecord> explainedLogRecord(const QString &logPath,
    const evidence::Extractor &extractor, const evidence::KnowledgeBase *knowledge);

/// Two build logs of the same package side by side (issue 20 item 2; `packwright explain
/// --against` in the window). `record` has two attempts, each as explainedLogRecord makes
/// its one: attempt 1 the earlier log, attempt 2 the later (parent 1) with the progress
/// judge's pre-verdict (evidence::compareAttempts, Vibenix §4.1.8), whose reason ends with
/// the first divergent line and the signals gone and new. `comparison` keeps the line numbers
/// (1-based lines of each file) for the view. Errors: either log cannot be read.
struct ExplainedComparison
{
    workspace::SessionRecord record;
    evidence::AttemptComparison comparison;
};
Result<ExplainedComparison> explainedComparison(const QString &previousLog, const QString &logPath,
    const evidence::Extractor &extractor, const evidence::KnowledgeBase *knowledge);

} // namespace packwright::loop
