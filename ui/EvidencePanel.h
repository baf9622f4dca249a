// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QTabWidget>

class QPlainTextEdit;

namespace packwright::workspace {
struct EvidenceSlots;
struct ToolCallRecord;
} // namespace packwright::workspace

namespace packwright::ui {

/// The four evidence slots of the selected attempt — Feedback, History, Findings,
/// Knowledge — exactly as they were sent to the model (EvidenT §4.2), one tab each; the
/// tool calls of the fix step that followed the attempt, with arguments and results; and, in
/// a live session, the model's text and tool calls as they arrive.
class EvidencePanel : public QTabWidget
{
    Q_OBJECT

public:
    explicit EvidencePanel(QWidget *parent = nullptr);

    void setEvidence(const workspace::EvidenceSlots &evidence);
    /// The recorded tool calls of the selected attempt, in sequence order.
    void setToolCalls(const QList<workspace::ToolCallRecord> &calls);
    /// Clears the slots and the tool calls (not the live transcript).
    void clear();

    /// The live transcript: the model's streamed text is appended as it arrives; tool calls
    /// and results are lines of their own; notes (stage, decisions) are marked with "──".
    void appendModelText(const QString &increment);
    void appendToolCall(const QString &name, const QString &arguments);
    void appendToolResult(const QString &name, const QString &result, bool isError);
    void appendNote(const QString &note);
    void clearLive();
    /// Brings the live transcript to the front.
    void showLive();

private:
    QPlainTextEdit *addSlot(
        const QString &objectName, const QString &title, const QString &placeholder);

    QPlainTextEdit *m_feedback;
    QPlainTextEdit *m_history;
    QPlainTextEdit *m_findings;
    QPlainTextEdit *m_knowledge;
    QPlainTextEdit *m_toolCalls;
    QPlainTextEdit *m_live;
    bool m_liveInText = false; ///< the transcript ends inside the model's streamed text
    void appendLiveLine(const QString &line);
};

} // namespace packwright::ui
