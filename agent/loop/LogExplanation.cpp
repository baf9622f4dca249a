// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/LogExplanation.h"

#include "evidence/Categories.h"
#include "evidence/Extractor.h"
#include "evidence/KnowledgeBase.h"
#include "evidence/KnowledgeLookup.h"
#include "loop/EvidenceController.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace packwright::loop {

namespace {

struct ExplanationTexts
{
    Q_DECLARE_TR_FUNCTIONS(ExplanationTexts)
};

} // namespace

QString nixLogHint(const evidence::Extraction &extraction)
{
    if (!extraction.onlyNixSummary())
        return {};
    return ExplanationTexts::tr("Only Nix's summary of the failure is here; the builder's own "
                                "output, with the cause, is shown by: nix log %1")
        .arg(extraction.failedDerivation);
}

QString cutShortNotice(const evidence::Extraction &extraction)
{
    return extraction.endsBeforeInstall() ? cutShortNotice(extraction.finalPhase) : QString();
}

QString cutShortNotice(const QString &finalPhase)
{
    return ExplanationTexts::tr("The log stops in %1, before the install phase: it is cut short, "
                                "an excerpt, or of a build still running.")
        .arg(finalPhase);
}

workspace::SignalRecord signalRecordOf(const evidence::FailureSignal &signal, int rank)
{
    workspace::SignalRecord r;
    r.rank = rank;
    r.text = signal.text;
    r.category = evidence::nixCategoryName(signal.categoryNix);
    r.phase = signal.phase;
    r.confidence = signal.confidence;
    r.firstLine = int(signal.firstLine);
    r.lastLine = int(signal.lastLine);
    r.target = signal.target;
    r.matchLine = signal.matchLine > 0 ? int(signal.matchLine) : 0;
    return r;
}

namespace {

/// Attempt `number` of an explained record: `logPath`'s outcome as the log shows it, its
/// ranked signals and, when it failed, the Feedback and knowledge slots.
workspace::Attempt explainedAttempt(int number, const QString &logPath,
    const evidence::Extraction &extraction, const evidence::KnowledgeBase *knowledge)
{
    nix::BuildOutcome outcome;
    outcome.kind = extraction.failed     ? nix::OutcomeKind::BuildError
        : extraction.endsBeforeInstall() ? nix::OutcomeKind::Unfinished
                                         : nix::OutcomeKind::Success;
    outcome.failingPhase
        = outcome.kind == nix::OutcomeKind::Success ? QString() : extraction.finalPhase;
    outcome.summary = extraction.failed
        ? ExplanationTexts::tr("The log shows a failure (%1).")
              .arg(evidence::nixCategoryName(extraction.categoryNix))
        : ExplanationTexts::tr("The log shows no failure.");
    if (const QString hint = nixLogHint(extraction); !hint.isEmpty())
        outcome.summary += QLatin1Char(' ') + hint;

    const QFileInfo info(logPath);
    workspace::Attempt attempt;
    attempt.number = number;
    attempt.summary = ExplanationTexts::tr("Build log %1").arg(info.fileName());
    if (const QString notice = cutShortNotice(extraction); !notice.isEmpty())
        attempt.summary += QStringLiteral(" — ") + notice;
    attempt.outcome.kind = outcome.kind;
    attempt.outcome.failingPhase = outcome.failingPhase;
    attempt.logFile = info.absoluteFilePath();
    int rank = 0;
    for (const evidence::FailureSignal &s : extraction.ranked)
        attempt.signalRecords << signalRecordOf(s, ++rank);
    if (extraction.failed) {
        attempt.evidence.feedback = EvidenceController::feedback(outcome, extraction);
        attempt.evidence.knowledge = knowledge
            ? EvidenceController::knowledge(evidence::knowledgeFor(extraction, *knowledge))
            : QString();
    }
    return attempt;
}

workspace::SessionRecord explainedRecord(const QString &logPath)
{
    const QFileInfo info(logPath);
    workspace::SessionRecord record;
    record.pname = info.fileName();
    record.source = info.absoluteFilePath();
    record.recorded = true;
    record.status = QStringLiteral("explained");
    return record;
}

} // namespace

Result<workspace::SessionRecord> explainedLogRecord(const QString &logPath,
    const evidence::Extractor &extractor, const evidence::KnowledgeBase *knowledge)
{
    auto extracted = extractor.extractFile(logPath);
    if (!extracted)
        return extracted.error();
    workspace::SessionRecord record = explainedRecord(logPath);
    record.attempts.push_back(explainedAttempt(1, logPath, extracted.value(), knowledge));
    return record;
}

Result<ExplainedComparison> explainedComparison(const QString &previousLog, const QString &logPath,
    const evidence::Extractor &extractor, const evidence::KnowledgeBase *knowledge)
{
    auto previous = extractor.extractFile(previousLog);
    if (!previous)
        return previous.error();
    auto current = extractor.extractFile(logPath);
    if (!current)
        return current.error();
    auto divergence = evidence::firstDivergentLine(previousLog, logPath);
    if (!divergence)
        return divergence.error();

    ExplainedComparison result;
    result.comparison
        = evidence::compareAttempts(previous.value(), current.value(), divergence.value());
    workspace::Attempt before = explainedAttempt(1, previousLog, previous.value(), knowledge);
    before.summary
        = ExplanationTexts::tr("Earlier build log %1").arg(QFileInfo(previousLog).fileName());
    workspace::Attempt now = explainedAttempt(2, logPath, current.value(), knowledge);
    now.parent = 1;
    evidence::Verdict verdict = result.comparison.preVerdict;
    const QStringList details = evidence::comparisonDetails(result.comparison);
    if (!details.isEmpty())
        verdict.reason += QLatin1Char('\n') + details.join(QLatin1Char('\n'));
    now.verdict = verdict;

    result.record = explainedRecord(logPath);
    result.record.attempts.push_back(std::move(before));
    result.record.attempts.push_back(std::move(now));
    return result;
}

} // namespace packwright::loop
