// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "LogFolding.h"

#include <QAbstractScrollArea>

#include <vector>

namespace packwright::models {
class LogDocument;
}

namespace packwright::ui {

/// The lines of a LogDocument, painted a screenful at a time: only the visible rows are
/// read and drawn, so a log of millions of lines scrolls like a short one. Fixed-width
/// font, line numbers, failure signals highlighted with their rank, phase sections
/// foldable (click the arrow, or Enter / Space / Left / Right on the header; Ctrl+Left /
/// Ctrl+Right fold and unfold all), search
/// matches highlighted, whole-line selection (click, Shift+click, drag, Shift+arrows) and
/// Ctrl+C. Follows the end of a growing log while scrolled to the bottom; scrolling up
/// stops following, End (or scrolling back down to the end) starts it again.
class LogTextArea : public QAbstractScrollArea
{
    Q_OBJECT

public:
    /// One failure signal's lines, 0-based and inclusive, and its rank (1 = most relevant).
    struct Mark
    {
        qint64 first = 0;
        qint64 last = 0;
        int rank = 0;
    };

    /// Copying more lines than this copies the first ones and says so (statusMessage).
    static constexpr qint64 MaxCopyLines = 200000;

    explicit LogTextArea(QWidget *parent = nullptr);

    /// Shows `document` (not owned; may be nullptr), starting at its end and following it.
    void setDocument(models::LogDocument *document);
    models::LogDocument *document() const { return m_document; }

    void setMarks(std::vector<Mark> marks);
    const std::vector<Mark> &marks() const { return m_marks; }
    /// Text whose matches are highlighted in the painted lines (any case); empty for none.
    void setSearchText(const QString &text);

    bool isFollowing() const { return m_following; }
    /// Starts (scrolls to the end) or stops following the end of the log.
    void setFollowing(bool follow);

    /// The line the keyboard acts on, 0-based; -1 when there is none.
    qint64 currentLine() const { return m_cursor; }
    /// Moves the current line to `line` (unfolding its section) and scrolls it into view;
    /// with `extend` the selection grows from its anchor, otherwise it is that one line.
    void setCurrentLine(qint64 line, bool extend = false);
    /// Selects 0-based lines [first, last], unfolds them, stops following and scrolls so
    /// that the first is visible (centred when it was off screen).
    void selectLines(qint64 first, qint64 last);
    /// The selected lines, 0-based, inclusive; {-1, -1} when none.
    std::pair<qint64, qint64> selection() const;
    /// The selected lines' text, one per line (folded lines left out).
    QString selectedText() const;
    void copySelection();

    const models::LogFolding &folding() const { return m_folding; }
    /// Folds or unfolds the section whose header is `headerLine`; false if none starts there.
    bool setFolded(qint64 headerLine, bool folded);
    /// Folds every section, or unfolds every section.
    void setAllFolded(bool folded);

    /// 0-based lines of the first and the last row at least partly on screen.
    qint64 firstVisibleLine() const;
    qint64 lastVisibleLine() const;
    /// Whether `line` is on screen (not folded away, within the visible rows).
    bool isLineVisible(qint64 line) const;

    /// Row height in pixels (the font's line spacing).
    int rowHeight() const;

Q_SIGNALS:
    void followingChanged(bool following);
    void currentLineChanged(qint64 line);
    /// A message for the status line, e.g. that a copy was cut short.
    void statusMessage(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent *event) override;

private:
    void documentReset();
    void linesAdded();
    void phasesChanged();
    void updateScrollBars();
    void scrollToRow(qint64 row, bool centre);
    int visibleRows() const;
    int charWidth() const;
    int foldColumnWidth() const;
    int gutterWidth() const;
    qint64 rowAt(int y) const;
    const Mark *markAt(qint64 line) const;
    void toggleFoldAt(qint64 line);
    void paintRow(QPainter &painter, qint64 line, int y, int gutter);

    models::LogDocument *m_document = nullptr;
    models::LogFolding m_folding;
    std::vector<Mark> m_marks;
    QString m_search;
    qint64 m_cursor = -1;
    qint64 m_anchor = -1;
    int m_widestText = 0; ///< widest painted line so far, pixels; sets the horizontal range
    bool m_following = true;
    bool m_adjusting = false; ///< scroll bars are being set by the view, not the user
};

} // namespace packwright::ui
