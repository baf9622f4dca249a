// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RecentSessions.h"

#include "loop/EvidenceController.h"
#include "loop/RecordReport.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>

namespace packwright::models {

namespace {
constexpr QLatin1String group("recent");
constexpr QLatin1String array("sessions");
constexpr QLatin1String recordFileName("record.sqlite");

/// The one path a session is known by: absolute, clean, and for a session's SQLite record
/// the session directory that holds it (so both ways of opening it are one entry).
QString normalPath(const QString &path)
{
    if (path.startsWith(QLatin1Char(':')))
        return path; // a Qt resource
    const QFileInfo info(path);
    QString absolute = QDir::cleanPath(info.absoluteFilePath());
    if (info.fileName() == recordFileName)
        absolute = QDir::cleanPath(info.absolutePath());
    return absolute;
}
} // namespace

RecentSession RecentSession::fromRecord(
    const QString &path, const workspace::SessionRecord &record, const QDateTime &openedAt)
{
    const loop::SessionReport report = loop::sessionReportFromRecord(record);
    RecentSession s;
    s.path = path;
    s.pname = record.pname;
    s.version = record.version;
    s.stopReason = loop::stopReasonName(report.stopReason);
    if (const workspace::Attempt *final = record.finalAttempt()) {
        nix::BuildOutcome outcome;
        outcome.kind = final->outcome.kind;
        outcome.failingPhase = final->outcome.failingPhase;
        s.outcome = loop::describeOutcome(outcome);
    }
    s.attempts = int(record.attempts.size());
    s.openedAt = openedAt.toUTC();
    return s;
}

RecentSessions::RecentSessions(QSettings &settings, QObject *parent)
    : QAbstractListModel(parent)
    , m_settings(settings)
{
    load();
}

int RecentSessions::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant RecentSessions::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const RecentSession &s = row.session;
    switch (role) {
    case Qt::DisplayRole: {
        QString name = s.pname.isEmpty()
            ? QFileInfo(s.path).fileName()
            : QStringLiteral("%1 %2").arg(s.pname, s.version).trimmed();
        QStringList facts;
        if (!s.stopReason.isEmpty())
            facts << (s.stopReason == QLatin1String("succeeded") || s.outcome.isEmpty()
                    ? s.stopReason
                    : tr("%1: %2").arg(s.stopReason, s.outcome));
        if (s.attempts > 0)
            facts << (s.attempts == 1 ? tr("1 attempt") : tr("%1 attempts").arg(s.attempts));
        if (row.missing)
            facts << tr("missing");
        return facts.isEmpty() ? name : tr("%1 — %2").arg(name, facts.join(QStringLiteral(" · ")));
    }
    case Qt::ToolTipRole: {
        QStringList lines{QDir::toNativeSeparators(s.path)};
        if (row.missing)
            lines << tr("Missing: the session is no longer there (moved or deleted). Remove it "
                        "from the list.");
        if (!s.outcome.isEmpty())
            lines << tr("Final attempt: %1").arg(s.outcome);
        if (s.openedAt.isValid())
            lines << tr("Last opened %1")
                         .arg(QLocale().toString(s.openedAt.toLocalTime(), QLocale::ShortFormat));
        return lines.join(QLatin1Char('\n'));
    }
    case PathRole: return s.path;
    case MissingRole: return row.missing;
    case PnameRole: return s.pname;
    case VersionRole: return s.version;
    case StopReasonRole: return s.stopReason;
    case OutcomeRole: return s.outcome;
    case AttemptsRole: return s.attempts;
    case OpenedAtRole: return s.openedAt;
    default: return {};
    }
}

QHash<int, QByteArray> RecentSessions::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert({{PathRole, "path"}, {MissingRole, "missing"}, {PnameRole, "pname"},
        {VersionRole, "version"}, {StopReasonRole, "stopReason"}, {OutcomeRole, "outcome"},
        {AttemptsRole, "attempts"}, {OpenedAtRole, "openedAt"}});
    return names;
}

void RecentSessions::addSession(const RecentSession &session)
{
    RecentSession s = session;
    s.path = normalPath(s.path);
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).session.path == s.path) {
            removeSession(i);
            break;
        }
    }
    beginInsertRows({}, 0, 0);
    m_rows.prepend({s, !sessionExists(s.path)});
    endInsertRows();
    if (m_rows.size() > maxEntries) {
        beginRemoveRows({}, maxEntries, int(m_rows.size()) - 1);
        m_rows.resize(maxEntries);
        endRemoveRows();
    }
    save();
}

void RecentSessions::addRecord(const QString &path, const workspace::SessionRecord &record)
{
    addSession(RecentSession::fromRecord(path, record, QDateTime::currentDateTimeUtc()));
}

bool RecentSessions::removeSession(int row)
{
    if (row < 0 || row >= m_rows.size())
        return false;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
    save();
    return true;
}

int RecentSessions::removeMissing()
{
    int removed = 0;
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        if (m_rows.at(i).missing) {
            beginRemoveRows({}, i, i);
            m_rows.removeAt(i);
            endRemoveRows();
            ++removed;
        }
    }
    if (removed > 0)
        save();
    return removed;
}

void RecentSessions::clearSessions()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
    save();
}

void RecentSessions::refresh()
{
    beginResetModel();
    load();
    endResetModel();
}

RecentSession RecentSessions::session(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).session : RecentSession{};
}

bool RecentSessions::isMissing(int row) const
{
    return row >= 0 && row < m_rows.size() && m_rows.at(row).missing;
}

bool RecentSessions::sessionExists(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return QFileInfo(QDir(path).filePath(recordFileName)).isFile();
    return info.isFile();
}

void RecentSessions::load()
{
    m_rows.clear();
    m_settings.beginGroup(group);
    const int size = m_settings.beginReadArray(array);
    for (int i = 0; i < size && m_rows.size() < maxEntries; ++i) {
        m_settings.setArrayIndex(i);
        RecentSession s;
        s.path = m_settings.value(QStringLiteral("path")).toString();
        if (s.path.isEmpty())
            continue;
        s.pname = m_settings.value(QStringLiteral("pname")).toString();
        s.version = m_settings.value(QStringLiteral("version")).toString();
        s.stopReason = m_settings.value(QStringLiteral("stopReason")).toString();
        s.outcome = m_settings.value(QStringLiteral("outcome")).toString();
        s.attempts = m_settings.value(QStringLiteral("attempts")).toInt();
        s.openedAt = m_settings.value(QStringLiteral("openedAt")).toDateTime().toUTC();
        m_rows.append({s, !sessionExists(s.path)});
    }
    m_settings.endArray();
    m_settings.endGroup();
}

void RecentSessions::save()
{
    m_settings.beginGroup(group);
    m_settings.remove(QString()); // the whole group: a shorter list leaves no stale entries
    m_settings.beginWriteArray(array, int(m_rows.size()));
    for (int i = 0; i < m_rows.size(); ++i) {
        const RecentSession &s = m_rows.at(i).session;
        m_settings.setArrayIndex(i);
        m_settings.setValue(QStringLiteral("path"), s.path);
        m_settings.setValue(QStringLiteral("pname"), s.pname);
        m_settings.setValue(QStringLiteral("version"), s.version);
        m_settings.setValue(QStringLiteral("stopReason"), s.stopReason);
        m_settings.setValue(QStringLiteral("outcome"), s.outcome);
        m_settings.setValue(QStringLiteral("attempts"), s.attempts);
        m_settings.setValue(QStringLiteral("openedAt"), s.openedAt);
    }
    m_settings.endArray();
    m_settings.endGroup();
}

} // namespace packwright::models
