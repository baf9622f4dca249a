// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace packwright::evidence {

/// One known failure pattern with its fix hint, as written in a knowledge file
/// (resources/knowledge/failure-patterns.json; EvidenT §4.2.1 "Knowledge Context").
/// Every field is required in the file; `keywords` may be empty, `symptoms` may not.
struct KnowledgeEntry
{
    QString id;        ///< stable kebab-case id; a later file's entry replaces one with the same id
    QString title;     ///< short name, one line
    QString ecosystem; ///< "nix", "rpm" or "any"
    QString categoryNix; ///< one of knowledgeNixCategories() (corpus category_nix)
    QString
        categoryEvident;  ///< "dependency", "compilation", "test" or "packaging" (EvidenT Table 2)
    QString subcategory;  ///< EvidenT Table 2 subcategory, lower case; belongs to categoryEvident
    QString phase;        ///< where it shows: one of knowledgePhases()
    QStringList symptoms; ///< typical log lines; placeholders <name>, <path>, <hash>, <n>
    QStringList keywords; ///< extra search terms (attribute names, tools, synonyms)
    QString cause;        ///< why it happens, 1–2 sentences
    QString fix;          ///< what to change, in nixpkgs terms or as a spec file change
    QString target;       ///< the attribute or place to edit, e.g. "buildInputs", "%files"
};

/// The categories a Nix failure is classified into (the corpus' `category_nix`).
const QStringList &knowledgeNixCategories();

/// EvidenT's four failure categories (Table 2): dependency, compilation, test, packaging.
const QStringList &knowledgeEvidentCategories();

/// EvidenT Table 2 subcategories that belong to `categoryEvident`, lower case
/// (e.g. "dependency" → "missing dependency", "dependency conflict"); empty for an unknown one.
QStringList knowledgeSubcategories(const QString &categoryEvident);

/// Build phases an entry may name: Nix phases (evaluation, fetch, unpack … installCheck),
/// "any", and the RPM spec sections %prep, %build, %install, %check.
const QStringList &knowledgePhases();

/// Ecosystems an entry may name: "nix", "rpm", "any".
const QStringList &knowledgeEcosystems();

} // namespace packwright::evidence
