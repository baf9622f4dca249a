#pragma once

#include <QAbstractScrollArea>

namespace packwright::models {
class TerminalScreen;
}

namespace packwright::ui {

/// A terminal on a VM's serial console: paints a models::TerminalScreen cell by cell,
/// scrolls back through lines that left the screen, resizes the screen with the widget,
/// and turns key presses into terminal input (TerminalScreen::inputBytes()).
class VmConsole : public QAbstractScrollArea
{
    Q_OBJECT

public:
    explicit VmConsole(QWidget *parent = nullptr);

    models::TerminalScreen *screen() const { return m_screen; }
    /// The visible screen's text, one line per row, trailing blanks removed.
    QString screenText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    bool event(QEvent *event) override;

private:
    QSize cellSize() const;
    void updateScrollRange();
    void copyScreen();

    models::TerminalScreen *m_screen;
};

} // namespace packwright::ui
