// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The confined file tools: listing with depth and entry limits, reading with line limits and
// binary refusal, grep with match limits and skipped files.
#include "tools/FileTools.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::tools;

namespace {

void write(const QString &path, const QByteArray &contents)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(contents);
}

} // namespace

class TestFileTools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listTree();
    void listTruncates();
    void listRefusesFileAndEscape();
    void readNumbered();
    void readTruncatesLines();
    void readTruncatesBytes();
    void readRefusesBinary();
    void readRefusesDirectory();
    void grepMatches();
    void grepTruncates();
    void grepSkipsBinaryAndLarge();
    void grepInvalidRegex();
    void binaryDetection_data();
    void binaryDetection();

private:
    QTemporaryDir m_dir;
    ToolRoot m_root;
};

void TestFileTools::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString r = m_dir.filePath(QStringLiteral("src"));
    write(r + QStringLiteral("/README.md"), "Demo\nneeds zlib\n");
    write(r + QStringLiteral("/CMakeLists.txt"), "project(demo C)\nfind_package(ZLIB REQUIRED)\n");
    write(r + QStringLiteral("/src/main.c"), "#include <zlib.h>\nint main(void) { return 0; }\n");
    write(r + QStringLiteral("/src/deep/deeper/x.c"), "zlib\n");
    write(r + QStringLiteral("/.git/config"), "zlib in git\n");
    write(r + QStringLiteral("/logo.png"), QByteArray("\x89PNG\r\n\x1a\n\0\0zlib", 14));
    QByteArray lines;
    for (int i = 1; i <= 1000; ++i)
        lines += "line " + QByteArray::number(i) + " zlib\n";
    write(r + QStringLiteral("/many.txt"), lines);
    write(r + QStringLiteral("/wide.txt"),
        QByteArray(100, 'x') + '\n' + QByteArray(200 * 1024, 'y') + '\n');
    write(r + QStringLiteral("/big/large.txt"), QByteArray(3 * 1024 * 1024, 'a') + "\nzlib\n");
    QVERIFY(QFile::link(QStringLiteral("/etc"), r + QStringLiteral("/etc-link")));
    m_root = ToolRoot(QStringLiteral("source"), r);
    QVERIFY(m_root.isValid());
}

void TestFileTools::listTree()
{
    const auto result = listFiles(m_root, QString(), 2);
    QVERIFY(result.ok());
    const QString out = result.value();
    QVERIFY(out.contains(QStringLiteral("README.md\n")));
    QVERIFY(out.contains(QStringLiteral("src/\n")));
    QVERIFY(out.contains(QStringLiteral("  main.c\n")));
    QVERIFY(out.contains(QStringLiteral("  deep/\n")));
    QVERIFY(!out.contains(QStringLiteral("deeper"))); // depth 2
    QVERIFY(!out.contains(QStringLiteral(".git")));
    QVERIFY(out.contains(QStringLiteral("etc-link -> etc\n")));
    QVERIFY(!out.contains(QStringLiteral("passwd"))); // symlinks are not followed
    QVERIFY(!out.contains(QStringLiteral("truncated")));
    QVERIFY(listFiles(m_root, QStringLiteral("src"), 5).value().contains(QStringLiteral("x.c")));
}

void TestFileTools::listTruncates()
{
    const auto result = listFiles(m_root, QString(), 5, 3);
    QVERIFY(result.ok());
    QCOMPARE(result.value().count(QLatin1Char('\n')), 4);
    QVERIFY(result.value().contains(QStringLiteral("truncated")));
}

void TestFileTools::listRefusesFileAndEscape()
{
    QVERIFY(!listFiles(m_root, QStringLiteral("README.md")).ok());
    QVERIFY(!listFiles(m_root, QStringLiteral("..")).ok());
    QVERIFY(!listFiles(m_root, QStringLiteral("etc-link")).ok());
}

void TestFileTools::readNumbered()
{
    const auto result = readFile(m_root, QStringLiteral("src/main.c"));
    QVERIFY(result.ok());
    QCOMPARE(result.value(),
        QStringLiteral("    1| #include <zlib.h>\n    2| int main(void) { return 0; }\n"));
    QVERIFY(!readFile(m_root, QStringLiteral("src/main.c"), 3).ok()); // past the end
}

void TestFileTools::readTruncatesLines()
{
    const auto result = readFile(m_root, QStringLiteral("many.txt"), 10, 5);
    QVERIFY(result.ok());
    QVERIFY(result.value().startsWith(QStringLiteral("   10| line 10 zlib\n")));
    QVERIFY(result.value().contains(QStringLiteral("   14| line 14 zlib\n")));
    QVERIFY(!result.value().contains(QStringLiteral("line 15 ")));
    QVERIFY(result.value().contains(QStringLiteral("truncated")));
    QVERIFY(result.value().contains(QStringLiteral("first_line=15")));
    const auto tail = readFile(m_root, QStringLiteral("many.txt"), 996, 400);
    QVERIFY(tail.ok());
    QVERIFY(!tail.value().contains(QStringLiteral("truncated")));
    QCOMPARE(tail.value().count(QLatin1Char('\n')), 5);
}

void TestFileTools::readTruncatesBytes()
{
    const auto result = readFile(m_root, QStringLiteral("wide.txt"));
    QVERIFY(result.ok());
    QVERIFY(result.value().size() < int(readFileMaxBytes));
    QVERIFY(result.value().contains(QStringLiteral("64 KiB")));
    QVERIFY(result.value().contains(QStringLiteral("first_line=2")));
}

void TestFileTools::readRefusesBinary()
{
    const auto result = readFile(m_root, QStringLiteral("logo.png"));
    QVERIFY(!result.ok());
    QVERIFY(result.error().message.contains(QStringLiteral("binary")));
}

void TestFileTools::readRefusesDirectory()
{
    QVERIFY(!readFile(m_root, QStringLiteral("src")).ok());
    QVERIFY(!readFile(m_root, QStringLiteral("etc-link/passwd")).ok());
}

void TestFileTools::grepMatches()
{
    const auto result = grep(m_root, QStringLiteral("zlib\\.h|ZLIB"), QString());
    QVERIFY(result.ok());
    QCOMPARE(result.value(),
        QStringLiteral("CMakeLists.txt:2: find_package(ZLIB REQUIRED)\n"
                       "src/main.c:1: #include <zlib.h>\n"));
    const auto one = grep(m_root, QStringLiteral("(?i)^demo"), QStringLiteral("README.md"));
    QCOMPARE(one.value(), QStringLiteral("README.md:1: Demo\n"));
    QVERIFY(grep(m_root, QStringLiteral("nothing-like-this"), QString())
                .value()
                .contains(QStringLiteral("No matches")));
}

void TestFileTools::grepTruncates()
{
    const auto result = grep(m_root, QStringLiteral("zlib"), QStringLiteral("many.txt"), 10);
    QVERIFY(result.ok());
    QCOMPARE(result.value().count(QStringLiteral("many.txt:")), 10);
    QVERIFY(result.value().contains(QStringLiteral("truncated")));
}

void TestFileTools::grepSkipsBinaryAndLarge()
{
    const auto result = grep(m_root, QStringLiteral("zlib"), QString(), 5000);
    QVERIFY(result.ok());
    QVERIFY(!result.value().contains(QStringLiteral("logo.png")));
    QVERIFY(!result.value().contains(QStringLiteral("large.txt")));
    QVERIFY(!result.value().contains(QStringLiteral(".git")));
    QVERIFY(result.value().contains(QStringLiteral("src/deep/deeper/x.c:1: zlib")));
    QVERIFY(!result.value().contains(QStringLiteral("truncated")));
}

void TestFileTools::grepInvalidRegex()
{
    const auto result = grep(m_root, QStringLiteral("foo("), QString());
    QVERIFY(!result.ok());
    QVERIFY(result.error().message.contains(QStringLiteral("regular expression")));
}

void TestFileTools::binaryDetection_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<bool>("binary");
    QTest::newRow("ascii") << QByteArray("hello\n") << false;
    QTest::newRow("utf8") << QByteArray("gr\xc3\xbc\xc3\x9f") << false;
    QTest::newRow("utf8 cut at the end") << QByteArray("abc\xe2\x82") << false;
    QTest::newRow("nul") << QByteArray("ab\0cd", 5) << true;
    QTest::newRow("latin1") << QByteArray("caf\xe9 au lait") << true;
    QTest::newRow("elf") << QByteArray("\x7f"
                                       "ELF\x02\x01\x01\0",
        8) << true;
    QTest::newRow("empty") << QByteArray() << false;
}

void TestFileTools::binaryDetection()
{
    QFETCH(QByteArray, head);
    QFETCH(bool, binary);
    QCOMPARE(looksBinary(head), binary);
}

QTEST_GUILESS_MAIN(TestFileTools)
#include "tst_filetools.moc"
