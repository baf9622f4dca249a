// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `packwright export` as a maintainer runs it: usage errors, refusals (no session, no git, not
// nixpkgs, nothing new), a real session made by `packwright package --no-model` exported into a
// scratch nixpkgs-shaped repository, and metadata errors that block unless --force.
#include "FixtureNix.h"
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

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

QStringList nixOptions()
{
    return ::packwright::testing::fixtureCliArgs();
}

QProcessEnvironment environment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs packwright; with `merged`, standard error goes into `out` in the order written.
Run runPackwright(const QStringList &arguments, bool merged = false)
{
    QProcess process;
    process.setProcessEnvironment(environment());
    if (merged)
        process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral(PACKWRIGHT_EXECUTABLE), arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(600000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()),
        merged ? QString() : QString::fromUtf8(process.readAllStandardError())};
}

QString git(const QString &dir, const QStringList &args)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral("git"),
        QStringList{QStringLiteral("-c"), QStringLiteral("user.name=Maintainer"),
            QStringLiteral("-c"), QStringLiteral("user.email=m@example.org")}
            + args);
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        qFatal("git %s failed", qPrintable(args.join(QLatin1Char(' '))));
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

/// A git repository shaped like the top of NixOS/nixpkgs, with one commit.
QString scratchNixpkgs(const QTemporaryDir &dir)
{
    QString root = dir.filePath(QStringLiteral("nixpkgs"));
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
    return root;
}
} // namespace

class TestExportCommand : public QObject
{
    Q_OBJECT

private:
    bool m_mirror = false;
    QTemporaryDir m_dir;
    QString m_session; ///< a finished session: broken-hello-fakehash repaired without a model

    /// `packwright package --from FILE --no-model --out OUT`; returns OUT/session.
    QString package(const QString &from, const QString &out)
    {
        const Run r
            = runPackwright(QStringList{QStringLiteral("package"), QStringLiteral("--from"), from,
                                QStringLiteral("--no-model"), QStringLiteral("--out"), out,
                                QStringLiteral("--nixpkgs"), fixtures + QStringLiteral("/nixpkgs")}
                + nixOptions());
        if (r.exitCode != 0)
            qFatal("packwright package failed (%d): %s", r.exitCode, qPrintable(r.err.right(2000)));
        return out + QStringLiteral("/session");
    }

    static Run exportSession(const QStringList &arguments, bool merged = false)
    {
        return runPackwright(
            QStringList{QStringLiteral("export")} + arguments + nixOptions(), merged);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QProcess fetch;
        fetch.start(QStringLiteral("bash"),
            {fixtures + QStringLiteral("/sources/fetch.sh"), QStringLiteral("hello")});
        QVERIFY(fetch.waitForFinished(600000));
        m_mirror = fetch.exitCode() == 0;
        if (m_mirror)
            m_session
                = package(fixtures + QStringLiteral("/packages/broken-hello-fakehash/package.nix"),
                    m_dir.filePath(QStringLiteral("fakehash")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no session") << QStringList{QStringLiteral("--nixpkgs-checkout"),
            QStringLiteral("/tmp")} << QStringLiteral("needs exactly one SESSION_DIR");
        QTest::newRow("two sessions") << QStringList{QStringLiteral("a"), QStringLiteral("b"),
            QStringLiteral("--nixpkgs-checkout"), QStringLiteral("/tmp")}
                                      << QStringLiteral("needs exactly one SESSION_DIR");
        QTest::newRow("no checkout") << QStringList{QStringLiteral("/tmp")}
                                     << QStringLiteral("--nixpkgs-checkout DIR is required");
        QTest::newRow("bad nix option") << QStringList{QStringLiteral("/tmp"),
            QStringLiteral("--nixpkgs-checkout"), QStringLiteral("/tmp"),
            QStringLiteral("--nix-option"), QStringLiteral("sandbox")}
                                        << QStringLiteral("NAME=VALUE");
        QTest::newRow("description into a missing directory")
            << QStringList{QStringLiteral("SESSION"), QStringLiteral("--nixpkgs-checkout"),
                   QStringLiteral("/tmp"), QStringLiteral("--description-out"),
                   QStringLiteral("/nonexistent/pr.md")}
            << QStringLiteral("Cannot write the description into /nonexistent");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("/tmp"),
            QStringLiteral("--bogus")} << QStringLiteral("bogus");
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        // SESSION: a directory that holds a session record (the file is all that is read
        // before the usage checks).
        QTemporaryDir session;
        writeText(session.filePath(QStringLiteral("record.sqlite")), QString());
        arguments.replaceInStrings(QStringLiteral("SESSION"), session.path());
        const Run r = exportSession(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("packwright export --help")));
    }

    void help()
    {
        const Run r = runPackwright({QStringLiteral("export"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("--nixpkgs-checkout")));
        QVERIFY(r.out.contains(QStringLiteral("--description-out")));
        QVERIFY(r.out.contains(QStringLiteral("--reviewed")));
        const Run main = runPackwright({QStringLiteral("--help")});
        QVERIFY(main.out.contains(QStringLiteral("export SESSION_DIR")));
    }

    void refusals()
    {
        QTemporaryDir dir;
        const QString nixpkgs = scratchNixpkgs(dir);
        // Not a session.
        Run r = exportSession({dir.path(), QStringLiteral("--nixpkgs-checkout"), nixpkgs});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("holds no Packwright session")), qPrintable(r.err));
        // A directory that does not exist: the same, before anything about the description
        // that would go into it.
        const QString missing = dir.filePath(QStringLiteral("nonexist"));
        r = exportSession({missing, QStringLiteral("--nixpkgs-checkout"), nixpkgs});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains(
                QStringLiteral("%1 holds no Packwright session (no record.sqlite)").arg(missing)),
            qPrintable(r.err));
        QVERIFY2(
            !r.err.contains(QStringLiteral("Cannot write the description")), qPrintable(r.err));
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        // A git repository that is not nixpkgs.
        const QString plain = dir.filePath(QStringLiteral("plain"));
        QDir().mkpath(plain);
        git(plain, {QStringLiteral("init"), QStringLiteral("-q")});
        r = exportSession({m_session, QStringLiteral("--nixpkgs-checkout"), plain});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral(
                     "does not look like a nixpkgs checkout (it lacks default.nix, lib/")),
            qPrintable(r.err));
        // nixpkgs, but not a git repository.
        QDir(nixpkgs).rename(QStringLiteral(".git"), QStringLiteral("git-away"));
        r = exportSession({m_session, QStringLiteral("--nixpkgs-checkout"), nixpkgs});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("is not a git repository")), qPrintable(r.err));
        QVERIFY(!QFile::exists(nixpkgs + QStringLiteral("/pkgs/by-name/he/hello/package.nix")));
    }

    void exportsSession()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        QTemporaryDir dir;
        const QString nixpkgs = scratchNixpkgs(dir);
        const QString description = dir.filePath(QStringLiteral("pr.md"));
        const Run r = exportSession({m_session, QStringLiteral("--nixpkgs-checkout"), nixpkgs,
            QStringLiteral("--description-out"), description});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("warning: homepage: meta.homepage is missing")),
            qPrintable(r.out));
        const auto committed = QRegularExpression(
            QStringLiteral("Committed \"hello: init at 2.10\" as ([0-9a-f]{40}) on branch master "
                           "\\(.*/pkgs/by-name/he/hello\\)"))
                                   .match(r.out);
        QVERIFY2(committed.hasMatch(), qPrintable(r.out));
        QCOMPARE(git(nixpkgs, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}),
            committed.captured(1));
        QCOMPARE(git(nixpkgs,
                     {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%s")}),
            QStringLiteral("hello: init at 2.10"));
        QCOMPARE(
            git(nixpkgs, {QStringLiteral("status"), QStringLiteral("--porcelain")}), QString());
        QVERIFY(r.out.contains(QStringLiteral("Pull-request description: %1").arg(description)));
        const QString text = readText(description);
        QVERIFY2(text.contains(QStringLiteral("| 1 | Initial expression, as given | initial |")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("| 2 | Set the src hash")), qPrintable(text));
        // Issue 17: the session called no model, so the trailer names none; not reviewed:
        // the automation/AI-policy box stays empty and the description asks for a draft.
        const QString body = git(
            nixpkgs, {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%B")});
        QVERIFY2(QRegularExpression(QStringLiteral("^hello: init at 2\\.10\\n\\nAssisted-by: "
                                                   "Packwright \\S+ \\(no model used\\)$"))
                     .match(body.trimmed())
                     .hasMatch(),
            qPrintable(body));
        QVERIFY(text.contains(QStringLiteral("- [ ] Follows the [automation/AI policy].")));
        QVERIFY(text.contains(QStringLiteral("No language model was used")));
        QVERIFY(r.out.contains(QStringLiteral("--reviewed ticks the automation/AI-policy box")));

        // Again into the same checkout: nothing new, refused; HEAD stays.
        const Run again = exportSession({m_session, QStringLiteral("--nixpkgs-checkout"), nixpkgs});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QStringLiteral("nothing to commit")), qPrintable(again.err));
        QCOMPARE(git(nixpkgs, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}),
            committed.captured(1));
        QVERIFY(!QFile::exists(m_session + QStringLiteral("/pull-request.md")));
    }

    void metadataErrorsBlockUnlessForced()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        // The repaired expression with no description and a wrong mainProgram.
        QString text = readText(m_session + QStringLiteral("/workspace/package.nix"));
        const QRegularExpression descriptionLine(
            QStringLiteral("\\n\\s*description = \"[^\"]*\";"));
        QVERIFY(text.contains(descriptionLine));
        text.remove(descriptionLine);
        text.replace(
            QStringLiteral("mainProgram = \"hello\""), QStringLiteral("mainProgram = \"hellp\""));
        const QString from = m_dir.filePath(QStringLiteral("badmeta-src/package.nix"));
        writeText(from, text);
        const QString session = package(from, m_dir.filePath(QStringLiteral("badmeta")));

        QTemporaryDir dir;
        const QString nixpkgs = scratchNixpkgs(dir);
        const QString base = git(nixpkgs, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
        const Run blocked = exportSession({session, QStringLiteral("--nixpkgs-checkout"), nixpkgs});
        QCOMPARE(blocked.exitCode, 3);
        QVERIFY2(
            blocked.out.contains(QStringLiteral("error: description: meta.description is missing")),
            qPrintable(blocked.out));
        QVERIFY2(
            blocked.out.contains(QStringLiteral(
                "error: mainProgram: meta.mainProgram is \"hellp\", but $out/bin holds hello")),
            qPrintable(blocked.out));
        QVERIFY(blocked.err.contains(QStringLiteral("--force")));
        QCOMPARE(git(nixpkgs, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}), base);
        // On one terminal the findings come first, then the refusal they cause.
        const Run together
            = exportSession({session, QStringLiteral("--nixpkgs-checkout"), nixpkgs}, true);
        QCOMPARE(together.exitCode, 3);
        const qsizetype finding = together.out.indexOf(QStringLiteral("error: description:"));
        const qsizetype refusal = together.out.indexOf(QStringLiteral("Not exported:"));
        QVERIFY2(finding >= 0 && refusal > finding, qPrintable(together.out));

        const Run forced = exportSession({session, QStringLiteral("--nixpkgs-checkout"), nixpkgs,
            QStringLiteral("--force"), QStringLiteral("--branch"), QStringLiteral("init-hello"),
            QStringLiteral("--reviewed")});
        QVERIFY2(forced.exitCode == 0, qPrintable(forced.out + forced.err));
        QVERIFY(forced.out.contains(QStringLiteral("on branch init-hello")));
        const QString forcedText = readText(session + QStringLiteral("/pull-request.md"));
        QVERIFY(forcedText.contains(QStringLiteral("exported despite its errors")));
        // --reviewed: the maintainer's confirmation ticks the automation/AI-policy box.
        QVERIFY(forcedText.contains(QStringLiteral("- [x] Follows the [automation/AI policy].")));
        QVERIFY(!forced.out.contains(QStringLiteral("--reviewed ticks")));
    }

    /// A package whose src is a file:// URL builds here but is no package for nixpkgs: an
    /// error finding blocks the export.
    void localSourceBlocks()
    {
        if (!m_mirror)
            QSKIP("the Debian archive (source mirror) is unreachable");
        const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString cache = env.value(QStringLiteral("XDG_CACHE_HOME"),
            env.value(QStringLiteral("HOME")) + QStringLiteral("/.cache"));
        const QString mirror = env.value(QStringLiteral("PACKWRIGHT_FIXTURE_MIRROR"),
            cache + QStringLiteral("/packwright/mirror"));
        QString text = readText(m_session + QStringLiteral("/workspace/package.nix"));
        QVERIFY(text.contains(QStringLiteral("mirror://gnu/")));
        text.replace(QStringLiteral("mirror://gnu/"), QStringLiteral("file://%1/gnu/").arg(mirror));
        const QString from = m_dir.filePath(QStringLiteral("filesrc-src/package.nix"));
        writeText(from, text);
        const QString session = package(from, m_dir.filePath(QStringLiteral("filesrc")));

        QTemporaryDir dir;
        const QString nixpkgs = scratchNixpkgs(dir);
        const QString base = git(nixpkgs, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")});
        const Run blocked = exportSession({session, QStringLiteral("--nixpkgs-checkout"), nixpkgs});
        QCOMPARE(blocked.exitCode, 3);
        QVERIFY2(blocked.out.contains(QStringLiteral(
                     "error: src: src is a local path/file:// URL (file://%1/gnu/hello/")
                                          .arg(mirror)),
            qPrintable(blocked.out));
        QVERIFY2(blocked.out.contains(QStringLiteral("nixpkgs needs a fetcher with a public URL")),
            qPrintable(blocked.out));
        QCOMPARE(git(nixpkgs, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}), base);
    }
};

QTEST_GUILESS_MAIN(TestExportCommand)
#include "tst_exportcommand.moc"
