// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QLabel;
class QTimer;
class QTreeView;

namespace packwright::models {
class LintFindingModel;
}

namespace packwright::ui {

class ExpressionEditor;

/// The nixpkgs conformance findings of the package.nix in `editor`, beside it (issue 17
/// item 2): a one-line summary ("2 findings would fail nixpkgs CI, 3 for review") over a
/// table of level, rule, line and sentence. It follows the editor's text: text the window
/// shows read-only is checked at once, the maintainer's typing a moment after the last key,
/// so an edit at a gate is checked as it is typed; activating a finding puts the editor's
/// cursor on its line.
class LintPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LintPanel(ExpressionEditor *editor, QWidget *parent = nullptr);

    models::LintFindingModel *model() const { return m_model; }
    /// The summary line as shown.
    QString summary() const;
    /// Checks the editor's text now instead of after the pause.
    void checkNow();

private:
    void showSummary();

    ExpressionEditor *m_editor;
    models::LintFindingModel *m_model;
    QLabel *m_summary;
    QTreeView *m_view;
    QTimer *m_pause;
};

} // namespace packwright::ui
