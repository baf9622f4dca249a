// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/ReportLink.h"

#include <QStringList>

namespace packwright::loop {

namespace {
constexpr QLatin1String scheme("packwright");

std::optional<int> number(const QString &text, int minimum)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < minimum)
        return std::nullopt;
    return n;
}
} // namespace

QString ReportLink::url() const
{
    return kind == Kind::Attempt
        ? QStringLiteral("%1:attempt/%2").arg(scheme).arg(attempt)
        : QStringLiteral("%1:signal/%2/%3").arg(scheme).arg(attempt).arg(signalIndex);
}

std::optional<ReportLink> ReportLink::parse(const QUrl &url)
{
    if (url.scheme() != scheme)
        return std::nullopt;
    const QStringList parts = url.path().split(QLatin1Char('/'));
    if (parts.size() == 2 && parts.at(0) == QLatin1String("attempt")) {
        if (const auto attempt = number(parts.at(1), 1))
            return toAttempt(*attempt);
    } else if (parts.size() == 3 && parts.at(0) == QLatin1String("signal")) {
        const auto attempt = number(parts.at(1), 1);
        const auto index = number(parts.at(2), 0);
        if (attempt && index)
            return toSignal(*attempt, *index);
    }
    return std::nullopt;
}

} // namespace packwright::loop
