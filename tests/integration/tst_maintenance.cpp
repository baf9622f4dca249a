// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Maintenance mode end to end (issue 9): real Nix on the fixture package set, real upstream
// sources at two versions (libspng 0.7.3 from Debian bookworm and 0.7.4 from trixie) and a
// local git repository with two tags (tiny v1.0 and v1.1, which needs zlib), and the scripted
// model server over real HTTP.
#include "LoopScenario.h"
#include "nix/NixHash.h"
#include "nix/NixpkgsPin.h"

#include <QJsonDocument>

#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::loop;
using namespace packwright::testsupport;

namespace {
const QString libspngOld = QStringLiteral("sha256-pQytvoCP/aGn+rF9FF9SojsWPzSz6zaWx+y1pSNA/B0=");
const QString libspngNew = QStringLiteral("sha256-R+wCvmwKYyMERgCpIhsEn2PhlT+vgWkD5zg9TcQjRIc=");

/// Runs git in `dir`; its output, trimmed (empty on failure, with a test failure message).
QString git(const QString &dir, const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"})
        env.insert(QString::fromLatin1(name), QStringLiteral("Packwright Tests"));
    for (const char *name : {"GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"})
        env.insert(QString::fromLatin1(name), QStringLiteral("tests@example.org"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral("git"), arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        qWarning("git %s: %s", qPrintable(arguments.join(QLatin1Char(' '))),
            process.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

/// A nixpkgs git checkout made from the fixture set: commit A lacks zlib, B (branch main)
/// adds it; the working tree is detached at A. Returns A's commit id.
QString nixpkgsCheckoutWithoutZlib(const QString &dir)
{
    QProcess copy;
    copy.start(QStringLiteral("cp"),
        {QStringLiteral("-r"), fixturesDir() + QStringLiteral("/nixpkgs/."), dir});
    copy.waitForFinished();
    const QString pkgs = dir + QStringLiteral("/pkgs/default.nix");
    const QString full = readText(pkgs);
    QString withoutZlib;
    for (const QString &line : full.split(QLatin1Char('\n')))
        if (!line.trimmed().startsWith(QStringLiteral("zlib = ")))
            withoutZlib += line + QLatin1Char('\n');
    withoutZlib.chop(1);
    const auto write = [&pkgs](const QString &text) {
        QFile f(pkgs);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) >= 0;
    };
    if (withoutZlib == full || !write(withoutZlib))
        return {};
    git(dir,
        {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"),
            QStringLiteral("main")});
    git(dir, {QStringLiteral("add"), QStringLiteral("-A")});
    git(dir,
        {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
            QStringLiteral("A: no zlib yet")});
    const QString a = git(dir, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
    write(full);
    git(dir,
        {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-a"), QStringLiteral("-m"),
            QStringLiteral("B: zlib")});
    git(dir, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("--detach"), a});
    return a;
}
} // namespace

class TestMaintenance : public QObject
{
    Q_OBJECT

private:
    bool m_mirror = false;
    QTemporaryDir m_cache; ///< the package index, shared by the scenarios

    PackagingRequest request(const QString &sessionDir, const QString &toVersion = {}) const
    {
        PackagingRequest r
            = fixtureRequest(sessionDir, m_cache.filePath(QStringLiteral("index.sqlite")));
        r.update = VersionUpdateRequest{toVersion, false};
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_mirror = fillFixtureMirror();
        // tiny-git's src says https://example.org/packwright/tiny.git; its tags are listed
        // from the mirror's repository through git's own URL rewriting, as a user's mirror.
        qputenv("GIT_CONFIG_COUNT", "1");
        qputenv("GIT_CONFIG_KEY_0",
            QStringLiteral("url.file://%1/git/example.org/packwright/tiny.insteadOf")
                .arg(fixtureMirror())
                .toUtf8());
        qputenv("GIT_CONFIG_VALUE_0", "https://example.org/packwright/tiny.git");
    }

    /// libspng 0.7.3 → 0.7.4 (`--to`): only the version and the source hash change, filled
    /// by trust on first use; formatting and comments stay; no model at all.
    void updatesVersionAndHashes()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        PackagingRequest r
            = request(dir.filePath(QStringLiteral("session")), QStringLiteral("0.7.4"));
        const QString original = fixturePackage("libspng");
        r.initialExpression = original;
        QList<LoopEvent> events;
        const SessionReport report = runSession(r, {}, &events);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 3);
        QCOMPARE(report.version, QStringLiteral("0.7.4"));
        QString expected = original;
        expected.replace(
            QStringLiteral("version = \"0.7.3\";"), QStringLiteral("version = \"0.7.4\";"));
        expected.replace(libspngOld, libspngNew);
        QCOMPARE(report.expression, expected);
        verifyBuilds(report.expression);
        if (QTest::currentTestFailed())
            return;

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.version, QStringLiteral("0.7.4"));
        QCOMPARE(rec.attempts.size(), size_t(3));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::Success); // the baseline
        QVERIFY(rec.attempts[0].expression == original);
        QCOMPARE(rec.attempts[1].summary, QStringLiteral("libspng: 0.7.3 -> 0.7.4"));
        QCOMPARE(rec.attempts[1].outcome.kind, nix::OutcomeKind::HashMismatch);
        QVERIFY(rec.attempts[1].expression.contains(nix::NixHash::fakeSri()));
        QVERIFY(rec.attempts[2].summary.contains(QStringLiteral("trust on first use")));
        QCOMPARE(rec.attempts[2].outcome.kind, nix::OutcomeKind::Success);
        const bool proposed = std::any_of(events.cbegin(), events.cend(), [](const LoopEvent &e) {
            return e.kind == LoopEvent::Kind::EditProposed && e.edit && e.edit->deterministic
                && e.text == u"libspng: 0.7.3 -> 0.7.4";
        });
        QVERIFY(proposed);
    }

    /// tiny-git 1.0 → the newest tag (v1.1), which needs zlib: the maintenance prompt asks
    /// the model, whose local fix makes it build.
    void updatesToNewestTagAndRepairs()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        ScriptedModelServer server;
        server.setSteps(
            {callsStep(
                 {toolCall(QStringLiteral("m0"), QStringLiteral("read_file"),
                      {{QStringLiteral("root"), QStringLiteral("source")},
                          {QStringLiteral("path"), QStringLiteral("tiny.c")}}),
                     strReplace(QStringLiteral("m1"), QStringLiteral("{ lib, stdenv, fetchgit }:"),
                         QStringLiteral("{ lib, stdenv, fetchgit, zlib }:")),
                     strReplace(QStringLiteral("m2"), QStringLiteral("  makeFlags ="),
                         QStringLiteral("  buildInputs = [ zlib ];\n\n  makeFlags ="))},
                 {QStringLiteral("updating an existing, reviewed Nix package expression"),
                     QStringLiteral("zlib.h: No such file or directory"),
                     QStringLiteral("tiny-git: 1.0 -> 1.1")}),
                textStep(QStringLiteral("tiny 1.1 links zlib: added it to buildInputs."))});
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("tiny-git");
        r.profile = scriptedProfile(server);
        r.quickFixes = false; // the model's repair under the maintenance prompt is under test
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.version, QStringLiteral("1.1"));
        QVERIFY(report.expression.contains(QStringLiteral("version = \"1.1\";")));
        QVERIFY(report.expression.contains(QStringLiteral("rev = \"v${finalAttrs.version}\";")));
        QVERIFY(report.expression.contains(QStringLiteral("buildInputs = [ zlib ];")));
        verifyServed(server);
        verifyBuilds(report.expression);
        if (QTest::currentTestFailed())
            return;

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(4));
        QCOMPARE(rec.attempts[1].summary, QStringLiteral("tiny-git: 1.0 -> 1.1"));
        QCOMPARE(rec.attempts[2].outcome.kind, nix::OutcomeKind::BuildError);
        // The fix's calls count on attempt 4, which they wrote (issue 23).
        QVERIFY(rec.attempts[2].modelCalls.isEmpty());
        QVERIFY(!rec.attempts[3].modelCalls.isEmpty());
        // The file tools read the new version's source (fetched by the update's build).
        QVERIFY(!rec.attempts[3].toolCalls.empty());
        QCOMPARE(rec.attempts[3].toolCalls[0].name, QStringLiteral("read_file"));
        QVERIFY2(rec.attempts[3].toolCalls[0].result.contains(QStringLiteral("#include <zlib.h>")),
            qPrintable(rec.attempts[3].toolCalls[0].result));
        QCOMPARE(rec.attempts[3].outcome.kind, nix::OutcomeKind::Success);
    }

    /// The same update with no model endpoint at all: the missing header's quick fix adds
    /// zlib (argument and buildInputs), and the package builds.
    void updateRepairedByQuickFix()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("tiny-git");
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.version, QStringLiteral("1.1"));
        QVERIFY2(report.expression.contains(
                     QStringLiteral("{\n  lib,\n  stdenv,\n  fetchgit,\n  zlib,\n}:")),
            qPrintable(report.expression));
        QVERIFY(report.expression.contains(QStringLiteral("buildInputs = [ zlib ];")));
        verifyBuilds(report.expression);
        if (QTest::currentTestFailed())
            return;
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(4));
        QCOMPARE(rec.attempts[2].outcome.kind, nix::OutcomeKind::BuildError);
        QVERIFY2(rec.attempts[3].summary.contains(QStringLiteral("zlib")),
            qPrintable(rec.attempts[3].summary));
        QVERIFY(rec.attempts[2].modelCalls.isEmpty());
    }

    /// tiny 1.1 needs zlib, which the pinned nixpkgs (a git checkout at commit A) lacks: the
    /// model moves the pin forward to main (lazy upgrade) behind the change-pin gate, and the
    /// next build uses the exported newer nixpkgs; the user's checkout is left at A.
    void lazyUpgradeMovesThePin()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir checkout;
        const QString a = nixpkgsCheckoutWithoutZlib(checkout.path());
        QVERIFY(!a.isEmpty());
        const QString b
            = git(checkout.path(), {QStringLiteral("rev-parse"), QStringLiteral("main")});
        ScriptedModelServer server;
        server.setSteps(
            {callsStep(
                 {toolCall(QStringLiteral("p1"), QStringLiteral("search_packages"),
                      {{QStringLiteral("query"), QStringLiteral("zlib")}}),
                     toolCall(QStringLiteral("p2"), QStringLiteral("move_nixpkgs_pin"),
                         {{QStringLiteral("revision"), QStringLiteral("main")},
                             {QStringLiteral("reason"),
                                 QStringLiteral("tiny 1.1 includes zlib.h; zlib is not in "
                                                "the pinned nixpkgs")}}),
                     strReplace(QStringLiteral("p3"), QStringLiteral("{ lib, stdenv, fetchgit }:"),
                         QStringLiteral("{ lib, stdenv, fetchgit, zlib }:")),
                     strReplace(QStringLiteral("p4"), QStringLiteral("  makeFlags ="),
                         QStringLiteral("  buildInputs = [ zlib ];\n\n  makeFlags ="))},
                 {QStringLiteral("move_nixpkgs_pin"), QStringLiteral("zlib.h")}),
                textStep(QStringLiteral("Moved nixpkgs to main for zlib and added it."))});
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r
            = request(dir.filePath(QStringLiteral("session")), QStringLiteral("1.1"));
        r.nixpkgs = nix::NixpkgsSource::localPath(checkout.path());
        r.packageIndexFile = dir.filePath(QStringLiteral("index.sqlite"));
        r.initialExpression = fixturePackage("tiny-git");
        r.profile = scriptedProfile(server);
        QStringList asked;
        const SessionReport report = runSession(r, [&](const ApprovalRequest &q) {
            asked << q.description;
            return ApprovalDecision::approve();
        });
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        verifyServed(server);
        QCOMPARE(asked.size(), 1); // only the pin asks by default
        QVERIFY2(asked.first().contains(QStringLiteral("to main")), qPrintable(asked.first()));
        // The next build used B, exported into the session; the checkout stays at A.
        const QJsonObject pin = QJsonDocument::fromJson(
            readText(dir.filePath(QStringLiteral("session/workspace/nixpkgs.json"))).toUtf8())
                                    .object();
        QCOMPARE(pin.value(QStringLiteral("revision")).toString(), b);
        QCOMPARE(pin.value(QStringLiteral("exported_from")).toString(), checkout.path());
        QCOMPARE(git(checkout.path(), {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}), a);
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(4));
        QVERIFY(rec.attempts[3].summary.contains(b.left(12)));
        bool approved = false;
        for (const workspace::Approval &ap : rec.attempts[2].approvals)
            approved = approved
                || (ap.action.contains(QStringLiteral("nixpkgs pin"))
                    && ap.decision == u"approved");
        QVERIFY(approved);
    }

    /// The pin moves only forward, and only in a git checkout (or to a flake commit).
    void pinMovesOnlyForward()
    {
        QTemporaryDir checkout;
        const QString a = nixpkgsCheckoutWithoutZlib(checkout.path());
        QVERIFY(!a.isEmpty());
        git(checkout.path(),
            {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("main")});
        const nix::NixpkgsPin atMain = nix::pinOf(nix::NixpkgsSource::localPath(checkout.path()));
        QCOMPARE(atMain.checkout, checkout.path());
        QTemporaryDir out;
        const auto back = nix::movePin(atMain, a, out.filePath(QStringLiteral("x")));
        QVERIFY(!back.ok());
        QVERIFY2(back.error().message.contains(QStringLiteral("only moves forward")),
            qPrintable(back.error().message));
        QVERIFY(!nix::movePin(
            atMain, QStringLiteral("no-such-branch"), out.filePath(QStringLiteral("y")))
                     .ok());
        const nix::NixpkgsPin plain = nix::pinOf(nix::NixpkgsSource::localPath(out.path()));
        QVERIFY(
            !nix::movePin(plain, QStringLiteral("main"), out.filePath(QStringLiteral("z"))).ok());
        const QString rev(40, QLatin1Char('1'));
        const auto flake = nix::movePin(
            nix::pinOf(nix::NixpkgsSource::flake(
                QStringLiteral("github:NixOS/nixpkgs/") + QString(40, QLatin1Char('0')))),
            rev, {});
        QVERIFY(flake.ok());
        QCOMPARE(flake.value().source.location, QStringLiteral("github:NixOS/nixpkgs/") + rev);
        QVERIFY(!nix::movePin(flake.value(), QStringLiteral("nixos-unstable"), {}).ok());
    }

    /// A hash filled by trust on first use must settle: a source whose bytes change on every
    /// fetch (a forge's archive of a moving branch) is fetched again after the build that
    /// used the filled hash, and the session stops as non-reproducible instead of succeeding.
    void unsettledHashStops()
    {
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.update.reset();
        r.initialExpression = QStringLiteral("{ lib, stdenv, runCommand }:\n"
                                             "\n"
                                             "stdenv.mkDerivation {\n"
                                             "  pname = \"drifting\";\n"
                                             "  version = \"1.0\";\n"
                                             "\n"
                                             "  src = runCommand \"drifting-source\" {\n"
                                             "    outputHashMode = \"recursive\";\n"
                                             "    outputHashAlgo = \"sha256\";\n"
                                             "    outputHash = lib.fakeHash;\n"
                                             "  } ''\n"
                                             "    mkdir -p $out\n"
                                             "    read stamp < /proc/sys/kernel/random/uuid\n"
                                             "    echo \"$stamp\" > $out/stamp\n"
                                             "  '';\n"
                                             "\n"
                                             "  dontUnpack = true;\n"
                                             "  installPhase = ''\n"
                                             "    mkdir -p $out\n"
                                             "    cp $src/stamp $out/\n"
                                             "  '';\n"
                                             "}\n");
        const SessionReport report = runSession(r);
        QCOMPARE(report.stopReason, StopReason::NonReproducible);
        QVERIFY2(report.stopDetail.contains(QStringLiteral("does not settle")),
            qPrintable(report.stopDetail));
        QCOMPARE(exitStatus(report.stopReason), 14);
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(2));
        QCOMPARE(rec.attempts[1].outcome.kind, nix::OutcomeKind::Success); // built, yet unsettled
    }

    /// At the version asked for and building: the baseline is the result.
    void alreadyAtVersion()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        PackagingRequest r
            = request(dir.filePath(QStringLiteral("session")), QStringLiteral("1.0"));
        r.initialExpression = fixturePackage("tiny-git");
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 1);
        QCOMPARE(report.expression, fixturePackage("tiny-git"));
    }

    /// A version no tag of the source's repository names cannot be fetched: said before
    /// anything is built.
    void unknownTagStopsBeforeBuilding()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        PackagingRequest r
            = request(dir.filePath(QStringLiteral("session")), QStringLiteral("9.9"));
        r.initialExpression = fixturePackage("tiny-git");
        const SessionReport report = runSession(r);
        QCOMPARE(report.stopReason, StopReason::SetupFailed);
        QVERIFY2(
            report.stopDetail.contains(QStringLiteral("names version 9.9 (the newest is 1.1)")),
            qPrintable(report.stopDetail));
        QVERIFY(loadRecord(r.sessionDirectory).attempts.empty());
    }

    /// A source fetched from a URL has no tags to list: the user is told to give --to.
    void urlSourceNeedsTargetVersion()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("libspng");
        const SessionReport report = runSession(r);
        QCOMPARE(report.stopReason, StopReason::SetupFailed);
        QVERIFY2(report.stopDetail.contains(QStringLiteral("--to VERSION")),
            qPrintable(report.stopDetail));
        QVERIFY(loadRecord(r.sessionDirectory).attempts.empty()); // told before any build
    }

    /// The maintainer declines the update at the apply-edit gate: nothing is built for it.
    void declinedUpdateStops()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        PackagingRequest r
            = request(dir.filePath(QStringLiteral("session")), QStringLiteral("1.1"));
        r.initialExpression = fixturePackage("tiny-git");
        r.approvals.askApplyEdit = true;
        const SessionReport report = runSession(r, [](const ApprovalRequest &a) {
            return a.action == GatedAction::ApplyEdit
                ? ApprovalDecision::reject(QStringLiteral("not this release"))
                : ApprovalDecision::approve();
        });
        QCOMPARE(report.stopReason, StopReason::StoppedByUser);
        QVERIFY(report.stopDetail.contains(QStringLiteral("tiny-git: 1.0 -> 1.1")));
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(1));
        QCOMPARE(rec.attempts[0].approvals.back().reason, QStringLiteral("not this release"));
    }
};

QTEST_GUILESS_MAIN(TestMaintenance)
#include "tst_maintenance.moc"
