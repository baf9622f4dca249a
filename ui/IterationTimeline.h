#pragma once

#include <QTreeView>

namespace packwright::models {
class AttemptListModel;
}

namespace packwright::ui {

/// One row per attempt: number, verdict (the reason as tooltip), outcome, duration,
/// tokens, cost and the change that produced it. Emits the selected row.
class IterationTimeline : public QTreeView
{
    Q_OBJECT

public:
    explicit IterationTimeline(models::AttemptListModel *model, QWidget *parent = nullptr);

    /// Selects the attempt in `row` (and emits attemptSelected()).
    void selectAttempt(int row);

Q_SIGNALS:
    /// The attempt in `row` of the model became current; -1 when none is.
    void attemptSelected(int row);
};

} // namespace packwright::ui
