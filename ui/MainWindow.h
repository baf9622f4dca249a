#pragma once

#include "workspace/SessionRecord.h"

#include <QMainWindow>

class QLabel;

namespace KSyntaxHighlighting {
class Repository;
}

namespace packwright::models {
class AttemptListModel;
}

namespace packwright::ui {

class ApprovalBar;
class BuildLogView;
class EvidencePanel;
class ExpressionEditor;
class IterationTimeline;
class VmConsole;

/// The workbench: the expression editor in the centre; iteration timeline, evidence panel,
/// build log and VM console as docks; the approval bar above the status bar.
/// Selecting an attempt in the timeline shows its expression, log and evidence everywhere.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(KSyntaxHighlighting::Repository &repository, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Replaces what the workbench shows with `record` and selects its final attempt.
    void showSession(workspace::SessionRecord record);
    /// Reads a session record file and shows it; on failure shows the error and keeps
    /// the current session. Returns whether the record was shown.
    bool openSessionRecord(const QString &path);

private:
    void createDocks();
    void createMenus();
    void showAttempt(int row);
    void updateStatus();
    void chooseSessionRecord();

    workspace::SessionRecord m_session;
    models::AttemptListModel *m_attempts;
    ExpressionEditor *m_editor;
    BuildLogView *m_buildLog;
    IterationTimeline *m_timeline;
    EvidencePanel *m_evidence;
    VmConsole *m_vmConsole;
    ApprovalBar *m_approvalBar;
    QLabel *m_sessionLabel;
    QLabel *m_usageLabel;
    QMenu *m_viewMenu = nullptr;
};

} // namespace packwright::ui
