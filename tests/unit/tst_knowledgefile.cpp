// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Knowledge files: the bundled data is valid and broad, loading errors name the file and the
// field, later files override by id, the user's files come last, entries write back as JSON.
#include "evidence/KnowledgeBase.h"
#include "evidence/KnowledgeFile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace packwright::evidence;

namespace {

constexpr char bundled[] = ":/knowledge/failure-patterns.json";

/// One valid entry as JSON, for building broken files from.
QJsonObject validEntry(const QString &id)
{
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("title"), QStringLiteral("Frobnicator cannot zorp")},
        {QStringLiteral("ecosystem"), QStringLiteral("nix")},
        {QStringLiteral("category_nix"), QStringLiteral("other")},
        {QStringLiteral("category_evident"), QStringLiteral("packaging")},
        {QStringLiteral("subcategory"), QStringLiteral("packaging configuration error")},
        {QStringLiteral("phase"), QStringLiteral("build")},
        {QStringLiteral("symptoms"), QJsonArray{QStringLiteral("frobnicator: cannot zorp <path>")}},
        {QStringLiteral("keywords"), QJsonArray{QStringLiteral("frobnicate")}},
        {QStringLiteral("cause"), QStringLiteral("The frobnicator lacks a zorp.")},
        {QStringLiteral("fix"), QStringLiteral("Add `zorp` to `nativeBuildInputs`.")},
        {QStringLiteral("target"), QStringLiteral("nativeBuildInputs")},
    };
}

QByteArray fileWith(const QJsonArray &entries, int version = 1)
{
    const QJsonObject root{{QStringLiteral("version"), version},
        {QStringLiteral("about"), QStringLiteral("test")}, {QStringLiteral("entries"), entries}};
    return QJsonDocument(root).toJson();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestKnowledgeFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bundledDataIsValid();
    void bundledFileHasVersionAndAbout();
    void loadErrors_data();
    void loadErrors();
    void missingFileNamesIt();
    void laterFileOverridesById();
    void emptyListIsAnError();
    void defaultPathsEndWithTheUsersFiles();
    void entriesWriteBackAsJson();

private:
    std::optional<KnowledgeBase> m_kb;
};

void TestKnowledgeFile::initTestCase()
{
    auto kb = KnowledgeBase::load();
    QVERIFY2(kb.ok(), qPrintable(kb.ok() ? QString() : kb.error().message + kb.error().detail));
    m_kb = std::move(kb).value();
}

void TestKnowledgeFile::bundledDataIsValid()
{
    const QList<KnowledgeEntry> &entries = m_kb->entries();
    QVERIFY2(entries.size() >= 40, qPrintable(QString::number(entries.size())));

    QSet<QString> seenIds;
    QSet<QString> categoriesUsed;
    for (const KnowledgeEntry &e : entries) {
        const QByteArray where = e.id.toUtf8();
        QVERIFY2(!seenIds.contains(e.id), where.constData());
        seenIds.insert(e.id);
        QVERIFY2(
            !e.title.isEmpty() && !e.cause.isEmpty() && !e.fix.isEmpty() && !e.target.isEmpty(),
            where.constData());
        QVERIFY2(!e.symptoms.isEmpty(), where.constData());
        QVERIFY2(knowledgeEcosystems().contains(e.ecosystem), where.constData());
        QVERIFY2(knowledgeNixCategories().contains(e.categoryNix), where.constData());
        QVERIFY2(knowledgeEvidentCategories().contains(e.categoryEvident), where.constData());
        QVERIFY2(
            knowledgeSubcategories(e.categoryEvident).contains(e.subcategory), where.constData());
        QVERIFY2(knowledgePhases().contains(e.phase), where.constData());
        categoriesUsed.insert(e.categoryNix);
    }
    // Broad coverage: every category a failure can be classified into has patterns.
    for (const QString &category : knowledgeNixCategories())
        QVERIFY2(categoriesUsed.contains(category), qPrintable(category));
}

void TestKnowledgeFile::bundledFileHasVersionAndAbout()
{
    QFile f(QString::fromLatin1(bundled));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), knowledgeFormatVersion);
    QVERIFY(!root.value(QStringLiteral("about")).toString().isEmpty());
    QCOMPARE(root.value(QStringLiteral("entries")).toArray().size(), m_kb->entries().size());
}

void TestKnowledgeFile::loadErrors_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected"); // must appear in the message

    QTest::newRow("broken JSON") << QByteArray("{\n  \"version\": 1,\n  \"entries\": [ }\n")
                                 << QStringLiteral("line 3");
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("must be an object");
    QTest::newRow("no version") << QByteArray("{\"entries\": []}") << QStringLiteral("/version");
    QTest::newRow("newer version")
        << fileWith({validEntry(QStringLiteral("a"))}, 2) << QStringLiteral("/version");
    QTest::newRow("no entries") << QByteArray("{\"version\": 1}") << QStringLiteral("/entries");

    auto broken = [](const QString &key, const QJsonValue &value) {
        QJsonObject e = validEntry(QStringLiteral("ok-entry"));
        if (value.isUndefined())
            e.remove(key);
        else
            e.insert(key, value);
        return fileWith({validEntry(QStringLiteral("first")), e});
    };
    QTest::newRow("unknown category_nix") << broken(QStringLiteral("category_nix"),
        QStringLiteral("frobnication")) << QStringLiteral("/entries/1/category_nix");
    QTest::newRow("unknown category_evident") << broken(QStringLiteral("category_evident"),
        QStringLiteral("weather")) << QStringLiteral("/entries/1/category_evident");
    QTest::newRow("subcategory of another category") << broken(QStringLiteral("subcategory"),
        QStringLiteral("missing dependency")) << QStringLiteral("/entries/1/subcategory");
    QTest::newRow("unknown phase") << broken(QStringLiteral("phase"), QStringLiteral("lunch"))
                                   << QStringLiteral("/entries/1/phase");
    QTest::newRow("unknown ecosystem") << broken(QStringLiteral("ecosystem"), QStringLiteral("deb"))
                                       << QStringLiteral("/entries/1/ecosystem");
    QTest::newRow("missing fix") << broken(QStringLiteral("fix"), QJsonValue(QJsonValue::Undefined))
                                 << QStringLiteral("/entries/1/fix");
    QTest::newRow("empty title") << broken(QStringLiteral("title"), QStringLiteral("  "))
                                 << QStringLiteral("/entries/1/title");
    QTest::newRow("symptoms not an array") << broken(QStringLiteral("symptoms"),
        QStringLiteral("one line")) << QStringLiteral("/entries/1/symptoms");
    QTest::newRow("symptom not a string")
        << broken(QStringLiteral("symptoms"), QJsonArray{QStringLiteral("ok"), 3})
        << QStringLiteral("/entries/1/symptoms/1");
    QTest::newRow("no symptoms") << broken(QStringLiteral("symptoms"), QJsonArray{})
                                 << QStringLiteral("/entries/1/symptoms");
    QTest::newRow("id not kebab-case") << broken(QStringLiteral("id"), QStringLiteral("Not_Kebab"))
                                       << QStringLiteral("/entries/1/id");
    QTest::newRow("duplicate id") << broken(QStringLiteral("id"), QStringLiteral("first"))
                                  << QStringLiteral("/entries/1/id");
    QTest::newRow("entry not an object")
        << fileWith({validEntry(QStringLiteral("first")), QStringLiteral("x")})
        << QStringLiteral("/entries/1");
}

void TestKnowledgeFile::loadErrors()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QVERIFY(writeFile(path, content));

    const auto kb = KnowledgeBase::loadFiles({QString::fromLatin1(bundled), path});
    QVERIFY(!kb.ok());
    QVERIFY2(kb.error().message.contains(path), qPrintable(kb.error().message));
    QVERIFY2(kb.error().message.contains(expected), qPrintable(kb.error().message));
}

void TestKnowledgeFile::missingFileNamesIt()
{
    const QString path = QStringLiteral("/nonexistent/packwright/knowledge.json");
    const auto kb = KnowledgeBase::load(path);
    QVERIFY(!kb.ok());
    QVERIFY2(kb.error().message.contains(path), qPrintable(kb.error().message));
    QVERIFY(!kb.error().detail.isEmpty());
}

void TestKnowledgeFile::laterFileOverridesById()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("user.json"));
    QJsonObject replaced = validEntry(QStringLiteral("fod-hash-mismatch"));
    replaced.insert(QStringLiteral("title"), QStringLiteral("My own hash mismatch advice"));
    QVERIFY(writeFile(path, fileWith({replaced, validEntry(QStringLiteral("frobnicator-zorp"))})));

    const auto kb = KnowledgeBase::loadFiles({QString::fromLatin1(bundled), path});
    QVERIFY2(kb.ok(), qPrintable(kb.ok() ? QString() : kb.error().message));
    const QList<KnowledgeEntry> &entries = kb.value().entries();
    QCOMPARE(entries.size(), m_kb->entries().size() + 1);

    qsizetype bundledPosition = -1;
    for (qsizetype i = 0; i < m_kb->entries().size(); ++i) {
        if (m_kb->entries().at(i).id == QLatin1String("fod-hash-mismatch"))
            bundledPosition = i;
    }
    QVERIFY(bundledPosition >= 0);
    QCOMPARE(entries.at(bundledPosition).id, QStringLiteral("fod-hash-mismatch"));
    QCOMPARE(entries.at(bundledPosition).title, QStringLiteral("My own hash mismatch advice"));
    QCOMPARE(entries.last().id, QStringLiteral("frobnicator-zorp"));

    const auto found = kb.value().search(QStringLiteral("frobnicator: cannot zorp the widget"));
    QVERIFY(!found.isEmpty());
    QCOMPARE(found.first().entry.id, QStringLiteral("frobnicator-zorp"));
}

void TestKnowledgeFile::emptyListIsAnError()
{
    const auto kb = KnowledgeBase::loadFiles({});
    QVERIFY(!kb.ok());
    QVERIFY(!kb.error().message.isEmpty());
}

void TestKnowledgeFile::defaultPathsEndWithTheUsersFiles()
{
    QTemporaryDir home;
    QTemporaryDir system;
    QVERIFY(home.isValid() && system.isValid());
    const QByteArray oldHome = qgetenv("XDG_DATA_HOME");
    const QByteArray oldDirs = qgetenv("XDG_DATA_DIRS");
    qputenv("XDG_DATA_HOME", home.path().toUtf8());
    qputenv("XDG_DATA_DIRS", system.path().toUtf8());
    auto restore = qScopeGuard([&] {
        qputenv("XDG_DATA_HOME", oldHome);
        qputenv("XDG_DATA_DIRS", oldDirs);
    });

    QVERIFY(QDir(home.path()).mkpath(QStringLiteral("packwright/knowledge")));
    QVERIFY(QDir(system.path()).mkpath(QStringLiteral("packwright/knowledge")));
    const QString userFile = home.filePath(QStringLiteral("packwright/knowledge/b.json"));
    const QString systemFile = system.filePath(QStringLiteral("packwright/knowledge/a.json"));
    QJsonObject mine = validEntry(QStringLiteral("shared-id"));
    mine.insert(QStringLiteral("title"), QStringLiteral("the user's"));
    QVERIFY(writeFile(userFile, fileWith({mine})));
    QVERIFY(writeFile(systemFile, fileWith({validEntry(QStringLiteral("shared-id"))})));
    QVERIFY(writeFile(home.filePath(QStringLiteral("packwright/knowledge/notes.txt")), "x"));

    const QStringList paths = KnowledgeBase::defaultPaths();
    QCOMPARE(paths, (QStringList{QString::fromLatin1(bundled), systemFile, userFile}));
    const auto kb = KnowledgeBase::loadFiles(paths);
    QVERIFY2(kb.ok(), qPrintable(kb.ok() ? QString() : kb.error().message));
    QCOMPARE(kb.value().entries().last().title, QStringLiteral("the user's"));
}

void TestKnowledgeFile::entriesWriteBackAsJson()
{
    QJsonArray array;
    for (const KnowledgeEntry &e : m_kb->entries())
        array.append(knowledgeEntryToJson(e));
    const auto reread = parseKnowledgeFile(fileWith(array), QStringLiteral("written.json"));
    QVERIFY2(reread.ok(), qPrintable(reread.ok() ? QString() : reread.error().message));
    QCOMPARE(reread.value().size(), m_kb->entries().size());
    for (qsizetype i = 0; i < reread.value().size(); ++i) {
        const KnowledgeEntry &a = reread.value().at(i);
        const KnowledgeEntry &b = m_kb->entries().at(i);
        QCOMPARE(a.id, b.id);
        QCOMPARE(a.title, b.title);
        QCOMPARE(a.ecosystem, b.ecosystem);
        QCOMPARE(a.categoryNix, b.categoryNix);
        QCOMPARE(a.categoryEvident, b.categoryEvident);
        QCOMPARE(a.subcategory, b.subcategory);
        QCOMPARE(a.phase, b.phase);
        QCOMPARE(a.symptoms, b.symptoms);
        QCOMPARE(a.keywords, b.keywords);
        QCOMPARE(a.cause, b.cause);
        QCOMPARE(a.fix, b.fix);
        QCOMPARE(a.target, b.target);
    }
}

QTEST_GUILESS_MAIN(TestKnowledgeFile)
#include "tst_knowledgefile.moc"
