// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/KnowledgeBase.h"

#include "core/BuildInfo.h"
#include "core/Logging.h"
#include "core/SqlConnection.h"
#include "evidence/KnowledgeFile.h"
#include "evidence/KnowledgeQuery.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QPointer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <optional>
#include <utility>

namespace packwright::evidence {

namespace {

/// Translation context for the knowledge base's messages.
struct KnowledgeBaseTexts
{
    Q_DECLARE_TR_FUNCTIONS(KnowledgeBaseTexts)
};

/// Fills the FTS5 table `patterns` of `db` (rowid = index into `entries`) with the fields'
/// search words (knowledgeIndexText()): placeholders such as "<name>" are gone, so they do not
/// match "name" in a log, and stop words are gone, as in the queries.
std::optional<Error> populate(QSqlDatabase &db, const QList<KnowledgeEntry> &entries)
{
    auto failure = [](const QString &what, const QSqlError &error) {
        return Error{
            KnowledgeBaseTexts::tr("The knowledge base index could not be built (%1).").arg(what),
            error.text()};
    };
    db.setDatabaseName(QStringLiteral(":memory:"));
    if (!db.open())
        return failure(KnowledgeBaseTexts::tr("SQLite is not available"), db.lastError());
    QSqlQuery create(db);
    if (!create.exec(QStringLiteral(
            "CREATE VIRTUAL TABLE patterns USING fts5(title, symptoms, keywords, cause, "
            "tokenize = 'porter unicode61 remove_diacritics 2')")))
        return failure(KnowledgeBaseTexts::tr("SQLite lacks FTS5"), create.lastError());
    db.transaction();
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral(
        "INSERT INTO patterns(rowid, title, symptoms, keywords, cause) VALUES (?, ?, ?, ?, ?)"));
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const KnowledgeEntry &e = entries.at(i);
        insert.addBindValue(qlonglong(i));
        insert.addBindValue(knowledgeIndexText(e.title));
        insert.addBindValue(knowledgeIndexText(e.symptoms.join(QLatin1Char('\n'))));
        insert.addBindValue(knowledgeIndexText(e.keywords.join(QLatin1Char('\n'))));
        insert.addBindValue(knowledgeIndexText(e.cause));
        if (!insert.exec()) {
            const QSqlError error = insert.lastError();
            db.rollback();
            return failure(KnowledgeBaseTexts::tr("an entry could not be stored"), error);
        }
    }
    db.commit();
    return std::nullopt;
}

/// Creates the in-memory SQLite connection `name` with the FTS5 index of `entries`;
/// on failure the connection is removed again.
std::optional<Error> createIndex(const QString &name, const QList<KnowledgeEntry> &entries)
{
    std::optional<Error> error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        error = populate(db, entries);
    }
    if (error)
        dropConnection(name, QThread::currentThread());
    return error;
}

/// Row index and relevance (−bm25, higher is better) of every entry matching `ftsQuery`.
QList<std::pair<qsizetype, double>> runQuery(const QString &connection, const QString &ftsQuery)
{
    QList<std::pair<qsizetype, double>> rows;
    if (ftsQuery.isEmpty())
        return rows;
    QSqlDatabase db = QSqlDatabase::database(connection, false);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT rowid, bm25(patterns, 2.0, 4.0, 3.0, 1.0) FROM patterns "
                                 "WHERE patterns MATCH ?"));
    query.addBindValue(ftsQuery);
    if (!query.exec()) {
        qCWarning(lcEvidence) << "knowledge search failed:" << query.lastError().text() << "for"
                              << ftsQuery;
        return rows;
    }
    while (query.next())
        rows.append({qsizetype(query.value(0).toLongLong()), -query.value(1).toDouble()});
    return rows;
}

} // namespace

struct KnowledgeBase::Index
{
    QList<KnowledgeEntry> entries;
    QString connection; ///< empty for an empty knowledge base
    /// The thread that built the index; null once that thread's QThread object is gone
    /// (then every search builds a temporary index).
    QPointer<QThread> owner;

    Index() = default;
    Index(const Index &) = delete;
    Index &operator=(const Index &) = delete;
    Index(Index &&) = delete;
    Index &operator=(Index &&) = delete;
    ~Index()
    {
        if (!connection.isEmpty())
            dropConnection(connection, owner);
    }
};

KnowledgeBase::KnowledgeBase()
    : m_index(std::make_shared<const Index>())
{}

Result<KnowledgeBase> KnowledgeBase::load(const QString &path)
{
    return loadFiles({path});
}

Result<KnowledgeBase> KnowledgeBase::loadFiles(const QStringList &paths)
{
    if (paths.isEmpty())
        return Error{KnowledgeBaseTexts::tr("No knowledge file was given."), {}};
    QList<KnowledgeEntry> entries;
    QHash<QString, qsizetype> position;
    for (const QString &path : paths) {
        auto file = readKnowledgeFile(path);
        if (!file)
            return file.error();
        for (KnowledgeEntry &entry : std::move(file).value()) {
            const auto it = position.constFind(entry.id);
            if (it != position.constEnd()) {
                entries[*it] = std::move(entry);
            } else {
                position.insert(entry.id, entries.size());
                entries.append(std::move(entry));
            }
        }
    }

    auto index = std::make_shared<Index>();
    const QString connection = uniqueConnectionName(QStringLiteral("packwright-knowledge-"));
    if (auto error = createIndex(connection, entries))
        return *std::move(error);
    index->entries = std::move(entries);
    index->connection = connection;
    index->owner = QThread::currentThread();
    qCDebug(lcEvidence) << "knowledge base:" << index->entries.size() << "entries from" << paths;

    KnowledgeBase kb;
    kb.m_index = std::move(index);
    return kb;
}

QStringList KnowledgeBase::defaultPaths()
{
    QStringList paths{QStringLiteral(":/knowledge/failure-patterns.json")};
    QStringList dirs = QStandardPaths::locateAll(QStandardPaths::GenericDataLocation,
        QStringLiteral("packwright/knowledge"), QStandardPaths::LocateDirectory);
    // The installation's own share/packwright beside bin/ (any prefix: /usr, /opt/…, a Nix
    // store path), lowest in rank, unless the XDG data directories already list it.
    if (QCoreApplication::instance()) {
        const QDir installed(QDir(QCoreApplication::applicationDirPath())
                                 .absoluteFilePath(QLatin1String(buildinfo::dataDirFromBinDir)
                                     + QLatin1String("/packwright/knowledge")));
        const QString canonical = installed.canonicalPath();
        const bool listed = std::any_of(dirs.cbegin(), dirs.cend(),
            [&](const QString &dir) { return QDir(dir).canonicalPath() == canonical; });
        if (!canonical.isEmpty() && !listed)
            dirs.append(canonical);
    }
    std::reverse(dirs.begin(), dirs.end()); // locateAll lists the user's directory first
    for (const QString &dir : std::as_const(dirs)) {
        const QDir d(dir);
        for (const QString &file :
            d.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name))
            paths.append(d.filePath(file));
    }
    return paths;
}

const QList<KnowledgeEntry> &KnowledgeBase::entries() const
{
    return m_index->entries;
}

QList<KnowledgeMatch> KnowledgeBase::search(const QString &signalText, const QString &categoryNix,
    const QString &ecosystem, int limit) const
{
    const Index &index = *m_index;
    if (limit <= 0 || index.entries.isEmpty())
        return {};
    const KnowledgeQueryParts parts = knowledgeQueryParts(signalText);
    const QString contextQuery = knowledgeFtsQuery(parts.terms + parts.phrases);
    const QString namesQuery = knowledgeFtsQuery(parts.names);
    if (contextQuery.isEmpty() && namesQuery.isEmpty())
        return {};

    // relevance = r(terms and phrases) + nameWeight × r(quoted names), r = −bm25
    QHash<qsizetype, double> relevance;
    auto runBoth = [&](const QString &connection) {
        for (const auto &[row, r] : runQuery(connection, contextQuery))
            relevance[row] += r;
        for (const auto &[row, r] : runQuery(connection, namesQuery))
            relevance[row] += nameWeight * r;
    };
    if (QThread::currentThread() == index.owner) {
        runBoth(index.connection);
    } else {
        const QString temporary = uniqueConnectionName(QStringLiteral("packwright-knowledge-"));
        if (const auto error = createIndex(temporary, index.entries)) {
            qCWarning(lcEvidence) << error->message << error->detail;
        } else {
            runBoth(temporary);
            dropConnection(temporary, QThread::currentThread());
        }
    }

    QList<KnowledgeMatch> matches;
    matches.reserve(relevance.size());
    for (auto it = relevance.cbegin(); it != relevance.cend(); ++it) {
        if (it.key() < 0 || it.key() >= index.entries.size())
            continue;
        const KnowledgeEntry &entry = index.entries.at(it.key());
        double score = it.value();
        if (!categoryNix.isEmpty() && entry.categoryNix == categoryNix)
            score *= categoryBoost;
        if (!ecosystem.isEmpty() && entry.ecosystem != ecosystem
            && entry.ecosystem != QLatin1String("any"))
            score *= ecosystemMismatchFactor;
        matches.append(KnowledgeMatch{entry, score});
    }
    std::sort(matches.begin(), matches.end(), [](const KnowledgeMatch &a, const KnowledgeMatch &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.entry.id < b.entry.id;
    });
    if (matches.size() > limit)
        matches.resize(limit);
    return matches;
}

} // namespace packwright::evidence
