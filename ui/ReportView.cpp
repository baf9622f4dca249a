// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

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
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>
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
    setTextCursor(QTextCursor(document())); // a new report starts at its top
    verticalScrollBar()->setValue(0);
    render();
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
    // Rendering again (a palette change) keeps the place: the cursor (a link focused with
    // Tab) and the scrolled position.
    const int scroll = verticalScrollBar()->value();
    const int position = textCursor().position();
    // Made apart and then shown: filled while shown, every insertion is laid out again (22 ms
    // for a short report, the worst GUI-thread stall of a session; 6 ms this way).
    auto *doc = new QTextDocument(this);
    doc->setDefaultFont(document()->defaultFont());
    doc->setDocumentMargin(document()->documentMargin());
    doc->setMarkdown(m_report->toMarkdown(loop::MarkdownLinks::Packwright));
    polish(*doc);
    doc->setModified(false);
    // An earlier rendering is ours to delete; the view's first document goes with setDocument.
    QTextDocument *earlier = document()->parent() == this ? document() : nullptr;
    setDocument(doc);
    delete earlier;
    QTextCursor cursor(doc);
    cursor.setPosition(std::min(position, doc->characterCount() - 1));
    setTextCursor(cursor);
    verticalScrollBar()->setValue(scroll);
}

void ReportView::polish(QTextDocument &doc) const
{
    const QPalette pal = palette();
    // Code blocks (signals, advice, package.nix) on the palette's alternate base, so they
    // stand apart from the prose in light and dark palettes alike.
    QTextBlockFormat code;
    code.setBackground(pal.color(QPalette::AlternateBase));
    QTextCursor cursor(&doc);
    cursor.beginEditBlock();
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().hasProperty(QTextFormat::BlockCodeFence)) {
            cursor.setPosition(block.position());
            cursor.mergeBlockFormat(code);
        }
        // The Markdown importer colours links with the application's palette, not this view's,
        // and a link in a heading loses the heading's size: both taken from here.
        QTextCharFormat text;
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (!it.fragment().charFormat().isAnchor()) {
                text = it.fragment().charFormat();
                break;
            }
        }
        const bool heading = block.blockFormat().headingLevel() > 0 && text.isValid();
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const bool anchor = fragment.charFormat().isAnchor();
            if (!anchor && !heading)
                continue;
            QTextCharFormat format;
            if (anchor) {
                format.setForeground(pal.color(QPalette::Link));
                format.setFontUnderline(true);
            }
            if (heading) { // what follows a link in a heading loses its size too
                format.setProperty(QTextFormat::FontSizeAdjustment,
                    text.property(QTextFormat::FontSizeAdjustment));
                format.setFontWeight(text.fontWeight());
            }
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.mergeCharFormat(format);
        }
    }
    // Tables (the attempts) with room in their cells and borders in the palette's grey.
    const QList<QTextFrame *> frames = doc.rootFrame()->childFrames();
    for (QTextFrame *frame : frames) {
        if (auto *table = qobject_cast<QTextTable *>(frame)) {
            QTextTableFormat format = table->format();
            format.setCellPadding(4);
            format.setBorderBrush(pal.color(QPalette::Mid));
            format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
            table->setFormat(format);
        }
    }
    cursor.endEditBlock();
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
