// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LogTextArea.h"

#include "LogDocument.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QScrollBar>

#include <algorithm>

namespace packwright::ui {

LogTextArea::LogTextArea(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setObjectName(QStringLiteral("buildLogText"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setCursor(Qt::IBeamCursor);
    verticalScrollBar()->setSingleStep(1);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

void LogTextArea::setDocument(models::LogDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &models::LogDocument::reset, this, &LogTextArea::documentReset);
        connect(m_document, &models::LogDocument::linesAdded, this, &LogTextArea::linesAdded);
        connect(m_document, &models::LogDocument::phasesChanged, this, &LogTextArea::phasesChanged);
        connect(m_document, &QObject::destroyed, this, [this] {
            m_document = nullptr;
            documentReset();
        });
    }
    documentReset();
}

void LogTextArea::documentReset()
{
    m_folding.clear();
    m_cursor = m_anchor = -1;
    m_widestText = 0;
    phasesChanged();
    m_following = false;
    setFollowing(true);
}

void LogTextArea::phasesChanged()
{
    std::vector<qint64> headers;
    if (m_document) {
        headers.reserve(m_document->phases().size());
        for (const models::LogPhase &phase : m_document->phases())
            headers.push_back(phase.line);
    }
    m_folding.setHeaders(std::move(headers));
    linesAdded();
}

void LogTextArea::linesAdded()
{
    m_folding.setLineCount(m_document ? m_document->lineCount() : 0);
    updateScrollBars();
    viewport()->update();
}

void LogTextArea::setMarks(std::vector<Mark> marks)
{
    m_marks = std::move(marks);
    std::sort(m_marks.begin(), m_marks.end(),
        [](const Mark &a, const Mark &b) { return a.first < b.first; });
    updateScrollBars(); // the rank column appears or goes
    viewport()->update();
}

void LogTextArea::setSearchText(const QString &text)
{
    m_search = text;
    viewport()->update();
}

int LogTextArea::rowHeight() const
{
    return std::max(1, fontMetrics().lineSpacing());
}

int LogTextArea::charWidth() const
{
    return std::max(1, fontMetrics().horizontalAdvance(QLatin1Char('0')));
}

int LogTextArea::visibleRows() const
{
    return std::max(1, viewport()->height() / rowHeight());
}

int LogTextArea::foldColumnWidth() const
{
    return charWidth() * 2;
}

int LogTextArea::gutterWidth() const
{
    const qint64 lines = m_document ? std::max<qint64>(m_document->lineCount(), 1) : 1;
    const int digits = std::max(4, int(QString::number(lines).size()));
    const int rank = m_marks.empty() ? 0 : 4; // "#12 "
    return foldColumnWidth() + charWidth() * (digits + 1 + rank);
}

void LogTextArea::updateScrollBars()
{
    m_adjusting = true;
    QScrollBar *vbar = verticalScrollBar();
    const qint64 rows = m_folding.rowCount();
    const qint64 maximum = std::max<qint64>(0, rows - visibleRows());
    vbar->setRange(0, int(std::min<qint64>(maximum, std::numeric_limits<int>::max())));
    vbar->setPageStep(visibleRows());
    if (m_following)
        vbar->setValue(vbar->maximum());
    QScrollBar *hbar = horizontalScrollBar();
    const int textWidth = viewport()->width() - gutterWidth();
    hbar->setRange(0, std::max(0, m_widestText + charWidth() * 2 - textWidth));
    hbar->setPageStep(std::max(1, textWidth));
    hbar->setSingleStep(charWidth() * 4);
    m_adjusting = false;
}

void LogTextArea::setFollowing(bool follow)
{
    if (follow) {
        m_adjusting = true;
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
        m_adjusting = false;
    }
    if (follow == m_following)
        return;
    m_following = follow;
    Q_EMIT followingChanged(follow);
}

void LogTextArea::scrollContentsBy(int dx, int dy)
{
    Q_UNUSED(dx)
    Q_UNUSED(dy)
    if (!m_adjusting) {
        // The user moved: following goes with being at the bottom.
        const QScrollBar *vbar = verticalScrollBar();
        setFollowing(vbar->value() >= vbar->maximum());
    }
    viewport()->update();
}

void LogTextArea::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void LogTextArea::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::StyleChange) {
        updateScrollBars();
        viewport()->update();
    }
}

qint64 LogTextArea::firstVisibleLine() const
{
    if (m_folding.rowCount() == 0)
        return -1;
    return m_folding.lineForRow(verticalScrollBar()->value());
}

qint64 LogTextArea::lastVisibleLine() const
{
    const qint64 rows = m_folding.rowCount();
    if (rows == 0)
        return -1;
    const qint64 last
        = std::min<qint64>(rows - 1, verticalScrollBar()->value() + visibleRows() - 1);
    return m_folding.lineForRow(last);
}

bool LogTextArea::isLineVisible(qint64 line) const
{
    if (!m_document || line < 0 || line >= m_document->lineCount() || m_folding.isHidden(line))
        return false;
    return line >= firstVisibleLine() && line <= lastVisibleLine();
}

void LogTextArea::scrollToRow(qint64 row, bool centre)
{
    QScrollBar *vbar = verticalScrollBar();
    const qint64 top = vbar->value();
    const int rows = visibleRows();
    if (row >= top && row < top + rows)
        return;
    qint64 target = row;
    if (centre)
        target = row - rows / 2;
    else if (row >= top + rows)
        target = row - rows + 1;
    vbar->setValue(int(std::clamp<qint64>(target, 0, vbar->maximum())));
}

void LogTextArea::setCurrentLine(qint64 line, bool extend)
{
    if (!m_document || m_document->lineCount() == 0)
        return;
    line = std::clamp<qint64>(line, 0, m_document->lineCount() - 1);
    if (m_folding.isHidden(line)) {
        m_folding.setFolded(m_folding.headers()[std::size_t(m_folding.sectionOf(line))], false);
        updateScrollBars();
    }
    m_cursor = line;
    if (!extend || m_anchor < 0)
        m_anchor = line;
    scrollToRow(m_folding.rowForLine(line), false);
    viewport()->update();
    Q_EMIT currentLineChanged(line);
}

void LogTextArea::selectLines(qint64 first, qint64 last)
{
    if (!m_document || m_document->lineCount() == 0)
        return;
    const qint64 lines = m_document->lineCount();
    first = std::clamp<qint64>(first, 0, lines - 1);
    last = std::clamp<qint64>(last, first, lines - 1);
    for (qint64 line : {first, last}) {
        if (m_folding.isHidden(line))
            m_folding.setFolded(m_folding.headers()[std::size_t(m_folding.sectionOf(line))], false);
    }
    updateScrollBars();
    setFollowing(false);
    m_anchor = last;
    m_cursor = first;
    scrollToRow(m_folding.rowForLine(first), true);
    viewport()->update();
    Q_EMIT currentLineChanged(first);
}

std::pair<qint64, qint64> LogTextArea::selection() const
{
    if (m_cursor < 0)
        return {-1, -1};
    return {std::min(m_cursor, m_anchor), std::max(m_cursor, m_anchor)};
}

QString LogTextArea::selectedText() const
{
    const auto [first, last] = selection();
    if (!m_document || first < 0)
        return {};
    QStringList lines;
    for (qint64 line = first; line <= last && lines.size() < MaxCopyLines; ++line) {
        if (!m_folding.isHidden(line))
            lines << m_document->lineText(line);
    }
    return lines.join(QLatin1Char('\n'));
}

void LogTextArea::copySelection()
{
    const auto [first, last] = selection();
    if (first < 0)
        return;
    QApplication::clipboard()->setText(selectedText());
    if (last - first + 1 > MaxCopyLines)
        Q_EMIT statusMessage(tr("Copied the first %L1 of the %L2 selected lines.")
                                 .arg(MaxCopyLines)
                                 .arg(last - first + 1));
}

bool LogTextArea::setFolded(qint64 headerLine, bool folded)
{
    if (!m_folding.setFolded(headerLine, folded))
        return false;
    if (folded && m_cursor >= 0 && m_folding.isHidden(m_cursor))
        m_cursor = m_anchor = headerLine;
    updateScrollBars();
    viewport()->update();
    return true;
}

void LogTextArea::setAllFolded(bool folded)
{
    for (const qint64 header : m_folding.headers())
        m_folding.setFolded(header, folded);
    if (m_cursor >= 0 && m_folding.isHidden(m_cursor))
        m_cursor = m_anchor = m_folding.headers()[std::size_t(m_folding.sectionOf(m_cursor))];
    updateScrollBars();
    viewport()->update();
}

void LogTextArea::toggleFoldAt(qint64 line)
{
    if (m_folding.isHeader(line))
        setFolded(line, !m_folding.isFolded(line));
}

qint64 LogTextArea::rowAt(int y) const
{
    return verticalScrollBar()->value() + y / rowHeight();
}

const LogTextArea::Mark *LogTextArea::markAt(qint64 line) const
{
    for (const Mark &mark : m_marks) {
        if (line >= mark.first && line <= mark.last)
            return &mark;
    }
    return nullptr;
}

void LogTextArea::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copySelection();
        return;
    }
    if (event->matches(QKeySequence::SelectAll)) {
        if (m_document && m_document->lineCount() > 0) {
            m_anchor = 0;
            m_cursor = m_document->lineCount() - 1;
            viewport()->update();
        }
        return;
    }
    const bool extend = event->modifiers() & Qt::ShiftModifier;
    const qint64 row
        = m_cursor >= 0 ? m_folding.rowForLine(m_cursor) : verticalScrollBar()->value();
    const auto moveToRow = [&](qint64 target) {
        const qint64 rows = m_folding.rowCount();
        if (rows > 0)
            setCurrentLine(m_folding.lineForRow(std::clamp<qint64>(target, 0, rows - 1)), extend);
    };
    if (event->modifiers() & Qt::ControlModifier
        && (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right)) {
        setAllFolded(event->key() == Qt::Key_Left);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Up: moveToRow(row - 1); return;
    case Qt::Key_Down: moveToRow(m_cursor >= 0 ? row + 1 : row); return;
    case Qt::Key_PageUp: moveToRow(row - visibleRows()); return;
    case Qt::Key_PageDown: moveToRow(row + visibleRows()); return;
    case Qt::Key_Home: moveToRow(0); return;
    case Qt::Key_End:
        moveToRow(m_folding.rowCount() - 1);
        setFollowing(true);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_cursor >= 0 && m_folding.isHeader(m_cursor)) {
            toggleFoldAt(m_cursor);
            return;
        }
        break;
    case Qt::Key_Left:
        if (m_cursor >= 0) {
            if (const int section = m_folding.sectionOf(m_cursor); section >= 0) {
                const qint64 header = m_folding.headers()[std::size_t(section)];
                setFolded(header, true);
                setCurrentLine(header);
            }
            return;
        }
        break;
    case Qt::Key_Right:
        if (m_cursor >= 0 && m_folding.isFolded(m_cursor)) {
            setFolded(m_cursor, false);
            return;
        }
        break;
    default: break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void LogTextArea::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_document)
        return QAbstractScrollArea::mousePressEvent(event);
    const qint64 row = rowAt(int(event->position().y()));
    if (row >= m_folding.rowCount())
        return;
    const qint64 line = m_folding.lineForRow(row);
    if (event->position().x() < foldColumnWidth() && m_folding.isHeader(line)) {
        toggleFoldAt(line);
        return;
    }
    setCurrentLine(line, event->modifiers() & Qt::ShiftModifier);
}

void LogTextArea::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton) || m_cursor < 0)
        return;
    const qint64 rows = m_folding.rowCount();
    const qint64 row = std::clamp<qint64>(rowAt(int(event->position().y())), 0, rows - 1);
    setCurrentLine(m_folding.lineForRow(row), true);
}

void LogTextArea::mouseDoubleClickEvent(QMouseEvent *event)
{
    const qint64 row = rowAt(int(event->position().y()));
    if (row < m_folding.rowCount())
        toggleFoldAt(m_folding.lineForRow(row));
}

} // namespace packwright::ui
