// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The recent sessions menu and list (ui/RecentSessionsMenu, ui/RecentSessionsView): numbered
// entries, missing sessions, and the open / continue / remove / clear actions.
// PACKWRIGHT_SCREENSHOT_DIR=dir saves what the list shows there (recent-*.png).
#include "RecentSessions.h"
#include "RecentSessionsMenu.h"
#include "RecentSessionsView.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QListView>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace packwright;
using models::RecentSession;
using models::RecentSessions;
using ui::RecentSessionsMenu;
using ui::RecentSessionsView;

class TestRecentSessionsView : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<RecentSessions> m_model;
    QString m_hello, m_jq, m_gone;

    QString touch(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write("{}");
        return path;
    }

    static RecentSession entry(const QString &path, const QString &pname, const QString &stop,
        const QString &outcome, int attempts)
    {
        return {path, pname, QStringLiteral("1.0"), stop, outcome, attempts,
            QDateTime::fromString(QStringLiteral("2025-03-14T09:30:00Z"), Qt::ISODate)};
    }

    static QList<QAction *> sessionActions(const QMenu &menu)
    {
        QList<QAction *> out;
        for (QAction *a : menu.actions()) {
            if (a->isSeparator())
                break;
            out << a;
        }
        return out;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QFile::remove(m_dir.filePath(QStringLiteral("settings.ini")));
        m_settings = std::make_unique<QSettings>(
            m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        m_model = std::make_unique<RecentSessions>(*m_settings);
        m_gone = m_dir.filePath(QStringLiteral("gone.json"));
        m_jq = touch(QStringLiteral("jq.json"));
        m_hello = touch(QStringLiteral("hello & co.json"));
        m_model->addSession(entry(m_gone, QStringLiteral("zlib"), QStringLiteral("cancelled"),
            QStringLiteral("the build was cancelled"), 1));
        m_model->addSession(entry(m_jq, QStringLiteral("jq"), QStringLiteral("no-progress"),
            QStringLiteral("build error in configurePhase"), 7));
        m_model->addSession(entry(m_hello, QStringLiteral("hello"), QStringLiteral("succeeded"),
            QStringLiteral("build succeeded"), 3));
    }

    void cleanup()
    {
        m_model.reset();
        m_settings.reset();
    }

    void menuNumbersEntriesAndOpens()
    {
        RecentSessionsMenu menu(m_model.get());
        QSignalSpy open(&menu, &RecentSessionsMenu::openRequested);
        const QList<QAction *> entries = sessionActions(menu);
        QCOMPARE(entries.size(), 3);
        QVERIFY2(entries.at(0)->text().startsWith(QStringLiteral("&1 hello 1.0")),
            qPrintable(entries.at(0)->text()));
        QVERIFY(entries.at(1)->text().startsWith(QStringLiteral("&2 jq 1.0 — no-progress")));
        QVERIFY(entries.at(2)->text().startsWith(QStringLiteral("&3 zlib")));
        QVERIFY(entries.at(2)->text().endsWith(QStringLiteral("missing")));
        QVERIFY(!entries.at(2)->isEnabled());
        QVERIFY(entries.at(2)->toolTip().contains(QStringLiteral("Missing")));
        QVERIFY(entries.at(0)->isEnabled());
        entries.at(1)->trigger();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.at(0).at(0).toString(), m_jq);
    }

    void menuEscapesAmpersandsAndNumbersNineAtMost()
    {
        for (int i = 0; i < 8; ++i)
            m_model->addSession(entry(touch(QStringLiteral("p%1.json").arg(i)),
                QStringLiteral("p%1").arg(i), QStringLiteral("succeeded"), {}, 1));
        m_model->addSession(entry(m_hello, QStringLiteral("a&b"), {}, {}, 0));
        RecentSessionsMenu menu(m_model.get());
        const QList<QAction *> entries = sessionActions(menu);
        QCOMPARE(entries.size(), RecentSessions::maxEntries);
        QCOMPARE(entries.at(0)->text(), QStringLiteral("&1 a&&b 1.0"));
        QVERIFY(entries.at(8)->text().startsWith(QStringLiteral("&9 ")));
        QVERIFY(!entries.at(9)->text().startsWith(QLatin1Char('&')));
    }

    void menuRemovesMissingAndClears()
    {
        RecentSessionsMenu menu(m_model.get());
        auto *removeMissing = menu.findChild<QAction *>(QStringLiteral("removeMissing"));
        QVERIFY(removeMissing && removeMissing->isEnabled());
        removeMissing->trigger();
        QCOMPARE(m_model->rowCount(), 2);
        QCOMPARE(sessionActions(menu).size(), 2);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        auto *clear = menu.findChild<QAction *>(QStringLiteral("clearList"));
        QVERIFY(clear && clear->isEnabled());
        clear->trigger();
        QCOMPARE(m_model->rowCount(), 0);
        const QList<QAction *> entries = sessionActions(menu);
        QCOMPARE(entries.size(), 1);
        QVERIFY(!entries.at(0)->isEnabled()); // "No recent sessions"
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!menu.findChild<QAction *>(QStringLiteral("clearList"))->isEnabled());
    }

    void viewOpensAndContinues()
    {
        RecentSessionsView view(m_model.get());
        view.resize(640, 320);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy open(&view, &RecentSessionsView::openRequested);
        QSignalSpy cont(&view, &RecentSessionsView::continueRequested);
        QListView *list = view.listView();
        list->setCurrentIndex({});
        QVERIFY(!view.openAction()->isEnabled()); // nothing chosen
        list->setCurrentIndex(m_model->index(1));
        QVERIFY(view.openAction()->isEnabled());
        view.openAction()->trigger();
        view.continueAction()->trigger();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.at(0).at(0).toString(), m_jq);
        QCOMPARE(cont.size(), 1);
        QCOMPARE(cont.at(0).at(0).toString(), m_jq);

        list->setFocus();
        list->setCurrentIndex(m_model->index(0));
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(open.size(), 2);
        QCOMPARE(open.at(1).at(0).toString(), m_hello);

        const QRect second = list->visualRect(m_model->index(1));
        // As a real double-click arrives: a click, then the double-click press and release.
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, second.center());
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, second.center());
        QCOMPARE(open.size(), 3);
        QCOMPARE(open.at(2).at(0).toString(), m_jq);
        QVERIFY(saveScreenshot(view, QStringLiteral("recent-list.png")));
    }

    void viewMissingEntryOnlyRemoves()
    {
        RecentSessionsView view(m_model.get());
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view)); // shortcuts (Delete) need it
        QSignalSpy open(&view, &RecentSessionsView::openRequested);
        QListView *list = view.listView();
        list->setFocus();
        list->setCurrentIndex(m_model->index(2));
        QVERIFY(!view.openAction()->isEnabled());
        QVERIFY(!view.continueAction()->isEnabled());
        QVERIFY(view.removeAction()->isEnabled());
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(open.size(), 0);
        QTest::keyClick(list, Qt::Key_Delete);
        QCOMPARE(m_model->rowCount(), 2);
        view.clearAction()->trigger();
        QCOMPARE(m_model->rowCount(), 0);
        QVERIFY(!view.clearAction()->isEnabled());
    }

private:
    static bool saveScreenshot(QWidget &widget, const QString &name)
    {
        const QString dir = qEnvironmentVariable("PACKWRIGHT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return true;
        return QDir().mkpath(dir) && widget.grab().save(dir + QLatin1Char('/') + name);
    }
};

QTEST_MAIN(TestRecentSessionsView)
#include "tst_recentsessionsview.moc"
