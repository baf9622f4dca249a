// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QString>
#include <QTest>
#include <QTranslator>
#include <QWidget>

namespace packwright::testsupport {

/// With PACKWRIGHT_SCREENSHOTS=DIR, saves what `widget` shows as DIR/NAME.png (the GUI
/// tests' screenshots, looked at before GUI work is called done; DIR is made when missing);
/// nothing otherwise.
inline void screenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("PACKWRIGHT_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QVERIFY2(QDir().mkpath(dir), qPrintable(dir));
    QVERIFY(widget->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

/// With PACKWRIGHT_SCREENSHOTS_LANG=LANG (e.g. de), the screenshots show the window in that
/// language: Packwright's translation as built for the application (app/packwright_LANG.qm
/// in the build tree) and Qt's own. Runs as the test's application starts.
inline void installScreenshotTranslations()
{
    const QString language = qEnvironmentVariable("PACKWRIGHT_SCREENSHOTS_LANG");
    if (language.isEmpty())
        return;
    const QLocale locale(language);
    QLocale::setDefault(locale);
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *ours = new QTranslator(QCoreApplication::instance());
    if (!ours->load(locale, QStringLiteral("packwright"), QStringLiteral("_"),
            QStringLiteral(PACKWRIGHT_BINARY_DIR "/app")))
        qFatal("PACKWRIGHT_SCREENSHOTS_LANG=%s: no packwright_%s.qm in %s/app (build the "
               "application first)",
            qPrintable(language), qPrintable(language), PACKWRIGHT_BINARY_DIR);
    QCoreApplication::installTranslator(ours);
}
Q_COREAPP_STARTUP_FUNCTION(installScreenshotTranslations)

} // namespace packwright::testsupport
