// The loop's lint step (issue 17 item 2): every package that builds is checked against the
// nixpkgs rules `packwright lint` knows; what it finds is evidence for the next step (the
// Findings slot) and, for the final package, part of the report.
#include "loop/PackagingLoop.h"
#include "nix/NixpkgsLint.h"
#include "tools/BuilderTemplates.h"

#include <QCoreApplication>
#include <QDir>

namespace packwright::loop {

namespace {
struct LintStepTexts
{
    Q_DECLARE_TR_FUNCTIONS(LintStepTexts)
};
} // namespace

void PackagingLoop::lintBuilt(const AttemptState &state)
{
    nix::LintOptions options;
    if (!state.outcome.outPaths.isEmpty()) {
        const QDir bin(state.outcome.outPaths.constFirst() + QStringLiteral("/bin"));
        options.installedPrograms = bin.exists()
            ? bin.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name)
            : QStringList{};
    }
    // The text the report shows (empty input lists dropped), as the maintainer will submit it.
    const QList<nix::LintFinding> findings
        = nix::lint(tools::dropEmptyInputLists(state.expression), options);
    m_lint.insert(state.number, findings);
    if (findings.isEmpty()) {
        m_evidence.setLintFindings(
            LintStepTexts::tr("nixpkgs lint of attempt %1 (it builds): no findings.")
                .arg(state.number));
        return;
    }
    int ci = 0;
    QStringList lines{LintStepTexts::tr("nixpkgs lint of attempt %1 (it builds): what nixpkgs "
                                        "CI (ci) or a reviewer (review) would reject:")
                          .arg(state.number)};
    for (const nix::LintFinding &f : findings) {
        if (f.severity == nix::LintSeverity::Ci)
            ++ci;
        const QString where = f.line > 0 ? LintStepTexts::tr("line %1: ").arg(f.line) : QString();
        lines << QStringLiteral("- %1%2 (%3): %4")
                     .arg(where, f.rule, nix::lintSeverityName(f.severity), f.message);
    }
    m_evidence.setLintFindings(lines.join(QLatin1Char('\n')));
    stage(LintStepTexts::tr("Lint of attempt %1: %2 findings, %3 of them fail nixpkgs CI")
              .arg(state.number)
              .arg(findings.size())
              .arg(ci));
}

} // namespace packwright::loop
