// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Each third-party library of DESIGN.md's table, used once the way Packwright uses it.
// A half-installed dependency (e.g. a static KSyntaxHighlighting without its syntax data,
// or a Qt SQLite driver without FTS5) fails here by name instead of deep inside a feature.

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QCoroProcess>
#include <QCoroTask>
#include <QCoroTimer>
#include <QGuiApplication>
#include <QPalette>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <git2.h>
#include <kainjow/mustache.hpp>
#include <nlohmann/json.hpp>
#include <qt6keychain/keychain.h>
#include <vterm.h>

#include <chrono>

namespace {
QCoro::Task<int> sleepThenAnswer()
{
    co_await QCoro::sleepFor(std::chrono::milliseconds(5));
    co_return 42;
}

QCoro::Task<QByteArray> runEcho()
{
    QProcess process;
    process.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo coroutine")});
    co_await qCoro(process).waitForFinished();
    co_return process.readAllStandardOutput();
}
} // namespace

class TestDependencies : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void syntaxHighlightingHasNixAndThemes()
    {
        KSyntaxHighlighting::Repository repository;
        const auto nix = repository.definitionForName(QStringLiteral("Nix"));
        QVERIFY2(nix.isValid(),
            "the Nix syntax definition is missing: KSyntaxHighlighting was built without its data");
        QCOMPARE(repository.definitionForFileName(QStringLiteral("package.nix")).name(),
            QStringLiteral("Nix"));
        const auto light = repository.defaultTheme(KSyntaxHighlighting::Repository::LightTheme);
        const auto dark = repository.defaultTheme(KSyntaxHighlighting::Repository::DarkTheme);
        QVERIFY(light.isValid() && dark.isValid());
        QVERIFY(light.name() != dark.name());
    }

    void qcoroAwaitsTimersAndProcesses()
    {
        QCOMPARE(QCoro::waitFor(sleepThenAnswer()), 42);
        QCOMPARE(QCoro::waitFor(runEcho()), QByteArray("coroutine\n"));
    }

    void sqliteHasFts5()
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fts5"));
        db.setDatabaseName(QStringLiteral(":memory:"));
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        QSqlQuery q(db);
        QVERIFY2(q.exec(QStringLiteral("CREATE VIRTUAL TABLE k USING fts5(pattern)")),
            qPrintable(q.lastError().text()));
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO k VALUES ('autopoint not found: add gettext'), ('hash mismatch')")));
        QVERIFY(q.exec(
            QStringLiteral("SELECT pattern FROM k WHERE k MATCH 'autopoint' ORDER BY bm25(k)")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("autopoint not found: add gettext"));
        q = QSqlQuery();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("fts5"));
    }

    void libgit2CreatesRepositories()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(git_libgit2_init(), 1);
        git_repository *repo = nullptr;
        QCOMPARE(git_repository_init(&repo, QFile::encodeName(dir.path()).constData(), 0), 0);
        QCOMPARE(git_repository_head_unborn(repo), 1);
        git_repository_free(repo);
        git_libgit2_shutdown();
    }

    void mustacheRendersTemplates()
    {
        kainjow::mustache::mustache tmpl{
            std::string("pname = \"{{pname}}\";{{#tests}} doCheck = true;{{/tests}}")};
        kainjow::mustache::data data;
        data.set("pname", "hello");
        data.set("tests", true);
        QCOMPARE(QString::fromStdString(tmpl.render(data)),
            QStringLiteral("pname = \"hello\"; doCheck = true;"));
    }

    void nlohmannJsonRoundTrips()
    {
        const auto j
            = nlohmann::json::parse(R"({"tool_calls":[{"name":"build","arguments":"{}"}]})");
        QCOMPARE(j.at("tool_calls").at(0).at("name").get<std::string>(), std::string("build"));
        QVERIFY(nlohmann::json::parse(j.dump()) == j);
    }

    void vtermParsesEscapes()
    {
        VTerm *vt = vterm_new(2, 10);
        vterm_set_utf8(vt, 1);
        VTermScreen *screen = vterm_obtain_screen(vt);
        vterm_screen_reset(screen, 1);
        const char bytes[] = "\x1b[2Cok";
        vterm_input_write(vt, bytes, sizeof bytes - 1);
        VTermScreenCell cell{};
        vterm_screen_get_cell(screen, VTermPos{0, 2}, &cell);
        QCOMPARE(cell.chars[0], uint32_t('o'));
        vterm_free(vt);
    }

    void keychainJobsConstruct()
    {
        // Reading a key needs a Secret Service on D-Bus; that is the LLM layer's test.
        // Here: the qt6 build of QtKeychain links and its jobs carry their settings.
        QKeychain::ReadPasswordJob job(QStringLiteral("packwright"));
        job.setKey(QStringLiteral("openai"));
        job.setAutoDelete(false);
        QCOMPARE(job.service(), QStringLiteral("packwright"));
        QCOMPARE(job.key(), QStringLiteral("openai"));
    }
};

// A QGuiApplication (offscreen) because KSyntaxHighlighting's themes read the palette.
QTEST_MAIN(TestDependencies)
#include "tst_dependencies.moc"
