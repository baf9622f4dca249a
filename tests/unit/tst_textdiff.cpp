// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Line-level hunks of two texts (agent/workspace/TextDiff): what the expression editor marks.
#include "workspace/TextDiff.h"

#include <QTest>

using namespace packwright;

namespace {
/// "oldStart,removedCount>newStart,addedCount[removed|lines]" for each hunk, space-separated.
QString describe(const QList<workspace::LineHunk> &hunks)
{
    QStringList out;
    for (const workspace::LineHunk &h : hunks)
        out << QStringLiteral("%1,%2>%3,%4[%5]")
                   .arg(h.oldStart)
                   .arg(h.removedCount)
                   .arg(h.newStart)
                   .arg(h.addedCount)
                   .arg(h.removed.join(QLatin1Char('|')));
    return out.join(QLatin1Char(' '));
}
} // namespace

class TestTextDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lineHunks_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("hunks");

        const QString abc = QStringLiteral("a\nb\nc\n");
        QTest::newRow("same") << abc << abc << QString();
        QTest::newRow("final newline is no change")
            << abc << QStringLiteral("a\nb\nc") << QString();
        QTest::newRow("added in the middle")
            << QStringLiteral("a\nc\n") << abc << QStringLiteral("1,0>2,1[]");
        QTest::newRow("added at the end")
            << QStringLiteral("a\nb\n") << abc << QStringLiteral("2,0>3,1[]");
        QTest::newRow("changed") << abc << QStringLiteral("a\nB\nc\n")
                                 << QStringLiteral("2,1>2,1[b]");
        QTest::newRow("two changed for one")
            << abc << QStringLiteral("X\nc\n") << QStringLiteral("1,2>1,1[a|b]");
        QTest::newRow("deleted at the start")
            << abc << QStringLiteral("b\nc\n") << QStringLiteral("1,1>0,0[a]");
        QTest::newRow("deleted in the middle")
            << abc << QStringLiteral("a\nc\n") << QStringLiteral("2,1>1,0[b]");
        QTest::newRow("deleted at the end")
            << abc << QStringLiteral("a\nb\n") << QStringLiteral("3,1>2,0[c]");
        QTest::newRow("all deleted") << abc << QString() << QStringLiteral("1,3>0,0[a|b|c]");
        QTest::newRow("all added")
            << QString() << QStringLiteral("a\nb") << QStringLiteral("0,0>1,2[]");
        QTest::newRow("two hunks")
            << QStringLiteral("a\nb\nc\nd\ne\n") << QStringLiteral("a\nB\nc\ne\nf\n")
            << QStringLiteral("2,1>2,1[b] 4,1>3,0[d] 5,0>5,1[]");
        QTest::newRow("utf-8 and blank lines")
            << QStringLiteral("« x »\n\ny\n") << QStringLiteral("« x »\ny\n")
            << QStringLiteral("2,1>1,0[]");
    }

    void lineHunks()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QString, hunks);
        QCOMPARE(describe(workspace::lineHunks(before, after)), hunks);
    }

    void removedLinesKeepTheirText()
    {
        const auto hunks
            = workspace::lineHunks(QStringLiteral("  buildInputs = [ zlib ];\n  meta = { };\n"),
                QStringLiteral("  meta = { };\n"));
        QCOMPARE(hunks.size(), 1);
        QCOMPARE(hunks[0].removed, QStringList{QStringLiteral("  buildInputs = [ zlib ];")});
    }
};

QTEST_GUILESS_MAIN(TestTextDiff)
#include "tst_textdiff.moc"
