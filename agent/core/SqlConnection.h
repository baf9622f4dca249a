// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QThread;

namespace packwright {

/// A QtSql connection name no other connection has: `prefix` plus a process-wide counter.
/// QtSql keys connections by name, and each store, index and knowledge base needs its own.
/// Also counts the connection for connectionsOpenedOn(): call it on the thread that opens it.
QString uniqueConnectionName(const QString &prefix);

/// How many connections were named by uniqueConnectionName() on `thread` so far: every store,
/// index and knowledge base opens its SQLite database under such a name, so this is the number
/// of databases the thread opened. Tests hold the GUI thread to none during a live session
/// (issue 20).
quint64 connectionsOpenedOn(const QThread *thread);

/// Closes the connection `name` and removes it from Qt's registry. Only the thread that
/// opened it (`owner`) may touch the QSqlDatabase; elsewhere the entry is only removed
/// (SQLite closes the handle with the driver).
void dropConnection(const QString &name, const QThread *owner);

} // namespace packwright
