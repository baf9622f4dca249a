// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QString>
#include <QStringList>

namespace packwright::tools {

/// The package expression (package.nix) being edited in memory during one fix step, with
/// the localized edit tools of Vibenix §4.1.7 (1. "Edit tools": view, str_replace, insert)
/// so that the model never rewrites the whole file (and its hashes). Each applied edit adds
/// a one-line summary, the diff-style record EvidenT §4.3.2 keeps for the History slot.
/// Lines are numbered from 1; a final newline does not start another line.
class ExpressionBuffer
{
public:
    explicit ExpressionBuffer(QString text);

    QString text() const { return m_text; }
    /// True once an edit has been applied (even if a later edit restored the text).
    bool modified() const { return !m_summaries.isEmpty(); }
    /// One line per applied edit, in order, e.g.
    /// `str_replace lines 12-12: "buildInputs = [ ];" -> "buildInputs = [ zlib ];"`.
    QStringList editSummaries() const { return m_summaries; }
    int lineCount() const;

    /// Lines firstLine..lastLine (lastLine -1: to the end), each as "%4d| text"; an empty
    /// range gives a sentence saying how many lines there are.
    QString view(int firstLine = 1, int lastLine = -1) const;

    /// Replaces the one occurrence of `oldText` by `newText`. Errors: `oldText` is empty,
    /// equals `newText`, does not occur (the error names the line closest to its first line),
    /// or occurs N > 1 times (the error lists the lines). On success: a confirmation with the
    /// edited region and two lines around it, numbered.
    Result<QString> strReplace(const QString &oldText, const QString &newText);

    /// Inserts `text` (one or more lines) after line `afterLine` (0: at the top; lineCount():
    /// at the end). Errors: `text` empty, `afterLine` out of range. On success: a
    /// confirmation with the inserted lines and two lines around them, numbered.
    Result<QString> insert(int afterLine, const QString &text);

private:
    QString numbered(int firstLine, int lastLine) const;
    QString m_text;
    QStringList m_summaries;
};

} // namespace packwright::tools
