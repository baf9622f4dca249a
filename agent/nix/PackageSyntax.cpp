// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/PackageSyntax.h"

#include "nix/NixCodeMask.h"
#include "nix/NixSets.h"

#include <algorithm>

namespace packwright::nix {

namespace {

bool isKeywordAt(const QString &code, qsizetype at, QLatin1String word)
{
    if (at < 0 || at + word.size() > code.size() || QStringView(code).mid(at, word.size()) != word)
        return false;
    const bool before = at == 0 || !isNixWordChar(code.at(at - 1));
    const qsizetype end = at + word.size();
    const bool after = end >= code.size() || !isNixWordChar(code.at(end));
    return before && after;
}

/// The word (identifier or attribute path) ending just before `end`; its start in `start`.
QString wordBefore(const QString &code, qsizetype end, qsizetype &start)
{
    start = end;
    while (start > 0 && isNixWordChar(code.at(start - 1)))
        --start;
    return code.mid(start, end - start);
}

qsizetype skipSpaceBack(const QString &code, qsizetype at)
{
    while (at > 0 && code.at(at - 1).isSpace())
        --at;
    return at;
}

} // namespace

bool isNixWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'\'' || c == u'-' || c == u'.';
}

PackageSyntax::PackageSyntax(QString source)
    : m_source(std::move(source))
    , m_classes(nixCharacterClasses(m_source))
{
    m_code = m_source;
    for (qsizetype i = 0; i < m_source.size(); ++i) {
        if (m_source.at(i) == u'\n')
            continue;
        if (m_classes.at(i) == '#')
            m_code[i] = QLatin1Char(' ');
        else if (m_classes.at(i) == '"')
            m_code[i] = QLatin1Char('"');
    }
    m_lineStarts.append(0);
    for (qsizetype i = 0; i < m_source.size(); ++i) {
        if (m_source.at(i) == u'\n')
            m_lineStarts.append(i + 1);
    }
    m_formals = formalArguments(m_source);
    m_set = nix::packageSet(m_code);
    if (m_set) {
        m_entries = entriesOf(m_set->first, m_set->second);
        readBuilder();
    }
}

int PackageSyntax::lineOf(qsizetype offset) const
{
    const auto it = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), offset);
    return int(it - m_lineStarts.cbegin());
}

int PackageSyntax::columnOf(qsizetype offset) const
{
    return int(offset - lineStart(lineOf(offset))) + 1;
}

qsizetype PackageSyntax::lineStart(int line) const
{
    return m_lineStarts.value(std::clamp(line, 1, lineCount()) - 1);
}

QStringView PackageSyntax::lineText(int line) const
{
    if (line < 1 || line > lineCount())
        return {};
    const qsizetype start = lineStart(line);
    const qsizetype end = line < lineCount() ? m_lineStarts.at(line) - 1 : m_source.size();
    return QStringView(m_source).mid(start, end - start);
}

bool PackageSyntax::lineHasComment(int line) const
{
    if (line < 1 || line > lineCount())
        return false;
    const qsizetype start = lineStart(line);
    const QStringView text = lineText(line);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (m_classes.at(start + i) == '#')
            return true;
    }
    // A shell comment inside an indented string (a phase's script): `# …` at the start of the
    // line or after white space.
    const QStringView trimmed = text.trimmed();
    if (trimmed.startsWith(u'#') && m_classes.at(start + text.indexOf(u'#')) == '"')
        return true;
    const qsizetype hash = text.indexOf(QLatin1String(" # "));
    return hash >= 0 && m_classes.at(start + hash + 1) == '"';
}

void PackageSyntax::readBuilder()
{
    // Backwards from the set's `{`: [builder] [(] [finalAttrs:] [rec] {
    qsizetype at = skipSpaceBack(m_code, m_set->first);
    qsizetype start = at;
    if (wordBefore(m_code, at, start) == QLatin1String("rec")) {
        m_rec = true;
        at = skipSpaceBack(m_code, start);
    }
    if (at > 0 && m_code.at(at - 1) == u':') {
        const QString name = wordBefore(m_code, skipSpaceBack(m_code, at - 1), start);
        if (!name.isEmpty() && !name.contains(u'.')) {
            m_fixedPoint = name;
            at = skipSpaceBack(m_code, start);
        }
    }
    if (at > 0 && m_code.at(at - 1) == u'(')
        at = skipSpaceBack(m_code, at - 1);
    const QString name = wordBefore(m_code, at, start);
    static const QStringList keywords{QStringLiteral("in"), QStringLiteral("then"),
        QStringLiteral("else"), QStringLiteral("with"), QStringLiteral("let")};
    if (!name.isEmpty() && !keywords.contains(name) && !name.front().isDigit()) {
        m_builder = name;
        m_builderOffset = start;
    }
}

const SetEntry *PackageSyntax::entry(const QString &name) const
{
    for (const SetEntry &e : m_entries) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

std::optional<SetEntry> PackageSyntax::metaEntry(const QString &name) const
{
    if (const SetEntry *dotted = entry(QStringLiteral("meta.") + name))
        return *dotted;
    const SetEntry *meta = entry(QStringLiteral("meta"));
    if (!meta || meta->inherited)
        return std::nullopt;
    const auto set = bracketAt(meta->valueStart, u'{');
    if (!set)
        return std::nullopt;
    for (const SetEntry &e : entriesOf(set->first, set->second)) {
        if (e.name == name)
            return e;
    }
    return std::nullopt;
}

qsizetype PackageSyntax::valueEnd(qsizetype start) const
{
    // `let … in`, `with x;` and `assert x;` at the value's own depth hold semicolons of their
    // own: the binding's `;` is the first one none of them claims.
    int depth = 0;
    int lets = 0;
    int prefixes = 0;
    for (qsizetype i = start; i < m_code.size(); ++i) {
        const QChar c = m_code.at(i);
        if (isOpening(c)) {
            ++depth;
        } else if (isClosing(c)) {
            if (depth == 0)
                return i;
            --depth;
        } else if (depth != 0) {
            continue;
        } else if (c == u';') {
            if (prefixes > 0)
                --prefixes;
            else if (lets == 0)
                return i;
        } else if (c == u'l' && isKeywordAt(m_code, i, QLatin1String("let"))) {
            ++lets;
        } else if (c == u'i' && lets > 0 && isKeywordAt(m_code, i, QLatin1String("in"))) {
            --lets;
        } else if ((c == u'w' && isKeywordAt(m_code, i, QLatin1String("with")))
            || (c == u'a' && isKeywordAt(m_code, i, QLatin1String("assert")))) {
            ++prefixes;
        }
    }
    return m_code.size();
}

QList<SetEntry> PackageSyntax::entriesOf(qsizetype open, qsizetype close) const
{
    QList<SetEntry> out;
    qsizetype i = open + 1;
    while (true) {
        i = skipSpace(m_code, i);
        if (i >= close || i >= m_code.size())
            break;
        if (isKeywordAt(m_code, i, QLatin1String("inherit"))) {
            const qsizetype end = std::min(valueEnd(i), close);
            qsizetype j = i + 7;
            while (j < end) {
                j = skipSpace(m_code, j);
                if (j >= end)
                    break;
                if (m_code.at(j) == u'(') {
                    const qsizetype m = matching(m_code, j);
                    j = m < 0 ? end : m + 1;
                    continue;
                }
                qsizetype k = j;
                while (k < end && (isNixWordChar(m_code.at(k)) || m_code.at(k) == u'"'))
                    ++k;
                if (k == j) {
                    ++j;
                    continue;
                }
                out.append({m_source.mid(j, k - j), j, -1, end, true});
                j = k;
            }
            i = end + 1;
            continue;
        }
        qsizetype k = i;
        while (k < close && (isNixWordChar(m_code.at(k)) || m_code.at(k) == u'"'))
            ++k;
        const qsizetype eq = skipSpace(m_code, k);
        if (k == i || eq >= close || m_code.at(eq) != u'='
            || (eq + 1 < m_code.size() && m_code.at(eq + 1) == u'=')) {
            // Not a binding this reader knows (a syntax error, `${…}` names): step over the
            // token (a bracketed group as a whole) and read on.
            if (k == i && isOpening(m_code.at(i))) {
                const qsizetype m = matching(m_code, i);
                if (m < 0)
                    break;
                i = m + 1;
            } else {
                i = k == i ? i + 1 : k;
            }
            continue;
        }
        SetEntry e;
        e.name = m_source.mid(i, k - i);
        e.nameOffset = i;
        e.valueStart = skipSpace(m_code, eq + 1);
        e.valueEnd = std::min(valueEnd(e.valueStart), close);
        out.append(e);
        i = e.valueEnd + 1;
    }
    return out;
}

qsizetype PackageSyntax::skipWith(qsizetype at) const
{
    at = skipSpace(m_code, at);
    while (isKeywordAt(m_code, at, QLatin1String("with"))) {
        const qsizetype semicolon = valueEnd(at + 4);
        if (semicolon >= m_code.size() || m_code.at(semicolon) != u';')
            return at;
        at = skipSpace(m_code, semicolon + 1);
    }
    return at;
}

std::optional<std::pair<qsizetype, qsizetype>> PackageSyntax::bracketAt(
    qsizetype at, QChar open) const
{
    if (at < 0)
        return std::nullopt;
    at = skipWith(at);
    if (at >= m_code.size() || m_code.at(at) != open)
        return std::nullopt;
    const qsizetype close = matching(m_code, at);
    if (close < 0)
        return std::nullopt;
    return std::pair(at, close);
}

std::optional<StringLiteral> PackageSyntax::stringAt(qsizetype at) const
{
    if (at < 0)
        return std::nullopt;
    at = skipSpace(m_code, at);
    if (at >= m_source.size() || m_classes.at(at) != '"')
        return std::nullopt;
    StringLiteral s;
    s.start = at;
    s.indented = m_source.at(at) == u'\'';
    qsizetype end = at;
    while (end < m_source.size() && m_classes.at(end) == '"')
        ++end;
    s.end = end;
    const qsizetype quote = s.indented ? 2 : 1;
    const QString raw = m_source.mid(at + quote, std::max<qsizetype>(0, end - at - 2 * quote));
    s.interpolated = raw.contains(QLatin1String("${"));
    if (s.indented) {
        s.text = raw;
        return s;
    }
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw.at(i) == u'\\' && i + 1 < raw.size()) {
            const QChar next = raw.at(++i);
            s.text += next == u'n' ? QChar(u'\n') : next == u't' ? QChar(u'\t') : next;
        } else {
            s.text += raw.at(i);
        }
    }
    return s;
}

QList<std::pair<qsizetype, qsizetype>> PackageSyntax::listElements(
    qsizetype open, qsizetype close) const
{
    return nix::listElements(m_code, open, close);
}

QStringList PackageSyntax::wordsIn(qsizetype start, qsizetype end) const
{
    QStringList out;
    qsizetype i = std::max<qsizetype>(0, start);
    end = std::min(end, m_code.size());
    while (i < end) {
        if (!isNixWordChar(m_code.at(i)) || m_code.at(i) == u'.' || m_code.at(i) == u'-') {
            ++i;
            continue;
        }
        qsizetype k = i;
        while (k < end && isNixWordChar(m_code.at(k)))
            ++k;
        out << m_code.mid(i, k - i);
        i = k;
    }
    return out;
}

std::optional<bool> PackageSyntax::boolValue(const SetEntry *e) const
{
    if (!e || e->inherited)
        return std::nullopt;
    const QString value = m_code.mid(e->valueStart, e->valueEnd - e->valueStart).trimmed();
    if (value == QLatin1String("true"))
        return true;
    if (value == QLatin1String("false"))
        return false;
    return std::nullopt;
}

} // namespace packwright::nix
