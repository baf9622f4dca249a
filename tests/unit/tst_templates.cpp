// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The trigger pre-filter (Aho–Corasick) and Drain template mining (agent/evidence).

#include "evidence/TemplateMiner.h"
#include "evidence/TriggerIndex.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace packwright::evidence;

namespace {

QList<int> found(const TriggerIndex &index, const std::string &text)
{
    static std::uint32_t stamp = 0;
    std::vector<int> ids;
    std::vector<std::uint32_t> seen;
    index.find(text, ids, seen, ++stamp);
    std::sort(ids.begin(), ids.end());
    return QList<int>(ids.begin(), ids.end());
}

} // namespace

class TestTemplates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void triggers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("expected");
        // ids: 0 "he", 1 "she", 2 "his", 3 "hers", 4 "error:"
        QTest::newRow("overlapping") << QStringLiteral("ushers") << QList<int>{0, 1, 3};
        QTest::newRow("any case") << QStringLiteral("USHERS") << QList<int>{0, 1, 3};
        QTest::newRow("none") << QStringLiteral("nothing to see") << QList<int>{};
        QTest::newRow("punctuation") << QStringLiteral("x.c:1:2: Error: foo") << QList<int>{4};
        QTest::newRow("repeated once") << QStringLiteral("he he he") << QList<int>{0};
        QTest::newRow("at the very end") << QStringLiteral("it was his") << QList<int>{2};
    }
    void triggers()
    {
        QFETCH(QString, text);
        QFETCH(QList<int>, expected);
        const TriggerIndex index({"he", "she", "his", "hers", "error:"});
        QCOMPARE(found(index, text.toStdString()), expected);
    }

    /// Long lines are scanned in two or four parts at once; a trigger across a boundary, at
    /// the start or at the end must still be found, at every offset and around the lengths
    /// where the parts change (2 × 19 + 16 and 4 × 19 + 8 bytes).
    void triggersOnLongLines()
    {
        const TriggerIndex index({"undefined reference", "fatal error"});
        for (std::size_t length :
            {40U, 53U, 54U, 55U, 64U, 65U, 83U, 84U, 85U, 86U, 87U, 200U, 4001U}) {
            for (std::size_t at = 0; at + 19 <= length; ++at) {
                std::string line(length, '.');
                line.replace(at, 19, "undefined reference");
                QCOMPARE(found(index, line), QList<int>{0});
            }
            std::string clean(length, 'x');
            QCOMPARE(found(index, clean), QList<int>{});
        }
    }

    void drainJoinsLinesOfOneTemplate()
    {
        TemplateMiner miner;
        const auto a = miner.add("make: Entering directory '/build/foo/src'");
        const auto b = miner.add("make: Entering directory '/build/bar/lib'");
        QVERIFY(a.created);
        QVERIFY(!b.created);
        QCOMPARE(b.cluster, a.cluster);
        QCOMPARE(b.size, 2);
        QCOMPARE(miner.templateText(a.cluster), QStringLiteral("make: Entering directory <*>"));
    }

    void drainSeparatesDifferentLines()
    {
        TemplateMiner miner;
        const auto a = miner.add("checking for gcc... yes");
        const auto b = miner.add("make: *** [Makefile:12: all] Error 1");
        const auto c = miner.add("checking for gcc"); // another length: another branch
        QVERIFY(a.cluster != b.cluster);
        QVERIFY(c.cluster != a.cluster);
        QCOMPARE(miner.clusterCount(), 3);
    }

    void drainMasksNumbers()
    {
        TemplateMiner miner;
        const auto a = miner.add("test 3 of 10 passed");
        const auto b = miner.add("test 4 of 10 passed");
        QCOMPARE(a.cluster, b.cluster);
        QCOMPARE(miner.templateText(a.cluster), QStringLiteral("test <*> of <*> passed"));
    }

    void drainBelowSimilarityMakesANewCluster()
    {
        TemplateMiner miner;
        const auto a = miner.add("alpha beta gamma delta");
        const auto b = miner.add("alpha beta zeta theta"); // 2 of 4 tokens: 0.5 joins
        const auto c = miner.add("alpha beta one two");
        QCOMPARE(b.cluster, a.cluster);
        QCOMPARE(c.cluster, a.cluster);
        TemplateMiner strict(TemplateMiner::Options{4, 0.75, 100, 50000, 80});
        const auto d = strict.add("alpha beta gamma delta");
        const auto e = strict.add("alpha beta zeta theta");
        QVERIFY(d.cluster != e.cluster);
    }

    void drainIsBounded()
    {
        TemplateMiner miner(TemplateMiner::Options{4, 0.5, 100, 3, 80});
        for (int i = 0; i < 10; ++i)
            miner.add("unique" + std::string(std::size_t(i + 1), 'q') + " line");
        QCOMPARE(miner.clusterCount(), 3);
        const auto overflow = miner.add("something else entirely here");
        QCOMPARE(overflow.cluster, -1);
        QVERIFY(overflow.created);
        QCOMPARE(miner.lookup("uniqueq line").size, 1);
    }
};

QTEST_GUILESS_MAIN(TestTemplates)
#include "tst_templates.moc"
