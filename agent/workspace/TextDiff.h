// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace packwright::workspace {

/// A unified diff of two texts of one file (libgit2's git_diff_buffers: `git diff` format,
/// 3 lines of context, "--- a/PATH" / "+++ b/PATH" headers). Empty when the texts are the same.
QString unifiedDiff(const QString &before, const QString &after,
    const QString &path = QStringLiteral("package.nix"));

/// The lines a unified diff adds and removes ("+…" / "-…"), without headers and context:
/// the compact form of a change in a do-not-repeat rule.
QString changedLines(const QString &diff);

/// One change between two texts, line by line and without context: `removedCount` lines of
/// the old text from `oldStart` were replaced by `addedCount` lines of the new text from
/// `newStart` (all 1-based). A pure insertion has removedCount 0 and `oldStart` is the old
/// line it follows; a pure deletion has addedCount 0 and `newStart` is the new line the
/// deleted lines followed (0 = before the first line), as in a unified diff's `@@` header.
struct LineHunk
{
    int oldStart = 0;
    int removedCount = 0;
    int newStart = 0;
    int addedCount = 0;
    QStringList removed; ///< the old lines, without their newlines
};

/// The line-level changes turning `before` into `after` (libgit2's git_diff_buffers with no
/// context lines: Myers' diff as in `git diff -U0`), in order. Texts are compared as lists of
/// lines, so a missing final newline is no change. Empty when the lines are the same.
QList<LineHunk> lineHunks(const QString &before, const QString &after);

} // namespace packwright::workspace
