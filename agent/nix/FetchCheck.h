// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildOutcome.h"
#include "nix/BuildRequest.h"

#include <optional>

namespace packwright::nix {

/// Whether the fixed-output derivation `attribute` of the package ("src", "cargoDeps", …)
/// fetches the same bytes again: `nix-build --check` fetches it anew and compares with the
/// store. A hash filled by trust on first use is only known to settle after this — Nix keeps
/// a mismatching output under the hash it got, so a plain rebuild reuses it and would never
/// notice a fetch that changes. Blocking; call it from a worker thread. Returns nullopt when
/// the fetch reproduces, the mismatch (specified = the written hash, got = the new one)
/// when it does not. Errors: evaluation fails, the output is not in the store yet, the
/// fetch fails, the time limit (the build timeout).
Result<std::optional<HashMismatch>> checkFixedOutput(
    const BuildRequest &request, const QString &attribute);

} // namespace packwright::nix
