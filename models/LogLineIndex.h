// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/PhaseTracker.h"

#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace packwright::models {

/// One foldable section of a build log: it starts at a phase marker line (its header row)
/// and runs to the next marker or the end of the log. Found by evidence::PhaseTracker.
struct LogPhase
{
    qint64 line = 0; ///< 0-based line of the marker
    QString phase;   ///< "configurePhase", "%build", …; empty when a derivation's build starts
    evidence::Stage stage = evidence::Stage::Unknown;
};

/// Byte offsets of the starts of a log's lines: 8 bytes per line, kept in fixed blocks of
/// 65,536 entries so that growing by millions of lines never copies what is already there
/// (a std::vector would copy and briefly double its memory on the GUI thread).
class LineOffsets
{
public:
    void append(qint64 offset);
    /// The offset of entry `i`, `i` in [0, size()).
    qint64 at(qint64 i) const
    {
        return m_blocks[std::size_t(i >> BlockBits)][std::size_t(i & BlockMask)];
    }
    qint64 size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    qint64 last() const { return at(m_size - 1); }
    void clear();
    /// The greatest i with at(i) <= `offset` (entries ascend), or -1 when none is.
    qint64 indexAtOrBefore(qint64 offset) const;
    /// Heap bytes held, for the memory-per-line figure.
    qint64 memoryBytes() const;

private:
    static constexpr int BlockBits = 16;
    static constexpr qint64 BlockSize = qint64(1) << BlockBits;
    static constexpr qint64 BlockMask = BlockSize - 1;

    std::vector<std::unique_ptr<qint64[]>> m_blocks;
    qint64 m_size = 0;
};

/// What a LineScanner found in one stretch of bytes.
struct ScanBatch
{
    std::vector<qint64> lineStarts; ///< byte offsets of lines that began in the stretch
    std::vector<LogPhase> phases;   ///< sections that began in the stretch, in order
    qint64 endOffset = 0;           ///< bytes scanned so far, in all
};

/// Splits a log's bytes into lines as they arrive, in any pieces, and detects phase
/// sections on the way with the evidence layer's own line clean-up and PhaseTracker (so
/// the view folds exactly the phases the extractor reports: stdenv's "Running phase: X",
/// the older markers, internal-json setPhase events, RPM sections; "hello> " derivation
/// prefixes of `nix build -L` removed first). A copyable value: a worker job carries it
/// from one slice of a growing file to the next. Lines end at '\n'; a marker on a last line
/// without its '\n' counts once the '\n' arrives.
class LineScanner
{
public:
    /// Scans `size` bytes that follow everything scanned before; appends to `out`.
    void scan(const char *data, qint64 size, ScanBatch &out);
    qint64 scannedBytes() const { return m_offset; }

private:
    void finishLine(ScanBatch &out);

    /// Only a line's head can hold a marker; longer lines are not markers.
    static constexpr std::size_t MaxMarkerBytes = 512;

    qint64 m_offset = 0;
    qint64 m_line = 0; ///< 0-based line being scanned
    std::string m_head;
    bool m_headOverflow = false;
    std::string m_clean;
    evidence::PhaseTracker m_tracker;
};

} // namespace packwright::models
