// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "nix/BuildRequest.h"
#include "tools/NixpkgsListing.h"
#include "tools/PackageEntry.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace packwright::tools {

/// Search over the packages of a nixpkgs (Vibenix §4.1.7 "Package Search": given a query,
/// the relevant packages of the whole set), for the search_packages tool. An SQLite file with
/// an FTS5 index over attribute names (split at `.`, `-`, camelCase and a `lib` prefix) and
/// descriptions, ranked by BM25; millisecond answers over 120,000 attributes
/// (tests/bench/bench_package_index).
///
/// Immutable once built; copies share the index. The SQLite connection belongs to the thread
/// that built or opened the index; search() and find() from another thread open the file
/// for that call (about a millisecond more), so any thread may use it.
class PackageIndex
{
public:
    /// An empty index: size() 0, every search empty.
    PackageIndex();

    /// Builds the index of the nixpkgs at `nixpkgsPath` into `indexFile`, or reuses that file
    /// when it was built for the same nixpkgs contents (nixpkgsCacheKey(): the path and the
    /// git HEAD of a checkout, else the *.nix files' sizes and times). Packages come from
    /// listNixpkgs() (nix-env with `options`' Nix arguments) for the top level and
    /// `nestedSets`. The file is written beside `indexFile` and renamed over it, so a failed
    /// build leaves an older index intact. Blocking (seconds to a minute for a full nixpkgs);
    /// call from a worker thread. Errors: nix-env fails, the file cannot be written.
    static Result<PackageIndex> build(const QString &nixpkgsPath, const QString &indexFile,
        const nix::BuildOptions &options,
        const QStringList &nestedSets = defaultNestedPackageSets());

    /// Writes an index of `entries` to `indexFile` (replacing it); later entries with an
    /// attribute already seen are dropped. For tests and the benchmark.
    static Result<PackageIndex> fromEntries(
        const QList<PackageEntry> &entries, const QString &indexFile);

    /// Opens an index file written before. Errors: missing, not an index of this version.
    static Result<PackageIndex> open(const QString &indexFile);

    /// The `limit` best packages for `query` (words, an attribute or a pname), best first:
    /// an attribute equal to the query (case-insensitive), then attributes whose last
    /// component or pname equals it, then those whose last component without a "lib" prefix
    /// does ("yaml" → libyaml; top level and shorter first), then BM25 over names
    /// (weight 10) and descriptions (weight 1) for the query's words that are not common
    /// (in over 1% of the packages, e.g. "library", "python3packages"), words of 4 or more
    /// letters also matching as a prefix. When every word is common, packages having all of
    /// them follow unranked. Empty when nothing matches. Never fails on any input.
    QList<PackageEntry> search(const QString &query, int limit = 20) const;

    /// The package with exactly this attribute path.
    std::optional<PackageEntry> find(const QString &attribute) const;

    /// Number of packages.
    int size() const;
    QString indexFile() const;
    /// True when build() reused an existing index file instead of running nix-env.
    bool reused() const;

    /// The words indexed for an attribute path besides the path itself, e.g.
    /// "python3Packages.flit-core" → "python3 packages flitcore", "libyaml" → "yaml".
    static QString nameWords(const QString &attribute);

private:
    static Result<PackageIndex> write(
        const QList<PackageEntry> &entries, const QString &indexFile, const QString &key);
    struct Index;
    std::shared_ptr<const Index> m_index;
};

} // namespace packwright::tools
