// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "IterationTimeline.h"

#include "AttemptListModel.h"
#include "TimelineDelegate.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>

namespace packwright::ui {

IterationTimeline::IterationTimeline(models::AttemptListModel *model, QWidget *parent)
    : QTreeView(parent)
    , m_attempts(model)
    , m_rollBack(new QAction(tr("Roll &back to here"), this))
{
    setObjectName(QStringLiteral("iterationTimeline"));
    setModel(model);
    setItemDelegate(new TimelineDelegate(this));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(models::AttemptListModel::SummaryColumn, QHeaderView::Stretch);

    // Ctrl+Shift+R is the approval bar's Reject and Ctrl+Shift+B its Roll back (window-wide):
    // this one must not be ambiguous with either while the timeline has the focus.
    m_rollBack->setObjectName(QStringLiteral("rollBackToHere"));
    m_rollBack->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace));
    m_rollBack->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_rollBack);
    connect(m_rollBack, &QAction::triggered, this, &IterationTimeline::requestRollBack);

    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            updateRollBackAction();
            Q_EMIT attemptSelected(current.isValid() ? current.row() : -1);
        });
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, signal, this, &IterationTimeline::updateRollBackAction);
    connect(model, &QAbstractItemModel::modelReset, this, &IterationTimeline::updateRollBackAction);
    connect(
        model, &QAbstractItemModel::dataChanged, this, &IterationTimeline::updateRollBackAction);
    updateRollBackAction();
}

void IterationTimeline::selectAttempt(int row)
{
    setCurrentIndex(model()->index(row, 0));
}

int IterationTimeline::selectedRow() const
{
    return currentIndex().isValid() ? currentIndex().row() : -1;
}

void IterationTimeline::setReadOnly(bool readOnly, const QString &reason)
{
    m_readOnly = readOnly;
    m_readOnlyReason = reason;
    updateRollBackAction();
}

int IterationTimeline::currentAttemptRow() const
{
    for (int row = m_attempts->rowCount() - 1; row >= 0; --row) {
        if (!m_attempts->attempt(row).abandoned)
            return row;
    }
    return -1;
}

void IterationTimeline::updateRollBackAction()
{
    const int row = selectedRow();
    const int current = currentAttemptRow();
    m_rollBack->setEnabled(!m_readOnly && row >= 0 && row < current);
    if (m_readOnly)
        m_rollBack->setToolTip(m_readOnlyReason.isEmpty()
                ? tr("This session is a record: it cannot be rolled back.")
                : m_readOnlyReason);
    else
        m_rollBack->setToolTip(tr("Continue from the selected attempt; the attempts after it "
                                  "are kept as abandoned."));
}

void IterationTimeline::requestRollBack()
{
    // The action may be triggered programmatically: check again what it offers.
    updateRollBackAction();
    if (!m_rollBack->isEnabled())
        return;
    Q_EMIT rollBackRequested(m_attempts->attempt(currentIndex().row()).number);
}

void IterationTimeline::contextMenuEvent(QContextMenuEvent *event)
{
    // A right click acts on the row under the pointer; the menu key on the current row.
    QPoint at = event->pos();
    if (event->reason() == QContextMenuEvent::Mouse) {
        const QModelIndex clicked = indexAt(event->pos());
        if (clicked.isValid())
            setCurrentIndex(clicked);
    } else if (currentIndex().isValid()) {
        at = visualRect(currentIndex()).bottomLeft();
    }
    QMenu menu(this);
    menu.addAction(m_rollBack);
    menu.exec(viewport()->mapToGlobal(at));
    event->accept();
}

} // namespace packwright::ui
