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
    return r;
}

Result<workspace::SessionRecord> explainedLogRecord(const QString &logPath,
    const evidence::Extractor &extractor, const evidence::KnowledgeBase *knowledge)
{
    auto extracted = extractor.extractFile(logPath);
    if (!extracted)
        return extracted.error();
    const evidence::Extraction &extraction = extracted.value();
    const QFileInfo info(logPath);

    nix::BuildOutcome outcome;
    outcome.kind = extraction.failed ? nix::OutcomeKind::BuildError : nix::OutcomeKind::Success;
    outcome.failingPhase = extraction.failed ? extraction.finalPhase : QString();
    outcome.summary = extraction.failed
        ? ExplanationTexts::tr("The log shows a failure (%1).")
              .arg(evidence::nixCategoryName(extraction.categoryNix))
        : ExplanationTexts::tr("The log shows no failure.");

    workspace::Attempt attempt;
    attempt.number = 1;
    attempt.summary = ExplanationTexts::tr("Build log %1").arg(info.fileName());
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

    workspace::SessionRecord record;
    record.pname = info.fileName();
    record.source = info.absoluteFilePath();
    record.recorded = true;
    record.status = QStringLiteral("explained");
    record.attempts.push_back(std::move(attempt));
    return record;
}

} // namespace packwright::loop
