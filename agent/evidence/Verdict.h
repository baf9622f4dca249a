// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace packwright::evidence {

/// The progress judge's verdict on an attempt compared with the best one so far
/// (Vibenix §4.1.8; EvidenT §4.3 adds BROKEN_LOG for a log that cannot be judged).
enum class VerdictKind
{
    Progress,
    Stagnation,
    Regress,
    BrokenLog,
};

/// A verdict with the judge's one-sentence reason.
struct Verdict
{
    VerdictKind kind = VerdictKind::Stagnation;
    QString reason;
};

/// The paper's upper-case name: "PROGRESS", "STAGNATION", "REGRESS", "BROKEN_LOG".
QString verdictName(VerdictKind kind);

/// "PROGRESS: reason", the verdict as one line for timelines, commits and the History slot.
QString verdictLine(const Verdict &verdict);

/// Inverse of verdictName(); case-sensitive; std::nullopt for an unknown name.
std::optional<VerdictKind> verdictFromName(QStringView name);

} // namespace packwright::evidence
