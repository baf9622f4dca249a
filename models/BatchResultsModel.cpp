// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BatchResultsModel.h"

#include <QDir>
#include <QFileInfo>

namespace packwright::models {

BatchResultsModel::BatchResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

Result<bool> BatchResultsModel::load(const QString &directory)
{
    const QString path = QDir(directory).filePath(QStringLiteral("results.jsonl"));
    if (!QFileInfo(path).isFile())
        return Error{tr("%1 holds no batch results (results.jsonl).").arg(directory), {}};
    auto results = batch::readResults(path);
    if (!results)
        return results.error();
    setResults(QFileInfo(directory).absoluteFilePath(), results.value());
    return true;
}

void BatchResultsModel::setResults(
    const QString &directory, const QList<batch::TaskResult> &results)
{
    beginResetModel();
    m_directory = directory;
    m_results = results;
    endResetModel();
}

int BatchResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

int BatchResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BatchResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const batch::TaskResult &r = m_results.at(index.row());
    if (role == SessionRole) {
        const QDir session(
            QDir(m_directory).filePath(QStringLiteral("tasks/%1/session").arg(r.id)));
        for (const char *name : {"record.sqlite", "session.json"}) {
            if (session.exists(QLatin1String(name)))
                return session.filePath(QLatin1String(name));
        }
        return QString();
    }
    if (role == BuiltRole)
        return r.built();
    if (role == Qt::ToolTipRole)
        return r.detail;
    if (role == Qt::TextAlignmentRole) {
        const bool number = index.column() == AttemptsColumn || index.column() == CostColumn
            || index.column() == TimeColumn;
        return QVariant::fromValue(
            number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TaskColumn: return r.id;
    case KindColumn: return batch::taskKindName(r.kind);
    case OutcomeColumn:
        return r.built()
            ? batch::taskOutcomeName(r.outcome)
            : QStringLiteral("%1 (%2)").arg(batch::taskOutcomeName(r.outcome), r.stopReason);
    case AttemptsColumn: return r.attempts;
    case CostColumn: return QString::number(r.costUsd, 'f', 4);
    case TimeColumn: return QString::number(double(r.wallMs) / 1000.0, 'f', 1);
    case CategoryColumn: return r.failureCategory;
    default: return {};
    }
}

QVariant BatchResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TaskColumn: return tr("Task");
    case KindColumn: return tr("Kind");
    case OutcomeColumn: return tr("Outcome");
    case AttemptsColumn: return tr("Attempts");
    case CostColumn: return tr("Cost (USD)");
    case TimeColumn: return tr("Time (s)");
    case CategoryColumn: return tr("Failure category");
    default: return {};
    }
}

} // namespace packwright::models
