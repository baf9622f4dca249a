#include "PackageCommand.h"

#include "llm/KeyStore.h"
#include "llm/ProfileStore.h"
#include "loop/LoopRunner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCoroFuture>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QSettings>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QStringDecoder>
#include <QTemporaryFile>
#include <QTextStream>
#include <QUrl>
#include <QtConcurrent>

#include <cmath>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <sys/socket.h>
#include <unistd.h>

namespace packwright::app {

namespace {
struct PackageTexts
{
    Q_DECLARE_TR_FUNCTIONS(PackageTexts)
};

using loop::ApprovalDecision;
using loop::LoopEvent;

nix::SourceSpec sourceSpec(const QString &source)
{
    const QFileInfo info(source);
    if (info.isDir())
        return {nix::SourceSpec::Kind::GitRepository, info.absoluteFilePath(), {}};
    if (info.isFile())
        return {nix::SourceSpec::Kind::Tarball, info.absoluteFilePath(), {}};
    return {nix::SourceSpec::Kind::Url, source, {}};
}

/// One line from the terminal; std::nullopt at the end of standard input.
std::optional<QString> readLine()
{
    std::string line;
    if (!std::getline(std::cin, line))
        return std::nullopt;
    return QString::fromStdString(line).trimmed();
}

/// Opens `text` in $VISUAL / $EDITOR (vi) and returns what the user saved.
std::optional<QString> editInEditor(const QString &text)
{
    QTemporaryFile file(QDir::tempPath() + QStringLiteral("/packwright-XXXXXX.nix"));
    if (!file.open())
        return std::nullopt;
    file.write(text.toUtf8());
    file.close();
    QString editor = qEnvironmentVariable("VISUAL", qEnvironmentVariable("EDITOR"));
    if (editor.isEmpty())
        editor = QStringLiteral("vi");
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.setInputChannelMode(QProcess::ForwardedInputChannel);
    process.start(QStringLiteral("sh"),
        {QStringLiteral("-c"), QStringLiteral("%1 \"$0\"").arg(editor), file.fileName()});
    if (!process.waitForFinished(-1) || process.exitCode() != 0)
        return std::nullopt;
    QFile edited(file.fileName());
    if (!edited.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QString::fromUtf8(edited.readAll());
}

/// The terminal's answer to one approval request (blocking; runs off the main thread).
ApprovalDecision askOnTerminal(const loop::ApprovalRequest &request)
{
    QTextStream out(stdout);
    out << '\n' << PackageTexts::tr("Approval needed: %1").arg(request.description) << '\n';
    if (request.edit)
        out << request.edit->diff << '\n';
    while (true) {
        out << PackageTexts::tr("[a]pprove, [e]dit and approve, [r]eject REASON, [b]ack N "
                                "(roll back to attempt N), [s]top? ")
            << Qt::flush;
        const std::optional<QString> input = readLine();
        if (!input) {
            out << '\n' << PackageTexts::tr("Standard input is closed: stopping.") << '\n';
            ApprovalDecision stop = ApprovalDecision::stop();
            stop.reason = PackageTexts::tr("standard input closed before an answer");
            return stop;
        }
        const QString &line = *input;
        const QString word = line.section(QLatin1Char(' '), 0, 0);
        const QString rest = line.section(QLatin1Char(' '), 1).trimmed();
        if (word == u"a" || word == u"approve")
            return ApprovalDecision::approve();
        if ((word == u"e" || word == u"edit") && request.edit) {
            if (auto text = editInEditor(request.edit->after))
                return ApprovalDecision::withEdit(*text);
            out << PackageTexts::tr("The editor failed; nothing changed.") << '\n';
            continue;
        }
        if (word == u"r" || word == u"reject")
            return ApprovalDecision::reject(rest);
        if ((word == u"b" || word == u"back") && rest.toInt() > 0)
            return ApprovalDecision::rollBack(rest.toInt());
        if (word == u"s" || word == u"stop")
            return ApprovalDecision::stop();
        out << PackageTexts::tr("Answer a, e, r REASON, b N (an attempt number) or s.") << '\n';
    }
}

void printEvent(const LoopEvent &e, QTextStream &err)
{
    switch (e.kind) {
    case LoopEvent::Kind::Stage: err << "==> " << e.text << '\n'; break;
    case LoopEvent::Kind::AttemptStarted:
        err << PackageTexts::tr("==> attempt %1: %2").arg(e.attempt).arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::BuildProgress: err << "    " << e.text << '\n'; break;
    case LoopEvent::Kind::BuildFinished:
        err << PackageTexts::tr("    result: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::Verdict:
        err << PackageTexts::tr("    verdict: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::ToolCallProposed:
        err << QStringLiteral("    tool %1 %2").arg(e.name, e.text.left(200)) << '\n';
        break;
    case LoopEvent::Kind::EditProposed:
        err << PackageTexts::tr("    edit: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::RolledBack:
        err << PackageTexts::tr("    rolled back: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::Warning:
        err << PackageTexts::tr("warning: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::Finished:
        err << PackageTexts::tr("==> finished: %1").arg(e.text) << '\n';
        break;
    default: break;
    }
    err.flush();
}

/// SIGINT, SIGTERM and SIGHUP cancel the session (a report is still written); a second
/// signal ends the process at once (SA_RESETHAND). The handler only writes a byte to a
/// socket the event loop watches (the self-pipe trick).
int signalSockets[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(signalSockets[1], &byte, 1);
}

std::unique_ptr<QSocketNotifier> cancelOnSignals(loop::LoopRunner &runner, QTextStream &err)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalSockets) != 0)
        return nullptr;
    struct sigaction action = {};
    action.sa_handler = onSignal;
    action.sa_flags = SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    for (int signal : {SIGINT, SIGTERM, SIGHUP})
        ::sigaction(signal, &action, nullptr);
    auto notifier = std::make_unique<QSocketNotifier>(signalSockets[0], QSocketNotifier::Read);
    QObject::connect(notifier.get(), &QSocketNotifier::activated, &runner, [&runner, &err] {
        char byte = 0;
        [[maybe_unused]] const auto read = ::read(signalSockets[0], &byte, 1);
        err << PackageTexts::tr("Cancelling (once more to quit at once)…") << '\n';
        err.flush();
        runner.cancel();
    });
    return notifier;
}

/// package.nix as nixpkgs formats it, when nixfmt is installed; the text unchanged otherwise.
QString formatted(const QString &expression)
{
    const QString nixfmt = QStandardPaths::findExecutable(QStringLiteral("nixfmt"));
    if (nixfmt.isEmpty())
        return expression;
    QProcess process;
    process.start(nixfmt, {});
    process.write(expression.toUtf8());
    process.closeWriteChannel();
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return expression;
    return QString::fromUtf8(process.readAllStandardOutput());
}
} // namespace

int runPackage(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(PackageTexts::tr(
        "Package SOURCE (a URL, a local git repository or a tarball) with Nix: fetch, analyse, "
        "build and repair until it builds, then write package.nix and a report.\n\n"
        "Exit status: 0 the package builds; 1 an output could not be written; 2 a usage error; "
        "11 the iteration limit; 12 no progress; 13 a budget spent; 14 a non-reproducible "
        "fetch; 15 no fix found; 16 stopped by you; 17 cancelled (SIGINT, SIGTERM); 18 set-up "
        "failed (source, nixpkgs, workspace); 19 the model did not answer."));
    const QCommandLineOption nixpkgs(QStringLiteral("nixpkgs"),
        PackageTexts::tr("The nixpkgs to build against: a checkout <path> or a flake reference "
                         "(default: $PACKWRIGHT_NIXPKGS)."),
        QStringLiteral("path|flakeref"));
    const QCommandLineOption profile(QStringLiteral("profile"),
        PackageTexts::tr(
            "The provider profile <name> from the settings (default: the default profile)."),
        QStringLiteral("name"));
    const QCommandLineOption baseUrl(QStringLiteral("base-url"),
        PackageTexts::tr("An inline provider profile: the server's base <url>."),
        QStringLiteral("url"));
    const QCommandLineOption protocol(QStringLiteral("protocol"),
        PackageTexts::tr("With --base-url: openai or anthropic (default openai)."),
        QStringLiteral("protocol"));
    const QCommandLineOption model(QStringLiteral("model"),
        PackageTexts::tr("With --base-url: the model <name>."), QStringLiteral("name"));
    const QCommandLineOption noModel(
        QStringLiteral("no-model"), PackageTexts::tr("Use no model: deterministic fixes only."));
    const QCommandLineOption noQuickFixes(QStringLiteral("no-quick-fixes"),
        PackageTexts::tr("Make no quick fixes (missing inputs, invalid hashes) before asking the "
                         "model; hash mismatches are still fixed."));
    const QCommandLineOption approve(QStringLiteral("approve"),
        PackageTexts::tr("auto (default) or ask: ask on the terminal before each edit and build."),
        QStringLiteral("mode"), QStringLiteral("auto"));
    const QCommandLineOption maxIterations(QStringLiteral("max-iterations"),
        PackageTexts::tr("Builds at most (default 20)."), QStringLiteral("n"),
        QStringLiteral("20"));
    const QCommandLineOption maxWithoutProgress(QStringLiteral("max-without-progress"),
        PackageTexts::tr("Attempts in a row without progress at most (default 10)."),
        QStringLiteral("n"), QStringLiteral("10"));
    const QCommandLineOption budgetUsd(QStringLiteral("budget-usd"),
        PackageTexts::tr("Cost budget in US dollars."), QStringLiteral("x"));
    const QCommandLineOption budgetTokens(QStringLiteral("budget-tokens"),
        PackageTexts::tr("Token budget (input + output)."), QStringLiteral("n"));
    const QCommandLineOption timeBudget(QStringLiteral("time-budget"),
        PackageTexts::tr("Time budget in seconds."), QStringLiteral("s"));
    const QCommandLineOption outDir(QStringLiteral("out"),
        PackageTexts::tr("Where package.nix, report.md and report.json go."),
        QStringLiteral("dir"));
    const QCommandLineOption sessionDir(QStringLiteral("session-dir"),
        PackageTexts::tr("Where the session goes (default: OUT/session)."), QStringLiteral("dir"));
    const QCommandLineOption nixOption(QStringLiteral("nix-option"),
        PackageTexts::tr("Passed to Nix as --option NAME VALUE; repeatable."),
        QStringLiteral("name=value"));
    const QCommandLineOption pname(QStringLiteral("pname"),
        PackageTexts::tr("The package name (default: from the source)."), QStringLiteral("name"));
    const QCommandLineOption packageVersion(QStringLiteral("package-version"),
        PackageTexts::tr("The package version (default: from the source)."),
        QStringLiteral("version"));
    const QCommandLineOption from(QStringLiteral("from"),
        PackageTexts::tr("Start from this package.nix instead of a template (SOURCE is then "
                         "optional: a directory for the file tools)."),
        QStringLiteral("file"));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
        PackageTexts::tr("Show this help and exit."));
    const QCommandLineOption lang(QStringLiteral("lang"),
        PackageTexts::tr("Use the user interface language <code>, e.g. \"de\"."),
        QStringLiteral("code"));
    parser.addOptions({nixpkgs, profile, baseUrl, protocol, model, noModel, noQuickFixes, approve,
        maxIterations, maxWithoutProgress, budgetUsd, budgetTokens, timeBudget, outDir, sessionDir,
        nixOption, pname, packageVersion, from, lang, help});
    parser.addPositionalArgument(QStringLiteral("package"), QString(), QStringLiteral("package"));
    parser.addPositionalArgument(
        QStringLiteral("source"), PackageTexts::tr("URL, git repository or tarball."));

    const auto usage = [&](const QString &message) {
        err << message << '\n'
            << PackageTexts::tr("Run \"packwright package --help\" for the options.") << '\n';
        return 2;
    };
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(help)) {
        out << parser.helpText();
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 2 || (positional.size() < 2 && !parser.isSet(from)))
        return usage(PackageTexts::tr("\"package\" needs exactly one SOURCE (or --from FILE)."));
    if (!parser.isSet(outDir))
        return usage(PackageTexts::tr("--out DIR is required."));

    loop::PackagingRequest request;
    if (positional.size() == 2) {
        const QString &source = positional.at(1);
        if (!source.contains(QStringLiteral("://")) && !QFileInfo::exists(source))
            return usage(PackageTexts::tr("%1: no such file or directory (a URL needs its "
                                          "scheme, e.g. https://).")
                             .arg(source));
        request.source = sourceSpec(source);
    }
    if (parser.isSet(from)) {
        QFile file(parser.value(from));
        if (!file.open(QIODevice::ReadOnly))
            return usage(
                PackageTexts::tr("Cannot read %1: %2").arg(file.fileName(), file.errorString()));
        constexpr qint64 maxBytes = qint64(4) * 1024 * 1024;
        const QByteArray bytes = file.read(maxBytes + 1);
        QStringDecoder utf8(QStringDecoder::Utf8);
        request.initialExpression = utf8(bytes);
        if (bytes.size() > maxBytes || utf8.hasError() || bytes.contains('\0'))
            return usage(PackageTexts::tr("%1 is not a Nix file (binary, not UTF-8, or larger "
                                          "than 4 MiB).")
                             .arg(file.fileName()));
        if (request.initialExpression.trimmed().isEmpty())
            return usage(PackageTexts::tr("%1 is empty.").arg(file.fileName()));
        // Files beside it (patches) go into the session's workspace with it.
        const QFileInfo info(file);
        const QFileInfoList siblings
            = info.dir().entryInfoList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo &sibling : siblings) {
            if (sibling.fileName() == u"package.nix"
                || sibling.canonicalFilePath() == info.canonicalFilePath()
                || sibling.size() > qint64(1024) * 1024 || request.extraFiles.size() >= 64)
                continue;
            QFile extra(sibling.filePath());
            if (extra.open(QIODevice::ReadOnly))
                request.extraFiles.insert(sibling.fileName(), extra.readAll());
        }
    }
    request.version = parser.value(packageVersion);
    request.pname = parser.value(pname);
    const QString pin = parser.isSet(nixpkgs) ? parser.value(nixpkgs)
                                              : qEnvironmentVariable("PACKWRIGHT_NIXPKGS");
    if (pin.isEmpty())
        return usage(
            PackageTexts::tr("Say which nixpkgs to build against: --nixpkgs PATH|FLAKEREF."));
    request.nixpkgs = QFileInfo(pin).isDir()
        ? nix::NixpkgsSource::localPath(QFileInfo(pin).absoluteFilePath())
        : nix::NixpkgsSource::flake(pin);
    for (const QString &option : parser.values(nixOption)) {
        const qsizetype eq = option.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return usage(
                PackageTexts::tr("--nix-option wants NAME=VALUE, not \"%1\".").arg(option));
        request.buildOptions.options.append({option.left(eq), option.mid(eq + 1)});
    }
    bool ok = true;
    request.quickFixes = !parser.isSet(noQuickFixes);
    request.limits.maxIterations = parser.value(maxIterations).toInt(&ok);
    if (!ok || request.limits.maxIterations < 1 || request.limits.maxIterations > 10000)
        return usage(PackageTexts::tr("--max-iterations wants a number from 1 to 10000."));
    request.limits.maxWithoutProgress = parser.value(maxWithoutProgress).toInt(&ok);
    if (!ok || request.limits.maxWithoutProgress < 1)
        return usage(PackageTexts::tr("--max-without-progress wants a positive number."));
    if (parser.isSet(budgetUsd)) {
        request.limits.costBudgetUsd = parser.value(budgetUsd).toDouble(&ok);
        if (!ok || !std::isfinite(*request.limits.costBudgetUsd)
            || *request.limits.costBudgetUsd < 0)
            return usage(PackageTexts::tr("--budget-usd wants an amount in dollars."));
    }
    if (parser.isSet(budgetTokens)) {
        request.limits.tokenBudget = parser.value(budgetTokens).toLongLong(&ok);
        if (!ok || *request.limits.tokenBudget < 0)
            return usage(PackageTexts::tr("--budget-tokens wants a number."));
    }
    if (parser.isSet(timeBudget)) {
        request.limits.timeBudget = std::chrono::seconds(parser.value(timeBudget).toLongLong(&ok));
        if (!ok || request.limits.timeBudget->count() <= 0)
            return usage(PackageTexts::tr("--time-budget wants seconds."));
    }
    const QString mode = parser.value(approve);
    if (mode != u"auto" && mode != u"ask")
        return usage(PackageTexts::tr("--approve is auto or ask."));
    request.approvals
        = mode == u"ask" ? loop::ApprovalPolicy::allAsk() : loop::ApprovalPolicy::allAuto();

    const QDir out_(QFileInfo(parser.value(outDir)).absoluteFilePath());
    request.sessionDirectory = parser.isSet(sessionDir)
        ? QFileInfo(parser.value(sessionDir)).absoluteFilePath()
        : QFileInfo(out_.filePath(QStringLiteral("session"))).absoluteFilePath();

    // The model: inline, from the settings, or none.
    if (parser.isSet(baseUrl)) {
        const auto proto = llm::protocolFromName(
            parser.isSet(protocol) ? parser.value(protocol) : QStringLiteral("openai"));
        if (!proto)
            return usage(PackageTexts::tr("--protocol is openai or anthropic."));
        if (!parser.isSet(model))
            return usage(PackageTexts::tr("--base-url needs --model NAME."));
        const QUrl url(parser.value(baseUrl));
        if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https")
            || url.host().isEmpty())
            return usage(PackageTexts::tr(
                "--base-url wants an http(s) URL such as http://127.0.0.1:11434/v1, "
                "not \"%1\".")
                             .arg(parser.value(baseUrl)));
        llm::ProviderProfile p
            = llm::ProviderProfile::local(QUrl(parser.value(baseUrl)), parser.value(model));
        p.name = QStringLiteral("inline");
        p.protocol = *proto;
        request.profile = p;
    } else if (!parser.isSet(noModel)) {
        QSettings settings;
        llm::ProfileStore store(settings);
        request.profile
            = parser.isSet(profile) ? store.profile(parser.value(profile)) : store.defaultProfile();
        if (parser.isSet(profile) && !request.profile)
            return usage(PackageTexts::tr("There is no provider profile named \"%1\".")
                             .arg(parser.value(profile)));
    }
    if (request.profile) {
        const llm::KeyStore keys;
        auto task = keys.key(*request.profile);
        const auto key = QCoro::waitFor(task);
        if (key)
            request.apiKey = key.value();
        else if (request.profile->keyRequired)
            return usage(key.error().message);
    } else {
        err << PackageTexts::tr("No model configured: only deterministic fixes (hashes) are made.")
            << '\n';
    }

    // Checked before any work: a result that cannot be written is a result lost.
    if (!QDir().mkpath(out_.absolutePath()) || !QFileInfo(out_.absolutePath()).isWritable())
        return usage(PackageTexts::tr("Cannot write into %1.").arg(out_.absolutePath()));

    loop::LoopRunner runner(request);
    QEventLoop wait;
    QObject::connect(&runner, &loop::LoopRunner::loopEvent, &runner, [&](const LoopEvent &e) {
        printEvent(e, err);
        if (e.kind == LoopEvent::Kind::ApprovalNeeded && e.approval) {
            const loop::ApprovalRequest r = *e.approval;
            auto future = QtConcurrent::run([r] { return askOnTerminal(r); });
            auto *watcher = new QFutureWatcher<ApprovalDecision>(&runner);
            QObject::connect(watcher, &QFutureWatcher<ApprovalDecision>::finished, &runner,
                [&runner, watcher, id = r.id] {
                    runner.answer(id, watcher->result());
                    watcher->deleteLater();
                });
            watcher->setFuture(future);
        }
    });
    QObject::connect(&runner, &loop::LoopRunner::finished, &wait, &QEventLoop::quit);
    const auto signalNotifier = cancelOnSignals(runner, err);
    runner.start();
    wait.exec();

    const loop::SessionReport report = *runner.report();
    bool written = true;
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile file(out_.filePath(name));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(bytes) != bytes.size() || !file.flush()) {
            err << PackageTexts::tr("Cannot write %1: %2").arg(file.fileName(), file.errorString())
                << '\n';
            written = false;
        }
    };
    if (!report.expression.isEmpty())
        write(QStringLiteral("package.nix"), formatted(report.expression).toUtf8());
    // What package.nix refers to beside it (patches) belongs with it.
    for (auto it = request.extraFiles.cbegin(); it != request.extraFiles.cend(); ++it)
        write(it.key(), it.value());
    write(QStringLiteral("report.md"), report.toMarkdown().toUtf8());
    write(QStringLiteral("report.json"),
        QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    if (!written) {
        err << PackageTexts::tr("The session is kept in %1.").arg(request.sessionDirectory) << '\n';
        return 1;
    }
    out << (report.succeeded()
            ? PackageTexts::tr("Built %1 %2 in attempt %3: %4/package.nix")
                  .arg(report.pname, report.version)
                  .arg(report.finalAttempt)
                  .arg(out_.absolutePath())
            : PackageTexts::tr("Gave up (%1): %2 The failure report is %3/report.md")
                  .arg(loop::stopReasonName(report.stopReason), report.stopDetail,
                      out_.absolutePath()))
        << '\n';
    return loop::exitStatus(report.stopReason);
}

} // namespace packwright::app
