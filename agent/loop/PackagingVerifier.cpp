// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// EvidenT's LLM-based verifier (§4.3.1) as a step of PackagingLoop: after a failed build the
// top candidate blocks of its log go to the model, which judges each a root cause, a
// consequence or noise. Its verdicts re-rank the Feedback slot; the deterministic ranking
// stays whenever the verifier is off, there is no model, or its call or reply fails.
#include "evidence/SignalVerdicts.h"
#include "llm/LlmClient.h"
#include "loop/PackagingLoop.h"
#include "loop/SignalVerifier.h"
#include "workspace/SessionStore.h"

#include <QCoreApplication>

namespace packwright::loop {

namespace {
struct VerifierStepTexts
{
    Q_DECLARE_TR_FUNCTIONS(VerifierStepTexts)
};

bool verifiable(nix::OutcomeKind kind)
{
    // The failures whose cause is in a build log. An evaluation error, a hash mismatch and
    // an invalid hash name their cause exactly; a timeout or a cancel has none.
    return kind == nix::OutcomeKind::BuildError || kind == nix::OutcomeKind::DependencyBuildError;
}
} // namespace

QCoro::Task<std::optional<QList<evidence::SignalVerdict>>> PackagingLoop::verifySignals(
    int attempt, nix::BuildOutcome outcome, std::shared_ptr<const evidence::Extraction> extraction)
{
    const int k = m_request.limits.verifySignals;
    if (!m_client || k <= 0 || m_cancelled || !extraction || !verifiable(outcome.kind))
        co_return std::nullopt;
    workspace::SignalVerification record;
    const auto keep = [this, attempt](const workspace::SignalVerification &r) {
        warnIf(m_store->recordSignalVerification(attempt, r));
        m_signalChecks << ReportSignalCheck{attempt, r};
    };
    const auto fallBack = [&](const QString &why, const QString &detail) {
        record.status = QStringLiteral("fallback");
        record.detail = detail.isEmpty() ? why : why + QLatin1Char('\n') + detail;
        keep(record);
        warnIf(Error{VerifierStepTexts::tr("The signal check of attempt %1 failed: %2 The "
                                           "deterministic ranking stands.")
                         .arg(attempt)
                         .arg(why),
            detail});
    };
    const auto prompt = verifierPrompt(m_pname, m_version, attempt, outcome, *extraction, k);
    if (!prompt) {
        fallBack(prompt.error().message, prompt.error().detail);
        co_return std::nullopt;
    }
    const QList<int> &blocks = prompt.value().blocks;
    if (blocks.isEmpty())
        co_return std::nullopt; // no candidate block: nothing to check, nothing to record
    record.blocks = int(blocks.size());
    stage(VerifierStepTexts::tr("Checking the top %n failure signal(s) of attempt %1 with the "
                                "model",
        nullptr, int(blocks.size()))
              .arg(attempt));

    auto sending = m_client->send(verifierRequest(prompt.value()));
    const auto reply = co_await sending;
    if (!reply) {
        if (reply.error().kind == llm::LlmError::Kind::Cancelled || m_cancelled)
            co_return std::nullopt;
        fallBack(reply.error().message, reply.error().detail);
        co_return std::nullopt;
    }
    const llm::ChatReply &answer = reply.value();
    recordModelCall(attempt, answer); // the attempt whose log it checked
    record.model = answer.model;
    record.inputTokens = answer.usage.inputTokens;
    record.outputTokens = answer.usage.outputTokens;
    record.cachedTokens = answer.usage.cachedTokens;
    record.costUsd = answer.cost;
    record.elapsedMs = answer.elapsedMs;
    auto parsed = parseVerifierReply(answer.text, blocks);
    if (!parsed) {
        fallBack(parsed.error().message, parsed.error().detail);
        co_return std::nullopt;
    }
    const VerifierReply &verdicts = parsed.value();
    for (const evidence::SignalVerdict &v : verdicts.verdicts) {
        record.rootCauses += v.role == evidence::VerifiedRole::RootCause;
        record.consequences += v.role == evidence::VerifiedRole::Consequence;
        record.noise += v.role == evidence::VerifiedRole::Noise;
    }
    if (verdicts.unjudged.isEmpty()) {
        record.status = QStringLiteral("verified");
    } else {
        QStringList ids;
        for (const int id : verdicts.unjudged)
            ids << QString::number(id);
        record.status = QStringLiteral("partial");
        record.detail = VerifierStepTexts::tr("The reply left out block(s) %1; they follow the "
                                              "root causes and consequences in their "
                                              "deterministic order.")
                            .arg(ids.join(QStringLiteral(", ")));
    }
    keep(record);
    co_return verdicts.verdicts;
}

} // namespace packwright::loop
