// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LiveSession.h"

#include "llm/KeyStore.h"
#include "loop/LoopRunner.h"
#include "workspace/SessionStore.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrentRun>

#include <array>

namespace packwright::models {

namespace {
/// stdenv's phases in the order genericBuild runs them (pkgs/stdenv/generic/setup.sh).
constexpr std::array standardPhases{u"unpackPhase", u"patchPhase",
    u"updateAutotoolsGnuConfigScriptsPhase", u"configurePhase", u"buildPhase", u"checkPhase",
    u"installPhase", u"fixupPhase", u"installCheckPhase", u"distPhase"};

int phasePermille(const QString &phase, int previous)
{
    for (std::size_t i = 0; i < standardPhases.size(); ++i)
        if (phase == standardPhases[i])
            return int(1000 * i / standardPhases.size());
    return previous;
}

/// The record in `file`; an error with no message while the loop has not created it yet.
Result<workspace::SessionRecord> loadRecordFile(const QString &file)
{
    if (!QFileInfo::exists(file))
        return Error{};
    auto store = workspace::SessionStore::open(file);
    if (!store)
        return store.error();
    return store.value().load();
}
} // namespace

LiveSession::LiveSession(loop::PackagingRequest request, QObject *parent)
    : QObject(parent)
    , m_request(std::move(request))
{
    m_reload.setSingleShot(true);
    m_reload.setInterval(150);
    connect(&m_reload, &QTimer::timeout, this, [this] { reloadInBackground(false); });
}

LiveSession::~LiveSession() = default;

void LiveSession::start()
{
    if (m_started)
        return;
    m_started = true;
    m_running = true;
    startWithKey();
}

QCoro::Task<void> LiveSession::startWithKey()
{
    QPointer<LiveSession> self(this);
    if (m_request.profile && m_request.apiKey.isEmpty()) {
        const llm::KeyStore keys;
        const llm::ProviderProfile profile = *m_request.profile;
        auto key = co_await keys.key(profile);
        if (!self)
            co_return;
        if (key)
            m_request.apiKey = key.value();
        else if (profile.keyRequired) {
            m_running = false;
            Q_EMIT failedToStart(key.error().message);
            co_return;
        }
    }
    m_record.workspace = QDir(m_request.sessionDirectory).filePath(QStringLiteral("workspace"));
    auto *runner = new loop::LoopRunner(m_request, this);
    m_runner = runner;
    connect(runner, &loop::LoopRunner::loopEvent, this, &LiveSession::handle);
    connect(runner, &loop::LoopRunner::finished, this, [this](const loop::SessionReport &report) {
        m_report = report;
        m_pending.reset();
        m_progress.permille = 1000;
        // The session ends for the window once its final record is in (read off this thread).
        announceAfterNextLoad(Announce::Finished);
    });
    runner->start();
}

void LiveSession::cancel()
{
    if (m_runner)
        m_runner->cancel();
}

void LiveSession::answer(const loop::ApprovalDecision &decision)
{
    if (!m_pending || !m_runner)
        return;
    m_runner->answer(m_pending->id, decision);
    m_pending.reset();
    Q_EMIT approvalChanged();
}

void LiveSession::writeVmConsole(const QByteArray &bytes)
{
    if (m_runner && m_running)
        m_runner->writeVmConsole(bytes);
}

QString LiveSession::recordFile() const
{
    return QDir(m_request.sessionDirectory).filePath(QStringLiteral("record.sqlite"));
}

void LiveSession::announceAfterNextLoad(Announce what)
{
    // Any load started from now on reads a record that holds what the event announces.
    m_announceFrom = m_loads + 1;
    m_announce |= what;
    reloadInBackground(true);
}

void LiveSession::reloadInBackground(bool urgent)
{
    if (m_loading) {
        // Once this load is in, another: the record has moved on.
        m_reloadAgain = true;
        m_reloadAgainUrgent = m_reloadAgainUrgent || urgent;
        return;
    }
    m_reload.stop();
    m_loading = true;
    const quint64 load = ++m_loads;
    auto *watcher = new QFutureWatcher<Result<workspace::SessionRecord>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, load] {
        watcher->deleteLater();
        m_loading = false;
        applyRecord(load, watcher->result());
        if (m_announce && load >= m_announceFrom)
            announce();
        if (std::exchange(m_reloadAgain, false)) {
            if (std::exchange(m_reloadAgainUrgent, false))
                reloadInBackground(true);
            else
                scheduleReload();
        }
    });
    watcher->setFuture(QtConcurrent::run(loadRecordFile, recordFile()));
}

void LiveSession::announce()
{
    const quint8 what = std::exchange(m_announce, quint8(Nothing));
    if (what & Announce::Approval)
        Q_EMIT approvalChanged();
    if (what & Announce::Finished) {
        m_running = false;
        Q_EMIT approvalChanged();
        Q_EMIT progressChanged();
        Q_EMIT finished(*m_report);
    }
}

void LiveSession::applyRecord(quint64 load, Result<workspace::SessionRecord> loaded)
{
    if (load < m_applied)
        return; // a later load is shown already
    if (!loaded) {
        // While the loop runs, a record it is still creating reads as no record at all; the
        // next event reloads it. A record that cannot be read once the loop stopped is news.
        if (!loaded.error().message.isEmpty() && (!m_running || m_report))
            Q_EMIT warning(loaded.error().message);
        return;
    }
    m_applied = load;
    m_record = std::move(loaded).value();
    Q_EMIT recordChanged();
}

void LiveSession::scheduleReload()
{
    if (!m_reload.isActive())
        m_reload.start();
}

void LiveSession::handle(const loop::LoopEvent &event)
{
    using Kind = loop::LoopEvent::Kind;
    switch (event.kind) {
    case Kind::Stage:
        m_stage = event.text;
        Q_EMIT stageChanged(m_stage);
        scheduleReload(); // the record and its header appear during set-up
        break;
    case Kind::AttemptStarted:
        m_progress = {};
        Q_EMIT progressChanged();
        // Without the throttle: the new attempt's log file is what the log view follows.
        reloadInBackground(true);
        break;
    case Kind::BuildProgress:
        if (event.name == u"phase") {
            m_progress.phase = event.text;
            m_progress.permille = phasePermille(event.text, m_progress.permille);
        } else if (event.name == u"build") {
            m_progress.derivation = event.text;
        } else if (event.name == u"builds") {
            m_progress.done = event.done;
            m_progress.expected = event.expected;
        }
        Q_EMIT progressChanged();
        break;
    case Kind::LogChunk: Q_EMIT logLines(event.attempt, event.text); break;
    case Kind::BuildFinished:
        m_progress.permille = 1000;
        Q_EMIT progressChanged();
        scheduleReload();
        break;
    case Kind::ModelText: Q_EMIT modelText(event.text); break;
    case Kind::ToolCallProposed: Q_EMIT toolCallProposed(event.name, event.text); break;
    case Kind::ToolCallDone:
        Q_EMIT toolCallDone(event.name, event.text, event.isError);
        scheduleReload();
        break;
    case Kind::ApprovalNeeded:
        // The evidence behind the proposal is in the record by now: the gate opens in the
        // window with the record that holds it.
        m_pending = event.approval;
        announceAfterNextLoad(Announce::Approval);
        break;
    case Kind::Usage:
        m_tokens = event.tokens;
        m_costUsd = event.costUsd;
        Q_EMIT usageChanged(m_tokens, m_costUsd);
        break;
    case Kind::Warning: Q_EMIT warning(event.text); break;
    case Kind::VmOutput: Q_EMIT vmOutput(event.bytes); break;
    case Kind::Signals:
    case Kind::Verdict:
    case Kind::EditProposed:
    case Kind::ApprovalGiven:
    case Kind::RolledBack: scheduleReload(); break;
    case Kind::Finished: break; // LoopRunner::finished carries the report
    }
}

} // namespace packwright::models
