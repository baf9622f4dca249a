// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 7's responsiveness figure: the worst event-loop stall of the GUI thread while a
// build streams 100,000 log lines per second into the log file a BuildLogView follows and
// the model streams text into a text edit, and the memory the view costs per million lines.
// Then the time to open the whole file from scratch and the worst stall while doing so.
// Usage: QT_QPA_PLATFORM=offscreen bench_gui_stall [seconds=10] [lines-per-second=100000]

#include "BuildLogView.h"
#include "EvidencePanel.h"
#include "LogDocument.h"
#include "LogTextArea.h"
#include "StallMeter.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

using namespace packwright;

namespace {

/// Resident memory of this process in KiB (/proc/self/status VmRSS), 0 when unknown.
qint64 rssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

/// One line of a busy build, ~90 bytes; every 100,000th a phase marker, now and then an error.
QByteArray logLine(qint64 n)
{
    static const char *const phases[]
        = {"unpackPhase", "configurePhase", "buildPhase", "checkPhase", "installPhase"};
    if (n % 100000 == 0)
        return QByteArray("Running phase: ") + phases[(n / 100000) % 5] + '\n';
    if (n % 9973 == 0)
        return "src/module_" + QByteArray::number(n % 97)
            + ".c:42:7: error: 'foo' undeclared (first use in this function)\n";
    return "  CC       src/module_" + QByteArray::number(n % 97) + "/file_" + QByteArray::number(n)
        + ".o  -O2 -Wall -fPIC -DNDEBUG -I include -c\n";
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(1, atoi(argv[1])) : 10;
    const int rate = argc > 2 ? std::max(1000, atoi(argv[2])) : 100000;
    QTextStream out(stdout);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("build.log"));
    QFile(path).open(QIODevice::WriteOnly);

    // The workbench's two streams: the log view following the file, the model's text.
    ui::BuildLogView view;
    view.resize(1400, 600);
    view.show();
    ui::EvidencePanel evidence; // its Live tab, as a live session streams into it
    evidence.resize(600, 400);
    evidence.showLive();
    evidence.show();
    QTimer modelStream;
    qint64 tokens = 0;
    QObject::connect(&modelStream, &QTimer::timeout, &evidence, [&] {
        // ~50 tokens/s in 20 ms bursts, as a streaming reply arrives; a tool call now and then.
        ++tokens;
        const QString token = QStringLiteral("token%1 ").arg(tokens);
        evidence.appendModelText(tokens % 12 == 0 ? token + QLatin1Char('\n') : token);
        if (tokens % 100 == 0)
            evidence.appendToolCall(
                QStringLiteral("read_file"), QStringLiteral("{\"path\":\"meson.build\"}"));
    });
    QApplication::processEvents();

    workspace::Attempt attempt;
    attempt.logFile = path;
    attempt.status = workspace::AttemptStatus::Running;
    view.showAttempt(attempt);
    models::LogDocument *document = view.rawDocument();
    QApplication::processEvents();
    const qint64 rssBefore = rssKiB();

    // The build: a writer thread appending `rate` lines per second in 10 ms slices.
    std::atomic<qint64> written{0};
    std::atomic<bool> done{false};
    std::thread writer([&] {
        std::FILE *file = std::fopen(QFile::encodeName(path).constData(), "ab");
        if (!file)
            return;
        QElapsedTimer clock;
        clock.start();
        qint64 n = 0;
        const qint64 total = qint64(rate) * seconds;
        QByteArray slice;
        while (n < total) {
            const qint64 due = std::min(total, clock.elapsed() * rate / 1000 + rate / 100);
            slice.clear();
            for (; n < due; ++n)
                slice += logLine(n);
            std::fwrite(slice.constData(), 1, std::size_t(slice.size()), file);
            std::fflush(file);
            written = n;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        std::fclose(file);
        done = true;
    });

    StallMeter meter(&app);
    meter.start();
    modelStream.start(20);
    QElapsedTimer wall;
    wall.start();
    while (!done || document->lineCount() < written || document->isIndexing()) {
        QApplication::processEvents(QEventLoop::AllEvents, 5);
        if (wall.elapsed() > qint64(seconds + 30) * 1000)
            break;
    }
    const qint64 caughtUpMs = wall.elapsed();
    meter.stop();
    modelStream.stop();
    writer.join();
    const qint64 lines = document->lineCount();
    const qint64 rssAfter = rssKiB();
    const double perMillion
        = lines > 0 ? double(rssAfter - rssBefore) * 1024.0 / double(lines) * 1e6 : 0;

    out << "streamed " << lines << " lines (" << (QFileInfo(path).size() >> 20) << " MiB) in "
        << caughtUpMs << " ms at " << rate
        << " lines/s; view following: " << (view.textArea()->isFollowing() ? "yes" : "no")
        << ", last line visible: " << (view.textArea()->isLineVisible(lines - 1) ? "yes" : "no")
        << "\n";
    out << "worst event-loop stall: " << QString::number(meter.worstMs(), 'f', 1) << " ms (p99 "
        << QString::number(meter.percentileMs(0.99), 'f', 1) << " ms, p999 "
        << QString::number(meter.percentileMs(0.999), 'f', 1) << " ms, " << meter.ticks()
        << " ticks of a 1 ms timer); target < 50 ms: " << (meter.worstMs() < 50 ? "met" : "MISSED")
        << "\n";
    out << "memory: RSS +" << (rssAfter - rssBefore) / 1024 << " MiB, "
        << QString::number(perMillion / double(1 << 20), 'f', 1)
        << " MiB per million lines; line index "
        << QString::number(
               double(document->indexMemoryBytes()) / double(std::max<qint64>(1, lines)), 'f', 2)
        << " bytes/line; phases " << document->phases().size() << "; model text " << tokens
        << " tokens\n";
    out.flush();

    // Opening the finished log from scratch (as when selecting an attempt).
    StallMeter openMeter(&app);
    openMeter.start();
    QElapsedTimer openClock;
    openClock.start();
    view.clear();
    view.showAttempt(attempt);
    while (document->lineCount() < lines || document->isIndexing()) {
        QApplication::processEvents(QEventLoop::AllEvents, 5);
        if (openClock.elapsed() > 60000)
            break;
    }
    const qint64 openMs = openClock.elapsed();
    openMeter.stop();
    out << "reopening: " << document->lineCount() << " lines indexed in " << openMs
        << " ms; worst stall " << QString::number(openMeter.worstMs(), 'f', 1) << " ms\n";

    // Scrolling through it: a page down per event-loop turn, painting each page.
    StallMeter scrollMeter(&app);
    scrollMeter.start();
    QElapsedTimer scrollClock;
    scrollClock.start();
    auto *area = view.textArea();
    area->setCurrentLine(0);
    int pages = 0;
    for (; pages < 2000; ++pages) {
        area->setCurrentLine(area->currentLine() + 397);
        area->viewport()->repaint();
        QApplication::processEvents();
    }
    scrollMeter.stop();
    out << "scrolling: " << pages << " jumps with a repaint each in " << scrollClock.elapsed()
        << " ms; worst stall " << QString::number(scrollMeter.worstMs(), 'f', 1) << " ms\n";
    return meter.worstMs() < 50 ? 0 : 1;
}
