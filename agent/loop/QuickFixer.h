// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Extraction.h"
#include "evidence/FailureSignal.h"
#include "loop/LoopTypes.h"
#include "nix/BuildOutcome.h"

#include <QList>
#include <QString>

#include <optional>

namespace packwright::tools {
class PackageIndex;
class FileLocator;
} // namespace packwright::tools

namespace packwright::loop {

/// One deterministic fix for one failure signal, like an IDE quick fix.
struct QuickFix
{
    evidence::FailureSignal signal; ///< the signal it came from
    /// One sentence for the timeline, e.g. "Add zlib to buildInputs: pkg-config module zlib
    /// not found (pkg-config: zlib.pc in zlib)". The same fix always gets the same summary,
    /// so that the loop can recognise it in the do-not-repeat history.
    QString summary;
    std::optional<ProposedEdit> edit; ///< deterministic; none for advice only
    QString advice; ///< advice only: the explanation and a concrete snippet to apply by hand

    bool isAdvice() const { return !edit.has_value(); }
};

/// The first capture of the first of `patterns` (multi-line regular expressions) that
/// matches `text`; empty when none does.
QString firstCapture(const QString &text, const QStringList &patterns);

/// What a failure signal says is missing, and its name in the log.
struct MissingInput
{
    enum class Kind
    {
        PkgConfigModule,    ///< "zlib" (zlib.pc)
        Header,             ///< "zlib.h", "openssl/ssl.h"
        Library,            ///< "z" (-lz)
        CMakePackage,       ///< "ZLIB" (find_package)
        Command,            ///< "cmake"
        PythonModule,       ///< "hatchling" (import name, top level)
        PythonDistribution, ///< "packaging" (a requirement name)
    };
    Kind kind = Kind::Command;
    QString name;
    /// Python only: when the module is needed, from the phase that missed it.
    enum class Role
    {
        Runtime, ///< the import check, the runtime dependency check: dependencies
        Build,   ///< the build backend, setup.py: build-system
        Check,   ///< the tests: nativeCheckInputs
    };
    Role role = Role::Runtime;
    bool buildBackend = false; ///< a PEP 517 build backend (build-system)
};

/// The quick fixer (DESIGN.md: "QuickFixer (deterministic: hashes, known missing inputs)";
/// issue 9): from failure signals ranked with high confidence it proposes edits of
/// package.nix without a model, or advice where an automatic edit would have to guess:
/// - an invalid hash literal → `lib.fakeHash`, which HashFixer then fills (TOFU);
/// - a missing pkg-config module, header, library, CMake package or command → the providing
///   package (a table of well-known providers, then nix-locate when installed, then the
///   package index), added to buildInputs (libraries) or nativeBuildInputs (tools) and to
///   the function's arguments;
/// - a missing Python module or requirement → the python3Packages package, added to
///   dependencies (propagatedBuildInputs when the file uses that) or, for a build backend
///   or a module the build imports, to build-system (nativeBuildInputs when the file uses
///   that), for a module the tests import to nativeCheckInputs;
/// - a plain Makefile's `make install` writing into an FHS prefix → `makeFlags` pointing the
///   Makefile's own directory variables at `$out` (and a hard-coded `CC` at the stdenv's
///   compiler); a Makefile without an `install` target → an `installPhase` installing what
///   its default goal builds (issue 17 item 3; needs the source root);
/// - network access during the build, shebangs and FHS paths → advice only.
/// Signals below minConfidence, cascades, and inputs whose provider is unknown or already
/// listed give nothing. Immutable; the index and locator are borrowed (may be null).
class QuickFixer
{
public:
    /// Signals ranked below this are not acted on (the ranking score of FailureSignal).
    static constexpr double minConfidence = 0.8;

    /// `sourceRoot`: the unpacked source, where the Makefile fixes read the project's
    /// top-level Makefile; empty for none (those fixes are then not proposed).
    QuickFixer(const tools::PackageIndex *index, const tools::FileLocator *locator,
        const QString &sourceRoot = {});

    /// The fixes for one failed build of `expression`, in the order of the signals (the
    /// likely cause first); one per signal at most, duplicates dropped. Empty for a build
    /// that succeeded.
    QList<QuickFix> propose(const QString &expression, const nix::BuildOutcome &outcome,
        const evidence::Extraction &extraction) const;

    /// What the signal says is missing, read from its diagnostic text; nullopt for other
    /// signals.
    static std::optional<MissingInput> missingInput(const evidence::FailureSignal &signal);

    /// The nixpkgs attribute providing `input` ("zlib", "python3Packages.hatchling"), or
    /// empty when none is known. `how` receives how it was found, e.g. "zlib.pc in zlib".
    QString provider(const MissingInput &input, QString *how = nullptr) const;

private:
    std::optional<QuickFix> invalidHash(const QString &expression, const nix::BuildOutcome &outcome,
        const evidence::FailureSignal *signal) const;
    std::optional<QuickFix> addInput(const QString &expression,
        const evidence::FailureSignal &signal, const MissingInput &input) const;
    /// The Makefile fix for an install that failed (see makeInstallFailure()), or nullopt.
    std::optional<QuickFix> makefileFix(
        const QString &expression, const evidence::FailureSignal &signal) const;
    /// Whether `attribute` exists in the index (true when there is no index to ask).
    bool exists(const QString &attribute) const;

    const tools::PackageIndex *m_index = nullptr;
    const tools::FileLocator *m_locator = nullptr;
    QString m_sourceRoot;
};

/// Advice for a signal an automatic edit should not touch (network access during the
/// build, shebangs and FHS paths): the explanation with a concrete snippet; empty for
/// other signals.
QString quickFixAdvice(const evidence::FailureSignal &signal);

} // namespace packwright::loop
