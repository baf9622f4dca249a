// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "workspace/SessionRecord.h"

#include <QString>
#include <QStringView>

namespace packwright::loop {

/// What each evidence slot may take of a model prompt, in estimated tokens (issue 23 item 1):
/// a huge log, a long session or a sprawling project then cannot crowd out the other slots
/// or the expression. The defaults leave room for all four beside the system prompt, the
/// tools and a package.nix in an 8k-token context.
struct SlotBudgets
{
    int feedback = 1600; ///< the latest build's signals (EvidenT §4.2: temporal grounding)
    int history = 1200;  ///< earlier edits and their do-not-repeat rules
    int findings = 1000; ///< the project analysis and lint findings
    int knowledge = 600; ///< known failure patterns
};

/// The tokens `text` is estimated to take: (characters + 3) / 4, the estimate
/// llm::LlmClient budgets requests with.
qsizetype estimatedTokens(QStringView text);

/// Which lines a slot keeps when it is over its budget.
enum class SlotCut
{
    KeepHead, ///< the first lines: what the slot leads with matters most
    KeepEnds, ///< the first line and the last lines: History's first attempt and newest edits
};

/// `text` within `tokens` (estimatedTokens), cut at line boundaries, with one line in place
/// of what was left out saying how many lines that was and that the session record keeps
/// them all. Unchanged when it fits; a single line longer than the budget is cut with "…".
QString fitSlot(const QString &text, int tokens, SlotCut cut);

/// The four slots within `budgets` (Feedback, Findings and Knowledge keep their heads,
/// History its first entry and newest entries): what the prompt sends, what the record keeps
/// and what the GUI's evidence panel shows are this one text.
workspace::EvidenceSlots fitSlots(workspace::EvidenceSlots slots, const SlotBudgets &budgets);

} // namespace packwright::loop
