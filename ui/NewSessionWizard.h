// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "loop/PackagingLoop.h"
#include "loop/SessionDefaults.h"

#include <QWizard>

class QSettings;

namespace packwright::ui {

class SessionSourcePage;
class SessionNixpkgsPage;
class SessionModelPage;
class SessionLimitsPage;
class SessionDirectoryPage;

/// The New session wizard (issue 7): the source (a URL, a local git repository at a revision,
/// a source tarball, or an existing package.nix to update or repair), the nixpkgs, the
/// provider profile, the approval policy and budgets, and the session directory, with a
/// summary in plain words. Pre-filled from loop::SessionDefaults and llm::ProfileStore in
/// `settings`; what the user chooses here overrides those defaults for this session only
/// (nothing is written back to the settings).
///
/// The result is a loop::PackagingRequest for a LoopRunner. The API key is not the wizard's:
/// the caller fetches it from KeyStore for request().profile before starting the session.
class NewSessionWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId
    {
        SourcePage,
        NixpkgsPage,
        ModelPage,
        LimitsPage,
        DirectoryPage
    };
    /// What maintenance of a given package.nix does.
    enum class Maintenance
    {
        Repair,       ///< build it as it is and repair it
        UpdateVersion ///< update it to the newest release tag, then repair it
    };

    /// Reads the session defaults and provider profiles from `settings` (only while
    /// constructing: the reference is not kept).
    explicit NewSessionWizard(QSettings &settings, QWidget *parent = nullptr);
    ~NewSessionWizard() override;

    /// Starts in maintenance mode with the package.nix at `path` (e.g. a previous session's
    /// final package.nix, to continue it). The file is read when the user goes on from the
    /// Source page, with the files beside it.
    void setFromPackageFile(const QString &path, Maintenance mode = Maintenance::Repair);
    /// Starts with the local source at `path`: a git repository (a directory) or a tarball.
    void setFromLocalSource(const QString &path);

    /// The session the user asked for: SessionDefaults applied, then the wizard's choices
    /// (source, nixpkgs, profile, approvals, limits and budgets, session directory). Complete
    /// once the wizard was accepted; apiKey is always empty.
    loop::PackagingRequest request() const;

private:
    /// request() without the session directory (for the summary page).
    loop::PackagingRequest draft() const;

    loop::SessionDefaults m_defaults;
    SessionSourcePage *m_source;
    SessionNixpkgsPage *m_nixpkgs;
    SessionModelPage *m_model;
    SessionLimitsPage *m_limits;
    SessionDirectoryPage *m_directory;
};

} // namespace packwright::ui
