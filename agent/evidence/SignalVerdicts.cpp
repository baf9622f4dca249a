// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/SignalVerdicts.h"

#include "core/EnumNames.h"

#include <algorithm>

namespace packwright::evidence {

namespace {
constexpr EnumNames<VerifiedRole, 3> roleNames{{{
    {VerifiedRole::RootCause, u"root_cause"},
    {VerifiedRole::Consequence, u"consequence"},
    {VerifiedRole::Noise, u"noise"},
}}};

/// The order of the groups in the re-ranked list.
int groupOf(VerifiedRole role)
{
    switch (role) {
    case VerifiedRole::RootCause: return 0;
    case VerifiedRole::Consequence: return 1;
    case VerifiedRole::Unverified: return 2;
    case VerifiedRole::Noise: return 3;
    }
    return 2;
}
} // namespace

QString verifiedRoleName(VerifiedRole role)
{
    return roleNames.name(role);
}

std::optional<VerifiedRole> verifiedRoleFromName(QStringView name)
{
    return roleNames.find(name);
}

bool isCandidateCause(const FailureSignal &signal)
{
    return !signal.cascade && signal.verifiedRole != VerifiedRole::Noise;
}

Extraction applyVerdicts(const Extraction &deterministic, const QList<SignalVerdict> &verdicts)
{
    Extraction result = deterministic;
    for (const SignalVerdict &v : verdicts) {
        if (v.index < 0 || v.index >= result.ranked.size())
            continue;
        FailureSignal &s = result.ranked[v.index];
        s.verifiedRole = v.role;
        s.verifiedReason = v.role == VerifiedRole::Unverified ? QString() : v.reason;
    }
    std::stable_sort(result.ranked.begin(), result.ranked.end(),
        [](const FailureSignal &a, const FailureSignal &b) {
            return groupOf(a.verifiedRole) < groupOf(b.verifiedRole);
        });
    const auto lead = std::find_if(result.ranked.cbegin(), result.ranked.cend(),
        [](const FailureSignal &s) { return s.verifiedRole == VerifiedRole::RootCause; });
    if (lead != result.ranked.cend()) {
        result.categoryNix = lead->categoryNix;
        result.categoryEvident = lead->categoryEvident;
        result.subcategory = lead->subcategory;
    }
    return result;
}

} // namespace packwright::evidence
