// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtGlobal>

#include <set>
#include <vector>

namespace packwright::models {

/// Which lines of a log a view shows when phase sections are folded: maps the view's rows
/// to the log's lines and back. A section runs from its header line to the line before the
/// next header (the last one to the end of the log, however far it grows); a folded
/// section shows its header row only. Lines before the first header never fold.
/// Costs O(folded sections) per mapping; no per-line memory.
class LogFolding
{
public:
    /// The sections' header lines, 0-based, ascending. Folded headers no longer listed
    /// are unfolded.
    void setHeaders(std::vector<qint64> headers);
    void setLineCount(qint64 lines) { m_lines = lines; }
    /// Unfolds everything and forgets the headers.
    void clear();

    const std::vector<qint64> &headers() const { return m_headers; }
    /// Index into headers() of the section holding `line`, or -1 (before the first header).
    int sectionOf(qint64 line) const;
    bool isHeader(qint64 line) const;
    /// One past the last line of section `section`.
    qint64 sectionEnd(int section) const;

    /// Folds or unfolds the section whose header is `headerLine`; false when no section
    /// starts there.
    bool setFolded(qint64 headerLine, bool folded);
    bool isFolded(qint64 headerLine) const { return m_folded.count(headerLine) > 0; }
    /// Lines hidden under the folded header `headerLine` (0 when it is not folded).
    qint64 hiddenUnder(qint64 headerLine) const;

    /// Rows a view shows.
    qint64 rowCount() const;
    /// The line shown in `row`, `row` in [0, rowCount()).
    qint64 lineForRow(qint64 row) const;
    /// The row showing `line`; a hidden line maps to its section's header row.
    qint64 rowForLine(qint64 line) const;
    /// Whether `line` is folded away.
    bool isHidden(qint64 line) const;

private:
    std::vector<qint64> m_headers;
    std::set<qint64> m_folded; ///< header lines of folded sections
    qint64 m_lines = 0;
};

} // namespace packwright::models
