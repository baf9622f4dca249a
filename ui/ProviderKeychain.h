// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The provider settings' keychain work (ProviderSettingsPage): the changes Save makes to the
// stored keys, and the key a connection test uses. Each is a coroutine that reports to a
// callback; the page guards its own lifetime there.

#include "core/Result.h"
#include "llm/KeyStore.h"
#include "llm/LlmError.h"
#include "llm/ProviderProfile.h"

#include <QCoroTask>
#include <QList>
#include <QString>

#include <functional>

namespace packwright::ui::keychain {

/// The first of the profile's key variables that is set, or empty.
QString keyVariableSet(const llm::ProviderProfile &profile);

/// One change of the keychain, in the order save() runs them.
struct KeyChange
{
    enum class Kind
    {
        Remove, ///< `from`
        Move,   ///< `from` → `to`, when there is an entry
        Write   ///< `key` under `to`
    };
    Kind kind;
    QString from;
    QString to;
    QString key;
};

/// Runs `changes` in order and calls `done` with the first error's message, or empty.
QCoro::Task<> applyKeyChanges(
    llm::KeyStore keys, QList<KeyChange> changes, std::function<void(const QString &)> done);

/// The key a session would use: the environment, the typed key, then the keychain entry.
QCoro::Task<> keyForTest(llm::KeyStore keys, llm::ProviderProfile profile, QString typed,
    QString storedName, bool removed, std::function<void(const llm::LlmResult<QString> &)> done);

/// Reads the keychain entry `name` and hands it (or the keychain's error) to `done`.
QCoro::Task<> readKeychain(
    llm::KeyStore keys, QString name, std::function<void(const Result<QString> &)> done);

} // namespace packwright::ui::keychain
