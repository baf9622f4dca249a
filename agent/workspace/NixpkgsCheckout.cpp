// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/NixpkgsCheckout.h"

#include "workspace/NixpkgsExport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <algorithm>

namespace packwright::workspace {

using namespace packwright::libgit2;

bool safeRelativePath(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char('/')) || QDir::isAbsolutePath(path))
        return false;
    const QStringList parts = path.split(QLatin1Char('/'));
    for (const QString &part : parts) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..")
            || part.compare(QLatin1String(".git"), Qt::CaseInsensitive) == 0
            || part.contains(QLatin1Char('\\')) || part.contains(QChar(0)))
            return false;
    }
    return true;
}

QStringList blobPaths(git_repository *repo, const git_tree *tree, const QString &prefix)
{
    QStringList out;
    const size_t count = git_tree_entrycount(tree);
    for (size_t i = 0; i < count; ++i) {
        const git_tree_entry *entry = git_tree_entry_byindex(tree, i);
        const QString name = prefix + QString::fromUtf8(git_tree_entry_name(entry));
        if (git_tree_entry_type(entry) == GIT_OBJECT_TREE) {
            git_tree *raw = nullptr;
            if (git_tree_lookup(&raw, repo, git_tree_entry_id(entry)) == 0) {
                const Tree sub(raw);
                out << blobPaths(repo, sub.get(), name + QLatin1Char('/'));
            }
        } else {
            out << name;
        }
    }
    return out;
}

std::optional<QByteArray> blobAt(git_repository *repo, const git_tree *tree, const QString &path)
{
    git_tree_entry *rawEntry = nullptr;
    if (git_tree_entry_bypath(&rawEntry, tree, path.toUtf8().constData()) != 0)
        return std::nullopt;
    const TreeEntry entry(rawEntry);
    git_blob *rawBlob = nullptr;
    if (git_tree_entry_type(entry.get()) != GIT_OBJECT_BLOB
        || git_blob_lookup(&rawBlob, repo, git_tree_entry_id(entry.get())) != 0)
        return std::nullopt;
    const Blob blob(rawBlob);
    return QByteArray(static_cast<const char *>(git_blob_rawcontent(blob.get())),
        qsizetype(git_blob_rawsize(blob.get())));
}

Result<QStringList> changedPaths(git_repository *repo, const QString &directory)
{
    git_status_options options;
    git_status_options_init(&options, GIT_STATUS_OPTIONS_VERSION);
    options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR;
    options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS
        | GIT_STATUS_OPT_INCLUDE_IGNORED | GIT_STATUS_OPT_RECURSE_IGNORED_DIRS;
    // A directory's files, or one file (python-packages.nix).
    QByteArray spec = directory.toUtf8() + (directory.endsWith(QLatin1String(".nix")) ? "" : "/");
    char *specs[] = {spec.data()};
    options.pathspec = {specs, 1};
    git_status_list *raw = nullptr;
    if (git_status_list_new(&raw, repo, &options) != 0)
        return libgit2::error(
            NixpkgsExportTexts::tr("Cannot read the status of %1 in the checkout.").arg(directory));
    const StatusList list(raw);
    QStringList out;
    const size_t count = git_status_list_entrycount(list.get());
    for (size_t i = 0; i < count; ++i) {
        const git_status_entry *e = git_status_byindex(list.get(), i);
        if (e->status == GIT_STATUS_CURRENT)
            continue;
        const git_diff_delta *delta = e->index_to_workdir ? e->index_to_workdir : e->head_to_index;
        out << (delta && delta->new_file.path ? QString::fromUtf8(delta->new_file.path)
                                              : directory);
    }
    return out;
}

bool directoryHolds(git_repository *repo, const git_tree *headTree, const QString &directory,
    const QStringList &oldFiles, const QMap<QString, QByteArray> &files)
{
    if (oldFiles.size() != files.size())
        return false;
    return std::all_of(oldFiles.cbegin(), oldFiles.cend(), [&](const QString &old) {
        const auto bytes = blobAt(repo, headTree, directory + QLatin1Char('/') + old);
        return files.contains(old) && bytes && *bytes == files.value(old);
    });
}

std::optional<Error> notStartedFrom(git_repository *repo, const git_tree *headTree,
    const QString &directory, const QStringList &oldFiles, const QByteArray &oldPackage,
    const QMap<QString, QByteArray> &startedFrom, const QString &mainFile)
{
    if (startedFrom.value(mainFile) != oldPackage)
        return Error{NixpkgsExportTexts::tr("The checkout's package.nix (%1) is not the one this "
                                            "session started from: it changed since, or the "
                                            "session began elsewhere; run `packwright update` on "
                                            "the checkout's file, or export with --force.")
                         .arg(directory),
            {}};
    QStringList differing;
    for (const QString &old : oldFiles) {
        const auto bytes = blobAt(repo, headTree, directory + QLatin1Char('/') + old);
        if (!startedFrom.contains(old) || !bytes || startedFrom.value(old) != *bytes)
            differing << old;
    }
    for (auto it = startedFrom.cbegin(); it != startedFrom.cend(); ++it) {
        if (!oldFiles.contains(it.key()))
            differing << it.key();
    }
    if (differing.isEmpty())
        return std::nullopt;
    differing.sort();
    return Error{NixpkgsExportTexts::tr("The checkout's %1 holds files that differ from what this "
                                        "session started from (%2): the export would overwrite or "
                                        "delete them; run `packwright update` on the checkout's "
                                        "file, or export with --force.")
                     .arg(directory, differing.join(QStringLiteral(", "))),
        {}};
}

Signature signatureFor(git_repository *repo)
{
    git_signature *raw = nullptr;
    if (git_signature_default(&raw, repo) == 0)
        return Signature(raw);
    if (git_signature_now(&raw, "Packwright", "packwright@localhost") == 0)
        return Signature(raw);
    return {};
}

Result<Repository> openCheckout(const QString &checkout)
{
    git_repository *rawRepo = nullptr;
    if (git_repository_open_ext(&rawRepo, QFile::encodeName(checkout).constData(),
            GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr)
        != 0)
        return libgit2::error(
            NixpkgsExportTexts::tr("%1 is not a git repository: give a nixpkgs checkout.")
                .arg(checkout));
    Repository repository(rawRepo);
    const char *workdir = git_repository_workdir(repository.get());
    if (!workdir)
        return Error{NixpkgsExportTexts::tr("%1 is a bare git repository: give a nixpkgs checkout "
                                            "with a work tree.")
                         .arg(checkout),
            {}};
    const QString missing = missingNixpkgsParts(QFile::decodeName(workdir));
    if (!missing.isEmpty())
        return Error{NixpkgsExportTexts::tr("%1 does not look like a nixpkgs checkout (it lacks "
                                            "%2).")
                         .arg(checkout, missing),
            {}};
    return repository;
}

} // namespace packwright::workspace
