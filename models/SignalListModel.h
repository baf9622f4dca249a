// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "workspace/SessionRecord.h"

#include <QAbstractListModel>
#include <QList>

namespace packwright::models {

/// The failure signals of one attempt, one row each, in the record's (deterministic) rank
/// order, with the signal verifier's role and reason where it judged them (EvidenT §4.3.1).
/// The text is what the build log's signal list shows: "#rank category", "phase · lines",
/// and "role: reason" for a judged signal. A new attempt resets the model; the same
/// attempt's signals reloaded (a live session) update in place.
class SignalListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        RankRole = Qt::UserRole + 1, ///< int: SignalRecord::rank (1 = most relevant)
        /// QString: "root_cause", "consequence", "noise", or empty when not judged.
        VerifiedRoleRole,
        ReasonRole,    ///< QString: the verifier's one line, or empty
        TargetRole,    ///< QString: where a fix likely goes ("nativeBuildInputs"), or empty
        FirstLineRole, ///< int: 1-based line of the log where the signal starts
        LastLineRole,  ///< int
    };

    explicit SignalListModel(QObject *parent = nullptr);

    /// Shows `signalRecords`: rows of the same ranks as before get dataChanged, a different
    /// list resets the model.
    void setSignals(const QList<workspace::SignalRecord> &signalRecords);
    const QList<workspace::SignalRecord> &signalRecords() const { return m_signals; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    /// One column, "Failure signals".
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The role as the list shows it: "root cause", "consequence", "noise" (translated);
    /// empty for an empty or unknown role.
    static QString roleText(const QString &role);

private:
    QList<workspace::SignalRecord> m_signals;
};

} // namespace packwright::models
