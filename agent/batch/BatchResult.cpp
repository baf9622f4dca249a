// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "batch/BatchResult.h"

#include "core/EnumNames.h"
#include "nix/ExpressionEdit.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace packwright::batch {

namespace {
struct ResultTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResultTexts)
};

constexpr EnumNames<TaskOutcome, 4> outcomeNames{{{
    {TaskOutcome::Built, u"built"},
    {TaskOutcome::Failed, u"failed"},
    {TaskOutcome::Timeout, u"timeout"},
    {TaskOutcome::Error, u"error"},
}}};

/// The inputs a package lists under `attributes`, as written, without duplicates.
QSet<QString> inputs(const QString &expression, const QStringList &attributes)
{
    QSet<QString> set;
    for (const QString &attribute : attributes) {
        for (const QString &element :
            nix::listAttribute(expression, attribute).value_or(QStringList{}))
            set.insert(element.trimmed());
    }
    return set;
}

QStringList sortedList(const QSet<QString> &set, const QString &prefix)
{
    QStringList list;
    for (const QString &element : set)
        list << prefix + element;
    list.sort();
    return list;
}

QJsonObject referenceJson(const ReferenceComparison &c)
{
    return QJsonObject{{QStringLiteral("same_inputs"), c.sameInputs()},
        {QStringLiteral("same_native_build_inputs"), c.sameNativeInputs},
        {QStringLiteral("same_build_inputs"), c.sameBuildInputs},
        {QStringLiteral("missing"), QJsonArray::fromStringList(c.missing)},
        {QStringLiteral("extra"), QJsonArray::fromStringList(c.extra)}};
}

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    for (const auto &v : value.toArray())
        list << v.toString();
    return list;
}
} // namespace

QString taskOutcomeName(TaskOutcome outcome)
{
    return outcomeNames.name(outcome);
}

std::optional<TaskOutcome> taskOutcomeFromName(const QString &name)
{
    return outcomeNames.find(name);
}

QJsonObject TaskResult::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id}, {QStringLiteral("kind"), taskKindName(kind)},
        {QStringLiteral("outcome"), taskOutcomeName(outcome)},
        {QStringLiteral("stop_reason"), stopReason}, {QStringLiteral("exit_status"), exitStatus},
        {QStringLiteral("detail"), detail}, {QStringLiteral("pname"), pname},
        {QStringLiteral("version"), version}, {QStringLiteral("attempts"), attempts},
        {QStringLiteral("verdicts"),
            QJsonObject{{QStringLiteral("progress"), progress},
                {QStringLiteral("stagnation"), stagnation}, {QStringLiteral("regress"), regress},
                {QStringLiteral("broken_log"), brokenLog}}},
        {QStringLiteral("refinement_verdict"), refinementVerdict},
        {QStringLiteral("failure_category"), failureCategory},
        {QStringLiteral("input_tokens"), inputTokens},
        {QStringLiteral("output_tokens"), outputTokens}, {QStringLiteral("cost_usd"), costUsd},
        {QStringLiteral("wall_ms"), wallMs}, {QStringLiteral("build_ms"), buildMs},
        {QStringLiteral("model"), model}};
    QJsonObject machines;
    for (auto it = builtOn.cbegin(); it != builtOn.cend(); ++it)
        machines.insert(it.key(), it.value());
    o.insert(QStringLiteral("built_on"), machines);
    if (reference.compared)
        o.insert(QStringLiteral("reference"), referenceJson(reference));
    return o;
}

std::optional<TaskResult> TaskResult::fromJson(const QJsonObject &o)
{
    TaskResult r;
    r.id = o.value(QStringLiteral("id")).toString();
    const auto kind = taskKindFromName(o.value(QStringLiteral("kind")).toString());
    const auto outcome = taskOutcomeFromName(o.value(QStringLiteral("outcome")).toString());
    if (r.id.isEmpty() || !kind || !outcome)
        return std::nullopt;
    r.kind = *kind;
    r.outcome = *outcome;
    r.stopReason = o.value(QStringLiteral("stop_reason")).toString();
    r.exitStatus = o.value(QStringLiteral("exit_status")).toInt();
    r.detail = o.value(QStringLiteral("detail")).toString();
    r.pname = o.value(QStringLiteral("pname")).toString();
    r.version = o.value(QStringLiteral("version")).toString();
    r.attempts = o.value(QStringLiteral("attempts")).toInt();
    const QJsonObject verdicts = o.value(QStringLiteral("verdicts")).toObject();
    r.progress = verdicts.value(QStringLiteral("progress")).toInt();
    r.stagnation = verdicts.value(QStringLiteral("stagnation")).toInt();
    r.regress = verdicts.value(QStringLiteral("regress")).toInt();
    r.brokenLog = verdicts.value(QStringLiteral("broken_log")).toInt();
    r.refinementVerdict = o.value(QStringLiteral("refinement_verdict")).toString();
    r.failureCategory = o.value(QStringLiteral("failure_category")).toString();
    r.inputTokens = o.value(QStringLiteral("input_tokens")).toInteger();
    r.outputTokens = o.value(QStringLiteral("output_tokens")).toInteger();
    r.costUsd = o.value(QStringLiteral("cost_usd")).toDouble();
    r.wallMs = o.value(QStringLiteral("wall_ms")).toInteger();
    r.buildMs = o.value(QStringLiteral("build_ms")).toInteger();
    r.model = o.value(QStringLiteral("model")).toString();
    const QJsonObject machines = o.value(QStringLiteral("built_on")).toObject();
    for (auto it = machines.constBegin(); it != machines.constEnd(); ++it)
        r.builtOn.insert(it.key(), it.value().toInt());
    if (o.contains(QStringLiteral("reference"))) {
        const QJsonObject ref = o.value(QStringLiteral("reference")).toObject();
        r.reference.compared = true;
        r.reference.sameNativeInputs
            = ref.value(QStringLiteral("same_native_build_inputs")).toBool();
        r.reference.sameBuildInputs = ref.value(QStringLiteral("same_build_inputs")).toBool();
        r.reference.missing = stringList(ref.value(QStringLiteral("missing")));
        r.reference.extra = stringList(ref.value(QStringLiteral("extra")));
    }
    return r;
}

TaskResult resultFromReport(
    const BatchTask &task, const loop::SessionReport &report, qint64 wallMs, bool timedOut)
{
    TaskResult r;
    r.id = task.id;
    r.kind = task.kind;
    r.outcome = timedOut     ? TaskOutcome::Timeout
        : report.succeeded() ? TaskOutcome::Built
                             : TaskOutcome::Failed;
    r.stopReason = timedOut ? QStringLiteral("timeout") : loop::stopReasonName(report.stopReason);
    r.exitStatus = loop::exitStatus(report.stopReason);
    r.detail = report.stopDetail;
    r.pname = report.pname;
    r.version = report.version;
    r.attempts = int(report.attempts.size());
    for (const loop::ReportAttempt &a : report.attempts) {
        r.buildMs += a.durationMs;
        const auto verdict = evidence::verdictFromName(a.verdict.section(QLatin1Char(':'), 0, 0));
        if (!verdict)
            continue;
        switch (*verdict) {
        case evidence::VerdictKind::Progress: ++r.progress; break;
        case evidence::VerdictKind::Stagnation: ++r.stagnation; break;
        case evidence::VerdictKind::Regress: ++r.regress; break;
        case evidence::VerdictKind::BrokenLog: ++r.brokenLog; break;
        }
    }
    r.refinementVerdict = report.refinementVerdict;
    r.builtOn = report.remoteBuilds();
    r.failureCategory = report.succeeded() ? QString() : report.category;
    if (timedOut && r.failureCategory.isEmpty())
        r.failureCategory = QStringLiteral("timeout");
    r.inputTokens = report.inputTokens;
    r.outputTokens = report.outputTokens;
    r.costUsd = report.costUsd;
    r.wallMs = wallMs;
    r.model = report.model;
    if (!task.reference.isEmpty() && !report.expression.isEmpty()) {
        QFile file(task.reference);
        if (file.open(QIODevice::ReadOnly))
            r.reference
                = compareWithReference(report.expression, QString::fromUtf8(file.readAll()));
    }
    return r;
}

TaskResult errorResult(const BatchTask &task, const QString &why)
{
    TaskResult r;
    r.id = task.id;
    r.kind = task.kind;
    r.outcome = TaskOutcome::Error;
    r.stopReason = QStringLiteral("error");
    r.exitStatus = 1;
    r.detail = why;
    r.failureCategory = QStringLiteral("task_error");
    return r;
}

ReferenceComparison compareWithReference(const QString &result, const QString &reference)
{
    ReferenceComparison c;
    c.compared = true;
    const QStringList native{QStringLiteral("nativeBuildInputs")};
    const QStringList build{QStringLiteral("buildInputs"), QStringLiteral("propagatedBuildInputs")};
    const auto compare
        = [&c](const QSet<QString> &ours, const QSet<QString> &theirs, const QString &prefix) {
              c.missing += sortedList(QSet<QString>(theirs).subtract(ours), prefix);
              c.extra += sortedList(QSet<QString>(ours).subtract(theirs), prefix);
              return ours == theirs;
          };
    c.sameNativeInputs = compare(
        inputs(result, native), inputs(reference, native), QStringLiteral("nativeBuildInputs: "));
    c.sameBuildInputs
        = compare(inputs(result, build), inputs(reference, build), QStringLiteral("buildInputs: "));
    return c;
}

Result<QList<TaskResult>> readResults(const QString &path, qint64 *tornBytes)
{
    if (tornBytes)
        *tornBytes = 0;
    QFile file(path);
    if (!file.exists())
        return QList<TaskResult>{};
    if (!file.open(QIODevice::ReadOnly))
        return Error{ResultTexts::tr("Cannot read %1.").arg(path), file.errorString()};
    const QByteArray bytes = file.readAll();
    const qsizetype complete = bytes.lastIndexOf('\n') + 1; // 0 when no line is complete
    if (tornBytes)
        *tornBytes = bytes.size() - complete;
    QList<TaskResult> results;
    QSet<QString> seen;
    for (const QByteArray &line : bytes.left(complete).split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonDocument document = QJsonDocument::fromJson(line);
        const auto result = TaskResult::fromJson(document.object());
        if (!result || seen.contains(result->id))
            continue;
        seen.insert(result->id);
        results.append(*result);
    }
    return results;
}

Result<ResultsFile> ResultsFile::open(const QString &path)
{
    qint64 torn = 0;
    const auto existing = readResults(path, &torn);
    if (!existing)
        return existing.error();
    if (torn > 0) {
        const qint64 keep = QFileInfo(path).size() - torn;
        if (::truncate(QFile::encodeName(path).constData(), keep) != 0)
            return Error{ResultTexts::tr("Cannot cut the torn last line off %1.").arg(path),
                QString::fromLocal8Bit(std::strerror(errno))};
    }
    QFile file(path);
    if (!file.open(QIODevice::Append))
        return Error{ResultTexts::tr("Cannot write %1.").arg(path), file.errorString()};
    ResultsFile results;
    results.m_path = path;
    return results;
}

std::optional<Error> ResultsFile::append(const TaskResult &result) const
{
    QByteArray line = QJsonDocument(result.toJson()).toJson(QJsonDocument::Compact);
    line += '\n';
    const int fd = ::open(
        QFile::encodeName(m_path).constData(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return Error{ResultTexts::tr("Cannot write %1.").arg(m_path),
            QString::fromLocal8Bit(std::strerror(errno))};
    // One write of the whole line: a kill lands before or after it, never inside.
    qsizetype written = 0;
    while (written < line.size()) {
        const ssize_t n = ::write(fd, line.constData() + written, size_t(line.size() - written));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        written += n;
    }
    const bool synced = written == line.size() && ::fsync(fd) == 0;
    const QString why = QString::fromLocal8Bit(std::strerror(errno));
    ::close(fd);
    if (!synced)
        return Error{
            ResultTexts::tr("Cannot write the result of %1 to %2.").arg(result.id, m_path), why};
    return std::nullopt;
}

} // namespace packwright::batch
