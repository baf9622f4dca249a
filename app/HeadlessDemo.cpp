// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HeadlessDemo.h"

#include "loop/RecordReport.h"
#include "nix/NixEnvironment.h"

#include <QCoreApplication>
#include <QLocale>

namespace packwright::app {

namespace {
struct HeadlessDemo
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessDemo)
};

QString seconds(qint64 ms)
{
    return HeadlessDemo::tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', 1));
}

QString money(double usd)
{
    return QStringLiteral("$") + QLocale().toString(usd, 'f', 4);
}
} // namespace

int printSessionReport(const workspace::SessionRecord &session, QTextStream &out)
{
    const QLocale locale;
    out << (session.recorded ? HeadlessDemo::tr("Recorded session: %1 %2")
                             : HeadlessDemo::tr("Session: %1 %2"))
               .arg(session.pname, session.version)
        << '\n';
    if (!session.source.isEmpty())
        out << HeadlessDemo::tr("  source:  %1").arg(session.source) << '\n';
    if (!session.nixpkgs.isEmpty())
        out << HeadlessDemo::tr("  nixpkgs: %1").arg(session.nixpkgs) << '\n';
    if (!session.model.isEmpty())
        out << HeadlessDemo::tr("  model:   %1").arg(session.model) << '\n';
    if (session.nix.known())
        out << HeadlessDemo::tr("  nix:     %1")
                   .arg(nix::NixEnvironment::describe(session.nix.version, session.nix.system,
                       session.nix.store, session.nix.sandbox))
            << '\n';
    out << '\n';

    for (const workspace::Attempt &a : session.attempts) {
        QString outcome = nix::outcomeKindName(a.outcome.kind);
        if (!a.outcome.failingPhase.isEmpty())
            outcome = HeadlessDemo::tr("%1 in %2").arg(outcome, a.outcome.failingPhase);
        out << HeadlessDemo::tr("attempt %1%2: %3, %4, %5 tokens, %6")
                   .arg(a.number)
                   .arg(a.abandoned ? HeadlessDemo::tr(" (abandoned)") : QString())
                   .arg(outcome, seconds(a.outcome.durationMs),
                       locale.toString(a.usage.totalTokens()), money(a.usage.costUsd))
            << '\n';
        if (!a.summary.isEmpty())
            out << HeadlessDemo::tr("  change:  %1").arg(a.summary) << '\n';
        if (a.verdict)
            out << HeadlessDemo::tr("  verdict: %1 (%2)")
                       .arg(evidence::verdictName(a.verdict->kind), a.verdict->reason)
                << '\n';
        for (const workspace::Approval &approval : a.approvals)
            out << HeadlessDemo::tr("  gate:    %1: %2").arg(approval.decision, approval.action)
                << '\n';
    }

    const workspace::Attempt *last = session.finalAttempt();
    // The report view's reading of the record: the final attempt built or not.
    const bool success = loop::sessionReportFromRecord(session).succeeded();
    const workspace::TokenUsage usage = session.totalUsage();
    out << '\n'
        << HeadlessDemo::tr("Result: %1. Attempts: %2; build time: %3; tokens: %4; cost: %5.")
               .arg(success ? HeadlessDemo::tr("the package builds")
                            : HeadlessDemo::tr("the package does not build yet"),
                   locale.toString(qlonglong(session.attempts.size())),
                   seconds(session.totalDurationMs()), locale.toString(usage.totalTokens()),
                   money(usage.costUsd))
        << '\n';
    if (last) {
        out << '\n'
            << HeadlessDemo::tr("Final package.nix (attempt %1):").arg(last->number) << '\n'
            << last->expression;
        if (!last->expression.endsWith(QLatin1Char('\n')))
            out << '\n';
    }
    out.flush();
    return success ? 0 : 1;
}

} // namespace packwright::app
