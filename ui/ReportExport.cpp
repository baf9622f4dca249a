// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReportExport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTextDocument>

namespace packwright::ui {

namespace {
struct ReportExportTexts
{
    Q_DECLARE_TR_FUNCTIONS(ReportExportTexts)
};
} // namespace

std::optional<ReportFormat> reportFormatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return ReportFormat::Html;
    if (suffix == QLatin1String("json"))
        return ReportFormat::Json;
    return std::nullopt;
}

QByteArray reportFileContent(const loop::SessionReport &report, ReportFormat format)
{
    switch (format) {
    case ReportFormat::Markdown: return report.toMarkdown().toUtf8();
    case ReportFormat::Json: return QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
    case ReportFormat::Html: break;
    }
    // Qt's HTML carries its styles inline and names no external resource.
    QTextDocument document;
    document.setMarkdown(report.toMarkdown());
    document.setMetaInformation(QTextDocument::DocumentTitle,
        ReportExportTexts::tr("Packwright report: %1 %2").arg(report.pname, report.version));
    return document.toHtml().toUtf8();
}

std::optional<Error> writeReportFile(
    const loop::SessionReport &report, const QString &path, ReportFormat format)
{
    QSaveFile file(path);
    const auto failed = [&] {
        return Error{ReportExportTexts::tr("The report could not be saved as %1: choose a folder "
                                           "you can write to, or another file name.")
                         .arg(QDir::toNativeSeparators(path)),
            file.errorString()};
    };
    if (!file.open(QIODevice::WriteOnly))
        return failed();
    const QByteArray bytes = reportFileContent(report, format);
    if (file.write(bytes) != bytes.size() || !file.commit())
        return failed();
    return std::nullopt;
}

} // namespace packwright::ui
