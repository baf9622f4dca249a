// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Decoding of `--log-format internal-json`, the stream monitor and the failure classifier,
// on logs captured from real Nix 2.8 (tests/unit/data/nix/).

#include "nix/BuildMonitor.h"
#include "nix/DependencySets.h"
#include "nix/Derivation.h"
#include "nix/FailureClassifier.h"
#include "nix/FixedOutput.h"
#include "nix/LogEvent.h"
#include "nixlog_samples.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::nix;

namespace {
QByteArray data(const char *name)
{
    QFile file(QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/unit/data/nix/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", name);
    return file.readAll();
}

struct Monitored
{
    QTemporaryDir dir;
    BuildMonitor monitor;
    QList<LogEvent> events;
};

std::unique_ptr<Monitored> monitor(const QByteArray &stream, qsizetype chunk)
{
    auto m = std::make_unique<Monitored>();
    if (!m->monitor.open(m->dir.filePath(QStringLiteral("build.log"))))
        qFatal("cannot open log");
    m->monitor.setEventSink([&events = m->events](const LogEvent &e) { events.append(e); });
    for (qsizetype i = 0; i < stream.size(); i += chunk)
        m->monitor.feed(QByteArrayView(stream).sliced(i, std::min(chunk, stream.size() - i)));
    m->monitor.finish();
    return m;
}
} // namespace

class TestNixLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decodesEvents_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("text");
        using K = LogEvent::Kind;
        QTest::newRow("build start") << QByteArray(buildStartLine) << int(K::ActivityStart)
                                     << QStringLiteral("building '/nix/store/x-a.drv'");
        QTest::newRow("log line with colour")
            << QByteArray(colouredLogLine) << int(K::BuildLogLine) << QStringLiteral("red text");
        QTest::newRow("set phase") << QByteArray(setPhaseLine) << int(K::SetPhase) << QString();
        QTest::newRow("message") << QByteArray(errorMessageLine) << int(K::Message)
                                 << QStringLiteral("error: boom");
        QTest::newRow("plain") << QByteArray("make: *** [Makefile:3: all] Error 1")
                               << int(K::PlainLine)
                               << QStringLiteral("make: *** [Makefile:3: all] Error 1");
        QTest::newRow("broken json") << QByteArray(truncatedJsonLine) << int(K::PlainLine)
                                     << QString::fromLatin1(truncatedJsonLine);
        QTest::newRow("wrong field types")
            << QByteArray(mistypedFieldsLine) << int(K::PlainLine) << QString();
        // Regression (fuzz_extractor under UBSan): numbers that fit no int are no level,
        // type or position, not undefined behaviour.
        QTest::newRow("numbers out of range")
            << QByteArray("@nix {\"action\":\"msg\",\"level\":1e107,\"msg\":\"error: boom\","
                          "\"line\":1e300,\"column\":99999999999}")
            << int(K::Message) << QStringLiteral("error: boom");
        // NixpkgsSource::buildExpression()'s trace, as Nix 2.8, 2.26 and 2.34 print it; any other
        // trace stays a message.
        QTest::newRow("evaluated") << QByteArray(
            "@nix {\"action\":\"msg\",\"level\":0,\"msg\":\"trace: packwright-evaluated "
            "/nix/store/mx3yyfjhpy914w2g99ym76alqw2q49qr-trtest.drv\"}")
                                   << int(K::Evaluated) << QString();
        QTest::newRow("evaluated, --no-build-output") // Nix's messages as plain text
            << QByteArray("trace: packwright-evaluated "
                          "/nix/store/mx3yyfjhpy914w2g99ym76alqw2q49qr-trtest.drv")
            << int(K::Evaluated) << QString();
        QTest::newRow("other trace") << QByteArray(
            "@nix {\"action\":\"msg\",\"level\":0,\"msg\":\"trace: packwright-evaluated "
            "soon\"}") << int(K::Message)
                                     << QStringLiteral("trace: packwright-evaluated soon");
        QTest::newRow("invalid utf8") << QByteArray("caf\xe9 \xff") << int(K::PlainLine)
                                      << QStringLiteral("caf\uFFFD \uFFFD");
    }

    void decodesEvents()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, kind);
        QFETCH(QString, text);
        const LogEvent e = parseLogLine(line);
        QCOMPARE(int(e.kind), kind);
        if (!text.isEmpty())
            QCOMPARE(e.text, text);
        if (e.kind == LogEvent::Kind::ActivityStart)
            QCOMPARE(e.drvPath, QStringLiteral("/nix/store/x-a.drv"));
        if (e.kind == LogEvent::Kind::SetPhase)
            QCOMPARE(e.phase, QStringLiteral("buildPhase"));
        if (e.kind == LogEvent::Kind::Evaluated)
            QCOMPARE(e.drvPath,
                QStringLiteral("/nix/store/mx3yyfjhpy914w2g99ym76alqw2q49qr-trtest.drv"));
    }

    /// The pre-filter of readers that want only text: every event that prints something
    /// passes, activity bookkeeping does not, and what it cannot tell passes.
    void mayPrintTextKeepsEverythingThatPrints()
    {
        for (const char *line : {buildStartLine, colouredLogLine, setPhaseLine, errorMessageLine,
                 truncatedJsonLine, "make: *** [Makefile:3: all] Error 1",
                 "@nix {\"action\":\"result\",\"fields\":[\"x\"],\"id\":1,\"type\":101} \r"}) {
            const LogEvent e = parseLogLine(line);
            const bool prints = e.kind == LogEvent::Kind::BuildLogLine
                || e.kind == LogEvent::Kind::SetPhase || e.kind == LogEvent::Kind::Message
                || (e.kind == LogEvent::Kind::PlainLine
                    && !QByteArray(line).contains("\"action\""));
            QVERIFY2(!prints || mayPrintText(line), line);
        }
        for (const char *line : {"@nix {\"action\":\"stop\",\"id\":5}",
                 "@nix { \"action\": \"setPhase\", \"phase\": \"buildPhase\" }",
                 "@nix {\"action\":\"result\",\"fields\":[1,2,0,0],\"id\":5,\"type\":105}"})
            QVERIFY2(!mayPrintText(line), line);
    }

    void stripsTerminalEscapes()
    {
        QCOMPARE(stripTerminalEscapes(u"\x1b[1;32mok\x1b[0m"), QStringLiteral("ok"));
        QCOMPARE(stripTerminalEscapes(u" 10%\r 50%\r100%"), QStringLiteral("100%"));
        QCOMPARE(stripTerminalEscapes(u"a\r\nb"), QStringLiteral("a\nb"));
        QCOMPARE(stripTerminalEscapes(u"\x1b]0;title\x07text"), QStringLiteral("text"));
        QCOMPARE(
            phaseFromMarker(u"Running phase: configurePhase"), QStringLiteral("configurePhase"));
    }

    /// Real internal-json output of Nix 2.8, 2.26 and 2.34 (tests/data/nix-logs, recorded
    /// by its record.sh): the same failures classify the same way, although 2.29+ prints
    /// "Cannot build '…drv'." / "Reason: …" where older versions print "builder for …".
    void classifiesRealLogsOfEveryVersion_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("failure");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("failingDrv"); ///< the name it ends with
        using K = OutcomeKind;
        for (const char *version : {"nix-2.8.0", "nix-2.26.3", "nix-2.34.8"}) {
            const auto row = [version](const char *failure) -> QTestData & {
                return QTest::addRow("%s %s", version, failure)
                    << QString::fromLatin1(version) << QString::fromLatin1(failure);
            };
            row("builder-fails") << int(K::BuildError) << QStringLiteral("-foo-1.0.drv");
            row("builder-fails-long") << int(K::BuildError) << QStringLiteral("-foo-1.0.drv");
            row("dependency-failed")
                << int(K::DependencyBuildError) << QStringLiteral("-libbar-2.1.drv");
            row("hash-mismatch") << int(K::HashMismatch) << QStringLiteral("-foo-1.0.zip.drv");
            row("eval-undefined-variable") << int(K::EvaluationError) << QString();
            row("eval-missing-attribute") << int(K::EvaluationError) << QString();
        }
    }
    void classifiesRealLogsOfEveryVersion()
    {
        QFETCH(QString, version);
        QFETCH(QString, failure);
        QFETCH(int, kind);
        QFETCH(QString, failingDrv);
        const QString base
            = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/data/nix-logs/%1/internal-json/%2")
                  .arg(version, failure);
        QFile log(base + QStringLiteral(".log"));
        QFile command(base + QStringLiteral(".cmd"));
        QVERIFY2(
            log.open(QIODevice::ReadOnly) && command.open(QIODevice::ReadOnly), qPrintable(base));
        // The command built one .drv (its last word): that is the top level.
        const QString built = QString::fromUtf8(command.readAll()).trimmed().section(u' ', -1);
        const QStringList topLevel
            = built.endsWith(QLatin1String(".drv")) ? QStringList{built} : QStringList{};
        const auto m = monitor(log.readAll(), 4096);
        for (const QString &error : m->monitor.errors()) // 2.34 sends empty ones too
            QVERIFY(!error.trimmed().isEmpty());
        BuildOutcome outcome;
        classifyFailure(m->monitor.errors(), topLevel, outcome);
        QCOMPARE(int(outcome.kind), kind);
        if (!failingDrv.isEmpty())
            QVERIFY2(outcome.failingDrv.endsWith(failingDrv), qPrintable(outcome.failingDrv));
        switch (outcome.kind) {
        case OutcomeKind::BuildError:
            QVERIFY2(outcome.summary.startsWith(QStringLiteral("builder for '/nix/store/"))
                    && outcome.summary.contains(QStringLiteral("failed with exit code 1")),
                qPrintable(outcome.summary));
            QVERIFY(!m->monitor.tailOf(outcome.failingDrv).isEmpty());
            break;
        case OutcomeKind::HashMismatch:
            QVERIFY(outcome.hashMismatch.has_value());
            QCOMPARE(outcome.hashMismatch->specified,
                QStringLiteral("sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="));
            QVERIFY(outcome.hashMismatch->got.startsWith(QStringLiteral("sha256-")));
            QVERIFY(outcome.hashMismatch->got != outcome.hashMismatch->specified);
            break;
        case OutcomeKind::EvaluationError:
            QVERIFY(outcome.location.has_value());
            QVERIFY2(outcome.location->file.endsWith(QStringLiteral("package.nix")),
                qPrintable(outcome.location->file));
            QVERIFY(outcome.location->line > 0 && outcome.location->column > 0);
            // Nix ≥ 2.2x puts the position into the message's "file" field.
            if (failure == u"eval-undefined-variable") {
                QVERIFY(m->monitor.errorLocation().has_value());
                QVERIFY2(m->monitor.errorLocation()->file.endsWith(QStringLiteral("/package.nix")),
                    qPrintable(m->monitor.errorLocation()->file));
                QCOMPARE(m->monitor.errorLocation()->line, outcome.location->line);
            }
            break;
        default: break;
        }
    }

    void classifiesBuildFailure()
    {
        for (qsizetype chunk : {qsizetype(1), qsizetype(7), qsizetype(1 << 20)}) {
            const auto m = monitor(data("buildfail.jsonl"), chunk);
            const QString drv
                = QStringLiteral("/nix/store/4dbnvhmqa8syw241pxyjc2dxcg1710zg-fail-1.0.drv");
            QCOMPARE(m->monitor.builtDerivations(), QStringList{drv});
            QCOMPARE(m->monitor.phaseOf(drv), QStringLiteral("buildPhase")); // from the marker line
            QVERIFY(m->monitor.tailOf(drv).contains(
                QStringLiteral("main.c:3:1: error: expected ; before }")));
            BuildOutcome outcome;
            classifyFailure(m->monitor.errors(), {drv}, outcome);
            QCOMPARE(outcome.kind, OutcomeKind::BuildError);
            QCOMPARE(outcome.failingDrv, drv);
            QVERIFY2(outcome.summary.startsWith(QStringLiteral("builder for")),
                qPrintable(outcome.summary));
            QCOMPARE(m->monitor.bytesSeen(), data("buildfail.jsonl").size());
        }
    }

    /// A build Nix 2.8 sent to a remote builder (--builders ssh://…, issue 21): the Build
    /// activity names the machine, the builder's lines come back as the local ones do, and
    /// the failure reads "build of '…' on '…' failed: builder for '…' failed …".
    void readsARemoteBuild()
    {
        const QString drv
            = QStringLiteral("/nix/store/pc8cys3wr5gvrhid9snrjw58kqx8q9mk-remote-fail-1.0.drv");
        const QString machine
            = QStringLiteral("ssh://root@127.0.0.1?remote-program=/tmp/rb/remote-nix-store"
                             "&remote-store=local%3Froot%3D/tmp/rb/store");
        for (qsizetype chunk : {qsizetype(1), qsizetype(1 << 20)}) {
            const auto m = monitor(data("remote-buildfail.jsonl"), chunk);
            QCOMPARE(m->monitor.builtDerivations(), QStringList{drv});
            QCOMPARE(m->monitor.placements(), (QList<BuildPlacement>{{drv, machine}}));
            QVERIFY(m->monitor.tailOf(drv).contains(
                QStringLiteral("main.c:3:1: error: expected ; before }")));
            BuildOutcome outcome;
            classifyFailure(m->monitor.errors(), {drv}, outcome);
            QCOMPARE(outcome.kind, OutcomeKind::BuildError);
            QCOMPARE(outcome.failingDrv, drv);
        }
        // A local build has no machine.
        const auto local = monitor(data("buildfail.jsonl"), 4096);
        QCOMPARE(local->monitor.placements().size(), 1);
        QVERIFY(local->monitor.placements().first().machine.isEmpty());
    }

    void classifiesDependencyFailure()
    {
        const auto m = monitor(data("buildfail.jsonl"), 4096);
        BuildOutcome outcome;
        classifyFailure(m->monitor.errors(),
            {QStringLiteral("/nix/store/0000000000000000000000000000000a-top.drv")}, outcome);
        QCOMPARE(outcome.kind, OutcomeKind::DependencyBuildError);
    }

    void classifiesHashMismatch()
    {
        const auto m = monitor(data("hashmismatch.jsonl"), 100);
        BuildOutcome outcome;
        classifyFailure(m->monitor.errors(),
            {QStringLiteral("/nix/store/rgv5by67hdyrrb22c1r9b2p7c6qhrd19-pkg-1.0.drv")}, outcome);
        QCOMPARE(outcome.kind, OutcomeKind::HashMismatch);
        QVERIFY(outcome.hashMismatch);
        QCOMPARE(outcome.hashMismatch->drvPath,
            QStringLiteral("/nix/store/spi7ajv7vz64qz35yzffp5f45r1q0zwj-src.txt.drv"));
        QCOMPARE(outcome.hashMismatch->specified,
            QStringLiteral("sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="));
        QCOMPARE(outcome.hashMismatch->got,
            QStringLiteral("sha256-WJG1tSLV3whtD/CxEPvZ0hu0/HFjrzTQgoai6Eb2vgM="));
    }

    void classifiesEvaluationError()
    {
        const auto m = monitor(data("evalerror.jsonl"), 33);
        QVERIFY(m->monitor.errorLocation());
        QCOMPARE(m->monitor.errorLocation()->file, QStringLiteral("/tmp/nixcap/evalerr.nix"));
        QCOMPARE(m->monitor.errorLocation()->line, 3);
        QCOMPARE(m->monitor.errorLocation()->column, 7);
        BuildOutcome outcome;
        classifyFailure(m->monitor.errors(), {}, outcome);
        QCOMPARE(outcome.kind, OutcomeKind::EvaluationError);
        QCOMPARE(outcome.summary, QStringLiteral("undefined variable 'undefinedThing'"));
        QVERIFY(outcome.location); // also read from the text: "at /tmp/nixcap/evalerr.nix:3:7"
        QCOMPARE(outcome.location->line, 3);
    }

    /// Nix ≥ 2.20 puts the stack trace first: "error:" alone, the frames with their own
    /// positions, then "error: <message>" at the position that caused it (real 2.34 output of
    /// a package calling an undefined variable through the fixture set's callPackage).
    void evaluationErrorAfterItsTrace()
    {
        const auto m = monitor(data("evalerror-trace-2.34.jsonl"), 64);
        BuildOutcome outcome;
        classifyFailure(m->monitor.errors(), {}, outcome);
        QCOMPARE(outcome.kind, OutcomeKind::EvaluationError);
        QCOMPARE(outcome.summary, QStringLiteral("undefined variable 'notAPackage'"));
        QVERIFY(outcome.location);
        QCOMPARE(outcome.location->file, QStringLiteral("/tmp/ev/package.nix"));
        QCOMPARE(outcome.location->line, 8);
        QCOMPARE(outcome.location->column, 19);
    }

    /// nix-build --no-build-output on Nix 2.34: the failure is still the builder's.
    void builderFailureWithoutBuildOutput()
    {
        const auto m = monitor(data("no-build-output-2.34.jsonl"), 64);
        BuildOutcome outcome;
        classifyFailure(m->monitor.errors(), {}, outcome);
        QVERIFY2(outcome.kind == OutcomeKind::BuildError, qPrintable(outcome.errorText));
        QVERIFY2(outcome.failingDrv.endsWith(QStringLiteral("-quiet.drv")),
            qPrintable(outcome.failingDrv));
        // Through Packwright's Builder, 2.34 printed only the headline, as plain text.
        const QString drv
            = QStringLiteral("/nix/store/vzhqxww4c236f8zp97hf7j4mlfznjp44-tiny-1.0.drv");
        classifyFailure({QStringLiteral("error: Cannot build '%1'.").arg(drv)}, {drv}, outcome);
        QCOMPARE(outcome.kind, OutcomeKind::BuildError);
        QCOMPARE(outcome.failingDrv, drv);
        classifyFailure({QStringLiteral("error: Cannot build '%1'.").arg(drv)},
            {QStringLiteral("/nix/store/00000000000000000000000000000000-app-1.0.drv")}, outcome);
        QCOMPARE(outcome.kind, OutcomeKind::DependencyBuildError);
    }

    void classifiesInvalidHash()
    {
        BuildOutcome outcome;
        classifyFailure({QStringLiteral("error: invalid SRI hash 'abc'")}, {}, outcome);
        QCOMPARE(outcome.kind, OutcomeKind::InvalidHash);
        classifyFailure(
            {QStringLiteral("error: hash 'abc' has wrong length for hash type 'sha256'")}, {},
            outcome);
        QCOMPARE(outcome.kind, OutcomeKind::InvalidHash);
    }

    void ignoresWarningsAtErrorLevel()
    {
        // builtins.trace prints at error level too (a nixpkgs deprecation note, Nix 2.8).
        const auto m = monitor(QByteArray(nixbldWarningLine)
                + "\n@nix {\"action\":\"msg\",\"level\":0,\"msg\":\"trace: warning: "
                  "'foo' has been renamed to 'bar'\"}\n",
            64);
        QVERIFY2(m->monitor.errors().isEmpty(), qPrintable(m->monitor.errors().join(u'\n')));
    }

    void boundsMemoryForHugeLines()
    {
        // One 8 MiB line without a newline, then a normal one: the raw file has every byte,
        // memory holds at most maxLineBytes of it.
        QByteArray huge = QByteArray(logLineHead) + QByteArray(8 << 20, 'x')
            + QByteArray(logLineTail) + QByteArray("\nnext\n");
        const auto m = monitor(huge, 1 << 16);
        QCOMPARE(QFileInfo(m->monitor.logFile()).size(), huge.size());
        QCOMPARE(m->events.size(), 2);
        QVERIFY(m->events.first().text.size() <= BuildMonitor::maxLineBytes);
        QCOMPARE(m->events.last().text, QStringLiteral("next"));
    }

    void readsDerivationAndFetcher()
    {
        const auto drv = Derivation::parse(data("src.txt.drv"));
        QVERIFY2(drv.ok(), qPrintable(drv.ok() ? QString() : drv.error().message));
        QVERIFY(drv.value().isFixedOutput());
        QCOMPARE(drv.value().env.value(QStringLiteral("outputHash")),
            QStringLiteral("sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="));
        QCOMPARE(drv.value().args,
            (QStringList{
                QStringLiteral("-c"), QStringLiteral("/bin/cp /tmp/nixcap/src.txt $out")}));
        const FetcherInfo fetcher = describeFetcher(
            drv.value(), QStringLiteral("/nix/store/spi7ajv7vz64qz35yzffp5f45r1q0zwj-src.txt.drv"));
        QCOMPARE(fetcher.kind, QStringLiteral("fetchurl"));
        QCOMPARE(fetcher.name, QStringLiteral("src.txt"));
        QCOMPARE(fetcher.url, QStringLiteral("file:///tmp/nixcap/src.txt"));

        QVERIFY(!Derivation::parse("Derive([(\"out\"").ok());
        QVERIFY(!Derivation::parse("").ok());
        QCOMPARE(derivationName(u"/nix/store/spi7ajv7vz64qz35yzffp5f45r1q0zwj-src.txt.drv"),
            QStringLiteral("src.txt"));
    }

    /// The attribute holding a dependency set's hash, from the fixed-output derivation's
    /// name as nixpkgs' builders give it; a source or an unknown name has none.
    void namesTheDependencyHashAttribute_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("attribute");
        const QString store = QStringLiteral("/nix/store/b2mzyj453w2mbf85kqg2sc1mdyvaj97r-");
        QTest::newRow("fetchCargoVendor")
            << store + QStringLiteral("walrs-1.1.7-vendor-staging.drv")
            << QStringLiteral("cargoHash");
        QTest::newRow("fetchCargoTarball, an output path")
            << store + QStringLiteral("quill-0.2.9-vendor.tar.gz") << QStringLiteral("cargoHash");
        QTest::newRow("elided by a thread")
            << QStringLiteral("\u2026numa-0.20.0-vendor-staging.drv")
            << QStringLiteral("cargoHash");
        QTest::newRow("buildGoModule") << store + QStringLiteral("pvetui-863ec24-go-modules.drv")
                                       << QStringLiteral("vendorHash");
        QTest::newRow("buildNpmPackage")
            << store + QStringLiteral("gauntlet-v19-npm-deps.drv") << QStringLiteral("npmDepsHash");
        QTest::newRow("pnpm") << QStringLiteral("frob-1.0-pnpm-deps")
                              << QStringLiteral("pnpmDeps.hash");
        QTest::newRow("buildMavenPackage")
            << QStringLiteral("frob-1.0-maven-deps.drv") << QStringLiteral("mvnHash");
        QTest::newRow("a source") << store + QStringLiteral("source.drv") << QString();
        QTest::newRow("a tarball") << QStringLiteral("frob-1.0.tar.gz") << QString();
    }
    void namesTheDependencyHashAttribute()
    {
        QFETCH(QString, name);
        QFETCH(QString, attribute);
        QCOMPARE(dependencyHashAttribute(name), attribute);
    }
};

QTEST_GUILESS_MAIN(TestNixLog)
#include "tst_nixlog.moc"
