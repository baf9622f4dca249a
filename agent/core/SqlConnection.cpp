// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/SqlConnection.h"

#include <QSqlDatabase>
#include <QThread>

#include <atomic>

namespace packwright {

QString uniqueConnectionName(const QString &prefix)
{
    static std::atomic<quint64> counter{0};
    return prefix + QString::number(++counter);
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
