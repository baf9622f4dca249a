// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/LlmTypes.h"
#include "nix/BuildRequest.h"
#include "tools/Toolbox.h"
#include "vm/VmRun.h"

#include <QCoroTask>
#include <QStringList>

#include <chrono>
#include <optional>

namespace packwright::vm {
class VmBackend;
}

namespace packwright::tools {

/// The run_in_vm tool of the refinement's evaluator (Vibenix §4.1.10): the model writes a
/// shell script, Packwright runs it in a fresh VM holding the built package and answers with
/// the exit status and output (bounded). Asynchronous, unlike Toolbox::call, so the loop calls
/// it itself when the model asks for "run_in_vm".
class VmTool
{
public:
    static constexpr int maxTimeoutSeconds = 600;
    static constexpr int defaultTimeoutSeconds = 60;
    static constexpr int maxExtraPackages = 10;

    /// The session's nixpkgs, for packages the model asks for by attribute path.
    struct PackageSource
    {
        nix::NixpkgsSource nixpkgs;
        nix::BuildOptions options;
    };

    /// `packages`: the store paths put into every VM (the package under refinement, first).
    /// With `source`, the model may add packages ("packages": attribute paths or store paths,
    /// resolved by vm::resolvePackages); without, the argument is not offered.
    VmTool(vm::VmBackend *backend, QStringList packages,
        std::optional<PackageSource> source = std::nullopt);

    /// {"script": string (required), "timeout_seconds": integer 1–600 (default 60),
    ///  "packages": [string] (only with a PackageSource)}.
    llm::ToolSpec spec() const;

    /// Runs the call. A script that fails or runs out of time is a normal answer (status,
    /// output); malformed arguments or a VM that cannot start give isError with a message.
    QCoro::Task<ToolOutcome> call(llm::ToolCall call);

    /// The store paths put into every VM (the package under refinement, first).
    const QStringList &packages() const { return m_packages; }
    /// The store paths of the last call's VM (empty when it did not get that far) and what the
    /// run gave (none when the VM could not run the script), for the session record.
    const QStringList &lastStorePaths() const { return m_lastStorePaths; }
    const std::optional<vm::VmRunResult> &lastResult() const { return m_lastResult; }

private:
    vm::VmBackend *m_backend;
    QStringList m_packages;
    std::optional<PackageSource> m_source;
    QStringList m_lastStorePaths;
    std::optional<vm::VmRunResult> m_lastResult;
};

} // namespace packwright::tools
