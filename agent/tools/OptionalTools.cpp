// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/OptionalTools.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace packwright::tools {

namespace {

/// Translation context for the optional tools' messages.
struct OptionalToolsTexts
{
    Q_DECLARE_TR_FUNCTIONS(OptionalToolsTexts)
};

QString firstLine(const QByteArray &output)
{
    for (const QByteArray &line : output.split('\n')) {
        QString text = QString::fromUtf8(line).trimmed();
        if (!text.isEmpty())
            return text;
    }
    return {};
}

} // namespace

QStringList optionalToolNames()
{
    return {QStringLiteral("nixfmt"), QStringLiteral("nix-locate"), QStringLiteral("nurl"),
        QStringLiteral("nix-update")};
}

Result<QString> resolveTool(const QString &name, const QString &configured)
{
    const QString wanted = configured.trimmed();
    if (wanted.isEmpty()) {
        const QString found = QStandardPaths::findExecutable(name);
        if (found.isEmpty())
            return Error{
                OptionalToolsTexts::tr("%1 is not installed (not found in PATH).").arg(name),
                qEnvironmentVariable("PATH")};
        return found;
    }
    if (!wanted.contains(QLatin1Char('/'))) {
        const QString found = QStandardPaths::findExecutable(wanted);
        if (found.isEmpty())
            return Error{OptionalToolsTexts::tr("%1 is not found in PATH.").arg(wanted),
                qEnvironmentVariable("PATH")};
        return found;
    }
    const QFileInfo info(wanted);
    if (!info.isAbsolute())
        return Error{OptionalToolsTexts::tr("Give an absolute path for %1.").arg(name), wanted};
    if (!info.exists())
        return Error{OptionalToolsTexts::tr("%1 does not exist.").arg(wanted), {}};
    if (!info.isFile() || !info.isExecutable())
        return Error{OptionalToolsTexts::tr("%1 is not an executable file.").arg(wanted), {}};
    return info.absoluteFilePath();
}

Result<QString> toolVersion(const QString &program, std::chrono::milliseconds timeout)
{
    QProcess process;
    process.setProgram(program);
    process.setArguments({QStringLiteral("--version")});
    process.setStandardInputFile(QProcess::nullDevice());
    process.start();
    if (!process.waitForStarted(int(timeout.count())))
        return Error{
            OptionalToolsTexts::tr("%1 could not be started.").arg(program), process.errorString()};
    if (!process.waitForFinished(int(timeout.count()))) {
        process.kill();
        process.waitForFinished();
        return Error{OptionalToolsTexts::tr("%1 --version did not finish within %2 ms.")
                         .arg(program)
                         .arg(timeout.count()),
            {}};
    }
    const QByteArray out = process.readAllStandardOutput();
    const QByteArray err = process.readAllStandardError();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return Error{OptionalToolsTexts::tr("%1 --version failed (exit status %2).")
                         .arg(program)
                         .arg(process.exitCode()),
            firstLine(err.isEmpty() ? out : err)};
    QString line = firstLine(out);
    if (line.isEmpty())
        line = firstLine(err);
    if (line.isEmpty())
        return Error{OptionalToolsTexts::tr("%1 --version printed nothing.").arg(program), {}};
    return line;
}

Result<DetectedTool> detectTool(
    const QString &name, const QString &configured, std::chrono::milliseconds timeout)
{
    const Result<QString> program = resolveTool(name, configured);
    if (!program)
        return program.error();
    const Result<QString> version = toolVersion(program.value(), timeout);
    if (!version)
        return version.error();
    return DetectedTool{program.value(), version.value()};
}

} // namespace packwright::tools
