// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `packwright lint`'s rules (issue 17 item 2): for every rule of nix::lintRules() a package
// file that passes and one that fails, starting from conformant files and changing one thing;
// where the findings are placed; text that is no package; and every fixture package.
#include "nix/HashBindings.h"
#include "nix/LintEvaluation.h"
#include "nix/LintRules.h"
#include "nix/NixHash.h"
#include "nix/NixpkgsLint.h"
#include "nix/PackageSyntax.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSet>
#include <QTest>

using namespace packwright;
using nix::LintOptions;

Q_DECLARE_METATYPE(LintOptions)

namespace {

const QString byName = QStringLiteral("pkgs/by-name/he/hello/package.nix");
const QString pythonModules
    = QStringLiteral("pkgs/development/python-modules/colorama/default.nix");
const QString sri = QStringLiteral("sha256-jZkUKv2SV28wsM18tCqNxoCZmLxdYH2Idh9RLibH2yA=");

/// A new package as nixpkgs wants it in 2026 (the layout of nixfmt, finalAttrs, strictDeps,
/// __structuredAttrs, tag, SRI hash, meta last and complete).
QString conformant()
{
    return QStringLiteral(R"({
  lib,
  stdenv,
  fetchFromGitHub,
  cmake,
  zlib,
}:

stdenv.mkDerivation (finalAttrs: {
  pname = "hello";
  version = "2.12.1";
  __structuredAttrs = true;
  strictDeps = true;

  src = fetchFromGitHub {
    owner = "example";
    repo = "hello";
    tag = "v${finalAttrs.version}";
    hash = "sha256-jZkUKv2SV28wsM18tCqNxoCZmLxdYH2Idh9RLibH2yA=";
  };

  nativeBuildInputs = [ cmake ];

  buildInputs = [ zlib ];

  installPhase = ''
    runHook preInstall
    install -Dm755 hello $out/bin/hello
    runHook postInstall
  '';

  meta = {
    description = "Program that produces a familiar, friendly greeting";
    homepage = "https://www.gnu.org/software/hello/";
    license = lib.licenses.gpl3Plus;
    maintainers = with lib.maintainers; [ alice ];
    mainProgram = "hello";
  };
})
)");
}

/// A Python library as python.section.md wants it.
QString pythonLibrary()
{
    return QStringLiteral(R"({
  lib,
  buildPythonPackage,
  fetchPypi,
  setuptools,
  requests,
}:

buildPythonPackage (finalAttrs: {
  pname = "colorama";
  version = "0.4.6";
  pyproject = true;
  __structuredAttrs = true;

  src = fetchPypi {
    inherit (finalAttrs) pname version;
    hash = "sha256-CIE8vumQPGK+TFAncmpBijANpFALLTadOvkob0gVzro=";
  };

  build-system = [ setuptools ];

  dependencies = [ requests ];

  pythonImportsCheck = [ "colorama" ];

  meta = {
    description = "Cross-platform colored terminal text";
    homepage = "https://github.com/tartley/colorama";
    license = lib.licenses.bsd3;
    maintainers = [ lib.maintainers.alice ];
  };
})
)");
}

/// `text` with `from` replaced by `to`; aborts when `from` is not in it (a typo in a row).
QString edit(const QString &text, const QString &from, const QString &to)
{
    if (!text.contains(from))
        qFatal("row text does not contain %s", qPrintable(from));
    QString copy = text;
    return copy.replace(from, to);
}

QString beforeMeta(const QString &text, const QString &lines)
{
    return edit(text, QStringLiteral("  meta = {"), lines + QStringLiteral("\n\n  meta = {"));
}

LintOptions at(const QString &path)
{
    LintOptions o;
    o.nixpkgsPath = path;
    return o;
}

LintOptions evaluated(bool strictDeps, bool structuredAttrs, const QString &error = {},
    const QStringList &warnings = {}, bool aliases = false)
{
    LintOptions o = at(byName);
    nix::PackageEvaluation e;
    e.strictDeps = strictDeps;
    e.structuredAttrs = structuredAttrs;
    e.error = error;
    e.errorLine = error.isEmpty() ? 0 : 11;
    e.warnings = warnings;
    e.needsAliases = aliases;
    e.aliasError = aliases ? QStringLiteral("undefined variable 'pkgconfig'") : QString();
    o.evaluation = e;
    return o;
}

LintOptions withPrograms(const QStringList &programs)
{
    LintOptions o = at(byName);
    o.installedPrograms = programs;
    return o;
}

struct Row
{
    QString name;
    QString rule;
    QString text;
    LintOptions options;
    bool present;
};

/// A passing and a failing file for `rule`.
void pair(QList<Row> &rows, const QString &rule, const QString &pass, const QString &fail,
    const LintOptions &passOptions = at(byName), const LintOptions &failOptions = at(byName))
{
    rows.append({rule + QStringLiteral(" passes"), rule, pass, passOptions, false});
    rows.append({rule + QStringLiteral(" fails"), rule, fail, failOptions, true});
}

void extra(QList<Row> &rows, const QString &name, const QString &rule, const QString &text,
    bool present, const LintOptions &options = at(byName))
{
    rows.append({rule + QStringLiteral(": ") + name, rule, text, options, present});
}

QList<Row> rows()
{
    const QString base = conformant();
    const QString py = pythonLibrary();
    QList<Row> r;
    // Placement and naming.
    pair(r, QStringLiteral("NPV-141"), base, base, at(byName),
        at(QStringLiteral("pkgs/by-name/1h/1hello/package.nix")));
    pair(r, QStringLiteral("NPV-142"), base, base, at(byName),
        at(QStringLiteral("pkgs/by-name/hl/hello/package.nix")));
    extra(r, QStringLiteral("upper-case name, lower-case shard"), QStringLiteral("NPV-142"),
        edit(base, QStringLiteral("\"hello\";"), QStringLiteral("\"Hello\";")), false,
        at(QStringLiteral("pkgs/by-name/he/Hello/package.nix")));
    pair(r, QStringLiteral("NPV-143"), base, base, at(byName),
        at(QStringLiteral("pkgs/by-name/he/hello/default.nix")));
    pair(r, QStringLiteral("NPV-162"), base, base, at(byName),
        at(QStringLiteral("pkgs/tools/misc/hello/default.nix")));
    pair(r, QStringLiteral("PW-python-modules"), py, py, at(pythonModules),
        at(QStringLiteral("pkgs/by-name/co/colorama/package.nix")));
    pair(r, QStringLiteral("PW-by-name-pname"), base, base, at(byName),
        at(QStringLiteral("pkgs/by-name/gr/greeter/package.nix")));
    pair(r, QStringLiteral("PW-pname"), base,
        edit(base, QStringLiteral("pname = \"hello\""), QStringLiteral("pname = \"Hello\"")));
    pair(r, QStringLiteral("PW-version"), base,
        edit(base, QStringLiteral("\"2.12.1\""), QStringLiteral("\"v2.12.1\"")));
    const QString patch = QStringLiteral("  patches = [ %1 ];");
    pair(r, QStringLiteral("NPV-122"), beforeMeta(base, patch.arg(QStringLiteral("./fix.patch"))),
        beforeMeta(base, patch.arg(QStringLiteral("<nixpkgs/fix.patch>"))));
    pair(r, QStringLiteral("NPV-123"),
        beforeMeta(base, patch.arg(QStringLiteral("./patches/../fix.patch"))),
        beforeMeta(base, patch.arg(QStringLiteral("../common/fix.patch"))));
    pair(r, QStringLiteral("NPV-127"), beforeMeta(base, patch.arg(QStringLiteral("./fix.patch"))),
        beforeMeta(base, patch.arg(QStringLiteral("/etc/fix.patch"))));
    extra(r, QStringLiteral("a URL in a string"), QStringLiteral("NPV-127"),
        beforeMeta(base, QStringLiteral("  env.URL = \"https://example.org/a/b\";")), false);
    pair(r, QStringLiteral("NPV-128"), beforeMeta(base, patch.arg(QStringLiteral("./fix.patch"))),
        beforeMeta(base, patch.arg(QStringLiteral("~/fix.patch"))));

    // Layout.
    const QString head
        = QStringLiteral("{\n  lib,\n  stdenv,\n  fetchFromGitHub,\n  cmake,\n  zlib,\n}:");
    pair(r, QStringLiteral("PW-RFC166-arguments"), base,
        edit(base, head, QStringLiteral("{ lib, stdenv, fetchFromGitHub, cmake, zlib }:")));
    extra(r, QStringLiteral("two on one line"), QStringLiteral("PW-RFC166-arguments"),
        edit(base, head, QStringLiteral("{ lib, stdenv }:")), false);
    extra(r, QStringLiteral("no trailing comma"), QStringLiteral("PW-RFC166-arguments"),
        edit(base, QStringLiteral("  zlib,\n}:"), QStringLiteral("  zlib\n}:")), true);
    extra(r, QStringLiteral("leading commas"), QStringLiteral("PW-RFC166-arguments"),
        edit(base, head, QStringLiteral("{ lib\n, stdenv\n, fetchFromGitHub\n}:")), true);
    extra(r, QStringLiteral("a default on one line"), QStringLiteral("PW-RFC166-arguments"),
        edit(base, head, QStringLiteral("{ lib, stdenv ? null }:")), true);
    pair(r, QStringLiteral("PW-RFC166-lists"),
        edit(base, QStringLiteral("buildInputs = [ zlib ];"),
            QStringLiteral("buildInputs = [\n    zlib\n    openssl\n  ];")),
        edit(base, QStringLiteral("buildInputs = [ zlib ];"),
            QStringLiteral("buildInputs = [ zlib openssl ];")));
    extra(r, QStringLiteral("a string with spaces is one element"),
        QStringLiteral("PW-RFC166-lists"),
        beforeMeta(base, QStringLiteral("  configureFlags = [ \"--with-a --with-b\" ];")), false);
    pair(r, QStringLiteral("PW-RFC166-blank-lines"),
        edit(base, QStringLiteral("    runHook postInstall"),
            QStringLiteral("\n\n    runHook postInstall")),
        edit(base, QStringLiteral("  buildInputs ="), QStringLiteral("\n  buildInputs =")));
    pair(r, QStringLiteral("PW-RFC166-tabs"),
        edit(base, QStringLiteral("    install -Dm755"), QStringLiteral("\tinstall -Dm755")),
        edit(base, QStringLiteral("  pname = "), QStringLiteral("\tpname = ")));
    pair(r, QStringLiteral("PW-RFC166-trailing-whitespace"),
        edit(base, QStringLiteral("$out/bin/hello\n"), QStringLiteral("$out/bin/hello  \n")),
        edit(base, QStringLiteral("\"2.12.1\";\n"), QStringLiteral("\"2.12.1\";  \n")));

    // Structure.
    const QString noStrict = edit(base, QStringLiteral("  strictDeps = true;\n"), QString());
    const QString noStructured
        = edit(base, QStringLiteral("  __structuredAttrs = true;\n"), QString());
    pair(r, QStringLiteral("NPV-164"), base, noStrict);
    extra(r, QStringLiteral("false"), QStringLiteral("NPV-164"),
        edit(base, QStringLiteral("strictDeps = true"), QStringLiteral("strictDeps = false")),
        true);
    extra(r, QStringLiteral("Python's default"), QStringLiteral("NPV-164"), py, false,
        at(pythonModules));
    extra(r, QStringLiteral("evaluated true"), QStringLiteral("NPV-164"), noStrict, false,
        evaluated(true, true));
    extra(r, QStringLiteral("evaluated false"), QStringLiteral("NPV-164"), base, true,
        evaluated(false, true));
    pair(r, QStringLiteral("NPV-166"), base, noStructured);
    extra(r, QStringLiteral("evaluated false"), QStringLiteral("NPV-166"), base, true,
        evaluated(true, false));
    extra(r, QStringLiteral("Python needs it too"), QStringLiteral("NPV-166"),
        edit(py, QStringLiteral("  __structuredAttrs = true;\n"), QString()), true,
        at(pythonModules));
    pair(r, QStringLiteral("PW-structured-env"),
        beforeMeta(base, QStringLiteral("  env.NIX_CFLAGS_COMPILE = \"-O2\";")),
        beforeMeta(base, QStringLiteral("  NIX_CFLAGS_COMPILE = \"-O2\";")));
    pair(r, QStringLiteral("PW-finalAttrs"), base,
        edit(edit(base, QStringLiteral("(finalAttrs: {"), QStringLiteral("rec {")),
            QStringLiteral("  };\n})"), QStringLiteral("  };\n}")));
    pair(r, QStringLiteral("PW-with-scope"),
        edit(base, QStringLiteral("buildInputs = [ zlib ];"),
            QStringLiteral("buildInputs = with pkgs; [ zlib ];")),
        edit(base, QStringLiteral("}:\n\nstdenv"), QStringLiteral("}:\n\nwith lib;\nstdenv")));
    pair(r, QStringLiteral("PW-meta-with-lib"), base,
        edit(base, QStringLiteral("meta = {"), QStringLiteral("meta = with lib; {")));
    pair(r, QStringLiteral("PW-meta-last"),
        beforeMeta(base, QStringLiteral("  passthru.tests = { };")),
        edit(base, QStringLiteral("  };\n})"), QStringLiteral("  };\n\n  doCheck = true;\n})")));
    pair(r, QStringLiteral("PW-build-tools"), base,
        edit(base, QStringLiteral("buildInputs = [ zlib ];"),
            QStringLiteral("buildInputs = [ pkg-config ];")));
    extra(r, QStringLiteral("a hook"), QStringLiteral("PW-build-tools"),
        edit(base, QStringLiteral("buildInputs = [ zlib ];"),
            QStringLiteral("buildInputs = [ autoreconfHook ];")),
        true);
    extra(r, QStringLiteral("a Python backend in dependencies"), QStringLiteral("PW-build-tools"),
        edit(py, QStringLiteral("dependencies = [ requests ];"),
            QStringLiteral("dependencies = [ hatchling ];")),
        true, at(pythonModules));
    extra(r, QStringLiteral("Python backend in build-system"), QStringLiteral("PW-build-tools"), py,
        false, at(pythonModules));
    pair(r, QStringLiteral("PW-phases"), base,
        beforeMeta(base, QStringLiteral("  phases = [ \"installPhase\" ];")));
    pair(r, QStringLiteral("PW-runHook"), base,
        edit(base, QStringLiteral("    runHook postInstall\n"), QString()));
    pair(r, QStringLiteral("PW-comment-doCheck"),
        beforeMeta(base, QStringLiteral("  # The tests need network access.\n  doCheck = false;")),
        beforeMeta(base, QStringLiteral("  doCheck = false;")));
    extra(r, QStringLiteral("comment on the line"), QStringLiteral("PW-comment-doCheck"),
        beforeMeta(base, QStringLiteral("  doCheck = false; # needs a display")), false);
    const QString postPatch
        = QStringLiteral("  postPatch = ''\n%1    substituteInPlace Makefile \\\n"
                         "      --replace-fail /usr/local $out\n  '';");
    pair(r, QStringLiteral("PW-comment-substituteInPlace"),
        beforeMeta(
            base, postPatch.arg(QStringLiteral("    # The Makefile installs to /usr/local.\n"))),
        beforeMeta(base, postPatch.arg(QString())));
    extra(r, QStringLiteral("comment above the attribute"),
        QStringLiteral("PW-comment-substituteInPlace"),
        beforeMeta(base,
            QStringLiteral("  # The Makefile installs to /usr/local.\n")
                + postPatch.arg(QString())),
        false);
    extra(r, QStringLiteral("a second call in the same block"),
        QStringLiteral("PW-comment-substituteInPlace"),
        beforeMeta(base,
            QStringLiteral(
                "  postPatch = ''\n    # Paths of the store.\n    substituteInPlace a "
                "--replace-fail x y\n    substituteInPlace b --replace-fail x y\n  '';")),
        false);

    // Sources.
    pair(r, QStringLiteral("PW-fake-hash"), base,
        edit(base, QStringLiteral("\"") + sri + u'"', QStringLiteral("lib.fakeHash")));
    extra(r, QStringLiteral("empty"), QStringLiteral("PW-fake-hash"),
        edit(base, QStringLiteral("\"") + sri + u'"', QStringLiteral("\"\"")), true);
    extra(r, QStringLiteral("the fake hash's value"), QStringLiteral("PW-fake-hash"),
        edit(base, sri, nix::NixHash::fakeSri()), true);
    const QString base32 = nix::NixHash::parse(sri).value().toNixBase32();
    pair(r, QStringLiteral("PW-sri-hash"), base,
        edit(base, QStringLiteral("hash = \"") + sri, QStringLiteral("sha256 = \"") + base32));
    extra(r, QStringLiteral("SRI under the old name"), QStringLiteral("PW-sri-hash"),
        edit(base, QStringLiteral("hash = \"") + sri, QStringLiteral("sha256 = \"") + sri), true);
    const QString tag = QStringLiteral("tag = \"v${finalAttrs.version}\";");
    pair(r, QStringLiteral("PW-fetch-tag"),
        edit(base, tag, QStringLiteral("rev = \"0123456789abcdef0123456789abcdef01234567\";")),
        edit(base, tag, QStringLiteral("rev = \"v${finalAttrs.version}\";")));
    extra(r, QStringLiteral("refs/tags"), QStringLiteral("PW-fetch-tag"),
        edit(base, tag, QStringLiteral("rev = \"refs/tags/v${finalAttrs.version}\";")), true);
    pair(r, QStringLiteral("PW-fetch-rev"),
        edit(base, tag, QStringLiteral("rev = \"0123456789abcdef0123456789abcdef01234567\";")),
        edit(base, tag, QStringLiteral("rev = \"0123abc\";")));

    // meta.
    const QString description
        = QStringLiteral("\"Program that produces a familiar, friendly greeting\"");
    const auto describe
        = [&](const QString &text) { return edit(base, description, u'"' + text + u'"'); };
    pair(r, QStringLiteral("PW-description-missing"), base,
        edit(base, QStringLiteral("    description = ") + description + QStringLiteral(";\n"),
            QString()));
    pair(r, QStringLiteral("PW-description-sentence"), base,
        describe(QStringLiteral("Greets the world. It is friendly")));
    pair(r, QStringLiteral("PW-description-capital"), base,
        describe(QStringLiteral("program that greets")));
    pair(r, QStringLiteral("PW-description-article"), base,
        describe(QStringLiteral("A program that greets")));
    pair(r, QStringLiteral("PW-description-name"), base,
        describe(QStringLiteral("Hello, a program that greets")));
    extra(r, QStringLiteral("a word that starts like the name"),
        QStringLiteral("PW-description-name"), describe(QStringLiteral("Helloworld greeter")),
        false);
    pair(r, QStringLiteral("PW-description-punctuation"), base,
        describe(QStringLiteral("Program that greets.")));
    pair(r, QStringLiteral("PW-description-length"), base,
        describe(QStringLiteral("Program that produces a familiar, friendly greeting in many "
                                "languages and on many kinds of terminals")));
    pair(r, QStringLiteral("PW-license"), base,
        edit(base, QStringLiteral("    license = lib.licenses.gpl3Plus;\n"), QString()));
    pair(r, QStringLiteral("PW-license-form"), base,
        edit(base, QStringLiteral("lib.licenses.gpl3Plus"), QStringLiteral("lib.licenses.gpl3")));
    extra(r, QStringLiteral("a string"), QStringLiteral("PW-license-form"),
        edit(base, QStringLiteral("lib.licenses.gpl3Plus"), QStringLiteral("\"GPL-3.0\"")), true);
    pair(r, QStringLiteral("PW-maintainers"), base,
        edit(base, QStringLiteral("with lib.maintainers; [ alice ]"),
            QStringLiteral("with lib.maintainers; [ ]")));
    const QString noMain = edit(base, QStringLiteral("    mainProgram = \"hello\";\n"), QString());
    pair(r, QStringLiteral("PW-mainProgram"), base, noMain);
    extra(r, QStringLiteral("no bin/ in the output"), QStringLiteral("PW-mainProgram"), noMain,
        false, withPrograms({}));
    extra(r, QStringLiteral("one program in the output"), QStringLiteral("PW-mainProgram"), noMain,
        true, withPrograms({QStringLiteral("hello")}));
    extra(r, QStringLiteral("no program in the text"), QStringLiteral("PW-mainProgram"),
        edit(py, QStringLiteral("    maintainers"), QStringLiteral("    maintainers")), false,
        at(pythonModules));
    pair(r, QStringLiteral("PW-mainProgram-literal"), base,
        edit(base, QStringLiteral("mainProgram = \"hello\""),
            QStringLiteral("mainProgram = finalAttrs.pname")));
    pair(r, QStringLiteral("PW-mainProgram-installed"), base, base,
        withPrograms({QStringLiteral("hello")}), withPrograms({QStringLiteral("greet")}));

    // Python.
    pair(r, QStringLiteral("PW-python-pyproject"), py,
        edit(py, QStringLiteral("  pyproject = true;\n"), QString()), at(pythonModules),
        at(pythonModules));
    extra(r, QStringLiteral("format = setuptools"), QStringLiteral("PW-python-pyproject"),
        edit(py, QStringLiteral("pyproject = true;"), QStringLiteral("format = \"setuptools\";")),
        true, at(pythonModules));
    pair(r, QStringLiteral("PW-python-build-system"), py,
        edit(py, QStringLiteral("  build-system = [ setuptools ];\n"), QString()),
        at(pythonModules), at(pythonModules));
    extra(r, QStringLiteral("empty"), QStringLiteral("PW-python-build-system"),
        edit(py, QStringLiteral("build-system = [ setuptools ];"),
            QStringLiteral("build-system = [ ];")),
        true, at(pythonModules));
    pair(r, QStringLiteral("PW-python-dependencies"), py,
        edit(py, QStringLiteral("dependencies ="), QStringLiteral("propagatedBuildInputs =")),
        at(pythonModules), at(pythonModules));
    pair(r, QStringLiteral("PW-python-imports-check"), py,
        edit(py, QStringLiteral("  pythonImportsCheck = [ \"colorama\" ];\n"), QString()),
        at(pythonModules), at(pythonModules));

    // Evaluated.
    pair(r, QStringLiteral("PW-eval-error"), base, base, evaluated(true, true),
        evaluated(true, true, QStringLiteral("undefined variable 'zlibb'")));
    pair(r, QStringLiteral("PW-eval-warning"), base, base, evaluated(true, true),
        evaluated(true, true, {}, {QStringLiteral("warning: foo is deprecated")}));
    pair(r, QStringLiteral("PW-alias"), base, base, evaluated(true, true),
        evaluated(true, true, {}, {}, true));
    return r;
}

QStringList rulesOf(const QList<nix::LintFinding> &findings)
{
    QStringList ids;
    for (const auto &f : findings)
        ids << f.rule;
    return ids;
}

QString describe(const QList<nix::LintFinding> &findings)
{
    QString text;
    for (const auto &f : findings)
        text
            += QStringLiteral("\n  %1:%2 [%3] %4").arg(f.line).arg(f.column).arg(f.rule, f.message);
    return text;
}

/// The findings are well formed: known rules with their severity and source, lines in the file.
void checkWellFormed(const QString &text, const QList<nix::LintFinding> &findings)
{
    const int lines = int(text.count(u'\n')) + 1;
    for (const auto &f : findings) {
        const nix::LintRule *rule = nix::lintRule(f.rule);
        QVERIFY2(rule, qPrintable(f.rule));
        QCOMPARE(f.severity, rule->severity);
        QCOMPARE(f.source, QString::fromUtf8(rule->source));
        QCOMPARE(f.quickFix, rule->quickFix);
        QVERIFY2(f.line >= 0 && f.line <= lines, qPrintable(describe({f})));
        QVERIFY(f.column >= 0);
        QVERIFY2(!f.message.isEmpty() && !f.message.contains(QLatin1String("%1")),
            qPrintable(f.message));
    }
}

} // namespace

class TestNixpkgsLint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void conformantFilesHaveNoFindings()
    {
        const auto findings = nix::lint(conformant(), at(byName));
        QVERIFY2(findings.isEmpty(), qPrintable(describe(findings)));
        const auto python = nix::lint(pythonLibrary(), at(pythonModules));
        QVERIFY2(python.isEmpty(), qPrintable(describe(python)));
        // A language builder (strictDeps is its default) with env and versionCheckHook, as
        // the builder templates write them.
        const QString rust = QStringLiteral(
            "{\n  lib,\n  rustPlatform,\n  fetchFromGitHub,\n  versionCheckHook,\n}:\n\n"
            "rustPlatform.buildRustPackage (finalAttrs: {\n  pname = \"demo\";\n"
            "  version = \"1.2.3\";\n  __structuredAttrs = true;\n\n"
            "  src = fetchFromGitHub {\n    owner = \"example\";\n    repo = \"demo\";\n"
            "    tag = \"v${finalAttrs.version}\";\n    hash = \"%1\";\n  };\n\n"
            "  cargoHash = \"%1\";\n\n  env = {\n    OPENSSL_NO_VENDOR = \"1\";\n  };\n\n"
            "  nativeInstallCheckInputs = [ versionCheckHook ];\n  doInstallCheck = true;\n\n"
            "  meta = {\n    description = \"Tool that shows the layout\";\n"
            "    changelog = \"https://github.com/example/demo/blob/${finalAttrs.src.tag}/NEWS\";\n"
            "    license = lib.licenses.mit;\n    maintainers = [ lib.maintainers.alice ];\n"
            "    mainProgram = \"demo\";\n  };\n})\n")
                                 .arg(sri);
        const auto rustFindings
            = nix::lint(rust, at(QStringLiteral("pkgs/by-name/de/demo/package.nix")));
        QVERIFY2(rustFindings.isEmpty(), qPrintable(describe(rustFindings)));
    }

    void rule_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("text");
        QTest::addColumn<LintOptions>("options");
        QTest::addColumn<bool>("present");
        for (const Row &row : rows())
            QTest::newRow(qPrintable(row.name))
                << row.rule << row.text << row.options << row.present;
    }

    void rule()
    {
        QFETCH(QString, rule);
        QFETCH(QString, text);
        QFETCH(LintOptions, options);
        QFETCH(bool, present);
        const auto findings = nix::lint(text, options);
        checkWellFormed(text, findings);
        QVERIFY2(rulesOf(findings).contains(rule) == present,
            qPrintable(
                QStringLiteral("%1 expected %2; got:%3")
                    .arg(rule, present ? QStringLiteral("present") : QStringLiteral("absent"),
                        describe(findings))));
    }

    void everyRuleHasAPassingAndAFailingFile()
    {
        QSet<QString> passing;
        QSet<QString> failing;
        for (const Row &row : rows())
            (row.present ? failing : passing).insert(row.rule);
        for (const nix::LintRule &rule : nix::lintRules()) {
            const QString id = QLatin1String(rule.id);
            QVERIFY2(passing.contains(id), qPrintable(id + QStringLiteral(" has no passing row")));
            QVERIFY2(failing.contains(id), qPrintable(id + QStringLiteral(" has no failing row")));
            QVERIFY(!QString::fromUtf8(rule.source).isEmpty());
            QVERIFY(!nix::lintRuleSummary(rule).isEmpty());
        }
    }

    void placesFindings_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");

        const QString base = conformant();
        QTest::newRow("one-line head") << edit(base,
            QStringLiteral("{\n  lib,\n  stdenv,\n  fetchFromGitHub,\n  cmake,\n  zlib,\n}:"),
            QStringLiteral("{ lib, stdenv, fetchFromGitHub, cmake, zlib }:"))
                                       << QStringLiteral("PW-RFC166-arguments") << 1 << 1;
        QTest::newRow("strictDeps at the builder")
            << edit(base, QStringLiteral("  strictDeps = true;\n"), QString())
            << QStringLiteral("NPV-164") << 9 << 1;
        QTest::newRow("fake hash at its value")
            << edit(base, u'"' + sri + u'"', QStringLiteral("lib.fakeHash"))
            << QStringLiteral("PW-fake-hash") << 19 << 12;
        QTest::newRow("second blank line")
            << edit(base, QStringLiteral("  buildInputs ="), QStringLiteral("\n  buildInputs ="))
            << QStringLiteral("PW-RFC166-blank-lines") << 24 << 0;
        QTest::newRow("description at its string")
            << edit(base, QStringLiteral("\"Program that"), QStringLiteral("\"A program that"))
            << QStringLiteral("PW-description-article") << 33 << 19;
    }

    void placesFindings()
    {
        QFETCH(QString, text);
        QFETCH(QString, rule);
        QFETCH(int, line);
        QFETCH(int, column);
        const auto findings = nix::lint(text, at(byName));
        for (const auto &f : findings) {
            if (f.rule == rule) {
                QCOMPARE(f.line, line);
                QCOMPARE(f.column, column);
                return;
            }
        }
        QFAIL(qPrintable(rule + QStringLiteral(" not found:") + describe(findings)));
    }

    void readsSyntax()
    {
        const nix::PackageSyntax syntax(conformant());
        QCOMPARE(syntax.builder(), QStringLiteral("stdenv.mkDerivation"));
        QCOMPARE(syntax.fixedPoint(), QStringLiteral("finalAttrs"));
        QVERIFY(!syntax.usesRec());
        QStringList names;
        for (const auto &e : syntax.entries())
            names << e.name;
        QCOMPARE(names,
            QStringList({QStringLiteral("pname"), QStringLiteral("version"),
                QStringLiteral("__structuredAttrs"), QStringLiteral("strictDeps"),
                QStringLiteral("src"), QStringLiteral("nativeBuildInputs"),
                QStringLiteral("buildInputs"), QStringLiteral("installPhase"),
                QStringLiteral("meta")}));
        const auto license = syntax.metaEntry(QStringLiteral("license"));
        QVERIFY(license);
        QCOMPARE(syntax.source().mid(license->valueStart, license->valueEnd - license->valueStart),
            QStringLiteral("lib.licenses.gpl3Plus"));
        const auto description
            = syntax.stringAt(syntax.metaEntry(QStringLiteral("description"))->valueStart);
        QVERIFY(description);
        QCOMPARE(description->text,
            QStringLiteral("Program that produces a familiar, friendly greeting"));
        // A `let … in` inside a value, strings with `;` and `}`, comments with `=`.
        const nix::PackageSyntax tricky(QStringLiteral(
            "{ lib }:\nlib.mkDerivation {\n  pname = \"a;}\"; # b = c;\n  x = let y = 1; in y;\n"
            "  version = \"1\";\n}\n"));
        names.clear();
        for (const auto &e : tricky.entries())
            names << e.name;
        QCOMPARE(names,
            QStringList({QStringLiteral("pname"), QStringLiteral("x"), QStringLiteral("version")}));
    }

    /// What nix-instantiate printed, read into a PackageEvaluation (evaluatePackageForLint()).
    /// The hash attributes of a file, wherever they are bound, and the SRI name of each.
    void readsHashBindings()
    {
        const nix::PackageSyntax s(QStringLiteral(
            "{ lib, fetchurl, buildGoModule }:\nbuildGoModule {\n  # sha256 = \"x\";\n"
            "  src = fetchurl { url = \"u\"; sha256 = \"abc\"; };\n"
            "  vendorSha256 = lib.fakeSha256;\n  outputHash = \"sha256-${x}\";\n"
            "  description = \"hash = not one\";\n  hash == 1;\n}\n"));
        const QList<nix::HashBinding> bindings = nix::hashBindings(s);
        QStringList names;
        for (const nix::HashBinding &b : bindings)
            names << b.name;
        QCOMPARE(names,
            (QStringList{QStringLiteral("sha256"), QStringLiteral("vendorSha256"),
                QStringLiteral("outputHash")}));
        QCOMPARE(s.source().mid(bindings[0].nameAt, 6), QStringLiteral("sha256"));
        QVERIFY(bindings[0].literal);
        QCOMPARE(bindings[0].literal->text, QStringLiteral("abc"));
        QVERIFY(!bindings[1].literal); // lib.fakeSha256 is code
        QVERIFY(bindings[2].literal && bindings[2].literal->interpolated);

        QCOMPARE(nix::sriHashName(QStringLiteral("sha256")), QStringLiteral("hash"));
        QCOMPARE(nix::sriHashName(QStringLiteral("md5")), QStringLiteral("hash"));
        QCOMPARE(nix::sriHashName(QStringLiteral("cargoSha256")), QStringLiteral("cargoHash"));
        QCOMPARE(nix::sriHashName(QStringLiteral("outputHash")), QStringLiteral("outputHash"));
        QCOMPARE(nix::sriHashName(QStringLiteral("Sha256")), QStringLiteral("Sha256"));
        QVERIFY(!nix::isLegacyHashName(QStringLiteral("hash")));
    }

    void readsEvaluation()
    {
        const QString file = QStringLiteral("/src/pkgs/by-name/he/hello/package.nix");
        auto e = nix::parseLintEvaluation(
            R"({"drvPath":"/nix/store/x-hello.drv","strictDeps":true,"structuredAttrs":false})",
            QStringLiteral("warning: unknown setting 'foo'\ntrace: \x1b[1;31mwarning: old\x1b[0m\n"
                           "evaluation warning: useFetchCargoVendor is deprecated\n"),
            0, file);
        QVERIFY(e.error.isEmpty());
        QVERIFY(e.strictDeps);
        QVERIFY(!e.structuredAttrs);
        QCOMPARE(e.warnings,
            QStringList({QStringLiteral("warning: old"),
                QStringLiteral("useFetchCargoVendor is deprecated")}));
        e = nix::parseLintEvaluation({},
            QStringLiteral("error:\n       … while calling the 'derivationStrict' builtin\n"
                           "         at /nix/store/y/derivation.nix:9:12:\n\n"
                           "       error: undefined variable 'zlibb'\n\n"
                           "       at %1:12:19:\n\n           11|\n")
                .arg(file),
            1, file);
        QCOMPARE(e.error, QStringLiteral("undefined variable 'zlibb'"));
        QCOMPARE(e.errorLine, 12);
        e = nix::parseLintEvaluation("not json", {}, 0, file);
        QVERIFY(e.error.contains(QStringLiteral("unexpected form")));
        QVERIFY(nix::lintEvaluationExpression(nix::NixpkgsSource::localPath(QStringLiteral("/n")))
                    .contains(QStringLiteral("allowAliases = aliases")));
    }

    /// Whatever the text, lint answers: every prefix of a package, unbalanced brackets, junk.
    void survivesArbitraryText()
    {
        const QString base = conformant();
        for (qsizetype n = 0; n <= base.size(); n += 7) {
            const QString prefix = base.left(n);
            checkWellFormed(prefix, nix::lint(prefix, at(byName)));
        }
        for (const QString &text : {QString(), QStringLiteral("}}}]]) ;;; ''"),
                 QStringLiteral("\"unterminated ${ string"), QStringLiteral("/* open comment"),
                 QStringLiteral("{ a, b, ... }: { pname = 1; meta = with lib; 3; }"),
                 QString(200, u'{'), QStringLiteral("x = ''\n\n\n'';\n\n\n"),
                 QStringLiteral("\x01\x02 binary \xff")}) {
            checkWellFormed(text, nix::lint(text, at(byName)));
            checkWellFormed(text, nix::lint(text, evaluated(false, false)));
        }
    }

    /// Every fixture package: lint runs, its findings are well formed, and the fixtures' known
    /// traits are found (each is a test project, not a nixpkgs submission, so findings are
    /// expected; broken ones stay broken).
    void lintsEveryFixturePackage()
    {
        const QDir packages(QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/packages"));
        const QStringList names = packages.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QVERIFY(names.size() >= 20);
        QMap<QString, QStringList> found;
        for (const QString &name : names) {
            QFile file(packages.filePath(name + QStringLiteral("/package.nix")));
            if (!file.exists())
                continue;
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            const auto findings = nix::lint(text,
                at(QStringLiteral("pkgs/by-name/%1/%2/package.nix")
                        .arg(name.left(2).toLower(), name)));
            checkWellFormed(text, findings);
            found.insert(name, rulesOf(findings));
            qInfo().noquote() << name << findings.size()
                              << "findings:" << rulesOf(findings).join(QLatin1Char(' '));
        }
        const auto has = [&](const char *package, const char *rule) {
            return found.value(QLatin1String(package)).contains(QLatin1String(rule));
        };
        QVERIFY(has("broken-hello-fakehash", "PW-fake-hash"));
        QVERIFY(!has("hello", "PW-fake-hash"));
        QVERIFY(has("hello", "PW-RFC166-arguments")); // `{ lib, stdenv, fetchurl }:`
        QVERIFY(has("hello", "NPV-164"));
        QVERIFY(!has("hello", "PW-description-article"));
        QVERIFY(has("broken-bin-bash-shebang", "PW-description-article"));
        QVERIFY(has("broken-check-failure", "NPV-123")); // src = ../tiny/src
        QVERIFY(has("broken-check-failure", "PW-license"));
        QVERIFY(has("broken-cjson-no-cmake", "PW-fetch-tag"));         // rev = "v${…}"
        QVERIFY(has("broken-colorama-no-hatchling", "PW-finalAttrs")); // rec
        QVERIFY(!has("colorama", "PW-python-pyproject"));
        QVERIFY(has("broken-colorama-no-hatchling", "PW-python-build-system")); // [ ]
        QVERIFY(has("broken-libspng-no-zlib", "PW-RFC166-lists")); // [ meson ninja pkg-config ]
        QVERIFY(!has("broken-network-git", "PW-build-tools"));     // git is native already
        for (const QString &name : names)
            QVERIFY2(!found.value(name).contains(QStringLiteral("PW-python-modules"))
                    || name.contains(QLatin1String("colorama"))
                    || name.contains(QLatin1String("python")),
                qPrintable(name));
    }
};

QTEST_GUILESS_MAIN(TestNixpkgsLint)
#include "tst_nixpkgslint.moc"
