#include "MainWindow.h"

#include "ApprovalBar.h"
#include "AttemptCharts.h"
#include "AttemptListModel.h"
#include "BuildLogView.h"
#include "EvidencePanel.h"
#include "ExpressionEditor.h"
#include "IterationTimeline.h"
#include "TerminalScreen.h"
#include "VmConsole.h"
#include "core/BuildInfo.h"
#include "workspace/SessionRecordReader.h"

#include <QApplication>
#include <QDebug>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QToolBar>

namespace packwright::ui {

MainWindow::MainWindow(KSyntaxHighlighting::Repository &repository, QWidget *parent)
    : QMainWindow(parent)
    , m_attempts(new models::AttemptListModel(this))
    , m_editor(new ExpressionEditor(repository, this))
    , m_buildLog(new BuildLogView(this))
    , m_timeline(new IterationTimeline(m_attempts, this))
    , m_evidence(new EvidencePanel(this))
    , m_vmConsole(new VmConsole(this))
    , m_approvalBar(new ApprovalBar(this))
    , m_sessionLabel(new QLabel(this))
    , m_usageLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Packwright"));
    setCentralWidget(m_editor);
    m_editor->setReadOnly(true);
    setDockOptions(
        QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
    createDocks();

    auto *approvalToolBar = new QToolBar(tr("Approval"), this);
    approvalToolBar->setObjectName(QStringLiteral("approvalToolBar"));
    approvalToolBar->setMovable(false);
    approvalToolBar->addWidget(m_approvalBar);
    addToolBar(Qt::BottomToolBarArea, approvalToolBar);

    createMenus();
    statusBar()->addWidget(m_sessionLabel, 1);
    statusBar()->addPermanentWidget(m_usageLabel);
    connect(m_timeline, &IterationTimeline::attemptSelected, this, &MainWindow::showAttempt);
    // Most of the screen, shared out so that each of the five areas is usable.
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
    resize(available.size() * 0.9);
    const auto share = [](int total, double part) { return int(total * part); };
    resizeDocks({findChild<QDockWidget *>(QStringLiteral("iterationTimelineDock")),
                    findChild<QDockWidget *>(QStringLiteral("evidencePanelDock"))},
        {share(width(), 0.33), share(width(), 0.22)}, Qt::Horizontal);
    resizeDocks({findChild<QDockWidget *>(QStringLiteral("buildLogDock"))}, {share(height(), 0.38)},
        Qt::Vertical);
    updateStatus();
}

MainWindow::~MainWindow() = default;

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
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open
        = file->addAction(tr("&Open session record…"), this, &MainWindow::chooseSessionRecord);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());

    QMenu *session = menuBar()->addMenu(tr("&Session"));
    session->addActions({m_approvalBar->approveAction(), m_approvalBar->editApproveAction(),
        m_approvalBar->rejectAction(), m_approvalBar->rollBackAction()});

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

void MainWindow::showSession(workspace::SessionRecord record)
{
    m_session = std::move(record);
    m_attempts->setAttempts(m_session.attempts);
    m_timeline->setReadOnly(true); // a record shown here has no loop behind it to roll back
    m_vmConsole->screen()->write(QByteArrayLiteral("\x1b[2J\x1b[H") + m_session.vmConsole);
    const QString title = m_session.version.isEmpty()
        ? m_session.pname
        : QStringLiteral("%1 %2").arg(m_session.pname, m_session.version);
    setWindowTitle(tr("%1 — Packwright").arg(title));
    if (m_attempts->rowCount() > 0)
        m_timeline->selectAttempt(m_attempts->rowCount() - 1);
    else
        showAttempt(-1);
    updateStatus();
}

bool MainWindow::openSessionRecord(const QString &path)
{
    auto record = workspace::readSessionRecord(path);
    if (!record) {
        // Also on stderr: the box is modal, and a terminal user should see why.
        qWarning().noquote() << record.error().message << record.error().detail;
        QMessageBox box(QMessageBox::Warning, tr("Cannot open session record"),
            record.error().message, QMessageBox::Ok, this);
        box.setDetailedText(record.error().detail);
        box.exec();
        return false;
    }
    showSession(std::move(record).value());
    return true;
}

void MainWindow::chooseSessionRecord()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open session record"), {}, tr("Session records (*.json);;All files (*)"));
    if (!path.isEmpty())
        openSessionRecord(path);
}

void MainWindow::showAttempt(int row)
{
    if (row < 0 || row >= m_attempts->rowCount()) {
        m_editor->clear();
        m_buildLog->clear();
        m_evidence->clear();
        return;
    }
    const workspace::Attempt &attempt = m_attempts->attempt(row);
    m_editor->setPlainText(attempt.expression);
    m_buildLog->showAttempt(attempt);
    m_evidence->setEvidence(attempt.evidence);
}

void MainWindow::updateStatus()
{
    if (m_session.pname.isEmpty() && m_session.attempts.empty()) {
        m_sessionLabel->setText(tr("No session. Open a session record with File ▸ Open."));
        m_usageLabel->clear();
        return;
    }
    const workspace::Attempt *last = m_session.finalAttempt();
    const QString outcome = last ? nix::outcomeKindName(last->outcome.kind) : tr("no attempt");
    m_sessionLabel->setText((m_session.recorded ? tr("Recorded session") : tr("Session"))
        + QStringLiteral(" · ") + tr("attempts: %1").arg(m_session.attempts.size())
        + QStringLiteral(" · ") + tr("last outcome: %1").arg(outcome));
    const workspace::TokenUsage usage = m_session.totalUsage();
    const QLocale locale;
    m_usageLabel->setText(
        tr("%1 tokens · $%2")
            .arg(locale.toString(usage.totalTokens()), locale.toString(usage.costUsd, 'f', 4)));
}

} // namespace packwright::ui
