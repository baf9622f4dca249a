// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/RunLog.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace packwright::llm {

namespace {
struct RunLogTexts
{
    Q_DECLARE_TR_FUNCTIONS(RunLogTexts)
};
} // namespace

Result<bool> RunLog::open(const QString &path)
{
    if (m_file.isOpen())
        m_file.close();
    QDir().mkpath(QFileInfo(path).absolutePath());
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append))
        return Error{RunLogTexts::tr("The model run log %1 cannot be written.").arg(path),
            m_file.errorString()};
    return true;
}

void RunLog::addSecret(const QString &secret)
{
    if (secret.size() >= 4 && !m_secrets.contains(secret.toUtf8()))
        m_secrets.append(secret.toUtf8());
}

void RunLog::write(QJsonObject entry)
{
    if (!m_file.isOpen())
        return;
    entry.insert(
        QStringLiteral("time"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    QByteArray line = QJsonDocument(entry).toJson(QJsonDocument::Compact);
    for (const QByteArray &secret : std::as_const(m_secrets))
        line.replace(secret, QByteArrayLiteral("[redacted]"));
    line.append('\n');
    m_file.write(line);
    m_file.flush();
}

} // namespace packwright::llm
