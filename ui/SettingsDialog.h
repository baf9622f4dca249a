// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/KeyStore.h"

#include <QDialog>
#include <QList>

class QAbstractButton;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QSettings;
class QStackedWidget;

namespace packwright::ui {

class ProviderSettingsPage;
class SettingsPage;
class ToolSettingsPage;

/// The Settings dialog (issue 7): provider profiles with their keys and a connection test;
/// approvals; limits and budgets; timeouts; nixpkgs sources and Nix options; the VM backend;
/// the optional tools with their detected versions. A page list ("pageList") beside the pages
/// ("pages"), OK / Apply / Cancel ("buttons").
///
/// Reads and writes `settings` through llm::ProfileStore and loop::SessionDefaults; keys go
/// to llm::KeyStore (the system keychain), never into `settings`. OK and Apply write only when
/// every page is valid (problems are shown next to their fields and under the pages, and OK
/// and Apply are disabled); the keychain is written asynchronously, and OK closes the dialog
/// once it is done (it stays open with the keychain's message when that fails). Cancel writes
/// nothing. Values for new sessions; running sessions keep theirs.
///
/// Use: `SettingsDialog dialog(settings, window); connect(&dialog,
/// &SettingsDialog::settingsApplied, …); dialog.exec();` or open() it non-modally.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Page
    {
        Providers,
        Approvals,
        Limits,
        Timeouts,
        Nixpkgs,
        Vm,
        Tools
    };

    SettingsDialog(QSettings &settings, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    /// The keychain to use (default: service "Packwright"); tests pass their own.
    void setKeyStore(const llm::KeyStore &keys);
    void showPage(Page page);
    /// Every problem that blocks OK, one sentence each.
    QStringList problems() const;
    /// The size that shows every page without scrolling; the dialog opens with it, bounded
    /// by 90 % of the screen.
    QSize preferredSize() const;

public Q_SLOTS:
    /// Validates and writes everything (as the Apply button); settingsApplied() or
    /// applyFailed() follows.
    void apply();
    void accept() override;

Q_SIGNALS:
    /// The settings and keys were written: re-read ProfileStore and SessionDefaults (e.g.
    /// the default profile shown in the window).
    void settingsApplied();
    /// Writing failed (the keychain); `message` is also shown in the dialog.
    void applyFailed(const QString &message);

private:
    void load();
    void validate();
    void startApply(bool thenClose);

    QSettings &m_settings;
    QListWidget *m_pageList;
    QStackedWidget *m_stack;
    ProviderSettingsPage *m_providers;
    ToolSettingsPage *m_tools;
    QList<SettingsPage *> m_sessionPages;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    bool m_applying = false;
};

} // namespace packwright::ui
