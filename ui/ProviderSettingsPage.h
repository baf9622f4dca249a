// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/KeyStore.h"
#include "llm/ProviderProfile.h"

#include <QMap>
#include <QPointer>
#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace packwright::llm {
class ConnectionTest;
class ProfileStore;
} // namespace packwright::llm

namespace packwright::ui {

class ProviderForm;

/// The provider profiles: a list (add from a preset, duplicate, remove, set as default) and
/// the selected profile's fields (ProviderForm), its API key and a connection test.
///
/// The key typed into "apiKey" (password echo) is held in memory until save(), which writes
/// it to the KeyStore, never to the settings; "removeStoredKey" marks the keychain entry for
/// removal; "keySource" says where the key comes from now (an environment variable, the
/// keychain, none). A renamed profile's keychain entry moves with it; a removed profile's
/// entry is removed. "testConnection" sends one tiny request (llm::ConnectionTest) with the
/// key a session would use (environment, then the typed key, then the keychain); its outcome
/// is shown in "testResult"; "cancelTest" stops it.
/// Other widgets: "profileList", "addProfile" (a menu of presets), "duplicateProfile",
/// "removeProfile", "setDefaultProfile".
class ProviderSettingsPage : public QWidget
{
    Q_OBJECT

public:
    explicit ProviderSettingsPage(QWidget *parent = nullptr);
    ~ProviderSettingsPage() override;

    /// The keychain to use (tests use their own service name).
    void setKeyStore(const llm::KeyStore &keys) { m_keys = keys; }
    void load(const llm::ProfileStore &store);
    /// What blocks OK (an unnamed or duplicate profile, a base URL that is not http(s), no
    /// model), one sentence each.
    QStringList problems() const;
    /// Writes the profiles into `store` now, then the key changes into the keychain; `done`
    /// gets an empty string, or the keychain's error message (the unsaved keys stay in the
    /// page to try again). Not called back when the page is destroyed first.
    void save(llm::ProfileStore &store, std::function<void(const QString &error)> done);

Q_SIGNALS:
    void changed();
    /// A connection test ended (after cancel too), its text in "testResult".
    void connectionTestFinished(bool succeeded);

private:
    struct Entry
    {
        llm::ProviderProfile profile;
        QString storedName; ///< its name in the settings and keychain; empty: new
        QString newKey;     ///< typed, not saved yet
        bool removeKey = false;
        bool isDefault = false;
    };
    enum class KeychainState
    {
        Unknown,
        Checking,
        Stored,
        None,
        Failed
    };

    Entry *current();
    void refreshList();
    void showEntry(int row);
    void formEdited();
    void add(const llm::ProviderProfile &preset);
    void duplicate();
    void removeCurrent();
    void makeDefault();
    void keyTyped(const QString &key);
    void removeStoredKey();
    void updateKeySource();
    void checkKeychain(const QString &storedName);
    QString uniqueName(const QString &base) const;
    void validate();
    void startTest();
    void cancelTest();
    void testDone(bool succeeded, const QString &text);

    llm::KeyStore m_keys;
    QList<Entry> m_entries;
    QStringList m_removed; ///< stored names of removed profiles
    QMap<QString, KeychainState> m_keychain;
    QString m_keychainError;
    QListWidget *m_list;
    ProviderForm *m_form;
    QLineEdit *m_apiKey;
    QPushButton *m_removeKey;
    QLabel *m_keySource;
    QPushButton *m_duplicate;
    QPushButton *m_remove;
    QPushButton *m_setDefault;
    QPushButton *m_test;
    QPushButton *m_cancelTest;
    QLabel *m_testResult;
    QWidget *m_editor;
    QPointer<llm::ConnectionTest> m_running;
    int m_testGeneration = 0;
    bool m_testing = false;
};

} // namespace packwright::ui
