// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Nix text editor behind the quick fixes: code masks, function heads and list
// attributes, edited minimally and in the file's own layout.
#include "nix/ExpressionEdit.h"

#include <QTest>

using namespace packwright;

namespace {
QString package(const QString &head, const QString &body)
{
    return head
        + QStringLiteral("\n\nstdenv.mkDerivation {\n  pname = \"x\";\n  version = \"1\";\n\n"
                         "  src = ./src;\n")
        + body + QStringLiteral("}\n");
}
} // namespace

class TestExpressionEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void codeMask_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("code"); // the mask, spaces squeezed

        QTest::newRow("line comment") << QStringLiteral("a # b [ c\nd") << QStringLiteral("a d");
        QTest::newRow("block comment") << QStringLiteral("a /* [ { */ b") << QStringLiteral("a b");
        QTest::newRow("string with bracket")
            << QStringLiteral("x = \"[\"; y") << QStringLiteral("x = ; y");
        QTest::newRow("escaped quote")
            << QStringLiteral("x = \"a\\\"[\"; y") << QStringLiteral("x = ; y");
        QTest::newRow("interpolation with string")
            << QStringLiteral("x = \"${f \"}\" { }}[\"; y") << QStringLiteral("x = ; y");
        QTest::newRow("indented string")
            << QStringLiteral("x = ''\n  a ${b} ''${c} ''' d ''\\n e\n''; y")
            << QStringLiteral("x = ; y");
        QTest::newRow("hash in string is no comment")
            << QStringLiteral("x = \"#\"; y = [ z ];") << QStringLiteral("x = ; y = [ z ];");
    }

    void codeMask()
    {
        QFETCH(QString, source);
        QFETCH(QString, code);
        const QString mask = nix::nixCodeMask(source);
        QCOMPARE(mask.size(), source.size());
        QCOMPARE(mask.count(QLatin1Char('\n')), source.count(QLatin1Char('\n')));
        QCOMPARE(mask.simplified(), code);
    }

    void formals_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");

        QTest::newRow("one line") << QStringLiteral("# { a }:\n{ lib, stdenv }:\nx")
                                  << QStringLiteral("zlib")
                                  << QStringLiteral(
                                         "# { a }:\n{\n  lib,\n  stdenv,\n  zlib,\n}:\nx");
        QTest::newRow("present") << QStringLiteral("{ lib, zlib }:\nx") << QStringLiteral("zlib")
                                 << QStringLiteral("{ lib, zlib }:\nx");
        QTest::newRow("prefix is not present")
            << QStringLiteral("{ lib, zlibx }:\nx") << QStringLiteral("zlib")
            << QStringLiteral("{\n  lib,\n  zlibx,\n  zlib,\n}:\nx");
        QTest::newRow("ellipsis stays last")
            << QStringLiteral("{ lib, ... }:\nx") << QStringLiteral("zlib")
            << QStringLiteral("{\n  lib,\n  zlib,\n  ...\n}:\nx");
        QTest::newRow("default value")
            << QStringLiteral("{ lib, withX ? { a = 1; } }:\nx") << QStringLiteral("zlib")
            << QStringLiteral("{\n  lib,\n  withX ? { a = 1; },\n  zlib,\n}:\nx");
        QTest::newRow("at pattern") << QStringLiteral("{ lib }@args:\nx") << QStringLiteral("zlib")
                                    << QStringLiteral("{ lib, zlib }@args:\nx");
        QTest::newRow("nixfmt lines")
            << QStringLiteral("{\n  lib,\n  stdenv, # the compiler\n}:\nx")
            << QStringLiteral("zlib")
            << QStringLiteral("{\n  lib,\n  stdenv, # the compiler\n  zlib,\n}:\nx");
        QTest::newRow("nixfmt with ellipsis")
            << QStringLiteral("{\n  lib,\n  ...\n}:\nx") << QStringLiteral("zlib")
            << QStringLiteral("{\n  lib,\n  zlib,\n  ...\n}:\nx");
        QTest::newRow("leading commas")
            << QStringLiteral("{ lib\n, stdenv\n}:\nx") << QStringLiteral("zlib")
            << QStringLiteral("{ lib\n, stdenv\n, zlib\n}:\nx");
        QTest::newRow("no trailing comma")
            << QStringLiteral("{\n  lib,\n  stdenv\n}:\nx") << QStringLiteral("zlib")
            << QStringLiteral("{\n  lib,\n  stdenv,\n  zlib\n}:\nx");
        QTest::newRow("empty") << QStringLiteral("{ }:\nx") << QStringLiteral("lib")
                               << QStringLiteral("{ lib }:\nx");
    }

    void formals()
    {
        QFETCH(QString, source);
        QFETCH(QString, name);
        QFETCH(QString, expected);
        const auto edited = nix::addFormalArgument(source, name);
        QVERIFY2(edited.ok(), qPrintable(edited.ok() ? QString() : edited.error().message));
        QCOMPARE(edited.value(), expected);
        QVERIFY(nix::formalArguments(expected)->names.contains(name));
    }

    void formalsMissing()
    {
        // A set, not a function: nothing to add the argument to.
        QVERIFY(!nix::addFormalArgument(QStringLiteral("{ a = 1; }"), QStringLiteral("zlib")).ok());
        QVERIFY(!nix::addFormalArgument(
            QStringLiteral("with import <nixpkgs> { }; stdenv.mkDerivation { }"),
            QStringLiteral("zlib"))
                     .ok());
    }

    void addToList_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("attribute");
        QTest::addColumn<QString>("expected");

        const QString head = QStringLiteral("{ lib, stdenv }:");
        QTest::newRow("one line") << package(head, QStringLiteral("  buildInputs = [ openssl ];\n"))
                                  << QStringLiteral("buildInputs")
                                  << package(head,
                                         QStringLiteral(
                                             "  buildInputs = [\n    openssl\n    zlib\n  ];\n"));
        QTest::newRow("empty list") << package(head, QStringLiteral("  buildInputs = [ ];\n"))
                                    << QStringLiteral("buildInputs")
                                    << package(head, QStringLiteral("  buildInputs = [ zlib ];\n"));
        QTest::newRow("empty list no space")
            << package(head, QStringLiteral("  buildInputs = [];\n"))
            << QStringLiteral("buildInputs")
            << package(head, QStringLiteral("  buildInputs = [ zlib ];\n"));
        QTest::newRow("many lines with comment")
            << package(head,
                   QStringLiteral(
                       "  buildInputs = [\n    openssl\n    curl # for fetching\n  ];\n"))
            << QStringLiteral("buildInputs")
            << package(head,
                   QStringLiteral("  buildInputs = [\n    openssl\n    curl # for fetching\n    "
                                  "zlib\n  ];\n"));
        QTest::newRow("already present")
            << package(head, QStringLiteral("  buildInputs = [ zlib openssl ];\n"))
            << QStringLiteral("buildInputs")
            << package(head, QStringLiteral("  buildInputs = [ zlib openssl ];\n"));
        QTest::newRow("present as pkgs.zlib")
            << package(head, QStringLiteral("  buildInputs = [ pkgs.zlib ];\n"))
            << QStringLiteral("buildInputs")
            << package(head, QStringLiteral("  buildInputs = [ pkgs.zlib ];\n"));
        QTest::newRow("with prefix")
            << package(head, QStringLiteral("  buildInputs = with pkgs; [ openssl ];\n"))
            << QStringLiteral("buildInputs")
            << package(head,
                   QStringLiteral("  buildInputs = with pkgs; [\n    openssl\n    zlib\n  ];\n"));
        QTest::newRow("string with bracket before")
            << package(head,
                   QStringLiteral(
                       "  postPatch = \"echo [ buildInputs = [\";\n  buildInputs = [ a ];\n"))
            << QStringLiteral("buildInputs")
            << package(head,
                   QStringLiteral("  postPatch = \"echo [ buildInputs = [\";\n  buildInputs = [\n  "
                                  "  a\n    zlib\n  ];\n"));
        QTest::newRow("comment naming the list")
            << QStringLiteral("# Fix: buildInputs = [ zlib ];\n") + package(head, QString())
            << QStringLiteral("buildInputs")
            << QStringLiteral("# Fix: buildInputs = [ zlib ];\n") + head
                + QStringLiteral(
                    "\n\nstdenv.mkDerivation {\n  pname = \"x\";\n  version = \"1\";\n\n"
                    "  src = ./src;\n  buildInputs = [ zlib ];\n}\n");
        QTest::newRow("not nativeBuildInputs")
            << package(
                   head, QStringLiteral("  nativeBuildInputs = [ pkg-config ];\n\n  meta = { };\n"))
            << QStringLiteral("buildInputs")
            << package(head,
                   QStringLiteral("  nativeBuildInputs = [ pkg-config ];\n\n  buildInputs = [ zlib "
                                  "];\n\n  meta = { };\n"));
        QTest::newRow("native before buildInputs")
            << package(head, QStringLiteral("\n  buildInputs = [ openssl ];\n"))
            << QStringLiteral("nativeBuildInputs")
            << package(head,
                   QStringLiteral(
                       "\n  nativeBuildInputs = [ zlib ];\n\n  buildInputs = [ openssl ];\n"));
        QTest::newRow("nested set ignored")
            << package(head, QStringLiteral("\n  passthru = { buildInputs = [ a ]; };\n"))
            << QStringLiteral("buildInputs")
            << package(head,
                   QStringLiteral(
                       "\n  buildInputs = [ zlib ];\n\n  passthru = { buildInputs = [ a ]; };\n"));
        QTest::newRow("list elements with parentheses")
            << package(head, QStringLiteral("  buildInputs = [ (lib.getDev a) ];\n"))
            << QStringLiteral("buildInputs")
            << package(
                   head, QStringLiteral("  buildInputs = [\n    (lib.getDev a)\n    zlib\n  ];\n"));
        QTest::newRow("finalAttrs")
            << QStringLiteral(
                   "{ lib, stdenv }:\nstdenv.mkDerivation (finalAttrs: {\n  pname = \"x\";\n"
                   "  src = fetchurl {\n    url = \"u\";\n    hash = \"h\";\n  };\n})\n")
            << QStringLiteral("buildInputs")
            << QStringLiteral(
                   "{ lib, stdenv }:\nstdenv.mkDerivation (finalAttrs: {\n  pname = \"x\";\n"
                   "  src = fetchurl {\n    url = \"u\";\n    hash = \"h\";\n  };\n"
                   "  buildInputs = [ zlib ];\n})\n");
        QTest::newRow("rec set, build-system")
            << QStringLiteral(
                   "{ buildPythonPackage }:\nbuildPythonPackage rec {\n  pname = \"x\";\n"
                   "  build-system = [ setuptools ];\n}\n")
            << QStringLiteral("build-system")
            << QStringLiteral(
                   "{ buildPythonPackage }:\nbuildPythonPackage rec {\n  pname = \"x\";\n"
                   "  build-system = [\n    setuptools\n    zlib\n  ];\n}\n");
        QTest::newRow("no neighbours: last in the set")
            << QStringLiteral("{ stdenv }:\nstdenv.mkDerivation {\n  pname = \"x\";\n}\n")
            << QStringLiteral("buildInputs")
            << QStringLiteral("{ stdenv }:\nstdenv.mkDerivation {\n  pname = \"x\";\n  buildInputs "
                              "= [ zlib ];\n}\n");
    }

    void addToList()
    {
        QFETCH(QString, source);
        QFETCH(QString, attribute);
        QFETCH(QString, expected);
        const auto edited = nix::addToListAttribute(source, attribute, QStringLiteral("zlib"));
        QVERIFY2(edited.ok(), qPrintable(edited.ok() ? QString() : edited.error().message));
        QCOMPARE(edited.value(), expected);
        const auto elements = nix::listAttribute(expected, attribute);
        QVERIFY(elements);
        QVERIFY(elements->contains(QStringLiteral("zlib"))
            || elements->contains(QStringLiteral("pkgs.zlib")));
    }

    void addAttribute()
    {
        const QString head = QStringLiteral("{ lib, stdenv, cmake }:");
        const QString source
            = package(head, QStringLiteral("\n  nativeBuildInputs = [ cmake ];\n"));
        const auto edited = nix::addAttribute(
            source, QStringLiteral("dontUseCmakeConfigure"), QStringLiteral("true"));
        QVERIFY(edited.ok());
        QCOMPARE(edited.value(),
            package(head,
                QStringLiteral(
                    "\n  nativeBuildInputs = [ cmake ];\n  dontUseCmakeConfigure = true;\n")));
        // Bound already (to anything): unchanged.
        QCOMPARE(nix::addAttribute(edited.value(), QStringLiteral("dontUseCmakeConfigure"),
                     QStringLiteral("false"))
                     .value(),
            edited.value());
    }

    /// Issue 17: string elements holding `${…}` and spaces (makeFlags) were blanked with the
    /// other strings, so a list of them looked empty: the new element went in front of them
    /// on the same line, and a list already holding it got it twice.
    void addStringToList_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");

        const QString head = QStringLiteral("{ lib, stdenv }:");
        QTest::newRow("one string")
            << package(head, QStringLiteral("  makeFlags = [ \"CC=cc\" ];\n"))
            << package(head,
                   QStringLiteral("  makeFlags = [\n    \"CC=cc\"\n    \"PREFIX=${placeholder "
                                  "\"out\"}\"\n  ];\n"));
        QTest::newRow("string with spaces is one element")
            << package(head, QStringLiteral("  makeFlags = [ \"CFLAGS=-O2 -g\" ];\n"))
            << package(head,
                   QStringLiteral(
                       "  makeFlags = [\n    \"CFLAGS=-O2 -g\"\n    \"PREFIX=${placeholder "
                       "\"out\"}\"\n  ];\n"));
        QTest::newRow("one a line")
            << package(head,
                   QStringLiteral("  makeFlags = [\n    \"CC=${stdenv.cc.targetPrefix}cc\"\n    "
                                  "\"AR=ar\"\n  ];\n"))
            << package(head,
                   QStringLiteral("  makeFlags = [\n    \"CC=${stdenv.cc.targetPrefix}cc\"\n    "
                                  "\"AR=ar\"\n    \"PREFIX=${placeholder \"out\"}\"\n  ];\n"));
        QTest::newRow("empty")
            << package(head, QStringLiteral("  makeFlags = [ ];\n"))
            << package(
                   head, QStringLiteral("  makeFlags = [ \"PREFIX=${placeholder \"out\"}\" ];\n"));
        QTest::newRow("present already")
            << package(
                   head, QStringLiteral("  makeFlags = [ \"PREFIX=${placeholder \"out\"}\" ];\n"))
            << package(
                   head, QStringLiteral("  makeFlags = [ \"PREFIX=${placeholder \"out\"}\" ];\n"));
        QTest::newRow("created after the inputs")
            << package(head, QStringLiteral("\n  buildInputs = [ zlib ];\n\n  meta = { };\n"))
            << package(head,
                   QStringLiteral(
                       "\n  buildInputs = [ zlib ];\n\n  makeFlags = [ \"PREFIX=${placeholder "
                       "\"out\"}\" ];\n\n  meta = { };\n"));
    }

    void addStringToList()
    {
        QFETCH(QString, source);
        QFETCH(QString, expected);
        const QString element = QStringLiteral("\"PREFIX=${placeholder \"out\"}\"");
        const auto edited = nix::addToListAttribute(source, QStringLiteral("makeFlags"), element);
        QVERIFY2(edited.ok(), qPrintable(edited.ok() ? QString() : edited.error().message));
        QCOMPARE(edited.value(), expected);
        const auto elements = nix::listAttribute(expected, QStringLiteral("makeFlags"));
        QVERIFY(elements);
        QCOMPARE(elements->count(element), 1);
    }

    /// A multi-line value (an installPhase) is indented like its binding.
    void addMultiLineAttribute()
    {
        const QString head = QStringLiteral("{ lib, stdenv }:");
        const QString source = package(head, QStringLiteral("\n  meta = { };\n"));
        const auto edited = nix::addAttribute(source, QStringLiteral("installPhase"),
            QStringLiteral("''\n  runHook preInstall\n\n  install -Dm755 x -t $out/bin\n\n  "
                           "runHook postInstall\n''"));
        QVERIFY(edited.ok());
        QCOMPARE(edited.value(),
            package(head,
                QStringLiteral(
                    "\n  installPhase = ''\n    runHook preInstall\n\n    install -Dm755 "
                    "x -t $out/bin\n\n    runHook postInstall\n  '';\n\n  meta = { "
                    "};\n")));
    }

    void packageSetAfterLetVersion()
    {
        // The `let version = …; in` before the set was taken for the package set's binding,
        // and no set was found: the list attributes of such a file could not be read or edited.
        const QString source = QStringLiteral(
            "{ lib, stdenv, zlib }:\nlet\n  version = \"1\";\nin\nstdenv.mkDerivation {\n"
            "  pname = \"x\";\n  inherit version;\n  src = ./src;\n  buildInputs = [ zlib ];\n}\n");
        QVERIFY(nix::hasAttribute(source, QStringLiteral("buildInputs")));
        QCOMPARE(nix::listAttribute(source, QStringLiteral("buildInputs")).value_or(QStringList()),
            QStringList{QStringLiteral("zlib")});
        const auto edited = nix::addToListAttribute(
            source, QStringLiteral("buildInputs"), QStringLiteral("bzip2"));
        QVERIFY(edited.ok());
        QVERIFY(
            edited.value().contains(QStringLiteral("buildInputs = [\n    zlib\n    bzip2\n  ];")));
    }

    void addToListRefusesNonList()
    {
        const QString source = package(QStringLiteral("{ lib, stdenv }:"),
            QStringLiteral("  buildInputs = common ++ [ openssl ];\n"));
        QVERIFY(
            !nix::addToListAttribute(source, QStringLiteral("buildInputs"), QStringLiteral("zlib"))
                 .ok());
        QVERIFY(nix::hasAttribute(source, QStringLiteral("buildInputs")));
        QVERIFY(!nix::listAttribute(source, QStringLiteral("buildInputs")));
        QVERIFY(!nix::addToListAttribute(
            QStringLiteral("{ a }: a"), QStringLiteral("buildInputs"), QStringLiteral("zlib"))
                     .ok());
    }
};

QTEST_GUILESS_MAIN(TestExpressionEdit)
#include "tst_expressionedit.moc"
