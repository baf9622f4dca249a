// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;
class QVBoxLayout;

namespace packwright::models {
class BatchResultsModel;
}

namespace packwright::ui {

/// A batch directory (`packwright batch --out DIR`, issue 21) in the workbench: its tasks
/// with outcome, attempts, cost and time (sortable), its summary.md, and its plots (drawn on
/// request into DIR/plots when the run made none). "Open session" (or a double click) asks
/// for a task's session to be opened in the main window.
class BatchView : public QWidget
{
    Q_OBJECT

public:
    explicit BatchView(QWidget *parent = nullptr);

    /// Shows the batch in `directory`. Errors: it holds no results.jsonl, or it cannot be
    /// read (the view keeps what it showed).
    Result<bool> open(const QString &directory);
    models::BatchResultsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

Q_SIGNALS:
    /// The task's session record (DIR/tasks/ID/session/record.sqlite).
    void openSessionRequested(const QString &record);

private:
    void openSelected();
    void updateButtons();
    void showPlots();
    void drawPlots();

    models::BatchResultsModel *m_model;
    QSortFilterProxyModel *m_sorted;
    QLabel *m_heading;
    QTableView *m_table;
    QTextBrowser *m_summary;
    QWidget *m_plots;
    QVBoxLayout *m_plotLayout;
    QPushButton *m_open;
    QPushButton *m_draw;
};

} // namespace packwright::ui
