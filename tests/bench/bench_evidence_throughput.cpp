// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Throughput and peak memory of failure-signal extraction on a large log, beside a plain
// line-by-line scans of the same file in the same run (memchr for lines, or std::getline;
// a substring search for "error" per line; no regular expressions). Best of three runs.
// Usage: bench_evidence_throughput [MiB=256] [SOURCE.log]
//   SOURCE.log: real build output to repeat (e.g. from tests/tools/success-log.sh);
//   without it a synthetic compiler/make log is used. A real failure excerpt ends the log.

#include "evidence/Extractor.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstring>
#include <fstream>
#include <string_view>
#include <vector>

using namespace packwright;
using packwright::Result;

namespace {

/// Peak resident set size of this process in KiB (VmHWM), and a way to reset it.
qint64 peakRssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

void resetPeakRss()
{
    std::ofstream("/proc/self/clear_refs") << "5";
}

QByteArray syntheticSource()
{
    QByteArray text;
    for (int i = 0; i < 400; ++i) {
        text += "gcc -DHAVE_CONFIG_H -I. -I.. -O2 -g -Wall -c src/module" + QByteArray::number(i)
            + ".c -o src/module" + QByteArray::number(i) + ".o\n";
        text += "checking for strerror_r... yes\n";
        text += "  CC       lib/libfoo_la-part" + QByteArray::number(i % 37) + ".lo\n";
        text += "make[2]: Entering directory '/build/foo-1.2.3/src'\n";
    }
    return text;
}

struct PlainScan
{
    qint64 lines = 0;
    qint64 hits = 0;
};

/// The baseline: what a simple grep-like tool does with the same file.
PlainScan plainScan(const QString &path)
{
    PlainScan scan;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return scan;
    std::vector<char> buffer(std::size_t(1) << 20);
    std::string carry;
    for (;;) {
        const qint64 got = file.read(buffer.data(), qint64(buffer.size()));
        if (got <= 0)
            break;
        std::size_t pos = 0;
        while (pos < std::size_t(got)) {
            const auto *nl = static_cast<const char *>(
                std::memchr(buffer.data() + pos, '\n', std::size_t(got) - pos));
            if (nl == nullptr) {
                carry.append(buffer.data() + pos, std::size_t(got) - pos);
                break;
            }
            std::string_view line(buffer.data() + pos, std::size_t(nl - buffer.data()) - pos);
            if (!carry.empty()) {
                carry.append(line);
                line = carry;
            }
            ++scan.lines;
            scan.hits += line.find("error") != std::string_view::npos;
            carry.clear();
            pos = std::size_t(nl - buffer.data()) + 1;
        }
    }
    return scan;
}

/// The other plain baseline: std::getline over an ifstream, a substring search per line.
qint64 getlineScan(const QString &path)
{
    std::ifstream in(path.toStdString());
    std::string line;
    qint64 hits = 0;
    while (std::getline(in, line))
        hits += line.find("error") != std::string::npos;
    return hits;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const qint64 mib = argc > 1 ? std::max(1, atoi(argv[1])) : 256;
    QByteArray source;
    if (argc > 2) {
        QFile file(QString::fromLocal8Bit(argv[2]));
        if (!file.open(QIODevice::ReadOnly)) {
            out << "cannot read " << file.fileName() << '\n';
            return 1;
        }
        source = file.readAll();
    } else {
        source = syntheticSource();
    }
    const QByteArray failure = "Running phase: buildPhase\n"
                               "src/main.c:12:10: fatal error: zlib.h: No such file or directory\n"
                               "   12 | #include <zlib.h>\n"
                               "compilation terminated.\n"
                               "make: *** [Makefile:12: main.o] Error 1\n";

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.log"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return 1;
        qint64 written = 0;
        for (int pass = 0; written < mib * 1024 * 1024; ++pass) {
            written += file.write(source);
            written += file.write("pass " + QByteArray::number(pass) + " done\n");
        }
        file.write(failure);
    }
    const double megabytes = double(QFile(path).size()) / 1e6;
    out << "log: " << QString::number(megabytes, 'f', 1) << " MB ("
        << (argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("synthetic")) << ")\n";

    // Best of three runs each, so that another process on the machine distorts less.
    constexpr int Runs = 3;
    QElapsedTimer timer;
    double plainSeconds = 1e9;
    double getlineSeconds = 1e9;
    PlainScan plain;
    for (int run = 0; run < Runs; ++run) {
        timer.start();
        plain = plainScan(path);
        plainSeconds = std::min(plainSeconds, double(timer.nsecsElapsed()) / 1e9);
        timer.start();
        getlineScan(path);
        getlineSeconds = std::min(getlineSeconds, double(timer.nsecsElapsed()) / 1e9);
    }

    const auto extractor = evidence::Extractor::create();
    if (!extractor) {
        out << extractor.error().message << '\n';
        return 1;
    }
    resetPeakRss();
    const qint64 rssBefore = peakRssKiB();
    double seconds = 1e9;
    Result<evidence::Extraction> extraction;
    for (int run = 0; run < Runs; ++run) {
        timer.start();
        extraction = extractor.value().extractFile(path);
        seconds = std::min(seconds, double(timer.nsecsElapsed()) / 1e9);
    }
    const qint64 rssPeak = peakRssKiB();
    if (!extraction) {
        out << extraction.error().message << '\n';
        return 1;
    }
    const auto &e = extraction.value();
    const auto row = [&](const QString &name, double s, qint64 lines) {
        return QStringLiteral("%1 %2 MB/s %3 lines/s  %4× the time of the memchr scan\n")
            .arg(name, -26)
            .arg(megabytes / s, 8, 'f', 1)
            .arg(double(lines) / s, 12, 'f', 0)
            .arg(s / plainSeconds, 5, 'f', 2);
    };
    out << row(QStringLiteral("plain scan (memchr+find):"), plainSeconds, plain.lines)
        << row(QStringLiteral("plain scan (getline+find):"), getlineSeconds, plain.lines)
        << row(QStringLiteral("extractor:"), seconds, e.read.lines)
        << "extractor vs getline scan: " << QString::number(seconds / getlineSeconds, 'f', 2)
        << "× the time\n"
        << "peak memory while extracting: " << QString::number(double(rssPeak) / 1024.0, 'f', 1)
        << " MiB (process), " << QString::number(double(rssPeak - rssBefore) / 1024.0, 'f', 1)
        << " MiB above the start\n"
        << "signals: " << e.ranked.size() << ", first: "
        << (e.ranked.isEmpty() ? QStringLiteral("none")
                               : e.ranked.first().text.section(QLatin1Char('\n'), 0, 0))
        << '\n';
    return 0;
}
