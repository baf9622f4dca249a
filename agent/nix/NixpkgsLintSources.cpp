// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The source and its hashes (pkgs/README.md §Sources): no fake or empty hash left from trust on
// first use, SRI hashes, release tags fetched with `tag`, full commit hashes in `rev`.

#include "core/RegexView.h"
#include "nix/HashBindings.h"
#include "nix/LintChecks.h"
#include "nix/NixHash.h"

#include <QRegularExpression>

namespace packwright::nix {

namespace {

void checkHashes(const LintContext &c)
{
    const PackageSyntax &s = c.syntax;
    static const QRegularExpression fake(
        QStringLiteral(R"(^(lib\.)?fake(Hash|Sha256|Sha512)(?![\w'-]))"));
    for (const HashBinding &b : hashBindings(s)) {
        const QString &name = b.name;
        const qsizetype value = b.valueAt;
        if (const auto f = matchView(fake, QStringView(s.code()).mid(value)); f.hasMatch()) {
            c.add("PW-fake-hash", value,
                LintTexts::tr("%1 = %2 is a placeholder: build once and write the hash Nix "
                              "reports (the build fails with a hash mismatch until then).")
                    .arg(name, f.captured(0)));
            continue;
        }
        const auto &literal = b.literal;
        if (!literal || literal->interpolated || literal->indented)
            continue;
        const QString text = literal->text.trimmed();
        if (text.isEmpty() || text == NixHash::fakeSri()) {
            c.add("PW-fake-hash", value,
                LintTexts::tr("%1 is empty or the fake hash: build once and write the hash Nix "
                              "reports.")
                    .arg(name));
            continue;
        }
        const auto parsed = NixHash::parse(text);
        const bool sri = text.contains(u'-') && !text.contains(u':');
        if (!sri && parsed) {
            c.add("PW-sri-hash", b.nameAt,
                LintTexts::tr("%1 is written in base-32 or hex: write %2 = \"%3\"; (the same "
                              "hash in SRI form).")
                    .arg(name, sriHashName(name), parsed.value().toSri()));
        } else if (isLegacyHashName(name) && parsed) {
            c.add("PW-sri-hash", b.nameAt,
                LintTexts::tr("%1 = is the old name: write %2 = \"%3\"; instead.")
                    .arg(name, sriHashName(name), parsed.value().toSri()));
        }
    }
}

bool isFullCommit(const QString &rev)
{
    static const QRegularExpression commit(QStringLiteral("^[0-9a-f]{40}$"));
    return commit.match(rev).hasMatch();
}

void checkForgeFetchers(const LintContext &c)
{
    const PackageSyntax &s = c.syntax;
    static const QRegularExpression fetcher(QStringLiteral(
        R"((?<![\w'.-])(fetchFromGitHub|fetchFromGitLab|fetchFromGitea|fetchFromCodeberg|fetchFromForgejo)\s*\{)"));
    static const QRegularExpression shortHash(QStringLiteral("^[0-9a-f]{7,39}$"));
    auto it = fetcher.globalMatch(s.code());
    while (it.hasNext()) {
        const auto m = it.next();
        const auto set = s.bracketAt(m.capturedEnd() - 1, u'{');
        if (!set)
            continue;
        const QList<SetEntry> entries = s.entriesOf(set->first, set->second);
        const auto find = [&](QLatin1String name) -> const SetEntry * {
            for (const SetEntry &e : entries) {
                if (e.name == name)
                    return &e;
            }
            return nullptr;
        };
        const SetEntry *rev = find(QLatin1String("rev"));
        if (!rev || rev->inherited) {
            if (rev && rev->inherited)
                c.add("PW-fetch-tag", rev->nameOffset,
                    LintTexts::tr("inherit rev; passes the version as a git rev: write tag = "
                                  "\"v${finalAttrs.version}\"; (or the tag's own form) when it is "
                                  "a release tag."));
            continue;
        }
        if (find(QLatin1String("tag"))) {
            c.add("PW-fetch-tag", rev->nameOffset,
                LintTexts::tr("%1 sets both rev and tag: keep tag for a release, rev for a "
                              "commit.")
                    .arg(m.captured(1)));
            continue;
        }
        const auto literal = s.stringAt(rev->valueStart);
        if (literal && !literal->interpolated) {
            if (isFullCommit(literal->text))
                continue;
            if (shortHash.match(literal->text).hasMatch()) {
                c.add("PW-fetch-rev", rev->valueStart,
                    LintTexts::tr("rev \"%1\" is a short commit hash: write the full 40-character "
                                  "hash (a short one can become ambiguous).")
                        .arg(literal->text));
                continue;
            }
        }
        const QString written = s.source().mid(rev->valueStart, rev->valueEnd - rev->valueStart);
        QString tag = written;
        tag.replace(QLatin1String("refs/tags/"), QString());
        c.add("PW-fetch-tag", rev->nameOffset,
            LintTexts::tr("rev = %1 names a release: write tag = %2; (fetchers take tag since "
                          "nixpkgs #355973; it cannot be mistaken for a branch).")
                .arg(written, tag));
    }
}

} // namespace

void checkSources(const LintContext &context)
{
    checkHashes(context);
    checkForgeFetchers(context);
}

} // namespace packwright::nix
