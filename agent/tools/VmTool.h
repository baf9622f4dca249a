#pragma once

#include "llm/LlmTypes.h"
#include "tools/Toolbox.h"

#include <QCoroTask>
#include <QStringList>

#include <chrono>

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

    /// `packages`: the store paths put into every VM (the package under refinement, first);
    /// the model cannot add others (it names what it needs in its report instead).
    VmTool(vm::VmBackend *backend, QStringList packages);

    /// {"script": string (required), "timeout_seconds": integer 1–600 (default 60)}.
    static llm::ToolSpec spec();

    /// Runs the call. A script that fails or runs out of time is a normal answer (status,
    /// output); malformed arguments or a VM that cannot start give isError with a message.
    QCoro::Task<ToolOutcome> call(llm::ToolCall call);

private:
    vm::VmBackend *m_backend;
    QStringList m_packages;
};

} // namespace packwright::tools
