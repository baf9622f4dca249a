// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/HashBindings.h"

#include <QRegularExpression>

namespace packwright::nix {

namespace {

const QString LegacySuffix = QStringLiteral("Sha256");

} // namespace

QList<HashBinding> hashBindings(const PackageSyntax &syntax)
{
    // Read on the code mask: comments and string contents are blanked there.
    static const QRegularExpression binding(QStringLiteral(
        R"((?<![\w'.-])(hash|sha1|sha256|sha512|md5|[\w-]*Hash|\w+Sha256)\s*=(?!=)\s*)"));
    QList<HashBinding> out;
    for (auto it = binding.globalMatch(syntax.code()); it.hasNext();) {
        const auto m = it.next();
        out << HashBinding{
            m.captured(1), m.capturedStart(1), m.capturedEnd(), syntax.stringAt(m.capturedEnd())};
    }
    return out;
}

bool isLegacyHashName(const QString &name)
{
    return name == QLatin1String("sha256") || name == QLatin1String("sha512")
        || name == QLatin1String("sha1") || name == QLatin1String("md5")
        || (name.endsWith(LegacySuffix) && name.size() > LegacySuffix.size());
}

QString sriHashName(const QString &name)
{
    if (!isLegacyHashName(name))
        return name;
    if (name.endsWith(LegacySuffix))
        return name.chopped(LegacySuffix.size()) + QStringLiteral("Hash");
    return QStringLiteral("hash");
}

} // namespace packwright::nix
