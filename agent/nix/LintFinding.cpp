// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/LintFinding.h"

#include <algorithm>

namespace packwright::nix {

QString lintSeverityName(LintSeverity severity)
{
    switch (severity) {
    case LintSeverity::Ci: return QStringLiteral("ci");
    case LintSeverity::Review: return QStringLiteral("review");
    }
    return {};
}

std::optional<LintSeverity> lintSeverityFromName(QStringView name)
{
    for (const LintSeverity s : {LintSeverity::Ci, LintSeverity::Review}) {
        if (name == lintSeverityName(s))
            return s;
    }
    return std::nullopt;
}

bool hasCiFinding(const QList<LintFinding> &findings)
{
    return std::any_of(findings.cbegin(), findings.cend(),
        [](const LintFinding &f) { return f.severity == LintSeverity::Ci; });
}

QJsonObject lintFindingToJson(const LintFinding &finding)
{
    QJsonObject o{
        {QStringLiteral("rule"), finding.rule},
        {QStringLiteral("severity"), lintSeverityName(finding.severity)},
        {QStringLiteral("message"), finding.message},
        {QStringLiteral("source"), finding.source},
        {QStringLiteral("quickFix"), finding.quickFix},
    };
    if (finding.line > 0)
        o.insert(QStringLiteral("line"), finding.line);
    if (finding.column > 0)
        o.insert(QStringLiteral("column"), finding.column);
    return o;
}

} // namespace packwright::nix
