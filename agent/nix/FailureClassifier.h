// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/BuildOutcome.h"

#include <QStringList>

namespace packwright::nix {

/// Reads Nix's error messages of a failed `nix-build` and says which kind of failure it
/// was: hash mismatch (with specified and got hashes), invalid hash, a builder failing
/// (the package's own derivation or a dependency's), or an evaluation error.
/// `errors` are the level-0 messages in order, ANSI removed; `topLevelDrvs` are the
/// derivations asked for (empty when evaluation failed before any was known).
/// Fills kind, summary, errorText, failingDrv, hashMismatch (hashes only; the fetcher is
/// the caller's to add) and location; leaves the rest of `outcome` alone.
void classifyFailure(
    const QStringList &errors, const QStringList &topLevelDrvs, BuildOutcome &outcome);

/// "/nix/store/<hash>-hello-2.12.1.drv" → "hello-2.12.1".
QString derivationName(QStringView drvPath);

} // namespace packwright::nix
