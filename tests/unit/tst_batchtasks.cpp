// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The batch task file (issue 21): every kind of bad line is reported with its line number and
// skipped, the good lines around it kept, paths resolved against the file's directory; a
// task becomes an ordinary session request.
#include "batch/BatchRunner.h"
#include "batch/BatchTask.h"

#include <QFile>
#include <QTemporaryDir>

#include <QTest>

using namespace packwright::batch;

class TestBatchTasks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void goodLines()
    {
        const QByteArray text
            = "{\"id\": \"a\", \"kind\": \"init\", \"source\": "
              "\"https://example.org/a-1.0.tar.gz\", \"pname\": \"a\", \"version\": \"1.0\"}\n"
              "\n"
              "# a comment\n"
              "{\"id\": \"b.2\", \"kind\": \"repair\", \"from\": \"pkgs/b/package.nix\", "
              "\"reference\": \"/ref/b.nix\", \"nixpkgs\": \"../nixpkgs\"}\n"
              "{\"id\": \"c_3\", \"kind\": \"update\", \"from\": \"c.nix\", \"target_version\": "
              "\"2.0\", \"source\": \"repos/c\", \"rev\": \"v1\", \"nixpkgs\": "
              "\"github:NixOS/nixpkgs/nixos-24.05\"}\n"
              "{\"id\": \"d\", \"kind\": \"init\", \"source\": \"d.tar.gz\", \"unknown_key\": 1}";
        const TaskFile file = parseTasks(text, QStringLiteral("/work/tasks"));
        QVERIFY2(file.errors.isEmpty(), qPrintable(file.errors.value(0).message));
        QCOMPARE(file.tasks.size(), 4);
        const BatchTask &a = file.tasks.at(0);
        QCOMPARE(a.line, 1);
        QCOMPARE(a.kind, TaskKind::Init);
        QCOMPARE(a.source, QStringLiteral("https://example.org/a-1.0.tar.gz"));
        QCOMPARE(a.pname, QStringLiteral("a"));
        QCOMPARE(a.version, QStringLiteral("1.0"));
        const BatchTask &b = file.tasks.at(1);
        QCOMPARE(b.line, 4);
        QCOMPARE(b.kind, TaskKind::Repair);
        QCOMPARE(b.from, QStringLiteral("/work/tasks/pkgs/b/package.nix"));
        QCOMPARE(b.reference, QStringLiteral("/ref/b.nix"));
        QCOMPARE(b.nixpkgs, QStringLiteral("/work/nixpkgs"));
        QVERIFY(b.source.isEmpty());
        const BatchTask &c = file.tasks.at(2);
        QCOMPARE(c.line, 5);
        QCOMPARE(c.kind, TaskKind::Update);
        QCOMPARE(c.targetVersion, QStringLiteral("2.0"));
        QCOMPARE(c.source, QStringLiteral("/work/tasks/repos/c"));
        QCOMPARE(c.rev, QStringLiteral("v1"));
        QCOMPARE(c.nixpkgs, QStringLiteral("github:NixOS/nixpkgs/nixos-24.05"));
        QCOMPARE(file.tasks.at(3).source, QStringLiteral("/work/tasks/d.tar.gz"));
    }

    void badLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("malformed JSON")
            << QByteArray("{\"id\": \"x\", \"kind\": ") << QStringLiteral("malformed JSON");
        QTest::newRow("truncated")
            << QByteArray("{\"id\": \"x\"") << QStringLiteral("malformed JSON");
        QTest::newRow("array") << QByteArray("[\"x\"]") << QStringLiteral("not a JSON object");
        QTest::newRow("missing id") << QByteArray("{\"kind\": \"init\", \"source\": \"a.tar.gz\"}")
                                    << QStringLiteral("missing \"id\"");
        QTest::newRow("empty id") << QByteArray(
            "{\"id\": \" \", \"kind\": \"init\", \"source\": \"a\"}")
                                  << QStringLiteral("missing \"id\"");
        QTest::newRow("id not a string")
            << QByteArray("{\"id\": 7, \"kind\": \"init\", \"source\": \"a\"}")
            << QStringLiteral("\"id\" must be a string");
        QTest::newRow("id with slash")
            << QByteArray("{\"id\": \"../etc\", \"kind\": \"init\", \"source\": \"a\"}")
            << QStringLiteral("is not a directory name");
        QTest::newRow("missing kind") << QByteArray("{\"id\": \"x\", \"source\": \"a\"}")
                                      << QStringLiteral("missing \"kind\"");
        QTest::newRow("unknown kind")
            << QByteArray("{\"id\": \"x\", \"kind\": \"build\", \"source\": \"a\"}")
            << QStringLiteral("unknown kind \"build\"");
        QTest::newRow("missing source") << QByteArray("{\"id\": \"x\", \"kind\": \"init\"}")
                                        << QStringLiteral("missing \"source\"");
        QTest::newRow("repair without from")
            << QByteArray("{\"id\": \"x\", \"kind\": \"repair\", \"source\": \"a\"}")
            << QStringLiteral("missing \"from\" (repair tasks");
        QTest::newRow("update without from")
            << QByteArray("{\"id\": \"x\", \"kind\": \"update\", \"source\": \"a\"}")
            << QStringLiteral("missing \"from\" (update tasks");
        QTest::newRow("source not a string")
            << QByteArray("{\"id\": \"x\", \"kind\": \"init\", \"source\": [\"a\"]}")
            << QStringLiteral("\"source\" must be a string");
        QTest::newRow("target version on init") << QByteArray(
            "{\"id\": \"x\", \"kind\": \"init\", \"source\": \"a\", \"target_version\": \"2\"}")
                                                << QStringLiteral("belongs to an update task");
    }
    void badLines()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, message);
        // The bad line between two good ones: reported with its number, the others kept.
        const QByteArray text = "{\"id\": \"first\", \"kind\": \"init\", \"source\": \"a.tar.gz\"}"
                                "\n"
            + line + "\n" + "{\"id\": \"last\", \"kind\": \"repair\", \"from\": \"p.nix\"}";
        const TaskFile file = parseTasks(text, QStringLiteral("/tmp"));
        QCOMPARE(file.errors.size(), 1);
        QCOMPARE(file.errors.at(0).line, 2);
        QVERIFY2(
            file.errors.at(0).message.contains(message), qPrintable(file.errors.at(0).message));
        QCOMPARE(file.tasks.size(), 2);
        QCOMPARE(file.tasks.at(0).id, QStringLiteral("first"));
        QCOMPARE(file.tasks.at(1).id, QStringLiteral("last"));
        QCOMPARE(file.tasks.at(1).line, 3);
    }

    void duplicateIdKeepsTheFirst()
    {
        const QByteArray text = "{\"id\": \"x\", \"kind\": \"init\", \"source\": \"one.tar.gz\"}\n"
                                "{\"id\": \"y\", \"kind\": \"init\", \"source\": \"y.tar.gz\"}\n"
                                "{\"id\": \"x\", \"kind\": \"init\", \"source\": \"two.tar.gz\"}";
        const TaskFile file = parseTasks(text, QStringLiteral("/t"));
        QCOMPARE(file.tasks.size(), 2);
        QCOMPARE(file.tasks.at(0).source, QStringLiteral("/t/one.tar.gz"));
        QCOMPARE(file.errors.size(), 1);
        QCOMPARE(file.errors.at(0).line, 3);
        QVERIFY(file.errors.at(0).message.contains(QStringLiteral("earlier line")));
    }

    void lastLineWithoutNewlineCounts()
    {
        const TaskFile file = parseTasks(
            QByteArray("{\"id\": \"x\", \"kind\": \"init\", \"source\": \"https://h/x.tar.gz\"}"),
            {});
        QCOMPARE(file.tasks.size(), 1);
        QVERIFY(file.errors.isEmpty());
    }

    void kindNames()
    {
        for (TaskKind kind : {TaskKind::Init, TaskKind::Repair, TaskKind::Update})
            QCOMPARE(taskKindFromName(taskKindName(kind)), kind);
        QVERIFY(!taskKindFromName(QStringLiteral("Init")));
    }

    void requestOfARepairTask()
    {
        BatchTask task;
        task.id = QStringLiteral("p");
        task.kind = TaskKind::Repair;
        task.from = QStringLiteral(
            PACKWRIGHT_SOURCE_DIR "/tests/fixtures/packages/broken-make-prefix/package.nix");
        task.pname = QStringLiteral("mkprefix");
        packwright::loop::PackagingRequest base;
        base.nixpkgs = packwright::nix::NixpkgsSource::flake(QStringLiteral("nixpkgs"));
        base.approvals = packwright::loop::ApprovalPolicy::allAsk();
        base.limits.maxIterations = 7;
        const auto request = requestFor(task, base, QStringLiteral("/out/tasks/p"),
            QStringLiteral("/out/package-index/x.sqlite"));
        QVERIFY2(request, qPrintable(request ? QString() : request.error().message));
        const auto &r = request.value();
        QVERIFY(r.initialExpression.contains(QStringLiteral("pname = \"mkprefix\"")));
        QVERIFY(r.extraFiles.contains(QStringLiteral("src/Makefile")));
        QVERIFY(r.source.location.isEmpty());
        QCOMPARE(r.pname, QStringLiteral("mkprefix"));
        QCOMPARE(r.sessionDirectory, QStringLiteral("/out/tasks/p/session"));
        QCOMPARE(r.packageIndexFile, QStringLiteral("/out/package-index/x.sqlite"));
        QCOMPARE(r.nixpkgs, base.nixpkgs); // the batch's default
        QCOMPARE(r.limits.maxIterations, 7);
        QVERIFY(!r.update);
        // Nobody answers: everything auto but a move of the pin (the batch refuses it).
        packwright::loop::ApprovalPolicy expected = packwright::loop::ApprovalPolicy::allAuto();
        expected.askChangePin = true;
        QCOMPARE(r.approvals, expected);
    }

    void requestOfAnUpdateAndAnInit()
    {
        QTemporaryDir dir;
        QFile tarball(dir.filePath(QStringLiteral("a-1.0.tar.gz")));
        QVERIFY(tarball.open(QIODevice::WriteOnly));
        tarball.close();
        BatchTask init;
        init.id = QStringLiteral("a");
        init.source = tarball.fileName();
        init.nixpkgs = dir.path(); // a directory: a checkout
        auto request = requestFor(init, {}, dir.filePath(QStringLiteral("t")), {});
        QVERIFY(request);
        QCOMPARE(request.value().source.kind, packwright::nix::SourceSpec::Kind::Tarball);
        QCOMPARE(request.value().nixpkgs, packwright::nix::NixpkgsSource::localPath(dir.path()));

        init.source = dir.path();
        init.rev = QStringLiteral("v1.0");
        request = requestFor(init, {}, dir.filePath(QStringLiteral("t")), {});
        QVERIFY(request);
        QCOMPARE(request.value().source.kind, packwright::nix::SourceSpec::Kind::GitRepository);
        QCOMPARE(request.value().source.revision, QStringLiteral("v1.0"));

        BatchTask update;
        update.id = QStringLiteral("u");
        update.kind = TaskKind::Update;
        update.from
            = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/packages/hello/package.nix");
        update.targetVersion = QStringLiteral("2.12");
        request = requestFor(update, {}, dir.filePath(QStringLiteral("u")), {});
        QVERIFY(request);
        QVERIFY(request.value().update);
        QCOMPARE(request.value().update->toVersion, QStringLiteral("2.12"));
    }

    void requestErrors_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("rev");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing source") << QStringLiteral("/nonexistent/a.tar.gz") << QString()
                                        << QString() << QStringLiteral("does not exist");
        QTest::newRow("rev of a URL")
            << QStringLiteral("https://h/a.tar.gz") << QStringLiteral("v1") << QString()
            << QStringLiteral("local git repository");
        QTest::newRow("rev of a file")
            << QStringLiteral(PACKWRIGHT_SOURCE_DIR "/README.md") << QStringLiteral("v1")
            << QString() << QStringLiteral("local git repository");
        QTest::newRow("unreadable from")
            << QString() << QString() << QStringLiteral("/nonexistent/package.nix")
            << QStringLiteral("/nonexistent/package.nix");
    }
    void requestErrors()
    {
        QFETCH(QString, source);
        QFETCH(QString, rev);
        QFETCH(QString, from);
        QFETCH(QString, message);
        BatchTask task;
        task.id = QStringLiteral("x");
        task.kind = from.isEmpty() ? TaskKind::Init : TaskKind::Repair;
        task.source = source;
        task.rev = rev;
        task.from = from;
        const auto request = requestFor(task, {}, QStringLiteral("/tmp/x"), {});
        QVERIFY(!request);
        QVERIFY2(request.error().message.contains(message), qPrintable(request.error().message));
    }
};

QTEST_GUILESS_MAIN(TestBatchTasks)
#include "tst_batchtasks.moc"
