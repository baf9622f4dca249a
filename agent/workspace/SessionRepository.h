// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

struct git_repository;

namespace packwright::workspace {

/// One attempt's commit in the session repository.
struct AttemptCommit
{
    int attempt = 0;
    QString commit;       ///< 40 hex digits
    QString parent;       ///< the first parent's id; empty for the first commit
    QString message;      ///< the commit message, without its final newline
    bool onBranch = true; ///< false: abandoned by a rollback (reachable only through its ref)
};

/// The session's git repository (issue 6, "Session workspace"): a work tree holding
/// `package.nix` and the files that pin nixpkgs, one commit per attempt on branch "main",
/// and a ref `refs/attempts/<n>` per attempt so that rolling back never deletes (Vibenix §4.1:
/// the solution stack keeps the best attempt and returns to it).
/// Movable, not copyable; owns the libgit2 repository. Use from one thread at a time.
/// Errors are values whose `detail` carries libgit2's message.
class SessionRepository
{
public:
    /// Creates `dir` (must be empty or absent) as a git repository with branch "main"
    /// and no commits yet. Errors: `dir` not empty, not creatable, libgit2 failures.
    static Result<SessionRepository> create(const QString &dir);
    /// Opens a session repository made by create(), e.g. in a later process.
    /// Errors: not a git repository, or one without a work tree.
    static Result<SessionRepository> open(const QString &dir);

    SessionRepository(SessionRepository &&) noexcept;
    SessionRepository &operator=(SessionRepository &&) noexcept;
    SessionRepository(const SessionRepository &) = delete;
    SessionRepository &operator=(const SessionRepository &) = delete;
    ~SessionRepository();

    /// The work tree's directory, absolute, without a trailing slash.
    QString directory() const;

    /// Writes `files` (path relative to the work tree → bytes) into the work tree, stages
    /// exactly them, commits on "main" with `message` (author and committer
    /// "Packwright <packwright@localhost>") and sets ref `refs/attempts/<attempt>` to the
    /// commit. Files committed earlier and absent from `files` stay as they were.
    /// Returns the commit id (40 hex). Errors: `attempt` < 1 or already committed, a path that
    /// is empty, absolute, has a "." / ".." component or enters ".git", an unwritable file.
    Result<QString> commitAttempt(
        int attempt, const QString &message, const QMap<QString, QByteArray> &files);

    /// The file's bytes at the attempt's commit. Errors: unknown attempt or path.
    Result<QByteArray> readFile(int attempt, const QString &path) const;

    /// The paths of the files in the attempt's commit (relative, "/"-separated, sorted).
    /// Errors: unknown attempt.
    Result<QStringList> files(int attempt) const;

    /// Unified diff (3 lines of context, as `git diff`) of the files between two attempts'
    /// commits; attempt 0 is the empty tree. Errors: unknown attempt.
    Result<QString> diff(int fromAttempt, int toAttempt) const;

    /// Moves "main" to attempt `attempt`'s commit and checks its files out into the work tree
    /// (files tracked later are removed; untracked files are left alone). Never deletes:
    /// every attempt keeps its ref; later attempts become abandoned (onBranch = false).
    /// The next commitAttempt() has this commit as parent. Errors: unknown attempt.
    std::optional<Error> rollBackTo(int attempt);

    /// All attempts with a ref, in attempt order.
    QList<AttemptCommit> attempts() const;

private:
    struct Handle;
    explicit SessionRepository(std::unique_ptr<Handle> handle);

    std::unique_ptr<Handle> m_handle;
};

} // namespace packwright::workspace
