// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/KeyStore.h"
#include "core/DeleteLater.h"

#include "core/Logging.h"

#include <QCoreApplication>
#include <QCoroSignal>
#include <qt6keychain/keychain.h>

#include <memory>

namespace packwright::llm {

namespace {
struct KeyStoreTexts
{
    Q_DECLARE_TR_FUNCTIONS(KeyStoreTexts)
};

template<typename J>
std::unique_ptr<J, DeleteLater> makeJob(const QString &service, const QString &name)
{
    std::unique_ptr<J, DeleteLater> job(new J(service));
    job->setAutoDelete(false);
    job->setInsecureFallback(false);
    job->setKey(name);
    return job;
}

Error keychainError(const QKeychain::Job &job)
{
    return {KeyStoreTexts::tr("The system keychain is not available (%1): unlock it, or put the "
                              "key in the environment variable named in the provider settings.")
                .arg(job.errorString()),
        job.errorString()};
}
} // namespace

KeyStore::KeyStore(QString service)
    : m_service(std::move(service))
{}

QCoro::Task<LlmResult<QString>> KeyStore::key(ProviderProfile profile) const
{
    for (const QString &name : profile.keyEnvironmentVariables()) {
        const QString value = qEnvironmentVariable(name.toLocal8Bit().constData());
        if (!value.isEmpty()) {
            qCDebug(lcLlm) << "API key of" << profile.name << "from" << name;
            co_return value;
        }
    }
    const QString name = profile.name;
    const Result<QString> stored = co_await read(name);
    if (stored.ok() && !stored.value().isEmpty())
        co_return stored.value();
    if (!profile.keyRequired)
        co_return QString();
    LlmError error = LlmError::make(LlmError::Kind::NoKey,
        stored.ok() ? QStringLiteral("no keychain entry and none of %1 set")
                          .arg(profile.keyEnvironmentVariables().join(QStringLiteral(", ")))
                    : stored.error().detail);
    co_return error;
}

QCoro::Task<Result<QString>> KeyStore::read(QString profileName) const
{
    auto job = makeJob<QKeychain::ReadPasswordJob>(m_service, profileName);
    job->start();
    co_await qCoro(job.get(), &QKeychain::Job::finished);
    if (job->error() == QKeychain::EntryNotFound)
        co_return QString();
    if (job->error() != QKeychain::NoError)
        co_return keychainError(*job);
    co_return job->textData();
}

QCoro::Task<Result<bool>> KeyStore::write(QString profileName, QString key) const
{
    auto job = makeJob<QKeychain::WritePasswordJob>(m_service, profileName);
    job->setTextData(key);
    job->start();
    co_await qCoro(job.get(), &QKeychain::Job::finished);
    if (job->error() != QKeychain::NoError)
        co_return keychainError(*job);
    co_return true;
}

QCoro::Task<Result<bool>> KeyStore::remove(QString profileName) const
{
    auto job = makeJob<QKeychain::DeletePasswordJob>(m_service, profileName);
    job->start();
    co_await qCoro(job.get(), &QKeychain::Job::finished);
    if (job->error() != QKeychain::NoError && job->error() != QKeychain::EntryNotFound)
        co_return keychainError(*job);
    co_return true;
}

} // namespace packwright::llm
