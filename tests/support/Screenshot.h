// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QDir>
#include <QString>
#include <QTest>
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

} // namespace packwright::testsupport
