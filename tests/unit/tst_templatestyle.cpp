// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What Packwright writes into a package file beyond the templates, by nixpkgs' rules: the
// description normaliser (pkgs/README.md "Meta attributes"), the release tag and version of
// `src` through finalAttrs (nixpkgs #355973), the changelog link at that tag, and nixfmt's
// blank lines.

#include "tools/NixpkgsStyle.h"

#include <QTest>

using namespace packwright::tools;

class TestTemplateStyle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void description_data()
    {
        QTest::addColumn<QString>("pname");
        QTest::addColumn<QString>("upstream");
        QTest::addColumn<QString>("expected");
        QTest::newRow("article") << "libspng"
                                 << "A simple, modern PNG library"
                                 << "Simple, modern PNG library";
        QTest::newRow("an") << "x"
                            << "an extensible tool"
                            << "Extensible tool";
        QTest::newRow("the") << "x"
                             << "The fast JSON parser."
                             << "Fast JSON parser";
        QTest::newRow("name is a")
            << "jq"
            << "jq is a lightweight and flexible command-line JSON processor."
            << "Lightweight and flexible command-line JSON processor";
        QTest::newRow("name dash") << "cmark"
                                   << "cmark - CommonMark parsing and rendering library"
                                   << "CommonMark parsing and rendering library";
        QTest::newRow("name colon") << "tree"
                                    << "Tree: list contents of directories in a tree-like format"
                                    << "List contents of directories in a tree-like format";
        QTest::newRow("first sentence") << "x"
                                        << "Parses YAML. It is fast and small!"
                                        << "Parses YAML";
        QTest::newRow("e.g. kept") << "x"
                                   << "Converts formats, e.g. YAML to JSON."
                                   << "Converts formats, e.g. YAML to JSON";
        QTest::newRow("lower case") << "x"
                                    << "library for decoding PNG images"
                                    << "Library for decoding PNG images";
        QTest::newRow("whitespace") << "x"
                                    << "  Multi\n line   text!  "
                                    << "Multi line text";
        QTest::newRow("ellipsis") << "x"
                                  << "Does things…"
                                  << "Does things";
        QTest::newRow("name alone") << "jq"
                                    << "jq"
                                    << "Jq";
        QTest::newRow("name inside") << "hello"
                                     << "Program that says hello"
                                     << "Program that says hello";
        QTest::newRow("empty") << "x"
                               << "  .  "
                               << "";
    }

    void description()
    {
        QFETCH(QString, pname);
        QFETCH(QString, upstream);
        QFETCH(QString, expected);
        const QString normalised = nixpkgsDescription(upstream, pname);
        QCOMPARE(normalised, expected);
        QCOMPARE(nixpkgsDescription(normalised, pname), normalised); // idempotent
    }

    void sourceThroughFinalAttrs_data()
    {
        QTest::addColumn<QString>("call");
        QTest::addColumn<QString>("expected");
        QTest::newRow("github rev tag")
            << "fetchFromGitHub {\n  owner = \"o\";\n  repo = \"r\";\n  rev = \"v1.2.3\";\n}"
            << "fetchFromGitHub {\n  owner = \"o\";\n  repo = \"r\";\n  tag = "
               "\"v${finalAttrs.version}\";\n}";
        QTest::newRow("gitlab bare tag")
            << "fetchFromGitLab {\n  tag = \"1.2.3\";\n}"
            << "fetchFromGitLab {\n  tag = \"${finalAttrs.version}\";\n}";
        QTest::newRow("codeberg prefixed")
            << "fetchFromCodeberg {\n  rev = \"release-1.2.3\";\n}"
            << "fetchFromCodeberg {\n  tag = \"release-${finalAttrs.version}\";\n}";
        const QString commit = QStringLiteral(
            "fetchFromGitHub {\n  rev = \"0123456789abcdef0123456789abcdef01234567\";\n}");
        QTest::newRow("commit stays") << commit << commit;
        QTest::newRow("other tag stays") << "fetchFromGitHub {\n  rev = \"v1.2.4\";\n}"
                                         << "fetchFromGitHub {\n  rev = \"v1.2.4\";\n}";
        QTest::newRow("fetchurl")
            << "fetchurl {\n  url = \"mirror://gnu/hello/hello-1.2.3.tar.gz\";\n}"
            << "fetchurl {\n  url = \"mirror://gnu/hello/hello-${finalAttrs.version}.tar.gz\";\n}";
        QTest::newRow("release url")
            << "fetchurl {\n  url = "
               "\"https://github.com/o/r/releases/download/v1.2.3/r-1.2.3.tar.xz\";\n}"
            << "fetchurl {\n  url = "
               "\"https://github.com/o/r/releases/download/v${finalAttrs.version}/"
               "r-${finalAttrs.version}.tar.xz\";\n}";
        QTest::newRow("longer version untouched")
            << "fetchurl {\n  url = \"https://x.org/r-1.2.3.4.tar.gz\";\n}"
            << "fetchurl {\n  url = \"https://x.org/r-1.2.3.4.tar.gz\";\n}";
    }

    void sourceThroughFinalAttrs()
    {
        QFETCH(QString, call);
        QFETCH(QString, expected);
        QCOMPARE(sourceExpression(call, QStringLiteral("1.2.3")), expected);
        QCOMPARE(sourceExpression(expected, QStringLiteral("1.2.3")), expected);
    }

    void changelog()
    {
        const QString github = QStringLiteral(
            "fetchFromGitHub {\n  owner = \"o\";\n  repo = \"r\";\n  rev = \"v1.0\";\n}");
        QCOMPARE(changelogUrl(github, QStringLiteral("1.0"), QStringLiteral("NEWS.md")),
            QStringLiteral("https://github.com/o/r/blob/${finalAttrs.src.tag}/NEWS.md"));
        const QString gitlab = QStringLiteral(
            "fetchFromGitLab {\n  owner = \"o\";\n  repo = \"r\";\n  tag = \"1.0\";\n}");
        QCOMPARE(changelogUrl(gitlab, QStringLiteral("1.0"), QStringLiteral("CHANGES")),
            QStringLiteral("https://gitlab.com/o/r/-/blob/${finalAttrs.src.tag}/CHANGES"));
        const QString release
            = QStringLiteral("fetchurl {\n  url = "
                             "\"https://github.com/o/r/releases/download/v1.0/r-1.0.tar.gz\";\n}");
        QCOMPARE(changelogUrl(release, QStringLiteral("1.0"), QStringLiteral("CHANGELOG.md")),
            QStringLiteral("https://github.com/o/r/blob/v${finalAttrs.version}/CHANGELOG.md"));
        // No forge, a commit, or no file: no link.
        QVERIFY(
            changelogUrl(QStringLiteral("fetchurl {\n  url = \"mirror://gnu/r-1.0.tar.gz\";\n}"),
                QStringLiteral("1.0"), QStringLiteral("NEWS"))
                .isEmpty());
        QVERIFY(
            changelogUrl(QStringLiteral("fetchFromGitHub {\n  owner = \"o\";\n  repo = \"r\";\n  "
                                        "rev = \"0123456789abcdef0123456789abcdef01234567\";\n}"),
                QStringLiteral("1.0"), QStringLiteral("NEWS"))
                .isEmpty());
        QVERIFY(changelogUrl(github, QStringLiteral("1.0"), QString()).isEmpty());
        QVERIFY(changelogUrl(github, QStringLiteral("1.0"), QStringLiteral("a\"b")).isEmpty());
    }

    void versionEvidence_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("output");
        QTest::addColumn<bool>("shown");
        QTest::newRow("--version") << "hello --version"
                                   << "hello (GNU Hello) 2.10\n"
                                   << true;
        QTest::newRow("path and -V") << "/run/pkg/bin/hello -V; echo done"
                                     << "hello 2.10\ndone\n"
                                     << true;
        QTest::newRow("not asked") << "hello"
                                   << "Hello, world! 2.10\n"
                                   << false;
        QTest::newRow("other version") << "hello --version"
                                       << "hello 2.100\n"
                                       << false;
        QTest::newRow("only a store path")
            << "hello --version; which hello"
            << "unknown option\n/nix/store/abc-hello-2.10/bin/hello\n"
            << false;
        QTest::newRow("other program") << "jq --version"
                                       << "jq-2.10\n"
                                       << false;
    }

    void versionEvidence()
    {
        QFETCH(QString, script);
        QFETCH(QString, output);
        QFETCH(bool, shown);
        QCOMPARE(
            showsVersion(script, output, QStringLiteral("hello"), QStringLiteral("2.10")), shown);
    }

    void addsVersionCheck()
    {
        const QString multi = QStringLiteral(
            "{\n  lib,\n  stdenv,\n}:\n\nstdenv.mkDerivation (finalAttrs: {\n  pname = \"x\";\n\n"
            "  meta = {\n    mainProgram = \"x\";\n  };\n})\n");
        QCOMPARE(withVersionCheck(multi),
            QStringLiteral("{\n  lib,\n  stdenv,\n  versionCheckHook,\n}:\n\nstdenv.mkDerivation "
                           "(finalAttrs: {\n  pname = \"x\";\n\n  nativeInstallCheckInputs = [ "
                           "versionCheckHook ];\n  doInstallCheck = true;\n\n  meta = {\n    "
                           "mainProgram = \"x\";\n  };\n})\n"));
        const QString one = QStringLiteral(
            "{ lib, python3Packages }:\npython3Packages.buildPythonApplication {\n  pname = "
            "\"x\";\n  meta = { };\n}\n");
        const QString python = withVersionCheck(one);
        QVERIFY(python.startsWith(
            QStringLiteral("{\n  lib,\n  python3Packages,\n  versionCheckHook,\n}:\n")));
        QVERIFY(python.contains(
            QStringLiteral("  nativeInstallCheckInputs = [ versionCheckHook ];\n\n  meta")));
        QVERIFY(!python.contains(QStringLiteral("doInstallCheck")));
        QVERIFY(withVersionCheck(withVersionCheck(multi)).isEmpty());        // once
        QVERIFY(withVersionCheck(QStringLiteral("{ lib }: { }")).isEmpty()); // no meta
    }

    void blankLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("run") << "{\n  a = 1;\n\n\n\n  b = 2;\n}\n"
                             << "{\n  a = 1;\n\n  b = 2;\n}\n";
        QTest::newRow("after open") << "f {\n\n  a = 1;\n}\n"
                                    << "f {\n  a = 1;\n}\n";
        QTest::newRow("before close") << "{\n  a = 1;\n\n}\n"
                                      << "{\n  a = 1;\n}\n";
        QTest::newRow("trailing spaces") << "{  \n  a = 1;   \n}"
                                         << "{\n  a = 1;\n}\n";
        QTest::newRow("after header kept") << "{\n  lib,\n}:\n\nx\n"
                                           << "{\n  lib,\n}:\n\nx\n";
        QTest::newRow("indented string kept")
            << "{\n  p = ''\n    a\n\n\n    b  \n  '';\n\n\n  q = 1;\n}\n"
            << "{\n  p = ''\n    a\n\n\n    b  \n  '';\n\n  q = 1;\n}\n";
        QTest::newRow("escapes in string") << "{\n  p = ''\n    x '''\n\n\n    ''${y}\n  '';\n}\n"
                                           << "{\n  p = ''\n    x '''\n\n\n    ''${y}\n  '';\n}\n";
        QTest::newRow("quotes in a normal string") << "{\n  a = \"''\";\n\n\n  b = 1;\n}\n"
                                                   << "{\n  a = \"''\";\n\n  b = 1;\n}\n";
        QTest::newRow("end") << "x\n\n\n"
                             << "x\n";
    }

    void blankLines()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(tidyBlankLines(text), expected);
        QCOMPARE(tidyBlankLines(expected), expected);
    }
};

QTEST_GUILESS_MAIN(TestTemplateStyle)
#include "tst_templatestyle.moc"
