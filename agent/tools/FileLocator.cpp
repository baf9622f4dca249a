// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/FileLocator.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>

namespace packwright::tools {

namespace {

/// Translation context for the file locator's messages.
struct FileLocatorTexts
{
    Q_DECLARE_TR_FUNCTIONS(FileLocatorTexts)
};

/// Output names nixpkgs uses for split packages; a last attribute component among them is
/// an output, not part of the package's attribute.
const QStringList &outputNames()
{
    static const QStringList names{QStringLiteral("out"), QStringLiteral("bin"),
        QStringLiteral("dev"), QStringLiteral("lib"), QStringLiteral("man"), QStringLiteral("doc"),
        QStringLiteral("info"), QStringLiteral("devdoc"), QStringLiteral("static"),
        QStringLiteral("debug"), QStringLiteral("python"), QStringLiteral("modules")};
    return names;
}

} // namespace

FileLocator::FileLocator(const QString &program)
    : m_requested(program.isEmpty() ? QStringLiteral("nix-locate") : program)
{
    if (m_requested.contains(QLatin1Char('/'))) {
        const QFileInfo info(m_requested);
        if (info.isFile() && info.isExecutable())
            m_program = info.absoluteFilePath();
    } else {
        m_program = QStandardPaths::findExecutable(m_requested);
    }
}

QString FileLocator::unavailableReason() const
{
    if (available())
        return {};
    return FileLocatorTexts::tr("nix-locate (from nix-index) is not installed, so packages "
                                "cannot be found by the files they provide (looked for %1).")
        .arg(m_requested);
}

QStringList FileLocator::parseMinimalOutput(const QByteArray &output)
{
    QStringList attributes;
    for (const QByteArray &raw : output.split('\n')) {
        QString line = QString::fromUtf8(raw.trimmed());
        if (line.isEmpty() || line.contains(QLatin1Char(' ')))
            continue;
        // Attributes of package sets are printed in parentheses, "(python3Packages.foo.out)".
        if (line.startsWith(QLatin1Char('(')) && line.endsWith(QLatin1Char(')')))
            line = line.mid(1, line.size() - 2);
        const qsizetype dot = line.lastIndexOf(QLatin1Char('.'));
        if (dot > 0 && outputNames().contains(line.mid(dot + 1)))
            line.truncate(dot);
        if (!line.isEmpty() && !attributes.contains(line))
            attributes.append(line);
    }
    std::sort(attributes.begin(), attributes.end());
    return attributes;
}

Result<QStringList> FileLocator::locate(
    const QString &fileName, int limit, std::chrono::milliseconds timeout) const
{
    if (!available())
        return Error{unavailableReason(), {}};
    const QString name
        = fileName.trimmed().section(QLatin1Char('/'), -1, -1, QString::SectionSkipEmpty);
    if (name.isEmpty())
        return Error{FileLocatorTexts::tr("Give a file name to look for, e.g. \"zlib.h\" or "
                                          "\"libssl.so\"."),
            {}};
    QProcess process;
    process.start(m_program,
        {QStringLiteral("--top-level"), QStringLiteral("--minimal"), QStringLiteral("--whole-name"),
            QStringLiteral("--"), name});
    if (!process.waitForStarted())
        return Error{FileLocatorTexts::tr("nix-locate could not be started."), m_program};
    if (!process.waitForFinished(int(timeout.count()))) {
        process.kill();
        process.waitForFinished();
        return Error{
            FileLocatorTexts::tr("nix-locate took longer than %1 s.").arg(timeout.count() / 1000),
            {}};
    }
    const QByteArray out = process.readAllStandardOutput();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const QString err = QString::fromUtf8(process.readAllStandardError().trimmed());
        return Error{FileLocatorTexts::tr("nix-locate failed; its database may be missing (run "
                                          "nix-index once)."),
            err};
    }
    QStringList attributes = parseMinimalOutput(out);
    if (limit > 0 && attributes.size() > limit)
        attributes.resize(limit);
    return attributes;
}

} // namespace packwright::tools
