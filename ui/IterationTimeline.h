// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTreeView>

class QAction;

namespace packwright::models {
class AttemptListModel;
}

namespace packwright::ui {

/// One row per attempt: number, verdict as a coloured badge (the reason as tooltip),
/// outcome, duration, tokens, cost, VM runs, approvals and the change that produced it;
/// abandoned attempts dimmed and struck through. Emits the selected row, and offers
/// "Roll back to here" on an earlier attempt (context menu, Ctrl+Shift+Backspace).
class IterationTimeline : public QTreeView
{
    Q_OBJECT

public:
    explicit IterationTimeline(models::AttemptListModel *model, QWidget *parent = nullptr);

    /// Selects the attempt in `row` (and emits attemptSelected()).
    void selectAttempt(int row);
    /// The row of the selected attempt; -1 when none is.
    int selectedRow() const;

    /// A read-only timeline (a recorded session, or one no loop drives) offers no roll back;
    /// `reason` (default: the session is a record) is the action's tooltip then.
    /// Not read-only by default.
    void setReadOnly(bool readOnly, const QString &reason = {});
    bool isReadOnly() const { return m_readOnly; }

    /// "Roll back to here": enabled on a selected attempt before the current one (the last
    /// attempt not abandoned) while the timeline is not read-only. Its shortcut works while
    /// the timeline has the focus.
    QAction *rollBackAction() const { return m_rollBack; }

Q_SIGNALS:
    /// The attempt in `row` of the model became current; -1 when none is.
    void attemptSelected(int row);
    /// The maintainer asked to roll the session back to attempt `attemptNumber` (1-based,
    /// workspace::Attempt::number); the attempts after it are to be kept as abandoned.
    void rollBackRequested(int attemptNumber);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    /// The row of the session's current attempt: the last one not abandoned; -1 when none.
    int currentAttemptRow() const;
    void updateRollBackAction();
    void requestRollBack();

    models::AttemptListModel *m_attempts;
    QAction *m_rollBack;
    bool m_readOnly = false;
    QString m_readOnlyReason; ///< the Roll back action's tooltip while read-only
};

} // namespace packwright::ui
