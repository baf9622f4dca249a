// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AttemptListModel.h"

#include <QLocale>

#include <algorithm>
#include <iterator>

namespace packwright::models {

AttemptListModel::AttemptListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void AttemptListModel::setAttempts(std::vector<workspace::Attempt> attempts)
{
    beginResetModel();
    m_attempts = std::move(attempts);
    endResetModel();
}

void AttemptListModel::appendAttempt(workspace::Attempt attempt)
{
    const int row = int(m_attempts.size());
    beginInsertRows({}, row, row);
    m_attempts.push_back(std::move(attempt));
    endInsertRows();
}

void AttemptListModel::updateAttempts(std::vector<workspace::Attempt> attempts)
{
    const std::size_t kept = m_attempts.size();
    const bool sameSession = attempts.size() >= kept
        && std::equal(m_attempts.cbegin(), m_attempts.cend(), attempts.cbegin(),
            [](const workspace::Attempt &a, const workspace::Attempt &b) {
                return a.number == b.number;
            });
    if (!sameSession) {
        setAttempts(std::move(attempts));
        return;
    }
    // A session has tens of attempts: repainting them all is cheaper than comparing them.
    for (std::size_t i = 0; i < kept; ++i)
        m_attempts[i] = std::move(attempts[i]);
    if (kept > 0)
        Q_EMIT dataChanged(index(0, 0), index(int(kept) - 1, ColumnCount - 1));
    if (attempts.size() > kept) {
        beginInsertRows({}, int(kept), int(attempts.size()) - 1);
        std::move(
            attempts.begin() + qsizetype(kept), attempts.end(), std::back_inserter(m_attempts));
        endInsertRows();
    }
}

const workspace::Attempt &AttemptListModel::attempt(int row) const
{
    Q_ASSERT(row >= 0 && row < rowCount());
    return m_attempts[std::size_t(row)];
}

int AttemptListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_attempts.size());
}

int AttemptListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AttemptListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const workspace::Attempt &a = m_attempts[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: return display(a, index.column());
    case Qt::ToolTipRole:
        if (index.column() == VerdictColumn && a.verdict)
            return a.verdict->reason;
        if (index.column() == SummaryColumn)
            return a.summary;
        if (index.column() == VmColumn && !a.vmRuns.isEmpty()) {
            QStringList runs;
            for (const workspace::VmRunRecord &run : a.vmRuns)
                runs << tr("%1 (%2): %3")
                            .arg(run.script.section(QLatin1Char('\n'), 0, 0).left(80), run.backend,
                                vmStatus(run));
            return runs.join(QLatin1Char('\n'));
        }
        if (index.column() == ApprovalsColumn && !a.approvals.empty())
            return approvalsToolTip(a.approvals);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == DurationColumn || index.column() == TokensColumn
            || index.column() == CostColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case VerdictRole: return a.verdict ? int(a.verdict->kind) : -1;
    case OutcomeRole: return int(a.outcome.kind);
    case AbandonedRole: return a.abandoned;
    case VmRunsRole: return int(a.vmRuns.size());
    case VmPassedRole: return !a.vmRuns.isEmpty() && a.vmRuns.constLast().passed();
    default: return {};
    }
}

QString AttemptListModel::vmStatus(const workspace::VmRunRecord &run)
{
    if (run.timedOut)
        return tr("timed out");
    if (run.exitStatus < 0)
        return tr("did not run");
    return tr("exit %1").arg(run.exitStatus);
}

QString AttemptListModel::decisionText(const QString &decision)
{
    // The names loop/LoopTypes.cpp writes, plus "auto" for an action the gate let through.
    if (decision == QLatin1String("auto"))
        return tr("auto", "approval decision: no one was asked");
    if (decision == QLatin1String("approved"))
        return tr("approved", "approval decision");
    if (decision == QLatin1String("edited"))
        return tr("edited", "approval decision: approved with the maintainer's edit");
    if (decision == QLatin1String("rejected"))
        return tr("rejected", "approval decision");
    if (decision == QLatin1String("rolled-back"))
        return tr("rolled back", "approval decision");
    if (decision == QLatin1String("stopped"))
        return tr("stopped", "approval decision");
    return decision;
}

QString AttemptListModel::approvalsToolTip(const std::vector<workspace::Approval> &approvals)
{
    QStringList lines;
    for (const workspace::Approval &approval : approvals) {
        const QString decided = tr("%1 → %2", "approval: action → decision")
                                    .arg(approval.action.section(QLatin1Char('\n'), 0, 0),
                                        decisionText(approval.decision));
        lines << (approval.reason.isEmpty()
                ? decided
                : tr("%1: %2", "approval: decision, reason").arg(decided, approval.reason));
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant AttemptListModel::display(const workspace::Attempt &a, int column) const
{
    const QLocale locale;
    switch (column) {
    case NumberColumn:
        return a.abandoned ? tr("%1 (abandoned)").arg(a.number) : QString::number(a.number);
    case VerdictColumn: return a.verdict ? evidence::verdictName(a.verdict->kind) : QString();
    case OutcomeColumn:
        if (a.outcome.failingPhase.isEmpty())
            return nix::outcomeKindName(a.outcome.kind);
        return tr("%1 in %2").arg(nix::outcomeKindName(a.outcome.kind), a.outcome.failingPhase);
    case DurationColumn:
        return tr("%1 s").arg(locale.toString(double(a.outcome.durationMs) / 1000.0, 'f', 1));
    case TokensColumn: return locale.toString(a.usage.totalTokens());
    case CostColumn: return QString(QStringLiteral("$") + locale.toString(a.usage.costUsd, 'f', 4));
    case VmColumn:
        if (a.vmRuns.isEmpty())
            return QString();
        if (a.vmRuns.size() == 1)
            return vmStatus(a.vmRuns.constFirst());
        return tr("%1 (%n runs)", nullptr, int(a.vmRuns.size()))
            .arg(vmStatus(a.vmRuns.constLast()));
    case ApprovalsColumn: {
        QStringList decisions;
        for (const workspace::Approval &approval : a.approvals)
            decisions << decisionText(approval.decision);
        return decisions.join(tr(", ", "separator between approval decisions"));
    }
    case SummaryColumn: return a.summary;
    default: return {};
    }
}

QVariant AttemptListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NumberColumn: return tr("Attempt");
    case VerdictColumn: return tr("Verdict");
    case OutcomeColumn: return tr("Outcome");
    case DurationColumn: return tr("Duration");
    case TokensColumn: return tr("Tokens");
    case CostColumn: return tr("Cost");
    case VmColumn: return tr("VM");
    case ApprovalsColumn: return tr("Approvals");
    case SummaryColumn: return tr("Change");
    default: return {};
    }
}

} // namespace packwright::models
