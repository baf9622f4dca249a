// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/SessionVmRun.h"

#include "loop/SessionExport.h"
#include "nix/PackageMeta.h"
#include "vm/VmBackend.h"
#include "vm/VmPackages.h"
#include "workspace/SessionStore.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtConcurrent>

namespace packwright::loop {

namespace {
struct SessionVmTexts
{
    Q_DECLARE_TR_FUNCTIONS(SessionVmTexts)
};

struct Realised
{
    int attempt = 0;
    QString outPath;
    nix::NixpkgsSource nixpkgs;
};

/// The session's successful attempt, built: its files in a scratch directory, nix-build.
Result<Realised> realiseSession(const QString &sessionDirectory, const nix::BuildOptions &options)
{
    auto session = loadFinishedSession(sessionDirectory);
    if (!session)
        return session.error();
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return Error{SessionVmTexts::tr("Cannot create a temporary directory to build the "
                                        "session's package."),
            scratch.errorString()};
    const auto &files = session.value().files;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        QFile file(scratch.filePath(it.key()));
        QDir().mkpath(QFileInfo(file).absolutePath());
        if (!file.open(QIODevice::WriteOnly) || file.write(it.value()) != it.value().size())
            return Error{
                SessionVmTexts::tr("Cannot write %1.").arg(file.fileName()), file.errorString()};
    }
    nix::BuildRequest request;
    request.packageFile = scratch.filePath(QStringLiteral("package.nix"));
    request.nixpkgs = session.value().nixpkgs;
    request.options = options;
    auto out = nix::realisePackage(request);
    if (!out)
        return Error{SessionVmTexts::tr("The package of attempt %1 does not build any more: %2")
                         .arg(session.value().attempt)
                         .arg(out.error().message),
            out.error().detail};
    return Realised{session.value().attempt, out.value(), session.value().nixpkgs};
}
} // namespace

QCoro::Task<Result<SessionVmRunResult>> runInSessionVm(
    SessionVmRunRequest request, vm::VmBackend *backend)
{
    if (request.script.trimmed().isEmpty())
        co_return Error{SessionVmTexts::tr("The script is empty."), {}};
    const QString directory = request.sessionDirectory;
    const nix::BuildOptions options = request.buildOptions;
    auto realising
        = QtConcurrent::run([directory, options] { return realiseSession(directory, options); });
    const Result<Realised> realised = co_await realising;
    if (!realised)
        co_return realised.error();

    QStringList storePaths{realised.value().outPath};
    if (!request.packages.isEmpty()) {
        auto resolving = vm::resolvePackages(request.packages, realised.value().nixpkgs, options);
        const Result<QStringList> resolved = co_await resolving;
        if (!resolved)
            co_return resolved.error();
        for (const QString &path : resolved.value())
            if (!storePaths.contains(path))
                storePaths << path;
    }

    vm::VmRunRequest run;
    run.script = request.script;
    run.storePaths = storePaths;
    run.timeout = request.timeout;
    run.consoleInput = request.consoleInput;
    QByteArray console;
    const auto collecting = QObject::connect(backend, &vm::VmBackend::consoleOutput, backend,
        [&console](const QByteArray &bytes) { console += bytes; });
    auto running = backend->run(run);
    const Result<vm::VmRunResult> ran = co_await running;
    QObject::disconnect(collecting);
    if (!ran)
        co_return ran.error();

    // On the record, beside the refinement's runs: the maintainer's own check of the package.
    auto opened
        = workspace::SessionStore::open(QDir(directory).filePath(QStringLiteral("record.sqlite")));
    if (!opened)
        co_return opened.error();
    workspace::SessionStore store = std::move(opened).value();
    const auto loaded = store.load();
    int sequence = 0;
    if (loaded) {
        for (const workspace::Attempt &a : loaded.value().attempts)
            if (a.number == realised.value().attempt)
                sequence = int(a.vmRuns.size());
    }
    workspace::VmRunRecord record;
    record.sequence = sequence + 1;
    record.requestedBy = QStringLiteral("user");
    record.script = request.script;
    record.storePaths = storePaths;
    record.backend = ran.value().backend;
    record.exitStatus = ran.value().timedOut ? -1 : ran.value().exitStatus;
    record.timedOut = ran.value().timedOut;
    record.output = ran.value().output;
    record.bootMs = ran.value().bootMs;
    record.runMs = ran.value().runMs;
    if (auto error = store.recordVmRun(realised.value().attempt, record))
        co_return *error;
    if (auto error = store.appendVmConsole(console))
        co_return *error;
    co_return SessionVmRunResult{realised.value().attempt, realised.value().outPath, ran.value()};
}

} // namespace packwright::loop
