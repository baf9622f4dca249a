// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RecentSessionsView.h"

#include "RecentSessions.h"

#include <QAction>
#include <QLabel>
#include <QListView>
#include <QStyledItemDelegate>
#include <QToolBar>
#include <QVBoxLayout>

namespace packwright::ui {

namespace {
/// Draws a missing session greyed and in italics: the palette's placeholder text colour (its
/// own grey, light or dark, more legible than the disabled one).
class MissingDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(models::RecentSessions::MissingRole).toBool()) {
            option->palette.setColor(
                QPalette::Text, option->palette.color(QPalette::Disabled, QPalette::Text));
            option->font.setItalic(true);
        }
    }
};

} // namespace

RecentSessionsView::RecentSessionsView(models::RecentSessions *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_list(new QListView(this))
    , m_open(new QAction(tr("&Open Read-Only"), this))
    , m_continue(new QAction(tr("Co&ntinue in a New Session"), this))
    , m_remove(new QAction(tr("&Remove from List"), this))
    , m_clear(new QAction(tr("C&lear List"), this))
{
    setObjectName(QStringLiteral("recentSessionsView"));
    m_list->setObjectName(QStringLiteral("recentSessionsList"));
    m_list->setModel(model);
    m_list->setItemDelegate(new MissingDelegate(m_list));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);
    m_list->setSpacing(2);
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->setAccessibleName(tr("Recent sessions"));

    m_open->setObjectName(QStringLiteral("openReadOnly"));
    m_open->setToolTip(tr("Browse the session's whole history, read-only"));
    m_continue->setObjectName(QStringLiteral("continueSession"));
    m_continue->setToolTip(tr("Start a new session from where this one ended"));
    m_remove->setObjectName(QStringLiteral("removeSession"));
    m_remove->setShortcut(QKeySequence::Delete);
    m_remove->setShortcutContext(Qt::WidgetShortcut);
    m_clear->setObjectName(QStringLiteral("clearList"));
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_list->addActions({m_open, m_continue, separator, m_remove, m_clear});

    auto *title = new QLabel(tr("Recent sessions"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    title->setBuddy(m_list);
    // A tool bar folds what does not fit into its extension menu: a narrow dock (or 200 %
    // scaling, or longer translations) never forces the window wider than the screen.
    auto *buttons = new QToolBar(this);
    buttons->setObjectName(QStringLiteral("recentSessionsToolBar"));
    buttons->setToolButtonStyle(Qt::ToolButtonTextOnly);
    buttons->addActions({m_open, m_continue});
    auto *spacer = new QWidget(buttons);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    buttons->addWidget(spacer);
    buttons->addActions({m_remove, m_clear});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);

    connect(m_list, &QListView::activated, this, [this](const QModelIndex &index) {
        if (!m_model->isMissing(index.row()))
            Q_EMIT openRequested(index.data(models::RecentSessions::PathRole).toString());
    });
    connect(m_open, &QAction::triggered, this, [this] {
        if (const QString path = currentPath(); !path.isEmpty())
            Q_EMIT openRequested(path);
    });
    connect(m_continue, &QAction::triggered, this, [this] {
        if (const QString path = currentPath(); !path.isEmpty())
            Q_EMIT continueRequested(path);
    });
    connect(m_remove, &QAction::triggered, this, [this] {
        const QModelIndex current = m_list->currentIndex();
        if (current.isValid())
            m_model->removeSession(current.row());
    });
    connect(m_clear, &QAction::triggered, m_model, &models::RecentSessions::clearSessions);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &RecentSessionsView::updateActions);
    connect(model, &QAbstractItemModel::modelReset, this, &RecentSessionsView::updateActions);
    connect(model, &QAbstractItemModel::layoutChanged, this, &RecentSessionsView::updateActions);
    connect(model, &QAbstractItemModel::rowsInserted, this, &RecentSessionsView::updateActions);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &RecentSessionsView::updateActions);
    updateActions();
}

QString RecentSessionsView::currentPath() const
{
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid() || m_model->isMissing(current.row()))
        return {};
    return current.data(models::RecentSessions::PathRole).toString();
}

void RecentSessionsView::updateActions()
{
    const QModelIndex current = m_list->currentIndex();
    const bool openable = current.isValid() && !m_model->isMissing(current.row());
    m_open->setEnabled(openable);
    m_continue->setEnabled(openable);
    m_remove->setEnabled(current.isValid());
    m_clear->setEnabled(m_model->rowCount() > 0);
}

} // namespace packwright::ui
