// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/ReadmeExcerpt.h"

#include <QList>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace packwright::tools {

namespace {

/// Readme lines longer than this are cut (a minified badge row, a pasted log).
constexpr qsizetype maxLineChars = 240;
/// The opening paragraph's lines at most: of a README with headings, of one without.
constexpr qsizetype introLines = 8;
constexpr qsizetype plainIntroLines = 12;

QLatin1String plural(qsizetype n)
{
    return n == 1 ? QLatin1String() : QLatin1String("s");
}

enum class Relevance
{
    Intro,
    Packaging,
    Neutral,
    Excluded
};

struct Section
{
    QString title;     ///< empty for the text before the first heading
    int level = 0;     ///< 1 = top; 0 for the preamble
    QStringList lines; ///< body, heading excluded
    Relevance relevance = Relevance::Neutral;
};

bool isUnderline(QStringView line)
{
    const QStringView t = line.trimmed();
    if (t.size() < 3)
        return false;
    static const QString marks = QStringLiteral("=-~^*+#`:.'\"_");
    if (!marks.contains(t.front()))
        return false;
    return std::all_of(t.begin(), t.end(), [&t](QChar c) { return c == t.front(); });
}

bool isDecoration(QStringView line)
{
    const QStringView t = line.trimmed();
    return t.startsWith(u"[![") || t.startsWith(u"![") || t.startsWith(u"<img")
        || t.startsWith(u"<picture") || t.startsWith(u"<source") || t.startsWith(u"</")
        || t.startsWith(u"<!--") || t.startsWith(u"<p align") || t.startsWith(u"<div align")
        || t.startsWith(u"<a href") || t.startsWith(u"<br") || t.startsWith(u".. image::")
        || t.startsWith(u".. figure::") || t.startsWith(u".. |") || t.startsWith(u":target:")
        || t.startsWith(u":alt:");
}

Relevance relevanceOf(const QString &title)
{
    static const QRegularExpression excluded(
        QStringLiteral("credit|thank|author|contribut|licen[cs]e|copying|copyright|changelog|"
                       "change ?log|history|news|release notes|sponsor|donat|funding|contact|"
                       "acknowledg|maintainer|conduct|security|communit|citation|\\bcite\\b|"
                       "badge|support|faq|bug|mailing|\\bteam\\b|backers|roadmap|screenshot|"
                       "table of contents|^contents$|^toc$|similar projects|alternatives|"
                       "related projects|see also|links"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression packaging(
        QStringLiteral("build|install|compil|depend|requir|prerequisit|getting started|"
                       "quick ?start|set ?up|configur|packag|test|usage|how to use|running|"
                       "options|platforms|portab|porting|develop|hacking"),
        QRegularExpression::CaseInsensitiveOption);
    if (packaging.match(title).hasMatch())
        return Relevance::Packaging;
    if (excluded.match(title).hasMatch())
        return Relevance::Excluded;
    return Relevance::Neutral;
}

bool isFence(QStringView line)
{
    const QStringView t = line.trimmed();
    return t.startsWith(u"```") || t.startsWith(u"~~~");
}

QList<Section> splitSections(const QStringList &lines)
{
    static const QRegularExpression atx(QStringLiteral("^ {0,3}(#{1,6})\\s+(.*?)[\\s#]*$"));
    static const QRegularExpression asciidoc(QStringLiteral("^(={1,6})\\s+(\\S.*)$"));
    QList<Section> sections{Section{}};
    QList<QChar> underlineOrder; // rst: the order marks appear in gives the level
    auto open = [&sections](const QString &title, int level) {
        sections.append(Section{title.trimmed(), level, {}, Relevance::Neutral});
    };
    bool inFence = false; // a fenced code block: its "# comment" lines are no headings
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (isFence(line))
            inFence = !inFence;
        if (inFence || isFence(line)) {
            sections.last().lines.append(line);
            continue;
        }
        QRegularExpressionMatch m = atx.match(line);
        if (!m.hasMatch())
            m = asciidoc.match(line);
        if (m.hasMatch() && !m.captured(2).isEmpty()) {
            open(m.captured(2), int(m.captured(1).size()));
            continue;
        }
        // reStructuredText with an overline: "====" / "Title" / "====".
        if (isUnderline(line) && i + 2 < lines.size() && !lines[i + 1].trimmed().isEmpty()
            && isUnderline(lines[i + 2]) && lines[i + 2].trimmed() == line.trimmed()) {
            const QChar mark = line.trimmed().front();
            if (!underlineOrder.contains(mark))
                underlineOrder.append(mark);
            open(lines[i + 1], int(underlineOrder.indexOf(mark)) + 1);
            i += 2;
            continue;
        }
        // Setext / reStructuredText: a text line underlined at least half its length.
        const QString text = line.trimmed();
        if (!text.isEmpty() && !isUnderline(line) && i + 1 < lines.size()
            && isUnderline(lines[i + 1]) && lines[i + 1].trimmed().size() * 2 >= text.size()
            && (i == 0 || lines[i - 1].trimmed().isEmpty() || isUnderline(lines[i - 1]))) {
            const QChar mark = lines[i + 1].trimmed().front();
            if (!underlineOrder.contains(mark))
                underlineOrder.append(mark);
            open(text, int(underlineOrder.indexOf(mark)) + 1);
            ++i;
            continue;
        }
        sections.last().lines.append(line);
    }
    return sections;
}

/// Drops decoration, cuts long lines, folds blank runs and trims blank ends.
QStringList tidy(const QStringList &lines)
{
    QStringList out;
    for (const QString &line : lines) {
        if (isDecoration(line))
            continue;
        if (line.trimmed().isEmpty()) {
            if (!out.isEmpty() && !out.last().isEmpty())
                out.append(QString());
            continue;
        }
        out.append(line.size() > maxLineChars ? line.left(maxLineChars - 1) + QChar(0x2026) : line);
    }
    while (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out;
}

QList<QStringList> paragraphs(const QStringList &lines)
{
    QList<QStringList> out{{}};
    for (const QString &line : lines) {
        if (line.isEmpty()) {
            if (!out.last().isEmpty())
                out.append(QStringList());
        } else {
            out.last().append(line);
        }
    }
    if (out.last().isEmpty())
        out.removeLast();
    return out;
}

/// A credit list: most lines carry an e-mail address or a "Name <…>" / "- Name" entry.
bool isCreditParagraph(const QStringList &paragraph)
{
    static const QRegularExpression credit(
        QStringLiteral("@|<[^>]+>|\\bthanks?\\b|\\bcredits?\\b|\\bcontributed\\b|\\bpatch(es)? "
                       "(from|by)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    const auto hits = std::count_if(paragraph.cbegin(), paragraph.cend(),
        [](const QString &l) { return credit.match(l).hasMatch(); });
    return hits > 0 && hits * 2 >= paragraph.size();
}

bool namesABuildStep(const QStringList &paragraph)
{
    static const QRegularExpression step(
        QStringLiteral("\\./configure|\\bmake\\b|\\bcmake\\b|\\bmeson\\b|\\bninja\\b|autogen|"
                       "autoreconf|pip install|cargo (build|install)|go (build|install)|"
                       "npm (install|run)|\\brequires?\\b|\\bdepend|prerequisit|\\binstall|"
                       "\\bcompil|\\bbuild"),
        QRegularExpression::CaseInsensitiveOption);
    return std::any_of(paragraph.cbegin(), paragraph.cend(),
        [](const QString &l) { return step.match(l).hasMatch(); });
}

/// The largest per-part cap c with Σ min(size_i, c) ≤ budget (water filling): short parts
/// are kept whole, long ones share what remains evenly.
qsizetype fairCap(const QList<qsizetype> &sizes, qsizetype budget)
{
    qsizetype cap = 0;
    const qsizetype largest = sizes.isEmpty() ? 0 : *std::max_element(sizes.begin(), sizes.end());
    while (cap < largest) {
        qsizetype used = 0;
        for (qsizetype s : sizes)
            used += std::min(s, cap + 1);
        if (used > budget)
            break;
        ++cap;
    }
    return cap;
}

/// The first `cap` lines of `lines`; a cut ends with "…" and closes a code fence it left open.
QStringList clip(const QStringList &lines, qsizetype cap)
{
    if (lines.size() <= cap)
        return lines;
    if (cap <= 1)
        return {QStringLiteral("…")};
    QStringList out = lines.mid(0, cap - 1);
    out.append(QStringLiteral("…"));
    if (std::count_if(out.cbegin(), out.cend(), [](const QString &l) { return isFence(l); }) % 2)
        out.append(QStringLiteral("```"));
    return out;
}

QString leftOutLine(const QStringList &names)
{
    if (names.isEmpty())
        return {};
    QString list = names.mid(0, 8).join(QStringLiteral(", "));
    if (names.size() > 8)
        list += QStringLiteral(" and %1 more").arg(names.size() - 8);
    return QStringLiteral("[left out: %1]").arg(list);
}

/// A paragraph that opens a credit list ("Thanks go out to the following people …:").
bool opensCredits(const QStringList &paragraph)
{
    static const QRegularExpression thanks(
        QStringLiteral("\\b(thank|credit|contributor|acknowledg|authors?\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression list(
        QStringLiteral("following|below|:\\W*$"), QRegularExpression::CaseInsensitiveOption);
    const QString text = paragraph.join(QLatin1Char(' '));
    return thanks.match(text).hasMatch() && list.match(text).hasMatch();
}

QString byParagraph(const QStringList &lines, int lineLimit)
{
    const QList<QStringList> parts = paragraphs(tidy(lines));
    QList<Relevance> kinds;
    bool inCredits = false;
    for (const QStringList &part : parts) {
        if (inCredits || isCreditParagraph(part) || opensCredits(part)) {
            inCredits = inCredits || opensCredits(part);
            kinds.append(Relevance::Excluded);
        } else if (!kinds.contains(Relevance::Intro)) {
            kinds.append(Relevance::Intro);
        } else {
            kinds.append(namesABuildStep(part) ? Relevance::Packaging : Relevance::Neutral);
        }
    }
    const qsizetype credits = kinds.count(Relevance::Excluded);
    qsizetype budget = lineLimit - (credits > 0 ? 1 : 0);
    QList<qsizetype> caps(parts.size(), 0);
    QList<qsizetype> sizes;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (kinds[i] == Relevance::Intro) {
            caps[i] = std::min(parts[i].size(), plainIntroLines);
            budget -= caps[i];
        } else if (kinds[i] == Relevance::Packaging) {
            sizes.append(parts[i].size());
            budget -= 1; // the blank line before it
        }
    }
    const qsizetype cap = fairCap(sizes, std::max<qsizetype>(budget, 0));
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (kinds[i] == Relevance::Packaging) {
            caps[i] = cap;
            budget -= std::min(parts[i].size(), cap);
        }
    }
    qsizetype others = 0;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (kinds[i] != Relevance::Neutral)
            continue;
        if (parts[i].size() + 1 <= budget) {
            caps[i] = parts[i].size();
            budget -= parts[i].size() + 1;
        } else {
            ++others;
        }
    }
    QStringList out;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (caps[i] == 0)
            continue;
        if (!out.isEmpty())
            out.append(QString());
        out += clip(parts[i], caps[i]);
    }
    QStringList names;
    if (credits > 0)
        names << QStringLiteral("%1 credit paragraph%2").arg(credits).arg(plural(credits));
    if (others > 0)
        names << QStringLiteral("%1 other paragraph%2").arg(others).arg(plural(others));
    if (const QString line = leftOutLine(names); !line.isEmpty())
        out.append(line);
    while (out.size() > lineLimit)
        out.removeLast();
    return out.join(QLatin1Char('\n'));
}

} // namespace

QString readmeExcerpt(const QString &text, int lineLimit)
{
    if (lineLimit <= 0)
        return {};
    QString normalised = text;
    normalised.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    const QStringList lines = normalised.split(QLatin1Char('\n'));
    QList<Section> sections = splitSections(lines);
    if (sections.size() == 1)
        return byParagraph(lines, lineLimit);

    // The opening paragraph: the preamble's, and the first section's when it is the
    // document's title (the only heading of the top level) or there is no preamble.
    sections.first().relevance = Relevance::Intro;
    int topLevel = 6;
    for (qsizetype i = 1; i < sections.size(); ++i)
        topLevel = std::min(topLevel, sections[i].level);
    const bool titled = sections[1].level == topLevel
        && std::count_if(sections.cbegin() + 1, sections.cend(),
               [topLevel](const Section &s) { return s.level == topLevel; })
            == 1;
    if (tidy(sections.first().lines).isEmpty())
        sections.first().relevance = Relevance::Excluded;
    if (titled || sections.first().relevance == Relevance::Excluded)
        sections[1].relevance = Relevance::Intro;
    // A section inherits its parent's relevance unless its own heading decides.
    for (qsizetype i = 1; i < sections.size(); ++i) {
        Section &s = sections[i];
        Relevance inherited = Relevance::Neutral;
        for (qsizetype j = i - 1; j >= 1; --j) {
            if (sections[j].level < s.level) {
                inherited = sections[j].relevance == Relevance::Intro ? Relevance::Neutral
                                                                      : sections[j].relevance;
                break;
            }
        }
        if (s.relevance == Relevance::Intro)
            continue;
        const Relevance own = relevanceOf(s.title);
        s.relevance = own == Relevance::Neutral ? inherited : own;
    }

    QList<QStringList> bodies;
    for (Section &s : sections) {
        QStringList body = tidy(s.lines);
        if (s.relevance == Relevance::Intro) {
            const QList<QStringList> parts = paragraphs(body);
            body = parts.isEmpty() ? QStringList() : parts.first();
        }
        bodies.append(body);
    }
    auto heading = [](const Section &s) -> QString {
        return QString(qBound(1, s.level, 6), QLatin1Char('#')) + QLatin1Char(' ') + s.title;
    };

    // Lines each part takes: a heading and a blank line before it besides its body.
    const auto cost
        = [&](qsizetype i, qsizetype body) { return body + (sections[i].title.isEmpty() ? 0 : 2); };
    QList<qsizetype> packaging;
    QList<qsizetype> neutral;
    QList<qsizetype> leftOut; // section indices, named on the closing line
    qsizetype budget = lineLimit;
    for (qsizetype i = 0; i < sections.size(); ++i) {
        switch (sections[i].relevance) {
        case Relevance::Intro: budget -= cost(i, std::min(bodies[i].size(), introLines)); break;
        case Relevance::Packaging: packaging.append(i); break;
        case Relevance::Neutral: neutral.append(i); break;
        case Relevance::Excluded:
            if (!sections[i].title.isEmpty())
                leftOut.append(i);
            break;
        }
    }
    budget -= 1; // the closing "[left out: …]" line, when there is one
    QList<qsizetype> caps(sections.size(), 0);
    for (qsizetype i = 0; i < sections.size(); ++i) {
        if (sections[i].relevance == Relevance::Intro)
            caps[i] = introLines;
    }
    QList<qsizetype> sizes;
    for (qsizetype i : packaging) {
        budget -= cost(i, 0);
        sizes.append(bodies[i].size());
    }
    const qsizetype cap = fairCap(sizes, std::max<qsizetype>(budget, 0));
    for (qsizetype i : packaging) {
        caps[i] = cap;
        budget -= std::min(bodies[i].size(), cap);
    }
    // Other sections only when they fit whole, in document order.
    for (qsizetype i : neutral) {
        if (cost(i, bodies[i].size()) <= budget && !bodies[i].isEmpty()) {
            caps[i] = bodies[i].size();
            budget -= cost(i, bodies[i].size());
        } else {
            leftOut.append(i);
        }
    }
    std::sort(leftOut.begin(), leftOut.end());
    QStringList leftOutTitles;
    for (qsizetype i : leftOut)
        leftOutTitles.append(sections[i].title);

    QStringList out;
    for (qsizetype i = 0; i < sections.size(); ++i) {
        const Section &s = sections[i];
        const bool shown = s.relevance == Relevance::Intro || caps[i] > 0
            || (s.relevance == Relevance::Packaging && !s.title.isEmpty());
        if (!shown)
            continue;
        if (!s.title.isEmpty()) {
            if (!out.isEmpty())
                out.append(QString());
            out.append(heading(s));
        }
        out += clip(bodies[i], caps[i]);
    }
    if (const QString line = leftOutLine(leftOutTitles); !line.isEmpty())
        out.append(line);
    while (out.size() > lineLimit)
        out.removeLast();
    return out.join(QLatin1Char('\n'));
}

} // namespace packwright::tools
