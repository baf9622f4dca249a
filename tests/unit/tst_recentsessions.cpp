// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The recent sessions list (models/RecentSessions): order, cap, dedupe, missing paths and
// persistence through QSettings (a temporary ini file).
#include "RecentSessions.h"
#include "workspace/SessionRecordReader.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace packwright;
using models::RecentSession;
using models::RecentSessions;

class TestRecentSessions : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;

    /// An existing session record file `name` in the temporary directory.
    QString touch(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write("{}");
        return path;
    }

    RecentSession entry(const QString &path, const QString &pname, int minute = 0)
    {
        RecentSession s;
        s.path = path;
        s.pname = pname;
        s.version = QStringLiteral("1.0");
        s.stopReason = QStringLiteral("succeeded");
        s.outcome = QStringLiteral("build succeeded");
        s.attempts = 2;
        s.openedAt = QDateTime::fromString(QStringLiteral("2025-01-01T12:00:00Z"), Qt::ISODate)
                         .addSecs(60 * minute);
        return s;
    }

    QStringList paths(const RecentSessions &model)
    {
        QStringList out;
        for (int row = 0; row < model.rowCount(); ++row)
            out << model.index(row).data(RecentSessions::PathRole).toString();
        return out;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QFile::remove(m_dir.filePath(QStringLiteral("settings.ini")));
        m_settings = std::make_unique<QSettings>(
            m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    }

    void cleanup() { m_settings.reset(); }

    void mostRecentFirstAndDeduplicated()
    {
        RecentSessions model(*m_settings);
        QAbstractItemModelTester tester(&model);
        const QString a = touch(QStringLiteral("a.json"));
        const QString b = touch(QStringLiteral("b.json"));
        model.addSession(entry(a, QStringLiteral("a")));
        model.addSession(entry(b, QStringLiteral("b")));
        QCOMPARE(paths(model), (QStringList{b, a}));
        // The same path again (spelt differently) moves to the top with its new facts.
        RecentSession again
            = entry(m_dir.path() + QStringLiteral("/./a.json"), QStringLiteral("a2"));
        model.addSession(again);
        QCOMPARE(paths(model), (QStringList{a, b}));
        QCOMPARE(model.index(0).data(RecentSessions::PnameRole).toString(), QStringLiteral("a2"));
    }

    void sessionDirectoryAndItsRecordAreOneEntry()
    {
        RecentSessions model(*m_settings);
        const QString session = m_dir.filePath(QStringLiteral("session"));
        QVERIFY(QDir().mkpath(session));
        touch(QStringLiteral("session/record.sqlite"));
        model.addSession(entry(session, QStringLiteral("x")));
        model.addSession(entry(session + QStringLiteral("/record.sqlite"), QStringLiteral("x")));
        QCOMPARE(paths(model), (QStringList{session}));
        QVERIFY(!model.isMissing(0));
    }

    void keepsAtMostTen()
    {
        RecentSessions model(*m_settings);
        QAbstractItemModelTester tester(&model);
        for (int i = 0; i < 13; ++i)
            model.addSession(entry(touch(QStringLiteral("%1.json").arg(i)), QString::number(i)));
        QCOMPARE(model.rowCount(), RecentSessions::maxEntries);
        QCOMPARE(model.session(0).pname, QStringLiteral("12"));
        QCOMPARE(model.session(9).pname, QStringLiteral("3"));
        RecentSessions reread(*m_settings);
        QCOMPARE(reread.rowCount(), RecentSessions::maxEntries);
    }

    void missingPathsAreShownAndRemovable()
    {
        const QString kept = touch(QStringLiteral("kept.json"));
        const QString gone = touch(QStringLiteral("gone.json"));
        const QString emptyDir = m_dir.filePath(QStringLiteral("empty-session"));
        QVERIFY(QDir().mkpath(emptyDir));
        RecentSessions model(*m_settings);
        QAbstractItemModelTester tester(&model);
        model.addSession(entry(kept, QStringLiteral("kept")));
        model.addSession(entry(gone, QStringLiteral("gone")));
        model.addSession(entry(emptyDir, QStringLiteral("nodb")));
        QVERIFY(model.isMissing(0)); // a directory without record.sqlite
        QVERIFY(!model.isMissing(1));
        QVERIFY(QFile::remove(gone));
        model.refresh();
        QVERIFY(model.isMissing(1));
        QVERIFY(!model.isMissing(2));
        const QModelIndex missing = model.index(1);
        QVERIFY(missing.data(RecentSessions::MissingRole).toBool());
        QVERIFY(missing.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Missing")));
        QVERIFY(missing.data(Qt::DisplayRole).toString().endsWith(QStringLiteral("missing")));
        QVERIFY(
            !model.index(2).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Missing")));
        QCOMPARE(model.removeMissing(), 2);
        QCOMPARE(paths(model), (QStringList{kept}));
        QVERIFY(model.removeSession(0));
        QVERIFY(!model.removeSession(0));
        QCOMPARE(model.rowCount(), 0);
    }

    void persistsThroughSettings()
    {
        const QString a = touch(QStringLiteral("a.json"));
        const QString b = touch(QStringLiteral("b.json"));
        {
            RecentSessions model(*m_settings);
            model.addSession(entry(a, QStringLiteral("a"), 1));
            model.addSession(entry(b, QStringLiteral("b"), 2));
        }
        m_settings->sync();
        QSettings fresh(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        QCOMPARE(fresh.value(QStringLiteral("recent/sessions/size")).toInt(), 2);
        RecentSessions reread(fresh);
        QCOMPARE(reread.rowCount(), 2);
        RecentSession expected = entry(b, QStringLiteral("b"), 2);
        QCOMPARE(reread.session(0), expected);
        QCOMPARE(reread.session(1).path, a);

        reread.clearSessions();
        QCOMPARE(reread.rowCount(), 0);
        RecentSessions afterClear(fresh);
        QCOMPARE(afterClear.rowCount(), 0);
        QVERIFY(!fresh.contains(QStringLiteral("recent/sessions/2/path")));
    }

    void displayAndTooltip()
    {
        RecentSessions model(*m_settings);
        RecentSession failed = entry(touch(QStringLiteral("jq.json")), QStringLiteral("jq"));
        failed.stopReason = QStringLiteral("no-progress");
        failed.outcome = QStringLiteral("build error in configurePhase");
        failed.attempts = 5;
        model.addSession(failed);
        QCOMPARE(model.index(0).data().toString(),
            QStringLiteral("jq 1.0 — no-progress: build error in configurePhase · 5 attempts"));
        const QString tip = model.index(0).data(Qt::ToolTipRole).toString();
        QVERIFY(tip.startsWith(QDir::toNativeSeparators(failed.path)));
        QVERIFY(tip.contains(QStringLiteral("Last opened")));
    }

    void entryFromDemoRecord()
    {
        const auto record
            = workspace::readSessionRecord(QStringLiteral(":/demo/hello-session.json"));
        QVERIFY(record.ok());
        RecentSessions model(*m_settings);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.addRecord(QStringLiteral(":/demo/hello-session.json"), record.value());
        QCOMPARE(inserted.size(), 1);
        const RecentSession s = model.session(0);
        QCOMPARE(s.path, QStringLiteral(":/demo/hello-session.json"));
        QCOMPARE(s.pname, QStringLiteral("hello"));
        QCOMPARE(s.stopReason, QStringLiteral("succeeded"));
        QCOMPARE(s.outcome, QStringLiteral("build succeeded"));
        QCOMPARE(s.attempts, 3);
        QVERIFY(qAbs(s.openedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        QVERIFY(!model.isMissing(0));
        QCOMPARE(model.index(0).data().toString(),
            QStringLiteral("hello 2.12.1 — succeeded · 3 attempts"));
    }
};

QTEST_GUILESS_MAIN(TestRecentSessions)
#include "tst_recentsessions.moc"
