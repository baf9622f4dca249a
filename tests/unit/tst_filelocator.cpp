// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Finding the package that provides a file: nix-locate's --minimal output parsed into
// package attributes, and a clear message when nix-locate is not installed.
#include "tools/FileLocator.h"

#include <QTest>

using namespace packwright::tools;

class TestFileLocator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void unavailable();
};

void TestFileLocator::parse_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QStringList>("attributes");

    QTest::newRow("outputs dropped and merged")
        << QByteArray("zlib.dev\nzlib.out\nzlib-ng.dev\n")
        << QStringList{QStringLiteral("zlib"), QStringLiteral("zlib-ng")};
    QTest::newRow("sorted") << QByteArray("openssl_3.dev\nlibressl.dev\n")
                            << QStringList{QStringLiteral("libressl"), QStringLiteral("openssl_3")};
    QTest::newRow("package set in parentheses") << QByteArray(
        "(python3Packages.cffi.out)\n") << QStringList{QStringLiteral("python3Packages.cffi")};
    QTest::newRow("no output suffix")
        << QByteArray("hello\n") << QStringList{QStringLiteral("hello")};
    QTest::newRow("blank and noise lines")
        << QByteArray("\n  \nwarning: something odd\npkg-config.out\n")
        << QStringList{QStringLiteral("pkg-config")};
    QTest::newRow("empty") << QByteArray() << QStringList{};
}

void TestFileLocator::parse()
{
    QFETCH(QByteArray, output);
    QFETCH(QStringList, attributes);
    QCOMPARE(FileLocator::parseMinimalOutput(output), attributes);
}

void TestFileLocator::unavailable()
{
    const FileLocator locator(QStringLiteral("packwright-no-such-nix-locate"));
    QVERIFY(!locator.available());
    QVERIFY(locator.unavailableReason().contains(QStringLiteral("nix-locate")));
    QVERIFY(locator.unavailableReason().contains(QStringLiteral("nix-index")));
    const auto result = locator.locate(QStringLiteral("zlib.h"));
    QVERIFY(!result.ok());
    QCOMPARE(result.error().message, locator.unavailableReason());
    const FileLocator present(QStringLiteral("/bin/true"));
    QVERIFY(present.available());
    QVERIFY(present.unavailableReason().isEmpty());
    QVERIFY(!present.locate(QStringLiteral("  ")).ok());
}

QTEST_GUILESS_MAIN(TestFileLocator)
#include "tst_filelocator.moc"
