// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogDocument.h"

#include "LogLineText.h"
#include "LogSearch.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace packwright::models {

namespace {

/// Bytes one worker job indexes before it hands its batch over: the document shows a
/// large file progressively, and no batch is large enough to stall its thread.
constexpr qint64 JobBytes = qint64(16) << 20;
constexpr qint64 ReadBytes = qint64(1) << 20;

struct DocumentTexts
{
    Q_DECLARE_TR_FUNCTIONS(DocumentTexts)
};

} // namespace

struct LogDocument::ScanJobResult
{
    ScanBatch batch;
    LineScanner scanner;
    QString error;
    bool atEnd = true;
};

LogDocument::LogDocument(QObject *parent)
    : QObject(parent)
    , m_cache(1024)
{
    m_poll.setInterval(m_pollInterval);
    connect(&m_poll, &QTimer::timeout, this, &LogDocument::refresh);
    resetState();
}

LogDocument::~LogDocument() = default;

void LogDocument::resetState()
{
    ++m_generation; // results of running jobs and searches are dropped from now on
    m_jobRunning = false;
    m_refreshPending = false;
    m_poll.stop();
    m_file.close();
    m_path.clear();
    m_bytes.clear();
    m_starts.clear();
    m_starts.append(0);
    m_indexed = 0;
    m_phases.clear();
    m_scanner = LineScanner();
    m_error.clear();
    m_cache.clear();
}

void LogDocument::clear()
{
    resetState();
    Q_EMIT reset();
}

void LogDocument::setBytes(const QByteArray &bytes)
{
    resetState();
    Q_EMIT reset();
    appendBytes(bytes);
}

void LogDocument::appendBytes(const QByteArray &bytes)
{
    if (isFile() || bytes.isEmpty())
        return;
    m_bytes += bytes;
    ScanBatch batch;
    m_scanner.scan(bytes.constData(), bytes.size(), batch);
    applyBatch(batch);
}

void LogDocument::openFile(const QString &path)
{
    resetState();
    m_path = path;
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        m_error = DocumentTexts::tr("Cannot read the build log %1: %2.")
                      .arg(QDir::toNativeSeparators(path), m_file.errorString());
        m_path.clear();
        Q_EMIT reset();
        return;
    }
    Q_EMIT reset();
    if (m_pollInterval > 0)
        m_poll.start(m_pollInterval);
    startJob();
}

void LogDocument::setPollInterval(int ms)
{
    m_pollInterval = ms;
    if (ms <= 0) {
        m_poll.stop();
        return;
    }
    m_poll.setInterval(ms);
    if (isFile())
        m_poll.start();
}

void LogDocument::refresh()
{
    if (!isFile())
        return;
    if (m_jobRunning) {
        m_refreshPending = true;
        return;
    }
    const qint64 size = QFileInfo(m_path).size();
    if (size < m_indexed) {
        const QString path = m_path; // a copy: openFile() clears m_path first
        openFile(path);              // truncated or replaced: what was indexed is gone
        return;
    }
    if (size > m_indexed)
        startJob();
}

LogDocument::ScanJobResult LogDocument::scanFile(
    const QString &path, qint64 from, LineScanner scanner)
{
    ScanJobResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(from)) {
        result.error = DocumentTexts::tr("Cannot read the build log %1: %2.")
                           .arg(QDir::toNativeSeparators(path), file.errorString());
        result.scanner = std::move(scanner);
        return result;
    }
    QByteArray buffer(ReadBytes, Qt::Uninitialized);
    qint64 done = 0;
    result.atEnd = false;
    while (done < JobBytes) {
        const qint64 got = file.read(buffer.data(), ReadBytes);
        if (got < 0) {
            result.error = DocumentTexts::tr("Cannot read the build log %1: %2.")
                               .arg(QDir::toNativeSeparators(path), file.errorString());
            break;
        }
        if (got == 0) {
            result.atEnd = true;
            break;
        }
        scanner.scan(buffer.constData(), got, result.batch);
        done += got;
    }
    result.batch.endOffset = scanner.scannedBytes();
    result.scanner = std::move(scanner);
    return result;
}

void LogDocument::startJob()
{
    m_jobRunning = true;
    m_refreshPending = false;
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<ScanJobResult>(this);
    connect(watcher, &QFutureWatcher<ScanJobResult>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // a job over a log no longer shown
        ScanJobResult result = watcher->result();
        m_jobRunning = false;
        m_scanner = std::move(result.scanner);
        if (!result.error.isEmpty())
            m_error = result.error;
        applyBatch(result.batch);
        if (!result.atEnd || m_refreshPending)
            refresh();
        if (!m_jobRunning)
            Q_EMIT indexingFinished();
    });
    watcher->setFuture(QtConcurrent::run(&LogDocument::scanFile, m_path, m_indexed, m_scanner));
}

void LogDocument::applyBatch(const ScanBatch &batch)
{
    if (batch.endOffset <= m_indexed)
        return;
    const qint64 before = lineCount();
    // The last line was partial (or was not begun): its text may have grown.
    const qint64 first = before > 0 && m_starts.last() < m_indexed ? before - 1 : before;
    m_cache.remove(first);
    for (const qint64 start : batch.lineStarts)
        m_starts.append(start);
    m_indexed = batch.endOffset;
    if (!batch.phases.empty()) {
        m_phases.insert(m_phases.end(), batch.phases.begin(), batch.phases.end());
        Q_EMIT phasesChanged();
    }
    Q_EMIT linesAdded(first);
}

qint64 LogDocument::lineCount() const
{
    // The last entry is where the next line begins; it counts once it has a byte.
    return m_starts.last() < m_indexed ? m_starts.size() : m_starts.size() - 1;
}

qint64 LogDocument::lineStart(qint64 line) const
{
    if (line < 0)
        return 0;
    return line < m_starts.size() ? m_starts.at(line) : m_indexed;
}

qint64 LogDocument::lineAtOffset(qint64 offset) const
{
    if (offset < 0 || offset >= m_indexed)
        return -1;
    return m_starts.indexAtOrBefore(offset);
}

QByteArray LogDocument::readBytes(qint64 offset, qint64 length) const
{
    if (!isFile())
        return m_bytes.mid(offset, length);
    if (!m_file.seek(offset))
        return {};
    return m_file.read(length);
}

QString LogDocument::lineText(qint64 line) const
{
    if (line < 0 || line >= lineCount())
        return {};
    if (const QString *cached = m_cache.object(line))
        return *cached;
    const qint64 start = m_starts.at(line);
    const qint64 end = line + 1 < m_starts.size() ? m_starts.at(line + 1) - 1 : m_indexed;
    // Reading more than can be painted is wasted (4 bytes per character at most, plus
    // escapes); the clipped line is shown with "…".
    const qint64 length = std::min(end - start, qint64(MaxLineChars) * 8);
    const QByteArray raw = readBytes(start, length);
    QString text = displayText(raw, MaxLineChars);
    if (length < end - start && !text.endsWith(QChar(0x2026)))
        text += QChar(0x2026);
    m_cache.insert(line, new QString(text));
    return text;
}

int LogDocument::startSearch(const QString &text, qint64 fromLine, bool forward)
{
    const int id = ++m_searchId;
    LogSearchRequest request;
    request.path = m_path;
    if (!isFile())
        request.bytes = m_bytes;
    request.text = text;
    request.from = lineStart(fromLine);
    request.limit = m_indexed;
    request.forward = forward;
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<qint64>(this);
    connect(watcher, &QFutureWatcher<qint64>::finished, this, [this, watcher, generation, id] {
        watcher->deleteLater();
        if (generation != m_generation || id != m_searchId)
            return;
        const qint64 offset = watcher->result();
        Q_EMIT searchFinished(id, offset < 0 ? -1 : lineAtOffset(offset));
    });
    watcher->setFuture(QtConcurrent::run(findInLog, request));
    return id;
}

} // namespace packwright::models
