// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/RecordReport.h"

#include "evidence/Categories.h"
#include "loop/EvidenceController.h"
#include "loop/LogExplanation.h"
#include "loop/LoopParts.h"
#include "loop/StepTexts.h"
#include "tools/BuilderTemplates.h"

#include <QCoreApplication>

namespace packwright::loop {

namespace {
struct RecordReportTexts
{
    Q_DECLARE_TR_FUNCTIONS(RecordReportTexts)
};

/// The diagnostic line of a signal (its window holds context lines around it), else the
/// window's first line, at most 300 characters.
QString matchText(const evidence::FailureSignal &s)
{
    const QStringList lines = s.text.split(QLatin1Char('\n'));
    const qsizetype at = s.matchLine - s.firstLine;
    if (at >= 0 && at < lines.size())
        return lines.at(at).trimmed();
    return firstLine(s.text, 300);
}

evidence::FailureSignal failureSignal(const workspace::SignalRecord &r)
{
    evidence::FailureSignal s;
    s.firstLine = r.firstLine;
    s.lastLine = r.lastLine;
    s.matchLine = r.matchLine > 0 ? r.matchLine : -1; // unknown: matchText() takes the first line
    s.phase = r.phase;
    s.categoryNix
        = evidence::nixCategoryFromName(r.category).value_or(evidence::NixCategory::Other);
    s.confidence = r.confidence;
    s.target = r.target;
    s.text = r.text;
    s.verifiedRole
        = evidence::verifiedRoleFromName(r.role).value_or(evidence::VerifiedRole::Unverified);
    s.verifiedReason = r.roleReason;
    return s;
}

/// The indexes of `records` (deterministic order) in the Feedback slot's order: re-ranked by
/// the signal verifier's roles as evidence::applyVerdicts does, noise left out.
QList<int> feedbackOrder(const QList<workspace::SignalRecord> &records)
{
    QList<int> order;
    for (const QString &role :
        {QStringLiteral("root_cause"), QStringLiteral("consequence"), QString()}) {
        for (qsizetype i = 0; i < records.size(); ++i) {
            if (records.at(i).role == role)
                order << int(i);
        }
    }
    return order;
}

nix::BuildOutcome buildOutcome(const workspace::AttemptOutcome &recorded)
{
    nix::BuildOutcome o;
    o.kind = recorded.kind;
    o.failingPhase = recorded.failingPhase;
    o.durationMs = recorded.durationMs;
    return o;
}

/// Why a session that gave up stopped, one sentence (the record keeps only the reason).
QString gaveUpBecause(StopReason reason)
{
    switch (reason) {
    case StopReason::MaxIterations: return RecordReportTexts::tr("It reached its iteration limit.");
    case StopReason::NoProgress:
        return RecordReportTexts::tr("Too many attempts in a row made no progress.");
    case StopReason::Budget:
        return RecordReportTexts::tr("Its time, token or cost budget was spent.");
    case StopReason::NonReproducible:
        return RecordReportTexts::tr("A fixed-output hash changed between two builds.");
    case StopReason::NoFix: return RecordReportTexts::tr("No fix was found for the last failure.");
    case StopReason::StoppedByUser: return RecordReportTexts::tr("The maintainer stopped it.");
    case StopReason::Cancelled: return RecordReportTexts::tr("The session was cancelled.");
    case StopReason::SetupFailed: return RecordReportTexts::tr("The session could not be set up.");
    case StopReason::ModelFailed:
        return RecordReportTexts::tr("The model provider did not answer.");
    case StopReason::Succeeded: break;
    }
    return RecordReportTexts::tr("The package builds.");
}

/// The stop reason and its sentence, from the record's status.
std::pair<StopReason, QString> stopOf(
    const workspace::SessionRecord &record, bool built, const workspace::Attempt *final)
{
    const QString status = record.status;
    if (status
        == QLatin1String("explained")) { // a build log opened on its own (explainedLogRecord)
        if (final && final->outcome.kind == nix::OutcomeKind::Unfinished)
            return {StopReason::StoppedByUser, cutShortNotice(final->outcome.failingPhase)};
        return {built ? StopReason::Succeeded : StopReason::StoppedByUser,
            built ? RecordReportTexts::tr("The build log shows no failure.")
                  : RecordReportTexts::tr("A build log opened for explanation; no session ran. "
                                          "The analysis below is what Packwright reads in it.")};
    }
    if (built)
        return {StopReason::Succeeded, RecordReportTexts::tr("The package builds.")};
    if (status == QLatin1String("cancelled"))
        return {StopReason::Cancelled, RecordReportTexts::tr("The session was cancelled.")};
    if (status.startsWith(QLatin1String("gave-up: "))) {
        const QString name = status.mid(9);
        if (const auto reason = stopReasonFromName(name))
            return {*reason, gaveUpBecause(*reason)};
    }
    if (status == QLatin1String("running"))
        return {StopReason::Cancelled,
            RecordReportTexts::tr("The session did not finish: it is still running, or its "
                                  "process ended during an attempt.")};
    if (!final)
        return {StopReason::SetupFailed,
            RecordReportTexts::tr("The session recorded no attempt: it stopped before the "
                                  "first build.")};
    // A recorded demo or an older record: the status is not known.
    return {StopReason::StoppedByUser,
        RecordReportTexts::tr("The record ends after attempt %1 without a building package.")
            .arg(final->number)};
}
} // namespace

QString failureExplanation(
    int attempt, const nix::BuildOutcome &outcome, const evidence::FailureSignal *leading)
{
    QStringList explanation;
    explanation
        << StepTexts::tr("Attempt %1 fails: %2.").arg(attempt).arg(describeOutcome(outcome));
    if (leading) {
        explanation << StepTexts::tr("The leading failure signal (%1, log lines %2–%3): %4")
                           .arg(leading->phase)
                           .arg(leading->firstLine)
                           .arg(leading->lastLine)
                           .arg(matchText(*leading));
    }
    return explanation.join(QLatin1Char(' '));
}

SessionReport sessionReportFromRecord(const workspace::SessionRecord &record)
{
    SessionReport r;
    r.pname = record.pname;
    r.version = record.version;
    r.source = record.source;
    r.nixpkgs = record.nixpkgs;
    r.model = record.model;
    r.nix = record.nix;
    const workspace::Attempt *final = record.finalAttempt();
    const bool built = final && final->outcome.kind == nix::OutcomeKind::Success;
    std::tie(r.stopReason, r.stopDetail) = stopOf(record, built, final);
    r.unfinished = final && final->outcome.kind == nix::OutcomeKind::Unfinished;
    if (final) {
        r.finalAttempt = final->number;
        r.expression = tools::dropEmptyInputLists(final->expression);
        // The package under refinement is the first store path of a VM run on its build.
        for (const workspace::VmRunRecord &run : final->vmRuns) {
            if (built && !run.storePaths.isEmpty()) {
                r.outPaths << run.storePaths.first();
                break;
            }
        }
        if (built) {
            // What lint still found in the package that builds, as the live report lists it.
            for (const workspace::LintFindingRecord &f : final->lintFindings) {
                r.lint << nix::LintFinding{f.rule,
                    nix::lintSeverityFromName(f.severity).value_or(nix::LintSeverity::Review),
                    f.line, f.column, f.message, f.source, f.quickFix};
            }
        }
        if (!built && !r.unfinished) {
            // Ranked, most relevant first; the record does not say which are cascades. What
            // the signal verifier judged noise is left out, as from the Feedback slot.
            for (const int i : feedbackOrder(final->signalRecords)) {
                if (r.leadingSignals.size() == 3)
                    break;
                r.leadingSignals << failureSignal(final->signalRecords.at(i));
                r.leadingSignalIndexes << i;
            }
            const evidence::FailureSignal *leading
                = r.leadingSignals.isEmpty() ? nullptr : &r.leadingSignals.first();
            r.category = leading ? evidence::nixCategoryName(leading->categoryNix)
                                 : evidence::nixCategoryName(evidence::NixCategory::Other);
            r.explanation
                = failureExplanation(final->number, buildOutcome(final->outcome), leading);
        }
    }
    for (const workspace::Attempt &a : record.attempts) {
        if (a.signalVerification)
            r.signalChecks << ReportSignalCheck{a.number, *a.signalVerification};
        ReportAttempt row;
        row.number = a.number;
        row.summary = a.summary;
        row.outcome = describeOutcome(buildOutcome(a.outcome));
        if (a.verdict)
            row.verdict = verdictLine(*a.verdict);
        row.abandoned = a.abandoned;
        row.durationMs = a.outcome.durationMs;
        row.placements = a.outcome.placements;
        r.attempts << row;
    }
    const workspace::TokenUsage usage = record.totalUsage();
    r.inputTokens = usage.inputTokens;
    r.outputTokens = usage.outputTokens;
    r.costUsd = usage.costUsd;
    r.durationMs = record.totalDurationMs();
    return r;
}

} // namespace packwright::loop
