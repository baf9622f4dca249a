// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "loop/MetadataCheck.h"
#include "nix/BuildRequest.h"
#include "nix/LintFinding.h"
#include "workspace/NixpkgsExport.h"
#include "workspace/SessionRecord.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace packwright::loop {

/// A session that ended in a building package, read for the hand-off to nixpkgs.
struct FinishedSession
{
    workspace::SessionRecord record;
    int attempt = 0; ///< the successful attempt whose files are exported
    /// Its files from the session repository (package.nix and what sits beside it), the
    /// nixpkgs pin file (`nixpkgs.json`) left out.
    QMap<QString, QByteArray> files;
    /// The files of the session's first attempt (the expression it started from), the pin
    /// file left out; the export refuses a checkout whose package directory is not these.
    QMap<QString, QByteArray> startFiles;
    nix::NixpkgsSource nixpkgs; ///< the pinned nixpkgs the session built against
    QString nixpkgsRevision;    ///< its git revision, when the pin has one
    QString sourceLicense;      ///< the SPDX id the project analysis found (analysis.json)
};

/// std::nullopt when `sessionDirectory` holds a Packwright session (a `record.sqlite`); else
/// the error loadFinishedSession() gives for it. Cheap: only looks at the file.
std::optional<Error> checkSessionDirectory(const QString &sessionDirectory);

/// Reads the session in `sessionDirectory` (`record.sqlite`, `workspace/`, `analysis.json`).
/// Errors: no session there, a session that did not end in success ("succeeded" status and a
/// successful attempt that was not rolled back), an unreadable workspace.
Result<FinishedSession> loadFinishedSession(const QString &sessionDirectory);

/// What the metadata check found and what it learnt on the way.
struct MetadataReport
{
    QList<MetadataFinding> findings;
    QString pname;         ///< as Nix evaluates it (the record's when the package has none)
    QString version;       ///< as Nix evaluates it (the record's when the package has none)
    QString outPath;       ///< the built output
    QStringList programs;  ///< the file names in its `bin/`
    QString system;        ///< the system Nix builds for here, e.g. "x86_64-linux"
    QString sourceLicense; ///< the SPDX id compared with meta.license; empty: unknown
};

/// Evaluates the package's meta with the session's nixpkgs (nix::evaluatePackageMeta),
/// builds or finds its output (nix::realisePackage) and lists `$out/bin`, finds the source's
/// license (the session's analysis, else the license file of the package's `src`, unpacked)
/// and runs checkMetadata(). Blocking (Nix processes); call it from a worker thread.
/// Errors: the package does not evaluate or build any more.
Result<MetadataReport> checkSessionMetadata(
    const FinishedSession &session, const nix::BuildOptions &options);

/// One hand-off: which session into which checkout.
struct HandOffRequest
{
    QString sessionDirectory;
    QString checkout; ///< the nixpkgs checkout
    QString branch;   ///< empty: the checked-out branch; else a new branch (see exportToNixpkgs)
    /// Export despite metadata errors or CI-level lint findings, over a package directory
    /// the session did not start from, and beside an attribute nixpkgs has outside
    /// pkgs/by-name.
    bool force = false;
    /// The maintainer confirms having reviewed the package and the description (nixpkgs'
    /// automation/AI policy): the description's automation/AI-policy box is ticked.
    bool reviewed = false;
    nix::BuildOptions buildOptions;
};

/// What the hand-off did.
struct HandOffResult
{
    MetadataReport metadata;
    /// What `packwright lint` finds in the package file at its place in nixpkgs (issue 17
    /// item 4), with the programs of the built output.
    QList<nix::LintFinding> lint;
    /// Metadata errors or CI-level lint findings, and no `force`: nothing was committed,
    /// there is no description.
    bool blocked = false;
    /// Blocked by lint alone (the metadata check found no errors).
    bool blockedByLint = false;
    std::optional<workspace::NixpkgsExportResult> commit;
    QString description; ///< the pull-request description (pullRequestDescription())
};

/// The hand-off to nixpkgs (issues 9, 17): loadFinishedSession(),
/// workspace::checkNixpkgsCheckout(), checkSessionMetadata(), nix::lint() of the package file
/// at its nixpkgs path (blocked by metadata errors, or by a finding that fails nixpkgs CI —
/// nixfmt's layout, nixpkgs-vet's NPV rules, a fake hash; for an update, nixpkgs-vet's
/// strictDeps and __structuredAttrs ratchets only when the checkout's file passed them —,
/// unless `force`), then unless
/// blocked: the
/// placement (a Python library, workspace::isPythonLibraryExpression(), in python-modules
/// with its python-packages.nix line; everything else in pkgs/by-name), for a new
/// pkgs/by-name directory a check that the checkout's nixpkgs has no such attribute yet
/// (nix::nixpkgsAttributeFile; refused unless `force`), workspace::exportToNixpkgs() under the
/// evaluated pname and version with the session's first attempt as `startedFrom` and the
/// Assisted-by trailer (assistedByTrailer()), and the pull-request description.
/// Blocking. Errors: those of the steps, in order; nothing is committed on any error.
Result<HandOffResult> handOff(const HandOffRequest &request);

} // namespace packwright::loop
