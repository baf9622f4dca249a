// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TerminalScreen.h"

#include <vterm.h>

#include <algorithm>

namespace packwright::models {

/// libvterm's C callbacks, forwarding to the TerminalScreen passed as `user`.
struct TerminalScreenCallbacks
{
    static TerminalScreen *self(void *user) { return static_cast<TerminalScreen *>(user); }

    static int damage(VTermRect rect, void *user)
    {
        Q_EMIT self(user)->damaged(rect.start_row, rect.end_row - 1);
        return 1;
    }

    static int moveCursor(VTermPos pos, VTermPos /*oldpos*/, int visible, void *user)
    {
        TerminalScreen *s = self(user);
        const int oldRow = s->m_cursor.y();
        s->m_cursor = QPoint(pos.col, pos.row);
        s->m_cursorVisible = visible != 0;
        Q_EMIT s->damaged(std::min(oldRow, pos.row), std::max(oldRow, pos.row));
        return 1;
    }

    static int bell(void *user)
    {
        Q_EMIT self(user)->bell();
        return 1;
    }

    static int pushLine(int cols, const VTermScreenCell *cells, void *user)
    {
        TerminalScreen *s = self(user);
        std::vector<TerminalCell> line;
        line.reserve(std::size_t(cols));
        for (int i = 0; i < cols; ++i)
            line.push_back(s->convert(&cells[i]));
        s->m_scrollback.push_back(std::move(line));
        if (s->m_scrollback.size() > std::size_t(TerminalScreen::scrollbackLimit))
            s->m_scrollback.pop_front();
        return 1;
    }

    static void output(const char *bytes, size_t len, void *user)
    {
        Q_EMIT self(user)->inputBytes(QByteArray(bytes, qsizetype(len)));
    }
};

namespace {
// Value-initialised first, so that every callback not set here is null whatever fields this
// libvterm has (0.3, in Debian 13, added sb_clear; Debian 12 has 0.1).
VTermScreenCallbacks makeScreenCallbacks()
{
    VTermScreenCallbacks callbacks{};
    callbacks.damage = &TerminalScreenCallbacks::damage;
    callbacks.movecursor = &TerminalScreenCallbacks::moveCursor;
    callbacks.bell = &TerminalScreenCallbacks::bell;
    callbacks.sb_pushline = &TerminalScreenCallbacks::pushLine;
    return callbacks;
}

const VTermScreenCallbacks screenCallbacks = makeScreenCallbacks();
} // namespace

void TerminalScreen::VTermDeleter::operator()(VTerm *vt) const
{
    vterm_free(vt);
}

TerminalScreen::TerminalScreen(int rows, int columns, QObject *parent)
    : QObject(parent)
    , m_vterm(vterm_new(std::max(rows, 1), std::max(columns, 2)))
    , m_rows(std::max(rows, 1))
    , m_columns(std::max(columns, 2))
{
    vterm_set_utf8(m_vterm.get(), 1);
    vterm_output_set_callback(m_vterm.get(), &TerminalScreenCallbacks::output, this);
    m_screen = vterm_obtain_screen(m_vterm.get());
    vterm_screen_set_callbacks(m_screen, &screenCallbacks, this);
    vterm_screen_set_damage_merge(m_screen, VTERM_DAMAGE_ROW);
    vterm_screen_reset(m_screen, 1);
}

TerminalScreen::~TerminalScreen() = default;

namespace {
/// Length of an incomplete UTF-8 sequence at the end of `bytes` (0 to 3).
qsizetype incompleteUtf8Tail(const QByteArray &bytes)
{
    for (qsizetype back = 1; back <= std::min<qsizetype>(3, bytes.size()); ++back) {
        const auto byte = static_cast<unsigned char>(bytes[bytes.size() - back]);
        if ((byte & 0xC0) == 0x80)
            continue; // a continuation byte: look further back for the lead byte
        const int length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        return length > back ? back : 0;
    }
    return 0;
}

} // namespace

void TerminalScreen::write(const QByteArray &bytes)
{
    QByteArray data = m_pendingUtf8 + m_filter.filter(bytes);
    // libvterm 0.1 forgets a UTF-8 character split between two writes, and serial consoles
    // split anywhere: hold an incomplete tail back until the next write completes it.
    const qsizetype tail = incompleteUtf8Tail(data);
    m_pendingUtf8 = data.right(tail);
    data.chop(tail);
    vterm_input_write(m_vterm.get(), data.constData(), size_t(data.size()));
    vterm_screen_flush_damage(m_screen);
}

void TerminalScreen::resize(int rows, int columns)
{
    m_rows = std::max(rows, 1);
    m_columns = std::max(columns, 2); // libvterm 0.1 crashes on a wide character in one column
    vterm_set_size(m_vterm.get(), m_rows, m_columns);
    vterm_screen_flush_damage(m_screen);
    Q_EMIT damaged(0, m_rows - 1);
}

TerminalCell TerminalScreen::cell(int row, int column) const
{
    if (row < 0 || row >= m_rows || column < 0 || column >= m_columns)
        return {};
    VTermScreenCell raw{};
    vterm_screen_get_cell(m_screen, VTermPos{row, column}, &raw);
    return convert(&raw);
}

TerminalCell TerminalScreen::convert(const void *vtermCell) const
{
    VTermScreenCell raw = *static_cast<const VTermScreenCell *>(vtermCell);
    TerminalCell cell;
    for (int i = 0; i < VTERM_MAX_CHARS_PER_CELL && raw.chars[i] != 0; ++i) {
        const char32_t ch = raw.chars[i];
        cell.text += QString::fromUcs4(&ch, 1);
    }
    cell.defaultForeground = VTERM_COLOR_IS_DEFAULT_FG(&raw.fg);
    cell.defaultBackground = VTERM_COLOR_IS_DEFAULT_BG(&raw.bg);
    vterm_screen_convert_color_to_rgb(m_screen, &raw.fg);
    vterm_screen_convert_color_to_rgb(m_screen, &raw.bg);
    cell.foreground = QColor(raw.fg.rgb.red, raw.fg.rgb.green, raw.fg.rgb.blue);
    cell.background = QColor(raw.bg.rgb.red, raw.bg.rgb.green, raw.bg.rgb.blue);
    cell.bold = raw.attrs.bold;
    cell.italic = raw.attrs.italic;
    cell.underline = raw.attrs.underline != 0;
    cell.reverse = raw.attrs.reverse;
    return cell;
}

QString TerminalScreen::rowText(int row) const
{
    QString text;
    for (int column = 0; column < m_columns; ++column) {
        const QString t = cell(row, column).text;
        text += t.isEmpty() ? QStringLiteral(" ") : t;
    }
    while (text.endsWith(QLatin1Char(' ')))
        text.chop(1);
    return text;
}

void TerminalScreen::sendText(const QString &text, bool control)
{
    const auto ucs4 = text.toUcs4();
    for (const char32_t ch : ucs4)
        vterm_keyboard_unichar(m_vterm.get(), ch, control ? VTERM_MOD_CTRL : VTERM_MOD_NONE);
}

void TerminalScreen::sendKey(Key key, bool control)
{
    const VTermModifier mod = control ? VTERM_MOD_CTRL : VTERM_MOD_NONE;
    VTermKey k = VTERM_KEY_NONE;
    switch (key) {
    case Key::Enter: k = VTERM_KEY_ENTER; break;
    case Key::Backspace: k = VTERM_KEY_BACKSPACE; break;
    case Key::Tab: k = VTERM_KEY_TAB; break;
    case Key::Escape: k = VTERM_KEY_ESCAPE; break;
    case Key::Up: k = VTERM_KEY_UP; break;
    case Key::Down: k = VTERM_KEY_DOWN; break;
    case Key::Left: k = VTERM_KEY_LEFT; break;
    case Key::Right: k = VTERM_KEY_RIGHT; break;
    case Key::Home: k = VTERM_KEY_HOME; break;
    case Key::End: k = VTERM_KEY_END; break;
    }
    vterm_keyboard_key(m_vterm.get(), k, mod);
}

} // namespace packwright::models
