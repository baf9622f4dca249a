// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/AttributePositions.h"

#include "nix/NixRun.h"

#include "nix/NixHash.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace packwright::nix {

namespace {
struct PositionsTexts
{
    Q_DECLARE_TR_FUNCTIONS(AttributePositions)
};

QString nixList(const QStringList &names)
{
    QString out = QStringLiteral("[");
    for (const QString &n : names)
        out += QStringLiteral(" \"%1\"").arg(n);
    return out + QStringLiteral(" ]");
}

SourceLocation locationAt(const QString &source, const QString &file, qsizetype offset)
{
    const QStringView before = QStringView(source).left(offset);
    const int line = int(before.count(u'\n')) + 1;
    const int column = int(offset - (before.lastIndexOf(u'\n') + 1)) + 1;
    return {file, line, column};
}
} // namespace

const QStringList &fixedOutputAttributes()
{
    static const QStringList names{QStringLiteral("src"), QStringLiteral("cargoDeps"),
        QStringLiteral("goModules"), QStringLiteral("npmDeps")};
    return names;
}

const QStringList &positionedAttributes()
{
    static const QStringList names{QStringLiteral("pname"), QStringLiteral("version"),
        QStringLiteral("name"), QStringLiteral("src"), QStringLiteral("patches"),
        QStringLiteral("nativeBuildInputs"), QStringLiteral("buildInputs"),
        QStringLiteral("propagatedBuildInputs"), QStringLiteral("build-system"),
        QStringLiteral("dependencies"), QStringLiteral("nativeCheckInputs"),
        QStringLiteral("configureFlags"), QStringLiteral("cmakeFlags"),
        QStringLiteral("mesonFlags"), QStringLiteral("makeFlags"), QStringLiteral("doCheck"),
        QStringLiteral("postPatch"), QStringLiteral("buildPhase"), QStringLiteral("installPhase"),
        QStringLiteral("pythonImportsCheck"), QStringLiteral("cargoHash"),
        QStringLiteral("vendorHash"), QStringLiteral("npmDepsHash"), QStringLiteral("meta")};
    return names;
}

std::optional<SourceLocation> ExpressionPositions::find(const QString &attribute) const
{
    for (const AttributePosition &p : attributes) {
        if (p.name == attribute)
            return p.location;
    }
    return std::nullopt;
}

QList<HashPosition> locateHashes(const QString &source, const QString &file,
    const QList<QPair<QString, QString>> &attributeHashes)
{
    QList<HashPosition> out;
    QList<qsizetype> used;
    const QString fake = NixHash::fakeSri();
    for (const auto &[attribute, hash] : attributeHashes) {
        QStringList candidates{hash};
        if (hash == fake)
            candidates << QStringLiteral("lib.fakeHash") << QStringLiteral("lib.fakeSha256");
        // The same text may occur several times (two fakeHashes): take the first unused.
        std::optional<qsizetype> found;
        QString foundText;
        for (const QString &candidate : candidates) {
            for (qsizetype at = source.indexOf(candidate); at >= 0;
                 at = source.indexOf(candidate, at + 1)) {
                if (!used.contains(at) && !inNixComment(source, at) && (!found || at < *found)) {
                    found = at;
                    foundText = candidate;
                    break;
                }
            }
        }
        if (!found)
            continue;
        used.append(*found);
        out.append({attribute, hash, locationAt(source, file, *found), foundText});
    }
    return out;
}

Result<ExpressionPositions> readPositions(const BuildRequest &request)
{
    const QString expression
        = QStringLiteral(
            "{ nixpkgs, packageFile }:\n"
            "let\n"
            "  pkg = (%1) { inherit nixpkgs packageFile; };\n"
            "  pos = n: builtins.unsafeGetAttrPos n pkg;\n"
            "  hashOf = n: let v = pkg.${n} or null; in\n"
            "    if builtins.isAttrs v && v ? outputHash then v.outputHash else null;\n"
            "in {\n"
            "  positions = builtins.filter (p: p.pos != null) (map (n: { name = n; pos = pos n; }) "
            "%2);\n"
            "  hashes = builtins.filter (h: h.hash != null) (map (n: { attr = n; hash = hashOf n; "
            "}) %3);\n"
            "}\n")
              .arg(request.nixpkgs.callPackageExpression(), nixList(positionedAttributes()),
                  nixList(fixedOutputAttributes()));
    const auto evaluated = evaluateJson(request, expression);
    if (!evaluated)
        return evaluated.error();

    ExpressionPositions result;
    QList<QPair<QString, QString>> hashes;
    try {
        const QByteArray &out = evaluated.value();
        const auto doc = nlohmann::json::parse(out.cbegin(), out.cend());
        for (const auto &p : doc.at("positions")) {
            const auto &pos = p.at("pos");
            const QString file = QString::fromStdString(pos.at("file").get<std::string>());
            // An attribute the package does not write (a default of mkDerivation) has its
            // position inside nixpkgs: not a place to edit the package.
            if (QFileInfo(file).canonicalFilePath()
                != QFileInfo(request.packageFile).canonicalFilePath())
                continue;
            result.attributes.append({QString::fromStdString(p.at("name").get<std::string>()),
                {file, pos.at("line").get<int>(), pos.at("column").get<int>()}});
        }
        for (const auto &h : doc.at("hashes"))
            hashes.append({QString::fromStdString(h.at("attr").get<std::string>()),
                QString::fromStdString(h.at("hash").get<std::string>())});
    } catch (const nlohmann::json::exception &e) {
        return Error{PositionsTexts::tr("Nix reported the positions of %1 in an unexpected form.")
                         .arg(request.packageFile),
            QString::fromUtf8(e.what())};
    }

    QFile file(request.packageFile);
    if (!file.open(QIODevice::ReadOnly))
        return Error{
            PositionsTexts::tr("Cannot read %1.").arg(request.packageFile), file.errorString()};
    result.hashes = locateHashes(QString::fromUtf8(file.readAll()), request.packageFile, hashes);
    return result;
}

} // namespace packwright::nix
