// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/LintEvaluation.h"

#include "nix/FailureClassifier.h"
#include "nix/NixRun.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

namespace packwright::nix {

namespace {
struct LintEvaluationTexts
{
    Q_DECLARE_TR_FUNCTIONS(LintEvaluationTexts)
};

QString withoutAnsi(QString text)
{
    // Colour codes, also without their escape character (the ESC of lib.warn's "[1;31m" is
    // lost when a copy of nixpkgs' lib passes through tools that drop control characters).
    static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;]*[A-Za-z]|\\[[0-9;]*m"));
    return text.remove(ansi);
}
} // namespace

QString lintEvaluationExpression(const NixpkgsSource &nixpkgs)
{
    const QString import = nixpkgs.kind == NixpkgsSource::Kind::Flake
        ? QStringLiteral("import (builtins.getFlake nixpkgs).outPath { config = { allowAliases = "
                         "aliases; allowUnfree = true; }; system = builtins.currentSystem; }")
        : QStringLiteral(
            "import (/. + nixpkgs) { config = { allowAliases = aliases; allowUnfree = true; }; }");
    return QStringLiteral(
        "{ nixpkgs, packageFile, aliases }:\n"
        "let\n"
        "  pkgs = %1;\n"
        "  file = /. + packageFile;\n"
        "  function = import file;\n"
        "  args = if builtins.isFunction function then builtins.functionArgs function else { };\n"
        "  python = args ? buildPythonPackage || args ? buildPythonApplication;\n"
        "  pkg = (if python then pkgs.python3Packages else pkgs).callPackage file { };\n"
        "  clean = if pkg ? overrideAttrs then pkg.overrideAttrs (_: prev: {\n"
        "    passthru = removeAttrs (prev.passthru or { }) [ \"strictDeps\" \"__structuredAttrs\" "
        "];\n"
        "  }) else pkg;\n"
        "  drv = clean.drvAttrs or { };\n"
        "  flag = name: drv.${name} or clean.${name} or false;\n"
        "in {\n"
        "  drvPath = pkg.drvPath;\n"
        "  strictDeps = flag \"strictDeps\" == true;\n"
        "  structuredAttrs = flag \"__structuredAttrs\" == true;\n"
        "}\n")
        .arg(import);
}

PackageEvaluation parseLintEvaluation(
    const QByteArray &json, const QString &stderrText, int exitCode, const QString &packageFile)
{
    PackageEvaluation e;
    const QString err = withoutAnsi(stderrText);
    static const QRegularExpression warning(
        QStringLiteral(R"(^\s*(?:trace: |evaluation warning: )(.*\S)\s*$)"),
        QRegularExpression::MultilineOption);
    for (auto it = warning.globalMatch(err); it.hasNext();)
        e.warnings << it.next().captured(1);
    if (exitCode != 0) {
        BuildOutcome outcome;
        classifyFailure({err}, {}, outcome);
        e.error = outcome.summary.isEmpty()
            ? LintEvaluationTexts::tr("nix-instantiate exited with status %1.").arg(exitCode)
            : outcome.summary;
        if (outcome.location && QFileInfo(outcome.location->file) == QFileInfo(packageFile))
            e.errorLine = outcome.location->line;
        return e;
    }
    try {
        const auto doc = nlohmann::json::parse(json.cbegin(), json.cend());
        e.strictDeps = doc.value("strictDeps", false);
        e.structuredAttrs = doc.value("structuredAttrs", false);
    } catch (const nlohmann::json::exception &x) {
        e.error = LintEvaluationTexts::tr("Nix answered in an unexpected form (%1).")
                      .arg(QString::fromUtf8(x.what()));
    }
    return e;
}

Result<PackageEvaluation> evaluatePackageForLint(const BuildRequest &request)
{
    const QString function = lintEvaluationExpression(request.nixpkgs);
    const auto run = [&](bool aliases) {
        return runOnPackage(request, QStringLiteral("nix-instantiate"),
            {QStringLiteral("--eval"), QStringLiteral("--strict"), QStringLiteral("--json"),
                QStringLiteral("--arg"), QStringLiteral("aliases"),
                aliases ? QStringLiteral("true") : QStringLiteral("false"),
                QStringLiteral("--expr"), function},
            LintEvaluationTexts::tr("Evaluating %1").arg(request.packageFile));
    };
    const auto strict = run(false);
    if (!strict)
        return strict.error();
    PackageEvaluation e = parseLintEvaluation(
        strict.value().out, strict.value().err, strict.value().exitCode, request.packageFile);
    if (e.error.isEmpty())
        return e;
    const auto lenient = run(true);
    if (!lenient)
        return lenient.error();
    PackageEvaluation withAliases = parseLintEvaluation(
        lenient.value().out, lenient.value().err, lenient.value().exitCode, request.packageFile);
    if (!withAliases.error.isEmpty())
        return e; // not about aliases: the first error stands
    withAliases.needsAliases = true;
    withAliases.aliasError = e.error;
    return withAliases;
}

} // namespace packwright::nix
