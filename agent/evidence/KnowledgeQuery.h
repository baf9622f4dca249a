// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace packwright::evidence {

/// Limits on what a signal's text contributes to a knowledge search: only the first
/// knowledgeQueryMaxChars characters are read; at most this many terms, adjacent-word
/// phrases and quoted names are kept (the first distinct ones).
inline constexpr int knowledgeQueryMaxChars = 64 * 1024;
inline constexpr int knowledgeQueryMaxTerms = 32;
inline constexpr int knowledgeQueryMaxPhrases = 16;
inline constexpr int knowledgeQueryMaxNames = 16;

/// The search parts of a signal's text, all lower case and distinct, in order of appearance.
///
/// Words are runs of letters and digits (as SQLite FTS5's unicode61 tokenizer splits them).
/// Placeholders of the log condenser (<store>, <hash>, <n>, <path>, <name>, …) are removed;
/// numbers, hash-like words (12+ characters with a digit, or longer than 40), one-letter
/// words and stop words are left out, on the index side too (knowledgeIndexText()), so
/// that "version of GLib" and "version of <name>" both read "version glib" / "version".
/// The placeholder hash lib.fakeHash ("sha256-AAAA…=", "0000…") reads "fakehash".
/// Text in quotes ('foo', ‘foo’, "foo", `foo`) is what log messages vary (package, attribute,
/// module, file names): its words go to `names` unless they also occur outside quotes.
struct KnowledgeQueryParts
{
    QStringList terms;   ///< words outside quotes, e.g. "hash", "mismatch"
    QStringList phrases; ///< two search words next to each other on one line outside quotes,
                         ///< e.g. "no package" (left-out words and quoted text in between
                         ///< do not separate them)
    QStringList names;   ///< words only inside quotes, e.g. "gtk" from 'gtk+-3.0'
};

/// Splits `text` into search parts as described at KnowledgeQueryParts. Never fails.
KnowledgeQueryParts knowledgeQueryParts(const QString &text);

/// The text the knowledge index stores for a field: the search words of `text` (as described
/// at KnowledgeQueryParts, quotes kept), joined by spaces, one line per line.
QString knowledgeIndexText(const QString &text);

/// Removes the condenser's placeholders (<store>, <hash>, <n>, <num>, <path>, <name>,
/// <file>, <dir>, <url>, <version>, …) from `text`; other angle-bracket words such as
/// <cstdint> stay.
QString stripKnowledgePlaceholders(const QString &text);

/// An FTS5 MATCH expression that ORs the given terms and phrases, each as a quoted string
/// ("hash" OR "no package" …), so that no input can form FTS5 operators or syntax errors.
/// Empty when `termsAndPhrases` is empty.
QString knowledgeFtsQuery(const QStringList &termsAndPhrases);

} // namespace packwright::evidence
