// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SettingsDialog.h"

#include "NixpkgsSettingsPage.h"
#include "ProviderSettingsPage.h"
#include "SessionSettingsPages.h"
#include "ToolSettingsPage.h"

#include "llm/ProfileStore.h"
#include "loop/SessionDefaults.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStyle>
#include <QVBoxLayout>

namespace packwright::ui {

namespace {
/// A page in a scroll area, so that nothing is clipped at large scale factors.
QScrollArea *scrolled(QWidget *page, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidget(page);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}
} // namespace

SettingsDialog::SettingsDialog(QSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_pageList(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_providers(new ProviderSettingsPage)
    , m_tools(new ToolSettingsPage)
    , m_status(makeErrorLabel(QStringLiteral("settingsProblems"), this))
    , m_buttons(new QDialogButtonBox(
          QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Packwright Settings"));
    m_pageList->setObjectName(QStringLiteral("pageList"));
    m_stack->setObjectName(QStringLiteral("pages"));
    m_buttons->setObjectName(QStringLiteral("buttons"));
    m_providers->setObjectName(QStringLiteral("providersPage"));
    m_tools->setObjectName(QStringLiteral("toolsPage"));

    auto *approvals = new ApprovalsPage;
    approvals->setObjectName(QStringLiteral("approvalsPage"));
    auto *limits = new LimitsPage;
    limits->setObjectName(QStringLiteral("limitsPage"));
    auto *timeouts = new TimeoutsPage;
    timeouts->setObjectName(QStringLiteral("timeoutsPage"));
    auto *nixpkgs = new NixpkgsSettingsPage;
    nixpkgs->setObjectName(QStringLiteral("nixpkgsPage"));
    auto *vmPage = new VmPage;
    vmPage->setObjectName(QStringLiteral("vmPage"));
    m_sessionPages = {approvals, limits, timeouts, nixpkgs, vmPage, m_tools};

    // In Page order.
    const QList<QPair<QString, QWidget *>> pages{{tr("Providers"), m_providers},
        {tr("Approvals"), approvals}, {tr("Limits & budgets"), limits}, {tr("Timeouts"), timeouts},
        {tr("Nixpkgs"), nixpkgs}, {tr("VM"), vmPage}, {tr("Tools"), m_tools}};
    int widest = 0;
    for (const auto &[title, page] : pages) {
        m_pageList->addItem(title);
        m_stack->addWidget(scrolled(page, m_stack));
        widest = std::max(widest, m_pageList->fontMetrics().horizontalAdvance(title));
    }
    m_pageList->setFixedWidth(
        widest + 4 * m_pageList->fontMetrics().averageCharWidth() + m_pageList->frameWidth() * 2);
    m_pageList->setAccessibleName(tr("Settings pages"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_pageList);
    top->addWidget(m_stack, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connect(m_pageList, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
        &SettingsDialog::apply);
    connect(m_providers, &ProviderSettingsPage::changed, this, &SettingsDialog::validate);
    for (SettingsPage *page : std::as_const(m_sessionPages))
        connect(page, &SettingsPage::changed, this, &SettingsDialog::validate);

    load();
    m_pageList->setCurrentRow(0);
    m_pageList->setFocus();

    // Every page without scrolling where the screen allows; the pages scroll otherwise.
    QSize wanted = preferredSize();
    if (const QScreen *s = screen())
        wanted = wanted.boundedTo(s->availableSize() * 0.9);
    resize(wanted);
}

QSize SettingsDialog::preferredSize() const
{
    QSize pages;
    for (int i = 0; i < m_stack->count(); ++i)
        if (const auto *area = qobject_cast<const QScrollArea *>(m_stack->widget(i)))
            pages = pages.expandedTo(area->widget()->sizeHint());
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const QSize chrome = sizeHint() - m_stack->sizeHint();
    return (chrome + pages + QSize(scrollBar, 0))
        .expandedTo(QSize(fontMetrics().averageCharWidth() * 90, fontMetrics().height() * 30));
}

SettingsDialog::~SettingsDialog() = default;

void SettingsDialog::setKeyStore(const llm::KeyStore &keys)
{
    m_providers->setKeyStore(keys);
    load(); // the key status comes from that keychain
}

void SettingsDialog::showPage(Page page)
{
    m_pageList->setCurrentRow(int(page));
}

void SettingsDialog::load()
{
    const llm::ProfileStore store(m_settings);
    m_providers->load(store);
    const loop::SessionDefaults defaults = loop::SessionDefaults::load(m_settings);
    for (SettingsPage *page : std::as_const(m_sessionPages))
        page->load(defaults);
    validate();
}

QStringList SettingsDialog::problems() const
{
    QStringList out = m_providers->problems();
    for (const SettingsPage *page : m_sessionPages)
        out << page->problems();
    return out;
}

void SettingsDialog::validate()
{
    const QStringList all = problems();
    showError(m_status,
        all.isEmpty() ? QString()
                      : tr("Fix this before saving: %1").arg(all.join(QLatin1Char('\n'))));
    for (auto button : {QDialogButtonBox::Ok, QDialogButtonBox::Apply})
        m_buttons->button(button)->setEnabled(all.isEmpty() && !m_applying);
}

void SettingsDialog::apply()
{
    startApply(false);
}

void SettingsDialog::accept()
{
    startApply(true);
}

void SettingsDialog::startApply(bool thenClose)
{
    if (m_applying || !problems().isEmpty()) {
        validate();
        return;
    }
    m_applying = true;
    m_stack->setEnabled(false);
    validate();

    loop::SessionDefaults defaults = loop::SessionDefaults::load(m_settings);
    for (const SettingsPage *page : std::as_const(m_sessionPages))
        page->store(defaults);
    defaults.save(m_settings);
    llm::ProfileStore store(m_settings);
    const QPointer<SettingsDialog> self(this);
    m_providers->save(store, [self, thenClose](const QString &error) {
        if (!self)
            return;
        self->m_settings.sync();
        self->m_applying = false;
        self->m_stack->setEnabled(true);
        self->validate();
        if (!error.isEmpty()) {
            showError(self->m_status, error);
            Q_EMIT self->applyFailed(error);
            return;
        }
        Q_EMIT self->settingsApplied();
        if (thenClose)
            self->QDialog::accept();
    });
}

} // namespace packwright::ui
