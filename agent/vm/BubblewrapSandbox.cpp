// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/BubblewrapSandbox.h"

#include "core/Logging.h"
#include "vm/VmProcess.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QCoroSignal>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QtConcurrent>

namespace packwright::vm {

namespace {
struct BubblewrapTexts
{
    Q_DECLARE_TR_FUNCTIONS(BubblewrapTexts)
};

constexpr int closureTimeoutMs = 120000;

/// `nix-store -qR` of the store paths (blocking).
Result<QStringList> closureOf(const QString &nixStore, const QStringList &storePaths)
{
    static const QRegularExpression storePath(
        QStringLiteral(R"(^/nix/store/[0-9a-z]{32}-[A-Za-z0-9+._?=-]+$)"));
    for (const QString &path : storePaths)
        if (!storePath.match(path).hasMatch() || !QFileInfo::exists(path))
            return Error{BubblewrapTexts::tr("A package for the sandbox is not a store path that "
                                             "exists; build it first."),
                path};
    if (storePaths.isEmpty())
        return QStringList{};
    QProcess process;
    process.start(nixStore, QStringList{QStringLiteral("-qR")} + storePaths);
    if (!process.waitForFinished(closureTimeoutMs) || process.exitCode() != 0) {
        process.kill();
        process.waitForFinished();
        return Error{BubblewrapTexts::tr("The closure of the package cannot be read."),
            QString::fromUtf8(process.readAllStandardError()).trimmed() + process.errorString()};
    }
    return QString::fromUtf8(process.readAllStandardOutput())
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}
} // namespace

BubblewrapSandbox::BubblewrapSandbox(BubblewrapOptions options, QObject *parent)
    : VmBackend(parent)
    , m_options(std::move(options))
    , m_timer(this)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        kill();
    });
}

BubblewrapSandbox::~BubblewrapSandbox()
{
    if (m_process)
        killAndReapVmProcess(*m_process);
}

QStringList BubblewrapSandbox::arguments(const QStringList &closure, const QStringList &storePaths,
    const QString &busybox, const QString &scriptFile)
{
    QStringList args{QStringLiteral("--unshare-all"), QStringLiteral("--die-with-parent"),
        QStringLiteral("--new-session"), QStringLiteral("--clearenv"), QStringLiteral("--ro-bind"),
        QStringLiteral("/usr"), QStringLiteral("/usr")};
    // The host's merged-/usr links (or directories), as the host has them.
    for (const char *top : {"/bin", "/sbin", "/lib", "/lib64", "/lib32"}) {
        const QString path = QString::fromLatin1(top);
        const QFileInfo info(path);
        if (info.isSymLink())
            args << QStringLiteral("--symlink") << info.symLinkTarget() << path;
        else if (info.isDir())
            args << QStringLiteral("--ro-bind") << path << path;
    }
    for (const QString &path : closure)
        args << QStringLiteral("--ro-bind") << path << path;
    QStringList bins;
    for (const QString &path : storePaths)
        bins << path + QStringLiteral("/bin") << path + QStringLiteral("/sbin");
    bins << QStringLiteral("/usr/bin") << QStringLiteral("/bin");
    args << QStringLiteral("--ro-bind") << busybox << QStringLiteral("/packwright/bin/busybox")
         << QStringLiteral("--ro-bind") << scriptFile << QStringLiteral("/packwright/script.sh")
         << QStringLiteral("--proc") << QStringLiteral("/proc") << QStringLiteral("--dev")
         << QStringLiteral("/dev") << QStringLiteral("--tmpfs") << QStringLiteral("/tmp")
         << QStringLiteral("--dir") << QStringLiteral("/root") << QStringLiteral("--chdir")
         << QStringLiteral("/root") << QStringLiteral("--setenv") << QStringLiteral("PATH")
         << bins.join(QLatin1Char(':')) << QStringLiteral("--setenv") << QStringLiteral("HOME")
         << QStringLiteral("/root") << QStringLiteral("--setenv") << QStringLiteral("TERM")
         << QStringLiteral("dumb") << QStringLiteral("/packwright/bin/busybox")
         << QStringLiteral("sh") << QStringLiteral("/packwright/script.sh");
    return args;
}

QCoro::Task<Result<VmRunResult>> BubblewrapSandbox::run(VmRunRequest request)
{
    if (m_running)
        co_return Error{BubblewrapTexts::tr("Another script is running in this sandbox."), {}};
    m_running = true;
    m_cancelled = false;
    m_timedOut = false;
    m_output.clear();
    m_dropped = 0;
    m_limit = request.outputLimit;
    QElapsedTimer clock;
    clock.start();

    const QString nixStore = m_options.nixStore;
    const QStringList storePaths = request.storePaths;
    QFuture<Result<QStringList>> future
        = QtConcurrent::run([nixStore, storePaths] { return closureOf(nixStore, storePaths); });
    const Result<QStringList> closure = co_await future;
    if (!closure || m_cancelled) {
        m_running = false;
        if (!closure)
            co_return closure.error();
        co_return Error{BubblewrapTexts::tr("The sandbox run was cancelled."), {}};
    }
    QTemporaryDir dir;
    const QString scriptFile = dir.filePath(QStringLiteral("script.sh"));
    QFile script(scriptFile);
    if (!dir.isValid() || !script.open(QIODevice::WriteOnly)
        || script.write(request.script.toUtf8()) < 0) {
        m_running = false;
        co_return Error{
            BubblewrapTexts::tr("The script cannot be written to a temporary file."), scriptFile};
    }
    script.close();

    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setStandardInputFile(QProcess::nullDevice());
    isolateVmProcess(*m_process);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &BubblewrapSandbox::onOutput);
    const QStringList args = arguments(closure.value(), storePaths, m_options.busybox, scriptFile);
    qCDebug(lcVm) << "starting" << m_options.bwrap << args;
    QProcess *process = m_process;
    process->start(m_options.bwrap, args);
    if (!process->waitForStarted()) {
        const QString why = process->errorString();
        process->deleteLater();
        m_process = nullptr;
        m_running = false;
        co_return Error{BubblewrapTexts::tr("bubblewrap cannot be started (Debian: install "
                                            "bubblewrap)."),
            m_options.bwrap + QStringLiteral(": ") + why};
    }
    const qint64 bootMs = clock.elapsed();
    QElapsedTimer runClock;
    runClock.start();
    m_timer.start(request.timeout);
    auto finished = qCoro(process, &QProcess::finished);
    co_await finished;
    m_timer.stop();
    onOutput();
    const int status = process->exitStatus() == QProcess::NormalExit ? process->exitCode() : -1;
    process->deleteLater();
    m_process = nullptr;
    m_running = false;
    if (m_cancelled)
        co_return Error{BubblewrapTexts::tr("The sandbox run was cancelled."), {}};

    VmRunResult result;
    result.backend = name();
    result.isolation = Isolation::Namespaces;
    result.output = QString::fromUtf8(m_output);
    result.droppedBytes = m_dropped;
    result.bootMs = bootMs;
    result.runMs = runClock.elapsed();
    result.timedOut = m_timedOut;
    result.exitStatus = m_timedOut ? -1 : status;
    co_return result;
}

void BubblewrapSandbox::onOutput()
{
    if (!m_process)
        return;
    const QByteArray bytes = m_process->readAllStandardOutput();
    if (bytes.isEmpty())
        return;
    Q_EMIT consoleOutput(bytes);
    const qsizetype room = qMax<qsizetype>(0, m_limit - m_output.size());
    m_output += bytes.left(room);
    m_dropped += qMax<qsizetype>(0, bytes.size() - room);
}

void BubblewrapSandbox::kill()
{
    if (m_process)
        killVmProcess(*m_process);
}

void BubblewrapSandbox::cancel()
{
    if (m_running) {
        m_cancelled = true;
        kill();
    }
}

} // namespace packwright::vm
