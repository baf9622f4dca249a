// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SettingsPage.h"

#include <QMap>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QLabel;

namespace packwright::ui {

/// Approvals: ask or act automatically before an edit is applied, a build starts, a script
/// runs in the VM and the nixpkgs pin changes (loop::ApprovalPolicy). Combo boxes
/// "askApplyEdit", "askStartBuild", "askRunInVm", "askChangePin": index 0 ask, 1 automatic.
class ApprovalsPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit ApprovalsPage(QWidget *parent = nullptr);
    void load(const loop::SessionDefaults &defaults) override;
    void store(loop::SessionDefaults &defaults) const override;

private:
    QMap<int, QComboBox *> m_asks; ///< by loop::GatedAction
};

/// Limits and budgets: iterations, attempts without progress, refinement rounds, the failure
/// signals the model checks (EvidenT §4.3.1's verifier; 0 shows "off"), and the time
/// (minutes), token and cost (US dollars) budgets. A budget's spin box at 0 shows "None": no
/// budget. Spin boxes "maxIterations", "maxWithoutProgress", "refinementRounds",
/// "verifySignals", "timeBudget", "tokenBudget", "costBudget".
class LimitsPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit LimitsPage(QWidget *parent = nullptr);
    void load(const loop::SessionDefaults &defaults) override;
    void store(loop::SessionDefaults &defaults) const override;

private:
    QSpinBox *m_maxIterations;
    QSpinBox *m_maxWithoutProgress;
    QSpinBox *m_refinementRounds;
    QSpinBox *m_verifySignals;
    QSpinBox *m_timeBudget;
    QSpinBox *m_tokenBudget;
    QDoubleSpinBox *m_costBudget;
};

/// Timeouts: the build timeout in seconds ("buildTimeout"); the model's timeout is per
/// provider profile.
class TimeoutsPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit TimeoutsPage(QWidget *parent = nullptr);
    void load(const loop::SessionDefaults &defaults) override;
    void store(loop::SessionDefaults &defaults) const override;

private:
    QSpinBox *m_buildTimeout;
};

/// The refinement VM's backend: auto, NixOS VM, QEMU micro-VM or bubblewrap ("vmBackend",
/// items in vm::VmChoice order), with what each means.
class VmPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit VmPage(QWidget *parent = nullptr);
    void load(const loop::SessionDefaults &defaults) override;
    void store(loop::SessionDefaults &defaults) const override;

private:
    void describe();

    QComboBox *m_backend;
    QLabel *m_description;
};

} // namespace packwright::ui
