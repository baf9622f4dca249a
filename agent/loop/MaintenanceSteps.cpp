// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Maintenance mode of PackagingLoop (Vibenix §4.2): the target version (before any build),
// the update as a deterministic edit offered at the apply-edit gate after the baseline
// attempt, the source the file tools read, and the lazy upgrade of the nixpkgs pin; the
// repair loop of PackagingSteps.cpp does the rest.
#include "loop/PackagingLoop.h"

#include "loop/SourceIntake.h"
#include "loop/VersionUpdate.h"
#include "nix/AttributePositions.h"
#include "nix/PackageFacts.h"
#include "tools/PackageIndex.h"
#include "workspace/SessionRepository.h"
#include "workspace/SessionStore.h"
#include "workspace/TextDiff.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QCryptographicHash>
#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtConcurrent>

namespace packwright::loop {

namespace {
struct MaintenanceTexts
{
    Q_DECLARE_TR_FUNCTIONS(MaintenanceTexts)
};

/// Where the versions of the source can be listed: its git repository, if it has one.
QString gitRepositoryOf(const nix::PackageFacts &facts)
{
    if (!facts.gitRepoUrl.isEmpty())
        return facts.gitRepoUrl;
    const QString &url = facts.sourceUrl;
    if (url.endsWith(QStringLiteral(".git")) || url.startsWith(QStringLiteral("git://"))
        || url.startsWith(QStringLiteral("git+")))
        return url.startsWith(QStringLiteral("git+")) ? url.mid(4) : url;
    return {};
}
} // namespace

QCoro::Task<std::optional<PackagingLoop::Stop>> PackagingLoop::resolveUpdate()
{
    const auto failed = [](const QString &message, const QString &detail = {}) {
        return std::optional<Stop>(Stop{StopReason::SetupFailed,
            detail.isEmpty() ? message : QStringLiteral("%1 (%2)").arg(message, detail)});
    };
    const VersionUpdateRequest update = *m_request.update;
    stage(MaintenanceTexts::tr("Finding the version to update to"));
    // The package as given, with the files beside it, so that it evaluates as it will build.
    QMap<QString, QByteArray> files = m_extraFiles;
    files.insert(QStringLiteral("package.nix"), m_current.toUtf8());
    if (auto error = writeWorkspaceFiles(files))
        co_return failed(error->message, error->detail);
    const nix::BuildRequest request{
        QDir(m_repository->directory()).filePath(QStringLiteral("package.nix")), m_request.nixpkgs,
        m_request.buildOptions, {}};
    auto factsFuture = QtConcurrent::run([request] { return nix::readPackageFacts(request); });
    auto facts = co_await factsFuture;
    if (!facts)
        co_return failed(facts.error().message, facts.error().detail);
    const QString oldVersion = facts.value().version;
    if (oldVersion.isEmpty())
        co_return failed(MaintenanceTexts::tr("The package has no version attribute to update."));
    const QString pname = facts.value().pname.isEmpty() ? m_pname : facts.value().pname;

    // The tags: the target when no version is given, the commit when rev is a commit id.
    const QString repository = gitRepositoryOf(facts.value());
    QList<nix::GitTag> tags;
    QString tagError;
    if (!repository.isEmpty()) {
        auto listing = QtConcurrent::run([repository] { return nix::listGitTags(repository); });
        auto listed = co_await listing;
        if (listed)
            tags = listed.value();
        else
            tagError = listed.error().detail.isEmpty()
                ? listed.error().message
                : QStringLiteral("%1 (%2)").arg(listed.error().message, listed.error().detail);
    }
    UpdateTarget target{pname, oldVersion, update.toVersion, {}};
    const auto newest = newestTag(tags, pname, update.allowPreRelease);
    if (target.version.isEmpty()) {
        if (repository.isEmpty())
            co_return failed(MaintenanceTexts::tr("The source of %1 is fetched from %2, whose "
                                                  "versions Packwright cannot list; give the "
                                                  "version to update to (--to VERSION).")
                                 .arg(pname, facts.value().sourceUrl));
        if (!tagError.isEmpty())
            co_return failed(tagError);
        if (!newest)
            co_return failed(MaintenanceTexts::tr("No tag of %1 names a version; give the "
                                                  "version to update to (--to VERSION).")
                                 .arg(repository));
        target.version = *versionFromTag(newest->name, pname);
        target.commit = newest->commit;
    } else if (const auto tag = tagForVersion(tags, pname, target.version)) {
        target.commit = tag->commit;
    } else if (!tags.isEmpty() && target.version != oldVersion) {
        // The source comes from a tagged repository: a version no tag names cannot be fetched.
        co_return failed(MaintenanceTexts::tr("No tag of %1 names version %2 (the newest is %3).")
                             .arg(repository, target.version,
                                 newest ? *versionFromTag(newest->name, pname)
                                        : MaintenanceTexts::tr("unknown")));
    }
    if (target.version == oldVersion
        || (update.toVersion.isEmpty() && compareVersions(target.version, oldVersion) <= 0)) {
        stage(MaintenanceTexts::tr("%1 is at %2 already (the newest is %3).")
                  .arg(pname, oldVersion, target.version));
        target.version = oldVersion;
    } else if (compareVersions(target.version, oldVersion) < 0) {
        warnIf(Error{MaintenanceTexts::tr("%1 is older than %2: this update is a downgrade.")
                         .arg(target.version, oldVersion),
            {}});
    }
    m_updateTarget = target;
    co_return std::nullopt;
}

QCoro::Task<std::optional<std::variant<PackagingLoop::Pending, PackagingLoop::Stop>>>
PackagingLoop::proposeUpdate(int number)
{
    const auto failed = [](const QString &message, const QString &detail = {}) {
        return std::optional<std::variant<Pending, Stop>>(Stop{StopReason::SetupFailed,
            detail.isEmpty() ? message : QStringLiteral("%1 (%2)").arg(message, detail)});
    };
    const UpdateTarget target = m_updateTarget;
    if (target.version == target.oldVersion)
        co_return std::nullopt;
    const nix::BuildRequest request{
        QDir(m_repository->directory()).filePath(QStringLiteral("package.nix")), m_request.nixpkgs,
        m_request.buildOptions, {}};
    const QString &pname = target.pname;
    const QString &oldVersion = target.oldVersion;
    const QString &commit = target.commit;
    auto positionsFuture = QtConcurrent::run([request] { return nix::readPositions(request); });
    auto positions = co_await positionsFuture;
    if (!positions)
        co_return failed(positions.error().message, positions.error().detail);
    auto bump = bumpVersion(m_current, positions.value(), oldVersion, target.version, commit);
    if (!bump)
        co_return failed(bump.error().message, bump.error().detail);

    ProposedEdit edit;
    edit.before = m_current;
    edit.after = bump.value().expression;
    // nixpkgs' commit message convention for an update.
    edit.summary = QStringLiteral("%1: %2 -> %3").arg(pname, oldVersion, target.version);
    edit.diff = workspace::unifiedDiff(edit.before, edit.after);
    edit.rationale = bump.value().changes.join(QLatin1Char('\n'));
    edit.deterministic = true;
    const QString updateSummary = edit.summary;
    auto offering = offerEdit(number, edit);
    auto offered = (co_await offering).result;
    if (!offered)
        co_return Stop{StopReason::StoppedByUser,
            MaintenanceTexts::tr("The maintainer did not take the update (%1).")
                .arg(updateSummary)};
    if (std::holds_alternative<Pending>(*offered)) {
        m_version = target.version;
        warnIf(m_store->setVersion(target.version));
        // The old version is no yardstick for the new one: the progress judge starts afresh
        // from the update's attempt (the baseline stays in the record and the repository).
        m_stack = SolutionStack{};
        m_withoutProgress = 0;
    }
    co_return offered;
}

QCoro::Task<void> PackagingLoop::followSource()
{
    const nix::BuildRequest request{
        QDir(m_repository->directory()).filePath(QStringLiteral("package.nix")), m_request.nixpkgs,
        m_request.buildOptions, {}};
    auto factsFuture = QtConcurrent::run([request] { return nix::readPackageFacts(request); });
    auto facts = co_await factsFuture;
    // Not fetched yet (or not evaluable): the file tools keep the source they had.
    if (!facts || facts.value().srcPath.isEmpty() || facts.value().srcPath == m_sourceOrigin
        || !QFileInfo::exists(facts.value().srcPath))
        co_return;
    const QString path = facts.value().srcPath;
    const QString target = QDir(m_request.sessionDirectory).filePath(QStringLiteral("source"));
    auto treeFuture = QtConcurrent::run([path, target] { return sourceTree(path, target); });
    auto tree = co_await treeFuture;
    if (!tree) {
        warnIf(tree.error());
        co_return;
    }
    m_sourceOrigin = path;
    m_sourceDir = tree.value();
}

QCoro::Task<void> PackagingLoop::indexPackages()
{
    if (m_request.nixpkgs.kind != nix::NixpkgsSource::Kind::LocalPath)
        co_return;
    stage(MaintenanceTexts::tr("Indexing the packages of %1").arg(m_request.nixpkgs.location));
    QString indexFile = m_request.packageIndexFile;
    if (indexFile.isEmpty()) {
        const QString cache = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
            + QStringLiteral("/packwright/package-index");
        QDir().mkpath(cache);
        const QByteArray key = QCryptographicHash::hash(
            m_request.nixpkgs.location.toUtf8(), QCryptographicHash::Sha1)
                                   .toHex()
                                   .left(16);
        indexFile = cache + QLatin1Char('/') + QString::fromLatin1(key) + QStringLiteral(".sqlite");
    } else if (m_pin.checkout != m_request.nixpkgs.location && !m_pin.revision.isEmpty()) {
        // A moved pin is other nixpkgs: its own index beside the given one.
        indexFile.insert(
            indexFile.lastIndexOf(QLatin1Char('.')), QLatin1Char('-') + m_pin.revision.left(12));
    }
    const QString location = m_request.nixpkgs.location;
    const nix::BuildOptions options = m_request.buildOptions;
    auto indexFuture = QtConcurrent::run([location, indexFile, options] {
        return tools::PackageIndex::build(location, indexFile, options);
    });
    auto index = co_await indexFuture;
    if (index)
        m_index = std::make_unique<tools::PackageIndex>(std::move(index).value());
    else
        warnIf(index.error());
}

QCoro::Task<bool> PackagingLoop::movePin(int attempt, QString revision, QString reason)
{
    const QString from
        = m_pin.revision.isEmpty() ? m_request.nixpkgs.location : m_pin.revision.left(12);
    const ApprovalRequest request{0, GatedAction::ChangePin, attempt,
        MaintenanceTexts::tr("Move the nixpkgs pin from %1 to %2: %3").arg(from, revision, reason),
        std::nullopt, {}};
    auto decision = co_await m_gate->ask(request);
    if (!decision)
        co_return false;
    workspace::Approval approval;
    approval.action = request.description;
    approval.decision = m_gate->policy().asks(GatedAction::ChangePin) ? decisionName(decision->kind)
                                                                      : QStringLiteral("auto");
    approval.reason = decision->reason;
    if (attempt > 0)
        warnIf(m_store->recordApproval(attempt, approval));
    announceDecision(GatedAction::ChangePin, *decision);
    using Kind = ApprovalDecision::Kind;
    if (decision->kind != Kind::Approve && decision->kind != Kind::ApproveWithEdit) {
        HistoryEntry rejected{attempt,
            MaintenanceTexts::tr("Move the nixpkgs pin to %1 (%2)").arg(revision, reason), {},
            decision->reason.isEmpty()
                ? MaintenanceTexts::tr("rejected by the maintainer")
                : MaintenanceTexts::tr("rejected by the maintainer: %1").arg(decision->reason),
            true, {}};
        m_evidence.addHistory(rejected);
        co_return false;
    }

    stage(MaintenanceTexts::tr("Moving the nixpkgs pin to %1").arg(revision));
    const nix::NixpkgsPin pin = m_pin;
    const QString exportDirectory
        = QDir(m_request.sessionDirectory)
              .filePath(QStringLiteral("nixpkgs-%1")
                            .arg(QString(revision).replace(
                                QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")),
                                QStringLiteral("_"))));
    auto moving = QtConcurrent::run(
        [pin, revision, exportDirectory] { return nix::movePin(pin, revision, exportDirectory); });
    auto moved = co_await moving;
    if (!moved) {
        warnIf(Error{moved.error().message.isEmpty()
                ? MaintenanceTexts::tr("The nixpkgs pin cannot move to %1.").arg(revision)
                : moved.error().message,
            moved.error().detail});
        co_return false;
    }
    m_pin = moved.value();
    m_request.nixpkgs = m_pin.source;
    auto indexing = indexPackages();
    co_await indexing;
    co_return true;
}

} // namespace packwright::loop
