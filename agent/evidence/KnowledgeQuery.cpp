// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/KnowledgeQuery.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace packwright::evidence {

namespace {

/// Words too common in build logs and prose to tell failure patterns apart; they are left out
/// of both the index and the queries, so phrases read across them on both sides. "no" and "not"
/// stay: "not found", "no such file" and "not satisfied" are what many patterns are about.
/// "nix" and "store" come from every store path.
const QSet<QString> &stopWords()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char *w : {"a", "an", "and", "are", "as", "at", "be", "been", "but", "by", "can",
                 "could", "did", "do", "does", "for", "from", "had", "has", "have", "he", "her",
                 "his", "if", "in", "into", "is", "it", "its", "may", "me", "might", "my", "of",
                 "on", "or", "our", "she", "should", "so", "than", "that", "the", "their", "them",
                 "then", "there", "these", "they", "this", "those", "to", "was", "we", "were",
                 "which", "will", "with", "would", "you", "your", "nix", "store", "redacted"})
            set.insert(QLatin1String(w));
        return set;
    }();
    return words;
}

bool isHashLike(const QString &word)
{
    if (word.size() > 40)
        return true;
    if (word.size() < 12)
        return false;
    return std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isDigit(); });
}

bool isNumber(const QString &word)
{
    return std::all_of(word.cbegin(), word.cend(), [](QChar c) { return c.isDigit(); });
}

/// lib.fakeHash as it shows in logs (SRI "sha256-AAAA…A=", base-32 "0000…0"): a long run
/// of one repeated 'a' or '0'. It becomes the word "fakehash", which the knowledge files use.
bool isFakeHash(const QString &word)
{
    if (word.size() < 16 || (word.front() != QLatin1Char('a') && word.front() != QLatin1Char('0')))
        return false;
    return std::all_of(word.cbegin(), word.cend(), [&word](QChar c) { return c == word.front(); });
}

/// The words of each line of `text` that take part in search, lower case, in order:
/// runs of letters and digits without numbers, hash-like runs, one-letter runs and stop
/// words. Reading stops once `maxWords` words are collected.
QList<QStringList> searchWordLines(const QString &text, qsizetype maxWords)
{
    QList<QStringList> lines{QStringList{}};
    qsizetype count = 0;
    QString word;
    auto finishWord = [&] {
        if (word.isEmpty())
            return;
        QString w = word.toLower();
        word.clear();
        if (isFakeHash(w))
            w = QStringLiteral("fakehash");
        if (w.size() < 2 || isNumber(w) || isHashLike(w) || stopWords().contains(w))
            return;
        lines.last().append(std::move(w));
        ++count;
    };
    for (const QChar c : text) {
        if (count >= maxWords)
            return lines;
        if (c.isLetterOrNumber()) {
            word.append(c);
            continue;
        }
        finishWord();
        if (c == QLatin1Char('\n'))
            lines.append(QStringList{});
    }
    finishWord();
    return lines;
}

/// A quoted stretch of one line: an opening quote not preceded by a letter or digit (so the
/// apostrophes of "doesn't" and "Can't" open nothing), then up to 200 characters, then a
/// closing quote not followed by one.
const QRegularExpression &quotedText()
{
    static const QRegularExpression re(
        QStringLiteral("(?<![\\p{L}\\p{N}])['\\x{2018}\"`\\x{201C}]"
                       "([^'\\x{2019}\"`\\x{201D}\\n]{1,200}?)"
                       "['\\x{2019}\"`\\x{201D}](?![\\p{L}\\p{N}])"));
    return re;
}

} // namespace

QString stripKnowledgePlaceholders(const QString &text)
{
    static const QRegularExpression placeholder(
        QStringLiteral("<(?:store|hash|n|num|number|path|name|file|dir|url|version|ver|id|"
                       "hex|pid|tmp|user|home|date|time|addr|host|ip|port|min|max)>"),
        QRegularExpression::CaseInsensitiveOption);
    QString result = text;
    result.replace(placeholder, QStringLiteral(" "));
    return result;
}

QString knowledgeIndexText(const QString &text)
{
    QStringList lines;
    for (const QStringList &words : searchWordLines(stripKnowledgePlaceholders(text), text.size()))
        lines.append(words.join(QLatin1Char(' ')));
    return lines.join(QLatin1Char('\n'));
}

KnowledgeQueryParts knowledgeQueryParts(const QString &text)
{
    const QString cleaned = stripKnowledgePlaceholders(text.left(knowledgeQueryMaxChars));

    QString outside;
    QString inside;
    outside.reserve(cleaned.size());
    qsizetype from = 0;
    auto it = quotedText().globalMatch(cleaned);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        outside += QStringView(cleaned).mid(from, m.capturedStart() - from);
        outside += QLatin1Char(' ');
        inside += m.capturedView(1);
        inside += QLatin1Char('\n');
        from = m.capturedEnd();
    }
    outside += QStringView(cleaned).mid(from);

    // Enough words for the caps; a long text stops being read early.
    constexpr qsizetype maxWords = qsizetype(64) * knowledgeQueryMaxTerms;
    KnowledgeQueryParts parts;
    for (const QStringList &line : searchWordLines(outside, maxWords)) {
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QString &word = line.at(i);
            if (parts.terms.size() < knowledgeQueryMaxTerms && !parts.terms.contains(word))
                parts.terms.append(word);
            if (i == 0 || line.at(i - 1) == word
                || parts.phrases.size() >= knowledgeQueryMaxPhrases)
                continue;
            QString phrase = line.at(i - 1) + QLatin1Char(' ') + word;
            if (!parts.phrases.contains(phrase))
                parts.phrases.append(std::move(phrase));
        }
    }
    for (const QStringList &line : searchWordLines(inside, maxWords)) {
        for (const QString &word : line) {
            if (parts.names.size() < knowledgeQueryMaxNames && !parts.terms.contains(word)
                && !parts.names.contains(word))
                parts.names.append(word);
        }
    }
    return parts;
}

QString knowledgeFtsQuery(const QStringList &termsAndPhrases)
{
    QStringList quoted;
    quoted.reserve(termsAndPhrases.size());
    for (QString term : termsAndPhrases) {
        term.replace(QLatin1Char('"'), QLatin1String("\"\""));
        quoted.append(QLatin1Char('"') + term + QLatin1Char('"'));
    }
    return quoted.join(QLatin1String(" OR "));
}

} // namespace packwright::evidence
