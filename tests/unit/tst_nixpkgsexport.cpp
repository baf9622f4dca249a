// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// workspace::exportToNixpkgs on scratch nixpkgs-shaped git repositories made with libgit2:
// the commit, its tree and message, the work tree afterwards, and every refusal (nothing
// written on any of them).
#include "workspace/NixpkgsExport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <git2.h>

using namespace packwright;
using namespace packwright::workspace;

namespace {
const QByteArray helloNix = "{ stdenv }:\nstdenv.mkDerivation {\n  pname = \"hello\";\n"
                            "  version = \"2.10\";\n}\n";
const QByteArray helloNixNew = "{ stdenv }:\nstdenv.mkDerivation {\n  pname = \"hello\";\n"
                               "  version = \"2.12.1\";\n}\n";

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

/// A git repository driven through libgit2, for setting up and inspecting checkouts.
class Git
{
public:
    explicit Git(const QString &dir)
    {
        git_libgit2_init();
        git_repository_init_options options;
        git_repository_init_options_init(&options, GIT_REPOSITORY_INIT_OPTIONS_VERSION);
        options.flags = GIT_REPOSITORY_INIT_MKPATH;
        options.initial_head = "master";
        if (git_repository_init_ext(&m_repo, QFile::encodeName(dir).constData(), &options) != 0)
            qFatal("git init failed");
    }
    ~Git()
    {
        git_repository_free(m_repo);
        git_libgit2_shutdown();
    }
    Git(const Git &) = delete;
    Git &operator=(const Git &) = delete;

    git_repository *repo() const { return m_repo; }

    /// Stages every file of the work tree and commits on HEAD's branch.
    QString commitAll(const char *message)
    {
        git_index *index = nullptr;
        git_repository_index(&index, m_repo);
        git_strarray all{};
        char star[] = "*";
        char *patterns[] = {star};
        all.strings = patterns;
        all.count = 1;
        git_index_add_all(index, &all, GIT_INDEX_ADD_DEFAULT, nullptr, nullptr);
        git_index_write(index);
        git_oid treeId;
        git_index_write_tree(&treeId, index);
        git_index_free(index);
        git_tree *tree = nullptr;
        git_tree_lookup(&tree, m_repo, &treeId);
        git_signature *sig = nullptr;
        git_signature_now(&sig, "Maintainer", "m@example.org");
        git_oid parentId;
        git_commit *parent = nullptr;
        if (git_reference_name_to_id(&parentId, m_repo, "HEAD") == 0)
            git_commit_lookup(&parent, m_repo, &parentId);
        const git_commit *parents[] = {parent};
        git_oid id;
        if (git_commit_create(
                &id, m_repo, "HEAD", sig, sig, nullptr, message, tree, parent ? 1 : 0, parents)
            != 0)
            qFatal("commit failed: %s", git_error_last()->message);
        git_commit_free(parent);
        git_signature_free(sig);
        git_tree_free(tree);
        return oid(&id);
    }

    QString head() const
    {
        git_oid id;
        return git_reference_name_to_id(&id, m_repo, "HEAD") == 0 ? oid(&id) : QString();
    }

    QString headBranch() const
    {
        git_reference *ref = nullptr;
        if (git_repository_head(&ref, m_repo) != 0)
            return {};
        QString name = QString::fromUtf8(git_reference_shorthand(ref));
        git_reference_free(ref);
        return name;
    }

    /// The message, parent count and file list of a commit.
    struct CommitInfo
    {
        QString message;
        QString parent;
        QStringList files;
    };
    CommitInfo commit(const QString &id) const
    {
        git_oid oidValue;
        git_oid_fromstr(&oidValue, id.toLatin1().constData());
        git_commit *c = nullptr;
        git_commit_lookup(&c, m_repo, &oidValue);
        CommitInfo info;
        info.message = QString::fromUtf8(git_commit_message(c));
        if (git_commit_parentcount(c) > 0)
            info.parent = oid(git_commit_parent_id(c, 0));
        git_tree *tree = nullptr;
        git_commit_tree(&tree, c);
        git_tree_walk(
            tree, GIT_TREEWALK_PRE,
            [](const char *root, const git_tree_entry *entry, void *payload) {
                if (git_tree_entry_type(entry) == GIT_OBJECT_BLOB)
                    static_cast<QStringList *>(payload)->append(
                        QString::fromUtf8(root) + QString::fromUtf8(git_tree_entry_name(entry)));
                return 0;
            },
            &info.files);
        git_tree_free(tree);
        git_commit_free(c);
        info.files.sort();
        return info;
    }

    /// Paths that differ from HEAD (index or work tree, untracked included).
    QStringList status() const
    {
        git_status_options options;
        git_status_options_init(&options, GIT_STATUS_OPTIONS_VERSION);
        options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS;
        git_status_list *list = nullptr;
        git_status_list_new(&list, m_repo, &options);
        QStringList out;
        for (size_t i = 0; i < git_status_list_entrycount(list); ++i) {
            const git_status_entry *e = git_status_byindex(list, i);
            const git_diff_delta *d = e->index_to_workdir ? e->index_to_workdir : e->head_to_index;
            out << QString::fromUtf8(d->new_file.path);
        }
        git_status_list_free(list);
        out.sort();
        return out;
    }

private:
    static QString oid(const git_oid *id)
    {
        char buffer[GIT_OID_HEXSZ + 1] = {};
        git_oid_tostr(buffer, sizeof buffer, id);
        return QString::fromLatin1(buffer);
    }

    git_repository *m_repo = nullptr;
};

/// The top of a nixpkgs checkout, as NixOS/nixpkgs has it.
void makeNixpkgsShape(const QString &root)
{
    writeFile(root + QStringLiteral("/default.nix"), "import ./pkgs/top-level/impure.nix\n");
    writeFile(root + QStringLiteral("/lib/default.nix"), "{ }\n");
    writeFile(root + QStringLiteral("/pkgs/top-level/all-packages.nix"), "{ }\n");
    writeFile(
        root + QStringLiteral("/pkgs/by-name/README.md"), "# Name-based package directories\n");
}

NixpkgsExportRequest helloRequest(const QString &checkout, const QByteArray &text = helloNix)
{
    NixpkgsExportRequest r;
    r.checkout = checkout;
    r.pname = QStringLiteral("hello");
    r.version = QString::fromUtf8(text.contains("2.12.1") ? "2.12.1" : "2.10");
    r.files = {{QStringLiteral("package.nix"), text}};
    return r;
}
} // namespace

class TestNixpkgsExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initThenUpdate()
    {
        QTemporaryDir tmp;
        const QString root = tmp.path();
        makeNixpkgsShape(root);
        Git git(root);
        const QString base = git.commitAll("init");
        // The user's own work elsewhere: a staged change and an unstaged one.
        writeFile(root + QStringLiteral("/pkgs/top-level/all-packages.nix"), "{ staged = 1; }\n");
        git_index *index = nullptr;
        git_repository_index(&index, git.repo());
        git_index_add_bypath(index, "pkgs/top-level/all-packages.nix");
        git_index_write(index);
        git_index_free(index);
        writeFile(root + QStringLiteral("/lib/default.nix"), "{ unstaged = 1; }\n");

        NixpkgsExportRequest r = helloRequest(root);
        r.files.insert(QStringLiteral("fix-build.patch"), "--- a\n+++ b\n");
        const auto first = exportToNixpkgs(r);
        QVERIFY2(first.ok(),
            qPrintable(first.ok() ? QString() : first.error().message + first.error().detail));
        QCOMPARE(first.value().message, QStringLiteral("hello: init at 2.10"));
        QCOMPARE(first.value().directory, QStringLiteral("pkgs/by-name/he/hello"));
        QCOMPARE(first.value().branch, QStringLiteral("master"));
        QVERIFY(!first.value().update);
        QCOMPARE(git.head(), first.value().commit);
        const auto info = git.commit(first.value().commit);
        QCOMPARE(info.message, QStringLiteral("hello: init at 2.10\n"));
        QCOMPARE(info.parent, base);
        QCOMPARE(info.files,
            (QStringList{QStringLiteral("default.nix"), QStringLiteral("lib/default.nix"),
                QStringLiteral("pkgs/by-name/README.md"),
                QStringLiteral("pkgs/by-name/he/hello/fix-build.patch"),
                QStringLiteral("pkgs/by-name/he/hello/package.nix"),
                QStringLiteral("pkgs/top-level/all-packages.nix")}));
        QCOMPARE(readFile(root + QStringLiteral("/pkgs/by-name/he/hello/package.nix")), helloNix);
        // The user's changes are still there, uncommitted; the package directory is clean.
        QCOMPARE(git.status(),
            (QStringList{QStringLiteral("lib/default.nix"),
                QStringLiteral("pkgs/top-level/all-packages.nix")}));
        QCOMPARE(
            readFile(root + QStringLiteral("/lib/default.nix")), QByteArray("{ unstaged = 1; }\n"));

        // A newer version without the patch: OLD -> NEW, the patch removed.
        const auto second = exportToNixpkgs(helloRequest(root, helloNixNew));
        QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error().message));
        QCOMPARE(second.value().message, QStringLiteral("hello: 2.10 -> 2.12.1"));
        QVERIFY(second.value().update);
        const auto info2 = git.commit(second.value().commit);
        QCOMPARE(info2.parent, first.value().commit);
        QVERIFY(!info2.files.contains(QStringLiteral("pkgs/by-name/he/hello/fix-build.patch")));
        QVERIFY(!QFile::exists(root + QStringLiteral("/pkgs/by-name/he/hello/fix-build.patch")));
        QCOMPARE(
            readFile(root + QStringLiteral("/pkgs/by-name/he/hello/package.nix")), helloNixNew);
        QCOMPARE(git.status().size(), 2);

        // The same package again: nothing to commit, nothing changes.
        const auto third = exportToNixpkgs(helloRequest(root, helloNixNew));
        QVERIFY(!third.ok());
        QVERIFY(third.error().message.contains(QStringLiteral("nothing to commit")));
        QCOMPARE(git.head(), second.value().commit);
    }

    // Issue 17: the Assisted-by trailer after a blank line; the subject unchanged.
    void trailers()
    {
        QTemporaryDir tmp;
        makeNixpkgsShape(tmp.path());
        Git git(tmp.path());
        git.commitAll("init");
        NixpkgsExportRequest r = helloRequest(tmp.path());
        r.trailers = {QStringLiteral("Assisted-by: Packwright 1.0 (Anthropic/claude-x)")};
        const auto done = exportToNixpkgs(r);
        QVERIFY2(done.ok(), qPrintable(done.ok() ? QString() : done.error().message));
        QCOMPARE(done.value().message, QStringLiteral("hello: init at 2.10"));
        QCOMPARE(git.commit(done.value().commit).message,
            QStringLiteral(
                "hello: init at 2.10\n\nAssisted-by: Packwright 1.0 (Anthropic/claude-x)\n"));
        QCOMPARE(done.value().fullMessage, git.commit(done.value().commit).message);
    }

    // Issue 17: a Python library goes to python-modules as default.nix, with its line in
    // python-packages.nix, under the subject "python3Packages.PNAME: init at VERSION"; an
    // update there changes only its directory.
    void pythonLibraryPlacement()
    {
        QTemporaryDir tmp;
        const QString root = tmp.path();
        makeNixpkgsShape(root);
        const QByteArray packages
            = "self: super: with self; {\n\n"
              "  attrs = callPackage ../development/python-modules/attrs { };\n\n"
              "  zipp = callPackage ../development/python-modules/zipp { };\n\n}\n";
        writeFile(root + QStringLiteral("/pkgs/top-level/python-packages.nix"), packages);
        Git git(root);
        git.commitAll("init");
        const QByteArray library = "{ lib, buildPythonPackage }:\nbuildPythonPackage {\n  pname = "
                                   "\"colorama\";\n  version = \"0.4.6\";\n}\n";
        NixpkgsExportRequest r;
        r.checkout = root;
        r.pname = QStringLiteral("colorama");
        r.version = QStringLiteral("0.4.6");
        r.files = {{QStringLiteral("package.nix"), library}};
        r.startedFrom = r.files;
        r.placement = PackagePlacement::PythonModules;
        const auto done = exportToNixpkgs(r);
        QVERIFY2(done.ok(), qPrintable(done.ok() ? QString() : done.error().message));
        QCOMPARE(done.value().message, QStringLiteral("python3Packages.colorama: init at 0.4.6"));
        QCOMPARE(
            done.value().directory, QStringLiteral("pkgs/development/python-modules/colorama"));
        QCOMPARE(done.value().otherFiles,
            QStringList{QStringLiteral("pkgs/top-level/python-packages.nix")});
        const auto info = git.commit(done.value().commit);
        QVERIFY(info.files.contains(
            QStringLiteral("pkgs/development/python-modules/colorama/default.nix")));
        QVERIFY(!info.files.contains(QStringLiteral("pkgs/by-name/co/colorama/package.nix")));
        QCOMPARE(readFile(root
                     + QStringLiteral("/pkgs/development/python-modules/colorama/default.nix")),
            library);
        QCOMPARE(readFile(root + QStringLiteral("/pkgs/top-level/python-packages.nix")),
            QByteArray("self: super: with self; {\n\n"
                       "  attrs = callPackage ../development/python-modules/attrs { };\n\n"
                       "  colorama = callPackage ../development/python-modules/colorama { };\n\n"
                       "  zipp = callPackage ../development/python-modules/zipp { };\n\n}\n"));
        QVERIFY(git.status().isEmpty());

        // The next version: OLD -> NEW in the same place, python-packages.nix untouched.
        NixpkgsExportRequest update = r;
        update.version = QStringLiteral("0.4.7");
        update.files
            = {{QStringLiteral("package.nix"), QByteArray(library).replace("0.4.6", "0.4.7")}};
        const auto second = exportToNixpkgs(update);
        QVERIFY2(second.ok(), qPrintable(second.ok() ? QString() : second.error().message));
        QCOMPARE(
            second.value().message, QStringLiteral("python3Packages.colorama: 0.4.6 -> 0.4.7"));
        QVERIFY(second.value().otherFiles.isEmpty());
        QCOMPARE(git.commit(second.value().commit).files.size(), info.files.size());
    }

    void pythonLibraryNeedsPythonPackagesNix()
    {
        QTemporaryDir tmp;
        makeNixpkgsShape(tmp.path());
        Git git(tmp.path());
        const QString base = git.commitAll("init");
        NixpkgsExportRequest r = helloRequest(tmp.path());
        r.placement = PackagePlacement::PythonModules;
        const auto refused = exportToNixpkgs(r);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(QStringLiteral("python-packages.nix")));
        QCOMPARE(git.head(), base);
        QVERIFY(
            !QFile::exists(tmp.path() + QStringLiteral("/pkgs/development/python-modules/hello")));
    }

    void newBranch()
    {
        QTemporaryDir tmp;
        makeNixpkgsShape(tmp.path());
        Git git(tmp.path());
        const QString base = git.commitAll("init");
        NixpkgsExportRequest r = helloRequest(tmp.path());
        r.branch = QStringLiteral("init-hello");
        const auto done = exportToNixpkgs(r);
        QVERIFY2(done.ok(),
            qPrintable(done.ok() ? QString() : done.error().message + done.error().detail));
        QCOMPARE(done.value().branch, QStringLiteral("init-hello"));
        QCOMPARE(git.headBranch(), QStringLiteral("init-hello"));
        QCOMPARE(git.commit(done.value().commit).parent, base);
        git_oid master;
        QCOMPARE(git_reference_name_to_id(&master, git.repo(), "refs/heads/master"), 0);
        char buffer[GIT_OID_HEXSZ + 1] = {};
        git_oid_tostr(buffer, sizeof buffer, &master);
        QCOMPARE(QString::fromLatin1(buffer), base); // the old branch did not move
        QVERIFY(git.status().isEmpty());
        // The same branch name again is refused.
        const auto again = exportToNixpkgs(r);
        QVERIFY(!again.ok());
        QVERIFY(again.error().message.contains(QStringLiteral("exists already")));
    }

    /// An update is refused when the checkout's package directory is not what the session
    /// started from: an edit made there since (the commit would revert it) or a file the
    /// session never had (the commit would delete it). --force commits anyway; the same
    /// directory as the session's start is updated.
    void refusesDirectoryNotStartedFrom_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("edited package.nix")
            << QStringLiteral("edited")
            << QStringLiteral("The checkout's package.nix (pkgs/by-name/he/hello) is not the one "
                              "this session started from: it changed since, or the session "
                              "began elsewhere; run `packwright update` on the checkout's file");
        QTest::newRow("extra sibling")
            << QStringLiteral("sibling")
            << QStringLiteral("The checkout's pkgs/by-name/he/hello holds files that differ from "
                              "what this session started from (fix.patch)");
        QTest::newRow("unchanged") << QStringLiteral("none") << QString();
    }
    void refusesDirectoryNotStartedFrom()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        const QString root = tmp.path();
        const QString dir = root + QStringLiteral("/pkgs/by-name/he/hello");
        makeNixpkgsShape(root);
        writeFile(dir + QStringLiteral("/package.nix"), helloNix);
        Git git(root);
        git.commitAll("hello: init at 2.10");
        // The session started from the file as committed here.
        const QMap<QString, QByteArray> start{{QStringLiteral("package.nix"), helloNix}};
        const QByteArray edited = QByteArray(helloNix).replace(
            "}\n", "  meta.maintainers = [ lib.maintainers.someone ];\n}\n");
        if (change == u"edited")
            writeFile(dir + QStringLiteral("/package.nix"), edited);
        if (change == u"sibling")
            writeFile(dir + QStringLiteral("/fix.patch"), "--- a\n+++ b\n");
        const QString changed = change == u"none" ? git.head() : git.commitAll("maintainer's edit");

        NixpkgsExportRequest r = helloRequest(root, helloNixNew);
        r.startedFrom = start;
        const auto refused = exportToNixpkgs(r);
        if (message.isEmpty()) {
            QVERIFY2(refused.ok(), qPrintable(refused.ok() ? QString() : refused.error().message));
            QCOMPARE(refused.value().message, QStringLiteral("hello: 2.10 -> 2.12.1"));
            return;
        }
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(message), qPrintable(refused.error().message));
        QCOMPARE(git.head(), changed);
        QVERIFY(git.status().isEmpty());
        if (change == u"edited")
            QCOMPARE(readFile(dir + QStringLiteral("/package.nix")), edited);
        else
            QCOMPARE(readFile(dir + QStringLiteral("/fix.patch")), QByteArray("--- a\n+++ b\n"));

        r.force = true;
        const auto forced = exportToNixpkgs(r);
        QVERIFY2(forced.ok(), qPrintable(forced.ok() ? QString() : forced.error().message));
        QCOMPARE(git.commit(forced.value().commit).parent, changed);
        QCOMPARE(readFile(dir + QStringLiteral("/package.nix")), helloNixNew);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("pname");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a repository") << QStringLiteral("plain dir") << QStringLiteral("hello")
                                          << QStringLiteral("is not a git repository");
        QTest::newRow("not nixpkgs") << QStringLiteral("no by-name") << QStringLiteral("hello")
                                     << QStringLiteral("lacks pkgs/by-name/");
        QTest::newRow("no default.nix")
            << QStringLiteral("no default.nix") << QStringLiteral("hello")
            << QStringLiteral("lacks default.nix");
        QTest::newRow("invalid pname") << QStringLiteral("clean") << QStringLiteral("python3.11")
                                       << QStringLiteral("cannot be a pkgs/by-name package name");
        QTest::newRow("untracked file in the directory")
            << QStringLiteral("untracked") << QStringLiteral("hello")
            << QStringLiteral("uncommitted changes in pkgs/by-name/he/hello");
        QTest::newRow("modified file in the directory")
            << QStringLiteral("modified") << QStringLiteral("hello")
            << QStringLiteral("uncommitted changes in pkgs/by-name/he/hello");
        QTest::newRow("detached HEAD") << QStringLiteral("detached") << QStringLiteral("hello")
                                       << QStringLiteral("detached HEAD");
        QTest::newRow("no commit yet") << QStringLiteral("unborn") << QStringLiteral("hello")
                                       << QStringLiteral("has no commit yet");
    }
    void refusals()
    {
        QFETCH(QString, setup);
        QFETCH(QString, pname);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        const QString root = tmp.path();
        const QString userFile = root + QStringLiteral("/pkgs/by-name/he/hello/package.nix");
        std::unique_ptr<Git> git;
        if (setup == u"plain dir") {
            makeNixpkgsShape(root);
        } else {
            makeNixpkgsShape(root);
            if (setup == u"no by-name")
                QDir(root + QStringLiteral("/pkgs/by-name")).removeRecursively();
            if (setup == u"no default.nix")
                QFile::remove(root + QStringLiteral("/default.nix"));
            git = std::make_unique<Git>(root);
            if (setup == u"modified")
                writeFile(userFile, "{ old = true; }\n");
            if (setup != u"unborn")
                git->commitAll("init");
            if (setup == u"untracked")
                writeFile(userFile, "{ mine = true; }\n");
            if (setup == u"modified")
                writeFile(userFile, "{ mine = true; }\n");
            if (setup == u"detached") {
                git_oid head;
                git_reference_name_to_id(&head, git->repo(), "HEAD");
                git_repository_set_head_detached(git->repo(), &head);
            }
        }
        const QString headBefore = git ? git->head() : QString();
        NixpkgsExportRequest r = helloRequest(root);
        r.pname = pname;
        const auto result = exportToNixpkgs(r);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(message), qPrintable(result.error().message));
        if (git)
            QCOMPARE(git->head(), headBefore);
        // The early check agrees on the checkout's own problems.
        const auto early = checkNixpkgsCheckout(root);
        const bool checkoutProblem = setup == u"plain dir" || setup.startsWith(u"no ");
        QCOMPARE(early.has_value(), checkoutProblem);
        if (early)
            QVERIFY2(early->message.contains(message), qPrintable(early->message));
        if (setup == u"untracked" || setup == u"modified")
            QCOMPARE(readFile(userFile), QByteArray("{ mine = true; }\n")); // never lost
    }

    void refusesUnsafeFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("parent") << QStringLiteral("../escape.nix");
        QTest::newRow("absolute") << QStringLiteral("/etc/passwd");
        QTest::newRow(".git") << QStringLiteral(".git/config");
        QTest::newRow("empty component") << QStringLiteral("a//b");
    }
    void refusesUnsafeFiles()
    {
        QFETCH(QString, path);
        QTemporaryDir tmp;
        makeNixpkgsShape(tmp.path());
        Git git(tmp.path());
        const QString base = git.commitAll("init");
        NixpkgsExportRequest r = helloRequest(tmp.path());
        r.files.insert(path, "x");
        const auto result = exportToNixpkgs(r);
        QVERIFY(!result.ok());
        QVERIFY(result.error().message.contains(QStringLiteral("leaves the package directory")));
        QCOMPARE(git.head(), base);
        NixpkgsExportRequest noPackage = helloRequest(tmp.path());
        noPackage.files = {{QStringLiteral("default.nix"), "x"}};
        QVERIFY(!exportToNixpkgs(noPackage).ok());
    }
};

QTEST_GUILESS_MAIN(TestNixpkgsExport)
#include "tst_nixpkgsexport.moc"
