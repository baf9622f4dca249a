// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Screenshots of every page of the New session wizard, for looking at them (not a test):
//   xvfb-run -a -s "-screen 0 1600x1000x24" newsessionwizard_screens OUTDIR
// and again with QT_SCALE_FACTOR=2.
#include "NewSessionWizard.h"
#include "llm/ProfileStore.h"
#include "loop/SessionDefaults.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;

namespace {
void shoot(QWidget &widget, const QString &file)
{
    QTest::qWait(200);
    widget.grab().save(file);
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QDir::currentPath();
    QDir().mkpath(out);
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    loop::SessionDefaults defaults;
    defaults.nixpkgsSources = {nix::NixpkgsSource::localPath(
                                   QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/nixpkgs")),
        nix::NixpkgsSource::flake(
            QStringLiteral("github:NixOS/nixpkgs/8a3354191c0d7144db9756a74755672387b702ba"))};
    defaults.timeBudget = std::chrono::minutes(90);
    defaults.costBudgetUsd = 5;
    defaults.save(settings);
    llm::ProfileStore profiles(settings);
    llm::ProviderProfile local = llm::ProviderProfile::local(
        QUrl(QStringLiteral("http://127.0.0.1:11434/v1")), QStringLiteral("qwen2.5-coder:32b"));
    local.name = QStringLiteral("Local Ollama");
    profiles.save(local);
    llm::ProviderProfile claude = llm::ProviderProfile::anthropic();
    claude.name = QStringLiteral("Claude Sonnet");
    profiles.save(claude);
    profiles.setDefaultProfile(claude.name);

    ui::NewSessionWizard wizard(settings);
    wizard.show();
    auto *url = wizard.findChild<QLineEdit *>(QStringLiteral("urlEdit"));
    url->setText(QStringLiteral(PACKWRIGHT_TEST_MIRROR_HOST "/gnu/hello/hello-2.12.1.tar.gz"));
    shoot(wizard, out + QStringLiteral("/1-source-error.png"));
    wizard.findChild<QRadioButton *>(QStringLiteral("sourcePackageFile"))->click();
    wizard.findChild<QLineEdit *>(QStringLiteral("packageFileEdit"))
        ->setText(
            QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures/packages/hello/package.nix"));
    shoot(wizard, out + QStringLiteral("/1-source-maintenance.png"));
    wizard.findChild<QRadioButton *>(QStringLiteral("sourceUrl"))->click();
    url->setText(
        QStringLiteral("https://" PACKWRIGHT_TEST_MIRROR_HOST "/gnu/hello/hello-2.12.1.tar.gz"));
    shoot(wizard, out + QStringLiteral("/1-source.png"));
    wizard.next();
    auto *combo = wizard.findChild<QComboBox *>(QStringLiteral("nixpkgsCombo"));
    combo->setCurrentIndex(combo->count() - 1);
    wizard.findChild<QLineEdit *>(QStringLiteral("nixpkgsPathEdit"))
        ->setText(QStringLiteral("/nonexistent/nixpkgs"));
    shoot(wizard, out + QStringLiteral("/2-nixpkgs-other.png"));
    combo->setCurrentIndex(0);
    shoot(wizard, out + QStringLiteral("/2-nixpkgs.png"));
    wizard.next();
    shoot(wizard, out + QStringLiteral("/3-model.png"));
    wizard.next();
    shoot(wizard, out + QStringLiteral("/4-approvals.png"));
    wizard.next();
    shoot(wizard, out + QStringLiteral("/5-directory.png"));
    return 0;
}
