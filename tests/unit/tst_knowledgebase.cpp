// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The knowledge base of failure patterns: retrieval for typical log lines, hostile query
// text, the category and ecosystem factors, threads and copies, and a sanity check over the
// real-log corpus.
#include "evidence/KnowledgeBase.h"
#include "evidence/KnowledgeQuery.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QThread>

#include <memory>
#include <optional>

using namespace packwright::evidence;

namespace {

QStringList ids(const QList<KnowledgeMatch> &matches)
{
    QStringList result;
    for (const KnowledgeMatch &m : matches)
        result.append(m.entry.id);
    return result;
}

} // namespace

class TestKnowledgeBase : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void search_data();
    void search();
    void hostileQueriesDoNotCrash_data();
    void hostileQueriesDoNotCrash();
    void categoryBoostChangesOrder();
    void ecosystemMismatchIsDemoted();
    void limitIsHonoured();
    void searchFromAnotherThread();
    void copiesOutliveTheOriginal();
    void emptyKnowledgeBaseFindsNothing();
    void corpusTopThreeHasTheCategory();

private:
    std::optional<KnowledgeBase> m_kb;
};

void TestKnowledgeBase::initTestCase()
{
    auto kb = KnowledgeBase::load();
    QVERIFY2(kb.ok(), qPrintable(kb.ok() ? QString() : kb.error().message + kb.error().detail));
    m_kb = std::move(kb).value();
}

void TestKnowledgeBase::search_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("category");
    QTest::addColumn<QString>("ecosystem");
    QTest::addColumn<QString>("expected"); // the best match

    const QString none;
    const QString nix = QStringLiteral("nix");
    QTest::newRow("pkg-config module")
        << QStringLiteral("checking for GTK... no\nNo package 'gtk+-3.0' found") << none << nix
        << QStringLiteral("pkg-config-package-not-found");
    QTest::newRow("FOD hash") << QStringLiteral(
        "error: hash mismatch in fixed-output derivation "
        "'/nix/store/abc-source.drv':\n specified: sha256-AAAA=\n got: "
        "sha256-BBBB=") << QStringLiteral("hash_mismatch")
                              << nix << QStringLiteral("fod-hash-mismatch");
    QTest::newRow("fake hash") << QStringLiteral(
        "error: hash mismatch in fixed-output derivation '/nix/store/x-source.drv':\n"
        "  specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n"
        "     got:    sha256-4Zkx0kBqGm3d0b0hN9yqIj0Cq5b1uQ2rZp6p4dQ8TgY=")
                               << QStringLiteral("hash_mismatch") << nix
                               << QStringLiteral("fod-fake-hash-tofu");
    QTest::newRow("attribute missing")
        << QStringLiteral("error: attribute 'foo' missing\n at /home/u/pkg.nix:12:5:")
        << QStringLiteral("eval_error") << nix << QStringLiteral("eval-attribute-missing");
    QTest::newRow("rpm unpackaged")
        << QStringLiteral("error: Installed (but unpackaged) file(s) found:\n /usr/bin/foo") << none
        << QStringLiteral("rpm") << QStringLiteral("rpm-installed-unpackaged-files");
    QTest::newRow("missing header")
        << QStringLiteral("src/main.c:3:10: fatal error: zlib.h: No such file or directory\n"
                          "compilation terminated.")
        << none << nix << QStringLiteral("missing-header-file");
    QTest::newRow("linker -l") << QStringLiteral(
        "/nix/store/x-binutils-2.40/bin/ld: cannot find -lssl: No such file "
        "or directory") << none << nix
                               << QStringLiteral("linker-cannot-find-library");
    QTest::newRow("cmake find_package")
        << QStringLiteral("Could NOT find ZLIB (missing: ZLIB_LIBRARY ZLIB_INCLUDE_DIR)")
        << QStringLiteral("missing_dependency") << nix
        << QStringLiteral("cmake-find-package-missing");
    QTest::newRow("meson dependency")
        << QStringLiteral("meson.build:40:0: ERROR: Dependency \"wlroots\" not found, tried "
                          "pkgconfig and cmake")
        << none << nix << QStringLiteral("meson-dependency-not-found");
    QTest::newRow("undefined variable")
        << QStringLiteral("error: undefined variable 'libfoo'") << QStringLiteral("eval_error")
        << nix << QStringLiteral("eval-undefined-variable");
    QTest::newRow("infinite recursion") << QStringLiteral("error: infinite recursion encountered")
                                        << none << nix << QStringLiteral("eval-infinite-recursion");
    QTest::newRow("vendorHash") << QStringLiteral("error: hash mismatch in fixed-output derivation "
                                                  "'/nix/store/abc-foo-1.2-go-modules.drv':")
                                << QStringLiteral("hash_mismatch") << nix
                                << QStringLiteral("go-vendorhash-mismatch");
    QTest::newRow("cargo lock missing")
        << QStringLiteral("ERROR: The Cargo.lock file doesn't exist") << none << nix
        << QStringLiteral("cargo-lock-missing");
    QTest::newRow("pytest exit 5")
        << QStringLiteral("collected 0 items\n== no tests ran in 0.02s ==") << none << nix
        << QStringLiteral("pytest-no-tests-ran");
    QTest::newRow("bad interpreter")
        << QStringLiteral("./build.sh: /usr/bin/python: bad interpreter: No such file or "
                          "directory")
        << QStringLiteral("fhs_path") << nix << QStringLiteral("shebang-bad-interpreter");
    QTest::newRow("implicit declaration")
        << QStringLiteral("foo.c:12:5: error: implicit declaration of function 'strlcpy' "
                          "[-Wimplicit-function-declaration]")
        << QStringLiteral("compile_error") << nix
        << QStringLiteral("gcc14-implicit-function-declaration");
    QTest::newRow("cp cannot stat")
        << QStringLiteral("cp: cannot stat 'build/foo': No such file or directory") << none << nix
        << QStringLiteral("install-cp-cannot-stat");
    QTest::newRow("marked broken")
        << QStringLiteral("error: Package 'foo-1.0' in /x/default.nix:12 is marked as broken, "
                          "refusing to evaluate.")
        << none << nix << QStringLiteral("eval-marked-broken");
    QTest::newRow("unfree") << QStringLiteral("error: Package 'bar-2' has an unfree license "
                                              "('unfree'), refusing to evaluate.")
                            << none << nix << QStringLiteral("eval-unfree-license");
    QTest::newRow("rpm macro") << QStringLiteral(
        "+ %meson --buildtype=release\n/var/tmp/rpm-tmp.abc: line 31: fg: no "
        "job control") << none << QStringLiteral("rpm")
                               << QStringLiteral("rpm-macro-not-expanded");
    QTest::newRow("npm registry") << QStringLiteral(
        "npm ERR! code ENOTFOUND\nnpm ERR! network request to "
        "https://npm.example.org/left-pad failed, reason: getaddrinfo "
        "ENOTFOUND npm.example.org")
                                  << none << nix << QStringLiteral("npm-install-network");
    QTest::newRow("homeless shelter")
        << QStringLiteral("PermissionError: [Errno 13] Permission denied: '/homeless-shelter'")
        << none << nix << QStringLiteral("tests-need-writable-home");
    QTest::newRow("substitute pattern")
        << QStringLiteral("substituteStream() in derivation foo-1.2: ERROR: pattern /usr/bin "
                          "doesn't match anything in file 'Makefile'")
        << none << nix << QStringLiteral("substitute-pattern-no-match");
    QTest::newRow("multiple definition")
        << QStringLiteral("ld: util.o:(.bss+0x0): multiple definition of `verbose'; "
                          "main.o:(.bss+0x0): first defined here")
        << none << nix << QStringLiteral("gcc10-fno-common-multiple-definition");
    QTest::newRow("dependency too old")
        << QStringLiteral("Requested 'glib-2.0 >= 2.80.0' but version of GLib is 2.78.4")
        << QStringLiteral("version_mismatch") << nix
        << QStringLiteral("pkg-config-version-too-old");
    QTest::newRow("perl module") << QStringLiteral(
        "Can't locate XML/Parser.pm in @INC (you may need to install the "
        "XML::Parser module) (@INC contains: /nix/store/x-perl/lib)")
                                 << none << nix << QStringLiteral("perl-module-missing");
}

void TestKnowledgeBase::search()
{
    QFETCH(QString, text);
    QFETCH(QString, category);
    QFETCH(QString, ecosystem);
    QFETCH(QString, expected);
    const QList<KnowledgeMatch> found = m_kb->search(text, category, ecosystem);
    QVERIFY2(!found.isEmpty(), qPrintable(text));
    QVERIFY2(found.first().entry.id == expected, qPrintable(ids(found).join(QLatin1String(", "))));
    for (qsizetype i = 1; i < found.size(); ++i)
        QVERIFY(found.at(i - 1).score >= found.at(i).score);
    QVERIFY(found.first().score > 0.0);
}

void TestKnowledgeBase::hostileQueriesDoNotCrash_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("spaces") << QStringLiteral("   \n\t ");
    QTest::newRow("quotes") << QStringLiteral("\"\"\" ' \"unterminated");
    QTest::newRow("operators") << QStringLiteral("NEAR(hash mismatch, 3) AND NOT OR * ^ : + -");
    QTest::newRow("column filter") << QStringLiteral("title:hash symptoms : {title cause} : x");
    QTest::newRow("sql") << QStringLiteral("'); DROP TABLE patterns; -- \" OR 1=1");
    QTest::newRow("prefix star") << QStringLiteral("has* mism* \"hash\"*");
    QTest::newRow("unicode") << QStringLiteral(
        "Paket ‘ShellCheck’ ist kaputt — 错误 🚀 ﻿ß ǅ");
    QTest::newRow("lone surrogate") << QString(QChar(0xD800)) + QStringLiteral("hash");
    QTest::newRow("nul") << QStringLiteral("hash") + QChar(0) + QStringLiteral("mismatch");
    QTest::newRow("only stop words") << QStringLiteral("the of and to in is");
    QTest::newRow("huge") << QStringLiteral("error: hash mismatch ").repeated(20000);
}

void TestKnowledgeBase::hostileQueriesDoNotCrash()
{
    QFETCH(QString, text);
    const KnowledgeQueryParts parts = knowledgeQueryParts(text);
    QVERIFY(parts.terms.size() <= knowledgeQueryMaxTerms);
    QVERIFY(parts.phrases.size() <= knowledgeQueryMaxPhrases);
    QVERIFY(parts.names.size() <= knowledgeQueryMaxNames);
    // Every term is a quoted run of letters and digits (phrases: two, with a space):
    // nothing FTS5 could read as syntax.
    const QString query = knowledgeFtsQuery(parts.terms + parts.phrases + parts.names);
    for (const QString &part : query.split(QStringLiteral(" OR "), Qt::SkipEmptyParts)) {
        QVERIFY2(
            part.size() > 2 && part.startsWith(QLatin1Char('"')) && part.endsWith(QLatin1Char('"')),
            qPrintable(part));
        for (const QChar c : part.mid(1, part.size() - 2))
            QVERIFY2(c.isLetterOrNumber() || c == QLatin1Char(' '), qPrintable(part));
    }
    const QList<KnowledgeMatch> found = m_kb->search(text, QStringLiteral("no_such_category"));
    QVERIFY(found.size() <= 3);
}

void TestKnowledgeBase::categoryBoostChangesOrder()
{
    // Both a missing module and a removed standard-library module fit this line.
    const QString text = QStringLiteral("ModuleNotFoundError: No module named 'imp'");
    const auto asVersion = m_kb->search(text, QStringLiteral("version_mismatch"), {}, 5);
    const auto asMissing = m_kb->search(text, QStringLiteral("missing_dependency"), {}, 5);
    QVERIFY(!asVersion.isEmpty() && !asMissing.isEmpty());
    QCOMPARE(asVersion.first().entry.categoryNix, QStringLiteral("version_mismatch"));
    QCOMPARE(asMissing.first().entry.categoryNix, QStringLiteral("missing_dependency"));

    // The boost is the documented factor on the same relevance.
    const auto plain = m_kb->search(text, {}, {}, 20);
    for (const KnowledgeMatch &boosted : asVersion) {
        for (const KnowledgeMatch &p : plain) {
            if (p.entry.id != boosted.entry.id)
                continue;
            const double factor = boosted.entry.categoryNix == QLatin1String("version_mismatch")
                ? KnowledgeBase::categoryBoost
                : 1.0;
            QVERIFY(qFuzzyCompare(boosted.score, p.score * factor));
        }
    }
}

void TestKnowledgeBase::ecosystemMismatchIsDemoted()
{
    // An RPM-only pattern scores half as much for a Nix log as for an RPM log.
    const QString text = QStringLiteral("error: Installed (but unpackaged) file(s) found:");
    const auto rpm = m_kb->search(text, {}, QStringLiteral("rpm"), 1);
    const auto nix = m_kb->search(text, {}, QStringLiteral("nix"), 10);
    QVERIFY(!rpm.isEmpty());
    QCOMPARE(rpm.first().entry.id, QStringLiteral("rpm-installed-unpackaged-files"));
    bool seen = false;
    for (const KnowledgeMatch &m : nix) {
        if (m.entry.id == rpm.first().entry.id) {
            seen = true;
            QVERIFY(
                qFuzzyCompare(m.score, rpm.first().score * KnowledgeBase::ecosystemMismatchFactor));
        }
    }
    QVERIFY(seen);
}

void TestKnowledgeBase::limitIsHonoured()
{
    const QString text = QStringLiteral("error: hash mismatch No package found not found");
    QCOMPARE(m_kb->search(text, {}, {}, 0).size(), 0);
    QCOMPARE(m_kb->search(text, {}, {}, 1).size(), 1);
    QCOMPARE(m_kb->search(text, {}, {}, 7).size(), 7);
}

void TestKnowledgeBase::searchFromAnotherThread()
{
    const QString text = QStringLiteral("No package 'libxml-2.0' found");
    const QStringList here = ids(m_kb->search(text, QStringLiteral("missing_dependency"), {}, 5));
    QStringList there;
    const KnowledgeBase &kb = *m_kb;
    std::unique_ptr<QThread> thread(QThread::create(
        [&] { there = ids(kb.search(text, QStringLiteral("missing_dependency"), {}, 5)); }));
    thread->start();
    QVERIFY(thread->wait(30000));
    QVERIFY(!here.isEmpty());
    QCOMPARE(there, here);
}

void TestKnowledgeBase::copiesOutliveTheOriginal()
{
    std::optional<KnowledgeBase> first;
    {
        auto loaded = KnowledgeBase::load();
        QVERIFY(loaded.ok());
        first = std::move(loaded).value();
    }
    auto second = KnowledgeBase::load();
    QVERIFY(second.ok());
    const KnowledgeBase copy = *first;
    first.reset();
    const QString text = QStringLiteral("error: infinite recursion encountered");
    QCOMPARE(copy.search(text).value(0).entry.id, QStringLiteral("eval-infinite-recursion"));
    QCOMPARE(
        second.value().search(text).value(0).entry.id, QStringLiteral("eval-infinite-recursion"));
}

void TestKnowledgeBase::emptyKnowledgeBaseFindsNothing()
{
    const KnowledgeBase empty;
    QVERIFY(empty.entries().isEmpty());
    QVERIFY(empty.search(QStringLiteral("error: hash mismatch")).isEmpty());
}

void TestKnowledgeBase::corpusTopThreeHasTheCategory()
{
    // A sanity check, not a target: the root-cause lines of each real log, searched with
    // the case's labelled category, should bring a pattern of that category into the top 3.
    const QDir corpus(QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/data/corpus/real-logs"));
    const QStringList cases = corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    // The shared corpus is part of every checkout's surroundings (and of CI): missing, it
    // is an error, not a reason to skip.
    QVERIFY2(!cases.isEmpty(), qPrintable(corpus.path()));

    int hits = 0;
    int hitsWithoutCategory = 0;
    int total = 0;
    for (const QString &name : cases) {
        QFile file(corpus.filePath(name + QStringLiteral("/case.json")));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject c = QJsonDocument::fromJson(file.readAll()).object();
        QStringList lines;
        for (const QJsonValue &line : c.value(QStringLiteral("root_cause_lines")).toArray())
            lines.append(line.toString());
        const QString category = c.value(QStringLiteral("category_nix")).toString();
        const QString ecosystem = c.value(QStringLiteral("ecosystem")).toString();
        QVERIFY2(!lines.isEmpty() && !category.isEmpty(), qPrintable(name));

        const QList<KnowledgeMatch> top
            = m_kb->search(lines.join(QLatin1Char('\n')), category, ecosystem, 3);
        bool hit = false;
        for (const KnowledgeMatch &m : top)
            hit = hit || m.entry.categoryNix == category;
        ++total;
        hits += hit ? 1 : 0;
        // For information: the text alone, without the labelled category's boost.
        for (const KnowledgeMatch &m :
            m_kb->search(lines.join(QLatin1Char('\n')), {}, ecosystem, 3)) {
            if (m.entry.categoryNix == category) {
                ++hitsWithoutCategory;
                break;
            }
        }
        qInfo("%s %-26s %s  %s", hit ? "hit " : "MISS", qPrintable(category), qPrintable(name),
            qPrintable(ids(top).join(QLatin1String(", "))));
    }
    QVERIFY(total > 0);
    const double rate = double(hits) / total;
    qInfo("corpus top-3 category hit rate: %d/%d = %.1f %% (without the category boost: %d/%d)",
        hits, total, 100.0 * rate, hitsWithoutCategory, total);
    QVERIFY2(rate >= 0.85, qPrintable(QString::number(rate)));
}

QTEST_GUILESS_MAIN(TestKnowledgeBase)
#include "tst_knowledgebase.moc"
