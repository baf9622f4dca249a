// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/FailureSignal.h"
#include "loop/LoopTypes.h"
#include "nix/LintFinding.h"
#include "workspace/SessionRecord.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace packwright::loop {

/// Whether SessionReport::toMarkdown() links what the report cites.
enum class MarkdownLinks
{
    None,       ///< plain Markdown, as `report.md` is written
    Packwright, ///< attempts and leading signals link to `packwright:` URLs (ReportLink)
};

/// One attempt as the report lists it.
struct ReportAttempt
{
    int number = 0;
    QString summary;
    QString outcome; ///< describeOutcome()
    QString verdict; ///< "PROGRESS: reason", or empty
    bool abandoned = false;
    qint64 durationMs = 0;
    /// Where each derivation the attempt built was built (remote builders, issue 21).
    QList<nix::BuildPlacement> placements;
};

/// The signal verifier's call on one attempt's log (EvidenT §4.3.1), as the report lists it.
struct ReportSignalCheck
{
    int attempt = 0;
    workspace::SignalVerification verification;
};

/// What a session came to, for `report.md` / `report.json` and the GUI's report view. On
/// failure it carries Vibenix's failure analysis (§4.1.11): an explanation grounded in the
/// best attempt's signals and one failure category (the corpus names, e.g.
/// "dependency_not_in_nixpkgs"), by the model when it answered, else derived from the
/// signals.
struct SessionReport
{
    QString pname;
    QString version;
    QString source;
    QString nixpkgs;
    QString model;
    workspace::NixRuntime nix; ///< the Nix it built with (issue 19); unknown for old records
    StopReason stopReason = StopReason::Succeeded;
    QString stopDetail;   ///< one sentence: why the loop stopped
    int finalAttempt = 0; ///< the attempt whose package.nix is the result (the best one)
    QString expression;   ///< its package.nix
    QStringList outPaths; ///< on success
    /// An explained build log (`packwright explain`) that shows no failure but stops before
    /// the install phase (nix::OutcomeKind::Unfinished): neither built nor failed;
    /// stopDetail says where it stops.
    bool unfinished = false;
    QString category;    ///< failure only
    QString explanation; ///< failure only
    bool explainedByModel = false;
    QList<evidence::FailureSignal> leadingSignals; ///< of the final attempt, at most 3
    /// Parallel to leadingSignals: each one's 0-based index in the final attempt's ranked
    /// signals (workspace::Attempt::signalRecords); where missing, its position here.
    QList<int> leadingSignalIndexes;
    /// Advice of the quick fixer (network access, shebangs, FHS paths): what to change by
    /// hand, in the order it was given.
    QStringList advice;
    /// What `packwright lint` still finds in the final package.nix when it builds (issue 17
    /// item 2: the nixpkgs rules a reviewer or CI would hold it to), in file order; empty
    /// when it did not build or nothing is left.
    QList<nix::LintFinding> lint;
    /// What each refinement round did (Vibenix §4.1.10), one line each, in order.
    QStringList refinement;
    /// The refinement evaluator's last report (Vibenix §4.1.10, the functional correctness
    /// of §5): "no-problems", "problems", "no-report" (it ran but gave none), or empty when
    /// no evaluator round ran (no model, refinement off, the package did not build).
    QString refinementVerdict;
    /// The signal verifier's calls, one per checked attempt, in order; leadingSignals carry
    /// its roles and reasons (FailureSignal::verifiedRole) and come in its order.
    QList<ReportSignalCheck> signalChecks;
    QList<ReportAttempt> attempts;
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    double costUsd = 0;
    qint64 durationMs = 0;

    bool succeeded() const { return stopReason == StopReason::Succeeded; }
    /// Derivations built per remote builder over all attempts (builder URI → count); empty
    /// when everything was built on this machine.
    QMap<QString, int> remoteBuilds() const;
    /// Markdown a maintainer can act on: result, cause and next step, the attempts, cost.
    /// With MarkdownLinks::Packwright the attempt numbers it cites link to
    /// `packwright:attempt/N` and each leading signal's phase to `packwright:signal/N/I`
    /// (ReportLink); the text is otherwise the same.
    QString toMarkdown(MarkdownLinks links = MarkdownLinks::None) const;
    /// The same as JSON (keys as the member names, snake_case).
    QJsonObject toJson() const;
};

/// A duration in milliseconds as seconds with one decimal, "12.3", as the report and the
/// pull-request description print it.
QString secondsText(qint64 ms);

} // namespace packwright::loop
