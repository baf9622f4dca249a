// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace packwright::nix {

/// What a Nix evaluation-and-build of one package expression came to.
/// The names are stable: they are written into session records and commit messages.
enum class OutcomeKind
{
    Success,
    EvaluationError,
    BuildError,
    HashMismatch,         ///< a fixed-output derivation produced another hash than specified
    InvalidHash,          ///< the specified hash is not a valid SRI / base32 hash
    DependencyBuildError, ///< a dependency of the package failed, not the package itself
    Timeout,
    Cancelled,
    NixNotInstalled,
    /// A build log read on its own (`packwright explain`) shows no failure but stops before
    /// the install phase: an excerpt, a cut log or a build still running. Never the outcome
    /// of a build Packwright ran.
    Unfinished,
};

/// Stable kebab-case name, e.g. "hash-mismatch".
QString outcomeKindName(OutcomeKind kind);

/// Inverse of outcomeKindName(); std::nullopt for an unknown name.
std::optional<OutcomeKind> outcomeKindFromName(QStringView name);

} // namespace packwright::nix
