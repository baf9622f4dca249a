// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "batch/BatchResult.h"
#include "core/Result.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

namespace packwright::models {

/// The tasks of a batch directory (`packwright batch --out DIR`, issue 21), one row each in
/// the order of its results.jsonl: columns task, kind, outcome (with the stop reason when it
/// did not build), attempts, cost in US dollars, wall time in seconds and failure category.
/// SessionRole gives the task's session record, for opening it in the workbench.
class BatchResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        TaskColumn,
        KindColumn,
        OutcomeColumn,
        AttemptsColumn,
        CostColumn,
        TimeColumn,
        CategoryColumn,
        ColumnCount
    };
    enum Role
    {
        /// QString: DIR/tasks/ID/session/record.sqlite (or the session.json exported beside
        /// it); empty when the task has no session (it could not start).
        SessionRole = Qt::UserRole + 1,
        BuiltRole, ///< bool: the task's package builds
    };

    explicit BatchResultsModel(QObject *parent = nullptr);

    /// Reads `directory`'s results.jsonl (batch::readResults) and shows its tasks (a reset).
    /// Errors: the directory holds no results.jsonl, or it cannot be read; the model then
    /// keeps what it showed.
    Result<bool> load(const QString &directory);
    /// Shows `results` of the batch in `directory` (a reset).
    void setResults(const QString &directory, const QList<batch::TaskResult> &results);
    const QList<batch::TaskResult> &results() const { return m_results; }
    const QString &directory() const { return m_directory; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString m_directory;
    QList<batch::TaskResult> m_results;
};

} // namespace packwright::models
