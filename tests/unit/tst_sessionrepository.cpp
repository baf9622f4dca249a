// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/SessionRepository.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::workspace;

namespace {
QByteArray expression(const QByteArray &inputs)
{
    return "{ stdenv, fetchurl }:\n\nstdenv.mkDerivation {\n  pname = \"hello\";\n"
           "  version = \"2.12.1\";\n  src = fetchurl { url = \"mirror://gnu/hello.tar.gz\"; };\n"
           "  nativeBuildInputs = [ "
        + inputs + " ];\n  doCheck = true;\n}\n";
}

QByteArray fileContents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

SessionRepository createOrFail(const QString &dir)
{
    auto repo = SessionRepository::create(dir);
    if (!repo)
        qFatal("create failed: %s", qPrintable(repo.error().message + repo.error().detail));
    return std::move(repo).value();
}
} // namespace

class TestSessionRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void commitsReadsDiffsAndRollsBack()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("workspace"));
        SessionRepository repo = createOrFail(dir);
        QVERIFY(QFileInfo(dir + QStringLiteral("/.git")).isDir());
        QVERIFY(repo.attempts().isEmpty());

        const auto c1 = repo.commitAttempt(1, QStringLiteral("attempt 1: template"),
            {{QStringLiteral("package.nix"), expression("autoreconfHook")},
                {QStringLiteral("nixpkgs/pin.json"), "{\"rev\": \"abc\"}\n"}});
        QVERIFY2(c1.ok(), qPrintable(c1.ok() ? QString() : c1.error().detail));
        QCOMPARE(c1.value().size(), 40);
        const auto c2 = repo.commitAttempt(2, QStringLiteral("attempt 2: add gettext"),
            {{QStringLiteral("package.nix"), expression("autoreconfHook gettext")}});
        QVERIFY(c2.ok());
        const auto c3 = repo.commitAttempt(3, QStringLiteral("attempt 3: patch"),
            {{QStringLiteral("package.nix"), expression("gettext")},
                {QStringLiteral("patches/fix.patch"), "--- a\n+++ b\n"}});
        QVERIFY(c3.ok());
        QCOMPARE(fileContents(dir + QStringLiteral("/package.nix")), expression("gettext"));

        QCOMPARE(
            repo.readFile(1, QStringLiteral("package.nix")).value(), expression("autoreconfHook"));
        QCOMPARE(repo.readFile(2, QStringLiteral("package.nix")).value(),
            expression("autoreconfHook gettext"));
        // Files not given to an attempt stay as they were.
        QCOMPARE(repo.readFile(3, QStringLiteral("nixpkgs/pin.json")).value(),
            QByteArray("{\"rev\": \"abc\"}\n"));

        const auto diff = repo.diff(1, 2);
        QVERIFY(diff.ok());
        QVERIFY2(diff.value().contains(QStringLiteral("-  nativeBuildInputs = [ autoreconfHook ];\n"
                                                      "+  nativeBuildInputs = [ autoreconfHook "
                                                      "gettext ];\n")),
            qPrintable(diff.value()));
        QVERIFY(diff.value().startsWith(QStringLiteral("diff --git a/package.nix b/package.nix")));
        QVERIFY(!diff.value().contains(QStringLiteral("pin.json"))); // unchanged
        // Three lines of context: "pname" is 3 lines above the change, "mkDerivation" 4.
        QVERIFY(diff.value().contains(QStringLiteral("\n   pname = ")));
        QVERIFY2(!diff.value().contains(QStringLiteral("\n stdenv.mkDerivation")),
            qPrintable(diff.value()));
        QVERIFY(diff.value().contains(QStringLiteral("\n@@ -4,6 +4,6 @@")));
        const auto fromEmpty = repo.diff(0, 1);
        QVERIFY(fromEmpty.ok());
        QVERIFY(fromEmpty.value().contains(QStringLiteral("new file mode")));
        QVERIFY(fromEmpty.value().contains(QStringLiteral("+{\"rev\": \"abc\"}")));

        QVERIFY(!repo.rollBackTo(1));
        QCOMPARE(fileContents(dir + QStringLiteral("/package.nix")), expression("autoreconfHook"));
        QVERIFY(!QFile::exists(dir + QStringLiteral("/patches/fix.patch")));

        const auto c4 = repo.commitAttempt(4, QStringLiteral("attempt 4: after rollback"),
            {{QStringLiteral("package.nix"), expression("autoconf")}});
        QVERIFY(c4.ok());
        // Attempts 2 and 3 are abandoned but still readable.
        QCOMPARE(repo.readFile(3, QStringLiteral("patches/fix.patch")).value(),
            QByteArray("--- a\n+++ b\n"));
        QCOMPARE(repo.readFile(2, QStringLiteral("package.nix")).value(),
            expression("autoreconfHook gettext"));
        QVERIFY(!repo.readFile(4, QStringLiteral("patches/fix.patch")).ok());

        const QList<AttemptCommit> attempts = repo.attempts();
        QCOMPARE(attempts.size(), 4);
        QCOMPARE(attempts[0].attempt, 1);
        QCOMPARE(attempts[0].commit, c1.value());
        QCOMPARE(attempts[0].parent, QString());
        QCOMPARE(attempts[0].message, QStringLiteral("attempt 1: template"));
        QCOMPARE(attempts[1].parent, c1.value());
        QCOMPARE(attempts[2].parent, c2.value());
        QCOMPARE(attempts[3].commit, c4.value());
        QCOMPARE(attempts[3].parent, c1.value());
        QCOMPARE(attempts[0].onBranch, true);
        QCOMPARE(attempts[1].onBranch, false);
        QCOMPARE(attempts[2].onBranch, false);
        QCOMPARE(attempts[3].onBranch, true);

        // Rolling forward to an abandoned attempt works too.
        QVERIFY(!repo.rollBackTo(3));
        QCOMPARE(repo.attempts()[3].onBranch, false);
        QCOMPARE(repo.attempts()[2].onBranch, true);
        QCOMPARE(
            fileContents(dir + QStringLiteral("/patches/fix.patch")), QByteArray("--- a\n+++ b\n"));
    }

    void reopensInANewObject()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("ws"));
        QString first;
        {
            SessionRepository repo = createOrFail(dir);
            first = repo.commitAttempt(
                            1, QStringLiteral("one"), {{QStringLiteral("package.nix"), "a\n"}})
                        .value();
            QVERIFY(repo.commitAttempt(
                            2, QStringLiteral("two"), {{QStringLiteral("package.nix"), "b\n"}})
                        .ok());
            QVERIFY(!repo.rollBackTo(1));
        }
        auto reopened = SessionRepository::open(dir);
        QVERIFY2(reopened.ok(), qPrintable(reopened.ok() ? QString() : reopened.error().message));
        SessionRepository repo = std::move(reopened).value();
        QCOMPARE(repo.directory(), QFileInfo(dir).canonicalFilePath());
        QCOMPARE(repo.readFile(2, QStringLiteral("package.nix")).value(), QByteArray("b\n"));
        QCOMPARE(repo.attempts().size(), 2);
        QCOMPARE(repo.attempts()[1].onBranch, false);
        const auto third = repo.commitAttempt(
            3, QStringLiteral("three"), {{QStringLiteral("package.nix"), "c\n"}});
        QVERIFY(third.ok());
        QCOMPARE(repo.attempts()[2].parent, first);

        // Moving keeps the repository usable.
        SessionRepository moved = std::move(repo);
        QCOMPARE(moved.readFile(3, QStringLiteral("package.nix")).value(), QByteArray("c\n"));
    }

    void rejectsBadPaths_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("parent") << QStringLiteral("../x");
        QTest::newRow("inner parent") << QStringLiteral("a/../../x");
        QTest::newRow("absolute") << QStringLiteral("/tmp/x");
        QTest::newRow("git dir") << QStringLiteral(".git/config");
        QTest::newRow("empty") << QString();
        QTest::newRow("dot") << QStringLiteral("./package.nix");
        QTest::newRow("double slash") << QStringLiteral("a//b");
    }

    void rejectsBadPaths()
    {
        QFETCH(QString, path);
        QTemporaryDir tmp;
        SessionRepository repo = createOrFail(tmp.filePath(QStringLiteral("ws")));
        const auto result = repo.commitAttempt(1, QStringLiteral("bad"), {{path, QByteArray("x")}});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(QStringLiteral("Cannot write")),
            qPrintable(result.error().message));
        QVERIFY(repo.attempts().isEmpty());
        QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("x"))));
    }

    void reportsErrors()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("ws"));
        SessionRepository repo = createOrFail(dir);
        QVERIFY(repo.commitAttempt(1, QStringLiteral("one"), {{QStringLiteral("f"), "1"}}).ok());

        const auto duplicate
            = repo.commitAttempt(1, QStringLiteral("again"), {{QStringLiteral("f"), "2"}});
        QVERIFY(!duplicate.ok());
        QVERIFY(duplicate.error().message.contains(QStringLiteral("already committed")));
        QVERIFY(!repo.commitAttempt(0, QStringLiteral("zero"), {}).ok());

        const auto unknown = repo.readFile(7, QStringLiteral("f"));
        QVERIFY(!unknown.ok());
        QVERIFY(unknown.error().message.contains(QStringLiteral("no attempt 7")));
        const auto noFile = repo.readFile(1, QStringLiteral("nope"));
        QVERIFY(!noFile.ok());
        QVERIFY(noFile.error().message.contains(QStringLiteral("no file nope")));
        QVERIFY(!noFile.error().detail.isEmpty()); // libgit2's message
        QVERIFY(!repo.diff(1, 9).ok());
        const auto rollBack = repo.rollBackTo(5);
        QVERIFY(rollBack);
        QVERIFY(rollBack->message.contains(QStringLiteral("no attempt 5")));

        // create() refuses a non-empty directory, and open() a directory without a repository.
        const auto again = SessionRepository::create(dir);
        QVERIFY(!again.ok());
        QVERIFY(again.error().message.contains(QStringLiteral("not empty")));
        QDir(tmp.path()).mkpath(QStringLiteral("plain"));
        QFile stray(tmp.filePath(QStringLiteral("plain/file")));
        QVERIFY(stray.open(QIODevice::WriteOnly));
        stray.close();
        QVERIFY(!SessionRepository::create(tmp.filePath(QStringLiteral("plain"))).ok());
        const auto notRepo = SessionRepository::open(tmp.filePath(QStringLiteral("plain")));
        QVERIFY(!notRepo.ok());
        QVERIFY(!notRepo.error().detail.isEmpty());
        // An existing empty directory is fine.
        QDir(tmp.path()).mkpath(QStringLiteral("empty"));
        QVERIFY(SessionRepository::create(tmp.filePath(QStringLiteral("empty"))).ok());
    }
};

QTEST_GUILESS_MAIN(TestSessionRepository)
#include "tst_sessionrepository.moc"
