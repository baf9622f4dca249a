#pragma once

#include "core/Result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace packwright::tools {

/// What a builder template is filled with (Vibenix §4.1.3: the template's `src` is the
/// fetcher call made at source intake).
struct TemplateValues
{
    QString pname;
    QString version;
    /// A full Nix fetcher call, e.g. "fetchurl {\n  url = …;\n  hash = …;\n}" (as
    /// nix::FetcherCall::expression); re-indented where it is inserted.
    QString fetcherExpression;
    /// "fetchurl", "fetchFromGitHub", "fetchgit", "fetchPypi"…; empty: the expression's
    /// first word. Listed in the function's arguments.
    QString fetcherFunction;
    QString description; ///< empty: no `description` line
    QString homepage;    ///< empty: no `homepage` line
    QString license;     ///< a lib.licenses attribute ("mit", see nixpkgsLicense()); empty: no line
    QString mainProgram; ///< empty: no `mainProgram` line
    /// Attribute names, e.g. "pkg-config". Python templates: the `build-system` list
    /// (setuptools when empty); the cmake and meson templates add their own tools first.
    QStringList nativeBuildInputs;
    /// Attribute names, e.g. "zlib". Python templates: the `dependencies` list.
    QStringList buildInputs;
    /// Python templates: modules for `pythonImportsCheck`; empty: the library's pname with
    /// '-' as '_', and no check for an application.
    QStringList pythonImportsCheck;
};

/// A builder template the model can start from (Vibenix §4.1.3).
struct BuilderTemplate
{
    QString name;        ///< "stdenv", "cmake", "meson", "python-library", "python-application",
                         ///< "rust", "go", "npm"
    QString builder;     ///< "stdenv.mkDerivation", "buildPythonPackage", …
    QString description; ///< one line, for the model's choice of template
};

/// The bundled templates (resources/templates/NAME.nix.mustache, as :/templates/…), in a
/// stable order, "stdenv" (the generic one) first.
QList<BuilderTemplate> builderTemplates();

/// `name` rendered with `values` in nixpkgs style: `{ lib, stdenv, fetchurl, … }:` listing
/// exactly what the body uses, two-space indent, lists one item a line when longer than one,
/// Nix string escaping for the text values, `lib.fakeHash` for the dependency hashes of the
/// Rust, Go and npm builders. Errors: an unknown template (the known ones listed), or a
/// missing pname, version or fetcher expression.
Result<QString> renderTemplate(const QString &name, const TemplateValues &values);

/// The nixpkgs `lib.licenses` attribute for an SPDX id ("MIT" → "mit", "GPL-3.0-or-later" →
/// "gpl3Plus", "Apache-2.0" → "asl20", …); case-insensitive; empty for an unknown id or a
/// compound expression ("MIT OR Apache-2.0").
QString nixpkgsLicense(const QString &spdx);

/// The template's empty input lists that nothing filled (`buildInputs = [ ];` and the like,
/// one per line) removed: nixpkgs leaves out what equals the default. Other text unchanged.
QString dropEmptyInputLists(const QString &expression);

} // namespace packwright::tools
