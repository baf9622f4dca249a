// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The mechanical fixes of lint findings (LintFixes.h): each reads the text again through
// PackageSyntax, so that one fix's edit never leaves the next one working on stale offsets.

#include "nix/LintFixes.h"

#include "core/RegexView.h"
#include "nix/ExpressionEdit.h"
#include "nix/NixHash.h"
#include "nix/NixSets.h"
#include "nix/PackageSyntax.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>
#include <optional>

namespace packwright::nix {

namespace {

struct LintFixTexts
{
    Q_DECLARE_TR_FUNCTIONS(LintFixTexts)
};

/// A fix: the new text and its reason, or nullopt when the rule's fix is not mechanical here.
using Fixed = std::optional<std::pair<QString, QString>>;

qsizetype lineStartOf(const QString &text, qsizetype at)
{
    const qsizetype nl = at > 0 ? text.lastIndexOf(QLatin1Char('\n'), at - 1) : -1;
    return nl + 1;
}

QString indentationOf(const QString &text, qsizetype at)
{
    const qsizetype start = lineStartOf(text, at);
    qsizetype i = start;
    while (i < text.size() && text.at(i) == u' ')
        ++i;
    return text.mid(start, i - start);
}

bool isMkDerivation(const PackageSyntax &s)
{
    return s.builder().endsWith(QLatin1String("mkDerivation"))
        && !s.builder().contains(QLatin1String("python"), Qt::CaseInsensitive);
}

/// Sets `name = true;`: a literal `false` becomes `true`; a missing binding is added right
/// after `version` (else `pname`), as the templates write it. nullopt: the value is computed
/// (or true already), or the package has no builder set to add it to.
std::optional<QString> setTrue(const QString &text, const QString &name)
{
    const PackageSyntax s(text);
    if (s.builder().isEmpty() || !s.packageSet())
        return std::nullopt;
    const SetEntry *e = s.entry(name);
    if (e) {
        if (s.boolValue(e) != false)
            return std::nullopt;
        qsizetype at = e->valueStart;
        while (at < text.size() && text.at(at).isSpace())
            ++at;
        return QString(text).replace(at, 5, QStringLiteral("true"));
    }
    for (const QString &anchor : {QStringLiteral("version"), QStringLiteral("pname")}) {
        const SetEntry *a = s.entry(anchor);
        if (!a || a->inherited || a->valueEnd < 0 || a->valueEnd >= text.size()
            || text.at(a->valueEnd) != u';')
            continue;
        const QString indent = indentationOf(text, a->nameOffset);
        return QString(text).insert(
            a->valueEnd + 1, QStringLiteral("\n%1%2 = true;").arg(indent, name));
    }
    auto added = addAttribute(text, name, QStringLiteral("true"));
    if (!added || added.value() == text)
        return std::nullopt;
    return added.value();
}

Fixed fixStrictDeps(const QString &text)
{
    const PackageSyntax s(text);
    const SetEntry *e = s.entry(QStringLiteral("strictDeps"));
    // Missing: only mkDerivation defaults to false; other builders are read as evaluated.
    if (!e && !isMkDerivation(s))
        return std::nullopt;
    const auto fixed = setTrue(text, QStringLiteral("strictDeps"));
    if (!fixed)
        return std::nullopt;
    return std::pair(*fixed,
        LintFixTexts::tr("Set strictDeps = true; (NPV-164: nixpkgs-vet fails a new package "
                         "without it)"));
}

Fixed fixStructuredAttrs(const QString &text)
{
    const PackageSyntax s(text);
    // With __structuredAttrs only env is exported: an upper-case binding outside env, or
    // passAsFile, would change what the build sees. Moving them is a judgement, not a fix.
    static const QRegularExpression variable(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    for (const SetEntry &e : s.entries()) {
        if (e.name == QLatin1String("passAsFile") || variable.match(e.name).hasMatch())
            return std::nullopt;
    }
    const auto fixed = setTrue(text, QStringLiteral("__structuredAttrs"));
    if (!fixed)
        return std::nullopt;
    return std::pair(*fixed,
        LintFixTexts::tr("Set __structuredAttrs = true; (NPV-166: nixpkgs-vet fails a new "
                         "package without it)"));
}

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

Fixed fixFetchTag(const QString &text)
{
    const PackageSyntax s(text);
    static const QRegularExpression fetcher(QStringLiteral(
        R"((?<![\w'.-])(fetchFromGitHub|fetchFromGitLab|fetchFromGitea|fetchFromCodeberg|fetchFromForgejo)\s*\{)"));
    static const QRegularExpression versionWord(QStringLiteral("(?<![\\w'-])version(?![\\w'-])"));
    static const QRegularExpression versionLike(
        QStringLiteral("^(refs/tags/)?[A-Za-z_-]*[vV]?[0-9]+(\\.[0-9A-Za-z]+)+$"));
    static const QRegularExpression commitLike(QStringLiteral("^[0-9a-f]{7,40}$"));
    QString out = text;
    struct Edit
    {
        qsizetype at;
        qsizetype length;
        QString with;
    };
    QList<Edit> edits;
    for (auto it = fetcher.globalMatch(s.code()); it.hasNext();) {
        const auto m = it.next();
        const auto set = s.bracketAt(m.capturedEnd() - 1, u'{');
        if (!set)
            continue;
        const QList<SetEntry> entries = s.entriesOf(set->first, set->second);
        const SetEntry *rev = nullptr;
        bool hasTag = false;
        for (const SetEntry &e : entries) {
            if (e.name == QLatin1String("rev"))
                rev = &e;
            hasTag = hasTag || e.name == QLatin1String("tag");
        }
        if (!rev || rev->inherited || hasTag)
            continue;
        const QString written
            = text.mid(rev->valueStart, rev->valueEnd - rev->valueStart).trimmed();
        const auto literal = s.stringAt(rev->valueStart);
        bool release = versionWord.match(written).hasMatch();
        if (literal && !literal->interpolated)
            release = !commitLike.match(literal->text).hasMatch()
                && versionLike.match(literal->text).hasMatch();
        if (!release)
            continue;
        edits << Edit{rev->nameOffset, 3, QStringLiteral("tag")};
        const qsizetype refs = text.indexOf(QLatin1String("refs/tags/"), rev->valueStart);
        if (refs >= 0 && refs < rev->valueEnd)
            edits << Edit{refs, 10, QString()};
    }
    if (edits.isEmpty())
        return std::nullopt;
    // `src.rev` read elsewhere (a changelog URL) names the tag now.
    static const QRegularExpression srcRev(QStringLiteral("(?<![\\w'-])src\\.rev(?![\\w'-])"));
    for (auto it = srcRev.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (s.classes().at(m.capturedStart()) == '#')
            continue;
        edits << Edit{m.capturedEnd() - 3, 3, QStringLiteral("tag")};
    }
    std::sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.at > b.at; });
    for (const Edit &e : std::as_const(edits))
        out.replace(e.at, e.length, e.with);
    return std::pair(out,
        LintFixTexts::tr("Fetch the release with tag = instead of rev = (PW-fetch-tag: nixpkgs "
                         "#355973)"));
}

Fixed fixSriHashes(const QString &text)
{
    const PackageSyntax s(text);
    static const QRegularExpression binding(
        QStringLiteral(R"((?<![\w'.-])(sha1|sha256|sha512|\w+Sha256)\s*=(?!=)\s*)"));
    struct Edit
    {
        qsizetype nameAt;
        QString name;
        QString target;
        std::optional<StringLiteral> literal;
        QString sri;
    };
    QList<Edit> edits;
    for (auto it = binding.globalMatch(s.code()); it.hasNext();) {
        const auto m = it.next();
        const QString name = m.captured(1);
        const auto literal = s.stringAt(m.capturedEnd());
        if (!literal || literal->interpolated || literal->indented)
            continue;
        const auto parsed = NixHash::parse(literal->text.trimmed());
        if (!parsed || literal->text.trimmed() == NixHash::fakeSri())
            continue;
        const QString target = name.endsWith(QLatin1String("Sha256"))
            ? name.chopped(6) + QStringLiteral("Hash")
            : QStringLiteral("hash");
        // The set binds the new name already: which of the two counts is not for a fix.
        const qsizetype open = enclosingBrace(s.code(), m.capturedStart(1));
        if (open >= 0) {
            const qsizetype close = matching(s.code(), open);
            bool taken = false;
            for (const SetEntry &e : s.entriesOf(open, close))
                taken = taken || e.name == target;
            if (taken)
                continue;
        }
        edits << Edit{m.capturedStart(1), name, target, literal, parsed.value().toSri()};
    }
    if (edits.isEmpty())
        return std::nullopt;
    QString out = text;
    QStringList names;
    for (auto e = edits.crbegin(); e != edits.crend(); ++e) {
        out.replace(e->literal->start, e->literal->end - e->literal->start,
            QLatin1Char('"') + e->sri + QLatin1Char('"'));
        out.replace(e->nameAt, e->name.size(), e->target);
        names.prepend(e->name);
    }
    names.removeDuplicates();
    return std::pair(out,
        LintFixTexts::tr("Write %1 as an SRI hash = \"sha256-…\" (PW-sri-hash: pkgs/README.md "
                         "§Sources)")
            .arg(names.join(QStringLiteral(", "))));
}

Fixed fixArguments(const QString &text)
{
    const PackageSyntax s(text);
    const auto &f = s.formals();
    if (!f)
        return std::nullopt;
    for (qsizetype i = f->open; i <= f->close; ++i) {
        if (s.classes().at(i) == '#')
            return std::nullopt; // comments in the head: where they go is the author's call
    }
    QStringList items;
    bool ellipsis = false;
    int depth = 0;
    qsizetype start = f->open + 1;
    const QString &code = s.code();
    for (qsizetype i = f->open + 1; i <= f->close; ++i) {
        const QChar c = code.at(i);
        if (i < f->close && isOpening(c)) {
            ++depth;
        } else if (i < f->close && isClosing(c)) {
            --depth;
        } else if (depth == 0 && (c == u',' || i == f->close)) {
            const QString item = text.mid(start, i - start).trimmed();
            if (item == QLatin1String("..."))
                ellipsis = true;
            else if (!item.isEmpty())
                items << item;
            start = i + 1;
        }
    }
    if (items.isEmpty())
        return std::nullopt;
    for (const QString &item : std::as_const(items)) {
        if (item.contains(u'\n'))
            return std::nullopt; // a default over several lines: nixfmt's layout of it varies
    }
    QString head = QStringLiteral("{\n");
    for (const QString &item : std::as_const(items))
        head += QStringLiteral("  %1,\n").arg(item);
    if (ellipsis)
        head += QStringLiteral("  ...\n");
    head += u'}';
    if (text.mid(f->open, f->close - f->open + 1) == head)
        return std::nullopt;
    return std::pair(QString(text).replace(f->open, f->close - f->open + 1, head),
        LintFixTexts::tr("Write the function's arguments one a line with trailing commas "
                         "(PW-RFC166-arguments: nixfmt's layout)"));
}

Fixed fixLists(const QString &text)
{
    QString out = text;
    bool changed = false;
    // From the end: an edit never moves the offsets still to be visited.
    const PackageSyntax s(text);
    const QString &code = s.code();
    QList<std::pair<qsizetype, qsizetype>> lists;
    for (qsizetype i = 0; i < code.size(); ++i) {
        if (code.at(i) != u'[')
            continue;
        const qsizetype close = matching(code, i);
        if (close < 0)
            continue;
        lists.append({i, close});
    }
    for (auto l = lists.crbegin(); l != lists.crend(); ++l) {
        const auto [open, close] = *l;
        const QString inside = text.mid(open, close - open + 1);
        if (inside.contains(u'\n') || code.mid(open + 1, close - open - 1).contains(u'['))
            continue;
        bool comment = false;
        for (qsizetype i = open; i <= close; ++i)
            comment = comment || s.classes().at(i) == '#';
        if (comment)
            continue;
        // Only the value of a binding, `name = [ … ];`: elsewhere (an argument of a call)
        // nixfmt's layout depends on what surrounds it.
        qsizetype before = open - 1;
        while (before >= 0 && code.at(before) == u' ')
            --before;
        const qsizetype after = skipSpace(code, close + 1);
        if (before < 0 || code.at(before) != u'=' || after >= code.size() || code.at(after) != u';')
            continue;
        const auto elements = s.listElements(open, close);
        if (elements.size() < 2)
            continue;
        const QString indent = indentationOf(text, open);
        QString expanded = QStringLiteral("[\n");
        for (const auto &[start, end] : elements)
            expanded += QStringLiteral("%1  %2\n").arg(indent, text.mid(start, end - start));
        expanded += indent + u']';
        out.replace(open, close - open + 1, expanded);
        changed = true;
    }
    if (!changed)
        return std::nullopt;
    return std::pair(out,
        LintFixTexts::tr("Write lists of two or more elements one element a line "
                         "(PW-RFC166-lists: nixfmt's layout)"));
}

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
    const QString result = out.join(u'\n');
    if (result == text)
        return std::nullopt;
    return std::pair(result,
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
    const QString result = out.join(u'\n');
    if (result == text)
        return std::nullopt;
    return std::pair(result,
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
    if (out == text)
        return std::nullopt;
    return std::pair(
        out, LintFixTexts::tr("Indent with spaces, not tabs (PW-RFC166-tabs: nixfmt's layout)"));
}

} // namespace

QString LintFixResult::summary() const
{
    QStringList reasons;
    for (const LintFix &f : fixes)
        reasons << f.reason;
    return reasons.join(QStringLiteral("; "));
}

LintFixResult fixLintFindings(const QString &expression, const QList<LintFinding> &findings)
{
    QSet<QString> rules;
    for (const LintFinding &f : findings)
        rules.insert(f.rule);
    LintFixResult result{expression, {}};
    // Sources and structure first, the layout last: the layout fixes tidy what is left.
    const QList<std::pair<QString, Fixed (*)(const QString &)>> fixers{
        {QStringLiteral("PW-fetch-tag"), &fixFetchTag},
        {QStringLiteral("PW-sri-hash"), &fixSriHashes},
        {QStringLiteral("PW-meta-with-lib"), &fixMetaWithLib},
        // Each goes right after `version`: __structuredAttrs ends up first, as the templates
        // write the two.
        {QStringLiteral("NPV-164"), &fixStrictDeps},
        {QStringLiteral("NPV-166"), &fixStructuredAttrs},
        {QStringLiteral("PW-RFC166-arguments"), &fixArguments},
        {QStringLiteral("PW-RFC166-lists"), &fixLists},
        {QStringLiteral("PW-RFC166-tabs"), &fixTabs},
        {QStringLiteral("PW-RFC166-trailing-whitespace"), &fixTrailingWhitespace},
        {QStringLiteral("PW-RFC166-blank-lines"), &fixBlankLines},
    };
    for (const auto &[rule, fix] : fixers) {
        if (!rules.contains(rule))
            continue;
        if (const Fixed fixed = fix(result.expression);
            fixed && fixed->first != result.expression) {
            result.expression = fixed->first;
            result.fixes << LintFix{rule, fixed->second};
        }
    }
    return result;
}

} // namespace packwright::nix
