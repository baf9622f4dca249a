// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `packwright lint` as a maintainer runs it: compiler-style lines and JSON, the exit statuses
// (0 nothing CI fails on, 1 a CI finding, 2 usage or unreadable input), the placement read from
// the file's own path, standard input, a built output's bin/, and evaluation with real Nix on
// the fixture set (strictDeps as evaluated, an evaluation error at its line, a warning, an
// alias).
#include "FixtureNix.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run lint(const QStringList &arguments, const QByteArray &input = {},
    const QString &lang = QStringLiteral("C.UTF-8"))
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LC_ALL"), lang);
    env.insert(QStringLiteral("LANG"), lang);
    process.setProcessEnvironment(env);
    process.start(
        QStringLiteral(PACKWRIGHT_EXECUTABLE), QStringList{QStringLiteral("lint")} + arguments);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(240000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        QString::fromUtf8(process.readAllStandardOutput()),
        QString::fromUtf8(process.readAllStandardError())};
}

QStringList withFixtureNixpkgs(const QString &nixpkgs = fixtures + QStringLiteral("/nixpkgs"))
{
    return QStringList{QStringLiteral("--nixpkgs"), nixpkgs}
    + packwright::testing::fixtureCliArgs();
}

/// A package that nixpkgs' rules accept, built from fixture inputs.
const char *const conformant = "{\n"
                               "  lib,\n"
                               "  stdenv,\n"
                               "}:\n"
                               "\n"
                               "stdenv.mkDerivation (finalAttrs: {\n"
                               "  pname = \"tiny\";\n"
                               "  version = \"1.0\";\n"
                               "  __structuredAttrs = true;\n"
                               "  strictDeps = true;\n"
                               "\n"
                               "  src = ./src;\n"
                               "\n"
                               "  makeFlags = [ \"PREFIX=${placeholder \"out\"}\" ];\n"
                               "\n"
                               "  meta = {\n"
                               "    description = \"Program that greets whoever runs it\";\n"
                               "    homepage = \"https://example.org/tiny\";\n"
                               "    license = lib.licenses.mit;\n"
                               "    maintainers = [ lib.maintainers.alice ];\n"
                               "    mainProgram = \"tiny\";\n"
                               "  };\n"
                               "})\n";

QJsonObject parseJson(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return {};
    return doc.object();
}

QStringList rulesOf(const QJsonObject &o)
{
    QStringList rules;
    for (const auto &f : o.value(QStringLiteral("findings")).toArray())
        rules << f.toObject().value(QStringLiteral("rule")).toString();
    return rules;
}

} // namespace

class TestLintCommand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_byName; ///< a conformant package at pkgs/by-name/ti/tiny/package.nix

    QString write(const QString &relative, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_byName = write(QStringLiteral("nixpkgs/pkgs/by-name/ti/tiny/package.nix"), conformant);
        const QString src = QFileInfo(m_byName).absolutePath() + QStringLiteral("/src");
        QVERIFY(QDir().mkpath(src));
        for (const QString &name : {QStringLiteral("Makefile"), QStringLiteral("tiny.c")})
            QVERIFY(QFile::copy(
                fixtures + QStringLiteral("/packages/tiny/src/") + name, src + u'/' + name));
    }

    void help()
    {
        const Run r = lint({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *expected : {"--json", "--path", "--nixpkgs", "--out-path", "FILE"})
            QVERIFY2(r.out.contains(QLatin1String(expected)), expected);
        QProcess main;
        main.start(QStringLiteral(PACKWRIGHT_EXECUTABLE), {QStringLiteral("--help")});
        QVERIFY(main.waitForFinished(30000));
        QVERIFY(QString::fromUtf8(main.readAllStandardOutput())
                    .contains(QLatin1String("lint PACKAGE.nix")));
    }

    void conformantPackagePasses()
    {
        const Run r = lint({m_byName});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, m_byName + QStringLiteral(": no findings.\n"));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    /// The fixture's hello is a test project: nixfmt's layout and both ratchets fail CI.
    void printsFindingsLikeACompiler()
    {
        const QString hello = fixtures + QStringLiteral("/packages/hello/package.nix");
        const Run r = lint(
            {hello, QStringLiteral("--path"), QStringLiteral("pkgs/by-name/he/hello/package.nix")});
        QCOMPARE(r.exitCode, 1);
        const QRegularExpression line(
            QStringLiteral(R"(^(\S+):(\d+):(\d+): (ci|review) \[([A-Za-z0-9-]+)\] (.+) \((.+)\)$)"),
            QRegularExpression::MultilineOption);
        QVERIFY2(r.out.contains(hello
                     + QStringLiteral(":1:1: ci [PW-RFC166-arguments] The function head has 3 "
                                      "argument(s) on one line")),
            qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("[NPV-164]")));
        QVERIFY(r.out.contains(QStringLiteral("(nixpkgs-vet (README §Ratchet checks))")));
        int findings = 0;
        for (auto it = line.globalMatch(r.out); it.hasNext(); it.next())
            ++findings;
        QVERIFY(findings >= 3);
        QVERIFY2(
            r.out.endsWith(QStringLiteral(" can be fixed mechanically.\n")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("%1 finding(s): ").arg(findings)));
    }

    void speaksGerman()
    {
        const QString hello = fixtures + QStringLiteral("/packages/hello/package.nix");
        const Run r = lint({QStringLiteral("--lang"), QStringLiteral("de"), hello});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("ci [PW-RFC166-arguments] Der Funktionskopf hat 3 "
                                               "Argumente in einer Zeile")),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("3 Befunde: 3 ließen die nixpkgs-CI scheitern")),
            qPrintable(r.out));
    }

    void printsJson()
    {
        const QString hello = fixtures + QStringLiteral("/packages/hello/package.nix");
        const Run r = lint({QStringLiteral("--json"), hello});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = parseJson(r.out);
        QVERIFY2(!o.isEmpty(), qPrintable(r.out));
        QCOMPARE(o.value(QStringLiteral("file")).toString(), hello);
        QCOMPARE(o.value(QStringLiteral("evaluated")).toBool(), false);
        QVERIFY(o.value(QStringLiteral("ci")).toInt() >= 3);
        for (const auto &value : o.value(QStringLiteral("findings")).toArray()) {
            const QJsonObject f = value.toObject();
            for (const char *key : {"rule", "severity", "message", "source", "quickFix"})
                QVERIFY2(f.contains(QLatin1String(key)), key);
        }
        const QJsonObject first = o.value(QStringLiteral("findings")).toArray().first().toObject();
        QCOMPARE(
            first.value(QStringLiteral("rule")).toString(), QStringLiteral("PW-RFC166-arguments"));
        QCOMPARE(first.value(QStringLiteral("line")).toInt(), 1);
        QCOMPARE(first.value(QStringLiteral("quickFix")).toBool(), true);
    }

    void readsPlacementFromThePath()
    {
        const QString misplaced
            = write(QStringLiteral("nixpkgs/pkgs/by-name/xx/tiny/package.nix"), conformant);
        const Run r = lint({QStringLiteral("--json"), misplaced});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = parseJson(r.out);
        QCOMPARE(o.value(QStringLiteral("nixpkgsPath")).toString(),
            QStringLiteral("pkgs/by-name/xx/tiny/package.nix"));
        QCOMPARE(rulesOf(o), QStringList{QStringLiteral("NPV-142")});
    }

    void readsStandardInput()
    {
        const Run r = lint(
            {QStringLiteral("-")}, QByteArray(conformant).replace("  strictDeps = true;\n", ""));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(QStringLiteral("<stdin>:6:1: ci [NPV-164]")), qPrintable(r.out));
    }

    void checksMainProgramAgainstTheOutput()
    {
        QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("result/bin"))));
        write(QStringLiteral("result/bin/greet"), "#!/bin/sh\n");
        const Run r = lint(
            {m_byName, QStringLiteral("--out-path"), m_dir.filePath(QStringLiteral("result"))});
        QCOMPARE(r.exitCode, 0); // a review finding
        QVERIFY2(
            r.out.contains(QStringLiteral("review [PW-mainProgram-installed] meta.mainProgram is "
                                          "\"tiny\", but bin/ holds greet")),
            qPrintable(r.out));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no file") << QStringList{} << QStringLiteral("needs exactly one FILE");
        QTest::newRow("two files") << QStringList{QStringLiteral("a"), QStringLiteral("b")}
                                   << QStringLiteral("needs exactly one FILE");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--frobnicate"),
            QStringLiteral("a")} << QStringLiteral("frobnicate");
        QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/package.nix")}
                                      << QStringLiteral("Cannot read /nonexistent/package.nix");
        QTest::newRow("directory") << QStringList{fixtures} << QStringLiteral("is a directory");
        QTest::newRow("bad out-path")
            << QStringList{QStringLiteral("--out-path"), QStringLiteral("/nonexistent"),
                   fixtures + QStringLiteral("/packages/hello/package.nix")}
            << QStringLiteral("is not a directory");
        QTest::newRow("bad nix-option") << QStringList{QStringLiteral("--nix-option"),
            QStringLiteral("sandbox"), fixtures + QStringLiteral("/packages/hello/package.nix")}
                                        << QStringLiteral("NAME=VALUE");
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = lint(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void refusesBinaryAndHugeInput()
    {
        const QString binary = write(QStringLiteral("binary.nix"),
            QByteArray("\x7f"
                       "ELF\x02\x01\x00\x00",
                8));
        Run r = lint({binary});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("is not UTF-8 text")), qPrintable(r.err));
        const QString huge = write(QStringLiteral("huge.nix"), QByteArray(2 * 1024 * 1024, ' '));
        r = lint({huge});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("larger than 1024 KiB")), qPrintable(r.err));
    }

    /// With --nixpkgs, strictDeps and __structuredAttrs are read from the evaluated package.
    void evaluatesWithNixpkgs()
    {
        Run r = lint(QStringList{QStringLiteral("--json"), m_byName} + withFixtureNixpkgs());
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = parseJson(r.out);
        QCOMPARE(o.value(QStringLiteral("evaluated")).toBool(), true);
        QVERIFY2(rulesOf(o).isEmpty(), qPrintable(r.out + r.err));
        // strictDeps written through an expression the text cannot read: Nix can.
        const QString computed = write(QStringLiteral("nixpkgs/pkgs/by-name/ti/tiny/computed.nix"),
            QByteArray(conformant).replace("strictDeps = true;", "strictDeps = !true;"));
        r = lint(QStringList{QStringLiteral("--json"), QStringLiteral("--path"),
                     QStringLiteral("pkgs/by-name/ti/tiny/package.nix"), computed}
            + withFixtureNixpkgs());
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(rulesOf(parseJson(r.out)), QStringList{QStringLiteral("NPV-164")});
        QCOMPARE(lint({QStringLiteral("--json"), QStringLiteral("--path"),
                          QStringLiteral("pkgs/by-name/ti/tiny/package.nix"), computed})
                     .exitCode,
            0); // the text alone cannot tell
        // The fixture's hello evaluates with mkDerivation's default, false.
        r = lint(QStringList{QStringLiteral("--json"),
                     fixtures + QStringLiteral("/packages/hello/package.nix")}
            + withFixtureNixpkgs());
        QCOMPARE(r.exitCode, 1);
        QVERIFY(rulesOf(parseJson(r.out)).contains(QStringLiteral("NPV-164")));
    }

    void reportsEvaluationErrorAtItsLine()
    {
        const QString broken
            = fixtures + QStringLiteral("/packages/broken-eval-undefined-variable/package.nix");
        const Run r = lint(QStringList{broken} + withFixtureNixpkgs());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(broken
                     + QStringLiteral(":12: ci [PW-eval-error] The package does not "
                                      "evaluate: undefined variable 'zlibb'")),
            qPrintable(r.out + r.err));
    }

    void reportsEvaluationWarning()
    {
        const QString warned = write(QStringLiteral("warned/package.nix"),
            QByteArray(conformant)
                .replace("version = \"1.0\";", "version = lib.warn \"tiny 1.0 is old\" \"1.0\";"));
        QVERIFY(QFile::link(QFileInfo(m_byName).absolutePath() + QStringLiteral("/src"),
            m_dir.filePath(QStringLiteral("warned/src"))));
        const Run r = lint(QStringList{warned} + withFixtureNixpkgs());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.out.contains(QStringLiteral("ci [PW-eval-warning] Evaluation prints a warning, which "
                                          "fails nixpkgs' CI eval: warning: tiny 1.0 is old")),
            qPrintable(r.out + r.err));
    }

    /// A nixpkgs whose alias exists only with allowAliases (as pkgs/top-level/aliases.nix).
    void reportsAlias()
    {
        const QString nixpkgs = write(QStringLiteral("aliased/default.nix"),
            QStringLiteral("{ config ? { }, ... }:\nimport %1/nixpkgs {\n  inherit config;\n"
                           "  overlays = if config.allowAliases or true then [ (final: prev: { "
                           "pkgconfig = final.pkg-config; }) ] else [ ];\n}\n")
                .arg(fixtures)
                .toUtf8());
        const QString aliased = write(QStringLiteral("alias/package.nix"),
            QByteArray(conformant)
                .replace("  stdenv,\n}:", "  stdenv,\n  pkgconfig,\n}:")
                .replace("  makeFlags", "  nativeBuildInputs = [ pkgconfig ];\n\n  makeFlags"));
        QVERIFY(QFile::link(QFileInfo(m_byName).absolutePath() + QStringLiteral("/src"),
            m_dir.filePath(QStringLiteral("alias/src"))));
        const Run r = lint(QStringList{QStringLiteral("--json"), aliased}
            + withFixtureNixpkgs(QFileInfo(nixpkgs).absolutePath()));
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = parseJson(r.out);
        QVERIFY2(rulesOf(o) == QStringList{QStringLiteral("PW-alias")}, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QStringLiteral("pkgconfig")));
    }
};

QTEST_GUILESS_MAIN(TestLintCommand)
#include "tst_lintcommand.moc"
