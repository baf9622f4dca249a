// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// KeyStore under a real Secret Service (run by with-secret-service.sh: a private D-Bus
// session and gnome-keyring): write, read, the environment taking precedence, removal, and
// the NoKey error.

#include "llm/KeyStore.h"

#include <QCoroTask>
#include <QTest>

using namespace packwright::llm;
using packwright::Result;

namespace {

template<typename T>
T wait(QCoro::Task<T> &task)
{
    return QCoro::waitFor(task);
}

ProviderProfile profile(const QString &name)
{
    ProviderProfile p = ProviderProfile::openAi();
    p.name = name;
    p.keyEnv = QStringLiteral("PACKWRIGHT_TEST_KEYSTORE_KEY");
    return p;
}

} // namespace

class TestKeyStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"),
            "run through tests/integration/with-secret-service.sh");
        for (const char *name : {"OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OPENROUTER_API_KEY",
                 "PACKWRIGHT_TEST_KEYSTORE_KEY"})
            qunsetenv(name);
    }

    void roundTrip()
    {
        const KeyStore store(QStringLiteral("Packwright test"));
        const QString name = QStringLiteral("OpenAI work account");
        const QString secret = QStringLiteral("sk-roundtrip-0123456789abcdef");

        auto write = store.write(name, secret);
        const Result<bool> written = wait(write);
        QVERIFY2(written.ok(), qPrintable(written.ok() ? QString() : written.error().detail));

        auto read = store.read(name);
        const Result<QString> back = wait(read);
        QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().detail));
        QCOMPARE(back.value(), secret);

        auto other = store.read(QStringLiteral("no such profile"));
        const Result<QString> none = wait(other);
        QVERIFY(none.ok());
        QCOMPARE(none.value(), QString());

        auto fromChain = store.key(profile(name));
        const LlmResult<QString> key = wait(fromChain);
        QVERIFY(key.ok());
        QCOMPARE(key.value(), secret);

        // The environment takes precedence over the keychain.
        qputenv("PACKWRIGHT_TEST_KEYSTORE_KEY", "sk-from-environment");
        auto fromEnv = store.key(profile(name));
        const LlmResult<QString> envKey = wait(fromEnv);
        qunsetenv("PACKWRIGHT_TEST_KEYSTORE_KEY");
        QVERIFY(envKey.ok());
        QCOMPARE(envKey.value(), QStringLiteral("sk-from-environment"));

        // Overwrite, then remove.
        auto rewrite = store.write(name, QStringLiteral("sk-second"));
        QVERIFY(wait(rewrite).ok());
        auto reread = store.read(name);
        QCOMPARE(wait(reread).value(), QStringLiteral("sk-second"));
        auto remove = store.remove(name);
        QVERIFY(wait(remove).ok());
        auto gone = store.read(name);
        QCOMPARE(wait(gone).value(), QString());
        auto removeAgain = store.remove(name);
        QVERIFY(wait(removeAgain).ok());
    }

    void noKey()
    {
        const KeyStore store(QStringLiteral("Packwright test"));
        auto missing = store.key(profile(QStringLiteral("never stored")));
        const LlmResult<QString> key = wait(missing);
        QVERIFY(!key.ok());
        QCOMPARE(key.error().kind, LlmError::Kind::NoKey);
        QVERIFY(key.error().detail.contains(QStringLiteral("PACKWRIGHT_TEST_KEYSTORE_KEY")));

        ProviderProfile local = ProviderProfile::local(
            QUrl(QStringLiteral("http://127.0.0.1:11434/v1")), QStringLiteral("qwen"));
        auto keyless = store.key(local);
        const LlmResult<QString> empty = wait(keyless);
        QVERIFY(empty.ok());
        QCOMPARE(empty.value(), QString());
    }
};

QTEST_GUILESS_MAIN(TestKeyStore)
#include "tst_keystore.moc"
