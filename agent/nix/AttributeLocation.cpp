// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/AttributeLocation.h"

#include "core/RegexView.h"
#include "nix/NixCodeMask.h"
#include "nix/NixSets.h"

#include <QRegularExpression>
#include <QStringList>

namespace packwright::nix {

namespace {
/// A Nix attribute path of plain identifiers, `a.b.c`.
const QRegularExpression &attributePathPattern()
{
    static const QRegularExpression re(
        QStringLiteral("^[A-Za-z_][\\w'-]*(?:\\.[A-Za-z_][\\w'-]*)*$"));
    return re;
}

/// The set a binding's value is (`{` and `}` offsets), past `rec`, `with x;` and the function
/// a set is passed to (`fetchurl {`, `lib.optionalAttrs cond {`); nullopt for other values.
std::optional<std::pair<qsizetype, qsizetype>> setAt(const QString &mask, qsizetype value)
{
    static const QRegularExpression prefix(
        QStringLiteral("^(?:(?:rec\\b|with\\b[^;]*;|[A-Za-z_][\\w'.-]*)\\s*)*"));
    qsizetype at = value;
    if (const auto m = matchView(prefix, QStringView(mask).mid(at)); m.hasMatch())
        at += m.capturedLength();
    if (at >= mask.size() || mask.at(at) != u'{')
        return std::nullopt;
    const qsizetype close = matching(mask, at);
    if (close < 0)
        return std::nullopt;
    return std::pair(at, close);
}

/// The name `name` in an `inherit …;` directly inside the set opened at `open`, or -1.
qsizetype inheritedAt(const QString &mask, qsizetype open, qsizetype close, const QString &name)
{
    static const QRegularExpression inherit(
        QStringLiteral("(?<![\\w'.-])inherit\\b\\s*(?:\\([^)]*\\))?([^;]*);"));
    const QRegularExpression word(
        QStringLiteral("(?<![\\w'.-])%1(?![\\w'.-])").arg(QRegularExpression::escape(name)));
    auto it = inherit.globalMatch(mask, open + 1);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedStart() >= close)
            break;
        if (enclosingBrace(mask, m.capturedStart()) != open)
            continue;
        const auto w = word.match(mask.left(m.capturedEnd(1)), m.capturedStart(1));
        if (w.hasMatch())
            return w.capturedStart();
    }
    return -1;
}

/// The binding of `path` in the set from `open` to `close` (the whole text when `anyDepth`):
/// written whole, or a prefix bound to a set that binds the rest.
qsizetype bindingOf(
    const QString &mask, qsizetype open, qsizetype close, const QStringList &path, bool anyDepth)
{
    for (qsizetype k = path.size(); k >= 1; --k) {
        QStringList escaped;
        for (const QString &part : path.first(k))
            escaped << QRegularExpression::escape(part);
        QString pattern = escaped.join(QStringLiteral("\\s*\\.\\s*"));
        if (k == path.size()) // `passthru.tests` is bound by `passthru.tests.simple = …` too
            pattern += QStringLiteral("(?:\\s*\\.\\s*[A-Za-z_][\\w'-]*)*");
        const auto binding = findBindingMatching(mask, open, close, pattern, anyDepth);
        if (!binding)
            continue;
        if (k == path.size())
            return binding->name;
        if (const auto set = setAt(mask, binding->value)) {
            const qsizetype inner = bindingOf(mask, set->first, set->second, path.mid(k), false);
            if (inner >= 0)
                return inner;
        }
    }
    if (path.size() == 1 && !anyDepth)
        return inheritedAt(mask, open, close, path.first());
    return -1;
}
} // namespace

std::optional<QString> attributePathOfTarget(const QString &target)
{
    const QString trimmed = target.trimmed();
    const qsizetype space = trimmed.indexOf(QLatin1Char(' '));
    QString path = space < 0 ? trimmed : trimmed.left(space);
    if (!attributePathPattern().match(path).hasMatch())
        return std::nullopt;
    if (space >= 0) {
        static const QRegularExpression note(QStringLiteral("^\\s+(?:\\(|/\\s)"));
        if (!matchView(note, QStringView(trimmed).mid(space)).hasMatch())
            return std::nullopt; // prose: "the dependency's meta", "vendored dependencies …"
    }
    return path;
}

std::optional<qsizetype> attributeOffset(const QString &source, const QString &path)
{
    if (!attributePathPattern().match(path).hasMatch())
        return std::nullopt;
    const QStringList parts = path.split(QLatin1Char('.'));
    const QString mask = nixCodeMask(source);
    if (const auto set = packageSet(mask)) {
        const qsizetype at = bindingOf(mask, set->first, set->second, parts, false);
        if (at >= 0)
            return at;
    }
    const qsizetype at = bindingOf(mask, -1, mask.size(), parts, true);
    if (at >= 0)
        return at;
    return std::nullopt;
}

} // namespace packwright::nix
