// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "workspace/SessionRecord.h"

#include <QAbstractTableModel>

#include <vector>

namespace packwright::models {

/// The attempts of one session, one row each, in build order (Vibenix §4.1.8's
/// iteration history as the timeline shows it). Appends with beginInsertRows; a whole
/// session is swapped with setAttempts(), which resets the model.
class AttemptListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NumberColumn,
        VerdictColumn,
        OutcomeColumn,
        DurationColumn,
        TokensColumn,
        CostColumn,
        VmColumn, ///< the refinement's VM runs on this attempt's build (Vibenix §4.1.10)
        /// The approval gate's decisions on this attempt ("approved, auto"); the tooltip lists
        /// each as "action → decision: reason".
        ApprovalsColumn,
        SummaryColumn,
        ColumnCount
    };

    enum Role
    {
        /// int: the evidence::VerdictKind of the row, or -1 when the attempt has no verdict.
        VerdictRole = Qt::UserRole + 1,
        /// int: the nix::OutcomeKind of the row.
        OutcomeRole,
        /// bool: the attempt was rolled back from (kept, shown as abandoned).
        AbandonedRole,
        /// int: VM runs on the attempt's build; with VmPassedRole (bool) whether the last one
        /// ran to its end with status 0.
        VmRunsRole,
        VmPassedRole,
    };

    explicit AttemptListModel(QObject *parent = nullptr);

    void setAttempts(std::vector<workspace::Attempt> attempts);
    void appendAttempt(workspace::Attempt attempt);
    /// Brings a live session's rows up to date with `attempts` (the same session reloaded:
    /// attempts are only ever added, never removed): the kept rows get dataChanged, new rows
    /// are inserted, so views keep their selection. Falls back to a reset when `attempts` is
    /// shorter or its numbers differ (another session).
    void updateAttempts(std::vector<workspace::Attempt> attempts);
    /// The attempt shown in `row`; `row` must be in [0, rowCount()).
    const workspace::Attempt &attempt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const workspace::Attempt &attempt, int column) const;
    /// "exit N", "timed out" or "did not run".
    static QString vmStatus(const workspace::VmRunRecord &run);
    /// The recorded decision ("approved", "auto", …) in the user's language; an unknown one
    /// as recorded.
    static QString decisionText(const QString &decision);
    /// One line per approval: "action → decision" and ": reason" when there is one.
    static QString approvalsToolTip(const std::vector<workspace::Approval> &approvals);

    std::vector<workspace::Attempt> m_attempts;
};

} // namespace packwright::models
