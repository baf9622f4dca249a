// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/NixHash.h"

#include <QTest>

using packwright::nix::NixHash;

// Vectors from `printf 'hello\n' | sha256sum` and `nix-hash --type sha256 --to-base32`.
class TestNixHash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesEveryNotation_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("sri");
        const QString sha256
            = QStringLiteral("sha256-WJG1tSLV3whtD/CxEPvZ0hu0/HFjrzTQgoai6Eb2vgM=");
        QTest::newRow("sri") << sha256 << sha256;
        QTest::newRow("base32 bare")
            << QStringLiteral("00xyyr3fi8l6hb839bv3f7yb86yjv7xi1cgh1xnhipym4asvb4aq") << sha256;
        QTest::newRow("base32 typed")
            << QStringLiteral("sha256:00xyyr3fi8l6hb839bv3f7yb86yjv7xi1cgh1xnhipym4asvb4aq")
            << sha256;
        QTest::newRow("base16") << QStringLiteral(
            "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03")
                                << sha256;
        QTest::newRow("base16 upper")
            << QStringLiteral("5891B5B522D5DF086D0FF0B110FBD9D21BB4FC7163AF34D08286A2E846F6BE03")
            << sha256;
        QTest::newRow("sha1 typed base32")
            << QStringLiteral("sha1:iwjz551fyw0cxcjgf4l6c879zabd6wpm")
            << QStringLiteral("sha1-9XLTlvrpIGYocU+yzgD3LpTyJY8=");
        QTest::newRow("sha512 base32")
            << QStringLiteral("sha512:"
                              "0lrc0dwnvipqviibf7qfm1y492qvjwb1zhkcyi05cndmva1mr5gjcgrnz1x36djmk0sf"
                              "g8djd2n0qv68vib2jg590mwznar9jcjphp7")
            << QStringLiteral("sha512-58IrmUxZ2c8rSOVJseJGZmNgRZMNPafBrLKZ0cO3+"
                              "TH5Sq5B7dosKyB6NuEPi8uNRSI+VIePWzFufOO2vAGWKQ==");
        QTest::newRow("fake hash")
            << QStringLiteral("0000000000000000000000000000000000000000000000000000")
            << NixHash::fakeSri();
    }

    void parsesEveryNotation()
    {
        QFETCH(QString, text);
        QFETCH(QString, sri);
        const auto hash = NixHash::parse(text);
        QVERIFY2(hash.ok(), qPrintable(hash.ok() ? QString() : hash.error().message));
        QCOMPARE(hash.value().toSri(), sri);
    }

    void convertsBothWays()
    {
        const auto hash = NixHash::parse(u"sha256-WJG1tSLV3whtD/CxEPvZ0hu0/HFjrzTQgoai6Eb2vgM=");
        QVERIFY(hash.ok());
        QCOMPARE(hash.value().toNixBase32(),
            QStringLiteral("00xyyr3fi8l6hb839bv3f7yb86yjv7xi1cgh1xnhipym4asvb4aq"));
        QCOMPARE(hash.value().toBase16(),
            QStringLiteral("5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03"));
        QCOMPARE(NixHash::fakeSri(),
            QStringLiteral("sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="));
    }

    void rejectsInvalid_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("short sri")
            << QStringLiteral("sha256-abc") << QStringLiteral("not a valid SRI hash");
        QTest::newRow("bad base64")
            << QStringLiteral("sha256-!!!!tSLV3whtD/CxEPvZ0hu0/HFjrzTQgoai6Eb2vgM=")
            << QStringLiteral("not a valid SRI hash");
        QTest::newRow("unknown algorithm")
            << QStringLiteral("sha3-WJG1tSLV3whtD/CxEPvZ0hu0/HFjrzTQgoai6Eb2vgM=")
            << QStringLiteral("unknown algorithm \"sha3\"");
        QTest::newRow("base32 bad letter")
            << QStringLiteral("e0xyyr3fi8l6hb839bv3f7yb86yjv7xi1cgh1xnhipym4asvb4aq")
            << QStringLiteral("not a valid sha256 hash");
        QTest::newRow("wrong length")
            << QStringLiteral("00xyyr3f") << QStringLiteral("52 base-32 or 64 hexadecimal");
        QTest::newRow("empty") << QString() << QStringLiteral("not a valid sha256 hash");
        QTest::newRow("base32 overflow")
            << QStringLiteral("zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz")
            << QStringLiteral("not a valid");
    }

    void rejectsInvalid()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto hash = NixHash::parse(text);
        QVERIFY(!hash.ok());
        QVERIFY2(hash.error().message.contains(expected), qPrintable(hash.error().message));
    }
};

QTEST_GUILESS_MAIN(TestNixHash)
#include "tst_nixhash.moc"
