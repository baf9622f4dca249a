// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Where a failure signal's target is defined in package.nix (agent/nix/AttributeLocation):
// what the expression editor jumps to.
#include "attributelocation_sample.h"
#include "nix/AttributeLocation.h"

#include <QTest>

using namespace packwright;

namespace {
const QString package = attributeLocationSample();
} // namespace

class TestAttributeLocation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void attributeOffset_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("line");      // 1-based line of the offset, 0 = nullopt
        QTest::addColumn<QString>("there"); // the text from the offset on, up to 20 characters

        QTest::newRow("list attribute, not the comment")
            << package << QStringLiteral("buildInputs") << 18
            << QStringLiteral("buildInputs = [ zlib");
        QTest::newRow("nativeBuildInputs") << package << QStringLiteral("nativeBuildInputs") << 17
                                           << QStringLiteral("nativeBuildInputs = ");
        QTest::newRow("src") << package << QStringLiteral("src") << 12
                             << QStringLiteral("src = fetchurl {");
        QTest::newRow("inside the fetcher's set") << package << QStringLiteral("src.hash") << 14
                                                  << QStringLiteral("hash = lib.fakeHash;");
        QTest::newRow("indented string")
            << package << QStringLiteral("postPatch") << 21 << QStringLiteral("postPatch = ''");
        QTest::newRow("nested meta set, not the block comment")
            << package << QStringLiteral("meta.license") << 30
            << QStringLiteral("license = licenses.g");
        QTest::newRow("the set itself")
            << package << QStringLiteral("meta") << 28 << QStringLiteral("meta = with lib; {");
        QTest::newRow("inherit in the package set")
            << package << QStringLiteral("version") << 10 << QStringLiteral("version;");
        QTest::newRow("dotted binding") << package << QStringLiteral("env.NIX_CFLAGS_COMPILE") << 26
                                        << QStringLiteral("env.NIX_CFLAGS_COMPI");
        QTest::newRow("prefix of a dotted binding") << package << QStringLiteral("passthru.tests")
                                                    << 25 << QStringLiteral("passthru.tests.simpl");
        QTest::newRow("only in a nested set: found there")
            << package << QStringLiteral("dontUnpack") << 25
            << QStringLiteral("dontUnpack = true; }");
        QTest::newRow("only in a comment")
            << package << QStringLiteral("meta.maintainers") << 0 << QString();
        QTest::newRow("only in strings")
            << package << QStringLiteral("checkPhase") << 0 << QString();
        QTest::newRow("only in a list's string")
            << package << QStringLiteral("doCheck") << 0 << QString();
        QTest::newRow("missing") << package << QStringLiteral("cmakeFlags") << 0 << QString();
        QTest::newRow("a suffix is not the name")
            << package << QStringLiteral("Inputs") << 0 << QString();
        QTest::newRow("license alone is meta's, found by depth")
            << package << QStringLiteral("license") << 30 << QStringLiteral("license = licenses.g");
        QTest::newRow("a comparison is no binding")
            << QStringLiteral("{ x = a: a.pname == \"y\"; pname = \"z\"; }")
            << QStringLiteral("pname") << 1 << QStringLiteral("pname = \"z\"; }");
        QTest::newRow("meta.license written dotted")
            << QStringLiteral("{\n  pname = \"x\";\n  meta.license = lib.licenses.mit;\n}\n")
            << QStringLiteral("meta.license") << 3 << QStringLiteral("meta.license = lib.l");
        QTest::newRow("a file path is no attribute")
            << package << QStringLiteral("src/foo.c:12") << 0 << QString();
        QTest::newRow("a spec section is no attribute")
            << package << QStringLiteral("%files") << 0 << QString();
        QTest::newRow("empty") << package << QString() << 0 << QString();
    }

    void attributeOffset()
    {
        QFETCH(QString, source);
        QFETCH(QString, path);
        QFETCH(int, line);
        QFETCH(QString, there);
        const auto offset = nix::attributeOffset(source, path);
        if (line == 0) {
            QVERIFY2(!offset, qPrintable(offset ? source.mid(*offset, 20) : QString()));
            return;
        }
        QVERIFY(offset);
        QCOMPARE(source.left(*offset).count(QLatin1Char('\n')) + 1, line);
        QCOMPARE(source.mid(*offset, 20).left(there.size()), there);
    }

    void attributePathOfTarget_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("path"); // empty = nullopt

        QTest::newRow("name") << QStringLiteral("buildInputs") << QStringLiteral("buildInputs");
        QTest::newRow("path") << QStringLiteral("meta.license") << QStringLiteral("meta.license");
        QTest::newRow("hyphen") << QStringLiteral("build-system") << QStringLiteral("build-system");
        QTest::newRow("note in brackets")
            << QStringLiteral("postPatch (patchShebangs)") << QStringLiteral("postPatch");
        QTest::newRow("alternatives")
            << QStringLiteral("buildInputs / nativeBuildInputs") << QStringLiteral("buildInputs");
        QTest::newRow("file and line") << QStringLiteral("src/foo.c:12") << QString();
        QTest::newRow("spec section") << QStringLiteral("%files") << QString();
        QTest::newRow("prose") << QStringLiteral("the dependency's meta / nixpkgs config")
                               << QString();
        QTest::newRow("prose starting with a word")
            << QStringLiteral("vendored dependencies (fetch them)") << QString();
        QTest::newRow("empty") << QString() << QString();
    }

    void attributePathOfTarget()
    {
        QFETCH(QString, target);
        QFETCH(QString, path);
        const auto got = nix::attributePathOfTarget(target);
        QCOMPARE(got.value_or(QString()), path);
    }
};

QTEST_GUILESS_MAIN(TestAttributeLocation)
#include "tst_attributelocation.moc"
