// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SessionSourcePage.h"

#include "FieldMessage.h"
#include "loop/PackagingLoop.h"
#include "loop/SourceIntake.h"
#include "nix/SourceFetcher.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStyle>
#include <QUrl>
#include <QVBoxLayout>

namespace packwright::ui {

namespace {
/// URL schemes nix-prefetch-url and fetchurl read.
bool fetchableScheme(const QString &scheme)
{
    return scheme == u"http" || scheme == u"https" || scheme == u"ftp" || scheme == u"file";
}

/// A layout indented under a radio button, as far as the button's text starts.
QGridLayout *indentedGrid(const QWidget *radio)
{
    auto *grid = new QGridLayout;
    const QStyle *style = radio->style();
    grid->setContentsMargins(style->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth)
            + style->pixelMetric(QStyle::PM_RadioButtonLabelSpacing),
        0, 0, 0);
    return grid;
}

QLineEdit *lineEdit(const QString &objectName, const QString &placeholder, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    return edit;
}

QString sanitizedName(QString name)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._+-]+"));
    name.replace(unsafe, QStringLiteral("-"));
    while (name.startsWith(QLatin1Char('.')) || name.startsWith(QLatin1Char('-')))
        name.remove(0, 1);
    return name.left(60);
}
} // namespace

SessionSourcePage::SessionSourcePage(QWidget *parent)
    : QWizardPage(parent)
    , m_kinds(new QButtonGroup(this))
    , m_url(new QRadioButton(tr("Project &URL"), this))
    , m_git(new QRadioButton(tr("Local &git repository"), this))
    , m_tarball(new QRadioButton(tr("Source &tarball"), this))
    , m_packageFile(new QRadioButton(tr("An existing package.nix (&maintenance)"), this))
    , m_urlEdit(lineEdit(
          QStringLiteral("urlEdit"), tr("https://example.org/releases/project-1.0.tar.gz"), this))
    , m_gitPath(lineEdit(QStringLiteral("gitPathEdit"), tr("The repository's directory"), this))
    , m_gitBrowse(new QPushButton(tr("Choose…"), this))
    , m_revisionLabel(new QLabel(tr("&Revision:"), this))
    , m_revision(lineEdit(
          QStringLiteral("gitRevisionEdit"), tr("A tag, branch or commit; empty: HEAD"), this))
    , m_tarballPath(
          lineEdit(QStringLiteral("tarballPathEdit"), tr("A .tar.gz, .tar.xz, .zip …"), this))
    , m_tarballBrowse(new QPushButton(tr("Choose…"), this))
    , m_packagePath(
          lineEdit(QStringLiteral("packageFileEdit"), tr("The package.nix to maintain"), this))
    , m_packageBrowse(new QPushButton(tr("Choose…"), this))
    , m_updateVersion(new QRadioButton(tr("Update to a ne&w version"), this))
    , m_targetLabel(new QLabel(tr("Targ&et version:"), this))
    , m_targetVersion(
          lineEdit(QStringLiteral("targetVersionEdit"), tr("Empty: the newest release tag"), this))
    , m_preRelease(new QCheckBox(tr("Allow &pre-releases (rc, alpha, beta)"), this))
    , m_repairOnly(new QRadioButton(tr("Just rep&air it, no version update"), this))
    , m_pnameLabel(new QLabel(tr("Pac&kage name:"), this))
    , m_pname(lineEdit(QStringLiteral("pnameEdit"), tr("Empty: from the source"), this))
    , m_versionLabel(new QLabel(tr("Package &version:"), this))
    , m_version(lineEdit(QStringLiteral("versionEdit"), tr("Empty: from the source"), this))
{
    setObjectName(QStringLiteral("sourcePage"));
    setTitle(tr("Source"));
    setSubTitle(tr("What to package: a project to package anew, or a package.nix to update "
                   "or repair."));
    m_url->setObjectName(QStringLiteral("sourceUrl"));
    m_git->setObjectName(QStringLiteral("sourceGit"));
    m_tarball->setObjectName(QStringLiteral("sourceTarball"));
    m_packageFile->setObjectName(QStringLiteral("sourcePackageFile"));
    m_updateVersion->setObjectName(QStringLiteral("updateVersion"));
    m_repairOnly->setObjectName(QStringLiteral("repairOnly"));
    m_preRelease->setObjectName(QStringLiteral("allowPreRelease"));
    m_gitBrowse->setObjectName(QStringLiteral("gitBrowse"));
    m_tarballBrowse->setObjectName(QStringLiteral("tarballBrowse"));
    m_packageBrowse->setObjectName(QStringLiteral("packageFileBrowse"));
    m_urlEdit->setAccessibleName(tr("Project URL"));
    m_gitPath->setAccessibleName(tr("Git repository directory"));
    m_tarballPath->setAccessibleName(tr("Source tarball"));
    m_packagePath->setAccessibleName(tr("package.nix to maintain"));
    m_gitBrowse->setAccessibleName(tr("Choose the git repository"));
    m_tarballBrowse->setAccessibleName(tr("Choose the source tarball"));
    m_packageBrowse->setAccessibleName(tr("Choose the package.nix"));
    m_revisionLabel->setBuddy(m_revision);
    m_targetLabel->setBuddy(m_targetVersion);
    m_pnameLabel->setBuddy(m_pname);
    m_versionLabel->setBuddy(m_version);
    m_url->setToolTip(tr("A release archive Nix fetches with fetchurl (http, https, ftp)."));

    int id = 0;
    for (QRadioButton *radio : {m_url, m_git, m_tarball, m_packageFile})
        m_kinds->addButton(radio, id++);
    m_url->setChecked(true);
    auto *maintenance = new QButtonGroup(this);
    maintenance->addButton(m_updateVersion);
    maintenance->addButton(m_repairOnly);
    m_updateVersion->setChecked(true);
    for (auto &message : m_messages) {
        message = new FieldMessage(this);
        message->setObjectName(QStringLiteral("sourceMessage"));
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_url);
    auto *grid = indentedGrid(m_url);
    layout->addLayout(grid);
    grid->addWidget(m_urlEdit, 0, 0, 1, 2);
    grid->addWidget(m_messages[int(Kind::Url)], 1, 0, 1, 2);

    layout->addWidget(m_git);
    grid = indentedGrid(m_git);
    layout->addLayout(grid);
    grid->addWidget(m_gitPath, 0, 0);
    grid->addWidget(m_gitBrowse, 0, 1);
    auto *revision = new QHBoxLayout;
    revision->addWidget(m_revisionLabel);
    revision->addWidget(m_revision, 1);
    grid->addLayout(revision, 1, 0);
    grid->addWidget(m_messages[int(Kind::GitRepository)], 2, 0, 1, 2);

    layout->addWidget(m_tarball);
    grid = indentedGrid(m_tarball);
    layout->addLayout(grid);
    grid->addWidget(m_tarballPath, 0, 0);
    grid->addWidget(m_tarballBrowse, 0, 1);
    grid->addWidget(m_messages[int(Kind::Tarball)], 1, 0, 1, 2);

    layout->addWidget(m_packageFile);
    grid = indentedGrid(m_packageFile);
    layout->addLayout(grid);
    grid->addWidget(m_packagePath, 0, 0);
    grid->addWidget(m_packageBrowse, 0, 1);
    grid->addWidget(m_messages[int(Kind::PackageFile)], 1, 0, 1, 2);
    grid->addWidget(m_updateVersion, 2, 0, 1, 2);
    auto *update = indentedGrid(m_updateVersion);
    grid->addLayout(update, 3, 0, 1, 2);
    auto *target = new QHBoxLayout;
    target->addWidget(m_targetLabel);
    target->addWidget(m_targetVersion, 1);
    update->addLayout(target, 0, 0);
    update->addWidget(m_preRelease, 1, 0);
    grid->addWidget(m_repairOnly, 4, 0, 1, 2);

    auto *overrides = new QFormLayout;
    overrides->setContentsMargins(0, style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing), 0, 0);
    overrides->addRow(m_pnameLabel, m_pname);
    overrides->addRow(m_versionLabel, m_version);
    layout->addLayout(overrides);
    layout->addStretch(1);

    // Each choice, then its fields: the order the page reads in.
    const QList<QWidget *> order = {m_url, m_urlEdit, m_git, m_gitPath, m_gitBrowse, m_revision,
        m_tarball, m_tarballPath, m_tarballBrowse, m_packageFile, m_packagePath, m_packageBrowse,
        m_updateVersion, m_targetVersion, m_preRelease, m_repairOnly, m_pname, m_version};
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order.at(i - 1), order.at(i));

    connect(m_kinds, &QButtonGroup::idToggled, this, &SessionSourcePage::updateState);
    connect(maintenance, &QButtonGroup::idToggled, this, &SessionSourcePage::updateState);
    for (QLineEdit *edit : {m_urlEdit, m_gitPath, m_revision, m_tarballPath, m_packagePath})
        connect(edit, &QLineEdit::textChanged, this, &SessionSourcePage::updateState);
    connect(m_gitBrowse, &QPushButton::clicked, this, [this] { browse(m_gitPath, true, {}); });
    connect(m_tarballBrowse, &QPushButton::clicked, this, [this] {
        browse(m_tarballPath, false,
            tr("Source archives (*.tar.gz *.tgz *.tar.xz *.txz *.tar.bz2 *.tbz2 *.tar.zst *.tar "
               "*.zip);;All files (*)"));
    });
    connect(m_packageBrowse, &QPushButton::clicked, this,
        [this] { browse(m_packagePath, false, tr("Nix files (*.nix);;All files (*)")); });
    updateState();
}

SessionSourcePage::Kind SessionSourcePage::kind() const
{
    return Kind(m_kinds->checkedId());
}

void SessionSourcePage::setPackageFile(const QString &path, bool updateVersion)
{
    m_packageFile->setChecked(true);
    m_packagePath->setText(path);
    (updateVersion ? m_updateVersion : m_repairOnly)->setChecked(true);
    updateState();
}

void SessionSourcePage::setLocalSource(const QString &path)
{
    if (QFileInfo(path).isDir()) {
        m_git->setChecked(true);
        m_gitPath->setText(path);
    } else {
        m_tarball->setChecked(true);
        m_tarballPath->setText(path);
    }
    updateState();
}

void SessionSourcePage::updateState()
{
    const Kind k = kind();
    m_urlEdit->setEnabled(k == Kind::Url);
    for (QWidget *w :
        std::initializer_list<QWidget *>{m_gitPath, m_gitBrowse, m_revisionLabel, m_revision})
        w->setEnabled(k == Kind::GitRepository);
    m_tarballPath->setEnabled(k == Kind::Tarball);
    m_tarballBrowse->setEnabled(k == Kind::Tarball);
    const bool maintenance = k == Kind::PackageFile;
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_packagePath, m_packageBrowse, m_updateVersion, m_repairOnly})
        w->setEnabled(maintenance);
    const bool update = maintenance && m_updateVersion->isChecked();
    m_targetLabel->setEnabled(update);
    m_targetVersion->setEnabled(update);
    m_preRelease->setEnabled(update);
    // An existing package names itself.
    for (QWidget *w :
        std::initializer_list<QWidget *>{m_pnameLabel, m_pname, m_versionLabel, m_version})
        w->setEnabled(!maintenance);

    const QString message = problem();
    for (std::size_t i = 0; i < m_messages.size(); ++i)
        m_messages[i]->setProblem(int(i) == int(k) ? message : QString());
    Q_EMIT completeChanged();
}

QString SessionSourcePage::problem() const
{
    switch (kind()) {
    case Kind::Url: {
        const QString text = m_urlEdit->text().trimmed();
        if (text.isEmpty())
            return {};
        const QUrl url(text, QUrl::StrictMode);
        if (!url.isValid() || url.scheme().isEmpty())
            return tr("Give the whole URL, with its scheme (https://…).");
        if (url.scheme() == u"git" || url.scheme() == u"ssh" || url.path().endsWith(u".git"))
            return tr("A git URL cannot be fetched as a file: clone the repository and choose it "
                      "as a local git repository.");
        if (!fetchableScheme(url.scheme()))
            return tr("Packwright fetches http, https, ftp and file URLs, not %1.")
                .arg(url.scheme());
        if (url.scheme() != u"file" && url.host().isEmpty())
            return tr("The URL names no host.");
        return {};
    }
    case Kind::GitRepository: {
        const QString path = m_gitPath->text().trimmed();
        if (path.isEmpty())
            return {};
        if (!QFileInfo(path).isDir())
            return tr("%1 is not a directory.").arg(path);
        return {};
    }
    case Kind::Tarball: {
        const QString path = m_tarballPath->text().trimmed();
        if (path.isEmpty())
            return {};
        if (!QFileInfo(path).isFile())
            return tr("%1: no such file.").arg(path);
        if (!QFileInfo(path).isReadable())
            return tr("%1 cannot be read.").arg(path);
        return {};
    }
    case Kind::PackageFile: {
        const QString path = m_packagePath->text().trimmed();
        if (path.isEmpty())
            return {};
        if (QFileInfo(path).isDir())
            return tr("%1 is a directory; choose its package.nix.").arg(path);
        if (!QFileInfo(path).isFile())
            return tr("%1: no such file.").arg(path);
        return {};
    }
    }
    return {};
}

bool SessionSourcePage::isComplete() const
{
    const QLineEdit *edit = nullptr;
    switch (kind()) {
    case Kind::Url: edit = m_urlEdit; break;
    case Kind::GitRepository: edit = m_gitPath; break;
    case Kind::Tarball: edit = m_tarballPath; break;
    case Kind::PackageFile: edit = m_packagePath; break;
    }
    return !edit->text().trimmed().isEmpty() && problem().isEmpty();
}

bool SessionSourcePage::validatePage()
{
    if (!isComplete())
        return false;
    FieldMessage *message = m_messages[std::size_t(kind())];
    m_package.reset();
    if (kind() == Kind::GitRepository) {
        const auto snapshot
            = nix::inspectGitRepository(m_gitPath->text().trimmed(), m_revision->text().trimmed());
        if (!snapshot) {
            message->setProblem(snapshot.error().message);
            return false;
        }
    } else if (kind() == Kind::PackageFile) {
        auto file = loop::readPackageFile(m_packagePath->text().trimmed());
        if (!file) {
            message->setProblem(file.error().message);
            return false;
        }
        m_package = std::move(file).value();
    }
    return true;
}

void SessionSourcePage::fill(loop::PackagingRequest &request) const
{
    switch (kind()) {
    case Kind::Url:
        request.source = {nix::SourceSpec::Kind::Url, m_urlEdit->text().trimmed(), {}};
        break;
    case Kind::GitRepository:
        request.source = {nix::SourceSpec::Kind::GitRepository,
            QFileInfo(m_gitPath->text().trimmed()).absoluteFilePath(),
            m_revision->text().trimmed()};
        break;
    case Kind::Tarball:
        request.source = {nix::SourceSpec::Kind::Tarball,
            QFileInfo(m_tarballPath->text().trimmed()).absoluteFilePath(), {}};
        break;
    case Kind::PackageFile:
        request.source = {};
        if (m_package) {
            request.initialExpression = m_package->expression;
            request.originFile = QFileInfo(m_packagePath->text().trimmed()).absoluteFilePath();
            request.extraFiles = m_package->extraFiles;
        }
        if (m_updateVersion->isChecked())
            request.update = loop::VersionUpdateRequest{
                m_targetVersion->text().trimmed(), m_preRelease->isChecked()};
        return;
    }
    request.pname = m_pname->text().trimmed();
    request.version = m_version->text().trimmed();
}

QString SessionSourcePage::suggestedName() const
{
    QString name;
    if (kind() == Kind::PackageFile) {
        const QFileInfo file(m_packagePath->text().trimmed());
        name = file.fileName() == u"package.nix" ? file.absoluteDir().dirName()
                                                 : file.completeBaseName();
    } else if (!m_pname->text().trimmed().isEmpty()) {
        name = m_pname->text().trimmed();
    } else {
        loop::PackagingRequest request;
        fill(request);
        name = loop::pnameFromSource(request.source);
    }
    name = sanitizedName(name);
    return name.isEmpty() ? QStringLiteral("session") : name;
}

void SessionSourcePage::browse(QLineEdit *edit, bool directory, const QString &filter)
{
    const QString start
        = edit->text().trimmed().isEmpty() ? QDir::homePath() : edit->text().trimmed();
    const QString chosen = directory
        ? QFileDialog::getExistingDirectory(this, tr("Choose the git repository"), start)
        : QFileDialog::getOpenFileName(this, tr("Choose a file"), start, filter);
    if (!chosen.isEmpty())
        edit->setText(chosen);
}

} // namespace packwright::ui
