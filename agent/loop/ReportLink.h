// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace packwright::loop {

/// A place in a session that a failure report cites, as a `packwright:` URL for the GUI's
/// report view: `packwright:attempt/3` is attempt 3, `packwright:signal/3/0` the first (0-based)
/// of attempt 3's ranked failure signals, the order of workspace::Attempt::signalRecords.
struct ReportLink
{
    enum class Kind
    {
        Attempt,
        Signal,
    };
    Kind kind = Kind::Attempt;
    int attempt = 0;     ///< 1-based attempt number
    int signalIndex = 0; ///< Signal only: 0-based index in the attempt's ranked signals

    static ReportLink toAttempt(int attempt) { return {Kind::Attempt, attempt, 0}; }
    static ReportLink toSignal(int attempt, int signalIndex)
    {
        return {Kind::Signal, attempt, signalIndex};
    }

    /// The URL text, e.g. "packwright:signal/3/0".
    QString url() const;
    /// The link `url` names; std::nullopt for another scheme, an unknown kind, a missing or
    /// non-numeric part, an attempt below 1 or a negative signal index.
    static std::optional<ReportLink> parse(const QUrl &url);

    friend bool operator==(const ReportLink &, const ReportLink &) = default;
};

} // namespace packwright::loop
