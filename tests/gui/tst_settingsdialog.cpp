// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Settings dialog driven through its widgets (by objectName), under a real Secret Service
// (with-secret-service.sh): a profile and its key end up in the settings and the keychain
// respectively, never the key in the settings file; the connection test against the scripted
// model server over HTTP, a closed port and a cancelled test; the session defaults round-trip
// through SessionDefaults::load; Cancel writes nothing; invalid input blocks OK; tool
// detection with a fake executable and a missing path; no clipped text on any page.

#include "ProviderSettingsPage.h"
#include "SettingsDialog.h"
#include "ToolSettingsPage.h"

#include "llm/KeyStore.h"
#include "llm/ProfileStore.h"
#include "loop/SessionDefaults.h"

#include "ScriptedModelServer.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QCoroTask>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace std::chrono_literals;
using ui::SettingsDialog;

namespace {

const QString service = QStringLiteral("Packwright settings test");
const QString secret = QStringLiteral("sk-settings-dialog-5e1f0c9a77");

template<typename T>
T *child(const QWidget &root, const QString &name)
{
    T *w = root.findChild<T *>(name);
    if (!w)
        qWarning("no widget named %s", qPrintable(name));
    return w;
}

/// Replaces the text of `edit` as a user would (textEdited is emitted).
void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString keychainEntry(const QString &name)
{
    const llm::KeyStore keys(service);
    auto task = keys.read(name);
    const Result<QString> stored = QCoro::waitFor(task);
    return stored ? stored.value()
                  : QStringLiteral("<keychain error: %1>").arg(stored.error().detail);
}

/// Writes an executable shell script; its path.
QString script(const QTemporaryDir &dir, const QString &name, const QByteArray &body)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write("#!/bin/sh\n" + body + '\n');
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

/// A port on loopback where nothing listens.
quint16 closedPort()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost);
    const quint16 port = server.serverPort();
    server.close();
    return port;
}

QPushButton *dialogButton(const SettingsDialog &dialog, QDialogButtonBox::StandardButton which)
{
    return child<QDialogButtonBox>(dialog, QStringLiteral("buttons"))->button(which);
}

/// Adds a profile from the preset menu (3: local server) and returns its form's name field.
void addPreset(const SettingsDialog &dialog, int preset)
{
    auto *add = child<QPushButton>(dialog, QStringLiteral("addProfile"));
    add->menu()->actions().at(preset)->trigger();
}

QJsonObject okStep(const QJsonObject &expect)
{
    return {{QStringLiteral("expect"), expect},
        {QStringLiteral("reply"),
            QJsonObject{{QStringLiteral("text"), QStringLiteral("OK")},
                {QStringLiteral("usage"),
                    QJsonObject{{QStringLiteral("input"), 12}, {QStringLiteral("output"), 1}}}}}};
}

} // namespace

class TestSettingsDialog : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;

    QString settingsFile() const { return m_dir->filePath(QStringLiteral("packwright.ini")); }

    std::unique_ptr<SettingsDialog> makeDialog()
    {
        auto dialog = std::make_unique<SettingsDialog>(*m_settings);
        dialog->setKeyStore(llm::KeyStore(service));
        return dialog;
    }

    /// Fills the selected profile's fields.
    static void fillProfile(
        const SettingsDialog &dialog, const QString &name, const QString &url, const QString &model)
    {
        type(child<QLineEdit>(dialog, QStringLiteral("profileName")), name);
        type(child<QLineEdit>(dialog, QStringLiteral("baseUrl")), url);
        type(child<QLineEdit>(dialog, QStringLiteral("model")), model);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"),
            "run through tests/integration/with-secret-service.sh");
        for (const char *name : {"OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OPENROUTER_API_KEY"})
            qunsetenv(name);
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_settings = std::make_unique<QSettings>(settingsFile(), QSettings::IniFormat);
    }

    void cleanup()
    {
        for (const QString &name :
            {QStringLiteral("scripted"), QStringLiteral("renamed"), QStringLiteral("kept")}) {
            auto task = llm::KeyStore(service).remove(name);
            QCoro::waitFor(task);
        }
        m_settings.reset();
        m_dir.reset();
    }

    void profileAndKeyGoToSettingsAndKeychain()
    {
        testsupport::ScriptedModelServer server;
        server.setSteps({okStep({{QStringLiteral("model"), QStringLiteral("scripted-model")},
            {QStringLiteral("headers"),
                QJsonObject{{QStringLiteral("authorization"),
                    QString(QStringLiteral("Bearer ") + secret)}}}})});
        QVERIFY(server.listen());

        auto dialog = makeDialog();
        addPreset(*dialog, 3);
        fillProfile(*dialog, QStringLiteral("scripted"), server.baseUrl().toString(),
            QStringLiteral("scripted-model"));
        auto *keyRequired = child<QCheckBox>(*dialog, QStringLiteral("keyRequired"));
        QVERIFY(!keyRequired->isChecked()); // the local preset needs none
        keyRequired->click();
        child<QCheckBox>(*dialog, QStringLiteral("temperatureSet"))->click();
        child<QDoubleSpinBox>(*dialog, QStringLiteral("temperature"))->setValue(0.4);
        child<QSpinBox>(*dialog, QStringLiteral("maxOutputTokens"))->setValue(2048);
        child<QSpinBox>(*dialog, QStringLiteral("profileTimeout"))->setValue(30);
        type(child<QLineEdit>(*dialog, QStringLiteral("apiKey")), secret);
        QVERIFY(child<QLabel>(*dialog, QStringLiteral("keySource"))
                    ->text()
                    .contains(QStringLiteral("typed above")));

        // Test connection with the typed key, before anything is saved.
        auto *page = child<ui::ProviderSettingsPage>(*dialog, QStringLiteral("providersPage"));
        QSignalSpy tested(page, &ui::ProviderSettingsPage::connectionTestFinished);
        child<QPushButton>(*dialog, QStringLiteral("testConnection"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(tested.size(), 1, 10000);
        const QString result = child<QLabel>(*dialog, QStringLiteral("testResult"))->text();
        QVERIFY2(tested.constFirst().constFirst().toBool(), qPrintable(result));
        QVERIFY2(result.contains(QStringLiteral("scripted-model answered \"OK\" in")),
            qPrintable(result));
        QCOMPARE(server.mismatch(), QString());
        QCOMPARE(server.stepsServed(), 1);

        QVERIFY(dialogButton(*dialog, QDialogButtonBox::Ok)->isEnabled());
        QSignalSpy applied(dialog.get(), &SettingsDialog::settingsApplied);
        dialogButton(*dialog, QDialogButtonBox::Ok)->click();
        QTRY_COMPARE_WITH_TIMEOUT(applied.size(), 1, 10000);
        QCOMPARE(dialog->result(), int(QDialog::Accepted));

        m_settings->sync();
        const llm::ProfileStore store(*m_settings);
        const auto saved = store.profile(QStringLiteral("scripted"));
        QVERIFY(saved);
        QCOMPARE(saved->baseUrl, server.baseUrl());
        QCOMPARE(saved->model, QStringLiteral("scripted-model"));
        QVERIFY(saved->keyRequired);
        QVERIFY(saved->temperature == 0.4);
        QCOMPARE(saved->maxOutputTokens, 2048);
        QCOMPARE(saved->timeout, 30000ms);
        QCOMPARE(store.defaultProfile()->name, QStringLiteral("scripted"));

        // The key is in the keychain, and nowhere in the settings file.
        const QByteArray file = fileBytes(settingsFile());
        QVERIFY(file.contains("scripted-model"));
        QVERIFY(!file.contains(secret.toUtf8()));
        QVERIFY(!file.contains("sk-settings"));
        QCOMPARE(keychainEntry(QStringLiteral("scripted")), secret);

        // A new dialog says where the key comes from.
        auto again = makeDialog();
        QTRY_VERIFY(child<QLabel>(*again, QStringLiteral("keySource"))
                        ->text()
                        .contains(QStringLiteral("stored in the system keychain")));
    }

    void renameMovesAndRemoveDeletesTheStoredKey()
    {
        llm::ProfileStore(*m_settings).save(llm::ProviderProfile::openAi());
        {
            llm::ProviderProfile p = llm::ProviderProfile::openAi();
            p.name = QStringLiteral("kept");
            llm::ProfileStore(*m_settings).save(p);
        }
        auto write = llm::KeyStore(service).write(QStringLiteral("OpenAI"), secret);
        QVERIFY(QCoro::waitFor(write).ok());

        auto dialog = makeDialog();
        auto *list = child<QListWidget>(*dialog, QStringLiteral("profileList"));
        QCOMPARE(list->count(), 2);
        list->setCurrentItem(
            list->findItems(QStringLiteral("OpenAI"), Qt::MatchStartsWith).value(0));
        QCOMPARE(child<QLineEdit>(*dialog, QStringLiteral("profileName"))->text(),
            QStringLiteral("OpenAI"));
        type(child<QLineEdit>(*dialog, QStringLiteral("profileName")), QStringLiteral("renamed"));
        dialog->apply();
        QTRY_VERIFY(dialogButton(*dialog, QDialogButtonBox::Apply)->isEnabled());
        QTRY_COMPARE(keychainEntry(QStringLiteral("renamed")), secret);
        QCOMPARE(keychainEntry(QStringLiteral("OpenAI")), QString());
        QVERIFY(!llm::ProfileStore(*m_settings).profile(QStringLiteral("OpenAI")));

        // Remove stored key, then OK: the entry is gone, the profile stays.
        QTRY_VERIFY(child<QPushButton>(*dialog, QStringLiteral("removeStoredKey"))->isEnabled());
        child<QPushButton>(*dialog, QStringLiteral("removeStoredKey"))->click();
        QVERIFY(child<QLabel>(*dialog, QStringLiteral("keySource"))
                    ->text()
                    .contains(QStringLiteral("removed on OK")));
        QSignalSpy applied(dialog.get(), &SettingsDialog::settingsApplied);
        dialog->accept();
        QTRY_COMPARE(applied.size(), 1);
        QCOMPARE(keychainEntry(QStringLiteral("renamed")), QString());
        QVERIFY(llm::ProfileStore(*m_settings).profile(QStringLiteral("renamed")));
    }

    void connectionTestToAClosedPortShowsTheError()
    {
        auto dialog = makeDialog();
        addPreset(*dialog, 3);
        fillProfile(*dialog, QStringLiteral("dead"),
            QStringLiteral("http://127.0.0.1:%1/v1").arg(closedPort()), QStringLiteral("m"));
        auto *page = child<ui::ProviderSettingsPage>(*dialog, QStringLiteral("providersPage"));
        QSignalSpy tested(page, &ui::ProviderSettingsPage::connectionTestFinished);
        child<QPushButton>(*dialog, QStringLiteral("testConnection"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(tested.size(), 1, 10000);
        QVERIFY(!tested.constFirst().constFirst().toBool());
        const QString result = child<QLabel>(*dialog, QStringLiteral("testResult"))->text();
        QVERIFY2(result.contains(QStringLiteral("cannot be reached")), qPrintable(result));
        QVERIFY2(
            result.contains(QStringLiteral("refused"), Qt::CaseInsensitive), qPrintable(result));

        // No key anywhere for a profile that needs one: the message says so, no request.
        child<QCheckBox>(*dialog, QStringLiteral("keyRequired"))->click();
        child<QPushButton>(*dialog, QStringLiteral("testConnection"))->click();
        QTRY_COMPARE(tested.size(), 2);
        QVERIFY(child<QLabel>(*dialog, QStringLiteral("testResult"))
                    ->text()
                    .contains(QStringLiteral("No API key")));
    }

    void connectionTestCanBeCancelled()
    {
        testsupport::ScriptedModelServer server;
        QJsonObject slow = okStep({});
        slow.insert(QStringLiteral("delayMs"), 8000);
        server.setSteps({slow});
        QVERIFY(server.listen());
        auto dialog = makeDialog();
        addPreset(*dialog, 3);
        fillProfile(*dialog, QStringLiteral("slow"), server.baseUrl().toString(),
            QStringLiteral("scripted-model"));
        auto *page = child<ui::ProviderSettingsPage>(*dialog, QStringLiteral("providersPage"));
        QSignalSpy tested(page, &ui::ProviderSettingsPage::connectionTestFinished);
        auto *cancel = child<QPushButton>(*dialog, QStringLiteral("cancelTest"));
        QVERIFY(!cancel->isEnabled());
        child<QPushButton>(*dialog, QStringLiteral("testConnection"))->click();
        QVERIFY(cancel->isEnabled());
        QTRY_COMPARE(server.requests().size(), 1);
        QElapsedTimer timer;
        timer.start();
        cancel->click();
        QTRY_COMPARE_WITH_TIMEOUT(tested.size(), 1, 3000);
        QVERIFY(timer.elapsed() < 3000);
        QVERIFY(!tested.constFirst().constFirst().toBool());
        QVERIFY(child<QLabel>(*dialog, QStringLiteral("testResult"))
                    ->text()
                    .contains(QStringLiteral("cancelled")));
        QVERIFY(child<QPushButton>(*dialog, QStringLiteral("testConnection"))->isEnabled());
    }

    void invalidProfilesBlockOk()
    {
        auto dialog = makeDialog();
        auto *ok = dialogButton(*dialog, QDialogButtonBox::Ok);
        auto *nameError = child<QLabel>(*dialog, QStringLiteral("profileNameError"));
        auto *urlError = child<QLabel>(*dialog, QStringLiteral("baseUrlError"));
        addPreset(*dialog, 0);
        QVERIFY(ok->isEnabled());
        child<QPushButton>(*dialog, QStringLiteral("duplicateProfile"))->click();
        QCOMPARE(child<QListWidget>(*dialog, QStringLiteral("profileList"))->count(), 2);
        type(child<QLineEdit>(*dialog, QStringLiteral("profileName")), QStringLiteral("OpenAI"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(!nameError->isHidden());
        QVERIFY2(nameError->text().contains(QStringLiteral("Another profile")),
            qPrintable(nameError->text()));

        type(child<QLineEdit>(*dialog, QStringLiteral("profileName")), QString());
        QVERIFY(nameError->text().contains(QStringLiteral("name")));
        QVERIFY(!ok->isEnabled());

        type(child<QLineEdit>(*dialog, QStringLiteral("profileName")), QStringLiteral("second"));
        QVERIFY(nameError->isHidden());
        QVERIFY(ok->isEnabled());

        type(child<QLineEdit>(*dialog, QStringLiteral("baseUrl")),
            QStringLiteral("ftp://example.org/v1"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(!urlError->isHidden());
        QVERIFY(urlError->text().contains(QStringLiteral("http://")));
        QVERIFY(!dialog->problems().isEmpty());

        // OK does nothing while a problem remains.
        dialog->accept();
        QCOMPARE(dialog->result(), 0);
        m_settings->sync();
        QVERIFY(llm::ProfileStore(*m_settings).profiles().isEmpty());

        type(child<QLineEdit>(*dialog, QStringLiteral("baseUrl")),
            QStringLiteral("https://example.org/v1"));
        QVERIFY(urlError->isHidden());
        QVERIFY(ok->isEnabled());
    }

    void sessionDefaultsRoundTrip()
    {
        QTemporaryDir tools;
        const QString nixfmt = script(tools, QStringLiteral("nixfmt"), "echo 'nixfmt 0.6.0'");
        QTemporaryDir checkout;

        auto dialog = makeDialog();
        dialog->showPage(SettingsDialog::Page::Approvals);
        QCOMPARE(child<QStackedWidget>(*dialog, QStringLiteral("pages"))->currentIndex(), 1);
        child<QComboBox>(*dialog, QStringLiteral("askApplyEdit"))->setCurrentIndex(1);
        child<QComboBox>(*dialog, QStringLiteral("askStartBuild"))->setCurrentIndex(0);
        child<QSpinBox>(*dialog, QStringLiteral("maxIterations"))->setValue(9);
        child<QSpinBox>(*dialog, QStringLiteral("maxWithoutProgress"))->setValue(4);
        child<QSpinBox>(*dialog, QStringLiteral("refinementRounds"))->setValue(0);
        auto *verify = child<QSpinBox>(*dialog, QStringLiteral("verifySignals"));
        QCOMPARE(verify->value(), 5); // EvidenT's verifier: on by default
        verify->setValue(0);
        QCOMPARE(verify->text(), QStringLiteral("off"));
        verify->setValue(3);
        child<QSpinBox>(*dialog, QStringLiteral("timeBudget"))->setValue(45);
        child<QSpinBox>(*dialog, QStringLiteral("tokenBudget"))->setValue(0); // none
        child<QDoubleSpinBox>(*dialog, QStringLiteral("costBudget"))->setValue(2.5);
        child<QSpinBox>(*dialog, QStringLiteral("buildTimeout"))->setValue(900);

        auto *add = child<QPushButton>(*dialog, QStringLiteral("addNixpkgs"));
        add->click();
        type(child<QLineEdit>(*dialog, QStringLiteral("nixpkgsLocation")), checkout.path());
        add->click();
        child<QComboBox>(*dialog, QStringLiteral("nixpkgsKind"))->setCurrentIndex(1);
        type(child<QLineEdit>(*dialog, QStringLiteral("nixpkgsLocation")),
            QStringLiteral("github:NixOS/nixpkgs/nixos-24.05"));
        child<QPushButton>(*dialog, QStringLiteral("moveNixpkgsUp"))->click();
        auto *sources = child<QListWidget>(*dialog, QStringLiteral("nixpkgsSources"));
        QVERIFY(sources->item(0)->text().contains(QStringLiteral("(default)")));
        QVERIFY(sources->item(0)->text().contains(QStringLiteral("nixos-24.05")));
        child<QPlainTextEdit>(*dialog, QStringLiteral("nixOptions"))
            ->setPlainText(QStringLiteral("substituters=\n\ncores = 2"));
        child<QComboBox>(*dialog, QStringLiteral("vmBackend"))->setCurrentIndex(3);
        type(child<QLineEdit>(*dialog, QStringLiteral("toolPath_nixfmt")), nixfmt);
        QVERIFY(dialog->problems().isEmpty());

        QSignalSpy applied(dialog.get(), &SettingsDialog::settingsApplied);
        dialogButton(*dialog, QDialogButtonBox::Apply)->click();
        QTRY_COMPARE(applied.size(), 1);
        QVERIFY(dialog->isEnabled());

        const loop::SessionDefaults d = loop::SessionDefaults::load(*m_settings);
        QVERIFY(!d.approvals.asks(loop::GatedAction::ApplyEdit));
        QVERIFY(d.approvals.asks(loop::GatedAction::StartBuild));
        QVERIFY(d.approvals.asks(loop::GatedAction::RunInVm)); // untouched default
        QCOMPARE(d.maxIterations, 9);
        QCOMPARE(d.maxWithoutProgress, 4);
        QCOMPARE(d.refinementRounds, 0);
        QCOMPARE(d.verifySignals, 3);
        QVERIFY(d.timeBudget == std::optional(45min));
        QVERIFY(!d.tokenBudget);
        QVERIFY(d.costBudgetUsd == 2.5);
        QCOMPARE(d.buildTimeout, 900s);
        QCOMPARE(d.nixpkgsSources,
            (QList<nix::NixpkgsSource>{
                nix::NixpkgsSource::flake(QStringLiteral("github:NixOS/nixpkgs/nixos-24.05")),
                nix::NixpkgsSource::localPath(checkout.path())}));
        QCOMPARE(d.nixOptions,
            (QStringList{QStringLiteral("substituters="), QStringLiteral("cores = 2")}));
        QCOMPARE(d.vm, vm::VmChoice::Bubblewrap);
        QCOMPARE(d.toolPaths.value(QStringLiteral("nixfmt")), nixfmt);
        QVERIFY(!d.toolPaths.contains(QStringLiteral("nurl")));

        // And back into a new dialog's widgets.
        auto again = makeDialog();
        QCOMPARE(child<QSpinBox>(*again, QStringLiteral("maxIterations"))->value(), 9);
        QCOMPARE(
            child<QSpinBox>(*again, QStringLiteral("tokenBudget"))->text(), QStringLiteral("None"));
        QCOMPARE(child<QComboBox>(*again, QStringLiteral("askApplyEdit"))->currentIndex(), 1);
        QCOMPARE(child<QListWidget>(*again, QStringLiteral("nixpkgsSources"))->count(), 2);
        QCOMPARE(child<QComboBox>(*again, QStringLiteral("vmBackend"))->currentIndex(), 3);
        QCOMPARE(child<QLineEdit>(*again, QStringLiteral("toolPath_nixfmt"))->text(), nixfmt);
    }

    void invalidSessionValuesBlockOk()
    {
        auto dialog = makeDialog();
        auto *ok = dialogButton(*dialog, QDialogButtonBox::Ok);
        child<QPushButton>(*dialog, QStringLiteral("addNixpkgs"))->click();
        QVERIFY(!ok->isEnabled()); // an empty location
        auto *error = child<QLabel>(*dialog, QStringLiteral("nixpkgsError"));
        QVERIFY(!error->isHidden());
        type(child<QLineEdit>(*dialog, QStringLiteral("nixpkgsLocation")),
            QStringLiteral("relative/nixpkgs"));
        QVERIFY(error->text().contains(QStringLiteral("absolute")));
        type(child<QLineEdit>(*dialog, QStringLiteral("nixpkgsLocation")), m_dir->path());
        QVERIFY(error->isHidden());
        QVERIFY(ok->isEnabled());

        child<QPlainTextEdit>(*dialog, QStringLiteral("nixOptions"))
            ->setPlainText(QStringLiteral("cores=2\nno equals sign"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(child<QLabel>(*dialog, QStringLiteral("nixOptionsError"))
                    ->text()
                    .contains(QStringLiteral("Line 2")));
        child<QPlainTextEdit>(*dialog, QStringLiteral("nixOptions"))->clear();
        QVERIFY(ok->isEnabled());
    }

    void cancelWritesNothing()
    {
        llm::ProviderProfile kept = llm::ProviderProfile::openAi();
        kept.name = QStringLiteral("kept");
        llm::ProfileStore(*m_settings).save(kept);
        loop::SessionDefaults defaults;
        defaults.maxIterations = 11;
        defaults.save(*m_settings);
        m_settings->sync();
        const QByteArray before = fileBytes(settingsFile());
        QVERIFY(before.contains("maxIterations=11"));

        auto dialog = makeDialog();
        type(child<QLineEdit>(*dialog, QStringLiteral("apiKey")), secret);
        type(child<QLineEdit>(*dialog, QStringLiteral("model")), QStringLiteral("other-model"));
        addPreset(*dialog, 1);
        child<QSpinBox>(*dialog, QStringLiteral("maxIterations"))->setValue(3);
        child<QComboBox>(*dialog, QStringLiteral("vmBackend"))->setCurrentIndex(2);
        QSignalSpy applied(dialog.get(), &SettingsDialog::settingsApplied);
        dialogButton(*dialog, QDialogButtonBox::Cancel)->click();
        QCOMPARE(dialog->result(), int(QDialog::Rejected));
        QTest::qWait(200); // a stray asynchronous write would land here
        QCOMPARE(applied.size(), 0);

        m_settings->sync();
        QCOMPARE(fileBytes(settingsFile()), before);
        QCOMPARE(keychainEntry(QStringLiteral("kept")), QString());
        QCOMPARE(loop::SessionDefaults::load(*m_settings).maxIterations, 11);
    }

    void toolDetection()
    {
        QTemporaryDir tools;
        const QString fake = script(tools, QStringLiteral("my-nurl"), "echo 'nurl 0.3.13'");
        auto dialog = makeDialog();
        dialog->showPage(SettingsDialog::Page::Tools);
        auto *page = child<ui::ToolSettingsPage>(*dialog, QStringLiteral("toolsPage"));
        auto *path = child<QLineEdit>(*dialog, QStringLiteral("toolPath_nurl"));
        auto *status = child<QLabel>(*dialog, QStringLiteral("toolStatus_nurl"));
        QCOMPARE(path->placeholderText(), QStringLiteral("PATH"));

        type(path, fake);
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("nurl 0.3.13")), 5000);
        QVERIFY(status->text().contains(fake));
        QVERIFY(dialogButton(*dialog, QDialogButtonBox::Ok)->isEnabled());

        type(path, QStringLiteral("/no/such/dir/nurl"));
        QVERIFY(!dialogButton(*dialog, QDialogButtonBox::Ok)->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("does not exist")), 5000);
        QVERIFY(dialog->problems().join(QLatin1Char(' ')).contains(QStringLiteral("/no/such")));
        QCOMPARE(page->pendingDetections(), 0);

        // Empty: PATH; a PATH without the tool says it is not installed, without blocking OK.
        const QByteArray oldPath = qgetenv("PATH");
        qputenv("PATH", tools.path().toLocal8Bit());
        type(path, QString());
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("not installed")), 5000);
        qputenv("PATH", oldPath);
        QVERIFY(dialogButton(*dialog, QDialogButtonBox::Ok)->isEnabled());
    }

    /// The Nix page names the Nix the options give, probed off the GUI thread (issue 19); a
    /// Nix too old to build with says so.
    void nixEnvironmentIsShown()
    {
        QTemporaryDir bin;
        script(bin, QStringLiteral("nix-instantiate"),
            "case \"$*\" in *--version*) echo 'nix-instantiate (Nix) 2.34.8' ;;"
            " *) echo '\"x86_64-linux\"' ;; esac");
        script(bin, QStringLiteral("nix"), "printf 'sandbox = true\\nstore = daemon\\n'");
        const QByteArray oldPath = qgetenv("PATH");
        qputenv("PATH", QByteArray(bin.path().toLocal8Bit() + ':' + oldPath));
        auto dialog = makeDialog();
        auto *nix = child<QLabel>(*dialog, QStringLiteral("nixEnvironment"));
        QTRY_VERIFY_WITH_TIMEOUT(nix->text().contains(QStringLiteral("Nix 2.34.8")), 10000);
        QVERIFY2(nix->text().contains(QStringLiteral("(x86_64-linux), through the nix-daemon, "
                                                     "sandbox on")),
            qPrintable(nix->text()));

        // A Nix older than 2.8 cannot build: the line says so.
        script(bin, QStringLiteral("nix-instantiate"), "echo 'nix-instantiate (Nix) 2.3.16'");
        child<QPlainTextEdit>(*dialog, QStringLiteral("nixOptions"))
            ->setPlainText(QStringLiteral("cores=1"));
        QTRY_VERIFY_WITH_TIMEOUT(nix->text().contains(QStringLiteral("too old")), 10000);
        qputenv("PATH", oldPath);
    }

    /// Every label, button and combo box of every page gets at least its size hint: no text is
    /// clipped. Also run with QT_SCALE_FACTOR=2 (see CMakeLists.txt).
    void noClippedText()
    {
        llm::ProfileStore(*m_settings).save(llm::ProviderProfile::anthropic());
        auto dialog = makeDialog();
        // As large as it would open on a 1920×1080 screen at this scale factor.
        const qreal scale = dialog->devicePixelRatioF();
        dialog->resize(
            dialog->preferredSize().boundedTo(QSize(int(1728 / scale), int(972 / scale))));
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        auto *stack = child<QStackedWidget>(*dialog, QStringLiteral("pages"));
        const QString shots = qEnvironmentVariable("PACKWRIGHT_SCREENSHOT_DIR");
        for (int i = 0; i < stack->count(); ++i) {
            dialog->showPage(SettingsDialog::Page(i));
            QCoreApplication::processEvents();
            if (!shots.isEmpty())
                dialog->grab().save(QStringLiteral("%1/settings-%2.png").arg(shots).arg(i));
            auto *area = qobject_cast<QScrollArea *>(stack->currentWidget());
            QVERIFY(area);
            QVERIFY2(!area->horizontalScrollBar()->isVisible(),
                qPrintable(QStringLiteral("page %1 scrolls sideways").arg(i)));
            const QList<QWidget *> widgets = area->widget()->findChildren<QWidget *>();
            for (QWidget *w : widgets) {
                if (!w->isVisible())
                    continue;
                const auto *label = qobject_cast<QLabel *>(w);
                if (label && (label->wordWrap() || label->text().isEmpty()))
                    continue;
                if (!label && !qobject_cast<QAbstractButton *>(w) && !qobject_cast<QComboBox *>(w))
                    continue;
                QVERIFY2(w->width() >= w->minimumSizeHint().width(),
                    qPrintable(QStringLiteral("page %1: %2 \"%3\" is %4 px wide, needs %5")
                                   .arg(i)
                                   .arg(QString::fromLatin1(w->metaObject()->className()),
                                       label ? label->text() : w->objectName())
                                   .arg(w->width())
                                   .arg(w->minimumSizeHint().width())));
            }
        }
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
