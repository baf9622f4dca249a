#include "nix/PackageMeta.h"

#include <QCoreApplication>
#include <QProcess>

#include <nlohmann/json.hpp>

namespace packwright::nix {

namespace {
struct PackageMetaTexts
{
    Q_DECLARE_TR_FUNCTIONS(PackageMetaTexts)
};

struct ProcessOutput
{
    QByteArray out;
    QString err;
};

/// Runs a Nix program to its end within the build timeout.
Result<ProcessOutput> runNix(const BuildOptions &options, const QString &program,
    const QStringList &args, const QString &what)
{
    QProcess process;
    process.start(options.program(program), args);
    const int limitMs = int(std::chrono::milliseconds(options.timeout).count());
    if (!process.waitForStarted())
        return Error{
            PackageMetaTexts::tr("Nix is not installed: %1 cannot be started.").arg(program),
            process.errorString()};
    if (!process.waitForFinished(limitMs)) {
        process.kill();
        process.waitForFinished();
        return Error{
            PackageMetaTexts::tr("%1 took longer than %2 s.").arg(what).arg(limitMs / 1000), {}};
    }
    const QString err = QString::fromUtf8(process.readAllStandardError()).trimmed();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return Error{PackageMetaTexts::tr("%1 failed.").arg(what), err.right(2000)};
    return ProcessOutput{process.readAllStandardOutput(), err};
}

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
    QStringList args = request.options.commonArguments();
    args << request.nixpkgs.extraNixArguments() << QStringLiteral("--eval")
         << QStringLiteral("--strict") << QStringLiteral("--json") << QStringLiteral("--expr")
         << metaExpression(request.nixpkgs) << QStringLiteral("--argstr")
         << QStringLiteral("nixpkgs") << request.nixpkgs.location << QStringLiteral("--argstr")
         << QStringLiteral("packageFile") << request.packageFile;
    auto output = runNix(request.options, QStringLiteral("nix-instantiate"), args,
        PackageMetaTexts::tr("Evaluating the meta of %1").arg(request.packageFile));
    if (!output)
        return output.error();
    return parsePackageMeta(output.value().out);
}

Result<QString> realisePackage(const BuildRequest &request, const QString &attribute)
{
    QString expression = QStringLiteral("{ nixpkgs, packageFile }: (%1) { inherit nixpkgs "
                                        "packageFile; }")
                             .arg(request.nixpkgs.callPackageExpression());
    QStringList args = request.options.commonArguments();
    args << request.nixpkgs.extraNixArguments() << QStringLiteral("--no-out-link")
         << QStringLiteral("--expr") << expression << QStringLiteral("--argstr")
         << QStringLiteral("nixpkgs") << request.nixpkgs.location << QStringLiteral("--argstr")
         << QStringLiteral("packageFile") << request.packageFile;
    if (!attribute.isEmpty())
        args << QStringLiteral("-A") << attribute;
    auto output = runNix(request.options, QStringLiteral("nix-build"), args,
        attribute.isEmpty()
            ? PackageMetaTexts::tr("Building %1").arg(request.packageFile)
            : PackageMetaTexts::tr("Building %1 of %2").arg(attribute, request.packageFile));
    if (!output)
        return output.error();
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
