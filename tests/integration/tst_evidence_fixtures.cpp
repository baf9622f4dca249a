// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The extractor on real failing Nix builds: each broken fixture package (tests/fixtures/
// packages/broken-*) is built through the Nix backend (internal-json log, as the loop will
// see it) and its log explained. The signal naming the cause must lead (or be among the
// first three where the cause is a consequence of an earlier warning), with the right
// Vibenix category.

#include "FixtureNix.h"
#include "evidence/Extractor.h"
#include "nix/Builder.h"

#include <QCoro/QCoroTask>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;

namespace {

const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

QCoro::Task<nix::BuildOutcome> runBuild(nix::Builder &builder, nix::BuildRequest request)
{
    co_return co_await builder.build(request);
}

QStringList causesOf(std::initializer_list<const char *> texts)
{
    QStringList list;
    for (const char *text : texts)
        list.append(QString::fromUtf8(text));
    return list;
}

} // namespace

class TestEvidenceFixtures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QProcess fetch;
        fetch.start(QStringLiteral("bash"), {fixtures + QStringLiteral("/sources/fetch.sh")});
        QVERIFY(fetch.waitForFinished(600000));
        m_mirror = fetch.exitCode() == 0;
        if (!m_mirror)
            qWarning("source mirror unavailable (fetch.sh exit %d): mirror cases skip",
                fetch.exitCode());
    }

    void explainsRealFailure_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("python");
        QTest::addColumn<bool>("needsMirror");
        QTest::addColumn<QStringList>("causes"); // any of them names the cause
        QTest::addColumn<int>("maxRank");
        QTest::addColumn<evidence::NixCategory>("category");
        using C = evidence::NixCategory;
        QTest::newRow("compile error")
            << "broken-compile-error" << false << false
            << causesOf({"error: expected ';' before 'return'"}) << 1 << C::CompileError;
        QTest::newRow("missing header")
            << "broken-missing-zlib" << false << false
            << causesOf({"fatal error: zlib.h: No such file or directory"}) << 1
            << C::MissingDependency;
        QTest::newRow("pkg-config")
            << "broken-pkg-config-no-zlib" << false << false
            << causesOf({"Package 'zlib', required by", "Package zlib was not found"}) << 1
            << C::MissingDependency;
        QTest::newRow("command not found")
            << "broken-command-not-found" << false << false
            << causesOf({"cmake: command not found"}) << 1 << C::MissingDependency;
        QTest::newRow("evaluation error")
            << "broken-eval-undefined-variable" << false << false
            << causesOf({"undefined variable 'zlibb'"}) << 1 << C::EvalError;
        QTest::newRow("check failure") << "broken-check-failure" << false << false
                                       << causesOf({"Error 1"}) << 3 << C::TestFailure;
        QTest::newRow("runtime dependency")
            << "broken-python-missing-dep" << true << false << causesOf({"packaging not installed"})
            << 1 << C::MissingDependency;
        QTest::newRow("imports check")
            << "broken-python-import" << true << false << causesOf({"No module named 'packaging'"})
            << 1 << C::PythonImportsCheck;
        QTest::newRow("hash mismatch")
            << "broken-hello-fakehash" << false << true
            << causesOf({"hash mismatch in fixed-output derivation"}) << 1 << C::HashMismatch;
        QTest::newRow("install outside $out")
            << "broken-cjson-no-cmake" << false << true << causesOf({"Permission denied"}) << 1
            << C::InstallPhase;
        // Nix's sandbox itself: no network, no /bin/bash, the host not writable.
        QTest::newRow("download with curl")
            << "broken-network-curl" << false << false
            << causesOf({"Could not resolve host: raw.githubusercontent.com"}) << 1
            << C::NetworkInSandbox;
        QTest::newRow("git clone")
            << "broken-network-git" << false << false
            << causesOf({"Could not resolve host: github.com"}) << 1 << C::NetworkInSandbox;
        QTest::newRow("#!/bin/bash")
            << "broken-bin-bash-shebang" << false << false
            << causesOf({"cannot execute: required file not found"}) << 1 << C::FhsPath;
        QTest::newRow("write to /usr/local")
            << "broken-write-usr" << false << false
            << causesOf({"cannot touch '/usr/local/packwright-probe': Permission denied"}) << 1
            << C::InstallPhase;
        QTest::newRow("meson library")
            << "broken-libspng-no-zlib" << false << true
            << causesOf({"library 'z' not found", "dependency zlib found: NO"}) << 1
            << C::MissingDependency;
        QTest::newRow("build backend") << "broken-colorama-no-hatchling" << true << true
                                       << causesOf({"hatchling"}) << 1 << C::MissingDependency;
        // The make error in the empty bundled directory leads; configure's warning that
        // explains it must follow among the first three, and names the category: the make
        // error says nothing of its kind, the warning a few lines above it does.
        QTest::newRow("bundled fallback")
            << "broken-jq-no-oniguruma" << false << true << causesOf({"Oniguruma was not found"})
            << 3 << C::MissingDependency;
    }
    void explainsRealFailure()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, python);
        QFETCH(bool, needsMirror);
        QFETCH(QStringList, causes);
        QFETCH(int, maxRank);
        QFETCH(evidence::NixCategory, category);
        if (needsMirror && !m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        QString package
            = fixtures + QStringLiteral("/packages/") + fixture + QStringLiteral("/package.nix");
        if (python) { // the fixture is written for the Python package scope
            const QString wrapper = dir.filePath(QStringLiteral("package.nix"));
            QFile file(wrapper);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QStringLiteral("{ python3Packages }: python3Packages.callPackage %1 { }\n")
                           .arg(package)
                           .toUtf8());
            package = wrapper;
        }
        nix::BuildOptions options;
        options.options = packwright::testing::fixtureNixOptions();
        const nix::BuildRequest request{package,
            nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), options,
            dir.filePath(QStringLiteral("build.log"))};
        nix::Builder builder;
        auto task = runBuild(builder, request);
        const nix::BuildOutcome outcome = QCoro::waitFor(task);
        QVERIFY2(outcome.kind != nix::OutcomeKind::Success, qPrintable(outcome.summary));

        const auto extractor = evidence::Extractor::create();
        QVERIFY(extractor.ok());
        const auto extraction = extractor.value().extractFile(outcome.logFile);
        QVERIFY(extraction.ok());
        const auto &ranked = extraction.value().ranked;
        qsizetype rank = 0;
        const auto names = [&causes](const QString &text) {
            return std::any_of(causes.begin(), causes.end(),
                [&text](const QString &c) { return text.contains(c); });
        };
        while (rank < ranked.size() && !names(ranked.at(rank).text))
            ++rank;
        QVERIFY2(rank < maxRank,
            qPrintable(QStringLiteral("'%1' at rank %2; first signal:\n%3")
                           .arg(causes.join(QStringLiteral("' or '")))
                           .arg(rank + 1)
                           .arg(ranked.isEmpty() ? QString() : ranked.first().text)));
        QCOMPARE(extraction.value().categoryNix, category);
    }

private:
    bool m_mirror = false;
};

QTEST_GUILESS_MAIN(TestEvidenceFixtures)
#include "tst_evidence_fixtures.moc"
