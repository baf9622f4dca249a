// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/ExpressionBuffer.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>
#include <vector>

namespace packwright::tools {

namespace {

/// Translation context for the edit tools' messages.
struct ExpressionBufferTexts
{
    Q_DECLARE_TR_FUNCTIONS(ExpressionBufferTexts)
};

constexpr int contextLines = 2;
constexpr int summaryWidth = 60;

/// The lines of `text`; a final newline does not start another line.
QStringList splitLines(const QString &text)
{
    if (text.isEmpty())
        return {};
    QStringList lines = text.split(QLatin1Char('\n'));
    if (text.endsWith(QLatin1Char('\n')))
        lines.removeLast();
    return lines;
}

/// 1-based line number of character offset `offset`.
int lineOf(const QString &text, qsizetype offset)
{
    return int(QStringView(text).left(offset).count(QLatin1Char('\n'))) + 1;
}

/// `text` on one line, shortened to about `summaryWidth` characters, quoted.
QString shortQuote(const QString &text)
{
    QString flat = text.simplified();
    if (flat.size() > summaryWidth)
        flat = flat.left(summaryWidth - 1) + QChar(0x2026);
    return QLatin1Char('"') + flat + QLatin1Char('"');
}

/// Levenshtein distance, for finding the line the model probably meant.
int editDistance(QStringView a, QStringView b)
{
    std::vector<int> row(size_t(b.size()) + 1);
    for (size_t j = 0; j < row.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[size_t(j)];
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            row[size_t(j)] = std::min({above + 1, row[size_t(j - 1)] + 1, diagonal + cost});
            diagonal = above;
        }
    }
    return row.back();
}

/// 1-based number of the line of `lines` most similar to the first non-blank line of
/// `needle` (trimmed), or 0 when there is none.
int closestLine(const QStringList &lines, const QString &needle)
{
    QString first;
    for (const QString &line : splitLines(needle)) {
        if (!line.trimmed().isEmpty()) {
            first = line.trimmed();
            break;
        }
    }
    if (first.isEmpty())
        return 0;
    int best = 0;
    double bestScore = 2.0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString candidate = lines.at(i).trimmed();
        if (candidate.isEmpty())
            continue;
        const double score = double(editDistance(first, candidate))
            / double(std::max(first.size(), candidate.size()));
        if (score < bestScore) {
            bestScore = score;
            best = int(i) + 1;
        }
    }
    return best;
}

} // namespace

ExpressionBuffer::ExpressionBuffer(QString text)
    : m_text(std::move(text))
{}

int ExpressionBuffer::lineCount() const
{
    return int(splitLines(m_text).size());
}

QString ExpressionBuffer::numbered(int firstLine, int lastLine) const
{
    const QStringList lines = splitLines(m_text);
    firstLine = std::max(firstLine, 1);
    if (lastLine < 0 || lastLine > lines.size())
        lastLine = int(lines.size());
    QString out;
    for (int n = firstLine; n <= lastLine; ++n)
        out += QStringLiteral("%1| %2\n").arg(n, 4).arg(lines.at(n - 1));
    return out;
}

QString ExpressionBuffer::view(int firstLine, int lastLine) const
{
    const int count = lineCount();
    const int last = lastLine < 0 ? count : std::min(lastLine, count);
    if (firstLine < 1)
        firstLine = 1;
    if (count == 0 || firstLine > last)
        return ExpressionBufferTexts::tr("(no lines in this range; the expression has %n "
                                         "line(s))",
            nullptr, count);
    return numbered(firstLine, last);
}

Result<QString> ExpressionBuffer::strReplace(const QString &oldText, const QString &newText)
{
    if (oldText.isEmpty())
        return Error{ExpressionBufferTexts::tr("old_str is empty; give the exact text to "
                                               "replace (use insert to add lines)."),
            {}};
    if (oldText == newText)
        return Error{ExpressionBufferTexts::tr("old_str and new_str are the same; nothing "
                                               "would change."),
            {}};
    QList<qsizetype> offsets;
    for (qsizetype at = m_text.indexOf(oldText); at >= 0; at = m_text.indexOf(oldText, at + 1))
        offsets.append(at);
    if (offsets.isEmpty()) {
        const QStringList lines = splitLines(m_text);
        const int closest = closestLine(lines, oldText);
        if (closest == 0)
            return Error{
                ExpressionBufferTexts::tr("old_str occurs 0 times in the expression."), {}};
        return Error{ExpressionBufferTexts::tr("old_str occurs 0 times in the expression; the "
                                               "closest line is %1:\n%2Copy the text exactly, "
                                               "including whitespace.")
                         .arg(closest)
                         .arg(numbered(closest, closest)),
            {}};
    }
    if (offsets.size() > 1) {
        QStringList where;
        for (const qsizetype at : std::as_const(offsets))
            where.append(QString::number(lineOf(m_text, at)));
        return Error{ExpressionBufferTexts::tr("old_str occurs %1 times in the expression (at "
                                               "lines %2); include more surrounding text so "
                                               "that it occurs exactly once.")
                         .arg(offsets.size())
                         .arg(where.join(QStringLiteral(", "))),
            {}};
    }
    const qsizetype at = offsets.first();
    const int firstLine = lineOf(m_text, at);
    const int oldLast
        = lineOf(m_text, at + oldText.size() - (oldText.endsWith(QLatin1Char('\n')) ? 1 : 0));
    m_text.replace(at, oldText.size(), newText);
    const qsizetype newEnd = at + newText.size() - (newText.endsWith(QLatin1Char('\n')) ? 1 : 0);
    const int newLast = std::max(firstLine, lineOf(m_text, std::max(at, newEnd)));
    m_summaries.append(QStringLiteral("str_replace lines %1-%2: %3 -> %4")
                           .arg(firstLine)
                           .arg(oldLast)
                           .arg(shortQuote(oldText), shortQuote(newText)));
    return ExpressionBufferTexts::tr("Replaced. Lines %1-%2 now read:\n%3")
        .arg(std::max(1, firstLine - contextLines))
        .arg(std::min(lineCount(), newLast + contextLines))
        .arg(numbered(firstLine - contextLines, newLast + contextLines));
}

Result<QString> ExpressionBuffer::insert(int afterLine, const QString &text)
{
    if (text.isEmpty())
        return Error{ExpressionBufferTexts::tr("text is empty; nothing to insert."), {}};
    QStringList lines = splitLines(m_text);
    if (afterLine < 0 || afterLine > lines.size())
        return Error{ExpressionBufferTexts::tr("after_line %1 is out of range: use 0 (top) to "
                                               "%2 (end).")
                         .arg(afterLine)
                         .arg(lines.size()),
            {}};
    const QStringList inserted
        = splitLines(text.endsWith(QLatin1Char('\n')) ? text : text + QLatin1Char('\n'));
    for (qsizetype i = 0; i < inserted.size(); ++i)
        lines.insert(afterLine + i, inserted.at(i));
    const bool finalNewline = m_text.isEmpty() || m_text.endsWith(QLatin1Char('\n'));
    m_text = lines.join(QLatin1Char('\n'));
    if (finalNewline)
        m_text += QLatin1Char('\n');
    const int first = afterLine + 1;
    const int last = afterLine + int(inserted.size());
    m_summaries.append(
        QStringLiteral("insert after line %1: %2").arg(afterLine).arg(shortQuote(text)));
    return ExpressionBufferTexts::tr("Inserted as lines %1-%2:\n%3")
        .arg(first)
        .arg(last)
        .arg(numbered(first - contextLines, last + contextLines));
}

} // namespace packwright::tools
