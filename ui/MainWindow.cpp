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
#include "IterationTimeline.h"
#include "LintPanel.h"
#include "LiveSession.h"
#include "NewSessionWizard.h"
#include "RecentSessions.h"
#include "RecentSessionsMenu.h"
#include "RecentSessionsView.h"
#include "ReportView.h"
#include "SettingsDialog.h"
#include "TerminalScreen.h"
#include "VmConsole.h"
#include "core/BuildInfo.h"
#include "evidence/Extractor.h"
#include "evidence/KnowledgeBase.h"
#include "loop/LogExplanation.h"
#include "workspace/SessionRecordReader.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDebug>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QVBoxLayout>
#include <QtConcurrentRun>

namespace packwright::ui {

namespace {
/// QMainWindow::saveState()'s version: raise it when the docks change so that an old
/// layout is not applied to new docks.
constexpr int LayoutVersion = 1;
const QString GeometryKey = QStringLiteral("window/geometry");
const QString LayoutKey = QStringLiteral("window/layout");
} // namespace

MainWindow::MainWindow(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(new QSettings(this))
    , m_attempts(new models::AttemptListModel(this))
    , m_recent(new models::RecentSessions(*m_settings, this))
    , m_report(new ReportView(this))
    , m_editor(new ExpressionEditor(repository, this))
    , m_buildLog(new BuildLogView(this))
    , m_timeline(new IterationTimeline(m_attempts, this))
    , m_evidence(new EvidencePanel(this))
    , m_vmConsole(new VmConsole(this))
    , m_approvalBar(new ApprovalBar(this))
    , m_editorCaption(new QLabel(this))
    , m_compareWith(new QComboBox(this))
    , m_sessionLabel(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_usageLabel(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_startPage(new StartPage(m_recent, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Packwright"));
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(2);
    m_editorCaption->setObjectName(QStringLiteral("editorCaption"));
    m_editorCaption->setContentsMargins(6, 2, 6, 0);
    m_editorCaption->setWordWrap(true);
    auto *captionRow = new QHBoxLayout;
    captionRow->addWidget(m_editorCaption, 1);
    auto *compareLabel = new QLabel(tr("&Compare with:"), this);
    compareLabel->setBuddy(m_compareWith);
    m_compareWith->setObjectName(QStringLiteral("compareWith"));
    // Its longest choice must not widen the window past a small screen at 200 %.
    m_compareWith->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_compareWith->setMinimumContentsLength(12);
    captionRow->addWidget(compareLabel);
    captionRow->addWidget(m_compareWith);
    captionRow->setContentsMargins(0, 0, 6, 0);
    centralLayout->addLayout(captionRow);
    // The package's nixpkgs findings under the editor, following what it shows (issue 17).
    auto *editorSplit = new QSplitter(Qt::Vertical, central);
    editorSplit->setObjectName(QStringLiteral("editorSplit"));
    editorSplit->addWidget(m_editor);
    editorSplit->addWidget(new LintPanel(m_editor, editorSplit));
    editorSplit->setStretchFactor(0, 4);
    editorSplit->setStretchFactor(1, 1);
    editorSplit->setChildrenCollapsible(true);
    centralLayout->addWidget(editorSplit, 1);
    fillCompareChoices();
    connect(m_compareWith, &QComboBox::activated, this, [this] { showAttempt(m_selectedRow); });
    connect(m_attempts, &QAbstractItemModel::rowsInserted, this, &MainWindow::fillCompareChoices);
    connect(m_attempts, &QAbstractItemModel::modelReset, this, &MainWindow::fillCompareChoices);
    m_pages->addWidget(m_startPage);
    m_pages->addWidget(central);
    m_pages->setCurrentWidget(central); // until setStartPageShown(true) hides the docks
    setCentralWidget(m_pages);
    connect(m_startPage, &StartPage::newSessionRequested, this, [this] { newSession(); });
    connect(m_startPage, &StartPage::openRecordRequested, this, &MainWindow::chooseSessionRecord);
    connect(m_startPage, &StartPage::demoRequested, this,
        [this] { openSessionRecord(demoSessionRecord()); });
    connect(m_startPage, &StartPage::explainLogRequested, this, &MainWindow::chooseBuildLog);
    connect(m_startPage, &StartPage::pathRequested, this, &MainWindow::openPath);
    connect(m_startPage, &StartPage::continueRequested, this, &MainWindow::continueSession);
    m_editor->setReadOnly(true);
    setDockOptions(
        QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
    createDocks();

    m_approvalToolBar = new QToolBar(tr("Approval"), this);
    m_approvalToolBar->setObjectName(QStringLiteral("approvalToolBar"));
    m_approvalToolBar->setMovable(false);
    m_approvalToolBar->addWidget(m_approvalBar);
    addToolBar(Qt::BottomToolBarArea, m_approvalToolBar);

    createMenus();
    statusBar()->addWidget(m_sessionLabel, 1);
    m_progress->setObjectName(QStringLiteral("buildProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    m_progress->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 36);
    m_progress->hide();
    statusBar()->addPermanentWidget(m_progress);
    m_usageLabel->setObjectName(QStringLiteral("usageLabel"));
    statusBar()->addPermanentWidget(m_usageLabel);
    connect(m_timeline, &IterationTimeline::attemptSelected, this, &MainWindow::showAttempt);
    connect(m_timeline, &IterationTimeline::rollBackRequested, this, &MainWindow::rollBackTo);
    connect(m_buildLog, &BuildLogView::signalTargetActivated, this, [this](const QString &target) {
        if (!m_editor->goToAttribute(target))
            statusBar()->showMessage(
                tr("\"%1\" is not an attribute of this package.nix.").arg(target), 5000);
    });
    connect(m_approvalBar, &ApprovalBar::approved, this, &MainWindow::approve);
    connect(m_approvalBar, &ApprovalBar::editAndApproveRequested, this, &MainWindow::editProposal);
    connect(m_approvalBar, &ApprovalBar::rejected, this, [this](const QString &reason) {
        if (m_live)
            m_live->answer(loop::ApprovalDecision::reject(reason));
    });
    connect(m_approvalBar, &ApprovalBar::rollBackRequested, this, [this] {
        if (m_selectedRow >= 0 && m_selectedRow < m_attempts->rowCount())
            rollBackTo(m_attempts->attempt(m_selectedRow).number);
    });
    connect(m_vmConsole->screen(), &models::TerminalScreen::inputBytes, this,
        [this](const QByteArray &bytes) {
            if (m_live)
                m_live->writeVmConsole(bytes);
        });
    // Most of the screen, shared out so that each of the five areas is usable.
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(available.size() * 0.9);
    const auto share = [](int total, double part) { return int(total * part); };
    resizeDocks({findChild<QDockWidget *>(QStringLiteral("iterationTimelineDock")),
                    findChild<QDockWidget *>(QStringLiteral("evidencePanelDock"))},
        {share(width(), 0.33), share(width(), 0.22)}, Qt::Horizontal);
    resizeDocks({findChild<QDockWidget *>(QStringLiteral("buildLogDock"))}, {share(height(), 0.38)},
        Qt::Vertical);
    m_defaultLayout = saveState(LayoutVersion);
    restoreLayout();
    updateStatus();
    setStartPageShown(true);
}

MainWindow::~MainWindow() = default;

bool MainWindow::startPageShown() const
{
    return m_pages->currentWidget() == m_startPage;
}

void MainWindow::setStartPageShown(bool shown)
{
    if (shown == startPageShown())
        return;
    if (shown) {
        m_sessionLayout = saveState(LayoutVersion);
        m_hiddenDocks.clear();
        for (QDockWidget *dock : findChildren<QDockWidget *>()) {
            if (dock->isVisibleTo(this)) {
                m_hiddenDocks << dock;
                dock->hide();
            }
        }
    } else {
        for (QDockWidget *dock : std::as_const(m_hiddenDocks))
            dock->show();
        m_hiddenDocks.clear();
    }
    m_approvalToolBar->setVisible(!shown);
    m_pages->setCurrentWidget(shown ? static_cast<QWidget *>(m_startPage) : m_pages->widget(1));
}

void MainWindow::restoreLayout()
{
    restoreGeometry(m_settings->value(GeometryKey).toByteArray());
    restoreState(m_settings->value(LayoutKey).toByteArray(), LayoutVersion);
}

void MainWindow::saveLayout()
{
    m_settings->setValue(GeometryKey, saveGeometry());
    m_settings->setValue(LayoutKey, startPageShown() ? m_sessionLayout : saveState(LayoutVersion));
}

void MainWindow::resetLayout()
{
    const bool onStartPage = startPageShown();
    if (onStartPage)
        setStartPageShown(false);
    restoreState(m_defaultLayout, LayoutVersion);
    if (onStartPage)
        setStartPageShown(true);
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
    addDock(m_timeline, QStringLiteral("iterationTimelineDock"), tr("Iteration timeline"),
        Qt::LeftDockWidgetArea);
    addDock(
        m_evidence, QStringLiteral("evidencePanelDock"), tr("Evidence"), Qt::RightDockWidgetArea);
    QDockWidget *log = addDock(
        m_buildLog, QStringLiteral("buildLogDock"), tr("Build log"), Qt::BottomDockWidgetArea);
    QDockWidget *vm = addDock(
        m_vmConsole, QStringLiteral("vmConsoleDock"), tr("VM console"), Qt::BottomDockWidgetArea);
    splitDockWidget(log, vm, Qt::Horizontal);
    addDock(new AttemptCharts(m_attempts, this), QStringLiteral("attemptChartsDock"), tr("Charts"),
        Qt::LeftDockWidgetArea);
    QDockWidget *evidence = findChild<QDockWidget *>(QStringLiteral("evidencePanelDock"));
    QDockWidget *report
        = addDock(m_report, QStringLiteral("reportDock"), tr("Report"), Qt::RightDockWidgetArea);
    tabifyDockWidget(evidence, report);
    auto *recentView = new RecentSessionsView(m_recent, this);
    QDockWidget *recent = addDock(recentView, QStringLiteral("recentSessionsDock"),
        tr("Recent sessions"), Qt::LeftDockWidgetArea);
    tabifyDockWidget(findChild<QDockWidget *>(QStringLiteral("attemptChartsDock")), recent);
    evidence->raise();
    findChild<QDockWidget *>(QStringLiteral("attemptChartsDock"))->raise();
    connect(recentView, &RecentSessionsView::openRequested, this, &MainWindow::openSessionRecord);
    connect(recentView, &RecentSessionsView::continueRequested, this, &MainWindow::continueSession);
    connect(m_report, &ReportView::attemptActivated, this, &MainWindow::selectAttemptNumber);
    connect(m_report, &ReportView::signalActivated, this, [this](int attempt, int index) {
        if (!selectAttemptNumber(attempt))
            return;
        const auto &records = m_attempts->attempt(m_selectedRow).signalRecords;
        if (index >= 0 && index < records.size()) {
            m_buildLog->showSignal(records[index].rank);
            findChild<QDockWidget *>(QStringLiteral("buildLogDock"))->raise();
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

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(tr("&Reset layout"), this, &MainWindow::resetLayout)
        ->setObjectName(QStringLiteral("resetLayoutAction"));

    QMenu *session = menuBar()->addMenu(tr("&Session"));
    session->addActions({m_approvalBar->approveAction(), m_approvalBar->editApproveAction(),
        m_approvalBar->rejectAction(), m_approvalBar->rollBackAction()});
    session->addSeparator();
    m_stopAction = session->addAction(tr("&Stop session"), this, [this] {
        if (m_live)
            m_live->cancel();
    });
    m_stopAction->setObjectName(QStringLiteral("stopSessionAction"));
    m_stopAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_stopAction->setEnabled(false);

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
    if (!stopRunningSession())
        return false;
    if (m_live) {
        m_live->deleteLater();
        m_live = nullptr;
    }
    setStartPageShown(false);
    m_approvalBar->clearPending();
    m_progress->hide();
    m_evidence->clearLive();
    m_session = std::move(record);
    m_attempts->setAttempts(m_session.attempts);
    m_timeline->setReadOnly(true); // a record shown here has no loop behind it to roll back
    updateRollBack();
    m_vmConsole->screen()->write(QByteArrayLiteral("\x1b[2J\x1b[H") + m_session.vmConsole);
    m_report->setRecord(m_session);
    const QString title = m_session.version.isEmpty()
        ? m_session.pname
        : QStringLiteral("%1 %2").arg(m_session.pname, m_session.version);
    setWindowTitle(tr("%1 — Packwright").arg(title));
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
    const quint64 load = ++m_recordLoads;
    statusBar()->showMessage(tr("Opening %1…").arg(QFileInfo(path).fileName()));
    auto *watcher = new QFutureWatcher<Result<workspace::SessionRecord>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, load] {
        watcher->deleteLater();
        if (load != m_recordLoads) // another record, log or a new session came first
            return;
        statusBar()->clearMessage();
        auto record = watcher->result();
        if (!record) {
            showError(tr("Cannot open session record"), record.error());
            Q_EMIT sessionRecordOpened(path, false);
            return;
        }
        if (!path.startsWith(QLatin1Char(':'))) // the bundled demo is always at hand
            m_recent->addRecord(path, record.value());
        Q_EMIT sessionRecordOpened(path, showSession(std::move(record).value()));
    });
    watcher->setFuture(QtConcurrent::run([path] { return workspace::readSessionRecord(path); }));
}

void MainWindow::openBuildLog(const QString &path, const QString &earlierLog)
{
    // Reading, extracting and the knowledge search take a while on a large log: off the GUI
    // thread, with the log's name in the status bar meanwhile.
    const quint64 load = ++m_recordLoads;
    statusBar()->showMessage(tr("Explaining %1…").arg(QFileInfo(path).fileName()));
    auto *watcher = new QFutureWatcher<Result<loop::ExplainedComparison>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, load] {
        watcher->deleteLater();
        if (load != m_recordLoads) // another record, log or a new session came first
            return;
        statusBar()->clearMessage();
        auto explained = watcher->result();
        if (!explained) {
            showError(tr("Cannot explain the build log"), explained.error());
            Q_EMIT buildLogExplained(path, false);
            return;
        }
        loop::ExplainedComparison shown = std::move(explained).value();
        const std::optional<evidence::Divergence> divergence = shown.comparison.divergence;
        if (!showSession(std::move(shown.record))) { // the maintainer kept the running session
            Q_EMIT buildLogExplained(path, false);
            return;
        }
        if (divergence && !divergence->identical())
            m_buildLog->showLine(divergence->currentLine);
        findChild<QDockWidget *>(QStringLiteral("buildLogDock"))->raise();
        Q_EMIT buildLogExplained(path, true);
    });
    watcher->setFuture(QtConcurrent::run([path, earlierLog]() -> Result<loop::ExplainedComparison> {
        QString warning;
        auto extractor = evidence::Extractor::createWithBaselines({}, &warning);
        if (!warning.isEmpty())
            qWarning().noquote() << warning;
        if (!extractor)
            return extractor.error();
        auto knowledge
            = evidence::KnowledgeBase::loadFiles(evidence::KnowledgeBase::defaultPaths());
        if (!knowledge)
            qWarning().noquote() << knowledge.error().message << knowledge.error().detail;
        const evidence::KnowledgeBase *known = knowledge ? &knowledge.value() : nullptr;
        if (!earlierLog.isEmpty())
            return loop::explainedComparison(earlierLog, path, extractor.value(), known);
        auto record = loop::explainedLogRecord(path, extractor.value(), known);
        if (!record)
            return record.error();
        return loop::ExplainedComparison{std::move(record).value(), {}};
    }));
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
    auto *watcher = new QFutureWatcher<Result<QString>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        statusBar()->clearMessage();
        const Result<QString> expression = watcher->result();
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
    watcher->setFuture(QtConcurrent::run([path]() -> Result<QString> {
        auto record = workspace::readSessionRecord(path);
        if (!record)
            return record.error();
        const workspace::Attempt *last = record.value().finalAttempt();
        if (!last)
            return Error{tr("The session has no attempt to continue from."), path};
        return last->expression;
    }));
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
    m_selectedRow = row;
    updateRollBack();
    if (row < 0 || row >= m_attempts->rowCount()) {
        if (!m_editingProposal) {
            m_editor->clear();
            setEditorCaption({});
        }
        m_buildLog->clear();
        m_evidence->clear();
        return;
    }
    const workspace::Attempt &attempt = m_attempts->attempt(row);
    // The maintainer's version of a proposal stays in the editor until it is answered.
    if (!m_editingProposal) {
        const QString base = compareBase(row);
        if (m_editor->toPlainText() != attempt.expression || m_editor->base() != base)
            m_editor->showExpression(attempt.expression, base);
        setEditorCaption(
            tr("Attempt %1 — package.nix: %2").arg(attempt.number).arg(attempt.summary));
    }
    m_buildLog->showAttempt(attempt);
    m_evidence->setEvidence(attempt.evidence);
    m_evidence->setToolCalls(attempt.toolCalls);
}

QString MainWindow::compareBase(int row) const
{
    const int choice = m_compareWith->currentData().toInt();
    const workspace::Attempt &attempt = m_attempts->attempt(row);
    // Records without parents (older ones, hand-written ones) came from the attempt before.
    const int parent
        = attempt.parent > 0 || row == 0 ? attempt.parent : m_attempts->attempt(row - 1).number;
    const int number = choice < 0 ? parent : choice;
    if (number <= 0 || number == attempt.number)
        return {};
    for (int r = 0; r < m_attempts->rowCount(); ++r)
        if (m_attempts->attempt(r).number == number)
            return m_attempts->attempt(r).expression;
    return {};
}

void MainWindow::fillCompareChoices()
{
    const int chosen
        = m_compareWith->currentData().isValid() ? m_compareWith->currentData().toInt() : -1;
    m_compareWith->clear();
    m_compareWith->addItem(tr("the attempt it came from"), -1);
    m_compareWith->addItem(tr("nothing"), 0);
    for (int r = 0; r < m_attempts->rowCount(); ++r) {
        const int number = m_attempts->attempt(r).number;
        m_compareWith->addItem(tr("attempt %1").arg(number), number);
    }
    m_compareWith->setCurrentIndex(qMax(0, m_compareWith->findData(chosen)));
}

void MainWindow::setEditorCaption(const QString &caption)
{
    m_editorCaption->setText(caption);
    m_editorCaption->setVisible(!caption.isEmpty());
}

bool MainWindow::startSession(loop::PackagingRequest request)
{
    if (!stopRunningSession())
        return false;
    ++m_recordLoads; // a record still loading is not shown over the new session
    setStartPageShown(false);
    if (m_live)
        m_live->deleteLater();
    m_live = new models::LiveSession(std::move(request), this);
    m_session = {};
    m_session.pname = m_live->request().pname;
    m_attempts->setAttempts({});
    m_editingProposal = false;
    m_editor->setReadOnly(true);
    m_editor->clear();
    setEditorCaption(tr("Setting up the session…"));
    m_evidence->clear();
    m_evidence->clearLive();
    m_evidence->showLive();
    m_report->clearReport();
    findChild<QDockWidget *>(QStringLiteral("evidencePanelDock"))->raise();
    m_buildLog->clear();
    m_vmConsole->screen()->write(QByteArrayLiteral("\x1b[2J\x1b[H"));
    m_approvalBar->clearPending();
    m_timeline->setReadOnly(
        true, tr("Roll back while the agent waits for your approval (Session ▸ Roll back)."));
    m_progress->setValue(0);
    m_progress->setFormat(tr("starting"));
    m_progress->show();
    m_stopAction->setEnabled(true);
    setWindowTitle(tr("New session — Packwright"));

    models::LiveSession *live = m_live;
    connect(live, &models::LiveSession::recordChanged, this, &MainWindow::showLiveRecord);
    connect(live, &models::LiveSession::approvalChanged, this, &MainWindow::showApproval);
    connect(live, &models::LiveSession::progressChanged, this, &MainWindow::updateProgress);
    connect(live, &models::LiveSession::usageChanged, this, &MainWindow::updateUsage);
    connect(live, &models::LiveSession::stageChanged, this, [this](const QString &stage) {
        m_evidence->appendNote(stage);
        updateStatus();
    });
    connect(live, &models::LiveSession::modelText, m_evidence, &EvidencePanel::appendModelText);
    connect(
        live, &models::LiveSession::toolCallProposed, m_evidence, &EvidencePanel::appendToolCall);
    connect(live, &models::LiveSession::toolCallDone, m_evidence, &EvidencePanel::appendToolResult);
    connect(live, &models::LiveSession::vmOutput, this,
        [this](const QByteArray &bytes) { m_vmConsole->screen()->write(bytes); });
    connect(live, &models::LiveSession::warning, this, [this](const QString &text) {
        m_evidence->appendNote(tr("warning: %1").arg(text));
        statusBar()->showMessage(text, 10000);
    });
    connect(live, &models::LiveSession::failedToStart, this, [this](const QString &message) {
        liveFinished();
        QMessageBox::warning(this, tr("Cannot start the session"), message);
    });
    connect(live, &models::LiveSession::finished, this, &MainWindow::liveFinished);
    live->start();
    updateStatus();
    return true;
}

bool MainWindow::stopRunningSession()
{
    if (!m_live || !m_live->isRunning())
        return true;
    const auto answer = QMessageBox::question(this, tr("Stop the running session?"),
        tr("A session is running. Stop it? Its attempts so far stay in %1.")
            .arg(m_live->sessionDirectory()),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return false;
    QEventLoop wait;
    connect(m_live, &models::LiveSession::finished, &wait, &QEventLoop::quit);
    m_live->cancel();
    if (m_live->isRunning())
        wait.exec(); // the loop stops its build and model call at once
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (stopRunningSession()) {
        saveLayout();
        event->accept();
    } else
        event->ignore();
}

void MainWindow::showLiveRecord()
{
    const int before = m_attempts->rowCount();
    const bool followNewest = m_selectedRow < 0 || m_selectedRow == before - 1;
    m_session = m_live->record();
    m_attempts->updateAttempts(m_session.attempts);
    const int rows = m_attempts->rowCount();
    // A new attempt is what the maintainer watches: it is selected even when an older one was.
    if (rows > 0 && (followNewest || rows != before))
        m_timeline->selectAttempt(rows - 1);
    else if (m_selectedRow >= 0 && m_selectedRow < rows)
        showAttempt(m_selectedRow); // its verdict, signals or evidence may have arrived
    if (!m_session.pname.isEmpty()) {
        const QString title = m_session.version.isEmpty()
            ? m_session.pname
            : QStringLiteral("%1 %2").arg(m_session.pname, m_session.version);
        setWindowTitle(tr("%1 — Packwright").arg(title));
    }
    updateStatus();
}

void MainWindow::showApproval()
{
    const std::optional<loop::ApprovalRequest> &pending = m_live->pendingApproval();
    m_editingProposal = false;
    m_editor->setReadOnly(true);
    if (!pending) {
        m_approvalBar->clearPending();
        m_timeline->setReadOnly(
            true, tr("Roll back while the agent waits for your approval (Session ▸ Roll back)."));
        if (m_selectedRow >= 0 && m_selectedRow < m_attempts->rowCount())
            showAttempt(m_selectedRow);
        updateRollBack();
        return;
    }
    m_approvalBar->setPending(pending->description, pending->edit.has_value());
    m_timeline->setReadOnly(false);
    if (pending->edit) {
        // A build gate names the attempt it builds; an edit gate the attempt it edits.
        m_editor->showExpression(pending->edit->after, pending->edit->before);
        setEditorCaption(pending->action == loop::GatedAction::StartBuild
                ? tr("To be built as attempt %1, waiting for your approval: %2")
                      .arg(pending->attempt)
                      .arg(pending->edit->summary)
                : tr("Proposed for attempt %1, waiting for your approval: %2")
                      .arg(pending->attempt + 1)
                      .arg(pending->edit->summary));
    }
    if (!pending->detail.isEmpty())
        m_evidence->appendNote(pending->detail);
    updateRollBack();
    QApplication::alert(this);
}

void MainWindow::editProposal()
{
    if (!m_live || !m_live->pendingApproval() || !m_live->pendingApproval()->edit)
        return;
    const loop::ProposedEdit &edit = *m_live->pendingApproval()->edit;
    if (!m_editingProposal)
        m_editor->showExpression(edit.after, edit.before);
    m_editingProposal = true;
    m_editor->setReadOnly(false);
    m_editor->setFocus();
    setEditorCaption(
        tr("Your version of the proposed edit: change it, then Approve (%1) applies "
           "it as it is here.")
            .arg(m_approvalBar->approveAction()->shortcut().toString(QKeySequence::NativeText)));
}

void MainWindow::approve()
{
    if (!m_live)
        return;
    if (m_editingProposal)
        m_live->answer(loop::ApprovalDecision::withEdit(m_editor->toPlainText()));
    else
        m_live->answer(loop::ApprovalDecision::approve());
}

void MainWindow::rollBackTo(int attemptNumber)
{
    if (!m_live || !m_live->pendingApproval())
        return;
    m_live->answer(loop::ApprovalDecision::rollBack(attemptNumber));
}

void MainWindow::updateRollBack()
{
    // Rolling back is one of the answers at the gate: only while it waits, and only to an
    // earlier attempt that was built and not abandoned.
    bool enabled = m_live && m_live->pendingApproval() && m_selectedRow >= 0
        && m_selectedRow < m_attempts->rowCount() - 1;
    if (enabled) {
        const workspace::Attempt &a = m_attempts->attempt(m_selectedRow);
        enabled = !a.abandoned && a.status == workspace::AttemptStatus::Finished;
    }
    m_approvalBar->setRollBackEnabled(enabled);
}

void MainWindow::updateProgress()
{
    const models::BuildProgressState &p = m_live->progress();
    QStringList parts;
    if (!p.derivation.isEmpty())
        parts << p.derivation;
    if (!p.phase.isEmpty())
        parts << p.phase;
    if (p.expected > 1)
        parts << tr("%1 of %2 derivations").arg(p.done).arg(p.expected);
    m_progress->setValue(p.permille);
    m_progress->setFormat(parts.isEmpty() ? m_live->stage() : parts.join(QStringLiteral(" · ")));
    m_progress->setToolTip(m_progress->format());
}

void MainWindow::updateUsage(qint64 tokens, double costUsd)
{
    const QLocale locale;
    m_usageLabel->setText(
        tr("%1 tokens · $%2").arg(locale.toString(tokens), locale.toString(costUsd, 'f', 4)));
}

void MainWindow::liveFinished()
{
    m_stopAction->setEnabled(false);
    m_progress->hide();
    m_editingProposal = false;
    m_editor->setReadOnly(true);
    m_approvalBar->clearPending();
    m_timeline->setReadOnly(true, tr("The session has ended: start a new one to go on."));
    if (m_live && m_live->report()) {
        const loop::SessionReport &report = *m_live->report();
        m_report->setReport(report);
        m_recent->addRecord(m_live->sessionDirectory(), m_session);
        findChild<QDockWidget *>(QStringLiteral("reportDock"))->raise();
        m_evidence->appendNote(QStringLiteral("%1: %2").arg(
            loop::stopReasonName(report.stopReason), report.stopDetail));
        statusBar()->showMessage(report.stopDetail, 15000);
    }
    updateRollBack();
    updateStatus();
}

void MainWindow::updateStatus()
{
    if (m_live && m_live->isRunning()) {
        m_sessionLabel->setText(tr("Running") + QStringLiteral(" · ") + m_live->stage()
            + QStringLiteral(" · ") + tr("attempts: %1").arg(m_session.attempts.size()));
        return;
    }
    if (m_session.pname.isEmpty() && m_session.attempts.empty() && !m_live) {
        m_sessionLabel->setText(tr(
            "No session. Start one with File ▸ New session, or open a record with File ▸ Open."));
        m_usageLabel->clear();
        return;
    }
    const workspace::Attempt *last = m_session.finalAttempt();
    const QString outcome = last ? nix::outcomeKindName(last->outcome.kind) : tr("no attempt");
    m_sessionLabel->setText((m_session.recorded ? tr("Recorded session") : tr("Session"))
        + QStringLiteral(" · ") + tr("attempts: %1").arg(m_session.attempts.size())
        + QStringLiteral(" · ") + tr("last outcome: %1").arg(outcome));
    const workspace::TokenUsage usage = m_session.totalUsage();
    updateUsage(usage.totalTokens(), usage.costUsd);
}

} // namespace packwright::ui
