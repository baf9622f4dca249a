// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The layout fixes of RFC 166's format (LintFixParts.h): blank lines, trailing whitespace
// and tabs, each left alone inside indented strings, whose content is the program's.

#include "nix/LintFixParts.h"
#include "nix/NixCodeMask.h"

#include <QStringList>

namespace packwright::nix::lintfix {

namespace {

/// The lines of `text` with whether each starts inside a string (its content, kept as is).
struct Lines
{
    QStringList text;
    QList<bool> inString;     ///< the line starts inside an indented string
    QList<bool> endsInString; ///< its last character is part of a string
};

Lines linesOf(const QString &text)
{
    const QByteArray classes = nixCharacterClasses(text);
    Lines lines;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = text.size();
        lines.text << text.mid(start, end - start);
        lines.inString << (start > 0 && classes.at(start - 1) == '"');
        lines.endsInString << (end > start && classes.at(end - 1) == '"');
        if (end == text.size())
            break;
        start = end + 1;
    }
    return lines;
}

} // namespace

Fixed fixBlankLines(const QString &text)
{
    const Lines lines = linesOf(text);
    QStringList out;
    const auto blank = [](const QString &l) { return l.trimmed().isEmpty(); };
    for (qsizetype i = 0; i < lines.text.size(); ++i) {
        const QString &line = lines.text.at(i);
        if (i > 0 && blank(line) && blank(lines.text.at(i - 1)) && !lines.inString.at(i)
            && !lines.inString.at(i - 1) && i + 1 < lines.text.size())
            continue;
        out << line;
    }
    // The file ends right after its last line of code.
    while (out.size() >= 3 && out.last().isEmpty() && blank(out.at(out.size() - 2))
        && !blank(out.at(out.size() - 3)))
        out.removeAt(out.size() - 2);
    return std::pair(out.join(u'\n'),
        LintFixTexts::tr("Remove runs of blank lines (PW-RFC166-blank-lines: nixfmt keeps at "
                         "most one)"));
}

Fixed fixTrailingWhitespace(const QString &text)
{
    const Lines lines = linesOf(text);
    QStringList out;
    for (qsizetype i = 0; i < lines.text.size(); ++i) {
        QString line = lines.text.at(i);
        const bool blank = line.trimmed().isEmpty();
        if ((blank && !lines.inString.at(i)) || (!blank && !lines.endsInString.at(i))) {
            while (!line.isEmpty() && line.back().isSpace() && line.back() != u'\r')
                line.chop(1);
        }
        out << line;
    }
    return std::pair(out.join(u'\n'),
        LintFixTexts::tr("Remove white space at the ends of lines "
                         "(PW-RFC166-trailing-whitespace: nixfmt removes it)"));
}

Fixed fixTabs(const QString &text)
{
    const QByteArray classes = nixCharacterClasses(text);
    QString out;
    out.reserve(text.size());
    bool indentation = true; ///< at the start of a line, before any other character
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == u'\n')
            indentation = true;
        else if (c != u' ' && c != u'\t')
            indentation = false;
        if (c == u'\t' && classes.at(i) == 'c')
            out += indentation ? QStringLiteral("  ") : QStringLiteral(" ");
        else
            out += c;
    }
    return std::pair(
        out, LintFixTexts::tr("Indent with spaces, not tabs (PW-RFC166-tabs: nixfmt's layout)"));
}

} // namespace packwright::nix::lintfix
