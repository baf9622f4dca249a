// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The parts of fixLintFindings (LintFixes.h) kept in their own files: the layout fixes
// (LintLayoutFixes.cpp) and `meta = with lib;` (LintMetaFix.cpp). Internal to nix/.

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <utility>

namespace packwright::nix::lintfix {

/// Translation context of every lint fix's reason.
struct LintFixTexts
{
    Q_DECLARE_TR_FUNCTIONS(LintFixTexts)
};

/// A fix: the new text and its reason, or nullopt when the rule's fix is not mechanical here.
/// A text equal to the input is no fix: fixLintFindings() drops it.
using Fixed = std::optional<std::pair<QString, QString>>;

/// PW-meta-with-lib: `meta = with lib; { … }` without the `with`, `lib.` before lib's sets;
/// nullopt when another free name would need the scope.
Fixed fixMetaWithLib(const QString &text);
/// PW-RFC166-blank-lines: runs of blank lines outside strings become one.
Fixed fixBlankLines(const QString &text);
/// PW-RFC166-trailing-whitespace, outside indented strings.
Fixed fixTrailingWhitespace(const QString &text);
/// PW-RFC166-tabs: indentation tabs become spaces, outside indented strings.
Fixed fixTabs(const QString &text);

} // namespace packwright::nix::lintfix
