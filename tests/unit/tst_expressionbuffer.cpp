// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The in-memory package.nix of a fix step: str_replace with 0, 1 and 2 matches, insert
// positions, numbered views and the edit summaries.
#include "tools/ExpressionBuffer.h"

#include <QTest>

using namespace packwright::tools;

namespace {

const QString sample = QStringLiteral("{ stdenv, zlib }:\n"
                                      "stdenv.mkDerivation {\n"
                                      "  pname = \"demo\";\n"
                                      "  version = \"1.0\";\n"
                                      "  buildInputs = [ zlib ];\n"
                                      "  doCheck = true;\n"
                                      "  doInstallCheck = true;\n"
                                      "}\n");

} // namespace

class TestExpressionBuffer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void view();
    void replaceOnce();
    void replaceMissingNamesClosestLine();
    void replaceAmbiguous();
    void replaceRefusesEmptyAndSame();
    void replaceDeletes();
    void insert_data();
    void insert();
    void insertOutOfRange();
    void noFinalNewlineKept();
};

void TestExpressionBuffer::view()
{
    const ExpressionBuffer buffer(sample);
    QCOMPARE(buffer.lineCount(), 8);
    QCOMPARE(buffer.view(3, 4),
        QStringLiteral("   3|   pname = \"demo\";\n   4|   version = \"1.0\";\n"));
    QCOMPARE(buffer.view().count(QLatin1Char('\n')), 8);
    QVERIFY(buffer.view().startsWith(QStringLiteral("   1| { stdenv, zlib }:\n")));
    QVERIFY(buffer.view(7).endsWith(QStringLiteral("   8| }\n")));
    QCOMPARE(buffer.view(7, 100).count(QLatin1Char('\n')), 2);
    QVERIFY(buffer.view(20).contains(QStringLiteral("8 line")));
    QVERIFY(!buffer.modified());
}

void TestExpressionBuffer::replaceOnce()
{
    ExpressionBuffer buffer(sample);
    const auto result = buffer.strReplace(QStringLiteral("buildInputs = [ zlib ];"),
        QStringLiteral("buildInputs = [ zlib openssl ];"));
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    QVERIFY(buffer.text().contains(QStringLiteral("  buildInputs = [ zlib openssl ];\n")));
    QVERIFY(result.value().contains(QStringLiteral("   5|   buildInputs = [ zlib openssl ];")));
    QVERIFY(result.value().contains(QStringLiteral("   3|"))); // two lines of context
    QVERIFY(result.value().contains(QStringLiteral("   7|")));
    QVERIFY(!result.value().contains(QStringLiteral("   2|")));
    QVERIFY(buffer.modified());
    QCOMPARE(buffer.editSummaries().size(), 1);
    QVERIFY(buffer.editSummaries().first().startsWith(QStringLiteral("str_replace lines 5-5:")));
}

void TestExpressionBuffer::replaceMissingNamesClosestLine()
{
    ExpressionBuffer buffer(sample);
    const auto result = buffer.strReplace(
        QStringLiteral("buildInputs = [ zlib  ];"), QStringLiteral("buildInputs = [ ];"));
    QVERIFY(!result.ok());
    QVERIFY(result.error().message.contains(QStringLiteral("0 times")));
    QVERIFY2(result.error().message.contains(QStringLiteral("closest line is 5")),
        qPrintable(result.error().message));
    QCOMPARE(buffer.text(), sample);
    QVERIFY(!buffer.modified());
}

void TestExpressionBuffer::replaceAmbiguous()
{
    ExpressionBuffer buffer(sample);
    const auto result = buffer.strReplace(QStringLiteral("= true;"), QStringLiteral("= false;"));
    QVERIFY(!result.ok());
    QVERIFY2(result.error().message.contains(QStringLiteral("2 times")),
        qPrintable(result.error().message));
    QVERIFY(result.error().message.contains(QStringLiteral("6, 7")));
    QCOMPARE(buffer.text(), sample);
    // With more context it is unique.
    QVERIFY(buffer.strReplace(QStringLiteral("doCheck = true;"), QStringLiteral("doCheck = false;"))
                .ok());
    QVERIFY(buffer.text().contains(QStringLiteral("doCheck = false;\n  doInstallCheck = true;")));
}

void TestExpressionBuffer::replaceRefusesEmptyAndSame()
{
    ExpressionBuffer buffer(sample);
    QVERIFY(!buffer.strReplace(QString(), QStringLiteral("x")).ok());
    QVERIFY(!buffer.strReplace(QStringLiteral("zlib ]"), QStringLiteral("zlib ]")).ok());
    QCOMPARE(buffer.text(), sample);
    QVERIFY(buffer.editSummaries().isEmpty());
}

void TestExpressionBuffer::replaceDeletes()
{
    ExpressionBuffer buffer(sample);
    const auto result = buffer.strReplace(QStringLiteral("  doCheck = true;\n"), QString());
    QVERIFY(result.ok());
    QCOMPARE(buffer.lineCount(), 7);
    QVERIFY(!buffer.text().contains(QStringLiteral("doCheck = true")));
    QVERIFY(buffer.editSummaries().first().startsWith(QStringLiteral("str_replace lines 6-6:")));
}

void TestExpressionBuffer::insert_data()
{
    QTest::addColumn<int>("afterLine");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("firstNewLine");

    QTest::newRow("top") << 0 << QStringLiteral("# comment") << 1;
    QTest::newRow("middle") << 5 << QStringLiteral("  nativeBuildInputs = [ pkg-config ];") << 6;
    QTest::newRow("end") << 8 << QStringLiteral("# trailing\n") << 9;
    QTest::newRow("two lines") << 2 << QStringLiteral("  a = 1;\n  b = 2;") << 3;
}

void TestExpressionBuffer::insert()
{
    QFETCH(int, afterLine);
    QFETCH(QString, text);
    QFETCH(int, firstNewLine);
    ExpressionBuffer buffer(sample);
    const auto result = buffer.insert(afterLine, text);
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    const QStringList inserted
        = (text.endsWith(QLatin1Char('\n')) ? text.chopped(1) : text).split(QLatin1Char('\n'));
    QCOMPARE(buffer.lineCount(), 8 + inserted.size());
    const QStringList lines = buffer.text().split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < inserted.size(); ++i)
        QCOMPARE(lines.at(firstNewLine - 1 + i), inserted.at(i));
    QVERIFY(buffer.text().endsWith(QStringLiteral("}\n")) || afterLine == 8);
    QVERIFY(buffer.text().endsWith(QLatin1Char('\n')));
    QVERIFY(result.value().contains(QStringLiteral("%1| ").arg(firstNewLine, 4)));
    QCOMPARE(buffer.editSummaries().size(), 1);
}

void TestExpressionBuffer::insertOutOfRange()
{
    ExpressionBuffer buffer(sample);
    QVERIFY(!buffer.insert(9, QStringLiteral("x")).ok());
    QVERIFY(!buffer.insert(-1, QStringLiteral("x")).ok());
    QVERIFY(!buffer.insert(1, QString()).ok());
    QCOMPARE(buffer.text(), sample);
}

void TestExpressionBuffer::noFinalNewlineKept()
{
    ExpressionBuffer buffer(QStringLiteral("a\nb"));
    QVERIFY(buffer.insert(1, QStringLiteral("x")).ok());
    QCOMPARE(buffer.text(), QStringLiteral("a\nx\nb"));
    ExpressionBuffer empty{QString()};
    QVERIFY(empty.insert(0, QStringLiteral("{ }")).ok());
    QCOMPARE(empty.text(), QStringLiteral("{ }\n"));
}

QTEST_GUILESS_MAIN(TestExpressionBuffer)
#include "tst_expressionbuffer.moc"
