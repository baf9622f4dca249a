// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// scripted-model-server: replays a transcript as an OpenAI-compatible and Anthropic model
// server on loopback, so that a session can be replayed by hand against the application.
// Usage: scripted-model-server --transcript FILE [--port PORT] [--exit-when-done]
// Prints the base URL (http://127.0.0.1:PORT/v1) on the first line of standard output.

#include "ScriptedModelServer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

using packwright::testsupport::ScriptedModelServer;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("scripted-model-server"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Replays a transcript (tests/support/README.md) as a model server speaking OpenAI Chat "
        "Completions and Anthropic Messages on 127.0.0.1."));
    parser.addHelpOption();
    const QCommandLineOption transcript(QStringLiteral("transcript"),
        QStringLiteral("The transcript to replay."), QStringLiteral("FILE"));
    const QCommandLineOption port(QStringLiteral("port"),
        QStringLiteral("Port to listen on (0: any free one)."), QStringLiteral("PORT"),
        QStringLiteral("0"));
    const QCommandLineOption exitWhenDone(QStringLiteral("exit-when-done"),
        QStringLiteral("Exit after the last step was served (status 1 after a mismatch)."));
    parser.addOptions({transcript, port, exitWhenDone});
    parser.process(app);

    QTextStream err(stderr);
    if (!parser.isSet(transcript)) {
        err << "scripted-model-server: --transcript FILE is required\n";
        return 2;
    }
    ScriptedModelServer server;
    if (const auto loaded = server.loadTranscript(parser.value(transcript)); !loaded) {
        err << loaded.error().message << " (" << loaded.error().detail << ")\n";
        return 2;
    }
    bool portOk = false;
    const uint portNumber = parser.value(port).toUInt(&portOk);
    if (!portOk || portNumber > 65535 || !server.listen(quint16(portNumber))) {
        err << "scripted-model-server: cannot listen on 127.0.0.1:" << parser.value(port) << "\n";
        return 2;
    }
    QTextStream(stdout) << server.baseUrl().toString() << Qt::endl;
    err << "serving " << server.stepCount() << " steps; set the provider's base URL to "
        << server.baseUrl().toString() << Qt::endl;

    QObject::connect(&server, &ScriptedModelServer::mismatchFound, &app, [&](const QString &what) {
        err << "MISMATCH: " << what << Qt::endl;
        if (parser.isSet(exitWhenDone))
            QCoreApplication::exit(1);
    });
    QObject::connect(&server, &ScriptedModelServer::stepServed, &app, [&](int step) {
        err << "served step " << step + 1 << "/" << server.stepCount() << Qt::endl;
        if (parser.isSet(exitWhenDone) && server.finished())
            QTimer::singleShot(
                1000, &app, [] { QCoreApplication::exit(0); }); // let the reply go out
    });
    return QCoreApplication::exec();
}
