// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Verdict.h"
#include "loop/SlotBudgets.h"
#include "nix/BuildOutcome.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

#include <chrono>
#include <optional>

namespace packwright::loop {

// The progress judge's verdict is a value of evidence/ (the layer below), where the log
// comparison and the session record use it too.
using evidence::Verdict;
using evidence::verdictFromName;
using evidence::VerdictKind;
using evidence::verdictLine;
using evidence::verdictName;

/// When the packaging loop stops without a building package (Vibenix §4.1.6). Defaults are
/// the issue's: 20 iterations, 10 attempts in a row without progress; budgets unset = none.
struct LoopLimits
{
    int maxIterations = 20;        ///< builds, the first one included
    int maxWithoutProgress = 10;   ///< consecutive judged attempts that were not PROGRESS
    int maxToolCallsPerStep = 30;  ///< tool calls in one fix step
    int maxModelTurnsPerStep = 12; ///< model calls in one fix step
    std::optional<std::chrono::seconds> timeBudget; ///< wall time of the whole session
    std::optional<qint64> tokenBudget;              ///< input + output tokens of the session
    std::optional<double> costBudgetUsd;
    /// Ask the model when the deterministic pre-verdict is undecided (Vibenix §4.1.8 asks it
    /// every time; we ask only when the logs alone do not settle it).
    bool modelJudge = true;
    /// Refinement rounds after a build that succeeds (Vibenix §4.1.10: evaluator with
    /// run_in_vm, then optimizer); 0 turns refinement off. It needs a model.
    int refinementRounds = 2;
    /// Repair steps for a refinement edit that breaks the build; still broken after them, the
    /// edit is discarded and the session goes back to the attempt that built.
    int refinementRepairs = 3;
    /// EvidenT §4.3.1's verifier: after a failed build, the top this-many candidate blocks go
    /// to the model, which judges each a root cause, a consequence or noise; the verdicts
    /// re-rank the Feedback slot. 0 turns it off; it needs a model.
    int verifySignals = 5;
    /// What each evidence slot may take of a prompt (issue 23).
    SlotBudgets slotBudgets;
};

/// What the loop asks permission for.
enum class GatedAction
{
    ApplyEdit,  ///< an edit of package.nix (the model's, a hash fix)
    StartBuild, ///< a Nix build of the current expression
    RunInVm,    ///< a script in the refinement VM
    ChangePin,  ///< moving the nixpkgs pin
};

/// "apply-edit", "start-build", "run-in-vm", "change-pin".
QString gatedActionName(GatedAction action);
std::optional<GatedAction> gatedActionFromName(QStringView name);

/// Per action: go ahead (auto) or wait for the maintainer (ask).
struct ApprovalPolicy
{
    bool askApplyEdit = false;
    bool askStartBuild = false;
    bool askRunInVm = false;
    bool askChangePin = true;

    bool asks(GatedAction action) const;
    void set(GatedAction action, bool ask);
    /// Everything auto, or everything ask (`--approve auto|ask`).
    static ApprovalPolicy allAuto();
    static ApprovalPolicy allAsk();

    friend bool operator==(const ApprovalPolicy &, const ApprovalPolicy &) = default;
};

/// An edit of the package expression waiting to be applied.
struct ProposedEdit
{
    QString before;
    QString after;
    QString summary;   ///< one line: what changes and why, for the commit message and timeline
    QString diff;      ///< unified diff of package.nix
    QString rationale; ///< the model's explanation (empty for deterministic fixes)
    bool deterministic = false; ///< made without the model (a hash fix, a quick fix)
};

/// One question at an approval gate: which action, described in one sentence, with the edit
/// when it is one.
struct ApprovalRequest
{
    int id = 0; ///< answers name it
    GatedAction action = GatedAction::ApplyEdit;
    int attempt = 0; ///< the attempt the action belongs to
    QString description;
    std::optional<ProposedEdit> edit;
    QString detail; ///< what the sentence cannot hold: the whole script of a VM run
};

/// The maintainer's answer.
struct ApprovalDecision
{
    enum class Kind
    {
        Approve,
        ApproveWithEdit, ///< `editedText` replaces the proposed package.nix
        Reject,          ///< `reason` becomes a do-not-repeat rule
        RollBack,        ///< to `rollBackTo`
        Stop,            ///< end the session here
    };
    Kind kind = Kind::Approve;
    QString editedText;
    QString reason;
    int rollBackTo = 0;

    static ApprovalDecision approve() { return {}; }
    static ApprovalDecision reject(const QString &reason) { return {Kind::Reject, {}, reason, 0}; }
    static ApprovalDecision withEdit(const QString &text)
    {
        return {Kind::ApproveWithEdit, text, {}, 0};
    }
    static ApprovalDecision rollBack(int attempt) { return {Kind::RollBack, {}, {}, attempt}; }
    static ApprovalDecision stop() { return {Kind::Stop, {}, {}, 0}; }
};

/// "approved", "edited", "rejected", "rolled-back", "stopped", or "auto" for a policy pass.
QString decisionName(ApprovalDecision::Kind kind);

/// How a session ended. Each has its own exit status in `packwright package`.
enum class StopReason
{
    Succeeded,
    MaxIterations,
    NoProgress,      ///< maxWithoutProgress attempts in a row without PROGRESS
    Budget,          ///< time, token or cost budget spent
    NonReproducible, ///< a fixed-output hash changed between two builds
    NoFix,           ///< the model (or the absence of one) produced no edit
    StoppedByUser,
    Cancelled,
    SetupFailed, ///< the source could not be fetched, the workspace not created, …
    ModelFailed, ///< the provider did not answer (unreachable, refused the key, …)
};

/// "succeeded", "max-iterations", "no-progress", "budget", "non-reproducible", "no-fix",
/// "stopped", "cancelled", "setup-failed", "model-failed".
QString stopReasonName(StopReason reason);
/// Inverse of stopReasonName(); std::nullopt for an unknown name.
std::optional<StopReason> stopReasonFromName(QStringView name);
/// Process exit status of `packwright package` for `reason`: 0 success, else 10 + the
/// reason's index: 11 max-iterations, 12 no-progress, 13 budget, 14 non-reproducible,
/// 15 no-fix, 16 stopped, 17 cancelled, 18 setup-failed, 19 model-failed.
int exitStatus(StopReason reason);

/// One step of the loop as an immutable value, for the GUI and the terminal (issue 6:
/// attempt started, build progress, log chunk, signals, verdict, tool calls, edit proposed,
/// approval needed, usage, finished).
struct LoopEvent
{
    enum class Kind
    {
        Stage,          ///< `text`: "fetching the source", "analysing the project", …
        AttemptStarted, ///< `attempt`, `text` = summary
        /// `name` "phase": `text` = the stdenv phase that began; "build": `text` = the
        /// derivation Nix started building; "builds": `done` of `expected` derivations built.
        BuildProgress,
        LogChunk,         ///< `text` = lines of the raw log, newline-separated
        BuildFinished,    ///< `outcome`
        Signals,          ///< `text` = the Feedback slot of this attempt
        Verdict,          ///< `verdict`
        ModelText,        ///< `text` = a streamed increment
        ToolCallProposed, ///< `name`, `text` = arguments (JSON)
        ToolCallDone,     ///< `name`, `text` = result, `isError`
        EditProposed,     ///< `edit`
        ApprovalNeeded,   ///< `approval`
        ApprovalGiven,    ///< `text` = decision name, `name` = action
        RolledBack,       ///< `attempt` = the attempt now current
        Usage,            ///< `tokens`, `costUsd` (session totals)
        Warning,          ///< `text`
        VmOutput,         ///< `bytes` = raw bytes of the refinement VM's console
        Finished,         ///< `stopReason`, `text` = one-line summary
    };
    Kind kind = Kind::Stage;
    int attempt = 0;
    QString text;
    QString name;
    bool isError = false;
    std::optional<nix::BuildOutcome> outcome;
    std::optional<Verdict> verdict;
    std::optional<ProposedEdit> edit;
    std::optional<ApprovalRequest> approval;
    qint64 tokens = 0;
    double costUsd = 0;
    std::optional<StopReason> stopReason;
    QByteArray bytes;
    qint64 done = 0;     ///< BuildProgress "builds"
    qint64 expected = 0; ///< BuildProgress "builds"
};

} // namespace packwright::loop

Q_DECLARE_METATYPE(packwright::loop::LoopEvent)
Q_DECLARE_METATYPE(packwright::loop::ApprovalRequest)
Q_DECLARE_METATYPE(packwright::loop::ApprovalDecision)
