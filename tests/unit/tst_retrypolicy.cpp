// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// RetryPolicy: which errors are retried, backoff with jitter from an injected random source,
// Retry-After in seconds and as an HTTP-date against an injected clock.

#include "llm/RetryPolicy.h"

#include <QTest>

using namespace packwright::llm;
using namespace std::chrono_literals;
using Kind = LlmError::Kind;

class TestRetryPolicy : public QObject
{
    Q_OBJECT

    static RetryPolicy policy(double random)
    {
        RetryPolicy p;
        p.maxAttempts = 5;
        p.baseDelay = 1000ms;
        p.maxDelay = 8000ms;
        p.random = [random] { return random; };
        p.now = [] {
            return QDateTime::fromString(QStringLiteral("2026-11-30T08:00:00Z"), Qt::ISODate);
        };
        return p;
    }

private Q_SLOTS:
    void retriedKinds_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("retried");
        QTest::newRow("rate limited") << int(Kind::RateLimited) << true;
        QTest::newRow("server error") << int(Kind::ServerError) << true;
        QTest::newRow("network") << int(Kind::Network) << true;
        QTest::newRow("timeout") << int(Kind::Timeout) << true;
        QTest::newRow("authentication") << int(Kind::Authentication) << false;
        QTest::newRow("unknown model") << int(Kind::UnknownModel) << false;
        QTest::newRow("context overflow") << int(Kind::ContextOverflow) << false;
        QTest::newRow("malformed") << int(Kind::MalformedReply) << false;
        QTest::newRow("cancelled") << int(Kind::Cancelled) << false;
        QTest::newRow("budget") << int(Kind::BudgetExceeded) << false;
    }
    void retriedKinds()
    {
        QFETCH(int, kind);
        QFETCH(bool, retried);
        QCOMPARE(policy(0.5).nextDelay(1, LlmError::make(Kind(kind))).has_value(), retried);
    }

    void backoff_data()
    {
        QTest::addColumn<int>("attempt");
        QTest::addColumn<double>("random");
        QTest::addColumn<qint64>("expectedMs");
        // equal jitter: step/2 + random * step/2, step = min(8000, 1000 * 2^(attempt-1))
        QTest::newRow("first, no jitter") << 1 << 0.0 << qint64(500);
        QTest::newRow("first, full jitter") << 1 << 1.0 << qint64(1000);
        QTest::newRow("second, half") << 2 << 0.5 << qint64(1500);
        QTest::newRow("third") << 3 << 0.25 << qint64(2500);
        QTest::newRow("capped") << 10 << 0.0 << qint64(4000);
        QTest::newRow("capped, full") << 30 << 1.0 << qint64(8000);
    }
    void backoff()
    {
        QFETCH(int, attempt);
        QFETCH(double, random);
        QFETCH(qint64, expectedMs);
        QCOMPARE(policy(random).backoff(attempt).count(), expectedMs);
    }

    void attemptsRunOut()
    {
        const RetryPolicy p = policy(0.5);
        const LlmError e = LlmError::make(Kind::ServerError);
        QVERIFY(p.nextDelay(4, e).has_value());
        QVERIFY(!p.nextDelay(5, e).has_value());
    }

    void retryAfter_data()
    {
        QTest::addColumn<QString>("header");
        QTest::addColumn<qint64>("expectedMs"); // -1: not retried
        QTest::newRow("seconds") << QStringLiteral("3") << qint64(3000);
        QTest::newRow("zero") << QStringLiteral("0") << qint64(0);
        QTest::newRow("HTTP-date 20 s ahead")
            << QStringLiteral("Mon, 30 Nov 2026 08:00:20 GMT") << qint64(20000);
        QTest::newRow("HTTP-date in the past")
            << QStringLiteral("Mon, 30 Nov 2026 07:59:00 GMT") << qint64(0);
        QTest::newRow("beyond the cap") << QStringLiteral("600") << qint64(-1);
        QTest::newRow("garbage falls back to backoff") << QStringLiteral("soon") << qint64(750);
    }
    void retryAfter()
    {
        QFETCH(QString, header);
        QFETCH(qint64, expectedMs);
        LlmError e = LlmError::make(Kind::RateLimited);
        e.retryAfter = header;
        const auto delay = policy(0.5).nextDelay(1, e);
        if (expectedMs < 0)
            QVERIFY(!delay.has_value());
        else
            QCOMPARE(delay.value().count(), expectedMs);
    }
};

QTEST_GUILESS_MAIN(TestRetryPolicy)
#include "tst_retrypolicy.moc"
