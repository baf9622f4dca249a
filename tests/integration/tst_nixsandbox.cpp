// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Nix's sandbox as the fixture set is built in it (tests/fixtures/nix.conf): a build that
// writes to the host fails with the sandbox's own error and leaves nothing behind, and
// Packwright reports the sandbox as on.

#include "FixtureNix.h"
#include "nix/Builder.h"
#include "nix/NixEnvironment.h"

#include <QCoro/QCoroTask>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <grp.h>
#include <unistd.h>

using namespace packwright;

namespace {

QCoro::Task<nix::BuildOutcome> runBuild(nix::Builder &builder, nix::BuildRequest request)
{
    co_return co_await builder.build(request);
}

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestNixSandbox : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sandboxIsOn()
    {
        nix::BuildOptions options;
        options.options = testing::fixtureNixOptions();
        const nix::NixEnvironment env = nix::NixEnvironment::probe(options);
        QVERIFY2(env.error.isEmpty(), qPrintable(env.error));
        QVERIFY(env.sandbox);
        QVERIFY2(env.summary().endsWith(QStringLiteral("sandbox on")), qPrintable(env.summary()));
        // Through tests/tools/daemon-tests.sh: NIX_REMOTE names the daemon's socket.
        QCOMPARE(env.store,
            testing::throughFixtureDaemon() ? QStringLiteral("daemon") : QStringLiteral("local"));
    }

    // As root, Nix builds as a build user only when the group exists; without one the
    // builder is root on the host and the sandbox's host paths would be writable.
    void rootBuildsAsABuildUser()
    {
        if (testing::throughFixtureDaemon())
            QSKIP("through the daemon: it builds as its nixbld users (daemon-tests.sh checks)");
        if (geteuid() != 0)
            QSKIP("not root: Nix builds as this user, who cannot write the host's /usr");
        QVERIFY2(getgrnam("nixbld") != nullptr,
            "no nixbld group: Nix would build as root; run packaging/setup.sh");
    }

    void buildCannotWriteTheHost()
    {
        const QString probe = QStringLiteral("/usr/local/packwright-probe");
        QFile::remove(probe);
        QTemporaryDir dir;
        nix::BuildOptions options;
        options.options = testing::fixtureNixOptions();
        const nix::BuildRequest request{
            testing::fixturesDir() + QStringLiteral("/packages/broken-write-usr/package.nix"),
            nix::NixpkgsSource::localPath(testing::fixturesDir() + QStringLiteral("/nixpkgs")),
            options, dir.filePath(QStringLiteral("build.log"))};
        nix::Builder builder;
        auto task = runBuild(builder, request);
        const nix::BuildOutcome outcome = QCoro::waitFor(task);
        QVERIFY2(outcome.kind == nix::OutcomeKind::BuildError,
            qPrintable(outcome.summary + QLatin1Char('\n') + outcome.errorText.right(1500)));
        QCOMPARE(outcome.failingPhase, QStringLiteral("installPhase"));
        QVERIFY2(readAll(outcome.logFile)
                     .contains(QStringLiteral(
                         "touch: cannot touch '/usr/local/packwright-probe': Permission denied")),
            qPrintable(outcome.errorText.right(1500)));
        QVERIFY2(!QFile::exists(probe), "the sandboxed build wrote to the host's /usr/local");
    }
};

QTEST_GUILESS_MAIN(TestNixSandbox)
#include "tst_nixsandbox.moc"
