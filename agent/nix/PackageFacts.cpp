// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/PackageFacts.h"

#include "nix/NixRun.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QProcess>

namespace packwright::nix {

namespace {
struct FactsTexts
{
    Q_DECLARE_TR_FUNCTIONS(FactsTexts)
};

QString stringAt(const nlohmann::json &doc, const char *key)
{
    const auto it = doc.find(key);
    return it != doc.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                              : QString();
}
} // namespace

Result<PackageFacts> readPackageFacts(const BuildRequest &request)
{
    // `or null` everywhere: a package may compute or lack any of these.
    const QString expression = QStringLiteral(
        "{ nixpkgs, packageFile }:\n"
        "let\n"
        "  pkg = (%1) { inherit nixpkgs packageFile; };\n"
        "  src = pkg.src or { };\n"
        "  str = v: if builtins.isString v then v else null;\n"
        "in {\n"
        "  pname = str (pkg.pname or null);\n"
        "  version = str (pkg.version or null);\n"
        "  url = str (src.url or (if src ? urls && src.urls != [ ] then builtins.head src.urls "
        "else null));\n"
        "  gitRepoUrl = str (src.gitRepoUrl or null);\n"
        "  rev = str (src.tag or src.rev or null);\n"
        "  srcPath = if builtins.isPath src then toString src\n"
        "    else if src ? outPath then str src.outPath else null;\n"
        "}\n")
                                   .arg(request.nixpkgs.callPackageExpression());
    const auto evaluated = evaluateJson(request, expression);
    if (!evaluated)
        return evaluated.error();
    try {
        const QByteArray &out = evaluated.value();
        const auto doc = nlohmann::json::parse(out.cbegin(), out.cend());
        return PackageFacts{stringAt(doc, "pname"), stringAt(doc, "version"), stringAt(doc, "url"),
            stringAt(doc, "gitRepoUrl"), stringAt(doc, "rev"), stringAt(doc, "srcPath")};
    } catch (const nlohmann::json::exception &e) {
        return Error{FactsTexts::tr("Nix reported the facts of %1 in an unexpected form.")
                         .arg(request.packageFile),
            QString::fromUtf8(e.what())};
    }
}

Result<QList<GitTag>> listGitTags(const QString &url, std::chrono::seconds timeout)
{
    QProcess git;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_TERMINAL_PROMPT"), QStringLiteral("0")); // never hang on a login
    git.setProcessEnvironment(env);
    git.start(QStringLiteral("git"), {QStringLiteral("ls-remote"), QStringLiteral("--tags"), url});
    if (!git.waitForStarted())
        return Error{FactsTexts::tr("git is not installed; it lists the versions of %1.").arg(url),
            git.errorString()};
    if (!git.waitForFinished(int(std::chrono::milliseconds(timeout).count()))) {
        git.kill();
        git.waitForFinished();
        return Error{FactsTexts::tr("Listing the tags of %1 took longer than %2 s.")
                         .arg(url)
                         .arg(timeout.count()),
            {}};
    }
    if (git.exitStatus() != QProcess::NormalExit || git.exitCode() != 0)
        return Error{
            FactsTexts::tr("Cannot list the tags of %1; give the version to update to.").arg(url),
            QString::fromUtf8(git.readAllStandardError()).trimmed()};
    // "<id>\trefs/tags/NAME", and for an annotated tag also "<commit>\trefs/tags/NAME^{}".
    QList<GitTag> tags;
    const QString prefix = QStringLiteral("refs/tags/");
    const QString peeled = QStringLiteral("^{}");
    for (const QByteArray &line : git.readAllStandardOutput().split('\n')) {
        const qsizetype tab = line.indexOf('\t');
        const QString ref = QString::fromUtf8(line.mid(tab + 1)).trimmed();
        if (tab <= 0 || !ref.startsWith(prefix))
            continue;
        const QString id = QString::fromLatin1(line.left(tab));
        QString name = ref.mid(prefix.size());
        const bool isPeeled = name.endsWith(peeled);
        if (isPeeled)
            name.chop(peeled.size());
        auto it = std::find_if(
            tags.begin(), tags.end(), [&name](const GitTag &t) { return t.name == name; });
        if (it == tags.end())
            tags.append({name, id});
        else if (isPeeled)
            it->commit = id;
    }
    return tags;
}

} // namespace packwright::nix
