// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QSettings>
#include <QTemporaryDir>

namespace packwright::testsupport {

/// Points every QSettings() of the process (the window's recent sessions, dock layout and
/// geometry) at a temporary directory removed at exit: a GUI test starts from no saved
/// settings, whatever earlier runs saved, and leaves nothing in ~/.config. Construct it
/// before the first QSettings, e.g. as a member of the test object.
class PrivateSettings
{
public:
    PrivateSettings()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }
    /// The directory the settings files go to.
    QString directory() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
};

} // namespace packwright::testsupport
