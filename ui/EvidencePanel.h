#pragma once

#include <QTabWidget>

class QPlainTextEdit;

namespace packwright::workspace {
struct EvidenceSlots;
}

namespace packwright::ui {

/// The four evidence slots of the selected attempt — Feedback, History, Findings,
/// Knowledge — exactly as they were sent to the model (EvidenT §4.2), one tab each.
class EvidencePanel : public QTabWidget
{
    Q_OBJECT

public:
    explicit EvidencePanel(QWidget *parent = nullptr);

    void setEvidence(const workspace::EvidenceSlots &evidence);
    void clear();

private:
    QPlainTextEdit *addSlot(
        const QString &objectName, const QString &title, const QString &placeholder);

    QPlainTextEdit *m_feedback;
    QPlainTextEdit *m_history;
    QPlainTextEdit *m_findings;
    QPlainTextEdit *m_knowledge;
};

} // namespace packwright::ui
