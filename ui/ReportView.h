// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "loop/SessionReport.h"
#include "workspace/SessionRecord.h"

#include <QTextBrowser>

#include <optional>

class QAction;

namespace packwright::ui {

/// The failure analysis report of a session (issue 7; Vibenix §4.1.11): the report rendered
/// from its Markdown, read-only, with the attempts it cites and its leading failure signals
/// as links (loop::ReportLink). Clicking a link, or Tab to it and Enter, emits
/// attemptActivated() / signalActivated() and never navigates the view away; http(s) links
/// open in the desktop's browser. Export (Ctrl+Shift+S, the context menu, exportAction())
/// saves the report as Markdown, self-contained HTML or JSON. Follows the palette (light or
/// dark) and re-renders when it changes.
class ReportView : public QTextBrowser
{
    Q_OBJECT

public:
    explicit ReportView(QWidget *parent = nullptr);

    /// Shows `report` (a live session's, from loop::PackagingLoop::finished).
    void setReport(const loop::SessionReport &report);
    /// Shows the report of a recorded session (loop::sessionReportFromRecord).
    void setRecord(const workspace::SessionRecord &record);
    /// Shows nothing; export is disabled.
    void clearReport();
    /// The report shown, if any.
    const std::optional<loop::SessionReport> &report() const { return m_report; }

    /// "Export Report…" (Ctrl+Shift+S while the view has focus): enabled while a report is
    /// shown; for the window's menus and tool bars.
    QAction *exportAction() const { return m_export; }

    /// Writes the shown report to `path` in the format its suffix names (.md, .html, .json;
    /// any other suffix: Markdown). Errors: no report shown, the file cannot be written.
    std::optional<Error> exportTo(const QString &path) const;

public Q_SLOTS:
    /// Asks for a file name (QFileDialog; Markdown, HTML or JSON) and exports there; an
    /// error is shown in a message box that says what to do.
    void exportReport();

Q_SIGNALS:
    /// A link to attempt `attempt` (1-based) was activated.
    void attemptActivated(int attempt);
    /// A link to a leading failure signal was activated: `signalIndex` is 0-based in the
    /// attempt's ranked signals (workspace::Attempt::signalRecords; BuildLogView::showSignal
    /// takes `signalIndex + 1`).
    void signalActivated(int attempt, int signalIndex);
    /// The report was written to `path`.
    void reportExported(const QString &path);

protected:
    void changeEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void render();
    /// Presentation the Markdown cannot carry: code block backgrounds, link colours, tables.
    void polish(QTextDocument &doc) const;
    void followLink(const QUrl &url);

    std::optional<loop::SessionReport> m_report;
    QAction *m_export = nullptr;
};

} // namespace packwright::ui
