// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// models::SessionLoader: reads off the GUI thread, errors as values, and which reads are
// superseded (the newest record or log shown wins; a new session drops them all).
#include "SessionLoader.h"
#include "workspace/SessionRecordWriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace packwright;

class TestSessionLoader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    /// A session record file `name` of `attempts` attempts (each expression "attempt N").
    QString writeRecord(const QString &name, int attempts)
    {
        workspace::SessionRecord record;
        record.pname = name;
        for (int n = 1; n <= attempts; ++n) {
            workspace::Attempt attempt;
            attempt.number = n;
            attempt.expression = QStringLiteral("attempt %1").arg(n);
            record.attempts.push_back(attempt);
        }
        const QString path = m_dir.filePath(name + QStringLiteral(".json"));
        QFile file(path);
        const auto json = workspace::sessionRecordToJson(record);
        if (!json || !file.open(QIODevice::WriteOnly) || file.write(json.value()) < 0)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void readsOffTheCallingThread()
    {
        models::SessionLoader loader;
        std::optional<QString> pname;
        QThread *calledOn = nullptr;
        loader.readRecord(
            writeRecord(QStringLiteral("one"), 2), [&](Result<workspace::SessionRecord> record) {
                QVERIFY(record);
                pname = record.value().pname;
                calledOn = QThread::currentThread();
            });
        QVERIFY(!pname); // not before the event loop runs
        QTRY_VERIFY(pname.has_value());
        QCOMPARE(*pname, QStringLiteral("one"));
        QCOMPARE(calledOn, QThread::currentThread());
    }

    void aMissingRecordIsAnError()
    {
        models::SessionLoader loader;
        std::optional<Error> error;
        loader.readRecord(m_dir.filePath(QStringLiteral("missing.json")),
            [&](Result<workspace::SessionRecord> record) {
                QVERIFY(!record);
                error = record.error();
            });
        QTRY_VERIFY(error.has_value());
        QVERIFY(!error->message.isEmpty());
    }

    void theNewestReadWins()
    {
        models::SessionLoader loader;
        QStringList shown;
        const auto show = [&](Result<workspace::SessionRecord> record) {
            shown << (record ? record.value().pname : QStringLiteral("error"));
        };
        loader.readRecord(writeRecord(QStringLiteral("first"), 1), show);
        loader.explainLog(m_dir.filePath(QStringLiteral("no.log")), {},
            [&](const Result<loop::ExplainedComparison> &) { shown << QStringLiteral("log"); });
        loader.readRecord(writeRecord(QStringLiteral("second"), 1), show);
        QTRY_COMPARE(shown, QStringList{QStringLiteral("second")});
        QTest::qWait(50); // the earlier ones are done by now, and dropped
        QCOMPARE(shown, QStringList{QStringLiteral("second")});
    }

    void supersedeDropsWhatShowsButNotTheFinalExpression()
    {
        models::SessionLoader loader;
        bool recordShown = false;
        std::optional<Result<QString>> expression;
        const QString path = writeRecord(QStringLiteral("three"), 3);
        loader.readRecord(
            path, [&](const Result<workspace::SessionRecord> &) { recordShown = true; });
        loader.readFinalExpression(path, [&](Result<QString> e) { expression = std::move(e); });
        loader.supersede(); // a new session started
        QTRY_VERIFY(expression.has_value());
        QVERIFY(*expression);
        QCOMPARE(expression->value(), QStringLiteral("attempt 3"));
        QTest::qWait(50);
        QVERIFY(!recordShown);
    }

    void aRecordWithoutAttemptsHasNothingToContinueFrom()
    {
        models::SessionLoader loader;
        std::optional<Result<QString>> expression;
        loader.readFinalExpression(writeRecord(QStringLiteral("empty"), 0),
            [&](Result<QString> e) { expression = std::move(e); });
        QTRY_VERIFY(expression.has_value());
        QVERIFY(!*expression);
        QVERIFY(expression->error().message.contains(QLatin1String("no attempt")));
    }
};

QTEST_GUILESS_MAIN(TestSessionLoader)
#include "tst_sessionloader.moc"
