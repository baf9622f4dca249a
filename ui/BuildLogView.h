#pragma once

#include <QPlainTextEdit>

namespace packwright::ui {

/// The build log of the selected attempt, read-only, in a fixed-width font.
/// Holds a recorded excerpt; the virtualised view over a live log file replaces this
/// body when builds stream (a QPlainTextEdit does not scale to millions of lines).
class BuildLogView : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit BuildLogView(QWidget *parent = nullptr);

    /// Replaces the shown log with `lines` and scrolls to the end, where failures are.
    void setLines(const QStringList &lines);
};

} // namespace packwright::ui
