#include "vm/QemuMicroVm.h"

#include "core/Logging.h"
#include "vm/ConsoleMarkers.h"
#include "vm/GuestImage.h"
#include "vm/KernelImage.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QCoroSignal>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QProcess>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>
#include <QtConcurrent>

#include <csignal>
#include <optional>
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif
#include <sys/utsname.h>
#include <unistd.h>

namespace packwright::vm {

namespace {
struct QemuTexts
{
    Q_DECLARE_TR_FUNCTIONS(QemuTexts)
};

constexpr int baseMemoryMb = 256;
constexpr int maxMemoryMb = 4096;
constexpr qint64 mebibyte = qint64(1024) * 1024;
constexpr int reapTimeoutMs = 10000;

struct Prepared
{
    Result<GuestImageInfo> image;
    Result<QString> kernel;
};

QByteArray randomToken()
{
    QByteArray token("PW");
    for (int i = 0; i < 4; ++i)
        token += QByteArray::number(QRandomGenerator::system()->generate(), 16)
                     .rightJustified(8, '0');
    return token;
}

QMutex kvmMutex;
std::optional<bool> kvmAnswer;
constexpr qint64 probeMemorySecs = qint64(24) * 3600;

QString defaultCacheDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/packwright/vm");
}

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
    , m_bootTimer(this)
    , m_scriptTimer(this)
{
    if (m_options.cacheDir.isEmpty())
        m_options.cacheDir = defaultCacheDir();
    m_bootTimer.setSingleShot(true);
    m_scriptTimer.setSingleShot(true);
    // Precise: a coarse timer may fire up to 5 % early, and a limit is a promise.
    m_bootTimer.setTimerType(Qt::PreciseTimer);
    m_scriptTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_bootTimer, &QTimer::timeout, this, [this] { stopWith(End::BootTimeout); });
    connect(&m_scriptTimer, &QTimer::timeout, this, [this] { stopWith(End::ScriptTimeout); });
}

QemuMicroVm::~QemuMicroVm()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        ::kill(pid_t(m_process->processId()), SIGKILL);
        m_process->waitForFinished(reapTimeoutMs);
    }
}

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
    const QMutexLocker lock(&kvmMutex);
    if (!kvmAnswer)
        kvmAnswer = rememberedProbe(
            options.cacheDir + QStringLiteral("/kvm-probe"), probeKey(options.qemu));
    return kvmAnswer;
}

void QemuMicroVm::recordKvmAnswer(const QemuOptions &options, bool works)
{
    const QMutexLocker lock(&kvmMutex);
    kvmAnswer = works;
    rememberProbe(options.cacheDir + QStringLiteral("/kvm-probe"), probeKey(options.qemu), works);
}

QCoro::Task<bool> QemuMicroVm::probeKvm(QemuMicroVm &probe, std::chrono::milliseconds limit)
{
    VmRunRequest request;
    request.script = QStringLiteral("true");
    request.bootTimeout = limit;
    request.timeout = limit;
    auto probeRun = probe.run(request);
    const Result<VmRunResult> result = co_await probeRun;
    const bool works = result.ok() && result.value().exitStatus == 0;
    qCInfo(lcVm) << "KVM probe:" << (works ? "works" : "does not work")
                 << (result.ok() ? QString() : result.error().message);
    co_return works;
}

QCoro::Task<bool> QemuMicroVm::kvmWorks(
    QemuOptions options, std::chrono::milliseconds limit, bool remembered)
{
    if (options.cacheDir.isEmpty())
        options.cacheDir = defaultCacheDir();
    if (const std::optional<bool> known = knownKvmAnswer(options, remembered))
        co_return *known;
    QemuOptions kvmOptions = options;
    kvmOptions.accelerator = Accelerator::Kvm;
    QemuMicroVm probe(kvmOptions);
    auto probing = probeKvm(probe, limit);
    const bool works = co_await probing;
    recordKvmAnswer(options, works);
    co_return works;
}

QCoro::Task<Result<VmRunResult>> QemuMicroVm::run(VmRunRequest request)
{
    if (m_running)
        co_return Error{QemuTexts::tr("Another script is running in this VM."), {}};
    m_running = true;
    m_end = End::None;
    m_request = request;
    m_clock.start();
    m_bootMs = 0;
    m_scriptClock.invalidate();
    m_runMs = 0;
    m_dir = std::make_unique<QTemporaryDir>();
    const QByteArray token = randomToken();

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
    const Prepared prepared = co_await future;
    const auto fail = [this](Error error) {
        m_running = false;
        m_dir.reset();
        return Result<VmRunResult>(std::move(error));
    };
    if (m_end == End::Cancelled)
        co_return fail(Error{QemuTexts::tr("The VM run was cancelled."), {}});
    if (!prepared.kernel)
        co_return fail(prepared.kernel.error());
    if (!prepared.image)
        co_return fail(prepared.image.error());
    m_imageBytes = prepared.image.value().bytes;
    m_imageMs = prepared.image.value().buildMs;

    Accelerator accelerator = m_options.accelerator;
    if (accelerator == Accelerator::Auto) {
        std::optional<bool> kvm = knownKvmAnswer(m_options, true);
        if (!kvm) {
            // A probe VM of our own, so that cancel() reaches it.
            QemuOptions kvmOptions = m_options;
            kvmOptions.accelerator = Accelerator::Kvm;
            m_probe = std::make_unique<QemuMicroVm>(kvmOptions);
            auto probing = probeKvm(*m_probe, kvmProbeLimit);
            kvm = co_await probing;
            m_probe.release()->deleteLater(); // its run has just returned to us
            if (m_end != End::Cancelled)
                recordKvmAnswer(m_options, *kvm);
        }
        accelerator = *kvm ? Accelerator::Kvm : Accelerator::Tcg;
    }
    m_resolved = accelerator;
    if (m_end == End::Cancelled)
        co_return fail(Error{QemuTexts::tr("The VM run was cancelled."), {}});

    m_markers = std::make_unique<ConsoleMarkers>(token, request.outputLimit);
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    // Its own process group, and SIGKILL when the thread that started it ends (a crashed
    // Packwright leaves no VM behind).
    m_process->setChildProcessModifier([] {
        ::setpgid(0, 0);
#ifdef Q_OS_LINUX
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &QemuMicroVm::onConsole);
    const QStringList args = qemuArguments(
        prepared.kernel.value(), imageFile, prepared.image.value().bytes, accelerator);
    qCDebug(lcVm) << "starting" << m_options.qemu << args;
    m_process->start(m_options.qemu, args);
    m_bootTimer.start(request.bootTimeout);
    QProcess *process = m_process;
    // Starting is quick (fork and exec); the wait for the end is the long one.
    if (!process->waitForStarted()) {
        m_bootTimer.stop();
        const QString why = process->errorString();
        process->deleteLater();
        m_process = nullptr;
        co_return fail(Error{QemuTexts::tr("QEMU cannot be started (Debian: install "
                                           "qemu-system-x86)."),
            m_options.qemu + QStringLiteral(": ") + why});
    }
    auto finished = qCoro(process, &QProcess::finished);
    co_await finished;
    m_bootTimer.stop();
    m_scriptTimer.stop();
    onConsole(); // the last bytes
    if (!m_markers->finished())
        m_markers->flush();
    const int qemuStatus = process->exitCode();
    process->deleteLater();
    m_process = nullptr;
    m_dir.reset();
    m_running = false;

    const ConsoleMarkers &markers = *m_markers;
    if (m_end == End::Cancelled)
        co_return Error{QemuTexts::tr("The VM run was cancelled."), {}};
    if (!markers.begun()) {
        const QString tail = QString::fromUtf8(markers.bootTail().right(2000));
        if (m_end == End::BootTimeout)
            co_return Error{QemuTexts::tr("The VM did not boot within %1 s.")
                                .arg(double(request.bootTimeout.count()) / 1000.0),
                tail};
        co_return Error{
            QemuTexts::tr("The VM stopped before the script started (QEMU exit status %1).")
                .arg(qemuStatus),
            tail};
    }
    VmRunResult result;
    result.backend = name();
    result.isolation = Isolation::VirtualMachine;
    result.output = QString::fromUtf8(markers.output());
    result.droppedBytes = markers.droppedBytes();
    result.bootMs = m_bootMs;
    result.runMs = m_runMs;
    if (markers.finished()) {
        result.exitStatus = *markers.exitStatus();
    } else if (m_end == End::ScriptTimeout) {
        result.timedOut = true;
    } else {
        co_return Error{QemuTexts::tr("The VM stopped while the script ran (QEMU exit status %1).")
                            .arg(qemuStatus),
            result.output.right(2000)};
    }
    co_return result;
}

void QemuMicroVm::onConsole()
{
    if (!m_process)
        return;
    const QByteArray bytes = m_process->readAllStandardOutput();
    if (bytes.isEmpty())
        return;
    Q_EMIT consoleOutput(bytes);
    const bool begunBefore = m_markers->begun();
    m_markers->feed(bytes);
    if (!begunBefore && m_markers->begun()) {
        m_bootMs = m_clock.elapsed();
        m_bootTimer.stop();
        m_scriptClock.start();
        m_scriptTimer.start(m_request.timeout);
    }
    if (m_markers->finished()) {
        m_scriptTimer.stop();
        stopWith(End::Finished);
    }
}

void QemuMicroVm::stopWith(End reason)
{
    if (m_end == End::None && m_scriptClock.isValid())
        m_runMs = m_scriptClock.elapsed(); // the script's time, without QEMU's teardown
    if (m_end == End::None || reason == End::Cancelled)
        m_end = reason;
    if (m_process && m_process->state() != QProcess::NotRunning) {
        const auto pid = pid_t(m_process->processId());
        if (pid > 1) {
            ::kill(-pid, SIGKILL); // its process group
            ::kill(pid, SIGKILL);
        }
    }
}

void QemuMicroVm::cancel()
{
    if (m_probe)
        m_probe->cancel();
    if (m_running)
        stopWith(End::Cancelled);
}

void QemuMicroVm::writeConsole(const QByteArray &bytes)
{
    if (m_process && m_process->state() == QProcess::Running)
        m_process->write(bytes);
}

} // namespace packwright::vm
