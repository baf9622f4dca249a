// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <chrono>

namespace packwright::tools {

/// Which nixpkgs packages provide a file (Vibenix §4.1.7 "Find Nix Package Output", through
/// nix-locate of nix-index): `nix-locate --top-level --minimal --whole-name NAME`. Needs
/// nix-locate and its database (built by `nix-index`); available() says whether the program
/// is there. Immutable; locate() blocks (about a second) and may run on any thread.
class FileLocator
{
public:
    /// `program`: the nix-locate to run; empty: `nix-locate` from PATH.
    explicit FileLocator(const QString &program = {});

    bool available() const { return !m_program.isEmpty(); }
    /// Why available() is false, one sentence for the user; empty when available.
    QString unavailableReason() const;

    /// Attributes of the top-level packages that have a file or directory named `fileName`
    /// (only its last path component is matched), sorted, at most `limit`. Errors: not
    /// available, an empty name, nix-locate failing (no database yet: run nix-index) or
    /// taking longer than `timeout`.
    Result<QStringList> locate(const QString &fileName, int limit = 20,
        std::chrono::milliseconds timeout = std::chrono::seconds(60)) const;

    /// The package attributes in `--minimal` output (one "attr.output" a line, e.g.
    /// "zlib.dev"): the output name of the usual outputs is dropped, duplicates removed,
    /// sorted.
    static QStringList parseMinimalOutput(const QByteArray &output);

private:
    QString m_program;
    QString m_requested;
};

} // namespace packwright::tools
