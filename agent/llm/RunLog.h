// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"

#include <QFile>
#include <QJsonObject>
#include <QStringList>

namespace packwright::llm {

/// The structured record of model calls, one JSON object per line (JSON Lines): every
/// request, response, retry and error with timing, usage and cost — what a maintainer or a
/// benchmark reads afterwards. Secrets registered with addSecret() are replaced by
/// "[redacted]" wherever they would appear; keys are never passed in, this is the second line
/// of defence.
///
/// Entry shape: `{"time": ISO-8601 UTC with ms, "event": "request"|"response"|"retry"|
/// "error"|"budget-stop", "call": n, "attempt": n, …}` (see LlmClient for the fields).
class RunLog
{
public:
    /// Opens `path` for appending; an error names the file.
    Result<bool> open(const QString &path);
    bool isOpen() const { return m_file.isOpen(); }
    QString path() const { return m_file.fileName(); }

    void addSecret(const QString &secret);
    /// Appends `entry` with a "time" field, flushed at once (a crash loses nothing).
    void write(QJsonObject entry);

private:
    QFile m_file;
    QList<QByteArray> m_secrets;
};

} // namespace packwright::llm
