// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Overhead of LlmClient against the scripted model server over loopback HTTP, both protocols:
// ms per non-streamed request (the whole round trip, server included, so an upper bound of
// the client's share; target < 2 ms) and the latency a streamed event gains between the
// server writing it and streamEvent() delivering it decoded (target < 1 ms). The server runs
// in its own thread, as a real one would run in its own process.
// Usage: bench_llm_client [requests=2000] [events=500]

#include "llm/LlmClient.h"

#include "ScriptedModelServer.h"

#include <QCoreApplication>
#include <QCoroTask>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <vector>

using namespace packwright::llm;
using packwright::testsupport::ScriptedModelServer;

namespace {

qint64 nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
        std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

QJsonObject reply(const QJsonArray &chunks)
{
    QString text;
    for (const QJsonValue &c : chunks)
        text += c.toString();
    return {{QStringLiteral("text"), text}, {QStringLiteral("chunks"), chunks},
        {QStringLiteral("usage"),
            QJsonObject{{QStringLiteral("input"), 1000}, {QStringLiteral("output"), 100}}}};
}

/// The scripted server, created, used and destroyed in its own thread.
class ServerThread
{
public:
    ServerThread()
    {
        m_context.moveToThread(&m_thread);
        m_thread.start();
        run([this] {
            m_server = new ScriptedModelServer;
            m_server->listen();
        });
    }
    ~ServerThread()
    {
        run([this] { delete m_server; });
        m_thread.quit();
        m_thread.wait();
    }
    template<typename F>
    void run(F f)
    {
        QMetaObject::invokeMethod(&m_context, f, Qt::BlockingQueuedConnection);
    }
    ScriptedModelServer *server() const { return m_server; }

private:
    QThread m_thread;
    QObject m_context;
    ScriptedModelServer *m_server = nullptr;
};

LlmResult<ChatReply> call(LlmClient &client, const ChatRequest &request)
{
    auto task = client.send(request);
    return QCoro::waitFor(task);
}

ChatRequest request(bool stream)
{
    ChatRequest r;
    r.system = QStringLiteral("You package software with Nix.");
    r.messages << Message::user(
        QStringLiteral("The build of hello failed in configurePhase: "
                       "configure: error: C compiler cannot create executables."));
    r.stream = stream;
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int requests = argc > 1 ? std::max(10, atoi(argv[1])) : 2000;
    const int events = argc > 2 ? std::max(10, atoi(argv[2])) : 500;
    QTextStream out(stdout);
    ServerThread thread;

    for (const Protocol protocol : {Protocol::OpenAiChat, Protocol::AnthropicMessages}) {
        ProviderProfile profile;
        profile.name = QStringLiteral("bench");
        profile.protocol = protocol;
        profile.baseUrl = thread.server()->baseUrl();
        profile.model = QStringLiteral("scripted-model");
        profile.prices = Prices{2.5, 10, 1.25};
        LlmClient client(profile, QStringLiteral("sk-bench"));

        // Non-streamed: N requests back to back on a kept-alive connection.
        const int warmup = 50;
        QJsonArray steps;
        for (int i = 0; i < requests + warmup; ++i)
            steps.append(QJsonObject{{QStringLiteral("reply"),
                reply({QStringLiteral("The compiler is missing from nativeBuildInputs.")})}});
        thread.run([&] { thread.server()->setSteps(steps); });
        const ChatRequest plain = request(false);
        for (int i = 0; i < warmup; ++i)
            if (!call(client, plain).ok())
                return 1;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < requests; ++i) {
            if (const auto r = call(client, plain); !r.ok()) {
                out << "request failed: " << r.error().detail << "\n";
                return 1;
            }
        }
        const double msPerRequest = double(clock.nsecsElapsed()) / 1e6 / requests;

        // Streamed: one reply of `events` text deltas, 1 ms apart; latency from the server's
        // write to the client's decoded event.
        QJsonArray chunks;
        for (int i = 0; i < events; ++i)
            chunks.append(QStringLiteral("%1 ").arg(i));
        // Text chunk k is stream event k + 1 (OpenAI: after the role chunk) or k + 3
        // (Anthropic: after message_start, content_block_start and ping).
        const int offset = protocol == Protocol::OpenAiChat ? 1 : 3;
        std::vector<std::atomic<qint64>> written(events + 8);
        std::vector<qint64> latencies;
        latencies.reserve(events);
        thread.run([&] {
            thread.server()->setSteps({QJsonObject{
                {QStringLiteral("reply"), reply(chunks)}, {QStringLiteral("eventDelayMs"), 1}}});
            thread.server()->setEventHook([&written](int, int event) {
                if (event < int(written.size()))
                    written[event].store(nowNs());
            });
        });
        QObject::connect(&client, &LlmClient::streamEvent, &client, [&](const StreamEvent &e) {
            if (e.kind != StreamEvent::Kind::TextDelta)
                return;
            const qint64 received = nowNs();
            const int k = e.text.trimmed().toInt();
            latencies.push_back(received - written[k + offset].load());
        });
        if (const auto r = call(client, request(true));
            !r.ok() || int(latencies.size()) != events) {
            out << "stream failed\n";
            return 1;
        }
        thread.run([&] { thread.server()->setEventHook({}); });
        std::sort(latencies.begin(), latencies.end());
        double mean = 0;
        for (const qint64 l : latencies)
            mean += double(l);
        mean /= double(latencies.size()) * 1e6;
        const auto percentile = [&](double p) {
            return double(latencies[size_t(p * double(latencies.size() - 1))]) / 1e6;
        };

        out << protocolName(protocol) << ": " << QString::number(msPerRequest, 'f', 3)
            << " ms per non-streamed request (" << requests
            << " requests); streamed event latency mean " << QString::number(mean, 'f', 3)
            << " ms, median " << QString::number(percentile(0.5), 'f', 3) << " ms, p99 "
            << QString::number(percentile(0.99), 'f', 3) << " ms (" << events << " events)\n";
        out.flush();
    }
    return 0;
}
