// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The mechanical fixes of lint findings (issue 17: "quick-fixable ones … are fixed without a
// model"): per rule, a package text and the rule ids found → the text the fix writes and the
// rules it fixed; the cases where a fix would have to guess leave the text as it is. Each
// fixed text is linted again: the rule it answers is gone.
#include "nix/LintFixes.h"
#include "nix/LintRules.h"
#include "nix/NixpkgsLint.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace packwright;

namespace {

/// A package missing nothing but what a row takes out or changes.
QString package(const QString &head, const QString &body, const QString &meta)
{
    return head + QStringLiteral("\n\nstdenv.mkDerivation (finalAttrs: {\n") + body
        + QStringLiteral("\n  meta = ") + meta + QStringLiteral(";\n})\n");
}

const QString head3 = QStringLiteral("{\n  lib,\n  stdenv,\n  fetchurl,\n}:");
const QString plainMeta = QStringLiteral(
    "{\n    description = \"Tiny program\";\n    license = lib.licenses.mit;\n  }");
const QString ratchets = QStringLiteral("  __structuredAttrs = true;\n  strictDeps = true;\n");

QString source(const QString &extra = {})
{
    return QStringLiteral(
               "\n  src = fetchurl {\n    url = \"https://example.org/tiny-1.0.tar.gz\";\n"
               "    hash = \"sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=\";\n"
               "  };\n")
        + extra;
}

const QString version = QStringLiteral("  pname = \"tiny\";\n  version = \"1.0\";\n");

QList<nix::LintFinding> findingsOf(const QStringList &rules)
{
    QList<nix::LintFinding> out;
    for (const QString &rule : rules)
        out << nix::LintFinding{rule, nix::LintSeverity::Ci, 1, 1, QStringLiteral("m"), {}, true};
    return out;
}

} // namespace

class TestLintFixes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixes_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("rules"); ///< what lint found
        QTest::addColumn<QString>("expected");  ///< the input when nothing may be fixed
        QTest::addColumn<QStringList>("fixed"); ///< the rules fixed, in order

        const QString conformant = package(head3, version + ratchets + source(), plainMeta);

        // strictDeps and __structuredAttrs: right after version, as the templates write them.
        QTest::newRow("NPV-164 and NPV-166 added")
            << package(head3, version + source(), plainMeta)
            << QStringList{QStringLiteral("NPV-166"), QStringLiteral("NPV-164")} << conformant
            << QStringList{QStringLiteral("NPV-164"), QStringLiteral("NPV-166")};
        QTest::newRow("NPV-164 alone")
            << package(head3, version + QStringLiteral("  __structuredAttrs = true;\n") + source(),
                   plainMeta)
            << QStringList{QStringLiteral("NPV-164")}
            << package(head3,
                   version + QStringLiteral("  strictDeps = true;\n  __structuredAttrs = true;\n")
                       + source(),
                   plainMeta)
            << QStringList{QStringLiteral("NPV-164")};
        QTest::newRow("strictDeps = false turned true") << package(head3,
            version + QStringLiteral("  __structuredAttrs = true;\n  strictDeps = false;\n")
                + source(),
            plainMeta) << QStringList{QStringLiteral("NPV-164")}
                                                        << conformant
                                                        << QStringList{QStringLiteral("NPV-164")};
        const QString computed = package(head3,
            version
                + QStringLiteral("  __structuredAttrs = true;\n  strictDeps = "
                                 "!stdenv.hostPlatform.isDarwin;\n")
                + source(),
            plainMeta);
        QTest::newRow("computed strictDeps: no fix")
            << computed << QStringList{QStringLiteral("NPV-164")} << computed << QStringList{};
        const QString variable = package(head3,
            version + QStringLiteral("  strictDeps = true;\n")
                + source(QStringLiteral("\n  NIX_LDFLAGS = \"-lm\";\n")),
            plainMeta);
        QTest::newRow("upper-case variable outside env: no __structuredAttrs")
            << variable
            << QStringList{QStringLiteral("NPV-166"), QStringLiteral("PW-structured-env")}
            << variable << QStringList{};
        const QString python = QStringLiteral(
            "{\n  lib,\n  buildPythonPackage,\n  fetchPypi,\n}:\n\nbuildPythonPackage rec {\n"
            "  pname = \"colorama\";\n  version = \"0.4.6\";\n  pyproject = true;\n"
            "  __structuredAttrs = true;\n\n  meta = {\n    description = \"Colours\";\n  };\n}\n");
        QTest::newRow("no strictDeps for a language builder")
            << python << QStringList{QStringLiteral("NPV-164")} << python << QStringList{};
        const QString unchanged = package(head3, version + source(), plainMeta);
        QTest::newRow("no finding, no fix")
            << unchanged << QStringList{} << unchanged << QStringList{};

        // meta = with lib;
        QTest::newRow("PW-meta-with-lib")
            << package(head3, version + ratchets + source(),
                   QStringLiteral("with lib; {\n    description = \"Tiny program\";\n"
                                  "    homepage = \"https://example.org/${finalAttrs.pname}\";\n"
                                  "    license = licenses.mit;\n"
                                  "    maintainers = with maintainers; [ alice ];\n"
                                  "    platforms = platforms.unix;\n  }"))
            << QStringList{QStringLiteral("PW-meta-with-lib")}
            << package(head3, version + ratchets + source(),
                   QStringLiteral("{\n    description = \"Tiny program\";\n"
                                  "    homepage = \"https://example.org/${finalAttrs.pname}\";\n"
                                  "    license = lib.licenses.mit;\n"
                                  "    maintainers = with lib.maintainers; [ alice ];\n"
                                  "    platforms = lib.platforms.unix;\n  }"))
            << QStringList{QStringLiteral("PW-meta-with-lib")};
        const QString otherLib = package(head3, version + ratchets + source(),
            QStringLiteral("with lib; {\n    description = \"Tiny program\";\n"
                           "    license = licenses.mit;\n"
                           "    platforms = subtractLists platforms.darwin platforms.unix;\n  }"));
        QTest::newRow("meta's with lib serves more than lib's sets: no fix")
            << otherLib << QStringList{QStringLiteral("PW-meta-with-lib")} << otherLib
            << QStringList{};
        const QString interpolated = package(head3, version + ratchets + source(),
            QStringLiteral("with lib; {\n    description = \"Tiny program\";\n"
                           "    homepage = \"https://example.org/${toLower finalAttrs.pname}\";\n"
                           "    license = licenses.mit;\n  }"));
        QTest::newRow("a lib function inside a string: no fix")
            << interpolated << QStringList{QStringLiteral("PW-meta-with-lib")} << interpolated
            << QStringList{};

        // Sources: tag and SRI hashes.
        const auto github = [&](const QString &fetch, const QString &changelog) -> QString {
            return QStringLiteral("{\n  lib,\n  stdenv,\n  fetchFromGitHub,\n}:\n\n"
                                  "stdenv.mkDerivation rec {\n")
                + version + ratchets + QStringLiteral("\n  src = fetchFromGitHub {\n")
                + QStringLiteral("    owner = \"o\";\n    repo = \"tiny\";\n") + fetch
                + QStringLiteral(
                    "    hash = \"sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=\";\n"
                    "  };\n\n  meta = {\n    description = \"Tiny program\";\n"
                    "    changelog = \"https://github.com/o/tiny/releases/tag/")
                + changelog + QStringLiteral("\";\n  };\n}\n");
        };
        QTest::newRow("PW-fetch-tag from rev = \"refs/tags/v${version}\"")
            << github(QStringLiteral("    rev = \"refs/tags/v${version}\";\n"),
                   QStringLiteral("${src.rev}"))
            << QStringList{QStringLiteral("PW-fetch-tag"), QStringLiteral("PW-finalAttrs")}
            << github(QStringLiteral("    tag = \"v${version}\";\n"), QStringLiteral("${src.tag}"))
            << QStringList{QStringLiteral("PW-fetch-tag")};
        QTest::newRow("PW-fetch-tag from a literal release")
            << github(QStringLiteral("    rev = \"v1.0\";\n"), QStringLiteral("v1.0"))
            << QStringList{QStringLiteral("PW-fetch-tag")}
            << github(QStringLiteral("    tag = \"v1.0\";\n"), QStringLiteral("v1.0"))
            << QStringList{QStringLiteral("PW-fetch-tag")};
        const QString commit = github(QStringLiteral("    rev = \"deadbeef12\";\n"), QString());
        QTest::newRow("a short commit is no tag")
            << commit << QStringList{QStringLiteral("PW-fetch-tag"), QStringLiteral("PW-fetch-rev")}
            << commit << QStringList{};
        const QString both = github(
            QStringLiteral("    rev = \"v${version}\";\n    tag = \"v${version}\";\n"), QString());
        QTest::newRow("rev and tag both set: no fix")
            << both << QStringList{QStringLiteral("PW-fetch-tag")} << both << QStringList{};
        QTest::newRow("PW-sri-hash")
            << package(head3,
                   version + ratchets
                       + QStringLiteral("\n  src = fetchurl {\n    url = \"https://e.org/t.tgz\";\n"
                                        "    sha256 = \"0ssi1wpaf7plaswqqjwigppsg5fyh99vdlb9kzl7c9"
                                        "lng89ndq1i\";\n  };\n"),
                   plainMeta)
            << QStringList{QStringLiteral("PW-sri-hash")}
            << package(head3,
                   version + ratchets
                       + QStringLiteral("\n  src = fetchurl {\n    url = \"https://e.org/t.tgz\";\n"
                                        "    hash = \"sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy"
                                        "4PUWs=\";\n  };\n"),
                   plainMeta)
            << QStringList{QStringLiteral("PW-sri-hash")};

        // nixfmt's layout.
        QTest::newRow("PW-RFC166-arguments")
            << package(QStringLiteral("{ lib, stdenv, fetchurl ? null }:"),
                   version + ratchets + source(), plainMeta)
            << QStringList{QStringLiteral("PW-RFC166-arguments")}
            << package(QStringLiteral("{\n  lib,\n  stdenv,\n  fetchurl ? null,\n}:"),
                   version + ratchets + source(), plainMeta)
            << QStringList{QStringLiteral("PW-RFC166-arguments")};
        const QString commented
            = package(QStringLiteral("{ lib, stdenv, fetchurl /* the tarball */ }:"),
                version + ratchets + source(), plainMeta);
        QTest::newRow("a comment in the head: no fix")
            << commented << QStringList{QStringLiteral("PW-RFC166-arguments")} << commented
            << QStringList{};
        QTest::newRow("PW-RFC166-lists")
            << package(head3,
                   version + ratchets
                       + source(
                           QStringLiteral("\n  makeFlags = [ \"PREFIX=$(out)\" \"CC=cc\" ];\n")),
                   plainMeta)
            << QStringList{QStringLiteral("PW-RFC166-lists")}
            << package(head3,
                   version + ratchets
                       + source(QStringLiteral(
                           "\n  makeFlags = [\n    \"PREFIX=$(out)\"\n    \"CC=cc\"\n  ];\n")),
                   plainMeta)
            << QStringList{QStringLiteral("PW-RFC166-lists")};
        const QString argumentList = package(head3,
            version + ratchets
                + source(QStringLiteral(
                    "\n  postInstall = lib.concatStringsSep \" \" [ \"a\" \"b\" ];\n")),
            plainMeta);
        QTest::newRow("a list passed to a function: no fix")
            << argumentList << QStringList{QStringLiteral("PW-RFC166-lists")} << argumentList
            << QStringList{};
        const QString script
            = QStringLiteral("  postPatch = ''\n    echo a  \n\n\n    echo b\n  '';\n");
        QTest::newRow("blank lines and trailing white space, not inside strings")
            << package(head3,
                   version + ratchets + QStringLiteral("\n\n") + source() + QStringLiteral("  \n")
                       + script,
                   plainMeta)
                + QStringLiteral("\n")
            << QStringList{QStringLiteral("PW-RFC166-blank-lines"),
                   QStringLiteral("PW-RFC166-trailing-whitespace")}
            << package(
                   head3, version + ratchets + source() + QStringLiteral("\n") + script, plainMeta)
            << QStringList{QStringLiteral("PW-RFC166-trailing-whitespace"),
                   QStringLiteral("PW-RFC166-blank-lines")};
        QTest::newRow("PW-RFC166-tabs")
            << package(head3, version + ratchets + source(QStringLiteral("\n\tdoCheck = true;\n")),
                   plainMeta)
            << QStringList{QStringLiteral("PW-RFC166-tabs")}
            << package(head3, version + ratchets + source(QStringLiteral("\n  doCheck = true;\n")),
                   plainMeta)
            << QStringList{QStringLiteral("PW-RFC166-tabs")};
        const QString unfixable = package(head3,
            version + ratchets + source() + QStringLiteral("  src2 = lib.fakeHash;\n"), plainMeta);
        QTest::newRow("rules without a mechanical fix are left alone")
            << unfixable
            << QStringList{QStringLiteral("PW-fake-hash"), QStringLiteral("PW-finalAttrs"),
                   QStringLiteral("PW-description-article"), QStringLiteral("PW-maintainers")}
            << unfixable << QStringList{};
    }

    void fixes()
    {
        QFETCH(QString, input);
        QFETCH(QStringList, rules);
        QFETCH(QString, expected);
        QFETCH(QStringList, fixed);
        const nix::LintFixResult result = nix::fixLintFindings(input, findingsOf(rules));
        QCOMPARE(result.expression, expected);
        QStringList made;
        for (const nix::LintFix &f : result.fixes) {
            made << f.rule;
            QVERIFY2(!f.reason.isEmpty(), qPrintable(f.rule));
            QVERIFY2(result.summary().contains(f.reason), qPrintable(f.rule));
        }
        QCOMPARE(made, fixed);
        QCOMPARE(result.changed(), !fixed.isEmpty());
        // What lint says of the result: the rules fixed are gone.
        for (const nix::LintFinding &f : nix::lint(result.expression))
            QVERIFY2(!fixed.contains(f.rule), qPrintable(f.rule + QLatin1Char(' ') + f.message));
        // The fix is stable: once more, with the same findings, it changes nothing.
        QCOMPARE(nix::fixLintFindings(result.expression, findingsOf(rules)).expression,
            result.expression);
    }

    /// The loop's case: the findings are lint's own, of the template-like fixture without the
    /// two ratchets; after the fix lint has none of NPV-164/166 left.
    void fixesWhatLintFinds()
    {
        const QString tiny = QStringLiteral(
            "{ lib, stdenv }:\n\nstdenv.mkDerivation (finalAttrs: {\n  pname = \"tiny\";\n"
            "  version = \"1.0\";\n\n  src = ./src;\n\n  makeFlags = [ \"PREFIX=${placeholder "
            "\"out\"}\" ];\n\n  meta = {\n    description = \"Tiny C program\";\n"
            "    license = lib.licenses.mit;\n  };\n})\n");
        const QList<nix::LintFinding> findings = nix::lint(tiny);
        QStringList before;
        for (const nix::LintFinding &f : findings)
            before << f.rule;
        QVERIFY2(before.contains(QStringLiteral("NPV-164")), qPrintable(before.join(u' ')));
        QVERIFY(before.contains(QStringLiteral("NPV-166")));
        const nix::LintFixResult result = nix::fixLintFindings(tiny, findings);
        QVERIFY(result.expression.contains(QStringLiteral(
            "  version = \"1.0\";\n  __structuredAttrs = true;\n  strictDeps = true;\n\n  src")));
        for (const nix::LintFinding &f : nix::lint(result.expression)) {
            QVERIFY2(f.rule != QLatin1String("NPV-164") && f.rule != QLatin1String("NPV-166"),
                qPrintable(f.message));
        }
    }

    /// Every fixture package, whole and cut short at every tenth character, with every rule
    /// that has a fix: the fixes return (no offset outside the text), keep a whole fixture's
    /// comments and are stable; lint of a whole fixture's result has none of the rules fixed.
    void survivesEveryFixture()
    {
        QStringList fixable;
        for (const nix::LintRule &rule : nix::lintRules()) {
            if (rule.quickFix)
                fixable << QLatin1String(rule.id);
        }
        QVERIFY(fixable.contains(QStringLiteral("NPV-164")));
        const QDir packages(QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/packages"));
        const QStringList names = packages.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(names.size() > 10);
        int fixed = 0;
        for (const QString &name : names) {
            QFile file(packages.filePath(name + QStringLiteral("/package.nix")));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(file.readAll());
            for (qsizetype cut = 0; cut < text.size(); cut += 10)
                nix::fixLintFindings(text.left(cut), findingsOf(fixable));
            const nix::LintFixResult result = nix::fixLintFindings(text, nix::lint(text));
            fixed += result.changed() ? 1 : 0;
            QCOMPARE(result.expression.count(u'#'), text.count(u'#'));
            QCOMPARE(nix::fixLintFindings(result.expression, nix::lint(text)).expression,
                result.expression);
            for (const nix::LintFinding &f : nix::lint(result.expression)) {
                for (const nix::LintFix &done : result.fixes)
                    QVERIFY2(f.rule != done.rule, qPrintable(name + u' ' + f.message));
            }
        }
        QVERIFY(fixed > 10); // most fixtures predate the ratchets
    }
};

QTEST_GUILESS_MAIN(TestLintFixes)
#include "tst_lintfixes.moc"
