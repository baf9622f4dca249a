// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The quick fixer: failure signals of the broken fixture packages (their diagnostic lines as
// the extractor reports them) → deterministic edits of the real fixture files, advice-only
// results, and no fix where a guess would be needed.
#include "loop/EvidenceController.h"
#include "loop/QuickFixer.h"
#include "loop/SessionReport.h"
#include "nix/ExpressionEdit.h"
#include "nix/NixpkgsLint.h"
#include "tools/FileLocator.h"
#include "tools/PackageIndex.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::loop;

Q_DECLARE_METATYPE(packwright::evidence::FailureSignal)

namespace {
QString fixture(const QString &name)
{
    QFile f(
        QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/packages/%1/package.nix").arg(name));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

evidence::FailureSignal signal(const QString &patternId, const QString &text, double confidence,
    evidence::NixCategory category = evidence::NixCategory::MissingDependency,
    const QString &phase = QStringLiteral("buildPhase"))
{
    evidence::FailureSignal s;
    s.patternId = patternId;
    s.text = text;
    s.confidence = confidence;
    s.categoryNix = category;
    s.phase = phase;
    return s;
}

evidence::Extraction extractionOf(const QList<evidence::FailureSignal> &signals)
{
    evidence::Extraction e;
    e.ranked = signals;
    return e;
}

nix::BuildOutcome failed(nix::OutcomeKind kind = nix::OutcomeKind::BuildError)
{
    nix::BuildOutcome o;
    o.kind = kind;
    return o;
}

QList<tools::PackageEntry> fixtureEntries()
{
    QList<tools::PackageEntry> out;
    for (const char *a : {"zlib", "cmake", "pkg-config", "meson", "ninja", "oniguruma", "git",
             "openssl", "libyaml", "autoreconfHook", "python3Packages.hatchling",
             "python3Packages.packaging", "python3Packages.setuptools", "python3Packages.pyyaml"}) {
        const QString attribute = QString::fromLatin1(a);
        out << tools::PackageEntry{attribute, attribute.section(QLatin1Char('.'), -1),
            QStringLiteral("1.0"), QStringLiteral("fixture")};
    }
    return out;
}
} // namespace

class TestQuickFixer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    tools::PackageIndex m_index;

private Q_SLOTS:
    void initTestCase()
    {
        auto index = tools::PackageIndex::fromEntries(
            fixtureEntries(), m_dir.filePath(QStringLiteral("index.sqlite")));
        QVERIFY(index.ok());
        m_index = index.value();
    }

    /// The fixture packages that one signal repairs: the edit, its summary, nothing else.
    void fixtures_data()
    {
        QTest::addColumn<QString>("package");
        QTest::addColumn<evidence::FailureSignal>("sig");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QStringList>("expected"); // lines of the edited file

        QTest::newRow("libspng meson dependency")
            << QStringLiteral("broken-libspng-no-zlib")
            << signal(QStringLiteral("meson-dependency-missing"),
                   QStringLiteral(
                       "Run-time dependency zlib found: NO (tried pkgconfig, cmake and "
                       "system)\nLooking for a fallback subproject for the dependency zlib"),
                   0.97, evidence::NixCategory::MissingDependency, QStringLiteral("configurePhase"))
            << QStringLiteral("Add zlib to buildInputs: pkg-config module zlib not found "
                              "(known provider: zlib.pc in zlib)")
            << QStringList{QStringLiteral("{\n  lib,\n  stdenv,\n  fetchurl,\n  meson,\n  ninja,\n "
                                          " pkg-config,\n  zlib,\n}:"),
                   QStringLiteral(
                       "  nativeBuildInputs = [ meson ninja pkg-config ];\n\n  buildInputs "
                       "= [ zlib ];\n\n  mesonFlags")};
        QTest::newRow("libspng meson library")
            << QStringLiteral("broken-libspng-no-zlib")
            << signal(QStringLiteral("meson-library-missing"),
                   QStringLiteral(
                       "meson.build:38:8: ERROR: C shared or static library 'z' not found"),
                   0.97)
            << QStringLiteral("Add zlib to buildInputs: library -lz not found (known provider: "
                              "libz.so in zlib)")
            << QStringList{QStringLiteral("  pkg-config,\n  zlib,\n}:"),
                   QStringLiteral("buildInputs = [ zlib ];")};
        QTest::newRow("pkg-config module")
            << QStringLiteral("broken-pkg-config-no-zlib")
            << signal(QStringLiteral("pkgconfig-package-missing"),
                   QStringLiteral("Package 'zlib', required by 'virtual:world', not found"), 0.99)
            << QStringLiteral("Add zlib to buildInputs: pkg-config module zlib not found (known "
                              "provider: zlib.pc in zlib)")
            << QStringList{QStringLiteral("{\n  lib,\n  stdenv,\n  pkg-config,\n  zlib,\n}:"),
                   QStringLiteral("  nativeBuildInputs = [ pkg-config ];\n\n  buildInputs = [ zlib "
                                  "];\n\n  preBuild")};
        QTest::newRow("header")
            << QStringLiteral("broken-missing-zlib")
            << signal(QStringLiteral("header-missing"),
                   QStringLiteral("gcc -O2 -Wall -o zdemo zdemo.c -lz\nzdemo.c:4:10: fatal error: "
                                  "zlib.h: No such file or directory\n    4 | #include <zlib.h>"),
                   1.0)
            << QStringLiteral("Add zlib to buildInputs: header zlib.h not found (known provider: "
                              "zlib.h in zlib)")
            << QStringList{QStringLiteral("{\n  lib,\n  stdenv,\n  zlib,\n}:"),
                   QStringLiteral(
                       "  src = ../tiny-zlib/src;\n\n  buildInputs = [ zlib ];\n\n  makeFlags")};
        QTest::newRow("command")
            << QStringLiteral("broken-command-not-found")
            << signal(QStringLiteral("command-not-found"),
                   QStringLiteral(
                       "/nix/store/…-stdenv-linux/setup: line 51: cmake: command not found"),
                   0.93, evidence::NixCategory::MissingDependency, QStringLiteral("configurePhase"))
            << QStringLiteral(
                   "Add cmake to nativeBuildInputs with dontUseCmakeConfigure = true (the "
                   "build runs it itself): command cmake not found (known provider: "
                   "command cmake in cmake)")
            << QStringList{QStringLiteral("{\n  lib,\n  stdenv,\n  cmake,\n}:"),
                   QStringLiteral("  src = ../tiny/src;\n\n  nativeBuildInputs = [ cmake ];\n\n  "
                                  "dontUseCmakeConfigure = true;\n\n  preConfigure")};
        QTest::newRow("build backend")
            << QStringLiteral("broken-colorama-no-hatchling")
            << signal(QStringLiteral("python-module-missing"),
                   QStringLiteral("  File \"<frozen importlib._bootstrap>\", line 1142\n"
                                  "ModuleNotFoundError: No module named 'hatchling'"),
                   0.97)
            << QStringLiteral("Add hatchling to build-system: build backend module hatchling not "
                              "found (package index: hatchling in python3Packages.hatchling)")
            << QStringList{
                   QStringLiteral(
                       "{\n  lib,\n  buildPythonPackage,\n  fetchFromGitHub,\n  hatchling,\n}:"),
                   QStringLiteral("  build-system = [ hatchling ];")};
        QTest::newRow("import check")
            << QStringLiteral("broken-python-import")
            << signal(QStringLiteral("python-module-missing"),
                   QStringLiteral("    from packaging.version import Version\n"
                                  "ModuleNotFoundError: No module named 'packaging'"),
                   0.97, evidence::NixCategory::PythonImportsCheck,
                   QStringLiteral("pythonImportsCheckPhase"))
            << QStringLiteral("Add packaging to dependencies: Python module packaging not found at "
                              "the import check (package index: packaging in "
                              "python3Packages.packaging)")
            << QStringList{QStringLiteral(
                               "{\n  lib,\n  buildPythonPackage,\n  setuptools,\n  packaging,\n}:"),
                   QStringLiteral("  build-system = [ setuptools ];\n\n  dependencies = [ "
                                  "packaging ];\n\n  dontCheckRuntimeDeps")};
        QTest::newRow("runtime requirement")
            << QStringLiteral("broken-python-missing-dep")
            << signal(QStringLiteral("python-runtime-deps-missing"),
                   QStringLiteral("Found missing or incompatible runtime dependencies in tinypy:\n"
                                  "  - packaging not installed"),
                   0.97)
            << QStringLiteral("Add packaging to dependencies: Python requirement packaging not "
                              "installed (package index: packaging in python3Packages.packaging)")
            << QStringList{QStringLiteral(
                               "{\n  lib,\n  buildPythonPackage,\n  setuptools,\n  packaging,\n}:"),
                   QStringLiteral("  dependencies = [ packaging ];")};
    }

    void fixtures()
    {
        QFETCH(QString, package);
        QFETCH(evidence::FailureSignal, sig);
        QFETCH(QString, summary);
        QFETCH(QStringList, expected);
        const QString before = fixture(package);
        QVERIFY(!before.isEmpty());
        const QuickFixer fixer(&m_index, nullptr);
        const QList<QuickFix> fixes = fixer.propose(before, failed(), extractionOf({sig}));
        QCOMPARE(fixes.size(), 1);
        const QuickFix &fix = fixes.constFirst();
        QVERIFY(fix.edit);
        QCOMPARE(fix.summary, summary);
        QCOMPARE(fix.edit->summary, summary);
        QVERIFY(fix.edit->deterministic);
        QCOMPARE(fix.edit->before, before);
        QCOMPARE(fix.signal.patternId, sig.patternId);
        for (const QString &line : expected)
            QVERIFY2(fix.edit->after.contains(line), qPrintable(fix.edit->after));
        QVERIFY(fix.edit->diff.contains(QStringLiteral("@@")));
        // Comments are kept: every line of the original is still there or was edited in place.
        QCOMPARE(fix.edit->after.count(QLatin1Char('#')), before.count(QLatin1Char('#')));
        // A second round on the edited file proposes nothing: the input is present.
        QVERIFY(fixer.propose(fix.edit->after, failed(), extractionOf({sig})).isEmpty());
    }

    /// Signals that give no fix: low confidence, cascades, unknown providers, other kinds.
    void noFix_data()
    {
        QTest::addColumn<QString>("package");
        QTest::addColumn<evidence::FailureSignal>("sig");
        QTest::addColumn<bool>("withIndex");

        QTest::newRow("jq: confidence too low")
            << QStringLiteral("broken-jq-no-oniguruma")
            << signal(QStringLiteral("command-not-found"), QStringLiteral("sh: 1: git: not found"),
                   0.74)
            << true;
        QTest::newRow("cascade") << QStringLiteral("broken-command-not-found") << [] {
            auto s = signal(QStringLiteral("command-not-found"),
                QStringLiteral("cmake: command not found"), 0.95);
            s.cascade = true;
            return s;
        }() << true;
        QTest::newRow("header nobody provides")
            << QStringLiteral("broken-missing-zlib")
            << signal(QStringLiteral("header-missing"),
                   QStringLiteral("x.c:1:10: fatal error: frobnicate.h: No such file or directory"),
                   1.0)
            << true;
        QTest::newRow("unknown header, no index")
            << QStringLiteral("broken-missing-zlib")
            << signal(QStringLiteral("header-missing"),
                   QStringLiteral("x.c:1:10: fatal error: frobnicate.h: No such file or directory"),
                   1.0)
            << false;
        QTest::newRow("python module not in the index")
            << QStringLiteral("broken-python-import")
            << signal(QStringLiteral("python-module-missing"),
                   QStringLiteral("ModuleNotFoundError: No module named 'frobnicate'"), 0.97)
            << true;
        QTest::newRow("compile error")
            << QStringLiteral("broken-compile-error")
            << signal(QStringLiteral("cc-error"), QStringLiteral("tiny.c:5:3: error: expected ';'"),
                   0.95, evidence::NixCategory::CompileError)
            << true;
        QTest::newRow("already listed elsewhere")
            << QStringLiteral("broken-libspng-no-zlib")
            << signal(QStringLiteral("command-not-found"),
                   QStringLiteral("ninja: command not found"), 0.95)
            << true;
        QTest::newRow("install into /usr (cjson)")
            << QStringLiteral("broken-cjson-no-cmake")
            << signal(QStringLiteral("install-permission-fhs"),
                   QStringLiteral("mkdir: cannot create directory '/usr/local/include/cjson': "
                                  "Read-only file system"),
                   0.95, evidence::NixCategory::InstallPhase)
            << true;
    }

    void noFix()
    {
        QFETCH(QString, package);
        QFETCH(evidence::FailureSignal, sig);
        QFETCH(bool, withIndex);
        const QuickFixer fixer(withIndex ? &m_index : nullptr, nullptr);
        const auto fixes = fixer.propose(fixture(package), failed(), extractionOf({sig}));
        QVERIFY2(fixes.isEmpty(), qPrintable(fixes.isEmpty() ? QString() : fixes.first().summary));
    }

    /// Without index or nix-locate, the table of well-known providers still answers; nix-locate
    /// missing is no error.
    void knownProvidersWithoutIndex()
    {
        const tools::FileLocator locator(QStringLiteral("/nonexistent/nix-locate"));
        QVERIFY(!locator.available());
        const QuickFixer fixer(nullptr, &locator);
        const auto fixes = fixer.propose(fixture(QStringLiteral("broken-missing-zlib")), failed(),
            extractionOf({signal(QStringLiteral("linker-library-missing"),
                QStringLiteral("/usr/bin/ld: cannot find -lz: No such file or directory"), 0.92)}));
        QCOMPARE(fixes.size(), 1);
        QVERIFY(fixes[0].edit->after.contains(QStringLiteral("buildInputs = [ zlib ];")));
        QString how;
        QCOMPARE(
            fixer.provider({MissingInput::Kind::Header, QStringLiteral("openssl/ssl.h")}, &how),
            QStringLiteral("openssl"));
        QCOMPARE(
            fixer.provider({MissingInput::Kind::Command, QStringLiteral("frobnicate")}), QString());
    }

    /// nix-locate, when installed, finds what the table does not know.
    void nixLocate()
    {
        QTemporaryDir dir;
        const QString program = dir.filePath(QStringLiteral("nix-locate"));
        QFile script(program);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nfor a; do last=$a; done\n"
                     "[ \"$last\" = frobnicate.h ] && echo frobnicate.dev\nexit 0\n");
        script.close();
        script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        const tools::FileLocator locator(program);
        QVERIFY(locator.available());
        const QuickFixer fixer(nullptr, &locator);
        QString how;
        QCOMPARE(fixer.provider({MissingInput::Kind::Header, QStringLiteral("frobnicate.h")}, &how),
            QStringLiteral("frobnicate"));
        QVERIFY2(how.contains(QStringLiteral("nix-locate")), qPrintable(how));
    }

    void pythonLayouts_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("propagatedBuildInputs in use")
            << QStringLiteral("{ buildPythonPackage, requests }:\nbuildPythonPackage {\n  pname = "
                              "\"x\";\n  propagatedBuildInputs = [ requests ];\n}\n")
            << QStringList{
                   QStringLiteral("propagatedBuildInputs = [\n    requests\n    packaging\n  ];"),
                   QStringLiteral("{\n  buildPythonPackage,\n  requests,\n  packaging,\n}:")};
        QTest::newRow("top-level file with python3Packages")
            << QStringLiteral("{ lib, python3Packages }:\npython3Packages.buildPythonApplication "
                              "{\n  pname = \"x\";\n  src = ./.;\n}\n")
            << QStringList{QStringLiteral("dependencies = [ python3Packages.packaging ];"),
                   QStringLiteral("{ lib, python3Packages }:")};
    }

    /// The phase that missed a Python module says where it goes.
    void pythonRoles_data()
    {
        QTest::addColumn<QString>("phase");
        QTest::addColumn<QString>("module");
        QTest::addColumn<QString>("line");

        QTest::newRow("import check")
            << QStringLiteral("pythonImportsCheckPhase") << QStringLiteral("packaging")
            << QStringLiteral("  dependencies = [ packaging ];");
        QTest::newRow("tests") << QStringLiteral("pytestCheckPhase") << QStringLiteral("packaging")
                               << QStringLiteral("  nativeCheckInputs = [ packaging ];");
        QTest::newRow("setup.py at build time")
            << QStringLiteral("buildPhase") << QStringLiteral("packaging")
            << QStringLiteral("  build-system = [\n    setuptools\n    packaging\n  ];");
        QTest::newRow("backend in any phase")
            << QStringLiteral("unknown") << QStringLiteral("hatchling")
            << QStringLiteral("  build-system = [\n    setuptools\n    hatchling\n  ];");
        QTest::newRow("known import name")
            << QStringLiteral("pythonImportsCheckPhase") << QStringLiteral("yaml")
            << QStringLiteral("  dependencies = [ pyyaml ];");
    }

    void pythonRoles()
    {
        QFETCH(QString, phase);
        QFETCH(QString, module);
        QFETCH(QString, line);
        const QuickFixer fixer(&m_index, nullptr);
        const auto fixes
            = fixer.propose(fixture(QStringLiteral("broken-python-missing-dep")), failed(),
                extractionOf({signal(QStringLiteral("python-module-missing"),
                    QStringLiteral("ModuleNotFoundError: No module named '%1.sub'").arg(module),
                    0.97, evidence::NixCategory::MissingDependency, phase)}));
        QCOMPARE(fixes.size(), 1);
        QVERIFY2(fixes[0].edit->after.contains(line), qPrintable(fixes[0].edit->after));
    }

    void pythonLayouts()
    {
        QFETCH(QString, source);
        QFETCH(QStringList, expected);
        const QuickFixer fixer(&m_index, nullptr);
        const auto fixes = fixer.propose(source, failed(),
            extractionOf({signal(QStringLiteral("python-runtime-deps-missing"),
                QStringLiteral("  - packaging not installed"), 0.97)}));
        QCOMPARE(fixes.size(), 1);
        for (const QString &line : expected)
            QVERIFY2(fixes[0].edit->after.contains(line), qPrintable(fixes[0].edit->after));
    }

    /// `hash = "sha256-abc"` → lib.fakeHash (and `lib` among the arguments), for HashFixer.
    void invalidHash()
    {
        const QString before = QStringLiteral(
            "{ stdenv, fetchurl }:\nstdenv.mkDerivation {\n  pname = \"hello\";\n"
            "  # hash = \"sha256-abc\" was a typo\n  src = fetchurl {\n    url = \"u\";\n"
            "    hash = \"sha256-abc\";\n  };\n}\n");
        nix::BuildOutcome outcome = failed(nix::OutcomeKind::InvalidHash);
        outcome.errorText = QStringLiteral("error: invalid SRI hash 'abc'");
        const QuickFixer fixer(&m_index, nullptr);
        const auto fixes = fixer.propose(before, outcome, {});
        QCOMPARE(fixes.size(), 1);
        QVERIFY(fixes[0].edit);
        const QString &after = fixes[0].edit->after;
        QVERIFY2(after.contains(QStringLiteral("    hash = lib.fakeHash;\n")), qPrintable(after));
        QVERIFY(after.contains(QStringLiteral("# hash = \"sha256-abc\" was a typo")));
        QVERIFY(after.startsWith(QStringLiteral("{\n  stdenv,\n  fetchurl,\n  lib,\n}:")));
        QVERIFY(fixes[0].summary.contains(QStringLiteral("lib.fakeHash")));
        // A valid hash is left alone.
        const QString valid = QString(before).replace(QStringLiteral("\"sha256-abc\";"),
            QStringLiteral("\"sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=\";"));
        outcome.errorText = QStringLiteral("error: invalid SRI hash 'xyz'");
        QVERIFY(fixer.propose(valid, outcome, {}).isEmpty());
    }

    /// A builder's own hash attribute under its pre-SRI name (`cargoSha256`) is found too
    /// (the scan took only names ending in "hash", "Hash" or a lower-case "sha256").
    void invalidHashUnderALegacyBuilderName()
    {
        const QString before = QStringLiteral(
            "{ lib, rustPlatform }:\nrustPlatform.buildRustPackage {\n  pname = \"tool\";\n"
            "  cargoSha256 = \"0123\";\n}\n");
        nix::BuildOutcome outcome = failed(nix::OutcomeKind::InvalidHash);
        outcome.errorText = QStringLiteral("error: hash '0123' has wrong length for hash type "
                                           "'sha256'");
        const QuickFixer fixer(&m_index, nullptr);
        const auto fixes = fixer.propose(before, outcome, {});
        QCOMPARE(fixes.size(), 1);
        QVERIFY(fixes[0].edit);
        QVERIFY2(fixes[0].edit->after.contains(QStringLiteral("  cargoSha256 = lib.fakeHash;\n")),
            qPrintable(fixes[0].edit->after));
        QVERIFY(fixes[0].summary.contains(QStringLiteral("cargoSha256")));
    }

    void advice_data()
    {
        QTest::addColumn<evidence::FailureSignal>("sig");
        QTest::addColumn<QStringList>("mentions");

        QTest::newRow("name resolution")
            << signal(QStringLiteral("net-name-resolution"),
                   QStringLiteral("curl: (6) Could not resolve host: github.com"), 0.9,
                   evidence::NixCategory::NetworkInSandbox)
            << QStringList{QStringLiteral("github.com"), QStringLiteral("fixed-output"),
                   QStringLiteral("no automatic edit")};
        QTest::newRow("pip download")
            << signal(QStringLiteral("net-pip-download"),
                   QStringLiteral("Could not fetch URL https://" PACKWRIGHT_TEST_MIRROR_HOST
                                  "/simple/requests/"),
                   0.9, evidence::NixCategory::NetworkInSandbox)
            << QStringList{
                   QStringLiteral("https://" PACKWRIGHT_TEST_MIRROR_HOST "/simple/requests/"),
                   QStringLiteral("dependencies")};
        QTest::newRow("cargo") << signal(QStringLiteral("net-cargo-registry"),
            QStringLiteral(
                "failed to download from `https://" PACKWRIGHT_TEST_MIRROR_HOST "/api/v1/x`"),
            0.9, evidence::NixCategory::NetworkInSandbox)
                               << QStringList{QStringLiteral("cargoHash")};
        QTest::newRow("bad interpreter")
            << signal(QStringLiteral("fhs-bad-interpreter"),
                   QStringLiteral("bash: ./gen.sh: /usr/bin/python: bad interpreter: No such file "
                                  "or directory"),
                   0.96, evidence::NixCategory::FhsPath)
            << QStringList{QStringLiteral("patchShebangs ./gen.sh"), QStringLiteral("postPatch")};
        QTest::newRow("env") << signal(QStringLiteral("fhs-env"),
            QStringLiteral("/usr/bin/env: 'perl': No such file or directory"), 0.95,
            evidence::NixCategory::FhsPath)
                             << QStringList{QStringLiteral("patchShebangs"),
                                    QStringLiteral("/usr/bin/env")};
        QTest::newRow("fhs path") << signal(QStringLiteral("fhs-path-missing"),
            QStringLiteral("make: /usr/bin/install: No such file or directory"), 0.9,
            evidence::NixCategory::FhsPath)
                                  << QStringList{QStringLiteral("substituteInPlace"),
                                         QStringLiteral("--replace-fail /usr/bin/install install")};
    }

    void advice()
    {
        QFETCH(evidence::FailureSignal, sig);
        QFETCH(QStringList, mentions);
        const QuickFixer fixer(&m_index, nullptr);
        const QString before = fixture(QStringLiteral("broken-missing-zlib"));
        const auto fixes = fixer.propose(before, failed(), extractionOf({sig}));
        QCOMPARE(fixes.size(), 1);
        QVERIFY(fixes[0].isAdvice());
        QVERIFY(!fixes[0].summary.isEmpty());
        QVERIFY(!fixes[0].summary.contains(QLatin1Char('\n')));
        for (const QString &m : mentions)
            QVERIFY2(fixes[0].advice.contains(m), qPrintable(fixes[0].advice));
        // Low confidence: not even advice.
        sig.confidence = 0.5;
        QVERIFY(fixer.propose(before, failed(), extractionOf({sig})).isEmpty());
    }

    /// Where the loop puts quick-fix results: advice in the Knowledge slot and the report;
    /// rejected or unhelpful fixes as do-not-repeat rules that rule them out.
    void adviceInEvidenceAndReport()
    {
        const QuickFixer fixer(&m_index, nullptr);
        const auto fixes = fixer.propose(fixture(QStringLiteral("broken-missing-zlib")), failed(),
            extractionOf({signal(QStringLiteral("net-name-resolution"),
                QStringLiteral("Could not resolve host: github.com"), 0.9,
                evidence::NixCategory::NetworkInSandbox)}));
        QCOMPARE(fixes.size(), 1);
        EvidenceController evidence;
        evidence.setAdvice({fixes[0].advice});
        const auto slots = evidence.slotsFor(failed(), evidence::Extraction{}, nullptr);
        QVERIFY2(
            slots.knowledge.contains(QStringLiteral("github.com")), qPrintable(slots.knowledge));
        QVERIFY(!slots.feedback.contains(QStringLiteral("github.com")));
        evidence.setAdvice({});
        QVERIFY(!evidence.slotsFor(failed(), evidence::Extraction{}, nullptr)
                     .knowledge.contains(QStringLiteral("github.com")));

        SessionReport report;
        report.stopReason = StopReason::NoFix;
        report.advice = {fixes[0].advice};
        QVERIFY(report.toMarkdown().contains(QStringLiteral("## Advice")));
        QVERIFY(report.toMarkdown().contains(QStringLiteral("fixed-output")));
        QCOMPARE(report.toJson().value(QStringLiteral("advice")).toArray().size(), 1);

        const QString summary = QStringLiteral("Add zlib to buildInputs: header zlib.h not found");
        QVERIFY(!evidence.ruledOut(summary));
        evidence.addHistory({2, summary, {}, QStringLiteral("PROGRESS"), false, {}});
        QVERIFY(!evidence.ruledOut(summary));
        evidence.addHistory({3, summary, {}, QStringLiteral("STAGNATION"), true, {}});
        QVERIFY(evidence.ruledOut(summary));
    }

    /// Issue 17 item 2: the lint findings of a package that builds join the Findings slot
    /// (after the analysis) and the report lists what remains, in Markdown and JSON.
    void lintInEvidenceAndReport()
    {
        EvidenceController evidence;
        evidence.setFindings(QStringLiteral("Build system: make"));
        QCOMPARE(evidence.slotsFor(failed(), evidence::Extraction{}, nullptr).findings,
            QStringLiteral("Build system: make"));
        evidence.setLintFindings(
            QStringLiteral("nixpkgs lint of attempt 2 (it builds): what nixpkgs CI (ci) or a "
                           "reviewer (review) would reject:\n- line 7: NPV-164 (ci): …"));
        const QString findings
            = evidence.slotsFor(failed(), evidence::Extraction{}, nullptr).findings;
        QVERIFY(
            findings.startsWith(QStringLiteral("Build system: make\n\nnixpkgs lint of attempt 2")));
        QCOMPARE(evidence.findings(), findings);

        const auto lint = nix::lint(fixture(QStringLiteral("hello")));
        QVERIFY(nix::hasCiFinding(lint));
        SessionReport report;
        report.stopReason = StopReason::Succeeded;
        report.lint = lint;
        const QString md = report.toMarkdown();
        QVERIFY2(md.contains(QStringLiteral("## nixpkgs conformance (lint)")), qPrintable(md));
        QVERIFY(md.contains(QStringLiteral("`NPV-164` (ci): ")));
        const QJsonArray rows = report.toJson().value(QStringLiteral("lint")).toArray();
        QCOMPARE(rows.size(), lint.size());
        QCOMPARE(rows.at(0).toObject().value(QStringLiteral("rule")).toString(), lint.at(0).rule);
        report.lint.clear();
        QVERIFY(!report.toMarkdown().contains(QStringLiteral("(lint)")));
        QVERIFY(report.toJson().value(QStringLiteral("lint")).toArray().isEmpty());
    }

    /// Two signals for one cause (colorama: the module and the backend) give one fix; the
    /// order follows the ranking.
    void duplicatesDropped()
    {
        const QuickFixer fixer(&m_index, nullptr);
        const auto fixes = fixer.propose(fixture(QStringLiteral("broken-colorama-no-hatchling")),
            failed(),
            extractionOf({signal(QStringLiteral("python-module-missing"),
                              QStringLiteral("ModuleNotFoundError: No module named 'hatchling'"),
                              0.97),
                signal(QStringLiteral("build-backend-missing"),
                    QStringLiteral("ERROR Backend 'hatchling.build' is not available."), 0.97)}));
        QCOMPARE(fixes.size(), 1);
        QVERIFY(fixes[0].edit->after.contains(QStringLiteral("build-system = [ hatchling ];")));
        QVERIFY(fixer
                    .propose(fixture(QStringLiteral("hello")), failed(nix::OutcomeKind::Success),
                        extractionOf({}))
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestQuickFixer)
#include "tst_quickfixer.moc"
