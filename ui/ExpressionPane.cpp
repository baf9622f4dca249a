// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ExpressionPane.h"

#include "AttemptListModel.h"
#include "ExpressionEditor.h"
#include "LintPanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace packwright::ui {

ExpressionPane::ExpressionPane(KSyntaxHighlighting::Repository &repository,
    models::AttemptListModel *attempts, QWidget *parent)
    : QWidget(parent)
    , m_attempts(attempts)
    , m_editor(new ExpressionEditor(repository, this))
    , m_caption(new QLabel(this))
    , m_compareWith(new QComboBox(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_caption->setObjectName(QStringLiteral("editorCaption"));
    m_caption->setContentsMargins(6, 2, 6, 0);
    m_caption->setWordWrap(true);
    auto *captionRow = new QHBoxLayout;
    captionRow->addWidget(m_caption, 1);
    auto *compareLabel = new QLabel(tr("&Compare with:"), this);
    compareLabel->setBuddy(m_compareWith);
    m_compareWith->setObjectName(QStringLiteral("compareWith"));
    // Its longest choice must not widen the window past a small screen at 200 %.
    m_compareWith->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_compareWith->setMinimumContentsLength(12);
    captionRow->addWidget(compareLabel);
    captionRow->addWidget(m_compareWith);
    captionRow->setContentsMargins(0, 0, 6, 0);
    layout->addLayout(captionRow);
    // The package's nixpkgs findings under the editor, following what it shows (issue 17).
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("editorSplit"));
    split->addWidget(m_editor);
    split->addWidget(new LintPanel(m_editor, split));
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(true);
    layout->addWidget(split, 1);
    m_editor->setReadOnly(true);
    fillCompareChoices();
    connect(m_compareWith, &QComboBox::activated, this, &ExpressionPane::compareChanged);
    connect(
        m_attempts, &QAbstractItemModel::rowsInserted, this, &ExpressionPane::fillCompareChoices);
    connect(m_attempts, &QAbstractItemModel::modelReset, this, &ExpressionPane::fillCompareChoices);
}

void ExpressionPane::setCaption(const QString &caption)
{
    m_caption->setText(caption);
    m_caption->setVisible(!caption.isEmpty());
}

void ExpressionPane::showAttempt(int row)
{
    if (row < 0 || row >= m_attempts->rowCount()) {
        m_editor->clear();
        setCaption({});
        return;
    }
    const workspace::Attempt &attempt = m_attempts->attempt(row);
    const QString base = compareBase(row);
    if (m_editor->toPlainText() != attempt.expression || m_editor->base() != base)
        m_editor->showExpression(attempt.expression, base);
    setCaption(tr("Attempt %1 — package.nix: %2").arg(attempt.number).arg(attempt.summary));
}

QString ExpressionPane::compareBase(int row) const
{
    const int choice = m_compareWith->currentData().toInt();
    const workspace::Attempt &attempt = m_attempts->attempt(row);
    // Records without parents (older ones, hand-written ones) came from the attempt before.
    const int parent
        = attempt.parent > 0 || row == 0 ? attempt.parent : m_attempts->attempt(row - 1).number;
    const int number = choice < 0 ? parent : choice;
    if (number <= 0 || number == attempt.number)
        return {};
    for (int r = 0; r < m_attempts->rowCount(); ++r)
        if (m_attempts->attempt(r).number == number)
            return m_attempts->attempt(r).expression;
    return {};
}

void ExpressionPane::fillCompareChoices()
{
    const int chosen
        = m_compareWith->currentData().isValid() ? m_compareWith->currentData().toInt() : -1;
    m_compareWith->clear();
    m_compareWith->addItem(tr("the attempt it came from"), -1);
    m_compareWith->addItem(tr("nothing"), 0);
    for (int r = 0; r < m_attempts->rowCount(); ++r) {
        const int number = m_attempts->attempt(r).number;
        m_compareWith->addItem(tr("attempt %1").arg(number), number);
    }
    m_compareWith->setCurrentIndex(qMax(0, m_compareWith->findData(chosen)));
}

} // namespace packwright::ui
