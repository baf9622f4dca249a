// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SessionSetupPages.h"

#include "FieldMessage.h"
#include "loop/PackagingLoop.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

#include <climits>
#include <cmath>

namespace packwright::ui {

namespace {
QString describe(const nix::NixpkgsSource &source)
{
    return source.kind == nix::NixpkgsSource::Kind::Flake
        ? SessionNixpkgsPage::tr("Flake %1").arg(source.location)
        : SessionNixpkgsPage::tr("Checkout %1").arg(source.location);
}

QLabel *noteLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}
} // namespace

SessionNixpkgsPage::SessionNixpkgsPage(const QList<nix::NixpkgsSource> &known, QWidget *parent)
    : QWizardPage(parent)
    , m_known(known)
    , m_combo(new QComboBox(this))
    , m_local(new QRadioButton(tr("&Local checkout:"), this))
    , m_path(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Choose…"), this))
    , m_flake(new QRadioButton(tr("Fla&ke reference:"), this))
    , m_flakeRef(new QLineEdit(this))
    , m_message(new FieldMessage(this))
{
    setObjectName(QStringLiteral("nixpkgsPage"));
    setTitle(tr("Nixpkgs"));
    setSubTitle(tr("The nixpkgs the package is built against; the session pins it."));
    const QString fromEnvironment = qEnvironmentVariable("PACKWRIGHT_NIXPKGS");
    if (!fromEnvironment.isEmpty()) {
        const nix::NixpkgsSource source = QFileInfo(fromEnvironment).isDir()
            ? nix::NixpkgsSource::localPath(QFileInfo(fromEnvironment).absoluteFilePath())
            : nix::NixpkgsSource::flake(fromEnvironment);
        if (!m_known.contains(source))
            m_known << source;
    }
    m_combo->setObjectName(QStringLiteral("nixpkgsCombo"));
    for (const nix::NixpkgsSource &source : std::as_const(m_known))
        m_combo->addItem(describe(source));
    m_combo->addItem(tr("Other…"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(30);
    m_local->setObjectName(QStringLiteral("nixpkgsLocal"));
    m_flake->setObjectName(QStringLiteral("nixpkgsFlake"));
    m_path->setObjectName(QStringLiteral("nixpkgsPathEdit"));
    m_path->setPlaceholderText(tr("A nixpkgs checkout, e.g. ~/src/nixpkgs"));
    m_path->setAccessibleName(tr("Nixpkgs checkout"));
    m_browse->setObjectName(QStringLiteral("nixpkgsBrowse"));
    m_browse->setAccessibleName(tr("Choose the nixpkgs checkout"));
    m_flakeRef->setObjectName(QStringLiteral("nixpkgsFlakeEdit"));
    m_flakeRef->setPlaceholderText(QStringLiteral("github:NixOS/nixpkgs/<revision>"));
    m_flakeRef->setAccessibleName(tr("Nixpkgs flake reference"));
    m_message->setObjectName(QStringLiteral("nixpkgsMessage"));
    m_local->setChecked(true);

    auto *label = new QLabel(tr("Build &against:"), this);
    label->setBuddy(m_combo);
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_combo, 1);
    layout->addLayout(row);
    auto *grid = new QGridLayout;
    grid->addWidget(m_local, 0, 0);
    grid->addWidget(m_path, 0, 1);
    grid->addWidget(m_browse, 0, 2);
    grid->addWidget(m_flake, 1, 0);
    grid->addWidget(m_flakeRef, 1, 1, 1, 2);
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);
    layout->addWidget(m_message);
    layout->addWidget(noteLabel(tr("The list of known nixpkgs is kept in Settings."), this));
    layout->addStretch(1);

    connect(m_combo, &QComboBox::currentIndexChanged, this, &SessionNixpkgsPage::updateState);
    connect(m_local, &QRadioButton::toggled, this, &SessionNixpkgsPage::updateState);
    connect(m_path, &QLineEdit::textChanged, this, &SessionNixpkgsPage::updateState);
    connect(m_flakeRef, &QLineEdit::textChanged, this, &SessionNixpkgsPage::updateState);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Choose the nixpkgs checkout"), m_path->text().trimmed());
        if (!dir.isEmpty())
            m_path->setText(dir);
    });
    updateState();
}

bool SessionNixpkgsPage::other() const
{
    return m_combo->currentIndex() >= int(m_known.size());
}

void SessionNixpkgsPage::updateState()
{
    const bool other = this->other();
    m_local->setEnabled(other);
    m_flake->setEnabled(other);
    m_path->setEnabled(other && m_local->isChecked());
    m_browse->setEnabled(other && m_local->isChecked());
    m_flakeRef->setEnabled(other && m_flake->isChecked());
    m_message->setProblem(problem());
    Q_EMIT completeChanged();
}

QString SessionNixpkgsPage::problem() const
{
    if (!other())
        return {};
    if (m_local->isChecked()) {
        const QString path = m_path->text().trimmed();
        if (path.isEmpty())
            return m_known.isEmpty() ? tr("Packwright knows no nixpkgs yet: give a local "
                                          "checkout or a flake reference.")
                                     : QString();
        if (!QFileInfo(path).isDir())
            return tr("%1 is not a directory.").arg(path);
        if (!QFileInfo::exists(path + QStringLiteral("/default.nix")))
            return tr("%1 holds no default.nix: not a nixpkgs checkout.").arg(path);
        return {};
    }
    const QString reference = m_flakeRef->text().trimmed();
    if (reference.isEmpty())
        return m_known.isEmpty()
            ? tr("Packwright knows no nixpkgs yet: give a local checkout or a flake reference.")
            : QString();
    if (reference.contains(QLatin1Char(' ')))
        return tr("A flake reference has no spaces.");
    return {};
}

nix::NixpkgsSource SessionNixpkgsPage::source() const
{
    if (!other())
        return m_known.at(m_combo->currentIndex());
    if (!isComplete())
        return {};
    return m_local->isChecked()
        ? nix::NixpkgsSource::localPath(QFileInfo(m_path->text().trimmed()).absoluteFilePath())
        : nix::NixpkgsSource::flake(m_flakeRef->text().trimmed());
}

bool SessionNixpkgsPage::isComplete() const
{
    if (!other())
        return true;
    const QLineEdit *edit = m_local->isChecked() ? m_path : m_flakeRef;
    return !edit->text().trimmed().isEmpty() && problem().isEmpty();
}

bool SessionNixpkgsPage::validatePage()
{
    // QWizard::next() does not look at isComplete().
    return isComplete();
}

SessionModelPage::SessionModelPage(const QList<llm::ProviderProfile> &profiles,
    const std::optional<llm::ProviderProfile> &defaultProfile, QWidget *parent)
    : QWizardPage(parent)
    , m_profiles(profiles)
    , m_combo(new QComboBox(this))
{
    setObjectName(QStringLiteral("modelPage"));
    setTitle(tr("Model"));
    setSubTitle(tr("The provider profile whose model repairs the package."));
    m_combo->setObjectName(QStringLiteral("profileCombo"));
    for (const llm::ProviderProfile &profile : std::as_const(m_profiles))
        m_combo->addItem(tr("%1 (%2 at %3)")
                             .arg(profile.name, profile.model,
                                 profile.baseUrl.host().isEmpty() ? profile.baseUrl.toString()
                                                                  : profile.baseUrl.host()));
    m_combo->addItem(tr("No model — deterministic fixes only"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(30);
    int current = int(m_profiles.size()); // no model
    for (int i = 0; defaultProfile && i < int(m_profiles.size()); ++i) {
        if (m_profiles.at(i).name == defaultProfile->name)
            current = i;
    }
    m_combo->setCurrentIndex(current);

    auto *label = new QLabel(tr("&Model:"), this);
    label->setBuddy(m_combo);
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_combo, 1);
    layout->addLayout(row);
    layout->addWidget(noteLabel(m_profiles.isEmpty()
            ? tr("There is no provider profile yet: add one in Settings. Without a model, "
                 "only hashes and known missing inputs are fixed.")
            : tr("API keys come from the keychain or the environment; set them in Settings."),
        this));
    layout->addStretch(1);
}

std::optional<llm::ProviderProfile> SessionModelPage::profile() const
{
    const int index = m_combo->currentIndex();
    if (index < 0 || index >= int(m_profiles.size()))
        return std::nullopt;
    return m_profiles.at(index);
}

SessionLimitsPage::SessionLimitsPage(const loop::SessionDefaults &defaults, QWidget *parent)
    : QWizardPage(parent)
    , m_askApplyEdit(new QCheckBox(tr("Applying an &edit of package.nix"), this))
    , m_askStartBuild(new QCheckBox(tr("&Starting a build"), this))
    , m_askRunInVm(new QCheckBox(tr("&Running a script in the VM"), this))
    , m_askChangePin(new QCheckBox(tr("Moving the nixpkgs &pin"), this))
    , m_maxIterations(new QSpinBox(this))
    , m_maxWithoutProgress(new QSpinBox(this))
    , m_refinementRounds(new QSpinBox(this))
    , m_timeBudget(new QSpinBox(this))
    , m_tokenBudget(new QSpinBox(this))
    , m_costBudget(new QDoubleSpinBox(this))
{
    setObjectName(QStringLiteral("limitsPage"));
    setTitle(tr("Approvals and budgets"));
    setSubTitle(tr("When the agent waits for you, and how far it may go."));
    const struct
    {
        QCheckBox *box;
        loop::GatedAction action;
        const char *name;
    } gates[] = {
        {m_askApplyEdit, loop::GatedAction::ApplyEdit, "askApplyEdit"},
        {m_askStartBuild, loop::GatedAction::StartBuild, "askStartBuild"},
        {m_askRunInVm, loop::GatedAction::RunInVm, "askRunInVm"},
        {m_askChangePin, loop::GatedAction::ChangePin, "askChangePin"},
    };
    auto *approvals = new QGroupBox(tr("Ask me before"), this);
    auto *approvalsLayout = new QVBoxLayout(approvals);
    for (const auto &gate : gates) {
        gate.box->setObjectName(QLatin1String(gate.name));
        gate.box->setChecked(defaults.approvals.asks(gate.action));
        approvalsLayout->addWidget(gate.box);
    }
    approvalsLayout->addWidget(noteLabel(tr("Unticked actions go ahead on their own."), approvals));

    m_maxIterations->setObjectName(QStringLiteral("maxIterations"));
    m_maxIterations->setRange(1, 10000);
    m_maxIterations->setValue(defaults.maxIterations);
    m_maxWithoutProgress->setObjectName(QStringLiteral("maxWithoutProgress"));
    m_maxWithoutProgress->setRange(1, 10000);
    m_maxWithoutProgress->setValue(defaults.maxWithoutProgress);
    m_refinementRounds->setObjectName(QStringLiteral("refinementRounds"));
    m_refinementRounds->setRange(0, 100);
    m_refinementRounds->setSpecialValueText(tr("none"));
    m_refinementRounds->setValue(defaults.refinementRounds);

    const QString none = tr("none");
    m_timeBudget->setObjectName(QStringLiteral("timeBudget"));
    m_timeBudget->setRange(0, 100000);
    m_timeBudget->setSuffix(tr(" min"));
    m_timeBudget->setSpecialValueText(none);
    m_timeBudget->setValue(defaults.timeBudget ? int(defaults.timeBudget->count()) : 0);
    m_tokenBudget->setObjectName(QStringLiteral("tokenBudget"));
    m_tokenBudget->setRange(0, INT_MAX);
    m_tokenBudget->setSingleStep(100000);
    m_tokenBudget->setGroupSeparatorShown(true);
    m_tokenBudget->setSpecialValueText(none);
    m_tokenBudget->setValue(
        defaults.tokenBudget ? int(std::min<qint64>(*defaults.tokenBudget, INT_MAX)) : 0);
    m_costBudget->setObjectName(QStringLiteral("costBudget"));
    m_costBudget->setRange(0, 100000);
    m_costBudget->setDecimals(2);
    m_costBudget->setPrefix(QStringLiteral("$"));
    m_costBudget->setSpecialValueText(none);
    m_costBudget->setValue(defaults.costBudgetUsd.value_or(0));

    auto *limits = new QGroupBox(tr("Limits and budgets"), this);
    auto *form = new QFormLayout(limits);
    form->addRow(tr("&Iterations (builds) at most:"), m_maxIterations);
    form->addRow(tr("Attempts &without progress:"), m_maxWithoutProgress);
    form->addRow(tr("Refinement r&ounds:"), m_refinementRounds);
    form->addRow(tr("&Time budget:"), m_timeBudget);
    form->addRow(tr("Token bu&dget:"), m_tokenBudget);
    form->addRow(tr("&Cost budget:"), m_costBudget);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(approvals);
    layout->addWidget(limits);
    layout->addStretch(1);
}

void SessionLimitsPage::fill(loop::PackagingRequest &request) const
{
    request.approvals.askApplyEdit = m_askApplyEdit->isChecked();
    request.approvals.askStartBuild = m_askStartBuild->isChecked();
    request.approvals.askRunInVm = m_askRunInVm->isChecked();
    request.approvals.askChangePin = m_askChangePin->isChecked();
    request.limits.maxIterations = m_maxIterations->value();
    request.limits.maxWithoutProgress = m_maxWithoutProgress->value();
    request.limits.refinementRounds = m_refinementRounds->value();
    request.limits.timeBudget = m_timeBudget->value() > 0
        ? std::optional(std::chrono::seconds(qint64(m_timeBudget->value()) * 60))
        : std::nullopt;
    request.limits.tokenBudget
        = m_tokenBudget->value() > 0 ? std::optional<qint64>(m_tokenBudget->value()) : std::nullopt;
    request.limits.costBudgetUsd
        = m_costBudget->value() > 0 ? std::optional(m_costBudget->value()) : std::nullopt;
}

} // namespace packwright::ui
