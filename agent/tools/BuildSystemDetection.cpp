// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/BuildSystemDetection.h"

#include "tools/SourceTree.h"

#include <QRegularExpression>

namespace packwright::tools {

namespace {

class Root
{
public:
    Root(const QString &root, const QStringList &files)
        : m_root(root)
        , m_files(files)
    {}
    bool has(const QString &name) const { return m_files.contains(name); }
    QString text(const QString &name) const
    {
        const auto bytes = has(name) ? readProjectFile(m_root, name) : std::nullopt;
        return bytes ? QString::fromUtf8(*bytes) : QString();
    }
    /// The first capture of `pattern` in `name`, simplified, or empty.
    QString find(const QString &name, const QString &pattern) const
    {
        const QRegularExpression re(pattern, QRegularExpression::MultilineOption);
        const auto match = re.match(text(name));
        return match.hasMatch() ? match.captured(1).simplified() : QString();
    }

private:
    QString m_root;
    QStringList m_files;
};

bool pythonApplication(const Root &root)
{
    const QString pyproject = root.text(QStringLiteral("pyproject.toml"));
    static const QRegularExpression scripts(
        QStringLiteral("^\\s*\\[(?:project\\.(?:gui-)?scripts|tool\\.poetry\\.scripts)\\]"),
        QRegularExpression::MultilineOption);
    if (scripts.match(pyproject).hasMatch())
        return true;
    static const QRegularExpression setupScripts(
        QStringLiteral("console_scripts|gui_scripts|\\bscripts\\s*=\\s*\\["));
    return setupScripts.match(root.text(QStringLiteral("setup.py"))).hasMatch()
        || setupScripts.match(root.text(QStringLiteral("setup.cfg"))).hasMatch();
}

QString withDetail(const QString &label, const QString &value)
{
    return value.isEmpty() ? QString() : label + value;
}

} // namespace

BuildSystemDetection detectBuildSystems(const QString &rootPath, const QStringList &rootFiles)
{
    const Root root(rootPath, rootFiles);
    BuildSystemDetection d;
    const auto add = [&](BuildSystem system, const QString &file, const QString &detail) {
        d.hints.append({system, file, detail});
    };

    if (root.has(QStringLiteral("Cargo.toml")))
        add(BuildSystem::Cargo, QStringLiteral("Cargo.toml"),
            root.has(QStringLiteral("Cargo.lock")) ? QStringLiteral("Cargo.lock present")
                                                   : QStringLiteral("no Cargo.lock"));
    if (root.has(QStringLiteral("go.mod")))
        add(BuildSystem::GoModules, QStringLiteral("go.mod"),
            withDetail(QStringLiteral("module "),
                root.find(QStringLiteral("go.mod"), QStringLiteral("^module\\s+(\\S+)"))));
    if (root.has(QStringLiteral("pyproject.toml"))) {
        const QString backend = root.find(QStringLiteral("pyproject.toml"),
            QStringLiteral("^\\s*build-backend\\s*=\\s*[\"']([^\"']+)[\"']"));
        if (!backend.isEmpty() || !root.has(QStringLiteral("setup.py")))
            add(BuildSystem::PythonPyproject, QStringLiteral("pyproject.toml"),
                backend.isEmpty() ? QStringLiteral("no build-backend (setuptools by default)")
                                  : QStringLiteral("build-backend = ") + backend);
    }
    if (root.has(QStringLiteral("setup.py")))
        add(BuildSystem::PythonSetuptools, QStringLiteral("setup.py"), QString());
    else if (root.has(QStringLiteral("setup.cfg")) && !root.has(QStringLiteral("pyproject.toml")))
        add(BuildSystem::PythonSetuptools, QStringLiteral("setup.cfg"), QString());
    if (root.has(QStringLiteral("package.json"))) {
        if (root.has(QStringLiteral("pnpm-lock.yaml")))
            add(BuildSystem::Pnpm, QStringLiteral("pnpm-lock.yaml"), QString());
        else if (root.has(QStringLiteral("yarn.lock")))
            add(BuildSystem::Yarn, QStringLiteral("yarn.lock"), QString());
        else
            add(BuildSystem::Npm, QStringLiteral("package.json"),
                root.has(QStringLiteral("package-lock.json"))
                    ? QStringLiteral("package-lock.json present")
                    : QStringLiteral("no package-lock.json (buildNpmPackage needs one)"));
    }
    if (root.has(QStringLiteral("meson.build")))
        add(BuildSystem::Meson, QStringLiteral("meson.build"),
            root.find(
                QStringLiteral("meson.build"), QStringLiteral("^\\s*(project\\s*\\([^)]*\\))")));
    if (root.has(QStringLiteral("CMakeLists.txt")))
        add(BuildSystem::CMake, QStringLiteral("CMakeLists.txt"),
            root.find(QStringLiteral("CMakeLists.txt"),
                QStringLiteral("^\\s*((?:project|PROJECT)\\s*\\([^)]*\\))")));
    const QString autoconf = root.has(QStringLiteral("configure.ac"))
        ? QStringLiteral("configure.ac")
        : (root.has(QStringLiteral("configure.in")) ? QStringLiteral("configure.in") : QString());
    if (root.has(QStringLiteral("configure")))
        add(BuildSystem::Autotools, QStringLiteral("configure"),
            autoconf.isEmpty() ? QStringLiteral("configure script")
                               : QStringLiteral("configure script generated from ") + autoconf);
    else if (!autoconf.isEmpty())
        add(BuildSystem::AutotoolsFromGit, autoconf,
            QStringLiteral("no generated configure script: needs autoreconfHook"));
    for (const QString &makefile :
        {QStringLiteral("GNUmakefile"), QStringLiteral("Makefile"), QStringLiteral("makefile")}) {
        if (root.has(makefile) && !root.has(QStringLiteral("configure")) && autoconf.isEmpty()) {
            add(BuildSystem::Make, makefile, QString());
            break;
        }
    }

    const BuildSystem strongest = d.hints.isEmpty() ? BuildSystem::Unknown : d.hints.first().system;
    switch (strongest) {
    case BuildSystem::Cargo: d.suggestedTemplate = QStringLiteral("rust"); break;
    case BuildSystem::GoModules: d.suggestedTemplate = QStringLiteral("go"); break;
    case BuildSystem::PythonPyproject:
    case BuildSystem::PythonSetuptools:
        d.suggestedTemplate = pythonApplication(root) ? QStringLiteral("python-application")
                                                      : QStringLiteral("python-library");
        break;
    case BuildSystem::Npm:
    case BuildSystem::Pnpm:
    case BuildSystem::Yarn: d.suggestedTemplate = QStringLiteral("npm"); break;
    case BuildSystem::Meson: d.suggestedTemplate = QStringLiteral("meson"); break;
    case BuildSystem::CMake: d.suggestedTemplate = QStringLiteral("cmake"); break;
    case BuildSystem::AutotoolsFromGit:
        d.nativeBuildInputs.append(QStringLiteral("autoreconfHook"));
        d.suggestedTemplate = QStringLiteral("stdenv");
        break;
    case BuildSystem::Autotools:
    case BuildSystem::Make:
    case BuildSystem::Unknown: d.suggestedTemplate = QStringLiteral("stdenv"); break;
    }
    return d;
}

} // namespace packwright::tools
