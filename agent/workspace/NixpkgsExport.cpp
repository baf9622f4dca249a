// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/NixpkgsExport.h"

#include "core/Logging.h"
#include "workspace/NixpkgsCheckout.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>

#include "core/Libgit2.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace packwright::workspace {

using namespace packwright::libgit2;

bool isValidByName(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9_-]+$"));
    return valid.match(name).hasMatch();
}

QString byNameShard(const QString &name)
{
    return name.left(2).toLower();
}

QString byNameDirectory(const QString &name)
{
    if (!isValidByName(name))
        return {};
    return QStringLiteral("pkgs/by-name/%1/%2").arg(byNameShard(name), name);
}

bool isPythonLibraryExpression(const QString &expression)
{
    // The formals of the file's function: from the first "{" to the "}:" that closes them.
    static const QRegularExpression header(
        QStringLiteral("^\\s*(?:#[^\\n]*\\n\\s*)*\\{([^{}]*)\\}\\s*:"));
    const auto match = header.match(expression);
    if (!match.hasMatch())
        return false;
    static const QRegularExpression formal(
        QStringLiteral("(?:^|[\\s,])buildPythonPackage\\s*(?:[,?]|$)"));
    return formal.match(match.captured(1)).hasMatch();
}

QString packageDirectory(const QString &pname, PackagePlacement placement)
{
    if (placement == PackagePlacement::ByName)
        return byNameDirectory(pname);
    if (!isValidByName(pname))
        return {};
    return QStringLiteral("pkgs/development/python-modules/") + pname;
}

QString packageFileName(PackagePlacement placement)
{
    return placement == PackagePlacement::ByName ? QStringLiteral("package.nix")
                                                 : QStringLiteral("default.nix");
}

QString packageAttributePath(const QString &pname, PackagePlacement placement)
{
    return placement == PackagePlacement::ByName ? pname
                                                 : QStringLiteral("python3Packages.") + pname;
}

std::optional<QString> withPythonPackagesEntry(
    const QString &pythonPackagesNix, const QString &pname)
{
    const QRegularExpression defined(
        QStringLiteral("^  %1\\s*=").arg(QRegularExpression::escape(pname)),
        QRegularExpression::MultilineOption);
    if (defined.match(pythonPackagesNix).hasMatch())
        return pythonPackagesNix;
    static const QRegularExpression entry(
        QStringLiteral(
            "^  ([A-Za-z0-9_'-]+)\\s*=\\s*callPackage \\.\\./development/python-modules/"),
        QRegularExpression::MultilineOption);
    const auto key = [](const QString &name) {
        return name.toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
    };
    const QString line
        = QStringLiteral("  %1 = callPackage ../development/python-modules/%1 { };\n").arg(pname);
    qsizetype insertAt = -1;
    qsizetype lastEnd = -1;
    auto it = entry.globalMatch(pythonPackagesNix);
    while (it.hasNext()) {
        const auto match = it.next();
        // The binding ends at the first ";" outside its braces.
        int depth = 0;
        lastEnd = pythonPackagesNix.size();
        for (qsizetype i = match.capturedEnd(); i < pythonPackagesNix.size(); ++i) {
            const QChar c = pythonPackagesNix.at(i);
            if (c == u'{')
                ++depth;
            else if (c == u'}')
                --depth;
            else if (c == u';' && depth <= 0) {
                const qsizetype newline = pythonPackagesNix.indexOf(u'\n', i);
                lastEnd = newline < 0 ? pythonPackagesNix.size() : newline + 1;
                break;
            }
        }
        if (insertAt < 0 && key(match.captured(1)) > key(pname)) {
            insertAt = match.capturedStart();
            // A comment or blank line right above belongs to that entry.
            while (insertAt > 0) {
                const qsizetype previousStart
                    = pythonPackagesNix.lastIndexOf(QLatin1Char('\n'), insertAt - 2) + 1;
                const QString previous
                    = pythonPackagesNix.mid(previousStart, insertAt - previousStart).trimmed();
                if (!previous.startsWith(QLatin1Char('#')))
                    break;
                insertAt = previousStart;
            }
        }
    }
    if (lastEnd < 0)
        return std::nullopt;
    QString text = pythonPackagesNix;
    if (insertAt < 0) {
        // After the last entry, with the blank line nixpkgs keeps between entries.
        text.insert(lastEnd, QStringLiteral("\n") + line);
    } else {
        text.insert(insertAt, line + QStringLiteral("\n"));
    }
    return text;
}

QString nixpkgsCommitMessage(
    const QString &pname, const QString &version, const std::optional<QString> &oldVersion)
{
    if (!oldVersion)
        return QStringLiteral("%1: init at %2").arg(pname, version);
    if (oldVersion->isEmpty())
        return QStringLiteral("%1: update to %2").arg(pname, version);
    if (*oldVersion == version)
        return QStringLiteral("%1: update expression at %2").arg(pname, version);
    return QStringLiteral("%1: %2 -> %3").arg(pname, *oldVersion, version);
}

QString literalVersion(const QString &expression)
{
    static const QRegularExpression re(
        QStringLiteral("(?:^|[\\s;{(])version\\s*=\\s*\"([^\"$]*)\"\\s*;"));
    return re.match(expression).captured(1);
}

QString missingNixpkgsParts(const QString &root)
{
    const QDir dir(root);
    QStringList missing;
    if (!QFileInfo(dir.filePath(QStringLiteral("default.nix"))).isFile())
        missing << QStringLiteral("default.nix");
    for (const char *sub : {"lib", "pkgs/top-level", "pkgs/by-name"}) {
        if (!QFileInfo(dir.filePath(QLatin1String(sub))).isDir())
            missing << QLatin1String(sub) + QLatin1Char('/');
    }
    return missing.join(QStringLiteral(", "));
}

std::optional<Error> checkNixpkgsCheckout(const QString &checkout)
{
    const Library library;
    auto opened = openCheckout(checkout);
    if (!opened)
        return opened.error();
    return std::nullopt;
}

/// The request's files (and its startedFrom) named as in the package's directory: the
/// package file is default.nix under python-modules.
NixpkgsExportRequest placedRequest(NixpkgsExportRequest request)
{
    const QString name = packageFileName(request.placement);
    const auto rename = [&name](QMap<QString, QByteArray> &files) {
        if (name != u"package.nix" && files.contains(QStringLiteral("package.nix")))
            files.insert(name, files.take(QStringLiteral("package.nix")));
    };
    rename(request.files);
    if (request.startedFrom)
        rename(*request.startedFrom);
    return request;
}

const QString pythonPackagesFile = QStringLiteral("pkgs/top-level/python-packages.nix");

Result<NixpkgsExportResult> exportToNixpkgs(const NixpkgsExportRequest &unplaced)
{
    const Library library;
    const NixpkgsExportRequest request = placedRequest(unplaced);
    const QString mainFile = packageFileName(request.placement);
    const QString directory = packageDirectory(request.pname, request.placement);
    if (directory.isEmpty())
        return Error{NixpkgsExportTexts::tr("\"%1\" cannot be a pkgs/by-name package name: use "
                                            "letters, digits, \"-\" and \"_\" only.")
                         .arg(request.pname),
            {}};
    if (request.version.isEmpty())
        return Error{
            NixpkgsExportTexts::tr("The package %1 has no version to export.").arg(request.pname),
            {}};
    if (!request.files.contains(mainFile))
        return Error{
            NixpkgsExportTexts::tr("The export of %1 has no package.nix.").arg(request.pname), {}};
    for (auto it = request.files.cbegin(); it != request.files.cend(); ++it) {
        if (!safeRelativePath(it.key()))
            return Error{NixpkgsExportTexts::tr("Cannot export the file \"%1\": its path leaves "
                                                "the package directory.")
                             .arg(it.key()),
                {}};
    }

    auto opened = openCheckout(request.checkout);
    if (!opened)
        return opened.error();
    const Repository repository = std::move(opened).value();
    git_repository *repo = repository.get();
    const QDir root(QFile::decodeName(git_repository_workdir(repo)));

    if (git_repository_head_unborn(repo) == 1)
        return Error{
            NixpkgsExportTexts::tr("The checkout %1 has no commit yet.").arg(request.checkout), {}};
    const bool detached = git_repository_head_detached(repo) == 1;
    if (detached && request.branch.isEmpty())
        return Error{NixpkgsExportTexts::tr("The checkout %1 is not on a branch (detached HEAD): "
                                            "check out a branch or name a new one.")
                         .arg(request.checkout),
            {}};
    QByteArray branchRef;
    if (request.branch.isEmpty()) {
        git_reference *rawHead = nullptr;
        if (git_repository_head(&rawHead, repo) != 0)
            return libgit2::error(
                NixpkgsExportTexts::tr("Cannot read HEAD of %1.").arg(request.checkout));
        const Reference head(rawHead);
        branchRef = git_reference_name(head.get());
    } else {
        branchRef = "refs/heads/" + request.branch.toUtf8();
        int valid = 0;
        if (git_reference_name_is_valid(&valid, branchRef.constData()) != 0 || !valid)
            return Error{
                NixpkgsExportTexts::tr("\"%1\" is not a valid branch name.").arg(request.branch),
                {}};
        git_oid existing;
        if (git_reference_name_to_id(&existing, repo, branchRef.constData()) == 0)
            return Error{
                NixpkgsExportTexts::tr("The branch %1 exists already in %2: name a new one.")
                    .arg(request.branch, request.checkout),
                {}};
    }
    git_oid headId;
    if (git_reference_name_to_id(&headId, repo, "HEAD") != 0)
        return libgit2::error(
            NixpkgsExportTexts::tr("Cannot read HEAD of %1.").arg(request.checkout));
    git_commit *rawHeadCommit = nullptr;
    if (git_commit_lookup(&rawHeadCommit, repo, &headId) != 0)
        return libgit2::error(
            NixpkgsExportTexts::tr("Cannot read HEAD of %1.").arg(request.checkout));
    const Commit headCommit(rawHeadCommit);
    git_tree *rawHeadTree = nullptr;
    if (git_commit_tree(&rawHeadTree, headCommit.get()) != 0)
        return libgit2::error(
            NixpkgsExportTexts::tr("Cannot read HEAD of %1.").arg(request.checkout));
    const Tree headTree(rawHeadTree);

    auto changedInDirectory = changedPaths(repo, directory);
    if (!changedInDirectory)
        return changedInDirectory.error();
    QStringList changed = changedInDirectory.value();
    if (request.placement == PackagePlacement::PythonModules) {
        auto changedList = changedPaths(repo, pythonPackagesFile);
        if (!changedList)
            return changedList.error();
        changed << changedList.value();
    }
    if (!changed.isEmpty())
        return Error{NixpkgsExportTexts::tr("%1 has uncommitted changes in %2: commit or stash "
                                            "them first, so that nothing of yours is "
                                            "overwritten.")
                         .arg(request.checkout, directory),
            changed.mid(0, 10).join(QStringLiteral(", "))};

    // The package directory as HEAD has it: the old version and the files to remove.
    std::optional<QString> oldVersion;
    QStringList oldFiles;
    git_tree_entry *rawDirEntry = nullptr;
    if (git_tree_entry_bypath(&rawDirEntry, headTree.get(), directory.toUtf8().constData()) == 0) {
        const TreeEntry dirEntry(rawDirEntry);
        git_tree *rawDirTree = nullptr;
        if (git_tree_entry_type(dirEntry.get()) == GIT_OBJECT_TREE
            && git_tree_lookup(&rawDirTree, repo, git_tree_entry_id(dirEntry.get())) == 0) {
            const Tree dirTree(rawDirTree);
            oldFiles = blobPaths(repo, dirTree.get());
        }
        const auto oldPackage
            = blobAt(repo, headTree.get(), directory + QLatin1Char('/') + mainFile);
        if (oldPackage)
            oldVersion = literalVersion(QString::fromUtf8(*oldPackage));
        // Exactly the export's files already: "nothing to commit" below says it better.
        if (oldPackage && request.startedFrom && !request.force
            && !directoryHolds(repo, headTree.get(), directory, oldFiles, request.files)) {
            if (auto changedSince = notStartedFrom(repo, headTree.get(), directory, oldFiles,
                    *oldPackage, *request.startedFrom, mainFile))
                return *changedSince;
        }
    }

    // HEAD's tree with the package directory replaced: nothing else of the user's enters.
    std::vector<QByteArray> paths;
    std::vector<git_tree_update> updates;
    paths.reserve(size_t(request.files.size() + oldFiles.size()));
    for (auto it = request.files.cbegin(); it != request.files.cend(); ++it) {
        git_tree_update update{};
        update.action = GIT_TREE_UPDATE_UPSERT;
        if (git_blob_create_from_buffer(
                &update.id, repo, it.value().constData(), size_t(it.value().size()))
            != 0)
            return libgit2::error(
                NixpkgsExportTexts::tr("Cannot store %1 in the checkout.").arg(it.key()));
        update.filemode = GIT_FILEMODE_BLOB;
        paths.push_back((directory + QLatin1Char('/') + it.key()).toUtf8());
        updates.push_back(update);
    }
    QStringList removed;
    for (const QString &old : std::as_const(oldFiles)) {
        if (request.files.contains(old))
            continue;
        removed << old;
        git_tree_update update{};
        update.action = GIT_TREE_UPDATE_REMOVE;
        paths.push_back((directory + QLatin1Char('/') + old).toUtf8());
        updates.push_back(update);
    }
    // A new python-modules package needs its line in python-packages.nix.
    QByteArray pythonPackagesText;
    if (request.placement == PackagePlacement::PythonModules && !oldVersion) {
        const auto current = blobAt(repo, headTree.get(), pythonPackagesFile);
        if (!current)
            return Error{NixpkgsExportTexts::tr("%1 has no %2 to add the Python library to.")
                             .arg(request.checkout, pythonPackagesFile),
                {}};
        const auto added = withPythonPackagesEntry(QString::fromUtf8(*current), request.pname);
        if (!added)
            return Error{NixpkgsExportTexts::tr("%1 in %2 lists no python-modules package; the "
                                                "line for %3 has no place there.")
                             .arg(pythonPackagesFile, request.checkout, request.pname),
                {}};
        if (*added != QString::fromUtf8(*current)) {
            pythonPackagesText = added->toUtf8();
            git_tree_update update{};
            update.action = GIT_TREE_UPDATE_UPSERT;
            if (git_blob_create_from_buffer(&update.id, repo, pythonPackagesText.constData(),
                    size_t(pythonPackagesText.size()))
                != 0)
                return libgit2::error(NixpkgsExportTexts::tr("Cannot store %1 in the checkout.")
                                          .arg(pythonPackagesFile));
            update.filemode = GIT_FILEMODE_BLOB;
            paths.push_back(pythonPackagesFile.toUtf8());
            updates.push_back(update);
        }
    }
    for (size_t i = 0; i < updates.size(); ++i)
        updates[i].path = paths[i].constData();
    git_oid treeId;
    if (git_tree_create_updated(&treeId, repo, headTree.get(), updates.size(), updates.data()) != 0)
        return libgit2::error(NixpkgsExportTexts::tr("Cannot build the commit's tree."));
    if (git_oid_equal(&treeId, git_tree_id(headTree.get())))
        return Error{NixpkgsExportTexts::tr("%1 already holds exactly this package: nothing to "
                                            "commit.")
                         .arg(directory),
            {}};
    git_tree *rawTree = nullptr;
    if (git_tree_lookup(&rawTree, repo, &treeId) != 0)
        return libgit2::error(NixpkgsExportTexts::tr("Cannot build the commit's tree."));
    const Tree tree(rawTree);

    const Signature signature = signatureFor(repo);
    if (!signature)
        return libgit2::error(NixpkgsExportTexts::tr("Cannot make the commit's signature."));
    const QString subject = nixpkgsCommitMessage(
        packageAttributePath(request.pname, request.placement), request.version, oldVersion);
    QString fullMessage = subject + QLatin1Char('\n');
    if (!request.trailers.isEmpty())
        fullMessage
            += QLatin1Char('\n') + request.trailers.join(QLatin1Char('\n')) + QLatin1Char('\n');
    const QByteArray message = fullMessage.toUtf8();
    const git_commit *parents[] = {headCommit.get()};
    git_oid commitId;
    if (git_commit_create(&commitId, repo, nullptr, signature.get(), signature.get(), nullptr,
            message.constData(), tree.get(), 1, parents)
        != 0)
        return libgit2::error(
            NixpkgsExportTexts::tr("Cannot create the commit in %1.").arg(request.checkout));

    // A new branch starts at HEAD, so switching to it changes no file.
    if (!request.branch.isEmpty()) {
        git_reference *rawBranch = nullptr;
        const int created = git_reference_create(
            &rawBranch, repo, branchRef.constData(), &headId, 0, "packwright: export branch");
        const Reference branch(rawBranch);
        if (created != 0 || git_repository_set_head(repo, branchRef.constData()) != 0)
            return libgit2::error(
                NixpkgsExportTexts::tr("Cannot create the branch %1.").arg(request.branch));
    }

    // The work tree and the index follow the commit, for the package directory only.
    for (auto it = request.files.cbegin(); it != request.files.cend(); ++it) {
        const QString target = root.filePath(directory + QLatin1Char('/') + it.key());
        QSaveFile file(target);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !file.open(QIODevice::WriteOnly)
            || file.write(it.value()) != it.value().size() || !file.commit())
            return Error{
                NixpkgsExportTexts::tr("Cannot write %1; the branch was not moved.").arg(target),
                file.errorString()};
    }
    for (const QString &old : std::as_const(removed))
        QFile::remove(root.filePath(directory + QLatin1Char('/') + old));
    if (!pythonPackagesText.isEmpty()) {
        QSaveFile file(root.filePath(pythonPackagesFile));
        if (!file.open(QIODevice::WriteOnly)
            || file.write(pythonPackagesText) != pythonPackagesText.size() || !file.commit())
            return Error{NixpkgsExportTexts::tr("Cannot write %1; the branch was not moved.")
                             .arg(root.filePath(pythonPackagesFile)),
                file.errorString()};
    }

    git_reference *rawMoved = nullptr;
    const QByteArray log = "packwright: " + subject.toUtf8();
    if (git_reference_create_matching(
            &rawMoved, repo, branchRef.constData(), &commitId, 1, &headId, log.constData())
        != 0)
        return libgit2::error(
            NixpkgsExportTexts::tr("Cannot move the branch to the new commit (did it "
                                   "change meanwhile?)."));
    git_reference_free(rawMoved);

    git_index *rawIndex = nullptr;
    if (git_repository_index(&rawIndex, repo) != 0)
        return libgit2::error(NixpkgsExportTexts::tr("Cannot read the checkout's index."));
    const Index index(rawIndex);
    git_index_read(index.get(), 0);
    for (auto it = request.files.cbegin(); it != request.files.cend(); ++it) {
        if (git_index_add_bypath(
                index.get(), (directory + QLatin1Char('/') + it.key()).toUtf8().constData())
            != 0)
            return libgit2::error(NixpkgsExportTexts::tr("Cannot update the checkout's index."));
    }
    for (const QString &old : std::as_const(removed))
        git_index_remove_bypath(
            index.get(), (directory + QLatin1Char('/') + old).toUtf8().constData());
    if (!pythonPackagesText.isEmpty()
        && git_index_add_bypath(index.get(), pythonPackagesFile.toUtf8().constData()) != 0)
        return libgit2::error(NixpkgsExportTexts::tr("Cannot update the checkout's index."));
    if (git_index_write(index.get()) != 0)
        return libgit2::error(NixpkgsExportTexts::tr("Cannot update the checkout's index."));

    NixpkgsExportResult result;
    result.commit = oidString(&commitId);
    result.branch = QString::fromUtf8(branchRef.mid(int(qstrlen("refs/heads/"))));
    result.directory = directory;
    result.message = subject;
    result.fullMessage = fullMessage;
    if (!pythonPackagesText.isEmpty())
        result.otherFiles << pythonPackagesFile;
    result.update = oldVersion.has_value();
    qCDebug(lcWorkspace) << "exported" << request.pname << "as" << result.commit;
    return result;
}

} // namespace packwright::workspace
