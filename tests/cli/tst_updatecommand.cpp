// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `packwright update PACKAGE.nix` as a maintainer runs it: an in-place update of a real
// package (libspng 0.7.3 → 0.7.4, no model), a failure that leaves the file untouched, the
// nixpkgs checkout the file lies in as the default nixpkgs, and usage errors.
#include "FixtureNix.h"
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

namespace {
const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QString fixtureText(const char *name)
{
    return readText(fixtures + QStringLiteral("/packages/") + QLatin1String(name)
        + QStringLiteral("/package.nix"));
}

bool writeText(const QString &path, const QString &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) >= 0;
}

const QStringList nixOptions = packwright::testing::fixtureCliArgs();

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run update(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    // A crash leaves a core file in the test's directory (kernel.core_pattern "core"): a rare
    // crash of this command under CI load was seen twice and never reproduced by hand.
    process.setChildProcessModifier([] {
        const rlimit unlimited{RLIM_INFINITY, RLIM_INFINITY};
        setrlimit(RLIMIT_CORE, &unlimited);
    });
    process.start(
        QStringLiteral(PACKWRIGHT_EXECUTABLE), QStringList{QStringLiteral("update")} + arguments);
    process.closeWriteChannel();
    if (!process.waitForFinished(300000))
        return {-1, {}, QStringLiteral("did not finish: %1").arg(process.errorString())};
    const QString err = QString::fromUtf8(process.readAllStandardError());
    if (process.exitStatus() != QProcess::NormalExit)
        return {-1, QString::fromUtf8(process.readAllStandardOutput()),
            QStringLiteral("crashed (%1, in %2)\n%3")
                .arg(process.errorString(), QDir::currentPath(), err)};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()), err};
}
} // namespace

class TestUpdateCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qunsetenv("PACKWRIGHT_NIXPKGS"); // the defaults are under test
        QProcess fetch;
        fetch.start(QStringLiteral("bash"), {fixtures + QStringLiteral("/sources/fetch.sh")});
        QVERIFY(fetch.waitForFinished(600000));
        if (fetch.exitCode() != 0)
            QSKIP("the Debian archive (source mirror) is unreachable");
    }

    void updatesInPlace()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("package.nix"));
        const QString original = fixtureText("libspng");
        QVERIFY(writeText(file, original));
        const Run r
            = update(QStringList{file, QStringLiteral("--to"), QStringLiteral("0.7.4"),
                         QStringLiteral("--no-model"), QStringLiteral("--nixpkgs"),
                         fixtures + QStringLiteral("/nixpkgs"), QStringLiteral("--session-dir"),
                         dir.filePath(QStringLiteral("session"))}
                + nixOptions);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(
            r.out.contains(QStringLiteral("libspng 0.7.4 builds (attempt 3)")), qPrintable(r.out));
        QString expected = original;
        expected
            .replace(QStringLiteral("version = \"0.7.3\";"), QStringLiteral("version = \"0.7.4\";"))
            .replace(QStringLiteral("sha256-pQytvoCP/aGn+rF9FF9SojsWPzSz6zaWx+y1pSNA/B0="),
                QStringLiteral("sha256-R+wCvmwKYyMERgCpIhsEn2PhlT+vgWkD5zg9TcQjRIc="));
        QCOMPARE(readText(file), expected); // formatting and comments kept: no nixfmt
        const QString reportFile = dir.filePath(QStringLiteral("session/report.md"));
        QVERIFY2(r.out.contains(QStringLiteral("(report: %1)").arg(reportFile)), qPrintable(r.out));
        const QString report = readText(reportFile);
        QVERIFY(report.contains(QStringLiteral("libspng 0.7.4")));

        // The same session directory again: refused before any work, the first report kept.
        const Run again
            = update(QStringList{file, QStringLiteral("--to"), QStringLiteral("0.7.4"),
                         QStringLiteral("--no-model"), QStringLiteral("--nixpkgs"),
                         fixtures + QStringLiteral("/nixpkgs"), QStringLiteral("--session-dir"),
                         dir.filePath(QStringLiteral("session"))}
                + nixOptions);
        QVERIFY2(
            again.exitCode == 2, qPrintable(QString::number(again.exitCode) + u' ' + again.err));
        QVERIFY2(
            again.err.contains(QStringLiteral("already holds a session")), qPrintable(again.err));
        QCOMPARE(readText(reportFile), report);
    }

    void failureLeavesTheFileUntouched()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("package.nix"));
        const QString original = fixtureText("tiny-git");
        QVERIFY(writeText(file, original));
        const Run r
            = update(QStringList{file, QStringLiteral("--to"), QStringLiteral("1.1"),
                         QStringLiteral("--no-model"), QStringLiteral("--no-quick-fixes"),
                         QStringLiteral("--nixpkgs"), fixtures + QStringLiteral("/nixpkgs"),
                         QStringLiteral("--session-dir"), dir.filePath(QStringLiteral("session"))}
                + nixOptions);
        // tiny 1.1 needs zlib: no fix without a model or quick fixes
        QVERIFY2(r.exitCode == 15, qPrintable(QString::number(r.exitCode) + u' ' + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("is unchanged")), qPrintable(r.out));
        QCOMPARE(readText(file), original);
        QVERIFY(readText(dir.filePath(QStringLiteral("session/report.md")))
                    .contains(QStringLiteral("zlib.h")));
    }

    /// A package inside a nixpkgs checkout builds against that checkout by default.
    void usesTheEnclosingCheckout()
    {
        QTemporaryDir checkout;
        QProcess copy;
        copy.start(QStringLiteral("cp"),
            {QStringLiteral("-r"), fixtures + QStringLiteral("/nixpkgs/."), checkout.path()});
        QVERIFY(copy.waitForFinished() && copy.exitCode() == 0);
        const QString file
            = checkout.filePath(QStringLiteral("pkgs/by-name/ti/tiny-git/package.nix"));
        QVERIFY(writeText(file, fixtureText("tiny-git")));
        QTemporaryDir session;
        const Run r = update(QStringList{file, QStringLiteral("--to"), QStringLiteral("1.0"),
                                 QStringLiteral("--no-model"), QStringLiteral("--session-dir"),
                                 session.filePath(QStringLiteral("s"))}
            + nixOptions);
        // Exit status and both streams on failure: it failed once in CI with a session that
        // built (stderr ended "Attempt 1 builds") and could not be reproduced.
        const QString all
            = QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3").arg(r.exitCode).arg(r.out, r.err);
        QVERIFY2(r.exitCode == 0, qPrintable(all));
        QVERIFY2(
            r.out.contains(QStringLiteral("tiny-git 1.0 builds (attempt 1)")), qPrintable(all));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no file") << QStringList{} << QStringLiteral("exactly one PACKAGE.nix");
        QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/package.nix")}
                                      << QStringLiteral("no such file");
        QTest::newRow("directory") << QStringList{fixtures + QStringLiteral("/packages/tiny-git")}
                                   << QStringLiteral("is a directory; give its package.nix");
        QTest::newRow("empty --to") << QStringList{
            fixtures + QStringLiteral("/packages/tiny-git/package.nix"), QStringLiteral("--to"),
            QString()} << QStringLiteral("--to wants a version");
        QTest::newRow("no nixpkgs")
            << QStringList{fixtures + QStringLiteral("/packages/tiny-git/package.nix"),
                   QStringLiteral("--no-model")}
            << QStringLiteral("--nixpkgs");
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = update(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestUpdateCommand)
#include "tst_updatecommand.moc"
