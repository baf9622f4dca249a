// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Python packages as doc/languages-frameworks/python.section.md (§Contributing guidelines,
// §Using pythonImportsCheck) wants them: pyproject with build-system, dependencies, and an
// import check for libraries.

#include "nix/LintChecks.h"

namespace packwright::nix {

void checkPython(const LintContext &c)
{
    if (!c.isPython())
        return;
    const PackageSyntax &s = c.syntax;
    const SetEntry *pyproject = s.entry(QStringLiteral("pyproject"));
    const SetEntry *format = s.entry(QStringLiteral("format"));
    if (!pyproject && !format) {
        c.add("PW-python-pyproject", c.packageOffset(),
            LintTexts::tr("%1 sets neither pyproject nor format: write pyproject = true; with the "
                          "project's build backend in build-system.")
                .arg(s.builder()));
    } else if (format && !format->inherited) {
        const auto value = s.stringAt(format->valueStart);
        if (value
            && (value->text == QLatin1String("setuptools")
                || value->text == QLatin1String("pyproject")))
            c.add("PW-python-pyproject", format->nameOffset,
                LintTexts::tr("format = \"%1\" is the old form: write pyproject = true; and list "
                              "the build backend in build-system.")
                    .arg(value->text));
    }
    const bool isPyproject = pyproject && !pyproject->inherited
        && s.code()
                .mid(pyproject->valueStart, pyproject->valueEnd - pyproject->valueStart)
                .trimmed()
            == QLatin1String("true");
    const SetEntry *buildSystem = s.entry(QStringLiteral("build-system"));
    const auto backends = buildSystem && !buildSystem->inherited
        ? s.bracketAt(buildSystem->valueStart, u'[')
        : std::nullopt;
    if (isPyproject && !buildSystem)
        c.add("PW-python-build-system", pyproject->nameOffset,
            LintTexts::tr("pyproject = true; without build-system: list the backend the "
                          "project's pyproject.toml names (e.g. setuptools, hatchling)."));
    else if (isPyproject && backends && s.listElements(backends->first, backends->second).isEmpty())
        c.add("PW-python-build-system", buildSystem->nameOffset,
            LintTexts::tr("build-system is empty: list the backend the project's pyproject.toml "
                          "names (e.g. setuptools, hatchling)."));
    if (isPyproject) {
        if (const SetEntry *propagated = s.entry(QStringLiteral("propagatedBuildInputs")))
            c.add("PW-python-dependencies", propagated->nameOffset,
                LintTexts::tr("propagatedBuildInputs in a pyproject package: runtime Python "
                              "dependencies go in dependencies."));
    }
    if (s.builder().endsWith(QLatin1String("buildPythonPackage"))
        && !s.entry(QStringLiteral("pythonImportsCheck")))
        c.add("PW-python-imports-check", c.packageOffset(),
            LintTexts::tr("The library has no pythonImportsCheck: list the modules it provides, "
                          "e.g. pythonImportsCheck = [ \"%1\" ];.")
                .arg(c.pname().isEmpty() ? QStringLiteral("module")
                                         : c.pname().replace(u'-', u'_')));
}

} // namespace packwright::nix
