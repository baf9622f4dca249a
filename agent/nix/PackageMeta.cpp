#include "nix/PackageMeta.h"

#include "nix/NixRun.h"

#include <QCoreApplication>

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
