// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "tools/ToolRoot.h"

#include <QString>

namespace packwright::tools {

/// The file-centric tools of Vibenix §4.1.7 (4.: list directory contents, read file contents,
/// pattern-based search) and EvidenT §4.3.1 "Structure Localization" (a pruned directory
/// inventory), confined to a ToolRoot. Every output is bounded; when a limit is hit the output
/// ends with a line saying "… truncated" and which limit. Paths are relative to the root.
/// Errors are for the model: a path outside the root, missing, of the wrong kind, binary.

/// Size limit of readFile() (bytes of the file read).
inline constexpr qint64 readFileMaxBytes = qint64(64) * 1024;
/// Files larger than this are skipped by grep().
inline constexpr qint64 grepMaxFileBytes = qint64(2) * 1024 * 1024;

/// The tree under `path` (a directory), `maxDepth` levels deep (1: its entries only), sorted,
/// directories with a trailing "/", indented two spaces per level; `.git` is skipped and
/// symlinks are listed but not followed. At most `maxEntries` lines.
Result<QString> listFiles(
    const ToolRoot &root, const QString &path, int maxDepth = 2, int maxEntries = 200);

/// Lines firstLine.. of the text file `path`, numbered "%5d| text", at most `maxLines` lines
/// and 64 KiB of the file. Errors: a directory, or a binary file (a NUL byte or invalid UTF-8
/// in its first 8 KiB).
Result<QString> readFile(
    const ToolRoot &root, const QString &path, int firstLine = 1, int maxLines = 400);

/// Lines matching the QRegularExpression `regex` in the text files under `path` (a file or a
/// directory; empty: the root), as "file:line: text" (file relative to the root, text cut at
/// 200 characters), files in sorted order, `.git`, binary files and files over 2 MiB skipped.
/// At most `maxMatches` lines. Errors: an invalid regex (with the position), a bad path.
Result<QString> grep(
    const ToolRoot &root, const QString &regex, const QString &path = {}, int maxMatches = 100);

/// True when `head` (the start of a file) looks binary: a NUL byte, or not valid UTF-8
/// (a multi-byte sequence cut at the end of `head` is allowed).
bool looksBinary(const QByteArray &head);

} // namespace packwright::tools
