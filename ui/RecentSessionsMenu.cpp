// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RecentSessionsMenu.h"

#include "RecentSessions.h"

namespace packwright::ui {

RecentSessionsMenu::RecentSessionsMenu(models::RecentSessions *model, QWidget *parent)
    : QMenu(tr("Open &Recent"), parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("recentSessionsMenu"));
    setToolTipsVisible(true);
    connect(model, &QAbstractItemModel::modelReset, this, &RecentSessionsMenu::fill);
    connect(model, &QAbstractItemModel::layoutChanged, this, &RecentSessionsMenu::fill);
    connect(model, &QAbstractItemModel::rowsInserted, this, &RecentSessionsMenu::fill);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &RecentSessionsMenu::fill);
    connect(model, &QAbstractItemModel::dataChanged, this, &RecentSessionsMenu::fill);
    fill();
}

void RecentSessionsMenu::fill()
{
    // Not clear(): it deletes the actions now, and fill() runs while one is being triggered.
    for (QAction *old : actions()) {
        removeAction(old);
        if (old->parent() == this)
            old->deleteLater();
    }
    const int rows = m_model->rowCount();
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = m_model->index(row);
        QString text = index.data(Qt::DisplayRole).toString();
        text.replace(QLatin1Char('&'), QStringLiteral("&&"));
        if (row < 9)
            text = QStringLiteral("&%1 %2").arg(row + 1).arg(text);
        QAction *action = addAction(text);
        action->setToolTip(index.data(Qt::ToolTipRole).toString());
        action->setEnabled(!index.data(models::RecentSessions::MissingRole).toBool());
        const QString path = index.data(models::RecentSessions::PathRole).toString();
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT openRequested(path); });
    }
    if (rows == 0)
        addAction(tr("No recent sessions"))->setEnabled(false);
    addSeparator();
    QAction *removeMissing = addAction(tr("Remove &Missing Sessions"));
    removeMissing->setObjectName(QStringLiteral("removeMissing"));
    bool anyMissing = false;
    for (int row = 0; row < rows; ++row)
        anyMissing = anyMissing || m_model->isMissing(row);
    removeMissing->setEnabled(anyMissing);
    connect(removeMissing, &QAction::triggered, m_model, &models::RecentSessions::removeMissing);
    QAction *clearList = addAction(tr("&Clear List"));
    clearList->setObjectName(QStringLiteral("clearList"));
    clearList->setEnabled(rows > 0);
    connect(clearList, &QAction::triggered, m_model, &models::RecentSessions::clearSessions);
}

} // namespace packwright::ui
