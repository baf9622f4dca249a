// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/ProviderProfile.h"
#include "loop/SessionDefaults.h"

#include <QList>
#include <QWizardPage>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace packwright::loop {
struct PackagingRequest;
}

namespace packwright::ui {

class FieldMessage;

/// The New session wizard's nixpkgs page: one of the known nixpkgs sources
/// (SessionDefaults::nixpkgsSources, the first preselected, plus $PACKWRIGHT_NIXPKGS), or
/// "Other…": a local checkout (a directory that must exist) or a flake reference. With no
/// known source and nothing typed, Next stays disabled and the page says why.
class SessionNixpkgsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit SessionNixpkgsPage(const QList<nix::NixpkgsSource> &known, QWidget *parent = nullptr);

    /// The chosen nixpkgs; an empty location while the page is incomplete.
    nix::NixpkgsSource source() const;
    bool isComplete() const override;
    bool validatePage() override;

private:
    QString problem() const;
    bool other() const;
    void updateState();

    QList<nix::NixpkgsSource> m_known;
    QComboBox *m_combo;
    QRadioButton *m_local;
    QLineEdit *m_path;
    QPushButton *m_browse;
    QRadioButton *m_flake;
    QLineEdit *m_flakeRef;
    FieldMessage *m_message;
};

/// The New session wizard's model page: the provider profiles of llm::ProfileStore, the
/// default one preselected, or no model (deterministic fixes only). Keys are not the
/// wizard's business: they come from KeyStore when the session starts.
class SessionModelPage : public QWizardPage
{
    Q_OBJECT

public:
    SessionModelPage(const QList<llm::ProviderProfile> &profiles,
        const std::optional<llm::ProviderProfile> &defaultProfile, QWidget *parent = nullptr);

    /// The chosen profile; std::nullopt for no model.
    std::optional<llm::ProviderProfile> profile() const;

private:
    QList<llm::ProviderProfile> m_profiles;
    QComboBox *m_combo;
};

/// The New session wizard's approvals and budgets page: ask or go ahead at each approval
/// gate, the iteration and no-progress limits, refinement rounds, and the optional time,
/// token and cost budgets; pre-filled from SessionDefaults.
class SessionLimitsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit SessionLimitsPage(const loop::SessionDefaults &defaults, QWidget *parent = nullptr);

    /// Writes approvals, limits and budgets into `request` (a budget left at "none" is unset).
    void fill(loop::PackagingRequest &request) const;

private:
    QCheckBox *m_askApplyEdit;
    QCheckBox *m_askStartBuild;
    QCheckBox *m_askRunInVm;
    QCheckBox *m_askChangePin;
    QSpinBox *m_maxIterations;
    QSpinBox *m_maxWithoutProgress;
    QSpinBox *m_refinementRounds;
    QSpinBox *m_timeBudget;       ///< minutes; 0: none
    QSpinBox *m_tokenBudget;      ///< input + output tokens; 0: none
    QDoubleSpinBox *m_costBudget; ///< US dollars; 0: none
};

} // namespace packwright::ui
