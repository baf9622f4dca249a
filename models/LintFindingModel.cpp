// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LintFindingModel.h"

#include "nix/NixpkgsLint.h"

#include <algorithm>

namespace packwright::models {

LintFindingModel::LintFindingModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void LintFindingModel::check(const QString &packageText)
{
    setFindings(
        packageText.trimmed().isEmpty() ? QList<nix::LintFinding>{} : nix::lint(packageText));
}

void LintFindingModel::setFindings(const QList<nix::LintFinding> &findings)
{
    if (findings == m_findings)
        return;
    beginResetModel();
    m_findings = findings;
    endResetModel();
}

int LintFindingModel::ciCount() const
{
    return int(std::count_if(m_findings.cbegin(), m_findings.cend(),
        [](const nix::LintFinding &f) { return f.severity == nix::LintSeverity::Ci; }));
}

int LintFindingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int LintFindingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LintFindingModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const nix::LintFinding &f = m_findings.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn: return f.severity == nix::LintSeverity::Ci ? tr("CI") : tr("review");
        case RuleColumn: return f.rule;
        case LineColumn: return f.line > 0 ? QVariant(f.line) : QVariant(tr("file"));
        case MessageColumn:
            return f.quickFix ? tr("%1 (mechanical fix)").arg(f.message) : f.message;
        default: return {};
        }
    case Qt::ToolTipRole: return tr("%1: %2\nRule: %3").arg(f.rule, f.message, f.source);
    case LineRole: return f.line;
    case CiRole: return f.severity == nix::LintSeverity::Ci;
    case QuickFixRole: return f.quickFix;
    default: return {};
    }
}

QVariant LintFindingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Level");
    case RuleColumn: return tr("Rule");
    case LineColumn: return tr("Line");
    case MessageColumn: return tr("nixpkgs finding");
    default: return {};
    }
}

} // namespace packwright::models
