// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/VersionUpdate.h"

#include "loop/HashFixer.h"
#include "nix/NixHash.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace packwright::loop {

namespace {
struct UpdateTexts
{
    Q_DECLARE_TR_FUNCTIONS(UpdateTexts)
};

bool isSeparator(QChar c)
{
    return c == u'.' || c == u'-';
}

/// The next component of a version from `at` on (Nix's splitVersion).
QStringView nextComponent(QStringView v, qsizetype &at)
{
    while (at < v.size() && isSeparator(v[at]))
        ++at;
    const qsizetype start = at;
    if (at < v.size() && v[at].isDigit()) {
        while (at < v.size() && v[at].isDigit())
            ++at;
    } else {
        while (at < v.size() && !v[at].isDigit() && !isSeparator(v[at]))
            ++at;
    }
    return v.mid(start, at - start);
}

bool componentLess(QStringView c1, QStringView c2)
{
    bool n1ok = false;
    bool n2ok = false;
    const qulonglong n1 = c1.toULongLong(&n1ok);
    const qulonglong n2 = c2.toULongLong(&n2ok);
    if (n1ok && n2ok)
        return n1 < n2;
    if (c1.isEmpty() && n2ok)
        return true;
    if (c1 == u"pre" && c2 != u"pre")
        return true;
    if (c2 == u"pre")
        return false;
    if (n2ok)
        return true; // "2.3a" < "2.3.1"
    if (n1ok)
        return false;
    return c1 < c2;
}

struct Replacement
{
    qsizetype offset;
    qsizetype length;
    QString text;
};

/// Offset just past `"` of the string literal that is the value of the attribute whose
/// name starts at `at` (`name = "…"`); -1 when the value is not a plain literal.
qsizetype literalAfter(const QString &text, qsizetype at)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='), at);
    if (eq < 0)
        return -1;
    qsizetype q = eq + 1;
    while (q < text.size() && text[q].isSpace())
        ++q;
    return q < text.size() && text[q] == u'"' ? q + 1 : -1;
}
} // namespace

int compareVersions(QStringView a, QStringView b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() || j < b.size()) {
        const QStringView c1 = nextComponent(a, i);
        const QStringView c2 = nextComponent(b, j);
        if (componentLess(c1, c2))
            return -1;
        if (componentLess(c2, c1))
            return 1;
    }
    return 0;
}

std::optional<QString> versionFromTag(const QString &tag, const QString &pname, bool *preRelease)
{
    QString v = tag;
    // Prefixes in the order tags combine them: "jq-1.7", "release-2.0", "v1.2", "jq-v1.7".
    const QStringList prefixes{QString(pname + QLatin1Char('-')), QString(pname + QLatin1Char('_')),
        pname, QStringLiteral("release-"), QStringLiteral("release"), QStringLiteral("version-"),
        QStringLiteral("rel-")};
    for (const QString &prefix : prefixes) {
        if (!prefix.isEmpty() && v.startsWith(prefix, Qt::CaseInsensitive)
            && v.size() > prefix.size()) {
            v = v.mid(prefix.size());
            break;
        }
    }
    if (v.startsWith(u'v') || v.startsWith(u'V'))
        v = v.mid(1);
    static const QRegularExpression shape(QStringLiteral("^[0-9][0-9A-Za-z._+-]*$"));
    if (!shape.match(v).hasMatch())
        return std::nullopt;
    if (!v.contains(u'.') && v.contains(u'_'))
        v.replace(u'_', u'.'); // "1_2_3" is how some projects write 1.2.3
    static const QRegularExpression pre(QStringLiteral("(rc|alpha|beta|pre|dev|snapshot|nightly)"),
        QRegularExpression::CaseInsensitiveOption);
    if (preRelease)
        *preRelease = pre.match(v).hasMatch();
    return v;
}

std::optional<nix::GitTag> newestTag(
    const QList<nix::GitTag> &tags, const QString &pname, bool allowPreRelease)
{
    std::optional<nix::GitTag> best;
    QString bestVersion;
    for (const nix::GitTag &tag : tags) {
        bool pre = false;
        const auto version = versionFromTag(tag.name, pname, &pre);
        if (!version || (pre && !allowPreRelease))
            continue;
        if (!best || compareVersions(*version, bestVersion) > 0) {
            best = tag;
            bestVersion = *version;
        }
    }
    return best;
}

std::optional<nix::GitTag> tagForVersion(
    const QList<nix::GitTag> &tags, const QString &pname, const QString &version)
{
    for (const nix::GitTag &tag : tags) {
        if (versionFromTag(tag.name, pname) == version)
            return tag;
    }
    return std::nullopt;
}

Result<VersionBump> bumpVersion(const QString &expression,
    const nix::ExpressionPositions &positions, const QString &oldVersion, const QString &newVersion,
    const QString &newCommit)
{
    if (oldVersion.isEmpty() || newVersion.isEmpty())
        return Error{UpdateTexts::tr("Both the old and the new version are needed."), {}};
    QList<Replacement> edits;
    QStringList changes;

    // version = "OLD": at the position Nix reports, else the first one written.
    qsizetype versionAt = -1;
    if (const auto at = positions.find(QStringLiteral("version")))
        versionAt = literalAfter(expression, offsetOf(expression, at->line, at->column));
    if (versionAt < 0) {
        static const QRegularExpression written(QStringLiteral("\\bversion\\s*=\\s*\""));
        for (auto it = written.globalMatch(expression); it.hasNext();) {
            const auto m = it.next();
            if (!nix::inNixComment(expression, m.capturedStart())) {
                versionAt = m.capturedEnd();
                break;
            }
        }
    }
    if (versionAt < 0 || expression.mid(versionAt, oldVersion.size() + 1) != oldVersion + u'"')
        return Error{UpdateTexts::tr("package.nix has no plain `version = \"%1\";` to update; "
                                     "edit the version by hand.")
                         .arg(oldVersion),
            {}};
    edits.append({versionAt, oldVersion.size(), newVersion});
    changes << UpdateTexts::tr("version %1 → %2").arg(oldVersion, newVersion);

    // rev, tag and url literals that spell the version (an interpolated one follows it).
    static const QRegularExpression literal(
        QStringLiteral("\\b(rev|tag|url)\\s*=\\s*\"((?:[^\"\\\\$]|\\\\.|\\$(?!\\{))*)\""));
    static const QRegularExpression commitId(QStringLiteral("^[0-9a-f]{40}$"));
    for (auto it = literal.globalMatch(expression); it.hasNext();) {
        const auto m = it.next();
        if (nix::inNixComment(expression, m.capturedStart()))
            continue;
        const QString name = m.captured(1);
        const QString value = m.captured(2);
        if (name == u"rev" && commitId.match(value).hasMatch()) {
            if (newCommit.isEmpty())
                return Error{UpdateTexts::tr("rev is the commit %1, and the commit of %2 is not "
                                             "known; give the source repository's tag or edit "
                                             "rev by hand.")
                                 .arg(value, newVersion),
                    {}};
            edits.append({m.capturedStart(2), value.size(), newCommit});
            changes << UpdateTexts::tr("rev %1 → %2").arg(value, newCommit);
        } else if (value.contains(oldVersion)) {
            const QString updated = QString(value).replace(oldVersion, newVersion);
            edits.append({m.capturedStart(2), value.size(), updated});
            changes << UpdateTexts::tr("%1 %2 → %3").arg(name, value, updated);
        }
    }

    // Every fixed-output hash, so that no output of the old version is reused from the store.
    const QString fake = nix::NixHash::fakeSri();
    for (const nix::HashPosition &h : positions.hashes) {
        const qsizetype at = offsetOf(expression, h.location.line, h.location.column);
        if (at < 0 || expression.mid(at, h.text.size()) != h.text || h.text == fake
            || h.text.startsWith(QStringLiteral("lib.fake")))
            continue;
        edits.append({at, h.text.size(), fake});
        changes << UpdateTexts::tr("%1 hash reset (trust on first use)").arg(h.attribute);
    }

    std::sort(edits.begin(), edits.end(),
        [](const Replacement &a, const Replacement &b) { return a.offset > b.offset; });
    QString text = expression;
    qsizetype limit = text.size();
    for (const Replacement &r : std::as_const(edits)) {
        if (r.offset + r.length > limit)
            continue; // overlaps one already made (a hash inside a url literal): keep the first
        text.replace(r.offset, r.length, r.text);
        limit = r.offset;
    }
    return VersionBump{text, changes};
}

} // namespace packwright::loop
