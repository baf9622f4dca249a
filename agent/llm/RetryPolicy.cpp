// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/RetryPolicy.h"

#include <QRandomGenerator>

#include <algorithm>

namespace packwright::llm {

std::optional<RetryPolicy::Milliseconds> RetryPolicy::nextDelay(
    int attempt, const LlmError &error) const
{
    if (!error.transient() || attempt >= maxAttempts)
        return std::nullopt;
    if (error.retryAfter) {
        const QDateTime t = now ? now() : QDateTime::currentDateTimeUtc();
        if (const auto wait = parseRetryAfter(*error.retryAfter, t)) {
            if (*wait > maxRetryAfter)
                return std::nullopt;
            return wait;
        }
    }
    return backoff(attempt);
}

RetryPolicy::Milliseconds RetryPolicy::backoff(int attempt) const
{
    const int shift = std::clamp(attempt - 1, 0, 30);
    const double step = std::min<double>(
        double(maxDelay.count()), double(baseDelay.count()) * double(1LL << shift));
    double r = random ? random() : QRandomGenerator::global()->generateDouble();
    r = std::clamp(r, 0.0, 1.0);
    return Milliseconds(qint64(step / 2 + r * step / 2));
}

std::optional<RetryPolicy::Milliseconds> RetryPolicy::parseRetryAfter(
    const QString &value, const QDateTime &now)
{
    const QString v = value.trimmed();
    bool ok = false;
    const qint64 seconds = v.toLongLong(&ok);
    if (ok)
        return seconds < 0 ? std::nullopt : std::optional(Milliseconds(seconds * 1000));
    // IMF-fixdate is RFC 2822 with the zone spelt "GMT", which Qt 6.4 does not read.
    QString date = v;
    if (date.endsWith(QLatin1String(" GMT")) || date.endsWith(QLatin1String(" UTC")))
        date = date.left(date.size() - 4) + QStringLiteral(" +0000");
    const QDateTime when = QDateTime::fromString(date, Qt::RFC2822Date);
    if (!when.isValid())
        return std::nullopt;
    return Milliseconds(std::max<qint64>(0, now.msecsTo(when)));
}

} // namespace packwright::llm
