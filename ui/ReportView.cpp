#include "ReportView.h"

#include "ReportExport.h"
#include "loop/RecordReport.h"
#include "loop/ReportLink.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <memory>

namespace packwright::ui {

ReportView::ReportView(QWidget *parent)
    : QTextBrowser(parent)
    , m_export(new QAction(tr("&Export Report…"), this))
{
    setObjectName(QStringLiteral("reportView"));
    setOpenLinks(false); // links are ours to follow: never navigate away from the report
    setOpenExternalLinks(false);
    setPlaceholderText(tr("No report yet: a session's report appears when it ends, or when a "
                          "recorded session is opened."));
    document()->setDocumentMargin(12);
    m_export->setObjectName(QStringLiteral("exportReport"));
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_export->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_export->setToolTip(tr("Save the report as Markdown, HTML or JSON"));
    m_export->setEnabled(false);
    addAction(m_export);
    connect(m_export, &QAction::triggered, this, &ReportView::exportReport);
    connect(this, &QTextBrowser::anchorClicked, this, &ReportView::followLink);
}

void ReportView::setReport(const loop::SessionReport &report)
{
    m_report = report;
    m_export->setEnabled(true);
    render();
    verticalScrollBar()->setValue(0);
}

void ReportView::setRecord(const workspace::SessionRecord &record)
{
    setReport(loop::sessionReportFromRecord(record));
}

void ReportView::clearReport()
{
    m_report.reset();
    m_export->setEnabled(false);
    clear();
}

void ReportView::render()
{
    if (!m_report)
        return;
    const int scroll = verticalScrollBar()->value();
    QTextDocument *doc = document();
    doc->setMarkdown(m_report->toMarkdown(loop::MarkdownLinks::Packwright));
    // Code blocks (signals, advice, package.nix) on the palette's alternate base, so they
    // stand apart from the prose in light and dark palettes alike.
    QTextBlockFormat code;
    code.setBackground(palette().color(QPalette::AlternateBase));
    QTextCursor cursor(doc);
    cursor.beginEditBlock();
    for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().hasProperty(QTextFormat::BlockCodeFence)) {
            cursor.setPosition(block.position());
            cursor.mergeBlockFormat(code);
        }
    }
    cursor.endEditBlock();
    doc->setModified(false);
    verticalScrollBar()->setValue(scroll);
}

void ReportView::followLink(const QUrl &url)
{
    if (const auto link = loop::ReportLink::parse(url)) {
        if (link->kind == loop::ReportLink::Kind::Attempt)
            Q_EMIT attemptActivated(link->attempt);
        else
            Q_EMIT signalActivated(link->attempt, link->signalIndex);
        return;
    }
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
        QDesktopServices::openUrl(url);
}

std::optional<Error> ReportView::exportTo(const QString &path) const
{
    if (!m_report)
        return Error{tr("There is no report to export yet."), {}};
    return writeReportFile(
        *m_report, path, reportFormatForPath(path).value_or(ReportFormat::Markdown));
}

void ReportView::exportReport()
{
    if (!m_report)
        return;
    const QString markdown = tr("Markdown (*.md)");
    const QString html = tr("HTML (*.html)");
    const QString json = tr("JSON (*.json)");
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString name = QStringLiteral("%1-%2-report.md").arg(m_report->pname, m_report->version);
    QString filter = markdown;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Report"), QDir(dir).filePath(name),
        QStringList{markdown, html, json}.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    if (!reportFormatForPath(path)) {
        // No known suffix: the chosen filter's.
        path += filter == html ? QStringLiteral(".html")
            : filter == json   ? QStringLiteral(".json")
                               : QStringLiteral(".md");
    }
    if (const auto error = exportTo(path)) {
        QMessageBox box(
            QMessageBox::Warning, tr("Export Report"), error->message, QMessageBox::Ok, this);
        box.setDetailedText(error->detail);
        box.exec();
        return;
    }
    Q_EMIT reportExported(path);
}

void ReportView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        render();
}

void ReportView::contextMenuEvent(QContextMenuEvent *event)
{
    std::unique_ptr<QMenu> menu(createStandardContextMenu(event->pos()));
    menu->addSeparator();
    menu->addAction(m_export);
    menu->exec(event->globalPos());
}

} // namespace packwright::ui
