// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/QuickFixer.h"

#include "core/Logging.h"
#include "loop/KnownProviders.h"
#include "loop/MakefileFixes.h"
#include "nix/ExpressionEdit.h"
#include "nix/HashBindings.h"
#include "nix/NixHash.h"
#include "tools/FileLocator.h"
#include "tools/MakefileReader.h"
#include "tools/PackageIndex.h"
#include "workspace/TextDiff.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

namespace packwright::loop {

namespace {
struct QuickFixTexts
{
    Q_DECLARE_TR_FUNCTIONS(QuickFixTexts)
};

using Kind = MissingInput::Kind;

/// Every list a package may name an input in: an input listed anywhere is not added again.
const QStringList &inputLists()
{
    static const QStringList lists{QStringLiteral("nativeBuildInputs"),
        QStringLiteral("buildInputs"), QStringLiteral("propagatedBuildInputs"),
        QStringLiteral("propagatedNativeBuildInputs"), QStringLiteral("build-system"),
        QStringLiteral("dependencies"), QStringLiteral("nativeCheckInputs"),
        QStringLiteral("checkInputs")};
    return lists;
}

QString reasonFor(const MissingInput &input, const evidence::FailureSignal &signal)
{
    switch (input.kind) {
    case Kind::PkgConfigModule:
        return QuickFixTexts::tr("pkg-config module %1 not found").arg(input.name);
    case Kind::Header: return QuickFixTexts::tr("header %1 not found").arg(input.name);
    case Kind::Library: return QuickFixTexts::tr("library -l%1 not found").arg(input.name);
    case Kind::CMakePackage: return QuickFixTexts::tr("CMake package %1 not found").arg(input.name);
    case Kind::Command: return QuickFixTexts::tr("command %1 not found").arg(input.name);
    case Kind::PythonModule:
        if (input.buildBackend)
            return QuickFixTexts::tr("build backend module %1 not found").arg(input.name);
        if (input.role == MissingInput::Role::Build)
            return QuickFixTexts::tr("Python module %1 not found at build time").arg(input.name);
        if (input.role == MissingInput::Role::Check)
            return QuickFixTexts::tr("Python module %1 not found by the tests").arg(input.name);
        return signal.phase.contains(QLatin1String("ImportsCheck"))
            ? QuickFixTexts::tr("Python module %1 not found at the import check").arg(input.name)
            : QuickFixTexts::tr("Python module %1 not found").arg(input.name);
    case Kind::PythonDistribution:
        return QuickFixTexts::tr("Python requirement %1 not installed").arg(input.name);
    }
    return {};
}

/// Attribute-name guesses for a C-level name, for the package index to confirm.
QStringList nameGuesses(const QString &name)
{
    QStringList out{name};
    static const QRegularExpression versionSuffix(QStringLiteral("-?[\\d.]+$"));
    QString bare = name;
    bare.remove(versionSuffix);
    if (!bare.isEmpty())
        out << bare;
    if (bare.startsWith(QLatin1String("lib")) && bare.size() > 3)
        out << bare.mid(3);
    else
        out << QStringLiteral("lib") + bare;
    out.removeDuplicates();
    return out;
}

/// A Python distribution or module name as nixpkgs names the package: lower case, `-`.
QString pythonAttribute(const QString &name)
{
    QString n = name.toLower();
    n.replace(QLatin1Char('_'), QLatin1Char('-')).replace(QLatin1Char('.'), QLatin1Char('-'));
    return n;
}

ProposedEdit makeEdit(const QString &before, const QString &after, const QString &summary)
{
    ProposedEdit edit;
    edit.before = before;
    edit.after = after;
    edit.summary = summary;
    edit.diff = workspace::unifiedDiff(before, after);
    edit.deterministic = true;
    return edit;
}
} // namespace

QuickFixer::QuickFixer(
    const tools::PackageIndex *index, const tools::FileLocator *locator, const QString &sourceRoot)
    : m_index(index)
    , m_locator(locator)
    , m_sourceRoot(sourceRoot)
{}

bool QuickFixer::exists(const QString &attribute) const
{
    return !m_index || m_index->size() == 0 || m_index->find(attribute).has_value();
}

QString QuickFixer::provider(const MissingInput &input, QString *how) const
{
    QString known;
    QString file; // what nix-locate looks for
    QStringList guesses;
    switch (input.kind) {
    case Kind::PkgConfigModule:
        known = knownPkgConfigProvider(input.name);
        file = input.name + QStringLiteral(".pc");
        guesses = nameGuesses(input.name);
        break;
    case Kind::Header: {
        known = knownHeaderProvider(input.name);
        file = input.name.section(QLatin1Char('/'), -1);
        const QString stem = input.name.contains(QLatin1Char('/'))
            ? input.name.section(QLatin1Char('/'), 0, 0)
            : input.name.section(QLatin1Char('.'), 0, 0);
        guesses = nameGuesses(stem);
        break;
    }
    case Kind::Library:
        known = knownLibraryProvider(input.name);
        file = QStringLiteral("lib%1.so").arg(input.name);
        guesses = nameGuesses(QStringLiteral("lib") + input.name);
        break;
    case Kind::CMakePackage: {
        const QString lower = input.name.toLower();
        known = knownPkgConfigProvider(lower);
        if (known.isEmpty())
            known = knownLibraryProvider(lower);
        file = input.name + QStringLiteral("Config.cmake");
        guesses = nameGuesses(lower);
        break;
    }
    case Kind::Command:
        known = knownCommandProvider(input.name);
        guesses = {input.name};
        break;
    case Kind::PythonModule:
    case Kind::PythonDistribution: {
        known = input.kind == Kind::PythonModule ? knownPythonProvider(input.name) : QString();
        if (!known.isEmpty())
            known.prepend(QStringLiteral("python3Packages."));
        for (const QString &g : {pythonAttribute(input.name), input.name.toLower()})
            guesses << QStringLiteral("python3Packages.") + g;
        guesses.removeDuplicates();
        break;
    }
    }
    const QString what = input.kind == Kind::Command
        ? QuickFixTexts::tr("command %1").arg(input.name)
        : !file.isEmpty() ? file
                          : input.name;
    const auto found = [&](const QString &attribute, const QString &source) {
        if (how)
            *how = QuickFixTexts::tr("%1: %2 in %3").arg(source, what, attribute);
        return attribute;
    };
    // The table first: the usual answer, and names no guess reaches (-lz → zlib).
    if (!known.isEmpty() && exists(known))
        return found(known, QuickFixTexts::tr("known provider"));
    if (m_locator && m_locator->available() && !file.isEmpty()) {
        const auto located = m_locator->locate(file, 20);
        if (located && !located.value().isEmpty()) {
            // Several packages ship the file: take the one named like it, else a sole one.
            for (const QString &g : std::as_const(guesses)) {
                if (located.value().contains(g))
                    return found(g, QStringLiteral("nix-locate"));
            }
            if (located.value().size() == 1)
                return found(located.value().constFirst(), QStringLiteral("nix-locate"));
        } else if (!located) {
            qCDebug(lcLoop) << "nix-locate:" << located.error().message;
        }
    }
    // Guesses only count when the index confirms them.
    if (m_index && m_index->size() > 0) {
        for (const QString &g : std::as_const(guesses)) {
            if (m_index->find(g))
                return found(g, QuickFixTexts::tr("package index"));
        }
    }
    return {};
}

std::optional<QuickFix> QuickFixer::invalidHash(const QString &expression,
    const nix::BuildOutcome &outcome, const evidence::FailureSignal *signal) const
{
    const QString message
        = signal ? signal->text + QLatin1Char('\n') + outcome.errorText : outcome.errorText;
    const QString reported = firstCapture(message,
        {QStringLiteral("invalid SRI hash '([^']+)'"),
            QStringLiteral("hash '([^']+)' has wrong length"),
            QStringLiteral("invalid base-(?:16|32|64) hash '([^']+)'"),
            QStringLiteral("hash '([^']+)' does not include a type")});
    // The hash literals written as plain strings.
    QList<nix::HashBinding> literals = nix::hashBindings(nix::PackageSyntax(expression));
    literals.removeIf([](const nix::HashBinding &b) {
        return !b.literal || b.literal->interpolated || b.literal->indented;
    });
    const auto value = [](const nix::HashBinding &b) { return b.literal->text; };
    auto chosen = std::find_if(literals.cbegin(), literals.cend(), [&](const nix::HashBinding &b) {
        return !reported.isEmpty() && value(b).endsWith(reported);
    });
    if (chosen == literals.cend())
        chosen = std::find_if(literals.cbegin(), literals.cend(), [&](const nix::HashBinding &b) {
            return !value(b).isEmpty() && !nix::NixHash::parse(value(b)).ok();
        });
    if (chosen == literals.cend())
        return std::nullopt;
    QString after
        = QString(expression)
              .replace(chosen->literal->start, chosen->literal->end - chosen->literal->start,
                  QStringLiteral("lib.fakeHash"));
    if (auto withLib = nix::addFormalArgument(after, QStringLiteral("lib")); withLib)
        after = withLib.value();
    QuickFix fix;
    if (signal)
        fix.signal = *signal;
    fix.summary = QuickFixTexts::tr("Replace the invalid %1 \"%2\" with lib.fakeHash: Nix rejects "
                                    "it, and the next build reports the real hash (trust on "
                                    "first use)")
                      .arg(chosen->name, value(*chosen));
    fix.edit = makeEdit(expression, after, fix.summary);
    return fix;
}

std::optional<QuickFix> QuickFixer::addInput(const QString &expression,
    const evidence::FailureSignal &signal, const MissingInput &input) const
{
    QString how;
    const QString attribute = provider(input, &how);
    if (attribute.isEmpty())
        return std::nullopt;
    const auto formals = nix::formalArguments(expression);
    const QStringList names = formals ? formals->names : QStringList{};

    // What to write in the list, and which function argument brings it into scope.
    QString element = attribute;
    QString argument = attribute.section(QLatin1Char('.'), 0, 0);
    QString list;
    const bool python = input.kind == Kind::PythonModule || input.kind == Kind::PythonDistribution;
    if (python) {
        const QString name = attribute.section(QLatin1Char('.'), 1);
        if (names.contains(QLatin1String("buildPythonPackage"))
            || names.contains(QLatin1String("buildPythonApplication")) || !formals) {
            element = argument = name; // called from the Python package set
        } else if (names.contains(QLatin1String("python3"))
            && !names.contains(QLatin1String("python3Packages"))) {
            element = QStringLiteral("python3.pkgs.") + name;
            argument = QStringLiteral("python3");
        }
        if (input.role == MissingInput::Role::Check)
            list = QStringLiteral("nativeCheckInputs");
        else if (input.role == MissingInput::Role::Build)
            list = nix::hasAttribute(expression, QStringLiteral("build-system"))
                    || !nix::hasAttribute(expression, QStringLiteral("nativeBuildInputs"))
                ? QStringLiteral("build-system")
                : QStringLiteral("nativeBuildInputs");
        else
            list = nix::hasAttribute(expression, QStringLiteral("dependencies"))
                    || !nix::hasAttribute(expression, QStringLiteral("propagatedBuildInputs"))
                ? QStringLiteral("dependencies")
                : QStringLiteral("propagatedBuildInputs");
    } else {
        list = input.kind == Kind::Command ? QStringLiteral("nativeBuildInputs")
                                           : QStringLiteral("buildInputs");
    }
    // Listed already (in this list or another): the input is there, the cause is elsewhere.
    const QString bare = element.section(QLatin1Char('.'), -1);
    for (const QString &l : inputLists()) {
        const auto elements = nix::listAttribute(expression, l);
        if (elements
            && (elements->contains(element) || elements->contains(bare)
                || std::any_of(elements->cbegin(), elements->cend(),
                    [&bare](const QString &e) { return e.endsWith(QLatin1Char('.') + bare); })))
            return std::nullopt;
    }
    auto added = nix::addToListAttribute(expression, list, element);
    if (!added) {
        qCDebug(lcLoop) << "quick fix:" << added.error().message;
        return std::nullopt;
    }
    QString after = added.value();
    if (formals && !names.contains(argument)) {
        auto withArgument = nix::addFormalArgument(after, argument);
        if (!withArgument)
            return std::nullopt;
        after = withArgument.value();
    }
    if (after == expression)
        return std::nullopt;
    // A build that runs cmake or meson itself (the only way to "command not found" them) is
    // not a CMake or Meson project to the stdenv: their setup hooks would take over the
    // configurePhase, so the hook is switched off with the tool added.
    QString hookSwitch;
    if (signal.patternId == u"command-not-found"
        && !nix::hasAttribute(expression, QStringLiteral("configurePhase"))) {
        if (attribute == u"cmake")
            hookSwitch = QStringLiteral("dontUseCmakeConfigure");
        else if (attribute == u"meson")
            hookSwitch = QStringLiteral("dontUseMesonConfigure");
    }
    if (!hookSwitch.isEmpty()) {
        auto switched = nix::addAttribute(after, hookSwitch, QStringLiteral("true"));
        if (!switched)
            return std::nullopt;
        after = switched.value();
    }
    QuickFix fix;
    fix.signal = signal;
    fix.summary = hookSwitch.isEmpty()
        ? QuickFixTexts::tr("Add %1 to %2: %3 (%4)")
              .arg(element, list, reasonFor(input, signal), how)
        : QuickFixTexts::tr("Add %1 to %2 with %5 = true (the build runs it itself): %3 (%4)")
              .arg(element, list, reasonFor(input, signal), how, hookSwitch);
    fix.edit = makeEdit(expression, after, fix.summary);
    return fix;
}

std::optional<QuickFix> QuickFixer::makefileFix(
    const QString &expression, const evidence::FailureSignal &signal) const
{
    const MakeInstallFailure failure = makeInstallFailure(signal);
    if (failure.kind == MakeInstallFailure::Kind::None)
        return std::nullopt;
    const auto makefile = tools::MakefileReader::read(m_sourceRoot);
    if (!makefile)
        return std::nullopt;
    QuickFix fix;
    fix.signal = signal;
    QString after = expression;
    if (failure.kind == MakeInstallFailure::Kind::NoInstallTarget) {
        if (makefile->hasTarget(QStringLiteral("install"))
            || nix::hasAttribute(expression, QStringLiteral("installPhase")))
            return std::nullopt;
        const MakeProducts products = makefileProducts(*makefile, m_sourceRoot);
        if (products.isEmpty())
            return std::nullopt;
        auto added = nix::addAttribute(
            expression, QStringLiteral("installPhase"), makefileInstallPhase(products));
        if (!added)
            return std::nullopt;
        after = added.value();
        fix.summary = QuickFixTexts::tr("Write an installPhase that installs what make %1 "
                                        "builds (%2): %3 has no install target")
                          .arg(products.goal,
                              (products.programs + products.libraries + products.headers
                                  + products.manPages)
                                  .join(QStringLiteral(", ")),
                              makefile->fileName());
    } else {
        // Flags the package sets already (any value) are the maintainer's: left alone.
        const QStringList present
            = nix::listAttribute(expression, QStringLiteral("makeFlags")).value_or(QStringList());
        const auto isSet = [&present](const QString &name) {
            return std::any_of(present.cbegin(), present.cend(), [&name](const QString &e) {
                return e.startsWith(QLatin1Char('"') + name + QLatin1Char('='));
            });
        };
        const auto formals = nix::formalArguments(expression);
        const bool haveStdenv = formals && formals->names.contains(QLatin1String("stdenv"));
        // The top Makefile's directory variables; when it assigns none, those of the
        // Makefiles its install rule runs make in (a variable on the command line reaches them).
        QList<MakeFlag> flags = makefilePrefixFlags(*makefile);
        const auto setsDirectories = [](const QList<MakeFlag> &list) {
            return std::any_of(list.cbegin(), list.cend(),
                [](const MakeFlag &f) { return f.name != u"CC" && f.name != u"CXX"; });
        };
        QStringList files; // the Makefiles the directory flags come from
        if (setsDirectories(flags)) {
            files << makefile->fileName();
        } else {
            for (const QString &dir : installSubdirectories(*makefile)) {
                const auto sub = tools::MakefileReader::read(QDir(m_sourceRoot).filePath(dir));
                if (!sub)
                    continue;
                const QList<MakeFlag> more = makefilePrefixFlags(*sub);
                if (!setsDirectories(more))
                    continue;
                files << dir + QLatin1Char('/') + sub->fileName();
                for (const MakeFlag &flag : more) {
                    const bool named = std::any_of(flags.cbegin(), flags.cend(),
                        [&flag](const MakeFlag &f) { return f.name == flag.name; });
                    if (!named)
                        flags << flag;
                }
            }
        }
        QStringList names;
        QStringList reasons;
        bool directories = false;
        for (const MakeFlag &flag : std::as_const(flags)) {
            if (isSet(flag.name))
                continue;
            const bool compiler = flag.name == u"CC" || flag.name == u"CXX";
            if (compiler && !haveStdenv)
                continue;
            auto added
                = nix::addToListAttribute(after, QStringLiteral("makeFlags"), flag.nixString());
            if (!added) {
                qCDebug(lcLoop) << "quick fix:" << added.error().message;
                return std::nullopt;
            }
            after = added.value();
            names << flag.name;
            reasons << flag.why;
            directories = directories || !compiler;
        }
        if (!directories)
            return std::nullopt;
        const QString from = files.size() > 1
            ? QuickFixTexts::tr("%1 set %2; make passes the flags on to them")
            : QuickFixTexts::tr("%1 sets %2");
        fix.summary = QuickFixTexts::tr("Set %1 in makeFlags: make install writes to %2, which "
                                        "a Nix build may not (%3)")
                          .arg(names.join(QStringLiteral(", ")), failure.path,
                              from.arg(files.join(QStringLiteral(", ")),
                                  reasons.join(QStringLiteral(", "))));
    }
    if (after == expression)
        return std::nullopt;
    fix.edit = makeEdit(expression, after, fix.summary);
    return fix;
}

QList<QuickFix> QuickFixer::propose(const QString &expression, const nix::BuildOutcome &outcome,
    const evidence::Extraction &extraction) const
{
    QList<QuickFix> out;
    if (outcome.kind == nix::OutcomeKind::Success)
        return out;
    const auto add = [&out](std::optional<QuickFix> fix) {
        if (!fix)
            return;
        for (const QuickFix &f : std::as_const(out)) {
            if (f.summary == fix->summary
                || (f.edit && fix->edit && f.edit->after == fix->edit->after))
                return;
        }
        out << *fix;
    };
    const evidence::FailureSignal *invalidHashSignal = nullptr;
    for (const evidence::FailureSignal &s : extraction.ranked) {
        if (s.patternId == u"nix-invalid-hash")
            invalidHashSignal = &s;
    }
    if (outcome.kind == nix::OutcomeKind::InvalidHash || invalidHashSignal)
        add(invalidHash(expression, outcome, invalidHashSignal));
    // The Makefile fixes read the project's Makefile: the log lines they act on are exact,
    // so any signal counts, however it was ranked.
    // Nix's error message (the log's last lines) stands in when no signal holds the line.
    if (!m_sourceRoot.isEmpty()) {
        QList<evidence::FailureSignal> candidates;
        for (const evidence::FailureSignal &s : extraction.ranked) {
            if (!s.cascade)
                candidates << s;
        }
        evidence::FailureSignal whole;
        whole.text = outcome.errorText;
        whole.phase = outcome.failingPhase;
        candidates << whole;
        for (const evidence::FailureSignal &s : std::as_const(candidates)) {
            if (auto fix = makefileFix(expression, s)) {
                add(std::move(fix));
                break;
            }
        }
    }
    for (const evidence::FailureSignal &s : extraction.ranked) {
        if (s.cascade || s.confidence < minConfidence || s.patternId == u"nix-invalid-hash")
            continue;
        if (const auto input = missingInput(s)) {
            add(addInput(expression, s, *input));
            continue;
        }
        if (const QString advice = quickFixAdvice(s); !advice.isEmpty()) {
            QuickFix fix;
            fix.signal = s;
            fix.advice = advice;
            fix.summary = advice.section(QLatin1Char('\n'), 0, 0);
            add(fix);
        }
    }
    return out;
}

} // namespace packwright::loop
