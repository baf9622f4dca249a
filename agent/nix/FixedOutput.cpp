// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/FixedOutput.h"

#include "nix/DependencySets.h"
#include "nix/FailureClassifier.h"

namespace packwright::nix {

FetcherInfo describeFetcher(const Derivation &drv, const QString &drvPath)
{
    FetcherInfo info;
    info.name = drv.env.value(QStringLiteral("name"), derivationName(drvPath));
    const QString urls
        = drv.env.value(QStringLiteral("urls"), drv.env.value(QStringLiteral("url")));
    info.url = urls.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    const bool recursive
        = drv.env.value(QStringLiteral("outputHashMode")) == QLatin1String("recursive")
        || drv.outputs.value(QStringLiteral("out")).hashAlgorithm.startsWith(QLatin1String("r:"));
    const bool github = info.url.contains(QLatin1String("github.com/"));

    if (const DependencySet *set = dependencySetOf(info.name)) {
        info.kind = QLatin1String(set->kind);
        return info;
    }
    if (drv.env.contains(QStringLiteral("rev")) && drv.env.contains(QStringLiteral("url")))
        info.kind = github ? QStringLiteral("fetchFromGitHub") : QStringLiteral("fetchgit");
    else if (!urls.isEmpty() && recursive)
        info.kind = github ? QStringLiteral("fetchFromGitHub") : QStringLiteral("fetchzip");
    else if (!urls.isEmpty())
        info.kind = QStringLiteral("fetchurl");
    else
        info.kind = QStringLiteral("fixed-output");
    return info;
}

} // namespace packwright::nix
