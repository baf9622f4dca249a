// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "tools/NixpkgsStyle.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace packwright::tools {

/// What a builder template is filled with (Vibenix §4.1.3: the template's `src` is the
/// fetcher call made at source intake).
struct TemplateValues
{
    QString pname;
    QString version;
    /// A full Nix fetcher call, e.g. "fetchurl {\n  url = …;\n  hash = …;\n}" (as
    /// nix::FetcherCall::expression); re-indented where it is inserted, the version in a URL
    /// and a release tag written through `finalAttrs.version` (see sourceExpression()).
    QString fetcherExpression;
    /// "fetchurl", "fetchFromGitHub", "fetchgit", "fetchPypi"…; empty: the expression's
    /// first word. Listed in the function's arguments.
    QString fetcherFunction;
    /// Normalised by nixpkgsDescription() before it is written; empty (or nothing left after
    /// normalising): no `description` line.
    QString description;
    QString homepage;    ///< empty: no `homepage` line
    QString license;     ///< a lib.licenses attribute ("mit", see nixpkgsLicense()); empty: no line
    QString mainProgram; ///< empty: no `mainProgram` line
    /// The project's changelog file relative to its root ("CHANGELOG.md", "NEWS"); written
    /// as `meta.changelog` when the source is on a forge whose file URL at the release tag is
    /// known (changelogUrl()); else nothing.
    QString changelogFile;
    /// Attribute names, e.g. "pkg-config". Python templates: the `build-system` list
    /// (setuptools when empty); the cmake and meson templates add their own tools first.
    QStringList nativeBuildInputs;
    /// Attribute names, e.g. "zlib". Python templates: the `dependencies` list.
    QStringList buildInputs;
    /// Python templates: modules for `pythonImportsCheck`; empty: the library's pname with
    /// '-' as '_', and no check for an application.
    QStringList pythonImportsCheck;
    /// The project has a test suite the builder runs (CTest, `make check`, meson test,
    /// pytest): `doCheck = true;` for mkDerivation (language builders check by default).
    bool doCheck = false;
    /// What the test suite needs on PATH, e.g. "python3"; Python: "pytestCheckHook".
    /// Written as `nativeCheckInputs` (pkgs/README.md; python.section.md).
    QStringList nativeCheckInputs;
    /// Evidence (the analysis, a build or a VM run) says `mainProgram --version` prints the
    /// version: `nativeInstallCheckInputs = [ versionCheckHook ];` and, outside Python,
    /// `doInstallCheck = true;` (doc/hooks/versionCheckHook.section.md). Needs mainProgram.
    bool versionCheck = false;
    /// Environment variables of the build, (name, value): written in `env = { … };`, as
    /// `__structuredAttrs = true` requires (nixpkgs-vet NPV-166; nixpkgs-hammering
    /// environment-variables-go-to-env).
    QList<std::pair<QString, QString>> env;
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

/// `name` rendered with `values` in the layout nixfmt (RFC 166) prints, as nixpkgs CI
/// checks it (CONTRIBUTING.md "Formatting"): the function's arguments one per line with a
/// trailing comma, listing exactly what the body uses; `builder (finalAttrs: { … })` (not
/// `rec`, doc/stdenv §Fixed-point arguments); `__structuredAttrs = true;` for every builder and
/// `strictDeps = true;` for mkDerivation (nixpkgs-vet NPV-164/NPV-166); lists of two or more
/// items one per line; `env = { … };`, the check attributes, then `meta` last
/// (pkgs/README.md "Meta attributes"); never two blank lines in a row; Nix string escaping
/// for the text values; `lib.fakeHash` for the dependency hashes of the Rust, Go and npm
/// builders. Errors: an unknown template (the known ones listed), or a missing pname,
/// version or fetcher expression.
Result<QString> renderTemplate(const QString &name, const TemplateValues &values);

/// The nixpkgs `lib.licenses` attribute for an SPDX id ("MIT" → "mit", "GPL-3.0-or-later" →
/// "gpl3Plus", "Apache-2.0" → "asl20", …); case-insensitive; empty for an unknown id or a
/// compound expression ("MIT OR Apache-2.0").
QString nixpkgsLicense(const QString &spdx);

/// The template's empty input lists that nothing filled (`buildInputs = [ ];` and the like,
/// one per line) removed: nixpkgs leaves out what equals the default. The blank lines
/// around a removed line are tidied (tidyBlankLines()), so no run of blank lines is left.
/// Other text unchanged.
QString dropEmptyInputLists(const QString &expression);

} // namespace packwright::tools
