// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/FileTools.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>

#include <functional>

namespace packwright::tools {

namespace {

/// Translation context for the file tools' messages.
struct FileToolsTexts
{
    Q_DECLARE_TR_FUNCTIONS(FileToolsTexts)
};

constexpr qint64 binaryProbeBytes = qint64(8) * 1024;
constexpr qint64 grepMaxScannedBytes = qint64(64) * 1024 * 1024;
constexpr int grepMaxLineChars = 200;

const QDir::Filters entryFilters
    = QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System;

/// The entries of `dir` sorted by name, `.git` left out.
QFileInfoList sortedEntries(const QString &dir)
{
    QFileInfoList entries = QDir(dir).entryInfoList(entryFilters, QDir::Name);
    entries.removeIf([](const QFileInfo &e) { return e.fileName() == QLatin1String(".git"); });
    return entries;
}

QString truncatedLine(const QString &what)
{
    return QStringLiteral("\u2026 truncated: ") + what + QLatin1Char('\n');
}

/// Reads the start of `file` to decide whether it is binary; the position is restored.
bool fileLooksBinary(QFile &file)
{
    const qint64 position = file.pos();
    const QByteArray head = file.read(binaryProbeBytes);
    file.seek(position);
    return looksBinary(head);
}

} // namespace

bool looksBinary(const QByteArray &head)
{
    if (head.contains('\0'))
        return true;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    // Stateless decoding reports a sequence cut at the end as an error: leave such a tail
    // (at most 3 bytes of an unfinished sequence) out.
    qsizetype end = head.size();
    for (qsizetype back = 1; back <= 3 && back <= head.size(); ++back) {
        const auto byte = static_cast<unsigned char>(head.at(head.size() - back));
        if ((byte & 0xC0) == 0xC0) { // a lead byte
            const int needed = (byte & 0xE0) == 0xC0 ? 2 : (byte & 0xF0) == 0xE0 ? 3 : 4;
            if (needed > back)
                end = head.size() - back;
            break;
        }
        if ((byte & 0x80) == 0) // ASCII: nothing unfinished
            break;
    }
    const QString decoded = decoder.decode(QByteArrayView(head).first(end));
    Q_UNUSED(decoded)
    return decoder.hasError();
}

Result<QString> listFiles(const ToolRoot &root, const QString &path, int maxDepth, int maxEntries)
{
    auto resolved = root.resolve(path);
    if (!resolved)
        return resolved.error();
    const QString &dir = resolved.value();
    if (!QFileInfo(dir).isDir())
        return Error{FileToolsTexts::tr("“%1” is a file, not a directory; use read_file.")
                         .arg(root.relativePath(dir)),
            {}};
    maxDepth = std::max(maxDepth, 1);
    maxEntries = std::max(maxEntries, 1);

    QString out;
    int count = 0;
    bool truncated = false;
    std::function<void(const QString &, int)> walk = [&](const QString &current, int depth) {
        for (const QFileInfo &entry : sortedEntries(current)) {
            if (count >= maxEntries) {
                truncated = true;
                return;
            }
            const QString indent(qsizetype(2) * (depth - 1), QLatin1Char(' '));
            if (entry.isSymLink()) {
                out += indent + entry.fileName() + QStringLiteral(" -> ")
                    + entry.symLinkTarget().section(QLatin1Char('/'), -1) + QLatin1Char('\n');
                ++count;
            } else if (entry.isDir()) {
                out += indent + entry.fileName() + QStringLiteral("/\n");
                ++count;
                if (depth < maxDepth)
                    walk(entry.filePath(), depth + 1);
            } else {
                out += indent + entry.fileName() + QLatin1Char('\n');
                ++count;
            }
            if (truncated)
                return;
        }
    };
    walk(dir, 1);
    if (out.isEmpty())
        out = FileToolsTexts::tr("(empty directory)") + QLatin1Char('\n');
    if (truncated)
        out += truncatedLine(FileToolsTexts::tr("%1 entries shown (max_entries); list a "
                                                "subdirectory or use a smaller max_depth")
                                 .arg(maxEntries));
    return out;
}

Result<QString> readFile(const ToolRoot &root, const QString &path, int firstLine, int maxLines)
{
    auto resolved = root.resolve(path);
    if (!resolved)
        return resolved.error();
    const QString &file = resolved.value();
    const QString relative = root.relativePath(file);
    if (QFileInfo(file).isDir())
        return Error{FileToolsTexts::tr("“%1” is a directory; use list_files.").arg(relative), {}};
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return Error{FileToolsTexts::tr("“%1” cannot be read.").arg(relative), f.errorString()};
    if (fileLooksBinary(f))
        return Error{FileToolsTexts::tr("“%1” is a binary file (%2 bytes); only text files can "
                                        "be read.")
                         .arg(relative)
                         .arg(f.size()),
            {}};
    firstLine = std::max(firstLine, 1);
    maxLines = std::max(maxLines, 1);

    QString out;
    qint64 bytes = 0;
    int lineNumber = 0;
    int shown = 0;
    QString stop;
    while (!f.atEnd()) {
        QByteArray line = f.readLine();
        ++lineNumber;
        if (lineNumber < firstLine)
            continue;
        if (shown >= maxLines) {
            stop = FileToolsTexts::tr("%1 lines shown (max_lines); continue with first_line=%2")
                       .arg(maxLines)
                       .arg(lineNumber);
            break;
        }
        if (bytes + line.size() > readFileMaxBytes) {
            stop = FileToolsTexts::tr("64 KiB shown; continue with first_line=%1").arg(lineNumber);
            break;
        }
        bytes += line.size();
        if (line.endsWith('\n'))
            line.chop(1);
        out += QStringLiteral("%1| %2\n").arg(lineNumber, 5).arg(QString::fromUtf8(line));
        ++shown;
    }
    if (shown == 0 && stop.isEmpty())
        return Error{FileToolsTexts::tr(
                         "“%1” has %n line(s); first_line %2 is past its end.", nullptr, lineNumber)
                         .arg(relative)
                         .arg(firstLine),
            {}};
    if (!stop.isEmpty())
        out += truncatedLine(stop);
    return out;
}

Result<QString> grep(
    const ToolRoot &root, const QString &regex, const QString &path, int maxMatches)
{
    const QRegularExpression re(regex);
    if (!re.isValid())
        return Error{FileToolsTexts::tr("The regular expression is invalid at offset %1: %2.")
                         .arg(re.patternErrorOffset())
                         .arg(re.errorString()),
            regex};
    auto resolved = root.resolve(path);
    if (!resolved)
        return resolved.error();
    maxMatches = std::max(maxMatches, 1);

    QString out;
    int matches = 0;
    qint64 scanned = 0;
    QString stop;
    auto searchFile = [&](const QFileInfo &info) {
        if (info.size() > grepMaxFileBytes)
            return;
        QFile f(info.filePath());
        if (!f.open(QIODevice::ReadOnly) || fileLooksBinary(f))
            return;
        if (scanned + info.size() > grepMaxScannedBytes) {
            stop = FileToolsTexts::tr("stopped after scanning 64 MiB; give a narrower path");
            return;
        }
        scanned += info.size();
        const QString relative = root.relativePath(info.canonicalFilePath());
        int lineNumber = 0;
        while (!f.atEnd()) {
            QString line = QString::fromUtf8(f.readLine());
            ++lineNumber;
            if (line.endsWith(QLatin1Char('\n')))
                line.chop(1);
            if (!re.match(line).hasMatch())
                continue;
            if (matches >= maxMatches) {
                stop = FileToolsTexts::tr("%1 matches shown (max_matches); narrow the pattern "
                                          "or the path")
                           .arg(maxMatches);
                return;
            }
            if (line.size() > grepMaxLineChars)
                line = line.left(grepMaxLineChars) + QChar(0x2026);
            out += QStringLiteral("%1:%2: %3\n").arg(relative).arg(lineNumber).arg(line);
            ++matches;
        }
    };
    std::function<void(const QString &)> walk = [&](const QString &dir) {
        for (const QFileInfo &entry : sortedEntries(dir)) {
            if (!stop.isEmpty())
                return;
            if (entry.isSymLink())
                continue; // never followed: it may lead out of the root
            if (entry.isDir())
                walk(entry.filePath());
            else if (entry.isFile())
                searchFile(entry);
        }
    };
    const QFileInfo start(resolved.value());
    if (start.isDir())
        walk(start.filePath());
    else
        searchFile(start);
    if (matches == 0 && stop.isEmpty())
        return QString(FileToolsTexts::tr("No matches.") + QLatin1Char('\n'));
    if (!stop.isEmpty())
        out += truncatedLine(stop);
    return out;
}

} // namespace packwright::tools
