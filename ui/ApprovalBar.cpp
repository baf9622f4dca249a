// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ApprovalBar.h"

#include <QAction>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QToolButton>

namespace packwright::ui {

namespace {
QAction *makeAction(
    QWidget *owner, const QString &text, const QKeySequence &shortcut, const QString &toolTip)
{
    auto *action = new QAction(text, owner);
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WindowShortcut);
    action->setToolTip(
        QStringLiteral("%1 (%2)").arg(toolTip, shortcut.toString(QKeySequence::NativeText)));
    owner->addAction(action);
    return action;
}
} // namespace

ApprovalBar::ApprovalBar(QWidget *parent)
    : QWidget(parent)
    , m_description(new QLabel(this))
    , m_approve(makeAction(this, tr("&Approve"), QKeySequence(Qt::CTRL | Qt::Key_Return),
          tr("Apply the proposed action as shown")))
    , m_editApprove(makeAction(this, tr("&Edit && approve"), QKeySequence(Qt::CTRL | Qt::Key_E),
          tr("Edit the proposed change, then apply your version")))
    , m_reject(makeAction(this, tr("&Reject…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
          tr("Refuse the proposed action and tell the agent why")))
    , m_rollBack(makeAction(this, tr("Roll &back"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
          tr("Return to the selected attempt; later attempts are kept as abandoned")))
{
    setObjectName(QStringLiteral("approvalBar"));
    m_description->setObjectName(QStringLiteral("pendingAction"));
    m_description->setWordWrap(true);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_description, 1);
    for (QAction *action : {m_approve, m_editApprove, m_reject, m_rollBack}) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        layout->addWidget(button);
    }

    connect(m_approve, &QAction::triggered, this, &ApprovalBar::approved);
    connect(m_editApprove, &QAction::triggered, this, &ApprovalBar::editAndApproveRequested);
    connect(m_reject, &QAction::triggered, this, &ApprovalBar::askRejectReason);
    connect(m_rollBack, &QAction::triggered, this, &ApprovalBar::rollBackRequested);

    clearPending();
    setRollBackEnabled(false);
}

void ApprovalBar::setPending(const QString &description, bool editable)
{
    m_description->setText(description);
    for (QAction *action : {m_approve, m_reject})
        action->setEnabled(true);
    m_editApprove->setEnabled(editable);
}

void ApprovalBar::clearPending()
{
    m_description->setText(tr("No action is waiting for approval."));
    for (QAction *action : {m_approve, m_editApprove, m_reject})
        action->setEnabled(false);
}

void ApprovalBar::setRollBackEnabled(bool enabled)
{
    m_rollBack->setEnabled(enabled);
}

void ApprovalBar::askRejectReason()
{
    bool ok = false;
    const QString reason = QInputDialog::getMultiLineText(this, tr("Reject"),
        tr("Why is this action wrong? The agent sees your reason as a do-not-repeat rule."), {},
        &ok);
    if (ok)
        Q_EMIT rejected(reason.trimmed());
}

} // namespace packwright::ui
