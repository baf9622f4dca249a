// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;
class QSettings;
class QStackedWidget;
class QToolBar;
class QWidget;

namespace packwright::ui {

/// The main window's two faces and its layout (issue 20 items 1 and 5): the start page
/// before any session, or the workbench (its centre, its docks and the approval tool bar);
/// the window's geometry and the workbench's dock layout kept in QSettings
/// ("window/geometry", "window/layout") from one start to the next; Reset layout.
class WorkbenchLayout : public QObject
{
    Q_OBJECT

public:
    /// `pages` holds `startPage` and the workbench's centre; `approvalBar` is shown with the
    /// workbench only. The window's docks are all the workbench's.
    WorkbenchLayout(QMainWindow *window, QSettings *settings, QStackedWidget *pages,
        QWidget *startPage, QToolBar *approvalBar);

    /// Call once the docks are placed: they are the default layout (reset()); then the saved
    /// geometry and layout are restored (a missing or foreign value keeps the defaults) and
    /// the start page is shown.
    void finishSetup();
    bool startPageShown() const;
    /// The start page, or the workbench with the docks the start page hid.
    void setStartPageShown(bool shown);
    /// Saves what finishSetup() restores; on the start page, the workbench's layout from
    /// before it was hidden.
    void save();
    /// The docks as a first start places them.
    void reset();

private:
    QMainWindow *m_window;
    QSettings *m_settings;
    QStackedWidget *m_pages;
    QWidget *m_startPage;
    QWidget *m_workbench;
    QToolBar *m_approvalBar;
    QList<QDockWidget *> m_hiddenDocks; ///< the docks the start page hid, shown again after it
    QByteArray m_defaultLayout;         ///< saveState() as built, for reset()
    QByteArray m_sessionLayout;         ///< the workbench's saveState() when the start page hid it
};

} // namespace packwright::ui
