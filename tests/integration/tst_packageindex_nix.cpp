// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The package index built by real nix-env over the fixture package set (top level and
// python3Packages, with the aliases and inherited names nix-env leaves out), reused from its
// cache file, rebuilt when the set changes; and the file
// locator running a nix-locate stand-in as a real process.
#include "FixtureNix.h"
#include "tools/FileLocator.h"
#include "tools/PackageIndex.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::tools;

namespace {

const QString fixtureSet = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/nixpkgs");

nix::BuildOptions offlineOptions()
{
    nix::BuildOptions options;
    options.options = packwright::testing::fixtureNixOptions();
    options.timeout = std::chrono::seconds(300);
    return options;
}

bool copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(file);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(file, target))
            return false;
    }
    return true;
}

QStringList attributes(const QList<PackageEntry> &entries)
{
    QStringList result;
    for (const PackageEntry &e : entries)
        result.append(e.attribute);
    return result;
}

void writeScript(const QString &path, const QByteArray &body)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#!/bin/sh\n" + body);
    file.close();
    QVERIFY(file.setPermissions(file.permissions() | QFileDevice::ExeOwner));
}

} // namespace

class TestPackageIndexNix : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void buildFixtureSet();
    void rebuildWhenTheSetChanges();
    void unknownNestedSetIsSkipped();
    void missingNix();
    void locatorRunsNixLocate();
    void locatorReportsFailure();
};

void TestPackageIndexNix::buildFixtureSet()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("cache/fixture.sqlite"));
    auto built = PackageIndex::build(fixtureSet, file, offlineOptions());
    QVERIFY2(built.ok(),
        qPrintable(built.ok() ? QString() : built.error().message + built.error().detail));
    const PackageIndex &index = built.value();
    QVERIFY(!index.reused());
    QVERIFY2(index.size() > 30, qPrintable(QString::number(index.size())));

    const auto zlib = index.find(QStringLiteral("zlib"));
    QVERIFY(zlib);
    QCOMPARE(zlib->version, QStringLiteral("1.2.13"));
    QVERIFY(zlib->description.contains(QStringLiteral("zlib1g-dev")));
    QCOMPARE(attributes(index.search(QStringLiteral("oniguruma"), 5)).value(0),
        QStringLiteral("oniguruma"));
    QCOMPARE(attributes(index.search(QStringLiteral("packaging"), 5)).value(0),
        QStringLiteral("python3Packages.packaging"));
    const auto pytest = index.find(QStringLiteral("python3Packages.pytest"));
    QVERIFY(pytest);
    QCOMPARE(pytest->version, QStringLiteral("7.2.1"));
    QVERIFY(index.find(QStringLiteral("python3Packages.setuptools")));
    QVERIFY(!index.find(QStringLiteral("packaging"))); // nested attributes keep their set

    // Issue 17: nix-env lists a package once, under the first of its names (`python`); the
    // other names that reach it (`python3`, an inherit; `python311`; the Python set's own
    // `python3`) are findable too, and an exact name ranks first.
    for (const char *name : {"python3", "python311", "python3Packages.python3", "coreutils"})
        QVERIFY2(index.find(QString::fromLatin1(name)), name);
    QCOMPARE(
        attributes(index.search(QStringLiteral("python3"), 5)).value(0), QStringLiteral("python3"));
    QCOMPARE(index.find(QStringLiteral("python3"))->version, QStringLiteral("3.11.2"));
    QCOMPARE(
        attributes(index.search(QStringLiteral("python"), 5)).value(0), QStringLiteral("python"));

    const QDateTime written = QFileInfo(file).lastModified();
    auto again = PackageIndex::build(fixtureSet, file, offlineOptions());
    QVERIFY(again.ok());
    QVERIFY(again.value().reused());
    QCOMPARE(again.value().size(), index.size());
    QCOMPARE(QFileInfo(file).lastModified(), written);
    QCOMPARE(attributes(again.value().search(QStringLiteral("zlib"), 3)).value(0),
        QStringLiteral("zlib"));
}

void TestPackageIndexNix::rebuildWhenTheSetChanges()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString set = dir.filePath(QStringLiteral("nixpkgs"));
    QVERIFY(copyTree(fixtureSet, set));
    const QString file = dir.filePath(QStringLiteral("index.sqlite"));
    auto first = PackageIndex::build(set, file, offlineOptions());
    QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().message));
    QVERIFY(!first.value().find(QStringLiteral("libpackwright")));

    // A new package in the set: the cached index is stale and rebuilt.
    QFile pkgs(set + QStringLiteral("/pkgs/default.nix"));
    QVERIFY(pkgs.open(QIODevice::ReadOnly));
    QByteArray text = pkgs.readAll();
    pkgs.close();
    const qsizetype end = text.lastIndexOf('}');
    QVERIFY(end > 0);
    text.insert(end,
        "  libpackwright = hostPackage { pname = \"libpackwright\"; version = \"0.1\"; "
        "debs = [ \"zlib1g\" ]; };\n");
    QVERIFY(pkgs.open(QIODevice::WriteOnly | QIODevice::Truncate));
    pkgs.write(text);
    pkgs.close();
    auto second = PackageIndex::build(set, file, offlineOptions());
    QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error().message));
    QVERIFY(!second.value().reused());
    QCOMPARE(second.value().size(), first.value().size() + 1);
    QCOMPARE(attributes(second.value().search(QStringLiteral("packwright"), 3)).value(0),
        QStringLiteral("libpackwright"));
}

void TestPackageIndexNix::unknownNestedSetIsSkipped()
{
    QTemporaryDir dir;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("noSuchSet.*skipped")));
    auto built = PackageIndex::build(fixtureSet, dir.filePath(QStringLiteral("index.sqlite")),
        offlineOptions(), {QStringLiteral("noSuchSet")});
    QVERIFY(built.ok());
    QVERIFY(built.value().find(QStringLiteral("zlib")));
    QVERIFY(!built.value().find(QStringLiteral("python3Packages.packaging")));
}

void TestPackageIndexNix::missingNix()
{
    QTemporaryDir dir;
    nix::BuildOptions options = offlineOptions();
    options.nixBinDir = QStringLiteral("/nonexistent/bin");
    const QString file = dir.filePath(QStringLiteral("index.sqlite"));
    auto built = PackageIndex::build(fixtureSet, file, options);
    QVERIFY(!built.ok());
    QVERIFY(built.error().message.contains(QStringLiteral("nix-env")));
    QVERIFY(!QFileInfo::exists(file));

    // A set that does not evaluate: nix-env's own message.
    const QString broken = dir.filePath(QStringLiteral("broken"));
    QVERIFY(QDir().mkpath(broken));
    QFile nix(broken + QStringLiteral("/default.nix"));
    QVERIFY(nix.open(QIODevice::WriteOnly));
    nix.write("{ ... }: { a = ; }\n");
    nix.close();
    auto failed = PackageIndex::build(broken, file, offlineOptions());
    QVERIFY(!failed.ok());
    QVERIFY2(failed.error().message.contains(QStringLiteral("syntax error")),
        qPrintable(failed.error().message));
}

void TestPackageIndexNix::locatorRunsNixLocate()
{
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("nix-locate"));
    // Prints what nix-locate --minimal prints, only for the expected arguments.
    writeScript(script,
        "[ \"$1 $2 $3 $4 $5\" = \"--top-level --minimal --whole-name -- zlib.h\" ] || exit 3\n"
        "printf 'zlib.dev\\nzlib-ng.dev\\n(python3Packages.zlib-wrapper.out)\\n'\n");
    const FileLocator locator(script);
    QVERIFY(locator.available());
    const auto found = locator.locate(QStringLiteral("include/zlib.h"));
    QVERIFY2(found.ok(), qPrintable(found.ok() ? QString() : found.error().detail));
    QCOMPARE(found.value(),
        (QStringList{QStringLiteral("python3Packages.zlib-wrapper"), QStringLiteral("zlib"),
            QStringLiteral("zlib-ng")}));
    QCOMPARE(locator.locate(QStringLiteral("zlib.h"), 1).value().size(), 1);
}

void TestPackageIndexNix::locatorReportsFailure()
{
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("nix-locate"));
    writeScript(script, "echo 'error: no database found, run nix-index' >&2\nexit 1\n");
    const FileLocator locator(script);
    const auto found = locator.locate(QStringLiteral("zlib.h"));
    QVERIFY(!found.ok());
    QVERIFY(found.error().message.contains(QStringLiteral("nix-index")));
    QVERIFY(found.error().detail.contains(QStringLiteral("no database")));

    writeScript(script, "sleep 30\n");
    const auto slow
        = FileLocator(script).locate(QStringLiteral("zlib.h"), 20, std::chrono::milliseconds(300));
    QVERIFY(!slow.ok());
    QVERIFY(slow.error().message.contains(QStringLiteral("longer")));
}

QTEST_GUILESS_MAIN(TestPackageIndexNix)
#include "tst_packageindex_nix.moc"
