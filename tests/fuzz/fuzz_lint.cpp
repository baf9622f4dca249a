// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer target: the nixpkgs conformance check (nix::lint) on arbitrary text, as a
// package.nix and as one placed in pkgs/by-name: it must return, and every finding must name
// a rule of the catalogue, a line inside the text and a sentence. The mechanical fixes of the
// findings (nix::fixLintFindings) must return too.

#include "nix/LintFixes.h"
#include "nix/LintRules.h"
#include "nix/NixpkgsLint.h"

#include <cstdint>

using namespace packwright::nix;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype lines = text.count(QLatin1Char('\n')) + 1;
    LintOptions placed;
    placed.nixpkgsPath = QStringLiteral("pkgs/by-name/fu/fuzz/package.nix");
    placed.installedPrograms = QStringList{QStringLiteral("fuzz")};
    for (const LintOptions &options : {LintOptions{}, placed}) {
        const QList<LintFinding> findings = lint(text, options);
        for (const LintFinding &finding : findings) {
            if (finding.rule.isEmpty() || finding.message.isEmpty() || finding.line < 0
                || finding.line > lines)
                __builtin_trap();
        }
        fixLintFindings(text, findings);
    }
    return 0;
}
