// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Extractor.h"
#include "evidence/KnowledgeBase.h"
#include "evidence/SignalVerdicts.h"
#include "llm/LlmTypes.h"
#include "llm/ProviderProfile.h"
#include "loop/ApprovalGate.h"
#include "loop/Conversation.h"
#include "loop/EvidenceController.h"
#include "loop/HashFixer.h"
#include "loop/LoopTypes.h"
#include "loop/SessionReport.h"
#include "loop/SolutionStack.h"
#include "nix/BuildRequest.h"
#include "nix/NixpkgsPin.h"
#include "nix/SourceFetcher.h"
#include "vm/VmBackends.h"
#include "workspace/SessionRecord.h"

#include <QCoroTask>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <memory>
#include <optional>

namespace packwright::llm {
class LlmClient;
}
namespace packwright::nix {
class Builder;
}
namespace packwright::tools {
class PackageIndex;
class FileLocator;
class VmTool;
struct ProjectAnalysis;
} // namespace packwright::tools
namespace packwright::workspace {
class SessionRepository;
class SessionStore;
} // namespace packwright::workspace

namespace packwright::loop {

/// Maintenance (Vibenix §4.2): update the given package to another version before repairing.
struct VersionUpdateRequest
{
    QString toVersion;            ///< empty: the newest tag of the source's git repository
    bool allowPreRelease = false; ///< whether the newest tag may be an rc, alpha, beta …
};

/// Everything one packaging session needs.
struct PackagingRequest
{
    /// The project (Vibenix's only required input). Unused when `initialExpression` is set
    /// and `source.location` is empty.
    nix::SourceSpec source;
    /// Start from this package.nix instead of a template (an existing package; tests).
    QString initialExpression;
    /// The user's file `initialExpression` was read from (`--from`, `update`, the wizard),
    /// for messages only: an evaluation error in an attempt that still builds it unchanged
    /// names this file and line, not the session's copy. Empty: none.
    QString originFile;
    QString pname;   ///< overrides the name guessed from the source
    QString version; ///< overrides the version guessed from the source
    /// Files committed beside package.nix in the first attempt (patches next to a given
    /// package.nix), relative path → bytes.
    QMap<QString, QByteArray> extraFiles;
    nix::NixpkgsSource nixpkgs;
    nix::BuildOptions buildOptions;
    /// Created (must not hold a session yet): `workspace/` (git), `record.sqlite`, `logs/`,
    /// `source/`, `model-calls.jsonl`.
    QString sessionDirectory;
    std::optional<llm::ProviderProfile> profile; ///< none: deterministic fixes only
    QString apiKey;
    LoopLimits limits;
    ApprovalPolicy approvals;
    /// The nixpkgs package index (tools::PackageIndex); empty: a file in the user's cache.
    QString packageIndexFile;
    /// Maintenance mode: attempt 1 builds `initialExpression` as it is, the next attempt the
    /// version update, then the repair loop runs with the maintenance prompt.
    std::optional<VersionUpdateRequest> update;
    /// The refinement's VM (Vibenix §4.1.10): which backend and its settings
    /// (vm::createVmBackend; the nixpkgs and Nix options are the session's). Made on the loop's
    /// thread when the evaluator first runs a script; when none can be made, run_in_vm answers
    /// the model with why (and the maintainer gets a warning).
    vm::VmBackendSettings vm;
    /// Try deterministic quick fixes (QuickFixer: missing inputs, invalid hashes) before
    /// asking the model (issue 9). Off: only hash fixes are made without the model.
    bool quickFixes = true;
    /// The nix-locate the quick fixes and the model's file search run (tools::FileLocator):
    /// a path or a program name; empty: `nix-locate` from PATH.
    QString nixLocateProgram;
    /// The user's store of success templates (evidence::TemplateBaseline, issue 18): the
    /// extractor ranks down what successful builds print, and each attempt that builds adds
    /// its log. Empty: the bundled templates only, nothing learnt (tests stay repeatable);
    /// the application passes TemplateBaseline::userStorePath().
    QString successTemplatesFile;
    /// With quickFixes: after a build that succeeds, the mechanical fixes of its lint
    /// findings (nix::fixLintFindings: strictDeps, __structuredAttrs, tag, meta's with lib,
    /// SRI hashes, nixfmt's layout) as one quick fix, approved and built like any edit
    /// (issue 17); not in maintenance (`update`), whose diff stays the version bump. Off: the
    /// findings are only reported (the scripted tests that end with the build turn it off).
    bool lintFixes = true;
};

/// The packaging loop (Vibenix §4.1 under EvidenT's evidence controller, §4.2–4.3): source
/// intake → project analysis → template → build loop with the signal verifier (EvidenT
/// §4.3.1), progress judge, solution stack, deterministic hash fixes, quick fixes
/// (QuickFixer, issue 9) and model fix steps → failure analysis, with an approval gate before each
/// gated action and every step in the session repository and record.
///
/// Lives in, and runs on, one thread with an event loop (LoopRunner gives it a worker
/// thread). Reports each step as a LoopEvent value; cancel() may be called from any thread
/// and stops the build, the model call and any wait at once.
class PackagingLoop : public QObject
{
    Q_OBJECT

public:
    explicit PackagingLoop(PackagingRequest request, QObject *parent = nullptr);
    ~PackagingLoop() override;

    ApprovalGate *gate() { return m_gate; }
    /// Runs the whole session; completes with its report (also on failure or cancel).
    QCoro::Task<SessionReport> run();
    /// Thread-safe.
    void cancel();
    /// Thread-safe: bytes typed into the refinement VM's console (dropped when none runs).
    void writeVmConsole(const QByteArray &bytes);

Q_SIGNALS:
    void loopEvent(const packwright::loop::LoopEvent &event);
    void finished(const packwright::loop::SessionReport &report);

private:
    struct Stop
    {
        StopReason reason;
        QString detail;
    };
    struct UpdateTarget ///< maintenance: from which version to which
    {
        QString pname;
        QString oldVersion;
        QString version; ///< == oldVersion: nothing to update
        QString commit;  ///< the tag's commit, when known
    };
    struct Pending ///< the edit that produces the next attempt
    {
        QString expression;
        QString summary;
        HistoryEntry history;
        /// A trust-on-first-use hash fix's attribute ("src", "cargoDeps"): fetched again after
        /// the build, to check that its hash settles (Vibenix §4.1.9); empty for other edits.
        QString checkFetchOf = {};
    };
    /// What the maintainer made of an offered edit: the Pending edit when approved (or
    /// edited), a Stop, or none when it was rejected (`rejected`) or rolled back.
    struct EditAnswer
    {
        std::optional<std::variant<Pending, Stop>> result;
        bool rejected = false;
    };

    QCoro::Task<std::optional<Stop>> setUp(QString &expression, QString &summary);
    /// The model's template choice (Vibenix §4.1.3); its summary, the reason it gives ("install
    /// needs makeFlags PREFIX=$out"), is left in m_templateSummary for the Findings slot.
    QCoro::Task<QString> chooseTemplate(
        tools::ProjectAnalysis analysis, QString suggested, QString findings);
    /// What one build step came to: the loop reads it, no flag carries it to the next step.
    struct BuildStep
    {
        BuildStep(std::optional<Stop> ending = std::nullopt) // NOLINT(*-explicit-*)
            : stop(std::move(ending))
        {}
        BuildStep(Stop ending) // NOLINT(*-explicit-*)
            : stop(std::move(ending))
        {}
        /// The maintainer rejected the build or rolled back at its gate: nothing was built,
        /// and the attempt number goes to the next build.
        static BuildStep declinedAtGate()
        {
            BuildStep step;
            step.declined = true;
            return step;
        }

        std::optional<Stop> stop; ///< the session ends here: built, a limit, cancelled, …
        bool declined = false;
    };
    /// The build gate's go-ahead: the text to build and how the maintainer approved it.
    struct ApprovedBuild
    {
        QString expression;
        QString summary;
        workspace::Approval approval;
    };
    /// The start-build gate of attempt `number`, showing the exact expression to be built
    /// against the attempt it continues: the approved build, or the BuildStep that ends the
    /// step unbuilt (a stop, or declined: rejected or rolled back, recorded).
    QCoro::Task<std::variant<ApprovedBuild, BuildStep>> askToBuild(
        int number, const Pending &pending);
    /// The failure signals of a built attempt's log `logFile` (EvidenT §4.3): extracted on a
    /// worker thread, verified by the model when one is configured, recorded and announced;
    /// a successful build's templates are learnt as the success baseline (issue 18 item 1).
    /// Returns `state` with its extraction (and verified ranking).
    QCoro::Task<AttemptState> readSignals(AttemptState state, QString logFile);
    /// A built and judged attempt's bookkeeping: its History entry (from `history`, the edit's),
    /// its commit in the session repository with `files`, and its row in the record.
    void recordAttempt(const AttemptState &state, const QString &summary,
        const QMap<QString, QByteArray> &files, const std::optional<Verdict> &verdict,
        bool progress, HistoryEntry history);
    /// Vibenix §4.1.4's build step: the gate, the build, the signals and the judge's verdict,
    /// recorded as attempt `number`.
    QCoro::Task<BuildStep> buildAttempt(int number, const Pending &pending);
    QCoro::Task<Verdict> judge(const AttemptState &best, const AttemptState &current);
    /// EvidenT §4.3.1's verifier on attempt `attempt`'s failed build (PackagingVerifier.cpp):
    /// with a model and LoopLimits::verifySignals > 0, after a build error, the top k
    /// candidate blocks of `extraction` go to the model. Its verdicts (by index into
    /// extraction->ranked; for evidence::applyVerdicts), or nullopt when it did not run or
    /// fell back. The call is counted on `attempt` (recordModelCall) and recorded with
    /// SessionStore::recordSignalVerification(); a failed call or a malformed reply leaves a
    /// warning and the deterministic ranking, never a stop.
    QCoro::Task<std::optional<QList<evidence::SignalVerdict>>> verifySignals(int attempt,
        nix::BuildOutcome outcome, std::shared_ptr<const evidence::Extraction> extraction);
    /// After a build with the hash of `attribute` just filled by trust on first use: fetches
    /// it again (nix::checkFixedOutput) and stops the session when the hash does not settle.
    QCoro::Task<std::optional<Stop>> checkFetch(nix::BuildRequest request, QString attribute);
    QCoro::Task<std::variant<Pending, Stop>> nextEdit(int number);
    /// Offers `edit` at the apply-edit gate. `hashFix`: the edit is the HashFixer's
    /// (confirmed when applied, then checked to settle).
    QCoro::Task<EditAnswer> offerEdit(int number, ProposedEdit edit, bool hashFix = false);
    /// Lazy upgrade (Vibenix §4.2): asks at the change-pin gate, then moves the nixpkgs pin
    /// to `revision` and re-indexes its packages. True when the pin moved.
    QCoro::Task<bool> movePin(int attempt, QString revision, QString reason);
    /// Maintenance: points the file tools' source root at the source the package now
    /// fetches, once it is in the store (the new version's, after the update).
    QCoro::Task<void> followSource();
    /// Builds (or reuses) the package index of the pinned nixpkgs, for search_packages.
    QCoro::Task<void> indexPackages();
    /// Maintenance, before any build: the version to update to (m_updateTarget), from the
    /// request or the source's git tags. A Stop when it cannot be told.
    QCoro::Task<std::optional<Stop>> resolveUpdate();
    /// Maintenance: after the baseline, the version bump as the next edit (nullopt: the
    /// package is at the requested version already).
    QCoro::Task<std::optional<std::variant<Pending, Stop>>> proposeUpdate(int number);
    QCoro::Task<std::variant<ProposedEdit, Stop>> fixWithModel(int number);
    /// The first quick fix for the current attempt not ruled out by the History (rejected,
    /// or tried without progress); its advice goes to the evidence, the report and a
    /// warning. PackagingQuickFix.cpp.
    std::optional<ProposedEdit> quickFix();
    /// Issue 17 item 2: `packwright lint` on a package that builds (its text, and the
    /// programs its output installs); the findings go to the Findings slot (the fix steps'
    /// and the refinement's evaluator's evidence) and, for the final attempt, the report.
    void lintBuilt(const AttemptState &state);
    /// Issue 17: the lint findings of the package that builds (m_stack's best), fixed
    /// without a model (nix::fixLintFindings) and offered at the apply-edit gate as attempt
    /// `number`; kept when it builds, rolled back when it does not (its findings stay). The
    /// stop for the package that builds then (`built`, or the fixed attempt's), and whether
    /// the session goes on to the refinement (not after a stop at a gate, a budget or a
    /// source that does not settle). PackagingLint.cpp.
    QCoro::Task<std::pair<Stop, bool>> fixLint(int number, Stop built);
    QCoro::Task<void> analyseFailure(SessionReport &report, const Stop &stop);

    /// What the refinement's evaluator found (PackagingRefinement.cpp).
    struct Evaluation
    {
        QStringList problems;  ///< "[category] description — evidence", one per problem
        bool reported = false; ///< the model called report_evaluation
        int vmRuns = 0;
    };
    /// Refinement (Vibenix §4.1.10) after `built` (a Succeeded stop): up to
    /// LoopLimits::refinementRounds evaluator/optimizer rounds on the best attempt; an
    /// optimizer edit is built as attempt `number` on, repaired at most refinementRepairs
    /// times, and discarded (rolled back) when it still fails. The session's stop: `built`
    /// with the final attempt, or Cancelled.
    QCoro::Task<Stop> refine(int number, Stop built);
    /// The evaluator of round `round`: run_in_vm, file tools over the outputs, report_evaluation.
    QCoro::Task<std::variant<Evaluation, Stop>> evaluate(int round);
    /// The optimizer: an edit of package.nix for the evaluator's problems.
    QCoro::Task<std::variant<ProposedEdit, Stop>> optimize(int round, Evaluation evaluation);
    /// run_in_vm behind the run-in-VM gate; records the run and the console on `attempt`.
    QCoro::Task<ToolReply> runInVm(int attempt, llm::ToolCall call, tools::VmTool *tool);
    /// The record of a decision at the gate of `action`: "auto" when the policy did not ask.
    workspace::Approval approvalFor(
        const ApprovalRequest &request, const ApprovalDecision &decision, GatedAction action) const;
    /// Records a decision at a gate on `attempt` and announces it.
    void recordDecision(int attempt, const ApprovalRequest &request,
        const ApprovalDecision &decision, GatedAction action);
    /// The time budget, and with `modelBudgets` the token and cost budgets.
    std::optional<Stop> budgetSpent(bool modelBudgets) const;
    void rollBack(int toAttempt, const QString &why);
    void announceDecision(GatedAction action, const ApprovalDecision &decision);
    void recordToolCall(int attempt, const llm::ToolCall &call, const ToolReply &reply);
    /// The observer of a model step on `attempt`: records its model and tool calls and
    /// announces each tool call (ToolCallProposed, ToolCallDone). A step that `produces`
    /// attempt `attempt` (a fix) keeps its records pending until that attempt is built, so
    /// that tokens, cost and tool calls count on the attempt they produced (issue 23 item 4).
    ConversationObserver stepObserver(int attempt, bool produces = false);
    /// Records what happened before `attempt` existed (the template choice, the fix that
    /// wrote it, the approval of its edit) on it.
    void flushPendingRecords(int attempt);

    void emitEvent(const LoopEvent &e);
    void stage(const QString &text);
    void warnIf(const std::optional<Error> &error);
    /// Counts a model call on `attempt`; 0: on the next attempt built (flushPendingRecords).
    /// `announced` is the attempt the Usage event names (default: `attempt`).
    void recordModelCall(int attempt, const llm::ChatReply &reply, int announced = -1);
    /// Writes an attempt's files (relative path → bytes) into the workspace.
    std::optional<Error> writeWorkspaceFiles(const QMap<QString, QByteArray> &files);
    /// Adds the files that pin nixpkgs (`nixpkgs.json`) to an attempt's files.
    void addPinFiles(QMap<QString, QByteArray> &files) const;
    SessionReport report(const Stop &stop) const;

    PackagingRequest m_request;
    ApprovalGate *m_gate = nullptr;
    nix::Builder *m_builder = nullptr; ///< a child, so that it moves to the loop's thread
    std::unique_ptr<llm::LlmClient> m_client;
    std::unique_ptr<workspace::SessionRepository> m_repository;
    std::unique_ptr<workspace::SessionStore> m_store;
    std::unique_ptr<tools::PackageIndex> m_index;
    std::unique_ptr<tools::FileLocator> m_locator;
    std::optional<evidence::Extractor> m_extractor;
    std::optional<evidence::KnowledgeBase> m_knowledge;
    EvidenceController m_evidence;
    HashFixer m_hashes;
    SolutionStack m_stack;
    QMap<int, AttemptState> m_attempts;
    QMap<int, Verdict> m_verdicts;
    QList<int> m_abandoned;
    QMap<int, QString> m_summaries;
    QMap<QString, QByteArray>
        m_extraFiles;              ///< committed with the first attempt (--from's siblings)
    QMap<int, int> m_toolSequence; ///< tool calls recorded per attempt
    QList<workspace::ToolCallRecord> m_pendingToolCalls;
    QList<workspace::ModelCallRecord> m_pendingModelCalls;
    QList<workspace::Approval> m_pendingApprovals; ///< an edit's approval, for the attempt it makes
    nix::NixpkgsPin m_pin;       ///< the nixpkgs builds use (m_request.nixpkgs) and its revision
    workspace::NixRuntime m_nix; ///< the Nix it builds with, probed at set-up
    QStringList m_advice;        ///< advice-only quick fixes shown so far, for the report
    QList<ReportSignalCheck> m_signalChecks; ///< the signal verifier's calls, for the report
    QString m_pname;
    QString m_version;
    QString m_sourceDir;
    QString m_templateSummary; ///< the model's summary at the template choice, or empty
    /// Attempts a VM run showed printing the version (tools::showsVersion), with the run's
    /// first line: the evidence for versionCheckHook.
    QHash<int, QString> m_versionShownBy;
    QString m_sourceOrigin; ///< the store path m_sourceDir was made from (maintenance)
    UpdateTarget m_updateTarget;
    QString m_current;        ///< package.nix the next fix starts from
    int m_currentAttempt = 0; ///< the attempt whose package.nix the next fix edits
    int m_lastBuilt
        = 0; ///< the attempt built last (a fix step edits it; its calls count on the next)
    int m_withoutProgress = 0;
    int m_fixSteps = 0;
    bool m_cancelled = false;
    quint64 m_buildsActivity = 0;  ///< the running build's top "builds" activity, for progress
    bool m_foreignSession = false; ///< the directory held a session already: leave it alone
    QElapsedTimer m_clock;
    std::unique_ptr<vm::VmBackend> m_vm;        ///< the refinement's VM, made when first needed
    QString m_vmError;                          ///< why there is none, once making it failed
    QMap<int, int> m_vmSequence;                ///< VM runs recorded per attempt
    QStringList m_refinement;                   ///< what each refinement round did, for the report
    QString m_refinementVerdict;                ///< SessionReport::refinementVerdict
    QHash<int, QList<nix::LintFinding>> m_lint; ///< lint findings of each attempt that builds
    bool m_refinementStopped = false;           ///< the maintainer stopped it at the run-in-VM gate
};

} // namespace packwright::loop
