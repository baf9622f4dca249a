// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "evidence/Extraction.h"
#include "evidence/SignalVerdicts.h"
#include "llm/LlmTypes.h"
#include "nix/BuildOutcome.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace packwright::loop {

/// The request of EvidenT's LLM-based verifier (§4.3.1) for one failed build: the top
/// candidate blocks of its extraction, each with its log lines (numbered, the diagnostic
/// line marked `>`), phase, deterministic category and score, under the prompts
/// `verify-system` and `verify-user` (resources/prompts/).
struct VerifierPrompt
{
    QString system;
    QString user;
    /// The blocks sent, by id: block id N (1-based) is the signal at `blocks[N - 1]` in the
    /// deterministic Extraction::ranked. Empty: nothing to verify (no request then).
    QList<int> blocks;
};

/// Lines of one block shown at most; a longer window is cut around its diagnostic line.
inline constexpr int maxVerifierBlockLines = 30;
/// Characters of one verdict's reason kept (one line).
inline constexpr int maxVerdictReasonChars = 240;

/// The verifier prompt for `extraction` of attempt `attempt` of pname/version, whose build
/// ended with `outcome`: the first `k` (≥ 1) signals of extraction.ranked that are not
/// cascades (the ones the Feedback slot would show). No such signal: empty blocks and
/// prompts. Errors: a prompt template cannot be rendered (PromptTemplates).
Result<VerifierPrompt> verifierPrompt(const QString &pname, const QString &version, int attempt,
    const nix::BuildOutcome &outcome, const evidence::Extraction &extraction, int k);

/// One block as the prompt shows it: "Block ID — phase, log lines A–B, category C, score S"
/// and its lines. Lines are numbered when the window holds one line per log line (a window
/// of interleaved output holds fewer: then they are not).
QString verifierBlock(int id, const evidence::FailureSignal &signal);

/// The JSON Schema of the reply, `{"blocks": [{"id", "role", "reason"}]}`, sent as structured
/// output to servers whose profile has it.
QJsonObject verifierReplySchema();

/// The chat request for `prompt`: not streamed, no tools, the reply schema attached.
llm::ChatRequest verifierRequest(const VerifierPrompt &prompt);

/// What a verifier reply said.
struct VerifierReply
{
    /// One per block the reply judged, in the reply's order; `index` is the block's place in
    /// the deterministic Extraction::ranked.
    QList<evidence::SignalVerdict> verdicts;
    QList<int> unjudged; ///< ids of the blocks sent that the reply left out, ascending
};

/// Parses the model's reply to the blocks `blocks` (VerifierPrompt::blocks), strictly: the
/// first JSON value in `text` (prose or a code fence around it is skipped) must be
/// `{"blocks": [...]}` or the bare array, each entry an object with an integer `id` of a
/// block sent, `role` one of "root_cause", "consequence", "noise" (exactly), and a non-empty
/// string `reason` (folded to one line, at most maxVerdictReasonChars). A reply that leaves
/// blocks out is accepted (they are `unjudged`). Errors, with the reply's start in `detail`:
/// no JSON, invalid JSON, another shape, an entry that breaks a rule above, an id not sent
/// or given twice, no entry at all.
Result<VerifierReply> parseVerifierReply(const QString &text, const QList<int> &blocks);

} // namespace packwright::loop
