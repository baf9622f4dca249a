// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QString>

namespace packwright::tools {

/// A directory the model's file tools may read inside (DESIGN.md "Rules that protect users";
/// Vibenix §4.1.7 file-centric tools over the source and nixpkgs). A path given by the model
/// is relative to the root; absolute paths, `..` escapes and symlinks whose target lies
/// outside are refused by comparing canonical paths. Immutable; copyable.
class ToolRoot
{
public:
    ToolRoot() = default;
    /// `name` is what the model calls the root ("source", "nixpkgs", "output"); `directory`
    /// must exist (else isValid() is false). The directory is canonicalised once here.
    ToolRoot(QString name, const QString &directory);

    QString name() const { return m_name; }
    /// The canonical absolute path of the root; empty when invalid.
    QString directory() const { return m_directory; }
    bool isValid() const { return !m_directory.isEmpty(); }

    /// The canonical absolute path of `relative` inside the root; "" or "." is the root
    /// itself. Errors: an absolute path, a path leaving the root (by `..` or a symlink), or
    /// a path that does not exist.
    Result<QString> resolve(const QString &relative) const;

    /// `absolute` (a canonical path inside the root) relative to the root; "." for the root.
    QString relativePath(const QString &absolute) const;

private:
    QString m_name;
    QString m_directory;
};

} // namespace packwright::tools
