// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Advice-only quick fixes: what the loop tells the maintainer instead of editing.
//
// Network access during the build is never edited: the fix is a new fixed-output
// derivation whose hash (and often whose fetcher and builder) only the maintainer can
// choose. Shebangs and FHS paths are not edited either, on purpose: `patchShebangs` only
// helps when the interpreter is among the build's inputs (a `#!/usr/bin/env python3` script
// needs python3 in nativeBuildInputs), the file to patch is named in the log only sometimes,
// and a `substituteInPlace` needs the file that holds the path, which the log does not show.
// A wrong guess costs a full build and leaves a misleading do-not-repeat rule; a concrete
// snippet costs the maintainer a minute.
#include "loop/QuickFixer.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace packwright::loop {

namespace {
struct QuickFixAdviceTexts
{
    Q_DECLARE_TR_FUNCTIONS(QuickFixAdviceTexts)
};

QString captured(const QString &text, const QString &pattern)
{
    const QRegularExpression re(pattern, QRegularExpression::MultilineOption);
    const auto m = re.match(text);
    return m.hasMatch() ? m.captured(1) : QString();
}

QString networkAdvice(const evidence::FailureSignal &signal)
{
    const QString url = captured(signal.text, QStringLiteral("(https?://[^\\s'\"`)]+)"));
    const QString host = url.isEmpty()
        ? captured(signal.text, QStringLiteral("resolve (?:host:? )?'?([\\w.-]+\\.[a-z]{2,})"))
        : url;
    const QString what = host.isEmpty() ? QuickFixAdviceTexts::tr("the network") : host;
    QString fix;
    const QString &id = signal.patternId;
    if (id == u"net-pip-download")
        fix = QuickFixAdviceTexts::tr("pip is downloading a Python package: provide it from "
                                      "nixpkgs instead, in `dependencies` (or `build-system` "
                                      "for a build requirement).");
    else if (id == u"net-cargo-registry")
        fix = QuickFixAdviceTexts::tr("cargo is fetching crates: build with "
                                      "`rustPlatform.buildRustPackage` and `cargoHash = "
                                      "lib.fakeHash;` (or `cargoLock.lockFile`), so that the "
                                      "crates are fetched by a fixed-output derivation.");
    else if (id == u"net-go-proxy")
        fix = QuickFixAdviceTexts::tr("go is fetching modules: build with `buildGoModule` and "
                                      "`vendorHash = lib.fakeHash;`, so that the modules are "
                                      "fetched by a fixed-output derivation.");
    else if (id == u"net-npm")
        fix = QuickFixAdviceTexts::tr("npm is fetching packages: build with `buildNpmPackage` "
                                      "and `npmDepsHash = lib.fakeHash;`, so that the "
                                      "dependencies are fetched by a fixed-output derivation.");
    else if (id == u"net-gradle-maven")
        fix = QuickFixAdviceTexts::tr("Gradle or Maven is fetching artifacts: fetch them in a "
                                      "fixed-output derivation (nixpkgs' `mitmCache` for Gradle, "
                                      "`buildMavenPackage` with `mvnHash` for Maven).");
    else
        fix = QuickFixAdviceTexts::tr("Fetch what it downloads before the build, in a "
                                      "fixed-output derivation with a hash, e.g. `fetchurl { url "
                                      "= \"%1\"; hash = lib.fakeHash; }`, and point the build at "
                                      "that store path (a flag, or a copy in `postUnpack`).")
                  .arg(url.isEmpty() ? QStringLiteral("…") : url);
    return QuickFixAdviceTexts::tr("The build tries to reach %1, but Nix builds have no network "
                                   "access (no automatic edit).\n%2")
        .arg(what, fix);
}

QString fhsAdvice(const evidence::FailureSignal &signal)
{
    const QString &text = signal.text;
    const QString script = captured(text,
        QStringLiteral(
            "([\\w./+-]+): (?:/[\\w./+-]+|/usr/bin/env)(?: [\\w.+-]+)?: bad interpreter"));
    const QString envProgram = captured(text, QStringLiteral("/usr/bin/env:? '?([\\w.+-]+)"));
    const QString interpreter = !envProgram.isEmpty()
        ? QStringLiteral("/usr/bin/env ") + envProgram
        : captured(text, QStringLiteral("(/(?:usr/(?:local/)?)?s?bin/[\\w.+-]+)"));
    const bool shebang = signal.patternId == u"fhs-bad-interpreter"
        || signal.patternId == u"fhs-env" || signal.patternId == u"fhs-cannot-execute"
        || interpreter.startsWith(QLatin1String("/usr/bin/env"));
    const QString path = interpreter.isEmpty() ? QStringLiteral("/bin/sh") : interpreter;
    if (shebang) {
        const QString target = script.isEmpty() ? QStringLiteral("scripts/") : script;
        return QuickFixAdviceTexts::tr("A script starts with %1, which does not exist in the Nix "
                                       "build (no automatic edit).\nPatch the shebangs before "
                                       "the build runs them, and add the interpreter to "
                                       "nativeBuildInputs if it is not bash:\n  postPatch = "
                                       "''\n    patchShebangs %2\n  '';")
            .arg(path, target);
    }
    const QString program = path.section(QLatin1Char('/'), -1);
    return QuickFixAdviceTexts::tr("The build uses the FHS path %1, which does not exist in the "
                                   "Nix build (no automatic edit).\nReplace it in the file that "
                                   "names it (grep -rn %1 in the source), e.g.:\n  postPatch = "
                                   "''\n    substituteInPlace Makefile --replace-fail %1 %2\n  "
                                   "'';")
        .arg(path, program);
}
} // namespace

QString quickFixAdvice(const evidence::FailureSignal &signal)
{
    if (signal.categoryNix == evidence::NixCategory::NetworkInSandbox)
        return networkAdvice(signal);
    if (signal.categoryNix == evidence::NixCategory::FhsPath)
        return fhsAdvice(signal);
    return {};
}

} // namespace packwright::loop
