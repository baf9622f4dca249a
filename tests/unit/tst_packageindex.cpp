// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The nixpkgs package index: ranking (exact attribute, then exact names, then BM25), name
// splitting, hostile queries, reopening, use from another thread, the nix-env listing parser
// and the cache key.
#include "tools/NixpkgsListing.h"
#include "tools/PackageIndex.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QtConcurrent>

using namespace packwright::tools;

namespace {

QList<PackageEntry> sampleEntries()
{
    return {
        {QStringLiteral("zlib"), QStringLiteral("zlib"), QStringLiteral("1.3"),
            QStringLiteral("Lossless data-compression library")},
        {QStringLiteral("zlib-ng"), QStringLiteral("zlib-ng"), QStringLiteral("2.1"),
            QStringLiteral("zlib data compression library for the next generation systems")},
        {QStringLiteral("minizip"), QStringLiteral("minizip"), QStringLiteral("1.3"),
            QStringLiteral("Zip manipulation library built on zlib")},
        {QStringLiteral("libyaml"), QStringLiteral("libyaml"), QStringLiteral("0.2.5"),
            QStringLiteral("A YAML 1.1 parser and emitter written in C")},
        {QStringLiteral("yaml-cpp"), QStringLiteral("yaml-cpp"), QStringLiteral("0.8.0"),
            QStringLiteral("A YAML parser and emitter for C++")},
        {QStringLiteral("openssl"), QStringLiteral("openssl"), QStringLiteral("3.0.12"),
            QStringLiteral("A cryptographic library that implements the SSL and TLS protocols")},
        {QStringLiteral("openssl_1_1"), QStringLiteral("openssl"), QStringLiteral("1.1.1w"),
            QStringLiteral("A cryptographic library that implements the SSL and TLS protocols")},
        {QStringLiteral("python3Packages.packaging"), QStringLiteral("python3.11-packaging"),
            QStringLiteral("23.2"), QStringLiteral("Core utilities for Python packages")},
        {QStringLiteral("python3Packages.pyyaml"), QStringLiteral("python3.11-pyyaml"),
            QStringLiteral("6.0.1"),
            QStringLiteral("The next generation YAML parser and emitter for Python")},
        {QStringLiteral("python3Packages.flit-core"), QStringLiteral("python3.11-flit-core"),
            QStringLiteral("3.9.0"), QStringLiteral("Distribution-building parts of Flit")},
        {QStringLiteral("pkg-config"), QStringLiteral("pkg-config-wrapper"),
            QStringLiteral("0.29.2"),
            QStringLiteral(
                "A tool that allows packages to find out information about other packages")},
        {QStringLiteral("oniguruma"), QStringLiteral("onig"), QStringLiteral("6.9.9"),
            QStringLiteral("Regular expressions library")},
        // One interpreter under several names, as the listing has it with its aliases.
        {QStringLiteral("python"), QStringLiteral("python3"), QStringLiteral("3.11.2"),
            QStringLiteral("High-level dynamically-typed programming language")},
        {QStringLiteral("python3Packages.python"), QStringLiteral("python3"),
            QStringLiteral("3.11.2"),
            QStringLiteral("High-level dynamically-typed programming language")},
        {QStringLiteral("python311"), QStringLiteral("python3"), QStringLiteral("3.11.2"),
            QStringLiteral("High-level dynamically-typed programming language")},
        {QStringLiteral("python3"), QStringLiteral("python3"), QStringLiteral("3.11.2"),
            QStringLiteral("High-level dynamically-typed programming language")},
        {QStringLiteral("zlib"), QStringLiteral("duplicate"), QString(), QString()},
    };
}

QStringList attributes(const QList<PackageEntry> &entries)
{
    QStringList result;
    for (const PackageEntry &e : entries)
        result.append(e.attribute);
    return result;
}

} // namespace

class TestPackageIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void ranking_data();
    void ranking();
    void limitAndEmpty();
    void commonWords();
    void hostileQueries_data();
    void hostileQueries();
    void find();
    void reopen();
    void otherThread();
    void openRefusesOtherFiles();
    void nameWords_data();
    void nameWords();
    void parseListing();
    void parseListingRejectsGarbage();
    void cacheKeyFollowsContents();
    void concurrentWritesOfOneFile();

private:
    QTemporaryDir m_dir;
    PackageIndex m_index;
};

void TestPackageIndex::initTestCase()
{
    QVERIFY(m_dir.isValid());
    auto index
        = PackageIndex::fromEntries(sampleEntries(), m_dir.filePath(QStringLiteral("p.sqlite")));
    QVERIFY2(index.ok(), qPrintable(index.ok() ? QString() : index.error().detail));
    m_index = std::move(index).value();
    QCOMPARE(m_index.size(), 16); // the duplicate zlib is dropped
}

void TestPackageIndex::init()
{
    // A failing SQL statement only logs a warning and returns fewer results: make it fail.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("package search failed")));
}

void TestPackageIndex::ranking_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("expectedFirst");

    QTest::newRow("exact attribute first")
        << QStringLiteral("zlib") << QStringList{QStringLiteral("zlib")};
    QTest::newRow("exact attribute any case")
        << QStringLiteral("ZLIB") << QStringList{QStringLiteral("zlib")};
    QTest::newRow("pname before words") << QStringLiteral(
        "openssl") << QStringList{QStringLiteral("openssl"), QStringLiteral("openssl_1_1")};
    QTest::newRow("nested leaf") << QStringLiteral("packaging")
                                 << QStringList{QStringLiteral("python3Packages.packaging")};
    QTest::newRow("nested full") << QStringLiteral("python3Packages.flit-core")
                                 << QStringList{QStringLiteral("python3Packages.flit-core")};
    QTest::newRow("pname differs from attribute")
        << QStringLiteral("onig") << QStringList{QStringLiteral("oniguruma")};
    QTest::newRow("lib prefix dropped")
        << QStringLiteral("yaml") << QStringList{QStringLiteral("libyaml")};
    QTest::newRow("camel part") << QStringLiteral("flit")
                                << QStringList{QStringLiteral("python3Packages.flit-core")};
    QTest::newRow("description words")
        << QStringLiteral("regular expressions") << QStringList{QStringLiteral("oniguruma")};
    QTest::newRow("prefix of a name")
        << QStringLiteral("onigur") << QStringList{QStringLiteral("oniguruma")};
    QTest::newRow("hyphenated") << QStringLiteral("pkg-config")
                                << QStringList{QStringLiteral("pkg-config")};
    // Issue 17: the exact attribute path first, before attributes whose pname is the query.
    QTest::newRow("exact alias first")
        << QStringLiteral("python3") << QStringList{QStringLiteral("python3")};
    QTest::newRow("exact nested alias first") << QStringLiteral(
        "python3Packages.python") << QStringList{QStringLiteral("python3Packages.python")};
}

void TestPackageIndex::ranking()
{
    QFETCH(QString, query);
    QFETCH(QStringList, expectedFirst);
    const QStringList found = attributes(m_index.search(query, 10));
    QVERIFY2(found.size() >= expectedFirst.size(), qPrintable(found.join(QLatin1Char(' '))));
    QCOMPARE(found.mid(0, expectedFirst.size()), expectedFirst);
    QCOMPARE(found.size(), QSet<QString>(found.begin(), found.end()).size()); // no duplicates
}

void TestPackageIndex::limitAndEmpty()
{
    const QStringList zlibs = attributes(m_index.search(QStringLiteral("zlib"), 10));
    QVERIFY(zlibs.contains(QStringLiteral("zlib-ng")));
    QVERIFY(zlibs.contains(QStringLiteral("minizip"))); // by its description
    QCOMPARE(m_index.search(QStringLiteral("zlib"), 2).size(), 2);
    QVERIFY(m_index.search(QStringLiteral("zlib"), 0).isEmpty());
    QVERIFY(m_index.search(QStringLiteral("   "), 5).isEmpty());
    QVERIFY(m_index.search(QStringLiteral("qwertyuiop"), 5).isEmpty());
    QVERIFY(PackageIndex().search(QStringLiteral("zlib")).isEmpty());
    QCOMPARE(PackageIndex().size(), 0);
}

void TestPackageIndex::commonWords()
{
    // "library" is in every description, "compression" in most of them: common words. They
    // do not rank, but still find packages when nothing else is asked.
    QList<PackageEntry> entries;
    for (int i = 0; i < 1200; ++i)
        entries.append(
            {QStringLiteral("pkg%1").arg(i), QStringLiteral("pkg%1").arg(i), QStringLiteral("1.0"),
                i % 3 ? QStringLiteral("A compression library") : QStringLiteral("A library")});
    entries.append({QStringLiteral("libyaml"), QStringLiteral("libyaml"), QStringLiteral("0.2.5"),
        QStringLiteral("A YAML parser library")});
    QTemporaryDir dir;
    auto index = PackageIndex::fromEntries(entries, dir.filePath(QStringLiteral("common.sqlite")));
    QVERIFY(index.ok());
    QCOMPARE(index.value().search(QStringLiteral("library"), 7).size(), 7);
    const QList<PackageEntry> both
        = index.value().search(QStringLiteral("compression library"), 50);
    QCOMPARE(both.size(), 50);
    for (const PackageEntry &e : both)
        QVERIFY(e.description.contains(QStringLiteral("compression")));
    // A rare word ranks, the common one is left out of the ranking.
    QCOMPARE(attributes(index.value().search(QStringLiteral("parser library"), 5)),
        QStringList{QStringLiteral("libyaml")});
}

void TestPackageIndex::hostileQueries_data()
{
    QTest::addColumn<QString>("query");
    QTest::newRow("quotes") << QStringLiteral("\"zlib\" OR \"");
    QTest::newRow("fts operators") << QStringLiteral("zlib NEAR(openssl) AND NOT * ^");
    QTest::newRow("sql") << QStringLiteral("'; DROP TABLE packages; --");
    QTest::newRow("column filter") << QStringLiteral("description:zlib");
    QTest::newRow("unicode") << QStringLiteral("zlïb ☃");
    QTest::newRow("long") << QString(5000, QLatin1Char('a'));
}

void TestPackageIndex::hostileQueries()
{
    QFETCH(QString, query);
    m_index.search(query, 10); // must not fail or crash
    QCOMPARE(m_index.find(QStringLiteral("zlib"))->version, QStringLiteral("1.3"));
}

void TestPackageIndex::find()
{
    const auto found = m_index.find(QStringLiteral("python3Packages.packaging"));
    QVERIFY(found);
    QCOMPARE(found->pname, QStringLiteral("python3.11-packaging"));
    QCOMPARE(found->version, QStringLiteral("23.2"));
    QVERIFY(!m_index.find(QStringLiteral("packaging")));
    QVERIFY(!m_index.find(QStringLiteral("ZLIB"))); // exact
}

void TestPackageIndex::reopen()
{
    const auto reopened = PackageIndex::open(m_index.indexFile());
    QVERIFY(reopened.ok());
    QCOMPARE(reopened.value().size(), m_index.size());
    QCOMPARE(attributes(reopened.value().search(QStringLiteral("yaml"), 3)),
        attributes(m_index.search(QStringLiteral("yaml"), 3)));
    QVERIFY(!reopened.value().reused());
}

void TestPackageIndex::otherThread()
{
    QStringList found;
    std::optional<PackageEntry> entry;
    std::unique_ptr<QThread> thread(QThread::create([&] {
        found = attributes(m_index.search(QStringLiteral("packaging"), 3));
        entry = m_index.find(QStringLiteral("libyaml"));
    }));
    thread->start();
    QVERIFY(thread->wait(10000));
    QCOMPARE(found.value(0), QStringLiteral("python3Packages.packaging"));
    QVERIFY(entry);
    QCOMPARE(entry->version, QStringLiteral("0.2.5"));
}

void TestPackageIndex::openRefusesOtherFiles()
{
    QVERIFY(!PackageIndex::open(m_dir.filePath(QStringLiteral("missing.sqlite"))).ok());
    const QString text = m_dir.filePath(QStringLiteral("text.sqlite"));
    QFile file(text);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a database at all, just some text of some length.........................");
    file.close();
    QVERIFY(!PackageIndex::open(text).ok());
}

void TestPackageIndex::nameWords_data()
{
    QTest::addColumn<QString>("attribute");
    QTest::addColumn<QString>("words");
    QTest::newRow("plain") << QStringLiteral("zlib") << QString();
    QTest::newRow("lib prefix") << QStringLiteral("libyaml") << QStringLiteral("yaml");
    QTest::newRow("nested hyphen") << QStringLiteral("python3Packages.flit-core")
                                   << QStringLiteral("python3 packages flitcore");
    QTest::newRow("camel") << QStringLiteral("autoreconfHook") << QStringLiteral("autoreconf hook");
    QTest::newRow("short lib") << QStringLiteral("libz") << QString();
}

void TestPackageIndex::nameWords()
{
    QFETCH(QString, attribute);
    QFETCH(QString, words);
    QCOMPARE(PackageIndex::nameWords(attribute), words);
}

void TestPackageIndex::parseListing()
{
    const QByteArray json = R"({
      "zlib": {"name": "zlib-1.3", "pname": "zlib", "version": "1.3",
               "meta": {"description": "Lossless  data-compression\nlibrary"}},
      "autoreconfHook": {"name": "autoreconf-hook", "pname": "autoreconf-hook", "version": "",
               "meta": {}},
      "broken": {"pname": "broken", "meta": {"description": ["not", "a", "string"]}}
    })";
    const auto parsed = parseNixEnvListing(json);
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.value().size(), 3);
    QCOMPARE(parsed.value().at(0).attribute, QStringLiteral("autoreconfHook"));
    QCOMPARE(parsed.value().at(1).description, QString());
    QCOMPARE(parsed.value().at(2),
        (PackageEntry{QStringLiteral("zlib"), QStringLiteral("zlib"), QStringLiteral("1.3"),
            QStringLiteral("Lossless data-compression library")}));
}

void TestPackageIndex::parseListingRejectsGarbage()
{
    QVERIFY(!parseNixEnvListing("error: attribute 'x' missing").ok());
    QVERIFY(!parseNixEnvListing("[1, 2]").ok());
    QVERIFY(parseNixEnvListing("{}").ok());
}

void TestPackageIndex::cacheKeyFollowsContents()
{
    QTemporaryDir set;
    QVERIFY(set.isValid());
    QDir().mkpath(set.filePath(QStringLiteral("pkgs")));
    QFile top(set.filePath(QStringLiteral("default.nix")));
    QVERIFY(top.open(QIODevice::WriteOnly));
    top.write("import ./pkgs\n");
    top.close();
    QFile pkgs(set.filePath(QStringLiteral("pkgs/default.nix")));
    QVERIFY(pkgs.open(QIODevice::WriteOnly));
    pkgs.write("{ }\n");
    pkgs.close();
    const QString first = nixpkgsCacheKey(set.path());
    QCOMPARE(nixpkgsCacheKey(set.path()), first);
    QVERIFY(first.startsWith(QFileInfo(set.path()).canonicalFilePath()));
    QVERIFY(pkgs.open(QIODevice::Append));
    pkgs.write("# a new package\n");
    pkgs.close();
    QVERIFY(nixpkgsCacheKey(set.path()) != first);
}

/// Two sessions of one process (a batch's jobs) writing the index of the same nixpkgs at once:
/// each writes its own temporary file (they shared one named after the process), and the
/// file left behind is a whole index.
void TestPackageIndex::concurrentWritesOfOneFile()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shared.sqlite"));
    QList<PackageEntry> many;
    for (int i = 0; i < 3000; ++i)
        many.append({QStringLiteral("pkg%1").arg(i), QStringLiteral("pkg%1").arg(i),
            QStringLiteral("1.0"), QStringLiteral("package number %1").arg(i)});
    for (int round = 0; round < 5; ++round) {
        auto a = QtConcurrent::run([&] { return PackageIndex::fromEntries(many, file).ok(); });
        auto b = QtConcurrent::run([&] { return PackageIndex::fromEntries(many, file).ok(); });
        QVERIFY(a.result());
        QVERIFY(b.result());
        const auto index = PackageIndex::open(file);
        QVERIFY(index);
        QCOMPARE(index.value().size(), 3000);
    }
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.tmp-*")}, QDir::Files).size(), 0);
}

QTEST_GUILESS_MAIN(TestPackageIndex)
#include "tst_packageindex.moc"
