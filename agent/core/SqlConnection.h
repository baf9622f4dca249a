// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

class QThread;

namespace packwright {

/// A QtSql connection name no other connection has: `prefix` plus a process-wide counter.
/// QtSql keys connections by name, and each store, index and knowledge base needs its own.
QString uniqueConnectionName(const QString &prefix);

/// Closes the connection `name` and removes it from Qt's registry. Only the thread that
/// opened it (`owner`) may touch the QSqlDatabase; elsewhere the entry is only removed
/// (SQLite closes the handle with the driver).
void dropConnection(const QString &name, const QThread *owner);

} // namespace packwright
