// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The hand-off to nixpkgs end to end (issue 9): real sessions built by real Nix on the fixture
// set (GNU hello from its Debian release tarball, no model), exported into a scratch
// nixpkgs-shaped git repository, checked with the git CLI; the metadata check on real
// evaluations and a real `$out/bin`.
#include "FixtureNix.h"
#include "loop/LoopRunner.h"
#include "loop/SessionExport.h"
#include "nix/PackageMeta.h"
#include "workspace/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::loop;

namespace {
const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void writeText(const QString &path, const QString &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text.toUtf8());
}

QString fixturePackage(const char *name)
{
    return readText(fixtures + QStringLiteral("/packages/") + QLatin1String(name)
        + QStringLiteral("/package.nix"));
}

nix::BuildOptions buildOptions()
{
    nix::BuildOptions options;
    options.options = packwright::testing::fixtureNixOptions();
    return options;
}

/// Runs `git` in `dir`; the standard output, trimmed. Fails the process on an error.
QString git(const QString &dir, const QStringList &args)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral("git"),
        QStringList{QStringLiteral("-c"), QStringLiteral("user.name=Maintainer"),
            QStringLiteral("-c"), QStringLiteral("user.email=m@example.org")}
            + args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        qFatal("git %s failed: %s", qPrintable(args.join(QLatin1Char(' '))),
            process.readAllStandardError().constData());
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

/// A git repository shaped like the top of NixOS/nixpkgs, with one commit on "master".
void makeScratchNixpkgs(const QString &root)
{
    writeText(root + QStringLiteral("/default.nix"),
        QStringLiteral("# An empty package set: the export evaluates it.\n{ ... }: { }\n"));
    writeText(root + QStringLiteral("/lib/default.nix"), QStringLiteral("{ }\n"));
    writeText(root + QStringLiteral("/pkgs/top-level/all-packages.nix"), QStringLiteral("{ }\n"));
    writeText(root + QStringLiteral("/pkgs/by-name/README.md"), QStringLiteral("# by-name\n"));
    git(root,
        {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"),
            QStringLiteral("master")});
    git(root, {QStringLiteral("add"), QStringLiteral("-A")});
    git(root,
        {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
            QStringLiteral("init")});
}

/// GNU hello in the layout nixpkgs CI accepts (broken-hello-fakehash with its real hash), with
/// `version` set to `version` (the source stays the 2.10 tarball, so that it builds offline)
/// and `meta` replaced by `meta`.
QString helloVariant(const QString &version, const QString &meta)
{
    QString text = fixturePackage("broken-hello-fakehash");
    text.replace(QStringLiteral("hash = lib.fakeHash;"),
        QStringLiteral("hash = \"sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=\";"));
    text.replace(
        QStringLiteral("version = \"2.10\";"), QStringLiteral("version = \"%1\";").arg(version));
    text.replace(
        QStringLiteral("hello-${finalAttrs.version}.tar.gz"), QStringLiteral("hello-2.10.tar.gz"));
    const qsizetype start = text.indexOf(QStringLiteral("  meta = {"));
    const qsizetype end = text.indexOf(QStringLiteral("  };\n"), start) + 5;
    text.replace(start, end - start, meta);
    return text;
}
} // namespace

class TestHandOff : public QObject
{
    Q_OBJECT

private:
    bool m_mirror = false;
    QTemporaryDir m_dir;

    /// Runs a session without a model on `expression` to its end; returns its directory.
    QString runSession(const QString &name, const QString &expression, int maxIterations = 20)
    {
        PackagingRequest r;
        r.nixpkgs = nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs"));
        r.buildOptions = buildOptions();
        r.sessionDirectory = m_dir.filePath(name);
        r.initialExpression = expression;
        r.limits.maxIterations = maxIterations;
        // The export's own lint check is under test, on the package as written: the loop's
        // lint quick fix (tst_packagingloop) would already have fixed the ratchets.
        r.lintFixes = false;
        LoopRunner runner(r);
        QSignalSpy finished(&runner, &LoopRunner::finished);
        runner.start();
        if (!finished.wait(900000))
            qFatal("the session did not finish within 15 minutes");
        return r.sessionDirectory;
    }

    static workspace::SessionRecord record(const QString &sessionDir)
    {
        auto store = workspace::SessionStore::open(sessionDir + QStringLiteral("/record.sqlite"));
        if (!store)
            qFatal("cannot open the record: %s", qPrintable(store.error().message));
        auto loaded = store.value().load();
        if (!loaded)
            qFatal("cannot load the record: %s", qPrintable(loaded.error().message));
        return loaded.value();
    }

    static HandOffRequest handOffRequest(const QString &session, const QString &checkout)
    {
        HandOffRequest r;
        r.sessionDirectory = session;
        r.checkout = checkout;
        r.buildOptions = buildOptions();
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QProcess fetch;
        fetch.start(QStringLiteral("bash"),
            {fixtures + QStringLiteral("/sources/fetch.sh"), QStringLiteral("hello")});
        QVERIFY(fetch.waitForFinished(600000));
        m_mirror = fetch.exitCode() == 0;
        if (!m_mirror)
            qWarning("source mirror unavailable (fetch.sh exit %d)", fetch.exitCode());
    }

    /// broken-hello-fakehash, repaired without a model (attempt 2 by trust on first use),
    /// exported as "hello: init at 2.10"; then a session at a newer version as "2.10 -> …".
    void exportsInitThenUpdate()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        const QString session
            = runSession(QStringLiteral("fakehash"), fixturePackage("broken-hello-fakehash"));
        const workspace::SessionRecord rec = record(session);
        QCOMPARE(rec.status, QStringLiteral("succeeded"));
        QCOMPARE(rec.attempts.size(), size_t(2));

        QTemporaryDir checkoutDir;
        const QString checkout = checkoutDir.path();
        makeScratchNixpkgs(checkout);
        const QString base = git(checkout, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});

        const auto done = handOff(handOffRequest(session, checkout));
        QVERIFY2(done.ok(),
            qPrintable(done.ok() ? QString()
                                 : done.error().message + QLatin1Char('\n') + done.error().detail));
        const HandOffResult &result = done.value();
        QVERIFY(!result.blocked);
        QVERIFY(result.commit.has_value());
        // The fixture is what nixpkgs CI accepts: lint lets it through (issue 17).
        QVERIFY(!nix::hasCiFinding(result.lint));
        // The fixture has no homepage: a warning, which does not block.
        QCOMPARE(result.metadata.findings.size(), 1);
        QCOMPARE(result.metadata.findings.first().field, QStringLiteral("homepage"));
        QCOMPARE(result.metadata.programs, QStringList{QStringLiteral("hello")});
        QCOMPARE(result.metadata.sourceLicense, QStringLiteral("GPL-3.0-or-later")); // COPYING
        QVERIFY(result.metadata.outPath.startsWith(QStringLiteral("/nix/store/")));

        // The commit, by the git CLI.
        QCOMPARE(git(checkout, {QStringLiteral("rev-parse"), QStringLiteral("master")}),
            result.commit->commit);
        QCOMPARE(git(checkout,
                     {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s")}),
            QStringLiteral("hello: init at 2.10"));
        QCOMPARE(git(checkout, {QStringLiteral("rev-parse"), QStringLiteral("HEAD~1")}), base);
        QCOMPARE(git(checkout,
                     {QStringLiteral("show"), QStringLiteral("--name-only"),
                         QStringLiteral("--format=")}),
            QStringLiteral("pkgs/by-name/he/hello/package.nix"));
        QCOMPARE(
            git(checkout,
                {QStringLiteral("show"), QStringLiteral("HEAD:pkgs/by-name/he/hello/package.nix")}),
            rec.attempts.back().expression.trimmed());
        QCOMPARE(readText(checkout + QStringLiteral("/pkgs/by-name/he/hello/package.nix")),
            rec.attempts.back().expression);
        QCOMPARE(
            git(checkout, {QStringLiteral("status"), QStringLiteral("--porcelain")}), QString());

        // The description names the attempts and what made them.
        const QString &description = result.description;
        QVERIFY2(description.contains(QStringLiteral(
                     "| 1 | Initial expression, as given | initial | hash-mismatch")),
            qPrintable(description));
        QVERIFY2(
            description.contains(QStringLiteral(
                "| 2 | Set the src hash to sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs= "
                "(trust on first use) | deterministic | success")),
            qPrintable(description));
        QVERIFY(description.contains(QStringLiteral("`hello: init at 2.10`")));
        QVERIFY(description.contains(QStringLiteral("built with `nix-build` in attempt 2")));
        QVERIFY(description.contains(QStringLiteral("(bin: hello)")));
        QVERIFY(description.contains(QStringLiteral("meta.homepage is missing")));
        QVERIFY(
            description.contains(QStringLiteral("- VM runs: none recorded on the final build")));
        QVERIFY(description.contains(QStringLiteral("without a model")));

        // A newer version, from its own session, on top.
        const QString newer = runSession(QStringLiteral("newer"),
            helloVariant(QStringLiteral("2.10.1"),
                QStringLiteral(
                    "  meta = {\n    description = \"Program that produces a familiar, friendly "
                    "greeting\";\n    homepage = \"https://www.gnu.org/software/hello/\";\n    "
                    "license = lib.licenses.gpl3Plus;\n    mainProgram = \"hello\";\n  };\n")));
        QCOMPARE(record(newer).status, QStringLiteral("succeeded"));
        // It did not start from the checkout's package.nix: committing it would revert what
        // the checkout has. Refused; --force commits it anyway.
        const auto elsewhere = handOff(handOffRequest(newer, checkout));
        QVERIFY(!elsewhere.ok());
        QVERIFY2(elsewhere.error().message.contains(
                     QStringLiteral("is not the one this session started from")),
            qPrintable(elsewhere.error().message));
        QCOMPARE(git(checkout, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}),
            result.commit->commit);
        HandOffRequest forcedUpdate = handOffRequest(newer, checkout);
        forcedUpdate.force = true;
        const auto updated = handOff(forcedUpdate);
        QVERIFY2(updated.ok(),
            qPrintable(
                updated.ok() ? QString() : updated.error().message + updated.error().detail));
        QVERIFY(updated.value().metadata.findings.isEmpty());
        QCOMPARE(git(checkout,
                     {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s")}),
            QStringLiteral("hello: 2.10 -> 2.10.1"));
        QCOMPARE(git(checkout, {QStringLiteral("rev-parse"), QStringLiteral("HEAD~1")}),
            result.commit->commit);
        QCOMPARE(
            git(checkout, {QStringLiteral("status"), QStringLiteral("--porcelain")}), QString());
        QVERIFY(updated.value().description.contains(QStringLiteral("mainProgram): no findings.")));

        // Uncommitted work in the package directory is never overwritten.
        writeText(checkout + QStringLiteral("/pkgs/by-name/he/hello/package.nix"),
            QStringLiteral("# mine\n"));
        const auto refused = handOff(handOffRequest(session, checkout));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QStringLiteral("uncommitted changes")),
            qPrintable(refused.error().message));
        QCOMPARE(readText(checkout + QStringLiteral("/pkgs/by-name/he/hello/package.nix")),
            QStringLiteral("# mine\n"));
        QCOMPARE(git(checkout,
                     {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s")}),
            QStringLiteral("hello: 2.10 -> 2.10.1"));
    }

    /// Issue 17 item 4: a package whose metadata is fine but which nixpkgs CI would reject
    /// (the fixture `hello`: arguments on one line, no strictDeps, no __structuredAttrs) is
    /// refused with its lint findings; --force exports it, and the description says so.
    void lintFindingsBlockUnlessForced()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        const QString session = runSession(QStringLiteral("unformatted"), fixturePackage("hello"));
        QCOMPARE(record(session).status, QStringLiteral("succeeded"));
        QTemporaryDir checkoutDir;
        makeScratchNixpkgs(checkoutDir.path());
        const QString base
            = git(checkoutDir.path(), {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});

        const auto blocked = handOff(handOffRequest(session, checkoutDir.path()));
        QVERIFY2(blocked.ok(),
            qPrintable(
                blocked.ok() ? QString() : blocked.error().message + blocked.error().detail));
        QVERIFY(blocked.value().blocked);
        QVERIFY(blocked.value().blockedByLint);
        QVERIFY(!blocked.value().commit);
        QVERIFY(!blocksExport(blocked.value().metadata.findings));
        QStringList rules;
        for (const nix::LintFinding &f : blocked.value().lint) {
            if (f.severity == nix::LintSeverity::Ci)
                rules << f.rule;
        }
        QVERIFY2(rules.contains(QStringLiteral("PW-RFC166-arguments")),
            qPrintable(rules.join(QLatin1Char(' '))));
        QVERIFY(rules.contains(QStringLiteral("NPV-164")));
        QVERIFY(rules.contains(QStringLiteral("NPV-166")));
        QCOMPARE(
            git(checkoutDir.path(), {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}), base);

        HandOffRequest forced = handOffRequest(session, checkoutDir.path());
        forced.force = true;
        const auto done = handOff(forced);
        QVERIFY2(done.ok(),
            qPrintable(done.ok() ? QString() : done.error().message + done.error().detail));
        QVERIFY(done.value().commit.has_value());
        QVERIFY2(done.value().description.contains(
                     QStringLiteral("nixpkgs conformance (`packwright lint`), exported despite "
                                    "findings that fail CI:")),
            qPrintable(done.value().description));
        QVERIFY(done.value().description.contains(QStringLiteral("  - ci `NPV-164`")));
    }

    /// nixpkgs-vet's strictDeps and __structuredAttrs ratchets hold new packages: an update of
    /// a file in nixpkgs that lacks them as well is not refused for them; the same package as
    /// a new one is (issue 17 item 4).
    void updateKeepsTheOldFilesRatchets()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        // The file in nixpkgs: in nixfmt's layout, without strictDeps and __structuredAttrs,
        // and with a fake hash, which the session repairs.
        QString old = fixturePackage("broken-hello-fakehash");
        old.remove(QStringLiteral("  strictDeps = true;\n  __structuredAttrs = true;\n\n"));
        QVERIFY(!old.contains(QStringLiteral("strictDeps = true")));
        QTemporaryDir checkoutDir;
        const QString checkout = checkoutDir.path();
        makeScratchNixpkgs(checkout);
        writeText(checkout + QStringLiteral("/pkgs/by-name/he/hello/package.nix"), old);
        git(checkout, {QStringLiteral("add"), QStringLiteral("-A")});
        git(checkout,
            {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                QStringLiteral("hello: init at 2.10")});
        const QString session = runSession(QStringLiteral("ratchet"), old);
        QCOMPARE(record(session).status, QStringLiteral("succeeded"));

        const auto done = handOff(handOffRequest(session, checkout));
        QVERIFY2(done.ok(),
            qPrintable(done.ok() ? QString() : done.error().message + done.error().detail));
        QVERIFY(!done.value().blocked);
        QStringList rules;
        for (const nix::LintFinding &f : done.value().lint)
            rules << f.rule;
        QVERIFY2(rules.contains(QStringLiteral("NPV-164")), qPrintable(rules.join(u' ')));
        QVERIFY(rules.contains(QStringLiteral("NPV-166")));
        QVERIFY(done.value().commit.has_value());
        QCOMPARE(git(checkout,
                     {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s")}),
            QStringLiteral("hello: update expression at 2.10"));

        // As a new package, the same file is refused for them.
        QTemporaryDir freshDir;
        makeScratchNixpkgs(freshDir.path());
        const auto refused = handOff(handOffRequest(session, freshDir.path()));
        QVERIFY(refused.ok());
        QVERIFY(refused.value().blocked);
        QVERIFY(refused.value().blockedByLint);
    }

    /// No description and a mainProgram the output does not have: two errors, found on the
    /// real evaluation and the real $out/bin; the export is blocked unless forced.
    void metadataFindingsBlockUnlessForced()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        const QString session = runSession(QStringLiteral("badmeta"),
            helloVariant(QStringLiteral("2.10"),
                QStringLiteral(
                    "  meta = {\n    homepage = \"https://www.gnu.org/software/hello/\";\n    "
                    "license = lib.licenses.mit;\n    mainProgram = \"hellp\";\n  };\n")));
        QCOMPARE(record(session).status, QStringLiteral("succeeded"));
        QTemporaryDir checkoutDir;
        makeScratchNixpkgs(checkoutDir.path());
        const QString base
            = git(checkoutDir.path(), {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});

        const auto blocked = handOff(handOffRequest(session, checkoutDir.path()));
        QVERIFY2(blocked.ok(),
            qPrintable(
                blocked.ok() ? QString() : blocked.error().message + blocked.error().detail));
        QVERIFY(blocked.value().blocked);
        QVERIFY(!blocked.value().commit);
        QStringList keys;
        for (const MetadataFinding &f : blocked.value().metadata.findings)
            keys << findingSeverityName(f.severity) + QLatin1Char(':') + f.field;
        QCOMPARE(keys,
            (QStringList{QStringLiteral("error:description"), QStringLiteral("warning:license"),
                QStringLiteral("error:mainProgram")}));
        QVERIFY(blocked.value().metadata.findings.last().message.contains(
            QStringLiteral("$out/bin holds hello")));
        QVERIFY(blocked.value().metadata.findings.at(1).message.contains(
            QStringLiteral("GPL-3.0-or-later")));
        QCOMPARE(
            git(checkoutDir.path(), {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}), base);

        HandOffRequest forced = handOffRequest(session, checkoutDir.path());
        forced.force = true;
        forced.branch = QStringLiteral("init-hello");
        const auto done = handOff(forced);
        QVERIFY2(done.ok(),
            qPrintable(done.ok() ? QString() : done.error().message + done.error().detail));
        QVERIFY(done.value().commit.has_value());
        QCOMPARE(git(checkoutDir.path(),
                     {QStringLiteral("rev-parse"), QStringLiteral("--abbrev-ref"),
                         QStringLiteral("HEAD")}),
            QStringLiteral("init-hello"));
        QCOMPARE(
            git(checkoutDir.path(), {QStringLiteral("rev-parse"), QStringLiteral("master")}), base);
        QVERIFY(done.value().description.contains(QStringLiteral("exported despite its errors")));
    }

    /// nixpkgs has hello outside pkgs/by-name (a scratch checkout made from the fixture set,
    /// with `hello = callPackage ./development/hello { };`): a by-name "init" would duplicate
    /// it, so the export refuses unless forced.
    void refusesAttributeOutsideByName()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir checkoutDir;
        const QString checkout = checkoutDir.path();
        QProcess copy;
        copy.start(QStringLiteral("cp"),
            {QStringLiteral("-r"), fixtures + QStringLiteral("/nixpkgs/."), checkout});
        QVERIFY(copy.waitForFinished(60000) && copy.exitCode() == 0);
        writeText(
            checkout + QStringLiteral("/pkgs/top-level/all-packages.nix"), QStringLiteral("{ }\n"));
        writeText(
            checkout + QStringLiteral("/pkgs/by-name/README.md"), QStringLiteral("# by-name\n"));
        writeText(checkout + QStringLiteral("/pkgs/development/hello/default.nix"),
            fixturePackage("hello"));
        QString all = readText(checkout + QStringLiteral("/pkgs/default.nix"));
        QVERIFY(all.contains(QStringLiteral("  inherit system;\n")));
        all.replace(QStringLiteral("  inherit system;\n"),
            QStringLiteral("  inherit system;\n  hello = callPackage ./development/hello { };\n"));
        writeText(checkout + QStringLiteral("/pkgs/default.nix"), all);
        git(checkout,
            {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"),
                QStringLiteral("master")});
        git(checkout, {QStringLiteral("add"), QStringLiteral("-A")});
        git(checkout,
            {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                QStringLiteral("init")});
        const QString base = git(checkout, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});

        // The evaluation itself.
        const auto where
            = nix::nixpkgsAttributeFile(checkout, QStringLiteral("hello"), buildOptions());
        QVERIFY2(where.ok(),
            qPrintable(where.ok() ? QString() : where.error().message + where.error().detail));
        QCOMPARE(where.value(),
            std::optional<QString>(QStringLiteral("pkgs/development/hello/default.nix")));
        const auto nowhere
            = nix::nixpkgsAttributeFile(checkout, QStringLiteral("nosuchpackage"), buildOptions());
        QVERIFY(nowhere.ok());
        QVERIFY(!nowhere.value().has_value());

        const QString session
            = runSession(QStringLiteral("outside"), fixturePackage("broken-hello-fakehash"));
        QCOMPARE(record(session).status, QStringLiteral("succeeded"));
        const auto refused = handOff(handOffRequest(session, checkout));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QStringLiteral(
                     "hello already exists in nixpkgs at pkgs/development/hello/default.nix; "
                     "update that file, or move it to pkgs/by-name in its own commit first")),
            qPrintable(refused.error().message + refused.error().detail));
        QCOMPARE(git(checkout, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}), base);
        QVERIFY(!QFile::exists(checkout + QStringLiteral("/pkgs/by-name/he/hello")));

        HandOffRequest forced = handOffRequest(session, checkout);
        forced.force = true;
        const auto done = handOff(forced);
        QVERIFY2(done.ok(),
            qPrintable(done.ok() ? QString() : done.error().message + done.error().detail));
        QCOMPARE(git(checkout,
                     {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s")}),
            QStringLiteral("hello: init at 2.10"));
    }

    /// A session that gave up is no package to hand off.
    void refusesUnfinishedSession()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        const QString session
            = runSession(QStringLiteral("gaveup"), fixturePackage("broken-hello-fakehash"), 1);
        QVERIFY(record(session).status.startsWith(QStringLiteral("gave-up")));
        QTemporaryDir checkoutDir;
        makeScratchNixpkgs(checkoutDir.path());
        const auto refused = handOff(handOffRequest(session, checkoutDir.path()));
        QVERIFY(!refused.ok());
        QVERIFY2(
            refused.error().message.contains(QStringLiteral("did not end in a building package")),
            qPrintable(refused.error().message));
        QCOMPARE(git(checkoutDir.path(), {QStringLiteral("log"), QStringLiteral("--format=%s")}),
            QStringLiteral("init"));
    }
};

QTEST_GUILESS_MAIN(TestHandOff)
#include "tst_handoff.moc"
