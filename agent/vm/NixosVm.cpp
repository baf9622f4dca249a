// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/NixosVm.h"

#include "core/Logging.h"
#include "nix/NixpkgsPin.h"
#include "nix/ProcessTree.h"
#include "vm/ConsoleMarkers.h"
#include "vm/NixosVmConfig.h"
#include "vm/VmBackend.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtConcurrent>

#include <csignal>
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif
#include <unistd.h>

namespace packwright::vm {

namespace {
struct NixosVmTexts
{
    Q_DECLARE_TR_FUNCTIONS(NixosVmTexts)
};

constexpr int tailLines = 20;
constexpr qsizetype stderrKeptBytes = qsizetype(64) * 1024;
constexpr int pollMs = 100;

/// Per-process answers, by nixosVmKey().
QMutex cacheMutex;
QHash<QString, Result<QString>> probeCache; ///< key → .drv path or the probe's Error
QHash<QString, QString> builtCache;         ///< key → run script

QString lastLines(const QByteArray &text)
{
    const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return (lines.size() > tailLines ? lines.mid(lines.size() - tailLines) : lines)
        .join(QLatin1Char('\n'));
}

/// The files of one VM configuration under <cacheDir>/nixos-<key>/.
struct VmFiles
{
    QString key;
    QString dir;
    QString configuration;
    QString revision;
};

/// Writes `bytes` to `file` unless it holds them already (keeps the mtime of a cached file).
bool writeIfChanged(const QString &file, const QByteArray &bytes)
{
    QFile current(file);
    if (current.open(QIODevice::ReadOnly) && current.readAll() == bytes)
        return true;
    QSaveFile out(file);
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size() && out.commit();
}

Result<VmFiles> vmFiles(const nix::NixpkgsSource &nixpkgs, const nix::BuildOptions &options,
    const NixosVmOptions &vmOptions)
{
    const QByteArray configuration = nixosVmConfiguration(vmOptions.memoryMb);
    VmFiles files;
    files.revision = nix::pinOf(nixpkgs).revision;
    files.key = nixosVmKey(nixpkgs, files.revision, options, configuration);
    files.dir = (vmOptions.cacheDir.isEmpty() ? defaultVmCacheDir() : vmOptions.cacheDir)
        + QStringLiteral("/nixos-") + files.key;
    files.configuration = files.dir + QLatin1Char('/') + QLatin1String(nixosConfigurationFile);
    if (!QDir().mkpath(files.dir) || !writeIfChanged(files.configuration, configuration)
        || !writeIfChanged(
            files.dir + QLatin1Char('/') + QLatin1String(nixosRunnerFile), nixosGuestRunner()))
        return Error{NixosVmTexts::tr("The NixOS VM's configuration cannot be written to the "
                                      "cache directory."),
            files.dir};
    return files;
}

struct NixOutput
{
    QByteArray out;
    QByteArray errTail;
    int exitCode = -1;
    bool timedOut = false;
    bool cancelled = false;
};

/// Runs a Nix program until it ends, `limit` passes or `*cancelled`; stops its whole tree
/// (Nix's builders run in sessions of their own) in the last two cases.
Result<NixOutput> runNix(const QString &program, const QStringList &args,
    std::chrono::milliseconds limit, const std::atomic<bool> *cancelled)
{
    QProcess nix;
    nix.setChildProcessModifier([] {
        ::setpgid(0, 0);
#ifdef Q_OS_LINUX
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
    });
    qCDebug(lcVm) << "running" << program << args;
    nix.start(program, args);
    if (!nix.waitForStarted())
        return Error{NixosVmTexts::tr("Nix is not installed: %1 cannot be started.").arg(program),
            nix.errorString()};
    NixOutput output;
    QElapsedTimer clock;
    clock.start();
    while (!nix.waitForFinished(pollMs)) {
        output.errTail += nix.readAllStandardError();
        if (output.errTail.size() > stderrKeptBytes)
            output.errTail = output.errTail.right(stderrKeptBytes);
        output.cancelled = cancelled && cancelled->load();
        output.timedOut = clock.elapsed() > limit.count();
        if (output.cancelled || output.timedOut) {
            const qint64 pid = nix.processId();
            if (pid > 1)
                nix::signalProcessTree(pid, nix::descendantProcesses(pid), SIGKILL);
            nix.waitForFinished();
            return output;
        }
    }
    output.out = nix.readAllStandardOutput();
    output.errTail += nix.readAllStandardError();
    output.exitCode = nix.exitStatus() == QProcess::NormalExit ? nix.exitCode() : -1;
    return output;
}

bool localStore(const nix::BuildOptions &options)
{
    return options.store.isEmpty() || options.store == QLatin1String("auto")
        || options.store == QLatin1String("daemon") || options.store == QLatin1String("local");
}

/// <vm>/bin/run-<name>-vm.
QString runScriptIn(const QString &vm)
{
    const QStringList scripts
        = QDir(vm + QStringLiteral("/bin"))
              .entryList({QStringLiteral("run-*-vm")}, QDir::Files, QDir::Name);
    return scripts.isEmpty() ? QString() : vm + QStringLiteral("/bin/") + scripts.constFirst();
}
} // namespace

NixosVm::NixosVm(nix::NixpkgsSource nixpkgs, nix::BuildOptions buildOptions, NixosVmOptions options,
    QObject *parent)
    : VmBackend(parent)
    , m_nixpkgs(std::move(nixpkgs))
    , m_buildOptions(std::move(buildOptions))
    , m_options(std::move(options))
    , m_console(this)
{
    if (m_options.cacheDir.isEmpty())
        m_options.cacheDir = defaultVmCacheDir();
    if (m_options.kvmProbe.cacheDir.isEmpty())
        m_options.kvmProbe.cacheDir = m_options.cacheDir;
    connect(&m_console, &ConsoleRun::consoleOutput, this, &VmBackend::consoleOutput);
}

NixosVm::~NixosVm()
{
    if (m_buildCancelled)
        *m_buildCancelled = true; // a build in a worker thread stops within 100 ms
}

Result<QString> NixosVm::probe(const nix::NixpkgsSource &nixpkgs, const nix::BuildOptions &options,
    const NixosVmOptions &vmOptions, const std::atomic<bool> *cancelled)
{
    if (!localStore(options))
        return Error{NixosVmTexts::tr("The NixOS VM needs the local Nix store; the session "
                                      "builds in %1.")
                         .arg(options.store),
            {}};
    if (nixpkgs.kind == nix::NixpkgsSource::Kind::LocalPath
        && !QFileInfo(nixpkgs.location + QStringLiteral("/nixos/default.nix")).isFile())
        return Error{NixosVmTexts::tr("The pinned nixpkgs at %1 has no nixos/ directory, so it "
                                      "cannot build a NixOS VM.")
                         .arg(nixpkgs.location),
            nixpkgs.location + QStringLiteral("/nixos/default.nix")};
    const Result<VmFiles> files = vmFiles(nixpkgs, options, vmOptions);
    if (!files)
        return files.error();
    {
        const QMutexLocker lock(&cacheMutex);
        if (const auto known = probeCache.constFind(files.value().key); known != probeCache.cend())
            return *known;
    }
    const Result<NixOutput> run = runNix(options.program(QStringLiteral("nix-instantiate")),
        nixosVmNixArguments(nixpkgs, options, files.value().configuration, {}),
        std::chrono::duration_cast<std::chrono::milliseconds>(options.timeout), cancelled);
    if (!run)
        return run.error();
    if (run.value().cancelled)
        return Error{NixosVmTexts::tr("The VM run was cancelled."), {}};
    Result<QString> answer;
    const QString drv = QString::fromUtf8(run.value().out).trimmed().section(QLatin1Char('\n'), -1);
    if (run.value().timedOut)
        // A slow machine is not an answer about the pin: not remembered.
        return Error{NixosVmTexts::tr("Evaluating the NixOS VM of the pinned nixpkgs took longer "
                                      "than %1 s.")
                         .arg(options.timeout.count()),
            nixpkgs.location};
    if (run.value().exitCode != 0 || !drv.endsWith(QLatin1String(".drv")))
        answer = Error{NixosVmTexts::tr("The pinned nixpkgs at %1 cannot build a NixOS VM with "
                                        "Packwright's configuration (too old, or a broken "
                                        "checkout).")
                           .arg(nixpkgs.location),
            lastLines(run.value().errTail)};
    else
        answer = drv;
    const QMutexLocker lock(&cacheMutex);
    probeCache.insert(files.value().key, answer);
    return answer;
}

Result<QString> NixosVm::build(const nix::NixpkgsSource &nixpkgs, const nix::BuildOptions &options,
    const NixosVmOptions &vmOptions, const std::atomic<bool> *cancelled)
{
    const Result<QString> probed = probe(nixpkgs, options, vmOptions, cancelled);
    if (!probed)
        return probed.error();
    const Result<VmFiles> files = vmFiles(nixpkgs, options, vmOptions);
    if (!files)
        return files.error();
    const QString key = files.value().key;
    const QString link = files.value().dir + QStringLiteral("/result");
    {
        const QMutexLocker lock(&cacheMutex);
        if (const auto known = builtCache.constFind(key); known != builtCache.cend())
            return *known;
    }
    // A pin with a known revision builds the same VM every time: an earlier process's GC
    // root is the answer. Without a revision (a plain directory) Nix decides (quick when built).
    if (!files.value().revision.isEmpty()) {
        const QString built = QFileInfo(link).canonicalFilePath();
        const QString script = built.isEmpty() ? QString() : runScriptIn(built);
        if (!script.isEmpty()) {
            const QMutexLocker lock(&cacheMutex);
            builtCache.insert(key, script);
            return script;
        }
    }
    qCInfo(lcVm) << "building the NixOS VM of" << nixpkgs.location << "into" << link;
    const Result<NixOutput> run = runNix(options.program(QStringLiteral("nix-build")),
        nixosVmNixArguments(nixpkgs, options, files.value().configuration, link),
        std::chrono::duration_cast<std::chrono::milliseconds>(vmOptions.buildTimeout), cancelled);
    if (!run)
        return run.error();
    if (run.value().cancelled)
        return Error{NixosVmTexts::tr("The VM run was cancelled."), {}};
    if (run.value().timedOut)
        return Error{NixosVmTexts::tr("Building the NixOS VM took longer than %1 s.")
                         .arg(vmOptions.buildTimeout.count()),
            lastLines(run.value().errTail)};
    const QString out = QString::fromUtf8(run.value().out).trimmed().section(QLatin1Char('\n'), -1);
    if (run.value().exitCode != 0 || !out.startsWith(QLatin1String("/nix/store/")))
        return Error{NixosVmTexts::tr("The NixOS VM of the pinned nixpkgs at %1 does not build.")
                         .arg(nixpkgs.location),
            lastLines(run.value().errTail)};
    const QString script = runScriptIn(out);
    if (script.isEmpty())
        return Error{NixosVmTexts::tr("The built NixOS VM has no run script (bin/run-*-vm)."), out};
    const QMutexLocker lock(&cacheMutex);
    builtCache.insert(key, script);
    return script;
}

QCoro::Task<Result<VmRunResult>> NixosVm::run(VmRunRequest request)
{
    if (m_running)
        co_return Error{NixosVmTexts::tr("Another script is running in this VM."), {}};
    for (const QString &path : std::as_const(request.storePaths))
        if (!storePathPattern().match(path).hasMatch() || !QFileInfo::exists(path))
            co_return Error{NixosVmTexts::tr("A package for the VM is not a store path that "
                                             "exists; build it first."),
                path};
    m_running = true;
    m_cancelled = false;
    QElapsedTimer clock;
    clock.start();
    const auto fail = [this](Error error) {
        m_running = false;
        m_dir.reset();
        return Result<VmRunResult>(std::move(error));
    };
    const auto cancelledError = [] {
        return Error{NixosVmTexts::tr("The VM run was cancelled."), {}};
    };

    m_buildCancelled = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> flag = m_buildCancelled;
    const nix::NixpkgsSource nixpkgs = m_nixpkgs;
    const nix::BuildOptions buildOptions = m_buildOptions;
    const NixosVmOptions options = m_options;
    QFuture<Result<QString>> future = QtConcurrent::run([nixpkgs, buildOptions, options, flag] {
        return build(nixpkgs, buildOptions, options, flag.get());
    });
    const QPointer<NixosVm> self(this);
    const Result<QString> script = co_await future;
    if (!self) // destroyed while the VM was built: nothing of it may be touched
        co_return cancelledError();
    if (m_cancelled)
        co_return fail(cancelledError());
    if (!script)
        co_return fail(script.error());

    QemuOptions probeOptions = m_options.kvmProbe;
    probeOptions.accelerator = m_options.accelerator;
    auto resolving = QemuMicroVm::resolveAccelerator(probeOptions, m_probe);
    m_resolved = co_await resolving;
    if (m_cancelled)
        co_return fail(cancelledError());

    m_dir = std::make_unique<QTemporaryDir>();
    const QByteArray token = ConsoleMarkers::randomToken();
    const QString xchg = m_dir->filePath(QStringLiteral("xchg"));
    if (!m_dir->isValid() || !QDir().mkpath(xchg)
        || !writeIfChanged(xchg + QStringLiteral("/script.sh"), request.script.toUtf8())
        || !writeIfChanged(xchg + QStringLiteral("/env"),
            nixosRunEnvironment(request.storePaths, token, request.consoleInput)))
        co_return fail(Error{
            NixosVmTexts::tr("The script cannot be written to a temporary directory."), xchg});

    ConsoleLaunch launch = nixosVmLaunch(script.value(), m_dir->path(), m_resolved);
    launch.startFailure = Error{NixosVmTexts::tr("The NixOS VM cannot be started."), {}};
    auto running = m_console.run(launch, token, request, clock);
    Result<VmRunResult> result = co_await running;
    m_dir.reset();
    m_running = false;
    if (m_cancelled)
        co_return cancelledError();
    if (!result)
        co_return result;
    VmRunResult done = std::move(result).value();
    done.backend = name();
    done.isolation = Isolation::VirtualMachine;
    co_return done;
}

void NixosVm::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (m_buildCancelled)
        *m_buildCancelled = true;
    if (m_probe)
        m_probe->cancel();
    m_console.cancel();
}

void NixosVm::writeConsole(const QByteArray &bytes)
{
    m_console.write(bytes);
}

} // namespace packwright::vm
