// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "workspace/SessionRecord.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QList>
#include <QString>

class QSettings;

namespace packwright::models {

/// One recently opened session as the list remembers it: what it was when it was last opened.
struct RecentSession
{
    QString path;    ///< a session record file (.json or record.sqlite) or a session directory
    QString pname;   ///< empty: unknown
    QString version; ///< empty: unknown
    /// How the session stood: its stop reason ("succeeded", "no-progress", "cancelled", …;
    /// loop::stopReasonName) and the final attempt's outcome, e.g. "build error in
    /// configurePhase"; both empty when unknown.
    QString stopReason;
    QString outcome;
    int attempts = 0;
    QDateTime openedAt; ///< UTC

    /// The entry for `record`, read from `path`, opened at `openedAt`.
    static RecentSession fromRecord(
        const QString &path, const workspace::SessionRecord &record, const QDateTime &openedAt);

    friend bool operator==(const RecentSession &, const RecentSession &) = default;
};

/// The recently opened sessions (issue 7, "Sessions: recent sessions list"), most recent
/// first, at most maxEntries, kept in QSettings (group "recent", an array "sessions") and
/// written back on every change. Opening a path already in the list moves it to the top.
/// An entry whose path is gone (a deleted record file, a session directory without
/// `record.sqlite`) is kept but reported as missing (MissingRole; a tooltip says so) until it
/// is removed; refresh() looks at the files again.
class RecentSessions : public QAbstractListModel
{
    Q_OBJECT

public:
    static constexpr int maxEntries = 10;

    enum Role
    {
        PathRole = Qt::UserRole + 1, ///< QString, as given to addSession() (absolute)
        MissingRole,                 ///< bool: the path is gone
        PnameRole,                   ///< QString
        VersionRole,                 ///< QString
        StopReasonRole,              ///< QString
        OutcomeRole,                 ///< QString
        AttemptsRole,                ///< int
        OpenedAtRole,                ///< QDateTime, UTC
    };

    /// Reads the list from `settings`, which must outlive the model.
    explicit RecentSessions(QSettings &settings, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    /// Qt::DisplayRole: "hello 2.12.1 — succeeded · 3 attempts" (the file name when the
    /// package is unknown); Qt::ToolTipRole: the path, the outcome, when it was opened, or that
    /// it is missing; and the roles above.
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Puts `session` at the top (its path made absolute; an entry with the same path is
    /// replaced), drops what falls past maxEntries, and saves.
    void addSession(const RecentSession &session);
    /// addSession() for a record just opened from `path`, now.
    void addRecord(const QString &path, const workspace::SessionRecord &record);
    /// Removes the entry at `row`; false when there is none.
    bool removeSession(int row);
    /// Removes every missing entry; returns how many.
    int removeMissing();
    /// Empties the list ("Clear list").
    void clearSessions();
    /// Reads the list from the settings again and looks again which paths are gone.
    void refresh();

    /// The entry at `row` (an empty one when out of range).
    RecentSession session(int row) const;
    /// Whether the entry at `row` is missing.
    bool isMissing(int row) const;
    /// Whether `path` (a record file or a session directory) is there to open.
    static bool sessionExists(const QString &path);

private:
    struct Row
    {
        RecentSession session;
        bool missing = false;
    };
    void load();
    void save();

    QSettings &m_settings;
    QList<Row> m_rows;
};

} // namespace packwright::models
