#include "IterationTimeline.h"

#include "AttemptListModel.h"

#include <QHeaderView>

namespace packwright::ui {

IterationTimeline::IterationTimeline(models::AttemptListModel *model, QWidget *parent)
    : QTreeView(parent)
{
    setObjectName(QStringLiteral("iterationTimeline"));
    setModel(model);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(models::AttemptListModel::SummaryColumn, QHeaderView::Stretch);

    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            Q_EMIT attemptSelected(current.isValid() ? current.row() : -1);
        });
}

void IterationTimeline::selectAttempt(int row)
{
    setCurrentIndex(model()->index(row, 0));
}

} // namespace packwright::ui
