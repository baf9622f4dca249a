// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace packwright::evidence {

/// What EvidenT's LLM-based verifier (§4.3.1) judged one candidate block of a failed build's
/// log to be. Unverified: the block was not judged (no model, the verifier off or failed, the
/// block below the top k, or left out of the reply).
enum class VerifiedRole
{
    Unverified,
    RootCause,   ///< why the build failed: fixed, the build goes on
    Consequence, ///< an error that follows from another failure (a cascade)
    Noise,       ///< does not bear on this failure (a harmless warning, an optional check)
};

/// The stable names the verifier's reply, the session record and the reports use:
/// "root_cause", "consequence", "noise"; "" for Unverified.
QString verifiedRoleName(VerifiedRole role);
/// Inverse of verifiedRoleName() for the three judged roles (exact, lower case);
/// std::nullopt for anything else, "" included.
std::optional<VerifiedRole> verifiedRoleFromName(QStringView name);

} // namespace packwright::evidence
