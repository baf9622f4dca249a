// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Model-free fixes for plain-Makefile projects (issue 17 item 3): the Makefile reader on
// real-world shapes (tests/unit/data/makefiles, see its README), the makeFlags read off
// them, the installPhase for a Makefile without `install`, and the quick fixer's edits of
// the broken-make-* fixture packages with their sources.
#include "loop/MakefileFixes.h"
#include "loop/QuickFixer.h"
#include "nix/ExpressionEdit.h"
#include "tools/MakefileReader.h"

#include <QFile>
#include <QTest>

using namespace packwright;
using namespace packwright::loop;

namespace {
QString makefiles(const QString &name)
{
    return QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/unit/data/makefiles/") + name;
}

QString fixtureDir(const QString &name)
{
    return QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/packages/") + name;
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QStringList flagStrings(const QList<MakeFlag> &flags)
{
    QStringList out;
    for (const MakeFlag &f : flags)
        out << f.name + QLatin1Char('=') + f.value;
    return out;
}

evidence::FailureSignal signalOf(const QString &text, const QString &phase,
    const QString &patternId = QStringLiteral("make-error"))
{
    evidence::FailureSignal s;
    s.text = text;
    s.phase = phase;
    s.patternId = patternId;
    s.confidence = 0.9;
    return s;
}

nix::BuildOutcome failedBuild()
{
    nix::BuildOutcome o;
    o.kind = nix::OutcomeKind::BuildError;
    return o;
}

evidence::Extraction extractionOf(const evidence::FailureSignal &s)
{
    evidence::Extraction e;
    e.ranked << s;
    return e;
}

const QString out = QStringLiteral("${placeholder \"out\"}");
} // namespace

class TestMakefileFixes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsVariablesAndRules()
    {
        const auto tree = tools::MakefileReader::read(makefiles(QStringLiteral("tree")));
        QVERIFY(tree);
        QCOMPARE(tree->fileName(), QStringLiteral("Makefile"));
        QCOMPARE(tree->variable(QStringLiteral("PREFIX"))->value, QStringLiteral("/usr/local"));
        QCOMPARE(tree->variable(QStringLiteral("CC"))->op, QStringLiteral("?="));
        QCOMPARE(
            tree->expand(QStringLiteral("$(MANDIR)/man1")), QStringLiteral("/usr/local/man/man1"));
        QCOMPARE(tree->expand(QStringLiteral("${DESTDIR}")), QStringLiteral("/usr/local/bin"));
        QVERIFY(tree->hasTarget(QStringLiteral("install")));
        QVERIFY(tree->hasTarget(QStringLiteral("tree")));
        QCOMPARE(tree->defaultRule()->targets, QStringList{QStringLiteral("all")});
        // `CFLAGS += …` after `CFLAGS ?= -O3` appends; the commented-out FreeBSD block is no
        // assignment.
        QVERIFY(tree->variable(QStringLiteral("CFLAGS"))
                    ->value.startsWith(QStringLiteral("-O3 -std=c11")));
        QCOMPARE(tree->variable(QStringLiteral("CC"))->value, QStringLiteral("gcc"));

        const auto lz4 = tools::MakefileReader::read(makefiles(QStringLiteral("lz4")));
        QVERIFY(lz4);
        QCOMPARE(lz4->expand(QStringLiteral("$(DESTDIR)$(man1dir)")),
            QStringLiteral("/usr/local/share/man/man1"));
        QVERIFY(lz4->variable(QStringLiteral("CFLAGS"))->override == false); // `override +=`
        QCOMPARE(lz4->defaultRule()->targets, QStringList{QStringLiteral("default")});
        QVERIFY(!lz4->variable(QStringLiteral("lz4-release")));

        const auto bzip2 = tools::MakefileReader::read(makefiles(QStringLiteral("bzip2")));
        QVERIFY(bzip2);
        QCOMPARE(bzip2->variable(QStringLiteral("OBJS"))
                     ->value.split(QLatin1Char(' '), Qt::SkipEmptyParts)
                     .size(),
            7);
        QCOMPARE(bzip2->expand(QStringLiteral("$(OBJS:.o=.c)")).section(QLatin1Char(' '), 0, 0),
            QStringLiteral("blocksort.c"));
        QVERIFY(bzip2->rule(QStringLiteral("libbz2.a"))->recipe.size() >= 3);

        const auto overridden = tools::MakefileReader::read(makefiles(QStringLiteral("override")));
        QVERIFY(overridden && overridden->variable(QStringLiteral("PREFIX"))->override);

        // GNU make's order of names: GNUmakefile first.
        const auto noInstall = tools::MakefileReader::read(makefiles(QStringLiteral("no-install")));
        QVERIFY(noInstall);
        QCOMPARE(noInstall->fileName(), QStringLiteral("GNUmakefile"));
        QVERIFY(noInstall->isPhony(QStringLiteral("progs")));
        QVERIFY(!tools::MakefileReader::read(makefiles(QStringLiteral("none"))));
    }

    /// Bad input gets an answer, not a hang: unterminated references, self-reference, a
    /// Makefile whose variables double at each level (2^40 words if expanded), binary junk.
    void malformedMakefiles()
    {
        QString doubling = QStringLiteral("V0 = x\n");
        for (int i = 1; i <= 40; ++i)
            doubling += QStringLiteral("V%1 = $(V%2) $(V%2)\n").arg(i).arg(i - 1);
        doubling += QStringLiteral("PREFIX = /usr/local$(V40)\nall: $(V40)\n");
        const QStringList texts{QStringLiteral("A = $(A) x\nB = $(\nall: $(B\n\t\n:=\n=\n"),
            QStringLiteral("PREFIX = ${PREFIX}\nMANDIR = $(PREFIX)/man\ninstall:\n"), doubling,
            QString::fromLatin1("\x01\x02:\x03=\\\n\t\\\n\x7f")};
        for (const QString &text : texts) {
            const auto m = tools::MakefileReader::parse(text, QStringLiteral("Makefile"));
            for (const tools::MakeVariable &v : m.variables())
                QVERIFY(m.expand(v.value).size() < 1000000);
            makefilePrefixFlags(m);
            makefileProducts(m, makefiles(QStringLiteral("none")));
            m.defaultRule();
        }
        const auto m = tools::MakefileReader::parse(doubling, QStringLiteral("Makefile"));
        QCOMPARE(m.expand(QStringLiteral("$(V3)")), QStringLiteral("x x x x x x x x"));
    }

    void prefixFlags_data()
    {
        QTest::addColumn<QString>("project");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("tree: PREFIX, MANDIR below $(PREFIX)/man")
            << QStringLiteral("tree")
            << QStringList{QStringLiteral("PREFIX=") + out,
                   QStringLiteral("MANDIR=") + out + QStringLiteral("/share/man")};
        QTest::newRow("lz4: only PREFIX, the rest follows it")
            << QStringLiteral("lz4") << QStringList{QStringLiteral("PREFIX=") + out};
        QTest::newRow("bzip2: a hard-coded CC")
            << QStringLiteral("bzip2")
            << QStringList{QStringLiteral("CC=${stdenv.cc.targetPrefix}cc"),
                   QStringLiteral("PREFIX=") + out};
        QTest::newRow("override: nothing a command line can change")
            << QStringLiteral("override") << QStringList{};
        QTest::newRow("no directories at all") << QStringLiteral("no-install") << QStringList{};
    }

    void prefixFlags()
    {
        QFETCH(QString, project);
        QFETCH(QStringList, expected);
        const auto makefile = tools::MakefileReader::read(makefiles(project));
        QVERIFY(makefile);
        QCOMPARE(flagStrings(makefilePrefixFlags(*makefile)), expected);
    }

    /// Absolute directories other than the prefix keep their place below it; a manual
    /// directory goes to share/man.
    void absoluteDirectories()
    {
        const auto makefile = tools::MakefileReader::parse(
            QStringLiteral("prefix := /usr\nbindir = /usr/bin\nMANDIR = /usr/local/man\n"
                           "DOCDIR = /usr/share/doc/frob\nsysconfdir = /etc\nSRC = src\n"
                           "CXX = g++\nall: frob\n"),
            QStringLiteral("Makefile"));
        QCOMPARE(flagStrings(makefilePrefixFlags(makefile)),
            (QStringList{QStringLiteral("prefix=") + out,
                QStringLiteral("bindir=") + out + QStringLiteral("/bin"),
                QStringLiteral("MANDIR=") + out + QStringLiteral("/share/man"),
                QStringLiteral("DOCDIR=") + out + QStringLiteral("/share/doc/frob"),
                QStringLiteral("sysconfdir=") + out + QStringLiteral("/etc"),
                QStringLiteral("CXX=${stdenv.cc.targetPrefix}c++")}));
    }

    void installFailures_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("phase");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("path");
        using K = MakeInstallFailure::Kind;
        QTest::newRow("tree") << QStringLiteral("install: cannot change permissions of "
                                                "'/usr/local/man/man1': No such file or directory")
                              << QStringLiteral("installPhase") << int(K::FhsPrefix)
                              << QStringLiteral("/usr/local/man/man1");
        QTest::newRow("install into bin")
            << QStringLiteral("install: cannot create regular file '/usr/local/bin/tree': "
                              "Permission denied")
            << QStringLiteral("installPhase") << int(K::FhsPrefix)
            << QStringLiteral("/usr/local/bin/tree");
        QTest::newRow("mkdir, read-only") << QStringLiteral(
            "mkdir: cannot create directory '/usr/share/frob': Read-only file "
            "system") << QStringLiteral("installPhase")
                                          << int(K::FhsPrefix) << QStringLiteral("/usr/share/frob");
        QTest::newRow("no install target")
            << QStringLiteral("make: *** No rule to make target 'install'.  Stop.")
            << QStringLiteral("installPhase") << int(K::NoInstallTarget) << QString();
        QTest::newRow("not in the install")
            << QStringLiteral("mkdir: cannot create directory '/usr/share/frob': Permission denied")
            << QStringLiteral("buildPhase") << int(K::None) << QString();
        QTest::newRow("the store, not FHS")
            << QStringLiteral("install: cannot create regular file '/nix/store/abc-zlib/lib/x': "
                              "Read-only file system")
            << QStringLiteral("installPhase") << int(K::None) << QString();
    }

    void installFailures()
    {
        QFETCH(QString, text);
        QFETCH(QString, phase);
        QFETCH(int, kind);
        QFETCH(QString, path);
        const MakeInstallFailure f = makeInstallFailure(signalOf(text, phase));
        QCOMPARE(int(f.kind), kind);
        QCOMPARE(f.path, path);
    }

    void productsAndInstallPhase()
    {
        const QString root = makefiles(QStringLiteral("no-install"));
        const auto makefile = tools::MakefileReader::read(root);
        QVERIFY(makefile);
        const MakeProducts products = makefileProducts(*makefile, root);
        QCOMPARE(products.goal, QStringLiteral("all"));
        QCOMPARE(
            products.programs, (QStringList{QStringLiteral("frob"), QStringLiteral("frobctl")}));
        QCOMPARE(products.libraries, QStringList{QStringLiteral("libfrob.a")});
        QCOMPARE(products.headers, QStringList{QStringLiteral("frob.h")});
        QCOMPARE(products.manPages, QStringList{QStringLiteral("frob.1")});
        QCOMPARE(makefileInstallPhase(products),
            QStringLiteral("''\n  runHook preInstall\n\n  install -Dm755 frob frobctl -t $out/bin\n"
                           "  install -Dm644 libfrob.a -t $out/lib\n"
                           "  install -Dm644 frob.h -t $out/include\n"
                           "  install -Dm644 frob.1 -t $out/share/man/man1\n\n"
                           "  runHook postInstall\n''"));

        // bzip2's `all` lists `test`, which runs the tests: no program.
        const auto bzip2 = tools::MakefileReader::read(makefiles(QStringLiteral("bzip2")));
        const MakeProducts b = makefileProducts(*bzip2, makefiles(QStringLiteral("bzip2")));
        QCOMPARE(
            b.programs, (QStringList{QStringLiteral("bzip2"), QStringLiteral("bzip2recover")}));
        QCOMPARE(b.libraries, QStringList{QStringLiteral("libbz2.a")});
    }

    /// The quick fixer on broken-make-prefix with its source: makeFlags, one element a line.
    void quickFixPrefix()
    {
        const QString dir = fixtureDir(QStringLiteral("broken-make-prefix"));
        const QString expression = readText(dir + QStringLiteral("/package.nix"));
        QVERIFY(!expression.isEmpty());
        const auto sig
            = signalOf(QStringLiteral("install: cannot change permissions of "
                                      "'/usr/local/man/man1': No such file or directory"),
                QStringLiteral("installPhase"), QStringLiteral("install-cannot-stat"));
        // Without the source root there is no Makefile to read: no fix.
        QVERIFY(QuickFixer(nullptr, nullptr)
                    .propose(expression, failedBuild(), extractionOf(sig))
                    .isEmpty());

        const QuickFixer fixer(nullptr, nullptr, dir + QStringLiteral("/src"));
        const QList<QuickFix> fixes = fixer.propose(expression, failedBuild(), extractionOf(sig));
        QCOMPARE(fixes.size(), 1);
        QVERIFY(fixes[0].edit && fixes[0].edit->deterministic);
        QVERIFY2(
            fixes[0].summary.startsWith(QStringLiteral("Set PREFIX, MANDIR, CC in makeFlags: make "
                                                       "install writes to /usr/local/man/man1")),
            qPrintable(fixes[0].summary));
        QVERIFY(fixes[0].summary.contains(QStringLiteral("PREFIX = /usr/local")));
        const QString after = fixes[0].edit->after;
        QVERIFY2(after.contains(QStringLiteral("  src = ./src;\n\n  makeFlags = [\n"
                                               "    \"PREFIX=${placeholder \"out\"}\"\n"
                                               "    \"MANDIR=${placeholder \"out\"}/share/man\"\n"
                                               "    \"CC=${stdenv.cc.targetPrefix}cc\"\n  ];\n\n")),
            qPrintable(after));
        // Applied, the same failure has nothing left to fix.
        QVERIFY(fixer.propose(after, failedBuild(), extractionOf(sig)).isEmpty());

        // An existing makeFlags list is appended to; a flag it sets already stays as it is.
        const QString withFlags
            = QString(expression)
                  .replace(QStringLiteral("  src = ./src;\n"),
                      QStringLiteral("  src = ./src;\n\n  makeFlags = [ \"CC=cc\" ];\n"));
        const auto appended = fixer.propose(withFlags, failedBuild(), extractionOf(sig));
        QCOMPARE(appended.size(), 1);
        QVERIFY2(appended[0].edit->after.contains(
                     QStringLiteral("  makeFlags = [\n    \"CC=cc\"\n"
                                    "    \"PREFIX=${placeholder \"out\"}\"\n"
                                    "    \"MANDIR=${placeholder \"out\"}/share/man\"\n  ];\n")),
            qPrintable(appended[0].edit->after));
    }

    /// A top-level Makefile that installs through sub-makes (lz4, zstd): the directories its
    /// install rule runs make in, and the makeFlags their Makefiles need, set on the top
    /// make, which passes them on.
    void quickFixRecursiveInstall()
    {
        const QString root = makefiles(QStringLiteral("recursive"));
        const auto top = tools::MakefileReader::read(root);
        QVERIFY(top);
        QVERIFY(makefilePrefixFlags(*top).isEmpty());
        // Not ../elsewhere nor /opt/outside: only directories inside the source.
        QCOMPARE(installSubdirectories(*top),
            QStringList({QStringLiteral("lib"), QStringLiteral("programs")}));

        const QString expression = readText(
            fixtureDir(QStringLiteral("broken-make-prefix")) + QStringLiteral("/package.nix"));
        const auto sig = signalOf(QStringLiteral("install: cannot change permissions of "
                                                 "'/usr/local/lib/pkgconfig/': No such file or "
                                                 "directory"),
            QStringLiteral("installPhase"), QStringLiteral("install-cannot-stat"));
        const QuickFixer fixer(nullptr, nullptr, root);
        const QList<QuickFix> fixes = fixer.propose(expression, failedBuild(), extractionOf(sig));
        QCOMPARE(fixes.size(), 1);
        QCOMPARE(fixes[0].summary,
            QStringLiteral("Set PREFIX in makeFlags: make install writes to "
                           "/usr/local/lib/pkgconfig/, which a Nix build may not (lib/Makefile, "
                           "programs/Makefile set PREFIX ?= /usr/local; make passes the flags on "
                           "to them)"));
        QVERIFY2(fixes[0].edit->after.contains(
                     QStringLiteral("  makeFlags = [ \"PREFIX=${placeholder \"out\"}\" ];\n")),
            qPrintable(fixes[0].edit->after));
        QVERIFY(fixer.propose(fixes[0].edit->after, failedBuild(), extractionOf(sig)).isEmpty());
    }

    /// The same from Nix's error message alone, when no signal holds the line.
    void quickFixFromErrorText()
    {
        const QString dir = fixtureDir(QStringLiteral("broken-make-prefix"));
        nix::BuildOutcome outcome = failedBuild();
        outcome.failingPhase = QStringLiteral("installPhase");
        outcome.errorText
            = QStringLiteral("error: builder for '/nix/store/x-mkprefix-1.0.drv' failed "
                             "with exit code 2;\n       last 3 log lines:\n       > "
                             "install -d /usr/local/bin /usr/local/man/man1\n       > "
                             "install: cannot change permissions of "
                             "'/usr/local/man/man1': No such file or directory\n");
        const QuickFixer fixer(nullptr, nullptr, dir + QStringLiteral("/src"));
        const auto fixes = fixer.propose(
            readText(dir + QStringLiteral("/package.nix")), outcome, evidence::Extraction{});
        QCOMPARE(fixes.size(), 1);
        QVERIFY(fixes[0].summary.startsWith(QStringLiteral("Set PREFIX, MANDIR, CC in makeFlags")));
    }

    void quickFixNoInstall()
    {
        const QString dir = fixtureDir(QStringLiteral("broken-make-no-install"));
        const QString expression = readText(dir + QStringLiteral("/package.nix"));
        const auto sig
            = signalOf(QStringLiteral("make: *** No rule to make target 'install'.  Stop."),
                QStringLiteral("installPhase"), QStringLiteral("install-no-install-target"));
        const QuickFixer fixer(nullptr, nullptr, dir + QStringLiteral("/src"));
        const QList<QuickFix> fixes = fixer.propose(expression, failedBuild(), extractionOf(sig));
        QCOMPARE(fixes.size(), 1);
        QCOMPARE(fixes[0].summary,
            QStringLiteral("Write an installPhase that installs what make all builds (noinst, "
                           "noinst.1): Makefile has no install target"));
        QVERIFY2(fixes[0].edit->after.contains(QStringLiteral(
                     "  src = ./src;\n\n  installPhase = ''\n    runHook preInstall\n\n"
                     "    install -Dm755 noinst -t $out/bin\n"
                     "    install -Dm644 noinst.1 -t $out/share/man/man1\n\n"
                     "    runHook postInstall\n  '';\n\n  strictDeps = true;\n")),
            qPrintable(fixes[0].edit->after));
        // A package with its own installPhase is the maintainer's: no fix.
        QVERIFY(fixer.propose(fixes[0].edit->after, failedBuild(), extractionOf(sig)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMakefileFixes)
#include "tst_makefilefixes.moc"
