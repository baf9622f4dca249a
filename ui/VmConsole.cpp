// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "VmConsole.h"

#include "TerminalScreen.h"

#include <QAction>
#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>

namespace packwright::ui {

using models::TerminalCell;
using models::TerminalScreen;

VmConsole::VmConsole(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_screen(new TerminalScreen(24, 80, this))
{
    setObjectName(QStringLiteral("vmConsole"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setCursor(Qt::IBeamCursor);

    auto *copy = new QAction(tr("Copy screen"), this);
    copy->setObjectName(QStringLiteral("copyScreenAction"));
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this,
        [this] { QGuiApplication::clipboard()->setText(visibleText()); });
    addAction(copy);
    auto *copyAll = new QAction(tr("Copy all output"), this);
    copyAll->setObjectName(QStringLiteral("copyAllAction"));
    copyAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    copyAll->setShortcutContext(Qt::WidgetShortcut);
    connect(copyAll, &QAction::triggered, this,
        [this] { QGuiApplication::clipboard()->setText(allText()); });
    addAction(copyAll);
    setContextMenuPolicy(Qt::ActionsContextMenu);

    connect(m_screen, &TerminalScreen::damaged, viewport(), [this] {
        updateScrollRange();
        viewport()->update();
    });
    connect(
        verticalScrollBar(), &QScrollBar::valueChanged, viewport(), qOverload<>(&QWidget::update));
    updateScrollRange();
}

QString VmConsole::screenText() const
{
    return linesText(int(m_screen->scrollback().size()), m_screen->rows());
}

QString VmConsole::visibleText() const
{
    return linesText(verticalScrollBar()->value(), m_screen->rows());
}

QString VmConsole::allText() const
{
    return linesText(0, lineCount());
}

int VmConsole::lineCount() const
{
    return int(m_screen->scrollback().size()) + m_screen->rows();
}

TerminalCell VmConsole::cellAt(int line, int column) const
{
    const auto &scrollback = m_screen->scrollback();
    const int screenRow = line - int(scrollback.size());
    if (screenRow >= 0)
        return m_screen->cell(screenRow, column);
    if (line >= 0 && column >= 0 && std::size_t(column) < scrollback[std::size_t(line)].size())
        return scrollback[std::size_t(line)][std::size_t(column)];
    return {};
}

QString VmConsole::linesText(int first, int count) const
{
    QStringList lines;
    const int end = std::min(first + count, lineCount());
    for (int line = std::max(first, 0); line < end; ++line) {
        // A scrollback line keeps the width it had (the widget may have been narrower).
        const int history = int(m_screen->scrollback().size());
        const int width = line >= history ? m_screen->columns()
                                          : int(m_screen->scrollback()[std::size_t(line)].size());
        QString text;
        for (int column = 0; column < width; ++column) {
            const QString t = cellAt(line, column).text;
            text += t.isEmpty() ? QStringLiteral(" ") : t;
        }
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        lines.append(text);
    }
    while (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    return lines.join(QLatin1Char('\n'));
}

void VmConsole::attach(vm::VmBackend *backend)
{
    m_link = backend ? models::ConsoleLink(m_screen, backend) : models::ConsoleLink();
}

QSize VmConsole::cellSize() const
{
    const QFontMetrics metrics(font());
    return {
        std::max(1, metrics.horizontalAdvance(QLatin1Char('M'))), std::max(1, metrics.height())};
}

void VmConsole::updateScrollRange()
{
    // Scrollback sits above the screen; the bar's maximum shows the live screen.
    const int history = int(m_screen->scrollback().size());
    QScrollBar *bar = verticalScrollBar();
    const bool atBottom = bar->value() == bar->maximum();
    bar->setRange(0, history);
    bar->setPageStep(m_screen->rows());
    if (atBottom)
        bar->setValue(history);
}

void VmConsole::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    const QSize cell = cellSize();
    const QColor defaultBackground = palette().color(QPalette::Base);
    const QColor defaultForeground = palette().color(QPalette::Text);
    painter.fillRect(viewport()->rect(), defaultBackground);
    painter.translate(padding, padding);

    const int history = int(m_screen->scrollback().size());
    const int firstLine = verticalScrollBar()->value(); // index into scrollback + screen

    for (int visibleRow = 0; visibleRow < m_screen->rows(); ++visibleRow) {
        const int line = firstLine + visibleRow;
        const int screenRow = line - history;
        for (int column = 0; column < m_screen->columns(); ++column) {
            const TerminalCell c = cellAt(line, column);
            QColor fg = c.defaultForeground ? defaultForeground : c.foreground;
            QColor bg = c.defaultBackground ? defaultBackground : c.background;
            if (c.reverse)
                std::swap(fg, bg);
            const bool isCursor = screenRow >= 0 && m_screen->cursorVisible() && hasFocus()
                && m_screen->cursor() == QPoint(column, screenRow);
            if (isCursor)
                std::swap(fg, bg);
            const QRect rect(
                column * cell.width(), visibleRow * cell.height(), cell.width(), cell.height());
            if (bg != defaultBackground)
                painter.fillRect(rect, bg);
            if (c.text.isEmpty() || c.text == QLatin1String(" "))
                continue;
            QFont f = font();
            f.setBold(c.bold);
            f.setItalic(c.italic);
            f.setUnderline(c.underline);
            painter.setFont(f);
            painter.setPen(fg);
            painter.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, c.text);
        }
    }
}

void VmConsole::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    const QSize cell = cellSize();
    m_screen->resize(std::max(2, (viewport()->height() - 2 * padding) / cell.height()),
        std::max(10, (viewport()->width() - 2 * padding) / cell.width()));
    updateScrollRange();
}

void VmConsole::keyPressEvent(QKeyEvent *event)
{
    using Key = TerminalScreen::Key;
    const bool control = event->modifiers() & Qt::ControlModifier;
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter: m_screen->sendKey(Key::Enter); break;
    case Qt::Key_Backspace: m_screen->sendKey(Key::Backspace); break;
    case Qt::Key_Tab: m_screen->sendKey(Key::Tab); break;
    case Qt::Key_Escape: m_screen->sendKey(Key::Escape); break;
    case Qt::Key_Up: m_screen->sendKey(Key::Up, control); break;
    case Qt::Key_Down: m_screen->sendKey(Key::Down, control); break;
    case Qt::Key_Left: m_screen->sendKey(Key::Left, control); break;
    case Qt::Key_Right: m_screen->sendKey(Key::Right, control); break;
    case Qt::Key_Home: m_screen->sendKey(Key::Home); break;
    case Qt::Key_End: m_screen->sendKey(Key::End); break;
    default:
        if (control && event->key() >= Qt::Key_A && event->key() <= Qt::Key_Z) {
            m_screen->sendText(QString(QChar(u'a' + (event->key() - Qt::Key_A))), true);
        } else if (!event->text().isEmpty()) {
            m_screen->sendText(event->text());
        } else {
            QAbstractScrollArea::keyPressEvent(event);
            return;
        }
    }
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

bool VmConsole::event(QEvent *event)
{
    // Keys typed into the VM belong to the VM: Ctrl+E is end-of-line in a shell, not the
    // window's "Edit & approve".
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() & Qt::ControlModifier && !(key->modifiers() & Qt::ShiftModifier)) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

bool VmConsole::focusNextPrevChild(bool)
{
    return false; // Tab belongs to the shell in the VM, not to focus navigation.
}

} // namespace packwright::ui
