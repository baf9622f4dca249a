// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What the loop's sources share beside PackagingLoop's class (the run, its set-up, its
// steps, the refinement and the record's report). Internal to loop/.

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace packwright::loop {

/// The translation context of the loop's own texts (set-up, stop reasons, budgets).
struct LoopTexts
{
    Q_DECLARE_TR_FUNCTIONS(LoopTexts)
};

/// The first line of `text`, trimmed, cut to `max` characters with an ellipsis: a model's
/// reply, a tool's output or a signal's window named in one line.
QString firstLine(const QString &text, int max = 100);

/// Writes a file of the session directory, replacing it; the error names it.
std::optional<Error> writeSessionFile(const QString &path, const QByteArray &bytes);

} // namespace packwright::loop
