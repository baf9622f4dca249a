// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The small pieces every libgit2 user in agent/ needs: owning handles, the library's
// init/shutdown pairing, and its last error as text. Internal to the agent library.

#include "core/Result.h"

#include <git2.h>

#include <QString>

#include <memory>

namespace packwright::libgit2 {

template<typename T, void (*Free)(T *)>
struct Deleter
{
    void operator()(T *p) const { Free(p); }
};
/// An owning libgit2 handle, freed with its own `git_*_free`.
template<typename T, void (*Free)(T *)>
using Handle = std::unique_ptr<T, Deleter<T, Free>>;

using Repository = Handle<git_repository, git_repository_free>;
using Object = Handle<git_object, git_object_free>;
using Commit = Handle<git_commit, git_commit_free>;
using Tree = Handle<git_tree, git_tree_free>;
using TreeEntry = Handle<git_tree_entry, git_tree_entry_free>;
using Index = Handle<git_index, git_index_free>;
using Reference = Handle<git_reference, git_reference_free>;
using ReferenceIterator = Handle<git_reference_iterator, git_reference_iterator_free>;
using Signature = Handle<git_signature, git_signature_free>;
using StatusList = Handle<git_status_list, git_status_list_free>;
using Diff = Handle<git_diff, git_diff_free>;
using Blob = Handle<git_blob, git_blob_free>;

/// libgit2 wants init/shutdown around use; this keeps them paired.
struct Library
{
    Library() { git_libgit2_init(); }
    ~Library() { git_libgit2_shutdown(); }
    Library(const Library &) = delete;
    Library &operator=(const Library &) = delete;
};

/// libgit2's message for the last failed call on this thread; empty when none.
inline QString lastError()
{
    const git_error *e = git_error_last();
    return e && e->message ? QString::fromUtf8(e->message) : QString();
}

/// `message` for the user, libgit2's own words as the detail.
inline Error error(const QString &message)
{
    return Error{message, lastError()};
}

/// The 40-hex form of an object id.
inline QString oidString(const git_oid *oid)
{
    char buffer[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(buffer, sizeof buffer, oid);
    return QString::fromLatin1(buffer);
}

} // namespace packwright::libgit2
