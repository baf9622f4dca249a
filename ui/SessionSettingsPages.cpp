// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SessionSettingsPages.h"

#include "loop/SessionDefaults.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace packwright::ui {

namespace {

QSpinBox *spinBox(const QString &objectName, int minimum, int maximum, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(objectName);
    box->setRange(minimum, maximum);
    box->setAccelerated(true);
    return box;
}

/// A budget spin box: 0 is "None".
template<typename Box>
Box *budgetBox(const QString &objectName, QWidget *parent)
{
    auto *box = new Box(parent);
    box->setObjectName(objectName);
    box->setMinimum(0);
    box->setSpecialValueText(SettingsPage::tr("None"));
    box->setAccelerated(true);
    return box;
}

} // namespace

ApprovalsPage::ApprovalsPage(QWidget *parent)
    : SettingsPage(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(makeNote(tr("What a new session asks you before it acts. \"Ask me\" stops "
                                  "at the approval gate until you approve, edit, reject or roll "
                                  "back."),
        this));
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    const struct
    {
        loop::GatedAction action;
        const char *name;
        QString label;
    } rows[] = {
        {loop::GatedAction::ApplyEdit, "askApplyEdit", tr("Apply an &edit of package.nix:")},
        {loop::GatedAction::StartBuild, "askStartBuild", tr("Start a &build:")},
        {loop::GatedAction::RunInVm, "askRunInVm", tr("Run a script in the &VM:")},
        {loop::GatedAction::ChangePin, "askChangePin", tr("Change the nixpkgs &pin:")},
    };
    for (const auto &row : rows) {
        auto *combo = new QComboBox(this);
        combo->setObjectName(QLatin1String(row.name));
        combo->addItems({tr("Ask me"), tr("Automatic")});
        connect(combo, &QComboBox::currentIndexChanged, this, &SettingsPage::changed);
        form->addRow(row.label, combo);
        m_asks.insert(int(row.action), combo);
    }
    layout->addLayout(form);
    layout->addStretch();
}

void ApprovalsPage::load(const loop::SessionDefaults &defaults)
{
    for (auto it = m_asks.cbegin(); it != m_asks.cend(); ++it)
        it.value()->setCurrentIndex(defaults.approvals.asks(loop::GatedAction(it.key())) ? 0 : 1);
}

void ApprovalsPage::store(loop::SessionDefaults &defaults) const
{
    for (auto it = m_asks.cbegin(); it != m_asks.cend(); ++it)
        defaults.approvals.set(loop::GatedAction(it.key()), it.value()->currentIndex() == 0);
}

LimitsPage::LimitsPage(QWidget *parent)
    : SettingsPage(parent)
    , m_maxIterations(spinBox(QStringLiteral("maxIterations"), 1, 1000, this))
    , m_maxWithoutProgress(spinBox(QStringLiteral("maxWithoutProgress"), 1, 1000, this))
    , m_refinementRounds(spinBox(QStringLiteral("refinementRounds"), 0, 100, this))
    , m_verifySignals(spinBox(QStringLiteral("verifySignals"), 0, 20, this))
    , m_timeBudget(budgetBox<QSpinBox>(QStringLiteral("timeBudget"), this))
    , m_tokenBudget(budgetBox<QSpinBox>(QStringLiteral("tokenBudget"), this))
    , m_costBudget(budgetBox<QDoubleSpinBox>(QStringLiteral("costBudget"), this))
{
    m_verifySignals->setSpecialValueText(tr("off"));
    m_verifySignals->setToolTip(
        tr("After a failed build, the model checks this many of the top failure signals and "
           "says which is the root cause, a consequence or noise; the fix step sees root causes "
           "first. It costs one short model call per failed build."));
    m_timeBudget->setRange(0, 7 * 24 * 60);
    m_timeBudget->setSuffix(tr(" min"));
    m_tokenBudget->setRange(0, std::numeric_limits<int>::max());
    m_tokenBudget->setSingleStep(10000);
    m_tokenBudget->setGroupSeparatorShown(true);
    m_tokenBudget->setSuffix(tr(" tokens"));
    m_costBudget->setRange(0, 100000);
    m_costBudget->setDecimals(2);
    m_costBudget->setSingleStep(0.5);
    m_costBudget->setPrefix(tr("US$ "));

    auto *limits = new QGroupBox(tr("Limits"), this);
    auto *limitsForm = new QFormLayout(limits);
    limitsForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    limitsForm->addRow(tr("Maximum &iterations:"), m_maxIterations);
    limitsForm->addRow(tr("Attempts &without progress before stopping:"), m_maxWithoutProgress);
    limitsForm->addRow(tr("&Refinement rounds after a successful build:"), m_refinementRounds);
    limitsForm->addRow(tr("Failure signals the model &checks:"), m_verifySignals);

    auto *budgets = new QGroupBox(tr("Budgets per session"), this);
    auto *budgetsForm = new QFormLayout(budgets);
    budgetsForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    budgetsForm->addRow(makeNote(tr("A session stops before it would pass a budget. Set a budget "
                                    "to 0 for none."),
        budgets));
    budgetsForm->addRow(tr("&Time:"), m_timeBudget);
    budgetsForm->addRow(tr("T&okens (input and output):"), m_tokenBudget);
    budgetsForm->addRow(tr("&Cost:"), m_costBudget);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(limits);
    layout->addWidget(budgets);
    layout->addStretch();

    for (QSpinBox *box : {m_maxIterations, m_maxWithoutProgress, m_refinementRounds,
             m_verifySignals, m_timeBudget, m_tokenBudget})
        connect(box, &QSpinBox::valueChanged, this, &SettingsPage::changed);
    connect(m_costBudget, &QDoubleSpinBox::valueChanged, this, &SettingsPage::changed);
}

void LimitsPage::load(const loop::SessionDefaults &defaults)
{
    m_maxIterations->setValue(defaults.maxIterations);
    m_maxWithoutProgress->setValue(defaults.maxWithoutProgress);
    m_refinementRounds->setValue(defaults.refinementRounds);
    m_verifySignals->setValue(defaults.verifySignals);
    m_timeBudget->setValue(defaults.timeBudget ? int(defaults.timeBudget->count()) : 0);
    m_tokenBudget->setValue(defaults.tokenBudget
            ? int(std::min<qint64>(*defaults.tokenBudget, std::numeric_limits<int>::max()))
            : 0);
    m_costBudget->setValue(defaults.costBudgetUsd.value_or(0));
}

void LimitsPage::store(loop::SessionDefaults &defaults) const
{
    defaults.maxIterations = m_maxIterations->value();
    defaults.maxWithoutProgress = m_maxWithoutProgress->value();
    defaults.refinementRounds = m_refinementRounds->value();
    defaults.verifySignals = m_verifySignals->value();
    defaults.timeBudget = m_timeBudget->value() > 0
        ? std::optional(std::chrono::minutes(m_timeBudget->value()))
        : std::nullopt;
    defaults.tokenBudget
        = m_tokenBudget->value() > 0 ? std::optional<qint64>(m_tokenBudget->value()) : std::nullopt;
    defaults.costBudgetUsd
        = m_costBudget->value() > 0 ? std::optional(m_costBudget->value()) : std::nullopt;
}

TimeoutsPage::TimeoutsPage(QWidget *parent)
    : SettingsPage(parent)
    , m_buildTimeout(spinBox(QStringLiteral("buildTimeout"), 10, 24 * 3600, this))
{
    m_buildTimeout->setSuffix(tr(" s"));
    m_buildTimeout->setSingleStep(30);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(tr("&Build timeout (evaluation and build):"), m_buildTimeout);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(makeNote(tr("A build that takes longer is stopped and reported as timed "
                                  "out. The model's timeout (the longest silence of the server) "
                                  "is set per provider profile on the Providers page."),
        this));
    layout->addStretch();
    connect(m_buildTimeout, &QSpinBox::valueChanged, this, &SettingsPage::changed);
}

void TimeoutsPage::load(const loop::SessionDefaults &defaults)
{
    m_buildTimeout->setValue(int(defaults.buildTimeout.count()));
}

void TimeoutsPage::store(loop::SessionDefaults &defaults) const
{
    defaults.buildTimeout = std::chrono::seconds(m_buildTimeout->value());
}

VmPage::VmPage(QWidget *parent)
    : SettingsPage(parent)
    , m_backend(new QComboBox(this))
    , m_description(makeNote({}, this))
{
    m_backend->setObjectName(QStringLiteral("vmBackend"));
    m_description->setObjectName(QStringLiteral("vmDescription"));
    // In vm::VmChoice order.
    m_backend->addItems(
        {tr("Automatic"), tr("NixOS VM"), tr("QEMU micro-VM"), tr("bubblewrap sandbox")});
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(tr("&Run scripts of the refinement in:"), m_backend);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_description);
    layout->addStretch();
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] {
        describe();
        Q_EMIT changed();
    });
    describe();
}

void VmPage::describe()
{
    switch (vm::VmChoice(m_backend->currentIndex())) {
    case vm::VmChoice::Auto:
        m_description->setText(tr("The NixOS VM when the pinned nixpkgs can build one, else the "
                                  "QEMU micro-VM, else the bubblewrap sandbox."));
        break;
    case vm::VmChoice::NixosVm:
        m_description->setText(tr("A NixOS virtual machine built from the pinned nixpkgs: the "
                                  "closest to a real NixOS system, the slowest to start."));
        break;
    case vm::VmChoice::MicroVm:
        m_description->setText(tr("QEMU boots the host's kernel with busybox and the package's "
                                  "closure: a few seconds to start, its own kernel."));
        break;
    case vm::VmChoice::Bubblewrap:
        m_description->setText(tr("A bubblewrap sandbox: fast, but weaker isolation, since "
                                  "scripts share the host's kernel."));
        break;
    }
}

void VmPage::load(const loop::SessionDefaults &defaults)
{
    m_backend->setCurrentIndex(int(defaults.vm));
}

void VmPage::store(loop::SessionDefaults &defaults) const
{
    defaults.vm = vm::VmChoice(m_backend->currentIndex());
}

} // namespace packwright::ui
