// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "vm/GuestImage.h"

#include "core/Logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>

#include <sys/stat.h>
#include <unistd.h>

namespace packwright::vm {

namespace {
struct GuestImageTexts
{
    Q_DECLARE_TR_FUNCTIONS(GuestImageTexts)
};

constexpr int processTimeoutMs = 120000;
constexpr int lddBatch = 200;
constexpr int maxLinkDepth = 40;
const QString storeDir = QStringLiteral("/nix/store");

bool inStore(const QString &path)
{
    return path == storeDir || path.startsWith(storeDir + QLatin1Char('/'));
}

QString readLink(const QString &path)
{
    const QByteArray encoded = QFile::encodeName(path);
    QByteArray target(PATH_MAX, '\0');
    const ssize_t n = ::readlink(encoded.constData(), target.data(), size_t(target.size()));
    return n < 0 ? QString() : QFile::decodeName(target.left(n));
}

bool isElf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly)
        && file.read(4)
        == QByteArray("\x7f"
                      "ELF");
}

/// Collects the image: store trees as they are, host paths with their symlink chains.
class ImageBuilder
{
public:
    Initramfs image;
    QStringList elfFiles;
    QStringList hostFiles;
    QStringList escapingLinks; ///< symlinks in the packages' bin/ that leave the store

    void addStoreTree(const QString &path, bool packageRoot)
    {
        struct stat st
        {};
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
            return;
        if (S_ISLNK(st.st_mode)) {
            const QString target = readLink(path);
            image.addSymlink(path, target);
            const QString absolute
                = QDir::cleanPath(QFileInfo(path).absolutePath() + QLatin1Char('/') + target);
            if (packageRoot && !inStore(target.startsWith(QLatin1Char('/')) ? target : absolute))
                escapingLinks.append(path);
        } else if (S_ISDIR(st.st_mode)) {
            image.addDirectory(path, int(st.st_mode & 07777));
            const QStringList names = QDir(path).entryList(
                QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
            for (const QString &name : names) {
                const QString child = path + QLatin1Char('/') + name;
                // Only the programs directly in a package's bin/ or sbin/ may pull host files.
                const bool binDir = packageRoot
                    && (name == QLatin1String("bin") || name == QLatin1String("sbin")
                        || path.endsWith(QLatin1String("/bin"))
                        || path.endsWith(QLatin1String("/sbin")));
                addStoreTree(child, binDir);
            }
        } else if (S_ISREG(st.st_mode)) {
            image.addHostFile(path, path, int(st.st_mode & 07777));
            if (isElf(path))
                elfFiles.append(path);
        }
    }

    /// Adds a host path and every symlink met on the way to it, as the host has them.
    bool addHostPath(const QString &path, int depth = 0)
    {
        if (depth > maxLinkDepth)
            return false;
        const QStringList parts = QDir::cleanPath(path).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        QString current;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            current += QLatin1Char('/') + parts[i];
            struct stat st
            {};
            if (::lstat(QFile::encodeName(current).constData(), &st) != 0)
                return false;
            const bool store = inStore(current);
            if (S_ISLNK(st.st_mode)) {
                const QString target = readLink(current);
                if (!store)
                    image.addSymlink(current, target);
                const QString base = target.startsWith(QLatin1Char('/'))
                    ? target
                    : QFileInfo(current).absolutePath() + QLatin1Char('/') + target;
                const QStringList rest = parts.mid(i + 1);
                return addHostPath(
                    rest.isEmpty() ? base : base + QLatin1Char('/') + rest.join(QLatin1Char('/')),
                    depth + 1);
            }
            if (S_ISDIR(st.st_mode)) {
                if (!store)
                    image.addDirectory(current, int(st.st_mode & 07777));
            } else if (S_ISREG(st.st_mode) && i == parts.size() - 1) {
                if (!store && !image.contains(current)) {
                    image.addHostFile(current, current, int(st.st_mode & 07777));
                    hostFiles.append(current);
                }
                return true;
            } else {
                return false;
            }
        }
        return true;
    }
};

Result<QString> runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LD_LIBRARY_PATH"));
    env.remove(QStringLiteral("LD_PRELOAD"));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    if (!process.waitForStarted())
        return Error{
            GuestImageTexts::tr("%1 cannot be started.").arg(program), process.errorString()};
    if (!process.waitForFinished(processTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        return Error{GuestImageTexts::tr("%1 did not finish in time.").arg(program), {}};
    }
    if (program.endsWith(QLatin1String("nix-store")) && process.exitCode() != 0)
        return Error{GuestImageTexts::tr("The closure of the package cannot be read."),
            QString::fromUtf8(process.readAllStandardError()).trimmed()};
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString shellBins(const QStringList &storePaths)
{
    QStringList bins;
    for (const QString &path : storePaths)
        bins << path + QStringLiteral("/bin") << path + QStringLiteral("/sbin");
    bins << QStringLiteral("/packwright/bin");
    return bins.join(QLatin1Char(':'));
}
} // namespace

QStringList parseLdd(const QString &output)
{
    // "\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x…)" and "\t/lib64/ld-linux….so.2 (0x…)"
    static const QRegularExpression line(
        QStringLiteral(R"(^\s+(?:\S+ => )?(/\S+) \(0x[0-9a-f]+\)\s*$)"),
        QRegularExpression::MultilineOption);
    QStringList paths;
    auto it = line.globalMatch(output);
    while (it.hasNext()) {
        const QString path = it.next().captured(1);
        if (!paths.contains(path))
            paths.append(path);
    }
    return paths;
}

QByteArray guestInit(const GuestImageSpec &spec)
{
    // Store paths are checked against storePathPattern, so they need no shell quoting; the
    // token is hex.
    QByteArray init = R"(#!/packwright/bin/busybox sh
/packwright/bin/busybox --install -s /packwright/bin
export PATH=/packwright/bin
mount -t devtmpfs devtmpfs /dev
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t tmpfs tmpfs /tmp
mkdir -p /bin /usr/bin /root
[ -e /bin/sh ] || ln -s /packwright/bin/busybox /bin/sh
[ -e /usr/bin/env ] || ln -s /packwright/bin/busybox /usr/bin/env
export HOME=/root PATH=@PATH@ @TERMINAL@ PAGER=cat GIT_PAGER=cat MANPAGER=cat
cd /root
printf '\n%s\n' '@BEGIN@'
/packwright/bin/sh /packwright/script.sh <@STDIN@
printf '\n%s%d\n' '@END@' "$?"
/packwright/bin/poweroff -f
)";
    // The script's stdout is the serial console, a terminal: without a user at it, ask
    // programs for plain output (no colours, no pager); with one, a terminal they get.
    init.replace("@TERMINAL@", spec.consoleInput ? "TERM=vt100" : "TERM=dumb NO_COLOR=1");
    init.replace("@STDIN@", spec.consoleInput ? "/dev/console" : "/dev/null");
    init.replace("@PATH@", shellBins(spec.storePaths).toUtf8());
    init.replace("@BEGIN@", QByteArray(spec.token).append(":BEGIN"));
    init.replace("@END@", QByteArray(spec.token).append(":END:"));
    return init;
}

Result<GuestImageInfo> buildGuestImage(const GuestImageSpec &spec, const QString &file)
{
    QElapsedTimer clock;
    clock.start();
    static const QRegularExpression storePathPattern(
        QStringLiteral(R"(^/nix/store/[0-9a-z]{32}-[A-Za-z0-9+._?=-]+$)"));
    for (const QString &path : spec.storePaths) {
        if (!storePathPattern.match(path).hasMatch() || !QFileInfo::exists(path))
            return Error{GuestImageTexts::tr("A package for the VM is not a store path that "
                                             "exists; build it first."),
                path};
    }
    if (!QFileInfo(spec.busybox).isExecutable())
        return Error{GuestImageTexts::tr("busybox is not installed (Debian: busybox-static)."),
            spec.busybox};

    QStringList closure;
    if (!spec.storePaths.isEmpty()) {
        const auto listed
            = runTool(spec.nixStore, QStringList{QStringLiteral("-qR")} + spec.storePaths);
        if (!listed)
            return listed.error();
        closure = listed.value().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    ImageBuilder builder;
    for (const QString &path : closure)
        builder.addStoreTree(path.trimmed(), spec.storePaths.contains(path.trimmed()));
    for (const QString &link : std::as_const(builder.escapingLinks)) {
        const QString target = QFileInfo(link).canonicalFilePath();
        if (builder.addHostPath(link) && !target.isEmpty() && isElf(target))
            builder.elfFiles.append(target);
    }
    QStringList lddInputs = builder.elfFiles;
    lddInputs.append(spec.busybox);
    for (qsizetype i = 0; i < lddInputs.size(); i += lddBatch) {
        const auto listed = runTool(QStringLiteral("ldd"), lddInputs.mid(i, lddBatch));
        if (!listed) {
            qCWarning(lcVm) << "ldd failed:" << listed.error().message;
            continue;
        }
        for (const QString &library : parseLdd(listed.value()))
            builder.addHostPath(library);
    }

    Initramfs &image = builder.image;
    image.addHostFile(QStringLiteral("/packwright/bin/busybox"), spec.busybox, 0755);
    image.addData(QStringLiteral("/packwright/script.sh"), spec.script.toUtf8(), 0755);
    image.addData(QStringLiteral("/init"), guestInit(spec), 0755);
    image.addCharDevice(QStringLiteral("/dev/console"), 5, 1);
    for (const char *dir : {"/proc", "/sys", "/tmp", "/root"})
        image.addDirectory(QString::fromLatin1(dir), 0755);

    const auto written = image.write(file);
    if (!written)
        return written.error();
    GuestImageInfo info;
    info.bytes = written.value();
    info.entries = image.entryCount();
    info.closure = closure.size();
    info.hostFiles = builder.hostFiles;
    info.buildMs = clock.elapsed();
    qCDebug(lcVm) << "initramfs" << file << info.bytes << "bytes," << info.entries << "entries,"
                  << info.closure << "store paths, host files" << info.hostFiles << "in"
                  << info.buildMs << "ms";
    return info;
}

} // namespace packwright::vm
