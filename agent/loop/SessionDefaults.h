// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "loop/LoopTypes.h"
#include "nix/BuildRequest.h"
#include "vm/VmBackends.h"

#include <QList>
#include <QMap>
#include <QString>

#include <chrono>
#include <optional>

class QSettings;

namespace packwright::loop {

struct PackagingRequest;

/// The maintainer's standing choices for new sessions, from the settings dialog: approval
/// policy, limits and budgets, timeouts, the known nixpkgs sources, Nix options, the VM
/// backend and the paths of optional tools. Kept in QSettings, group "session"; provider
/// profiles are llm::ProfileStore's and keys KeyStore's, never these.
struct SessionDefaults
{
    /// A watched session asks before an edit is applied, a VM script runs and the pin moves;
    /// builds start on their own.
    ApprovalPolicy approvals = [] {
        ApprovalPolicy p;
        p.askApplyEdit = true;
        p.askRunInVm = true;
        return p;
    }();
    int maxIterations = LoopLimits{}.maxIterations;
    int maxWithoutProgress = LoopLimits{}.maxWithoutProgress;
    int refinementRounds = LoopLimits{}.refinementRounds;
    /// Blocks the signal verifier checks after a failed build (EvidenT §4.3.1); 0: off.
    int verifySignals = LoopLimits{}.verifySignals;
    std::optional<std::chrono::minutes> timeBudget;                  ///< unset: none
    std::optional<qint64> tokenBudget;                               ///< unset: none
    std::optional<double> costBudgetUsd;                             ///< unset: none
    std::chrono::seconds buildTimeout = nix::BuildOptions{}.timeout; ///< evaluation + build
    /// The nixpkgs the user builds against, most used first; the first is the default.
    QList<nix::NixpkgsSource> nixpkgsSources;
    /// `--option NAME VALUE` for every Nix command, as "NAME=VALUE" (e.g. "substituters=").
    QStringList nixOptions;
    vm::VmChoice vm = vm::VmChoice::Auto;
    /// Optional programs by name ("nixfmt", "nix-locate", "nurl", "nix-update") → the
    /// executable to use; a missing or empty entry: looked up in PATH.
    QMap<QString, QString> toolPaths;

    /// The defaults stored in `settings`; the built-in ones for what is not stored.
    static SessionDefaults load(QSettings &settings);
    void save(QSettings &settings) const;

    /// The build timeout and the Nix options ("NAME=VALUE"; one without '=' is skipped) as
    /// the options of every Nix command.
    nix::BuildOptions buildOptions() const;
    /// Writes these defaults into `request`: limits, budgets, approvals, the build timeout and
    /// Nix options (appended), the VM choice, the configured nix-locate, and the first nixpkgs
    /// source when the request names none. A "NAME=VALUE" without '=' is skipped.
    void applyTo(PackagingRequest &request) const;

    friend bool operator==(const SessionDefaults &, const SessionDefaults &) = default;
};

} // namespace packwright::loop
