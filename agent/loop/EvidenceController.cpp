// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/EvidenceController.h"

#include "evidence/Categories.h"
#include "evidence/KnowledgeLookup.h"
#include "evidence/SignalVerdicts.h"
#include "nix/OutcomeKind.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace packwright::loop {

namespace {
struct EvidenceTexts
{
    Q_DECLARE_TR_FUNCTIONS(EvidenceTexts)
};

QString indent(const QString &text, int spaces)
{
    const QString pad(spaces, QLatin1Char(' '));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &l : lines)
        l = pad + l;
    return lines.join(QLatin1Char('\n'));
}

QString firstLines(const QString &text, int count)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (lines.size() > count) {
        const qsizetype left = lines.size() - count;
        lines = lines.mid(0, count);
        lines << EvidenceTexts::tr("… (%1 more lines)").arg(left);
    }
    return lines.join(QLatin1Char('\n'));
}
} // namespace

QString describeOutcome(const nix::BuildOutcome &outcome)
{
    using nix::OutcomeKind;
    switch (outcome.kind) {
    case OutcomeKind::Success: return EvidenceTexts::tr("build succeeded");
    case OutcomeKind::EvaluationError: return EvidenceTexts::tr("evaluation error");
    case OutcomeKind::HashMismatch:
        return EvidenceTexts::tr("hash mismatch in a fixed-output derivation");
    case OutcomeKind::InvalidHash: return EvidenceTexts::tr("invalid hash");
    case OutcomeKind::DependencyBuildError:
        return EvidenceTexts::tr("a dependency failed to build");
    case OutcomeKind::Timeout: return EvidenceTexts::tr("the build timed out");
    case OutcomeKind::Cancelled: return EvidenceTexts::tr("the build was cancelled");
    case OutcomeKind::NixNotInstalled: return EvidenceTexts::tr("Nix is not installed");
    case OutcomeKind::Unfinished:
        return EvidenceTexts::tr("the log ends before the build finished");
    case OutcomeKind::BuildError: break;
    }
    return outcome.failingPhase.isEmpty()
        ? EvidenceTexts::tr("build error")
        : EvidenceTexts::tr("build error in %1").arg(outcome.failingPhase);
}

QString EvidenceController::feedback(
    const nix::BuildOutcome &outcome, const evidence::Extraction &extraction)
{
    QStringList out;
    out << EvidenceTexts::tr("Outcome: %1").arg(describeOutcome(outcome));
    if (!outcome.summary.isEmpty())
        out << EvidenceTexts::tr("Nix: %1").arg(outcome.summary);
    if (!outcome.failingDrv.isEmpty())
        out << EvidenceTexts::tr("Failing derivation: %1").arg(outcome.failingDrv);
    if (outcome.location)
        out << EvidenceTexts::tr("At: %1:%2:%3")
                   .arg(outcome.location->file)
                   .arg(outcome.location->line)
                   .arg(outcome.location->column);
    if (outcome.kind == nix::OutcomeKind::EvaluationError && !outcome.errorText.isEmpty())
        out << EvidenceTexts::tr("Error:") << indent(firstLines(outcome.errorText, 20), 2);
    out << EvidenceTexts::tr("Classified as: %1 (%2 / %3)")
               .arg(evidence::nixCategoryName(extraction.categoryNix),
                   evidence::evidentCategoryName(extraction.categoryEvident),
                   extraction.subcategory);

    // The signal verifier's verdicts (EvidenT §4.3.1), when it ran: `ranked` is in its order
    // (root causes first), and what it judged noise is left out.
    const bool verified = std::any_of(
        extraction.ranked.cbegin(), extraction.ranked.cend(), [](const evidence::FailureSignal &s) {
            return s.verifiedRole != evidence::VerifiedRole::Unverified;
        });
    const auto noise = std::count_if(
        extraction.ranked.cbegin(), extraction.ranked.cend(), [](const evidence::FailureSignal &s) {
            return !s.cascade && s.verifiedRole == evidence::VerifiedRole::Noise;
        });
    int shown = 0;
    for (const evidence::FailureSignal &s : extraction.ranked) {
        if (!evidence::isCandidateCause(s) || shown == maxFeedbackSignals)
            continue;
        if (shown == 0 && !verified)
            out << EvidenceTexts::tr("Failure signals, most likely cause first:");
        else if (shown == 0 && noise == 0)
            out << EvidenceTexts::tr("Failure signals, root causes first (as the model's check "
                                     "judged them):");
        else if (shown == 0)
            out << EvidenceTexts::tr("Failure signals, root causes first (as the model's check "
                                     "judged them; %n judged noise left out):",
                nullptr, int(noise));
        ++shown;
        QString head = EvidenceTexts::tr("[%1] %2, log lines %3–%4, %5, confidence %6")
                           .arg(shown)
                           .arg(s.phase)
                           .arg(s.firstLine)
                           .arg(s.lastLine)
                           .arg(evidence::nixCategoryName(s.categoryNix))
                           .arg(s.confidence, 0, 'f', 2);
        if (!s.target.isEmpty())
            head += EvidenceTexts::tr(", fix at: %1").arg(s.target);
        if (s.occurrences > 1)
            head += EvidenceTexts::tr(", seen %1 times").arg(s.occurrences);
        out << head;
        if (s.verifiedRole == evidence::VerifiedRole::RootCause)
            out << EvidenceTexts::tr("    root cause: %1").arg(s.verifiedReason);
        else if (s.verifiedRole == evidence::VerifiedRole::Consequence)
            out << EvidenceTexts::tr("    consequence: %1").arg(s.verifiedReason);
        out << indent(s.text, 4);
    }
    if (shown == 0 && outcome.kind != nix::OutcomeKind::Success
        && outcome.kind != nix::OutcomeKind::EvaluationError) {
        out << (noise > 0
                ? EvidenceTexts::tr("The model judged every failure signal noise; the "
                                    "end of the log, condensed:")
                : EvidenceTexts::tr("No known failure signal; the end of the log, condensed:"));
        const qsizetype from = qMax<qsizetype>(0, extraction.tail.size() - 30);
        for (qsizetype i = from; i < extraction.tail.size(); ++i) {
            const evidence::CondensedLine &l = extraction.tail[i];
            out << (l.repeats > 1 ? QStringLiteral("    %1 (×%2)").arg(l.text).arg(l.repeats)
                                  : QStringLiteral("    ") + l.text);
        }
    }
    return out.join(QLatin1Char('\n'));
}

QString EvidenceController::failureLine(
    const nix::BuildOutcome &outcome, const evidence::Extraction &extraction)
{
    QString line;
    switch (outcome.kind) {
    case nix::OutcomeKind::Success:
    case nix::OutcomeKind::Unfinished:
    case nix::OutcomeKind::Cancelled: return {};
    case nix::OutcomeKind::EvaluationError:
    case nix::OutcomeKind::InvalidHash:
        line = outcome.summary;
        if (outcome.location) {
            line += QStringLiteral(" (%1:%2:%3)")
                        .arg(QFileInfo(outcome.location->file).fileName())
                        .arg(outcome.location->line)
                        .arg(outcome.location->column);
        }
        break;
    default:
        for (const evidence::FailureSignal &s : extraction.ranked) {
            if (!evidence::isCandidateCause(s))
                continue;
            line = QStringLiteral("%1 (%2)").arg(s.matchedText(), s.phase);
            break;
        }
        if (line.isEmpty())
            line = outcome.summary;
        break;
    }
    line = line.simplified();
    if (line.size() > maxFailureChars)
        line = line.left(maxFailureChars - 1) + QChar(0x2026);
    return line;
}

bool EvidenceController::ruledOut(const QString &summary) const
{
    return std::any_of(m_history.cbegin(), m_history.cend(),
        [&summary](const HistoryEntry &h) { return h.doNotRepeat && h.summary == summary; });
}

QString EvidenceController::history() const
{
    if (m_history.isEmpty())
        return EvidenceTexts::tr("No edits yet: this is the first fix.");
    // Each entry is followed by its own do-not-repeat rule, so that the slot only grows at its
    // end from one fix step to the next: the text of earlier entries stays a prefix that a
    // provider's prompt cache can reuse (issue 23).
    QStringList out;
    int n = 0;
    for (const HistoryEntry &h : m_history) {
        const QString who = h.attempt > 0 ? EvidenceTexts::tr("attempt %1").arg(h.attempt)
                                          : EvidenceTexts::tr("not built");
        out << QStringLiteral("%1. (%2) %3 → %4").arg(++n).arg(who, h.summary, h.result);
        if (!h.failure.isEmpty())
            out << EvidenceTexts::tr("   failed with: %1").arg(h.failure);
        if (h.doNotRepeat) {
            QString rule = EvidenceTexts::tr("   - DO NOT REPEAT in package.nix: %1 — %2")
                               .arg(h.summary, h.result);
            if (!h.failure.isEmpty())
                rule += EvidenceTexts::tr("; it failed with: %1").arg(h.failure);
            if (!h.change.isEmpty())
                rule += QLatin1Char('\n') + indent(h.change, 6);
            out << rule;
        }
    }
    return out.join(QLatin1Char('\n'));
}

QString EvidenceController::knowledge(const QList<evidence::KnowledgeMatch> &matches)
{
    if (matches.isEmpty())
        return EvidenceTexts::tr("No known failure pattern matches this build.");
    QStringList out;
    for (const evidence::KnowledgeMatch &m : matches) {
        const evidence::KnowledgeEntry &e = m.entry;
        out << QStringLiteral("- [%1] %2").arg(e.id, e.title);
        out << EvidenceTexts::tr("  Cause: %1").arg(e.cause);
        out << EvidenceTexts::tr("  Fix: %1").arg(e.fix);
        if (!e.target.isEmpty())
            out << EvidenceTexts::tr("  Where: %1").arg(e.target);
    }
    return out.join(QLatin1Char('\n'));
}

workspace::EvidenceSlots EvidenceController::slotsFor(const nix::BuildOutcome &outcome,
    const evidence::Extraction &extraction, const evidence::KnowledgeBase *base) const
{
    workspace::EvidenceSlots result;
    result.feedback = feedback(outcome, extraction);
    result.history = history();
    result.findings = findings();
    result.knowledge = base ? knowledge(evidence::knowledgeFor(extraction, *base))
                            : EvidenceTexts::tr("No knowledge base loaded.");
    if (!m_advice.isEmpty()) {
        QStringList advice;
        for (const QString &a : m_advice)
            advice << QStringLiteral("- ") + indent(a, 2).mid(2);
        result.knowledge += QLatin1Char('\n')
            + EvidenceTexts::tr("Deterministic advice for this build (no automatic edit):")
            + QLatin1Char('\n') + advice.join(QLatin1Char('\n'));
    }
    return result;
}

QString evaluationErrorPlace(const nix::BuildOutcome &outcome, const QString &packageFile,
    int attempt, const QString &originFile)
{
    if (outcome.kind != nix::OutcomeKind::EvaluationError || !outcome.location
        || QFileInfo(outcome.location->file).absoluteFilePath()
            != QFileInfo(packageFile).absoluteFilePath())
        return {};
    const nix::SourceLocation &at = *outcome.location;
    if (!originFile.isEmpty())
        return QStringLiteral("%1:%2:%3").arg(originFile).arg(at.line).arg(at.column);
    return EvidenceTexts::tr("package.nix:%1:%2 of attempt %3")
        .arg(at.line)
        .arg(at.column)
        .arg(attempt);
}

} // namespace packwright::loop
