// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/FailureSignal.h"
#include "loop/SessionReport.h"
#include "nix/BuildOutcome.h"
#include "workspace/SessionRecord.h"

namespace packwright::loop {

/// The deterministic failure analysis (Vibenix §4.1.11 without the model): "Attempt N fails:
/// <outcome>." and, when there is a `leading` signal, its diagnostic line with phase and log
/// lines. One paragraph; the model's explanation replaces it when the model answers.
QString failureExplanation(
    int attempt, const nix::BuildOutcome &outcome, const evidence::FailureSignal *leading);

/// The failure report of a recorded session, for the report view and `packwright demo`: the
/// package, the result of the final attempt (the last one not rolled back; the package builds
/// when its outcome is a success), the stop reason from the record's status ("succeeded",
/// "gave-up: <reason>", "cancelled"; "running" or none: see RecordReport.cpp), on failure the
/// category and deterministic explanation of its leading signals (at most 3, in rank order;
/// where the signal verifier judged them, in its order — root causes first — and without
/// what it judged noise), every attempt, the signal verifier's calls, usage summed over the
/// attempts and build time; when the package builds, the lint findings recorded on the final
/// attempt (issue 17). A record keeps neither the
/// model's failure analysis nor the quick fixer's advice: those stay empty.
SessionReport sessionReportFromRecord(const workspace::SessionRecord &record);

} // namespace packwright::loop
