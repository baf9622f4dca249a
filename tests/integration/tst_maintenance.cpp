// Maintenance mode end to end (issue 9): real Nix on the fixture package set, real upstream
// sources at two versions (libspng 0.7.3 from Debian bookworm and 0.7.4 from trixie) and a
// local git repository with two tags (tiny v1.0 and v1.1, which needs zlib), and the scripted
// model server over real HTTP.
#include "LoopScenario.h"
#include "nix/NixHash.h"

#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::loop;
using namespace packwright::testsupport;

namespace {
const QString libspngOld = QStringLiteral("sha256-pQytvoCP/aGn+rF9FF9SojsWPzSz6zaWx+y1pSNA/B0=");
const QString libspngNew = QStringLiteral("sha256-R+wCvmwKYyMERgCpIhsEn2PhlT+vgWkD5zg9TcQjRIc=");
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
                 {strReplace(QStringLiteral("m1"), QStringLiteral("{ lib, stdenv, fetchgit }:"),
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
        QVERIFY(!rec.attempts[2].modelCalls.isEmpty());
        QCOMPARE(rec.attempts[3].outcome.kind, nix::OutcomeKind::Success);
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
