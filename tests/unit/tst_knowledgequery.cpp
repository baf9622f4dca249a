// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Turning a failure signal's text into knowledge search terms, phrases and names, and the
// index text that matches them.
#include "evidence/KnowledgeQuery.h"

#include <QTest>

using namespace packwright::evidence;

class TestKnowledgeQuery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void searchTerms_data();
    void searchTerms();
    void indexTextMatchesQueryWords();
};

void TestKnowledgeQuery::searchTerms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("terms");
    QTest::addColumn<QStringList>("phrases");
    QTest::addColumn<QStringList>("names");

    // Stop words ("in"), numbers and one-letter words do not separate phrases.
    QTest::newRow("store path in quotes")
        << QStringLiteral("error: hash mismatch in fixed-output derivation "
                          "'/nix/store/8xjvnvzqr7c41zv6ccb64r2pdbcamikm-source.drv':")
        << QStringList{QStringLiteral("error"), QStringLiteral("hash"), QStringLiteral("mismatch"),
               QStringLiteral("fixed"), QStringLiteral("output"), QStringLiteral("derivation")}
        << QStringList{QStringLiteral("error hash"), QStringLiteral("hash mismatch"),
               QStringLiteral("mismatch fixed"), QStringLiteral("fixed output"),
               QStringLiteral("output derivation")}
        << QStringList{QStringLiteral("source"), QStringLiteral("drv")};
    QTest::newRow("placeholders and numbers do not separate")
        << QStringLiteral("<store>/bin/ld: cannot find -lfoo <n> 1234 <path> x")
        << QStringList{QStringLiteral("bin"), QStringLiteral("ld"), QStringLiteral("cannot"),
               QStringLiteral("find"), QStringLiteral("lfoo")}
        << QStringList{QStringLiteral("bin ld"), QStringLiteral("ld cannot"),
               QStringLiteral("cannot find"), QStringLiteral("find lfoo")}
        << QStringList{};
    QTest::newRow("quoted name between words")
        << QStringLiteral("No package 'gtk+-3.0' found")
        << QStringList{QStringLiteral("no"), QStringLiteral("package"), QStringLiteral("found")}
        << QStringList{QStringLiteral("no package"), QStringLiteral("package found")}
        << QStringList{QStringLiteral("gtk")};
    QTest::newRow("apostrophes open no quote")
        << QStringLiteral("Can't exec \"/bin/sh\": pattern doesn't match")
        << QStringList{QStringLiteral("exec"), QStringLiteral("pattern"), QStringLiteral("doesn"),
               QStringLiteral("match")}
        << QStringList{QStringLiteral("exec pattern"), QStringLiteral("pattern doesn"),
               QStringLiteral("doesn match")}
        << QStringList{QStringLiteral("bin"), QStringLiteral("sh")};
    QTest::newRow("header brackets stay")
        << QStringLiteral("did you forget to '#include <cstdint>'?")
        << QStringList{QStringLiteral("forget")} << QStringList{}
        << QStringList{QStringLiteral("include"), QStringLiteral("cstdint")};
    QTest::newRow("duplicates, case, lines")
        << QStringLiteral("Error ERROR error: No such file\nfile error")
        << QStringList{QStringLiteral("error"), QStringLiteral("no"), QStringLiteral("such"),
               QStringLiteral("file")}
        << QStringList{QStringLiteral("error no"), QStringLiteral("no such"),
               QStringLiteral("such file"), QStringLiteral("file error")}
        << QStringList{};
    QTest::newRow("names also outside quotes are terms")
        << QStringLiteral("attribute 'foo' missing; foo")
        << QStringList{QStringLiteral("attribute"), QStringLiteral("missing"),
               QStringLiteral("foo")}
        << QStringList{QStringLiteral("attribute missing"), QStringLiteral("missing foo")}
        << QStringList{};
    QTest::newRow("only noise") << QStringLiteral("<hash> 42 - ' \" * <n>") << QStringList{}
                                << QStringList{} << QStringList{};
}

void TestKnowledgeQuery::searchTerms()
{
    QFETCH(QString, text);
    QFETCH(QStringList, terms);
    QFETCH(QStringList, phrases);
    QFETCH(QStringList, names);
    const KnowledgeQueryParts parts = knowledgeQueryParts(text);
    QCOMPARE(parts.terms, terms);
    QCOMPARE(parts.phrases, phrases);
    QCOMPARE(parts.names, names);
}

void TestKnowledgeQuery::indexTextMatchesQueryWords()
{
    // The index keeps the same words as a query, so phrases meet across stop words.
    QCOMPARE(knowledgeIndexText(QStringLiteral("Requested '<name> >= <n>' but version of <name> "
                                               "is <n>\nNo package '<name>' found")),
        QStringLiteral("requested version\nno package found"));
    QCOMPARE(knowledgeIndexText(QStringLiteral("lib.fakeHash, 'imp' (Python 3.12)")),
        QStringLiteral("lib fakehash imp python"));
    QCOMPARE(knowledgeIndexText(
                 QStringLiteral("sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA= "
                                "sha256:0000000000000000000000000000000000000000000000000000")),
        QStringLiteral("sha256 fakehash sha256 fakehash"));
}

QTEST_GUILESS_MAIN(TestKnowledgeQuery)
#include "tst_knowledgequery.moc"
