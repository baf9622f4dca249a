// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Verdict.h"
#include "nix/BuildOutcome.h"
#include "nix/OutcomeKind.h"

#include <QDateTime>
#include <QList>
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

/// One distilled failure signal of an attempt's build log, as recorded (EvidenT §4.2.1).
struct SignalRecord
{
    int rank = 0;          ///< 1 = most relevant
    QString text;          ///< the signal's log lines, joined with newlines
    QString category;      ///< e.g. "missing-command"
    QString phase;         ///< the build phase it appeared in, e.g. "configurePhase"
    double confidence = 0; ///< 0 to 1
    int firstLine = 0;     ///< 1-based line range in the attempt's build log
    int lastLine = 0;
    QString target; ///< the attribute a fix likely touches, e.g. "nativeBuildInputs"
    /// EvidenT §4.3.1's verifier on this signal: "root_cause", "consequence" or "noise";
    /// empty when it was not judged (evidence::verifiedRoleName()).
    QString role;
    QString roleReason; ///< the model's one line for `role`
    /// The line the signal's diagnostic matched, the cause itself (1-based, within
    /// firstLine..lastLine; the block around it is context); 0 when unknown (older records).
    int matchLine = 0;

    /// The matched line of `text`, trimmed; the block's first line when matchLine is unknown.
    QString matchedText() const;
};

/// The signal verifier's call on one attempt's build log (EvidenT §4.3.1): how it ended, what
/// it judged, and the model call's cost (also among the attempt's model calls, so counted
/// once in its usage). Cost in US dollars, time in milliseconds.
struct SignalVerification
{
    /// "verified" (every block judged), "partial" (some left out: they keep their
    /// deterministic place) or "fallback" (no usable reply: the deterministic ranking stands).
    QString status;
    QString detail; ///< why it fell back, or which blocks the reply left out; else empty
    int blocks = 0; ///< blocks sent (the top k, or fewer when the log had fewer)
    int rootCauses = 0;
    int consequences = 0;
    int noise = 0;
    QString model; ///< as the provider reported it; empty when no call was answered
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    qint64 cachedTokens = 0;
    double costUsd = 0;
    qint64 elapsedMs = 0;

    friend bool operator==(const SignalVerification &, const SignalVerification &) = default;
};

/// One finding of `packwright lint` on an attempt that builds (issue 17), as recorded: the
/// fields of nix::LintFinding, the severity by name.
struct LintFindingRecord
{
    QString rule;          ///< "NPV-164", "PW-fetch-tag", …
    QString severity;      ///< "ci" or "review" (nix::lintSeverityName())
    int line = 0;          ///< 1-based; 0 when about the whole file
    int column = 0;        ///< 1-based; 0 when unknown
    QString message;       ///< the sentence a maintainer acts on, as it was shown
    QString source;        ///< where nixpkgs writes the rule
    bool quickFix = false; ///< the rule's fix is mechanical

    friend bool operator==(const LintFindingRecord &, const LintFindingRecord &) = default;
};

/// One tool call of a fix step's model conversation.
struct ToolCallRecord
{
    int sequence = 0;  ///< 1-based order within the attempt
    QString name;      ///< e.g. "str_replace"
    QString arguments; ///< the arguments as JSON text
    QString result;    ///< what the tool answered
    bool isError = false;
};

/// One script run in the refinement's VM (Vibenix §4.1.10, run_in_vm): what ran, where, and
/// what came back. Times in milliseconds; `exitStatus` -1 when the run timed out or failed.
struct VmRunRecord
{
    int sequence = 0;       ///< 1-based order within the attempt
    QString requestedBy;    ///< "model" (the evaluator) or "user"
    QString script;         ///< the shell script as run
    QStringList storePaths; ///< what the VM held, the package under refinement first
    QString backend;        ///< "qemu-tcg", "qemu-kvm", "nixos-vm", "bubblewrap"
    int exitStatus = -1;
    bool timedOut = false;
    QString output; ///< stdout and stderr as returned (bounded), or the error that stopped it
    qint64 bootMs = 0;
    qint64 runMs = 0;

    /// The script ran to its end with status 0.
    bool passed() const { return !timedOut && exitStatus == 0; }
};

/// One model request and what it cost; cost in US dollars, elapsed time in milliseconds.
struct ModelCallRecord
{
    QString model;
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    qint64 cachedTokens = 0;
    double costUsd = 0;
    qint64 elapsedMs = 0;
};

/// Whether an attempt's build came to an end.
enum class AttemptStatus
{
    Running,
    Finished,
    Interrupted, ///< the process died mid-attempt; found so when the record was reopened
};

/// Stable names written into records: "running", "finished", "interrupted".
QString attemptStatusName(AttemptStatus status);
/// Inverse of attemptStatusName(); std::nullopt for an unknown name.
std::optional<AttemptStatus> attemptStatusFromName(QStringView name);

/// What one build of one package expression came to.
struct AttemptOutcome
{
    nix::OutcomeKind kind = nix::OutcomeKind::BuildError;
    QString failingPhase; ///< e.g. "configurePhase", "fetch", "evaluation"; empty on success
    qint64 durationMs = 0;
    /// Where each derivation the attempt built was built (remote builders, issue 21).
    QList<nix::BuildPlacement> placements;
};

/// One attempt of the build loop: the expression built, its outcome, the verdict on it,
/// the evidence the next fix step was given, and the cost of getting there (Vibenix §4.1.8).
struct Attempt
{
    int number = 0;  ///< 1-based, in the order the attempts were built
    QString summary; ///< the change that produced this attempt, one line (its commit message)
    QString expression;
    AttemptOutcome outcome;
    std::optional<evidence::Verdict> verdict; ///< none for the first attempt: nothing to compare
    TokenUsage usage;
    std::vector<Approval> approvals;
    bool abandoned = false; ///< rolled back from; kept, never deleted
    EvidenceSlots evidence;
    QStringList log; ///< the build log (a recorded excerpt; live builds keep theirs in a file)
    QString commit;  ///< the attempt's commit in the session repository (40 hex), if any
    int parent = 0;  ///< the attempt this one was derived from; 0 for the first
    /// Only a Finished attempt's outcome and verdict are meaningful.
    AttemptStatus status = AttemptStatus::Finished;
    QList<SignalRecord> signalRecords; ///< ranked, most relevant first (deterministic order)
    /// The signal verifier's call on this attempt's log, when it ran (EvidenT §4.3.1).
    std::optional<SignalVerification> signalVerification;
    QList<ToolCallRecord> toolCalls;   ///< in sequence order
    QList<ModelCallRecord> modelCalls; ///< in the order made; `usage` is their sum when recorded
    QList<VmRunRecord> vmRuns;         ///< refinement VM runs on this attempt's build, in order
    /// What `packwright lint` found when the attempt built, in file order; empty when it did
    /// not build, found nothing, or the record is older than format 4.
    QList<LintFindingRecord> lintFindings;
    QString logFile;     ///< the full build log of a live build
    QDateTime startedAt; ///< UTC; invalid when unknown
};

/// A whole packaging session as recorded: the package, the attempts in order, and the
/// VM console transcript of the refinement step.
/// The Nix a session built with (issue 19), as `nix::NixEnvironment::probe` found it when
/// the session started. Empty (`known()` false) in records made before format 3 and in
/// replays of recorded sessions.
struct NixRuntime
{
    QString version; ///< e.g. "2.34.8"
    QString system;  ///< e.g. "x86_64-linux"
    QString store;   ///< "local", "daemon", or the store URI that was set
    bool sandbox = false;

    bool known() const { return !version.isEmpty(); }
    friend bool operator==(const NixRuntime &, const NixRuntime &) = default;
};

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
    QString workspace; ///< directory of the session repository (agent/workspace/SessionRepository)
    /// "running", "succeeded", "gave-up: <reason>" or "cancelled"; empty when unknown.
    QString status;
    QDateTime createdAt; ///< UTC; invalid when unknown
    NixRuntime nix;      ///< the Nix it built with; unknown in older records

    /// Usage summed over all attempts.
    TokenUsage totalUsage() const;
    /// Build time summed over all attempts, in milliseconds.
    qint64 totalDurationMs() const;
    /// The last attempt that was not abandoned, or nullptr when there is none.
    const Attempt *finalAttempt() const;
    /// The last finished, not abandoned attempt whose package built; nullptr when none.
    const Attempt *lastSuccessfulAttempt() const;
};

} // namespace packwright::workspace
