// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SessionStatus.h"

#include "LiveSession.h"
#include "nix/OutcomeKind.h"
#include "workspace/SessionRecord.h"

#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QStatusBar>

namespace packwright::ui {

SessionStatus::SessionStatus(QStatusBar *bar)
    : QObject(bar)
    , m_session(new QLabel(bar))
    , m_progress(new QProgressBar(bar))
    , m_usage(new QLabel(bar))
{
    m_session->setObjectName(QStringLiteral("sessionStatusLabel"));
    bar->addWidget(m_session, 1);
    m_progress->setObjectName(QStringLiteral("buildProgress"));
    m_progress->setMinimumWidth(bar->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 36);
    bar->addPermanentWidget(m_progress);
    m_usage->setObjectName(QStringLiteral("usageLabel"));
    bar->addPermanentWidget(m_usage);
}

void SessionStatus::show(const workspace::SessionRecord &record, const models::LiveSession *live)
{
    const QString dot = QStringLiteral(" · ");
    if (live && live->isRunning()) {
        // At a gate the loop's last stage is not what happens: it waits for the maintainer.
        const QString stage
            = live->pendingApproval() ? tr("waiting for your approval") : live->stage();
        m_session->setText(
            tr("Running") + dot + stage + dot + tr("attempts: %1").arg(record.attempts.size()));
        return;
    }
    if (record.pname.isEmpty() && record.attempts.empty() && !live) {
        m_session->setText(tr(
            "No session. Start one with File ▸ New session, or open a record with File ▸ Open."));
        m_usage->clear();
        return;
    }
    const workspace::Attempt *last = record.finalAttempt();
    const QString outcome = last ? nix::outcomeKindName(last->outcome.kind) : tr("no attempt");
    m_session->setText((record.recorded ? tr("Recorded session") : tr("Session")) + dot
        + tr("attempts: %1").arg(record.attempts.size()) + dot
        + tr("last outcome: %1").arg(outcome));
    const workspace::TokenUsage usage = record.totalUsage();
    showUsage(usage.totalTokens(), usage.costUsd);
}

void SessionStatus::showUsage(qint64 tokens, double costUsd)
{
    const QLocale locale;
    m_usage->setText(
        tr("%1 tokens · $%2").arg(locale.toString(tokens), locale.toString(costUsd, 'f', 4)));
}

} // namespace packwright::ui
