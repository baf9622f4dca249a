// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "workspace/SessionRecord.h"

#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QModelIndex;
class QTreeView;

namespace packwright::models {
class LogDocument;
class SignalListModel;
} // namespace packwright::models

namespace packwright::ui {

class LogTextArea;

/// The build log of the selected attempt: a virtualised view (LogTextArea over a
/// models::LogDocument) that stays smooth with millions of lines while a build appends to
/// its log file, beside the attempt's failure signals, ranked (Enter or a click selects and
/// shows a signal's lines), each with the signal verifier's role and reason where the model
/// judged it (EvidenT §4.3.1; noise is shown dimmed). Two views of the log: the condensed one (the
/// recorded excerpt, Attempt::log) and the raw one (the full log file, Attempt::logFile, followed
/// as it grows). Keyboard: Ctrl+F find, F3 / Shift+F3 next / previous match, Ctrl+Shift+L raw or
/// condensed, End follows the end of the log, Enter / Left / Right fold a phase and
/// Ctrl+Left / Ctrl+Right all of them, Ctrl+C copies the selected lines. The tool bar folds
/// into its extension menu when the dock is narrow (no clipped buttons at 200 % scaling).
class BuildLogView : public QWidget
{
    Q_OBJECT

public:
    explicit BuildLogView(QWidget *parent = nullptr);
    ~BuildLogView() override;

    /// Shows `attempt`: its recorded excerpt, its log file (raw view, shown first when it
    /// exists) and its signal records (line numbers are 1-based lines of the log file, or
    /// of the excerpt when the attempt has no file). Showing the attempt whose log file is
    /// already shown keeps that log, the place in it and the chosen view.
    void showAttempt(const workspace::Attempt &attempt);
    /// Shows `lines` as the condensed log, with no file and no signals; follows the end.
    void setLines(const QStringList &lines);
    /// Shows nothing.
    void clear();
    /// The whole shown log as text, one line per line. Costs O(lines): for tests and small
    /// logs, not for a live build's file.
    QString toPlainText() const;

    /// Whether the raw log file is shown (else the condensed excerpt).
    bool isRawShown() const;
    /// Shows the raw log file (when the attempt has one) or the condensed excerpt.
    void setRawShown(bool raw);
    /// Selects and shows the lines of the signal ranked `rank` (1 = first); false if none.
    bool showSignal(int rank);
    /// Selects and shows 1-based `line` of the log file (of the excerpt when the attempt has
    /// no file), once the file is indexed that far; showing another attempt cancels it.
    void showLine(qint64 line);

    /// Sets the search text and looks for it from the current line on, as typing does.
    void setSearchText(const QString &text);
    /// Looks for the search text after the current line (wrapping at the end), or before it.
    void findNext();
    void findPrevious();

    LogTextArea *textArea() const { return m_area; }
    models::LogDocument *rawDocument() const { return m_raw; }
    models::LogDocument *condensedDocument() const { return m_condensed; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    /// A search ended: the 0-based line it selected, or -1 when the text is not in the log.
    void searchFinished(qint64 line);
    /// The maintainer chose a signal (click or Enter) whose fix likely touches `target`
    /// (evidence::FailureSignal::target, e.g. "nativeBuildInputs").
    void signalTargetActivated(const QString &target);

private:
    void showDocument(models::LogDocument *document);
    void fillSignals();
    void activateSignal(const QModelIndex &index);
    void startSearch(bool forward, bool includeCurrent);
    void searchDone(int id, qint64 line);
    void openSearchBar();
    void closeSearchBar();
    void updateStatus();

    models::LogDocument *m_condensed;
    models::LogDocument *m_raw;
    LogTextArea *m_area;
    models::SignalListModel *m_signalModel;
    QTreeView *m_signals;
    QAction *m_condensedAction;
    QAction *m_rawAction;
    QAction *m_followAction;
    QLabel *m_status;
    QWidget *m_searchBar;
    QLineEdit *m_searchField;
    QLabel *m_searchStatus;
    QList<workspace::SignalRecord> m_signalRecords;
    qint64 m_pendingLine = 0; ///< showLine()'s 1-based line, until the file has it; 0: none
    qint64 m_searchFrom = 0;
    bool m_searchForward = true;
    int m_searchId = 0;
    QString m_message; ///< a passing message from the text area (copy cut short)
};

} // namespace packwright::ui
