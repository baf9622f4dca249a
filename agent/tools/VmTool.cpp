// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/VmTool.h"

#include "tools/ToolArguments.h"
#include "vm/VmBackend.h"
#include "vm/VmPackages.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace packwright::tools {

namespace {
struct VmToolTexts
{
    Q_DECLARE_TR_FUNCTIONS(VmToolTexts)
};

const QString runInVm = QStringLiteral("run_in_vm");
} // namespace

VmTool::VmTool(vm::VmBackend *backend, QStringList packages, std::optional<PackageSource> source)
    : m_backend(backend)
    , m_packages(std::move(packages))
    , m_source(std::move(source))
{}

llm::ToolSpec VmTool::spec() const
{
    QJsonObject timeout{{QStringLiteral("type"), QStringLiteral("integer")},
        {QStringLiteral("description"),
            VmToolTexts::tr("Time limit for the script in seconds (default %1).")
                .arg(defaultTimeoutSeconds)},
        {QStringLiteral("minimum"), 1}, {QStringLiteral("maximum"), maxTimeoutSeconds}};
    QJsonObject script{{QStringLiteral("type"), QStringLiteral("string")},
        {QStringLiteral("description"),
            VmToolTexts::tr("A POSIX sh script (busybox). The built package's bin/ is on PATH; "
                            "stdin is empty; stdout and stderr are returned together.")}};
    QJsonObject properties{
        {QStringLiteral("script"), script}, {QStringLiteral("timeout_seconds"), timeout}};
    if (m_source)
        properties.insert(QStringLiteral("packages"),
            QJsonObject{{QStringLiteral("type"), QStringLiteral("array")},
                {QStringLiteral("items"),
                    QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}},
                {QStringLiteral("maxItems"), maxExtraPackages},
                {QStringLiteral("description"),
                    VmToolTexts::tr("More packages to put into the VM, as nixpkgs attribute "
                                    "paths (e.g. python3, python3Packages.pytest); their "
                                    "programs go on PATH after the built package's.")}});
    return llm::ToolSpec{runInVm,
        VmToolTexts::tr("Run a shell script in a fresh, isolated virtual machine that contains "
                        "the built package (no network). Use it to check that the package "
                        "works: run its programs (e.g. --help, --version), list its files, "
                        "import its libraries. Returns the exit status and the output (at most "
                        "64 KiB)."),
        QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
            {QStringLiteral("properties"), properties},
            {QStringLiteral("required"), QJsonArray{QStringLiteral("script")}},
            {QStringLiteral("additionalProperties"), false}}};
}

QCoro::Task<ToolOutcome> VmTool::call(llm::ToolCall call)
{
    m_lastStorePaths.clear();
    m_lastResult.reset();
    if (call.name != runInVm)
        co_return ToolOutcome{
            VmToolTexts::tr("Unknown tool %1; this one is run_in_vm.").arg(call.name), true};
    if (!call.valid())
        co_return ToolOutcome{call.argumentsError, true};
    const Result<QString> script = stringArgument(call.arguments, QStringLiteral("script"));
    if (!script)
        co_return ToolOutcome{script.error().message, true};
    const Result<int> seconds = intArgument(call.arguments, QStringLiteral("timeout_seconds"),
        defaultTimeoutSeconds, 1, maxTimeoutSeconds);
    if (!seconds)
        co_return ToolOutcome{seconds.error().message, true};
    if (!m_backend)
        co_return ToolOutcome{VmToolTexts::tr("No VM is configured for this session."), true};

    QStringList storePaths = m_packages;
    const QJsonValue extra = call.arguments.value(QStringLiteral("packages"));
    if (!extra.isUndefined() && !extra.isNull()) {
        if (!m_source)
            co_return ToolOutcome{
                VmToolTexts::tr("Extra packages are not available here; leave out \"packages\"."),
                true};
        const QJsonArray array = extra.toArray();
        QStringList names;
        for (const auto &value : array)
            if (value.isString())
                names.append(value.toString());
        if (!extra.isArray() || names.size() != array.size() || names.size() > maxExtraPackages)
            co_return ToolOutcome{VmToolTexts::tr("\"packages\" must be an array of at most %1 "
                                                  "strings (attribute paths).")
                                      .arg(maxExtraPackages),
                true};
        auto resolving = vm::resolvePackages(names, m_source->nixpkgs, m_source->options);
        const Result<QStringList> resolved = co_await resolving;
        if (!resolved)
            co_return ToolOutcome{
                resolved.error().message + QLatin1Char('\n') + resolved.error().detail, true};
        for (const QString &path : resolved.value())
            if (!storePaths.contains(path))
                storePaths.append(path);
    }

    vm::VmRunRequest request;
    request.script = script.value();
    request.storePaths = storePaths;
    request.timeout = std::chrono::seconds(seconds.value());
    m_lastStorePaths = storePaths;
    auto running = m_backend->run(request);
    const Result<vm::VmRunResult> result = co_await running;
    if (result)
        m_lastResult = result.value();
    if (!result)
        co_return ToolOutcome{
            result.error().message + QLatin1Char('\n') + result.error().detail, true};
    co_return ToolOutcome{result.value().toText(), false};
}

} // namespace packwright::tools
