// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QColor>
#include <QObject>
#include <QPoint>
#include <QString>

#include "ConsoleFilter.h"

#include <deque>
#include <memory>
#include <vector>

struct VTerm;
struct VTermScreen;

namespace packwright::models {

/// One character cell of the terminal. Colours are facts of the byte stream; a cell
/// without an explicit colour says so, and the view picks the palette's colour for it.
struct TerminalCell
{
    QString text; ///< the grapheme in this cell; empty for a blank or a wide char's tail
    QColor foreground;
    QColor background;
    bool defaultForeground = true;
    bool defaultBackground = true;
    bool bold = false;
    bool italic = false;
    bool underline = false;
    bool reverse = false;
};

/// A VT100/xterm screen fed with raw bytes, e.g. a VM's serial console (libvterm).
/// Keeps `scrollbackLimit` lines that scrolled off the top. Keyboard input is encoded
/// into terminal bytes and emitted with inputBytes() for the VM's console to read.
/// Not thread-safe: feed it on the thread it lives on.
class TerminalScreen : public QObject
{
    Q_OBJECT

public:
    explicit TerminalScreen(int rows = 24, int columns = 80, QObject *parent = nullptr);
    ~TerminalScreen() override;

    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    QPoint cursor() const { return m_cursor; } ///< x = column, y = row
    bool cursorVisible() const { return m_cursorVisible; }

    /// Feeds console output (any bytes; UTF-8 text and escape sequences).
    void write(const QByteArray &bytes);
    /// Resizes the screen; at least 1 row and 2 columns.
    void resize(int rows, int columns);

    /// The cell at (row, column) of the visible screen; a blank cell when out of range.
    TerminalCell cell(int row, int column) const;
    /// The visible text of `row`, trailing blanks removed.
    QString rowText(int row) const;

    /// Lines that scrolled off the top, oldest first.
    const std::deque<std::vector<TerminalCell>> &scrollback() const { return m_scrollback; }
    static constexpr int scrollbackLimit = 5000;

    /// Encodes typed text as terminal input (UTF-8; with `control`, as control characters,
    /// e.g. "c" → ^C) and emits inputBytes().
    void sendText(const QString &text, bool control = false);
    enum class Key
    {
        Enter,
        Backspace,
        Tab,
        Escape,
        Up,
        Down,
        Left,
        Right,
        Home,
        End
    };
    /// Encodes a special key as the terminal would send it and emits inputBytes().
    void sendKey(Key key, bool control = false);

Q_SIGNALS:
    /// The visible screen changed in rows [firstRow, lastRow].
    void damaged(int firstRow, int lastRow);
    /// Bytes the user typed, already encoded for the remote end.
    void inputBytes(const QByteArray &bytes);
    void bell();

private:
    friend struct TerminalScreenCallbacks;
    TerminalCell convert(const void *vtermCell) const;

    struct VTermDeleter
    {
        void operator()(VTerm *vt) const;
    };
    std::unique_ptr<VTerm, VTermDeleter> m_vterm;
    VTermScreen *m_screen = nullptr; // owned by m_vterm
    int m_rows;
    int m_columns;
    QPoint m_cursor;
    bool m_cursorVisible = true;
    std::deque<std::vector<TerminalCell>> m_scrollback;
    ConsoleFilter m_filter;
    QByteArray m_pendingUtf8; ///< an incomplete UTF-8 sequence from the end of the last write
};

} // namespace packwright::models
