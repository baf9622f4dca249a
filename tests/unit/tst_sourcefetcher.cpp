// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/SourceFetcher.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::nix;

namespace {
bool git(const QString &dir, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *k : {"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"})
        env.insert(QLatin1String(k), QStringLiteral("Test"));
    for (const char *k : {"GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"})
        env.insert(QLatin1String(k), QStringLiteral("test@example.org"));
    env.insert(QStringLiteral("GIT_AUTHOR_DATE"), QStringLiteral("2024-03-05T12:00:00Z"));
    env.insert(QStringLiteral("GIT_COMMITTER_DATE"), QStringLiteral("2024-03-05T12:00:00Z"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("git"), args);
    return p.waitForFinished() && p.exitCode() == 0;
}
} // namespace

class TestSourceFetcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void infersVersions_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("fromTag");
        QTest::addColumn<QString>("fromFile");
        QTest::newRow("v tag") << QStringLiteral("v1.2.3") << QStringLiteral("1.2.3") << QString();
        QTest::newRow("plain tag")
            << QStringLiteral("2.12.1") << QStringLiteral("2.12.1") << QString();
        QTest::newRow("word starting with v")
            << QStringLiteral("vendor-1") << QStringLiteral("vendor-1") << QString();
        QTest::newRow("gnu tarball")
            << QStringLiteral("hello-2.12.1.tar.gz") << QStringLiteral("hello-2.12.1.tar.gz")
            << QStringLiteral("2.12.1");
        QTest::newRow("debian orig")
            << QStringLiteral("jq_1.6.orig.tar.gz") << QStringLiteral("jq_1.6.orig.tar.gz")
            << QStringLiteral("1.6");
        QTest::newRow("rc") << QStringLiteral("foo-bar-3.0rc1.tar.xz")
                            << QStringLiteral("foo-bar-3.0rc1.tar.xz") << QStringLiteral("3.0rc1");
        QTest::newRow("no version")
            << QStringLiteral("source.tar.gz") << QStringLiteral("source.tar.gz") << QString();
    }

    void infersVersions()
    {
        QFETCH(QString, input);
        QTEST(versionFromTag(input), "fromTag");
        QTEST(versionFromFileName(input), "fromFile");
        QCOMPARE(unstableVersion(QDate(2024, 3, 5)), QStringLiteral("unstable-2024-03-05"));
    }

    void rendersNixpkgsStyle()
    {
        QCOMPARE(renderFetcher(QStringLiteral("fetchgit"), QStringLiteral("file:///src/x"),
                     QStringLiteral("v1.0"), QStringLiteral("sha256-AAAA")),
            QStringLiteral("fetchgit {\n  url = \"file:///src/x\";\n  rev = \"v1.0\";\n  hash = "
                           "\"sha256-AAAA\";\n}"));
    }

    void inspectsGitRepositories()
    {
        QTemporaryDir dir;
        const QString repo = dir.path();
        QVERIFY(git(repo, {QStringLiteral("init"), QStringLiteral("-q")}));
        QVERIFY(!inspectGitRepository(repo).ok()); // no commits yet: a clear error
        QFile file(repo + QStringLiteral("/main.c"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("int main(void) { return 0; }\n");
        file.close();
        QVERIFY(git(repo, {QStringLiteral("add"), QStringLiteral("main.c")}));
        QVERIFY(
            git(repo, {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("first")}));

        auto untagged = inspectGitRepository(repo);
        QVERIFY2(untagged.ok(), qPrintable(untagged.ok() ? QString() : untagged.error().message));
        QCOMPARE(untagged.value().commit.size(), 40);
        QVERIFY(untagged.value().tag.isEmpty());
        QCOMPARE(untagged.value().commitTime.date(), QDate(2024, 3, 5));

        QVERIFY(git(repo, {QStringLiteral("tag"), QStringLiteral("v0.9")}));
        QVERIFY(git(repo,
            {QStringLiteral("tag"), QStringLiteral("-a"), QStringLiteral("v1.0"),
                QStringLiteral("-m"), QStringLiteral("one")}));
        const auto tagged = inspectGitRepository(repo);
        QVERIFY(tagged.ok());
        QCOMPARE(
            tagged.value().tag, QStringLiteral("v1.0")); // annotated tags resolve to their commit
        QCOMPARE(
            tagged.value().tags, (QStringList{QStringLiteral("v0.9"), QStringLiteral("v1.0")}));
        QCOMPARE(
            inspectGitRepository(repo, QStringLiteral("v0.9")).value().tag, QStringLiteral("v0.9"));

        const auto unknown = inspectGitRepository(repo, QStringLiteral("v7"));
        QVERIFY(!unknown.ok());
        QVERIFY(unknown.error().message.contains(QStringLiteral("\"v7\"")));
        QVERIFY(!inspectGitRepository(dir.path() + QStringLiteral("/nope")).ok());
    }
};

QTEST_GUILESS_MAIN(TestSourceFetcher)
#include "tst_sourcefetcher.moc"
