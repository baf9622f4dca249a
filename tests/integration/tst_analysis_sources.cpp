// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Project analysis and builder templates on real upstream sources with real Nix: the
// analysis of GNU hello, jq, cJSON, libspng and colorama (Debian's orig tarballs from the
// fixture mirror, unpacked here); every rendered template accepted by `nix-instantiate
// --parse`; the stdenv, cmake, meson and python-library templates, filled with the prefetched
// fetcher and the analysis (license, test suite), build with the fixture package set.

#include "FixtureNix.h"
#include "nix/Builder.h"
#include "nix/SourceFetcher.h"
#include "tools/BuilderTemplates.h"
#include "tools/ProjectAnalysis.h"

#include <QCoro/QCoroTask>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;

namespace {

const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

QString mirror()
{
    const QString set = qEnvironmentVariable("PACKWRIGHT_FIXTURE_MIRROR");
    if (!set.isEmpty())
        return set;
    const QString cache = qEnvironmentVariable("XDG_CACHE_HOME");
    return (cache.isEmpty() ? QDir::homePath() + QStringLiteral("/.cache") : cache)
        + QStringLiteral("/packwright/mirror");
}

nix::BuildOptions offlineOptions()
{
    nix::BuildOptions options;
    options.options = packwright::testing::fixtureNixOptions();
    options.timeout = std::chrono::seconds(600);
    return options;
}

QCoro::Task<nix::BuildOutcome> runBuild(nix::Builder &builder, nix::BuildRequest request)
{
    co_return co_await builder.build(request);
}

bool unpack(const QString &tarball, const QString &dir)
{
    QProcess tar;
    tar.start(QStringLiteral("tar"), {QStringLiteral("-xf"), tarball, QStringLiteral("-C"), dir});
    return tar.waitForFinished(120000) && tar.exitCode() == 0;
}

bool writeFile(const QString &path, const QString &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) >= 0;
}

} // namespace

class TestAnalysisSources : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QProcess fetch;
        fetch.start(QStringLiteral("bash"), {fixtures + QStringLiteral("/sources/fetch.sh")});
        QVERIFY(fetch.waitForFinished(600000));
        m_fetchStatus = fetch.exitCode();
        m_fetchError = QString::fromUtf8(fetch.readAllStandardError()).trimmed();
        QVERIFY2(m_fetchStatus == 0 || m_fetchStatus == 77, qPrintable(m_fetchError));
    }

    void parsesEveryRenderedTemplate()
    {
        QTemporaryDir dir;
        for (const tools::BuilderTemplate &t : tools::builderTemplates()) {
            tools::TemplateValues v;
            v.pname = QStringLiteral("demo");
            v.version = QStringLiteral("1.0");
            v.fetcherFunction = QStringLiteral("fetchurl");
            v.fetcherExpression = nix::renderFetcher(QStringLiteral("fetchurl"),
                QStringLiteral("https://example.org/demo-1.0.tar.gz"), {}, QStringLiteral(""));
            v.description = QStringLiteral("Demo with \"quotes\" and ${dollar}");
            v.license = QStringLiteral("mit");
            v.mainProgram = QStringLiteral("demo");
            v.nativeBuildInputs = {QStringLiteral("pkg-config")};
            v.buildInputs = {QStringLiteral("zlib"), QStringLiteral("openssl")};
            const auto text = tools::renderTemplate(t.name, v);
            QVERIFY(text.ok());
            const QString file = dir.filePath(t.name + QStringLiteral(".nix"));
            QVERIFY(writeFile(file, text.value()));
            QProcess parse;
            parse.start(QStringLiteral("nix-instantiate"), {QStringLiteral("--parse"), file});
            QVERIFY(parse.waitForFinished(60000));
            QVERIFY2(parse.exitCode() == 0,
                qPrintable(t.name + QLatin1Char('\n')
                    + QString::fromUtf8(parse.readAllStandardError()) + text.value()));
        }
    }

    void analysesRealSources_data()
    {
        QTest::addColumn<QString>("tarball"); // in the mirror
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("templateName");
        QTest::addColumn<QString>("hint"); // one of the dependency hints, or empty
        QTest::addColumn<QString>("license");
        QTest::addColumn<QString>("inventoryLine");
        QTest::newRow("hello") << "gnu/hello/hello-2.10.tar.gz"
                               << "autotools"
                               << "stdenv"
                               << ""
                               << "GPL-3.0-or-later"
                               << "src/ — ";
        QTest::newRow("jq") << "debian/pool/main/j/jq/jq_1.6.orig.tar.gz"
                            << "autotools-from-git"
                            << "stdenv"
                            << "library: onig (configure.ac:258)"
                            << "MIT"
                            << "configure.ac";
        QTest::newRow("cjson") << "debian/pool/main/c/cjson/cjson_1.7.15.orig.tar.gz"
                               << "cmake"
                               << "cmake"
                               << ""
                               << "MIT"
                               << "CMakeLists.txt";
        QTest::newRow("libspng") << "debian/pool/main/libs/libspng/libspng_0.7.3.orig.tar.gz"
                                 << "meson"
                                 << "meson"
                                 << "pkg-config: zlib (meson.build:32)"
                                 << "BSD-2-Clause"
                                 << "meson_options.txt";
        QTest::newRow("colorama")
            << "debian/pool/main/p/python-colorama/python-colorama_0.4.6.orig.tar.gz"
            << "python-pyproject"
            << "python-library"
            << "python-build: hatchling (pyproject.toml:3)"
            << "BSD-3-Clause"
            << "pyproject.toml";
    }

    void analysesRealSources()
    {
        if (m_fetchStatus == 77)
            QSKIP(qPrintable(QStringLiteral("Debian's archive is unreachable: ") + m_fetchError));
        QFETCH(QString, tarball);
        QFETCH(QString, system);
        QFETCH(QString, templateName);
        QFETCH(QString, hint);
        QFETCH(QString, license);
        QFETCH(QString, inventoryLine);
        QTemporaryDir dir;
        QVERIFY(unpack(mirror() + QLatin1Char('/') + tarball, dir.path()));
        const auto result = tools::analyseProject(dir.path());
        QVERIFY(result.ok());
        const tools::ProjectAnalysis &a = result.value();
        QVERIFY2(!a.buildSystems.isEmpty(), qPrintable(a.findings()));
        QCOMPARE(tools::buildSystemName(a.buildSystems.first().system), system);
        QCOMPARE(a.suggestedTemplate, templateName);
        if (!hint.isEmpty())
            QVERIFY2(a.dependencyHints.contains(hint), qPrintable(a.findings()));
        QCOMPARE(a.licenseGuess, license);
        QVERIFY(!a.readmeExcerpt.isEmpty());
        QVERIFY(a.inventory.size() <= tools::ProjectAnalysis::inventoryLineLimit);
        QVERIFY2(std::any_of(a.inventory.cbegin(), a.inventory.cend(),
                     [&](const QString &l) { return l.startsWith(inventoryLine); }),
            qPrintable(a.findings()));
        qInfo("%s", qPrintable(a.findings()));
    }

    /// Issue 17: the templates in nixpkgs' 2026 style (finalAttrs, strictDeps,
    /// __structuredAttrs, the analysis' test suite as doCheck and nativeCheckInputs,
    /// versionCheckHook) build real projects with the fixture set, and nothing written has a
    /// run of blank lines.
    void templateBuildsRealProject_data()
    {
        QTest::addColumn<QString>("tarball"); // in the mirror
        QTest::addColumn<QString>("pname");
        QTest::addColumn<QStringList>("buildInputs");
        QTest::addColumn<QString>("mainProgram");
        QTest::addColumn<QString>("checkInputs"); // what the analysis names, space-separated
        QTest::newRow("hello (stdenv)") << "gnu/hello/hello-2.10.tar.gz"
                                        << "hello" << QStringList() << "hello"
                                        << "";
        QTest::newRow("cjson (cmake)") << "debian/pool/main/c/cjson/cjson_1.7.15.orig.tar.gz"
                                       << "cjson" << QStringList() << ""
                                       << "";
        QTest::newRow("libspng (meson)")
            << "debian/pool/main/libs/libspng/libspng_0.7.3.orig.tar.gz"
            << "libspng" << QStringList{QStringLiteral("zlib")} << ""
            << "";
        QTest::newRow("colorama (python-library)")
            << "debian/pool/main/p/python-colorama/python-colorama_0.4.6.orig.tar.gz"
            << "colorama" << QStringList() << ""
            << "pytestCheckHook";
    }

    void templateBuildsRealProject()
    {
        if (m_fetchStatus == 77)
            QSKIP(qPrintable(QStringLiteral("Debian's archive is unreachable: ") + m_fetchError));
        QFETCH(QString, tarball);
        QFETCH(QString, pname);
        QFETCH(QStringList, buildInputs);
        QFETCH(QString, mainProgram);
        QFETCH(QString, checkInputs);
        QTemporaryDir dir;
        const QString file = mirror() + QLatin1Char('/') + tarball;
        auto prefetch = nix::prefetchSource({nix::SourceSpec::Kind::Tarball, file, {}},
            nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), offlineOptions(),
            dir.filePath(QStringLiteral("prefetch")));
        const auto call = QCoro::waitFor(prefetch);
        QVERIFY2(call.ok(), qPrintable(call.ok() ? QString() : call.error().message));

        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("source"))));
        QVERIFY(unpack(file, dir.filePath(QStringLiteral("source"))));
        const auto analysis = tools::analyseProject(dir.filePath(QStringLiteral("source")));
        QVERIFY(analysis.ok());
        const tools::ProjectAnalysis &a = analysis.value();
        QVERIFY2(a.testSuite.found(), qPrintable(a.findings()));
        QCOMPARE(a.testSuite.nativeCheckInputs.join(QLatin1Char(' ')), checkInputs);

        tools::TemplateValues v;
        v.pname = pname;
        v.version = call.value().version;
        v.fetcherFunction = call.value().function;
        v.fetcherExpression = call.value().expression;
        v.description = a.declaredDescription.isEmpty()
            ? QStringLiteral("The %1 of the fixture mirror.").arg(pname)
            : a.declaredDescription;
        v.homepage = QStringLiteral("https://example.org/") + pname;
        v.license = tools::nixpkgsLicense(a.licenseGuess);
        v.mainProgram = mainProgram;
        v.versionCheck = !mainProgram.isEmpty(); // GNU hello prints its version
        v.nativeBuildInputs = a.nativeBuildInputs;
        if (a.suggestedTemplate.startsWith(QStringLiteral("python")))
            v.nativeBuildInputs = {QStringLiteral("hatchling")};
        v.buildInputs = buildInputs;
        v.doCheck = a.testSuite.found();
        v.nativeCheckInputs = a.testSuite.nativeCheckInputs;
        const auto text = tools::renderTemplate(a.suggestedTemplate, v);
        QVERIFY(text.ok());
        QVERIFY2(!text.value().contains(QStringLiteral("\n\n\n")), qPrintable(text.value()));
        QVERIFY(text.value().contains(QStringLiteral("__structuredAttrs = true;")));
        const QString packageFile = dir.filePath(QStringLiteral("package.nix"));
        QVERIFY(writeFile(packageFile, tools::dropEmptyInputLists(text.value())));

        nix::Builder builder;
        const nix::BuildRequest request{packageFile,
            nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), offlineOptions(),
            dir.filePath(QStringLiteral("build.log"))};
        auto task = runBuild(builder, request);
        const nix::BuildOutcome outcome = QCoro::waitFor(task);
        QFile log(dir.filePath(QStringLiteral("build.log")));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray logText = log.readAll();
        QVERIFY2(outcome.kind == nix::OutcomeKind::Success,
            qPrintable(text.value() + outcome.summary + outcome.errorText
                + QString::fromUtf8(logText.right(3000))));
        // The tests ran in the build (a cached output was built with them before).
        QVERIFY(text.value().contains(a.suggestedTemplate.startsWith(QStringLiteral("python"))
                ? QStringLiteral("  nativeCheckInputs = [ pytestCheckHook ];\n")
                : QStringLiteral("  doCheck = true;\n")));
        if (!mainProgram.isEmpty()) {
            QVERIFY(text.value().contains(
                QStringLiteral("  nativeInstallCheckInputs = [ versionCheckHook ];\n")));
            QProcess program;
            program.start(outcome.outPaths.first() + QStringLiteral("/bin/") + mainProgram, {});
            QVERIFY(program.waitForFinished());
            QCOMPARE(program.readAllStandardOutput(), QByteArray("Hello, world!\n"));
        }
    }

private:
    int m_fetchStatus = 0;
    QString m_fetchError;
};

QTEST_GUILESS_MAIN(TestAnalysisSources)
#include "tst_analysis_sources.moc"
