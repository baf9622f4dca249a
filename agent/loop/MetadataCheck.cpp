// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/MetadataCheck.h"

#include "tools/BuilderTemplates.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace packwright::loop {

namespace {
struct MetadataCheckTexts
{
    Q_DECLARE_TR_FUNCTIONS(MetadataCheckTexts)
};

MetadataFinding error(const char *field, const QString &message)
{
    return {FindingSeverity::Error, QLatin1String(field), message};
}

MetadataFinding warning(const char *field, const QString &message)
{
    return {FindingSeverity::Warning, QLatin1String(field), message};
}

void checkDescription(const nix::PackageMeta &meta, QList<MetadataFinding> &out)
{
    if (!meta.description) {
        out << error("description",
            MetadataCheckTexts::tr("meta.description is missing: add one short sentence saying "
                                   "what the package is, e.g. \"Command-line JSON processor\"."));
        return;
    }
    const QString text = meta.description->trimmed();
    if (text.isEmpty()) {
        out << error("description",
            MetadataCheckTexts::tr("meta.description is empty: say in a few words what the "
                                   "package is."));
        return;
    }
    static const QRegularExpression article(
        QStringLiteral("^(a|an|the)\\s"), QRegularExpression::CaseInsensitiveOption);
    if (const auto match = article.match(text); match.hasMatch())
        out << warning("description",
            MetadataCheckTexts::tr("meta.description starts with the article \"%1\": nixpkgs "
                                   "descriptions start with the noun (\"%2\").")
                .arg(match.captured(1), text.mid(match.capturedLength()).trimmed()));
    if (text.endsWith(QLatin1Char('.')))
        out << warning(
            "description", MetadataCheckTexts::tr("meta.description ends with a period: drop it."));
    if (!meta.pname.isEmpty() && text.startsWith(meta.pname, Qt::CaseInsensitive)
        && (text.size() == meta.pname.size() || !text.at(meta.pname.size()).isLetterOrNumber()))
        out << warning("description",
            MetadataCheckTexts::tr("meta.description starts with the package name \"%1\": say "
                                   "what it is instead, the name is shown beside it anyway.")
                .arg(meta.pname));
    if (text.at(0).isLower())
        out << warning("description",
            MetadataCheckTexts::tr("meta.description starts with a lower-case letter: "
                                   "capitalise it."));
}

void checkHomepage(const nix::PackageMeta &meta, QList<MetadataFinding> &out)
{
    if (meta.homepages.isEmpty()) {
        out << warning("homepage",
            MetadataCheckTexts::tr("meta.homepage is missing: add the project's web page."));
        return;
    }
    for (const QString &url : meta.homepages) {
        if (!url.startsWith(QLatin1String("https://")) && !url.startsWith(QLatin1String("http://")))
            out << warning("homepage",
                MetadataCheckTexts::tr("meta.homepage \"%1\" is not an http(s) URL.").arg(url));
    }
}

void checkLicense(
    const nix::PackageMeta &meta, const QString &sourceLicense, QList<MetadataFinding> &out)
{
    if (!meta.licenses || meta.licenses->isEmpty()) {
        const QString attribute = tools::nixpkgsLicense(sourceLicense);
        out << error("license",
            attribute.isEmpty()
                ? MetadataCheckTexts::tr("meta.license is missing: set it from the project's "
                                         "license (lib.licenses.<name>).")
                : MetadataCheckTexts::tr("meta.license is missing: the source's license file "
                                         "reads as %1, i.e. lib.licenses.%2.")
                      .arg(sourceLicense, attribute));
        return;
    }
    if (sourceLicense.isEmpty())
        return;
    const QString attribute = tools::nixpkgsLicense(sourceLicense);
    const bool matches = std::any_of(
        meta.licenses->cbegin(), meta.licenses->cend(), [&](const nix::LicenseRef &l) {
            return (!attribute.isEmpty() && l.shortName == attribute)
                || l.spdxId.compare(sourceLicense, Qt::CaseInsensitive) == 0;
        });
    if (matches)
        return;
    QStringList declared;
    for (const nix::LicenseRef &l : *meta.licenses)
        declared << (l.spdxId.isEmpty() ? l.shortName : l.spdxId);
    out << warning("license",
        attribute.isEmpty()
            ? MetadataCheckTexts::tr("meta.license says %1, but the source's license reads as "
                                     "%2: check which is right.")
                  .arg(declared.join(QStringLiteral(", ")), sourceLicense)
            : MetadataCheckTexts::tr("meta.license says %1, but the source's license reads as "
                                     "%2 (lib.licenses.%3): check which is right.")
                  .arg(declared.join(QStringLiteral(", ")), sourceLicense, attribute));
}

void checkMainProgram(const nix::PackageMeta &meta, const std::optional<QStringList> &programs,
    QList<MetadataFinding> &out)
{
    if (!programs)
        return;
    QStringList sorted = *programs;
    sorted.sort();
    if (meta.mainProgram) {
        if (!programs->contains(*meta.mainProgram))
            out << error("mainProgram",
                sorted.isEmpty()
                    ? MetadataCheckTexts::tr("meta.mainProgram is \"%1\", but the package "
                                             "installs no $out/bin: drop mainProgram or install "
                                             "the program.")
                          .arg(*meta.mainProgram)
                    : MetadataCheckTexts::tr("meta.mainProgram is \"%1\", but $out/bin holds %2: "
                                             "name one of those.")
                          .arg(*meta.mainProgram, sorted.join(QStringLiteral(", "))));
        return;
    }
    if (sorted.size() == 1)
        out << warning("mainProgram",
            MetadataCheckTexts::tr("meta.mainProgram is not set: $out/bin holds only \"%1\"; "
                                   "set mainProgram = \"%1\" so that lib.getExe and nix run "
                                   "find it.")
                .arg(sorted.first()));
}

void checkSource(const nix::PackageMeta &meta, QList<MetadataFinding> &out)
{
    if (!nix::hasLocalSource(meta))
        return;
    const QString where = meta.sourceLocations.isEmpty()
        ? QString()
        : QStringLiteral(" (%1)").arg(meta.sourceLocations.join(QStringLiteral(", ")));
    out << error("src",
        MetadataCheckTexts::tr("src is a local path/file:// URL%1; nixpkgs needs a fetcher with "
                               "a public URL.")
            .arg(where));
}
} // namespace

QString findingSeverityName(FindingSeverity severity)
{
    return severity == FindingSeverity::Error ? QStringLiteral("error") : QStringLiteral("warning");
}

QList<MetadataFinding> checkMetadata(const MetadataInputs &inputs)
{
    QList<MetadataFinding> out;
    checkDescription(inputs.meta, out);
    checkHomepage(inputs.meta, out);
    checkLicense(inputs.meta, inputs.sourceLicense, out);
    checkMainProgram(inputs.meta, inputs.programs, out);
    checkSource(inputs.meta, out);
    return out;
}

bool blocksExport(const QList<MetadataFinding> &findings)
{
    return std::any_of(findings.cbegin(), findings.cend(),
        [](const MetadataFinding &f) { return f.severity == FindingSeverity::Error; });
}

} // namespace packwright::loop
