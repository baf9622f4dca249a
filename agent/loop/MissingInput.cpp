// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a failure signal says is missing (QuickFixer::missingInput): the name in the
// diagnostic, per signal pattern of resources/evidence/signal-patterns.json.
#include "loop/KnownProviders.h"
#include "loop/QuickFixer.h"

#include <QRegularExpression>

namespace packwright::loop {

namespace {
using Kind = MissingInput::Kind;

/// When a Python module is needed, by the phase that missed it: the import and runtime
/// dependency checks need it at run time, the tests for checking, the build for building.
MissingInput::Role pythonRole(const QString &phase)
{
    const QString p = phase.toLower();
    if (p.contains(QLatin1String("importscheck")) || p.contains(QLatin1String("runtimedeps")))
        return MissingInput::Role::Runtime;
    if (p.contains(QLatin1String("check")))
        return MissingInput::Role::Check;
    if (p.contains(QLatin1String("build")) || p.contains(QLatin1String("configure")))
        return MissingInput::Role::Build;
    return MissingInput::Role::Runtime;
}
} // namespace

QString firstCapture(const QString &text, const QStringList &patterns)
{
    for (const QString &p : patterns) {
        const QRegularExpression re(p, QRegularExpression::MultilineOption);
        const auto m = re.match(text);
        if (m.hasMatch())
            return m.captured(1);
    }
    return {};
}

std::optional<MissingInput> QuickFixer::missingInput(const evidence::FailureSignal &signal)
{
    const QString &id = signal.patternId;
    const QString &text = signal.text;
    const auto input
        = [](Kind kind, const QString &name, bool backend = false) -> std::optional<MissingInput> {
        if (name.isEmpty())
            return std::nullopt;
        return MissingInput{kind, name, MissingInput::Role::Runtime, backend};
    };
    if (id == u"pkgconfig-package-missing")
        return input(Kind::PkgConfigModule,
            firstCapture(text,
                {QStringLiteral("No package '([^']+)' found"),
                    QStringLiteral("Package '([^']+)', required by"),
                    QStringLiteral("Package ([\\w.+-]+) was not found in the pkg-config"),
                    QStringLiteral("Package requirements \\(([\\w.+-]+)")}));
    if (id == u"meson-dependency-missing") {
        if (text.contains(QLatin1String("Pkg-config binary")))
            return input(Kind::Command, QStringLiteral("pkg-config"));
        if (const QString program
            = firstCapture(text, {QStringLiteral("ERROR: Program '?([\\w.+-]+)'? .*not found")});
            !program.isEmpty())
            return input(Kind::Command, program);
        return input(Kind::PkgConfigModule,
            firstCapture(
                text, {QStringLiteral("[Dd]ependency \"?([\\w.+-]+)\"? (?:found: NO|not found)")}));
    }
    if (id == u"meson-library-missing")
        return input(
            Kind::Library, firstCapture(text, {QStringLiteral("library '([^']+)' not found")}));
    if (id == u"header-missing")
        return input(Kind::Header,
            firstCapture(text,
                {QStringLiteral("['\"]?([\\w./+-]+\\.(?:h|hh|hpp|hxx|H))['\"]?: No such file"),
                    QStringLiteral("'([\\w./+-]+\\.(?:h|hh|hpp))' file not found")}));
    if (id == u"linker-library-missing")
        return input(Kind::Library,
            firstCapture(text,
                {QStringLiteral("(?:cannot find|library not found for|unable to find library) "
                                "-l([\\w.+-]+)")}));
    if (id == u"cmake-package-missing")
        return input(Kind::CMakePackage,
            firstCapture(text,
                {QStringLiteral("Could NOT find (\\w+)"),
                    QStringLiteral("provided by \"?(\\w+)\"?")}));
    if (id == u"command-not-found")
        return input(Kind::Command,
            firstCapture(text,
                {QStringLiteral("([\\w.+-]+): command not found"),
                    QStringLiteral("exec: \"?([\\w.+-]+)\"?: executable file not found"),
                    QStringLiteral("(?:^|\\s|: )([\\w.+-]+): not found$")}));
    if (id == u"python-module-missing" || id == u"build-backend-missing") {
        const QString module = firstCapture(text,
            {QStringLiteral("No module named '([\\w.]+)'"), QStringLiteral("Backend '([\\w.]+)"),
                QStringLiteral("Cannot import '([\\w.]+)'")})
                                   .section(QLatin1Char('.'), 0, 0);
        const bool backend = id == u"build-backend-missing" || isPythonBuildBackend(module)
            || text.contains(QLatin1String("BackendUnavailable"));
        auto found = input(Kind::PythonModule, module, backend);
        if (found)
            found->role = backend ? MissingInput::Role::Build : pythonRole(signal.phase);
        return found;
    }
    if (id == u"python-runtime-deps-missing")
        return input(Kind::PythonDistribution,
            firstCapture(
                text, {QStringLiteral("^\\s*- ([\\w.-]+)(?:\\[[^\\]]*\\])? not installed")}));
    return std::nullopt;
}

} // namespace packwright::loop
