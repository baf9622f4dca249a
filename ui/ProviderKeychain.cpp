// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ProviderKeychain.h"

namespace packwright::ui::keychain {

QString keyVariableSet(const llm::ProviderProfile &profile)
{
    for (const QString &name : profile.keyEnvironmentVariables())
        if (!qEnvironmentVariableIsEmpty(name.toLocal8Bit().constData()))
            return name;
    return {};
}

QCoro::Task<> applyKeyChanges(
    llm::KeyStore keys, QList<KeyChange> changes, std::function<void(const QString &)> done)
{
    for (const KeyChange &change : changes) {
        Result<bool> ok = true;
        if (change.kind == KeyChange::Kind::Remove) {
            auto task = keys.remove(change.from);
            ok = co_await task;
        } else if (change.kind == KeyChange::Kind::Write) {
            auto task = keys.write(change.to, change.key);
            ok = co_await task;
        } else {
            auto read = keys.read(change.from);
            const Result<QString> old = co_await read;
            if (!old) {
                ok = old.error();
            } else if (!old.value().isEmpty()) {
                auto write = keys.write(change.to, old.value());
                ok = co_await write;
                if (ok) {
                    auto remove = keys.remove(change.from);
                    ok = co_await remove;
                }
            }
        }
        if (!ok) {
            done(ok.error().message);
            co_return;
        }
    }
    done({});
}

QCoro::Task<> keyForTest(llm::KeyStore keys, llm::ProviderProfile profile, QString typed,
    QString storedName, bool removed, std::function<void(const llm::LlmResult<QString> &)> done)
{
    const QString variable = keyVariableSet(profile);
    if (!variable.isEmpty()) {
        done(qEnvironmentVariable(variable.toLocal8Bit().constData()));
        co_return;
    }
    if (!typed.isEmpty()) {
        done(typed);
        co_return;
    }
    if (!removed && !storedName.isEmpty()) {
        profile.name = storedName;
        auto task = keys.key(profile);
        const llm::LlmResult<QString> key = co_await task;
        done(key);
        co_return;
    }
    if (!profile.keyRequired)
        done(QString());
    else
        done(llm::LlmError::make(llm::LlmError::Kind::NoKey, profile.name));
}

QCoro::Task<> readKeychain(
    llm::KeyStore keys, QString name, std::function<void(const Result<QString> &)> done)
{
    auto task = keys.read(name);
    const Result<QString> stored = co_await task;
    done(stored);
}

} // namespace packwright::ui::keychain
