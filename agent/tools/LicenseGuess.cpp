// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/LicenseGuess.h"

#include <QRegularExpression>

#include <array>
#include <utility>

namespace packwright::tools {

QString findLicenseFile(const QStringList &rootFileNames)
{
    static constexpr std::array<QStringView, 14> preferred{u"LICENSE", u"LICENSE.md",
        u"LICENSE.txt", u"LICENSE.rst", u"LICENCE", u"LICENCE.md", u"LICENCE.txt", u"COPYING",
        u"COPYING.md", u"COPYING.txt", u"COPYING.LIB", u"COPYING.LESSER", u"COPYRIGHT",
        u"UNLICENSE"};
    for (QStringView name : preferred) {
        for (const QString &file : rootFileNames) {
            if (file.compare(name, Qt::CaseInsensitive) == 0)
                return file;
        }
    }
    for (const QString &file : rootFileNames) {
        if (file.startsWith(QStringLiteral("LICENSE"), Qt::CaseInsensitive)
            || file.startsWith(QStringLiteral("LICENCE"), Qt::CaseInsensitive)
            || file.startsWith(QStringLiteral("COPYING"), Qt::CaseInsensitive))
            return file;
    }
    return {};
}

namespace {

/// "version 2.1" / "version 3" of a GNU license text, read from its title block.
QString gnuVersion(const QString &text)
{
    static const QRegularExpression version(QStringLiteral("version (\\d(?:\\.\\d)?)"));
    const auto match = version.match(text);
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace

QString guessLicense(const QString &input)
{
    static const QRegularExpression spdx(
        QStringLiteral("SPDX-License-Identifier:\\s*([A-Za-z0-9.+-]+(?:\\s+(?:OR|AND|WITH)\\s+"
                       "[A-Za-z0-9.+-]+)*)"));
    if (const auto match = spdx.match(input); match.hasMatch())
        return match.captured(1);

    // Compare on lower-case text with runs of white space (and comment stars) made single.
    QString text = input.left(16384).toLower();
    static const QRegularExpression space(QStringLiteral("[\\s*#]+"));
    text.replace(space, QStringLiteral(" "));
    const auto has = [&](const char *phrase) { return text.contains(QLatin1String(phrase)); };

    // The GNU texts name each other ("use the GNU Lesser General Public License instead"):
    // the title, the first one named, decides.
    qsizetype first = -1;
    QString family;
    for (const auto &[phrase, name] : std::array<std::pair<const char *, const char *>, 4>{
             {{"gnu lesser general public license", "LGPL"},
                 {"gnu library general public license", "LGPL"},
                 {"gnu affero general public license", "AGPL"},
                 {"gnu general public license", "GPL"}}}) {
        const qsizetype at = text.indexOf(QLatin1String(phrase));
        if (at >= 0 && (first < 0 || at < first)) {
            first = at;
            family = QLatin1String(name);
        }
    }
    if (first >= 0) {
        const QString v = gnuVersion(text.mid(first));
        if (family == QStringLiteral("AGPL"))
            return QStringLiteral("AGPL-3.0-or-later");
        if (family == QStringLiteral("LGPL")) {
            if (v.startsWith(QLatin1Char('3')))
                return QStringLiteral("LGPL-3.0-or-later");
            return v == QStringLiteral("2.1") ? QStringLiteral("LGPL-2.1-or-later")
                                              : QStringLiteral("LGPL-2.0-or-later");
        }
        if (v.startsWith(QLatin1Char('3')))
            return QStringLiteral("GPL-3.0-or-later");
        if (v.startsWith(QLatin1Char('2')))
            return QStringLiteral("GPL-2.0-or-later");
        if (v.startsWith(QLatin1Char('1')))
            return QStringLiteral("GPL-1.0-or-later");
        return {};
    }
    if (has("apache license") && (has("version 2.0") || has("apache-2.0")))
        return QStringLiteral("Apache-2.0");
    if (has("mozilla public license") && (has("version 2.0") || has("mpl-2.0")))
        return QStringLiteral("MPL-2.0");
    if (has("boost software license"))
        return QStringLiteral("BSL-1.0");
    if (has("this is free and unencumbered software released into the public domain"))
        return QStringLiteral("Unlicense");
    if (has("permission is hereby granted, free of charge"))
        return QStringLiteral("MIT");
    if (has("permission to use, copy, modify, and/or distribute this software for any purpose")
        || has("permission to use, copy, modify, and distribute this software for any purpose "
               "with or without fee"))
        return QStringLiteral("ISC");
    if (has("redistribution and use in source and binary forms")) {
        if (has("all advertising materials mentioning features"))
            return QStringLiteral("BSD-4-Clause");
        if (has("endorse or promote products derived"))
            return QStringLiteral("BSD-3-Clause");
        return QStringLiteral("BSD-2-Clause");
    }
    if (has("altered source versions must be plainly marked")
        && has("this notice may not be removed or altered"))
        return QStringLiteral("Zlib");
    return {};
}

QString declaredLicense(const QString &fileName, const QString &text)
{
    static const QRegularExpression toml(
        QStringLiteral("^\\s*license\\s*=\\s*(?:\\{\\s*text\\s*=\\s*)?[\"']([^\"']+)[\"']"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression json(QStringLiteral("\"license\"\\s*:\\s*\"([^\"]+)\""));
    const QRegularExpression &pattern = fileName == QStringLiteral("package.json") ? json : toml;
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return {};
    // Only a plausible SPDX expression: a free-text sentence is not an id.
    static const QRegularExpression spdxExpression(
        QStringLiteral("^[A-Za-z0-9.+-]+(?:\\s+(?:OR|AND|WITH)\\s+[A-Za-z0-9.+-]+)*$"));
    const QString value = match.captured(1).trimmed();
    return spdxExpression.match(value).hasMatch() ? value : QString();
}

} // namespace packwright::tools
