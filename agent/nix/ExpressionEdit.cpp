// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/ExpressionEdit.h"

#include "core/RegexView.h"
#include "nix/NixCodeMask.h"
#include "nix/NixSets.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace packwright::nix {

namespace {
struct ExpressionEditTexts
{
    Q_DECLARE_TR_FUNCTIONS(ExpressionEditTexts)
};

qsizetype lineStart(const QString &text, qsizetype at)
{
    const qsizetype nl = at > 0 ? text.lastIndexOf(QLatin1Char('\n'), at - 1) : -1;
    return nl + 1;
}

qsizetype lineEnd(const QString &text, qsizetype at)
{
    const qsizetype nl = text.indexOf(QLatin1Char('\n'), at);
    return nl < 0 ? text.size() : nl;
}

QString indentationAt(const QString &text, qsizetype at)
{
    const qsizetype start = lineStart(text, at);
    qsizetype end = start;
    while (end < text.size() && (text.at(end) == u' ' || text.at(end) == u'\t'))
        ++end;
    return text.mid(start, end - start);
}

/// The code mask for list edits: like nixCodeMask(), but a string literal (`"PREFIX=${x}"`,
/// `''…''`, with its interpolations) is filled with `"` instead of blanked, so that it
/// counts as one element of a list and is never split at its spaces or newlines.
QString elementMask(const QString &source)
{
    QString mask = source;
    const QByteArray classes = nixCharacterClasses(source);
    for (qsizetype i = 0; i < mask.size(); ++i) {
        if (classes.at(i) == '"')
            mask[i] = QLatin1Char('"');
        else if (classes.at(i) == '#' && mask.at(i) != u'\n')
            mask[i] = QLatin1Char(' ');
    }
    return mask;
}

/// The list literal bound at `binding` ("[" and "]" offsets), skipping a `with x;` prefix.
std::optional<std::pair<qsizetype, qsizetype>> listAt(const QString &mask, const Binding &binding)
{
    qsizetype at = binding.value;
    static const QRegularExpression with(QStringLiteral("^with\\b[^;]*;\\s*"));
    if (const auto m = matchView(with, QStringView(mask).mid(at)); m.hasMatch())
        at += m.capturedLength();
    if (at >= mask.size() || mask.at(at) != u'[')
        return std::nullopt;
    const qsizetype close = matching(mask, at);
    if (close < 0)
        return std::nullopt;
    return std::pair(at, close);
}

/// The elements between `open` and `close` of the mask: top-level items split at spaces.
QStringList elementsOf(const QString &source, const QString &mask, qsizetype open, qsizetype close)
{
    QStringList out;
    for (const auto &[start, end] : listElements(mask, open, close))
        out << source.mid(start, end - start);
    return out;
}

bool holds(const QStringList &elements, const QString &element)
{
    for (const QString &e : elements) {
        if (e == element || e.endsWith(QLatin1Char('.') + element))
            return true;
    }
    return false;
}

/// Where a new `attribute = [ … ];` goes: after the first of these that exists …
QStringList placeAfter(const QString &attribute)
{
    if (attribute == u"buildInputs")
        return {QStringLiteral("nativeBuildInputs"), QStringLiteral("src")};
    if (attribute == u"propagatedBuildInputs")
        return {QStringLiteral("buildInputs"), QStringLiteral("nativeBuildInputs"),
            QStringLiteral("src")};
    if (attribute == u"dependencies")
        return {QStringLiteral("build-system"), QStringLiteral("nativeBuildInputs"),
            QStringLiteral("src")};
    if (attribute == u"build-system")
        return {QStringLiteral("src")};
    if (attribute == u"nativeCheckInputs")
        return {QStringLiteral("dependencies"), QStringLiteral("propagatedBuildInputs"),
            QStringLiteral("buildInputs"), QStringLiteral("build-system"),
            QStringLiteral("nativeBuildInputs"), QStringLiteral("src")};
    if (attribute == u"makeFlags")
        return {QStringLiteral("buildInputs"), QStringLiteral("nativeBuildInputs"),
            QStringLiteral("src")};
    if (attribute == u"installPhase")
        return {QStringLiteral("makeFlags"), QStringLiteral("buildPhase"),
            QStringLiteral("buildInputs"), QStringLiteral("nativeBuildInputs"),
            QStringLiteral("src")};
    if (attribute.startsWith(QLatin1String("dontUse"))) // a hook's switch: beside the hook
        return {QStringLiteral("nativeBuildInputs"), QStringLiteral("src")};
    return {QStringLiteral("src")};
}

/// … or before the first of these.
QStringList placeBefore(const QString &attribute)
{
    if (attribute == u"nativeBuildInputs")
        return {QStringLiteral("buildInputs"), QStringLiteral("propagatedBuildInputs"),
            QStringLiteral("meta")};
    if (attribute == u"build-system")
        return {QStringLiteral("dependencies"), QStringLiteral("propagatedBuildInputs"),
            QStringLiteral("meta")};
    return {QStringLiteral("meta")};
}

/// Offset of the `;` ending the binding whose value starts at `value`, or -1.
qsizetype bindingEnd(const QString &mask, qsizetype value)
{
    int depth = 0;
    for (qsizetype i = value; i < mask.size(); ++i) {
        const QChar c = mask.at(i);
        if (isOpening(c))
            ++depth;
        else if (isClosing(c) && --depth < 0)
            return -1;
        else if (c == u';' && depth == 0)
            return i;
    }
    return -1;
}

/// Inserts `attribute = value;` into the set from `open` to `close`, next to its neighbours.
QString createAttribute(const QString &source, const QString &mask, qsizetype open, qsizetype close,
    const QString &attribute, const QString &value)
{
    // A multi-line value (an indented string) continues at the binding's indentation.
    const auto bindingAt = [&attribute, &value](const QString &indent) {
        QStringList lines = value.split(QLatin1Char('\n'));
        for (qsizetype i = 1; i < lines.size(); ++i) {
            if (!lines.at(i).isEmpty())
                lines[i].prepend(indent);
        }
        return QStringLiteral("%1 = %2;").arg(attribute, lines.join(QLatin1Char('\n')));
    };
    for (const QString &anchor : placeAfter(attribute)) {
        const auto b = findBinding(mask, open, close, anchor);
        if (!b)
            continue;
        const qsizetype end = bindingEnd(mask, b->value);
        if (end < 0)
            continue;
        // A blank line after the anchor separates groups here: keep that rhythm.
        const qsizetype eol = lineEnd(source, end);
        const bool blank = eol < source.size() && source.mid(eol + 1).startsWith(QLatin1Char('\n'));
        const QString separator = blank ? QStringLiteral("\n\n") : QStringLiteral("\n");
        const QString indent = indentationAt(source, b->name);
        return QString(source).insert(end + 1, separator + indent + bindingAt(indent));
    }
    for (const QString &anchor : placeBefore(attribute)) {
        const auto b = findBinding(mask, open, close, anchor);
        if (!b)
            continue;
        const qsizetype start = lineStart(source, b->name);
        const bool blank = start >= 2 && source.at(start - 2) == u'\n';
        const QString indent = indentationAt(source, b->name);
        return QString(source).insert(start,
            indent + bindingAt(indent) + (blank ? QStringLiteral("\n\n") : QStringLiteral("\n")));
    }
    // Last in the set, one level deeper than its closing brace.
    const qsizetype start = lineStart(source, close);
    const bool ownLine = source.mid(start, close - start).trimmed().isEmpty();
    const QString indent = indentationAt(source, close) + QStringLiteral("  ");
    if (ownLine)
        return QString(source).insert(start, indent + bindingAt(indent) + QLatin1Char('\n'));
    return QString(source).insert(
        close, QLatin1Char(' ') + bindingAt(QString()) + QLatin1Char(' '));
}
} // namespace

std::optional<FormalArguments> formalArguments(const QString &source)
{
    const QString mask = nixCodeMask(source);
    const qsizetype open = mask.indexOf(QLatin1Char('{'));
    if (open < 0)
        return std::nullopt;
    const qsizetype close = matching(mask, open);
    if (close < 0)
        return std::nullopt;
    static const QRegularExpression head(QStringLiteral("^\\s*(@\\s*[\\w'-]+\\s*)?:"));
    if (!matchView(head, QStringView(mask).mid(close + 1)).hasMatch())
        return std::nullopt;
    FormalArguments f;
    f.open = open;
    f.close = close;
    int depth = 0;
    qsizetype start = open + 1;
    for (qsizetype i = open + 1; i <= close; ++i) {
        const QChar c = mask.at(i);
        if (i < close && isOpening(c)) {
            ++depth;
        } else if (i < close && isClosing(c)) {
            --depth;
        } else if (depth == 0 && (c == u',' || i == close)) {
            const QString item = mask.mid(start, i - start).trimmed();
            if (item == u"...")
                f.ellipsis = true;
            else if (!item.isEmpty())
                f.names << item.section(QLatin1Char('?'), 0, 0).trimmed();
            start = i + 1;
        }
    }
    return f;
}

Result<QString> addFormalArgument(const QString &source, const QString &name)
{
    const auto f = formalArguments(source);
    if (!f)
        return Error{ExpressionEditTexts::tr("package.nix does not start with a function head "
                                             "such as { lib, stdenv }:, so %1 cannot be added "
                                             "to its arguments.")
                         .arg(name),
            {}};
    if (f->names.contains(name))
        return source;
    const QString mask = nixCodeMask(source);
    // The last argument other than `...`: where its text ends.
    qsizetype lastEnd = -1;
    qsizetype ellipsis = -1;
    {
        int depth = 0;
        qsizetype start = f->open + 1;
        for (qsizetype i = f->open + 1; i <= f->close; ++i) {
            const QChar c = mask.at(i);
            if (i < f->close && isOpening(c)) {
                ++depth;
            } else if (i < f->close && isClosing(c)) {
                --depth;
            } else if (depth == 0 && (c == u',' || i == f->close)) {
                const QString item = mask.mid(start, i - start);
                const qsizetype first = skipSpace(mask, start);
                if (item.trimmed() == u"...") {
                    ellipsis = first;
                } else if (!item.trimmed().isEmpty()) {
                    qsizetype end = i;
                    while (end > start && mask.at(end - 1).isSpace())
                        --end;
                    lastEnd = end;
                }
                start = i + 1;
            }
        }
    }
    if (lastEnd < 0) {
        if (ellipsis >= 0) // { ... }: → { name, ... }:
            return QString(source).insert(ellipsis, name + QStringLiteral(", "));
        return QString(source).replace(
            f->open, f->close - f->open + 1, QStringLiteral("{ %1 }").arg(name));
    }
    const bool multiline = source.mid(f->open, f->close - f->open).contains(QLatin1Char('\n'));
    if (!multiline && !source.mid(f->open, f->close - f->open).contains(QLatin1Char('#'))) {
        // nixfmt (RFC 166) keeps at most two plain arguments on one line: three or more are
        // written one a line with trailing commas, `...` last.
        QStringList items;
        int depth = 0;
        qsizetype start = f->open + 1;
        for (qsizetype i = f->open + 1; i <= f->close; ++i) {
            const QChar c = mask.at(i);
            if (i < f->close && isOpening(c)) {
                ++depth;
            } else if (i < f->close && isClosing(c)) {
                --depth;
            } else if (depth == 0 && (c == u',' || i == f->close)) {
                const QString item = source.mid(start, i - start).trimmed();
                if (!item.isEmpty() && item != u"...")
                    items << item;
                start = i + 1;
            }
        }
        items << name;
        if (items.size() + (ellipsis >= 0 ? 1 : 0) >= 3) {
            QString head = QStringLiteral("{\n");
            for (const QString &item : std::as_const(items))
                head += QStringLiteral("  %1,\n").arg(item);
            if (ellipsis >= 0)
                head += QStringLiteral("  ...\n");
            return QString(source).replace(f->open, f->close - f->open + 1, head + u'}');
        }
    }
    if (!multiline) {
        if (ellipsis > lastEnd) // keep `...` last
            return QString(source).insert(ellipsis, name + QStringLiteral(", "));
        return QString(source).insert(lastEnd, QStringLiteral(", ") + name);
    }
    const qsizetype after = skipSpace(mask, lastEnd);
    const QString indent = indentationAt(source, lastEnd);
    const qsizetype firstOfLine = skipSpace(mask, lineStart(source, lastEnd));
    if (mask.at(firstOfLine) == u',') // leading commas: `, name` on a line of its own
        return QString(source).insert(
            lastEnd, QLatin1Char('\n') + indent + QStringLiteral(", ") + name);
    if (after < mask.size() && mask.at(after) == u',') {
        if (ellipsis > lastEnd) { // `...` stays last: the new line goes before it
            const qsizetype start = lineStart(source, ellipsis);
            return QString(source).insert(
                start, indentationAt(source, ellipsis) + name + QStringLiteral(",\n"));
        }
        const qsizetype eol = lineEnd(source, after);
        return QString(source).insert(eol, QLatin1Char('\n') + indent + name + QLatin1Char(','));
    }
    return QString(source).insert(lastEnd, QStringLiteral(",\n") + indent + name);
}

std::optional<QStringList> listAttribute(const QString &source, const QString &attribute)
{
    const QString mask = nixCodeMask(source);
    const auto set = packageSet(mask);
    if (!set)
        return std::nullopt;
    const auto binding = findBinding(mask, set->first, set->second, attribute);
    if (!binding)
        return std::nullopt;
    const QString elements = elementMask(source);
    const auto list = listAt(elements, *binding);
    if (!list)
        return std::nullopt;
    return elementsOf(source, elements, list->first, list->second);
}

bool hasAttribute(const QString &source, const QString &attribute)
{
    const QString mask = nixCodeMask(source);
    const auto set = packageSet(mask);
    return set && findBinding(mask, set->first, set->second, attribute).has_value();
}

Result<QString> addToListAttribute(
    const QString &source, const QString &attribute, const QString &element)
{
    const QString mask = nixCodeMask(source);
    const auto set = packageSet(mask);
    if (!set)
        return Error{ExpressionEditTexts::tr("No attribute set with pname, version or src was "
                                             "found in package.nix to add %1 to.")
                         .arg(attribute),
            {}};
    const auto binding = findBinding(mask, set->first, set->second, attribute);
    if (!binding)
        return createAttribute(source, mask, set->first, set->second, attribute,
            QStringLiteral("[ %1 ]").arg(element));
    // Strings are elements too ("PREFIX=${placeholder "out"}"): list edits read this mask.
    const QString elements = elementMask(source);
    const auto list = listAt(elements, *binding);
    if (!list)
        return Error{ExpressionEditTexts::tr("%1 is not a plain list in package.nix; add %2 to "
                                             "it by hand.")
                         .arg(attribute, element),
            {}};
    const auto [open, close] = *list;
    if (holds(elementsOf(source, elements, open, close), element))
        return source;
    qsizetype last = close;
    while (last > open + 1 && elements.at(last - 1).isSpace())
        --last;
    if (last == open + 1) { // empty: `[ ]`, `[]`, or a list holding only comments
        if (source.mid(open + 1, close - open - 1).trimmed().isEmpty())
            return QString(source).replace(
                open, close - open + 1, QStringLiteral("[ %1 ]").arg(element));
        return QString(source).insert(open + 1, QLatin1Char(' ') + element);
    }
    const bool closeOnOwnLine
        = elements.mid(lineStart(elements, close), close - lineStart(elements, close))
              .trimmed()
              .isEmpty();
    const bool lastOnOwnLine = lineStart(elements, last - 1) > open;
    if (closeOnOwnLine && lastOnOwnLine) {
        // One element a line: a new line after the last one (after its comment, too).
        const qsizetype eol = lineEnd(source, last - 1);
        return QString(source).insert(
            eol, QLatin1Char('\n') + indentationAt(source, last - 1) + element);
    }
    if (!source.mid(open, close - open).contains(QLatin1Char('\n'))
        && !nixCharacterClasses(source).mid(open, close - open).contains('#')) {
        // A list on one line with two or more elements is one element a line in nixfmt's
        // layout (RFC 166), closed at the indentation of the line that opens it.
        const QStringList items = elementsOf(source, elements, open, close) << element;
        const QString indent = indentationAt(source, open);
        QString expanded = QStringLiteral("[\n");
        for (const QString &item : items)
            expanded += indent + QStringLiteral("  ") + item + QLatin1Char('\n');
        expanded += indent + QLatin1Char(']');
        return QString(source).replace(open, close - open + 1, expanded);
    }
    return QString(source).insert(last, QLatin1Char(' ') + element);
}

Result<QString> addAttribute(const QString &source, const QString &attribute, const QString &value)
{
    const QString mask = nixCodeMask(source);
    const auto set = packageSet(mask);
    if (!set)
        return Error{ExpressionEditTexts::tr("No attribute set with pname, version or src was "
                                             "found in package.nix to add %1 to.")
                         .arg(attribute),
            {}};
    if (findBinding(mask, set->first, set->second, attribute))
        return source;
    return createAttribute(source, mask, set->first, set->second, attribute, value);
}

} // namespace packwright::nix
