// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Prompt size per attempt of a real repair session: EvidenT's four evidence slots (as the
// loop sent them) against a Vibenix-style prompt of the same attempt (expression, project
// summary and the raw build log's last 100 lines), in the same run.
//
//   build/bin/bench_prompt_size [libspng|jq|lz4] [--show-prompts]
//
// libspng: the demo session (resources/demo/live-session.json: a regression, a rollback,
// a fix); jq: configure falls back to a bundled oniguruma and the build fails later, a long
// autotools log (the model adds oniguruma); lz4: the real lz4 1.9.4 release packaged from
// its tarball (issue 23's case: a Makefile project with IDE folders and a long README), the
// model picks the stdenv template and, after the install fails writing to /usr/local, sets
// PREFIX. Real Nix on the fixture set, the scripted model.
#include "FixtureNix.h"
#include "ScriptedModelServer.h"
#include "loop/LoopRunner.h"
#include "loop/PromptTemplates.h"
#include "loop/SlotBudgets.h"
#include "workspace/SessionStore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace packwright;

namespace {
const QString root = QStringLiteral(PACKWRIGHT_SOURCE_DIR);

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QJsonObject replace(const QString &id, const QString &from, const QString &to)
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), QStringLiteral("str_replace")},
        {QStringLiteral("arguments"),
            QJsonObject{{QStringLiteral("old_str"), from}, {QStringLiteral("new_str"), to}}}};
}

/// One request as a provider's prompt cache sees it, in the order the provider renders it:
/// the tool definitions, the system prompt, then each message's text and tool calls. Works
/// for both protocols' bodies (OpenAI: a system message; Anthropic: a "system" field).
QString renderedRequest(const QByteArray &body, QString *system)
{
    const QJsonObject request = QJsonDocument::fromJson(body).object();
    QString out = QString::fromUtf8(QJsonDocument(request.value(QStringLiteral("tools")).toArray())
                                        .toJson(QJsonDocument::Compact));
    *system = request.value(QStringLiteral("system")).toString();
    out += *system;
    for (const QJsonValue &v : request.value(QStringLiteral("messages")).toArray()) {
        const QJsonObject m = v.toObject();
        const QJsonValue content = m.value(QStringLiteral("content"));
        const QString text = content.isString()
            ? content.toString()
            : QString::fromUtf8(QJsonDocument(content.toArray()).toJson(QJsonDocument::Compact));
        if (m.value(QStringLiteral("role")).toString() == u"system" && system->isEmpty())
            *system = text;
        out += m.value(QStringLiteral("role")).toString() + QLatin1Char(':') + text;
        const QJsonArray calls = m.value(QStringLiteral("tool_calls")).toArray();
        if (!calls.isEmpty())
            out += QString::fromUtf8(QJsonDocument(calls).toJson(QJsonDocument::Compact));
    }
    return out;
}

/// The share of `text` that is identical to `previous` from the start, in per cent.
double prefixShare(const QString &text, const QString &previous)
{
    const auto mismatch
        = std::mismatch(text.cbegin(), text.cend(), previous.cbegin(), previous.cend());
    return text.isEmpty() ? 0.0
                          : 100.0 * double(mismatch.first - text.cbegin()) / double(text.size());
}

QJsonArray lz4Transcript()
{
    const auto text = [](const QString &t) {
        return QJsonObject{{QStringLiteral("reply"), QJsonObject{{QStringLiteral("text"), t}}}};
    };
    const QJsonObject choose{{QStringLiteral("id"), QStringLiteral("t1")},
        {QStringLiteral("name"), QStringLiteral("select_template")},
        {QStringLiteral("arguments"),
            QJsonObject{{QStringLiteral("template"), QStringLiteral("stdenv")},
                {QStringLiteral("summary"),
                    QStringLiteral(
                        "Plain Makefiles (lib/, programs/); install follows PREFIX.")}}}};
    return {QJsonObject{{QStringLiteral("reply"),
                QJsonObject{{QStringLiteral("toolCalls"), QJsonArray{choose}}}}},
        text(QStringLiteral("stdenv fits plain Makefiles.")),
        QJsonObject{{QStringLiteral("reply"),
            QJsonObject{{QStringLiteral("toolCalls"),
                QJsonArray{replace(QStringLiteral("f1"), QStringLiteral("  buildInputs = [ ];\n"),
                    QStringLiteral("  buildInputs = [ ];\n\n  makeFlags = [ "
                                   "\"PREFIX=${placeholder \"out\"}\" ];\n"))}}}}},
        text(QStringLiteral("make install follows PREFIX: set it to $out."))};
}

QJsonArray jqTranscript()
{
    const QString args = QStringLiteral("{ lib, stdenv, fetchFromGitHub, autoreconfHook }:");
    const QString inputs = QStringLiteral("  nativeBuildInputs = [ autoreconfHook ];\n");
    return {
        QJsonObject{{QStringLiteral("reply"),
            QJsonObject{{QStringLiteral("toolCalls"),
                QJsonArray{replace(QStringLiteral("j1"), args,
                               QStringLiteral(
                                   "{ lib, stdenv, fetchFromGitHub, autoreconfHook, oniguruma }:")),
                    replace(QStringLiteral("j2"), inputs,
                        inputs + QStringLiteral("  buildInputs = [ oniguruma ];\n"))}}}}},
        QJsonObject{{QStringLiteral("reply"),
            QJsonObject{{QStringLiteral("text"), QStringLiteral("Added oniguruma.")}}}}};
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList args = app.arguments();
    const bool showPrompts = args.removeAll(QStringLiteral("--show-prompts")) > 0;
    const QString scenario = args.value(1, QStringLiteral("libspng"));
    if (scenario != u"libspng" && scenario != u"jq" && scenario != u"lz4") {
        out << "usage: bench_prompt_size [libspng|jq|lz4]\n";
        return 2;
    }
    QProcess::execute(
        QStringLiteral("bash"), {root + QStringLiteral("/tests/fixtures/sources/fetch.sh")});

    testsupport::ScriptedModelServer server;
    if (scenario == u"jq")
        server.setSteps(jqTranscript());
    else if (scenario == u"lz4")
        server.setSteps(lz4Transcript());
    else if (!server.loadTranscript(root + QStringLiteral("/resources/demo/live-session.json")))
        return 1;
    server.listen();

    QTemporaryDir dir;
    loop::PackagingRequest request;
    if (scenario == u"lz4") {
        request.source = {nix::SourceSpec::Kind::Tarball,
            packwright::testing::fixtureMirror()
                + QStringLiteral("/debian/pool/main/l/lz4/lz4_1.9.4.orig.tar.gz"),
            {}};
        request.limits.refinementRounds = 0; // the prompts of the fix steps are measured
    } else {
        request.initialExpression
            = readText(root + QStringLiteral("/tests/fixtures/packages/broken-")
                + (scenario == u"jq" ? QStringLiteral("jq-no-oniguruma")
                                     : QStringLiteral("libspng-no-zlib"))
                + QStringLiteral("/package.nix"));
    }
    request.nixpkgs
        = nix::NixpkgsSource::localPath(root + QStringLiteral("/tests/fixtures/nixpkgs"));
    request.buildOptions.options = packwright::testing::fixtureNixOptions();
    request.sessionDirectory = dir.filePath(QStringLiteral("session"));
    request.packageIndexFile = dir.filePath(QStringLiteral("index.sqlite"));
    llm::ProviderProfile profile
        = llm::ProviderProfile::local(server.baseUrl(), QStringLiteral("scripted-model"));
    profile.name = QStringLiteral("scripted");
    request.profile = profile;
    request.quickFixes = false; // the model's prompts are measured, not the quick fixer
    // The demo transcript scripts the signal verifier's call (EvidenT §4.3.1); the jq one not.
    request.limits.verifySignals = scenario == u"libspng" ? loop::LoopLimits{}.verifySignals : 0;

    // The plain build log of each attempt, as `nix log` would print it.
    QMap<int, QStringList> logs;
    loop::LoopRunner runner(request);
    QEventLoop wait;
    QObject::connect(
        &runner, &loop::LoopRunner::loopEvent, &runner, [&logs](const loop::LoopEvent &e) {
            if (e.kind == loop::LoopEvent::Kind::LogChunk)
                logs[e.attempt] << e.text.split(QLatin1Char('\n'));
        });
    QObject::connect(&runner, &loop::LoopRunner::finished, &wait, &QEventLoop::quit);
    runner.start();
    wait.exec();
    const loop::SessionReport report = *runner.report();

    auto store = workspace::SessionStore::open(
        request.sessionDirectory + QStringLiteral("/record.sqlite"));
    if (!store)
        return 1;
    const auto record = store.value().load();
    if (!record)
        return 1;
    const auto system = loop::renderPrompt(QStringLiteral("fix-system"), {});

    out << "scenario " << scenario << ": " << loop::stopReasonName(report.stopReason) << " after "
        << record.value().attempts.size() << " attempts\n";
    out << "prompt of the fix step after each failed attempt (characters; ~tokens = chars / 4; "
           "system prompt of "
        << system.value().size() << " characters not counted)\n";
    out << "findings = the Findings slot's share of the prompt (issue 23 target: <= 15 %); "
           "prefix = the share identical to the previous fix prompt from its start, which a "
           "provider's prompt cache can reuse (target: >= 60 % from the second call on)\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(QStringLiteral("attempt"), 8)
               .arg(QStringLiteral("log lines"), 10)
               .arg(QStringLiteral("evidence slots"), 16)
               .arg(QStringLiteral("raw tail 100"), 14)
               .arg(QStringLiteral("whole log"), 12)
               .arg(QStringLiteral("findings"), 10)
               .arg(QStringLiteral("prefix"), 8);
    qint64 evidenceTotal = 0;
    qint64 rawTotal = 0;
    QString previousPrompt;
    for (const workspace::Attempt &a : record.value().attempts) {
        if (a.evidence.feedback.isEmpty())
            continue; // no fix step followed this attempt (it built)
        QStringList numbered;
        const QStringList lines = a.expression.split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i)
            numbered << QStringLiteral("%1| %2").arg(i + 1, 4).arg(lines[i]);
        const auto evidencePrompt = loop::renderPrompt(QStringLiteral("fix-user"),
            {{QStringLiteral("pname"), record.value().pname},
                {QStringLiteral("version"), record.value().version},
                {QStringLiteral("attempt"), QString::number(a.number + 1)},
                {QStringLiteral("maxIterations"), QStringLiteral("20")},
                {QStringLiteral("feedback"), a.evidence.feedback},
                {QStringLiteral("history"), a.evidence.history},
                {QStringLiteral("findings"), a.evidence.findings},
                {QStringLiteral("knowledge"), a.evidence.knowledge},
                {QStringLiteral("expression"), numbered.join(QLatin1Char('\n'))}});
        const QStringList log = logs.value(a.number);
        const QString tail = log.mid(qMax<qsizetype>(0, log.size() - 100)).join(QLatin1Char('\n'));
        const QString rawPrompt = QStringLiteral(
            "Current package.nix:\n%1\n\nProject summary:\n%2\n\nBuild log (last 100 lines):\n%3")
                                      .arg(numbered.join(QLatin1Char('\n')), a.evidence.findings,
                                          tail);
        const qsizetype whole = log.join(QLatin1Char('\n')).size();
        evidenceTotal += evidencePrompt.value().size();
        rawTotal += rawPrompt.size();
        const QString prompt = evidencePrompt.value();
        if (showPrompts)
            out << "----- fix prompt after attempt " << a.number << " -----\n"
                << prompt << "\n-----\n";
        const QString prefix = previousPrompt.isEmpty()
            ? QStringLiteral("-")
            : QStringLiteral("%1 %").arg(prefixShare(prompt, previousPrompt), 0, 'f', 0);
        previousPrompt = prompt;
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(a.number, 8)
                   .arg(log.size(), 10)
                   .arg(QStringLiteral("%1 (~%2)")
                            .arg(evidencePrompt.value().size())
                            .arg(evidencePrompt.value().size() / 4),
                       16)
                   .arg(QStringLiteral("%1 (~%2)").arg(rawPrompt.size()).arg(rawPrompt.size() / 4),
                       14)
                   .arg(whole, 12)
                   .arg(QStringLiteral("%1 %").arg(
                            100.0 * double(a.evidence.findings.size()) / double(prompt.size()), 0,
                            'f', 1),
                       10)
                   .arg(prefix, 8);
        const auto tokens = [](const QString &slot) {
            return QStringLiteral("%1 (~%2)").arg(slot.size()).arg(loop::estimatedTokens(slot));
        };
        out << QStringLiteral("         per slot, characters (~tokens): Feedback %1, History %2, "
                              "Findings %3, Knowledge %4\n")
                   .arg(tokens(a.evidence.feedback), tokens(a.evidence.history),
                       tokens(a.evidence.findings), tokens(a.evidence.knowledge));
    }
    out << "total: evidence slots " << evidenceTotal << ", raw tail " << rawTotal;
    if (rawTotal > 0)
        out << QStringLiteral(" (evidence / raw = %1)")
                   .arg(double(evidenceTotal) / double(rawTotal), 0, 'f', 2);
    out << '\n';

    // Every model call of the session as the provider received it (tool definitions, system
    // prompt, messages): the longest share identical to an earlier call of the same step
    // kind, which is what a prompt cache reuses (issue 23 target: >= 60 % from the second
    // call on). A retry of the same request (after a server error) is not a new call.
    QMap<QString, QString> kinds; // system prompt -> template name
    for (const QString &name :
        {QStringLiteral("fix-system"), QStringLiteral("maintenance-system"),
            QStringLiteral("verify-system"), QStringLiteral("analysis-system"),
            QStringLiteral("judge-system"), QStringLiteral("failure-system"),
            QStringLiteral("refine-evaluator-system"), QStringLiteral("refine-optimizer-system")}) {
        if (const auto text = loop::renderPrompt(name, {}))
            kinds.insert(text.value(), name.chopped(7));
    }
    out << "every model call as sent (tool definitions + system prompt + messages; characters); "
           "findings = the Findings slot's share of the whole request\n";
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("call"), 5)
               .arg(QStringLiteral("step"), -17)
               .arg(QStringLiteral("request"), 9)
               .arg(QStringLiteral("cached prefix"), 14)
               .arg(QStringLiteral("findings"), 9);
    QMap<QString, QStringList> earlierOfKind;
    QByteArray lastBody;
    int call = 0;
    for (const testsupport::ReceivedRequest &r : server.requests()) {
        QString systemText;
        const QString rendered = renderedRequest(r.body, &systemText);
        if (rendered.isEmpty() || r.body == lastBody)
            continue;
        lastBody = r.body;
        const QString kind = kinds.value(systemText, QStringLiteral("other"));
        QStringList &earlier = earlierOfKind[kind];
        double best = -1;
        for (const QString &e : std::as_const(earlier))
            best = std::max(best, prefixShare(rendered, e));
        earlier << rendered;
        const qsizetype findings
            = testsupport::promptSlot(testsupport::userPrompt(r), QStringLiteral("Findings"))
                  .size();
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(++call, 5)
                   .arg(kind, -17)
                   .arg(rendered.size(), 9)
                   .arg(
                       best < 0 ? QStringLiteral("-") : QStringLiteral("%1 %").arg(best, 0, 'f', 0),
                       14)
                   .arg(findings == 0
                           ? QStringLiteral("-")
                           : QStringLiteral("%1 %").arg(
                               100.0 * double(findings) / double(rendered.size()), 0, 'f', 1),
                       9);
    }
    return report.succeeded() ? 0 : 1;
}
