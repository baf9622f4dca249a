// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The mechanical fixes of lint findings (LintFixes.h): each reads the text again through
// PackageSyntax, so that one fix's edit never leaves the next one working on stale offsets.

#include "nix/LintFixes.h"
#include "nix/LintFixParts.h"

#include "nix/ExpressionEdit.h"
#include "nix/HashBindings.h"
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

using lintfix::Fixed;
using lintfix::LintFixTexts;

namespace {

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
    struct Edit
    {
        qsizetype nameAt;
        QString name;
        QString target;
        std::optional<StringLiteral> literal;
        QString sri;
    };
    QList<Edit> edits;
    for (const HashBinding &b : hashBindings(s)) {
        const auto &literal = b.literal;
        if (!isLegacyHashName(b.name) || !literal || literal->interpolated || literal->indented)
            continue;
        const auto parsed = NixHash::parse(literal->text.trimmed());
        if (!parsed || literal->text.trimmed() == NixHash::fakeSri())
            continue;
        const QString target = sriHashName(b.name);
        // The set binds the new name already: which of the two counts is not for a fix.
        const qsizetype open = enclosingBrace(s.code(), b.nameAt);
        if (open >= 0) {
            const qsizetype close = matching(s.code(), open);
            bool taken = false;
            for (const SetEntry &e : s.entriesOf(open, close))
                taken = taken || e.name == target;
            if (taken)
                continue;
        }
        edits << Edit{b.nameAt, b.name, target, literal, parsed.value().toSri()};
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
        {QStringLiteral("PW-meta-with-lib"), &lintfix::fixMetaWithLib},
        // Each goes right after `version`: __structuredAttrs ends up first, as the templates
        // write the two.
        {QStringLiteral("NPV-164"), &fixStrictDeps},
        {QStringLiteral("NPV-166"), &fixStructuredAttrs},
        {QStringLiteral("PW-RFC166-arguments"), &fixArguments},
        {QStringLiteral("PW-RFC166-lists"), &fixLists},
        {QStringLiteral("PW-RFC166-tabs"), &lintfix::fixTabs},
        {QStringLiteral("PW-RFC166-trailing-whitespace"), &lintfix::fixTrailingWhitespace},
        {QStringLiteral("PW-RFC166-blank-lines"), &lintfix::fixBlankLines},
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
