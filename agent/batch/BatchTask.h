// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace packwright::batch {

/// What a batch task asks for (Vibenix §5.1: NixBench's generation tasks are `init`,
/// NixBench-Repair's maintenance tasks `repair` and `update`).
enum class TaskKind
{
    Init,   ///< package `source` from a template
    Repair, ///< make the broken package.nix `from` build
    Update, ///< update `from` to `target_version` (or the newest tag), then repair it
};

/// "init", "repair", "update".
QString taskKindName(TaskKind kind);
/// Inverse of taskKindName(); std::nullopt for an unknown name.
std::optional<TaskKind> taskKindFromName(const QString &name);

/// One line of a task file, its paths made absolute.
///
/// The task file (`packwright batch TASKS.jsonl`) holds one JSON object per line, close to
/// NixBench's tasks:
///
/// | key | | meaning |
/// |---|---|---|
/// | `id` | required | unique in the file; letters, digits, `.`, `_`, `-` (it names the task's
/// directory) | | `kind` | required | `init`, `repair` or `update` | | `source` | required without
/// `from` | a URL, a tarball, or a local git repository (with `rev`: a tag, branch or commit) | |
/// `rev` | optional | the git revision of `source` | | `pname`, `version` | optional | override
/// what the source suggests | | `nixpkgs` | optional | a nixpkgs checkout or a flake reference
/// (default: `--nixpkgs`) | | `from` | `repair`, `update` | the package.nix to start from | |
/// `reference` | optional | a maintainer's package.nix to compare the result with | |
/// `target_version` | optional, `update` | the version to update to |
///
/// Relative paths resolve against the task file's directory. Empty lines and lines starting
/// with `#` are skipped; unknown keys are ignored.
struct BatchTask
{
    int line = 0; ///< 1-based line in the task file
    QString id;
    TaskKind kind = TaskKind::Init;
    QString source;        ///< URL (kept), or an absolute path; empty when `from` stands alone
    QString rev;           ///< git revision of a local repository `source`
    QString pname;         ///< empty: from the source
    QString version;       ///< empty: from the source
    QString nixpkgs;       ///< absolute path, flake reference, or empty for the batch's default
    QString from;          ///< absolute path of the starting package.nix; empty for `init`
    QString reference;     ///< absolute path of a maintainer's package.nix, or empty
    QString targetVersion; ///< `update` only; empty: the newest tag

    friend bool operator==(const BatchTask &, const BatchTask &) = default;
};

/// A line of a task file that was skipped, and why (one sentence).
struct TaskLineError
{
    int line = 0; ///< 1-based
    QString message;
};

/// What a task file holds: its good tasks in file order and its bad lines.
struct TaskFile
{
    QList<BatchTask> tasks;
    QList<TaskLineError> errors;
};

/// Parses a task file's text (UTF-8, one JSON object per line; a last line without a newline
/// counts). Relative paths resolve against `baseDir`. A bad line — malformed JSON, not an
/// object, a missing or non-string `id`, an id that is not a safe directory name, an unknown
/// `kind`, neither `source` nor `from`, a repair or update without `from`, a non-string
/// value, an id seen on an earlier line — goes to `errors` with its line number, and the
/// parse goes on with the next line.
TaskFile parseTasks(const QByteArray &text, const QString &baseDir);

} // namespace packwright::batch
