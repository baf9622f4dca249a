// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules only Nix can answer, from a PackageEvaluation: the package evaluates, without
// warnings and aliases, and with strictDeps and __structuredAttrs as nixpkgs-vet reads them.

#include "nix/LintChecks.h"

namespace packwright::nix {

namespace {

qsizetype bindingOrPackage(const LintContext &c, const QString &name)
{
    const SetEntry *e = c.syntax.entry(name);
    return e ? e->nameOffset : c.packageOffset();
}

} // namespace

void checkEvaluation(const LintContext &c)
{
    if (!c.options.evaluation)
        return;
    const PackageEvaluation &e = *c.options.evaluation;
    if (!e.error.isEmpty()) {
        const QString message = LintTexts::tr("The package does not evaluate: %1").arg(e.error);
        if (e.errorLine > 0)
            c.addAt("PW-eval-error", e.errorLine, 0, message);
        else
            c.add("PW-eval-error", c.packageOffset(), message);
        return;
    }
    if (e.needsAliases)
        c.add("PW-alias", c.packageOffset(),
            LintTexts::tr("The package evaluates only with aliases, which nixpkgs' CI turns off: "
                          "use the current name (%1).")
                .arg(e.aliasError));
    if (!e.strictDeps)
        c.add("NPV-164", bindingOrPackage(c, QStringLiteral("strictDeps")),
            LintTexts::tr("The package evaluates with strictDeps = false: nixpkgs-vet fails a new "
                          "package unless it is true; set strictDeps = true;."));
    if (!e.structuredAttrs)
        c.add("NPV-166", bindingOrPackage(c, QStringLiteral("__structuredAttrs")),
            LintTexts::tr("The package evaluates with __structuredAttrs = false: nixpkgs-vet fails "
                          "a new package unless it is true; set __structuredAttrs = true;."));
    QStringList seen;
    for (const QString &warning : e.warnings) {
        if (seen.contains(warning))
            continue;
        seen << warning;
        c.add("PW-eval-warning", c.packageOffset(),
            LintTexts::tr("Evaluation prints a warning, which fails nixpkgs' CI eval: %1")
                .arg(warning));
    }
}

} // namespace packwright::nix
