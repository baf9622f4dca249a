// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "NewSessionWizard.h"

#include "SessionDirectoryPage.h"
#include "SessionSetupPages.h"
#include "SessionSourcePage.h"
#include "llm/ProfileStore.h"

#include <QSettings>

namespace packwright::ui {

namespace {
SessionModelPage *modelPage(QSettings &settings, QWidget *parent)
{
    const llm::ProfileStore store(settings);
    return new SessionModelPage(store.profiles(), store.defaultProfile(), parent);
}
} // namespace

NewSessionWizard::NewSessionWizard(QSettings &settings, QWidget *parent)
    : QWizard(parent)
    , m_defaults(loop::SessionDefaults::load(settings))
    , m_source(new SessionSourcePage(this))
    , m_nixpkgs(new SessionNixpkgsPage(m_defaults.nixpkgsSources, this))
    , m_model(modelPage(settings, this))
    , m_limits(new SessionLimitsPage(m_defaults, this))
    , m_directory(new SessionDirectoryPage(
          [this] { return m_source->suggestedName(); }, [this] { return draft(); }, this))
{
    setObjectName(QStringLiteral("newSessionWizard"));
    setWindowTitle(tr("New session"));
    setOption(QWizard::NoBackButtonOnStartPage);
    setPage(SourcePage, m_source);
    setPage(NixpkgsPage, m_nixpkgs);
    setPage(ModelPage, m_model);
    setPage(LimitsPage, m_limits);
    setPage(DirectoryPage, m_directory);
    setStartId(SourcePage);
}

NewSessionWizard::~NewSessionWizard() = default;

void NewSessionWizard::setFromPackageFile(const QString &path, Maintenance mode)
{
    m_source->setPackageFile(path, mode == Maintenance::UpdateVersion);
}

void NewSessionWizard::setFromLocalSource(const QString &path)
{
    m_source->setLocalSource(path);
}

loop::PackagingRequest NewSessionWizard::draft() const
{
    loop::PackagingRequest request;
    m_defaults.applyTo(request);
    m_source->fill(request);
    request.nixpkgs = m_nixpkgs->source();
    request.profile = m_model->profile();
    m_limits->fill(request);
    return request;
}

loop::PackagingRequest NewSessionWizard::request() const
{
    loop::PackagingRequest request = draft();
    request.sessionDirectory = m_directory->directory();
    return request;
}

} // namespace packwright::ui
