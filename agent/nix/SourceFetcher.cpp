// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/SourceFetcher.h"

#include "nix/Builder.h"
#include "nix/NixHash.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUrl>

#include "core/Libgit2.h"
#include "core/RegexView.h"

#include <memory>

namespace packwright::nix {

namespace {
struct SourceFetcherTexts
{
    Q_DECLARE_TR_FUNCTIONS(SourceFetcher)
};

using namespace packwright::libgit2;

std::optional<git_oid> commitOf(git_repository *repo, const QString &spec)
{
    git_object *raw = nullptr;
    if (git_revparse_single(&raw, repo, (spec + QStringLiteral("^{commit}")).toUtf8().constData())
        != 0)
        return std::nullopt;
    Object object(raw);
    return *git_object_id(object.get());
}

QString sha256Sri(const QString &prefetchOutput)
{
    const QString last = prefetchOutput.trimmed().section(QLatin1Char('\n'), -1).trimmed();
    const auto hash = NixHash::parse(last);
    return hash ? hash.value().toSri() : QString();
}
} // namespace

Result<GitSnapshot> inspectGitRepository(const QString &path, const QString &revision)
{
    const Library library;
    git_repository *raw = nullptr;
    if (git_repository_open_ext(
            &raw, QFile::encodeName(path).constData(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr)
        != 0)
        return Error{SourceFetcherTexts::tr("%1 is not a git repository.").arg(path), lastError()};
    const Repository repo(raw);

    const QString spec = revision.isEmpty() ? QStringLiteral("HEAD") : revision;
    const auto commit = commitOf(repo.get(), spec);
    if (!commit) {
        return Error{revision.isEmpty()
                ? SourceFetcherTexts::tr("The repository %1 has no commits.").arg(path)
                : SourceFetcherTexts::tr("%1 has no tag, branch or commit \"%2\".")
                      .arg(path, revision),
            lastError()};
    }
    GitSnapshot snapshot;
    snapshot.commit = oidString(&*commit);

    git_commit *c = nullptr;
    if (git_commit_lookup(&c, repo.get(), &*commit) == 0) {
        snapshot.commitTime = QDateTime::fromSecsSinceEpoch(git_commit_time(c)).toUTC();
        git_commit_free(c);
    }

    git_strarray names{};
    if (git_tag_list(&names, repo.get()) == 0) {
        for (size_t i = 0; i < names.count; ++i)
            snapshot.tags.append(QString::fromUtf8(names.strings[i]));
        git_strarray_dispose(&names);
    }
    snapshot.tags.sort();
    // Prefer a tag the user named; else the highest-sorting tag on the commit.
    if (!revision.isEmpty() && snapshot.tags.contains(revision)) {
        snapshot.tag = revision;
    } else {
        for (const QString &tag : std::as_const(snapshot.tags)) {
            const auto tagged = commitOf(repo.get(), QStringLiteral("refs/tags/") + tag);
            if (tagged && git_oid_equal(&*tagged, &*commit))
                snapshot.tag = tag;
        }
    }
    return snapshot;
}

QString versionFromTag(QStringView tag)
{
    if (tag.size() > 1 && (tag.front() == u'v' || tag.front() == u'V') && tag[1].isDigit())
        return tag.mid(1).toString();
    return tag.toString();
}

QString unstableVersion(const QDate &date)
{
    return QStringLiteral("unstable-") + date.toString(Qt::ISODate);
}

QString versionFromFileName(QStringView fileName)
{
    static const QRegularExpression re(QStringLiteral(
        R"(^.*?[-_]v?(\d+(?:\.\d+)*(?:[-.]?(?:rc|alpha|beta|pre)\d*)?)(?:\.orig)?\.(?:tar\.\w+|tgz|tbz2?|txz|zip)$)"));
    return matchView(re, fileName).captured(1);
}

namespace {
/// `hashExpression` is Nix code: a quoted SRI string, or `lib.fakeHash`.
QString renderCall(const QString &function, const QString &url, const QString &revision,
    const QString &hashExpression)
{
    QString out = function + QStringLiteral(" {\n  url = \"%1\";\n").arg(url);
    if (!revision.isEmpty())
        out += QStringLiteral("  rev = \"%1\";\n").arg(revision);
    return out + QStringLiteral("  hash = %1;\n}").arg(hashExpression);
}
} // namespace

QString renderFetcher(
    const QString &function, const QString &url, const QString &revision, const QString &hash)
{
    return renderCall(function, url, revision, QLatin1Char('"') + hash + QLatin1Char('"'));
}

QCoro::Task<Result<FetcherCall>> prefetchSource(
    SourceSpec source, NixpkgsSource nixpkgs, BuildOptions options, QString workDir)
{
    FetcherCall call;
    if (source.kind == SourceSpec::Kind::GitRepository) {
        const QString path = QFileInfo(source.location).absoluteFilePath();
        const auto snapshot = inspectGitRepository(path, source.revision);
        if (!snapshot)
            co_return snapshot.error();
        call.function = QStringLiteral("fetchgit");
        call.url = QUrl::fromLocalFile(path).toString();
        call.revision
            = snapshot.value().tag.isEmpty() ? snapshot.value().commit : snapshot.value().tag;
        call.version = snapshot.value().tag.isEmpty()
            ? unstableVersion(snapshot.value().commitTime.date())
            : versionFromTag(snapshot.value().tag);
    } else {
        const bool local = source.kind == SourceSpec::Kind::Tarball;
        if (local && !QFileInfo(source.location).isFile())
            co_return Error{
                SourceFetcherTexts::tr("The tarball %1 does not exist.").arg(source.location), {}};
        call.function = QStringLiteral("fetchurl");
        call.url = local
            ? QUrl::fromLocalFile(QFileInfo(source.location).absoluteFilePath()).toString()
            : source.location;
        call.version = versionFromFileName(QUrl(call.url).fileName());
    }

    // A plain file: nix-prefetch-url hashes it directly, without evaluating anything.
    const QString prefetcher = options.program(QStringLiteral("nix-prefetch-url"));
    if (call.function == QLatin1String("fetchurl")
        && (!options.nixBinDir.isEmpty()
            || !QStandardPaths::findExecutable(prefetcher).isEmpty())) {
        QProcess process;
        process.start(prefetcher,
            options.commonArguments()
                << QStringLiteral("--type") << QStringLiteral("sha256") << call.url);
        const int limitMs = int(std::chrono::milliseconds(options.timeout).count());
        if (process.waitForFinished(limitMs) && process.exitCode() == 0) {
            call.hash = sha256Sri(QString::fromUtf8(process.readAllStandardOutput()));
            call.method = QStringLiteral("nix-prefetch-url");
        } else {
            process.kill();
            process.waitForFinished();
            co_return Error{SourceFetcherTexts::tr("Cannot fetch %1.").arg(call.url),
                QString::fromUtf8(process.readAllStandardError()).trimmed()};
        }
    }

    if (call.hash.isEmpty()) {
        // Trust on first use: build the fetcher with lib.fakeHash, keep the hash Nix got.
        QDir().mkpath(workDir);
        const QString file = QDir(workDir).filePath(QStringLiteral("prefetch.nix"));
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
            co_return Error{
                SourceFetcherTexts::tr("Cannot write %1.").arg(file), out.errorString()};
        out.write(QStringLiteral("{ lib, %1 }:\n%2\n")
                      .arg(call.function,
                          renderCall(call.function, call.url, call.revision,
                              QStringLiteral("lib.fakeHash")))
                      .toUtf8());
        out.close();
        // A named request: GCC 12 destroys temporaries inside a co_await expression twice.
        const BuildRequest request{
            file, nixpkgs, options, QDir(workDir).filePath(QStringLiteral("prefetch.log"))};
        Builder builder;
        const BuildOutcome outcome = co_await builder.build(request);
        if (outcome.kind != OutcomeKind::HashMismatch || !outcome.hashMismatch)
            co_return Error{
                SourceFetcherTexts::tr("Fetching %1 failed: %2").arg(call.url, outcome.summary),
                outcome.errorText};
        call.hash = outcome.hashMismatch->got;
        call.method = QStringLiteral("trust on first use");
    }
    call.expression = renderFetcher(call.function, call.url, call.revision, call.hash);
    co_return call;
}

} // namespace packwright::nix
