#include "EvidencePanel.h"

#include "workspace/SessionRecord.h"

#include <QFontDatabase>
#include <QPlainTextEdit>

namespace packwright::ui {

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
{
    setObjectName(QStringLiteral("evidencePanel"));
    setDocumentMode(true);
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

void EvidencePanel::clear()
{
    setEvidence({});
}

} // namespace packwright::ui
