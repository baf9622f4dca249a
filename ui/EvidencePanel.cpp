// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EvidencePanel.h"

#include "ToolCallText.h"
#include "workspace/SessionRecord.h"

#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QTextCursor>

namespace packwright::ui {

namespace {

/// `text` with every line indented by four spaces, under a tool call's name.
QString indentLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line.prepend(QStringLiteral("    "));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

EvidencePanel::EvidencePanel(QWidget *parent)
    : QTabWidget(parent)
    , m_feedback(addSlot(QStringLiteral("feedbackSlot"), tr("Feedback"),
          tr("Distilled failure signals of the latest build.")))
    , m_history(addSlot(QStringLiteral("historySlot"), tr("History"),
          tr("Earlier edits and their results; failed edits become do-not-repeat rules.")))
    , m_findings(addSlot(QStringLiteral("findingsSlot"), tr("Findings"),
          tr("Cached deterministic analysis of the project.")))
    , m_knowledge(addSlot(QStringLiteral("knowledgeSlot"), tr("Knowledge"),
          tr("Known failure patterns retrieved for this failure.")))
    , m_toolCalls(addSlot(QStringLiteral("toolCallsView"), tr("Tool calls"),
          tr("The tools the model called after this attempt, with arguments and results.")))
    , m_live(addSlot(QStringLiteral("liveTranscript"), tr("Live"),
          tr("The model's text and tool calls as they arrive, in a running session.")))
{
    setObjectName(QStringLiteral("evidencePanel"));
    setDocumentMode(true);
    setUsesScrollButtons(true);
    // A long session streams a lot of text; the record keeps all of it.
    m_live->setMaximumBlockCount(50000);
}

QPlainTextEdit *EvidencePanel::addSlot(
    const QString &objectName, const QString &title, const QString &placeholder)
{
    auto *view = new QPlainTextEdit(this);
    view->setObjectName(objectName);
    view->setReadOnly(true);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setPlaceholderText(placeholder);
    addTab(view, title);
    return view;
}

void EvidencePanel::setEvidence(const workspace::EvidenceSlots &evidence)
{
    m_feedback->setPlainText(evidence.feedback);
    m_history->setPlainText(evidence.history);
    m_findings->setPlainText(evidence.findings);
    m_knowledge->setPlainText(evidence.knowledge);
}

void EvidencePanel::setToolCalls(const QList<workspace::ToolCallRecord> &calls)
{
    QString text;
    for (const workspace::ToolCallRecord &call : calls) {
        text += QStringLiteral("#%1 %2\n").arg(call.sequence).arg(call.name);
        if (const QString arguments = models::readableToolArguments(call.arguments);
            !arguments.isEmpty())
            text += indentLines(arguments) + QLatin1Char('\n');
        text += (call.isError ? tr("→ error: %1") : tr("→ %1")).arg(call.result.trimmed());
        text += QStringLiteral("\n\n");
    }
    m_toolCalls->setPlainText(text.trimmed());
}

void EvidencePanel::clear()
{
    setEvidence({});
    setToolCalls({});
}

void EvidencePanel::appendModelText(const QString &increment)
{
    if (increment.isEmpty())
        return;
    QTextCursor cursor(m_live->document());
    cursor.movePosition(QTextCursor::End);
    if (!m_liveInText && !m_live->document()->isEmpty())
        cursor.insertBlock();
    cursor.insertText(increment);
    m_liveInText = true;
    m_live->ensureCursorVisible();
}

void EvidencePanel::appendLiveLine(const QString &line)
{
    m_live->appendPlainText(line); // a block of its own
    m_liveInText = false;
}

void EvidencePanel::appendToolCall(const QString &name, const QString &arguments)
{
    const QString readable = models::readableToolArguments(arguments);
    appendLiveLine(readable.isEmpty()
            ? QStringLiteral("▶ %1").arg(name)
            : QStringLiteral("▶ %1\n%2").arg(name, indentLines(readable)));
}

void EvidencePanel::appendToolResult(const QString &name, const QString &result, bool isError)
{
    // A long result (a file, a log) is in the record; the transcript shows its start.
    constexpr qsizetype shown = 2000;
    QString text = result.trimmed();
    if (text.size() > shown)
        text = text.left(shown) + QStringLiteral(" …");
    appendLiveLine((isError ? tr("◀ %1 failed: %2") : tr("◀ %1: %2")).arg(name, text));
}

void EvidencePanel::appendNote(const QString &note)
{
    appendLiveLine(QStringLiteral("── %1").arg(note));
}

void EvidencePanel::clearLive()
{
    m_live->clear();
    m_liveInText = false;
}

void EvidencePanel::showLive()
{
    setCurrentWidget(m_live);
}

} // namespace packwright::ui
