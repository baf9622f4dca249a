#pragma once

#include <QString>

namespace packwright::workspace {

/// A unified diff of two texts of one file (libgit2's git_diff_buffers: `git diff` format,
/// 3 lines of context, "--- a/PATH" / "+++ b/PATH" headers). Empty when the texts are the same.
QString unifiedDiff(const QString &before, const QString &after,
    const QString &path = QStringLiteral("package.nix"));

/// The lines a unified diff adds and removes ("+…" / "-…"), without headers and context:
/// the compact form of a change in a do-not-repeat rule.
QString changedLines(const QString &diff);

} // namespace packwright::workspace
