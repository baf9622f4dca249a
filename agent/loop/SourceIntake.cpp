// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/SourceIntake.h"

#include "nix/Builder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QUrl>

namespace packwright::loop {

namespace {
struct IntakeTexts
{
    Q_DECLARE_TR_FUNCTIONS(IntakeTexts)
};

/// Unpacks `archive` into `target` with GNU tar (which detects the compression), dropping the
/// single top-level directory release archives have.
Result<QString> unpack(const QString &archive, const QString &target)
{
    QDir(target).removeRecursively();
    QDir().mkpath(target);
    QProcess tar;
    tar.setWorkingDirectory(target);
    tar.start(QStringLiteral("tar"),
        {QStringLiteral("-xf"), archive, QStringLiteral("--no-same-owner"),
            QStringLiteral("--no-same-permissions")});
    if (!tar.waitForFinished(300000) || tar.exitStatus() != QProcess::NormalExit
        || tar.exitCode() != 0)
        return Error{IntakeTexts::tr("Cannot unpack the source archive %1.").arg(archive),
            QString::fromUtf8(tar.readAllStandardError()).trimmed()};
    const QStringList top
        = QDir(target).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    if (top.size() == 1 && QFileInfo(QDir(target).filePath(top.first())).isDir())
        return QDir(target).filePath(top.first());
    return target;
}
} // namespace

namespace {
/// The file or directory name of a source without archive suffix: "hello-2.10", "v1.7.15".
QString releaseName(const nix::SourceSpec &source)
{
    QString name = source.kind == nix::SourceSpec::Kind::GitRepository
        ? QFileInfo(QDir::cleanPath(source.location)).fileName()
        : QUrl(source.location).fileName();
    if (name.isEmpty())
        name = QFileInfo(source.location).fileName();
    name.remove(QRegularExpression(QStringLiteral("\\.git$")));
    name.remove(
        QRegularExpression(QStringLiteral("\\.(tar\\.(gz|xz|bz2|zst|lz)|tgz|tbz2?|txz|zip|tar)$")));
    return name;
}

bool isBareVersion(const QString &name)
{
    return QRegularExpression(QStringLiteral("^v?\\d[\\w.+~-]*$")).match(name).hasMatch();
}
} // namespace

QString pnameFromSource(const nix::SourceSpec &source)
{
    QString name = releaseName(source);
    if (isBareVersion(name)) {
        // A forge archive named by its tag ("…/cJSON/archive/v1.7.15.tar.gz"): the project
        // is the directory above.
        QStringList parts
            = (source.kind == nix::SourceSpec::Kind::Url ? QUrl(source.location).path()
                                                         : QDir::cleanPath(source.location))
                  .split(QLatin1Char('/'), Qt::SkipEmptyParts);
        if (!parts.isEmpty())
            parts.removeLast();
        while (!parts.isEmpty()
            && (parts.last() == u"archive" || parts.last() == u"tags" || parts.last() == u"refs"))
            parts.removeLast();
        return parts.isEmpty() ? QString() : parts.last().toLower();
    }
    // "hello-2.10", "foo_1.2.orig", "bar-v3.0" → the part before the version.
    const QRegularExpressionMatch m
        = QRegularExpression(QStringLiteral("^(.+?)[-_](v?\\d[\\w.+~-]*)(\\.orig)?$")).match(name);
    if (m.hasMatch())
        name = m.captured(1);
    return name.toLower();
}

QCoro::Task<Result<FetchedSource>> fetchSource(
    nix::SourceSpec source, nix::NixpkgsSource nixpkgs, nix::BuildOptions options, QString workDir)
{
    QDir().mkpath(workDir);
    auto prefetch = co_await nix::prefetchSource(source, nixpkgs, options, workDir);
    if (!prefetch)
        co_return prefetch.error();
    FetchedSource fetched;
    fetched.fetcher = std::move(prefetch).value();
    fetched.pname = pnameFromSource(source);
    if (fetched.fetcher.version.isEmpty() && isBareVersion(releaseName(source)))
        fetched.fetcher.version = nix::versionFromTag(releaseName(source));

    // The fetcher as a package of its own, so that Nix puts the source in the store.
    const QString file = QDir(workDir).filePath(QStringLiteral("source.nix"));
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        co_return Error{IntakeTexts::tr("Cannot write %1.").arg(file), out.errorString()};
    out.write(QStringLiteral("{ %1 }:\n%2\n")
                  .arg(fetched.fetcher.function, fetched.fetcher.expression)
                  .toUtf8());
    out.close();
    const nix::BuildRequest request{
        file, nixpkgs, options, QDir(workDir).filePath(QStringLiteral("source.log"))};
    nix::Builder builder;
    const nix::BuildOutcome outcome = co_await builder.build(request);
    if (outcome.kind != nix::OutcomeKind::Success || outcome.outPaths.isEmpty())
        co_return Error{IntakeTexts::tr("Fetching the source failed: %1").arg(outcome.summary),
            outcome.errorText};
    fetched.storePath = outcome.outPaths.constFirst();
    const auto dir
        = sourceTree(fetched.storePath, QDir(workDir).filePath(QStringLiteral("source")));
    if (!dir)
        co_return dir.error();
    fetched.directory = dir.value();
    co_return fetched;
}

Result<QString> sourceTree(const QString &path, const QString &target)
{
    if (QFileInfo(path).isDir())
        return path;
    return unpack(path, target);
}

} // namespace packwright::loop
