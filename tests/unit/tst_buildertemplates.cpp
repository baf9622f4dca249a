// Builder templates (Vibenix §4.1.3): every template renders in nixpkgs style, matches its
// golden file (tests/unit/data/templates/NAME.nix; PACKWRIGHT_UPDATE_GOLDEN=1 rewrites them),
// leaves no mustache tag, and lists in its arguments exactly the names its body uses.

#include "tools/BuilderTemplates.h"

#include <QFile>
#include <QRegularExpression>
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
    v.description = QStringLiteral("Demo tool");
    v.homepage = QStringLiteral("https://example.org/demo-tool");
    v.license = QStringLiteral("mit");
    const bool python = templateName.startsWith(QStringLiteral("python"));
    if (templateName != QStringLiteral("python-library"))
        v.mainProgram = QStringLiteral("demo");
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

/// The names in the `{ a, b, c }:` line.
QStringList argumentsOf(const QString &expression)
{
    const QString first = expression.section(QLatin1Char('\n'), 0, 0);
    static const QRegularExpression header(QStringLiteral("^\\{ (.*) \\}:$"));
    const auto match = header.match(first);
    return match.hasMatch() ? match.captured(1).split(QStringLiteral(", ")) : QStringList();
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

        QVERIFY(!text.contains(QStringLiteral("{{")));
        QVERIFY(!text.contains(QStringLiteral("}}")));
        QVERIFY(!text.contains(QLatin1Char('\t')));
        QVERIFY(text.contains(QLatin1Char('\n') + builder + QLatin1Char(' ')));
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
        const QString text = renderTemplate(QStringLiteral("stdenv"), v).value();
        QVERIFY(text.startsWith(
            QStringLiteral("{ lib, stdenv, fetchFromGitHub, zlib, openssl }:\n\n")));
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
        QVERIFY(cmake.startsWith(QStringLiteral("{ lib, stdenv, cmake, fetchFromGitHub,")));
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
