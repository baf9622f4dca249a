// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QAction;
class QLabel;

namespace packwright::ui {

/// The approval gate's controls: the pending action in one sentence, and Approve,
/// Edit & approve, Reject (with a reason) and Roll back, each with a keyboard shortcut.
/// The bar decides nothing: it emits what the maintainer chose.
class ApprovalBar : public QWidget
{
    Q_OBJECT

public:
    explicit ApprovalBar(QWidget *parent = nullptr);

    /// Shows `description` as the action waiting for approval and enables the choices;
    /// Edit & approve only when the action is an edit (`editable`).
    void setPending(const QString &description, bool editable = true);
    /// No action waits: the choices are disabled.
    void clearPending();
    /// Whether Roll back is offered (a live session with an earlier attempt selected).
    void setRollBackEnabled(bool enabled);

    QAction *approveAction() const { return m_approve; }
    QAction *editApproveAction() const { return m_editApprove; }
    QAction *rejectAction() const { return m_reject; }
    QAction *rollBackAction() const { return m_rollBack; }

Q_SIGNALS:
    void approved();
    void editAndApproveRequested();
    void rejected(const QString &reason);
    void rollBackRequested();

private:
    void askRejectReason();

    QLabel *m_description;
    QAction *m_approve;
    QAction *m_editApprove;
    QAction *m_reject;
    QAction *m_rollBack;
};

} // namespace packwright::ui
