// Project analysis and builder templates on real upstream sources with real Nix: the
// analysis of GNU hello, jq, cJSON, libspng and colorama (Debian's orig tarballs from the
// fixture mirror, unpacked here); every rendered template accepted by `nix-instantiate
// --parse`; the stdenv template, filled with the prefetched fetcher of GNU hello and the
// analysis' license, builds with the fixture package set.

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

    void stdenvTemplateBuildsHello()
    {
        if (m_fetchStatus == 77)
            QSKIP(qPrintable(QStringLiteral("Debian's archive is unreachable: ") + m_fetchError));
        QTemporaryDir dir;
        const QString tarball = mirror() + QStringLiteral("/gnu/hello/hello-2.10.tar.gz");
        auto prefetch = nix::prefetchSource({nix::SourceSpec::Kind::Tarball, tarball, {}},
            nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), offlineOptions(),
            dir.filePath(QStringLiteral("prefetch")));
        const auto call = QCoro::waitFor(prefetch);
        QVERIFY2(call.ok(), qPrintable(call.ok() ? QString() : call.error().message));

        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("source"))));
        QVERIFY(unpack(tarball, dir.filePath(QStringLiteral("source"))));
        const auto analysis = tools::analyseProject(dir.filePath(QStringLiteral("source")));
        QVERIFY(analysis.ok());
        QCOMPARE(analysis.value().suggestedTemplate, QStringLiteral("stdenv"));

        tools::TemplateValues v;
        v.pname = QStringLiteral("hello");
        v.version = call.value().version;
        v.fetcherFunction = call.value().function;
        v.fetcherExpression = call.value().expression;
        v.description = QStringLiteral("Program that produces a familiar, friendly greeting");
        v.homepage = QStringLiteral("https://www.gnu.org/software/hello/");
        v.license = tools::nixpkgsLicense(analysis.value().licenseGuess);
        QCOMPARE(v.license, QStringLiteral("gpl3Plus"));
        v.mainProgram = QStringLiteral("hello");
        v.nativeBuildInputs = analysis.value().nativeBuildInputs;
        const auto text = tools::renderTemplate(analysis.value().suggestedTemplate, v);
        QVERIFY(text.ok());
        const QString packageFile = dir.filePath(QStringLiteral("package.nix"));
        QVERIFY(writeFile(packageFile, text.value()));

        nix::Builder builder;
        const nix::BuildRequest request{packageFile,
            nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), offlineOptions(),
            dir.filePath(QStringLiteral("build.log"))};
        auto task = runBuild(builder, request);
        const nix::BuildOutcome outcome = QCoro::waitFor(task);
        QVERIFY2(outcome.kind == nix::OutcomeKind::Success,
            qPrintable(text.value() + outcome.summary + outcome.errorText));
        QProcess hello;
        hello.start(outcome.outPaths.first() + QStringLiteral("/bin/hello"), {});
        QVERIFY(hello.waitForFinished());
        QCOMPARE(hello.readAllStandardOutput(), QByteArray("Hello, world!\n"));
    }

private:
    int m_fetchStatus = 0;
    QString m_fetchError;
};

QTEST_GUILESS_MAIN(TestAnalysisSources)
#include "tst_analysis_sources.moc"
