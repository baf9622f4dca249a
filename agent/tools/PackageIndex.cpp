// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/PackageIndex.h"

#include "core/Logging.h"
#include "core/SqlConnection.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

#include <atomic>
#include <cstdio>
#include <functional>
#include <utility>

namespace packwright::tools {

namespace {

/// Translation context for the package index's messages.
struct PackageIndexTexts
{
    Q_DECLARE_TR_FUNCTIONS(PackageIndexTexts)
};

const QLatin1String schemaVersion("packwright-package-index-4"); // 4: with the aliases
constexpr int maxQueryWords = 10;

/// Opens `file` as connection `name`; on failure the connection is removed again.
std::optional<Error> openConnection(const QString &name, const QString &file, bool readOnly)
{
    std::optional<Error> error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        if (readOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            error = Error{PackageIndexTexts::tr("The package index %1 cannot be opened.").arg(file),
                db.lastError().text()};
    }
    if (error)
        QSqlDatabase::removeDatabase(name);
    return error;
}

/// The last component of an attribute path, lower case ("python3Packages.Foo" → "foo").
QString leafOf(const QString &attribute)
{
    return attribute.section(QLatin1Char('.'), -1).toLower();
}

/// The last component without a "lib" prefix ("libyaml" → "yaml"); empty when it has none.
QString bareLeafOf(const QString &attribute)
{
    const QString leaf = leafOf(attribute);
    return leaf.startsWith(QLatin1String("lib")) && leaf.size() > 4 ? leaf.mid(3) : QString();
}

/// Words of a query or a name as the index's tokenizer sees them (letters and digits).
QStringList wordsOf(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[^\\p{L}\\p{N}]+"));
    return text.toLower().split(separators, Qt::SkipEmptyParts);
}

/// Words that occur in more than this share of the packages (and in at least
/// commonMinimumCount) are "common": ranking by them costs a BM25 score per matching row
/// (tens of milliseconds for ~20,000 rows) and tells little (their IDF is near zero).
constexpr double commonShare = 0.01;
constexpr int commonMinimumCount = 500;
/// Words this long or longer also match as a prefix ("onig" finds oniguruma); shorter ones
/// would expand to too many names.
constexpr int prefixMinimumLength = 4;

/// One word of a query as an FTS5 string (quoted, so no input forms FTS5 syntax).
QString ftsTerm(const QString &word)
{
    return QLatin1Char('"') + word
        + (word.size() >= prefixMinimumLength ? QStringLiteral("\"*") : QStringLiteral("\""));
}

PackageEntry entryFrom(const QSqlQuery &query)
{
    return PackageEntry{query.value(0).toString(), query.value(1).toString(),
        query.value(2).toString(), query.value(3).toString()};
}

std::optional<Error> execOrError(QSqlQuery &query, const QString &sql)
{
    if (query.exec(sql))
        return std::nullopt;
    return Error{PackageIndexTexts::tr("The package index could not be written."),
        query.lastError().text() + QStringLiteral(" (") + sql + QLatin1Char(')')};
}

/// Creates the tables of a new index in `db` and fills them with `entries`.
std::optional<Error> populate(
    QSqlDatabase &db, const QList<PackageEntry> &entries, const QString &key)
{
    QSqlQuery q(db);
    const QStringList schema{
        QStringLiteral("PRAGMA journal_mode = OFF"),
        QStringLiteral("PRAGMA synchronous = OFF"),
        QStringLiteral("CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT)"),
        QStringLiteral("CREATE TABLE common_words(word TEXT PRIMARY KEY)"),
        QStringLiteral("CREATE TABLE packages(id INTEGER PRIMARY KEY, attribute TEXT NOT NULL "
                       "UNIQUE, pname TEXT, version TEXT, description TEXT, leaf TEXT, "
                       "leaf_bare TEXT, pname_lower TEXT)"),
        QStringLiteral("CREATE VIRTUAL TABLE packages_fts USING fts5(names, description, "
                       "content = '', tokenize = 'unicode61 remove_diacritics 2')"),
    };
    for (const QString &sql : schema) {
        if (auto error = execOrError(q, sql))
            return error;
    }
    db.transaction();
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT OR IGNORE INTO packages(id, attribute, pname, version, "
                                  "description, leaf, leaf_bare, pname_lower) VALUES (?, ?, ?, ?, "
                                  "?, ?, ?, ?)"));
    QSqlQuery insertFts(db);
    insertFts.prepare(
        QStringLiteral("INSERT INTO packages_fts(rowid, names, description) VALUES (?, ?, ?)"));
    QSet<QString> seen;
    QHash<QString, int> documentFrequency;
    qlonglong id = 0;
    for (const PackageEntry &e : entries) {
        if (e.attribute.isEmpty() || seen.contains(e.attribute))
            continue;
        seen.insert(e.attribute);
        ++id;
        const QString names = e.attribute + QLatin1Char(' ') + e.pname + QLatin1Char(' ')
            + PackageIndex::nameWords(e.attribute);
        QStringList words = wordsOf(names) + wordsOf(e.description);
        words.removeDuplicates();
        for (const QString &word : std::as_const(words))
            ++documentFrequency[word];
        insert.addBindValue(id);
        insert.addBindValue(e.attribute);
        insert.addBindValue(e.pname);
        insert.addBindValue(e.version);
        insert.addBindValue(e.description);
        insert.addBindValue(leafOf(e.attribute));
        insert.addBindValue(bareLeafOf(e.attribute));
        insert.addBindValue(e.pname.toLower());
        insertFts.addBindValue(id);
        insertFts.addBindValue(QString(e.attribute + QLatin1Char(' ') + e.pname + QLatin1Char(' ')
            + PackageIndex::nameWords(e.attribute)));
        insertFts.addBindValue(e.description);
        if (!insert.exec() || !insertFts.exec()) {
            const QString detail = insert.lastError().text() + insertFts.lastError().text();
            db.rollback();
            return Error{PackageIndexTexts::tr("The package index could not be written."), detail};
        }
    }
    const int commonCount = std::max(commonMinimumCount, int(double(id) * commonShare));
    QSqlQuery common(db);
    common.prepare(QStringLiteral("INSERT INTO common_words(word) VALUES (?)"));
    for (auto it = documentFrequency.cbegin(); it != documentFrequency.cend(); ++it) {
        if (it.value() <= commonCount)
            continue;
        common.addBindValue(it.key());
        if (!common.exec()) {
            db.rollback();
            return Error{PackageIndexTexts::tr("The package index could not be written."),
                common.lastError().text()};
        }
    }
    QSqlQuery meta(db);
    meta.prepare(QStringLiteral("INSERT INTO meta(key, value) VALUES (?, ?)"));
    for (const auto &[name, value] : {std::pair{QStringLiteral("schema"), QString(schemaVersion)},
             std::pair{QStringLiteral("key"), key}}) {
        meta.addBindValue(name);
        meta.addBindValue(value);
        if (!meta.exec()) {
            db.rollback();
            return Error{PackageIndexTexts::tr("The package index could not be written."),
                meta.lastError().text()};
        }
    }
    db.commit();
    const QStringList finish{
        QStringLiteral("CREATE INDEX packages_attribute_nocase ON packages(attribute COLLATE "
                       "NOCASE)"),
        QStringLiteral("CREATE INDEX packages_leaf ON packages(leaf)"),
        QStringLiteral("CREATE INDEX packages_pname ON packages(pname_lower)"),
        QStringLiteral("CREATE INDEX packages_leaf_bare ON packages(leaf_bare)"),
        QStringLiteral("INSERT INTO packages_fts(packages_fts) VALUES ('optimize')"),
    };
    for (const QString &sql : finish) {
        if (auto error = execOrError(q, sql))
            return error;
    }
    return std::nullopt;
}

} // namespace

struct PackageIndex::Index
{
    QString file;
    QString key;
    int size = 0;
    bool reused = false;
    QSet<QString> commonWords;
    QString connection; ///< empty for an empty index
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

    /// Runs `f` with a connection usable in the calling thread; false when none could be had.
    bool with(const std::function<void(QSqlDatabase &)> &f) const
    {
        if (connection.isEmpty())
            return false;
        if (QThread::currentThread() == owner) {
            QSqlDatabase db = QSqlDatabase::database(connection, false);
            f(db);
            return true;
        }
        const QString temporary = uniqueConnectionName(QStringLiteral("packwright-packages-"));
        if (const auto error = openConnection(temporary, file, true)) {
            qCWarning(lcNix) << error->message << error->detail;
            return false;
        }
        {
            QSqlDatabase db = QSqlDatabase::database(temporary, false);
            f(db);
        }
        dropConnection(temporary, QThread::currentThread());
        return true;
    }
};

PackageIndex::PackageIndex()
    : m_index(std::make_shared<const Index>())
{}

Result<PackageIndex> PackageIndex::open(const QString &indexFile)
{
    if (!QFileInfo(indexFile).isFile())
        return Error{
            PackageIndexTexts::tr("The package index %1 does not exist.").arg(indexFile), {}};
    auto index = std::make_shared<Index>();
    const QString connection = uniqueConnectionName(QStringLiteral("packwright-packages-"));
    if (auto error = openConnection(connection, indexFile, true))
        return *std::move(error);
    index->connection = connection;
    index->owner = QThread::currentThread();
    index->file = indexFile;
    bool valid = false;
    index->with([&](QSqlDatabase &db) {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT key, value FROM meta")))
            return;
        while (q.next()) {
            if (q.value(0).toString() == QLatin1String("schema"))
                valid = q.value(1).toString() == schemaVersion;
            else if (q.value(0).toString() == QLatin1String("key"))
                index->key = q.value(1).toString();
        }
        if (valid && q.exec(QStringLiteral("SELECT count(*) FROM packages")) && q.next())
            index->size = q.value(0).toInt();
        if (valid && q.exec(QStringLiteral("SELECT word FROM common_words"))) {
            while (q.next())
                index->commonWords.insert(q.value(0).toString());
        }
    });
    if (!valid)
        return Error{PackageIndexTexts::tr("%1 is not a package index of this Packwright "
                                           "version; build it again.")
                         .arg(indexFile),
            {}};
    PackageIndex result;
    result.m_index = std::move(index);
    return result;
}

Result<PackageIndex> PackageIndex::fromEntries(
    const QList<PackageEntry> &entries, const QString &indexFile)
{
    return write(entries, indexFile, QStringLiteral("entries"));
}

Result<PackageIndex> PackageIndex::write(
    const QList<PackageEntry> &entries, const QString &indexFile, const QString &key)
{
    const QFileInfo target(indexFile);
    if (!QDir().mkpath(target.absolutePath()))
        return Error{PackageIndexTexts::tr("The directory of the package index %1 cannot be "
                                           "created.")
                         .arg(indexFile),
            {}};
    const QString connection = uniqueConnectionName(QStringLiteral("packwright-packages-"));
    // Unique per process and per call: two sessions of one process (a batch's jobs) may write
    // an index beside the same file at once.
    const QString temporary = indexFile + QStringLiteral(".tmp-")
        + QString::number(QCoreApplication::applicationPid()) + QLatin1Char('-') + connection;
    QFile::remove(temporary);
    if (auto error = openConnection(connection, temporary, false))
        return *std::move(error);
    std::optional<Error> error;
    {
        QSqlDatabase db = QSqlDatabase::database(connection, false);
        error = populate(db, entries, key);
    }
    dropConnection(connection, QThread::currentThread());
    if (error) {
        QFile::remove(temporary);
        return *std::move(error);
    }
    // rename(2) replaces the file at once: whoever opens it meanwhile finds a whole index.
    if (::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(indexFile).constData())
        != 0) {
        QFile::remove(temporary);
        return Error{
            PackageIndexTexts::tr("The package index %1 cannot be written.").arg(indexFile), {}};
    }
    return open(indexFile);
}

Result<PackageIndex> PackageIndex::build(const QString &nixpkgsPath, const QString &indexFile,
    const nix::BuildOptions &options, const QStringList &nestedSets)
{
    const QString key = nixpkgsCacheKey(nixpkgsPath) + QStringLiteral("|sets:")
        + nestedSets.join(QLatin1Char(','));
    if (QFileInfo(indexFile).isFile()) {
        auto existing = open(indexFile);
        if (existing && existing.value().m_index->key == key) {
            PackageIndex index = std::move(existing).value();
            std::const_pointer_cast<Index>(index.m_index)->reused = true;
            qCDebug(lcNix) << "package index reused:" << indexFile << index.size() << "packages";
            return index;
        }
    }
    auto listing = listNixpkgs(nixpkgsPath, options, nestedSets);
    if (!listing)
        return listing.error();
    qCDebug(lcNix) << "package index of" << nixpkgsPath << ":" << listing.value().size()
                   << "packages";
    return write(listing.value(), indexFile, key);
}

QList<PackageEntry> PackageIndex::search(const QString &query, int limit) const
{
    const QString trimmed = query.trimmed();
    if (limit <= 0 || trimmed.isEmpty())
        return {};
    QList<PackageEntry> results;
    QSet<QString> seen;
    auto collect = [&](QSqlQuery &q) {
        if (!q.exec()) {
            qCWarning(lcNix) << "package search failed:" << q.lastError().text();
            return;
        }
        while (q.next() && results.size() < limit) {
            PackageEntry entry = entryFrom(q);
            if (seen.contains(entry.attribute))
                continue;
            seen.insert(entry.attribute);
            results.append(std::move(entry));
        }
    };
    m_index->with([&](QSqlDatabase &db) {
        const QString columns = QStringLiteral("p.attribute, p.pname, p.version, p.description");
        QSqlQuery exact(db);
        exact.prepare(QStringLiteral("SELECT %1 FROM packages p WHERE p.attribute = ? COLLATE "
                                     "NOCASE LIMIT ?")
                          .arg(columns));
        exact.addBindValue(trimmed);
        exact.addBindValue(limit);
        collect(exact);

        QSqlQuery named(db);
        named.prepare(QStringLiteral("SELECT %1 FROM packages p WHERE p.leaf = ? OR "
                                     "p.pname_lower = ? OR p.leaf_bare = ? ORDER BY (p.leaf = ? "
                                     "OR p.pname_lower = ?) DESC, instr(p.attribute, '.') > 0, "
                                     "length(p.attribute), p.attribute LIMIT ?")
                          .arg(columns));
        for (int i = 0; i < 5; ++i)
            named.addBindValue(trimmed.toLower());
        named.addBindValue(limit);
        collect(named);

        if (results.size() >= limit)
            return;
        // Rank by the words that are not common; when every word is common, list the
        // packages having all of them without ranking (cheap, and ranking would say little).
        QStringList words = wordsOf(trimmed);
        words.removeDuplicates();
        if (words.size() > maxQueryWords)
            words.resize(maxQueryWords);
        QStringList rare;
        QStringList all;
        for (const QString &word : std::as_const(words)) {
            all.append(ftsTerm(word));
            if (!m_index->commonWords.contains(word))
                rare.append(ftsTerm(word));
        }
        if (all.isEmpty())
            return;
        QSqlQuery matching(db);
        if (!rare.isEmpty()) {
            matching.prepare(QStringLiteral("SELECT rowid FROM packages_fts WHERE packages_fts "
                                            "MATCH ? ORDER BY bm25(packages_fts, 10.0, 1.0) "
                                            "LIMIT ?"));
            matching.addBindValue(rare.join(QStringLiteral(" OR ")));
        } else {
            matching.prepare(QStringLiteral(
                "SELECT rowid FROM packages_fts WHERE packages_fts MATCH ? LIMIT ?"));
            matching.addBindValue(all.join(QStringLiteral(" AND ")));
        }
        matching.addBindValue(limit + int(results.size()));
        if (!matching.exec()) {
            qCWarning(lcNix) << "package search failed:" << matching.lastError().text();
            return;
        }
        QList<qlonglong> ids;
        while (matching.next())
            ids.append(matching.value(0).toLongLong());
        QSqlQuery ranked(db);
        ranked.prepare(QStringLiteral("SELECT %1 FROM packages p WHERE p.id = ?").arg(columns));
        for (const qlonglong id : std::as_const(ids)) {
            if (results.size() >= limit)
                break;
            ranked.addBindValue(id);
            collect(ranked);
        }
    });
    return results;
}

std::optional<PackageEntry> PackageIndex::find(const QString &attribute) const
{
    std::optional<PackageEntry> found;
    m_index->with([&](QSqlDatabase &db) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT attribute, pname, version, description FROM packages "
                                 "WHERE attribute = ?"));
        q.addBindValue(attribute);
        if (q.exec() && q.next())
            found = entryFrom(q);
    });
    return found;
}

int PackageIndex::size() const
{
    return m_index->size;
}

QString PackageIndex::indexFile() const
{
    return m_index->file;
}

bool PackageIndex::reused() const
{
    return m_index->reused;
}

QString PackageIndex::nameWords(const QString &attribute)
{
    static const QRegularExpression camel(QStringLiteral("(?<=[a-z0-9])(?=[A-Z])"));
    static const QRegularExpression separators(QStringLiteral("[-_]+"));
    const QStringList plain = wordsOf(attribute);
    QStringList words;
    auto add = [&](const QString &word) {
        const QString lower = word.toLower();
        if (lower.size() > 1 && !plain.contains(lower) && !words.contains(lower))
            words.append(lower);
    };
    for (const QString &component : attribute.split(QLatin1Char('.'), Qt::SkipEmptyParts)) {
        const QStringList parts = component.split(separators, Qt::SkipEmptyParts);
        if (parts.size() > 1)
            add(parts.join(QString()));
        for (const QString &part : parts) {
            for (const QString &piece : part.split(camel, Qt::SkipEmptyParts))
                add(piece);
            if (part.startsWith(QLatin1String("lib"), Qt::CaseInsensitive) && part.size() > 4)
                add(part.mid(3));
        }
    }
    return words.join(QLatin1Char(' '));
}

} // namespace packwright::tools
