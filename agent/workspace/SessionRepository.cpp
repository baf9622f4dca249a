// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workspace/SessionRepository.h"

#include "core/Logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include "core/Libgit2.h"

#include <algorithm>

namespace packwright::workspace {

namespace {

/// Translation context for the session repository's messages.
struct SessionRepositoryTexts
{
    Q_DECLARE_TR_FUNCTIONS(SessionRepositoryTexts)
};

const char mainRef[] = "refs/heads/main";
const QString attemptRefPrefix = QStringLiteral("refs/attempts/");

using namespace packwright::libgit2;

QByteArray attemptRef(int attempt)
{
    return (attemptRefPrefix + QString::number(attempt)).toUtf8();
}

/// Why `path` may not be written into the work tree, or an empty string when it may.
QString pathProblem(const QString &path)
{
    if (path.isEmpty())
        return SessionRepositoryTexts::tr("the path is empty");
    if (QDir::isAbsolutePath(path) || path.startsWith(QLatin1Char('/')))
        return SessionRepositoryTexts::tr("the path is absolute");
    const QStringList parts = path.split(QLatin1Char('/'));
    for (const QString &part : parts) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String(".."))
            return SessionRepositoryTexts::tr("the path has an empty, \".\" or \"..\" component");
        if (part.compare(QLatin1String(".git"), Qt::CaseInsensitive) == 0)
            return SessionRepositoryTexts::tr("the path enters .git");
        if (part.contains(QLatin1Char('\\')) || part.contains(QChar(0)))
            return SessionRepositoryTexts::tr("the path contains a backslash or a NUL character");
    }
    return {};
}

} // namespace

struct SessionRepository::Handle
{
    Library library; // first: initialised before and shut down after the repository
    libgit2::Repository repo;
    QString directory;

    /// The commit of `attempt` (≥ 1), or std::nullopt.
    std::optional<git_oid> attemptCommit(int attempt) const
    {
        git_oid oid;
        if (attempt < 1 || git_reference_name_to_id(&oid, repo.get(), attemptRef(attempt)) != 0)
            return std::nullopt;
        return oid;
    }

    Error unknownAttempt(int attempt) const
    {
        return libgit2::error(
            SessionRepositoryTexts::tr("The session repository %1 has no attempt %2.")
                .arg(directory, QString::number(attempt)));
    }

    /// The tree of `attempt`'s commit; attempt 0 gives a null tree (the empty tree).
    Result<Tree> attemptTree(int attempt) const
    {
        if (attempt == 0)
            return Tree{};
        const auto oid = attemptCommit(attempt);
        if (!oid)
            return unknownAttempt(attempt);
        git_commit *rawCommit = nullptr;
        if (git_commit_lookup(&rawCommit, repo.get(), &*oid) != 0)
            return unknownAttempt(attempt);
        const Commit commit(rawCommit);
        git_tree *rawTree = nullptr;
        if (git_commit_tree(&rawTree, commit.get()) != 0)
            return unknownAttempt(attempt);
        return Tree(rawTree);
    }
};

SessionRepository::SessionRepository(std::unique_ptr<Handle> handle)
    : m_handle(std::move(handle))
{}

SessionRepository::SessionRepository(SessionRepository &&) noexcept = default;
SessionRepository &SessionRepository::operator=(SessionRepository &&) noexcept = default;
SessionRepository::~SessionRepository() = default;

Result<SessionRepository> SessionRepository::create(const QString &dir)
{
    const QDir d(dir);
    if (d.exists()
        && !d.isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
        return Error{SessionRepositoryTexts::tr("Cannot create a session workspace in %1: the "
                                                "directory is not empty. Choose a new directory.")
                         .arg(dir),
            {}};
    if (!QDir().mkpath(dir))
        return Error{SessionRepositoryTexts::tr("Cannot create the session workspace directory %1.")
                         .arg(dir),
            {}};

    auto handle = std::make_unique<Handle>();
    handle->directory = QFileInfo(dir).canonicalFilePath();
    git_repository_init_options options;
    git_repository_init_options_init(&options, GIT_REPOSITORY_INIT_OPTIONS_VERSION);
    options.flags = GIT_REPOSITORY_INIT_NO_REINIT | GIT_REPOSITORY_INIT_MKPATH;
    options.initial_head = "main";
    git_repository *raw = nullptr;
    if (git_repository_init_ext(&raw, QFile::encodeName(handle->directory).constData(), &options)
        != 0)
        return libgit2::error(
            SessionRepositoryTexts::tr("Cannot create a git repository in %1.").arg(dir));
    handle->repo.reset(raw);
    qCDebug(lcWorkspace) << "created session repository" << handle->directory;
    return SessionRepository(std::move(handle));
}

Result<SessionRepository> SessionRepository::open(const QString &dir)
{
    auto handle = std::make_unique<Handle>();
    git_repository *raw = nullptr;
    if (git_repository_open_ext(
            &raw, QFile::encodeName(dir).constData(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr)
        != 0)
        return libgit2::error(
            SessionRepositoryTexts::tr("%1 is not a session workspace (no git repository).")
                .arg(dir));
    handle->repo.reset(raw);
    const char *workdir = git_repository_workdir(raw);
    if (!workdir)
        return Error{
            SessionRepositoryTexts::tr("%1 is a bare git repository, not a session workspace.")
                .arg(dir),
            {}};
    handle->directory = QFileInfo(QFile::decodeName(workdir)).canonicalFilePath();
    return SessionRepository(std::move(handle));
}

QString SessionRepository::directory() const
{
    return m_handle->directory;
}

Result<QString> SessionRepository::commitAttempt(
    int attempt, const QString &message, const QMap<QString, QByteArray> &files)
{
    git_repository *repo = m_handle->repo.get();
    if (attempt < 1)
        return Error{SessionRepositoryTexts::tr("Attempt numbers start at 1 (got %1).")
                         .arg(QString::number(attempt)),
            {}};
    if (m_handle->attemptCommit(attempt))
        return Error{
            SessionRepositoryTexts::tr("Attempt %1 is already committed in the session workspace.")
                .arg(QString::number(attempt)),
            {}};
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QString problem = pathProblem(it.key());
        if (!problem.isEmpty())
            return Error{SessionRepositoryTexts::tr("Cannot write \"%1\" into the session "
                                                    "workspace: %2.")
                             .arg(it.key(), problem),
                {}};
    }

    const QDir root(m_handle->directory);
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QString target = root.filePath(it.key());
        QSaveFile file(target);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !file.open(QIODevice::WriteOnly)
            || file.write(it.value()) != it.value().size() || !file.commit())
            return Error{
                SessionRepositoryTexts::tr("Cannot write %1 in the session workspace.").arg(target),
                file.errorString()};
    }

    git_index *rawIndex = nullptr;
    if (git_repository_index(&rawIndex, repo) != 0)
        return libgit2::error(
            SessionRepositoryTexts::tr("Cannot read the session workspace's index."));
    const Index index(rawIndex);
    git_index_read(index.get(), 0);
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        if (git_index_add_bypath(index.get(), it.key().toUtf8().constData()) != 0)
            return libgit2::error(
                SessionRepositoryTexts::tr("Cannot stage %1 in the session workspace.")
                    .arg(it.key()));
    }
    git_oid treeId;
    if (git_index_write(index.get()) != 0 || git_index_write_tree(&treeId, index.get()) != 0)
        return libgit2::error(
            SessionRepositoryTexts::tr("Cannot write the session workspace's index."));
    git_tree *rawTree = nullptr;
    if (git_tree_lookup(&rawTree, repo, &treeId) != 0)
        return libgit2::error(SessionRepositoryTexts::tr("Cannot read back the staged tree."));
    const Tree tree(rawTree);

    Commit parent;
    git_oid parentId;
    if (git_reference_name_to_id(&parentId, repo, mainRef) == 0) {
        git_commit *rawParent = nullptr;
        if (git_commit_lookup(&rawParent, repo, &parentId) != 0)
            return libgit2::error(
                SessionRepositoryTexts::tr("Cannot read the tip of branch main."));
        parent.reset(rawParent);
    }

    git_signature *rawSignature = nullptr;
    if (git_signature_now(&rawSignature, "Packwright", "packwright@localhost") != 0)
        return libgit2::error(SessionRepositoryTexts::tr("Cannot make the commit's signature."));
    const Signature signature(rawSignature);
    QByteArray text = message.toUtf8();
    if (!text.endsWith('\n'))
        text.append('\n');
    const git_commit *parents[] = {parent.get()};
    git_oid commitId;
    if (git_commit_create(&commitId, repo, mainRef, signature.get(), signature.get(), nullptr,
            text.constData(), tree.get(), parent ? 1 : 0, parents)
        != 0)
        return libgit2::error(SessionRepositoryTexts::tr("Cannot commit attempt %1.").arg(attempt));

    git_reference *rawRef = nullptr;
    const QByteArray log = "packwright: attempt " + QByteArray::number(attempt);
    if (git_reference_create(&rawRef, repo, attemptRef(attempt), &commitId, 0, log.constData())
        != 0)
        return libgit2::error(
            SessionRepositoryTexts::tr("Cannot record the ref of attempt %1.").arg(attempt));
    git_reference_free(rawRef);
    const QString id = oidString(&commitId);
    qCDebug(lcWorkspace) << "attempt" << attempt << "committed as" << id;
    return id;
}

Result<QByteArray> SessionRepository::readFile(int attempt, const QString &path) const
{
    if (attempt < 1)
        return m_handle->unknownAttempt(attempt);
    auto tree = m_handle->attemptTree(attempt);
    if (!tree)
        return tree.error();
    git_tree_entry *rawEntry = nullptr;
    const QString missing = SessionRepositoryTexts::tr("Attempt %1 has no file %2.")
                                .arg(QString::number(attempt), path);
    if (git_tree_entry_bypath(&rawEntry, tree.value().get(), path.toUtf8().constData()) != 0)
        return libgit2::error(missing);
    const TreeEntry entry(rawEntry);
    git_blob *rawBlob = nullptr;
    if (git_tree_entry_type(entry.get()) != GIT_OBJECT_BLOB
        || git_blob_lookup(&rawBlob, m_handle->repo.get(), git_tree_entry_id(entry.get())) != 0)
        return Error{missing, {}};
    const Blob blob(rawBlob);
    return QByteArray(static_cast<const char *>(git_blob_rawcontent(blob.get())),
        qsizetype(git_blob_rawsize(blob.get())));
}

Result<QStringList> SessionRepository::files(int attempt) const
{
    if (attempt < 1)
        return m_handle->unknownAttempt(attempt);
    auto tree = m_handle->attemptTree(attempt);
    if (!tree)
        return tree.error();
    QStringList paths;
    const auto collect = [](const char *root, const git_tree_entry *entry, void *payload) {
        if (git_tree_entry_type(entry) == GIT_OBJECT_BLOB)
            static_cast<QStringList *>(payload)->append(
                QString::fromUtf8(root) + QString::fromUtf8(git_tree_entry_name(entry)));
        return 0;
    };
    if (git_tree_walk(tree.value().get(), GIT_TREEWALK_PRE, collect, &paths) != 0)
        return libgit2::error(SessionRepositoryTexts::tr("Cannot list the files of attempt %1.")
                                  .arg(QString::number(attempt)));
    paths.sort();
    return paths;
}

Result<QString> SessionRepository::diff(int fromAttempt, int toAttempt) const
{
    auto from = m_handle->attemptTree(fromAttempt);
    if (!from)
        return from.error();
    auto to = m_handle->attemptTree(toAttempt);
    if (!to)
        return to.error();
    git_diff_options options;
    git_diff_options_init(&options, GIT_DIFF_OPTIONS_VERSION);
    options.context_lines = 3;
    git_diff *rawDiff = nullptr;
    const QString failed = SessionRepositoryTexts::tr("Cannot compare attempts %1 and %2.")
                               .arg(QString::number(fromAttempt), QString::number(toAttempt));
    if (git_diff_tree_to_tree(
            &rawDiff, m_handle->repo.get(), from.value().get(), to.value().get(), &options)
        != 0)
        return libgit2::error(failed);
    const Diff diff(rawDiff);
    git_buf buffer{};
    if (git_diff_to_buf(&buffer, diff.get(), GIT_DIFF_FORMAT_PATCH) != 0) {
        git_buf_dispose(&buffer);
        return libgit2::error(failed);
    }
    QString text = QString::fromUtf8(buffer.ptr, qsizetype(buffer.size));
    git_buf_dispose(&buffer);
    return text;
}

std::optional<Error> SessionRepository::rollBackTo(int attempt)
{
    git_repository *repo = m_handle->repo.get();
    const auto oid = m_handle->attemptCommit(attempt);
    if (!oid)
        return m_handle->unknownAttempt(attempt);
    git_commit *rawCommit = nullptr;
    if (git_commit_lookup(&rawCommit, repo, &*oid) != 0)
        return m_handle->unknownAttempt(attempt);
    const Commit commit(rawCommit);

    // Check out against the current tip first, so files that only later attempts track are
    // removed from the work tree; then move the branch.
    git_checkout_options options;
    git_checkout_options_init(&options, GIT_CHECKOUT_OPTIONS_VERSION);
    options.checkout_strategy = GIT_CHECKOUT_FORCE;
    if (git_checkout_tree(repo, reinterpret_cast<const git_object *>(commit.get()), &options) != 0)
        return libgit2::error(
            SessionRepositoryTexts::tr("Cannot check out attempt %1 into the session "
                                       "workspace.")
                .arg(attempt));
    git_reference *rawRef = nullptr;
    const QByteArray log = "packwright: roll back to attempt " + QByteArray::number(attempt);
    if (git_reference_create(&rawRef, repo, mainRef, &*oid, 1, log.constData()) != 0)
        return libgit2::error(
            SessionRepositoryTexts::tr("Cannot move branch main to attempt %1.").arg(attempt));
    git_reference_free(rawRef);
    qCDebug(lcWorkspace) << "rolled back to attempt" << attempt;
    return std::nullopt;
}

QList<AttemptCommit> SessionRepository::attempts() const
{
    git_repository *repo = m_handle->repo.get();
    QList<AttemptCommit> result;
    git_oid tip;
    const bool hasTip = git_reference_name_to_id(&tip, repo, mainRef) == 0;

    git_reference_iterator *rawIterator = nullptr;
    const QByteArray glob = (attemptRefPrefix + QLatin1Char('*')).toUtf8();
    if (git_reference_iterator_glob_new(&rawIterator, repo, glob.constData()) != 0) {
        qCWarning(lcWorkspace) << "cannot list attempt refs:" << lastError();
        return result;
    }
    const ReferenceIterator iterator(rawIterator);
    git_reference *rawRef = nullptr;
    while (git_reference_next(&rawRef, iterator.get()) == 0) {
        const Reference ref(rawRef);
        bool isNumber = false;
        const int number = QString::fromUtf8(git_reference_name(ref.get()))
                               .mid(attemptRefPrefix.size())
                               .toInt(&isNumber);
        git_oid id;
        if (!isNumber || number < 1
            || git_reference_name_to_id(&id, repo, git_reference_name(ref.get())) != 0)
            continue;
        git_commit *rawCommit = nullptr;
        if (git_commit_lookup(&rawCommit, repo, &id) != 0)
            continue;
        const Commit commit(rawCommit);
        AttemptCommit entry;
        entry.attempt = number;
        entry.commit = oidString(&id);
        if (git_commit_parentcount(commit.get()) > 0)
            entry.parent = oidString(git_commit_parent_id(commit.get(), 0));
        entry.message = QString::fromUtf8(git_commit_message(commit.get()));
        if (entry.message.endsWith(QLatin1Char('\n')))
            entry.message.chop(1);
        entry.onBranch
            = hasTip && (git_oid_equal(&tip, &id) || git_graph_descendant_of(repo, &tip, &id) == 1);
        result.append(entry);
    }
    std::sort(result.begin(), result.end(),
        [](const AttemptCommit &a, const AttemptCommit &b) { return a.attempt < b.attempt; });
    return result;
}

} // namespace packwright::workspace
