// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SessionCommand.h"

#include "evidence/TemplateBaseline.h"
#include "llm/KeyStore.h"
#include "llm/ProfileStore.h"
#include "loop/LoopRunner.h"
#include "tools/OptionalTools.h"

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
#include <QTemporaryFile>
#include <QTextStream>
#include <QUrl>
#include <QtConcurrent>

#include <atomic>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace packwright::app {

namespace {
struct SessionTexts
{
    Q_DECLARE_TR_FUNCTIONS(SessionTexts)
};

using loop::ApprovalDecision;
using loop::LoopEvent;

/// The most failure signals --verify-signals sends the model (a prompt of bounded size).
constexpr int maxVerifiedSignals = 20;

/// Set when the session has ended: a question still waiting on the terminal gives up.
std::atomic<bool> terminalClosed{false};

/// One line from the terminal; std::nullopt at the end of standard input or once the session
/// has ended. Reads the file descriptor itself (with poll), so that a question can be
/// abandoned: a thread blocked in std::getline would keep the process alive after Ctrl-C.
std::optional<QString> readLine()
{
    static QByteArray pending;
    while (true) {
        if (const qsizetype newline = pending.indexOf('\n'); newline >= 0) {
            const QByteArray line = pending.left(newline);
            pending.remove(0, newline + 1);
            return QString::fromUtf8(line).trimmed();
        }
        if (terminalClosed)
            return std::nullopt;
        pollfd input{STDIN_FILENO, POLLIN, 0};
        const int ready = ::poll(&input, 1, 200);
        if (ready == 0 || (ready < 0 && errno == EINTR))
            continue;
        char buffer[4096];
        const ssize_t n = ready > 0 ? ::read(STDIN_FILENO, buffer, sizeof buffer) : -1;
        if (n <= 0) {
            if (pending.isEmpty())
                return std::nullopt;
            const QByteArray last = std::exchange(pending, QByteArray());
            return QString::fromUtf8(last).trimmed();
        }
        pending.append(buffer, n);
    }
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
    out << '\n' << SessionTexts::tr("Approval needed: %1").arg(request.description) << '\n';
    if (request.edit)
        out << request.edit->diff << '\n';
    if (!request.detail.isEmpty())
        out << request.detail << '\n';
    while (true) {
        out << SessionTexts::tr("[a]pprove, [e]dit and approve, [r]eject REASON, [b]ack N "
                                "(roll back to attempt N), [s]top? ")
            << Qt::flush;
        const std::optional<QString> input = readLine();
        if (!input && terminalClosed)
            return ApprovalDecision::stop(); // the session has ended already
        if (!input && request.action == loop::GatedAction::ChangePin) {
            out << '\n' << SessionTexts::tr("No answer: the nixpkgs pin stays.") << '\n';
            return ApprovalDecision::reject(
                SessionTexts::tr("no answer on the terminal; the pin stays"));
        }
        if (!input) {
            out << '\n' << SessionTexts::tr("Standard input is closed: stopping.") << '\n';
            ApprovalDecision stop = ApprovalDecision::stop();
            stop.reason = SessionTexts::tr("standard input closed before an answer");
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
            out << SessionTexts::tr("The editor failed; nothing changed.") << '\n';
            continue;
        }
        if (word == u"r" || word == u"reject")
            return ApprovalDecision::reject(rest);
        if ((word == u"b" || word == u"back") && rest.toInt() > 0)
            return ApprovalDecision::rollBack(rest.toInt());
        if (word == u"s" || word == u"stop")
            return ApprovalDecision::stop();
        out << SessionTexts::tr("Answer a, e, r REASON, b N (an attempt number) or s.") << '\n';
    }
}

void printEvent(const LoopEvent &e, QTextStream &err)
{
    switch (e.kind) {
    case LoopEvent::Kind::Stage: err << "==> " << e.text << '\n'; break;
    case LoopEvent::Kind::AttemptStarted:
        err << SessionTexts::tr("==> attempt %1: %2").arg(e.attempt).arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::BuildProgress:
        if (e.name == u"phase")
            err << "    " << e.text << '\n';
        else if (e.name == u"build")
            err << SessionTexts::tr("    building %1").arg(e.text) << '\n';
        break; // derivation counts are for progress bars
    case LoopEvent::Kind::BuildFinished:
        err << SessionTexts::tr("    result: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::Verdict:
        err << SessionTexts::tr("    verdict: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::ToolCallProposed:
        err << QStringLiteral("    tool %1 %2").arg(e.name, e.text.left(200)) << '\n';
        break;
    case LoopEvent::Kind::ToolCallDone:
        if (e.name == u"run_in_vm") // the VM's verdict on the package, in one line
            err << SessionTexts::tr("    vm: %1").arg(e.text.section(QLatin1Char('\n'), 0, 0))
                << '\n';
        break;
    case LoopEvent::Kind::EditProposed:
        err << SessionTexts::tr("    edit: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::RolledBack:
        err << SessionTexts::tr("    rolled back: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::Warning:
        err << SessionTexts::tr("warning: %1").arg(e.text) << '\n';
        break;
    case LoopEvent::Kind::Finished:
        err << SessionTexts::tr("==> finished: %1").arg(e.text) << '\n';
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

} // namespace

std::unique_ptr<QSocketNotifier> cancelOnSignals(
    QObject *context, std::function<void()> cancel, QTextStream &err)
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
    QObject::connect(
        notifier.get(), &QSocketNotifier::activated, context, [cancel = std::move(cancel), &err] {
            char byte = 0;
            [[maybe_unused]] const auto read = ::read(signalSockets[0], &byte, 1);
            err << SessionTexts::tr("Cancelling (once more to quit at once)…") << '\n';
            err.flush();
            cancel();
        });
    return notifier;
}

SessionOptions::SessionOptions()
    : nixpkgs(QStringLiteral("nixpkgs"),
        SessionTexts::tr("The nixpkgs to build against: a checkout <path> or a flake reference "
                         "(default: $PACKWRIGHT_NIXPKGS)."),
        QStringLiteral("path|flakeref"))
    , profile(QStringLiteral("profile"),
          SessionTexts::tr(
              "The provider profile <name> from the settings (default: the default profile)."),
          QStringLiteral("name"))
    , baseUrl(QStringLiteral("base-url"),
          SessionTexts::tr("An inline provider profile: the server's base <url>."),
          QStringLiteral("url"))
    , protocol(QStringLiteral("protocol"),
          SessionTexts::tr("With --base-url: openai or anthropic (default openai)."),
          QStringLiteral("protocol"))
    , model(QStringLiteral("model"), SessionTexts::tr("With --base-url: the model <name>."),
          QStringLiteral("name"))
    , noModel(
          QStringLiteral("no-model"), SessionTexts::tr("Use no model: deterministic fixes only."))
    , noQuickFixes(QStringLiteral("no-quick-fixes"),
          SessionTexts::tr("Make no quick fixes (missing inputs, invalid hashes, nixpkgs lint "
                           "findings) before asking the model; hash mismatches are still fixed."))
    , approve(QStringLiteral("approve"),
          SessionTexts::tr(
              "auto (default) or ask: ask on the terminal before each edit and build."),
          QStringLiteral("mode"), QStringLiteral("auto"))
    , maxIterations(QStringLiteral("max-iterations"),
          SessionTexts::tr("Builds at most (default 20)."), QStringLiteral("n"),
          QStringLiteral("20"))
    , maxWithoutProgress(QStringLiteral("max-without-progress"),
          SessionTexts::tr("Attempts in a row without progress at most (default 10)."),
          QStringLiteral("n"), QStringLiteral("10"))
    , budgetUsd(QStringLiteral("budget-usd"), SessionTexts::tr("Cost budget in US dollars."),
          QStringLiteral("x"))
    , budgetTokens(QStringLiteral("budget-tokens"),
          SessionTexts::tr("Token budget (input + output)."), QStringLiteral("n"))
    , timeBudget(QStringLiteral("time-budget"), SessionTexts::tr("Time budget in seconds."),
          QStringLiteral("s"))
    , sessionDir(QStringLiteral("session-dir"),
          SessionTexts::tr("Where the session goes (default: OUT/session; for an update in place, "
                           "a new directory in ~/.cache/packwright/sessions)."),
          QStringLiteral("dir"))
    , nixOption(QStringLiteral("nix-option"),
          SessionTexts::tr("Passed to Nix as --option NAME VALUE; repeatable."),
          QStringLiteral("name=value"))
    , builders(QStringLiteral("builders"),
          SessionTexts::tr("Nix's remote builders for every build: machine specifications "
                           "separated by ';' (\"ssh://builder x86_64-linux /key 4\"), or "
                           "@FILE for a machines file. Builds go there when the machines' "
                           "systems and features fit; see also --max-jobs."),
          QStringLiteral("spec"))
    , maxJobs(QStringLiteral("max-jobs"),
          SessionTexts::tr("Builds Nix runs on this machine at once (0: only on the "
                           "--builders; default: Nix's setting)."),
          QStringLiteral("n"))
    , approveVm(QStringLiteral("approve-vm"),
          SessionTexts::tr("auto, or ask before each script the refinement runs in a VM (default: "
                           "as --approve)."),
          QStringLiteral("mode"))
    , refineRounds(QStringLiteral("refine-rounds"),
          SessionTexts::tr("Refinement rounds in a VM after the package builds (default 2; 0: "
                           "none). They need a model."),
          QStringLiteral("n"), QStringLiteral("2"))
    , refineRepairs(QStringLiteral("refine-repairs"),
          SessionTexts::tr("Repair steps for a refinement edit that breaks the build (default "
                           "3)."),
          QStringLiteral("n"), QStringLiteral("3"))
    , verifySignals(QStringLiteral("verify-signals"),
          SessionTexts::tr("After a failed build the model checks the top K failure signals "
                           "(root cause, consequence or noise) and the fix step sees root "
                           "causes first (EvidenT's verifier; default 5; off: not checked). It "
                           "needs a model."),
          QStringLiteral("K|off"), QStringLiteral("5"))
    , vm(QStringLiteral("vm"),
          SessionTexts::tr("Where refinement runs the package: auto (default: a NixOS VM when "
                           "the pinned nixpkgs can build one, else the QEMU micro-VM, else "
                           "bubblewrap), nixos, micro-vm or bubblewrap (weaker: the host's "
                           "kernel)."),
          QStringLiteral("backend"), QStringLiteral("auto"))
    , help({QStringLiteral("h"), QStringLiteral("help")},
          SessionTexts::tr("Show this help and exit."))
    , lang(QStringLiteral("lang"),
          SessionTexts::tr("Use the user interface language <code>, e.g. \"de\"."),
          QStringLiteral("code"))
{}

QList<QCommandLineOption> SessionOptions::all() const
{
    return {nixpkgs, profile, baseUrl, protocol, model, noModel, noQuickFixes, approve, approveVm,
        maxIterations, maxWithoutProgress, refineRounds, refineRepairs, verifySignals, vm,
        budgetUsd, budgetTokens, timeBudget, sessionDir, nixOption, builders, maxJobs, lang, help};
}

QString applyNixOptions(const QStringList &values, nix::BuildOptions &options)
{
    for (const QString &option : values) {
        const qsizetype eq = option.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return SessionTexts::tr("--nix-option wants NAME=VALUE, not \"%1\".").arg(option);
        options.options.append({option.left(eq), option.mid(eq + 1)});
    }
    return {};
}

QString exitStatusHelp()
{
    return SessionTexts::tr(
        "Exit status: 0 the package builds; 1 an output could not be written; 2 a usage error; "
        "11 the iteration limit; 12 no progress; 13 a budget spent; 14 a non-reproducible "
        "fetch; 15 no fix found; 16 stopped by you; 17 cancelled (SIGINT, SIGTERM); 18 set-up "
        "failed (source, nixpkgs, workspace); 19 the model did not answer.");
}

QString applySessionOptions(const QCommandLineParser &parser, const SessionOptions &options,
    loop::PackagingRequest &request, QTextStream &err, const QString &defaultNixpkgs)
{
    request.successTemplatesFile = evidence::TemplateBaseline::userStorePath();
    QString pin = parser.isSet(options.nixpkgs) ? parser.value(options.nixpkgs)
                                                : qEnvironmentVariable("PACKWRIGHT_NIXPKGS");
    if (pin.isEmpty())
        pin = defaultNixpkgs;
    if (pin.isEmpty())
        return SessionTexts::tr("Say which nixpkgs to build against: --nixpkgs PATH|FLAKEREF.");
    request.nixpkgs = QFileInfo(pin).isDir()
        ? nix::NixpkgsSource::localPath(QFileInfo(pin).absoluteFilePath())
        : nix::NixpkgsSource::flake(pin);
    if (QString error = applyNixOptions(parser.values(options.nixOption), request.buildOptions);
        !error.isEmpty())
        return error;
    bool ok = true;
    request.buildOptions.builders = parser.value(options.builders);
    if (parser.isSet(options.maxJobs)) {
        request.buildOptions.maxJobs = parser.value(options.maxJobs).toInt(&ok);
        if (!ok || request.buildOptions.maxJobs < 0 || request.buildOptions.maxJobs > 1024)
            return SessionTexts::tr("--max-jobs wants a number from 0 to 1024.");
    }
    request.quickFixes = !parser.isSet(options.noQuickFixes);
    request.limits.maxIterations = parser.value(options.maxIterations).toInt(&ok);
    if (!ok || request.limits.maxIterations < 1 || request.limits.maxIterations > 10000)
        return SessionTexts::tr("--max-iterations wants a number from 1 to 10000.");
    request.limits.maxWithoutProgress = parser.value(options.maxWithoutProgress).toInt(&ok);
    if (!ok || request.limits.maxWithoutProgress < 1)
        return SessionTexts::tr("--max-without-progress wants a positive number.");
    if (parser.isSet(options.budgetUsd)) {
        request.limits.costBudgetUsd = parser.value(options.budgetUsd).toDouble(&ok);
        if (!ok || !std::isfinite(*request.limits.costBudgetUsd)
            || *request.limits.costBudgetUsd < 0)
            return SessionTexts::tr("--budget-usd wants an amount in dollars.");
    }
    if (parser.isSet(options.budgetTokens)) {
        request.limits.tokenBudget = parser.value(options.budgetTokens).toLongLong(&ok);
        if (!ok || *request.limits.tokenBudget < 0)
            return SessionTexts::tr("--budget-tokens wants a number.");
    }
    if (parser.isSet(options.timeBudget)) {
        request.limits.timeBudget
            = std::chrono::seconds(parser.value(options.timeBudget).toLongLong(&ok));
        if (!ok || request.limits.timeBudget->count() <= 0)
            return SessionTexts::tr("--time-budget wants seconds.");
    }
    const QString mode = parser.value(options.approve);
    if (mode != u"auto" && mode != u"ask")
        return SessionTexts::tr("--approve is auto or ask.");
    request.approvals
        = mode == u"ask" ? loop::ApprovalPolicy::allAsk() : loop::ApprovalPolicy::allAuto();
    // Moving the nixpkgs pin changes what the package needs of its users' nixpkgs: asked even
    // with --approve auto (without a terminal answer, the pin stays).
    request.approvals.askChangePin = true;
    if (parser.isSet(options.approveVm)) {
        const QString vmMode = parser.value(options.approveVm);
        if (vmMode != u"auto" && vmMode != u"ask")
            return SessionTexts::tr("--approve-vm is auto or ask.");
        request.approvals.askRunInVm = vmMode == u"ask";
    }
    request.limits.refinementRounds = parser.value(options.refineRounds).toInt(&ok);
    if (!ok || request.limits.refinementRounds < 0 || request.limits.refinementRounds > 100)
        return SessionTexts::tr("--refine-rounds wants a number from 0 to 100.");
    request.limits.refinementRepairs = parser.value(options.refineRepairs).toInt(&ok);
    if (!ok || request.limits.refinementRepairs < 0 || request.limits.refinementRepairs > 100)
        return SessionTexts::tr("--refine-repairs wants a number from 0 to 100.");
    const QString verify = parser.value(options.verifySignals);
    request.limits.verifySignals = verify == u"off" ? 0 : verify.toInt(&ok);
    if (verify != u"off"
        && (!ok || request.limits.verifySignals < 0
            || request.limits.verifySignals > maxVerifiedSignals))
        return SessionTexts::tr("--verify-signals wants a number from 0 to %1, or off.")
            .arg(maxVerifiedSignals);
    const auto vmChoice = vm::vmChoiceFromName(parser.value(options.vm));
    if (!vmChoice)
        return SessionTexts::tr("--vm is auto, nixos, micro-vm or bubblewrap.");
    request.vm.choice = *vmChoice;

    // The model: inline, from the settings, or none.
    if (parser.isSet(options.baseUrl)) {
        const auto proto
            = llm::protocolFromName(parser.isSet(options.protocol) ? parser.value(options.protocol)
                                                                   : QStringLiteral("openai"));
        if (!proto)
            return SessionTexts::tr("--protocol is openai or anthropic.");
        if (!parser.isSet(options.model))
            return SessionTexts::tr("--base-url needs --model NAME.");
        const QUrl url(parser.value(options.baseUrl));
        if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https")
            || url.host().isEmpty())
            return SessionTexts::tr(
                "--base-url wants an http(s) URL such as http://127.0.0.1:11434/v1, "
                "not \"%1\".")
                .arg(parser.value(options.baseUrl));
        llm::ProviderProfile p = llm::ProviderProfile::local(
            QUrl(parser.value(options.baseUrl)), parser.value(options.model));
        p.name = QStringLiteral("inline");
        p.protocol = *proto;
        request.profile = p;
    } else if (!parser.isSet(options.noModel)) {
        QSettings settings;
        llm::ProfileStore store(settings);
        request.profile = parser.isSet(options.profile)
            ? store.profile(parser.value(options.profile))
            : store.defaultProfile();
        if (parser.isSet(options.profile) && !request.profile)
            return SessionTexts::tr("There is no provider profile named \"%1\".")
                .arg(parser.value(options.profile));
    }
    if (request.profile) {
        const llm::KeyStore keys;
        auto task = keys.key(*request.profile);
        const auto key = QCoro::waitFor(task);
        if (key)
            request.apiKey = key.value();
        else if (request.profile->keyRequired)
            return key.error().message;
    } else {
        err << SessionTexts::tr(
            "No model configured: only deterministic fixes (hashes, quick fixes) are made.")
            << '\n';
    }

    return {};
}

loop::SessionReport runOnTerminal(const loop::PackagingRequest &request, QTextStream &err)
{
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
    const auto signalNotifier = cancelOnSignals(
        &runner, [&runner] { runner.cancel(); }, err);
    runner.start();
    wait.exec();
    terminalClosed = true; // a question still on the terminal is abandoned

    return *runner.report();
}

QString formattedWithNixfmt(const QString &expression, const QString &program)
{
    const Result<QString> nixfmt = tools::resolveTool(QStringLiteral("nixfmt"), program);
    if (!nixfmt)
        return expression;
    QProcess process;
    process.start(nixfmt.value(), {});
    process.write(expression.toUtf8());
    process.closeWriteChannel();
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return expression;
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace packwright::app
