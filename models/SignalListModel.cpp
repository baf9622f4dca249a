// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SignalListModel.h"

#include <algorithm>

namespace packwright::models {

SignalListModel::SignalListModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void SignalListModel::setSignals(const QList<workspace::SignalRecord> &signalRecords)
{
    const bool sameRows = signalRecords.size() == m_signals.size()
        && std::equal(m_signals.cbegin(), m_signals.cend(), signalRecords.cbegin(),
            [](const workspace::SignalRecord &a, const workspace::SignalRecord &b) {
                return a.rank == b.rank && a.firstLine == b.firstLine;
            });
    if (!sameRows) {
        beginResetModel();
        m_signals = signalRecords;
        endResetModel();
        return;
    }
    m_signals = signalRecords;
    if (!m_signals.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_signals.size()) - 1));
}

int SignalListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_signals.size());
}

QVariant SignalListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return tr("Failure signals");
    return {};
}

QString SignalListModel::roleText(const QString &role)
{
    if (role == u"root_cause")
        return tr("root cause");
    if (role == u"consequence")
        return tr("consequence");
    if (role == u"noise")
        return tr("noise");
    return {};
}

QVariant SignalListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const workspace::SignalRecord &s = m_signals.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        const QString lines = s.lastLine > s.firstLine
            ? tr("lines %1–%2").arg(s.firstLine).arg(s.lastLine)
            : tr("line %1").arg(s.firstLine);
        const QString where = s.phase.isEmpty() ? lines : tr("%1 · %2").arg(s.phase, lines);
        // The cause itself under its category: what a maintainer scans the list for.
        constexpr int maxChars = 120;
        QString cause = s.matchedText();
        if (cause.size() > maxChars)
            cause = cause.left(maxChars - 1) + QChar(0x2026);
        QString text = tr("#%1 %2").arg(s.rank).arg(s.category) + QLatin1Char('\n') + cause
            + QLatin1Char('\n') + where;
        if (const QString judged = roleText(s.role); !judged.isEmpty())
            text += QLatin1Char('\n') + tr("%1: %2").arg(judged, s.roleReason);
        return text;
    }
    case Qt::ToolTipRole: {
        QString tip
            = QStringLiteral("<pre>%1</pre><p>%2</p>")
                  .arg(s.text.toHtmlEscaped(),
                      tr("Confidence %1 %").arg(qRound(s.confidence * 100)).toHtmlEscaped());
        if (const QString judged = roleText(s.role); !judged.isEmpty())
            tip += QStringLiteral("<p>%1</p>")
                       .arg(tr("The model judged it %1: %2")
                                .arg(judged, s.roleReason)
                                .toHtmlEscaped());
        return tip;
    }
    case RankRole: return s.rank;
    case VerifiedRoleRole: return s.role;
    case ReasonRole: return s.roleReason;
    case TargetRole: return s.target;
    case FirstLineRole: return s.firstLine;
    case LastLineRole: return s.lastLine;
    default: return {};
    }
}

} // namespace packwright::models
