// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/Verdict.h"

#include "core/EnumNames.h"

namespace packwright::evidence {

namespace {
constexpr EnumNames<VerdictKind, 4> names{{{
    {VerdictKind::Progress, u"PROGRESS"},
    {VerdictKind::Stagnation, u"STAGNATION"},
    {VerdictKind::Regress, u"REGRESS"},
    {VerdictKind::BrokenLog, u"BROKEN_LOG"},
}}};
} // namespace

QString verdictName(VerdictKind kind)
{
    return names.name(kind);
}

QString verdictLine(const Verdict &verdict)
{
    return QStringLiteral("%1: %2").arg(verdictName(verdict.kind), verdict.reason);
}

std::optional<VerdictKind> verdictFromName(QStringView name)
{
    return names.find(name);
}

} // namespace packwright::evidence
