// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "loop/SessionReport.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace packwright::ui {

/// The file formats a failure report is exported in.
enum class ReportFormat
{
    Markdown, ///< `.md`: SessionReport::toMarkdown(), as `report.md` (no `packwright:` links)
    Html,     ///< `.html`: that Markdown rendered, one self-contained UTF-8 file
    Json,     ///< `.json`: SessionReport::toJson(), indented
};

/// The format a file name asks for by its suffix (case-insensitive): `.md` / `.markdown`,
/// `.html` / `.htm`, `.json`; std::nullopt for any other.
std::optional<ReportFormat> reportFormatForPath(const QString &path);

/// The file's bytes for `report` in `format`.
QByteArray reportFileContent(const loop::SessionReport &report, ReportFormat format);

/// Writes `report` to `path` in `format`, atomically (QSaveFile: an existing file is
/// replaced only when the whole report was written). Errors: the file cannot be created or
/// written (the message names the path and says what to do; `detail` is the system's reason).
std::optional<Error> writeReportFile(
    const loop::SessionReport &report, const QString &path, ReportFormat format);

} // namespace packwright::ui
