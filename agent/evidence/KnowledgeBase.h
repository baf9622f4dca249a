// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "evidence/KnowledgeEntry.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace packwright::evidence {

/// One retrieved pattern. `score` is higher for a better match, > 0, and comparable only
/// within one search() call: the BM25 relevance (negated SQLite bm25()) times the boosts
/// described at KnowledgeBase::search().
struct KnowledgeMatch
{
    KnowledgeEntry entry;
    double score = 0.0;
};

/// The knowledge base of known failure patterns behind the Knowledge evidence slot
/// (EvidenT §4.2.1 "Knowledge Context", retrieved from failure signals as in §4.3.1; BM25
/// over an SQLite FTS5 index instead of the paper's TF–IDF with cosine similarity).
///
/// Entries come from JSON knowledge files (format in KnowledgeFile.h); the bundled file is
/// compiled in as ":/knowledge/failure-patterns.json". load() builds an in-memory FTS5
/// index over title, symptoms, keywords and cause through QtSql. A KnowledgeBase is
/// immutable after load(); copies share the entries and the index. The index's connection
/// belongs to the thread that called load(); search() from any other thread builds a
/// temporary index for that call (a few milliseconds), so it is safe, just slower.
class KnowledgeBase
{
public:
    /// An empty knowledge base: no entries, every search() is empty.
    KnowledgeBase();

    /// Loads one knowledge file (default: the bundled one) and indexes it.
    /// Errors: the file cannot be read, is not JSON (line and column given), or a value is
    /// missing or invalid (JSON pointer given, e.g. "/entries/3/category_nix"), or SQLite
    /// with FTS5 is unavailable.
    static Result<KnowledgeBase> load(
        const QString &path = QStringLiteral(":/knowledge/failure-patterns.json"));

    /// Loads several knowledge files in order and indexes their union. An entry of a later
    /// file replaces the entry with the same id from an earlier file (in its place); new ids
    /// are appended. Errors as for load(); an empty list is an error too.
    static Result<KnowledgeBase> loadFiles(const QStringList &paths);

    /// The bundled file followed by the user's own knowledge files, *.json in
    /// "packwright/knowledge" under each generic data location (e.g.
    /// ~/.local/share/packwright/knowledge/), system-wide directories before the user's and
    /// files sorted by name, so that the user's entries override the bundled ones. The
    /// installation's own data directory (bin/../share/packwright/knowledge, whatever the
    /// prefix) comes first among the system-wide ones.
    static QStringList defaultPaths();

    /// All entries, in file order (after overrides).
    const QList<KnowledgeEntry> &entries() const;

    /// The `limit` best entries for a failure signal's text, best first; empty when the
    /// text has no search terms or nothing matches. Never fails on any input text.
    ///
    /// The text is split into words outside quotes, phrases of two adjacent such words, and
    /// quoted names (knowledgeQueryParts()). Two FTS5 queries OR them as quoted strings: one
    /// over the words and phrases, one over the names. Matching entries are ranked with
    /// bm25() using column weights title 2, symptoms 4, keywords 3, cause 1 (r = −bm25 > 0):
    ///   relevance = r(words, phrases) + nameWeight × r(names)
    ///   score = relevance × (categoryNix given and equal to the entry's ? categoryBoost : 1)
    ///                     × (ecosystem given and the entry's is neither it nor "any"
    ///                          ? ecosystemMismatchFactor : 1),
    /// ties broken by id. Phrases reward entries whose symptoms read like the log line; names
    /// (package, file, module names) count half, as they vary from log to log.
    /// `categoryNix` is a knowledgeNixCategories() value (the classifier's guess), `ecosystem`
    /// "nix" or "rpm"; empty strings apply no boost.
    QList<KnowledgeMatch> search(const QString &signalText, const QString &categoryNix = {},
        const QString &ecosystem = {}, int limit = 3) const;

    static constexpr double nameWeight = 0.5;
    static constexpr double categoryBoost = 1.5;
    static constexpr double ecosystemMismatchFactor = 0.5;

private:
    struct Index;
    std::shared_ptr<const Index> m_index;
};

} // namespace packwright::evidence
