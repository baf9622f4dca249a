// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/SqlConnection.h"

#include <QHash>
#include <QMutex>
#include <QSqlDatabase>
#include <QThread>

#include <atomic>

namespace packwright {

namespace {
QMutex openedMutex;
QHash<const QThread *, quint64> openedOn; ///< guarded by openedMutex
} // namespace

QString uniqueConnectionName(const QString &prefix)
{
    static std::atomic<quint64> counter{0};
    {
        const QMutexLocker lock(&openedMutex);
        ++openedOn[QThread::currentThread()];
    }
    return prefix + QString::number(++counter);
}

quint64 connectionsOpenedOn(const QThread *thread)
{
    const QMutexLocker lock(&openedMutex);
    return openedOn.value(thread);
}

void dropConnection(const QString &name, const QThread *owner)
{
    if (QThread::currentThread() == owner) {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace packwright
