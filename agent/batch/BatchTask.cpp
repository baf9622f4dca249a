// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "batch/BatchTask.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

namespace packwright::batch {

namespace {
struct TaskTexts
{
    Q_DECLARE_TR_FUNCTIONS(TaskTexts)
};

/// The keys whose values are strings (all of them).
const QStringList stringKeys{QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("source"),
    QStringLiteral("rev"), QStringLiteral("pname"), QStringLiteral("version"),
    QStringLiteral("nixpkgs"), QStringLiteral("from"), QStringLiteral("reference"),
    QStringLiteral("target_version")};

/// `path` made absolute against `baseDir`; URLs and empty strings as they are.
QString resolved(const QString &path, const QString &baseDir)
{
    if (path.isEmpty() || path.contains(QStringLiteral("://")))
        return path;
    return QDir::cleanPath(QDir(baseDir).absoluteFilePath(path));
}

/// `nixpkgs` is a path when it looks like one (not a flake reference such as
/// "github:NixOS/nixpkgs/nixos-24.05" or "nixpkgs").
QString resolvedNixpkgs(const QString &value, const QString &baseDir)
{
    if (value.isEmpty() || value.contains(QLatin1Char(':')))
        return value;
    if (value.startsWith(QLatin1Char('/')) || value.startsWith(QLatin1Char('.'))
        || value.contains(QLatin1Char('/')) || QDir(baseDir).exists(value))
        return resolved(value, baseDir);
    return value; // a flake registry name
}

/// The task on one line, or the sentence saying why the line is skipped.
std::variant<BatchTask, QString> parseLine(const QByteArray &line, const QString &baseDir)
{
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return TaskTexts::tr("malformed JSON (%1 at column %2)")
            .arg(parseError.errorString())
            .arg(parseError.offset + 1);
    if (!document.isObject())
        return TaskTexts::tr("not a JSON object");
    const QJsonObject object = document.object();
    for (const QString &key : stringKeys) {
        if (object.contains(key) && !object.value(key).isString())
            return TaskTexts::tr("\"%1\" must be a string").arg(key);
    }
    const auto text
        = [&](const char *key) { return object.value(QLatin1String(key)).toString().trimmed(); };
    BatchTask task;
    task.id = text("id");
    if (task.id.isEmpty())
        return TaskTexts::tr("missing \"id\"");
    static const QRegularExpression safeId(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$"));
    if (!safeId.match(task.id).hasMatch())
        return TaskTexts::tr("the id \"%1\" is not a directory name (letters, digits, \".\", "
                             "\"_\", \"-\"; at most 128)")
            .arg(task.id);
    if (!object.contains(QStringLiteral("kind")))
        return TaskTexts::tr("missing \"kind\" (init, repair or update)");
    const auto kind = taskKindFromName(text("kind"));
    if (!kind)
        return TaskTexts::tr("unknown kind \"%1\" (init, repair or update)").arg(text("kind"));
    task.kind = *kind;
    task.source = resolved(text("source"), baseDir);
    task.rev = text("rev");
    task.pname = text("pname");
    task.version = text("version");
    task.nixpkgs = resolvedNixpkgs(text("nixpkgs"), baseDir);
    task.from = resolved(text("from"), baseDir);
    task.reference = resolved(text("reference"), baseDir);
    task.targetVersion = text("target_version");
    if (task.kind != TaskKind::Init && task.from.isEmpty())
        return TaskTexts::tr("missing \"from\" (%1 tasks start from a package.nix)")
            .arg(taskKindName(task.kind));
    if (task.source.isEmpty() && task.from.isEmpty())
        return TaskTexts::tr("missing \"source\"");
    if (!task.targetVersion.isEmpty() && task.kind != TaskKind::Update)
        return TaskTexts::tr("\"target_version\" belongs to an update task");
    return task;
}
} // namespace

QString taskKindName(TaskKind kind)
{
    switch (kind) {
    case TaskKind::Init: return QStringLiteral("init");
    case TaskKind::Repair: return QStringLiteral("repair");
    case TaskKind::Update: return QStringLiteral("update");
    }
    return {};
}

std::optional<TaskKind> taskKindFromName(const QString &name)
{
    for (TaskKind kind : {TaskKind::Init, TaskKind::Repair, TaskKind::Update}) {
        if (taskKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

TaskFile parseTasks(const QByteArray &text, const QString &baseDir)
{
    TaskFile file;
    QSet<QString> seen;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const int number = int(i + 1);
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        auto parsed = parseLine(line, baseDir);
        if (const QString *error = std::get_if<QString>(&parsed)) {
            file.errors.append({number, *error});
            continue;
        }
        BatchTask task = std::get<BatchTask>(std::move(parsed));
        task.line = number;
        if (seen.contains(task.id)) {
            file.errors.append(
                {number, TaskTexts::tr("the id \"%1\" is used on an earlier line").arg(task.id)});
            continue;
        }
        seen.insert(task.id);
        file.tasks.append(std::move(task));
    }
    return file;
}

} // namespace packwright::batch
