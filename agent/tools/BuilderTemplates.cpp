// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/BuilderTemplates.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>

#include <kainjow/mustache.hpp>

#include <array>

namespace packwright::tools {

namespace {

struct BuilderTemplatesTexts
{
    Q_DECLARE_TR_FUNCTIONS(BuilderTemplatesTexts)
};

enum class Flavour
{
    Derivation,
    PythonLibrary,
    PythonApplication,
};

struct TemplateSpec
{
    const char16_t *name;
    const char16_t *builder;
    const char16_t *description;
    std::array<const char16_t *, 2> arguments; ///< what the builder itself needs besides lib
    std::array<const char16_t *, 2> tools;     ///< nativeBuildInputs the template always has
    Flavour flavour;
};

constexpr std::array<TemplateSpec, 8> specs{{
    {u"stdenv", u"stdenv.mkDerivation",
        u"Generic C/C++ project: autotools (./configure && make && make install) or a plain "
        u"Makefile",
        {u"stdenv", nullptr}, {nullptr, nullptr}, Flavour::Derivation},
    {u"cmake", u"stdenv.mkDerivation",
        u"C/C++ project built with CMake (cmake in nativeBuildInputs)", {u"stdenv", u"cmake"},
        {u"cmake", nullptr}, Flavour::Derivation},
    {u"meson", u"stdenv.mkDerivation", u"C/C++ project built with Meson and Ninja",
        {u"stdenv", nullptr}, {u"meson", u"ninja"}, Flavour::Derivation},
    {u"python-library", u"buildPythonPackage",
        u"Python library for python3Packages (pyproject = true, build-system, dependencies, "
        u"pythonImportsCheck)",
        {u"buildPythonPackage", nullptr}, {nullptr, nullptr}, Flavour::PythonLibrary},
    {u"python-application", u"python3Packages.buildPythonApplication",
        u"Python program installed as a top-level application (its modules are not for import "
        u"by other packages)",
        {u"python3Packages", nullptr}, {nullptr, nullptr}, Flavour::PythonApplication},
    {u"rust", u"rustPlatform.buildRustPackage", u"Rust crate built with Cargo (cargoHash)",
        {u"rustPlatform", nullptr}, {nullptr, nullptr}, Flavour::Derivation},
    {u"go", u"buildGoModule", u"Go module (vendorHash)", {u"buildGoModule", nullptr},
        {nullptr, nullptr}, Flavour::Derivation},
    {u"npm", u"buildNpmPackage",
        u"JavaScript / TypeScript project built with npm from its package-lock.json "
        u"(npmDepsHash)",
        {u"buildNpmPackage", nullptr}, {nullptr, nullptr}, Flavour::Derivation},
}};

QString str(const char16_t *s)
{
    return s ? QString::fromUtf16(s) : QString();
}

const TemplateSpec *findSpec(const QString &name)
{
    for (const TemplateSpec &spec : specs) {
        if (name == str(spec.name))
            return &spec;
    }
    return nullptr;
}

/// Text inside a Nix "…" string.
QString nixString(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    text.replace(QStringLiteral("${"), QStringLiteral("\\${"));
    return text;
}

/// nixfmt's list layout at attribute indent 2: "[ ]", "[ a ]", or one item a line.
QString nixList(const QStringList &items)
{
    if (items.isEmpty())
        return QStringLiteral("[ ]");
    if (items.size() == 1)
        return QStringLiteral("[ %1 ]").arg(items.first());
    return QStringLiteral("[\n    %1\n  ]").arg(items.join(QStringLiteral("\n    ")));
}

/// A multi-line expression placed after "  src = ": its later lines move right by two.
QString indented(const QString &expression)
{
    QStringList lines = expression.trimmed().split(QLatin1Char('\n'));
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (!lines[i].isEmpty())
            lines[i].prepend(QStringLiteral("  "));
    }
    return lines.join(QLatin1Char('\n'));
}

/// The function argument an item needs: "python3Packages.setuptools" → "python3Packages".
QString argumentOf(const QString &item)
{
    return item.section(QLatin1Char('.'), 0, 0).trimmed();
}

void appendUnique(QStringList &list, const QString &item)
{
    if (!item.isEmpty() && !list.contains(item))
        list.append(item);
}

Result<QString> loadTemplate(const QString &name)
{
    QFile file(QStringLiteral(":/templates/%1.nix.mustache").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return Error{BuilderTemplatesTexts::tr("The builder template %1 is missing from this "
                                               "build of Packwright.")
                         .arg(name),
            file.fileName()};
    return QString::fromUtf8(file.readAll());
}

} // namespace

QList<BuilderTemplate> builderTemplates()
{
    QList<BuilderTemplate> list;
    for (const TemplateSpec &spec : specs)
        list.append({str(spec.name), str(spec.builder), str(spec.description)});
    return list;
}

Result<QString> renderTemplate(const QString &name, const TemplateValues &values)
{
    const TemplateSpec *spec = findSpec(name);
    if (!spec) {
        QStringList known;
        for (const TemplateSpec &s : specs)
            known.append(str(s.name));
        return Error{BuilderTemplatesTexts::tr("There is no builder template named “%1”; "
                                               "choose one of: %2.")
                         .arg(name, known.join(QStringLiteral(", "))),
            {}};
    }
    if (values.pname.isEmpty() || values.version.isEmpty()
        || values.fetcherExpression.trimmed().isEmpty())
        return Error{BuilderTemplatesTexts::tr("The package needs a name, a version and a "
                                               "fetcher before a template can be filled in."),
            QStringLiteral("pname \"%1\", version \"%2\", fetcher %3 characters")
                .arg(values.pname, values.version)
                .arg(values.fetcherExpression.size())};
    const auto text = loadTemplate(name);
    if (!text)
        return text.error();

    const bool python = spec->flavour != Flavour::Derivation;
    const bool application = spec->flavour == Flavour::PythonApplication;
    const auto scoped = [application](QStringList items) {
        if (application) {
            for (QString &item : items)
                item.prepend(QStringLiteral("python3Packages."));
        }
        return items;
    };
    QStringList native;
    for (const char16_t *tool : spec->tools)
        appendUnique(native, str(tool));
    for (const QString &item : values.nativeBuildInputs)
        appendUnique(native, item);
    if (python && native.isEmpty())
        native.append(QStringLiteral("setuptools"));
    native = scoped(native);
    const QStringList inputs = scoped(values.buildInputs);
    QStringList checkInputs;
    for (const QString &item : values.nativeCheckInputs)
        appendUnique(checkInputs, item);
    checkInputs = scoped(checkInputs);
    QStringList imports = values.pythonImportsCheck;
    if (imports.isEmpty() && spec->flavour == Flavour::PythonLibrary)
        imports.append(QString(values.pname).replace(QLatin1Char('-'), QLatin1Char('_')));
    for (QString &module : imports)
        module = QLatin1Char('"') + nixString(module) + QLatin1Char('"');
    const bool versionCheck = values.versionCheck && !values.mainProgram.isEmpty();

    QString fetcher = values.fetcherFunction;
    if (fetcher.isEmpty())
        fetcher = values.fetcherExpression.trimmed().section(QLatin1Char(' '), 0, 0);
    QStringList arguments{QStringLiteral("lib")};
    for (const char16_t *argument : spec->arguments)
        appendUnique(arguments, str(argument));
    appendUnique(arguments, argumentOf(fetcher));
    for (const QString &item : native + inputs + checkInputs)
        appendUnique(arguments, argumentOf(item));
    if (versionCheck)
        appendUnique(arguments, QStringLiteral("versionCheckHook"));

    // The attributes between the inputs and meta, a blank line between groups.
    QStringList blocks;
    if (!values.env.isEmpty()) {
        QStringList lines{QStringLiteral("  env = {")};
        for (const auto &[variable, value] : values.env)
            lines << QStringLiteral("    %1 = \"%2\";").arg(variable, nixString(value));
        lines << QStringLiteral("  };");
        blocks << lines.join(QLatin1Char('\n'));
    }
    QStringList checks;
    if (values.doCheck && !python) // language builders run their tests by default
        checks << QStringLiteral("  doCheck = true;");
    if (!checkInputs.isEmpty())
        checks << QStringLiteral("  nativeCheckInputs = %1;").arg(nixList(checkInputs));
    if (!checks.isEmpty())
        blocks << checks.join(QLatin1Char('\n'));
    if (!imports.isEmpty())
        blocks << QStringLiteral("  pythonImportsCheck = %1;").arg(nixList(imports));
    if (versionCheck) // Python runs its install checks by default (python.section.md)
        blocks << QStringLiteral("  nativeInstallCheckInputs = [ versionCheckHook ];")
                + (python ? QString() : QStringLiteral("\n  doInstallCheck = true;"));

    QStringList meta;
    const QString description = nixpkgsDescription(values.description, values.pname);
    if (!description.isEmpty())
        meta << QStringLiteral("    description = \"%1\";").arg(nixString(description));
    if (!values.homepage.isEmpty())
        meta << QStringLiteral("    homepage = \"%1\";").arg(nixString(values.homepage));
    const QString changelog
        = changelogUrl(values.fetcherExpression, values.version, values.changelogFile);
    if (!changelog.isEmpty())
        meta << QStringLiteral("    changelog = \"%1\";").arg(changelog);
    if (!values.license.isEmpty())
        meta << QStringLiteral("    license = lib.licenses.%1;").arg(values.license);
    if (!values.mainProgram.isEmpty())
        meta << QStringLiteral("    mainProgram = \"%1\";").arg(nixString(values.mainProgram));
    if (!python)
        meta << QStringLiteral("    platforms = lib.platforms.unix;");

    QStringList argumentLines;
    for (const QString &argument : std::as_const(arguments))
        argumentLines << QStringLiteral("  %1,").arg(argument);
    kainjow::mustache::data data;
    const auto set
        = [&](const char *key, const QString &value) { data.set(key, value.toStdString()); };
    set("arguments", argumentLines.join(QLatin1Char('\n')));
    set("pname", nixString(values.pname));
    set("version", nixString(values.version));
    set("src", indented(sourceExpression(values.fetcherExpression, values.version)));
    set("nativeBuildInputs", nixList(native));
    set("buildInputs", nixList(inputs));
    set("extra", blocks.join(QStringLiteral("\n\n")));
    set("meta", meta.join(QLatin1Char('\n')));

    kainjow::mustache::mustache tmpl{text.value().toStdString()};
    if (!tmpl.is_valid())
        return Error{BuilderTemplatesTexts::tr("The builder template %1 is broken.").arg(name),
            QString::fromStdString(tmpl.error_message())};
    // The template's optional parts leave blank lines behind when empty.
    return tidyBlankLines(QString::fromStdString(tmpl.render(data)));
}

QString nixpkgsLicense(const QString &spdx)
{
    static const QHash<QString, QString> map{
        {QStringLiteral("mit"), QStringLiteral("mit")},
        {QStringLiteral("apache-2.0"), QStringLiteral("asl20")},
        {QStringLiteral("gpl-1.0-or-later"), QStringLiteral("gpl1Plus")},
        {QStringLiteral("gpl-2.0-only"), QStringLiteral("gpl2Only")},
        {QStringLiteral("gpl-2.0"), QStringLiteral("gpl2Only")},
        {QStringLiteral("gpl-2.0-or-later"), QStringLiteral("gpl2Plus")},
        {QStringLiteral("gpl-2.0+"), QStringLiteral("gpl2Plus")},
        {QStringLiteral("gpl-3.0-only"), QStringLiteral("gpl3Only")},
        {QStringLiteral("gpl-3.0"), QStringLiteral("gpl3Only")},
        {QStringLiteral("gpl-3.0-or-later"), QStringLiteral("gpl3Plus")},
        {QStringLiteral("gpl-3.0+"), QStringLiteral("gpl3Plus")},
        {QStringLiteral("lgpl-2.0-only"), QStringLiteral("lgpl2Only")},
        {QStringLiteral("lgpl-2.0-or-later"), QStringLiteral("lgpl2Plus")},
        {QStringLiteral("lgpl-2.1-only"), QStringLiteral("lgpl21Only")},
        {QStringLiteral("lgpl-2.1"), QStringLiteral("lgpl21Only")},
        {QStringLiteral("lgpl-2.1-or-later"), QStringLiteral("lgpl21Plus")},
        {QStringLiteral("lgpl-2.1+"), QStringLiteral("lgpl21Plus")},
        {QStringLiteral("lgpl-3.0-only"), QStringLiteral("lgpl3Only")},
        {QStringLiteral("lgpl-3.0"), QStringLiteral("lgpl3Only")},
        {QStringLiteral("lgpl-3.0-or-later"), QStringLiteral("lgpl3Plus")},
        {QStringLiteral("agpl-3.0-only"), QStringLiteral("agpl3Only")},
        {QStringLiteral("agpl-3.0-or-later"), QStringLiteral("agpl3Plus")},
        {QStringLiteral("bsd-2-clause"), QStringLiteral("bsd2")},
        {QStringLiteral("bsd-3-clause"), QStringLiteral("bsd3")},
        {QStringLiteral("bsd-4-clause"), QStringLiteral("bsdOriginal")},
        {QStringLiteral("0bsd"), QStringLiteral("bsd0")},
        {QStringLiteral("isc"), QStringLiteral("isc")},
        {QStringLiteral("mpl-2.0"), QStringLiteral("mpl20")},
        {QStringLiteral("zlib"), QStringLiteral("zlib")},
        {QStringLiteral("bsl-1.0"), QStringLiteral("boost")},
        {QStringLiteral("unlicense"), QStringLiteral("unlicense")},
        {QStringLiteral("cc0-1.0"), QStringLiteral("cc0")},
        {QStringLiteral("artistic-2.0"), QStringLiteral("artistic2")},
        {QStringLiteral("psf-2.0"), QStringLiteral("psfl")},
        {QStringLiteral("python-2.0"), QStringLiteral("psfl")},
        {QStringLiteral("epl-2.0"), QStringLiteral("epl20")},
        {QStringLiteral("wtfpl"), QStringLiteral("wtfpl")},
        {QStringLiteral("curl"), QStringLiteral("curl")},
        {QStringLiteral("openssl"), QStringLiteral("openssl")},
    };
    return map.value(spdx.trimmed().toLower());
}

QString dropEmptyInputLists(const QString &expression)
{
    static const QRegularExpression empty(
        QStringLiteral(
            "^[ \\t]*(nativeBuildInputs|buildInputs|propagatedBuildInputs|nativeCheckInputs|"
            "checkInputs|dependencies|optional-dependencies|build-system)[ \\t]*=[ \\t]*\\[[ "
            "\\t]*\\];"
            "[ \\t]*\\n"),
        QRegularExpression::MultilineOption);
    QString tidy = expression;
    if (tidy.contains(empty)) {
        tidy.remove(empty);
        tidy = tidyBlankLines(tidy);
    }
    return tidy;
}

} // namespace packwright::tools
