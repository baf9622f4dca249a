// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "nix/LintFinding.h"

#include <QAbstractTableModel>
#include <QList>

namespace packwright::models {

/// The nixpkgs conformance findings (`packwright lint`, nix::lint) of the package.nix the
/// editor shows, one row each, in file order: columns severity ("CI" / "review"), rule,
/// line and the finding's sentence; the tooltip names where nixpkgs writes the rule
/// (issue 17: the findings beside the editor). check() re-runs the text-only check; a
/// different result resets the model, an equal one changes nothing (typing that does not
/// change the findings does not disturb the view).
class LintFindingModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        SeverityColumn,
        RuleColumn,
        LineColumn,
        MessageColumn,
        ColumnCount
    };
    enum Role
    {
        LineRole = Qt::UserRole + 1, ///< int: 1-based line in package.nix; 0 for the whole file
        CiRole,                      ///< bool: the finding fails nixpkgs CI
        QuickFixRole,                ///< bool: the fix is mechanical
    };

    explicit LintFindingModel(QObject *parent = nullptr);

    /// Checks `packageText` (a package.nix) against the rules Packwright's `lint` knows from
    /// the text alone (no evaluation, no placement) and shows the findings; an empty text
    /// shows none.
    void check(const QString &packageText);
    /// Shows `findings` as they are.
    void setFindings(const QList<nix::LintFinding> &findings);
    const QList<nix::LintFinding> &findings() const { return m_findings; }
    /// Findings that fail nixpkgs CI.
    int ciCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<nix::LintFinding> m_findings;
};

} // namespace packwright::models
