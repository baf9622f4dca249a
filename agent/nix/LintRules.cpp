// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/LintRules.h"

#include <QCoreApplication>

namespace packwright::nix {

namespace {
constexpr LintSeverity ci = LintSeverity::Ci;
constexpr LintSeverity review = LintSeverity::Review;

// Sources name the file and section (or the tool and its problem id) a reviewer can open.
const char *const vetByName = "nixpkgs-vet (README §File structure checks); pkgs/by-name/README.md";
const char *const vetParser = "nixpkgs-vet (README §Nix parser checks)";
const char *const vetRatchet = "nixpkgs-vet (README §Ratchet checks)";
const char *const formatting
    = "nixfmt standard.md (RFC 166), run by treefmt in CI (CONTRIBUTING.md §Formatting)";
const char *const metaSection
    = "pkgs/README.md §Meta attributes; doc/stdenv/meta.chapter.md §description";
const char *const newPackageReview = "pkgs/README.md §Reviewing contributions › New packages";
const char *const pythonGuide
    = "doc/languages-frameworks/python.section.md §Contributing guidelines";
} // namespace

const QList<LintRule> &lintRules()
{
    static const QList<LintRule> rules{
        // Placement and naming (with --path).
        {"NPV-141", ci, vetByName, false,
            QT_TRANSLATE_NOOP("LintRules",
                "The by-name directory name uses only A-Z a-z 0-9 - _ and starts with a letter "
                "or _.")},
        {"NPV-142", ci, vetByName, false,
            QT_TRANSLATE_NOOP("LintRules",
                "The shard is the first two letters of the name, lower case: "
                "pkgs/by-name/<shard>/<name>/package.nix.")},
        {"NPV-143", ci, vetByName, false,
            QT_TRANSLATE_NOOP("LintRules", "A by-name package directory holds package.nix.")},
        {"NPV-162", ci, "nixpkgs-vet NPV-162 (README §Ratchet checks); pkgs/README.md §Quick Start",
            false,
            QT_TRANSLATE_NOOP("LintRules", "A new top-level package lives in pkgs/by-name.")},
        {"PW-python-modules", review, pythonGuide, false,
            QT_TRANSLATE_NOOP("LintRules",
                "A Python library goes to pkgs/development/python-modules/<name>/default.nix.")},
        {"PW-by-name-pname", review, "pkgs/README.md §Package naming", false,
            QT_TRANSLATE_NOOP("LintRules", "The attribute (directory) name equals pname.")},
        {"PW-pname", review, "pkgs/README.md §Package naming", false,
            QT_TRANSLATE_NOOP("LintRules", "pname has no upper-case letters.")},
        {"PW-version", review, "pkgs/README.md §Versioning", false,
            QT_TRANSLATE_NOOP("LintRules", "version starts with a digit.")},
        {"NPV-122", ci, vetParser, false,
            QT_TRANSLATE_NOOP("LintRules", "No <…> search paths in a package file.")},
        {"NPV-123", ci, vetParser, false,
            QT_TRANSLATE_NOOP("LintRules", "No path that leaves the package's directory.")},
        {"NPV-127", ci, vetParser, false,
            QT_TRANSLATE_NOOP("LintRules", "No absolute path expressions.")},
        {"NPV-128", ci, vetParser, false,
            QT_TRANSLATE_NOOP("LintRules", "No home-relative (~/) path expressions.")},
        // Layout nixfmt prints (checkable without nixfmt).
        {"PW-RFC166-arguments", ci, formatting, true,
            QT_TRANSLATE_NOOP("LintRules",
                "More than two function arguments (or any default) go one per line, each with "
                "a trailing comma.")},
        {"PW-RFC166-lists", ci, formatting, true,
            QT_TRANSLATE_NOOP("LintRules", "A list of two or more elements has one per line.")},
        {"PW-RFC166-blank-lines", ci, formatting, true,
            QT_TRANSLATE_NOOP("LintRules", "No two blank lines in a row.")},
        {"PW-RFC166-tabs", ci, formatting, true,
            QT_TRANSLATE_NOOP("LintRules", "No tab characters outside strings.")},
        {"PW-RFC166-trailing-whitespace", ci, formatting, true,
            QT_TRANSLATE_NOOP("LintRules", "No white space at the end of a line.")},
        // Expression structure.
        {"NPV-164", ci, vetRatchet, true,
            QT_TRANSLATE_NOOP("LintRules", "A new package evaluates with strictDeps = true.")},
        {"NPV-166", ci, vetRatchet, true,
            QT_TRANSLATE_NOOP(
                "LintRules", "A new package evaluates with __structuredAttrs = true.")},
        {"PW-structured-env", review,
            "nixpkgs-hammering environment-variables-go-to-env; doc/stdenv/stdenv.chapter.md "
            "(env)",
            false,
            QT_TRANSLATE_NOOP("LintRules", "Environment variables for the build go in env.")},
        {"PW-finalAttrs", review,
            "doc/stdenv/stdenv.chapter.md §Fixed-point arguments of mkDerivation", false,
            QT_TRANSLATE_NOOP(
                "LintRules", "The builder takes (finalAttrs: { … }), not rec { … }.")},
        {"PW-with-scope", review, "nixpkgs #208242 (no wide with scopes)", false,
            QT_TRANSLATE_NOOP(
                "LintRules", "No with lib; or with pkgs; around the whole expression.")},
        {"PW-meta-with-lib", review, "nixpkgs #208242; nixpkgs-vet #236 (proposed ratchet)", true,
            QT_TRANSLATE_NOOP("LintRules", "No meta = with lib; — write lib.licenses.x.")},
        {"PW-meta-last", review, "pkgs/README.md §Meta attributes", false,
            QT_TRANSLATE_NOOP("LintRules", "meta is the last attribute of the package.")},
        {"PW-build-tools", review,
            "pkgs/README.md §Reviewing contributions › New packages; nixpkgs-hammering "
            "build-tools-in-build-inputs",
            false,
            QT_TRANSLATE_NOOP("LintRules",
                "Build-time tools and hooks go in nativeBuildInputs, not buildInputs.")},
        {"PW-phases", review, newPackageReview, false,
            QT_TRANSLATE_NOOP("LintRules", "The phases list is not overridden.")},
        {"PW-runHook", review, newPackageReview, false,
            QT_TRANSLATE_NOOP("LintRules",
                "An overridden phase runs runHook preX first and runHook postX last.")},
        {"PW-comment-doCheck", review,
            "pkgs/README.md §Reviewing contributions (document disabled checks)", false,
            QT_TRANSLATE_NOOP("LintRules", "A comment says why doCheck = false.")},
        {"PW-comment-substituteInPlace", review,
            "pkgs/README.md §Reviewing contributions (document patches and substituteInPlace)",
            false,
            QT_TRANSLATE_NOOP("LintRules", "A comment says why substituteInPlace is needed.")},
        // Sources.
        {"PW-fake-hash", ci, "pkgs/README.md §Sources (the fixed-output hash must match)", false,
            QT_TRANSLATE_NOOP(
                "LintRules", "No lib.fakeHash, lib.fakeSha256 or empty hash left over.")},
        {"PW-sri-hash", review, "pkgs/README.md §Sources", true,
            QT_TRANSLATE_NOOP(
                "LintRules", "Hashes are SRI: hash = \"sha256-…\", not sha256 = base-32 or hex.")},
        {"PW-fetch-tag", review, "nixpkgs #355973 (fetchers' tag); pkgs/README.md §Sources", true,
            QT_TRANSLATE_NOOP("LintRules", "A release tag is fetched with tag = …, not rev = ….")},
        {"PW-fetch-rev", review, "pkgs/README.md §Sources (full commit hashes)", false,
            QT_TRANSLATE_NOOP("LintRules", "A commit rev is the full 40-hex hash.")},
        // meta.
        {"PW-description-missing", review, metaSection, false,
            QT_TRANSLATE_NOOP("LintRules", "meta.description is set.")},
        {"PW-description-sentence", review, metaSection, false,
            QT_TRANSLATE_NOOP("LintRules", "meta.description is one sentence on one line.")},
        {"PW-description-capital", review, metaSection, false,
            QT_TRANSLATE_NOOP("LintRules", "meta.description starts with a capital letter.")},
        {"PW-description-article", review, metaSection, false,
            QT_TRANSLATE_NOOP("LintRules", "meta.description does not start with A, An or The.")},
        {"PW-description-name", review, metaSection, false,
            QT_TRANSLATE_NOOP(
                "LintRules", "meta.description does not start with the package name.")},
        {"PW-description-punctuation", review, metaSection, false,
            QT_TRANSLATE_NOOP("LintRules", "meta.description does not end with punctuation.")},
        {"PW-description-length", review, metaSection, false,
            QT_TRANSLATE_NOOP("LintRules", "meta.description is short (at most 80 characters).")},
        {"PW-license", review, "pkgs/README.md §Meta attributes", false,
            QT_TRANSLATE_NOOP("LintRules", "meta.license is set.")},
        {"PW-license-form", review,
            "doc/stdenv/meta.chapter.md §license; nixpkgs-hammering unclear-gpl", false,
            QT_TRANSLATE_NOOP("LintRules",
                "meta.license is a lib.licenses value, not a string or a deprecated GPL name.")},
        {"PW-maintainers", review, "pkgs/README.md §Meta attributes", false,
            QT_TRANSLATE_NOOP("LintRules", "meta.maintainers is set and not empty.")},
        {"PW-mainProgram", review, "pkgs/README.md §Meta attributes", false,
            QT_TRANSLATE_NOOP("LintRules", "meta.mainProgram is set when the package has one.")},
        {"PW-mainProgram-literal", review, "pkgs/README.md §Meta attributes", false,
            QT_TRANSLATE_NOOP("LintRules", "meta.mainProgram is a string, not pname.")},
        {"PW-mainProgram-installed", review, "pkgs/README.md §Meta attributes", false,
            QT_TRANSLATE_NOOP("LintRules", "meta.mainProgram names a program in bin/.")},
        // Python.
        {"PW-python-pyproject", review, pythonGuide, false,
            QT_TRANSLATE_NOOP(
                "LintRules", "buildPythonPackage gets pyproject = true (or an explicit format).")},
        {"PW-python-build-system", review, pythonGuide, false,
            QT_TRANSLATE_NOOP("LintRules", "pyproject = true comes with build-system.")},
        {"PW-python-dependencies", review, pythonGuide, false,
            QT_TRANSLATE_NOOP("LintRules",
                "Runtime dependencies go in dependencies, not propagatedBuildInputs.")},
        {"PW-python-imports-check", review,
            "doc/languages-frameworks/python.section.md §Using pythonImportsCheck", false,
            QT_TRANSLATE_NOOP("LintRules", "A Python library sets pythonImportsCheck.")},
        // Evaluated with --nixpkgs.
        {"PW-eval-error", ci, "nixpkgs CI eval (every package must evaluate)", false,
            QT_TRANSLATE_NOOP("LintRules", "The package evaluates.")},
        {"PW-eval-warning", ci, "nixpkgs #381266 (CI eval fails on any output on stderr)", false,
            QT_TRANSLATE_NOOP("LintRules", "The package evaluates without warnings.")},
        {"PW-alias", ci, "nixpkgs CI eval with allowAliases = false; pkgs/top-level/aliases.nix",
            false, QT_TRANSLATE_NOOP("LintRules", "The package uses no aliases.")},
    };
    return rules;
}

const LintRule *lintRule(const QString &id)
{
    for (const LintRule &rule : lintRules()) {
        if (id == QLatin1String(rule.id))
            return &rule;
    }
    return nullptr;
}

QString lintRuleSummary(const LintRule &rule)
{
    return QCoreApplication::translate("LintRules", rule.summary);
}

} // namespace packwright::nix
