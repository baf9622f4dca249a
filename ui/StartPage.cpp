// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StartPage.h"

#include "RecentSessionsView.h"

#include <QCommandLinkButton>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QVBoxLayout>

namespace packwright::ui {

namespace {

/// The one local file of a drag, or "" (several files, a URL that is not local, text).
QString droppedPath(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1
        || !mime->urls().first().isLocalFile())
        return {};
    return mime->urls().first().toLocalFile();
}

} // namespace

StartPage::DropKind StartPage::dropKind(const QString &path)
{
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists())
        return DropKind::None;
    if (info.isDir()) {
        const QDir dir(info.absoluteFilePath());
        if (dir.exists(QStringLiteral("record.sqlite")))
            return DropKind::SessionRecord;
        if (dir.exists(QStringLiteral(".git")))
            return DropKind::GitRepository;
        return DropKind::None;
    }
    const QString name = info.fileName();
    if (name == u"record.sqlite" || name.endsWith(QLatin1String(".json")))
        return DropKind::SessionRecord;
    if (name.endsWith(QLatin1String(".nix")))
        return DropKind::PackageFile;
    if (name.endsWith(QLatin1String(".log")))
        return DropKind::BuildLog;
    for (const char *suffix : {".tar.gz", ".tgz", ".tar.xz", ".txz", ".tar.bz2", ".tbz2",
             ".tar.zst", ".tar.lz", ".tar", ".zip"}) {
        if (name.endsWith(QLatin1String(suffix), Qt::CaseInsensitive))
            return DropKind::Tarball;
    }
    return DropKind::None;
}

StartPage::StartPage(models::RecentSessions *recent, QWidget *parent)
    : QWidget(parent)
    , m_newSession(new QCommandLinkButton(tr("&New session…"),
          tr("Package a project from its URL, git repository or tarball, or repair or update an "
             "existing package.nix."),
          this))
    , m_openRecord(new QCommandLinkButton(tr("&Open session record…"),
          tr("Look through a finished or stopped session: its attempts, logs, evidence and "
             "report."),
          this))
    , m_demo(new QCommandLinkButton(tr("Try the &demo"),
          tr("A recorded session that packages GNU hello: a hash fix, a missing tool, a "
             "refinement run in a VM."),
          this))
    , m_explainLog(new QCommandLinkButton(tr("E&xplain a build log…"),
          tr("Any build log (Hydra, CI, a colleague's): its failure signals ranked, their "
             "phase and category, and the known fixes."),
          this))
    , m_recentView(new RecentSessionsView(recent, this))
{
    setObjectName(QStringLiteral("startPage"));
    setAcceptDrops(true);
    m_newSession->setObjectName(QStringLiteral("startNewSession"));
    m_openRecord->setObjectName(QStringLiteral("startOpenRecord"));
    m_demo->setObjectName(QStringLiteral("startDemo"));
    m_explainLog->setObjectName(QStringLiteral("startExplainLog"));

    auto *title = new QLabel(tr("Packwright"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    title->setFont(big);
    auto *intro = new QLabel(tr("Package software with Nix, step by step: an agent builds, "
                                "reads the log and repairs; you approve, edit or roll back each "
                                "step."),
        this);
    intro->setWordWrap(true);
    auto *dropHint = new QLabel(tr("Drop a session record, a build log, a package.nix, a source "
                                   "tarball or a git checkout here to open it."),
        this);
    dropHint->setObjectName(QStringLiteral("dropHint"));
    dropHint->setWordWrap(true);
    dropHint->setEnabled(false); // a hint, drawn as such

    auto *actions = new QVBoxLayout;
    actions->addWidget(m_newSession);
    actions->addWidget(m_openRecord);
    actions->addWidget(m_explainLog);
    actions->addWidget(m_demo);
    actions->addStretch(1);
    actions->addWidget(dropHint);

    auto *columns = new QHBoxLayout;
    columns->addLayout(actions, 1);
    columns->addSpacing(24);
    columns->addWidget(m_recentView, 1); // with its own "Recent sessions" title

    auto *page = new QVBoxLayout(this);
    page->setContentsMargins(32, 24, 32, 24);
    page->addWidget(title);
    page->addWidget(intro);
    page->addSpacing(16);
    page->addLayout(columns, 1);

    connect(m_newSession, &QAbstractButton::clicked, this, &StartPage::newSessionRequested);
    connect(m_openRecord, &QAbstractButton::clicked, this, &StartPage::openRecordRequested);
    connect(m_demo, &QAbstractButton::clicked, this, &StartPage::demoRequested);
    connect(m_explainLog, &QAbstractButton::clicked, this, &StartPage::explainLogRequested);
    connect(m_recentView, &RecentSessionsView::openRequested, this,
        [this](const QString &path) { Q_EMIT pathRequested(path, DropKind::SessionRecord); });
    connect(
        m_recentView, &RecentSessionsView::continueRequested, this, &StartPage::continueRequested);
}

void StartPage::dragEnterEvent(QDragEnterEvent *event)
{
    if (dropKind(droppedPath(event->mimeData())) != DropKind::None)
        event->acceptProposedAction();
}

void StartPage::dropEvent(QDropEvent *event)
{
    const QString path = droppedPath(event->mimeData());
    const DropKind kind = dropKind(path);
    if (kind == DropKind::None)
        return;
    event->acceptProposedAction();
    Q_EMIT pathRequested(path, kind);
}

} // namespace packwright::ui
