// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/PackagingLoop.h"

#include "core/Logging.h"
#include "loop/LoopParts.h"
#include "nix/Builder.h"
#include "nix/FailureClassifier.h"
#include "tools/FileLocator.h"
#include "tools/PackageIndex.h"
#include "workspace/SessionRecordWriter.h"
#include "workspace/SessionRepository.h"
#include "workspace/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

namespace packwright::loop {

QString firstLine(const QString &text, int max)
{
    QString line = text.trimmed().section(QLatin1Char('\n'), 0, 0).trimmed();
    if (line.size() > max)
        line = line.left(max - 1) + QChar(0x2026);
    return line;
}

std::optional<Error> writeSessionFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size()
        && file.flush())
        return std::nullopt;
    return Error{LoopTexts::tr("Cannot write %1.").arg(path), file.errorString()};
}

PackagingLoop::PackagingLoop(PackagingRequest request, QObject *parent)
    : QObject(parent)
    , m_request(std::move(request))
    , m_gate(new ApprovalGate(m_request.approvals, this))
    , m_builder(new nix::Builder(this))
{
    qRegisterMetaType<packwright::loop::LoopEvent>();
    qRegisterMetaType<packwright::loop::SessionReport>();
    connect(m_gate, &ApprovalGate::approvalNeeded, this, [this](const ApprovalRequest &r) {
        LoopEvent e;
        e.kind = LoopEvent::Kind::ApprovalNeeded;
        e.attempt = r.attempt;
        e.text = r.description;
        e.approval = r;
        emitEvent(e);
    });
    connect(m_builder, &nix::Builder::events, this, [this](const QList<nix::LogEvent> &batch) {
        QStringList lines;
        const auto progress = [this](const QString &name) {
            LoopEvent e;
            e.kind = LoopEvent::Kind::BuildProgress;
            e.attempt = m_attempts.isEmpty() ? 0 : m_attempts.lastKey();
            e.name = name;
            return e;
        };
        for (const nix::LogEvent &ev : batch) {
            if (ev.kind == nix::LogEvent::Kind::SetPhase) {
                LoopEvent e = progress(QStringLiteral("phase"));
                e.text = ev.phase;
                emitEvent(e);
            } else if (ev.kind == nix::LogEvent::Kind::ActivityStart
                && ev.activityType == nix::ActivityType::Build) {
                LoopEvent e = progress(QStringLiteral("build"));
                e.text = nix::derivationName(ev.drvPath);
                emitEvent(e);
            } else if (ev.kind == nix::LogEvent::Kind::Progress
                && ev.activity == m_buildsActivity) {
                // Only the top "builds" activity counts derivations; the others count bytes.
                LoopEvent e = progress(QStringLiteral("builds"));
                e.done = ev.done;
                e.expected = ev.expected;
                emitEvent(e);
            } else if (ev.kind == nix::LogEvent::Kind::ActivityStart
                && ev.activityType == nix::ActivityType::Builds) {
                m_buildsActivity = ev.activity;
            } else if (ev.kind == nix::LogEvent::Kind::BuildLogLine
                || ev.kind == nix::LogEvent::Kind::PlainLine
                || (ev.kind == nix::LogEvent::Kind::Message && ev.level <= 1)) {
                lines << ev.text;
            }
        }
        if (!lines.isEmpty()) {
            LoopEvent e;
            e.kind = LoopEvent::Kind::LogChunk;
            e.attempt = m_attempts.isEmpty() ? 0 : m_attempts.lastKey();
            e.text = lines.join(QLatin1Char('\n'));
            emitEvent(e);
        }
    });
}

PackagingLoop::~PackagingLoop() = default;

void PackagingLoop::cancel()
{
    if (QThread::currentThread() != thread()) {
        QMetaObject::invokeMethod(
            this, [this] { cancel(); }, Qt::QueuedConnection);
        return;
    }
    m_cancelled = true;
    m_gate->cancel();
    if (m_builder->isRunning())
        m_builder->cancel();
    if (m_client)
        m_client->cancel();
}

void PackagingLoop::emitEvent(const LoopEvent &e)
{
    Q_EMIT loopEvent(e);
}

void PackagingLoop::stage(const QString &text)
{
    qCDebug(lcLoop) << text;
    LoopEvent e;
    e.kind = LoopEvent::Kind::Stage;
    e.text = text;
    emitEvent(e);
}

void PackagingLoop::warnIf(const std::optional<Error> &error)
{
    if (!error)
        return;
    qCDebug(lcLoop) << error->message << error->detail; // shown through the Warning event
    LoopEvent e;
    e.kind = LoopEvent::Kind::Warning;
    e.text = error->message;
    emitEvent(e);
}

void PackagingLoop::recordModelCall(int attempt, const llm::ChatReply &reply, int announced)
{
    workspace::ModelCallRecord call;
    call.model = reply.model;
    call.inputTokens = reply.usage.inputTokens;
    call.outputTokens = reply.usage.outputTokens;
    call.cachedTokens = reply.usage.cachedTokens;
    call.costUsd = reply.cost;
    call.elapsedMs = reply.elapsedMs;
    if (attempt == 0)
        m_pendingModelCalls << call; // for the attempt not built yet (flushPendingRecords)
    else if (m_store)
        warnIf(m_store->recordModelCall(attempt, call));
    LoopEvent e;
    e.kind = LoopEvent::Kind::Usage;
    e.attempt = announced >= 0 ? announced : attempt;
    e.tokens = m_client->ledger().session().usage.total();
    e.costUsd = m_client->ledger().session().cost;
    emitEvent(e);
}

std::optional<PackagingLoop::Stop> PackagingLoop::budgetSpent(bool modelBudgets) const
{
    const LoopLimits &limits = m_request.limits;
    if (limits.timeBudget && m_clock.elapsed() >= qint64(limits.timeBudget->count()) * 1000)
        return Stop{StopReason::Budget,
            LoopTexts::tr("The time budget of %1 s is spent.").arg(limits.timeBudget->count())};
    if (!m_client || !modelBudgets)
        return std::nullopt;
    const auto &spent = m_client->ledger().session();
    if (limits.tokenBudget && spent.usage.total() >= *limits.tokenBudget)
        return Stop{StopReason::Budget,
            LoopTexts::tr("The token budget of %1 is spent.").arg(*limits.tokenBudget)};
    if (limits.costBudgetUsd && spent.cost >= *limits.costBudgetUsd)
        return Stop{StopReason::Budget,
            LoopTexts::tr("The cost budget of $%1 is spent.").arg(*limits.costBudgetUsd)};
    return std::nullopt;
}

void PackagingLoop::addPinFiles(QMap<QString, QByteArray> &files) const
{
    // The nixpkgs the session builds against, pinned beside package.nix (Vibenix §4.1.4).
    QJsonObject pin{
        {QStringLiteral("kind"),
            m_request.nixpkgs.kind == nix::NixpkgsSource::Kind::Flake ? QStringLiteral("flake")
                                                                      : QStringLiteral("path")},
        {QStringLiteral("location"), m_request.nixpkgs.location}};
    if (!m_pin.revision.isEmpty())
        pin.insert(QStringLiteral("revision"), m_pin.revision);
    if (!m_pin.checkout.isEmpty() && m_pin.checkout != m_request.nixpkgs.location)
        pin.insert(QStringLiteral("exported_from"), m_pin.checkout); // after a lazy upgrade
    files.insert(
        QStringLiteral("nixpkgs.json"), QJsonDocument(pin).toJson(QJsonDocument::Indented));
}

QCoro::Task<SessionReport> PackagingLoop::run()
{
    m_clock.start();
    QString expression;
    QString summary;
    auto setup = co_await setUp(expression, summary);
    std::optional<Stop> stop = setup;
    if (!stop) {
        Pending pending{expression, summary, HistoryEntry{0, summary, {}, {}, false, {}}};
        int first = 1;
        if (m_request.update) {
            // Maintenance: the package as it is first, then the update as the next edit.
            auto resolved = co_await resolveUpdate();
            std::optional<Stop> baseline;
            bool declined = false;
            if (resolved) {
                stop = resolved;
            } else {
                auto building = buildAttempt(1, pending);
                const BuildStep step = co_await building;
                baseline = step.stop;
                declined = step.declined;
            }
            if (stop) {
                // The target is unknown: nothing built.
            } else if (baseline && baseline->reason != StopReason::Succeeded) {
                stop = baseline;
            } else if (!declined) {
                first = 2;
                auto update = co_await proposeUpdate(2);
                if (update && std::holds_alternative<Stop>(*update))
                    stop = std::get<Stop>(*update);
                else if (update)
                    pending = std::get<Pending>(std::move(*update));
                else if (baseline) // at the version asked for, and it builds
                    stop = baseline;
                if (!update && !baseline) { // at the version asked for, broken: repair it
                    auto next = co_await nextEdit(2);
                    if (std::holds_alternative<Stop>(next))
                        stop = std::get<Stop>(next);
                    else
                        pending = std::get<Pending>(std::move(next));
                }
            }
        }
        for (int number = first; !stop; ++number) {
            if (m_cancelled) {
                stop = Stop{StopReason::Cancelled, LoopTexts::tr("Cancelled.")};
                break;
            }
            // A build costs no tokens: the model budgets are checked before each fix step.
            if (auto spent = budgetSpent(false)) {
                stop = spent;
                break;
            }
            auto building = buildAttempt(number, pending);
            const BuildStep step = co_await building;
            const std::optional<Stop> &built = step.stop;
            if (built && built->reason == StopReason::Succeeded) {
                // Its lint findings with a mechanical fix first (issue 17), no model needed.
                auto fixing = fixLint(number + 1, *built);
                const auto [fixed, goOn] = co_await fixing;
                if (!goOn || fixed.reason != StopReason::Succeeded) {
                    stop = fixed;
                    break;
                }
                // A build that succeeds is not yet a working package (Vibenix §4.1.10).
                auto refining = refine(m_lastBuilt + 1, fixed);
                stop = co_await refining;
                break;
            }
            if (built) {
                stop = built;
                break;
            }
            if (step.declined) {
                --number; // not built: the number goes to the next attempt
            } else if (number == m_request.limits.maxIterations) {
                // No fix step whose edit could not be built any more.
                stop = Stop{StopReason::MaxIterations,
                    LoopTexts::tr("The limit of %1 builds is reached without a building package.")
                        .arg(number)};
                break;
            }
            auto next = co_await nextEdit(number + 1);
            if (std::holds_alternative<Stop>(next)) {
                stop = std::get<Stop>(next);
                break;
            }
            pending = std::get<Pending>(std::move(next));
        }
    }

    // Model calls and approvals of an edit never built count on the last attempt built:
    // what they cost is never lost.
    if (m_store && m_lastBuilt > 0)
        flushPendingRecords(m_lastBuilt);
    SessionReport result = report(*stop);
    // A failure analysis explains a failing build: not a stop after one that built (an
    // update the maintainer declined, say).
    if (!result.succeeded() && stop->reason != StopReason::Cancelled
        && stop->reason != StopReason::SetupFailed && !m_attempts.isEmpty()
        && m_attempts.value(m_currentAttempt).outcome.kind != nix::OutcomeKind::Success) {
        co_await analyseFailure(result, *stop);
    }
    const QDir dir(m_request.sessionDirectory);
    if (!m_foreignSession) {
        warnIf(writeSessionFile(
            dir.filePath(QStringLiteral("report.md")), result.toMarkdown().toUtf8()));
        warnIf(writeSessionFile(dir.filePath(QStringLiteral("report.json")),
            QJsonDocument(result.toJson()).toJson(QJsonDocument::Indented)));
    }
    if (m_store) {
        const QString status = result.succeeded() ? QStringLiteral("succeeded")
            : stop->reason == StopReason::Cancelled
            ? QStringLiteral("cancelled")
            : QStringLiteral("gave-up: %1").arg(stopReasonName(stop->reason));
        warnIf(m_store->setStatus(status));
        // The record as JSON too, for the workbench (--session) and for sharing.
        auto loaded = m_store->load();
        if (loaded) {
            // The JSON keeps an excerpt of each log (its condensed end); logs/ has them whole.
            workspace::SessionRecord exported = std::move(loaded).value();
            for (workspace::Attempt &a : exported.attempts) {
                const auto it = m_attempts.constFind(a.number);
                if (it == m_attempts.cend() || !it->extraction)
                    continue;
                for (const evidence::CondensedLine &l : it->extraction->tail)
                    a.log << (l.repeats > 1 ? QStringLiteral("%1 (×%2)").arg(l.text).arg(l.repeats)
                                            : l.text);
            }
            loaded = exported;
        }
        const auto json = loaded ? workspace::sessionRecordToJson(loaded.value())
                                 : Result<QByteArray>(loaded.error());
        if (json)
            warnIf(writeSessionFile(dir.filePath(QStringLiteral("session.json")), json.value()));
        else
            warnIf(json.error());
    }
    LoopEvent e;
    e.kind = LoopEvent::Kind::Finished;
    e.attempt = result.finalAttempt;
    e.text = stop->detail;
    e.stopReason = stop->reason;
    emitEvent(e);
    Q_EMIT finished(result);
    co_return result;
}

} // namespace packwright::loop
