// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/KnowledgeEntry.h"

#include "evidence/Categories.h"

namespace packwright::evidence {

const QStringList &knowledgeNixCategories()
{
    static const QStringList categories = [] {
        QStringList names;
        for (const NixCategory category : allNixCategories())
            names.append(nixCategoryName(category));
        return names;
    }();
    return categories;
}

const QStringList &knowledgeEvidentCategories()
{
    static const QStringList categories = [] {
        QStringList names;
        for (const EvidentCategory category : allEvidentCategories())
            names.append(evidentCategoryName(category));
        return names;
    }();
    return categories;
}

QStringList knowledgeSubcategories(const QString &categoryEvident)
{
    const auto category = evidentCategoryFromName(categoryEvident);
    return category ? evidentSubcategories(*category) : QStringList();
}

const QStringList &knowledgePhases()
{
    static const QStringList phases{
        QStringLiteral("evaluation"),
        QStringLiteral("fetch"),
        QStringLiteral("unpack"),
        QStringLiteral("patch"),
        QStringLiteral("configure"),
        QStringLiteral("build"),
        QStringLiteral("check"),
        QStringLiteral("install"),
        QStringLiteral("fixup"),
        QStringLiteral("installCheck"),
        QStringLiteral("any"),
        QStringLiteral("%prep"),
        QStringLiteral("%build"),
        QStringLiteral("%install"),
        QStringLiteral("%check"),
    };
    return phases;
}

const QStringList &knowledgeEcosystems()
{
    static const QStringList ecosystems{
        QStringLiteral("nix"), QStringLiteral("rpm"), QStringLiteral("any")};
    return ecosystems;
}

} // namespace packwright::evidence
