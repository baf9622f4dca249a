// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Success templates (evidence/TemplateBaseline): mining, the stored file, damaged files, and
// what the baseline does to ranking — a diagnostic successful builds print ranks down,
// one they never print keeps its weight (issue 18 item 1).

#include "evidence/Extractor.h"
#include "evidence/LogText.h"
#include "evidence/TemplateBaseline.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::evidence;

namespace {

unsigned long long hashOf(std::string_view line)
{
    std::string normalised;
    return templateHash(normaliseLine(line, normalised));
}

// Two successful builds that print the same harmless noise, with different numbers.
const QByteArray success1 = "Running phase: configurePhase\n"
                            "sh: 1: git: not found\n"
                            "sh: 1: git: not found\n"
                            "-- Could NOT find Doxygen (missing: DOXYGEN_EXECUTABLE)\n"
                            "[ 10%] Building C object CMakeFiles/a.dir/a.c.o\n";
const QByteArray success2 = "Running phase: configurePhase\n"
                            "sh: 2: git: not found\n"
                            "-- Could NOT find Doxygen (missing: DOXYGEN_EXECUTABLE)\n"
                            "[ 55%] Building C object CMakeFiles/b.dir/b.c.o\n";

} // namespace

class TestTemplateBaseline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsEachTemplateOncePerLog()
    {
        TemplateBaseline baseline;
        baseline.addSuccessfulLog(success1);
        baseline.addSuccessfulLog(success2);
        QCOMPARE(baseline.logs(), 2);
        QCOMPARE(baseline.logsWith(hashOf("sh: 7: git: not found")), 2); // digits masked
        QCOMPARE(baseline.logsWith(hashOf("Running phase: configurePhase")), 2);
        QCOMPARE(baseline.logsWith(hashOf("fatal error: zlib.h: No such file or directory")), 0);
    }

    void savesAndLoads()
    {
        TemplateBaseline baseline;
        baseline.addSuccessfulLog(success1);
        baseline.addSuccessfulLog(success2);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nested/success-templates.tsv"));
        QVERIFY(baseline.save(path).ok());
        const auto loaded = TemplateBaseline::load(path);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value().logs(), 2);
        QCOMPARE(loaded.value().size(), baseline.size());
        QCOMPARE(loaded.value().logsWith(hashOf("sh: 1: git: not found")), 2);
        // Saving what was loaded writes the same bytes (a stable order).
        const QString again = dir.filePath(QStringLiteral("again.tsv"));
        QVERIFY(loaded.value().save(again).ok());
        QFile a(path), b(again);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
    }

    void missingFileIsEmptyAndDamagedFileIsAnError()
    {
        QTemporaryDir dir;
        const auto missing = TemplateBaseline::load(dir.filePath(QStringLiteral("none.tsv")));
        QVERIFY(missing.ok());
        QVERIFY(missing.value().isEmpty());

        QFile foreign(dir.filePath(QStringLiteral("foreign.tsv")));
        QVERIFY(foreign.open(QIODevice::WriteOnly));
        foreign.write("\x7f"
                      "ELF\x02\x01\x01 binary junk\n");
        foreign.close();
        const auto notOurs = TemplateBaseline::load(foreign.fileName());
        QVERIFY(!notOurs.ok());
        QVERIFY(notOurs.error().message.contains(foreign.fileName()));

        QFile damaged(dir.filePath(QStringLiteral("damaged.tsv")));
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("# packwright success templates 1\n# logs\t3\n2\t00000000000000ff\tok\nzz\n");
        damaged.close();
        const auto broken = TemplateBaseline::load(damaged.fileName());
        QVERIFY(!broken.ok());
        QVERIFY2(broken.error().message.contains(QStringLiteral("line 4")),
            qPrintable(broken.error().message));
    }

    void mergeAddsCounts()
    {
        TemplateBaseline a, b;
        a.addSuccessfulLog(success1);
        b.addSuccessfulLog(success2);
        a.merge(b);
        QCOMPARE(a.logs(), 2);
        QCOMPARE(a.logsWith(hashOf("sh: 1: git: not found")), 2);
    }

    /// The noise a success prints ranks below a cause no success printed, although its
    /// wording ("not found") is the stronger one.
    void successNoiseRanksDown()
    {
        const QByteArray failing = "Running phase: buildPhase\n"
                                   "sh: 1: git: not found\n"
                                   "cc -c a.c\n"
                                   "Error: cannot write out/a\n";
        auto plain = Extractor::create();
        QVERIFY(plain.ok());
        const Extraction before = plain.value().extractText(failing);
        QVERIFY(!before.ranked.isEmpty());
        QCOMPARE(before.ranked.first().matchLine, qint64(2)); // the noise leads without a baseline

        auto baseline = std::make_shared<TemplateBaseline>();
        baseline->addSuccessfulLog(success1);
        baseline->addSuccessfulLog(success2);
        ExtractionOptions options;
        options.baseline = baseline;
        auto aware = Extractor::create(options);
        QVERIFY(aware.ok());
        const Extraction after = aware.value().extractText(failing);
        QVERIFY(!after.ranked.isEmpty());
        QCOMPARE(after.ranked.first().matchLine, qint64(4));
        for (const FailureSignal &s : after.ranked) {
            if (s.matchLine == 2)
                QVERIFY(s.confidence < 0.6);
        }
    }

    /// The bundled templates come from sandboxed builds (/build/…) and hold their harmless
    /// noise: libtool's ldconfig call and git missing from the sandbox. The same line from a
    /// build outside a sandbox (/tmp/nix-build-…, or /nix/var/nix/builds/… since Nix 2.30)
    /// is the same template.
    void bundledTemplatesKnowSandboxNoise()
    {
        const auto bundled = TemplateBaseline::bundled();
        QVERIFY(bundled->logs() >= 10);
        for (const std::string_view line :
            {"/build/source/libtool: line 1877: ldconfig: command not found",
                "/tmp/nix-build-jq-1.6.drv-0/source/libtool: line 1877: ldconfig: command "
                "not found",
                "/nix/var/nix/builds/nix-4242-0/source/libtool: line 1880: ldconfig: command "
                "not found",
                "sh: line 3: git: command not found"}) {
            QVERIFY2(bundled->logsWith(hashOf(line)) >= 1, line.data());
        }
        QCOMPARE(bundled->logsWith(hashOf("/build/source/foo.c:3:10: fatal error: zlib.h: No "
                                          "such file or directory")),
            0);
    }
};

QTEST_GUILESS_MAIN(TestTemplateBaseline)
#include "tst_templatebaseline.moc"
