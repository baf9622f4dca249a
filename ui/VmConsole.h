// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "ConsoleLink.h"

#include <QAbstractScrollArea>

namespace packwright::models {
class TerminalScreen;
struct TerminalCell;
} // namespace packwright::models
namespace packwright::vm {
class VmBackend;
}

namespace packwright::ui {

/// A terminal on a VM's serial console: paints a models::TerminalScreen cell by cell,
/// scrolls back through lines that left the screen, resizes the screen with the widget,
/// and turns key presses into terminal input (TerminalScreen::inputBytes()). attach() joins it
/// to a VM backend's live console. Lives in the GUI thread.
class VmConsole : public QAbstractScrollArea
{
    Q_OBJECT

public:
    explicit VmConsole(QWidget *parent = nullptr);

    models::TerminalScreen *screen() const { return m_screen; }
    /// The terminal screen's text (the live rows, wherever the view is scrolled), one line
    /// per row, trailing blanks and blank rows at the end removed.
    QString screenText() const;
    /// What the view shows now: the screen, or older lines when scrolled back; same format.
    QString visibleText() const;
    /// The whole console: scrollback (oldest first) then the screen; same format.
    QString allText() const;

    /// Shows `backend`'s console output and types into it (models::ConsoleLink: the backend
    /// may live in a worker thread). Replaces an earlier backend; nullptr detaches. The link
    /// ends by itself when the backend is destroyed. What the screen shows stays.
    void attach(vm::VmBackend *backend);
    /// Whether a backend is attached and still alive.
    bool isAttached() const { return m_link.isLinked(); }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    bool event(QEvent *event) override;

private:
    static constexpr int padding = 4; ///< pixels between the frame and the text
    QSize cellSize() const;
    int lineCount() const;
    /// Cell `column` of `line`, counting from the oldest scrollback line to the last screen row.
    models::TerminalCell cellAt(int line, int column) const;
    QString linesText(int first, int count) const;
    void updateScrollRange();

    models::TerminalScreen *m_screen;
    models::ConsoleLink m_link;
};

} // namespace packwright::ui
