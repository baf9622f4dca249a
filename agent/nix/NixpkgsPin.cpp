// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/NixpkgsPin.h"

#include "nix/SourceFetcher.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>

namespace packwright::nix {

namespace {
struct PinTexts
{
    Q_DECLARE_TR_FUNCTIONS(PinTexts)
};

const QRegularExpression &commitId()
{
    static const QRegularExpression re(QStringLiteral("^[0-9a-f]{40}$"));
    return re;
}

/// Runs git in `checkout`; its standard output, trimmed.
Result<QString> git(const QString &checkout, const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral("git"), QStringList{QStringLiteral("-C"), checkout} + arguments);
    if (!process.waitForStarted())
        return Error{PinTexts::tr("git is not installed."), process.errorString()};
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished();
        return Error{PinTexts::tr("git %1 did not finish.").arg(arguments.value(0)), {}};
    }
    if (process.exitCode() != 0)
        return Error{QString(), QString::fromUtf8(process.readAllStandardError()).trimmed()};
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}
} // namespace

NixpkgsPin pinOf(const NixpkgsSource &source)
{
    NixpkgsPin pin{source, {}, {}};
    if (source.kind == NixpkgsSource::Kind::Flake) {
        const QString last = source.location.section(QLatin1Char('/'), -1);
        if (commitId().match(last).hasMatch())
            pin.revision = last;
        return pin;
    }
    if (const auto snapshot = inspectGitRepository(source.location)) {
        pin.checkout = source.location;
        pin.revision = snapshot.value().commit;
    }
    return pin;
}

Result<NixpkgsPin> movePin(
    const NixpkgsPin &pin, const QString &revision, const QString &exportDirectory)
{
    if (revision.trimmed().isEmpty())
        return Error{PinTexts::tr("Say which nixpkgs revision to move to."), {}};
    if (pin.source.kind == NixpkgsSource::Kind::Flake) {
        if (!commitId().match(revision).hasMatch())
            return Error{PinTexts::tr("A flake pin moves to a full commit id (40 hex digits), "
                                      "not \"%1\".")
                             .arg(revision),
                {}};
        QString location = pin.source.location;
        if (!pin.revision.isEmpty())
            location.chop(pin.revision.size() + 1);
        return NixpkgsPin{
            NixpkgsSource::flake(location + QLatin1Char('/') + revision), {}, revision};
    }
    if (pin.checkout.isEmpty() || pin.revision.isEmpty())
        return Error{PinTexts::tr("The nixpkgs at %1 is not a git checkout; its pin cannot move.")
                         .arg(pin.source.location),
            {}};
    auto resolved = git(pin.checkout,
        {QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("--quiet"),
            revision + QStringLiteral("^{commit}")});
    if (!resolved)
        return Error{PinTexts::tr("%1 has no revision \"%2\".").arg(pin.checkout, revision),
            resolved.error().detail};
    const QString &commit = resolved.value();
    if (commit == pin.revision)
        return Error{PinTexts::tr("nixpkgs is at %1 already.").arg(revision), {}};
    auto ancestor = git(pin.checkout,
        {QStringLiteral("merge-base"), QStringLiteral("--is-ancestor"), pin.revision, commit});
    if (!ancestor)
        return Error{PinTexts::tr("%1 is not newer than the pinned nixpkgs %2: the pin only "
                                  "moves forward.")
                         .arg(revision, pin.revision.left(12)),
            {}};

    if (QFileInfo::exists(exportDirectory) || !QDir().mkpath(exportDirectory))
        return Error{
            PinTexts::tr("Cannot create %1 for nixpkgs %2.").arg(exportDirectory, commit.left(12)),
            {}};
    QProcess archive;
    QProcess tar;
    archive.setStandardOutputProcess(&tar);
    tar.setWorkingDirectory(exportDirectory);
    archive.start(QStringLiteral("git"),
        {QStringLiteral("-C"), pin.checkout, QStringLiteral("archive"),
            QStringLiteral("--format=tar"), commit});
    tar.start(
        QStringLiteral("tar"), {QStringLiteral("-x"), QStringLiteral("-f"), QStringLiteral("-")});
    const bool done = archive.waitForFinished(600000) && tar.waitForFinished(600000);
    if (!done || archive.exitCode() != 0 || tar.exitCode() != 0) {
        archive.kill();
        tar.kill();
        QDir(exportDirectory).removeRecursively();
        return Error{
            PinTexts::tr("Cannot export nixpkgs %1 from %2.").arg(commit.left(12), pin.checkout),
            QString::fromUtf8(archive.readAllStandardError() + tar.readAllStandardError())
                .trimmed()};
    }
    return NixpkgsPin{NixpkgsSource::localPath(exportDirectory), pin.checkout, commit};
}

} // namespace packwright::nix
