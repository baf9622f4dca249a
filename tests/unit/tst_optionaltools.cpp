// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// OptionalTools: finding an optional helper (configured path, program name, PATH) and reading
// its `--version` line, with fake executables (small shell scripts) for every outcome.

#include "tools/OptionalTools.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace std::chrono_literals;

namespace {

/// Writes `body` as an executable shell script `name` in `dir`; its path.
QString script(
    const QTemporaryDir &dir, const QString &name, const QByteArray &body, bool executable = true)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write("#!/bin/sh\n" + body + '\n');
    file.close();
    QFile::Permissions permissions = QFile::ReadOwner | QFile::WriteOwner;
    if (executable)
        permissions |= QFile::ExeOwner;
    file.setPermissions(permissions);
    return path;
}

/// Sets PATH for the lifetime of the object.
class PathOverride
{
public:
    explicit PathOverride(const QString &path)
        : m_old(qgetenv("PATH"))
    {
        qputenv("PATH", path.toLocal8Bit());
    }
    ~PathOverride() { qputenv("PATH", m_old); }
    PathOverride(const PathOverride &) = delete;
    PathOverride &operator=(const PathOverride &) = delete;

private:
    QByteArray m_old;
};

} // namespace

class TestOptionalTools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names()
    {
        QCOMPARE(tools::optionalToolNames(),
            (QStringList{QStringLiteral("nixfmt"), QStringLiteral("nix-locate"),
                QStringLiteral("nurl"), QStringLiteral("nix-update")}));
    }

    void versionOfConfiguredPath()
    {
        QTemporaryDir dir;
        const QString fake
            = script(dir, QStringLiteral("my-nixfmt"), "echo; echo 'nixfmt 0.6.0'; echo extra");
        const auto detected = tools::detectTool(QStringLiteral("nixfmt"), fake);
        QVERIFY2(detected.ok(), qPrintable(detected.ok() ? QString() : detected.error().message));
        QCOMPARE(detected.value().program, fake);
        QCOMPARE(detected.value().version, QStringLiteral("nixfmt 0.6.0"));
    }

    void versionOnStandardError()
    {
        QTemporaryDir dir;
        const QString fake = script(dir, QStringLiteral("nurl"), "echo 'nurl 0.3.13' >&2");
        const auto version = tools::toolVersion(fake);
        QVERIFY(version.ok());
        QCOMPARE(version.value(), QStringLiteral("nurl 0.3.13"));
    }

    void foundInPath()
    {
        QTemporaryDir dir;
        const QString fake = script(dir, QStringLiteral("nix-update"), "echo 'nix-update 1.5.1'");
        const PathOverride path(dir.path());
        const auto detected = tools::detectTool(QStringLiteral("nix-update"));
        QVERIFY(detected.ok());
        QCOMPARE(detected.value().program, fake);
        QCOMPARE(detected.value().version, QStringLiteral("nix-update 1.5.1"));

        // A bare program name is looked up in PATH too.
        const auto byName
            = tools::resolveTool(QStringLiteral("nixfmt"), QStringLiteral("nix-update"));
        QVERIFY(byName.ok());
        QCOMPARE(byName.value(), fake);
    }

    void notInstalled()
    {
        QTemporaryDir dir;
        const PathOverride path(dir.path());
        const auto missing = tools::resolveTool(QStringLiteral("nurl"));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().message.contains(QStringLiteral("not installed")),
            qPrintable(missing.error().message));
        QVERIFY(missing.error().message.contains(QStringLiteral("nurl")));
    }

    void badConfiguredPath_data()
    {
        QTest::addColumn<QString>("configured");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing") << QStringLiteral("/no/such/dir/nixfmt")
                                 << QStringLiteral("does not exist");
        QTest::newRow("relative") << QStringLiteral("bin/nixfmt")
                                  << QStringLiteral("absolute path");
        QTest::newRow("not executable")
            << QStringLiteral("SCRIPT") << QStringLiteral("not an executable file");
        QTest::newRow("directory")
            << QStringLiteral("DIR") << QStringLiteral("not an executable file");
        QTest::newRow("name not in PATH")
            << QStringLiteral("no-such-nixfmt-program") << QStringLiteral("not found in PATH");
    }
    void badConfiguredPath()
    {
        QFETCH(QString, configured);
        QFETCH(QString, message);
        QTemporaryDir dir;
        if (configured == u"SCRIPT")
            configured = script(dir, QStringLiteral("plain"), "echo 1", false);
        else if (configured == u"DIR")
            configured = dir.path();
        const auto resolved = tools::resolveTool(QStringLiteral("nixfmt"), configured);
        QVERIFY(!resolved.ok());
        QVERIFY2(resolved.error().message.contains(message), qPrintable(resolved.error().message));
        QVERIFY(!tools::detectTool(QStringLiteral("nixfmt"), configured).ok());
    }

    void failingVersion()
    {
        QTemporaryDir dir;
        const QString fake
            = script(dir, QStringLiteral("broken"), "echo 'error: unknown flag' >&2; exit 3");
        const auto version = tools::toolVersion(fake);
        QVERIFY(!version.ok());
        QVERIFY2(version.error().message.contains(QStringLiteral("exit status 3")),
            qPrintable(version.error().message));
        QCOMPARE(version.error().detail, QStringLiteral("error: unknown flag"));
    }

    void silentVersion()
    {
        QTemporaryDir dir;
        const QString fake = script(dir, QStringLiteral("silent"), "exit 0");
        const auto version = tools::toolVersion(fake);
        QVERIFY(!version.ok());
        QVERIFY(version.error().message.contains(QStringLiteral("printed nothing")));
    }

    void hangingVersionIsKilled()
    {
        QTemporaryDir dir;
        const QString fake = script(dir, QStringLiteral("hangs"), "exec sleep 30");
        QElapsedTimer timer;
        timer.start();
        const auto version = tools::toolVersion(fake, 300ms);
        QVERIFY(!version.ok());
        QVERIFY2(version.error().message.contains(QStringLiteral("300 ms")),
            qPrintable(version.error().message));
        QVERIFY2(timer.elapsed() < 5000, "the time limit was not kept");
    }
};

QTEST_GUILESS_MAIN(TestOptionalTools)
#include "tst_optionaltools.moc"
