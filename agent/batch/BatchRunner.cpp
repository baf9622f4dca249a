// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "batch/BatchRunner.h"

#include "core/Logging.h"
#include "loop/LoopRunner.h"
#include "loop/PackageFile.h"
#include "tools/PackageIndex.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>
#include <QtConcurrent>

namespace packwright::batch {

namespace {
struct BatchTexts
{
    Q_DECLARE_TR_FUNCTIONS(BatchTexts)
};

nix::NixpkgsSource nixpkgsOf(const BatchTask &task, const loop::PackagingRequest &base)
{
    if (task.nixpkgs.isEmpty())
        return base.nixpkgs;
    return QFileInfo(task.nixpkgs).isDir() ? nix::NixpkgsSource::localPath(task.nixpkgs)
                                           : nix::NixpkgsSource::flake(task.nixpkgs);
}

/// Writes `bytes` to `path` whole or not at all. Errors: the file cannot be written.
std::optional<Error> writeWhole(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Error{BatchTexts::tr("Cannot write %1.").arg(path), file.errorString()};
    return std::nullopt;
}
} // namespace

Result<loop::PackagingRequest> requestFor(const BatchTask &task, const loop::PackagingRequest &base,
    const QString &taskDirectory, const QString &indexFile)
{
    loop::PackagingRequest request = base;
    request.nixpkgs = nixpkgsOf(task, base);
    request.pname = task.pname;
    request.version = task.version;
    request.sessionDirectory = QDir(taskDirectory).filePath(QStringLiteral("session"));
    request.packageIndexFile = indexFile;
    // Nobody answers: every action goes ahead, except moving the nixpkgs pin, which the batch
    // refuses (BatchRunner) so that a task builds against the nixpkgs it names.
    request.approvals = loop::ApprovalPolicy::allAuto();
    request.approvals.askChangePin = true;
    request.source = {};
    request.initialExpression.clear();
    request.extraFiles.clear();
    request.update.reset();
    if (!task.source.isEmpty()) {
        const QFileInfo info(task.source);
        if (task.source.contains(QStringLiteral("://"))) {
            if (!task.rev.isEmpty())
                return Error{BatchTexts::tr("\"rev\" needs a local git repository as \"source\", "
                                            "not %1.")
                                 .arg(task.source),
                    {}};
            request.source = {nix::SourceSpec::Kind::Url, task.source, {}};
        } else if (info.isDir()) {
            request.source = {nix::SourceSpec::Kind::GitRepository, task.source, task.rev};
        } else if (info.isFile()) {
            if (!task.rev.isEmpty())
                return Error{BatchTexts::tr("\"rev\" needs a local git repository as \"source\", "
                                            "not the file %1.")
                                 .arg(task.source),
                    {}};
            request.source = {nix::SourceSpec::Kind::Tarball, task.source, {}};
        } else {
            return Error{BatchTexts::tr("The source %1 does not exist.").arg(task.source), {}};
        }
    }
    if (!task.from.isEmpty()) {
        const auto file = loop::readPackageFile(task.from);
        if (!file)
            return file.error();
        request.initialExpression = file.value().expression;
        request.extraFiles = file.value().extraFiles;
    }
    if (task.kind == TaskKind::Update)
        request.update = loop::VersionUpdateRequest{task.targetVersion, false};
    return request;
}

QString sharedIndexFile(const QString &outDirectory, const QString &nixpkgsPath)
{
    const QByteArray key
        = QCryptographicHash::hash(nixpkgsPath.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    return QDir(outDirectory)
        .filePath(QStringLiteral("package-index/%1.sqlite").arg(QString::fromLatin1(key)));
}

BatchRunner::BatchRunner(QList<BatchTask> tasks, BatchSettings settings, QObject *parent)
    : QObject(parent)
    , m_tasks(std::move(tasks))
    , m_settings(std::move(settings))
{
    m_settings.jobs = std::max(1, m_settings.jobs);
}

BatchRunner::~BatchRunner()
{
    m_cancelled = true;
    for (Running &running : m_running)
        delete running.runner.data(); // cancels the session and waits for its thread
}

QString BatchRunner::taskDirectory(const QString &id) const
{
    return QDir(m_settings.outDirectory).filePath(QStringLiteral("tasks/") + id);
}

std::optional<Error> BatchRunner::prepare()
{
    const QDir out(m_settings.outDirectory);
    if (!QDir().mkpath(out.filePath(QStringLiteral("tasks"))))
        return Error{
            BatchTexts::tr("Cannot create %1.").arg(out.filePath(QStringLiteral("tasks"))), {}};
    auto results = ResultsFile::open(out.filePath(QStringLiteral("results.jsonl")));
    if (!results)
        return results.error();
    m_results = results.value();
    const auto existing = readResults(m_results->path());
    if (!existing)
        return existing.error();
    for (const TaskResult &r : existing.value())
        m_done.insert(r.id, r);
    m_pending.clear();
    m_alreadyDone = 0;
    for (const BatchTask &task : std::as_const(m_tasks)) {
        if (m_done.contains(task.id)) {
            ++m_alreadyDone;
            continue;
        }
        // A directory without a result is what an interrupted run left: start clean.
        QDir dir(taskDirectory(task.id));
        if (dir.exists() && !dir.removeRecursively())
            return Error{BatchTexts::tr("Cannot remove the interrupted task's directory %1.")
                             .arg(dir.path()),
                {}};
        m_pending.append(task);
    }
    return std::nullopt;
}

void BatchRunner::start()
{
    if (m_pending.isEmpty()) {
        writeSummary();
        QTimer::singleShot(0, this, [this] { finishIfDone(); });
        return;
    }
    indexThenLaunch();
}

void BatchRunner::indexThenLaunch()
{
    QStringList checkouts;
    for (const BatchTask &task : std::as_const(m_pending)) {
        const nix::NixpkgsSource nixpkgs = nixpkgsOf(task, m_settings.base);
        if (nixpkgs.kind == nix::NixpkgsSource::Kind::LocalPath
            && !checkouts.contains(nixpkgs.location))
            checkouts << nixpkgs.location;
    }
    for (const QString &checkout : std::as_const(checkouts))
        m_indexFiles.insert(checkout, sharedIndexFile(m_settings.outDirectory, checkout));
    // One worker builds every index before the first session, so that no two sessions build
    // the same file at once; each session then opens it.
    const QHash<QString, QString> files = m_indexFiles;
    const nix::BuildOptions options = m_settings.base.buildOptions;
    auto *watcher = new QFutureWatcher<QStringList>(this);
    connect(watcher, &QFutureWatcher<QStringList>::finished, this, [this, watcher] {
        for (const QString &message : watcher->result())
            Q_EMIT warning(message);
        watcher->deleteLater();
        launchMore();
    });
    watcher->setFuture(QtConcurrent::run([files, options] {
        QStringList warnings;
        for (auto it = files.cbegin(); it != files.cend(); ++it) {
            QDir().mkpath(QFileInfo(it.value()).absolutePath());
            const auto index = tools::PackageIndex::build(it.key(), it.value(), options);
            if (!index)
                warnings << BatchTexts::tr("No package index of %1: %2")
                                .arg(it.key(), index.error().message);
        }
        return warnings;
    }));
}

void BatchRunner::launchMore()
{
    while (!m_cancelled && m_running.size() < m_settings.jobs && !m_pending.isEmpty())
        launch(m_pending.takeFirst());
    finishIfDone();
}

void BatchRunner::launch(const BatchTask &task)
{
    const QString dir = taskDirectory(task.id);
    const nix::NixpkgsSource nixpkgs = nixpkgsOf(task, m_settings.base);
    auto request = requestFor(task, m_settings.base, dir,
        nixpkgs.kind == nix::NixpkgsSource::Kind::LocalPath ? m_indexFiles.value(nixpkgs.location)
                                                            : QString());
    if (!request) {
        record(task, errorResult(task, request.error().message), nullptr);
        return;
    }
    QDir().mkpath(dir);
    const int slot = m_nextSlot++;
    Running &running = m_running[slot];
    running.task = task;
    auto *runner = new loop::LoopRunner(request.value(), this);
    running.runner = runner;
    connect(runner, &loop::LoopRunner::loopEvent, this, [runner](const loop::LoopEvent &e) {
        if (e.kind != loop::LoopEvent::Kind::ApprovalNeeded || !e.approval)
            return;
        runner->answer(e.approval->id,
            e.approval->action == loop::GatedAction::ChangePin ? loop::ApprovalDecision::reject(
                BatchTexts::tr("a batch task builds against the nixpkgs it names"))
                                                               : loop::ApprovalDecision::approve());
    });
    connect(runner, &loop::LoopRunner::finished, this,
        [this, slot](const loop::SessionReport &report) { onSessionFinished(slot, report); });
    if (m_settings.taskTimeout) {
        running.timer = new QTimer(this);
        running.timer->setSingleShot(true);
        connect(running.timer, &QTimer::timeout, this, [this, slot] {
            auto it = m_running.find(slot);
            if (it == m_running.end() || !it->runner)
                return;
            it->timedOut = true;
            Q_EMIT warning(BatchTexts::tr("%1: the time limit of %2 s is reached; cancelling.")
                               .arg(it->task.id)
                               .arg(m_settings.taskTimeout->count()));
            it->runner->cancel();
        });
        running.timer->start(std::chrono::milliseconds(*m_settings.taskTimeout));
    }
    running.clock.start();
    runner->start();
    Q_EMIT taskStarted(task.id, int(m_running.size()));
}

void BatchRunner::onSessionFinished(int slot, const loop::SessionReport &report)
{
    const Running running = m_running.take(slot);
    if (running.timer)
        running.timer->deleteLater();
    if (running.runner)
        running.runner->deleteLater();
    if (m_cancelled && !running.timedOut) {
        // Stopped by the batch's own cancel: not a result; the task runs again next time.
        finishIfDone();
        return;
    }
    const TaskResult result
        = resultFromReport(running.task, report, running.clock.elapsed(), running.timedOut);
    record(running.task, result, &report);
    launchMore();
}

void BatchRunner::record(
    const BatchTask &task, const TaskResult &result, const loop::SessionReport *report)
{
    const QDir dir(taskDirectory(task.id));
    std::optional<Error> error;
    if (report) {
        if (!report->expression.isEmpty())
            error = writeWhole(
                dir.filePath(QStringLiteral("package.nix")), report->expression.toUtf8());
        if (!error)
            error = writeWhole(
                dir.filePath(QStringLiteral("report.md")), report->toMarkdown().toUtf8());
        if (!error)
            error = writeWhole(dir.filePath(QStringLiteral("report.json")),
                QJsonDocument(report->toJson()).toJson(QJsonDocument::Indented));
    }
    // The result line commits the task: only after its files are there.
    if (!error)
        error = m_results->append(result);
    if (error) {
        ++m_writeErrors;
        Q_EMIT warning(QStringLiteral("%1 %2").arg(error->message, error->detail).trimmed());
        return;
    }
    m_done.insert(task.id, result);
    writeSummary();
    Q_EMIT taskFinished(result);
}

BatchSummary BatchRunner::summary() const
{
    QList<TaskResult> ordered;
    for (const BatchTask &task : m_tasks) {
        if (m_done.contains(task.id))
            ordered << m_done.value(task.id);
    }
    return summarize(ordered);
}

void BatchRunner::writeSummary()
{
    const BatchSummary s = summary();
    const QDir out(m_settings.outDirectory);
    for (const auto &[name, text] : {std::pair{QStringLiteral("summary.md"), s.toMarkdown()},
             std::pair{QStringLiteral("summary.csv"), s.toCsv()}}) {
        if (const auto error = writeWhole(out.filePath(name), text.toUtf8())) {
            ++m_writeErrors;
            Q_EMIT warning(error->message);
        }
    }
}

void BatchRunner::cancel()
{
    if (m_cancelled)
        return;
    m_cancelled = true;
    m_pending.clear();
    for (Running &running : m_running) {
        if (running.runner)
            running.runner->cancel();
    }
    finishIfDone();
}

void BatchRunner::finishIfDone()
{
    if (m_finished || !m_running.isEmpty() || (!m_pending.isEmpty() && !m_cancelled))
        return;
    m_finished = true;
    Q_EMIT finished(m_writeErrors);
}

} // namespace packwright::batch
