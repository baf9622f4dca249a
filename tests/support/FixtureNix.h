// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Nix settings every test builds the fixture set with, read from tests/fixtures/nix.conf
// (the file check.sh, the demo and the test nix-daemon use too): offline, in Nix's sandbox,
// with the host paths the fixture toolchain needs. Header-only; the including test defines
// PACKWRIGHT_SOURCE_DIR (packwright_add_test does).

#include <QDir>
#include <QFile>
#include <QList>
#include <QPair>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace packwright::testing {

/// tests/fixtures: the small nixpkgs-like package set (tests/fixtures/README.md).
inline QString fixturesDir()
{
    return QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");
}

/// The source mirror the fixture fetchers read (PACKWRIGHT_FIXTURE_MIRROR, else
/// ${XDG_CACHE_HOME:-$HOME/.cache}/packwright/mirror), as nixpkgs/default.nix finds it.
inline QString fixtureMirror()
{
    const QString set = qEnvironmentVariable("PACKWRIGHT_FIXTURE_MIRROR");
    if (!set.isEmpty())
        return set;
    QString cache = qEnvironmentVariable("XDG_CACHE_HOME");
    if (cache.isEmpty())
        cache = QDir::homePath() + QStringLiteral("/.cache");
    return cache + QStringLiteral("/packwright/mirror");
}

/// Whether the tests run as a client of a nix-daemon started with tests/fixtures/nix.conf
/// (tests/tools/daemon-tests.sh sets PACKWRIGHT_FIXTURE_NIX_DAEMON): the settings are then
/// the daemon's, and a client passes none (an untrusted user may not set the sandbox's).
inline bool throughFixtureDaemon()
{
    return qEnvironmentVariableIntValue("PACKWRIGHT_FIXTURE_NIX_DAEMON") == 1;
}

/// tests/fixtures/nix.conf as NAME/VALUE pairs with @mirror@ filled in; `extraSandboxPaths`
/// (host paths a test's own sources live in, e.g. a file:// tarball's directory) are appended
/// to extra-sandbox-paths. Empty through the fixture daemon (throughFixtureDaemon()), whose
/// sandbox shows only the paths of nix.conf. Aborts the test binary when the file is missing
/// or has no settings: every Nix-facing test depends on it.
inline QList<QPair<QString, QString>> fixtureNixOptions(const QStringList &extraSandboxPaths = {})
{
    if (throughFixtureDaemon())
        return {};
    QFile file(fixturesDir() + QStringLiteral("/nix.conf"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    static const QRegularExpression setting(QStringLiteral(R"(^([a-z-]+) = ?(.*)$)"));
    QList<QPair<QString, QString>> options;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        const auto m = setting.match(line);
        if (!m.hasMatch())
            continue;
        QString value = m.captured(2);
        value.replace(QLatin1String("@mirror@"), fixtureMirror());
        if (m.captured(1) == QLatin1String("extra-sandbox-paths") && !extraSandboxPaths.isEmpty())
            value += QLatin1Char(' ') + extraSandboxPaths.join(QLatin1Char(' '));
        options.append({m.captured(1), value});
    }
    if (options.isEmpty())
        qFatal("%s holds no settings", qPrintable(file.fileName()));
    return options;
}

/// Makes `dir` readable to Nix's build users (a QTemporaryDir is mode 0700, its owner's
/// alone), so that a fetcher in the sandbox can read the source a test wrote there; `dir`.
inline QString readableToBuildUsers(const QString &dir)
{
    QFile::setPermissions(dir,
        QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
            | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther
            | QFileDevice::ExeOther);
    return dir;
}

/// fixtureNixOptions() as nix-build arguments: --option NAME VALUE …
inline QStringList fixtureNixArgs(const QStringList &extraSandboxPaths = {})
{
    QStringList args;
    for (const auto &[name, value] : fixtureNixOptions(extraSandboxPaths))
        args << QStringLiteral("--option") << name << value;
    return args;
}

/// fixtureNixOptions() as packwright arguments: --nix-option NAME=VALUE …
inline QStringList fixtureCliArgs(const QStringList &extraSandboxPaths = {})
{
    QStringList args;
    for (const auto &[name, value] : fixtureNixOptions(extraSandboxPaths))
        args << QStringLiteral("--nix-option") << name + QLatin1Char('=') + value;
    return args;
}

} // namespace packwright::testing
