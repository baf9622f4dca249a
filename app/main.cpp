// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Packwright's entry point: decides between the workbench and a headless run, installs
// translations, and wires the agent library to the window or to the terminal.

#include "BatchCommand.h"
#include "BatchPlots.h"
#include "CommandLine.h"
#include "ExplainCommand.h"
#include "ExportCommand.h"
#include "HeadlessDemo.h"
#include "LintCommand.h"
#include "LiveSession.h"
#include "MainWindow.h"
#include "PackageCommand.h"
#include "RunInVmCommand.h"
#include "UpdateCommand.h"
#include "core/BuildInfo.h"
#include "core/ThreadExit.h"
#include "nix/NixEnvironment.h"
#include "workspace/SessionRecordReader.h"

#include <KSyntaxHighlighting/Repository>

#include <QAction>
#include <QApplication>
#include <QLibraryInfo>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <array>
#include <cerrno>
#include <memory>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace {

using packwright::app::CommandLine;

QStringList argumentsOf(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return arguments;
}

/// Loads Packwright's and Qt's own translations for `language` (or the system locale). A
/// language asked for with --lang that Packwright has no translation for is said on stderr.
void installTranslations(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    auto *translator = new QTranslator(&app);
    if (translator->load(
            locale, QStringLiteral("packwright"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
    else if (!language.isEmpty() && locale.language() != QLocale::English && language != u"C")
        QTextStream(stderr) << "packwright: there is no translation for the language \"" << language
                            << "\"; the interface stays in English.\n";
}

void setApplicationInfo()
{
    QCoreApplication::setApplicationName(QStringLiteral("packwright"));
    QCoreApplication::setApplicationVersion(QLatin1String(packwright::buildinfo::version));
    QCoreApplication::setOrganizationName(QStringLiteral("Packwright"));
}

/// The demo or the --session record, printed for a terminal; 2 when there is neither.
int printReport(const CommandLine &cli)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (cli.command != CommandLine::Command::Demo && cli.sessionRecord.isEmpty()) {
        err << QCoreApplication::translate("CommandLineTexts",
            "There is no display for the workbench. Run \"packwright demo --headless\" for "
            "the demo, or start Packwright in a graphical session.")
            << '\n';
        return 2;
    }
    auto record = packwright::workspace::readSessionRecord(cli.command == CommandLine::Command::Demo
            ? packwright::ui::MainWindow::demoSessionRecord()
            : cli.sessionRecord);
    if (!record) {
        err << record.error().message << '\n' << record.error().detail << '\n';
        return 1;
    }
    return packwright::app::printSessionReport(record.value(), out);
}

/// Help, version, usage errors and the headless demo: everything without a window. The help
/// lists `commands`.
int runHeadless(int argc, char **argv, const QString &language,
    std::span<const packwright::app::CommandEntry> commands)
{
    QCoreApplication app(argc, argv);
    setApplicationInfo();
    installTranslations(app, language);
    const CommandLine cli = packwright::app::parseCommandLine(app.arguments(), commands);
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (!cli.error.isEmpty()) {
        err << cli.error << "\n\n" << cli.helpText;
        return 2;
    }
    if (cli.showHelp) {
        out << cli.helpText;
        return 0;
    }
    if (cli.showVersion) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
            << '\n';
        // The Nix it would build with, as a bug report needs it (issue 19).
        out << packwright::nix::NixEnvironment::probe(packwright::nix::BuildOptions{}).summary()
            << '\n';
        return 0;
    }
    if (cli.command == CommandLine::Command::Explain)
        return packwright::app::runExplain(cli.logPath, cli.previousLog, cli.json, out, err);
    return printReport(cli);
}

/// `cli` was parsed from the original argv: QGuiApplication takes "--session" (X11 session
/// management) out of its arguments.
/// `platformChosen`: the user set QT_QPA_PLATFORM; otherwise a display that cannot be reached
/// ends in Qt's offscreen fallback rather than an abort.
int runWorkbench(int argc, char **argv, const CommandLine &cli, bool platformChosen)
{
    QApplication app(argc, argv);
    setApplicationInfo();
    QApplication::setApplicationDisplayName(QStringLiteral("Packwright"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.packwright.Packwright"));
    installTranslations(app, cli.language);
    if (!platformChosen && QGuiApplication::platformName() == QLatin1String("offscreen")) {
        // The display named in the environment cannot be reached (a stale ssh session):
        // do what a terminal can, instead of an invisible window.
        return printReport(cli);
    }

    KSyntaxHighlighting::Repository repository; // one for the whole application
    packwright::ui::MainWindow window(repository);
    window.show();
    if (cli.command == CommandLine::Command::Demo)
        window.openSessionRecord(packwright::ui::MainWindow::demoSessionRecord());
    else if (cli.command == CommandLine::Command::Explain)
        window.openBuildLog(cli.logPath, cli.previousLog);
    else if (!cli.sessionRecord.isEmpty())
        window.openSessionRecord(cli.sessionRecord);
    if (cli.newSession) {
        // The .desktop file's "New session" action: File ▸ New session, once the window is up.
        if (auto *action = window.findChild<QAction *>(QStringLiteral("newSessionAction")))
            QTimer::singleShot(0, action, &QAction::trigger);
    }
    return QApplication::exec();
}

/// `packwright package … --gui`: the session runs in the workbench, and its result is written
/// to --out as the terminal command writes it. Returns that command's exit status once the
/// window is closed.
int runPackageInWorkbench(int argc, char **argv)
{
    const QStringList arguments = argumentsOf(argc, argv); // before QApplication edits argv
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (!packwright::app::hasDisplay()) {
        err << QCoreApplication::translate("CommandLineTexts",
            "--gui needs a display; without one, leave it out and answer on the terminal.")
            << '\n';
        return 2;
    }
    QApplication app(argc, argv);
    setApplicationInfo();
    QApplication::setApplicationDisplayName(QStringLiteral("Packwright"));
    const qsizetype lang = arguments.indexOf(QStringLiteral("--lang"));
    installTranslations(app, lang > 0 ? arguments.value(lang + 1) : QString());
    auto parsed = packwright::app::parsePackage(arguments, out, err);
    if (const int *status = std::get_if<int>(&parsed))
        return *status;
    const auto invocation = std::get<packwright::app::PackageInvocation>(std::move(parsed));

    KSyntaxHighlighting::Repository repository;
    packwright::ui::MainWindow window(repository);
    window.show();
    int status = packwright::loop::exitStatus(packwright::loop::StopReason::Cancelled);
    if (!window.startSession(invocation.request))
        return status;
    QObject::connect(window.liveSession(), &packwright::models::LiveSession::finished, &window,
        [&](const packwright::loop::SessionReport &report) {
            status = packwright::app::writePackageResult(invocation, report, out, err);
            out.flush();
        });
    QApplication::exec();
    return status;
}

/// A command with options of its own, parsed by its run function (SubcommandParser).
using SubcommandRun = int (*)(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// Runs `run` on the whole command line under an application object of type `App`, with
/// the translations --lang asks for.
template<typename App>
int runWithApplication(int argc, char **argv, SubcommandRun run)
{
    App app(argc, argv);
    setApplicationInfo();
    const QStringList arguments = app.arguments();
    const qsizetype lang = arguments.indexOf(QStringLiteral("--lang"));
    installTranslations(app, lang > 0 ? arguments.value(lang + 1) : QString());
    QTextStream out(stdout);
    QTextStream err(stderr);
    return run(arguments, out, err);
}

/// A command that needs no window: `Run` under a QCoreApplication.
template<SubcommandRun Run>
int runHeadlessCommand(int argc, char **argv)
{
    return runWithApplication<QCoreApplication>(argc, argv, Run);
}

/// Whether the command line asks for `option` and not for its command's help.
bool asksFor(int argc, char **argv, QLatin1StringView option)
{
    const QStringList arguments = argumentsOf(argc, argv);
    return arguments.contains(option) && !arguments.contains(QStringLiteral("--help"))
        && !arguments.contains(QStringLiteral("-h"));
}

/// `package`: on the terminal, or in the workbench with --gui.
int runPackageCommand(int argc, char **argv)
{
    if (asksFor(argc, argv, QLatin1StringView("--gui")))
        return runPackageInWorkbench(argc, argv);
    return runHeadlessCommand<&packwright::app::runPackage>(argc, argv);
}

int runBatchWithPlots(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    return packwright::app::runBatch(arguments, out, err, packwright::ui::writeBatchPlots);
}

int runBatchWithoutPlots(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    return packwright::app::runBatch(arguments, out, err);
}

/// `batch`: --plots draws QtCharts offscreen, which needs widgets but no display.
int runBatchCommand(int argc, char **argv)
{
    if (!asksFor(argc, argv, QLatin1StringView("--plots")))
        return runHeadlessCommand<&runBatchWithoutPlots>(argc, argv);
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    return runWithApplication<QApplication>(argc, argv, &runBatchWithPlots);
}

/// The workbench, `demo` and `explain`: the top-level options (CommandLine) decide between
/// the window and the terminal, before any application object exists — a QApplication
/// without a display aborts.
int runTopLevel(int argc, char **argv);

/// Every command of `packwright`: the dispatcher and the top-level help read this table.
constexpr std::array<packwright::app::CommandEntry, 8> commandTable{{
    {"demo", "demo",
        QT_TRANSLATE_NOOP("CommandTexts",
            "Replay the bundled demo session (in the terminal when there is no display)."),
        &runTopLevel},
    {"explain", "explain LOG",
        QT_TRANSLATE_NOOP("CommandTexts",
            "Print the failure signals, phase, categories and known fixes of a build log "
            "(\"-\" reads standard input); --against OLD compares it with an earlier "
            "attempt's log, --gui opens it in the workbench."),
        &runTopLevel},
    {"package", "package SOURCE --out DIR",
        QT_TRANSLATE_NOOP("CommandTexts",
            "Package a URL, a git repository or a tarball: fetch, analyse, build and repair "
            "until it builds (in the workbench with --gui)."),
        &runPackageCommand},
    {"update", "update PACKAGE.nix",
        QT_TRANSLATE_NOOP(
            "CommandTexts", "Update a package to a new version and repair what breaks."),
        &runHeadlessCommand<&packwright::app::runUpdate>},
    {"export", "export SESSION_DIR --nixpkgs-checkout DIR",
        QT_TRANSLATE_NOOP("CommandTexts",
            "Commit a finished session's package into a nixpkgs checkout, with a pull-request "
            "description."),
        &runHeadlessCommand<&packwright::app::runExport>},
    {"run-in-vm", "run-in-vm SESSION_DIR --script TEXT",
        QT_TRANSLATE_NOOP(
            "CommandTexts", "Run a script in a fresh VM that has a finished session's package."),
        &runHeadlessCommand<&packwright::app::runRunInVm>},
    {"lint", "lint PACKAGE.nix",
        QT_TRANSLATE_NOOP(
            "CommandTexts", "Check a package file against the rules of a nixpkgs pull request."),
        &runHeadlessCommand<&packwright::app::runLint>},
    {"batch", "batch TASKS.jsonl --out DIR",
        QT_TRANSLATE_NOOP("CommandTexts", "Run many packaging tasks and summarise them."),
        &runBatchCommand},
}};

int runTopLevel(int argc, char **argv)
{
    const CommandLine cli = packwright::app::parseCommandLine(argumentsOf(argc, argv));
    const bool asked = cli.error.isEmpty() && !cli.showHelp && !cli.showVersion;
    if (asked && cli.gui && !packwright::app::hasDisplay()) {
        QTextStream(stderr) << QCoreApplication::translate("CommandLineTexts",
            "--gui needs a display; without one, leave it out and read the explanation on the "
            "terminal.") << '\n';
        return 2;
    }
    const bool wantsWindow = asked && !cli.headless
        && (cli.command != CommandLine::Command::Explain || cli.gui)
        && packwright::app::hasDisplay();
    if (!wantsWindow)
        return runHeadless(argc, argv, cli.language, commandTable);
    const bool platformChosen = !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    if (!platformChosen) {
        qputenv("QT_QPA_PLATFORM",
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
                ? QByteArrayLiteral("xcb;offscreen")
                : QByteArrayLiteral("wayland;xcb;offscreen"));
    }
    return runWorkbench(argc, argv, cli, platformChosen);
}

/// Runs the command of `argv` to its end; every application object it makes is gone when
/// it returns.
int runCommand(int argc, char **argv)
{
    if (const auto *command
        = packwright::app::findCommand(commandTable, argumentsOf(argc, argv).value(1)))
        return command->run(argc, argv);
    return runTopLevel(argc, argv); // the workbench, a session record, or a usage error
}

} // namespace

int main(int argc, char **argv)
{
#ifdef Q_OS_UNIX
    // A standard stream the parent closed would be reused by the next file opened (Qt's
    // event fd as standard input, a session file as standard output): keep it on /dev/null.
    for (int fd = STDIN_FILENO; fd <= STDERR_FILENO; ++fd) {
        if (::fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
            const int opened = ::open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY);
            if (opened >= 0 && opened != fd) {
                ::dup2(opened, fd);
                ::close(opened);
            }
        }
    }
#endif
    const int status = runCommand(argc, argv);
    // Qt has waited for its thread pool, but a thread that was waited for may still be
    // tearing itself down (JoinedThread says why): exit() must not run the static
    // destructors beside it.
    packwright::waitForNamedThreadsToExit(packwright::PooledThreadName, QDeadlineTimer(2000));
    return status;
}
