// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/QemuMicroVm.h"

#include "core/Logging.h"
#include "vm/ConsoleMarkers.h"
#include "vm/GuestImage.h"
#include "vm/KernelImage.h"
#include "vm/QemuTexts.h"
#include "vm/VmBackend.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QPointer>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtConcurrent>

#include <optional>
#include <sys/utsname.h>

namespace packwright::vm {

namespace {
constexpr int baseMemoryMb = 256;
constexpr int maxMemoryMb = 4096;
constexpr qint64 mebibyte = qint64(1024) * 1024;

struct Prepared
{
    Result<GuestImageInfo> image;
    Result<QString> kernel;
};

QMutex kvmMutex;
/// The KVM probe's answers this process knows, by memo file (one per cache directory): a
/// second cache directory gets its own memo written, not a silent answer from another's.
QHash<QString, bool> kvmAnswers;
constexpr qint64 probeMemorySecs = qint64(24) * 3600;

/// What a remembered probe answer depends on: the host kernel and the QEMU binary.
QString probeKey(const QString &qemu)
{
    utsname uts{};
    const QString release = ::uname(&uts) == 0 ? QString::fromLocal8Bit(uts.release) : QString();
    QString program = QStandardPaths::findExecutable(qemu);
    if (program.isEmpty())
        program = qemu;
    return release + QLatin1Char('|') + program + QLatin1Char('|')
        + QString::number(QFileInfo(program).lastModified().toSecsSinceEpoch());
}

std::optional<bool> rememberedProbe(const QString &file, const QString &key)
{
    const QFileInfo info(file);
    QFile in(file);
    if (!info.exists() || info.lastModified().secsTo(QDateTime::currentDateTime()) > probeMemorySecs
        || !in.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QStringList lines = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
    if (lines.size() < 2 || lines[0] != key)
        return std::nullopt;
    return lines[1] == QLatin1String("1");
}

void rememberProbe(const QString &file, const QString &key, bool works)
{
    QDir().mkpath(QFileInfo(file).absolutePath());
    QSaveFile out(file);
    if (out.open(QIODevice::WriteOnly)) {
        out.write((key + QLatin1Char('\n') + (works ? QLatin1Char('1') : QLatin1Char('0'))
            + QLatin1Char('\n'))
                      .toUtf8());
        out.commit();
    }
}
} // namespace

QemuMicroVm::QemuMicroVm(QemuOptions options, QObject *parent)
    : VmBackend(parent)
    , m_options(std::move(options))
    , m_console(this)
{
    if (m_options.cacheDir.isEmpty())
        m_options.cacheDir = defaultVmCacheDir();
    connect(&m_console, &ConsoleRun::consoleOutput, this, &VmBackend::consoleOutput);
}

QemuMicroVm::~QemuMicroVm() = default;

QString QemuMicroVm::name() const
{
    const Accelerator a = m_resolved != Accelerator::Auto ? m_resolved : m_options.accelerator;
    return a == Accelerator::Kvm ? QStringLiteral("qemu-kvm")
        : a == Accelerator::Tcg  ? QStringLiteral("qemu-tcg")
                                 : QStringLiteral("qemu");
}

QStringList QemuMicroVm::qemuArguments(
    const QString &kernel, const QString &image, qint64 imageBytes, Accelerator accelerator) const
{
    const int memory = m_options.memoryMb > 0
        ? m_options.memoryMb
        : qMin<int>(maxMemoryMb, baseMemoryMb + int(2 * imageBytes / mebibyte));
    QStringList args{QStringLiteral("-machine"), QStringLiteral("pc"), QStringLiteral("-accel"),
        accelerator == Accelerator::Kvm ? QStringLiteral("kvm") : QStringLiteral("tcg")};
    if (accelerator == Accelerator::Kvm)
        args << QStringLiteral("-cpu") << QStringLiteral("host");
    // No network device, no disk, no display: a serial console on QEMU's stdin/stdout (with
    // signal=off, a typed Ctrl-C reaches the guest instead of stopping QEMU).
    args << QStringLiteral("-m") << QString::number(memory) << QStringLiteral("-smp")
         << QStringLiteral("1") << QStringLiteral("-nodefaults")
         << QStringLiteral("-no-user-config") << QStringLiteral("-display")
         << QStringLiteral("none") << QStringLiteral("-vga") << QStringLiteral("none")
         << QStringLiteral("-nic") << QStringLiteral("none") << QStringLiteral("-no-reboot")
         << QStringLiteral("-chardev") << QStringLiteral("stdio,id=console,signal=off")
         << QStringLiteral("-serial") << QStringLiteral("chardev:console")
         << QStringLiteral("-kernel") << kernel << QStringLiteral("-initrd") << image
         << QStringLiteral("-append")
         << QStringLiteral("console=ttyS0 quiet panic=-1 rdinit=/init");
    return args;
}

std::optional<bool> QemuMicroVm::knownKvmAnswer(const QemuOptions &options, bool remembered)
{
    const QFileInfo kvm(QStringLiteral("/dev/kvm"));
    if (!kvm.exists() || !kvm.isReadable() || !kvm.isWritable())
        return false;
    if (!remembered)
        return std::nullopt;
    const QString memo = options.cacheDir + QStringLiteral("/kvm-probe");
    const QMutexLocker lock(&kvmMutex);
    if (const auto known = kvmAnswers.constFind(memo); known != kvmAnswers.cend())
        return *known;
    const std::optional<bool> stored = rememberedProbe(memo, probeKey(options.qemu));
    if (stored)
        kvmAnswers.insert(memo, *stored);
    return stored;
}

void QemuMicroVm::recordKvmAnswer(const QemuOptions &options, bool works)
{
    const QString memo = options.cacheDir + QStringLiteral("/kvm-probe");
    const QMutexLocker lock(&kvmMutex);
    kvmAnswers.insert(memo, works);
    rememberProbe(memo, probeKey(options.qemu), works);
}

QCoro::Task<std::optional<bool>> QemuMicroVm::probeKvm(
    QemuMicroVm &probe, std::chrono::milliseconds limit)
{
    VmRunRequest request;
    request.script = QStringLiteral("true");
    request.bootTimeout = limit;
    request.timeout = limit;
    auto probeRun = probe.run(request);
    const Result<VmRunResult> result = co_await probeRun;
    if (probe.m_cancelled)
        co_return std::nullopt;
    const bool works = result.ok() && result.value().exitStatus == 0;
    qCInfo(lcVm) << "KVM probe:" << (works ? "works" : "does not work")
                 << (result.ok() ? QString() : result.error().message);
    co_return works;
}

QCoro::Task<bool> QemuMicroVm::kvmWorks(
    QemuOptions options, std::chrono::milliseconds limit, bool remembered)
{
    if (options.cacheDir.isEmpty())
        options.cacheDir = defaultVmCacheDir();
    if (const std::optional<bool> known = knownKvmAnswer(options, remembered))
        co_return *known;
    QemuOptions kvmOptions = options;
    kvmOptions.accelerator = Accelerator::Kvm;
    QemuMicroVm probe(kvmOptions);
    auto probing = probeKvm(probe, limit);
    const bool works = (co_await probing).value_or(false);
    recordKvmAnswer(options, works);
    co_return works;
}

QCoro::Task<Accelerator> QemuMicroVm::resolveAccelerator(
    QemuOptions options, std::unique_ptr<QemuMicroVm> &probe)
{
    if (options.accelerator != Accelerator::Auto)
        co_return options.accelerator;
    if (options.cacheDir.isEmpty())
        options.cacheDir = defaultVmCacheDir();
    std::optional<bool> kvm = knownKvmAnswer(options, true);
    if (!kvm) {
        // A probe VM the caller holds, so that its cancel() reaches it.
        QemuOptions kvmOptions = options;
        kvmOptions.accelerator = Accelerator::Kvm;
        probe = std::make_unique<QemuMicroVm>(kvmOptions);
        auto probing = probeKvm(*probe, kvmProbeLimit);
        kvm = co_await probing;
        probe.release()->deleteLater(); // its run has just returned to us
        if (kvm)
            recordKvmAnswer(options, *kvm);
    }
    co_return kvm.value_or(false) ? Accelerator::Kvm : Accelerator::Tcg;
}

QCoro::Task<Result<VmRunResult>> QemuMicroVm::run(VmRunRequest request)
{
    if (m_running)
        co_return Error{QemuTexts::tr("Another script is running in this VM."), {}};
    m_running = true;
    m_cancelled = false;
    QElapsedTimer clock;
    clock.start();
    m_dir = std::make_unique<QTemporaryDir>();
    const QByteArray token = ConsoleMarkers::randomToken();

    GuestImageSpec spec;
    spec.storePaths = request.storePaths;
    spec.script = request.script;
    spec.token = token;
    spec.consoleInput = request.consoleInput;
    spec.busybox = m_options.busybox;
    spec.nixStore = m_options.nixStore;
    const QString imageFile = m_dir->filePath(QStringLiteral("initramfs.cpio"));
    const QString configuredKernel = m_options.kernel;
    const QString cacheDir = m_options.cacheDir;
    QFuture<Prepared> future = QtConcurrent::run([spec, imageFile, configuredKernel, cacheDir] {
        Prepared prepared;
        prepared.kernel = findKernel(configuredKernel);
        if (prepared.kernel)
            prepared.kernel = pvhKernel(prepared.kernel.value(), cacheDir);
        prepared.image = buildGuestImage(spec, imageFile);
        return prepared;
    });
    const QPointer<QemuMicroVm> self(this);
    const Prepared prepared = co_await future;
    if (!self) // destroyed while the image was built: nothing of it may be touched
        co_return Error{QemuTexts::tr("The VM run was cancelled."), {}};
    const auto fail = [this](Error error) {
        m_running = false;
        m_dir.reset();
        return Result<VmRunResult>(std::move(error));
    };
    if (m_cancelled)
        co_return fail(Error{QemuTexts::tr("The VM run was cancelled."), {}});
    if (!prepared.kernel)
        co_return fail(prepared.kernel.error());
    if (!prepared.image)
        co_return fail(prepared.image.error());
    m_imageBytes = prepared.image.value().bytes;
    m_imageMs = prepared.image.value().buildMs;

    auto resolving = resolveAccelerator(m_options, m_probe);
    const Accelerator accelerator = co_await resolving;
    m_resolved = accelerator;
    if (m_cancelled)
        co_return fail(Error{QemuTexts::tr("The VM run was cancelled."), {}});

    ConsoleLaunch launch;
    launch.program = m_options.qemu;
    launch.arguments = qemuArguments(
        prepared.kernel.value(), imageFile, prepared.image.value().bytes, accelerator);
    launch.startFailure
        = Error{QemuTexts::tr("QEMU cannot be started (Debian: install qemu-system-x86)."), {}};
    auto running = m_console.run(launch, token, request, clock);
    Result<VmRunResult> result = co_await running;
    m_dir.reset();
    m_running = false;
    if (m_cancelled)
        co_return Error{QemuTexts::tr("The VM run was cancelled."), {}};
    if (!result)
        co_return result;
    VmRunResult done = std::move(result).value();
    done.backend = name();
    done.isolation = Isolation::VirtualMachine;
    co_return done;
}

void QemuMicroVm::cancel()
{
    if (m_probe)
        m_probe->cancel();
    if (m_running) {
        m_cancelled = true;
        m_console.cancel();
    }
}

void QemuMicroVm::writeConsole(const QByteArray &bytes)
{
    m_console.write(bytes);
}

} // namespace packwright::vm
