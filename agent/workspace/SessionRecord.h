#pragma once

#include "loop/Verdict.h"
#include "nix/OutcomeKind.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace packwright::workspace {

/// Tokens and money spent on model calls; cost in US dollars.
struct TokenUsage
{
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    qint64 cachedTokens = 0;
    double costUsd = 0.0;

    TokenUsage &operator+=(const TokenUsage &other);
    qint64 totalTokens() const { return inputTokens + outputTokens; }
};

/// The four evidence slots of one iteration's prompt, exactly as sent (EvidenT §4.2).
struct EvidenceSlots
{
    QString feedback;  ///< distilled failure signals of the latest build only
    QString history;   ///< prior edits and their results, with do-not-repeat rules
    QString findings;  ///< cached deterministic analysis of the project
    QString knowledge; ///< retrieved known failure patterns
};

/// One decision at an approval gate.
struct Approval
{
    QString action;   ///< what was proposed, one sentence
    QString decision; ///< "auto", "approved", "edited", "rejected", "rolled-back"
    QString reason;   ///< the maintainer's reason, for a rejection
};

/// What one build of one package expression came to.
struct AttemptOutcome
{
    nix::OutcomeKind kind = nix::OutcomeKind::BuildError;
    QString failingPhase; ///< e.g. "configurePhase", "fetch", "evaluation"; empty on success
    qint64 durationMs = 0;
};

/// One attempt of the build loop: the expression built, its outcome, the verdict on it,
/// the evidence the next fix step was given, and the cost of getting there (Vibenix §4.1.8).
struct Attempt
{
    int number = 0;  ///< 1-based, in the order the attempts were built
    QString summary; ///< the change that produced this attempt, one line (its commit message)
    QString expression;
    AttemptOutcome outcome;
    std::optional<loop::Verdict> verdict; ///< none for the first attempt: nothing to compare
    TokenUsage usage;
    std::vector<Approval> approvals;
    bool abandoned = false; ///< rolled back from; kept, never deleted
    EvidenceSlots evidence;
    QStringList log; ///< the build log (a recorded excerpt; live builds keep theirs in a file)
};

/// A whole packaging session as recorded: the package, the attempts in order, and the
/// VM console transcript of the refinement step.
struct SessionRecord
{
    QString pname;
    QString version;
    QString source;        ///< where the source came from (URL, repository, tarball)
    QString nixpkgs;       ///< the nixpkgs the session built against
    QString model;         ///< provider profile and model, e.g. "scripted / demo-model"
    bool recorded = false; ///< a replay of an earlier session, not a live one
    std::vector<Attempt> attempts;
    QByteArray vmConsole; ///< raw bytes of the VM's serial console, escapes included

    /// Usage summed over all attempts.
    TokenUsage totalUsage() const;
    /// Build time summed over all attempts, in milliseconds.
    qint64 totalDurationMs() const;
    /// The last attempt that was not abandoned, or nullptr when there is none.
    const Attempt *finalAttempt() const;
};

} // namespace packwright::workspace
