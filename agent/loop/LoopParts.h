// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// What PackagingLoop's sources share beside the class (PackagingLoop.cpp: the run;
// PackagingSetUp.cpp: the session's set-up). Internal to loop/.

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

/// Writes a file of the session directory, replacing it; the error names it.
std::optional<Error> writeSessionFile(const QString &path, const QByteArray &bytes);

} // namespace packwright::loop
