// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "loop/LoopRunner.h"
#include "loop/PackagingLoop.h"
#include "loop/SessionReport.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <functional>
#include <memory>

class QSocketNotifier;
class QTextStream;

namespace packwright::app {

/// The options `packwright package` and `packwright update` share: the nixpkgs, the model,
/// approvals, budgets, Nix options, the session directory and the language.
struct SessionOptions
{
    SessionOptions();
    QList<QCommandLineOption> all() const;

    QCommandLineOption nixpkgs;
    QCommandLineOption profile;
    QCommandLineOption baseUrl;
    QCommandLineOption protocol;
    QCommandLineOption model;
    QCommandLineOption noModel;
    QCommandLineOption noQuickFixes;
    QCommandLineOption approve;
    QCommandLineOption maxIterations;
    QCommandLineOption maxWithoutProgress;
    QCommandLineOption budgetUsd;
    QCommandLineOption budgetTokens;
    QCommandLineOption timeBudget;
    QCommandLineOption sessionDir;
    QCommandLineOption nixOption;
    QCommandLineOption builders; ///< Nix's --builders: remote build machines
    QCommandLineOption maxJobs;  ///< Nix's --max-jobs: local builds at once (0: remote only)
    QCommandLineOption approveVm;
    QCommandLineOption refineRounds;
    QCommandLineOption refineRepairs;
    QCommandLineOption verifySignals; ///< "K|off": loop::LoopLimits::verifySignals
    QCommandLineOption vm;
    QCommandLineOption help;
    QCommandLineOption lang;
};

/// Appends each `--nix-option NAME=VALUE` of `values` to `options`. Returns a usage error
/// message, or an empty string.
QString applyNixOptions(const QStringList &values, nix::BuildOptions &options);

/// The exit statuses of a session, for --help.
QString exitStatusHelp();

/// Fills `request` from the shared options: nixpkgs (`defaultNixpkgs` when neither
/// --nixpkgs nor $PACKWRIGHT_NIXPKGS is given), Nix options, limits, approvals and the model
/// with its key from the keychain. Returns a usage error message, or an empty string.
QString applySessionOptions(const QCommandLineParser &parser, const SessionOptions &options,
    loop::PackagingRequest &request, QTextStream &err, const QString &defaultNixpkgs = {});

/// Runs the session with the terminal as its approval prompt (with --approve ask) and
/// SIGINT/SIGTERM/SIGHUP as cancel, printing its events to `err`; returns the report.
loop::SessionReport runOnTerminal(const loop::PackagingRequest &request, QTextStream &err);

/// SIGINT, SIGTERM and SIGHUP call `cancel` (in `context`'s thread, from its event loop; a
/// message goes to `err`); a second signal ends the process at once. Keep the notifier while
/// the work runs. Null when the signal socket cannot be made.
std::unique_ptr<QSocketNotifier> cancelOnSignals(
    QObject *context, std::function<void()> cancel, QTextStream &err);

/// `expression` as nixpkgs formats it, when nixfmt is installed; unchanged otherwise.
/// `program`: the configured nixfmt (SessionDefaults::toolPaths); empty: from PATH.
QString formattedWithNixfmt(const QString &expression, const QString &program = {});

} // namespace packwright::app
