// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// PW-meta-with-lib's fix (LintFixParts.h): `meta = with lib;` dropped when every free name
// of the set is one of lib's sets (then prefixed with `lib.`) or bound without the scope.

#include "core/RegexView.h"
#include "nix/LintFixParts.h"
#include "nix/NixSets.h"
#include "nix/PackageSyntax.h"

#include <QRegularExpression>
#include <QSet>

namespace packwright::nix::lintfix {

namespace {

/// Names bound without any `with` in a package file's meta: Nix's keywords and builtins.
const QSet<QString> &alwaysBound()
{
    static const QSet<QString> names{QStringLiteral("true"), QStringLiteral("false"),
        QStringLiteral("null"), QStringLiteral("or"), QStringLiteral("if"), QStringLiteral("then"),
        QStringLiteral("else"), QStringLiteral("builtins"), QStringLiteral("toString"),
        QStringLiteral("map"), QStringLiteral("import"), QStringLiteral("throw"),
        QStringLiteral("baseNameOf"), QStringLiteral("dirOf"), QStringLiteral("isNull"),
        QStringLiteral("removeAttrs")};
    return names;
}

/// The attribute sets of lib a `meta = with lib;` scope is for.
const QSet<QString> &libSets()
{
    static const QSet<QString> names{QStringLiteral("licenses"), QStringLiteral("platforms"),
        QStringLiteral("maintainers"), QStringLiteral("teams"), QStringLiteral("sourceTypes")};
    return names;
}

bool isIdentifierStart(QChar c)
{
    return c.isLetter() || c == u'_';
}

bool isIdentifierChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'\'' || c == u'-';
}

} // namespace

Fixed fixMetaWithLib(const QString &text)
{
    const PackageSyntax s(text);
    const SetEntry *meta = s.entry(QStringLiteral("meta"));
    if (!meta || meta->inherited)
        return std::nullopt;
    static const QRegularExpression withLib(QStringLiteral("^with\\s+lib\\s*;\\s*"));
    const QString &code = s.code();
    const auto m = matchView(withLib, QStringView(code).mid(meta->valueStart));
    if (!m.hasMatch())
        return std::nullopt;
    const qsizetype bodyStart = meta->valueStart + m.capturedLength();
    const qsizetype bodyEnd = meta->valueEnd;
    if (bodyStart >= bodyEnd || code.at(bodyStart) != u'{')
        return std::nullopt;

    QSet<QString> bound = alwaysBound();
    if (s.formals()) {
        for (const QString &n : s.formals()->names)
            bound.insert(n);
    }
    if (!s.fixedPoint().isEmpty())
        bound.insert(s.fixedPoint());
    if (s.usesRec()) {
        for (const SetEntry &e : s.entries())
            bound.insert(e.name.section(u'.', 0, 0));
    }

    QList<qsizetype> prefix; ///< offsets where `lib.` goes
    // Names inside string interpolations must be bound: a `with lib;` may be what finds them.
    static const QRegularExpression interpolation(QStringLiteral("\\$\\{([^}]*)\\}"));
    static const QRegularExpression word(QStringLiteral("(?<![\\w'.-])([A-Za-z_][\\w'-]*)"));
    // A QString, not a view: globalMatch(QStringView) is deprecated since Qt 6.5.
    for (auto it = interpolation.globalMatch(text.mid(bodyStart, bodyEnd - bodyStart));
         it.hasNext();) {
        const auto i = it.next();
        for (auto w = word.globalMatch(i.captured(1)); w.hasNext();) {
            if (!bound.contains(w.next().captured(1)))
                return std::nullopt;
        }
    }
    // Code: every free name is bound, or one of lib's sets (which gets `lib.`).
    qsizetype scopeEnd = -1; ///< the end of an inner `with X;` scope: its names are X's
    for (qsizetype i = bodyStart; i < bodyEnd; ++i) {
        const QChar c = code.at(i);
        if (c == u':')
            return std::nullopt; // a lambda: its parameters are beyond this reading
        if (!isIdentifierStart(c)
            || (i > 0 && (isIdentifierChar(code.at(i - 1)) || code.at(i - 1) == u'.')))
            continue;
        qsizetype end = i;
        while (end < bodyEnd && isIdentifierChar(code.at(end)))
            ++end;
        const QString name = code.mid(i, end - i);
        const qsizetype next = skipSpace(code, end);
        const bool definition = next < bodyEnd && code.at(next) == u'='
            && (next + 1 >= bodyEnd || code.at(next + 1) != u'=');
        const bool dotted = next < bodyEnd && code.at(next) == u'.';
        if (name == QLatin1String("let") || name == QLatin1String("rec")
            || name == QLatin1String("inherit") || name == QLatin1String("assert"))
            return std::nullopt;
        if (name == QLatin1String("with")) {
            // `with X; value`: X is read like any name; the value's names are X's.
            const qsizetype semicolon = code.indexOf(u';', end);
            if (semicolon < 0 || semicolon >= bodyEnd)
                return std::nullopt;
            int depth = 0;
            qsizetype stop = semicolon + 1;
            for (; stop < bodyEnd; ++stop) {
                const QChar d = code.at(stop);
                if (isOpening(d))
                    ++depth;
                else if ((isClosing(d) && --depth < 0) || (d == u';' && depth == 0))
                    break; // the end of the enclosing set, or of the binding
            }
            scopeEnd = stop;
            // The scope's object (`maintainers`, `lib.maintainers`) is checked from here on:
            // continue after `with`; the names after `;` are skipped below.
            const QString object = code.mid(end, semicolon - end).trimmed();
            const QString first = object.section(u'.', 0, 0);
            if (libSets().contains(first))
                prefix << skipSpace(code, end);
            else if (!bound.contains(first))
                return std::nullopt;
            i = scopeEnd - 1;
            continue;
        }
        if (definition) {
            i = end - 1;
            continue;
        }
        if (scopeEnd > i) {
            i = end - 1;
            continue;
        }
        if (libSets().contains(name) && dotted)
            prefix << i;
        else if (!bound.contains(name))
            return std::nullopt;
        i = end - 1;
    }
    QString out = text;
    std::sort(prefix.begin(), prefix.end(), std::greater<>());
    for (const qsizetype at : std::as_const(prefix))
        out.insert(at, QStringLiteral("lib."));
    out.remove(meta->valueStart, bodyStart - meta->valueStart);
    return std::pair(out,
        LintFixTexts::tr("Drop meta's with lib; and write lib.licenses, lib.platforms, "
                         "lib.maintainers in full (PW-meta-with-lib: nixpkgs #208242)"));
}

} // namespace packwright::nix::lintfix
