// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "loop/PackageFile.h"

#include <QWizardPage>

#include <array>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace packwright::loop {
struct PackagingRequest;
}

namespace packwright::ui {

class FieldMessage;

/// The New session wizard's first page: where the project comes from — a URL, a local git
/// repository (at a revision), a source tarball, or an existing package.nix to maintain
/// (update to a version, or just repair) — and optional pname / version overrides.
/// Cheap checks (a URL's scheme, paths that exist) run as the user types and keep Next
/// disabled; the git repository (libgit2, with the revision) and the package.nix
/// (loop::readPackageFile) are checked when Next is pressed.
class SessionSourcePage : public QWizardPage
{
    Q_OBJECT

public:
    enum class Kind
    {
        Url,
        GitRepository,
        Tarball,
        PackageFile
    };

    explicit SessionSourcePage(QWidget *parent = nullptr);

    Kind kind() const;
    /// Chooses maintenance of the package.nix at `path`: a version update (to the newest
    /// release tag) or just a repair.
    void setPackageFile(const QString &path, bool updateVersion);
    /// Chooses a local source: the git repository at `path` when it is a directory, else the
    /// tarball at `path`.
    void setLocalSource(const QString &path);

    /// Writes the source, pname/version, and for maintenance the package.nix with the files
    /// beside it and the version update, into `request` (valid once validatePage() passed).
    void fill(loop::PackagingRequest &request) const;
    /// A short name for the session directory: the pname override, the package's directory,
    /// or the name the source suggests (loop::pnameFromSource); "session" when none.
    QString suggestedName() const;

    bool isComplete() const override;
    bool validatePage() override;

private:
    /// What is wrong with the input as typed (cheap checks only); empty when nothing.
    QString problem() const;
    void updateState();
    void browse(QLineEdit *edit, bool directory, const QString &filter);

    QButtonGroup *m_kinds;
    QRadioButton *m_url;
    QRadioButton *m_git;
    QRadioButton *m_tarball;
    QRadioButton *m_packageFile;
    QLineEdit *m_urlEdit;
    QLineEdit *m_gitPath;
    QPushButton *m_gitBrowse;
    QLabel *m_revisionLabel;
    QLineEdit *m_revision;
    QLineEdit *m_tarballPath;
    QPushButton *m_tarballBrowse;
    QLineEdit *m_packagePath;
    QPushButton *m_packageBrowse;
    QRadioButton *m_updateVersion;
    QLabel *m_targetLabel;
    QLineEdit *m_targetVersion;
    QCheckBox *m_preRelease;
    QRadioButton *m_repairOnly;
    QLabel *m_pnameLabel;
    QLineEdit *m_pname;
    QLabel *m_versionLabel;
    QLineEdit *m_version;
    std::array<FieldMessage *, 4> m_messages{}; ///< one below each kind's fields, by Kind
    /// The package.nix read by validatePage(), for fill().
    std::optional<loop::PackageFile> m_package;
};

} // namespace packwright::ui
