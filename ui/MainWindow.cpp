// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MainWindow.h"

#include "ApprovalBar.h"
#include "AttemptCharts.h"
#include "AttemptListModel.h"
#include "BatchView.h"
#include "BuildLogView.h"
#include "EvidencePanel.h"
#include "ExpressionEditor.h"
#include "ExpressionPane.h"
#include "IterationTimeline.h"
#include "LiveSession.h"
#include "NewSessionWizard.h"
#include "RecentSessions.h"
#include "RecentSessionsMenu.h"
#include "RecentSessionsView.h"
#include "ReportView.h"
#include "SessionLoader.h"
#include "SessionPresenter.h"
#include "SessionStatus.h"
#include "SettingsDialog.h"
#include "TerminalScreen.h"
#include "VmConsole.h"
#include "WorkbenchLayout.h"
#include "core/BuildInfo.h"
#include "loop/LogExplanation.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDebug>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>

namespace packwright::ui {

MainWindow::MainWindow(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(new QSettings(this))
    , m_attempts(new models::AttemptListModel(this))
    , m_recent(new models::RecentSessions(*m_settings, this))
    , m_report(new ReportView(this))
    , m_pane(new ExpressionPane(repository, m_attempts, this))
    , m_buildLog(new BuildLogView(this))
    , m_timeline(new IterationTimeline(m_attempts, this))
    , m_evidence(new EvidencePanel(this))
    , m_vmConsole(new VmConsole(this))
    , m_approvalBar(new ApprovalBar(this))
    , m_status(new SessionStatus(statusBar()))
    , m_pages(new QStackedWidget(this))
    , m_startPage(new StartPage(m_recent, this))
    , m_loader(new models::SessionLoader(this))
    , m_presenter(
          new SessionPresenter({m_attempts, m_pane->editor(), m_timeline, m_evidence, m_buildLog,
                                   m_vmConsole, m_report, m_approvalBar, m_status->progress()},
              this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Packwright"));
    connect(m_pane, &ExpressionPane::compareChanged, this,
        [this] { showAttempt(m_timeline->selectedRow()); });
    m_pages->addWidget(m_startPage);
    m_pages->addWidget(m_pane);
    m_pages->setCurrentWidget(m_pane); // until the layout shows the start page
    setCentralWidget(m_pages);
    connect(m_startPage, &StartPage::newSessionRequested, this, [this] { newSession(); });
    connect(m_startPage, &StartPage::openRecordRequested, this, &MainWindow::chooseSessionRecord);
    connect(m_startPage, &StartPage::demoRequested, this,
        [this] { openSessionRecord(demoSessionRecord()); });
    connect(m_startPage, &StartPage::explainLogRequested, this, &MainWindow::chooseBuildLog);
    connect(m_startPage, &StartPage::pathRequested, this, &MainWindow::openPath);
    connect(m_startPage, &StartPage::continueRequested, this, &MainWindow::continueSession);
    setDockOptions(
        QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
    createDocks();

    auto *approvalToolBar = new QToolBar(tr("Approval"), this);
    approvalToolBar->setObjectName(QStringLiteral("approvalToolBar"));
    approvalToolBar->setMovable(false);
    approvalToolBar->addWidget(m_approvalBar);
    addToolBar(Qt::BottomToolBarArea, approvalToolBar);
    m_layout = new WorkbenchLayout(this, m_settings, m_pages, m_startPage, approvalToolBar);

    createMenus();
    connect(m_timeline, &IterationTimeline::attemptSelected, this, &MainWindow::showAttempt);
    connect(m_buildLog, &BuildLogView::signalTargetActivated, this, [this](const QString &target) {
        if (!m_pane->editor()->goToAttribute(target))
            statusBar()->showMessage(
                tr("\"%1\" is not an attribute of this package.nix.").arg(target), 5000);
    });
    connectPresenter();
    // Most of the screen, shared out so that each of the five areas is usable.
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(available.size() * 0.9);
    const auto share = [](int total, double part) { return int(total * part); };
    resizeDocks({m_timelineDock, m_evidenceDock}, {share(width(), 0.33), share(width(), 0.22)},
        Qt::Horizontal);
    resizeDocks({m_logDock}, {share(height(), 0.38)}, Qt::Vertical);
    updateStatus();
    m_layout->finishSetup();
}

MainWindow::~MainWindow() = default;

models::LiveSession *MainWindow::liveSession() const
{
    return m_presenter->live();
}

bool MainWindow::startPageShown() const
{
    return m_layout->startPageShown();
}

void MainWindow::resetLayout()
{
    m_layout->reset();
}

void MainWindow::newSession(const std::function<void(NewSessionWizard &)> &prepare)
{
    NewSessionWizard wizard(*m_settings, this);
    if (prepare)
        prepare(wizard);
    if (wizard.exec() == QDialog::Accepted)
        startSession(wizard.request());
}

void MainWindow::openPath(const QString &path, StartPage::DropKind kind)
{
    switch (kind) {
    case StartPage::DropKind::SessionRecord: openSessionRecord(path); break;
    case StartPage::DropKind::BuildLog: openBuildLog(path); break;
    case StartPage::DropKind::PackageFile:
        newSession([&path](NewSessionWizard &w) { w.setFromPackageFile(path); });
        break;
    case StartPage::DropKind::Tarball:
    case StartPage::DropKind::GitRepository:
        newSession([&path](NewSessionWizard &w) { w.setFromLocalSource(path); });
        break;
    case StartPage::DropKind::None: break;
    }
}

void MainWindow::createDocks()
{
    auto addDock = [this](QWidget *content, const QString &objectName, const QString &title,
                       Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(title, this);
        dock->setObjectName(objectName);
        dock->setWidget(content);
        addDockWidget(area, dock);
        return dock;
    };
    m_timelineDock = addDock(m_timeline, QStringLiteral("iterationTimelineDock"),
        tr("Iteration timeline"), Qt::LeftDockWidgetArea);
    m_evidenceDock = addDock(
        m_evidence, QStringLiteral("evidencePanelDock"), tr("Evidence"), Qt::RightDockWidgetArea);
    m_logDock = addDock(
        m_buildLog, QStringLiteral("buildLogDock"), tr("Build log"), Qt::BottomDockWidgetArea);
    QDockWidget *vm = addDock(
        m_vmConsole, QStringLiteral("vmConsoleDock"), tr("VM console"), Qt::BottomDockWidgetArea);
    splitDockWidget(m_logDock, vm, Qt::Horizontal);
    QDockWidget *charts = addDock(new AttemptCharts(m_attempts, this),
        QStringLiteral("attemptChartsDock"), tr("Charts"), Qt::LeftDockWidgetArea);
    m_reportDock
        = addDock(m_report, QStringLiteral("reportDock"), tr("Report"), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_evidenceDock, m_reportDock);
    auto *recentView = new RecentSessionsView(m_recent, this);
    QDockWidget *recent = addDock(recentView, QStringLiteral("recentSessionsDock"),
        tr("Recent sessions"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(charts, recent);
    m_evidenceDock->raise();
    charts->raise();
    connect(recentView, &RecentSessionsView::openRequested, this, &MainWindow::openSessionRecord);
    connect(recentView, &RecentSessionsView::continueRequested, this, &MainWindow::continueSession);
    connect(m_report, &ReportView::attemptActivated, this, &MainWindow::selectAttemptNumber);
    connect(m_report, &ReportView::signalActivated, this, [this](int attempt, int index) {
        if (!selectAttemptNumber(attempt))
            return;
        const auto &records = m_attempts->attempt(m_timeline->selectedRow()).signalRecords;
        if (index >= 0 && index < records.size()) {
            m_buildLog->showSignal(records[index].rank);
            m_logDock->raise();
        }
    });
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newSessionAction
        = file->addAction(tr("&New session…"), this, [this] { newSession(); });
    newSessionAction->setObjectName(QStringLiteral("newSessionAction"));
    newSessionAction->setShortcut(QKeySequence::New);
    QAction *open
        = file->addAction(tr("&Open session record…"), this, &MainWindow::chooseSessionRecord);
    open->setShortcut(QKeySequence::Open);
    QAction *openLog
        = file->addAction(tr("E&xplain a build log…"), this, &MainWindow::chooseBuildLog);
    openLog->setObjectName(QStringLiteral("openBuildLogAction"));
    openLog->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    file->addAction(tr("Co&mpare two build logs…"), this, &MainWindow::chooseBuildLogsToCompare)
        ->setObjectName(QStringLiteral("compareBuildLogsAction"));
    QAction *openBatchAction = file->addAction(tr("Open &batch…"), this, &MainWindow::chooseBatch);
    openBatchAction->setObjectName(QStringLiteral("openBatchAction"));
    auto *recentMenu = new RecentSessionsMenu(m_recent, this);
    recentMenu->setTitle(tr("Open &recent"));
    file->addMenu(recentMenu);
    connect(recentMenu, &RecentSessionsMenu::openRequested, this, &MainWindow::openSessionRecord);
    file->addAction(m_report->exportAction());
    file->addSeparator();
    QAction *settingsAction = file->addAction(tr("&Settings…"), this, [this] {
        SettingsDialog dialog(*m_settings, this);
        dialog.resize(dialog.preferredSize());
        dialog.exec();
    });
    settingsAction->setObjectName(QStringLiteral("settingsAction"));
    settingsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    settingsAction->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    view->addAction(tr("&Reset layout"), this, &MainWindow::resetLayout)
        ->setObjectName(QStringLiteral("resetLayoutAction"));

    QMenu *session = menuBar()->addMenu(tr("&Session"));
    session->addActions({m_approvalBar->approveAction(), m_approvalBar->editApproveAction(),
        m_approvalBar->rejectAction(), m_approvalBar->rollBackAction()});
    session->addSeparator();
    session->addAction(m_presenter->stopAction());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Packwright"), this, [this] {
        QMessageBox::about(this, tr("About Packwright"),
            tr("<p><b>Packwright %1</b></p><p>Package software with Nix, step by step: an agent "
               "builds, reads the log and repairs, while you approve, edit or roll back each "
               "step.</p><p>Methods: Vibenix (build-and-repair packaging) and EvidenT "
               "(evidence-preserving repair).</p>")
                .arg(QLatin1String(buildinfo::version)));
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

bool MainWindow::showSession(workspace::SessionRecord record)
{
    if (!m_presenter->stopRunning())
        return false;
    m_presenter->release();
    m_layout->setStartPageShown(false);
    m_session = std::move(record);
    m_attempts->setAttempts(m_session.attempts);
    m_timeline->setReadOnly(true); // a record shown here has no loop behind it to roll back
    m_vmConsole->screen()->write(QByteArrayLiteral("\x1b[2J\x1b[H") + m_session.vmConsole);
    m_report->setRecord(m_session);
    showSessionTitle();
    if (m_attempts->rowCount() > 0)
        m_timeline->selectAttempt(m_attempts->rowCount() - 1);
    else
        showAttempt(-1);
    updateStatus();
    return true;
}

void MainWindow::showError(const QString &title, const Error &error)
{
    // Also on stderr: the box is modal, and a terminal user should see why.
    qWarning().noquote() << error.message << error.detail;
    QMessageBox box(QMessageBox::Warning, title, error.message, QMessageBox::Ok, this);
    box.setDetailedText(error.detail);
    box.exec();
}

void MainWindow::openSessionRecord(const QString &path)
{
    statusBar()->showMessage(tr("Opening %1…").arg(QFileInfo(path).fileName()));
    m_loader->readRecord(path, [this, path](Result<workspace::SessionRecord> record) {
        statusBar()->clearMessage();
        if (!record) {
            showError(tr("Cannot open session record"), record.error());
            Q_EMIT sessionRecordOpened(path, false);
            return;
        }
        if (!path.startsWith(QLatin1Char(':'))) // the bundled demo is always at hand
            m_recent->addRecord(path, record.value());
        Q_EMIT sessionRecordOpened(path, showSession(std::move(record).value()));
    });
}

void MainWindow::openBuildLog(const QString &path, const QString &earlierLog)
{
    // Reading, extracting and the knowledge search take a while on a large log: off the GUI
    // thread, with the log's name in the status bar meanwhile.
    statusBar()->showMessage(tr("Explaining %1…").arg(QFileInfo(path).fileName()));
    m_loader->explainLog(
        path, earlierLog, [this, path](Result<loop::ExplainedComparison> explained) {
            statusBar()->clearMessage();
            if (!explained) {
                showError(tr("Cannot explain the build log"), explained.error());
                Q_EMIT buildLogExplained(path, false);
                return;
            }
            loop::ExplainedComparison shown = std::move(explained).value();
            const std::optional<evidence::Divergence> divergence = shown.comparison.divergence;
            if (!showSession(std::move(shown.record))) { // the maintainer kept the running one
                Q_EMIT buildLogExplained(path, false);
                return;
            }
            if (divergence && !divergence->identical())
                m_buildLog->showLine(divergence->currentLine);
            m_logDock->raise();
            Q_EMIT buildLogExplained(path, true);
        });
}

void MainWindow::chooseBuildLog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Explain a build log"), {}, tr("Build logs (*.log *.txt);;All files (*)"));
    if (!path.isEmpty())
        openBuildLog(path);
}

void MainWindow::chooseBuildLogsToCompare()
{
    const QString filter = tr("Build logs (*.log *.txt);;All files (*)");
    const QString earlier
        = QFileDialog::getOpenFileName(this, tr("Compare build logs: the earlier log"), {}, filter);
    if (earlier.isEmpty())
        return;
    const QString later = QFileDialog::getOpenFileName(
        this, tr("Compare build logs: the later log"), QFileInfo(earlier).path(), filter);
    if (!later.isEmpty())
        openBuildLog(later, earlier);
}

bool MainWindow::selectAttemptNumber(int number)
{
    for (int row = 0; row < m_attempts->rowCount(); ++row) {
        if (m_attempts->attempt(row).number == number) {
            m_timeline->selectAttempt(row);
            return true;
        }
    }
    return false;
}

void MainWindow::continueSession(const QString &path)
{
    const QFileInfo info(path);
    const QString directory = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    const QString packageFile = QDir(directory).filePath(QStringLiteral("workspace/package.nix"));
    if (QFileInfo::exists(packageFile)) {
        continueFrom(packageFile);
        return;
    }
    // A record without its workspace: its final expression alone, read on a worker thread
    // (the GUI thread opens no database; issue 20).
    statusBar()->showMessage(tr("Opening %1…").arg(info.fileName()));
    m_loader->readFinalExpression(path, [this](const Result<QString> &expression) {
        statusBar()->clearMessage();
        if (!expression) {
            showError(tr("Cannot continue the session"), expression.error());
            return;
        }
        QTemporaryDir scratch;
        QFile file(scratch.filePath(QStringLiteral("package.nix")));
        if (!file.open(QIODevice::WriteOnly) || file.write(expression.value().toUtf8()) < 0) {
            showError(tr("Cannot continue the session"),
                Error{tr("Cannot write %1.").arg(file.fileName()), file.errorString()});
            return;
        }
        file.close();
        continueFrom(file.fileName());
    });
}

void MainWindow::continueFrom(const QString &packageFile)
{
    NewSessionWizard wizard(*m_settings, this);
    wizard.setFromPackageFile(packageFile);
    if (wizard.exec() == QDialog::Accepted)
        startSession(wizard.request());
}

void MainWindow::chooseSessionRecord()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open session record"), {},
        tr("Session records (*.json record.sqlite);;All files (*)"));
    if (!path.isEmpty())
        openSessionRecord(path);
}

void MainWindow::chooseBatch()
{
    const QString directory = QFileDialog::getExistingDirectory(
        this, tr("Open batch (the directory of packwright batch --out)"));
    if (!directory.isEmpty())
        openBatch(directory);
}

BatchView *MainWindow::openBatch(const QString &directory)
{
    auto *view = new BatchView(this);
    view->setWindowFlag(Qt::Window);
    view->setAttribute(Qt::WA_DeleteOnClose);
    if (const auto opened = view->open(directory); !opened) {
        delete view;
        QMessageBox::warning(this, tr("Open batch"), opened.error().message);
        return nullptr;
    }
    connect(view, &BatchView::openSessionRequested, this, [this](const QString &record) {
        openSessionRecord(record);
        raise();
        activateWindow();
    });
    view->resize(900, 700);
    view->show();
    return view;
}

void MainWindow::showAttempt(int row)
{
    // The maintainer's version of a proposal stays in the editor until it is answered.
    if (!m_presenter->editingProposal())
        m_pane->showAttempt(row);
    if (row < 0 || row >= m_attempts->rowCount()) {
        m_buildLog->clear();
        m_evidence->clear();
        return;
    }
    const workspace::Attempt &attempt = m_attempts->attempt(row);
    m_buildLog->showAttempt(attempt);
    m_evidence->setEvidence(attempt.evidence);
    m_evidence->setToolCalls(attempt.toolCalls);
}

bool MainWindow::startSession(loop::PackagingRequest request)
{
    if (!m_presenter->stopRunning())
        return false;
    m_loader->supersede(); // a record still loading is not shown over the new session
    m_layout->setStartPageShown(false);
    m_session = {};
    m_session.pname = request.pname;
    m_presenter->start(std::move(request));
    return true;
}

void MainWindow::connectPresenter()
{
    connect(m_presenter, &SessionPresenter::started, this, [this] {
        m_evidenceDock->raise();
        setWindowTitle(tr("New session — Packwright"));
    });
    connect(m_presenter, &SessionPresenter::recordShown, this,
        [this](const workspace::SessionRecord &record) {
            m_session = record;
            if (!m_session.pname.isEmpty())
                showSessionTitle();
            updateStatus();
        });
    connect(m_presenter, &SessionPresenter::attemptChanged, this, &MainWindow::showAttempt);
    connect(m_presenter, &SessionPresenter::gateShown, this, [this](bool inEditor) {
        if (!inEditor)
            m_evidenceDock->raise();
    });
    connect(m_presenter, &SessionPresenter::stageChanged, this, &MainWindow::updateStatus);
    connect(
        m_presenter, &SessionPresenter::editorCaptionChanged, m_pane, &ExpressionPane::setCaption);
    connect(m_presenter, &SessionPresenter::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_presenter, &SessionPresenter::usageChanged, m_status, &SessionStatus::showUsage);
    connect(m_presenter, &SessionPresenter::ended, this, [this](const loop::SessionReport *report) {
        if (report) {
            m_recent->addRecord(m_presenter->live()->sessionDirectory(), m_session);
            m_reportDock->raise();
            statusBar()->showMessage(report->stopDetail, 15000);
        }
        updateStatus();
    });
}

void MainWindow::showSessionTitle()
{
    const QString title = m_session.version.isEmpty()
        ? m_session.pname
        : QStringLiteral("%1 %2").arg(m_session.pname, m_session.version);
    setWindowTitle(tr("%1 — Packwright").arg(title));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_presenter->stopRunning()) {
        m_layout->save();
        event->accept();
    } else
        event->ignore();
}

void MainWindow::updateStatus()
{
    m_status->show(m_session, m_presenter->live());
}

} // namespace packwright::ui
