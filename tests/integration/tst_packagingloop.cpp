// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The packaging loop end to end (issue 6): real Nix on the fixture package set, real upstream
// sources from Debian source packages (the mirror fetch.sh fills), and the scripted model
// server over real HTTP. Each scenario runs the loop in its worker thread (LoopRunner) and
// checks the outcome, the final package.nix, the session repository and the SQLite record.
#include "LoopScenario.h"
#include "loop/LoopRunner.h"
#include "loop/PackageFile.h"
#include "loop/RecordReport.h"
#include "nix/Builder.h"
#include "nix/NixEnvironment.h"
#include "workspace/SessionRepository.h"
#include "workspace/SessionStore.h"

#include <QCoroTask>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::loop;
using namespace packwright::testsupport;

namespace {
const QString &fixtures = fixturesDir();

// The correct repair of broken-libspng-no-zlib: zlib as an argument and in buildInputs.
const QString libspngArgs = QStringLiteral("{ lib, stdenv, fetchurl, meson, ninja, pkg-config }:");
const QString libspngArgsFixed
    = QStringLiteral("{ lib, stdenv, fetchurl, meson, ninja, pkg-config, zlib }:");
const QString libspngInputs = QStringLiteral("  nativeBuildInputs = [ meson ninja pkg-config ];\n");

QJsonArray zlibFix(const QString &prefix)
{
    return {strReplace(prefix + QStringLiteral("a"), libspngArgs, libspngArgsFixed),
        strReplace(prefix + QStringLiteral("b"), libspngInputs,
            libspngInputs + QStringLiteral("  buildInputs = [ zlib ];\n"))};
}

/// broken-compile-error with its local source, and what an optional probe prints before the
/// compiler's error: a harmless implicit-declaration warning, which the deterministic
/// ranking puts above the real error, and a "git: not found". Candidate blocks for the signal
/// verifier; the real cause is not the first.
QString compileErrorWithNoise()
{
    return fixturePackage("broken-compile-error")
        .replace(QStringLiteral("../tiny/src"), fixtures + QStringLiteral("/packages/tiny/src"))
        .replace(QStringLiteral("  makeFlags = "),
            QStringLiteral("  preBuild = ''\n"
                           "    echo \"probe.c:3:5: warning: implicit declaration of function "
                           "'gettext' [-Wimplicit-function-declaration]\"\n"
                           "    echo 'gettext: not available, building without NLS'\n"
                           "    echo 'sh: 1: git: not found'\n"
                           "    for part in 1 2 3 4 5 6 7 8; do echo \"preparing part $part\"; "
                           "done\n  '';\n\n  makeFlags = "));
}

/// The postPatch of broken-compile-error that breaks tiny.c: removing it is the fix.
QString brokenPostPatch(const QString &expression)
{
    const qsizetype from = expression.indexOf(QStringLiteral("  postPatch = ''"));
    const qsizetype to = expression.indexOf(QStringLiteral("  '';\n"), from);
    return from < 0 || to < 0 ? QString() : expression.mid(from, to + 6 - from);
}

/// The Feedback slot of a fix step's user prompt: its last slot (issue 23: the stable slots
/// come first, so that a provider's prompt cache can reuse them).
QString feedbackSlot(const QString &prompt)
{
    const qsizetype from = prompt.lastIndexOf(QStringLiteral("\n\nFeedback:\n"));
    return from < 0 ? QString() : prompt.mid(from + 2).trimmed();
}

/// The diagnostic line of a recorded signal (the one the verifier's block marks).
QString diagnosticLine(const workspace::SignalRecord &s)
{
    for (const QString &line : s.text.split(QLatin1Char('\n'))) {
        if (line.contains(QStringLiteral("not found")) || line.contains(QStringLiteral("error")))
            return line.trimmed();
    }
    return s.text.section(QLatin1Char('\n'), 0, 0).trimmed();
}
} // namespace

class TestPackagingLoop : public QObject
{
    Q_OBJECT

private:
    bool m_mirror = false;
    QTemporaryDir m_cache; ///< the package index, shared by the scenarios

    PackagingRequest request(const QString &sessionDir) const
    {
        return fixtureRequest(sessionDir, m_cache.filePath(QStringLiteral("index.sqlite")));
    }

private Q_SLOTS:
    void initTestCase() { m_mirror = fillFixtureMirror(); }

    /// GNU hello from its release tarball: fetched, analysed, the template chosen by the
    /// model, built first try.
    void packagesFirstTry()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        ScriptedModelServer server;
        server.setSteps(
            {callsStep({toolCall(QStringLiteral("t1"), QStringLiteral("select_template"),
                           {{QStringLiteral("template"), QStringLiteral("stdenv")},
                               {QStringLiteral("summary"),
                                   QStringLiteral("GNU autotools C program, no dependencies")}})},
                 {QStringLiteral("hello"), QStringLiteral("configure")}),
                textStep(QStringLiteral("The stdenv template fits an autotools release."))});
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.source = {nix::SourceSpec::Kind::Tarball,
            fixtureMirror() + QStringLiteral("/gnu/hello/hello-2.10.tar.gz"), {}};
        r.profile = scriptedProfile(server);
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 1);
        QCOMPARE(report.pname, QStringLiteral("hello"));
        QCOMPARE(report.version, QStringLiteral("2.10"));
        QVERIFY(report.expression.contains(QStringLiteral("stdenv.mkDerivation")));
        QVERIFY(report.expression.contains(QStringLiteral("hash = \"sha256-")));
        verifyServed(server);
        verifyBuilds(report.expression);

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.status, QStringLiteral("succeeded"));
        QCOMPARE(rec.attempts.size(), size_t(1));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::Success);
        QVERIFY(!rec.attempts[0].commit.isEmpty());
        // The record names the Nix it built with: this one's version, store and sandbox.
        const nix::NixEnvironment nix = nix::NixEnvironment::probe(r.buildOptions);
        QVERIFY(rec.nix.known());
        QCOMPARE(rec.nix.version, nix.version);
        QCOMPARE(rec.nix.store, nix.store);
        QCOMPARE(rec.nix.sandbox, nix.sandbox);
        QCOMPARE(report.nix, rec.nix);
        QVERIFY(QFile::exists(r.sessionDirectory + QStringLiteral("/report.md")));
        QVERIFY(readText(r.sessionDirectory + QStringLiteral("/report.md"))
                    .contains(QStringLiteral("Built with Nix %1").arg(nix.version)));
        QVERIFY(readText(r.sessionDirectory + QStringLiteral("/analysis.json"))
                    .contains(QStringLiteral("utotools")));
    }

    /// Issue 17: the reason the model gives when it picks a template stays in the Findings slot
    /// of every later step. A plain Makefile project that installs to /usr/local (the tiny
    /// fixture as a release tarball): the template's first build fails at install; the fix
    /// step's prompt and its recorded evidence carry the summary.
    void templateSummaryReachesTheFixStep()
    {
        QTemporaryDir dir;
        const QString tarball = dir.filePath(QStringLiteral("tiny-1.0.tar.gz"));
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            {QStringLiteral("-czf"), tarball, QStringLiteral("-C"),
                fixtures + QStringLiteral("/packages/tiny"), QStringLiteral("--transform"),
                QStringLiteral("s,^src,tiny-1.0,"), QStringLiteral("src")});
        QVERIFY(tar.waitForFinished(60000));
        QCOMPARE(tar.exitCode(), 0);
        const QString summary
            = QStringLiteral("Plain Makefile; install needs makeFlags PREFIX=$out");
        ScriptedModelServer server;
        server.setSteps({callsStep(
                             {toolCall(QStringLiteral("t1"), QStringLiteral("select_template"),
                                 {{QStringLiteral("template"), QStringLiteral("stdenv")},
                                     {QStringLiteral("summary"), summary}})}),
            textStep(QStringLiteral("stdenv fits a plain Makefile.")),
            callsStep({strReplace(QStringLiteral("c1"), QStringLiteral("  buildInputs = [ ];\n"),
                          QStringLiteral("  buildInputs = [ ];\n\n  makeFlags = [ "
                                         "\"PREFIX=${placeholder \"out\"}\" ];\n"))},
                {QStringLiteral("Findings:"), summary}),
            textStep(QStringLiteral("The Makefile installs to PREFIX: set it to $out."))});
        QVERIFY(server.listen());
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.source = {nix::SourceSpec::Kind::Tarball, tarball, {}};
        r.quickFixes = false; // the model's fix, told by the summary, is under test
        r.profile = scriptedProfile(server);
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail + report.expression));
        QCOMPARE(report.finalAttempt, 2);
        verifyServed(server);
        QVERIFY(!report.expression.contains(QStringLiteral("\n\n\n")));
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(2));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::BuildError);
        QVERIFY2(rec.attempts[0].evidence.findings.contains(summary),
            qPrintable(rec.attempts[0].evidence.findings));
        // The analysis found the Makefile's check target: the template runs it.
        QVERIFY(report.expression.contains(QStringLiteral("  doCheck = true;\n")));
        QVERIFY(report.expression.contains(QStringLiteral("  strictDeps = true;\n")));
    }

    /// broken-libspng-no-zlib: Meson does not find zlib; the model adds it from the evidence.
    void repairsMissingDependency()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        ScriptedModelServer server;
        server.setSteps({callsStep(zlibFix(QStringLiteral("c1")),
                             {QStringLiteral("Feedback:"), QStringLiteral("History:"),
                                 QStringLiteral("Findings:"), QStringLiteral("Knowledge:"),
                                 QStringLiteral("zlib")}),
            textStep(QStringLiteral(
                "Added zlib to buildInputs: meson.build needs dependency('zlib')."))});
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("broken-libspng-no-zlib");
        r.quickFixes = false; // the model's repair is under test, not the quick fix
        r.profile = scriptedProfile(server);
        QList<LoopEvent> events;
        const SessionReport report = runSession(r, {}, &events);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 2);
        QVERIFY(report.expression.contains(QStringLiteral("buildInputs = [ zlib ];")));
        verifyServed(server);
        verifyBuilds(report.expression);

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(2));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::BuildError);
        QVERIFY(!rec.attempts[0].signalRecords.isEmpty());
        QVERIFY(rec.attempts[0].evidence.feedback.contains(QStringLiteral("zlib")));
        // The fix's calls count on the attempt they wrote (issue 23), not on attempt 1.
        QCOMPARE(rec.attempts[0].toolCalls.size(), 0);
        QCOMPARE(rec.attempts[1].toolCalls.size(), 2);
        QVERIFY(rec.attempts[0].modelCalls.isEmpty());
        QVERIFY(!rec.attempts[1].modelCalls.isEmpty());
        QVERIFY(rec.attempts[1].verdict.has_value());
        QCOMPARE(rec.attempts[1].verdict->kind, VerdictKind::Progress);
        // Events: the stream a GUI follows.
        const auto has = [&events](LoopEvent::Kind kind) {
            return std::any_of(events.cbegin(), events.cend(),
                [kind](const LoopEvent &e) { return e.kind == kind; });
        };
        for (auto kind : {LoopEvent::Kind::AttemptStarted, LoopEvent::Kind::LogChunk,
                 LoopEvent::Kind::BuildProgress, LoopEvent::Kind::Signals,
                 LoopEvent::Kind::ToolCallDone, LoopEvent::Kind::EditProposed,
                 LoopEvent::Kind::Verdict, LoopEvent::Kind::Usage, LoopEvent::Kind::Finished})
            QVERIFY2(has(kind), qPrintable(QString::number(int(kind))));
    }

    /// A Python library written as nixpkgs' python-modules are ({ buildPythonPackage, … }:)
    /// is called with the Python set's callPackage: colorama builds as it is.
    void pythonLibraryFromItsFile()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("colorama");
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 1);
    }

    /// broken-hello-fakehash: the source hash is filled in by trust on first use, no model.
    void fillsHashWithoutModel()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("broken-hello-fakehash");
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 2);
        QVERIFY(report.expression.contains(
            QStringLiteral("\"sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=\"")));
        QVERIFY(!report.expression.contains(QStringLiteral("hash = lib.fakeHash")));
        verifyBuilds(report.expression);
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(2));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::HashMismatch);
        QVERIFY(rec.attempts[1].summary.contains(QStringLiteral("trust on first use")));
    }

    /// Issue 9: a quick-fix-only run with no model endpoint at all. broken-pkg-config-no-zlib
    /// reaches a building package through the QuickFixer alone: zlib added to buildInputs and
    /// to the arguments, deterministic, approved at the gate like any edit.
    void quickFixesWithoutModel()
    {
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("broken-pkg-config-no-zlib")
                                  .replace(QStringLiteral("../tiny-zlib/src"),
                                      fixtures + QStringLiteral("/packages/tiny-zlib/src"));
        QVERIFY(!r.profile);
        r.approvals.askApplyEdit = true;
        QList<ApprovalRequest> asked;
        QList<LoopEvent> events;
        const SessionReport report = runSession(
            r,
            [&asked](const ApprovalRequest &a) {
                asked << a;
                return ApprovalDecision::approve();
            },
            &events);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 2);
        QVERIFY(report.model.isEmpty());
        QCOMPARE(report.inputTokens, 0);
        QVERIFY2(report.expression.contains(
                     QStringLiteral("{\n  lib,\n  stdenv,\n  pkg-config,\n  zlib,\n}:")),
            qPrintable(report.expression));
        QVERIFY(report.expression.contains(QStringLiteral(
            "  nativeBuildInputs = [ pkg-config ];\n\n  buildInputs = [ zlib ];\n")));
        QVERIFY(report.expression.contains(QStringLiteral("# Fix: buildInputs = [ zlib ];")));
        verifyBuilds(report.expression);

        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked[0].action, GatedAction::ApplyEdit);
        QVERIFY(asked[0].edit && asked[0].edit->deterministic);
        QVERIFY(asked[0].edit->rationale.isEmpty());
        const auto proposed = std::find_if(events.cbegin(), events.cend(),
            [](const LoopEvent &e) { return e.kind == LoopEvent::Kind::EditProposed; });
        QVERIFY(proposed != events.cend());
        QVERIFY(proposed->edit->deterministic);
        QVERIFY(proposed->text.startsWith(
            QStringLiteral("Add zlib to buildInputs: pkg-config module zlib not found")));

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.status, QStringLiteral("succeeded"));
        QCOMPARE(rec.attempts.size(), size_t(2));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::BuildError);
        QVERIFY(rec.attempts[0].modelCalls.isEmpty());
        QVERIFY(rec.attempts[1].summary.startsWith(QStringLiteral("Add zlib to buildInputs")));
        QCOMPARE(rec.attempts[1].outcome.kind, nix::OutcomeKind::Success);
        QCOMPARE(rec.attempts[1].verdict->kind, VerdictKind::Progress);
        // The edit's approval is recorded on attempt 2, which it made (issue 23).
        QStringList decisions;
        for (const workspace::Approval &a : rec.attempts[1].approvals)
            decisions << a.decision + QLatin1Char(':') + a.action;
        QVERIFY2(decisions.contains(QStringLiteral("approved:Apply the edit for attempt 2: ")
                     + rec.attempts[1].summary),
            qPrintable(decisions.join(QLatin1Char('|'))));
    }

    /// Issue 17 item 3: plain-Makefile projects repaired without a model, from their
    /// Makefile: an install into /usr/local gets makeFlags (PREFIX, MANDIR, CC), a Makefile
    /// without `install` an installPhase. The failure, the quick fix approved at the gate,
    /// and the package builds (real Nix, the fixture set).
    void makefileFixesWithoutModel_data()
    {
        QTest::addColumn<QString>("package");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("installed");
        QTest::newRow("broken-make-prefix")
            << QStringLiteral("broken-make-prefix")
            << QStringLiteral("Set PREFIX, MANDIR, CC in makeFlags: make install writes to ")
            << QStringLiteral("  makeFlags = [\n    \"PREFIX=${placeholder \"out\"}\"\n"
                              "    \"MANDIR=${placeholder \"out\"}/share/man\"\n"
                              "    \"CC=${stdenv.cc.targetPrefix}cc\"\n  ];\n")
            << QStringLiteral("share/man/man1/mkprefix.1");
        QTest::newRow("broken-make-no-install")
            << QStringLiteral("broken-make-no-install")
            << QStringLiteral("Write an installPhase that installs what make all builds (noinst, "
                              "noinst.1)")
            << QStringLiteral("    runHook preInstall\n\n    install -Dm755 noinst -t $out/bin\n")
            << QStringLiteral("share/man/man1/noinst.1");
    }

    void makefileFixesWithoutModel()
    {
        QFETCH(QString, package);
        QFETCH(QString, summary);
        QFETCH(QString, written);
        QFETCH(QString, installed);
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        const QString source = fixtures + QStringLiteral("/packages/%1/src").arg(package);
        r.initialExpression
            = fixturePackage(package.toUtf8().constData())
                  .replace(QStringLiteral("src = ./src;"), QStringLiteral("src = %1;").arg(source));
        r.source.location = source; // the source root the quick fixer reads the Makefile in
        r.approvals.askApplyEdit = true;
        QList<ApprovalRequest> asked;
        const SessionReport report = runSession(r, [&asked](const ApprovalRequest &a) {
            asked << a;
            return ApprovalDecision::approve();
        });
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 2);
        QCOMPARE(report.inputTokens, 0);
        QVERIFY2(report.expression.contains(written), qPrintable(report.expression));
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked[0].edit && asked[0].edit->deterministic);
        QVERIFY2(asked[0].edit->summary.startsWith(summary), qPrintable(asked[0].edit->summary));

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(2));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::BuildError);
        QCOMPARE(rec.attempts[0].outcome.failingPhase, QStringLiteral("installPhase"));
        QVERIFY(rec.attempts[1].summary.startsWith(summary));
        QCOMPARE(rec.attempts[1].outcome.kind, nix::OutcomeKind::Success);

        // Built outside the loop, the output holds what the Makefile's install put there.
        QTemporaryDir build;
        QFile file(build.filePath(QStringLiteral("package.nix")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(report.expression.toUtf8());
        file.close();
        QProcess nix;
        nix.start(QStringLiteral("nix-build"),
            QStringList{QStringLiteral("--no-out-link"), QStringLiteral("-E"),
                QStringLiteral("let pkgs = import %1/nixpkgs { }; in pkgs.callPackage %2 { }")
                    .arg(fixtures, file.fileName())}
                + testing::fixtureNixArgs());
        QVERIFY(nix.waitForFinished(600000));
        QVERIFY2(nix.exitCode() == 0, nix.readAllStandardError().right(2000).constData());
        const QString out = QString::fromUtf8(nix.readAllStandardOutput()).trimmed();
        QVERIFY2(QFile::exists(out + QLatin1Char('/') + installed), qPrintable(out));
        QVERIFY(QFile::exists(out + QStringLiteral("/bin/")
            + rec.attempts[1]
                  .expression.section(QStringLiteral("pname = \""), 1)
                  .section(QLatin1Char('"'), 0, 0)));
    }

    /// A package given with its source beside it (`packwright package --from package.nix`,
    /// `src = ./src;`, no SOURCE): the Makefile quick fix reads the copy in the workspace (it
    /// found no Makefile and gave up before).
    void makefileFixFromAGivenPackage()
    {
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        const auto file = readPackageFile(
            fixtures + QStringLiteral("/packages/broken-make-prefix/package.nix"));
        QVERIFY2(file.ok(), file.ok() ? "" : qPrintable(file.error().message));
        r.initialExpression = file.value().expression;
        r.extraFiles = file.value().extraFiles;
        QVERIFY(r.source.location.isEmpty());
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 2);
        QVERIFY(report.expression.contains(QStringLiteral("\"PREFIX=${placeholder \"out\"}\"")));
    }

    /// The same on a real project: cJSON 1.7.15's own Makefile (`PREFIX ?= /usr/local`,
    /// `CC = gcc -std=c89`, which stays) for broken-cjson-no-cmake, whose install fails with
    /// `mkdir: cannot create directory '/usr/local/include/cjson'`; its unpacked release
    /// tarball is the source root.
    void makefileFixOnRealCjson()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir unpacked;
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            {QStringLiteral("xzf"),
                fixtureMirror() + QStringLiteral("/github/DaveGamble/cJSON/v1.7.15.tar.gz"),
                QStringLiteral("-C"), unpacked.path()});
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        const QStringList top = QDir(unpacked.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(top.size(), 1);
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("broken-cjson-no-cmake");
        r.source.location = unpacked.filePath(top.first());
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 2);
        QVERIFY2(report.expression.contains(
                     QStringLiteral("  makeFlags = [ \"PREFIX=${placeholder \"out\"}\" ];\n")),
            qPrintable(report.expression));
        QVERIFY(!report.expression.contains(QStringLiteral("\"CC=")));
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts[0].outcome.failingPhase, QStringLiteral("installPhase"));
        QVERIFY2(rec.attempts[1].summary.startsWith(
                     QStringLiteral("Set PREFIX in makeFlags: make install writes to "
                                    "/usr/local/include/cjson")),
            qPrintable(rec.attempts[1].summary));
        QVERIFY(report.outPaths.size() >= 1);
        QVERIFY(QFile::exists(report.outPaths.first() + QStringLiteral("/include/cjson/cJSON.h")));
        QVERIFY(QFile::exists(report.outPaths.first() + QStringLiteral("/lib/libcjson.so")));
    }

    /// A quick fix the maintainer rejects is not proposed again; with no model the session
    /// then stops for want of a fix, with its report.
    void rejectedQuickFixNotRepeated()
    {
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("broken-missing-zlib")
                                  .replace(QStringLiteral("../tiny-zlib/src"),
                                      fixtures + QStringLiteral("/packages/tiny-zlib/src"));
        r.approvals.askApplyEdit = true;
        int asked = 0;
        const SessionReport report = runSession(r, [&asked](const ApprovalRequest &a) {
            ++asked;
            return a.edit && a.edit->deterministic
                ? ApprovalDecision::reject(QStringLiteral("not zlib"))
                : ApprovalDecision::approve();
        });
        QCOMPARE(report.stopReason, StopReason::NoFix);
        QCOMPARE(asked, 1);
        QCOMPARE(report.finalAttempt, 1);
        QVERIFY(QFile::exists(r.sessionDirectory + QStringLiteral("/report.md")));
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(1));
        QStringList decisions;
        for (const workspace::Approval &a : rec.attempts[0].approvals)
            decisions << a.decision + QLatin1Char(':') + a.reason;
        QVERIFY2(decisions.contains(QStringLiteral("rejected:not zlib")),
            qPrintable(decisions.join(QLatin1Char('|'))));
    }

    /// An invalid hash (`"sha256-abc"`, rejected by Nix at evaluation) becomes lib.fakeHash
    /// by a quick fix; the hash fixer then fills it in by trust on first use. No model.
    void invalidHashWithoutModel()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("broken-hello-fakehash")
                                  .replace(QStringLiteral("hash = lib.fakeHash;"),
                                      QStringLiteral("hash = \"sha256-abc\";"));
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 3);
        QVERIFY(report.expression.contains(
            QStringLiteral("hash = \"sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=\";")));
        verifyBuilds(report.expression);
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(3));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::InvalidHash);
        QVERIFY2(rec.attempts[1].summary.startsWith(QStringLiteral("Replace the invalid hash")),
            qPrintable(rec.attempts[1].summary));
        QCOMPARE(rec.attempts[1].outcome.kind, nix::OutcomeKind::HashMismatch);
        QVERIFY(rec.attempts[2].summary.contains(QStringLiteral("trust on first use")));
    }

    /// Issue 17: a package that builds but sets neither strictDeps nor __structuredAttrs (the
    /// tiny fixture) gets both from the lint quick fix, no model: the edit is offered at the
    /// gate, approved, built as attempt 2, and the final report, the record and the report
    /// built from the record have no such findings left (attempt 1's stay in the record).
    void lintQuickFixWithoutModel()
    {
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.lintFixes = true;
        r.initialExpression = fixturePackage("tiny").replace(QStringLiteral("src = ./src;"),
            QStringLiteral("src = %1/packages/tiny/src;").arg(fixtures));
        QVERIFY(!r.profile);
        r.approvals.askApplyEdit = true;
        QList<ApprovalRequest> asked;
        const SessionReport report = runSession(r, [&asked](const ApprovalRequest &a) {
            asked << a;
            return ApprovalDecision::approve();
        });
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 2);
        QCOMPARE(report.inputTokens, 0);
        QVERIFY2(report.expression.contains(QStringLiteral(
                     "  version = \"1.0\";\n  __structuredAttrs = true;\n  strictDeps = true;\n")),
            qPrintable(report.expression));
        verifyBuilds(report.expression);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked[0].action, GatedAction::ApplyEdit);
        QVERIFY(asked[0].edit && asked[0].edit->deterministic);
        QVERIFY2(asked[0].edit->summary.startsWith(QStringLiteral("Lint quick fix: ")),
            qPrintable(asked[0].edit->summary));
        QVERIFY(asked[0].edit->summary.contains(QStringLiteral("NPV-164")));
        QVERIFY(asked[0].edit->summary.contains(QStringLiteral("NPV-166")));
        QVERIFY(asked[0].edit->diff.contains(QStringLiteral("+  strictDeps = true;")));
        const auto ratchets = [](const QString &rule) {
            return rule == QLatin1String("NPV-164") || rule == QLatin1String("NPV-166");
        };
        for (const nix::LintFinding &f : report.lint)
            QVERIFY2(!ratchets(f.rule), qPrintable(f.message));
        // report.md's lint section (the attempts above it name the fix) lists neither.
        const QString markdown = readText(r.sessionDirectory + QStringLiteral("/report.md"));
        const qsizetype lintSection = markdown.indexOf(QStringLiteral("## nixpkgs conformance"));
        QVERIFY2(lintSection > 0, qPrintable(markdown));
        const qsizetype next = markdown.indexOf(QStringLiteral("\n## "), lintSection + 1);
        const QString lint = markdown.mid(lintSection, next < 0 ? -1 : next - lintSection);
        QVERIFY2(lint.contains(QStringLiteral("PW-description-article")), qPrintable(lint));
        QVERIFY2(!lint.contains(QStringLiteral("NPV-16")), qPrintable(lint));

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(2));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::Success);
        QCOMPARE(rec.attempts[1].outcome.kind, nix::OutcomeKind::Success);
        QVERIFY(rec.attempts[1].summary.startsWith(QStringLiteral("Lint quick fix: ")));
        QStringList first;
        for (const workspace::LintFindingRecord &f : rec.attempts[0].lintFindings)
            first << f.rule;
        QVERIFY2(
            first.contains(QStringLiteral("NPV-164")) && first.contains(QStringLiteral("NPV-166")),
            qPrintable(first.join(u' ')));
        QCOMPARE(rec.attempts[1].lintFindings.size(), report.lint.size());
        for (const workspace::LintFindingRecord &f : rec.attempts[1].lintFindings)
            QVERIFY2(!ratchets(f.rule), qPrintable(f.message));
        // The record's report lists what the live one listed.
        const SessionReport recorded = sessionReportFromRecord(rec);
        QCOMPARE(recorded.lint, report.lint);
        QVERIFY(readText(r.sessionDirectory + QStringLiteral("/session.json"))
                    .contains(QStringLiteral("\"rule\": \"NPV-164\"")));
    }

    /// --no-quick-fixes: the findings are reported, nothing is fixed without a model.
    void noLintQuickFixWithoutQuickFixes()
    {
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.lintFixes = true;
        r.quickFixes = false;
        r.initialExpression = fixturePackage("tiny").replace(QStringLiteral("src = ./src;"),
            QStringLiteral("src = %1/packages/tiny/src;").arg(fixtures));
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 1);
        QStringList rules;
        for (const nix::LintFinding &f : report.lint)
            rules << f.rule;
        QVERIFY2(rules.contains(QStringLiteral("NPV-164")), qPrintable(rules.join(u' ')));
        QCOMPARE(loadRecord(r.sessionDirectory).attempts.size(), size_t(1));
    }

    /// The same fix on a package it breaks: pkg-config is listed in buildInputs, where only
    /// a build without strictDeps finds the program. The fixed attempt fails, the loop rolls
    /// back to attempt 1, which stays the result, with its NPV-164 finding.
    void lintQuickFixRolledBackWhenItBreaks()
    {
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.lintFixes = true;
        r.initialExpression
            = fixturePackage("tiny")
                  .replace(QStringLiteral("src = ./src;"),
                      QStringLiteral(
                          "src = %1/packages/tiny/src;\n\n  buildInputs = [ pkg-config ];\n\n"
                          "  preBuild = ''\n    pkg-config --version\n  '';")
                          .arg(fixtures))
                  .replace(QStringLiteral("{ lib, stdenv }:"),
                      QStringLiteral("{\n  lib,\n  stdenv,\n  pkg-config,\n}:"));
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 1);
        QVERIFY(!report.expression.contains(QStringLiteral("strictDeps")));
        QStringList rules;
        for (const nix::LintFinding &f : report.lint)
            rules << f.rule;
        QVERIFY2(rules.contains(QStringLiteral("NPV-164")), qPrintable(rules.join(u' ')));
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(2));
        QVERIFY(rec.attempts[1].summary.startsWith(QStringLiteral("Lint quick fix: ")));
        QVERIFY(rec.attempts[1].outcome.kind != nix::OutcomeKind::Success);
        QVERIFY(rec.attempts[1].abandoned);
        QCOMPARE(rec.finalAttempt()->number, 1);
        QCOMPARE(sessionReportFromRecord(rec).lint, report.lint);
    }

    /// A model edit that breaks evaluation regresses; the loop rolls back to attempt 1, the
    /// edit becomes a do-not-repeat rule, and the next edit fixes the package.
    void rollsBackRegression()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        ScriptedModelServer server;
        server.setSteps({callsStep({strReplace(QStringLiteral("r1"), libspngInputs,
                             libspngInputs + QStringLiteral("  buildInputs = [ zlibb ];\n"))}),
            textStep(QStringLiteral("Added zlibb.")),
            callsStep(zlibFix(QStringLiteral("r2")),
                {QStringLiteral("DO NOT REPEAT"), QStringLiteral("zlibb"),
                    QStringLiteral("REGRESS")}),
            textStep(QStringLiteral("Added zlib, as an argument and in buildInputs."))});
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("broken-libspng-no-zlib");
        r.quickFixes = false; // the model's repair is under test, not the quick fix
        r.profile = scriptedProfile(server);
        const SessionReport report = runSession(r);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 3);
        QVERIFY(!report.expression.contains(QStringLiteral("zlibb")));
        verifyServed(server);
        verifyBuilds(report.expression);

        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(3));
        QCOMPARE(rec.attempts[1].outcome.kind, nix::OutcomeKind::EvaluationError);
        QCOMPARE(rec.attempts[1].verdict->kind, VerdictKind::Regress);
        QVERIFY(rec.attempts[1].abandoned);
        QVERIFY(!rec.attempts[2].abandoned);
        QCOMPARE(rec.attempts[2].parent, 1);
        // The repository keeps the abandoned attempt, off the branch.
        auto repo
            = workspace::SessionRepository::open(r.sessionDirectory + QStringLiteral("/workspace"));
        QVERIFY(repo.ok());
        const auto commits = repo.value().attempts();
        QCOMPARE(commits.size(), 3);
        QVERIFY(!commits[1].onBranch);
        QCOMPARE(commits[2].parent, commits[0].commit);
        QVERIFY(QString::fromUtf8(repo.value().readFile(2, QStringLiteral("package.nix")).value())
                    .contains(QStringLiteral("zlibb")));

        // Issue 23, what the model saw. The last fix prompt's History quotes attempt 2's own
        // evaluation error, and its do-not-repeat rule says what failed, not only that the
        // build failed earlier; no prompt lists more than 40 lines of the source tree.
        const QString last = userPrompt(server.requests().at(2));
        const QString history = promptSlot(last, QStringLiteral("History"));
        QVERIFY2(history.contains(QStringLiteral("failed with: undefined variable 'zlibb'")),
            qPrintable(history));
        for (const QString &line : history.split(QLatin1Char('\n'))) {
            if (line.trimmed().startsWith(QStringLiteral("- DO NOT REPEAT")))
                QVERIFY2(line.contains(QStringLiteral("failed with: undefined variable")),
                    qPrintable(line));
        }
        for (const ReceivedRequest &request : server.requests()) {
            const QString findings = promptSlot(userPrompt(request), QStringLiteral("Findings"));
            const QStringList lines = findings.split(QLatin1Char('\n'));
            const qsizetype from = lines.indexOf(
                QStringLiteral("Structure (build files, then directories summarised):"));
            if (from >= 0)
                QVERIFY2(lines.size() - from - 1 <= 40, qPrintable(findings));
        }
    }

    /// EvidenT §4.3.1's verifier with real Nix: after the failed build the top blocks go to
    /// the model, which judges the deterministic top one noise and the next one the root cause;
    /// the fix step's Feedback slot shows the root cause first with its reason and leaves the
    /// noise out; the verdicts are in the record and the report; the call's tokens count on
    /// attempt 1 like every call.
    void verifierReranksFeedback()
    {
        const QString broken = compileErrorWithNoise();
        const QString postPatch = brokenPostPatch(broken);
        QVERIFY(!postPatch.isEmpty());
        const QString causeReason = QStringLiteral("the compiler stops at the missing ';'");
        const QString noiseReason = QStringLiteral("git is not used by this build");
        QJsonObject verdicts{
            {QStringLiteral("text"),
                QStringLiteral("Here is my check:\n```json\n{\"blocks\": [{\"id\": 1, "
                               "\"role\": \"noise\", \"reason\": \"%1\"}, "
                               "{\"id\": 2, \"role\": \"root_cause\", "
                               "\"reason\": \"%2\"}, {\"id\": 3, \"role\": "
                               "\"consequence\", \"reason\": \"the same "
                               "error's source lines\"}]}\n```")
                    .arg(noiseReason, causeReason)},
            {QStringLiteral("usage"),
                QJsonObject{{QStringLiteral("input"), 700}, {QStringLiteral("output"), 60}}}};
        ScriptedModelServer server;
        server.setSteps(
            {QJsonObject{
                 {QStringLiteral("expect"),
                     QJsonObject{{QStringLiteral("stream"), false},
                         {QStringLiteral("promptContains"),
                             QJsonArray{QStringLiteral("root_cause"), QStringLiteral("Block 1 — "),
                                 QStringLiteral("Block 3 — ")}}}},
                 {QStringLiteral("reply"), verdicts}},
                callsStep({strReplace(QStringLiteral("v1"), postPatch, QString())},
                    {QStringLiteral("root cause: ") + causeReason},
                    {{QStringLiteral("input"), 1500}, {QStringLiteral("output"), 40}}),
                textStep(QStringLiteral("Removed the postPatch that breaks tiny.c."),
                    {{QStringLiteral("input"), 1800}, {QStringLiteral("output"), 15}})});
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = broken;
        r.profile = scriptedProfile(server);
        r.limits.verifySignals = 5; // PackagingRequest's default; fixtureRequest turns it off
        r.quickFixes = false;       // the model's repair is under test, not the quick fix
        QList<LoopEvent> events;
        const SessionReport report = runSession(r, {}, &events);
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(report.finalAttempt, 2);
        verifyServed(server);
        for (const LoopEvent &e : std::as_const(events))
            QVERIFY2(e.kind != LoopEvent::Kind::Warning
                    || !e.text.contains(QStringLiteral("signal check")),
                qPrintable(e.text));

        // The record: the verdicts on the signals (deterministic order), the call.
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        const workspace::Attempt &first = rec.attempts[0];
        QVERIFY(first.signalVerification);
        QCOMPARE(first.signalVerification->status, QStringLiteral("verified"));
        QCOMPARE(first.signalVerification->blocks, 3);
        QCOMPARE(first.signalVerification->rootCauses, 1);
        QCOMPARE(first.signalVerification->consequences, 1);
        QCOMPARE(first.signalVerification->noise, 1);
        QCOMPARE(first.signalVerification->inputTokens, 700);
        QCOMPARE(first.signalVerification->outputTokens, 60);
        QCOMPARE(first.signalVerification->model, QStringLiteral("scripted-model"));
        const auto withRole = [&first](const QString &role) {
            return std::find_if(first.signalRecords.cbegin(), first.signalRecords.cend(),
                [&role](const workspace::SignalRecord &s) { return s.role == role; });
        };
        const auto noise = withRole(QStringLiteral("noise"));
        const auto cause = withRole(QStringLiteral("root_cause"));
        QVERIFY(noise != first.signalRecords.cend() && cause != first.signalRecords.cend());
        QVERIFY(noise->rank < cause->rank); // the deterministic top one was judged noise
        QCOMPARE(noise->roleReason, noiseReason);
        QCOMPARE(cause->roleReason, causeReason);

        // The fix step's Feedback: the root cause first with its reason, the noise left out.
        const QString feedback = feedbackSlot(userPrompt(server.requests().at(1)));
        QVERIFY2(!feedback.isEmpty(), qPrintable(userPrompt(server.requests().at(1))));
        const qsizetype causeAt = feedback.indexOf(diagnosticLine(*cause));
        QVERIFY2(causeAt > 0, qPrintable(feedback));
        QVERIFY(feedback.indexOf(QStringLiteral("[1] ")) < causeAt);
        QVERIFY(feedback.indexOf(QStringLiteral("[2] ")) < 0
            || feedback.indexOf(QStringLiteral("[2] ")) > causeAt);
        QVERIFY(feedback.contains(QStringLiteral("root cause: ") + causeReason));
        QVERIFY2(!feedback.contains(diagnosticLine(*noise)), qPrintable(feedback));
        QVERIFY(!feedback.contains(QStringLiteral("implicit declaration of function 'gettext'")));
        QVERIFY(feedback.contains(QStringLiteral("1 judged noise left out")));
        QCOMPARE(first.evidence.feedback, feedback.mid(QStringLiteral("Feedback:\n").size()));

        // Tokens: the verifier's call counts on attempt 1, whose log it checked; the fix
        // step's two turns on attempt 2, which they wrote (issue 23).
        QCOMPARE(first.modelCalls.size(), 1);
        QCOMPARE(first.modelCalls.first().inputTokens, 700);
        QCOMPARE(first.usage.inputTokens, 700);
        QCOMPARE(first.usage.outputTokens, 60);
        QCOMPARE(rec.attempts[1].modelCalls.size(), 2);
        QCOMPARE(rec.attempts[1].usage.inputTokens, 1500 + 1800);
        QCOMPARE(rec.attempts[1].usage.outputTokens, 40 + 15);
        QCOMPARE(report.inputTokens, 700 + 1500 + 1800);
        QCOMPARE(report.outputTokens, 60 + 40 + 15);
        const auto usage = std::find_if(events.crbegin(), events.crend(),
            [](const LoopEvent &e) { return e.kind == LoopEvent::Kind::Usage; });
        QVERIFY(usage != events.crend());
        QCOMPARE(usage->tokens, 700 + 1500 + 1800 + 60 + 40 + 15);

        // The report lists the check.
        QCOMPARE(report.signalChecks.size(), 1);
        QCOMPARE(report.signalChecks.at(0).attempt, 1);
        const QString md = readText(r.sessionDirectory + QStringLiteral("/report.md"));
        QVERIFY2(md.contains(QStringLiteral("- Attempt 1: 3 block(s) → 1 root cause(s), 1 "
                                            "consequence(s), 1 noise (scripted-model · 700 in, "
                                            "60 out tokens)")),
            qPrintable(md));
        const QJsonObject json = QJsonDocument::fromJson(
            readText(r.sessionDirectory + QStringLiteral("/report.json")).toUtf8())
                                     .object();
        QCOMPARE(json.value(QStringLiteral("signal_checks")).toArray().size(), 1);
    }

    /// The verifier never stops a session: a reply that is not JSON, an HTTP error and a
    /// spent budget each leave a warning and the deterministic ranking, and the session goes
    /// on (or stops for the budget, as any model step would).
    void verifierFallsBack_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("malformed reply") << QStringLiteral("malformed");
        QTest::newRow("http error") << QStringLiteral("http");
        QTest::newRow("budget") << QStringLiteral("budget");
    }

    void verifierFallsBack()
    {
        QFETCH(QString, how);
        const QString broken = compileErrorWithNoise();
        ScriptedModelServer server;
        QJsonArray steps;
        if (how == u"malformed") {
            steps.append(QJsonObject{{QStringLiteral("reply"),
                QJsonObject{{QStringLiteral("text"), QStringLiteral("Block 2 is the root cause.")},
                    {QStringLiteral("usage"),
                        QJsonObject{
                            {QStringLiteral("input"), 650}, {QStringLiteral("output"), 9}}}}}});
        } else if (how == u"http") {
            steps.append(QJsonObject{{QStringLiteral("reply"), QJsonObject{}},
                {QStringLiteral("fault"),
                    QJsonObject{{QStringLiteral("kind"), QStringLiteral("status")},
                        {QStringLiteral("status"), 400}}}});
        }
        if (how != u"budget") {
            steps.append(callsStep({strReplace(QStringLiteral("f1"), brokenPostPatch(broken), {})},
                {QStringLiteral("most likely cause first:"), QStringLiteral("git: not found")}));
            steps.append(textStep(QStringLiteral("Removed the postPatch.")));
        }
        server.setSteps(steps);
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = broken;
        r.profile = scriptedProfile(server);
        r.limits.verifySignals = 5;
        r.quickFixes = false;
        if (how == u"budget")
            r.limits.tokenBudget = 100; // less than any call's worst case: nothing is sent
        QList<LoopEvent> events;
        const SessionReport report = runSession(r, {}, &events);
        verifyServed(server);
        QStringList warnings;
        for (const LoopEvent &e : std::as_const(events)) {
            if (e.kind == LoopEvent::Kind::Warning
                && e.text.contains(QStringLiteral("signal check")))
                warnings << e.text;
        }
        QVERIFY2(warnings.size() == 1
                && warnings.first().contains(QStringLiteral("The deterministic ranking stands")),
            qPrintable(warnings.join(QLatin1Char('|'))));
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        const workspace::Attempt &first = rec.attempts[0];
        QVERIFY(first.signalVerification);
        QCOMPARE(first.signalVerification->status, QStringLiteral("fallback"));
        QVERIFY(!first.signalVerification->detail.isEmpty());
        for (const workspace::SignalRecord &s : first.signalRecords)
            QVERIFY(s.role.isEmpty());
        QCOMPARE(report.signalChecks.size(), 1);
        if (how == u"budget") {
            QCOMPARE(report.stopReason, StopReason::Budget);
            QVERIFY(first.modelCalls.isEmpty());
            QVERIFY(QFile::exists(r.sessionDirectory + QStringLiteral("/report.md")));
            return;
        }
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QVERIFY(first.evidence.feedback.contains(QStringLiteral("most likely cause first:")));
        if (how == u"malformed") {
            // The call was answered: its tokens count, like every call's.
            QCOMPARE(first.signalVerification->inputTokens, 650);
            QCOMPARE(first.modelCalls.first().inputTokens, 650);
            QVERIFY(first.signalVerification->detail.contains(QStringLiteral("Block 2 is")));
        } else {
            QCOMPARE(first.signalVerification->inputTokens, 0);
        }
    }

    /// The session runs out of tokens and writes a failure report.
    void writesFailureReportOnBudget()
    {
        ScriptedModelServer server;
        // 320 tokens for the first turn; the second brings the session to 4120 of 4000.
        const QJsonObject usage{{QStringLiteral("input"), 300}, {QStringLiteral("output"), 20}};
        server.setSteps(
            {callsStep({toolCall(QStringLiteral("b1"), QStringLiteral("insert"),
                           {{QStringLiteral("after_line"), 0},
                               {QStringLiteral("text"), QStringLiteral("# retry the build")}})},
                 {QStringLiteral("expected ';' before 'return'")}, usage),
                textStep(QStringLiteral("Retried."),
                    {{QStringLiteral("input"), 3700}, {QStringLiteral("output"), 100}})});
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        // The session's workspace is elsewhere: the local source by its absolute path.
        r.initialExpression = fixturePackage("broken-compile-error")
                                  .replace(QStringLiteral("../tiny/src"),
                                      fixtures + QStringLiteral("/packages/tiny/src"));
        r.profile = scriptedProfile(server);
        r.limits.tokenBudget = 4000;
        const SessionReport report = runSession(r);
        QCOMPARE(report.stopReason, StopReason::Budget);
        QCOMPARE(report.category, QStringLiteral("compile_error"));
        QVERIFY(report.explanation.contains(QStringLiteral("expected ';'")));
        QVERIFY(!report.leadingSignals.isEmpty());
        verifyServed(server);
        const QString md = readText(r.sessionDirectory + QStringLiteral("/report.md"));
        QVERIFY(md.contains(QStringLiteral("Failure analysis")));
        QVERIFY(md.contains(QStringLiteral("compile_error")));
        const QJsonObject json = QJsonDocument::fromJson(
            readText(r.sessionDirectory + QStringLiteral("/report.json")).toUtf8())
                                     .object();
        QCOMPARE(json.value(QStringLiteral("stop_reason")).toString(), QStringLiteral("budget"));
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.status, QStringLiteral("gave-up: budget"));
        QCOMPARE(rec.attempts.size(), size_t(2));
        QCOMPARE(rec.attempts[1].verdict->kind, VerdictKind::Stagnation);
    }

    /// An evaluation error in the user's own package.nix is reported at the user's file and
    /// line, where a maintainer looks for it, not only at the session's copy (issue 23).
    void evaluationErrorNamesTheUsersFile()
    {
        QTemporaryDir dir;
        const QString expression
            = fixturePackage("tiny")
                  .replace(QStringLiteral("./src"), fixtures + QStringLiteral("/packages/tiny/src"))
                  .replace(QStringLiteral("makeFlags = ["),
                      QStringLiteral("makeFlags = extraFlags ++ ["));
        QVERIFY(expression.contains(QStringLiteral("extraFlags")));
        const qsizetype line = expression.left(expression.indexOf(QStringLiteral("extraFlags")))
                                   .count(QLatin1Char('\n'))
            + 1;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = expression;
        r.originFile = dir.filePath(QStringLiteral("mine/package.nix"));
        QList<LoopEvent> events;
        const SessionReport report = runSession(r, {}, &events);
        QCOMPARE(report.stopReason, StopReason::NoFix);
        const QString place = QStringLiteral("%1:%2:").arg(r.originFile).arg(line);
        QVERIFY2(report.explanation.contains(QStringLiteral("The error is at ") + place),
            qPrintable(report.explanation));
        const auto finished = std::find_if(events.cbegin(), events.cend(),
            [](const LoopEvent &e) { return e.kind == LoopEvent::Kind::BuildFinished; });
        QVERIFY(finished != events.cend());
        QVERIFY2(finished->text.startsWith(
                     QStringLiteral("undefined variable 'extraFlags' (at ") + place),
            qPrintable(finished->text));

        // Without the user's file (a template, a source): the attempt's package.nix and line.
        QTemporaryDir other;
        r = request(other.filePath(QStringLiteral("session")));
        r.initialExpression = expression;
        const SessionReport templated = runSession(r);
        QVERIFY2(templated.explanation.contains(
                     QStringLiteral("The error is at package.nix:%1:").arg(line)),
            qPrintable(templated.explanation));
    }

    /// The time budget covers a running build: the sleeping build ends at the budget.
    void timeBudgetEndsTheBuild()
    {
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("sleep");
        r.limits.timeBudget = std::chrono::seconds(8);
        QElapsedTimer clock;
        clock.start();
        const SessionReport report = runSession(r);
        QCOMPARE(report.stopReason, StopReason::Budget);
        QVERIFY2(clock.elapsed() < 60000, qPrintable(QString::number(clock.elapsed())));
    }

    /// Cancelling during a build stops Nix and its whole process tree at once and ends the
    /// session as cancelled, with the attempt in the record.
    void cancelStopsTheBuild()
    {
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("sleep");
        LoopRunner runner(r);
        QSignalSpy finished(&runner, &LoopRunner::finished);
        bool sleeping = false;
        connect(&runner, &LoopRunner::loopEvent, this, [&](const LoopEvent &e) {
            if (e.kind == LoopEvent::Kind::LogChunk
                && e.text.contains(QStringLiteral("sleeping for 600 seconds")))
                sleeping = true;
        });
        runner.start();
        QTRY_VERIFY_WITH_TIMEOUT(sleeping, 120000);
        QElapsedTimer clock;
        clock.start();
        runner.cancel();
        QVERIFY(finished.wait(20000));
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(runner.report()->stopReason, StopReason::Cancelled);
        QProcess pgrep;
        pgrep.start(QStringLiteral("pgrep"),
            {QStringLiteral("-f"), QStringLiteral("packwright-fixture-sleep")});
        QVERIFY(pgrep.waitForFinished());
        QVERIFY2(pgrep.exitCode() == 1, pgrep.readAllStandardOutput().constData());
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.status, QStringLiteral("cancelled"));
        QCOMPARE(rec.attempts.size(), size_t(1));
        QCOMPARE(rec.attempts[0].outcome.kind, nix::OutcomeKind::Cancelled);
    }

    /// The maintainer rejects an edit with a reason; the next prompt carries it as a
    /// do-not-repeat rule, and the approved edit fixes the package.
    void rejectionBecomesRule()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        const QString reason = QStringLiteral("disabling the tests does not fix a missing zlib");
        ScriptedModelServer server;
        server.setSteps({callsStep({strReplace(QStringLiteral("j1"), libspngInputs,
                             libspngInputs + QStringLiteral("  doCheck = false;\n"))}),
            textStep(QStringLiteral("Disabled the tests.")),
            callsStep(zlibFix(QStringLiteral("j2")),
                {QStringLiteral("rejected by the maintainer: ") + reason,
                    QStringLiteral("DO NOT REPEAT"), QStringLiteral("doCheck = false")}),
            textStep(QStringLiteral("Added zlib."))});
        QVERIFY(server.listen());
        QTemporaryDir dir;
        PackagingRequest r = request(dir.filePath(QStringLiteral("session")));
        r.initialExpression = fixturePackage("broken-libspng-no-zlib");
        r.quickFixes = false; // the model's repair is under test, not the quick fix
        r.profile = scriptedProfile(server);
        r.approvals.askApplyEdit = true;
        int asked = 0;
        const SessionReport report = runSession(r, [&](const ApprovalRequest &a) {
            ++asked;
            return a.edit && a.edit->after.contains(QStringLiteral("doCheck = false"))
                ? ApprovalDecision::reject(reason)
                : ApprovalDecision::approve();
        });
        QVERIFY2(report.succeeded(), qPrintable(report.stopDetail));
        QCOMPARE(asked, 2);
        QVERIFY(!report.expression.contains(QStringLiteral("doCheck")));
        verifyServed(server);
        verifyBuilds(report.expression);
        const workspace::SessionRecord rec = loadRecord(r.sessionDirectory);
        QCOMPARE(rec.attempts.size(), size_t(2));
        // Both edit decisions led to attempt 2: the rejected one is part of what it cost.
        QStringList decisions;
        for (const workspace::Approval &a : rec.attempts[1].approvals)
            decisions << a.decision + QLatin1Char(':') + a.reason;
        QVERIFY2(decisions.contains(QStringLiteral("rejected:") + reason),
            qPrintable(decisions.join(QLatin1Char('|'))));
        QVERIFY(decisions.contains(QStringLiteral("approved:")));
    }
};

QTEST_GUILESS_MAIN(TestPackagingLoop)
#include "tst_packagingloop.moc"
