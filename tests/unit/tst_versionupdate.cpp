// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Version discovery and the version-bump edit of maintenance mode (loop/VersionUpdate).
#include "loop/VersionUpdate.h"
#include "nix/NixHash.h"

#include <QTest>

using namespace packwright;

class TestVersionUpdate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compareVersions_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("expected");
        // The cases of Nix's own documentation of builtins.compareVersions, and more.
        QTest::newRow("equal") << "1.0"
                               << "1.0" << 0;
        QTest::newRow("numeric") << "1.9"
                                 << "1.10" << -1;
        QTest::newRow("longer") << "2.3"
                                << "2.3.1" << -1;
        QTest::newRow("letter before number") << "2.3a"
                                              << "2.3.1" << -1;
        QTest::newRow("pre first") << "2.3pre1"
                                   << "2.3" << -1;
        QTest::newRow("pre before number") << "2.3pre3"
                                           << "2.3pre12" << -1;
        QTest::newRow("letters") << "2.3a"
                                 << "2.3c" << -1;
        QTest::newRow("dash") << "1.0-2"
                              << "1.0.1" << 1;
        QTest::newRow("greater") << "0.7.4"
                                 << "0.7.3" << 1;
        QTest::newRow("big number") << "20240101"
                                    << "9" << 1;
    }
    void compareVersions()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, expected);
        QCOMPARE(loop::compareVersions(a, b), expected);
        QCOMPARE(loop::compareVersions(b, a), -expected);
    }

    void versionFromTag_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QString>("pname");
        QTest::addColumn<QString>("version"); // empty: names no version
        QTest::addColumn<bool>("pre");
        QTest::newRow("v") << "v1.2.3"
                           << "tiny"
                           << "1.2.3" << false;
        QTest::newRow("bare") << "0.4.6"
                              << "colorama"
                              << "0.4.6" << false;
        QTest::newRow("pname-") << "jq-1.7.1"
                                << "jq"
                                << "1.7.1" << false;
        QTest::newRow("pname-v") << "jq-v1.7"
                                 << "jq"
                                 << "1.7" << false;
        QTest::newRow("release-") << "release-2.0"
                                  << "x"
                                  << "2.0" << false;
        QTest::newRow("underscores") << "curl-8_5_0"
                                     << "curl"
                                     << "8.5.0" << false;
        QTest::newRow("rc") << "v2.0-rc1"
                            << "x"
                            << "2.0-rc1" << true;
        QTest::newRow("beta") << "1.0beta2"
                              << "x"
                              << "1.0beta2" << true;
        QTest::newRow("branch-like") << "latest"
                                     << "x"
                                     << "" << false;
        QTest::newRow("other project") << "foo-1.0"
                                       << "bar"
                                       << "" << false;
    }
    void versionFromTag()
    {
        QFETCH(QString, tag);
        QFETCH(QString, pname);
        QFETCH(QString, version);
        QFETCH(bool, pre);
        bool isPre = false;
        const auto got = loop::versionFromTag(tag, pname, &isPre);
        QCOMPARE(got.value_or(QString()), version);
        if (got)
            QCOMPARE(isPre, pre);
    }

    void newestTag()
    {
        const QList<nix::GitTag> tags{{QStringLiteral("v1.0"), QStringLiteral("a")},
            {QStringLiteral("v1.10"), QStringLiteral("b")},
            {QStringLiteral("v1.9"), QStringLiteral("c")},
            {QStringLiteral("v2.0-rc1"), QStringLiteral("d")},
            {QStringLiteral("nightly"), QStringLiteral("e")}};
        QCOMPARE(loop::newestTag(tags, QStringLiteral("x"))->name, QStringLiteral("v1.10"));
        QCOMPARE(
            loop::newestTag(tags, QStringLiteral("x"), true)->name, QStringLiteral("v2.0-rc1"));
        QCOMPARE(loop::tagForVersion(tags, QStringLiteral("x"), QStringLiteral("1.9"))->commit,
            QStringLiteral("c"));
        QVERIFY(!loop::tagForVersion(tags, QStringLiteral("x"), QStringLiteral("3.0")));
        QVERIFY(
            !loop::newestTag({{QStringLiteral("main"), QStringLiteral("f")}}, QStringLiteral("x")));
    }

    void bumpKeepsFormattingAndResetsHashes()
    {
        const QString hashA = QStringLiteral("sha256-pQytvoCP/aGn+rF9FF9SojsWPzSz6zaWx+y1pSNA/B0=");
        const QString hashB = QStringLiteral("sha256-CIE8vumQPGK+TFAncmpBijANpFALLTadOvkob0gVzro=");
        const QString text = QStringLiteral(
            "{ lib, stdenv, fetchurl }:\n"
            "\n"
            "stdenv.mkDerivation (finalAttrs: {\n"
            "  pname = \"demo\";\n"
            "  version   = \"1.0\"; # keep this comment; version = \"1.0\" in a comment stays\n"
            "\n"
            "  src = fetchurl {\n"
            "    url = \"https://example.org/demo-1.0.tar.gz\";\n"
            "    hash = \"%1\";\n"
            "  };\n"
            "  cargoDeps = fetchurl { url = \"https://example.org/deps-${finalAttrs.version}\"; "
            "hash = \"%2\"; };\n"
            "})\n")
                                 .arg(hashA, hashB);
        nix::ExpressionPositions positions;
        positions.attributes.append({QStringLiteral("version"), {QStringLiteral("p.nix"), 5, 3}});
        positions.hashes.append(
            {QStringLiteral("src"), hashA, {QStringLiteral("p.nix"), 9, 13}, hashA});
        positions.hashes.append(
            {QStringLiteral("cargoDeps"), hashB, {QStringLiteral("p.nix"), 11, 93}, hashB});
        QCOMPARE(text.mid(text.indexOf(hashB), 1), QStringLiteral("s"));
        // Column of hashB on line 11, as readPositions would report it.
        const qsizetype line11 = text.indexOf(QStringLiteral("  cargoDeps"));
        positions.hashes[1].location.column = int(text.indexOf(hashB) - line11 + 1);

        const auto bump
            = loop::bumpVersion(text, positions, QStringLiteral("1.0"), QStringLiteral("1.1"));
        QVERIFY2(bump.ok(), qPrintable(bump.ok() ? QString() : bump.error().message));
        const QString fake = nix::NixHash::fakeSri();
        QString expected = text;
        expected.replace(
            QStringLiteral("version   = \"1.0\";"), QStringLiteral("version   = \"1.1\";"));
        expected.replace(QStringLiteral("demo-1.0.tar.gz"), QStringLiteral("demo-1.1.tar.gz"));
        expected.replace(hashA, fake).replace(hashB, fake);
        QCOMPARE(bump.value().expression, expected);
        QVERIFY(bump.value().expression.contains(
            QStringLiteral("version = \"1.0\" in a comment stays")));
        QCOMPARE(bump.value().changes.size(), 4); // version, url, two hashes
    }

    void bumpWithoutPositions()
    {
        const QString text = QStringLiteral(
            "{ fetchgit }:\n# version = \"0.9\";\n{ version = \"0.9\"; src = fetchgit { rev = "
            "\"v0.9\"; hash = \"\"; }; }\n");
        const auto bump = loop::bumpVersion(text, {}, QStringLiteral("0.9"), QStringLiteral("1.0"));
        QVERIFY(bump.ok());
        QCOMPARE(bump.value().expression,
            QStringLiteral("{ fetchgit }:\n# version = \"0.9\";\n{ version = \"1.0\"; src = "
                           "fetchgit { rev = \"v1.0\"; hash = \"\"; }; }\n"));
    }

    void commitRevNeedsTheNewCommit()
    {
        const QString commit(40, QLatin1Char('a'));
        const QString text = QStringLiteral("{ version = \"1.0\"; rev = \"%1\"; }").arg(commit);
        QVERIFY(!loop::bumpVersion(text, {}, QStringLiteral("1.0"), QStringLiteral("1.1")).ok());
        const QString next(40, QLatin1Char('b'));
        const auto bump
            = loop::bumpVersion(text, {}, QStringLiteral("1.0"), QStringLiteral("1.1"), next);
        QVERIFY(bump.ok());
        QVERIFY(bump.value().expression.contains(next));
    }

    void computedVersionIsAnError()
    {
        const auto bump = loop::bumpVersion(QStringLiteral("{ version = \"${major}.0\"; }"), {},
            QStringLiteral("1.0"), QStringLiteral("2.0"));
        QVERIFY(!bump.ok());
        QVERIFY(bump.error().message.contains(QStringLiteral("by hand")));
    }
};

QTEST_GUILESS_MAIN(TestVersionUpdate)
#include "tst_versionupdate.moc"
