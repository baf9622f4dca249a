// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How LogTextArea draws what is visible: a row per visible line (the fold arrow, the line
// number and the signal's rank in the gutter; the selection, the signal and the search
// matches as backgrounds), the rest of the class is in LogTextArea.cpp.

#include "LogTextArea.h"

#include "LogDocument.h"

#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <climits>

namespace packwright::ui {

namespace {

/// A background of hue `hue` that reads on the palette's base colour, light or dark.
QColor tint(const QPalette &palette, int hue, int strength)
{
    const QColor base = palette.color(QPalette::Base);
    const bool dark = base.lightness() < 128;
    const int lightness = dark ? std::min(255, base.lightness() + strength)
                               : std::max(0, base.lightness() - strength);
    return QColor::fromHsl(hue, dark ? 110 : 200, lightness);
}

constexpr int SignalHue = 0; // red: where the build failed
constexpr int MatchHue = 50; // yellow: what the search found

} // namespace

void LogTextArea::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    QPainter painter(viewport());
    const QPalette &pal = palette();
    painter.fillRect(viewport()->rect(), pal.base());
    const int gutter = gutterWidth();
    painter.fillRect(QRect(0, 0, gutter, viewport()->height()), pal.window());
    if (!m_document)
        return;
    const qint64 rows = m_folding.rowCount();
    const qint64 top = verticalScrollBar()->value();
    const int height = rowHeight();
    const int widestBefore = m_widestText;
    for (qint64 row = top; row < rows && (row - top) * height < viewport()->height(); ++row)
        paintRow(painter, m_folding.lineForRow(row), int(row - top) * height, gutter);
    if (m_widestText != widestBefore) {
        // The horizontal range follows the widest line seen; set it after this paint.
        QMetaObject::invokeMethod(
            this, [this] { updateScrollBars(); }, Qt::QueuedConnection);
    }
}

void LogTextArea::paintRow(QPainter &painter, qint64 line, int y, int gutter)
{
    const QPalette &pal = palette();
    const QFontMetrics fm = fontMetrics();
    const int height = rowHeight();
    const int cw = charWidth();
    const QRect rowRect(gutter, y, viewport()->width() - gutter, height);
    const auto [selFirst, selLast] = selection();
    const bool selected = line >= selFirst && line <= selLast && selFirst >= 0;
    const Mark *mark = markAt(line);
    const bool header = m_folding.isHeader(line);

    if (selected)
        painter.fillRect(rowRect, pal.highlight());
    else if (mark)
        painter.fillRect(rowRect, tint(pal, SignalHue, 28));
    else if (header)
        painter.fillRect(rowRect, pal.alternateBase());

    // Gutter: fold arrow, line number, signal rank.
    painter.setPen(pal.color(QPalette::PlaceholderText));
    if (header) {
        const bool folded = m_folding.isFolded(line);
        const qreal size = std::max(4.0, cw * 0.8);
        const QPointF c(cw * 0.9, y + height / 2.0);
        QPolygonF arrow;
        if (folded)
            arrow << QPointF(c.x() - size / 2, c.y() - size / 2) << QPointF(c.x() + size / 2, c.y())
                  << QPointF(c.x() - size / 2, c.y() + size / 2);
        else
            arrow << QPointF(c.x() - size / 2, c.y() - size / 3)
                  << QPointF(c.x() + size / 2, c.y() - size / 3)
                  << QPointF(c.x(), c.y() + size / 2);
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setBrush(pal.color(QPalette::WindowText));
        painter.setPen(Qt::NoPen);
        painter.drawPolygon(arrow);
        painter.restore();
    }
    const int rankWidth = m_marks.empty() ? 0 : cw * 4;
    const QRect numberRect(
        foldColumnWidth(), y, gutter - foldColumnWidth() - rankWidth - cw, height);
    painter.drawText(numberRect, Qt::AlignRight | Qt::AlignVCenter, QString::number(line + 1));
    if (mark) {
        const QRect rankRect(gutter - rankWidth, y, rankWidth, height);
        painter.fillRect(rankRect.adjusted(0, 0, 0, 0), tint(pal, SignalHue, 60));
        if (line == mark->first) {
            QFont bold = font();
            bold.setBold(true);
            painter.setFont(bold);
            painter.setPen(pal.color(QPalette::Text));
            painter.drawText(rankRect, Qt::AlignCenter, QStringLiteral("#%1").arg(mark->rank));
            painter.setFont(font());
        }
    }

    // Text, scrolled horizontally, clipped to the text area.
    const QString text = m_document->lineText(line);
    const int x = gutter + cw / 2 - horizontalScrollBar()->value();
    m_widestText = std::max(m_widestText, fm.horizontalAdvance(text));
    painter.save();
    painter.setClipRect(rowRect);
    if (!m_search.isEmpty() && !selected) {
        for (qsizetype at = text.indexOf(m_search, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(m_search, at + m_search.size(), Qt::CaseInsensitive)) {
            const int left = x + fm.horizontalAdvance(text.left(at));
            const int width = fm.horizontalAdvance(text.mid(at, m_search.size()));
            painter.fillRect(QRect(left, y, width, height), tint(pal, MatchHue, 70));
        }
    }
    painter.setPen(pal.color(selected ? QPalette::HighlightedText : QPalette::Text));
    if (header) {
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
    }
    const int baseline = y + (height - fm.height()) / 2 + fm.ascent();
    painter.drawText(x, baseline, text);
    if (const qint64 hidden = m_folding.hiddenUnder(line); hidden > 0) {
        const int after = x + QFontMetrics(painter.font()).horizontalAdvance(text) + cw * 2;
        painter.setFont(font());
        painter.setPen(pal.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        painter.drawText(after, baseline,
            tr("… %n lines folded", nullptr, int(std::min<qint64>(hidden, INT_MAX))));
    }
    painter.restore();
    painter.setFont(font());
}

} // namespace packwright::ui
