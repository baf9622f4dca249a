// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Nix backend on real Nix (nix-bin) against the fixture package set: each outcome kind
// for real, the trust-on-first-use fix at the hash's position, timeouts and cancels that
// leave no process behind, and a real upstream project from a Debian source package.

#include "FixtureNix.h"
#include "nix/AttributePositions.h"
#include "nix/Builder.h"
#include "nix/NixEnvironment.h"
#include "nix/NixHash.h"
#include "nix/SourceFetcher.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QVersionNumber>

using namespace packwright::nix;

namespace {

const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

/// Offline, in Nix's sandbox (tests/fixtures/nix.conf); `sandboxPaths`: host directories a
/// test's fetcher reads (a file:// tarball), visible in the sandbox too.
BuildOptions offlineOptions(
    std::chrono::seconds timeout = std::chrono::seconds(300), const QStringList &sandboxPaths = {})
{
    BuildOptions options;
    options.options = packwright::testing::fixtureNixOptions(sandboxPaths);
    options.timeout = timeout;
    return options;
}

QCoro::Task<BuildOutcome> runBuild(Builder &builder, BuildRequest request)
{
    co_return co_await builder.build(request);
}

BuildOutcome build(const QString &packageFile, const QString &logDir,
    BuildOptions options = offlineOptions(), Builder *builder = nullptr)
{
    Builder own;
    const BuildRequest request{packageFile,
        NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), options,
        logDir + QStringLiteral("/build.log")};
    auto task = runBuild(builder ? *builder : own, request);
    return QCoro::waitFor(task); // QCoro 0.8: wait on a named task
}

void writeFile(const QString &path, const QString &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text.toUtf8());
}

QString readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// Copies the fixture's tiny C project to `dir/src` and writes `dir/package.nix`.
QString tinyPackage(const QString &dir, const QString &body)
{
    QDir().mkpath(dir + QStringLiteral("/src"));
    for (const char *name : {"Makefile", "tiny.c"})
        QFile::copy(fixtures + QStringLiteral("/packages/tiny/src/") + QLatin1String(name),
            dir + QStringLiteral("/src/") + QLatin1String(name));
    const QString file = dir + QStringLiteral("/package.nix");
    writeFile(file, body);
    return file;
}

/// Processes whose command line contains `token`.
QList<qint64> processesWith(const QString &token)
{
    QList<qint64> found;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok || pid == QCoreApplication::applicationPid())
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmdline.open(QIODevice::ReadOnly)
            && cmdline.readAll().replace('\0', ' ').contains(token.toUtf8()))
            found.append(pid);
    }
    return found;
}

/// A build that sleeps in a tree of processes (a background sleep and a foreground one),
/// marked by a duration nothing else uses.
QString sleeperPackage(const QString &dir, const QString &seconds)
{
    const QString file = dir + QStringLiteral("/sleeper.nix");
    writeFile(file,
        QStringLiteral(
            "{ stdenv }:\nderivation {\n  name = \"sleeper\";\n  system = builtins.currentSystem;\n"
            "  builder = \"/bin/sh\";\n  args = [ \"-c\" \"echo Running phase: buildPhase; "
            "/usr/bin/sleep %1 & /usr/bin/sleep %1; wait\" ];\n}\n")
            .arg(seconds));
    return file;
}

const QString tinyBody = QStringLiteral(R"({ lib, stdenv }:

stdenv.mkDerivation {
  pname = "tiny";
  version = "1.0";
  src = ./src;
  makeFlags = [ "PREFIX=${placeholder "out"}" ];
  @EXTRA@
}
)");

QString tiny(const QString &extra)
{
    return QString(tinyBody).replace(QStringLiteral("@EXTRA@"), extra);
}

} // namespace

class TestNixBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("nix-build")).isEmpty())
            QFAIL("nix-build is not installed: run packaging/setup.sh");
    }

    void probesEnvironment()
    {
        const NixEnvironment env = NixEnvironment::probe(offlineOptions());
        QVERIFY(env.installed);
        QVERIFY(env.error.isEmpty());
        QVERIFY2(QVersionNumber::fromString(env.version) >= QVersionNumber(2, 8),
            qPrintable(env.version));
        QVERIFY(NixEnvironment::supportedSystems().contains(env.system));
        QVERIFY(env.sandbox); // tests/fixtures/nix.conf turns it on
        // As root on this machine, with no daemon running for the tests: the local store.
        QVERIFY2(env.store == u"local" || env.store == u"daemon", qPrintable(env.store));
        QVERIFY2(env.summary().startsWith(QStringLiteral("Nix ") + env.version),
            qPrintable(env.summary()));
        BuildOptions throughDaemon = offlineOptions();
        throughDaemon.store = QStringLiteral("unix:///nix/var/nix/daemon-socket/socket");
        // The store kind is read from the options without contacting the store for it.
        QCOMPARE(NixEnvironment::probe(throughDaemon).store, QStringLiteral("daemon"));
        QVERIFY2(!env.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("sandbox")),
            qPrintable(env.warnings.join(QLatin1Char(' '))));
        BuildOptions unsandboxed = offlineOptions();
        unsandboxed.options.append({QStringLiteral("sandbox"), QStringLiteral("false")});
        const NixEnvironment open = NixEnvironment::probe(unsandboxed);
        QVERIFY(!open.sandbox); // the last --option wins, as in Nix
        QVERIFY(
            open.warnings.join(QLatin1Char(' ')).contains(QStringLiteral("sandbox is disabled")));

        BuildOptions missing = offlineOptions();
        missing.nixBinDir = QStringLiteral("/nonexistent/bin");
        const NixEnvironment none = NixEnvironment::probe(missing);
        QVERIFY(!none.installed);
        QVERIFY(none.error.contains(QStringLiteral("not installed")));
    }

    void buildsSuccessfully()
    {
        QTemporaryDir dir;
        QList<LogEvent> events;
        Builder builder;
        connect(&builder, &Builder::events, this,
            [&](const QList<LogEvent> &batch) { events += batch; });
        // A nonce in the environment: a derivation built before would not build (nor log) again.
        const QString extra = QStringLiteral("doCheck = true;\n  nonce = \"%1\";")
                                  .arg(QDateTime::currentMSecsSinceEpoch());
        const BuildOutcome outcome
            = build(tinyPackage(dir.path(), tiny(extra)), dir.path(), offlineOptions(), &builder);
        QCOMPARE(outcome.kind, OutcomeKind::Success);
        QCOMPARE(outcome.outPaths.size(), 1);
        QVERIFY(outcome.outPaths.first().startsWith(QStringLiteral("/nix/store/")));
        QVERIFY(QFileInfo(outcome.outPaths.first() + QStringLiteral("/bin/tiny")).isExecutable());
        QVERIFY(outcome.durationMs > 0);
        QVERIFY(QFileInfo(outcome.logFile).size() > 0);
        // The phases arrive as events, in nixpkgs' order.
        QStringList phases;
        for (const LogEvent &e : events) {
            if (e.kind == LogEvent::Kind::SetPhase && !phases.contains(e.phase))
                phases.append(e.phase);
        }
        QVERIFY2(phases.indexOf(QStringLiteral("unpackPhase")) >= 0
                && phases.indexOf(QStringLiteral("unpackPhase"))
                    < phases.indexOf(QStringLiteral("buildPhase"))
                && phases.indexOf(QStringLiteral("buildPhase"))
                    < phases.indexOf(QStringLiteral("checkPhase"))
                && phases.indexOf(QStringLiteral("checkPhase"))
                    < phases.indexOf(QStringLiteral("installPhase")),
            qPrintable(phases.join(QLatin1Char(' '))));
    }

    void buildsAgainstFlakeReference()
    {
        // The same API with nixpkgs as a flake: a git flake wrapping the fixture set
        // (offline, so no github: reference), evaluated through builtins.getFlake.
        QTemporaryDir dir;
        const QString flake = dir.filePath(QStringLiteral("flake"));
        QProcess copy;
        QDir().mkpath(flake);
        copy.start(QStringLiteral("cp"),
            {QStringLiteral("-r"), fixtures + QStringLiteral("/nixpkgs"), flake});
        QVERIFY(copy.waitForFinished() && copy.exitCode() == 0);
        writeFile(flake + QStringLiteral("/flake.nix"),
            QStringLiteral("{\n  outputs = { self }: {\n    legacyPackages.%1 = import ./nixpkgs { "
                           "system = \"%1\"; };\n  };\n}\n")
                .arg(NixEnvironment::probe(offlineOptions()).system));
        QProcess git;
        git.setWorkingDirectory(flake);
        git.start(QStringLiteral("sh"),
            {QStringLiteral("-c"), QStringLiteral("git init -q && git add -A")});
        QVERIFY(git.waitForFinished() && git.exitCode() == 0);

        const QString package = tinyPackage(dir.filePath(QStringLiteral("pkg")),
            tiny(QStringLiteral("nonce = \"flake-%1\";").arg(QDateTime::currentMSecsSinceEpoch())));
        Builder builder;
        const BuildRequest request{package,
            NixpkgsSource::flake(QStringLiteral("git+file://") + flake), offlineOptions(),
            dir.filePath(QStringLiteral("flake.log"))};
        auto task = runBuild(builder, request);
        const BuildOutcome outcome = QCoro::waitFor(task);
        QVERIFY2(
            outcome.kind == OutcomeKind::Success, qPrintable(outcome.summary + outcome.errorText));
        QVERIFY(QFileInfo(outcome.outPaths.value(0) + QStringLiteral("/bin/tiny")).isExecutable());
    }

    void reportsEvaluationErrorWithPosition()
    {
        QTemporaryDir dir;
        const QString file
            = tinyPackage(dir.path(), tiny(QStringLiteral("buildInputs = [ notAPackage ];")));
        const BuildOutcome outcome = build(file, dir.path());
        QCOMPARE(outcome.kind, OutcomeKind::EvaluationError);
        QVERIFY2(outcome.summary.contains(QStringLiteral("undefined variable 'notAPackage'")),
            qPrintable(outcome.summary));
        QVERIFY(outcome.location);
        QCOMPARE(outcome.location->file, file);
        QCOMPARE(outcome.location->line, 8);
        QCOMPARE(outcome.failingPhase, QStringLiteral("evaluation"));
        QVERIFY(outcome.outPaths.isEmpty());
    }

    void reportsCompilerErrorInBuildPhase()
    {
        QTemporaryDir dir;
        const BuildOutcome outcome = build(
            tinyPackage(dir.path(),
                tiny(QStringLiteral(
                    "postPatch = ''\n    echo 'int broken(void) { return }' >> tiny.c\n  '';"))),
            dir.path());
        QCOMPARE(outcome.kind, OutcomeKind::BuildError);
        QCOMPARE(outcome.failingPhase, QStringLiteral("buildPhase"));
        QVERIFY2(outcome.failingDrv.endsWith(QStringLiteral("-tiny-1.0.drv")),
            qPrintable(outcome.failingDrv));
        QVERIFY(readFile(outcome.logFile).contains(QStringLiteral("expected expression before")));
    }

    void readsLogBackWhenOutputIsMissing()
    {
        // With --no-build-output the builder's lines never reach the stream (as with some
        // remote builders): the log is read back from Nix's store, phase and all.
        QTemporaryDir dir;
        BuildOptions options = offlineOptions();
        options.extraArguments = {QStringLiteral("--no-build-output")};
        const BuildOutcome outcome = build(
            tinyPackage(dir.path(),
                tiny(QStringLiteral(
                    "postPatch = ''\n    echo 'int quiet(void) { return }' >> tiny.c\n  '';"))),
            dir.path(), options);
        QVERIFY2(outcome.kind == OutcomeKind::BuildError, qPrintable(outcome.errorText));
        QCOMPARE(outcome.failingPhase, QStringLiteral("buildPhase"));
        QVERIFY(readFile(outcome.logFile).contains(QStringLiteral("expected expression before")));
    }

    void reportsMissingDependency()
    {
        QTemporaryDir dir;
        const QString file = tinyPackage(dir.path(),
            tiny(QStringLiteral(
                "postPatch = ''\n    sed -i '1i #include <zlib.h>' tiny.c\n  '';\n  @INPUTS@")));
        writeFile(file, readFile(file).replace(QStringLiteral("@INPUTS@"), QString()));
        const BuildOutcome missing = build(file, dir.path());
        QCOMPARE(missing.kind, OutcomeKind::BuildError);
        QCOMPARE(missing.failingPhase, QStringLiteral("buildPhase"));
        QVERIFY(readFile(missing.logFile)
                    .contains(QStringLiteral("zlib.h: No such file or directory")));

        // Listing the dependency fixes it, as in nixpkgs.
        writeFile(file,
            readFile(file)
                .replace(
                    QStringLiteral("{ lib, stdenv }:"), QStringLiteral("{ lib, stdenv, zlib }:"))
                .replace(QStringLiteral("postPatch"),
                    QStringLiteral("buildInputs = [ zlib ];\n  postPatch")));
        QCOMPARE(build(file, dir.path()).kind, OutcomeKind::Success);
    }

    void fixesHashMismatchByTrustOnFirstUse()
    {
        if (packwright::testing::throughFixtureDaemon())
            QSKIP("the source is a temporary host directory; the daemon's sandbox shows only "
                  "the paths of its nix.conf");
        QTemporaryDir dir;
        tinyPackage(dir.path(), QString());
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            {QStringLiteral("-C"), dir.path(), QStringLiteral("--transform"),
                QStringLiteral("s,^src,tiny-1.0,"), QStringLiteral("-czf"),
                dir.filePath(QStringLiteral("tiny-1.0.tar.gz")), QStringLiteral("src")});
        QVERIFY(tar.waitForFinished() && tar.exitCode() == 0);
        const QString file = dir.filePath(QStringLiteral("package.nix"));
        writeFile(file,
            QStringLiteral("{ lib, stdenv, fetchurl }:\n\nstdenv.mkDerivation (finalAttrs: {\n  "
                           "pname = \"tiny\";\n"
                           "  version = \"1.0\";\n\n  src = fetchurl {\n    url = "
                           "\"file://%1/tiny-${finalAttrs.version}.tar.gz\";\n"
                           "    hash = lib.fakeHash;\n  };\n\n  makeFlags = [ "
                           "\"PREFIX=${placeholder \"out\"}\" ];\n})\n")
                .arg(dir.path()));

        const BuildOptions options = offlineOptions(
            std::chrono::seconds(300), {packwright::testing::readableToBuildUsers(dir.path())});
        const BuildOutcome first = build(file, dir.path(), options);
        QCOMPARE(first.kind, OutcomeKind::HashMismatch);
        QVERIFY(first.hashMismatch);
        QCOMPARE(first.hashMismatch->specified, NixHash::fakeSri());
        QVERIFY(NixHash::parse(first.hashMismatch->got).ok());
        QCOMPARE(first.hashMismatch->fetcher.kind, QStringLiteral("fetchurl"));
        QCOMPARE(first.hashMismatch->fetcher.url,
            QStringLiteral("file://%1/tiny-1.0.tar.gz").arg(dir.path()));
        QCOMPARE(first.failingPhase, QStringLiteral("fetch"));

        // The hash's exact place in the file, then the edit there, then a build that succeeds.
        const BuildRequest request{
            file, NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), options, {}};
        const auto positions = readPositions(request);
        QVERIFY2(positions.ok(),
            qPrintable(
                positions.ok() ? QString() : positions.error().message + positions.error().detail));
        QCOMPARE(positions.value().find(QStringLiteral("version"))->line, 5);
        QCOMPARE(positions.value().find(QStringLiteral("src"))->line, 7);
        // Not written in the file: the fixture stdenv's default must not be offered as a place.
        QVERIFY(!positions.value().find(QStringLiteral("name")));
        QCOMPARE(positions.value().hashes.size(), 1);
        const HashPosition hash = positions.value().hashes.first();
        QCOMPARE(hash.attribute, QStringLiteral("src"));
        QCOMPARE(hash.text, QStringLiteral("lib.fakeHash"));
        QCOMPARE(hash.location.line, 9);
        QCOMPARE(hash.location.column, 12);

        QStringList lines = readFile(file).split(QLatin1Char('\n'));
        lines[hash.location.line - 1].replace(hash.location.column - 1, hash.text.size(),
            QLatin1Char('"') + first.hashMismatch->got + QLatin1Char('"'));
        writeFile(file, lines.join(QLatin1Char('\n')));
        const BuildOutcome second = build(file, dir.path(), options);
        QCOMPARE(second.kind, OutcomeKind::Success);

        // The prefetcher finds the same hash without a build.
        auto task = prefetchSource(
            {SourceSpec::Kind::Tarball, dir.filePath(QStringLiteral("tiny-1.0.tar.gz")), {}},
            NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), offlineOptions(),
            dir.filePath(QStringLiteral("prefetch")));
        const auto call = QCoro::waitFor(task);
        QVERIFY2(call.ok(),
            qPrintable(call.ok() ? QString() : call.error().message + call.error().detail));
        QCOMPARE(call.value().hash, first.hashMismatch->got);
        QCOMPARE(call.value().version, QStringLiteral("1.0"));
        QCOMPARE(call.value().method, QStringLiteral("nix-prefetch-url"));
    }

    void prefetchesGitRepositoryByTrustOnFirstUse()
    {
        if (packwright::testing::throughFixtureDaemon())
            QSKIP("the source is a temporary host directory; the daemon's sandbox shows only "
                  "the paths of its nix.conf");
        QTemporaryDir dir;
        const QString repo = dir.filePath(QStringLiteral("repo"));
        tinyPackage(repo, QString());
        QProcess git;
        git.setWorkingDirectory(repo + QStringLiteral("/src"));
        const auto run = [&](const QStringList &args) {
            git.start(QStringLiteral("git"), args);
            return git.waitForFinished() && git.exitCode() == 0;
        };
        QVERIFY(run({QStringLiteral("init"), QStringLiteral("-q")}));
        QVERIFY(run({QStringLiteral("add"), QStringLiteral(".")}));
        QVERIFY(run({QStringLiteral("-c"), QStringLiteral("user.name=T"), QStringLiteral("-c"),
            QStringLiteral("user.email=t@e"), QStringLiteral("commit"), QStringLiteral("-qm"),
            QStringLiteral("one")}));
        QVERIFY(run({QStringLiteral("tag"), QStringLiteral("v1.0")}));
        auto task
            = prefetchSource({SourceSpec::Kind::GitRepository, repo + QStringLiteral("/src"), {}},
                NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")),
                offlineOptions(std::chrono::seconds(300),
                    {packwright::testing::readableToBuildUsers(dir.path())}),
                dir.filePath(QStringLiteral("prefetch")));
        const auto call = QCoro::waitFor(task);
        QVERIFY2(call.ok(),
            qPrintable(call.ok() ? QString() : call.error().message + call.error().detail));
        QCOMPARE(call.value().function, QStringLiteral("fetchgit"));
        QCOMPARE(call.value().revision, QStringLiteral("v1.0"));
        QCOMPARE(call.value().version, QStringLiteral("1.0"));
        QCOMPARE(call.value().method, QStringLiteral("trust on first use"));
        QVERIFY(NixHash::parse(call.value().hash).ok());
        QVERIFY(call.value().expression.contains(QStringLiteral("hash = \"sha256-")));
    }

    void stopsAtTimeLimitLeavingNoProcess()
    {
        QTemporaryDir dir;
        const QString token
            = QStringLiteral("6%1").arg(QCoreApplication::applicationPid() % 1000 + 1000);
        QElapsedTimer clock;
        clock.start();
        const BuildOutcome outcome = build(
            sleeperPackage(dir.path(), token), dir.path(), offlineOptions(std::chrono::seconds(3)));
        QCOMPARE(outcome.kind, OutcomeKind::Timeout);
        QVERIFY2(clock.elapsed() < 3000 + Builder::killGraceMs + 5000,
            qPrintable(QString::number(clock.elapsed())));
        QVERIFY(outcome.summary.contains(QStringLiteral("longer than 3 s")));
        QTRY_VERIFY_WITH_TIMEOUT(processesWith(QStringLiteral("sleep ") + token).isEmpty(), 5000);
    }

    void cancelsLeavingNoProcess()
    {
        QTemporaryDir dir;
        const QString token
            = QStringLiteral("7%1").arg(QCoreApplication::applicationPid() % 1000 + 1000);
        Builder builder;
        QTimer::singleShot(2500, &builder, [&] {
            QVERIFY(!processesWith(QStringLiteral("sleep ") + token).isEmpty()); // it really runs
            builder.cancel();
        });
        const BuildOutcome outcome
            = build(sleeperPackage(dir.path(), token), dir.path(), offlineOptions(), &builder);
        QCOMPARE(outcome.kind, OutcomeKind::Cancelled);
        QVERIFY(!builder.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(processesWith(QStringLiteral("sleep ") + token).isEmpty(), 5000);
    }

    void reportsMissingNix()
    {
        QTemporaryDir dir;
        BuildOptions options = offlineOptions();
        options.nixBinDir = QStringLiteral("/nonexistent/bin");
        const BuildOutcome outcome
            = build(tinyPackage(dir.path(), tiny(QString())), dir.path(), options);
        QCOMPARE(outcome.kind, OutcomeKind::NixNotInstalled);
        QVERIFY(outcome.summary.contains(QStringLiteral("Nix is not installed")));
    }

    void buildsRealUpstreamProject()
    {
        // GNU hello's release tarball from Debian's source package, through the backend.
        QProcess fetch;
        fetch.start(QStringLiteral("bash"), {fixtures + QStringLiteral("/sources/fetch.sh")});
        QVERIFY(fetch.waitForFinished(600000));
        if (fetch.exitCode() == 77)
            QSKIP(qPrintable(QStringLiteral("Debian's archive is unreachable: ")
                + QString::fromUtf8(fetch.readAllStandardError()).trimmed()));
        QVERIFY2(fetch.exitCode() == 0, fetch.readAllStandardError().constData());

        QTemporaryDir dir;
        const BuildOutcome outcome
            = build(fixtures + QStringLiteral("/packages/hello/package.nix"), dir.path());
        QVERIFY2(
            outcome.kind == OutcomeKind::Success, qPrintable(outcome.summary + outcome.errorText));
        QProcess hello;
        hello.start(outcome.outPaths.first() + QStringLiteral("/bin/hello"), {});
        QVERIFY(hello.waitForFinished());
        QCOMPARE(hello.exitCode(), 0);
        QCOMPARE(hello.readAllStandardOutput(), QByteArray("Hello, world!\n"));
    }

    void refusesSecondBuildWhileRunning()
    {
        QTemporaryDir dir;
        Builder builder;
        const BuildRequest request{sleeperPackage(dir.path(), QStringLiteral("5")),
            NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), offlineOptions(),
            dir.filePath(QStringLiteral("a.log"))};
        QVERIFY(builder.start(request));
        QVERIFY(!builder.start(request));
        QSignalSpy finished(&builder, &Builder::finished);
        builder.cancel();
        QVERIFY(finished.wait(10000));
    }
};

QTEST_GUILESS_MAIN(TestNixBuilder)
#include "tst_nixbuilder.moc"
