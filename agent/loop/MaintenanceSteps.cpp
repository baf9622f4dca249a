// Maintenance mode of PackagingLoop (Vibenix §4.2): after the baseline attempt, the version
// update as a deterministic edit offered at the apply-edit gate; the repair loop follows.
#include "loop/PackagingLoop.h"

#include "loop/VersionUpdate.h"
#include "nix/AttributePositions.h"
#include "nix/PackageFacts.h"
#include "workspace/SessionRepository.h"
#include "workspace/SessionStore.h"
#include "workspace/TextDiff.h"

#include <QCoreApplication>
#include <QCoroFuture>
#include <QDir>
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

QCoro::Task<std::optional<std::variant<PackagingLoop::Pending, PackagingLoop::Stop>>>
PackagingLoop::proposeUpdate(int number)
{
    const auto failed = [](const QString &message, const QString &detail = {}) {
        return std::optional<std::variant<Pending, Stop>>(Stop{StopReason::SetupFailed,
            detail.isEmpty() ? message : QStringLiteral("%1 (%2)").arg(message, detail)});
    };
    const VersionUpdateRequest update = *m_request.update;
    stage(MaintenanceTexts::tr("Finding the version to update to"));
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
    QString target = update.toVersion;
    QString commit;
    if (target.isEmpty()) {
        if (repository.isEmpty())
            co_return failed(MaintenanceTexts::tr("The source of %1 is fetched from %2, whose "
                                                  "versions Packwright cannot list; give the "
                                                  "version to update to (--to VERSION).")
                                 .arg(pname, facts.value().sourceUrl));
        if (!tagError.isEmpty())
            co_return failed(tagError);
        const auto newest = newestTag(tags, pname, update.allowPreRelease);
        if (!newest)
            co_return failed(MaintenanceTexts::tr("No tag of %1 names a version; give the "
                                                  "version to update to (--to VERSION).")
                                 .arg(repository));
        target = *versionFromTag(newest->name, pname);
        commit = newest->commit;
    } else if (const auto tag = tagForVersion(tags, pname, target)) {
        commit = tag->commit;
    }
    if (target == oldVersion
        || (update.toVersion.isEmpty() && compareVersions(target, oldVersion) <= 0)) {
        stage(MaintenanceTexts::tr("%1 is at %2 already (the newest is %3).")
                  .arg(pname, oldVersion, target));
        co_return std::nullopt;
    }

    auto positionsFuture = QtConcurrent::run([request] { return nix::readPositions(request); });
    auto positions = co_await positionsFuture;
    if (!positions)
        co_return failed(positions.error().message, positions.error().detail);
    auto bump = bumpVersion(m_current, positions.value(), oldVersion, target, commit);
    if (!bump)
        co_return failed(bump.error().message, bump.error().detail);

    ProposedEdit edit;
    edit.before = m_current;
    edit.after = bump.value().expression;
    // nixpkgs' commit message convention for an update.
    edit.summary = QStringLiteral("%1: %2 -> %3").arg(pname, oldVersion, target);
    edit.diff = workspace::unifiedDiff(edit.before, edit.after);
    edit.rationale = bump.value().changes.join(QLatin1Char('\n'));
    edit.deterministic = true;
    const QString updateSummary = edit.summary;
    auto offered = co_await offerEdit(number, edit);
    if (!offered)
        co_return Stop{StopReason::StoppedByUser,
            MaintenanceTexts::tr("The maintainer did not take the update (%1).")
                .arg(updateSummary)};
    if (std::holds_alternative<Pending>(*offered)) {
        m_version = target;
        warnIf(m_store->setVersion(target));
        // The old version is no yardstick for the new one: the progress judge starts afresh
        // from the update's attempt (the baseline stays in the record and the repository).
        m_stack = SolutionStack{};
        m_withoutProgress = 0;
    }
    co_return offered;
}

} // namespace packwright::loop
