// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// meta as pkgs/README.md §Meta attributes and doc/stdenv/meta.chapter.md want it:
// the description's form, a license, maintainers and mainProgram.

#include "nix/LintChecks.h"

#include <QRegularExpression>

namespace packwright::nix {

namespace {

/// Where a finding about a missing meta attribute goes: meta, else the package.
qsizetype metaOffset(const LintContext &c)
{
    if (const SetEntry *meta = c.syntax.entry(QStringLiteral("meta")))
        return meta->nameOffset;
    return c.packageOffset();
}

void checkDescription(const LintContext &c)
{
    const auto entry = c.syntax.metaEntry(QStringLiteral("description"));
    if (!entry) {
        c.add("PW-description-missing", metaOffset(c),
            LintTexts::tr("meta.description is missing: add one short sentence saying what the "
                          "package is, e.g. \"Command-line JSON processor\"."));
        return;
    }
    const auto literal = c.syntax.stringAt(entry->valueStart);
    if (!literal)
        return; // computed: Nix would have to tell
    const qsizetype at = literal->start;
    const QString text = literal->text.trimmed();
    if (text.isEmpty()) {
        c.add("PW-description-missing", at,
            LintTexts::tr("meta.description is empty: say in a few words what the package is."));
        return;
    }
    static const QRegularExpression twoSentences(QStringLiteral("[.!?]\\s+[A-Z]"));
    if (literal->indented || text.contains(u'\n'))
        c.add("PW-description-sentence", at,
            LintTexts::tr("meta.description spans several lines: keep one line, and put the rest "
                          "in meta.longDescription."));
    else if (twoSentences.match(text).hasMatch())
        c.add("PW-description-sentence", at,
            LintTexts::tr("meta.description holds more than one sentence: keep the first, and "
                          "put the rest in meta.longDescription."));
    static const QRegularExpression article(
        QStringLiteral("^(a|an|the)\\s+"), QRegularExpression::CaseInsensitiveOption);
    if (const auto m = article.match(text); m.hasMatch()) {
        QString rest = text.mid(m.capturedLength());
        if (!rest.isEmpty())
            rest[0] = rest.at(0).toUpper();
        c.add("PW-description-article", at,
            LintTexts::tr("meta.description starts with \"%1\": start with the noun, e.g. "
                          "\"%2\".")
                .arg(m.captured(1), rest));
    } else if (text.at(0).isLower()) {
        c.add("PW-description-capital", at,
            LintTexts::tr("meta.description starts with a lower-case letter: capitalise it "
                          "(\"%1\").")
                .arg(text.at(0).toUpper() + text.mid(1)));
    }
    const QString pname = c.pname();
    static const QRegularExpression namePlaceholder(
        QStringLiteral(R"(^\$\{(finalAttrs\.)?pname\})"));
    const bool startsWithName = namePlaceholder.match(text).hasMatch()
        || (!pname.isEmpty() && text.startsWith(pname, Qt::CaseInsensitive)
            && (text.size() == pname.size() || !text.at(pname.size()).isLetterOrNumber()));
    if (startsWithName)
        c.add("PW-description-name", at,
            LintTexts::tr("meta.description starts with the package name: say what the package "
                          "is; the name is shown beside the description anyway."));
    static const QRegularExpression punctuation(QStringLiteral("[.!?;:,…]$"));
    if (punctuation.match(text).hasMatch())
        c.add("PW-description-punctuation", at,
            LintTexts::tr("meta.description ends with \"%1\": drop the punctuation.")
                .arg(text.back()));
    constexpr int maxLength = 80;
    if (text.size() > maxLength)
        c.add("PW-description-length", at,
            LintTexts::tr("meta.description has %1 characters: keep it short (at most %2); "
                          "details go in meta.longDescription.")
                .arg(text.size())
                .arg(maxLength));
}

void checkLicense(const LintContext &c)
{
    const auto entry = c.syntax.metaEntry(QStringLiteral("license"));
    if (!entry) {
        c.add("PW-license", metaOffset(c),
            LintTexts::tr("meta.license is not set: use the lib.licenses value of the upstream "
                          "license (lib.licenses.unfree when there is none)."));
        return;
    }
    if (entry->inherited)
        return;
    if (const auto literal = c.syntax.stringAt(entry->valueStart)) {
        c.add("PW-license-form", literal->start,
            LintTexts::tr("meta.license is the string \"%1\": use a lib.licenses value, e.g. "
                          "lib.licenses.mit.")
                .arg(literal->text));
        return;
    }
    static const QStringList deprecated{QStringLiteral("agpl3"), QStringLiteral("gpl2"),
        QStringLiteral("gpl3"), QStringLiteral("lgpl2"), QStringLiteral("lgpl21"),
        QStringLiteral("lgpl3")};
    for (const QString &word : c.syntax.wordsIn(entry->valueStart, entry->valueEnd)) {
        const QString name = word.section(u'.', -1);
        if (deprecated.contains(name)
            && (word.contains(QLatin1String("licenses.")) || word == name))
            c.add("PW-license-form", entry->valueStart,
                LintTexts::tr("%1 is deprecated because it hides whether later versions are "
                              "allowed: write %2Only or %2Plus, as the source's license notice "
                              "says.")
                    .arg(word, name));
    }
}

void checkMaintainers(const LintContext &c)
{
    const auto entry = c.syntax.metaEntry(QStringLiteral("maintainers"));
    if (!entry) {
        c.add("PW-maintainers", metaOffset(c),
            LintTexts::tr("meta.maintainers is not set: a new package needs at least one "
                          "maintainer from maintainers/maintainer-list.nix."));
        return;
    }
    if (entry->inherited)
        return;
    const auto list = c.syntax.bracketAt(entry->valueStart, u'[');
    if (list && c.syntax.listElements(list->first, list->second).isEmpty())
        c.add("PW-maintainers", entry->valueStart,
            LintTexts::tr("meta.maintainers is empty: a new package needs at least one "
                          "maintainer (add yourself to maintainers/maintainer-list.nix in an "
                          "earlier commit if needed)."));
}

/// Whether the text shows the package installs a program: a builder of programs, a script
/// that writes to $out/bin, or versionCheckHook.
bool installsProgram(const LintContext &c)
{
    static const QStringList programBuilders{QStringLiteral("buildPythonApplication"),
        QStringLiteral("buildGoModule"), QStringLiteral("buildRustPackage"),
        QStringLiteral("buildNpmPackage")};
    for (const QString &b : programBuilders) {
        if (c.syntax.builder().endsWith(b))
            return true;
    }
    static const QRegularExpression bin(
        QStringLiteral(R"(\$out/bin\b|\$\{placeholder "out"\}/bin\b|versionCheckHook)"));
    return bin.match(c.syntax.source()).hasMatch();
}

void checkMainProgram(const LintContext &c)
{
    const auto entry = c.syntax.metaEntry(QStringLiteral("mainProgram"));
    const auto &programs = c.options.installedPrograms;
    if (!entry) {
        if (programs && programs->size() == 1)
            c.add("PW-mainProgram", metaOffset(c),
                LintTexts::tr("meta.mainProgram is not set, and the package installs one "
                              "program: add mainProgram = \"%1\";.")
                    .arg(programs->constFirst()));
        else if (!programs && installsProgram(c))
            c.add("PW-mainProgram", metaOffset(c),
                LintTexts::tr("meta.mainProgram is not set, but the package installs a program: "
                              "name its main executable in bin/, e.g. mainProgram = \"%1\";.")
                    .arg(c.pname().isEmpty() ? QStringLiteral("name") : c.pname()));
        return;
    }
    if (entry->inherited) {
        c.add("PW-mainProgram-literal", entry->nameOffset,
            LintTexts::tr("meta.mainProgram is inherited: write the program's name as a "
                          "string."));
        return;
    }
    const auto literal = c.syntax.stringAt(entry->valueStart);
    if (!literal || literal->interpolated) {
        c.add("PW-mainProgram-literal", entry->valueStart,
            LintTexts::tr("meta.mainProgram is computed: write the program's name as a string, "
                          "even when it equals pname."));
        return;
    }
    if (programs && !programs->contains(literal->text))
        c.add("PW-mainProgram-installed", literal->start,
            programs->isEmpty()
                ? LintTexts::tr("meta.mainProgram is \"%1\", but the build installs no bin/: "
                                "drop mainProgram or install the program.")
                      .arg(literal->text)
                : LintTexts::tr("meta.mainProgram is \"%1\", but bin/ holds %2: name one of "
                                "those.")
                      .arg(literal->text, programs->join(QStringLiteral(", "))));
}

} // namespace

void checkMeta(const LintContext &context)
{
    if (!context.syntax.packageSet())
        return;
    checkDescription(context);
    checkLicense(context);
    checkMaintainers(context);
    checkMainProgram(context);
}

} // namespace packwright::nix
