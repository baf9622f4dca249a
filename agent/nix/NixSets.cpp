// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/NixSets.h"

#include <QRegularExpression>

namespace packwright::nix {

bool isOpening(QChar c)
{
    return c == u'{' || c == u'[' || c == u'(';
}

bool isClosing(QChar c)
{
    return c == u'}' || c == u']' || c == u')';
}

qsizetype matching(const QString &mask, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < mask.size(); ++i) {
        if (isOpening(mask.at(i)))
            ++depth;
        else if (isClosing(mask.at(i)) && --depth == 0)
            return i;
    }
    return -1;
}

QList<std::pair<qsizetype, qsizetype>> listElements(
    const QString &mask, qsizetype open, qsizetype close)
{
    QList<std::pair<qsizetype, qsizetype>> out;
    int depth = 0;
    qsizetype start = -1;
    for (qsizetype i = open + 1; i <= close && i < mask.size(); ++i) {
        const QChar c = i < close ? mask.at(i) : QChar(u' ');
        if (depth == 0 && c.isSpace()) {
            if (start >= 0)
                out.append({start, i});
            start = -1;
            continue;
        }
        if (start < 0)
            start = i;
        if (isOpening(c))
            ++depth;
        else if (isClosing(c))
            --depth;
    }
    return out;
}

qsizetype skipSpace(const QString &mask, qsizetype at)
{
    while (at < mask.size() && mask.at(at).isSpace())
        ++at;
    return at;
}

qsizetype enclosingBrace(const QString &mask, qsizetype at)
{
    int depth = 0;
    for (qsizetype i = at - 1; i >= 0; --i) {
        if (mask.at(i) == u'}')
            ++depth;
        else if (mask.at(i) == u'{' && depth-- == 0)
            return i;
    }
    return -1;
}

std::optional<Binding> findBindingMatching(
    const QString &mask, qsizetype open, qsizetype close, const QString &pattern, bool anyDepth)
{
    const QRegularExpression re(QStringLiteral("(?<![\\w'.-])%1\\s*=(?!=)").arg(pattern));
    auto it = re.globalMatch(mask, open + 1);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedStart() >= close)
            break;
        if (anyDepth || enclosingBrace(mask, m.capturedStart()) == open)
            return Binding{m.capturedStart(), skipSpace(mask, m.capturedEnd())};
    }
    return std::nullopt;
}

std::optional<Binding> findBinding(
    const QString &mask, qsizetype open, qsizetype close, const QString &name)
{
    return findBindingMatching(mask, open, close, QRegularExpression::escape(name));
}

std::optional<std::pair<qsizetype, qsizetype>> packageSet(const QString &mask)
{
    static const QRegularExpression re(
        QStringLiteral("(?<![\\w'.-])(pname|version|src)\\s*=(?!=)"));
    auto it = re.globalMatch(mask);
    while (it.hasNext()) {
        // A `let version = …; in` before the set is in no set: the next one may be.
        const qsizetype open = enclosingBrace(mask, it.next().capturedStart());
        if (open < 0)
            continue;
        const qsizetype close = matching(mask, open);
        if (close < 0)
            return std::nullopt;
        return std::pair(open, close);
    }
    return std::nullopt;
}

} // namespace packwright::nix
