// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Extraction.h"
#include "evidence/KnowledgeBase.h"
#include "loop/LoopTypes.h"
#include "nix/BuildOutcome.h"
#include "workspace/SessionRecord.h"

#include <QList>
#include <QString>

namespace packwright::loop {

/// One prior edit and what came of it, for the History slot.
struct HistoryEntry
{
    int attempt = 0;          ///< the attempt the edit produced; 0 for an edit never built
    QString summary;          ///< what the edit did, one line
    QString change;           ///< the changed lines ("+…" / "-…")
    QString result;           ///< e.g. "PROGRESS: the build got further …", "build succeeded"
    bool doNotRepeat = false; ///< rejected, regressing or stagnating: negative evidence
    /// What the attempt itself failed with, one line: its top failure signal (an evaluation
    /// error with its package.nix position, a compiler error), so that a do-not-repeat rule
    /// names the actual mistake (issue 23). Empty when it built or was never built.
    QString failure;
};

/// EvidenT's evidence-preserving repair controller (§4.2): keeps what carries over between
/// iterations (History, Findings) and distils each build into the four fixed prompt slots.
/// - Feedback: the outcome and distilled failure signals of the latest build only
///   (temporal grounding);
/// - History: prior edits in order with their results; rejected and unsuccessful edits as
///   explicit do-not-repeat rules tied to package.nix and the change;
/// - Findings: the cached deterministic analysis (project, fetcher, template), stable, and
///   the lint findings of the latest package that builds (issue 17);
/// - Knowledge: retrieved known failure patterns, only when relevant.
class EvidenceController
{
public:
    /// Signals shown in Feedback at most.
    static constexpr int maxFeedbackSignals = 5;

    void setFindings(const QString &findings) { m_findings = findings; }
    /// The lint findings of the latest package that builds (issue 17 item 2), as text for
    /// the Findings slot (EvidenT §4.2: cached deterministic analysis); empty to drop them.
    void setLintFindings(const QString &lint) { m_lint = lint; }
    /// The Findings slot: the analysis, then the lint findings when there are any.
    QString findings() const
    {
        return m_lint.isEmpty() ? m_findings : m_findings + QStringLiteral("\n\n") + m_lint;
    }
    void addHistory(const HistoryEntry &entry) { m_history.append(entry); }
    /// Whether an edit with this summary is a do-not-repeat rule already (rejected, or
    /// built without progress): a deterministic fix is then not proposed again.
    bool ruledOut(const QString &summary) const;
    /// Advice of the quick fixer for the latest build (known fixes an automatic edit should
    /// not make, e.g. a fixed-output fetch for network access): shown in the Knowledge slot,
    /// which holds known failure patterns and their fixes. Replaces the previous advice.
    void setAdvice(const QStringList &advice) { m_advice = advice; }

    /// The four slots for the fix step after a build with `outcome` and `extraction`;
    /// `base` may be null (no Knowledge slot then).
    workspace::EvidenceSlots slotsFor(const nix::BuildOutcome &outcome,
        const evidence::Extraction &extraction, const evidence::KnowledgeBase *base) const;

    /// The Feedback slot: outcome line, failing derivation, then the leading non-cascade
    /// signals with phase, lines, category, confidence and where to fix; the condensed log
    /// tail when no signal was found; Nix's error text for an evaluation error. An extraction
    /// re-ranked by the signal verifier (evidence::applyVerdicts, EvidenT §4.3.1) shows its
    /// order, each judged signal's role and reason, and leaves out what it judged noise.
    static QString feedback(
        const nix::BuildOutcome &outcome, const evidence::Extraction &extraction);
    /// HistoryEntry::failure for one build: the leading signal's diagnostic line with its
    /// phase (not a cascade, not judged noise), or Nix's error with its file name and position
    /// for an evaluation error; at most maxFailureChars characters; empty for a success.
    static QString failureLine(
        const nix::BuildOutcome &outcome, const evidence::Extraction &extraction);
    static constexpr int maxFailureChars = 240;
    /// The History slot (empty-history text when there is none).
    QString history() const;
    /// The Knowledge slot for the matches of one extraction.
    static QString knowledge(const QList<evidence::KnowledgeMatch> &matches);

private:
    QString m_findings;
    QString m_lint;
    QList<HistoryEntry> m_history;
    QStringList m_advice;
};

/// One line for an outcome, e.g. "build error in configurePhase".
QString describeOutcome(const nix::BuildOutcome &outcome);

/// Where attempt `attempt`'s evaluation error is, as a maintainer looks for it (issue 23):
/// "ORIGIN:LINE:COLUMN" when `originFile` (the user's own package.nix, which the attempt
/// builds unchanged) is given, else "package.nix:LINE:COLUMN of attempt N". Empty when the
/// outcome is no evaluation error or its position is not in `packageFile` (the session's
/// copy that was built), e.g. in a nixpkgs file.
QString evaluationErrorPlace(const nix::BuildOutcome &outcome, const QString &packageFile,
    int attempt, const QString &originFile);

} // namespace packwright::loop
