// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/NixpkgsLint.h"

#include "nix/LintChecks.h"
#include "nix/LintRules.h"

#include <algorithm>

namespace packwright::nix {

void LintContext::add(const char *rule, qsizetype offset, const QString &message) const
{
    if (offset < 0 || offset > syntax.source().size())
        addAt(rule, 0, 0, message);
    else
        addAt(rule, syntax.lineOf(offset), syntax.columnOf(offset), message);
}

void LintContext::addAt(const char *rule, int line, int column, const QString &message) const
{
    const LintRule *r = lintRule(QLatin1String(rule));
    Q_ASSERT(r);
    if (!r)
        return;
    out.append({QLatin1String(rule), r->severity, line, column, message,
        QString::fromUtf8(r->source), r->quickFix});
}

QString LintContext::pname() const
{
    const SetEntry *e = syntax.entry(QStringLiteral("pname"));
    if (!e || e->inherited)
        return {};
    const auto s = syntax.stringAt(e->valueStart);
    return s && !s->interpolated && !s->indented ? s->text : QString();
}

qsizetype LintContext::packageOffset() const
{
    if (syntax.builderOffset() >= 0)
        return syntax.builderOffset();
    return syntax.packageSet() ? syntax.packageSet()->first : -1;
}

bool LintContext::isMkDerivation() const
{
    return syntax.builder().endsWith(QLatin1String("mkDerivation"))
        && !syntax.builder().contains(QLatin1String("python"), Qt::CaseInsensitive);
}

bool LintContext::isPython() const
{
    return syntax.builder().endsWith(QLatin1String("buildPythonPackage"))
        || syntax.builder().endsWith(QLatin1String("buildPythonApplication"));
}

QList<LintFinding> lint(const QString &text, const LintOptions &options)
{
    const PackageSyntax syntax(text);
    QList<LintFinding> findings;
    const LintContext context{syntax, options, findings};
    checkPlacement(context);
    checkLayout(context);
    checkStructure(context);
    checkSources(context);
    checkMeta(context);
    checkPython(context);
    checkEvaluation(context);
    std::stable_sort(
        findings.begin(), findings.end(), [](const LintFinding &a, const LintFinding &b) {
            return std::pair(a.line, a.column) < std::pair(b.line, b.column);
        });
    return findings;
}

} // namespace packwright::nix
