// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "loop/LogExplanation.h"
#include "workspace/SessionRecord.h"

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrentRun>

#include <functional>

namespace packwright::models {

/// Reads what the workbench shows on a worker thread, so that the GUI thread opens no
/// database and parses no log (issue 20 item 4). Each read calls its `done` on the
/// loader's thread when it is in. Reads that show something in the window (a record, an
/// explained log) supersede each other: only the newest one's `done` is called, and
/// supersede() drops all of them (a new live session replaces what was loading).
class SessionLoader : public QObject
{
    Q_OBJECT

public:
    explicit SessionLoader(QObject *parent = nullptr);

    /// A session record file (a session.json, a record.sqlite, or a Qt resource path), as
    /// workspace::readSessionRecord reads it.
    void readRecord(
        const QString &path, std::function<void(Result<workspace::SessionRecord>)> done);
    /// The build log at `path` explained as a one-attempt record (loop::explainedLogRecord),
    /// or with `earlierLog` the two compared (loop::explainedComparison), ranked with the
    /// success baselines and the knowledge files of a session. A knowledge file that cannot
    /// be read is reported on standard error, not fatal.
    void explainLog(const QString &path, const QString &earlierLog,
        std::function<void(Result<loop::ExplainedComparison>)> done);
    /// The final attempt's package.nix of the session record at `path`; an error when the
    /// record cannot be read or has no attempt. Not superseded: it shows nothing itself.
    void readFinalExpression(const QString &path, std::function<void(Result<QString>)> done);
    /// Drops the reads that show something: their `done` is not called.
    void supersede() { ++m_generation; }

private:
    /// Runs `work` on the global thread pool and hands its result to `done`; with
    /// `superseded`, only when no later such read or supersede() came in between.
    template<typename T>
    void run(std::function<Result<T>()> work, std::function<void(Result<T>)> done, bool superseded)
    {
        const quint64 generation = superseded ? ++m_generation : 0;
        auto *watcher = new QFutureWatcher<Result<T>>(this);
        connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, done = std::move(done)] {
                watcher->deleteLater();
                if (generation == 0 || generation == m_generation)
                    done(watcher->result());
            });
        watcher->setFuture(QtConcurrent::run(std::move(work)));
    }

    quint64 m_generation = 0;
};

} // namespace packwright::models
