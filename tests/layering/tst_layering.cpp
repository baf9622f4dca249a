// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// DESIGN.md: "the agent library does not link Qt6::Widgets"; models/ has no widgets either.
// ldd lists every shared library a probe linked only against that layer pulls in,
// directly or through its dependencies.

#include <QProcess>
#include <QTest>

class TestLayering : public QObject
{
    Q_OBJECT

private:
    static QString linkedLibraries(const QString &binary)
    {
        QProcess ldd;
        ldd.start(QStringLiteral("ldd"), {binary});
        if (!ldd.waitForFinished(30000) || ldd.exitCode() != 0)
            return {};
        return QString::fromLocal8Bit(ldd.readAllStandardOutput());
    }

private Q_SLOTS:
    void agentLinksNoWidgetsNoGui()
    {
        const QString libs = linkedLibraries(QStringLiteral(AGENT_PROBE));
        QVERIFY2(libs.contains(QStringLiteral("libQt6Core.so")), qPrintable(libs));
        QVERIFY2(!libs.contains(QStringLiteral("libQt6Widgets")), qPrintable(libs));
        QVERIFY2(!libs.contains(QStringLiteral("libQt6Gui")), qPrintable(libs));
    }

    void modelsLinkNoWidgets()
    {
        const QString libs = linkedLibraries(QStringLiteral(MODELS_PROBE));
        QVERIFY2(libs.contains(QStringLiteral("libQt6Gui.so")), qPrintable(libs));
        QVERIFY2(!libs.contains(QStringLiteral("libQt6Widgets")), qPrintable(libs));
    }
};

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
