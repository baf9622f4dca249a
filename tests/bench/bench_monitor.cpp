// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Throughput of BuildMonitor (decoding `--log-format internal-json` and keeping the bounded
// state) on a synthetic stream of build log lines, without Nix: prints MiB/s and lines/s.
// Usage: bench_monitor [MiB=200]

#include "nix/BuildMonitor.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

using namespace packwright::nix;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 mib = argc > 1 ? std::max(1, atoi(argv[1])) : 200;
    const QByteArray start
        = R"(@nix {"action":"start","fields":["/nix/store/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-bench.drv","",1,1],"id":5,"level":3,"parent":0,"text":"building","type":105})"
          "\n";
    const QByteArray line
        = R"(@nix {"action":"result","fields":["cc -O2 -c src/module.c -o build/module.o  # a typical compiler line of the build log"],"id":5,"type":101})"
          "\n";
    QByteArray chunk;
    while (chunk.size() < 64 * 1024)
        chunk += line;
    const qint64 linesPerChunk = chunk.size() / line.size();

    QTemporaryDir dir;
    BuildMonitor monitor;
    if (!monitor.open(dir.filePath(QStringLiteral("log"))))
        return 1;
    qint64 events = 0;
    monitor.setEventSink([&events](const LogEvent &) { ++events; });
    monitor.feed(start);
    QElapsedTimer t;
    t.start();
    qint64 bytes = 0, lines = 0;
    while (bytes < mib * 1024 * 1024) {
        monitor.feed(chunk);
        bytes += chunk.size();
        lines += linesPerChunk;
    }
    monitor.finish();
    const double seconds = t.elapsed() / 1000.0;
    QTextStream(stdout) << "BuildMonitor: " << bytes / (1024 * 1024) << " MiB, " << lines
                        << " lines in " << seconds
                        << " s: " << QString::number(bytes / (1024.0 * 1024.0) / seconds, 'f', 1)
                        << " MiB/s, " << QString::number(lines / seconds / 1e6, 'f', 2)
                        << " M lines/s; " << events << " events\n";
    return 0;
}
