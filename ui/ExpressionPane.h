// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace KSyntaxHighlighting {
class Repository;
}

namespace packwright::models {
class AttemptListModel;
}

namespace packwright::ui {

class ExpressionEditor;

/// The workbench's centre: a caption saying what the editor shows, the "Compare with" choice
/// (the attempt it came from, nothing, or any attempt), the expression editor marked against
/// that choice, and the package's nixpkgs findings under it (LintPanel, issue 17).
class ExpressionPane : public QWidget
{
    Q_OBJECT

public:
    ExpressionPane(KSyntaxHighlighting::Repository &repository, models::AttemptListModel *attempts,
        QWidget *parent = nullptr);

    ExpressionEditor *editor() const { return m_editor; }
    /// The header above the editor; hidden when empty.
    void setCaption(const QString &caption);
    /// The package.nix of the attempt in `row` of the attempts model, marked against the
    /// compare choice, with its number and summary as the caption; -1 clears the editor.
    void showAttempt(int row);

Q_SIGNALS:
    /// The maintainer chose another attempt to compare with.
    void compareChanged();

private:
    /// The text the editor marks changes against for the attempt in `row`: the compare
    /// choice (the attempt it came from by default, another attempt, or none).
    QString compareBase(int row) const;
    void fillCompareChoices();

    models::AttemptListModel *m_attempts;
    ExpressionEditor *m_editor;
    QLabel *m_caption;
    QComboBox *m_compareWith; ///< data: 0 none, -1 the parent attempt, N attempt N
};

} // namespace packwright::ui
