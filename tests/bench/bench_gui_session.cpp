// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 20's responsiveness figure for a whole live session: the worst stall of the GUI
// thread while the workbench (ui::MainWindow) runs a real session from start to finish —
// real Nix on the fixture set, the scripted model (tests/support) streaming its reply word by
// word, every approval automatic. Both builds print `rate` log lines a second for `seconds`
// seconds (in bursts of rate/10 lines every 100 ms) before their build phase: attempt 1 then
// fails (broken-compile-error), the model's fix is applied and attempt 2 builds.
// Target: worst stall ≤ 16 ms (one frame at 60 Hz).
// Usage: QT_QPA_PLATFORM=offscreen bench_gui_session [seconds=5] [lines-per-second=100000]
// Needs Nix (nix-build) and the fixture set's source mirror, as the integration tests.

#include "../integration/LoopScenario.h"
#include "LiveSession.h"
#include "MainWindow.h"
#include "PrivateSettings.h"
#include "StallMeter.h"

#include <KSyntaxHighlighting/Repository>

#include <QApplication>
#include <QDateTime>
#include <QTextStream>
#include <QThread>

using namespace packwright;
using namespace packwright::testsupport;

namespace {

/// Stalls that begin this early after the click belong to its first frame.
constexpr double startFrameMs = 100;

/// broken-compile-error with its sources beside it and a build that first prints
/// `seconds` × `rate` lines of compiler output; a nonce makes every run build anew.
QString loudBrokenExpression(int seconds, int rate)
{
    const QString nonce = QString::number(QDateTime::currentMSecsSinceEpoch());
    const QString burst = QStringLiteral(
        "    for i in $(seq 1 %1); do\n"
        "      seq -f '  CC       src/module_%g.o  -O2 -Wall -fPIC -DNDEBUG -I include -c' 1 %2\n"
        "      sleep 0.1\n"
        "    done\n")
                              .arg(seconds * 10)
                              .arg(std::max(1, rate / 10));
    return fixturePackage("broken-compile-error")
        .replace(QStringLiteral("../tiny/src"), QStringLiteral("./src"))
        .replace(QStringLiteral("  makeFlags ="),
            QStringLiteral("  benchRun = \"%1\";\n  preBuild = ''\n%2  '';\n\n  makeFlags =")
                .arg(nonce, burst));
}

/// The model's explanation of its fix: about 600 words, streamed one event a word.
QString longExplanation()
{
    QStringList words;
    for (int i = 0; i < 600; ++i)
        words << (i % 15 == 14 ? QStringLiteral("postPatch.\n") : QStringLiteral("removed"));
    return words.join(QLatin1Char(' '));
}

/// Times every event the GUI thread delivers, to name what the longest stalls were made of:
/// the receiver's class, the event type and, for a queued call, the slot's object.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;

    struct Delivery
    {
        double ms = 0;
        QString what;
    };

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (QThread::currentThread() != thread() || m_depth > 0)
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer clock;
        clock.start();
        const bool handled = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        if (ms >= 8 && m_slow.size() < 1000)
            m_slow.push_back({ms,
                QStringLiteral("%1 (%2) event %3")
                    .arg(QLatin1String(receiver->metaObject()->className()), receiver->objectName())
                    .arg(int(event->type()))});
        return handled;
    }

    /// The slowest deliveries, slowest first.
    std::vector<Delivery> slowest(std::size_t n)
    {
        std::sort(m_slow.begin(), m_slow.end(),
            [](const Delivery &a, const Delivery &b) { return a.ms > b.ms; });
        return {m_slow.begin(), m_slow.begin() + std::ptrdiff_t(std::min(n, m_slow.size()))};
    }

private:
    int m_depth = 0;
    std::vector<Delivery> m_slow;
};

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    TimedApplication app(argc, argv);
    const packwright::testsupport::PrivateSettings settings; // no recents or layout of other runs
    const int seconds = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    const int rate = argc > 2 ? std::max(1000, atoi(argv[2])) : 100000;
    QTextStream out(stdout);

    const QString expression = loudBrokenExpression(seconds, rate);
    ScriptedModelServer server;
    QJsonObject explanation = textStep(longExplanation());
    explanation.insert(QStringLiteral("eventDelayMs"), 2);
    server.setSteps({
        callsStep({strReplace(QStringLiteral("a"), postPatchBlock(expression), QString())}),
        explanation,
    });
    if (!server.listen())
        qFatal("the scripted model server cannot listen");

    QTemporaryDir dir;
    dir.setAutoRemove(qEnvironmentVariableIsEmpty("PACKWRIGHT_BENCH_KEEP"));
    loop::PackagingRequest request = fixtureRequest(
        dir.filePath(QStringLiteral("session")), dir.filePath(QStringLiteral("index.sqlite")));
    request.initialExpression = expression;
    request.extraFiles = tinySources();
    request.quickFixes = false;
    request.approvals = loop::ApprovalPolicy::allAuto();
    request.profile = scriptedProfile(server);

    KSyntaxHighlighting::Repository repository;
    ui::MainWindow window(repository);
    window.resize(1400, 900);
    window.show();
    QApplication::processEvents();

    StallMeter meter(&app);
    qint64 logLines = 0;
    std::optional<loop::SessionReport> report;
    QElapsedTimer wall;
    meter.start();
    wall.start();
    if (!window.startSession(request))
        qFatal("the session did not start");
    models::LiveSession *session = window.liveSession();
    QObject::connect(session, &models::LiveSession::logLines, &app,
        [&logLines](int, const QString &lines) { logLines += lines.count(QLatin1Char('\n')) + 1; });
    // What the window was told, and when: the worst stalls are printed with what came before.
    QList<QPair<double, QString>> told;
    const auto tell = [&told, &wall](const QString &what) {
        told.append({double(wall.nsecsElapsed()) / 1e6, what});
    };
    QObject::connect(session, &models::LiveSession::stageChanged, &app,
        [&tell](const QString &stage) { tell(QStringLiteral("stage: ") + stage); });
    QObject::connect(session, &models::LiveSession::recordChanged, &app,
        [&tell] { tell(QStringLiteral("record changed")); });
    QObject::connect(session, &models::LiveSession::approvalChanged, &app,
        [&tell] { tell(QStringLiteral("approval changed")); });
    QEventLoop untilFinished; // not a loop of processEvents(): that would spin the GUI thread
    QObject::connect(session, &models::LiveSession::finished, &untilFinished,
        [&report, &untilFinished](const loop::SessionReport &r) {
            report = r;
            untilFinished.quit();
        });
    QTimer::singleShot(600000, &untilFinished, &QEventLoop::quit);
    untilFinished.exec();
    const qint64 sessionMs = wall.elapsed();
    meter.stop();
    if (!report)
        qFatal("the session did not finish within 10 minutes");

    out << "session: " << report->attempts.size() << " attempts, outcome "
        << (report->succeeded() ? "built" : "not built") << ", " << sessionMs << " ms; " << logLines
        << " log lines reached the window (" << rate << " lines/s for " << seconds
        << " s a build); model steps served " << server.stepsServed() << " of "
        << server.stepCount() << "\n";
    if (!dir.autoRemove())
        out << "session directory: " << dir.filePath(QStringLiteral("session")) << "\n";
    // The click's own frame (the start page gives way to the docks, laid out and painted for
    // the first time) is printed apart from the session it starts.
    const std::vector<StallMeter::Stall> worst = meter.worst(meter.ticks());
    const auto running = std::find_if(worst.begin(), worst.end(),
        [](const StallMeter::Stall &s) { return s.atMs >= startFrameMs; });
    const double runningMs = running == worst.end() ? 0.0 : running->lengthMs;
    out << "worst GUI-thread stall while the session runs: " << QString::number(runningMs, 'f', 1)
        << " ms; target <= 16 ms: " << (runningMs <= 16 ? "met" : "MISSED") << "\n"
        << "worst over everything, the click's first frame included: "
        << QString::number(meter.worstMs(), 'f', 1) << " ms (p99 "
        << QString::number(meter.percentileMs(0.99), 'f', 1) << " ms, p999 "
        << QString::number(meter.percentileMs(0.999), 'f', 1) << " ms, " << meter.ticks()
        << " ticks of a 1 ms timer)\n";
    for (const StallMeter::Stall &stall : meter.worst(5)) {
        QString before = QStringLiteral("(nothing yet)");
        for (const auto &[at, what] : told) {
            if (at > stall.atMs)
                break;
            before = QStringLiteral("%1 at %2 ms").arg(what).arg(at, 0, 'f', 0);
        }
        out << "  " << QString::number(stall.lengthMs, 'f', 1) << " ms ("
            << QString::number(stall.cpuMs, 'f', 1) << " ms of it on a CPU) at "
            << QString::number(stall.atMs, 'f', 0) << " ms, after " << before << "\n";
    }
    out << "slowest event deliveries (>= 8 ms):\n";
    for (const TimedApplication::Delivery &d : app.slowest(5))
        out << "  " << QString::number(d.ms, 'f', 1) << " ms: " << d.what << "\n";
    return report->succeeded() && runningMs <= 16 ? 0 : 1;
}
