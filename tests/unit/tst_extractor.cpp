// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Failure-signal extraction end to end on small logs: ranking, windows, phases, formats,
// hostile input (agent/evidence/Extractor, PhaseTracker, ExtractionJson).

#include "evidence/ExtractionJson.h"
#include "evidence/Extractor.h"
#include "evidence/KnowledgeLookup.h"
#include "evidence/PhaseTracker.h"
#include "evidence/SignalRanking.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::evidence;

namespace {

Extraction run(const QByteArray &log)
{
    const auto extractor = Extractor::create();
    if (!extractor)
        qFatal("%s", qPrintable(extractor.error().message));
    return extractor.value().extractText(log);
}

} // namespace

class TestExtractor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// Every knowledge id a pattern links to names an entry of the bundled knowledge base.
    void patternKnowledgeLinksExist()
    {
        const auto patterns = SignalPatterns::bundled();
        const auto knowledge = KnowledgeBase::load();
        QVERIFY(patterns.ok() && knowledge.ok());
        QSet<QString> ids;
        for (const KnowledgeEntry &entry : knowledge.value().entries())
            ids.insert(entry.id);
        int links = 0;
        for (const SignalPattern &p : patterns.value()->patterns()) {
            for (const QString &id : p.knowledge) {
                QVERIFY2(ids.contains(id), qPrintable(p.id + QStringLiteral(" → ") + id));
                ++links;
            }
        }
        QVERIFY(links >= 60);
    }

    void bundledPatternsLoad()
    {
        const auto patterns = SignalPatterns::bundled();
        QVERIFY2(patterns.ok(), patterns ? "" : qPrintable(patterns.error().message));
        QVERIFY(patterns.value()->patterns().size() >= 100);
    }

    void brokenPatternFilesAreRejected_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("not json") << QByteArray("{") << QStringLiteral("not valid JSON");
        QTest::newRow("no patterns") << QByteArray("{}") << QStringLiteral("\"patterns\"");
        QTest::newRow("bad regex")
            << QByteArray("{\"patterns\":[{\"id\":\"x\",\"triggers\":[\"a\"],\"regex\":\"(\","
                          "\"category_nix\":\"other\",\"category_evident\":\"test\"}]}")
            << QStringLiteral("\"regex\"");
        QTest::newRow("bad category")
            << QByteArray("{\"patterns\":[{\"id\":\"x\",\"triggers\":[\"a\"],\"regex\":\"a\","
                          "\"category_nix\":\"nope\",\"category_evident\":\"test\"}]}")
            << QStringLiteral("\"category_nix\"");
        QTest::newRow("no trigger")
            << QByteArray("{\"patterns\":[{\"id\":\"x\",\"triggers\":[],\"regex\":\"a\",\"category_"
                          "nix\":\"other\",\"category_evident\":\"test\"}]}")
            << QStringLiteral("\"triggers\"");
        const QByteArray onePattern
            = "{\"patterns\":[{\"id\":\"x\",\"triggers\":[\"a\"],\"regex\":\"a\",\"category_"
              "nix\":\"other\",\"category_evident\":\"test\"}],";
        QTest::newRow("cue of no category") << onePattern
                + "\"category_cues\":[{\"category_nix\":\"other\",\"category_evident\":"
                  "\"test\",\"words\":[\"a\"]}]}"
                                            << QStringLiteral("category cue 0");
        QTest::newRow("cue without words") << onePattern
                + "\"category_cues\":[{\"category_nix\":\"test_failure\",\"category_"
                  "evident\":\"test\",\"words\":[]}]}"
                                           << QStringLiteral("\"words\"");
    }
    void brokenPatternFilesAreRejected()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        const auto loaded = SignalPatterns::fromJson(json, QStringLiteral("mine.json"));
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().message.contains(mentions), qPrintable(loaded.error().message));
        QVERIFY(loaded.error().message.contains(QStringLiteral("mine.json")));
    }

    void phases_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("phase");
        QTest::newRow("nix >= 2.4")
            << QByteArray("Running phase: configurePhase") << QStringLiteral("configurePhase");
        QTest::newRow("custom hook")
            << QByteArray("Running phase: pytestCheckPhase") << QStringLiteral("pytestCheckPhase");
        QTest::newRow("legacy") << QByteArray("post-installation fixup")
                                << QStringLiteral("fixupPhase");
        QTest::newRow("internal-json")
            << QByteArray("@nix { \"action\": \"setPhase\", \"phase\": \"unpackPhase\" }")
            << QStringLiteral("unpackPhase");
        QTest::newRow("rpm") << QByteArray("Executing(%install): /bin/sh -e /var/tmp/rpm-tmp.x")
                             << QStringLiteral("%install");
        QTest::newRow("rpm files")
            << QByteArray("Processing files: foo-1.0-1.x86_64") << QStringLiteral("%files");
        QTest::newRow("not a marker") << QByteArray("building the docs") << QString();
    }
    void phases()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, phase);
        PhaseTracker tracker;
        tracker.feed(std::string_view(line.constData(), std::size_t(line.size())));
        QCOMPARE(tracker.phase(), phase);
    }

    void phaseRankOrdersABuild()
    {
        QVERIFY(PhaseTracker::phaseRank(QStringLiteral("configurePhase"), Stage::Build)
            < PhaseTracker::phaseRank(QStringLiteral("installPhase"), Stage::Build));
        QVERIFY(PhaseTracker::phaseRank({}, Stage::Evaluation)
            < PhaseTracker::phaseRank({}, Stage::Fetch));
        QVERIFY(PhaseTracker::phaseRank(QStringLiteral("%prep"), Stage::Build)
            < PhaseTracker::phaseRank(QStringLiteral("%files"), Stage::Build));
    }

    /// The first fatal error of the failing phase beats the cascade after it.
    void rootCauseBeforeCascade()
    {
        const Extraction e
            = run("Running phase: configurePhase\n"
                  "checking for gcc... gcc\n"
                  "Running phase: buildPhase\n"
                  "gcc -c main.c\n"
                  "main.c:4:10: fatal error: zlib.h: No such file or directory\n"
                  "    4 | #include <zlib.h>\n"
                  "compilation terminated.\n"
                  "make: *** [Makefile:12: main.o] Error 1\n"
                  "error: builder for '/nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-foo-1.0.drv' "
                  "failed with exit code 2\n"
                  "error: 1 dependencies of derivation "
                  "'/nix/store/zlf7danz3a8lsrkvx2z3y1x2h1jc5lfv-env.drv' failed to build\n");
        QVERIFY(e.ranked.size() >= 3);
        const FailureSignal &top = e.ranked.first();
        QCOMPARE(top.matchLine, qint64(5));
        QVERIFY(top.firstLine <= 5 && top.lastLine >= 6);
        QCOMPARE(top.phase, QStringLiteral("buildPhase"));
        QCOMPARE(top.categoryNix, NixCategory::MissingDependency);
        QCOMPARE(top.categoryEvident, EvidentCategory::Dependency);
        QCOMPARE(top.target, QStringLiteral("buildInputs")); // the fix is an input, not the source
        QVERIFY(!top.cascade);
        QVERIFY(e.ranked.last().cascade);
        QCOMPARE(e.finalPhase, QStringLiteral("buildPhase"));
        QCOMPARE(e.errorKind, ErrorKind::BuildError);
        QCOMPARE(e.phases.size(), 2);
        QCOMPARE(e.phases.at(0).lastLine, qint64(2));
        // Store hashes are shortened for reading.
        for (const FailureSignal &s : e.ranked)
            QVERIFY(!s.text.contains(QStringLiteral("5mh7kaj2fyv8mk4sfq1brwxgc02884wi")));
    }

    void hashMismatchWindowHoldsTheHashes()
    {
        const Extraction e
            = run("building '/nix/store/8xjvnvzqr7c41zv6ccb64r2pdbcamikm-source.drv'...\n"
                  "error: hash mismatch in fixed-output derivation "
                  "'/nix/store/8xjvnvzqr7c41zv6ccb64r2pdbcamikm-source.drv':\n"
                  "         specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n"
                  "            got:    sha256-MujQMrqyxKl32cIzy7JHDeUIDEqDzFp6mr7pM3y9xng=\n");
        QVERIFY(!e.ranked.isEmpty());
        const FailureSignal &top = e.ranked.first();
        QCOMPARE(top.categoryNix, NixCategory::HashMismatch);
        QCOMPARE(top.firstLine, qint64(2));
        QCOMPARE(top.lastLine, qint64(4));
        QVERIFY(top.text.contains(
            QStringLiteral("sha256-MujQMrqyxKl32cIzy7JHDeUIDEqDzFp6mr7pM3y9xng=")));
        QCOMPARE(top.phase, QStringLiteral("fetch"));
        QCOMPARE(e.finalStage, Stage::Fetch);
    }

    void evaluationErrorIsAnEvaluationError()
    {
        const Extraction e = run("error: undefined variable 'zlibb'\n"
                                 "\n"
                                 "       at /home/me/pkg/package.nix:7:19:\n"
                                 "            6|   buildInputs = [ zlibb ];\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.categoryNix, NixCategory::EvalError);
        QCOMPARE(e.errorKind, ErrorKind::EvaluationError);
        QCOMPARE(e.ranked.first().phase, QStringLiteral("evaluation"));
        QVERIFY(e.ranked.first().text.contains(QStringLiteral("package.nix:7:19")));
    }

    void repeatsFoldIntoOneSignal()
    {
        QByteArray log = "Running phase: buildPhase\n";
        for (int i = 0; i < 50; ++i)
            log += "sh: 1: git: not found\n";
        log += "src/a.c:3:1: error: expected ';' before 'return'\n";
        const Extraction e = run(log);
        QVERIFY(e.ranked.size() >= 2);
        QCOMPARE(e.ranked.first().categoryNix, NixCategory::CompileError);
        const auto git = std::find_if(e.ranked.begin(), e.ranked.end(), [](const FailureSignal &s) {
            return s.patternId == QStringLiteral("command-not-found");
        });
        QVERIFY(git != e.ranked.end());
        QCOMPARE(git->occurrences, 50);
        QCOMPARE(git->firstLine, qint64(2));
    }

    void pythonImportsCheckPhaseOverridesTheCategory()
    {
        const Extraction e = run("Running phase: pythonImportsCheckPhase\n"
                                 "Check whether the following modules can be imported: foo\n"
                                 "ModuleNotFoundError: No module named 'packaging'\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.categoryNix, NixCategory::PythonImportsCheck);
    }

    void internalJsonLogs()
    {
        const Extraction e
            = run("@nix "
                  "{\"action\":\"start\",\"id\":5,\"level\":3,\"parent\":0,\"text\":\"building\","
                  "\"type\":105,\"fields\":[\"/nix/store/"
                  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-x.drv\",\"\",1,1]}"
                  "\n"
                  "@nix {\"action\":\"result\",\"fields\":[\"buildPhase\"],\"id\":5,\"type\":104}"
                  "\n"
                  "@nix {\"action\":\"result\",\"fields\":[\"\\u001b[31mx.c:1:1: error: unknown "
                  "type name 'foo'\\u001b[0m\"],\"id\":5,\"type\":101}"
                  "\n"
                  "@nix {\"action\":\"stop\",\"id\":5}"
                  "\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(3));
        QCOMPARE(e.ranked.first().phase, QStringLiteral("buildPhase"));
        QVERIFY(e.ranked.first().text.endsWith(
            QStringLiteral("\nx.c:1:1: error: unknown type name 'foo'")));
        QCOMPARE(e.ranked.first().target, QStringLiteral("x.c:1"));
    }

    /// Events that print nothing (activity starts and stops, progress, stdenv's setPhase) are
    /// skipped before their JSON is read; a log line stays a log line, whatever its text says.
    void internalJsonEventsThatPrintNothing()
    {
        const Extraction e
            = run("@nix {\"action\":\"start\",\"id\":5,\"level\":0,\"text\":\"error: unknown type "
                  "name 'start'\",\"type\":105,\"fields\":[\"/nix/store/"
                  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-x.drv\",\"\",1,1]}\n"
                  "@nix { \"action\": \"setPhase\", \"phase\": \"buildPhase\" }\n"
                  "@nix {\"action\":\"result\",\"fields\":[1,2,0,0],\"id\":5,\"type\":105}\n"
                  "@nix {\"action\":\"result\",\"fields\":[\"x.c:1:1: error: unknown type name "
                  "'foo' \\\"type\\\":105}\"],\"id\":5,\"type\":101} \r\n"
                  "@nix {\"action\":\"stop\",\"id\":5}\n");
        QCOMPARE(e.ranked.size(), 1);
        QCOMPARE(e.ranked.first().matchLine, qint64(4));
        QCOMPARE(e.ranked.first().target, QStringLiteral("x.c:1"));
    }

    /// `nix build -L` with two derivations building in parallel: each keeps its own phase.
    void interleavedDerivations()
    {
        const Extraction e = run("zlib> Running phase: buildPhase\n"
                                 "hello> Running phase: configurePhase\n"
                                 "zlib> Running phase: installPhase\n"
                                 "hello> configure: error: C compiler cannot create executables\n"
                                 "zlib> installing\n"
                                 "zlib> Running phase: fixupPhase\n");
        QVERIFY(!e.ranked.isEmpty());
        const FailureSignal &top = e.ranked.first();
        QCOMPARE(top.matchLine, qint64(4));
        QCOMPARE(top.phase, QStringLiteral("configurePhase"));
        QCOMPARE(top.derivation, QStringLiteral("hello"));
        QCOMPARE(
            top.text, QStringLiteral("configure: error: C compiler cannot create executables"));
        QCOMPARE(e.finalPhase, QStringLiteral("configurePhase")); // hello's, not zlib's
    }

    /// Nix's internal-json puts a whole error message, with its hashes or its position,
    /// into one "msg" event; events that print nothing must not show up as text.
    void internalJsonMessagesKeepAllTheirLines()
    {
        const Extraction e = run(
            "@nix {\"action\":\"msg\",\"column\":null,\"file\":null,\"level\":0,\"line\":null,"
            "\"msg\":\"\\u001b[31;1merror:\\u001b[0m hash mismatch in fixed-output derivation "
            "'/nix/store/1b8nw6nqvfg0zpjga3kw1ag9yjqk3ilg-hello-2.10.tar.gz.drv':\\n"
            "         specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\\n"
            "            got:    sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=\"}\n"
            "@nix {\"action\":\"result\",\"fields\":[101,0],\"id\":72206990180353,\"type\":106}\n"
            "@nix {\"action\":\"msg\",\"level\":0,\"msg\":\"error: 1 dependencies of derivation "
            "'/nix/store/zlf7danz3a8lsrkvx2z3y1x2h1jc5lfv-hello.drv' failed to build\"}\n");
        QVERIFY(!e.ranked.isEmpty());
        const FailureSignal &top = e.ranked.first();
        QCOMPARE(top.categoryNix, NixCategory::HashMismatch);
        QCOMPARE(top.firstLine, qint64(1));
        QCOMPARE(top.lastLine, qint64(1));
        QVERIFY2(top.text.contains(
                     QStringLiteral("got:    sha256-MeBmE3qWJnbon2nRtlOC3pWn732RS4y5VvQepy4PUWs=")),
            qPrintable(top.text));
        for (const FailureSignal &s : e.ranked)
            QVERIFY2(!s.text.contains(QStringLiteral("@nix")), qPrintable(s.text));
        QVERIFY(top.knowledge.contains(QStringLiteral("fod-hash-mismatch")));
    }

    /// A Nix error message is indented below its first line; the window ends where the
    /// message does, not after a fixed count of whatever follows.
    void nixErrorWindowEndsWithTheMessage()
    {
        const Extraction e = run("error: attribute 'x11' missing\n"
                                 "\n"
                                 "       at /home/me/default.nix:314:16:\n"
                                 "          314|     imager = [ pkgs.x11 ];\n"
                                 "(use '--show-trace' to show detailed location information)\n"
                                 "unpacking sources\n"
                                 "checking for gcc... gcc\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().firstLine, qint64(1));
        QCOMPARE(e.ranked.first().lastLine, qint64(5));
    }

    void rpmLog()
    {
        const Extraction e = run("Executing(%install): /bin/sh -e /var/tmp/rpm-tmp.Ab12\r\n"
                                 "+ make install DESTDIR=/root/rpmbuild/BUILDROOT/foo\r\n"
                                 "Processing files: foo-1.0-1.x86_64\r\n"
                                 "Checking for unpackaged file(s): /usr/lib/rpm/check-files "
                                 "/root/rpmbuild/BUILDROOT/foo\r\n"
                                 "error: Installed (but unpackaged) file(s) found:\r\n"
                                 "   /usr/lib/libfoo.so\r\n"
                                 "\r\n"
                                 "RPM build errors:\r\n"
                                 "    Installed (but unpackaged) file(s) found:\r\n"
                                 "   /usr/lib/libfoo.so\r\n");
        QVERIFY(!e.ranked.isEmpty());
        const FailureSignal &top = e.ranked.first();
        QCOMPARE(top.matchLine, qint64(5));
        QCOMPARE(top.lastLine, qint64(6)); // the file list ends at the blank line
        QCOMPARE(top.phase, QStringLiteral("%files"));
        QCOMPARE(top.target, QStringLiteral("%files"));
        QCOMPARE(e.categoryNix, NixCategory::InstallPhase);
        QCOMPARE(e.categoryEvident, EvidentCategory::Packaging);
    }

    /// Without "Executing(%build)" markers, an RPM log's sections come from "Bad exit
    /// status from … (%build)", not from the stdenv phase a pattern would guess.
    void rpmSectionFromBadExitStatus()
    {
        const Extraction e
            = run("+ cmake .. -DCMAKE_BUILD_TYPE=Release\n"
                  "CMake Error at CMakeLists.txt:3 (cmake_minimum_required):\n"
                  "  CMake 3.4.3 or higher is required.  You are running version 2.8.12.2\n"
                  "error: Bad exit status from /var/tmp/rpm-tmp.d9yTov (%build)\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().categoryNix, NixCategory::VersionMismatch);
        QCOMPARE(e.ranked.first().phase, QStringLiteral("%build"));
        QVERIFY(e.ranked.first().phaseInferred);
    }

    void successfulLogHasNoRootCause()
    {
        const Extraction e = run("Running phase: buildPhase\n"
                                 "gcc -Werror=format-security -c a.c\n"
                                 "checking for strerror_r... yes\n"
                                 "PASS: test-errors\n"
                                 "# ERROR: 0\n"
                                 "============ 42 passed, 0 failed, 0 errors in 3.1s ============\n"
                                 "Running phase: installPhase\n");
        for (const FailureSignal &s : e.ranked)
            QVERIFY2(s.confidence < 0.6, qPrintable(s.text));
        QCOMPARE(e.finalPhase, QStringLiteral("installPhase"));
        QVERIFY(!e.failed);
        QVERIFY(run("make: *** [Makefile:3: all] Error 1\n").failed);
        QVERIFY(run("main.c:1:1: error: expected ';'\n").failed);
    }

    /// Real output of Nix 2.8, 2.26 and 2.34 through each front end (nix-build, nix build,
    /// nix build -L, internal-json; tests/data/nix-logs): the cause leads and names the
    /// category, whatever form the version frames the failure in (issue 18 item 3).
    void realNixOutputOfEveryVersion_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("cause");
        QTest::addColumn<int>("category");
        const struct
        {
            const char *name;
            const char *cause;
            NixCategory category;
        } expected[] = {
            {"builder-fails", "do not know how to unpack source archive", NixCategory::Other},
            {"builder-fails-long", "do not know how to unpack source archive", NixCategory::Other},
            {"dependency-failed", "zlib development files not found",
                NixCategory::MissingDependency},
            {"hash-mismatch", "hash mismatch in fixed-output derivation",
                NixCategory::HashMismatch},
            {"eval-undefined-variable", "undefined variable", NixCategory::EvalError},
        };
        const QDir root(QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/data/nix-logs"));
        int rows = 0;
        for (const QString &version : root.entryList({QStringLiteral("nix-*")}, QDir::Dirs)) {
            const QDir versionDir(root.filePath(version));
            for (const QString &frontEnd :
                versionDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                for (const auto &e : expected) {
                    const QString path = versionDir.filePath(frontEnd + QLatin1Char('/')
                        + QLatin1String(e.name) + QStringLiteral(".log"));
                    if (!QFileInfo::exists(path))
                        continue;
                    QTest::addRow("%s/%s/%s", qPrintable(version), qPrintable(frontEnd), e.name)
                        << path << QString::fromLatin1(e.cause) << int(e.category);
                    ++rows;
                }
            }
        }
        QVERIFY2(rows >= 30, "tests/data/nix-logs holds too few recorded logs");
    }
    void realNixOutputOfEveryVersion()
    {
        QFETCH(QString, path);
        QFETCH(QString, cause);
        QFETCH(int, category);
        const auto extractor = Extractor::create();
        QVERIFY(extractor.ok());
        const auto e = extractor.value().extractFile(path);
        QVERIFY(e.ok());
        const Extraction &x = e.value();
        QVERIFY(x.failed);
        QVERIFY(!x.ranked.isEmpty());
        QVERIFY2(x.ranked.first().text.contains(cause), qPrintable(x.ranked.first().text));
        QCOMPARE(int(x.categoryNix), category);
    }

    /// Nix ≥ 2.29 quotes the end of the failed builder's log under "Last N log lines:";
    /// when no pattern knows the builder's last words, they still lead (issue 18 item 2).
    void quotedTailNamesTheBuildersLastWords()
    {
        const Extraction e
            = run("error: Cannot build '/nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-foo-1.0.drv'.\n"
                  "       Reason: builder failed with exit code 1.\n"
                  "       Output paths:\n"
                  "         /nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-foo-1.0\n"
                  "       Last 4 log lines:\n"
                  "       > Running phase: unpackPhase\n"
                  "       > unpacking source archive "
                  "/nix/store/8x4fwjrq3a5l7lkfvqjfgn8c0k9mn7f2-foo.rar\n"
                  "       > unrar-helper: the archive's spline is not reticulated\n"
                  "       >\n"
                  "       For full logs, run:\n"
                  "         nix log /nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-foo-1.0.drv\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(8));
        QCOMPARE(e.ranked.first().patternId, QStringLiteral("builder-last-line"));
        QCOMPARE(e.ranked.first().phase, QStringLiteral("unpackPhase"));
        QVERIFY(e.failed);
    }

    /// Nix ≥ 2.29's "Cannot build" and its "Reason:" line are one message, one signal: a
    /// summary alone must not fill two of the top three places.
    void cannotBuildAndItsReasonAreOneSignal()
    {
        const Extraction e
            = run("error: Cannot build '/nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-foo-1.0.drv'.\n"
                  "       Reason: builder failed with exit code 101.\n"
                  "       Output paths:\n"
                  "         /nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-foo-1.0\n");
        QCOMPARE(e.ranked.size(), 1);
        QCOMPARE(e.ranked.first().firstLine, qint64(1));
        QVERIFY(e.ranked.first().text.contains(u"Reason: builder failed with exit code 101."));
        QVERIFY(e.failed);
    }

    /// A compiler the kernel killed ran out of memory, not disk space: its knowledge is the
    /// memory entry's, and GCC's closing "compilation terminated." is no second cause.
    void killedCompilerIsOutOfMemory()
    {
        const Extraction e = run("Running phase: buildPhase\n"
                                 "g++: fatal error: Killed signal terminated program cc1plus\n"
                                 "compilation terminated.\n"
                                 "make[2]: *** [CMakeFiles/x.dir/build.make:76: x.o] Error 1\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(2));
        QCOMPARE(e.ranked.first().knowledge,
            QStringList{QStringLiteral("out-of-memory-compiler-killed")});
        for (const FailureSignal &s : e.ranked)
            QVERIFY2(s.patternId != u"builder-last-line", qPrintable(s.text));
    }

    /// --keep-going: Nix quotes each failed builder's last lines under its own error. Each
    /// signal says whose it is, and the failed derivation is the one whose lines lead.
    void severalFailedBuildersEachNamed()
    {
        const auto failed = [](const char *name, const char *lines) -> QByteArray {
            return QByteArray("error: Cannot build '/nix/store/c8a3la4lrsycly2z26sg4pg5azkny4jj-")
                + name + ".drv'.\n       Reason: builder failed with exit code 1.\n"
                + "       Last 3 log lines:\n" + lines + "       For full logs, run:\n";
        };
        const Extraction e = run(failed("foo-1.0",
                                     "       > Running phase: checkPhase\n"
                                     "       > --- FAIL: TestThing (0.00s)\n"
                                     "       > FAIL    example.com/foo  0.011s\n")
            + failed("bar-2.0",
                "       > Running phase: buildPhase\n"
                "       > main.c:3:10: fatal error: zlib.h: No such file or directory\n"
                "       > make: *** [Makefile:5: main.o] Error 1\n"));
        QVERIFY(e.ranked.size() >= 2);
        QCOMPARE(e.ranked.first().derivation, QStringLiteral("bar-2.0"));
        QCOMPARE(e.failedDerivation,
            QStringLiteral("/nix/store/c8a3la4lrsycly2z26sg4pg5azkny4jj-bar-2.0.drv"));
        bool fooNamed = false;
        for (const FailureSignal &s : e.ranked)
            fooNamed = fooNamed || (s.derivation == u"foo-1.0" && s.text.contains(u"FAIL"));
        QVERIFY(fooNamed);
    }

    /// The lines Nix quotes under a builder's error are that builder's: they do not take the
    /// phase of what the log streamed before (here another build's installPhase).
    void quotedTailHasItsOwnPhases()
    {
        const Extraction e
            = run("Running phase: installPhase\n"
                  "installing\n"
                  "error: builder for '/nix/store/c8a3la4lrsycly2z26sg4pg5azkny4jj-foo-1.0.drv' "
                  "failed with exit code 2;\n"
                  "       last 2 log lines:\n"
                  "       > main.c:3:10: fatal error: zlib.h: No such file or directory\n"
                  "       > make: *** [Makefile:5: main.o] Error 1\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(5));
        QVERIFY2(e.ranked.first().phase != u"installPhase", qPrintable(e.ranked.first().phase));
        QCOMPARE(e.categoryNix, NixCategory::MissingDependency);
    }

    /// A builder that printed nothing of its own: stdenv's progress lines ("building",
    /// "source root is source") are no builder's last words, so Nix's error leads.
    void stdenvProgressIsNoBuildersLastWords()
    {
        const Extraction e
            = run("error: builder for '/nix/store/0r26521cd4ihaw9ia1q320819i7rzkya-frob-1.0.drv' "
                  "failed with exit code 243;\n"
                  "       last 6 log lines:\n"
                  "       > unpacking sources\n"
                  "       > unpacking source archive /nix/store/"
                  "4n28kmji75gd671zm8v6xg8ywghv3s2s-source\n"
                  "       > source root is source\n"
                  "       > configuring\n"
                  "       > no configure script, doing nothing\n"
                  "       > building\n");
        QVERIFY(!e.ranked.isEmpty());
        for (const FailureSignal &s : e.ranked)
            QVERIFY2(s.patternId != u"builder-last-line", qPrintable(s.text));
        QCOMPARE(e.ranked.first().matchLine, qint64(1));
        QVERIFY(e.failed);
    }

    /// A log that ends inside Nix's quoted tail, its lines prefixed with their derivation
    /// (`nix build -L` inside the quote): the builder's last words belong to their own
    /// derivation. Found by fuzz_extractor: the candidate made at the end of the log read its
    /// derivation from the reader's buffer after it was freed (SIGSEGV on a file).
    void quotedTailAtTheEndOfTheLogKeepsItsDerivation()
    {
        const QByteArray log = "error: Cannot build "
                               "'/nix/store/2wh5n4dvs3cghm9v4ljfrpfk75k0jx3d-beads-0.30.7.drv'.\n"
                               "       Reason: builder failed with exit code 1.\n"
                               "       Last 2 log lines:\n"
                               "       > beads> Running phase: buildPhase\n"
                               "       > beads> the frobnicator gave up on widget seven\n";
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("build.log")));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(log) == log.size());
        file.close();
        const auto extractor = Extractor::create();
        QVERIFY(extractor.ok());
        const auto fromFile = extractor.value().extractFile(file.fileName());
        QVERIFY(fromFile.ok());
        for (const Extraction &e : {fromFile.value(), run(log)}) {
            QVERIFY(!e.ranked.isEmpty());
            QCOMPARE(e.ranked.first().patternId, QStringLiteral("builder-last-line"));
            QCOMPARE(e.ranked.first().matchLine, qint64(5));
            QCOMPARE(e.ranked.first().derivation, QStringLiteral("beads"));
        }
    }

    /// Through a nix-daemon, Nix 2.8's error message quotes the log's last lines after the
    /// log streamed them: the copy must not become a second signal (real shape, tst_nixsandbox
    /// through tests/tools/daemon-tests.sh).
    void replayedTailIsNotASecondSignal()
    {
        const Extraction e = run(
            "@nix {\"action\":\"start\",\"id\":5,\"level\":3,\"parent\":0,\"text\":\"building\","
            "\"type\":105,\"fields\":[\"/nix/store/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-jq-1.6.drv\","
            "\"\",1,1]}\n"
            "@nix {\"action\":\"result\",\"fields\":[\"buildPhase\"],\"id\":5,\"type\":104}\n"
            "@nix {\"action\":\"result\",\"fields\":[\"Making all in modules/oniguruma\"],\"id\":5,"
            "\"type\":101}\n"
            "@nix {\"action\":\"result\",\"fields\":[\"make[2]: *** No rule to make target 'all'.  "
            "Stop.\"],\"id\":5,\"type\":101}\n"
            "@nix {\"action\":\"result\",\"fields\":[\"make: *** [Makefile:779: all] Error 2\"],"
            "\"id\":5,\"type\":101}\n"
            "@nix {\"action\":\"stop\",\"id\":5}\n"
            "@nix {\"action\":\"msg\",\"level\":0,\"msg\":\"error: builder for "
            "'/nix/store/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-jq-1.6.drv' failed with exit code 2;\\n"
            "       last 3 log lines:\\n"
            "       > Making all in modules/oniguruma\\n"
            "       > make[2]: *** No rule to make target 'all'.  Stop.\\n"
            "       > make: *** [Makefile:779: all] Error 2\\n"
            "       For full logs, run 'nix log "
            "/nix/store/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-jq-1.6.drv'.\"}\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(4));
        for (const auto &signal : e.ranked)
            QVERIFY2(signal.matchLine != 7 || signal.confidence < 0.5, qPrintable(signal.text));
    }

    /// Without Nix's quoting: the line the builder printed last before the cascade.
    void lastWordsBeforeTheCascade()
    {
        const Extraction e = run("Running phase: installPhase\n"
                                 "install -d /build/out/share\n"
                                 "./install.sh: unsupported target 'linux-gnu'\n"
                                 "make: *** [Makefile:20: install] Error 3\n"
                                 "error: builder for '/nix/store/"
                                 "5mh7kaj2fyv8mk4sfq1brwxgc02884wi-foo-1.0.drv' failed with exit "
                                 "code 2\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(3));
        QVERIFY(!e.ranked.first().cascade);
        // A pattern that names the cause keeps the lead: no last-words guess beside it.
        const Extraction known = run("Running phase: buildPhase\n"
                                     "main.c:4:10: fatal error: zlib.h: No such file or directory\n"
                                     "compilation terminated.\n"
                                     "make: *** [Makefile:12: main.o] Error 1\n");
        QCOMPARE(known.ranked.first().matchLine, qint64(2));
        for (const FailureSignal &s : known.ranked)
            QVERIFY(s.patternId != u"builder-last-line");
    }

    /// Regression (a public nix-darwin log): Nix's own messages before "error: builder for …"
    /// are not the builder's last words, and the quoted tail is a chain of its own: the line
    /// before its first consequence ("error: could not compile …") is what the builder said.
    void quotedTailIsItsOwnChain()
    {
        const Extraction e
            = run("warning: Git tree '/home/user/config' is dirty\n"
                  "building the system configuration...\n"
                  "error: builder for '/nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-foo-0.1.drv' "
                  "failed with exit code 101;\n"
                  "       last 6 log lines:\n"
                  "       >     |\n"
                  "       > 12 |     let x = y.is_some_and(|v| v > 1);\n"
                  "       > For more information about this error, try `rustc --explain E0658`.\n"
                  "       > error: could not compile `foo` due to previous error\n"
                  "       > warning: build failed, waiting for other jobs to finish...\n"
                  "       > error: build failed\n"
                  "       For full logs, run 'nix log "
                  "/nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-foo-0.1.drv'.\n"
                  "error: 1 dependencies of derivation '/nix/store/"
                  "0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-system.drv' failed to build\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(7));
        for (const FailureSignal &s : e.ranked)
            QVERIFY2(s.matchLine > 2, qPrintable(s.text));
    }

    /// What a builder said in general words right before it failed outranks a diagnostic a
    /// successful build printed on the way ("ldconfig: command not found").
    void generalWordsRightBeforeTheFailureLead()
    {
        const Extraction e = run("Running phase: installPhase\n"
                                 "libtool: line 1877: ldconfig: command not found\n"
                                 "Running phase: fixupPhase\n"
                                 "shrinking RPATHs of ELF executables and libraries\n"
                                 "Executing(%prep): /bin/sh -e /var/tmp/rpm-tmp.AbCdEf\n"
                                 "+ cd /.build/pkg/BUILD\n"
                                 "/var/tmp/rpm-tmp.AbCdEf: line 32: cd: /.build/pkg/BUILD: No "
                                 "such file or directory\n"
                                 "error: Bad exit status from /var/tmp/rpm-tmp.AbCdEf (%prep)\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(7));
        // A specific diagnostic among the last words keeps its lead over the general ones.
        const Extraction specific
            = run("Running phase: buildPhase\n"
                  "main.c:4:10: fatal error: zlib.h: No such file or directory\n"
                  "error: compilation failed\n"
                  "make: *** [Makefile:12: main.o] Error 1\n");
        QCOMPARE(specific.ranked.first().matchLine, qint64(2));
    }

    /// The category is the cause's: a lead in general words takes it from a specific
    /// diagnostic right around it, or from the phase the builder failed in.
    void categoryFromTheCausesContext()
    {
        const Extraction nearby
            = run("Running phase: configurePhase\n"
                  "configure: Oniguruma was not found. Will use the packaged one.\n"
                  "Running phase: buildPhase\n"
                  "Making all in modules/oniguruma\n"
                  "make[2]: *** No rule to make target 'all'.  Stop.\n"
                  "make: *** [Makefile:779: all] Error 2\n");
        QCOMPARE(nearby.ranked.first().matchLine, qint64(5));
        QCOMPARE(nearby.categoryNix, NixCategory::MissingDependency);
        const Extraction phase = run("Running phase: checkPhase\n"
                                     "ERROR: the fixture server did not start\n"
                                     "make: *** [Makefile:30: check] Error 1\n");
        QCOMPARE(phase.ranked.first().matchLine, qint64(2));
        QCOMPARE(phase.categoryNix, NixCategory::TestFailure);
        QCOMPARE(phase.categoryEvident, EvidentCategory::Test);
    }

    /// The cues' arithmetic: each word once, twice on the diagnostic line, times the cue's
    /// weight; nothing below 1.0; the phase's category starts at 1.0 and wins ties.
    void categoryFromCuesScoring()
    {
        const auto loaded = SignalPatterns::fromJson(
            "{\"patterns\":[{\"id\":\"x\",\"triggers\":[\"a\"],\"regex\":\"a\","
            "\"category_nix\":\"other\",\"category_evident\":\"packaging\"}],"
            "\"category_cues\":["
            "{\"category_nix\":\"network_in_sandbox\",\"category_evident\":\"dependency\","
            "\"words\":[\"resolve host\",\"download\"]},"
            "{\"category_nix\":\"test_failure\",\"category_evident\":\"test\",\"weight\":0.5,"
            "\"words\":[\"test\"]}]}",
            QStringLiteral("cues.json"));
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message));
        const SignalPatterns &p = *loaded.value();
        const std::vector<std::string> network{"error: Could not RESOLVE HOST: example.org"};
        const auto onLine = categoryFromCues(p, network, 0);
        QVERIFY(onLine);
        QCOMPARE(onLine->categoryNix, NixCategory::NetworkInSandbox);
        QCOMPARE(onLine->categoryEvident, EvidentCategory::Dependency);
        QCOMPARE(onLine->score, 2.0);
        // In the context only, a word counts once; the same word on two lines still once.
        const std::vector<std::string> context{"download", "download", "error: exit 1"};
        QCOMPARE(categoryFromCues(p, context, 2)->score, 1.0);
        // A weight of 0.5 in the context alone stays below 1.0: no category.
        QVERIFY(!categoryFromCues(p, {"running test 3", "error: exit 1"}, 1));
        QVERIFY(!categoryFromCues(p, {"error: exit 1"}, 0));
        // The phase's prior (1.0) beats a word in the context (1.0 × 0.5 … = 0.5).
        QCOMPARE(categoryFromCues(p, {"test", "error: exit 1"}, 1, NixCategory::CompileError)
                     ->categoryNix,
            NixCategory::CompileError);
        // A tie with the prior goes to the prior; a tie without one names nothing.
        QCOMPARE(
            categoryFromCues(p, {"download", "error"}, 1, NixCategory::TestFailure)->categoryNix,
            NixCategory::TestFailure);
        QVERIFY(!categoryFromCues(p, {"download x", "error: test test"}, 1));
        // The diagnostic line's own wording outweighs the phase.
        QCOMPARE(
            categoryFromCues(p, {"download failed"}, 0, NixCategory::CompileError)->categoryNix,
            NixCategory::NetworkInSandbox);
    }

    /// category_decided: a pattern's "other" stands against the cue words in its window and
    /// against a specific diagnostic next to it; without the flag both recolour it.
    void decidedOtherCategoryStands()
    {
        const auto extract = [](bool decided) {
            const QByteArray json = QByteArray("{\"patterns\":[")
                + "{\"id\":\"patch\",\"triggers\":[\"hunk\"],\"regex\":\"Hunk #\\\\d+ FAILED\","
                  "\"weight\":0.9,\"before\":2,\"category_nix\":\"other\","
                + (decided ? "\"category_decided\":true," : "")
                + "\"category_evident\":\"packaging\"},"
                  "{\"id\":\"tests\",\"triggers\":[\"tests failed\"],\"regex\":\"tests failed\","
                  "\"weight\":0.5,\"category_nix\":\"test_failure\","
                  "\"category_evident\":\"test\"}],"
                  "\"category_cues\":[{\"category_nix\":\"version_mismatch\","
                  "\"category_evident\":\"dependency\",\"words\":[\"version\"]}]}";
            const auto patterns = SignalPatterns::fromJson(json, QStringLiteral("decided.json"));
            if (!patterns)
                qFatal("%s", qPrintable(patterns.error().message));
            const Extractor extractor(patterns.value(), Extractor::Options{});
            return std::pair{
                extractor.extractText("patching file src/version.c\nHunk #1 FAILED at 8.\n"),
                extractor.extractText("Hunk #1 FAILED at 8.\n2 tests failed\n")};
        };
        const auto [cued, neighbour] = extract(true);
        QCOMPARE(cued.ranked.first().patternId, u"patch");
        QCOMPARE(cued.categoryNix, NixCategory::Other);
        QCOMPARE(neighbour.ranked.first().patternId, u"patch");
        QCOMPARE(neighbour.categoryNix, NixCategory::Other);
        const auto [recoloured, borrowed] = extract(false);
        QCOMPARE(recoloured.categoryNix, NixCategory::VersionMismatch);
        QCOMPARE(borrowed.categoryNix, NixCategory::TestFailure);
    }

    /// A diagnostic in general words ("error: …") takes the category its wording names,
    /// whatever tool printed it, and the failing phase's where the wording names none.
    void categoryFromGeneralWords_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<NixCategory>("category");
        QTest::newRow("network, in the build phase")
            << QByteArray("Running phase: buildPhase\n"
                          "fetching https://example.org/assets.tar\n"
                          "error: connect to example.org:443: No route to host\n")
            << NixCategory::NetworkInSandbox;
        QTest::newRow("interpreter, no phase")
            << QByteArray("error: ./scripts/gen.sh: /usr/bin/env: bad interpreter\n")
            << NixCategory::FhsPath;
        QTest::newRow("too old") << QByteArray(
            "Running phase: configurePhase\n"
            "ERROR: frobnicate 1.2 is too old, at least 1.4 is needed\n")
                                 << NixCategory::VersionMismatch;
        QTest::newRow("words of none: the phase's")
            << QByteArray("Running phase: checkPhase\n"
                          "ERROR: the fixture server did not start\n")
            << NixCategory::TestFailure;
        // A FILE:LINE: error: of any tool names the form, not the kind: its words decide,
        // also inside an error identifier.
        QTest::newRow("error identifier, any tool's FILE:LINE") << QByteArray(
            "Running phase: buildPhase\n"
            "deps/pkgs.zon:4:9: error: fetching the package failed: "
            "ConnectionRefused\n") << NixCategory::NetworkInSandbox;
        QTest::newRow("any tool's FILE:LINE, compiler words")
            << QByteArray("Running phase: buildPhase\n"
                          "src/main.zig:12:5: error: expected ';' after statement\n")
            << NixCategory::CompileError;
        QTest::newRow("ninja: an input nobody makes")
            << QByteArray("Running phase: buildPhase\n"
                          "ninja: error: '/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-foo/share/"
                          "foo.xml', needed by 'src/foo.h', missing and no known rule to make it\n")
            << NixCategory::MissingDependency;
        // Wording of no known tool: the cue words alone decide.
        QTest::newRow("found one version, needs another") << QByteArray(
            "error: found libfrob 1.2 but need >= 1.4\n") << NixCategory::VersionMismatch;
        QTest::newRow("needed by")
            << QByteArray("ERROR: frob-headers is needed by frobnicator-2.1\n")
            << NixCategory::MissingDependency;
        QTest::newRow("a proxy in the way")
            << QByteArray("Running phase: buildPhase\n"
                          "error: fetching assets.tar: proxy CONNECT aborted\n")
            << NixCategory::NetworkInSandbox;
    }

    void identifierWords_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("words");
        QTest::newRow("CamelCase") << QStringLiteral("error: TemporaryNameServerFailure")
                                   << QStringLiteral("error: Temporary Name Server Failure");
        QTest::newRow("acronym first")
            << QStringLiteral("HTTPError: 404") << QStringLiteral("HTTP Error: 404");
        QTest::newRow("none") << QStringLiteral("no route to host") << QString();
        QTest::newRow("all capitals") << QStringLiteral("ECONNREFUSED") << QString();
    }
    void identifierWords()
    {
        QFETCH(QString, line);
        QFETCH(QString, words);
        QCOMPARE(QString::fromStdString(packwright::evidence::identifierWords(line.toStdString())),
            words);
    }
    void categoryFromGeneralWords()
    {
        QFETCH(QByteArray, log);
        QFETCH(NixCategory, category);
        const Extraction e = run(log);
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.categoryNix, category);
    }

    /// Failure families in ordinary words, whatever the tool: a summary of failed tests, a
    /// dependency that could not be satisfied, a version found but too old, CMake's NOTFOUND
    /// variables, a package nixpkgs does not have or has removed.
    void failureFamilies_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<int>("line");
        QTest::addColumn<NixCategory>("category");
        QTest::newRow("tests failed") << QByteArray("Running phase: checkPhase\n"
                                                    "Test suite unit-tests: RUNNING...\n"
                                                    "3 out of 210 tests failed (12.01s)\n"
                                                    "Test suite unit-tests: FAIL\n")
                                      << 3 << NixCategory::TestFailure;
        // configure was generated without pkg.m4: bash meets the macro itself.
        QTest::newRow("unexpanded autoconf macro")
            << QByteArray("Running phase: configurePhase\n"
                          "checking for zlib.h... yes\n"
                          "./configure: line 9727: syntax error near unexpected token `libfoo,'\n"
                          "./configure: line 9727: `PKG_CHECK_MODULES(libfoo, libfoo >= 1.2)'\n")
            << 4 << NixCategory::MissingDependency;
        // An output the user's own flake lacks is an evaluation error; one nixpkgs lacks is a
        // package nixpkgs does not have.
        QTest::newRow("own flake lacks the output")
            << QByteArray("error: flake 'path:/etc/nixos' does not provide attribute "
                          "'packages.x86_64-linux.nixosConfigurations.\"box\".config', "
                          "'legacyPackages.x86_64-linux.nixosConfigurations.\"box\".config' or "
                          "'nixosConfigurations.\"box\".config'\n")
            << 1 << NixCategory::EvalError;
        QTest::newRow("nixpkgs lacks the package")
            << QByteArray("error: flake 'flake:nixpkgs' does not provide attribute "
                          "'packages.x86_64-linux.frobnicate', "
                          "'legacyPackages.x86_64-linux.frobnicate' or 'frobnicate'\n")
            << 1 << NixCategory::DependencyNotInNixpkgs;
        // Meson before 0.47 said "Native dependency" and named the error on the line above.
        QTest::newRow("old meson's dependency not found")
            << QByteArray("Meson encountered an error in file meson.build, line 58, column 0:\n"
                          "Native dependency 'libpeas-1.0' not found\n")
            << 2 << NixCategory::MissingDependency;
        // configure's test program does not build: the flags are wrong, nothing is missing.
        QTest::newRow("compiler cannot create executables") << QByteArray(
            "Running phase: configurePhase\n"
            "checking whether the C compiler works... no\n"
            "configure: error: in `/build/source':\n"
            "configure: error: C compiler cannot create executables\n"
            "See `config.log' for more details\n") << 4 << NixCategory::Other;
        // stdenv's setup evaluates the expression's phase code: its syntax error is the
        // package's shell code, not the project's source; a command it misses is an input.
        QTest::newRow("phase shell code")
            << QByteArray("Running phase: buildPhase\n"
                          "/nix/store/rc2ghg881pd2j4np3jq8plk7vdavx1xh-stdenv-linux/setup: eval: "
                          "line 1774: syntax error near unexpected token `('\n")
            << 2 << NixCategory::Other;
        QTest::newRow("phase code's unset variable")
            << QByteArray("Running phase: buildPhase\n"
                          "/nix/store/dnjd7b7v5vyd8g152ziivp2jaz56bb5l-stdenv-linux/setup: line "
                          "131: frobFlags: unbound variable\n")
            << 2 << NixCategory::Other;
        QTest::newRow("phase code runs a missing command") << QByteArray(
            "Running phase: configurePhase\n"
            "/nix/store/rc2ghg881pd2j4np3jq8plk7vdavx1xh-stdenv-linux/setup: line "
            "1587: cmake: command not found\n"
            "error: builder for '/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-frob-1.0.drv' "
            "failed with exit code 127\n") << 2 << NixCategory::MissingDependency;
        // make runs a recipe under a hard-coded /usr/bin/env: an FHS path, not a missing tool.
        QTest::newRow("make's shell is an FHS path")
            << QByteArray("Running phase: buildPhase\n"
                          "make: /usr/bin/env: No such file or directory\n"
                          "make: *** [Makefile:138: conf/boot.ws] Error 127\n")
            << 2 << NixCategory::FhsPath;
        QTest::newRow("unsatisfied") << QByteArray("Running phase: fixupPhase\n"
                                                   "searching for dependencies of /nix/store/"
                                                   "0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-foo/bin/foo\n"
                                                   "    libstdc++.so.6 -> not found!\n"
                                                   "auto-patchelf: 1 dependencies could not be "
                                                   "satisfied\n")
                                     << 4 << NixCategory::MissingDependency;
        // A kebab-case name is a package attribute's (pkg-config, gobject-introspection): the
        // package function lacks that input. A camelCase or one-word name may be anything.
        QTest::newRow("undefined package name") << QByteArray(
            "error: undefined variable 'pkg-config'\n"
            "\n"
            "       at /nix/store/4x6bxd5ygm9s0mfb1pdn5vsj3f5y8n0k-source/"
            "default.nix:12:24:\n") << 1 << NixCategory::MissingDependency;
        QTest::newRow("undefined variable") << QByteArray(
            "error: undefined variable 'system'\n"
            "\n"
            "       at /nix/store/4x6bxd5ygm9s0mfb1pdn5vsj3f5y8n0k-source/"
            "flake.nix:62:36:\n") << 1 << NixCategory::EvalError;
        // Nix's own error with its evaluation trace, a message no pattern knows (a throw in
        // the expression): an evaluation error, and a failure. Nix ≥ 2.16 prints the message
        // last, under "error:" and the trace; 2.4–2.15 and Lix first, with its position.
        QTest::newRow("nix error, message after the trace")
            << QByteArray("warning: Git tree '/workdir' is dirty\n"
                          "error:\n"
                          "       \xe2\x80\xa6 while calling the 'derivationStrict' builtin\n"
                          "         at <nix/derivation-internal.nix>:37:12:\n"
                          "           36|\n"
                          "\n"
                          "       (stack trace truncated; use '--show-trace' to show the full, "
                          "detailed trace)\n"
                          "\n"
                          "       error: the frobnicator needs a spline reticulator\n")
            << 9 << NixCategory::EvalError;
        // Nix < 2.4 quoted the builder's last lines indented by two spaces, on the header
        // "builder for '…' failed …; last 10 log lines:".
        // OBS's brp-25-symlink check of the build root: a dangling link, as noBrokenSymlinks.
        QTest::newRow("dangling link, OBS") << QByteArray(
            "[  115s] calling /usr/lib/rpm/brp-suse.d/brp-25-symlink\n"
            "[  115s] ERROR: link target doesn't exist (neither in build root nor "
            "in installed system):\n"
            "[  115s]   /opt/frob/share/man -> /opt/frob/man\n"
            "[  115s] Add the package providing the target to BuildRequires and "
            "Requires\n") << 2 << NixCategory::InstallPhase;
        // stdenv's own unpack failure, in a log cut before Nix's error (no cascade).
        QTest::newRow("stdenv cannot unpack")
            << QByteArray("Running phase: unpackPhase\n"
                          "unpacking source archive /nix/store/"
                          "asdd2b7jymdmpqq36zdpv1is5r5jmq6l-frob.rar\n"
                          "do not know how to unpack source archive /nix/store/"
                          "asdd2b7jymdmpqq36zdpv1is5r5jmq6l-frob.rar\n")
            << 3 << NixCategory::Other;
        // A flake's source lacks the lock file that cargoLock.lockFile or importCargoLock reads.
        QTest::newRow("lock file missing, at evaluation") << QByteArray(
            "error: path '\xc2\xabgithub:frob/frob/0d1d212\xc2\xbb/Cargo.lock' does "
            "not exist\n") << 1 << NixCategory::MissingLockFile;
        QTest::newRow("nix < 2.4 quoted tail")
            << QByteArray("builder for '/nix/store/c8a3la4lrsycly2z26sg4pg5azkny4jj-python3.10-"
                          "frob-1.2.drv' failed with exit code 1; last 10 log lines:\n"
                          "  E   AssertionError: assert 2 == 3\n"
                          "  \n"
                          "  =========================== short test summary info "
                          "============================\n"
                          "  FAILED tests/test_frob.py::test_spline - AssertionError: assert 2 "
                          "== 3\n"
                          "  ============ 1 failed, 40 passed in 2.01s ============\n")
            << 5 << NixCategory::TestFailure;
        QTest::newRow("nix error, message quoted alone") << QByteArray(
            "       error: lib.fileset.unions: Element 1 (/nix/store/"
            "sx5qhkm45vkg8wnqcs8k4fa1hzzk3arn-source/README) is a path that "
            "does not exist.\n") << 1 << NixCategory::EvalError;
        QTest::newRow("nix error, message before the position") << QByteArray(
            "error: the frobnicator needs a spline reticulator\n"
            "\n"
            "       at /nix/store/4x6bxd5ygm9s0mfb1pdn5vsj3f5y8n0k-source/"
            "default.nix:12:24:\n"
            "           11|\n") << 1 << NixCategory::EvalError;
        // RPM's closing summary: the unpackaged files indented, without "error: ".
        QTest::newRow("rpm summary, unpackaged")
            << QByteArray("RPM build errors:\n"
                          "    Installed (but unpackaged) file(s) found:\n"
                          "   /usr/share/turnserver/scripts/pack.sh\n")
            << 2 << NixCategory::InstallPhase;
        // Nix cannot run the builder itself (a builtins.toFile script without the exec bit):
        // not an install step writing into the store.
        QTest::newRow("builder not executable")
            << QByteArray("building '/nix/store/l8kw9zjs1n8zb208js66bmjg2ws5yqjw-foobar.drv'...\n"
                          "error: executing '/nix/store/0nsb5dn203xvijyp9dzvacil0mg6n5aj-builder': "
                          "Permission denied\n"
                          "error: builder for '/nix/store/l8kw9zjs1n8zb208js66bmjg2ws5yqjw-"
                          "foobar.drv' failed with exit code 1\n")
            << 2 << NixCategory::Other;
        // Cargo's form of the out-of-memory killer: not a compile error.
        QTest::newRow("rustc killed")
            << QByteArray("Running phase: buildPhase\n"
                          "error: could not compile `foo` (lib)\n"
                          "Caused by:\n"
                          "  process didn't exit successfully: `rustc --crate-name foo src/lib.rs` "
                          "(signal: 9, SIGKILL: kill)\n")
            << 4 << NixCategory::Other;
        // make could not run a command: the compiler by a name the stdenv lacks (makeFlags'
        // CC=…), or another tool nobody put in nativeBuildInputs. Also in make's and libc's
        // translations (a German desktop build, make's "Fehler 127").
        QTest::newRow("make runs a missing compiler, German") << QByteArray(
            "g++ -O3 main.cpp -o frob\n"
            "make: g++: Datei oder Verzeichnis nicht gefunden\n"
            "make: *** [Makefile:7: frob] Fehler 127\n") << 2 << NixCategory::FhsPath;
        QTest::newRow("make runs a missing tool")
            << QByteArray("Running phase: buildPhase\n"
                          "make: pandoc: No such file or directory\n"
                          "make: *** [Makefile:7: doc] Error 127\n")
            << 2 << NixCategory::MissingDependency;
        // MSBuild's "<file> : error <CODE>: …": NuGet's offline source lacks a package (the
        // deps file needs regenerating), NuGet reaches for the network, the SDK is too old
        // for the target framework, C# does not compile.
        QTest::newRow("nuget package missing") << QByteArray(
            "repro> /build/source/repro.csproj : error NU1101: Unable to find "
            "package runtime.any.System.Collections. No packages exist with this id "
            "in source(s): _nix\n") << 1 << NixCategory::MissingDependency;
        QTest::newRow("nuget network")
            << QByteArray("/build/source/App.csproj : error NU1301: Unable to load the service "
                          "index for source https://api.nuget.org/v3/index.json.\n")
            << 1 << NixCategory::NetworkInSandbox;
        QTest::newRow("dotnet sdk too old") << QByteArray(
            "/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-dotnet-sdk-6.0.428/sdk/"
            "6.0.428/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference"
            ".targets(144,5): error NETSDK1045: The current .NET SDK does not support "
            "targeting .NET 8.0.\n") << 1 << NixCategory::VersionMismatch;
        QTest::newRow("c# compile error")
            << QByteArray("Running phase: buildPhase\n"
                          "/build/source/src/Program.cs(12,7): error CS0246: The type or namespace "
                          "name 'Frob' could not be found\n")
            << 2 << NixCategory::CompileError;
        // Both ways to find a library failed: nothing to fall back on.
        QTest::newRow("neither tool available")
            << QByteArray("Error: Neither xml2-config nor pkg-config is available\n") << 1
            << NixCategory::MissingDependency;
        QTest::newRow("found but too old")
            << QByteArray("Running phase: configurePhase\n"
                          "Dependency libfoo found: NO found 2.1.0 but need: '>=2.4'\n"
                          "Run-time dependency libfoo found: NO (tried pkgconfig and cmake)\n"
                          "meson.build:12:0: ERROR: Dependency \"libfoo\" not found\n")
            << 2 << NixCategory::VersionMismatch;
        QTest::newRow("pkg-config requested version")
            << QByteArray("Running phase: configurePhase\n"
                          "Requested 'gtk4 >= 4.14' but version of GTK is 4.12.4\n"
                          "configure: error: Package requirements were not met\n")
            << 2 << NixCategory::VersionMismatch;
        QTest::newRow("NOTFOUND variables")
            << QByteArray("Running phase: configurePhase\n"
                          "CMake Error: The following variables are used in this project, but "
                          "they are set to NOTFOUND.\n"
                          "Please set them or make sure they are set and tested correctly\n"
                          "FOO_LIBRARY\n"
                          "-- Configuring incomplete, errors occurred!\n")
            << 2 << NixCategory::MissingDependency;
        QTest::newRow("not in nixpkgs")
            << QByteArray("error: 'libfrobnicate' does not exist in Nixpkgs.\n") << 1
            << NixCategory::DependencyNotInNixpkgs;
        QTest::newRow("removed, quoted by Nix") << QByteArray(
            "       error: fooVersions.old has been removed. Use fooVersions.latest.\n")
                                                << 1 << NixCategory::DependencyNotInNixpkgs;
        // A removed NixOS option is the configuration's mistake, not a missing package.
        QTest::newRow("option removed") << QByteArray(
            "error: The option `services.foo.enable' can no longer be used since "
            "it's been removed.\n") << 1 << NixCategory::EvalError;
        // callPackage could not fill an argument: no attribute of that name in the set.
        QTest::newRow("argument not in scope") << QByteArray(
            "       error: evaluation aborted with the following error message: "
            "'lib.customisation.callPackageWith: Function called without required "
            "argument \"libfrob\" at /home/user/src/pkg.nix:3, did you mean "
            "\"libfrob2\"?'\n") << 1 << NixCategory::DependencyNotInNixpkgs;
        // A plain function called without an argument is the caller's mistake.
        QTest::newRow("argument missing in a call") << QByteArray(
            "error: function 'anonymous lambda' called without required argument "
            "'version'\n") << 1 << NixCategory::EvalError;
        // Code that needs a newer Rust than the one in the package set.
        QTest::newRow("unstable Rust feature")
            << QByteArray("Running phase: buildPhase\n"
                          "   Compiling frob v0.3.1 (/build/source)\n"
                          "error[E0658]: use of unstable library feature 'let_chains'\n"
                          "For more information about this error, try `rustc --explain E0658`.\n"
                          "error: could not compile `frob` due to previous error\n")
            << 3 << NixCategory::VersionMismatch;
        // A binary linked against a newer C library (or libstdc++, OpenSSL) than the set's.
        QTest::newRow("symbol version not found")
            << QByteArray("Running phase: installCheckPhase\n"
                          "/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-frob-2.0/bin/.frob-wrapped: "
                          "/nix/store/9zpsk6c3xr7s0g8c8hxsr2s6xhpmkvbr-glibc-2.35/lib/libc.so.6: "
                          "version `GLIBC_2.38' not found (required by frob)\n")
            << 2 << NixCategory::VersionMismatch;
        QTest::newRow("R package missing") << QByteArray(
            "Running phase: installPhase\n"
            "* installing *source* package 'frob' ...\n"
            "ERROR: dependencies 'rlang', 'vctrs' are not available for package "
            "'frob'\n"
            "* removing '/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-r-frob/library/"
            "frob'\n") << 3 << NixCategory::MissingDependency;
        // Haskell: the package set has every dependency; "missing" means outside the bounds.
        QTest::newRow("cabal bounds")
            << QByteArray("Running phase: configurePhase\n"
                          "Configuring frob-0.3.1...\n"
                          "Setup: Encountered missing or private dependencies:\n"
                          "base >=4.14 && <4.18, text >=1.2 && <2.1\n")
            << 3 << NixCategory::VersionMismatch;
        QTest::newRow("Go toolchain newer than the set's")
            << QByteArray("Running phase: buildPhase\n"
                          "go: downloading go1.25.2 (linux/amd64)\n"
                          "go: download go1.25.2 for linux/amd64: toolchain not available\n")
            << 3 << NixCategory::VersionMismatch;
        QTest::newRow("configure: version or later")
            << QByteArray("Running phase: configurePhase\n"
                          "checking for libfrob... yes\n"
                          "configure: error: libfrob version 3.2 or later is required\n")
            << 3 << NixCategory::VersionMismatch;
        QTest::newRow("wget, no name resolution")
            << QByteArray("Running phase: buildPhase\n"
                          "wget: unable to resolve host address 'downloads.example.org'\n"
                          "make: *** [Makefile:12: assets] Error 4\n")
            << 2 << NixCategory::NetworkInSandbox;
        QTest::newRow("NuGet's service index") << QByteArray(
            "Running phase: configurePhase\n"
            "/build/source/Frob.csproj : error NU1301: Unable to load the service "
            "index for source https://" PACKWRIGHT_TEST_MIRROR_HOST "/v3/index.json.\n")
                                               << 2 << NixCategory::NetworkInSandbox;
        // buildNpmPackage, fetchPnpmDeps, yarn's offline mirror: the cache made from the lock
        // file has no entry for a package, so its hash is stale (or the lock file changed).
        QTest::newRow("npm cache without the package") << QByteArray(
            "Running phase: buildPhase\n"
            "npm ERR! code ENOTCACHED\n"
            "npm ERR! request to https://" PACKWRIGHT_TEST_MIRROR_HOST "/left-pad failed: cache "
            "mode is 'only-if-cached' but no cached response is available.\n")
                                                       << 2 << NixCategory::HashMismatch;
        QTest::newRow("Go vendor directory without the package")
            << QByteArray("Running phase: buildPhase\n"
                          "main.go:9:2: cannot find module providing package "
                          "github.com/frob/frob/v2: import lookup disabled by -mod=vendor\n")
            << 2 << NixCategory::HashMismatch;
        // The knowledge base's symptom lines whose wording alone names the category (issue
        // 18): each was given another category before its pattern came.
        QTest::newRow("git asks for credentials") << QByteArray(
            "Running phase: buildPhase\n"
            "Cloning into '/build/source/third_party/frob'...\n"
            "fatal: could not read Username for 'https://" PACKWRIGHT_TEST_MIRROR_HOST
            "': No such device or address\n") << 3 << NixCategory::NetworkInSandbox;
        QTest::newRow("Bundler cannot fetch") << QByteArray(
            "Running phase: installPhase\n"
            "Fetching source index from https://" PACKWRIGHT_TEST_MIRROR_HOST "/\n"
            "Retrying fetcher due to error (2/4): Bundler::HTTPError Could not fetch specs from "
            "https://" PACKWRIGHT_TEST_MIRROR_HOST "/\n")
                                              << 3 << NixCategory::NetworkInSandbox;
        QTest::newRow("RPM: binaries in a noarch package")
            << QByteArray("error: Arch dependent binaries in noarch package\n"
                          "\n"
                          "RPM build errors:\n"
                          "    Arch dependent binaries in noarch package\n")
            << 1 << NixCategory::InstallPhase;
        QTest::newRow("GObject introspection in the tests")
            << QByteArray("Running phase: pytestCheckPhase\n"
                          "tests/test_window.py:3: in <module>\n"
                          "E   ValueError: Namespace Gtk not available\n")
            << 3 << NixCategory::MissingDependency;
        QTest::newRow("bindgen without libclang")
            << QByteArray("Running phase: buildPhase\n"
                          "error: failed to run custom build command for `frob-sys v0.3.1`\n"
                          "  thread 'main' panicked at build.rs:12:5:\n"
                          "  Unable to find libclang: \"couldn't find any valid shared libraries "
                          "matching: ['libclang.so'], set the `LIBCLANG_PATH` environment "
                          "variable to a path where one of these files can be found\"\n")
            << 4 << NixCategory::MissingDependency;
        QTest::newRow("javac older than the release")
            << QByteArray("Running phase: buildPhase\n"
                          "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-"
                          "plugin:3.11.0:compile (default-compile) on project frob: Fatal error "
                          "compiling: error: invalid target release: 21 -> [Help 1]\n")
            << 2 << NixCategory::VersionMismatch;
        QTest::newRow("an R package's configure without its interpreter") << QByteArray(
            "Running phase: installPhase\n"
            "* installing *source* package 'frob' ...\n"
            "sh: ./configure: not found\n"
            "ERROR: configuration failed for package 'frob'\n") << 3 << NixCategory::FhsPath;
        QTest::newRow("a crate the vendored sources lack")
            << QByteArray("Running phase: buildPhase\n"
                          "error: no matching package named `base64` found\n"
                          "location searched: registry `crates-io`\n"
                          "required by package `frob v0.2.0 (/build/source)`\n")
            << 2 << NixCategory::MissingDependency;
        QTest::newRow("a symbolic link in the build directory") << QByteArray(
            "Running phase: configureNuget\n"
            "ln: failed to create symbolic link '/build/nuget.x/fallback/frob/1.0': "
            "File exists\n") << 2 << NixCategory::Other;
        QTest::newRow("a symbolic link into the output") << QByteArray(
            "Running phase: installPhase\n"
            "ln: failed to create symbolic link '/nix/store/"
            "0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-frob-1.0/bin/frob': No such file or "
            "directory\n") << 2 << NixCategory::InstallPhase;
        QTest::newRow("tests need a writable HOME")
            << QByteArray("Running phase: checkPhase\n"
                          "mkdir: cannot create directory '/homeless-shelter': Permission denied\n")
            << 2 << NixCategory::TestFailure;
        QTest::newRow("CMake's minimum version, header only")
            << QByteArray("Running phase: configurePhase\n"
                          "CMake Error at CMakeLists.txt:3 (cmake_minimum_required):\n"
                          "-- Configuring incomplete, errors occurred!\n")
            << 2 << NixCategory::VersionMismatch;
        QTest::newRow("NumPy 2 removed an alias the tests use") << QByteArray(
            "Running phase: pytestCheckPhase\n"
            "E   AttributeError: `np.float_` was removed in the NumPy 2.0 release. "
            "Use `np.float64` instead.\n") << 2 << NixCategory::VersionMismatch;
        QTest::newRow("a gem gemset.nix lacks")
            << QByteArray("Running phase: buildPhase\n"
                          "Could not find gem 'frob (~> 1.2)' in locally installed gems.\n"
                          "Run `bundle install` to install missing gems.\n")
            << 2 << NixCategory::MissingLockFile;
        QTest::newRow("Nix's disallowed references")
            << QByteArray("error: output '/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-frob-1.0' is "
                          "not allowed to "
                          "refer to the following paths:\n"
                          "         /nix/store/l7ydv4ifncszmaha510nfr2zwn7l56yq-gcc-13.2.0\n")
            << 1 << NixCategory::InstallPhase;
        QTest::newRow("a Python script opens a FHS path") << QByteArray(
            "Running phase: checkPhase\n"
            "FileNotFoundError: [Errno 2] No such file or directory: '/usr/bin/frob'\n")
                                                          << 2 << NixCategory::FhsPath;
        QTest::newRow("ctest without its test executable")
            << QByteArray("Running phase: checkPhase\n"
                          "Unable to find executable: /build/source/build/tests/test_frob\n")
            << 2 << NixCategory::TestFailure;
        QTest::newRow("a tool's version or later")
            << QByteArray("Running phase: autoreconfPhase\n"
                          "error: Automake 1.17 or later is required\n")
            << 2 << NixCategory::VersionMismatch;
        QTest::newRow("Bazel's external repository")
            << QByteArray("Running phase: buildPhase\n"
                          "ERROR: /build/source/BUILD:12:10: no such package '@rules_frob//frob':\n"
                          "ERROR: Analysis of target '//:frob' failed; build aborted\n")
            << 2 << NixCategory::NetworkInSandbox;
        // dune's hint about the cache in HOME is no failure; the error after it is.
        QTest::newRow("OCaml, after dune's hint about HOME")
            << QByteArray("Running phase: buildPhase\n"
                          "Hint: Make sure the directory /homeless-shelter/.cache/dune/db/temp "
                          "can be\n"
                          "created\n"
                          "File \"gen/optional_modules.txt\", line 1, characters 0-15:\n"
                          "1 | value_rec_types\n"
                          "    ^^^^^^^^^^^^^^^\n"
                          "Error: Module Value_rec_types doesn't exist.\n")
            << 4 << NixCategory::CompileError;
        QTest::newRow("dune without a library")
            << QByteArray("Running phase: buildPhase\n"
                          "File \"src/core/dune\", line 6, characters 67-71:\n"
                          "6 |   (libraries re unix uutf)\n"
                          "                         ^^^^\n"
                          "Error: Library \"uutf\" not found.\n"
                          "-> required by library \"opam-core\" in _build/default/src/core\n")
            << 5 << NixCategory::MissingDependency;
        // "Other", decided by the pattern: the cue words around it ("version", "is required",
        // "timed out after") do not recolour it.
        QTest::newRow("a patch that does not apply")
            << QByteArray("Running phase: patchPhase\n"
                          "applying patch /nix/store/"
                          "l7ydv4ifncszmaha510nfr2zwn7l56yq-fix-version-check.patch\n"
                          "patching file src/version.c\n"
                          "Hunk #1 FAILED at 8.\n"
                          "1 out of 1 hunk FAILED -- saving rejects to file src/version.c.rej\n")
            << 4 << NixCategory::Other;
        QTest::newRow("a system feature the machine lacks") << QByteArray(
            "error: a 'x86_64-linux' with features {kvm, nixos-test} is required to build "
            "'/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-vm-test-run-frob.drv', but I am a "
            "'x86_64-linux' with features {benchmark, big-parallel}\n")
                                                            << 1 << NixCategory::Other;
        QTest::newRow("Nix's silence timeout")
            << QByteArray("Running phase: buildPhase\n"
                          "[412/2210] Building CXX object src/CMakeFiles/frob.dir/frob.cpp.o\n"
                          "building of '/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-frob-1.0.drv' "
                          "timed out after 7200 seconds of silence\n")
            << 3 << NixCategory::Other;
        QTest::newRow("a test's own status line") << QByteArray(
            "Running phase: checkPhase\n"
            "  golden\n"
            "    remote-import:                FAIL\n"
            "      Missing golden value.\n") << 3 << NixCategory::TestFailure;
        QTest::newRow("a buildEnv collision")
            << QByteArray("Running phase: installPhase\n"
                          "pkgs.buildEnv error: two given paths contain a conflicting subpath:\n"
                          "  `/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-frob-1.0/bin/frob' and\n"
                          "  `/nix/store/l7ydv4ifncszmaha510nfr2zwn7l56yq-frob-2.0/bin/frob'\n")
            << 2 << NixCategory::Other;
        QTest::newRow("setuptools-scm without a version") << QByteArray(
            "Running phase: buildPhase\n"
            "LookupError: setuptools-scm was unable to detect version for "
            "/build/source.\n") << 2 << NixCategory::Other;
        QTest::newRow("the compiler killed for memory") << QByteArray(
            "Running phase: buildPhase\n"
            "c++: fatal error: Killed signal terminated program cc1plus\n"
            "compilation terminated.\n") << 2 << NixCategory::Other;
        QTest::newRow("a dead URL after another build's output")
            << QByteArray("Running phase: fixupPhase\n"
                          "shrinking RPATHs of ELF executables and libraries in "
                          "/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-tiny-1.0\n"
                          "$ nix shell github:frob/frob\n"
                          "error: builder for '/nix/store/"
                          "vk0smbidiya9nzxjxihfybwf4hway0rf-frob-1.0.tar.xz.drv' failed with "
                          "exit code 1;\n"
                          "       last 2 log lines:\n"
                          "       > curl: (22) The requested URL returned error: 404\n"
                          "       > error: cannot download frob-1.0.tar.xz from any mirror\n")
            << 6 << NixCategory::Other;
        QTest::newRow("macOS: a shebang the sandbox refuses") << QByteArray(
            "Running phase: installPhase\n"
            "/nix/store/dnjd7b7v5vyd8g152ziivp2jaz56bb5l-stdenv-darwin/setup: "
            "./install: /usr/bin/env: bad interpreter: Operation not permitted\n"
            "error: builder for "
            "'/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-frob-1.0.drv' failed "
            "with exit code 126\n") << 2 << NixCategory::FhsPath;
        QTest::newRow("an RPM section with CRLF line endings")
            << QByteArray("+ unset DISPLAY\n"
                          "+ $'\\r'\n"
                          "/var/tmp/rpm-tmp.yBCKHX: line 30: $'\\r': command not found\n"
                          "error: Bad exit status from /var/tmp/rpm-tmp.yBCKHX (%prep)\n")
            << 2 << NixCategory::Other;
        QTest::newRow("a shebang with CRLF") << QByteArray(
            "Running phase: configurePhase\n"
            "bash: ./configure: /bin/sh^M: bad interpreter: No such file or "
            "directory\n") << 2 << NixCategory::Other;
        QTest::newRow("go.mod elsewhere")
            << QByteArray("Running phase: buildPhase\n"
                          "Building subPackage ./cmd/frob\n"
                          "go: go.mod file not found in current directory or any parent "
                          "directory; see 'go help modules'\n")
            << 3 << NixCategory::Other;
    }
    void failureFamilies()
    {
        QFETCH(QByteArray, log);
        QFETCH(int, line);
        QFETCH(NixCategory, category);
        const Extraction e = run(log);
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(line));
        QCOMPARE(e.categoryNix, category);
        QVERIFY(e.failed); // each row's lines state a failure: none reads as a success
    }

    /// Only Nix's trace or source position makes an "error: …" line in general words Nix's
    /// evaluation error: the line on its own stays general words.
    void nixErrorNeedsItsTrace()
    {
        const Extraction bare = run("error: the frobnicator needs a spline reticulator\n");
        QVERIFY(!bare.ranked.isEmpty());
        QCOMPARE(bare.ranked.first().patternId, QStringLiteral("generic-error-line"));
        QVERIFY(!bare.failed);
    }

    /// Repetition ranks a line down, but forty identical compiler errors state a failure as
    /// surely as one: the log is a failed build's either way.
    void repeatedErrorsStillFail()
    {
        QByteArray log; // an excerpt: no phase marker for the final phase's bonus
        for (int i = 0; i < 40; ++i)
            log += QByteArray("src/f") + QByteArray::number(i) + ".c:" + QByteArray::number(i + 1)
                + ":5: error: 'sym" + QByteArray::number(i)
                + "' undeclared (first use in this function)\n";
        const Extraction e = run(log);
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().occurrences, 40);
        QVERIFY(e.ranked.first().confidence < 0.8); // ranked down for its repeats …
        QVERIFY(e.failed);                          // … and still a failure
        QCOMPARE(e.categoryNix, NixCategory::CompileError);
    }

    /// Nix's own error message states a failure whatever phase lines follow it in the log
    /// (another builder's, streamed after it); a builder's line the build went past does not.
    void nixErrorFailsWhateverFollows()
    {
        const Extraction nix
            = run("error: builder for '/nix/store/0r26521cd4ihaw9ia1q320819i7rzkya-"
                  "foo-1.0.drv' failed to produce output path for output 'out' "
                  "at '/nix/store/0r26521cd4ihaw9ia1q320819i7rzkyb-foo-1.0'\n"
                  "Running phase: fixupPhase\n"
                  "shrinking RPATHs of ELF executables and libraries\n");
        QVERIFY(!nix.ranked.isEmpty());
        QVERIFY(nix.ranked.first().nixError);
        QVERIFY(nix.failed);
        QCOMPARE(nix.categoryNix, NixCategory::InstallPhase);
        const Extraction builder = run("Running phase: installPhase\n"
                                       "install: cannot create regular file '/usr/share/x': "
                                       "Permission denied\n"
                                       "Running phase: fixupPhase\n"
                                       "shrinking RPATHs of ELF executables and libraries\n");
        QVERIFY(!builder.ranked.isEmpty());
        QVERIFY(!builder.ranked.first().nixError);
        QVERIFY(!builder.failed);
    }

    /// Nix before 2.4 quoted names in its evaluation errors with ‘…’, not '…'.
    void oldNixQuotesInEvaluationErrors_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("undefined variable") << QByteArray(
            "error: undefined variable \xe2\x80\x98icu4c\xe2\x80\x99"
            " at "
            "(string):1:245\n") << QStringLiteral("nix-eval-undefined-variable");
        QTest::newRow("attribute missing") << QByteArray("error: attribute \xe2\x80\x98"
                                                         "fooBar\xe2\x80\x99 missing, at "
                                                         "/home/user/default.nix:3:5\n")
                                           << QStringLiteral("nix-eval-attribute-missing");
    }
    void oldNixQuotesInEvaluationErrors()
    {
        QFETCH(QByteArray, log);
        QFETCH(QString, pattern);
        const Extraction e = run(log);
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().patternId, pattern);
        QCOMPARE(e.categoryNix, NixCategory::EvalError);
        QVERIFY(e.failed);
    }

    /// nix-output-monitor frames Nix's error in "┃ ": the hash mismatch keeps its indented
    /// "specified:" and "got:" lines, the hash the maintainer copies.
    void nomFrameKeepsTheHashes()
    {
        const Extraction e
            = run("\xe2\x94\x8f\xe2\x94\x81 1 Errors:\n"
                  "\xe2\x94\x83 error: hash mismatch in fixed-output derivation '/nix/store/"
                  "hnwg1pg0r4wh2wx3p7bk6giixwbdnsnv-equicord-pnpm-deps.drv':\n"
                  "\xe2\x94\x83            likely URL: (unknown)\n"
                  "\xe2\x94\x83             specified: "
                  "sha256-AuHNcHosbYlPXKT0YFTLQihbTjff0Z9SlhoV1LDZc7c=\n"
                  "\xe2\x94\x83                   got: "
                  "sha256-4mpqjkCCCjzNpLns6Q3TDBqf29wg0jooRnz8nnJRlN4=\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.categoryNix, NixCategory::HashMismatch);
        QVERIFY2(e.ranked.first().text.contains(
                     u"got: sha256-4mpqjkCCCjzNpLns6Q3TDBqf29wg0jooRnz8nnJRlN4="),
            qPrintable(e.ranked.first().text));
    }

    /// A consequence line is a failure even when it falls in the window of the diagnostic
    /// just before it and keeps no signal of its own (a general "error:" line, then Nix's
    /// "builder for … failed"; RPM's "*** ERROR:", then "Bad exit status").
    void failureBehindAGeneralErrorLine_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::newRow("Nix") << QByteArray(
            "error: something bad\n"
            "error: builder for '/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-foo-1.0.drv' failed "
            "with exit code 1\n");
        QTest::newRow("RPM") << QByteArray("*** ERROR: something bad\n"
                                           "error: Bad exit status from /var/tmp/rpm-tmp.X "
                                           "(%install)\n");
        QTest::newRow("Nix 2.3's quotes")
            << QByteArray("error: something bad\n"
                          "builder for \u2018/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-foo-1.0."
                          "drv\u2019 failed with exit code 2\n");
    }
    void failureBehindAGeneralErrorLine()
    {
        QFETCH(QByteArray, log);
        const Extraction e = run(log);
        QVERIFY(e.failed);
        QCOMPARE(e.ranked.first().matchLine, qint64(1));
    }

    /// CRLF line ends change nothing: Nix's empty quoted line ("       >\r") stays in the
    /// quoted tail, which before ended there and made a second, general signal.
    void crlfLogReadsAsLf()
    {
        const QByteArray lf = "error: builder for '/nix/store/"
                              "6lks3ql04s2ya00sffn03h0qga6xy19h-krabby-0.1.6-vendor.tar.gz.drv' "
                              "failed with exit code 1;\n"
                              "       last 5 log lines:\n"
                              "       > building\n"
                              "       >\n"
                              "       > ERROR: The Cargo.lock file doesn't exist\n"
                              "       >\n"
                              "       > Cargo.lock is needed to make sure that cargoHash doesn't "
                              "change\n";
        QByteArray crlf = lf;
        crlf.replace("\n", "\r\n");
        const Extraction a = run(lf);
        const Extraction b = run(crlf);
        QCOMPARE(b.ranked.size(), a.ranked.size());
        for (qsizetype i = 0; i < a.ranked.size(); ++i) {
            QCOMPARE(b.ranked.at(i).patternId, a.ranked.at(i).patternId);
            QCOMPARE(b.ranked.at(i).matchLine, a.ranked.at(i).matchLine);
            QCOMPARE(b.ranked.at(i).text, a.ranked.at(i).text);
        }
        QCOMPARE(b.categoryNix, NixCategory::MissingLockFile);
    }

    /// A builder's last words are its own: not a command pasted with its prompt, stdenv's
    /// "…, doing nothing", or the advice Maven prints after any failure; a script's error
    /// named by its store path is.
    void lastWordsSkipTheFraming()
    {
        const Extraction maven = run(
            "$ nix build .#frob\n"
            "error: builder for '/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-frob-1.0.drv' "
            "failed with exit code 1;\n"
            "       last 6 log lines:\n"
            "       > [ERROR] Plugin org.apache.maven.plugins:maven-war-plugin:3.4.0 or one of its "
            "dependencies could not be resolved\n"
            "       > [ERROR]\n"
            "       > [ERROR] To see the full stack trace of the errors, re-run Maven with the -e "
            "switch.\n"
            "       > [ERROR] Re-run Maven using the -X switch to enable full debug logging.\n"
            "       > [ERROR] [Help 1] http://" PACKWRIGHT_TEST_MIRROR_HOST "/PluginResolution\n"
            "       > \n");
        QVERIFY(maven.failed);
        QCOMPARE(maven.ranked.first().matchLine, qint64(4));
        const Extraction script
            = run("Running phase: configurePhase\n"
                  "no configure script, doing nothing\n"
                  "Running phase: buildPhase\n"
                  "/nix/store/dnjd7b7v5vyd8g152ziivp2jaz56bb5l-stdenv-linux/setup: line 131: "
                  "the frobnicator gave up on widget seven\n"
                  "error: builder for '/nix/store/0sds6bmlmhb5bnnb5dkmmzc3hfsqd1hd-frob-1.0.drv' "
                  "failed with exit code 1\n");
        QCOMPARE(script.ranked.first().matchLine, qint64(4));
        QCOMPARE(script.ranked.first().patternId, u"builder-last-line");
        // nixos-install's own steps before Nix's error are no builder's words; the builder's
        // are in the quoted tail.
        const Extraction install = run(
            "copying channel...\n"
            "building the flake in github:someone/dotfiles/f83586f277617f26aa0f12c63a6552a7b3547e8e"
            "...\n"
            "error: builder for '/nix/store/dkbyx5h1yrkqcd55lxiqlrfqrng2p4db-frob-deps-0.0.1.drv' "
            "failed with exit code 101;\n"
            "       last 2 log lines:\n"
            "       > Caused by:\n"
            "       >   the frobnicator refused to start\n");
        QVERIFY(!install.ranked.isEmpty());
        QCOMPARE(install.ranked.first().matchLine, qint64(6));
    }

    /// The attribute that holds a fixed-output derivation's hash is the signal's target.
    void hashMismatchTargetsTheDependencySet_data()
    {
        QTest::addColumn<QByteArray>("drv");
        QTest::addColumn<QString>("target");
        QTest::newRow("cargo") << QByteArray("walrs-1.1.7-vendor-staging.drv")
                               << QStringLiteral("cargoHash");
        QTest::newRow("go") << QByteArray("pvetui-863ec24-go-modules.drv")
                            << QStringLiteral("vendorHash");
        QTest::newRow("source") << QByteArray("source.drv") << QStringLiteral("src.hash");
        QTest::newRow("patch") << QByteArray("180.diff.drv")
                               << QStringLiteral("patches (the fetchpatch's hash)");
    }
    void hashMismatchTargetsTheDependencySet()
    {
        QFETCH(QByteArray, drv);
        QFETCH(QString, target);
        const Extraction e = run("error: hash mismatch in fixed-output derivation "
                                 "'/nix/store/b2mzyj453w2mbf85kqg2sc1mdyvaj97r-"
            + drv
            + "':\n"
              "         specified: sha256-fmiOuxCZoCPOx6OE7YB2pJBegk3y88a9ByDEW/b79Rw=\n"
              "            got:    sha256-hacO5cg405l5ur5V/7oBjiGf9Q1AaTELRCndg+Q4Sws=\n");
        QCOMPARE(e.ranked.first().target, target);
        QCOMPARE(e.failedDerivation,
            QStringLiteral("/nix/store/b2mzyj453w2mbf85kqg2sc1mdyvaj97r-")
                + QString::fromUtf8(drv));
    }

    /// configure's "checking for X... no", then a line that needs X, in any wording.
    void failedConfigureCheckThenTheLineThatNeedsIt()
    {
        const Extraction e = run("Running phase: configurePhase\n"
                                 "checking for gcc... gcc\n"
                                 "checking for xml2-config... no\n"
                                 "checking for pkg-config... /usr/bin/pkg-config\n"
                                 "Cannot find xml2-config. Please install libxml2.\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(5));
        QCOMPARE(e.ranked.first().categoryNix, NixCategory::MissingDependency);
        // A check that answered no and is never mentioned again is not a signal.
        const Extraction fine = run("Running phase: configurePhase\n"
                                    "checking for xml2-config... no\n"
                                    "checking for libxml... yes\n"
                                    "config.status: creating Makefile\n");
        for (const FailureSignal &s : fine.ranked)
            QVERIFY(s.patternId != u"configure-check-failed");
        // Regression (jq's successful build): a warning about the missing tool is not fatal.
        const Extraction warned = run("Running phase: configurePhase\n"
                                      "checking for valgrind... no\n"
                                      "configure: WARNING: valgrind is required to test jq.\n"
                                      "checking for memmem... yes\n");
        for (const FailureSignal &s : warned.ranked)
            QVERIFY2(s.confidence < 0.8, qPrintable(s.text));
    }

    /// A message that successful builds print too counts only when something says it failed:
    /// CMake's optional "Could NOT find Doxygen" is not a missing dependency.
    void optionalPackageIsNotAFailure()
    {
        const Extraction optional = run("Running phase: configurePhase\n"
                                        "-- Looking for pthread.h - found\n"
                                        "-- Could NOT find Doxygen (missing: DOXYGEN_EXECUTABLE)\n"
                                        "-- Configuring done\n"
                                        "Running phase: buildPhase\n"
                                        "[100%] Built target foo\n"
                                        "Running phase: installPhase\n");
        for (const FailureSignal &s : optional.ranked)
            QVERIFY2(s.confidence < 0.6, qPrintable(s.text));
        QVERIFY(!optional.failed);
        const Extraction required
            = run("Running phase: configurePhase\n"
                  "CMake Error at /nix/store/5mh7kaj2fyv8mk4sfq1brwxgc02884wi-cmake-3.29/share/"
                  "cmake-3.29/Modules/FindPackageHandleStandardArgs.cmake:230 (message):\n"
                  "  Could NOT find ZLIB (missing: ZLIB_LIBRARY ZLIB_INCLUDE_DIR)\n"
                  "-- Configuring incomplete, errors occurred!\n");
        QVERIFY(!required.ranked.isEmpty());
        QCOMPARE(required.ranked.first().matchLine, qint64(3));
        QVERIFY(required.ranked.first().confidence >= 0.8);
        // "command not found" is confirmed by the failure right after it.
        const Extraction confirmed = run("Running phase: buildPhase\n"
                                         "/bin/sh: line 1: autoconf: command not found\n"
                                         "make: *** [Makefile:4: configure] Error 127\n");
        QVERIFY(!confirmed.ranked.isEmpty());
        QCOMPARE(confirmed.ranked.first().matchLine, qint64(2));
        QVERIFY(confirmed.ranked.first().confidence >= 0.8);
    }

    void hostileInput_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("newlines only") << QByteArray(1000, '\n');
        QTest::newRow("invalid UTF-8") << QByteArray("error: \xff\xfe\xc3 broken \xe2\x82\n");
        QTest::newRow("binary") << QByteArray(70000, '\0');
        QTest::newRow("escape soup") << QByteArray("\x1b]8;;\x1b[\x1b\x1b[999999999999m\x1b");
        QTest::newRow("megabyte line") << (QByteArray(3 << 20, 'e') + "rror: x\n");
        QTest::newRow("truncated json")
            << QByteArray("@nix {\"action\":\"result\",\"fields\":[\"a\n");
    }
    void hostileInput()
    {
        QFETCH(QByteArray, log);
        const Extraction e = run(log);
        for (const FailureSignal &s : e.ranked) {
            QVERIFY(s.firstLine >= 1 && s.firstLine <= s.matchLine && s.matchLine <= s.lastLine);
            QVERIFY(s.lastLine <= e.read.lines);
        }
        QVERIFY(!extractionToJson(e).isEmpty());
    }

    void longLinesAreCutOnACharacterBoundary()
    {
        QByteArray line = "src/a.c:1:1: error: x"; // odd length: byte 400 is mid-character
        while (line.size() < 2000)
            line += "\xc3\xa4"; // "ä", two bytes each
        const Extraction e = run(line + '\n');
        QVERIFY(!e.ranked.isEmpty());
        const QString text = e.ranked.first().text;
        QVERIFY(!text.contains(QChar::ReplacementCharacter));
        QVERIFY(text.endsWith(QStringLiteral(" …")));
        QVERIFY(text.size() < 500);
    }

    void errorAfterALongProgressBarIsFound()
    {
        const Extraction e = run("Running phase: buildPhase\n[" + QByteArray(40000, '#')
            + "]\rsrc/a.c:1:1: error: boom\n");
        QVERIFY(!e.ranked.isEmpty());
        QCOMPARE(e.ranked.first().matchLine, qint64(2));
        QCOMPARE(e.ranked.first().categoryNix, NixCategory::CompileError);
        QCOMPARE(e.read.truncatedLines, qint64(1));
    }

    void binaryInputIsRecognised()
    {
        QByteArray blob;
        for (int i = 0; i < 4096; ++i)
            blob += char(i % 256);
        QVERIFY(run(blob).looksBinary());
        QVERIFY(!run("just some text\n").looksBinary());
    }

    void jsonHasTheDocumentedShape()
    {
        const Extraction e = run("Running phase: buildPhase\nfoo.c:1:2: error: bar\n");
        const QJsonObject o = extractionToJson(e);
        QCOMPARE(
            o.value(QStringLiteral("category_nix")).toString(), QStringLiteral("compile_error"));
        QCOMPARE(
            o.value(QStringLiteral("category_evident")).toString(), QStringLiteral("compilation"));
        const QJsonObject s = o.value(QStringLiteral("signals")).toArray().first().toObject();
        for (const char *key : {"first_line", "last_line", "phase", "category_nix",
                 "category_evident", "confidence", "text"})
            QVERIFY2(s.contains(QLatin1String(key)), key);
        QCOMPARE(s.value(QStringLiteral("first_line")).toInt(), 1); // one line of context
        QCOMPARE(s.value(QStringLiteral("last_line")).toInt(), 2);
        QCOMPARE(s.value(QStringLiteral("phase")).toString(), QStringLiteral("buildPhase"));
        const double confidence = s.value(QStringLiteral("confidence")).toDouble();
        QVERIFY(confidence > 0.0 && confidence <= 1.0);
    }

    void knowledgeForTheLeadingSignal()
    {
        const auto knowledge = KnowledgeBase::load();
        QVERIFY(knowledge.ok());
        const Extraction nixLog = run("Running phase: configurePhase\n"
                                      "checking for zlib... no\n"
                                      "Package 'zlib', required by 'virtual:world', not found\n"
                                      "make: *** [Makefile:3: all] Error 1\n");
        QCOMPARE(logEcosystem(nixLog), QStringLiteral("nix"));
        const QList<KnowledgeMatch> nixMatches = knowledgeFor(nixLog, knowledge.value());
        QVERIFY(!nixMatches.isEmpty());
        QCOMPARE(nixMatches.first().entry.categoryNix, QStringLiteral("missing_dependency"));
        for (qsizetype i = 1; i < nixMatches.size(); ++i)
            QVERIFY(nixMatches.at(i).score >= 0.4 * nixMatches.first().score);

        const Extraction rpmLog = run("Executing(%install): /bin/sh -e /var/tmp/rpm-tmp.x\n"
                                      "error: Installed (but unpackaged) file(s) found:\n"
                                      "   /usr/lib/libfoo.so\n");
        QCOMPARE(logEcosystem(rpmLog), QStringLiteral("rpm"));
        const QList<KnowledgeMatch> rpmMatches = knowledgeFor(rpmLog, knowledge.value(), 1);
        QCOMPARE(rpmMatches.size(), 1);
        QCOMPARE(rpmMatches.first().entry.ecosystem, QStringLiteral("rpm"));

        QVERIFY(knowledgeFor(run("all good\n"), knowledge.value()).isEmpty());
    }

    void extractFileReportsMissingFiles()
    {
        const auto extractor = Extractor::create();
        QVERIFY(extractor.ok());
        const auto result = extractor.value().extractFile(QStringLiteral("/nonexistent.log"));
        QVERIFY(!result);
        QVERIFY(result.error().message.contains(QStringLiteral("/nonexistent.log")));
    }
};

QTEST_GUILESS_MAIN(TestExtractor)
#include "tst_extractor.moc"
