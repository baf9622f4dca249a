// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The evaluator of PackagingLoop's refinement (Vibenix §4.1.10, Figure 3): a model runs the
// built package in a fresh VM (run_in_vm, each script approved like a build), reads its
// outputs and reports the problems it found (report_evaluation) to the optimizer.

#include "llm/LlmClient.h"
#include "loop/Conversation.h"
#include "loop/LoopParts.h"
#include "loop/PackagingLoop.h"
#include "loop/PromptTemplates.h"
#include "loop/RefinementParts.h"
#include "tools/ExpressionBuffer.h"
#include "tools/FileLocator.h"
#include "tools/NixpkgsStyle.h"
#include "tools/PackageIndex.h"
#include "tools/Toolbox.h"
#include "tools/VmTool.h"
#include "workspace/SessionStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QThread>

namespace packwright::loop {

using refinement::outputRoots;
using refinement::RefineTexts;

namespace {

const QString reportTool = QStringLiteral("report_evaluation");
const QString runInVmTool = QStringLiteral("run_in_vm");

/// The problem kinds the evaluator may report (the list, Vibenix §6.3's findings).
const QStringList &problemCategories()
{
    static const QStringList categories{QStringLiteral("missing-binary"),
        QStringLiteral("wrong-main-program"), QStringLiteral("library-as-application"),
        QStringLiteral("missing-runtime-dependency"), QStringLiteral("failing-program"),
        QStringLiteral("missing-files"), QStringLiteral("other")};
    return categories;
}

llm::ToolSpec reportEvaluationSpec()
{
    const auto string = [](const QString &description) {
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
            {QStringLiteral("description"), description}};
    };
    QJsonObject category = string(QStringLiteral("The kind of problem."));
    category.insert(QStringLiteral("enum"), QJsonArray::fromStringList(problemCategories()));
    const QJsonObject problem{{QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"),
            QJsonObject{{QStringLiteral("category"), category},
                {QStringLiteral("description"),
                    string(QStringLiteral("What is wrong, concretely (program, file, "
                                          "attribute)."))},
                {QStringLiteral("evidence"),
                    string(QStringLiteral("The VM output or file that shows it."))}}},
        {QStringLiteral("required"),
            QJsonArray{QStringLiteral("category"), QStringLiteral("description"),
                QStringLiteral("evidence")}}};
    return {reportTool,
        QStringLiteral("Report the problems found, once, at the end. An empty list means the "
                       "package works and is packaged well."),
        QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"),
                QJsonObject{{QStringLiteral("problems"),
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("array")},
                        {QStringLiteral("items"), problem}}}}},
            {QStringLiteral("required"), QJsonArray{QStringLiteral("problems")}}}};
}

/// Each output with the files in it (at most `perOutput` each), for the evaluator's prompt.
QString describeOutputs(const QList<tools::ToolRoot> &roots, int perOutput = 40)
{
    QStringList lines;
    for (const tools::ToolRoot &root : roots) {
        lines << QStringLiteral("%1: %2").arg(root.name(), root.directory());
        QDirIterator it(root.directory(),
            QDir::Files | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
            QDirIterator::Subdirectories);
        QStringList files;
        int more = 0;
        while (it.hasNext()) {
            it.next();
            if (files.size() < perOutput)
                files << QStringLiteral("  %1").arg(
                    QDir(root.directory()).relativeFilePath(it.filePath()));
            else
                ++more;
        }
        files.sort();
        if (files.isEmpty())
            files << RefineTexts::tr("  (no files)");
        lines << files;
        if (more > 0)
            lines << (more == 1 ? RefineTexts::tr("  … and 1 more file")
                                : RefineTexts::tr("  … and %1 more files").arg(more));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

void PackagingLoop::writeVmConsole(const QByteArray &bytes)
{
    if (QThread::currentThread() != thread()) {
        QMetaObject::invokeMethod(
            this, [this, bytes] { writeVmConsole(bytes); }, Qt::QueuedConnection);
        return;
    }
    if (m_vm && m_vm->isRunning())
        m_vm->writeConsole(bytes);
}

QCoro::Task<std::variant<PackagingLoop::Evaluation, PackagingLoop::Stop>> PackagingLoop::evaluate(
    int round)
{
    const AttemptState built = m_stack.best();
    const int attempt = built.number;
    if (!m_vm && m_vmError.isEmpty()) {
        vm::VmBackendSettings settings = m_request.vm;
        settings.nixpkgs = m_request.nixpkgs;
        settings.buildOptions = m_request.buildOptions;
        stage(RefineTexts::tr("Choosing the VM for the refinement (%1)")
                  .arg(vm::vmChoiceName(settings.choice)));
        auto creating = vm::createVmBackend(settings);
        auto made = co_await creating;
        if (made) {
            vm::CreatedVmBackend created = std::move(made).value();
            m_vm = std::move(created.backend);
            stage(created.note.isEmpty()
                    ? RefineTexts::tr("VM: %1").arg(created.label)
                    : RefineTexts::tr("VM: %1. %2").arg(created.label, created.note));
            connect(m_vm.get(), &vm::VmBackend::consoleOutput, this, [this](const QByteArray &b) {
                LoopEvent e;
                e.kind = LoopEvent::Kind::VmOutput;
                e.attempt = m_lastBuilt;
                e.bytes = b;
                emitEvent(e);
            });
        } else {
            m_vmError = made.error().message;
            warnIf(made.error());
        }
    }

    const QList<tools::ToolRoot> outputs = outputRoots(built.outcome.outPaths);
    QList<tools::ToolRoot> roots = outputs;
    if (!m_sourceDir.isEmpty())
        roots << tools::ToolRoot(QStringLiteral("source"), m_sourceDir);
    tools::ExpressionBuffer buffer(built.expression);
    tools::Toolbox toolbox(
        &buffer, roots, m_index.get(), nullptr, m_request.limits.maxToolCallsPerStep);
    tools::VmTool vmTool(m_vm.get(), built.outcome.outPaths,
        tools::VmTool::PackageSource{m_request.nixpkgs, m_request.buildOptions});

    auto prompted = promptedRequest(QStringLiteral("refine-evaluator-system"),
        QStringLiteral("refine-evaluator-user"),
        {{QStringLiteral("pname"), m_pname}, {QStringLiteral("version"), m_version},
            {QStringLiteral("round"), QString::number(round)},
            {QStringLiteral("rounds"), QString::number(m_request.limits.refinementRounds)},
            {QStringLiteral("attempt"), QString::number(attempt)},
            {QStringLiteral("outputs"), describeOutputs(outputs)},
            {QStringLiteral("findings"),
                fitSlot(m_evidence.findings(), m_request.limits.slotBudgets.findings,
                    SlotCut::KeepHead)},
            {QStringLiteral("history"),
                m_refinement.isEmpty() ? RefineTexts::tr("(none)")
                                       : m_refinement.join(QLatin1Char('\n'))},
            {QStringLiteral("expression"), built.expression}});
    if (!prompted)
        co_return Stop{StopReason::SetupFailed, prompted.error().message};

    llm::ChatRequest request = std::move(prompted).value();
    request.tools = {vmTool.spec(), reportEvaluationSpec()};
    // Reading, not editing: the evaluator only looks.
    const QStringList looking{QStringLiteral("list_files"), QStringLiteral("read_file"),
        QStringLiteral("grep"), QStringLiteral("search_packages")};
    for (const llm::ToolSpec &spec : toolbox.specs())
        if (looking.contains(spec.name))
            request.tools << spec;
    request.stream = true;

    Evaluation evaluation;
    const ConversationObserver observer = stepObserver(attempt);
    const AsyncToolRunner runTool = [&, attempt](llm::ToolCall call) -> QCoro::Task<ToolReply> {
        if (call.name == runInVmTool) {
            if (m_refinementStopped)
                return replyNow({RefineTexts::tr("The maintainer stopped the refinement."), true});
            ++evaluation.vmRuns;
            return runInVm(attempt, std::move(call), &vmTool);
        }
        if (call.name == reportTool) {
            QStringList problems;
            const QJsonArray reported = call.arguments.value(QStringLiteral("problems")).toArray();
            for (const QJsonValue value : reported) {
                const QJsonObject p = value.toObject();
                const QString category = p.value(QStringLiteral("category")).toString();
                const QString description
                    = p.value(QStringLiteral("description")).toString().trimmed();
                if (!problemCategories().contains(category) || description.isEmpty())
                    return replyNow({RefineTexts::tr("Each problem needs a category (one of: %1) "
                                                     "and a description.")
                                         .arg(problemCategories().join(QStringLiteral(", "))),
                        true});
                const QString evidence
                    = firstLine(p.value(QStringLiteral("evidence")).toString(), 200);
                problems << (evidence.isEmpty()
                        ? QStringLiteral("[%1] %2").arg(category, description)
                        : QStringLiteral("[%1] %2 — %3").arg(category, description, evidence));
            }
            evaluation.problems = problems;
            evaluation.reported = true;
            return replyNow({problems.size() == 1
                    ? RefineTexts::tr("Recorded 1 problem.")
                    : RefineTexts::tr("Recorded %1 problems.").arg(problems.size()),
                false});
        }
        if (!looking.contains(call.name))
            return replyNow({RefineTexts::tr("%1 is not available to the evaluator: it runs "
                                             "scripts in the VM and reads files. Report "
                                             "problems with report_evaluation.")
                                 .arg(call.name),
                true});
        const tools::ToolOutcome out = toolbox.call(call);
        return replyNow({out.text, out.isError});
    };
    auto conversing
        = converse(*m_client, request, runTool, m_request.limits.maxModelTurnsPerStep, observer);
    auto result = co_await conversing;
    if (result.error) {
        using Kind = llm::LlmError::Kind;
        if (result.error->kind == Kind::Cancelled || m_cancelled)
            co_return Stop{StopReason::Cancelled, RefineTexts::tr("Cancelled.")};
        co_return Stop{result.error->kind == Kind::BudgetExceeded ? StopReason::Budget
                                                                  : StopReason::ModelFailed,
            RefineTexts::tr("the evaluator's model call failed: %1").arg(result.error->message)};
    }
    if (m_cancelled)
        co_return Stop{StopReason::Cancelled, RefineTexts::tr("Cancelled.")};
    co_return evaluation;
}

QCoro::Task<ToolReply> PackagingLoop::runInVm(int attempt, llm::ToolCall call, tools::VmTool *tool)
{
    const QString script = call.arguments.value(QStringLiteral("script")).toString();
    // The gate shows what it approves: the whole script and what the VM will hold.
    QStringList packages = tool->packages();
    for (const auto &extra : call.arguments.value(QStringLiteral("packages")).toArray())
        packages << extra.toString();
    const ApprovalRequest request{0, GatedAction::RunInVm, attempt,
        RefineTexts::tr("Run a script in a VM with attempt %1's package: %2")
            .arg(attempt)
            .arg(firstLine(script)),
        std::nullopt,
        RefineTexts::tr("The script to run in the VM:\n%1\nThe packages in the VM: %2")
            .arg(script.trimmed(),
                packages.isEmpty() ? RefineTexts::tr("none")
                                   : packages.join(QStringLiteral(", ")))};
    auto asking = m_gate->ask(request);
    const auto decision = co_await asking;
    if (!decision)
        co_return ToolReply{RefineTexts::tr("Cancelled."), true};
    recordDecision(attempt, request, *decision, GatedAction::RunInVm);
    using Kind = ApprovalDecision::Kind;
    if (decision->kind == Kind::Stop) {
        m_refinementStopped = true;
        co_return ToolReply{RefineTexts::tr("The maintainer stopped the refinement."), true};
    }
    if (decision->kind != Kind::Approve && decision->kind != Kind::ApproveWithEdit)
        co_return ToolReply{decision->reason.isEmpty()
                ? RefineTexts::tr("The maintainer did not allow this run.")
                : RefineTexts::tr("The maintainer did not allow this run: %1")
                      .arg(decision->reason),
            true};
    if (!m_vm)
        co_return ToolReply{RefineTexts::tr("No VM is available: %1").arg(m_vmError), true};

    stage(RefineTexts::tr("Running in the VM: %1").arg(firstLine(script)));
    QByteArray console;
    const auto collecting = connect(m_vm.get(), &vm::VmBackend::consoleOutput, this,
        [&console](const QByteArray &bytes) { console += bytes; });
    auto running = tool->call(call);
    const tools::ToolOutcome out = co_await running;
    disconnect(collecting);

    workspace::VmRunRecord record;
    record.sequence = ++m_vmSequence[attempt];
    record.requestedBy = QStringLiteral("model");
    record.script = script;
    record.storePaths = tool->lastStorePaths();
    record.backend = m_vm->name();
    record.output = out.text; // the error, when the VM could not run the script
    if (const auto &result = tool->lastResult()) {
        record.backend = result->backend;
        record.exitStatus = result->timedOut ? -1 : result->exitStatus;
        record.timedOut = result->timedOut;
        record.output = result->output;
        record.bootMs = result->bootMs;
        record.runMs = result->runMs;
    }
    warnIf(m_store->recordVmRun(attempt, record));
    static const QRegularExpression mainProgram(
        QStringLiteral("\\bmainProgram\\s*=\\s*\"([^\"$]+)\""));
    const QString program = mainProgram.match(m_attempts.value(attempt).expression).captured(1);
    if (record.passed() && tools::showsVersion(script, record.output, program, m_version))
        m_versionShownBy.insert(attempt, firstLine(script));
    warnIf(m_store->appendVmConsole(console));
    co_return ToolReply{out.text, out.isError};
}

} // namespace packwright::loop
