// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LintPanel.h"

#include "ExpressionEditor.h"
#include "LintFindingModel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace packwright::ui {

namespace {
/// Typing pauses this long before the text is checked again.
constexpr int checkPauseMs = 300;
} // namespace

LintPanel::LintPanel(ExpressionEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_model(new models::LintFindingModel(this))
    , m_summary(new QLabel(this))
    , m_view(new QTreeView(this))
    , m_pause(new QTimer(this))
{
    setObjectName(QStringLiteral("lintPanel"));
    m_summary->setObjectName(QStringLiteral("lintSummary"));
    m_summary->setContentsMargins(6, 2, 6, 0);
    m_view->setObjectName(QStringLiteral("lintFindings"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);

    m_pause->setSingleShot(true);
    m_pause->setInterval(checkPauseMs);
    connect(m_pause, &QTimer::timeout, this, &LintPanel::checkNow);
    // Text the window shows (read-only) is checked at once; typing after a pause.
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        if (m_editor->isReadOnly())
            checkNow();
        else
            m_pause->start();
    });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        m_editor->goToLine(index.data(models::LintFindingModel::LineRole).toInt());
    });
    checkNow();
}

QString LintPanel::summary() const
{
    return m_summary->text();
}

void LintPanel::checkNow()
{
    m_pause->stop();
    m_model->check(m_editor->toPlainText());
    showSummary();
}

void LintPanel::showSummary()
{
    const int total = m_model->rowCount();
    const int ci = m_model->ciCount();
    if (m_editor->toPlainText().trimmed().isEmpty())
        m_summary->setText(tr("nixpkgs lint: no package.nix shown."));
    else if (total == 0)
        m_summary->setText(tr("nixpkgs lint: no findings."));
    else if (ci == 0)
        m_summary->setText(
            tr("nixpkgs lint: nothing would fail nixpkgs CI; %n finding(s) for review.", nullptr,
                total));
    else if (ci == total)
        m_summary->setText(tr("nixpkgs lint: %n finding(s) would fail nixpkgs CI.", nullptr, ci));
    else
        m_summary->setText(tr("nixpkgs lint: %n finding(s) would fail nixpkgs CI;", nullptr, ci)
            + QLatin1Char(' ') + tr("%n more for review.", nullptr, total - ci));
}

} // namespace packwright::ui
