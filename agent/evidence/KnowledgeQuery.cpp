#include "evidence/KnowledgeQuery.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace packwright::evidence {

namespace {

/// Words too common in build logs and prose to tell failure patterns apart. "no" and "not"
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

/// Collects the words of a text and, optionally, the phrases of two adjacent words.
/// Numbers and hash-like words are skipped without separating their neighbours (the
/// knowledge files write them as placeholders, which the index leaves out too); stop words,
/// one-letter words and line breaks separate.
class WordScanner
{
public:
    WordScanner(int maxTerms, int maxPhrases)
        : m_maxTerms(maxTerms)
        , m_maxPhrases(maxPhrases)
    {}

    void scan(const QString &text)
    {
        for (const QChar c : text) {
            if (full())
                return;
            if (c.isLetterOrNumber()) {
                m_word.append(c);
                continue;
            }
            finishWord();
            if (c == QLatin1Char('\n'))
                m_previous.clear();
        }
        finishWord();
        m_previous.clear();
    }

    QStringList terms;
    QStringList phrases;

private:
    bool full() const { return terms.size() >= m_maxTerms && phrases.size() >= m_maxPhrases; }

    void finishWord()
    {
        if (m_word.isEmpty())
            return;
        const QString word = m_word.toLower();
        m_word.clear();
        if (isNumber(word) || isHashLike(word))
            return;
        if (word.size() < 2 || stopWords().contains(word)) {
            m_previous.clear();
            return;
        }
        if (terms.size() < m_maxTerms && !terms.contains(word))
            terms.append(word);
        if (!m_previous.isEmpty() && m_previous != word && phrases.size() < m_maxPhrases) {
            const QString phrase = m_previous + QLatin1Char(' ') + word;
            if (!phrases.contains(phrase))
                phrases.append(phrase);
        }
        m_previous = word;
    }

    int m_maxTerms;
    int m_maxPhrases;
    QString m_word;
    QString m_previous; ///< the last word on this line, empty after a separating word
};

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

    WordScanner context(knowledgeQueryMaxTerms, knowledgeQueryMaxPhrases);
    context.scan(outside);
    WordScanner quoted(knowledgeQueryMaxTerms, 0);
    quoted.scan(inside);

    KnowledgeQueryParts parts{context.terms, context.phrases, {}};
    for (const QString &name : std::as_const(quoted.terms)) {
        if (parts.names.size() >= knowledgeQueryMaxNames)
            break;
        if (!parts.terms.contains(name))
            parts.names.append(name);
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
