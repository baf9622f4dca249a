// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BatchView.h"

#include "BatchPlots.h"
#include "BatchResultsModel.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace packwright::ui {

namespace {
const QStringList plotFiles{
    QStringLiteral("success.png"), QStringLiteral("cost.png"), QStringLiteral("attempts.png")};
}

BatchView::BatchView(QWidget *parent)
    : QWidget(parent)
    , m_model(new models::BatchResultsModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_heading(new QLabel(this))
    , m_table(new QTableView(this))
    , m_summary(new QTextBrowser(this))
    , m_plots(new QWidget(this))
    , m_plotLayout(new QVBoxLayout(m_plots))
    , m_open(new QPushButton(tr("&Open session"), this))
    , m_draw(new QPushButton(tr("&Draw plots"), this))
{
    setObjectName(QStringLiteral("batchView"));
    setWindowTitle(tr("Batch"));
    m_sorted->setSourceModel(m_model);
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    // The order of results.jsonl until a column is clicked.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_summary->setOpenExternalLinks(false);

    auto *plotScroll = new QScrollArea(this);
    plotScroll->setWidgetResizable(true);
    plotScroll->setWidget(m_plots);
    auto *tabs = new QTabWidget(this);
    tabs->addTab(m_summary, tr("Summary"));
    tabs->addTab(plotScroll, tr("Plots"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(tabs);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(m_draw);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);

    connect(m_table, &QAbstractItemView::doubleClicked, this, &BatchView::openSelected);
    connect(m_open, &QPushButton::clicked, this, &BatchView::openSelected);
    connect(m_draw, &QPushButton::clicked, this, &BatchView::drawPlots);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &BatchView::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &BatchView::updateButtons);
    updateButtons();
}

Result<bool> BatchView::open(const QString &directory)
{
    if (auto loaded = m_model->load(directory); !loaded)
        return loaded;
    const QDir dir(m_model->directory());
    m_heading->setText(tr("%1: %n task(s)", nullptr, m_model->rowCount()).arg(dir.path()));
    setWindowTitle(tr("Batch %1").arg(dir.dirName()));
    QFile summary(dir.filePath(QStringLiteral("summary.md")));
    if (summary.open(QIODevice::ReadOnly))
        m_summary->setMarkdown(QString::fromUtf8(summary.readAll()));
    else
        m_summary->setPlainText(tr("No summary.md in %1.").arg(dir.path()));
    m_table->resizeColumnsToContents();
    showPlots();
    return true;
}

void BatchView::openSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const QString record = rows.first().data(models::BatchResultsModel::SessionRole).toString();
    if (!record.isEmpty())
        Q_EMIT openSessionRequested(record);
}

void BatchView::updateButtons()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    m_open->setEnabled(!rows.isEmpty()
        && !rows.first().data(models::BatchResultsModel::SessionRole).toString().isEmpty());
    m_draw->setEnabled(m_model->rowCount() > 0);
}

void BatchView::showPlots()
{
    while (QLayoutItem *item = m_plotLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QDir dir(QDir(m_model->directory()).filePath(QStringLiteral("plots")));
    int shown = 0;
    for (const QString &name : plotFiles) {
        const QPixmap plot(dir.filePath(name));
        if (plot.isNull())
            continue;
        auto *label = new QLabel(m_plots);
        label->setObjectName(name);
        label->setPixmap(plot);
        m_plotLayout->addWidget(label);
        ++shown;
    }
    if (shown == 0)
        m_plotLayout->addWidget(new QLabel(
            tr("No plots yet: \"Draw plots\" draws them into %1.").arg(dir.path()), m_plots));
    m_plotLayout->addStretch();
}

void BatchView::drawPlots()
{
    const QList<batch::TaskResult> &results = m_model->results();
    QString label = tr("no model");
    for (const batch::TaskResult &r : results) {
        if (!r.model.isEmpty()) {
            label = r.model;
            break;
        }
    }
    const auto written = writeBatchPlots({{label, batch::summarize(results)}},
        QDir(m_model->directory()).filePath(QStringLiteral("plots")));
    if (!written) {
        QMessageBox::warning(this, tr("Plots"), written.error().message);
        return;
    }
    showPlots();
}

} // namespace packwright::ui
