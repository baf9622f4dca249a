// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The layout nixfmt (RFC 166) prints, checked without nixfmt: nixpkgs' treefmt CI job fails on
// any file nixfmt would change. Only what can be told for certain from the text: the function
// head (nixfmt src/Nixfmt/Pretty.hs, canFlattenAttrs), lists (always expanded from two items),
// blank lines, tabs and trailing white space.

#include "nix/LintChecks.h"
#include "nix/NixSets.h"

namespace packwright::nix {

namespace {

/// At most this many findings of one layout rule; then one that counts the rest.
constexpr int maxPerRule = 20;

class RuleBudget
{
public:
    RuleBudget(const LintContext &c, const char *rule)
        : m_c(c)
        , m_rule(rule)
    {}
    ~RuleBudget()
    {
        if (m_count > maxPerRule)
            m_c.addAt(m_rule, m_lastLine, 0,
                LintTexts::tr(
                    "%n more line(s) like the ones above.", nullptr, m_count - maxPerRule));
    }
    RuleBudget(const RuleBudget &) = delete;
    RuleBudget &operator=(const RuleBudget &) = delete;

    void add(int line, int column, const QString &message)
    {
        if (++m_count <= maxPerRule)
            m_c.addAt(m_rule, line, column, message);
        m_lastLine = line;
    }

private:
    const LintContext &m_c;
    const char *m_rule;
    int m_count = 0;
    int m_lastLine = 0;
};

struct Argument
{
    qsizetype start = -1;
    QString text;
};

void checkArguments(const LintContext &c)
{
    const auto &formals = c.syntax.formals();
    if (!formals)
        return;
    const QString &code = c.syntax.code();
    QList<Argument> items;
    bool trailingComma = false; // after the last argument
    int depth = 0;
    qsizetype start = formals->open + 1;
    for (qsizetype i = formals->open + 1; i <= formals->close; ++i) {
        const QChar ch = code.at(i);
        if (i < formals->close && isOpening(ch)) {
            ++depth;
        } else if (i < formals->close && isClosing(ch)) {
            --depth;
        } else if (depth == 0 && (ch == u',' || i == formals->close)) {
            const qsizetype first = skipSpace(code, start);
            if (first < i) {
                items.append({first, c.syntax.source().mid(first, i - first).trimmed()});
                trailingComma = ch == u',';
            }
            start = i + 1;
        }
    }
    if (items.isEmpty())
        return;
    int attributes = 0;
    bool defaults = false;
    for (const Argument &a : items) {
        if (a.text != QLatin1String("...")) {
            ++attributes;
            defaults = defaults || a.text.contains(u'?');
        }
    }
    const int openLine = c.syntax.lineOf(formals->open);
    const int closeLine = c.syntax.lineOf(formals->close);
    if (openLine == closeLine) {
        const bool comments = c.syntax.lineHasComment(openLine);
        if (attributes > 2 || defaults || comments || c.syntax.lineText(openLine).size() > 100)
            c.add("PW-RFC166-arguments", formals->open,
                LintTexts::tr("The function head has %n argument(s) on one line: nixfmt writes "
                              "one per line, each followed by a comma, when there are more than "
                              "two or any has a default.",
                    nullptr, attributes));
        return;
    }
    QList<int> lines{openLine};
    for (const Argument &a : items) {
        const int line = c.syntax.lineOf(a.start);
        if (lines.contains(line)) {
            c.add("PW-RFC166-arguments", a.start,
                LintTexts::tr("\"%1\" shares a line with another argument or the opening brace: "
                              "nixfmt writes each argument on its own line.")
                    .arg(a.text.section(u'?', 0, 0).trimmed()));
            return;
        }
        lines.append(line);
    }
    if (lines.contains(closeLine)) {
        c.add("PW-RFC166-arguments", formals->close,
            LintTexts::tr("The closing brace of the function head shares a line with an "
                          "argument: nixfmt puts it on a line of its own."));
        return;
    }
    if (items.last().text != QLatin1String("...") && !trailingComma)
        c.add("PW-RFC166-arguments", items.last().start,
            LintTexts::tr("The last argument \"%1\" has no trailing comma: nixfmt ends every "
                          "argument of a multi-line head with one.")
                .arg(items.last().text.section(u'?', 0, 0).trimmed()));
}

void checkLists(const LintContext &c)
{
    const QString &code = c.syntax.code();
    RuleBudget budget(c, "PW-RFC166-lists");
    for (qsizetype i = 0; i < code.size(); ++i) {
        if (code.at(i) != u'[')
            continue;
        const qsizetype close = matching(code, i);
        if (close < 0)
            continue;
        const auto elements = c.syntax.listElements(i, close);
        for (qsizetype k = 1; k < elements.size(); ++k) {
            const int previous = c.syntax.lineOf(elements.at(k - 1).second - 1);
            const int line = c.syntax.lineOf(elements.at(k).first);
            if (previous == line) {
                budget.add(line, c.syntax.columnOf(elements.at(k).first),
                    LintTexts::tr("A list of %n elements with two on one line: nixfmt puts each "
                                  "element of a list of two or more on its own line.",
                        nullptr, int(elements.size())));
                break;
            }
        }
    }
}

bool isBlank(QStringView line)
{
    return line.trimmed().isEmpty();
}

void checkLines(const LintContext &c)
{
    const PackageSyntax &s = c.syntax;
    const QByteArray &classes = s.classes();
    // A line that starts inside an indented string is the string's content, which nixfmt
    // keeps as it is (blank lines and trailing spaces included).
    const auto inString
        = [&](int line) { return line > 1 && classes.at(s.lineStart(line) - 1) == '"'; };
    {
        RuleBudget budget(c, "PW-RFC166-blank-lines");
        const int end = s.lineCount(); // the text after the last newline, usually empty
        for (int line = 2; line < end; ++line) {
            if (isBlank(s.lineText(line)) && isBlank(s.lineText(line - 1)) && !inString(line)
                && !inString(line - 1))
                budget.add(line, 0,
                    LintTexts::tr("A second blank line in a row: nixfmt keeps at most one."));
        }
        if (end > 2 && s.lineText(end).isEmpty() && isBlank(s.lineText(end - 1))
            && !isBlank(s.lineText(end - 2)) && !inString(end - 1))
            budget.add(end - 1, 0,
                LintTexts::tr("The file ends with a blank line: nixfmt ends it right after the "
                              "last line of code."));
    }
    RuleBudget tabs(c, "PW-RFC166-tabs");
    RuleBudget trailing(c, "PW-RFC166-trailing-whitespace");
    for (int line = 1; line <= s.lineCount(); ++line) {
        const QStringView text = s.lineText(line);
        const qsizetype start = s.lineStart(line);
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text.at(i) == u'\t' && classes.at(start + i) == 'c') {
                tabs.add(line, int(i) + 1,
                    LintTexts::tr("A tab character: nixfmt indents with spaces (two per "
                                  "level)."));
                break;
            }
        }
        if (text.isEmpty() || !text.back().isSpace() || text.back() == u'\r')
            continue;
        if (isBlank(text) ? !inString(line) : classes.at(start + text.size() - 1) != '"')
            trailing.add(line, int(text.size()),
                LintTexts::tr("White space at the end of the line: nixfmt removes it."));
    }
}

} // namespace

void checkLayout(const LintContext &context)
{
    checkArguments(context);
    checkLists(context);
    checkLines(context);
}

} // namespace packwright::nix
