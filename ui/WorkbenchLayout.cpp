// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "WorkbenchLayout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QStackedWidget>
#include <QToolBar>

namespace packwright::ui {

namespace {
/// QMainWindow::saveState()'s version: raise it when the docks change so that an old
/// layout is not applied to new docks.
constexpr int LayoutVersion = 1;
const QString GeometryKey = QStringLiteral("window/geometry");
const QString LayoutKey = QStringLiteral("window/layout");
} // namespace

WorkbenchLayout::WorkbenchLayout(QMainWindow *window, QSettings *settings, QStackedWidget *pages,
    QWidget *startPage, QToolBar *approvalBar)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
    , m_pages(pages)
    , m_startPage(startPage)
    , m_workbench(pages->currentWidget())
    , m_approvalBar(approvalBar)
{}

void WorkbenchLayout::finishSetup()
{
    m_defaultLayout = m_window->saveState(LayoutVersion);
    m_window->restoreGeometry(m_settings->value(GeometryKey).toByteArray());
    m_window->restoreState(m_settings->value(LayoutKey).toByteArray(), LayoutVersion);
    setStartPageShown(true);
}

bool WorkbenchLayout::startPageShown() const
{
    return m_pages->currentWidget() == m_startPage;
}

void WorkbenchLayout::setStartPageShown(bool shown)
{
    if (shown == startPageShown())
        return;
    if (shown) {
        m_sessionLayout = m_window->saveState(LayoutVersion);
        m_hiddenDocks.clear();
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
            if (dock->isVisibleTo(m_window)) {
                m_hiddenDocks << dock;
                dock->hide();
            }
        }
    } else {
        for (QDockWidget *dock : std::as_const(m_hiddenDocks))
            dock->show();
        m_hiddenDocks.clear();
    }
    m_approvalBar->setVisible(!shown);
    m_pages->setCurrentWidget(shown ? m_startPage : m_workbench);
}

void WorkbenchLayout::save()
{
    m_settings->setValue(GeometryKey, m_window->saveGeometry());
    m_settings->setValue(
        LayoutKey, startPageShown() ? m_sessionLayout : m_window->saveState(LayoutVersion));
}

void WorkbenchLayout::reset()
{
    const bool onStartPage = startPageShown();
    if (onStartPage)
        setStartPageShown(false);
    m_window->restoreState(m_defaultLayout, LayoutVersion);
    if (onStartPage)
        setStartPageShown(true);
}

} // namespace packwright::ui
