// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Where the file goes and what it names: nixpkgs-vet's by-name structure and path checks,
// pkgs/README.md's package naming and versioning.

#include "nix/LintChecks.h"

#include <QDir>
#include <QRegularExpression>

namespace packwright::nix {

namespace {

/// A literal string value of the package set's binding `name`, with its offset.
std::optional<StringLiteral> literalEntry(const PackageSyntax &syntax, const QString &name)
{
    const SetEntry *e = syntax.entry(name);
    if (!e || e->inherited)
        return std::nullopt;
    auto s = syntax.stringAt(e->valueStart);
    if (!s || s->interpolated || s->indented)
        return std::nullopt;
    return s;
}

void checkNixpkgsPath(const LintContext &c)
{
    QString path = QDir::cleanPath(c.options.nixpkgsPath);
    if (path.startsWith(QLatin1String("./")))
        path = path.mid(2);
    const QStringList parts = path.split(QLatin1Char('/'));
    const QString pname = c.pname();
    const bool pythonLibrary = c.syntax.builder().endsWith(QLatin1String("buildPythonPackage"));
    if (path.startsWith(QLatin1String("pkgs/development/python-modules/"))) {
        if (!c.isPython())
            c.addAt("NPV-162", 0, 0,
                LintTexts::tr("%1 is not a Python package, so it belongs in pkgs/by-name, not in "
                              "python-modules.")
                    .arg(path));
        return;
    }
    if (!path.startsWith(QLatin1String("pkgs/by-name/"))) {
        if (pythonLibrary)
            c.addAt("PW-python-modules", 0, 0,
                LintTexts::tr("A Python library goes to "
                              "pkgs/development/python-modules/%1/default.nix with a line in "
                              "python-packages.nix.")
                    .arg(pname.isEmpty() ? QStringLiteral("<name>") : pname));
        else
            c.addAt("NPV-162", 0, 0,
                LintTexts::tr("%1 is outside pkgs/by-name: a new top-level package goes to "
                              "pkgs/by-name/<shard>/<name>/package.nix.")
                    .arg(path));
        return;
    }
    if (pythonLibrary)
        c.addAt("PW-python-modules", 0, 0,
            LintTexts::tr("buildPythonPackage builds a library, which goes to "
                          "pkgs/development/python-modules/<name>/default.nix, not to "
                          "pkgs/by-name; an application uses buildPythonApplication."));
    if (parts.size() != 5 || parts.at(4) != QLatin1String("package.nix")) {
        c.addAt("NPV-143", 0, 0,
            LintTexts::tr("%1 is not a by-name package file: it must be "
                          "pkgs/by-name/<shard>/<name>/package.nix.")
                .arg(path));
        if (parts.size() < 4)
            return;
    }
    const QString &name = parts.at(3);
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z_][A-Za-z0-9_-]*$"));
    if (!valid.match(name).hasMatch()) {
        c.addAt("NPV-141", 0, 0,
            LintTexts::tr("\"%1\" cannot be a by-name directory: use only letters, digits, \"-\" "
                          "and \"_\", starting with a letter or \"_\".")
                .arg(name));
        return;
    }
    const QString shard = name.left(2).toLower();
    if (parts.at(2) != shard)
        c.addAt("NPV-142", 0, 0,
            LintTexts::tr("The shard of %1 is \"%2\": move the file to pkgs/by-name/%2/%1/%3.")
                .arg(name, shard, parts.value(4, QStringLiteral("package.nix"))));
    if (!pname.isEmpty() && pname != name)
        c.addAt("PW-by-name-pname", 0, 0,
            LintTexts::tr("The directory is named %1 but pname is \"%2\": name the directory "
                          "after pname.")
                .arg(name, pname));
}

void checkNames(const LintContext &c)
{
    if (const auto pname = literalEntry(c.syntax, QStringLiteral("pname"))) {
        static const QRegularExpression charset(QStringLiteral("^[a-z0-9_][a-z0-9._+-]*$"));
        if (pname->text != pname->text.toLower())
            c.add("PW-pname", pname->start,
                LintTexts::tr("pname \"%1\" has upper-case letters: write \"%2\".")
                    .arg(pname->text, pname->text.toLower()));
        else if (!charset.match(pname->text).hasMatch())
            c.add("PW-pname", pname->start,
                LintTexts::tr("pname \"%1\" has characters a package name does not use: keep to "
                              "a-z, 0-9 and . _ + -.")
                    .arg(pname->text));
    }
    if (const auto version = literalEntry(c.syntax, QStringLiteral("version"))) {
        if (version->text.isEmpty() || !version->text.front().isDigit())
            c.add("PW-version", version->start,
                LintTexts::tr("version \"%1\" does not start with a digit: drop a prefix such as "
                              "\"v\" (the fetcher's tag can add it), or write "
                              "\"0-unstable-YYYY-MM-DD\" for a commit without a release.")
                    .arg(version->text));
    }
}

/// nixpkgs-vet's path checks (README §Nix parser checks): path expressions may not leave the
/// package's directory, be absolute, home-relative, or search <nixpkgs>.
void checkPathExpressions(const LintContext &c)
{
    const QString &code = c.syntax.code();
    static const QRegularExpression path(QStringLiteral(
        R"((?<![A-Za-z0-9._+\-/'"~<])(<[A-Za-z0-9._+\-]+(/[A-Za-z0-9._+\-]+)*>|~(/[A-Za-z0-9._+\-]+)+/?|[A-Za-z0-9._+\-]*(/[A-Za-z0-9._+\-]+)+/?))"));
    auto it = path.globalMatch(code);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString text = m.captured(1);
        const qsizetype at = m.capturedStart(1);
        if (text.startsWith(u'<')) {
            c.add("NPV-122", at,
                LintTexts::tr("%1 is a search path: take what you need as an argument of the "
                              "package function instead.")
                    .arg(text));
        } else if (text.startsWith(u'~')) {
            c.add("NPV-128", at,
                LintTexts::tr("%1 is a path in someone's home directory: nixpkgs cannot refer to "
                              "it; put the file beside package.nix.")
                    .arg(text));
        } else if (text.startsWith(u'/')) {
            c.add("NPV-127", at,
                LintTexts::tr("%1 is an absolute path: nixpkgs cannot refer to files outside "
                              "itself; put the file beside package.nix or fetch it.")
                    .arg(text));
        } else {
            int depth = 0;
            for (const QString &part : text.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
                depth += part == QLatin1String("..") ? -1 : part == QLatin1String(".") ? 0 : 1;
                if (depth < 0) {
                    c.add("NPV-123", at,
                        LintTexts::tr("%1 leaves the package's directory: copy the file next to "
                                      "package.nix, or pass it in as an argument.")
                            .arg(text));
                    break;
                }
            }
        }
    }
}

} // namespace

void checkPlacement(const LintContext &context)
{
    if (!context.options.nixpkgsPath.isEmpty())
        checkNixpkgsPath(context);
    checkNames(context);
    checkPathExpressions(context);
}

} // namespace packwright::nix
