// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/PackagingLoop.h"

#include "llm/LlmClient.h"
#include "loop/LoopParts.h"
#include "loop/SourceIntake.h"
#include "nix/NixEnvironment.h"
#include "nix/PackageSyntax.h"
#include "tools/BuilderTemplates.h"
#include "tools/FileLocator.h"
#include "tools/ProjectAnalysis.h"
#include "workspace/SessionRepository.h"
#include "workspace/SessionStore.h"

#include <QCoroFuture>
#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QtConcurrent>

namespace packwright::loop {

namespace {

/// The directory a given package's source sits in beside it (`src = ./src;` with the files
/// under src/ among `files`, relative path → bytes), relative to the package; "" when `src`
/// is no such local path. The file tools and the Makefile quick fixes read it there, as a
/// maintainer repairing a package with its source beside it expects.
QString localSourceDirectory(const QString &expression, const QMap<QString, QByteArray> &files)
{
    const nix::PackageSyntax syntax(expression);
    const nix::SetEntry *src = syntax.entry(QStringLiteral("src"));
    if (!src || src->inherited)
        return {};
    static const QRegularExpression localPath(QStringLiteral(R"(^\./([A-Za-z0-9._+-]+)/?$)"));
    const QString name
        = localPath
              .match(expression.mid(src->valueStart, src->valueEnd - src->valueStart).trimmed())
              .captured(1);
    if (name.isEmpty() || name == u"." || name == u"..")
        return {};
    const QString prefix = name + QLatin1Char('/');
    const auto keys = files.keys();
    return std::any_of(keys.cbegin(), keys.cend(),
               [&prefix](const QString &path) { return path.startsWith(prefix); })
        ? name
        : QString();
}

QString attributeValue(const QString &expression, const QString &name)
{
    const QRegularExpression re(
        QStringLiteral("\\b%1\\s*=\\s*\"([^\"$]*)\"").arg(QRegularExpression::escape(name)));
    return re.match(expression).captured(1);
}

/// What the project analysis tells the `chosen` template (issue 17): the license, the
/// changelog file, the manifest's description; and, when the template is the detected one,
/// the tools it implies and its test suite (doCheck, nativeCheckInputs).
tools::TemplateValues templateValuesFor(
    const tools::ProjectAnalysis &analysis, const QString &chosen)
{
    tools::TemplateValues values;
    values.license = tools::nixpkgsLicense(analysis.licenseGuess);
    values.changelogFile = analysis.changelogFile;
    values.description = analysis.declaredDescription;
    if (chosen == analysis.suggestedTemplate) {
        values.nativeBuildInputs = analysis.nativeBuildInputs;
        values.doCheck = analysis.testSuite.found();
        values.nativeCheckInputs = analysis.testSuite.nativeCheckInputs;
    }
    return values;
}

} // namespace

QCoro::Task<std::optional<PackagingLoop::Stop>> PackagingLoop::setUp(
    QString &expression, QString &summary)
{
    const QDir dir(m_request.sessionDirectory);
    const auto failed = [](const QString &message, const QString &detail = {}) {
        return std::optional<Stop>(Stop{StopReason::SetupFailed,
            detail.isEmpty() ? message : QStringLiteral("%1 (%2)").arg(message, detail)});
    };
    if (dir.exists(QStringLiteral("record.sqlite"))) {
        m_foreignSession = true; // its report stays as it is
        co_return failed(LoopTexts::tr("%1 already holds a session; choose a new directory.")
                             .arg(dir.absolutePath()));
    }
    if (!QDir().mkpath(dir.filePath(QStringLiteral("logs"))))
        co_return failed(
            LoopTexts::tr("Cannot create the session directory %1.").arg(dir.absolutePath()));

    // The Nix every build of the session runs on, named in the record (issue 19): a Nix that
    // cannot build refuses the session here, before anything is fetched.
    const nix::BuildOptions nixOptions = m_request.buildOptions;
    auto probing
        = QtConcurrent::run([nixOptions] { return nix::NixEnvironment::probe(nixOptions); });
    const nix::NixEnvironment nixEnvironment = co_await probing;
    if (!nixEnvironment.error.isEmpty())
        co_return failed(nixEnvironment.error);
    for (const QString &warning : nixEnvironment.warnings)
        warnIf(Error{warning, {}});

    QString baselineWarning;
    auto extractor = evidence::Extractor::createWithBaselines(
        m_request.successTemplatesFile, {}, &baselineWarning);
    if (!baselineWarning.isEmpty())
        warnIf(Error{baselineWarning, {}});
    if (!extractor)
        co_return failed(extractor.error().message, extractor.error().detail);
    m_extractor = std::move(extractor).value();
    auto knowledge = evidence::KnowledgeBase::loadFiles(evidence::KnowledgeBase::defaultPaths());
    if (knowledge)
        m_knowledge = std::move(knowledge).value();
    else
        warnIf(knowledge.error());

    auto repository
        = workspace::SessionRepository::create(dir.filePath(QStringLiteral("workspace")));
    if (!repository)
        co_return failed(repository.error().message, repository.error().detail);
    m_repository = std::make_unique<workspace::SessionRepository>(std::move(repository).value());

    if (m_request.profile) {
        m_client = std::make_unique<llm::LlmClient>(*m_request.profile, m_request.apiKey);
        m_client->setBudget({m_request.limits.tokenBudget, m_request.limits.costBudgetUsd});
        connect(
            m_client.get(), &llm::LlmClient::streamEvent, this, [this](const llm::StreamEvent &s) {
                if (s.kind != llm::StreamEvent::Kind::TextDelta)
                    return;
                LoopEvent e;
                e.kind = LoopEvent::Kind::ModelText;
                e.attempt = m_currentAttempt;
                e.text = s.text;
                emitEvent(e);
            });
    }

    QString findings;
    if (m_request.initialExpression.isEmpty()) {
        stage(LoopTexts::tr("Fetching the source %1").arg(m_request.source.location));
        auto fetched = co_await fetchSource(m_request.source, m_request.nixpkgs,
            m_request.buildOptions, dir.filePath(QStringLiteral("intake")));
        if (m_cancelled)
            co_return Stop{StopReason::Cancelled, LoopTexts::tr("Cancelled while fetching.")};
        if (!fetched)
            co_return failed(fetched.error().message, fetched.error().detail);
        const FetchedSource &source = fetched.value();
        m_sourceDir = source.directory;
        m_pname = m_request.pname.isEmpty() ? source.pname : m_request.pname;
        m_version = m_request.version.isEmpty() ? source.fetcher.version : m_request.version;
        if (m_pname.isEmpty())
            co_return failed(LoopTexts::tr("The package name cannot be told from %1; give it "
                                           "(--pname NAME).")
                                 .arg(m_request.source.location));
        if (m_version.isEmpty())
            co_return failed(LoopTexts::tr("The version cannot be told from %1; give it "
                                           "(--package-version VERSION).")
                                 .arg(m_request.source.location));

        stage(LoopTexts::tr("Analysing the project"));
        const QString root = m_sourceDir;
        auto analysisFuture = QtConcurrent::run([root] { return tools::analyseProject(root); });
        auto analysed = co_await analysisFuture;
        tools::ProjectAnalysis analysis;
        if (analysed)
            analysis = std::move(analysed).value();
        else
            warnIf(analysed.error());
        findings = analysis.findings();
        findings += LoopTexts::tr("\nSource: %1 (%2, hash by %3)")
                        .arg(source.fetcher.url, source.fetcher.function, source.fetcher.method);
        if (!analysis.toJson().isEmpty())
            warnIf(writeSessionFile(dir.filePath(QStringLiteral("analysis.json")),
                QJsonDocument(analysis.toJson()).toJson()));

        const QString suggested = analysis.suggestedTemplate.isEmpty() ? QStringLiteral("stdenv")
                                                                       : analysis.suggestedTemplate;
        auto chosen = co_await chooseTemplate(analysis, suggested, findings);
        if (m_cancelled)
            co_return Stop{StopReason::Cancelled, LoopTexts::tr("Cancelled.")};
        // Issue 17: the reason the model gave for its choice stays in the Findings slot of
        // every later step, so the fix step does not rediscover it.
        if (!m_templateSummary.isEmpty())
            findings = LoopTexts::tr("Project summary (model, at the template choice): %1\n%2")
                           .arg(m_templateSummary, findings);
        tools::TemplateValues values = templateValuesFor(analysis, chosen);
        values.pname = m_pname;
        values.version = m_version;
        values.fetcherExpression = source.fetcher.expression;
        values.fetcherFunction = source.fetcher.function;
        auto rendered = tools::renderTemplate(chosen, values);
        if (!rendered)
            co_return failed(rendered.error().message, rendered.error().detail);
        expression = rendered.value();
        summary = LoopTexts::tr("Initial expression from the %1 template").arg(chosen);
    } else {
        expression = m_request.initialExpression;
        m_pname = m_request.pname.isEmpty() ? attributeValue(expression, QStringLiteral("pname"))
                                            : m_request.pname;
        m_version = m_request.version.isEmpty()
            ? attributeValue(expression, QStringLiteral("version"))
            : m_request.version;
        if (m_pname.isEmpty())
            m_pname = QStringLiteral("package"); // a record needs a name; the file may compute it
        m_extraFiles = m_request.extraFiles;
        summary = m_request.update ? LoopTexts::tr("The package as it is, before the update")
                                   : LoopTexts::tr("Initial expression, as given");
        findings = LoopTexts::tr("The package expression was given; no project analysis.");
        if (!m_request.source.location.isEmpty() && QFileInfo(m_request.source.location).isDir())
            m_sourceDir = m_request.source.location;
        else if (const QString local = localSourceDirectory(expression, m_extraFiles);
                 !local.isEmpty())
            m_sourceDir = QDir(m_repository->directory()).filePath(local);
    }
    m_evidence.setFindings(findings);

    m_pin = nix::pinOf(m_request.nixpkgs);
    // The index serves the model's package search and the quick fixes' providers.
    if (m_client || m_request.quickFixes) {
        auto indexing = indexPackages();
        co_await indexing;
    }
    m_locator = std::make_unique<tools::FileLocator>(m_request.nixLocateProgram);

    workspace::SessionRecord header;
    header.pname = m_pname;
    header.version = m_version;
    header.source = m_request.source.location;
    header.nixpkgs = m_request.nixpkgs.location;
    header.model = m_request.profile
        ? QStringLiteral("%1 / %2").arg(m_request.profile->name, m_request.profile->model)
        : QString();
    header.workspace = m_repository->directory();
    m_nix = {nixEnvironment.version, nixEnvironment.system, nixEnvironment.store,
        nixEnvironment.sandbox};
    header.nix = m_nix;
    auto store
        = workspace::SessionStore::create(dir.filePath(QStringLiteral("record.sqlite")), header);
    if (!store)
        co_return failed(store.error().message, store.error().detail);
    m_store = std::make_unique<workspace::SessionStore>(std::move(store).value());
    warnIf(m_store->setStatus(QStringLiteral("running")));
    m_current = expression;
    co_return std::nullopt;
}

} // namespace packwright::loop
