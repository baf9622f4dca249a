// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CommandLine.h"
#include "HeadlessDemo.h"
#include "SessionCommand.h"
#include "workspace/SessionRecordReader.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <array>

using namespace packwright;
using app::CommandLine;

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void parses_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<int>("command");
        QTest::addColumn<bool>("headless");
        QTest::addColumn<QString>("language");

        using C = CommandLine::Command;
        QTest::newRow("nothing") << QStringList{} << true << int(C::Workbench) << false
                                 << QString();
        QTest::newRow("demo") << QStringList{QStringLiteral("demo")} << true << int(C::Demo)
                              << false << QString();
        QTest::newRow("demo headless de") << QStringList{QStringLiteral("demo"),
            QStringLiteral("--headless"), QStringLiteral("--lang"), QStringLiteral("de")}
                                          << true << int(C::Demo) << true << QStringLiteral("de");
        QTest::newRow("lang=") << QStringList{QStringLiteral("--lang=de")} << true
                               << int(C::Workbench) << false << QStringLiteral("de");
        QTest::newRow("unknown command")
            << QStringList{QStringLiteral("frobnicate")} << false << 0 << false << QString();
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("--frobnicate")} << false << 0 << false << QString();
        QTest::newRow("two commands") << QStringList{QStringLiteral("demo"), QStringLiteral("demo")}
                                      << false << 0 << false << QString();
        QTest::newRow("demo with session") << QStringList{QStringLiteral("demo"),
            QStringLiteral("--session"), QStringLiteral("x.json")}
                                           << false << 0 << false << QString();
        // explain --gui (issue 20 item 2): the explainer in the window, on log files only.
        const QString explain = QStringLiteral("explain");
        const QString gui = QStringLiteral("--gui");
        const QString log = QStringLiteral("new.log");
        QTest::newRow("explain gui")
            << QStringList{explain, gui, log} << true << int(C::Explain) << false << QString();
        QTest::newRow("explain gui against") << QStringList{explain, gui, log,
            QStringLiteral("--against"), QStringLiteral("old.log")}
                                             << true << int(C::Explain) << false << QString();
        QTest::newRow("gui without explain")
            << QStringList{QStringLiteral("demo"), gui} << false << 0 << false << QString();
        QTest::newRow("gui with json") << QStringList{explain, gui, QStringLiteral("--json"), log}
                                       << false << 0 << false << QString();
        QTest::newRow("gui headless")
            << QStringList{explain, gui, QStringLiteral("--headless"), log} << false << 0 << false
            << QString();
        QTest::newRow("gui standard input")
            << QStringList{explain, gui, QStringLiteral("-")} << false << 0 << false << QString();
        QTest::newRow("gui earlier from standard input")
            << QStringList{explain, gui, log, QStringLiteral("--against"), QStringLiteral("-")}
            << false << 0 << false << QString();
        // Standard input is read once: it cannot be both logs.
        QTest::newRow("both logs from standard input") << QStringList{explain, QStringLiteral("-"),
            QStringLiteral("--against"), QStringLiteral("-")}
                                                       << false << 0 << false << QString();
        QTest::newRow("earlier log from standard input")
            << QStringList{explain, log, QStringLiteral("--against"), QStringLiteral("-")} << true
            << int(C::Explain) << false << QString();
    }

    void parses()
    {
        QFETCH(QStringList, arguments);
        QFETCH(bool, valid);
        arguments.prepend(QStringLiteral("packwright"));
        const CommandLine cli = app::parseCommandLine(arguments);
        QCOMPARE(cli.error.isEmpty(), valid);
        QVERIFY(cli.helpText.contains(QStringLiteral("--headless")));
        if (!valid)
            return;
        QTEST(int(cli.command), "command");
        QTEST(cli.headless, "headless");
        QTEST(cli.language, "language");
    }

    /// The .desktop file runs `packwright %f` for a session record and `packwright
    /// --new-session` for its action (packaging/desktop, issue 22).
    void desktopEntryArguments()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("session.json"));
        QFile file(record);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QString self = QStringLiteral("packwright");

        CommandLine cli = app::parseCommandLine({self, record});
        QCOMPARE(cli.error, QString());
        QCOMPARE(int(cli.command), int(CommandLine::Command::Workbench));
        QCOMPARE(cli.sessionRecord, record);

        // A word that is neither a command nor a file stays an unknown command.
        cli = app::parseCommandLine({self, dir.filePath(QStringLiteral("missing.json"))});
        QVERIFY(!cli.error.isEmpty());

        cli = app::parseCommandLine({self, QStringLiteral("--new-session")});
        QCOMPARE(cli.error, QString());
        QVERIFY(cli.newSession);
        QVERIFY(cli.helpText.contains(QStringLiteral("--new-session")));
        QVERIFY(!app::parseCommandLine({self}).newSession);

        for (const QStringList &wrong :
            {QStringList{self, QStringLiteral("--new-session"), QStringLiteral("demo")},
                QStringList{self, QStringLiteral("--new-session"), record},
                QStringList{self, QStringLiteral("--new-session"), QStringLiteral("--headless")}})
            QVERIFY2(!app::parseCommandLine(wrong).error.isEmpty(),
                qPrintable(wrong.join(QLatin1Char(' '))));
    }

    /// The top-level help's command table: the synopsis in a column, the summary wrapped
    /// beside it, a synopsis too wide for the column on a line of its own (issue 20 item 8).
    void commandsHelp()
    {
        const auto run = [](int, char **) { return 0; };
        const std::array<app::CommandEntry, 2> table{
            {{"short", "short FILE", "Does one thing.", run},
                {"long", "long SESSION_DIR --with-a-long-option VALUE",
                    "A summary long enough to wrap at eighty columns, which a terminal shows as "
                    "one block beside its synopsis.",
                    run}}};
        const QString help = app::commandsHelp(table);
        const QStringList lines = help.split(QLatin1Char('\n'));
        QCOMPARE(lines.value(1), QStringLiteral("Commands:"));
        QVERIFY2(lines.value(2).startsWith(QStringLiteral("  short FILE ")), qPrintable(help));
        QVERIFY2(lines.value(2).endsWith(QStringLiteral("Does one thing.")), qPrintable(help));
        const qsizetype column = lines.value(2).indexOf(QStringLiteral("Does"));
        QCOMPARE(lines.value(3), QStringLiteral("  long SESSION_DIR --with-a-long-option VALUE"));
        for (int i = 4; i <= 6; ++i) {
            QVERIFY2(lines.value(i).size() <= 80, qPrintable(help));
            QCOMPARE(lines.value(i).indexOf(QRegularExpression(QStringLiteral("\\S"))), column);
        }
        QVERIFY2(lines.value(6).endsWith(QStringLiteral("beside its synopsis.")), qPrintable(help));

        QCOMPARE(app::findCommand(table, QStringLiteral("long")), &table[1]);
        QCOMPARE(app::findCommand(table, QStringLiteral("lon")), nullptr);
        QVERIFY(app::commandsHelp({}).isEmpty());
        // The table reaches the help parseCommandLine makes.
        QVERIFY(app::parseCommandLine({QStringLiteral("packwright")}, table)
                    .helpText.contains(QStringLiteral("  short FILE")));
    }

    /// "packwright explain --help" lists explain's own options and exit status, as the
    /// global help promises for "COMMAND --help" (it printed the global help).
    void explainHasItsOwnHelp()
    {
        const app::CommandLine cli = app::parseCommandLine(
            {QStringLiteral("packwright"), QStringLiteral("explain"), QStringLiteral("--help")});
        QVERIFY(cli.showHelp);
        QVERIFY(cli.error.isEmpty());
        QVERIFY2(
            cli.helpText.contains(QStringLiteral("--against <old>")), qPrintable(cli.helpText));
        QVERIFY2(cli.helpText.contains(QStringLiteral("Exit status")), qPrintable(cli.helpText));
        QVERIFY2(!cli.helpText.contains(QStringLiteral("--new-session")), qPrintable(cli.helpText));
    }

    void reportsDemoSession()
    {
        const auto record
            = workspace::readSessionRecord(QStringLiteral(":/demo/hello-session.json"));
        QVERIFY(record.ok());
        QString text;
        QTextStream out(&text);
        QCOMPARE(app::printSessionReport(record.value(), out), 0);
        QVERIFY2(
            text.startsWith(QStringLiteral("Recorded session: hello 2.12.1\n")), qPrintable(text));
        QVERIFY(text.contains(
            QStringLiteral("attempt 1: hash-mismatch in fetch, 1.9 s, 2528 tokens, $0.0092\n")));
        QVERIFY(text.contains(QStringLiteral("verdict: PROGRESS (The build succeeds")));
        QVERIFY(text.contains(
            QStringLiteral("Result: the package builds. Attempts: 3; build time: 17.4 s; "
                           "tokens: 5781; cost: $0.0205.")));
        QVERIFY(text.contains(QStringLiteral("Final package.nix (attempt 3):\n{\n  lib,")));
    }

    void reportsFailureStatus()
    {
        workspace::SessionRecord session;
        session.pname = QStringLiteral("broken");
        workspace::Attempt a;
        a.number = 1;
        a.outcome.kind = nix::OutcomeKind::EvaluationError;
        a.outcome.failingPhase = QStringLiteral("evaluation");
        session.attempts.push_back(a);
        QString text;
        QTextStream out(&text);
        QCOMPARE(app::printSessionReport(session, out), 1);
        QVERIFY(
            text.contains(QStringLiteral("Result: the package does not build yet. Attempts: 1;")));
    }

    /// `package` and `update` check the top 5 failure signals with the model unless told
    /// otherwise (EvidenT's verifier, on for users); --verify-signals K|off sets it.
    void verifySignalsOption_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("k");
        QTest::newRow("default") << QStringList{} << 5;
        QTest::newRow("three") << QStringList{QStringLiteral("--verify-signals"),
            QStringLiteral("3")}
                               << 3;
        QTest::newRow("off") << QStringList{QStringLiteral("--verify-signals"),
            QStringLiteral("off")}
                             << 0;
        QTest::newRow("zero") << QStringList{QStringLiteral("--verify-signals"),
            QStringLiteral("0")}
                              << 0;
    }

    void verifySignalsOption()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir nixpkgs;
        const app::SessionOptions options;
        QCommandLineParser parser;
        parser.addOptions(options.all());
        QVERIFY(parser.parse(QStringList{QStringLiteral("packwright"), QStringLiteral("--no-model"),
                                 QStringLiteral("--nixpkgs"), nixpkgs.path()}
            + arguments));
        loop::PackagingRequest request;
        QString messages;
        QTextStream err(&messages);
        QCOMPARE(app::applySessionOptions(parser, options, request, err), QString());
        QTEST(request.limits.verifySignals, "k");
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
