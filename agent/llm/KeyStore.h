// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "llm/LlmError.h"
#include "llm/ProviderProfile.h"

#include <QCoroTask>
#include <QString>

namespace packwright::llm {

/// API keys: the environment first (ProviderProfile::keyEnvironmentVariables()), then the
/// system keychain through QtKeychain (Secret Service, KWallet, macOS Keychain, Windows
/// Credential Store), one entry per profile name under the service "Packwright". No
/// plaintext fallback: without a keychain, keys come from the environment only. Keys are
/// returned to the caller and never logged.
class KeyStore
{
public:
    explicit KeyStore(QString service = QStringLiteral("Packwright"));

    /// The key for `profile`. Errors: NoKey when neither the environment nor the keychain has
    /// one and the profile needs one (an empty key otherwise), or the keychain's failure.
    QCoro::Task<LlmResult<QString>> key(ProviderProfile profile) const;

    /// The keychain entry alone; an empty string when there is none.
    QCoro::Task<Result<QString>> read(QString profileName) const;
    QCoro::Task<Result<bool>> write(QString profileName, QString key) const;
    /// Removes the entry; succeeds when there was none.
    QCoro::Task<Result<bool>> remove(QString profileName) const;

private:
    QString m_service;
};

} // namespace packwright::llm
