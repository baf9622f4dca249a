// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The shape of the expression: nixpkgs-vet's strictDeps/__structuredAttrs ratchets as written,
// env, finalAttrs, with scopes, meta's place, build tools, phases and the comments reviewers
// ask for (pkgs/README.md §Reviewing contributions).

#include "core/RegexView.h"
#include "nix/LintChecks.h"
#include "nix/NixSets.h"

#include <QRegularExpression>
#include <QSet>

namespace packwright::nix {

namespace {

void checkRatchets(const LintContext &c)
{
    const auto &evaluation = c.options.evaluation;
    if (evaluation && evaluation->error.isEmpty())
        return; // checkEvaluation() reports what Nix evaluated
    if (c.syntax.builder().isEmpty())
        return;
    const SetEntry *strict = c.syntax.entry(QStringLiteral("strictDeps"));
    if (const auto value = c.syntax.boolValue(strict); value == false)
        c.add("NPV-164", strict->nameOffset,
            LintTexts::tr("strictDeps = false: nixpkgs-vet fails a new package that does not "
                          "evaluate with strictDeps = true; move build tools to "
                          "nativeBuildInputs and set it to true."));
    else if (!strict && c.isMkDerivation())
        c.add("NPV-164", c.packageOffset(),
            LintTexts::tr("%1 does not set strictDeps = true; (mkDerivation's default is "
                          "false): nixpkgs-vet fails a new package without it.")
                .arg(c.syntax.builder()));
    const SetEntry *structured = c.syntax.entry(QStringLiteral("__structuredAttrs"));
    if (const auto value = c.syntax.boolValue(structured); value == false)
        c.add("NPV-166", structured->nameOffset,
            LintTexts::tr("__structuredAttrs = false: nixpkgs-vet fails a new package that does "
                          "not evaluate with __structuredAttrs = true."));
    else if (!structured)
        c.add("NPV-166", c.packageOffset(),
            LintTexts::tr("The package does not set __structuredAttrs = true;: nixpkgs-vet "
                          "fails a new package without it, whatever the builder."));
}

void checkEnvironmentVariables(const LintContext &c)
{
    static const QRegularExpression variable(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    for (const SetEntry &e : c.syntax.entries()) {
        if (!e.inherited && variable.match(e.name).hasMatch())
            c.add("PW-structured-env", e.nameOffset,
                LintTexts::tr("%1 is an environment variable for the build: write it inside "
                              "env = { … }; (with __structuredAttrs only env is exported).")
                    .arg(e.name));
    }
}

void checkFinalAttrs(const LintContext &c)
{
    if (!c.syntax.usesRec())
        return;
    const qsizetype rec
        = c.syntax.code().lastIndexOf(QLatin1String("rec"), c.syntax.packageSet()->first);
    c.add("PW-finalAttrs", rec,
        LintTexts::tr("rec { … } ignores overrideAttrs: write %1 (finalAttrs: { … }) and refer "
                      "to finalAttrs.version, finalAttrs.src and so on.")
            .arg(
                c.syntax.builder().isEmpty() ? QStringLiteral("the builder") : c.syntax.builder()));
}

void checkWith(const LintContext &c)
{
    const QString &code = c.syntax.code();
    static const QRegularExpression with(QStringLiteral("(?<![\\w'.-])with\\s+([\\w'.-]+)\\s*;"));
    // Top level: inside no bracket (a `with` in the package set or a list is narrower).
    int depth = 0;
    qsizetype scanned = 0;
    auto it = with.globalMatch(code);
    while (it.hasNext()) {
        const auto m = it.next();
        for (; scanned < m.capturedStart(); ++scanned) {
            if (isOpening(code.at(scanned)))
                ++depth;
            else if (isClosing(code.at(scanned)))
                --depth;
        }
        if (depth == 0)
            c.add("PW-with-scope", m.capturedStart(),
                LintTexts::tr("with %1; around the whole expression hides where names come from: "
                              "write %1.name where a name is used (or inherit (%1) name;).")
                    .arg(m.captured(1)));
    }
    if (const SetEntry *meta = c.syntax.entry(QStringLiteral("meta")); meta && !meta->inherited) {
        static const QRegularExpression metaWith(QStringLiteral("^with\\s+lib\\b"));
        if (matchView(metaWith, QStringView(code).mid(meta->valueStart)).hasMatch())
            c.add("PW-meta-with-lib", meta->valueStart,
                LintTexts::tr("meta = with lib; { … }: write lib.licenses.x and lib.platforms.y "
                              "instead (maintainers = with lib.maintainers; [ … ] may stay)."));
    }
}

void checkMetaLast(const LintContext &c)
{
    const auto &entries = c.syntax.entries();
    bool seenMeta = false;
    for (const SetEntry &e : entries) {
        const bool isMeta
            = e.name == QLatin1String("meta") || e.name.startsWith(QLatin1String("meta."));
        if (isMeta) {
            seenMeta = true;
        } else if (seenMeta) {
            c.add("PW-meta-last", e.nameOffset,
                LintTexts::tr("%1 comes after meta: meta is the last attribute of a package "
                              "(passthru goes just before it).")
                    .arg(e.name));
            return;
        }
    }
}

/// The last component of an input as written (`pkgs.cmake` → "cmake").
QString inputName(const QString &element)
{
    if (element.startsWith(u'(') && element.endsWith(u')'))
        return {}; // a call: cannot tell
    return element.section(u'.', -1);
}

const QSet<QString> &buildTools()
{
    static const QSet<QString> tools{QStringLiteral("cmake"), QStringLiteral("meson"),
        QStringLiteral("ninja"), QStringLiteral("pkg-config"), QStringLiteral("pkgconf"),
        QStringLiteral("pkgconfig"), QStringLiteral("autoconf"), QStringLiteral("automake"),
        QStringLiteral("libtool"), QStringLiteral("makeWrapper"),
        QStringLiteral("makeBinaryWrapper"), QStringLiteral("installShellFiles"),
        QStringLiteral("bison"), QStringLiteral("flex"), QStringLiteral("intltool"),
        QStringLiteral("help2man"), QStringLiteral("texinfo"), QStringLiteral("scdoc"),
        QStringLiteral("gnum4"), QStringLiteral("m4"), QStringLiteral("yasm"),
        QStringLiteral("nasm"), QStringLiteral("cargo"), QStringLiteral("rustc"),
        QStringLiteral("go"), QStringLiteral("wrapGAppsHook"), QStringLiteral("cython")};
    return tools;
}

/// Python build backends (they go in build-system).
const QSet<QString> &pythonBackends()
{
    static const QSet<QString> backends{QStringLiteral("setuptools"),
        QStringLiteral("setuptools-scm"), QStringLiteral("setuptools_scm"), QStringLiteral("wheel"),
        QStringLiteral("hatchling"), QStringLiteral("hatch-vcs"), QStringLiteral("flit-core"),
        QStringLiteral("flit"), QStringLiteral("poetry-core"), QStringLiteral("pdm-backend"),
        QStringLiteral("pdm-pep517"), QStringLiteral("scikit-build-core"),
        QStringLiteral("maturin"), QStringLiteral("meson-python"), QStringLiteral("uv-build")};
    return backends;
}

void checkBuildTools(const LintContext &c)
{
    const bool python = c.isPython();
    QStringList lists{QStringLiteral("buildInputs"), QStringLiteral("propagatedBuildInputs")};
    if (python)
        lists << QStringLiteral("dependencies");
    static const QRegularExpression hook(QStringLiteral("Hook[0-9]*$"));
    for (const QString &attribute : std::as_const(lists)) {
        const SetEntry *e = c.syntax.entry(attribute);
        if (!e || e->inherited)
            continue;
        const auto list = c.syntax.bracketAt(e->valueStart, u'[');
        if (!list)
            continue;
        for (const auto &[start, end] : c.syntax.listElements(list->first, list->second)) {
            const QString name = inputName(c.syntax.source().mid(start, end - start));
            if (name.isEmpty())
                continue;
            if (python && pythonBackends().contains(name))
                c.add("PW-build-tools", start,
                    LintTexts::tr("%1 is a Python build backend: it goes in build-system, not in "
                                  "%2.")
                        .arg(name, attribute));
            else if (buildTools().contains(name) || hook.match(name).hasMatch())
                c.add("PW-build-tools", start,
                    LintTexts::tr("%1 runs at build time: it goes in nativeBuildInputs, not in "
                                  "%2.")
                        .arg(name, attribute));
        }
    }
}

const QStringList &phaseNames()
{
    static const QStringList names{QStringLiteral("unpack"), QStringLiteral("patch"),
        QStringLiteral("configure"), QStringLiteral("build"), QStringLiteral("check"),
        QStringLiteral("install"), QStringLiteral("fixup"), QStringLiteral("installCheck"),
        QStringLiteral("dist")};
    return names;
}

void checkPhases(const LintContext &c)
{
    if (const SetEntry *phases = c.syntax.entry(QStringLiteral("phases")))
        c.add("PW-phases", phases->nameOffset,
            LintTexts::tr("phases is overridden: leave the list to stdenv and override single "
                          "phases (or set dontX = true;) instead."));
    for (const QString &phase : phaseNames()) {
        const SetEntry *e = c.syntax.entry(phase + QStringLiteral("Phase"));
        if (!e || e->inherited)
            continue;
        const auto script = c.syntax.stringAt(e->valueStart);
        if (!script)
            continue;
        const QString capitalised = phase.left(1).toUpper() + phase.mid(1);
        QStringList missing;
        for (const QString &hook : {QStringLiteral("pre"), QStringLiteral("post")}) {
            const QRegularExpression call(
                QStringLiteral("runHook\\s+%1%2\\b").arg(hook, capitalised));
            if (!call.match(script->text).hasMatch())
                missing << QStringLiteral("runHook %1%2").arg(hook, capitalised);
        }
        if (!missing.isEmpty())
            c.add("PW-runHook", e->nameOffset,
                LintTexts::tr("%1 does not run %2: an overridden phase starts with runHook "
                              "pre%3 and ends with runHook post%3.")
                    .arg(e->name, missing.join(LintTexts::tr(" and ")), capitalised));
    }
}

/// A line that is a comment and nothing else (a Nix comment, or a shell comment in a script).
bool isCommentLine(const PackageSyntax &s, int line)
{
    const QStringView text = s.lineText(line).trimmed();
    if (text.isEmpty())
        return false;
    if (text.startsWith(u'#'))
        return true;
    // A line inside a /* … */ block.
    const qsizetype first = s.lineStart(line) + s.lineText(line).indexOf(text.front());
    return s.classes().at(first) == '#';
}

/// Whether a comment is beside `line`: on it, or on the line right above.
bool commentBeside(const PackageSyntax &s, int line)
{
    return s.lineHasComment(line) || isCommentLine(s, line - 1);
}

void checkDoCheckComment(const LintContext &c)
{
    const SetEntry *e = c.syntax.entry(QStringLiteral("doCheck"));
    if (c.syntax.boolValue(e) != false)
        return;
    if (!commentBeside(c.syntax, c.syntax.lineOf(e->nameOffset)))
        c.add("PW-comment-doCheck", e->nameOffset,
            LintTexts::tr("doCheck = false; without a comment: say why the tests are off (or "
                          "disable only the failing ones)."));
}

void checkSubstituteComments(const LintContext &c)
{
    const PackageSyntax &s = c.syntax;
    const QString &source = s.source();
    static const QRegularExpression command(QStringLiteral("(?<![\\w-])substituteInPlace\\b"));
    auto it = command.globalMatch(source);
    while (it.hasNext()) {
        const qsizetype at = it.next().capturedStart();
        if (s.classes().at(at) != '"')
            continue; // in Nix code or a comment: not a command
        int line = s.lineOf(at);
        bool documented = s.lineHasComment(line);
        // Up past the commands of the same block (other substituteInPlace calls and their
        // continuation lines) to the comment above them, or to the script's first line.
        while (!documented && line > 1) {
            const int above = line - 1;
            if (isCommentLine(s, above)) {
                documented = true;
                break;
            }
            const QStringView text = s.lineText(above).trimmed();
            const bool inScript = s.classes().at(s.lineStart(above)) == '"' && above > 1
                && s.classes().at(s.lineStart(above) - 1) == '"';
            if (!inScript || text.isEmpty())
                break;
            const bool sameBlock = text.contains(QLatin1String("substituteInPlace"))
                || text.startsWith(QLatin1String("--")) || text.endsWith(u'\\');
            if (!sameBlock)
                break;
            line = above;
        }
        if (!documented) {
            // The first command of a script: a comment above the binding (`postPatch = ''`).
            for (const SetEntry &e : s.entries()) {
                if (e.valueStart >= 0 && e.valueStart <= at && at < e.valueEnd) {
                    const int bindingLine = s.lineOf(e.nameOffset);
                    documented = (line - 1 <= bindingLine) && commentBeside(s, bindingLine);
                    break;
                }
            }
        }
        if (!documented)
            c.add("PW-comment-substituteInPlace", at,
                LintTexts::tr("substituteInPlace without a comment: say what the substitution "
                              "fixes, so a reviewer can tell when it can go."));
    }
}

} // namespace

void checkStructure(const LintContext &context)
{
    checkRatchets(context);
    checkEnvironmentVariables(context);
    checkFinalAttrs(context);
    checkWith(context);
    checkMetaLast(context);
    checkBuildTools(context);
    checkPhases(context);
    checkDoCheckComment(context);
    checkSubstituteComments(context);
}

} // namespace packwright::nix
