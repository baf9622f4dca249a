// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Builder templates (Vibenix §4.1.3): every template renders in nixpkgs' 2026 style (nixfmt's
// RFC 166 layout, finalAttrs, strictDeps, __structuredAttrs, meta last), matches its golden
// file (tests/unit/data/templates/NAME.nix; PACKWRIGHT_UPDATE_GOLDEN=1 rewrites them), leaves
// no mustache tag and no run of blank lines, and lists in its arguments exactly the names its
// body uses. When nixfmt is on PATH, it leaves every golden file as it is.

#include "tools/BuilderTemplates.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace packwright::tools;

namespace {

const QString golden = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/unit/data/templates/");

TemplateValues sampleValues(const QString &templateName)
{
    TemplateValues v;
    v.pname = QStringLiteral("demo-tool");
    v.version = QStringLiteral("1.2.3");
    v.fetcherFunction = QStringLiteral("fetchFromGitHub");
    v.fetcherExpression
        = QStringLiteral("fetchFromGitHub {\n  owner = \"example\";\n  repo = "
                         "\"demo-tool\";\n  tag = \"v1.2.3\";\n  hash = "
                         "\"sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\";\n}");
    // As upstream writes it; the template normalises it (nixpkgsDescription()).
    v.description = QStringLiteral("demo-tool is a demo tool for the golden files.");
    v.homepage = QStringLiteral("https://example.org/demo-tool");
    v.license = QStringLiteral("mit");
    v.changelogFile = QStringLiteral("CHANGELOG.md");
    const bool python = templateName.startsWith(QStringLiteral("python"));
    if (templateName != QStringLiteral("python-library")) {
        v.mainProgram = QStringLiteral("demo");
        v.versionCheck = true;
    }
    if (python) {
        v.nativeCheckInputs = {QStringLiteral("pytestCheckHook")};
    } else if (templateName == QStringLiteral("stdenv") || templateName == QStringLiteral("cmake")
        || templateName == QStringLiteral("meson")) {
        v.doCheck = true;
        v.nativeCheckInputs = {QStringLiteral("python3")};
    }
    if (templateName == QStringLiteral("rust"))
        v.env = {{QStringLiteral("OPENSSL_NO_VENDOR"), QStringLiteral("1")}};
    v.nativeBuildInputs = python ? QStringList{QStringLiteral("hatchling")}
                                 : QStringList{QStringLiteral("pkg-config")};
    v.buildInputs = python ? QStringList{QStringLiteral("packaging"), QStringLiteral("attrs")}
                           : QStringList{QStringLiteral("zlib")};
    return v;
}

QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// The names of the `{\n  a,\n  b,\n}:` header, one per line with a trailing comma (RFC 166).
QStringList argumentsOf(const QString &expression)
{
    static const QRegularExpression header(
        QStringLiteral("^\\{\\n((?:  [A-Za-z0-9_-]+,\\n)+)\\}:\\n"));
    const auto match = header.match(expression);
    if (!match.hasMatch())
        return {};
    QStringList names = match.captured(1).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString &name : names)
        name = name.trimmed().chopped(1);
    return names;
}

/// The line numbers (1-based) that are the second of two blank lines in a row.
QList<int> blankRuns(const QString &text)
{
    QList<int> runs;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty() && lines[i - 1].trimmed().isEmpty()
            && i + 1 < lines.size())
            runs << int(i + 1);
    }
    return runs;
}

} // namespace

class TestBuilderTemplates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogueIsComplete()
    {
        QStringList names;
        for (const BuilderTemplate &t : builderTemplates()) {
            names.append(t.name);
            QVERIFY(!t.builder.isEmpty());
            QVERIFY(!t.description.isEmpty());
        }
        QCOMPARE(names,
            QStringList({QStringLiteral("stdenv"), QStringLiteral("cmake"), QStringLiteral("meson"),
                QStringLiteral("python-library"), QStringLiteral("python-application"),
                QStringLiteral("rust"), QStringLiteral("go"), QStringLiteral("npm")}));
    }

    void rendersAsGolden_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("builder");
        for (const BuilderTemplate &t : builderTemplates())
            QTest::newRow(qPrintable(t.name)) << t.name << t.builder;
    }

    void rendersAsGolden()
    {
        QFETCH(QString, name);
        QFETCH(QString, builder);
        const auto rendered = renderTemplate(name, sampleValues(name));
        QVERIFY2(rendered.ok(), qPrintable(rendered.ok() ? QString() : rendered.error().detail));
        const QString text = rendered.value();
        const QString file = golden + name + QStringLiteral(".nix");
        if (qEnvironmentVariableIsSet("PACKWRIGHT_UPDATE_GOLDEN")) {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(text.toUtf8());
        }
        QCOMPARE(text, readFile(file));
        QCOMPARE(renderTemplate(name, sampleValues(name)).value(), text); // stable

        QVERIFY2(blankRuns(text).isEmpty(), qPrintable(text));
        QVERIFY(text.endsWith(QStringLiteral("})\n")));
        QVERIFY(text.contains(QStringLiteral("  __structuredAttrs = true;\n")));
        QCOMPARE(text.contains(QStringLiteral("  strictDeps = true;\n")),
            builder == QStringLiteral("stdenv.mkDerivation"));
        QVERIFY(text.contains(builder + QStringLiteral(" (finalAttrs: {\n")));
        QVERIFY(!text.contains(QStringLiteral(" rec {")));
        // meta is the last attribute.
        QVERIFY(text.indexOf(QStringLiteral("\n  meta = {\n"))
            > text.lastIndexOf(QStringLiteral(";\n\n  ")) - 1);
        QVERIFY(text.endsWith(QStringLiteral("  };\n})\n")));
        QVERIFY(!text.contains(QStringLiteral("{{")));
        QVERIFY(!text.contains(QStringLiteral("}}")));
        QVERIFY(!text.contains(QLatin1Char('\t')));
        QVERIFY(text.contains(QLatin1Char('\n') + builder + QLatin1Char(' ')));
        // The release tag through finalAttrs (nixpkgs #355973), the changelog at that tag.
        QVERIFY(text.contains(QStringLiteral("    tag = \"v${finalAttrs.version}\";\n")));
        QVERIFY(text.contains(
            QStringLiteral("    changelog = \"https://github.com/example/"
                           "demo-tool/blob/${finalAttrs.src.tag}/CHANGELOG.md\";\n")));
        // The fetcher's inner lines moved under `src`, its brace closing at src's indent.
        QVERIFY(
            text.contains(QStringLiteral("  src = fetchFromGitHub {\n    owner = \"example\";")));
        QVERIFY(text.contains(QStringLiteral("\n  };\n")));
        QVERIFY(text.contains(QStringLiteral("    license = lib.licenses.mit;\n")));
        if (name == QStringLiteral("rust"))
            QVERIFY(text.contains(QStringLiteral("  cargoHash = lib.fakeHash;\n")));
        if (name == QStringLiteral("go"))
            QVERIFY(text.contains(QStringLiteral("  vendorHash = lib.fakeHash;\n")));
        if (name == QStringLiteral("npm"))
            QVERIFY(text.contains(QStringLiteral("  npmDepsHash = lib.fakeHash;\n")));
    }

    void argumentsMatchTheBody_data() { rendersAsGolden_data(); }

    void argumentsMatchTheBody()
    {
        QFETCH(QString, name);
        const QString text = renderTemplate(name, sampleValues(name)).value();
        const QStringList arguments = argumentsOf(text);
        QVERIFY2(!arguments.isEmpty(), qPrintable(text));
        QCOMPARE(arguments.first(), QStringLiteral("lib"));
        QCOMPARE(QStringList(arguments).removeDuplicates(), 0);
        const QString body = text.section(QLatin1Char('\n'), 1);
        // Every argument is used…
        for (const QString &argument : arguments) {
            const QRegularExpression used(QStringLiteral("(^|[^A-Za-z0-9_.-])%1([^A-Za-z0-9_-]|$)")
                                              .arg(QRegularExpression::escape(argument)));
            QVERIFY2(used.match(body).hasMatch(), qPrintable(argument));
        }
        // …and every free name the body uses is an argument.
        for (const char *needed : {"fetchFromGitHub", "lib"})
            QVERIFY(arguments.contains(QString::fromUtf8(needed)));
        const bool application = name == QStringLiteral("python-application");
        for (const QString &input : sampleValues(name).buildInputs)
            QVERIFY(arguments.contains(application ? QStringLiteral("python3Packages") : input));
    }

    void listsAndStringsInNixpkgsStyle()
    {
        TemplateValues v = sampleValues(QStringLiteral("stdenv"));
        v.nativeBuildInputs = {};
        v.buildInputs = {QStringLiteral("zlib"), QStringLiteral("openssl")};
        v.description = QStringLiteral("Says \"hi\" to ${USER} \\o/");
        v.homepage.clear();
        v.license.clear();
        v.mainProgram.clear();
        v.changelogFile.clear();
        v.doCheck = false;
        v.nativeCheckInputs.clear();
        const QString text = renderTemplate(QStringLiteral("stdenv"), v).value();
        QVERIFY(text.startsWith(QStringLiteral(
            "{\n  lib,\n  stdenv,\n  fetchFromGitHub,\n  zlib,\n  openssl,\n}:\n\n")));
        QVERIFY(!text.contains(QStringLiteral("versionCheckHook"))); // no mainProgram to run
        QVERIFY(text.contains(QStringLiteral("  nativeBuildInputs = [ ];\n")));
        QVERIFY(text.contains(QStringLiteral("  buildInputs = [\n    zlib\n    openssl\n  ];\n")));
        QVERIFY(text.contains(
            QStringLiteral("    description = \"Says \\\"hi\\\" to \\${USER} \\\\o/\";\n")));
        QVERIFY(!text.contains(QStringLiteral("homepage")));
        QVERIFY(!text.contains(QStringLiteral("license")));
        QVERIFY(!text.contains(QStringLiteral("mainProgram")));
        // Regression: a skipped optional line must not leave a blank line behind (kainjow
        // keeps the newline of a skipped standalone section).
        QVERIFY(text.contains(QStringLiteral(
            "  meta = {\n    description = \"Says \\\"hi\\\" to \\${USER} \\\\o/\";\n"
            "    platforms = lib.platforms.unix;\n  };\n")));
        QVERIFY(!text.contains(QStringLiteral("\n\n\n")));

        const QString cmake = renderTemplate(QStringLiteral("cmake"), v).value();
        QVERIFY(cmake.contains(QStringLiteral("  nativeBuildInputs = [ cmake ];\n")));
        QVERIFY(cmake.startsWith(
            QStringLiteral("{\n  lib,\n  stdenv,\n  cmake,\n  fetchFromGitHub,\n")));
    }

    // Regression: dropping `nativeBuildInputs = [ ];` and `buildInputs = [ ];` left two or
    // three blank lines in a row in the written package.nix.
    void droppingEmptyListsLeavesNoBlankRun()
    {
        TemplateValues v = sampleValues(QStringLiteral("stdenv"));
        v.nativeBuildInputs.clear();
        v.buildInputs.clear();
        for (const BuilderTemplate &t : builderTemplates()) {
            TemplateValues values = v;
            if (t.name.startsWith(QStringLiteral("python")))
                values.nativeBuildInputs = {QStringLiteral("hatchling")};
            const QString text = renderTemplate(t.name, values).value();
            const QString dropped = dropEmptyInputLists(text);
            QVERIFY2(
                blankRuns(dropped).isEmpty(), qPrintable(t.name + QLatin1Char('\n') + dropped));
            QVERIFY(!dropped.contains(QStringLiteral("= [ ];")));
            QVERIFY(!dropped.contains(QStringLiteral("{\n\n")));
            QCOMPARE(dropEmptyInputLists(dropped), dropped);
        }
    }

    void checksAndVersionCheck()
    {
        TemplateValues v = sampleValues(QStringLiteral("stdenv"));
        const QString text = renderTemplate(QStringLiteral("stdenv"), v).value();
        QVERIFY(text.contains(
            QStringLiteral("\n  doCheck = true;\n  nativeCheckInputs = [ python3 ];\n\n")));
        QVERIFY(text.contains(QStringLiteral(
            "\n  nativeInstallCheckInputs = [ versionCheckHook ];\n  doInstallCheck = true;\n\n")));
        QVERIFY(argumentsOf(text).contains(QStringLiteral("versionCheckHook")));
        QVERIFY(argumentsOf(text).contains(QStringLiteral("python3")));
        // Without evidence of a test suite or a version printed, neither is written.
        v.doCheck = false;
        v.nativeCheckInputs.clear();
        v.versionCheck = false;
        const QString plain = renderTemplate(QStringLiteral("stdenv"), v).value();
        QVERIFY(!plain.contains(QStringLiteral("doCheck")));
        QVERIFY(!plain.contains(QStringLiteral("InstallCheck")));
        QVERIFY(!argumentsOf(plain).contains(QStringLiteral("versionCheckHook")));
        // Python checks by default: only the inputs, and the hook without doInstallCheck.
        const QString app = renderTemplate(QStringLiteral("python-application"),
            sampleValues(QStringLiteral("python-application")))
                                .value();
        QVERIFY(app.contains(
            QStringLiteral("  nativeCheckInputs = [ python3Packages.pytestCheckHook ];\n")));
        QVERIFY(
            app.contains(QStringLiteral("  nativeInstallCheckInputs = [ versionCheckHook ];\n")));
        QVERIFY(!app.contains(QStringLiteral("doCheck")));
        QVERIFY(!app.contains(QStringLiteral("doInstallCheck")));
    }

    void environmentGoesToEnv()
    {
        TemplateValues v = sampleValues(QStringLiteral("stdenv"));
        v.env = {{QStringLiteral("NIX_CFLAGS_COMPILE"), QStringLiteral("-DX=\"1\"")},
            {QStringLiteral("LIBGIT2_NO_VENDOR"), QStringLiteral("1")}};
        const QString text = renderTemplate(QStringLiteral("stdenv"), v).value();
        QVERIFY2(text.contains(
                     QStringLiteral("\n  env = {\n    NIX_CFLAGS_COMPILE = \"-DX=\\\"1\\\"\";\n"
                                    "    LIBGIT2_NO_VENDOR = \"1\";\n  };\n\n")),
            qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("\n  NIX_CFLAGS_COMPILE")));
    }

    // nixfmt (RFC 166), when installed, prints every golden file unchanged: the templates
    // are in the layout nixpkgs CI checks even where nixfmt is not installed.
    void nixfmtLeavesGoldenFilesAlone_data() { rendersAsGolden_data(); }

    void nixfmtLeavesGoldenFilesAlone()
    {
        QFETCH(QString, name);
        const QString nixfmt = QStandardPaths::findExecutable(QStringLiteral("nixfmt"));
        if (nixfmt.isEmpty())
            QSKIP("nixfmt is not on PATH");
        const QString file = golden + name + QStringLiteral(".nix");
        QProcess process;
        process.setStandardInputFile(file);
        process.start(nixfmt, {});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()), readFile(file));
    }

    void pythonDefaults()
    {
        TemplateValues v = sampleValues(QStringLiteral("python-library"));
        v.nativeBuildInputs.clear();
        v.buildInputs.clear();
        const QString text = renderTemplate(QStringLiteral("python-library"), v).value();
        QVERIFY(text.contains(QStringLiteral("  build-system = [ setuptools ];\n")));
        QVERIFY(text.contains(QStringLiteral("  pythonImportsCheck = [ \"demo_tool\" ];\n")));
        QVERIFY(text.contains(QStringLiteral("  pyproject = true;\n")));
        const QString app = renderTemplate(QStringLiteral("python-application"), v).value();
        QVERIFY(app.contains(QStringLiteral("  build-system = [ python3Packages.setuptools ];\n")));
        QVERIFY(!app.contains(QStringLiteral("pythonImportsCheck")));
    }

    void refusesUnknownTemplateAndMissingValues()
    {
        const auto unknown = renderTemplate(QStringLiteral("bazel"), sampleValues({}));
        QVERIFY(!unknown.ok());
        QVERIFY(unknown.error().message.contains(QStringLiteral("bazel")));
        QVERIFY(unknown.error().message.contains(QStringLiteral("stdenv, cmake, meson")));
        TemplateValues v = sampleValues(QStringLiteral("stdenv"));
        v.fetcherExpression.clear();
        QVERIFY(!renderTemplate(QStringLiteral("stdenv"), v).ok());
    }

    void mapsSpdxToNixpkgs_data()
    {
        QTest::addColumn<QString>("spdx");
        QTest::addColumn<QString>("attribute");
        QTest::newRow("MIT") << "MIT"
                             << "mit";
        QTest::newRow("GPL-3+") << "GPL-3.0-or-later"
                                << "gpl3Plus";
        QTest::newRow("GPL-2 only") << "GPL-2.0-only"
                                    << "gpl2Only";
        QTest::newRow("LGPL-2.1+") << "LGPL-2.1-or-later"
                                   << "lgpl21Plus";
        QTest::newRow("Apache") << "Apache-2.0"
                                << "asl20";
        QTest::newRow("BSD-2") << "BSD-2-Clause"
                               << "bsd2";
        QTest::newRow("BSD-3") << "bsd-3-clause"
                               << "bsd3";
        QTest::newRow("MPL") << "MPL-2.0"
                             << "mpl20";
        QTest::newRow("compound") << "MIT OR Apache-2.0"
                                  << "";
        QTest::newRow("unknown") << "Proprietary"
                                 << "";
    }

    void mapsSpdxToNixpkgs()
    {
        QFETCH(QString, spdx);
        QFETCH(QString, attribute);
        QCOMPARE(nixpkgsLicense(spdx), attribute);
    }
};

QTEST_GUILESS_MAIN(TestBuilderTemplates)
#include "tst_buildertemplates.moc"
