// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RunInVmCommand.h"

#include "SessionCommand.h"
#include "SubcommandParser.h"
#include "loop/SessionExport.h"
#include "loop/SessionVmRun.h"
#include "vm/VmBackends.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <cstdio>
#include <memory>

namespace packwright::app {

namespace {
struct RunInVmTexts
{
    Q_DECLARE_TR_FUNCTIONS(RunInVmTexts)
};

constexpr int exitFailed = 1;
constexpr int exitTimedOut = 124;
} // namespace

int runRunInVm(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    SubcommandParser command(QStringLiteral("run-in-vm"),
        RunInVmTexts::tr(
            "Run a shell script in a fresh VM that holds the package of a finished session (its "
            "programs on PATH), the way the refinement's evaluator does, and record the run in the "
            "session.\n\n"
            "Exit status: the script's; 124 stopped at its time limit; 1 the script could not be "
            "run; "
            "2 a "
            "usage error."),
        out, err);
    QCommandLineParser &parser = command.parser();
    const QCommandLineOption script(QStringLiteral("script"),
        RunInVmTexts::tr("The script (busybox sh)."), QStringLiteral("text"));
    const QCommandLineOption scriptFile(QStringLiteral("script-file"),
        RunInVmTexts::tr("Read the script from <file>."), QStringLiteral("file"));
    const QCommandLineOption package(QStringLiteral("package"),
        RunInVmTexts::tr("Put another package into the VM: a nixpkgs attribute path of the "
                         "session's nixpkgs, or a store path; repeatable."),
        QStringLiteral("attr"));
    const QCommandLineOption timeout(QStringLiteral("timeout"),
        RunInVmTexts::tr("Time limit for the script in seconds (default 60)."), QStringLiteral("s"),
        QStringLiteral("60"));
    const QCommandLineOption backend(QStringLiteral("vm"),
        RunInVmTexts::tr("auto (default: a NixOS VM when the session's nixpkgs can build one, "
                         "else the QEMU micro-VM, else bubblewrap), nixos, micro-vm or "
                         "bubblewrap (a sandbox on the host's kernel: faster, weaker)."),
        QStringLiteral("backend"), QStringLiteral("auto"));
    const QCommandLineOption console(QStringLiteral("console"),
        RunInVmTexts::tr("Show the VM's console (boot messages included) on standard error as "
                         "it runs."));
    const SessionOptions common; // --nix-option, --lang, --help as the other commands have them
    parser.addOptions({script, scriptFile, package, timeout, backend, console, common.nixOption,
        common.lang, common.help});
    parser.addPositionalArgument(QStringLiteral("session"),
        RunInVmTexts::tr("The session directory (OUT/session of \"packwright package\")."),
        QStringLiteral("SESSION_DIR"));

    if (const auto done = command.parse(arguments, common.help))
        return *done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return command.usage(RunInVmTexts::tr("\"run-in-vm\" needs exactly one SESSION_DIR."));
    if (parser.isSet(script) == parser.isSet(scriptFile))
        return command.usage(
            RunInVmTexts::tr("Give the script with --script TEXT or --script-file FILE."));

    loop::SessionVmRunRequest request;
    request.sessionDirectory = QFileInfo(positional.at(1)).absoluteFilePath();
    if (parser.isSet(script)) {
        request.script = parser.value(script);
    } else {
        QFile file(parser.value(scriptFile));
        if (!file.open(QIODevice::ReadOnly))
            return command.usage(RunInVmTexts::tr("Cannot read the script %1: %2")
                                     .arg(file.fileName(), file.errorString()));
        request.script = QString::fromUtf8(file.readAll());
    }
    if (request.script.trimmed().isEmpty())
        return command.usage(RunInVmTexts::tr("The script is empty."));
    request.packages = parser.values(package);
    bool ok = false;
    const int seconds = parser.value(timeout).toInt(&ok);
    if (!ok || seconds < 1 || seconds > 3600)
        return command.usage(RunInVmTexts::tr("--timeout wants seconds from 1 to 3600."));
    request.timeout = std::chrono::seconds(seconds);
    if (QString error = applyNixOptions(parser.values(common.nixOption), request.buildOptions);
        !error.isEmpty())
        return command.usage(error);
    const auto choice = vm::vmChoiceFromName(parser.value(backend));
    if (!choice)
        return command.usage(RunInVmTexts::tr("--vm is auto, nixos, micro-vm or bubblewrap."));
    const auto session = loop::loadFinishedSession(request.sessionDirectory);
    if (!session) {
        err << RunInVmTexts::tr("Not run: %1").arg(session.error().message) << '\n';
        return exitFailed;
    }
    vm::VmBackendSettings settings;
    settings.choice = *choice;
    settings.nixpkgs = session.value().nixpkgs;
    settings.buildOptions = request.buildOptions;
    auto creating = vm::createVmBackend(settings);
    auto made = QCoro::waitFor(creating);
    if (!made) {
        err << RunInVmTexts::tr("Not run: %1").arg(made.error().message) << '\n';
        return exitFailed;
    }
    const vm::CreatedVmBackend created = std::move(made).value();
    const std::unique_ptr<vm::VmBackend> &vm = created.backend;
    if (!created.note.isEmpty())
        err << created.note << '\n';

    if (parser.isSet(console)) {
        QObject::connect(
            vm.get(), &vm::VmBackend::consoleOutput, vm.get(), [](const QByteArray &bytes) {
                // Raw: the terminal renders the console's escapes.
                std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
                std::fflush(stderr);
            });
    }
    err << RunInVmTexts::tr("==> building the session's package and starting the VM (%1)")
               .arg(created.label)
        << '\n';
    err.flush();
    auto running = loop::runInSessionVm(request, vm.get());
    const Result<loop::SessionVmRunResult> result = QCoro::waitFor(running);
    if (!result) {
        err << RunInVmTexts::tr("Not run: %1").arg(result.error().message) << '\n';
        if (!result.error().detail.isEmpty())
            err << result.error().detail << '\n';
        return exitFailed;
    }
    const vm::VmRunResult &run = result.value().run;
    out << run.output;
    if (!run.output.isEmpty() && !run.output.endsWith(QLatin1Char('\n')))
        out << '\n';
    out.flush();
    if (run.truncated())
        err << RunInVmTexts::tr("Output cut: %1 more bytes were dropped.").arg(run.droppedBytes)
            << '\n';
    err << (run.timedOut
            ? RunInVmTexts::tr("==> stopped at its time limit of %1 s (%2, attempt %3)")
                  .arg(seconds)
                  .arg(run.backend)
                  .arg(result.value().attempt)
            : RunInVmTexts::tr("==> exit status %1 (%2, attempt %3, boot %4 ms, run %5 ms)")
                  .arg(run.exitStatus)
                  .arg(run.backend)
                  .arg(result.value().attempt)
                  .arg(run.bootMs)
                  .arg(run.runMs))
        << '\n';
    return run.timedOut ? exitTimedOut : run.exitStatus;
}

} // namespace packwright::app
