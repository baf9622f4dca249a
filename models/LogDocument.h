// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "LogLineIndex.h"

#include <QByteArray>
#include <QCache>
#include <QFile>
#include <QObject>
#include <QTimer>

#include <vector>

namespace packwright::models {

/// A build log as lines, however large: a line index over a log file or bytes in memory,
/// with the text of a line read on demand. Memory is 8 bytes per line for the index plus a
/// small cache of decoded lines; the bytes stay in the file.
///
/// A file is indexed by worker jobs (QtConcurrent), at most 16 MiB per job, each handing a
/// batch of line offsets and phase sections back to the document's thread: the thread that
/// owns the document never scans the file, so a view over a growing log keeps painting.
/// A file that grows (a live build appending) is followed by polling its size every
/// pollInterval() ms, or at once with refresh(). Bytes in memory (setBytes/appendBytes) are
/// indexed in the calling thread: use them for excerpts and tests, not for gigabytes.
///
/// A plain QObject, not a QAbstractItemModel: a row-per-line model would cost a
/// rowsInserted per batch in every attached view and per-row bookkeeping in QListView, and
/// the view needs byte offsets, phases and folding that an item model does not express.
/// Views ask for lineCount() and lineText() of the lines they paint.
class LogDocument : public QObject
{
    Q_OBJECT

public:
    /// Lines longer than this are clipped for painting (their bytes stay in the file).
    static constexpr qsizetype MaxLineChars = 4000;

    explicit LogDocument(QObject *parent = nullptr);
    ~LogDocument() override;

    /// Shows `bytes` (a whole log in memory), replacing what was shown.
    void setBytes(const QByteArray &bytes);
    /// Appends to a log in memory; ignored while a file is shown.
    void appendBytes(const QByteArray &bytes);
    /// Starts indexing the file at `path`, replacing what was shown; the lines appear as
    /// the worker hands them over (linesAdded). An unreadable file leaves the document
    /// empty and sets errorString().
    void openFile(const QString &path);
    /// Empties the document.
    void clear();

    /// Indexes bytes appended to the file since the last look (no-op for memory logs); a
    /// file that shrank was replaced and is read again from its start.
    void refresh();
    /// Milliseconds between looks at a shown file's size; 0 stops looking. Default 100.
    void setPollInterval(int ms);
    int pollInterval() const { return m_pollInterval; }

    QString filePath() const { return m_path; }
    bool isFile() const { return !m_path.isEmpty(); }
    /// Whether a worker is indexing (the file is larger than what lineCount() covers).
    bool isIndexing() const { return m_jobRunning; }
    /// Why the file could not be read; empty when it could.
    QString errorString() const { return m_error; }

    /// Lines indexed so far; a last line without '\n' counts.
    qint64 lineCount() const;
    /// Bytes of the log the index covers.
    qint64 indexedBytes() const { return m_indexed; }
    /// The displayable text of 0-based `line` (see displayText()); empty when out of range.
    QString lineText(qint64 line) const;
    /// Byte offset where 0-based `line` starts; indexedBytes() past the last line.
    qint64 lineStart(qint64 line) const;
    /// The 0-based line holding byte `offset`, or -1 when the offset is outside the index.
    qint64 lineAtOffset(qint64 offset) const;
    /// Phase sections in log order (the first may start after line 0).
    const std::vector<LogPhase> &phases() const { return m_phases; }
    /// Heap bytes held by the line index (not the cache), for the memory-per-line figure.
    qint64 indexMemoryBytes() const { return m_starts.memoryBytes(); }

    /// Starts a search for `text` (see findInLog) from the start of 0-based line `fromLine`,
    /// forward or backward, in a worker. Returns the id searchFinished() will carry; a
    /// newer search or a new log supersedes it and it is then never reported.
    int startSearch(const QString &text, qint64 fromLine, bool forward);

Q_SIGNALS:
    /// The document was replaced or emptied: everything shown is stale.
    void reset();
    /// Lines from 0-based `first` on were added, or the last line grew (then `first` is
    /// that line and lineCount() may be unchanged).
    void linesAdded(qint64 first);
    /// New phase sections were found (phases() grew).
    void phasesChanged();
    /// A worker has indexed the whole file as it was when it looked.
    void indexingFinished();
    /// The search `id` ended: the 0-based line of the match, or -1 when nothing matched.
    void searchFinished(int id, qint64 line);

private:
    struct ScanJobResult;
    static ScanJobResult scanFile(const QString &path, qint64 from, LineScanner scanner);
    void startJob();
    void applyBatch(const ScanBatch &batch);
    void resetState();
    QByteArray readBytes(qint64 offset, qint64 length) const;

    QString m_path;
    QByteArray m_bytes; ///< the log, when in memory
    mutable QFile m_file;
    LineOffsets m_starts; ///< start of every line begun; first entry 0
    qint64 m_indexed = 0;
    std::vector<LogPhase> m_phases;
    LineScanner m_scanner;
    QString m_error;
    mutable QCache<qint64, QString> m_cache;
    QTimer m_poll;
    int m_pollInterval = 100;
    quint64 m_generation = 0;
    bool m_jobRunning = false;
    bool m_refreshPending = false;
    int m_searchId = 0;
};

} // namespace packwright::models
