// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/PackageMeta.h"

#include "nix/NixRun.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

#include <algorithm>

#include <nlohmann/json.hpp>

namespace packwright::nix {

namespace {
struct PackageMetaTexts
{
    Q_DECLARE_TR_FUNCTIONS(PackageMetaTexts)
};

QString jsonString(const nlohmann::json &value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

std::optional<QString> optionalString(const nlohmann::json &doc, const char *key)
{
    const auto it = doc.find(key);
    if (it == doc.end() || it->is_null())
        return std::nullopt;
    return jsonString(*it);
}
} // namespace

QString metaExpression(const NixpkgsSource &nixpkgs)
{
    return QStringLiteral(
        "{ nixpkgs, packageFile }:\n"
        "let\n"
        "  pkg = (%1) { inherit nixpkgs packageFile; };\n"
        "  m = pkg.meta or { };\n"
        "  lic = l: if builtins.isAttrs l\n"
        "    then { shortName = l.shortName or null; spdxId = l.spdxId or null; }\n"
        "    else { shortName = toString l; spdxId = null; };\n"
        "in {\n"
        "  pname = pkg.pname or null;\n"
        "  version = pkg.version or null;\n"
        "  description = m.description or null;\n"
        "  homepage = m.homepage or null;\n"
        "  licenses = if m ? license then (if builtins.isList m.license\n"
        "    then map lic m.license else [ (lic m.license) ]) else null;\n"
        "  mainProgram = m.mainProgram or null;\n"
        "  srcIsPath = builtins.isPath (pkg.src or null);\n"
        "  srcLocations = let s = pkg.src or null; in\n"
        "    if s == null then [ ]\n"
        "    else if builtins.isPath s || builtins.isString s then [ (toString s) ]\n"
        "    else if builtins.isAttrs s then map toString\n"
        "      (if s ? urls && s.urls != [ ] then s.urls else if s ? url then [ s.url ] else [ ])\n"
        "    else [ ];\n"
        "}\n")
        .arg(nixpkgs.callPackageExpression());
}

Result<PackageMeta> parsePackageMeta(const QByteArray &json)
{
    try {
        const auto doc = nlohmann::json::parse(json.cbegin(), json.cend());
        if (!doc.is_object())
            throw nlohmann::json::type_error::create(302, "not an object", nullptr);
        PackageMeta meta;
        meta.pname = optionalString(doc, "pname").value_or(QString());
        meta.version = optionalString(doc, "version").value_or(QString());
        meta.description = optionalString(doc, "description");
        meta.mainProgram = optionalString(doc, "mainProgram");
        const auto homepage = doc.find("homepage");
        if (homepage != doc.end() && homepage->is_string())
            meta.homepages << jsonString(*homepage);
        else if (homepage != doc.end() && homepage->is_array()) {
            for (const auto &h : *homepage)
                meta.homepages << jsonString(h);
        }
        const auto locations = doc.find("srcLocations");
        if (locations != doc.end() && locations->is_array()) {
            for (const auto &l : *locations)
                meta.sourceLocations << jsonString(l);
        }
        meta.sourceIsPath = doc.value("srcIsPath", false);
        const auto licenses = doc.find("licenses");
        if (licenses != doc.end() && licenses->is_array()) {
            QList<LicenseRef> list;
            for (const auto &l : *licenses)
                list.append({jsonString(l.value("shortName", nlohmann::json())),
                    jsonString(l.value("spdxId", nlohmann::json()))});
            meta.licenses = list;
        }
        return meta;
    } catch (const nlohmann::json::exception &e) {
        return Error{PackageMetaTexts::tr("Nix reported the package's meta in an unexpected form."),
            QString::fromUtf8(e.what())};
    }
}

bool hasLocalSource(const PackageMeta &meta)
{
    return meta.sourceIsPath
        || std::any_of(
            meta.sourceLocations.cbegin(), meta.sourceLocations.cend(), [](const QString &l) {
                return l.startsWith(QLatin1String("file://")) || l.startsWith(QLatin1Char('/'));
            });
}

Result<std::optional<QString>> nixpkgsAttributeFile(
    const QString &checkout, const QString &attribute, const BuildOptions &options)
{
    static const QRegularExpression plainName(QStringLiteral("^[A-Za-z0-9_-]+$"));
    if (!plainName.match(attribute).hasMatch())
        return Error{
            PackageMetaTexts::tr("\"%1\" is not a plain attribute name.").arg(attribute), {}};
    BuildRequest request;
    request.nixpkgs = NixpkgsSource::localPath(checkout);
    request.packageFile = checkout;
    request.options = options;
    // A pkgs/by-name name (letters, digits, "-", "_") needs no quoting in a Nix string.
    const QString function
        = QStringLiteral("{ nixpkgs, packageFile }:\n"
                         "let\n"
                         "  p = import nixpkgs { };\n"
                         "  name = \"%1\";\n"
                         "  pos = builtins.tryEval (p.${name}.meta.position or null);\n"
                         "  def = builtins.unsafeGetAttrPos name p;\n"
                         "in if !(p ? ${name}) then null\n"
                         "  else if pos.success && builtins.isString pos.value then pos.value\n"
                         "  else if def != null then \"${def.file}:${toString def.line}\"\n"
                         "  else \"\"\n")
              .arg(attribute);
    auto output = evaluateJson(request, function);
    if (!output)
        return Error{PackageMetaTexts::tr("Cannot tell whether %1 already exists in nixpkgs: the "
                                          "checkout %2 does not evaluate.")
                         .arg(attribute, checkout),
            output.error().detail};
    try {
        const auto doc = nlohmann::json::parse(output.value().cbegin(), output.value().cend());
        if (doc.is_null())
            return std::optional<QString>();
        QString file = jsonString(doc);
        static const QRegularExpression line(QStringLiteral(":[0-9]+$"));
        file.remove(line);
        const QString root = QDir(checkout).absolutePath() + QLatin1Char('/');
        if (file.startsWith(root))
            file = file.mid(root.size());
        return std::optional<QString>(file);
    } catch (const nlohmann::json::exception &e) {
        return Error{PackageMetaTexts::tr("Nix reported where %1 is defined in an unexpected form.")
                         .arg(attribute),
            QString::fromUtf8(e.what())};
    }
}

Result<PackageMeta> evaluatePackageMeta(const BuildRequest &request)
{
    auto output = evaluateJson(request, metaExpression(request.nixpkgs));
    if (!output)
        return output.error();
    return parsePackageMeta(output.value());
}

Result<QString> realisePackage(const BuildRequest &request, const QString &attribute)
{
    QString expression = QStringLiteral("{ nixpkgs, packageFile }: (%1) { inherit nixpkgs "
                                        "packageFile; }")
                             .arg(request.nixpkgs.callPackageExpression());
    QStringList args{QStringLiteral("--no-out-link"), QStringLiteral("--expr"), expression};
    if (!attribute.isEmpty())
        args << QStringLiteral("-A") << attribute;
    const QString what = attribute.isEmpty()
        ? PackageMetaTexts::tr("Building %1").arg(request.packageFile)
        : PackageMetaTexts::tr("Building %1 of %2").arg(attribute, request.packageFile);
    auto output = runOnPackage(request, QStringLiteral("nix-build"), args, what);
    if (!output)
        return output.error();
    if (output.value().exitCode != 0)
        return Error{PackageMetaTexts::tr("%1 failed.").arg(what), output.value().err.right(2000)};
    const QString path = QString::fromUtf8(output.value().out)
                             .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                             .value(0);
    if (!path.startsWith(QLatin1Char('/')))
        return Error{
            PackageMetaTexts::tr("nix-build named no output for %1.").arg(request.packageFile),
            output.value().err.right(2000)};
    return path;
}

} // namespace packwright::nix
