// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The loop's quick-fix step (issue 9): between the hash fix and the model, the QuickFixer's
// deterministic edit for the current attempt, unless the History rules it out; its advice
// goes to the evidence (Knowledge slot), the report and a warning the user sees.
#include "core/Logging.h"
#include "loop/PackagingLoop.h"
#include "loop/QuickFixer.h"
#include "tools/FileLocator.h"

#include <QCoreApplication>

namespace packwright::loop {

namespace {
struct QuickFixStepTexts
{
    Q_DECLARE_TR_FUNCTIONS(QuickFixStepTexts)
};
} // namespace

std::optional<ProposedEdit> PackagingLoop::quickFix()
{
    const AttemptState current = m_attempts.value(m_currentAttempt);
    if (!current.extraction || current.outcome.kind == nix::OutcomeKind::Success)
        return std::nullopt;
    const QuickFixer fixer(m_index.get(), m_locator.get(), m_sourceDir);
    const QList<QuickFix> fixes = fixer.propose(m_current, current.outcome, *current.extraction);

    QStringList advice;
    std::optional<ProposedEdit> edit;
    for (const QuickFix &fix : fixes) {
        if (fix.isAdvice()) {
            advice << fix.advice;
            continue;
        }
        if (edit)
            continue;
        if (m_evidence.ruledOut(fix.summary)) {
            qCDebug(lcLoop) << "quick fix ruled out by the history:" << fix.summary;
            continue;
        }
        edit = fix.edit;
    }
    m_evidence.setAdvice(advice);
    for (const QString &a : std::as_const(advice)) {
        if (m_advice.contains(a))
            continue; // shown already (the same failure after a rollback or a rejection)
        m_advice << a;
        LoopEvent warning;
        warning.kind = LoopEvent::Kind::Warning;
        warning.attempt = m_lastBuilt;
        warning.text = QuickFixStepTexts::tr("Quick-fix advice: %1").arg(a);
        emitEvent(warning);
    }
    if (edit)
        stage(QuickFixStepTexts::tr("Quick fix: %1").arg(edit->summary));
    return edit;
}

} // namespace packwright::loop
