// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FieldMessage.h"
#include "NewSessionWizard.h"
#include "llm/ProfileStore.h"
#include "loop/SessionDefaults.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace packwright;
using ui::NewSessionWizard;

namespace {

const QString fixtureNixpkgs = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/nixpkgs");
const QString brokenHello
    = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/packages/broken-hello-syntax-error");

/// The standing defaults the tests save: none of them the built-in ones.
loop::SessionDefaults savedDefaults()
{
    loop::SessionDefaults d;
    d.approvals = loop::ApprovalPolicy::allAuto();
    d.approvals.askStartBuild = true;
    d.approvals.askChangePin = false;
    d.maxIterations = 7;
    d.maxWithoutProgress = 3;
    d.refinementRounds = 1;
    d.timeBudget = std::chrono::minutes(45);
    d.tokenBudget = 250000;
    d.costBudgetUsd = 3.5;
    d.buildTimeout = std::chrono::seconds(300);
    d.nixpkgsSources = {nix::NixpkgsSource::localPath(fixtureNixpkgs),
        nix::NixpkgsSource::flake(QStringLiteral("github:NixOS/nixpkgs/0123456789abcdef"))};
    d.nixOptions = {QStringLiteral("substituters=")};
    return d;
}

/// Creates a git repository with one commit tagged v1.0 in `dir`.
bool makeGitRepository(const QString &dir)
{
    const QList<QStringList> commands = {
        {QStringLiteral("init"), QStringLiteral("-q")},
        {QStringLiteral("-c"), QStringLiteral("user.name=Test"), QStringLiteral("-c"),
            QStringLiteral("user.email=test@example.org"), QStringLiteral("commit"),
            QStringLiteral("-q"), QStringLiteral("--allow-empty"), QStringLiteral("-m"),
            QStringLiteral("initial")},
        {QStringLiteral("tag"), QStringLiteral("v1.0")},
    };
    for (const QStringList &arguments : commands) {
        QProcess git;
        git.setWorkingDirectory(dir);
        git.start(QStringLiteral("git"), arguments);
        if (!git.waitForFinished(30000) || git.exitCode() != 0)
            return false;
    }
    return true;
}

QtMessageHandler previousHandler = nullptr;

/// Drops the offscreen platform's "does not support propagateSizeHints()" (QWizard resizes on
/// every page), which would bury the test's own output.
void quietHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.contains(QLatin1String("propagateSizeHints")))
        return;
    previousHandler(type, context, message);
}

} // namespace

#define CHILD(variable, Type, name)                                                                \
    auto *variable = wizard.findChild<Type *>(QStringLiteral(name));                               \
    QVERIFY2(variable, name)

class TestNewSessionWizard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_settingsCount = 0;

    /// A fresh settings file with savedDefaults() and two profiles, "Claude" the default.
    std::unique_ptr<QSettings> settings(bool withDefaults = true)
    {
        auto s = std::make_unique<QSettings>(
            m_dir.filePath(QStringLiteral("settings-%1.ini").arg(++m_settingsCount)),
            QSettings::IniFormat);
        if (withDefaults)
            savedDefaults().save(*s);
        llm::ProfileStore store(*s);
        llm::ProviderProfile local = llm::ProviderProfile::local(
            QUrl(QStringLiteral("http://127.0.0.1:11434/v1")), QStringLiteral("llama3"));
        local.name = QStringLiteral("Local llama");
        store.save(local);
        llm::ProviderProfile claude = llm::ProviderProfile::anthropic();
        claude.name = QStringLiteral("Claude");
        store.save(claude);
        store.setDefaultProfile(QStringLiteral("Claude"));
        return s;
    }

    /// Goes from the current page to the last with Next; false when a page refuses.
    static bool nextToLast(NewSessionWizard &wizard)
    {
        for (int i = 0; i < 5 && wizard.currentId() != NewSessionWizard::DirectoryPage; ++i) {
            const int before = wizard.currentId();
            wizard.next();
            if (wizard.currentId() == before)
                return false;
        }
        return wizard.currentId() == NewSessionWizard::DirectoryPage;
    }

    /// Next to the last page, then Finish; true when the wizard was accepted.
    static bool finish(NewSessionWizard &wizard)
    {
        if (!nextToLast(wizard))
            return false;
        if (!wizard.button(QWizard::FinishButton)->isEnabled())
            return false;
        wizard.button(QWizard::FinishButton)->click();
        return wizard.result() == QDialog::Accepted;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        previousHandler = qInstallMessageHandler(quietHandler);
        QStandardPaths::setTestModeEnabled(true);
        qunsetenv("PACKWRIGHT_NIXPKGS");
    }

    void urlSourceWithDefaults()
    {
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        QCOMPARE(wizard.currentId(), int(NewSessionWizard::SourcePage));
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled()); // nothing given yet
        CHILD(url, QLineEdit, "urlEdit");
        CHILD(pname, QLineEdit, "pnameEdit");
        CHILD(version, QLineEdit, "versionEdit");
        url->setText(QStringLiteral(
            "https://" PACKWRIGHT_TEST_MIRROR_HOST "/gnu/hello/hello-2.12.1.tar.gz"));
        QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
        pname->setText(QStringLiteral("gnu-hello"));
        version->setText(QStringLiteral("2.12.1"));
        QVERIFY(finish(wizard));

        const loop::PackagingRequest r = wizard.request();
        QCOMPARE(r.source.kind, nix::SourceSpec::Kind::Url);
        QCOMPARE(r.source.location,
            QStringLiteral(
                "https://" PACKWRIGHT_TEST_MIRROR_HOST "/gnu/hello/hello-2.12.1.tar.gz"));
        QVERIFY(r.source.revision.isEmpty());
        QCOMPARE(r.pname, QStringLiteral("gnu-hello"));
        QCOMPARE(r.version, QStringLiteral("2.12.1"));
        QVERIFY(r.initialExpression.isEmpty());
        QVERIFY(r.extraFiles.isEmpty());
        QVERIFY(!r.update);
        // Everything else is the saved defaults: the first nixpkgs, the default profile.
        const loop::SessionDefaults d = savedDefaults();
        QCOMPARE(r.nixpkgs, d.nixpkgsSources.constFirst());
        QVERIFY(r.profile);
        QCOMPARE(r.profile->name, QStringLiteral("Claude"));
        QCOMPARE(r.profile->protocol, llm::Protocol::AnthropicMessages);
        QCOMPARE(r.profile->model, llm::ProviderProfile::anthropic().model);
        QVERIFY(r.apiKey.isEmpty());
        QCOMPARE(r.approvals, d.approvals);
        QCOMPARE(r.limits.maxIterations, 7);
        QCOMPARE(r.limits.maxWithoutProgress, 3);
        QCOMPARE(r.limits.refinementRounds, 1);
        QCOMPARE(r.limits.timeBudget, std::optional(std::chrono::seconds(45 * 60)));
        QCOMPARE(r.limits.tokenBudget, std::optional<qint64>(250000));
        QCOMPARE(r.limits.costBudgetUsd, std::optional(3.5));
        QCOMPARE(r.buildOptions.timeout, std::chrono::seconds(300));
        QCOMPARE(r.buildOptions.options.size(), 1);
        QCOMPARE(r.buildOptions.options.constFirst().first, QStringLiteral("substituters"));
        // The session directory: new, under the application's data, named for the pname.
        const QString sessions = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            + QStringLiteral("/sessions/");
        QVERIFY2(r.sessionDirectory.startsWith(sessions), qPrintable(r.sessionDirectory));
        QVERIFY2(QRegularExpression(QStringLiteral("^gnu-hello-\\d{8}-\\d{6}$"))
                     .match(r.sessionDirectory.mid(sessions.size()))
                     .hasMatch(),
            qPrintable(r.sessionDirectory));
    }

    void gitSource()
    {
        QTemporaryDir repository;
        QVERIFY(makeGitRepository(repository.path()));
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(git, QRadioButton, "sourceGit");
        CHILD(path, QLineEdit, "gitPathEdit");
        CHILD(revision, QLineEdit, "gitRevisionEdit");
        CHILD(url, QLineEdit, "urlEdit");
        git->click();
        QVERIFY(!url->isEnabled());
        path->setText(repository.path());
        revision->setText(QStringLiteral("v1.0"));
        QVERIFY(finish(wizard));
        const loop::PackagingRequest r = wizard.request();
        QCOMPARE(r.source.kind, nix::SourceSpec::Kind::GitRepository);
        QCOMPARE(r.source.location, repository.path());
        QCOMPARE(r.source.revision, QStringLiteral("v1.0"));
        QVERIFY(r.pname.isEmpty());
        QVERIFY(r.initialExpression.isEmpty());
    }

    void tarballSource()
    {
        const QString tarball = m_dir.filePath(QStringLiteral("jq-1.7.1.tar.gz"));
        QFile file(tarball);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not really gzip");
        file.close();
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(radio, QRadioButton, "sourceTarball");
        CHILD(path, QLineEdit, "tarballPathEdit");
        radio->click();
        path->setText(tarball);
        QVERIFY(finish(wizard));
        const loop::PackagingRequest r = wizard.request();
        QCOMPARE(r.source.kind, nix::SourceSpec::Kind::Tarball);
        QCOMPARE(r.source.location, tarball);
        // Named for the project, not the release file.
        QVERIFY2(QFileInfo(r.sessionDirectory).fileName().startsWith(QStringLiteral("jq-2")),
            qPrintable(r.sessionDirectory));
    }

    void maintenanceUpdate()
    {
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(radio, QRadioButton, "sourcePackageFile");
        CHILD(path, QLineEdit, "packageFileEdit");
        CHILD(target, QLineEdit, "targetVersionEdit");
        CHILD(preRelease, QCheckBox, "allowPreRelease");
        CHILD(pname, QLineEdit, "pnameEdit");
        QVERIFY(!target->isEnabled());
        QVERIFY(!preRelease->isEnabled());
        radio->click();
        QVERIFY(target->isEnabled());
        QVERIFY(!pname->isEnabled()); // an existing package names itself
        path->setText(brokenHello + QStringLiteral("/package.nix"));
        target->setText(QStringLiteral("2.12.2"));
        preRelease->setChecked(true);
        QVERIFY(finish(wizard));

        const loop::PackagingRequest r = wizard.request();
        QFile expected(brokenHello + QStringLiteral("/package.nix"));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        QCOMPARE(r.initialExpression, QString::fromUtf8(expected.readAll()));
        QCOMPARE(r.extraFiles.keys(), QStringList{QStringLiteral("missing-semicolon.patch")});
        QFile patch(brokenHello + QStringLiteral("/missing-semicolon.patch"));
        QVERIFY(patch.open(QIODevice::ReadOnly));
        QCOMPARE(r.extraFiles.value(QStringLiteral("missing-semicolon.patch")), patch.readAll());
        QVERIFY(r.update);
        QCOMPARE(r.update->toVersion, QStringLiteral("2.12.2"));
        QVERIFY(r.update->allowPreRelease);
        QVERIFY(r.source.location.isEmpty());
        QVERIFY(r.pname.isEmpty());
        QVERIFY2(QFileInfo(r.sessionDirectory)
                     .fileName()
                     .startsWith(QStringLiteral("broken-hello-syntax-error-")),
            qPrintable(r.sessionDirectory));
    }

    void maintenanceRepairFromPackageFile()
    {
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.setFromPackageFile(brokenHello + QStringLiteral("/package.nix"));
        wizard.show();
        CHILD(radio, QRadioButton, "sourcePackageFile");
        CHILD(repair, QRadioButton, "repairOnly");
        QVERIFY(radio->isChecked());
        QVERIFY(repair->isChecked());
        QVERIFY(finish(wizard));
        const loop::PackagingRequest r = wizard.request();
        QVERIFY(!r.initialExpression.isEmpty());
        QVERIFY(!r.update); // just a repair
        QCOMPARE(r.extraFiles.size(), 1);

        NewSessionWizard update(*s);
        update.setFromPackageFile(brokenHello + QStringLiteral("/package.nix"),
            NewSessionWizard::Maintenance::UpdateVersion);
        update.show();
        QVERIFY(finish(update));
        QVERIFY(update.request().update);
        QVERIFY(update.request().update->toVersion.isEmpty()); // the newest release tag
        QVERIFY(!update.request().update->allowPreRelease);
    }

    void badSourceBlocksNext_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message"); ///< a part of the message shown

        const QString missing = m_dir.filePath(QStringLiteral("does-not-exist"));
        const QString plainDir = m_dir.filePath(QStringLiteral("plain"));
        QDir().mkpath(plainDir);
        const QString empty = m_dir.filePath(QStringLiteral("empty/package.nix"));
        QDir().mkpath(QFileInfo(empty).absolutePath());
        QFile emptyFile(empty);
        if (emptyFile.open(QIODevice::WriteOnly))
            emptyFile.close();
        const QString binary = m_dir.filePath(QStringLiteral("binary/package.nix"));
        QDir().mkpath(QFileInfo(binary).absolutePath());
        QFile binaryFile(binary);
        if (binaryFile.open(QIODevice::WriteOnly))
            binaryFile.write(QByteArray("{ }:\0\xff", 6));

        QTest::newRow("url without scheme") << "sourceUrl"
                                            << "urlEdit"
                                            << "example.org/hello.tar.gz"
                                            << "scheme";
        QTest::newRow("git url") << "sourceUrl"
                                 << "urlEdit"
                                 << "https://github.com/jqlang/jq.git"
                                 << "clone";
        QTest::newRow("unknown scheme") << "sourceUrl"
                                        << "urlEdit"
                                        << "gopher://example.org/x.tar"
                                        << "gopher";
        QTest::newRow("missing git directory") << "sourceGit"
                                               << "gitPathEdit" << missing << "not a directory";
        QTest::newRow("not a git repository") << "sourceGit"
                                              << "gitPathEdit" << plainDir << "repository";
        QTest::newRow("missing tarball") << "sourceTarball"
                                         << "tarballPathEdit" << missing << "no such file";
        QTest::newRow("missing package.nix") << "sourcePackageFile"
                                             << "packageFileEdit" << missing << "no such file";
        QTest::newRow("package.nix is a directory")
            << "sourcePackageFile"
            << "packageFileEdit" << plainDir << "is a directory";
        QTest::newRow("empty package.nix") << "sourcePackageFile"
                                           << "packageFileEdit" << empty << "is empty";
        QTest::newRow("binary package.nix") << "sourcePackageFile"
                                            << "packageFileEdit" << binary << "not a Nix file";
    }

    void badSourceBlocksNext()
    {
        QFETCH(QString, kind);
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, message);
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        auto *radio = wizard.findChild<QRadioButton *>(kind);
        auto *edit = wizard.findChild<QLineEdit *>(field);
        QVERIFY(radio && edit);
        radio->click();
        edit->setText(value);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(NewSessionWizard::SourcePage));
        QStringList shown;
        for (const ui::FieldMessage *m : wizard.findChildren<ui::FieldMessage *>())
            if (m->isVisible())
                shown << m->problem();
        QCOMPARE(shown.size(), 1);
        QVERIFY2(shown.constFirst().contains(message, Qt::CaseInsensitive),
            qPrintable(shown.constFirst()));
    }

    void unknownRevisionBlocksNext()
    {
        QTemporaryDir repository;
        QVERIFY(makeGitRepository(repository.path()));
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(git, QRadioButton, "sourceGit");
        CHILD(path, QLineEdit, "gitPathEdit");
        CHILD(revision, QLineEdit, "gitRevisionEdit");
        git->click();
        path->setText(repository.path());
        revision->setText(QStringLiteral("v9.9-no-such-tag"));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(NewSessionWizard::SourcePage));
        revision->setText(QStringLiteral("v1.0"));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(NewSessionWizard::NixpkgsPage));
    }

    void otherNixpkgs()
    {
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(url, QLineEdit, "urlEdit");
        url->setText(QStringLiteral("https://example.org/hello-2.12.tar.gz"));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(NewSessionWizard::NixpkgsPage));
        CHILD(combo, QComboBox, "nixpkgsCombo");
        CHILD(flake, QRadioButton, "nixpkgsFlake");
        CHILD(flakeRef, QLineEdit, "nixpkgsFlakeEdit");
        CHILD(local, QRadioButton, "nixpkgsLocal");
        CHILD(path, QLineEdit, "nixpkgsPathEdit");
        QCOMPARE(combo->count(), 3); // two known, then Other…
        QCOMPARE(combo->currentIndex(), 0);
        combo->setCurrentIndex(1);
        QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
        QVERIFY(!flakeRef->isEnabled());
        combo->setCurrentIndex(2);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled()); // nothing typed yet
        local->click();
        path->setText(m_dir.filePath(QStringLiteral("no-nixpkgs-here")));
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        path->setText(fixtureNixpkgs);
        QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
        QCOMPARE(wizard.request().nixpkgs, nix::NixpkgsSource::localPath(fixtureNixpkgs));
        flake->click();
        flakeRef->setText(QStringLiteral("github:NixOS/nixpkgs/fedcba9876543210"));
        QVERIFY(finish(wizard));
        QCOMPARE(wizard.request().nixpkgs,
            nix::NixpkgsSource::flake(QStringLiteral("github:NixOS/nixpkgs/fedcba9876543210")));
    }

    void noKnownNixpkgsBlocksNext()
    {
        const auto s = settings(false);
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(url, QLineEdit, "urlEdit");
        url->setText(QStringLiteral("https://example.org/hello-2.12.tar.gz"));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(NewSessionWizard::NixpkgsPage));
        CHILD(combo, QComboBox, "nixpkgsCombo");
        CHILD(message, ui::FieldMessage, "nixpkgsMessage");
        QCOMPARE(combo->count(), 1); // only Other…
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(NewSessionWizard::NixpkgsPage));
        QVERIFY(message->isVisible());
        QVERIFY2(message->problem().contains(QStringLiteral("knows no nixpkgs")),
            qPrintable(message->problem()));
        CHILD(path, QLineEdit, "nixpkgsPathEdit");
        path->setText(fixtureNixpkgs);
        QVERIFY(!message->isVisible());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(NewSessionWizard::ModelPage));
    }

    void modelChoice()
    {
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(url, QLineEdit, "urlEdit");
        CHILD(combo, QComboBox, "profileCombo");
        url->setText(QStringLiteral("https://example.org/hello-2.12.tar.gz"));
        QCOMPARE(combo->count(), 3); // two profiles, then no model
        const int local = combo->findText(QStringLiteral("Local llama"), Qt::MatchStartsWith);
        QVERIFY(local >= 0);
        combo->setCurrentIndex(local);
        QVERIFY(wizard.request().profile);
        QCOMPARE(wizard.request().profile->name, QStringLiteral("Local llama"));
        QCOMPARE(wizard.request().profile->model, QStringLiteral("llama3"));
        QCOMPARE(
            wizard.request().profile->baseUrl, QUrl(QStringLiteral("http://127.0.0.1:11434/v1")));
        combo->setCurrentIndex(combo->count() - 1);
        QVERIFY(finish(wizard));
        QVERIFY(!wizard.request().profile);
        QVERIFY(wizard.findChild<QPlainTextEdit *>(QStringLiteral("summaryView"))
                    ->toPlainText()
                    .contains(QStringLiteral("No model")));
    }

    void choicesOverrideDefaults()
    {
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(applyEdit, QCheckBox, "askApplyEdit");
        CHILD(startBuild, QCheckBox, "askStartBuild");
        CHILD(runInVm, QCheckBox, "askRunInVm");
        CHILD(changePin, QCheckBox, "askChangePin");
        CHILD(maxIterations, QSpinBox, "maxIterations");
        CHILD(maxWithoutProgress, QSpinBox, "maxWithoutProgress");
        CHILD(refinementRounds, QSpinBox, "refinementRounds");
        CHILD(timeBudget, QSpinBox, "timeBudget");
        CHILD(tokenBudget, QSpinBox, "tokenBudget");
        CHILD(costBudget, QDoubleSpinBox, "costBudget");
        // Pre-filled from the saved defaults.
        QVERIFY(!applyEdit->isChecked());
        QVERIFY(startBuild->isChecked());
        QVERIFY(!runInVm->isChecked());
        QVERIFY(!changePin->isChecked());
        QCOMPARE(maxIterations->value(), 7);
        QCOMPARE(maxWithoutProgress->value(), 3);
        QCOMPARE(refinementRounds->value(), 1);
        QCOMPARE(timeBudget->value(), 45);
        QCOMPARE(tokenBudget->value(), 250000);
        QCOMPARE(costBudget->value(), 3.5);

        applyEdit->setChecked(true);
        startBuild->setChecked(false);
        runInVm->setChecked(true);
        changePin->setChecked(true);
        maxIterations->setValue(12);
        maxWithoutProgress->setValue(4);
        refinementRounds->setValue(0);
        timeBudget->setValue(0); // none
        tokenBudget->setValue(0);
        costBudget->setValue(1.25);
        CHILD(url, QLineEdit, "urlEdit");
        url->setText(QStringLiteral("https://example.org/hello-2.12.tar.gz"));
        QVERIFY(finish(wizard));
        const loop::PackagingRequest r = wizard.request();
        QVERIFY(r.approvals.askApplyEdit);
        QVERIFY(!r.approvals.askStartBuild);
        QVERIFY(r.approvals.askRunInVm);
        QVERIFY(r.approvals.askChangePin);
        QCOMPARE(r.limits.maxIterations, 12);
        QCOMPARE(r.limits.maxWithoutProgress, 4);
        QCOMPARE(r.limits.refinementRounds, 0);
        QVERIFY(!r.limits.timeBudget);
        QVERIFY(!r.limits.tokenBudget);
        QCOMPARE(r.limits.costBudgetUsd, std::optional(1.25));
        // The settings are the user's standing choices: this session does not change them.
        QCOMPARE(loop::SessionDefaults::load(*s), savedDefaults());
    }

    void builtInDefaultsWithoutSettings()
    {
        const auto s = settings(false);
        NewSessionWizard wizard(*s);
        const loop::SessionDefaults builtIn;
        CHILD(applyEdit, QCheckBox, "askApplyEdit");
        CHILD(maxIterations, QSpinBox, "maxIterations");
        CHILD(timeBudget, QSpinBox, "timeBudget");
        QCOMPARE(applyEdit->isChecked(), builtIn.approvals.askApplyEdit);
        QCOMPARE(maxIterations->value(), builtIn.maxIterations);
        QCOMPARE(timeBudget->value(), 0);
        QCOMPARE(wizard.request().approvals, builtIn.approvals);
    }

    void sessionDirectoryChecks()
    {
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(url, QLineEdit, "urlEdit");
        url->setText(QStringLiteral("https://example.org/hello-2.12.tar.gz"));
        QVERIFY(nextToLast(wizard));
        CHILD(directory, QLineEdit, "directoryEdit");
        CHILD(message, ui::FieldMessage, "directoryMessage");
        QVERIFY(QFileInfo(directory->text()).fileName().startsWith(QStringLiteral("hello-")));
        QVERIFY(wizard.button(QWizard::FinishButton)->isEnabled());

        const QString session = m_dir.filePath(QStringLiteral("old-session"));
        QVERIFY(QDir().mkpath(session));
        QFile record(session + QStringLiteral("/record.sqlite"));
        QVERIFY(record.open(QIODevice::WriteOnly));
        record.close();
        directory->setText(session);
        QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
        QVERIFY2(message->problem().contains(QStringLiteral("already holds a session")),
            qPrintable(message->problem()));
        wizard.button(QWizard::FinishButton)->click();
        QCOMPARE(wizard.result(), int(QDialog::Rejected));
        QVERIFY(wizard.isVisible());

        const QString busy = m_dir.filePath(QStringLiteral("busy"));
        QVERIFY(QDir().mkpath(busy + QStringLiteral("/something")));
        directory->setText(busy);
        QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
        QVERIFY2(message->problem().contains(QStringLiteral("not empty")),
            qPrintable(message->problem()));

        directory->setText(QStringLiteral("relative/dir"));
        QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());

        const QString emptyDir = m_dir.filePath(QStringLiteral("empty-session"));
        QVERIFY(QDir().mkpath(emptyDir));
        directory->setText(emptyDir);
        QVERIFY(!message->isVisible());
        CHILD(summary, QPlainTextEdit, "summaryView");
        QVERIFY2(summary->toPlainText().contains(emptyDir), qPrintable(summary->toPlainText()));
        QVERIFY(summary->toPlainText().contains(
            QStringLiteral("https://example.org/hello-2.12.tar.gz")));
        wizard.button(QWizard::FinishButton)->click();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
        QCOMPARE(wizard.request().sessionDirectory, emptyDir);
    }

    void mnemonicsAreUniqueAndLabelsHaveBuddies()
    {
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        // The wizard's own buttons take these letters on every page.
        QSet<QChar> buttons;
        for (QWizard::WizardButton b : {QWizard::BackButton, QWizard::NextButton,
                 QWizard::FinishButton, QWizard::CancelButton}) {
            const QString text = wizard.buttonText(b);
            if (const qsizetype amp = text.indexOf(QLatin1Char('&')); amp >= 0)
                buttons.insert(text.at(amp + 1).toLower());
        }
        QCOMPARE(wizard.pageIds().size(), 5);
        for (int id : wizard.pageIds()) {
            QWizardPage *page = wizard.page(id);
            QMap<QChar, QString> taken;
            QStringList texts;
            for (const QLabel *label : page->findChildren<QLabel *>()) {
                if (label->text().contains(QLatin1Char('&'))) {
                    QVERIFY2(label->buddy(), qPrintable(label->text()));
                    texts << label->text();
                }
            }
            for (const QAbstractButton *button : page->findChildren<QAbstractButton *>())
                texts << button->text();
            for (const QString &text : std::as_const(texts)) {
                const qsizetype amp = text.indexOf(QLatin1Char('&'));
                if (amp < 0 || amp + 1 >= text.size())
                    continue;
                const QChar key = text.at(amp + 1).toLower();
                QVERIFY2(!buttons.contains(key), qPrintable(text));
                QVERIFY2(!taken.contains(key),
                    qPrintable(QStringLiteral("%1 / %2").arg(taken.value(key), text)));
                taken.insert(key, text);
            }
            QVERIFY2(!taken.isEmpty(), qPrintable(page->title()));
        }
    }

    void editedDirectoryIsKept()
    {
        const auto s = settings();
        NewSessionWizard wizard(*s);
        wizard.show();
        CHILD(url, QLineEdit, "urlEdit");
        url->setText(QStringLiteral("https://example.org/hello-2.12.tar.gz"));
        QVERIFY(nextToLast(wizard));
        CHILD(directory, QLineEdit, "directoryEdit");
        const QString chosen = m_dir.filePath(QStringLiteral("my-session"));
        QTest::keyClick(directory, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(directory, chosen);
        for (int i = 0; i < 4; ++i)
            wizard.back();
        url->setText(QStringLiteral("https://example.org/other-1.0.tar.gz"));
        QVERIFY(nextToLast(wizard));
        QCOMPARE(directory->text(), chosen);
    }
};

QTEST_MAIN(TestNewSessionWizard)
#include "tst_newsessionwizard.moc"
