// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

class QLabel;
class QProgressBar;
class QStatusBar;

namespace packwright::models {
class LiveSession;
}

namespace packwright::workspace {
struct SessionRecord;
}

namespace packwright::ui {

/// The workbench's status bar fields: what is shown (no session, a recorded session, a
/// running one with its stage) and the attempt count and last outcome; the running build's
/// progress bar (driven by SessionPresenter); the tokens and cost spent.
class SessionStatus : public QObject
{
    Q_OBJECT

public:
    /// Adds the fields to `bar`.
    explicit SessionStatus(QStatusBar *bar);

    QProgressBar *progress() const { return m_progress; }
    /// Shows `record`; while `live` runs, its stage (or that it waits for the maintainer's
    /// approval) instead of the last outcome, and the
    /// usage it reports (showUsage()) instead of the record's.
    void show(const workspace::SessionRecord &record, const models::LiveSession *live);
    /// "N tokens · $C" in the user's locale.
    void showUsage(qint64 tokens, double costUsd);

private:
    QLabel *m_session;
    QProgressBar *m_progress;
    QLabel *m_usage;
};

} // namespace packwright::ui
