// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/NixpkgsStyle.h"

#include "nix/ExpressionEdit.h"

#include <QRegularExpression>
#include <QStringList>

namespace packwright::tools {

namespace {

/// The value of `name = "…";` in a fetcher call, when it is a plain string.
QString callArgument(const QString &call, const QString &name)
{
    const QRegularExpression re(
        QStringLiteral("(?:^|[\\s{;])%1[ \\t]*=[ \\t]*\"([^\"$]*)\";").arg(name));
    return re.match(call).captured(1);
}

/// How many `''` delimiters a line holds; the escapes `'''`, `''$` and `''\` and text in a
/// "…" string or after a `#` comment are not counted.
int indentedStringQuotes(const QString &line, bool inString)
{
    int count = 0;
    bool inNormalString = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        const bool inIndented = inString != (count % 2 == 1);
        if (!inIndented && !inNormalString && c == u'#')
            break;
        if (!inIndented && c == u'"' && (i == 0 || line.at(i - 1) != u'\\'))
            inNormalString = !inNormalString;
        if (inNormalString || c != u'\'' || i + 1 >= line.size() || line.at(i + 1) != u'\'')
            continue;
        const QChar next = i + 2 < line.size() ? line.at(i + 2) : QChar();
        if (inIndented && (next == u'\'' || next == u'$' || next == u'\\')) {
            i += 2; // an escape inside the string
            continue;
        }
        ++count;
        ++i;
    }
    return count;
}

bool opensBlock(const QString &line)
{
    return line.endsWith(u'{') || line.endsWith(u'[') || line.endsWith(u'(');
}

bool closesBlock(const QString &line)
{
    const QString t = line.trimmed();
    return t.startsWith(u'}') || t.startsWith(u']') || t.startsWith(u')');
}

} // namespace

QString sourceExpression(const QString &fetcherExpression, const QString &version)
{
    QString text = fetcherExpression.trimmed();
    if (version.isEmpty())
        return text;
    const QString function = text.section(u' ', 0, 0);
    static const QStringList forges{QStringLiteral("fetchFromGitHub"),
        QStringLiteral("fetchFromGitLab"), QStringLiteral("fetchFromCodeberg"),
        QStringLiteral("fetchFromGitea")};
    const QString escaped = QRegularExpression::escape(version);
    if (forges.contains(function)) {
        // `rev = "v1.2";` or `tag = "v1.2";` naming the release → `tag = "v${finalAttrs.version}";`
        const QRegularExpression reference(
            QStringLiteral("(^|\\n)([ \\t]*)(?:rev|tag)[ \\t]*=[ \\t]*\"([A-Za-z._/-]*)%1\";")
                .arg(escaped));
        const auto match = reference.match(text);
        if (match.hasMatch())
            text.replace(match.capturedStart(), match.capturedLength(),
                QStringLiteral("%1%2tag = \"%3${finalAttrs.version}\";")
                    .arg(match.captured(1), match.captured(2), match.captured(3)));
        return text;
    }
    // The version inside a URL: "…/hello-2.10.tar.gz" → "…/hello-${finalAttrs.version}.tar.gz".
    static const QRegularExpression url(QStringLiteral("(\\burl[ \\t]*=[ \\t]*\")([^\"]*)\""));
    const auto match = url.match(text);
    if (match.hasMatch() && version.size() >= 2 && version.front().isDigit()
        && !match.captured(2).contains(u'$')) {
        QString value = match.captured(2);
        const QRegularExpression occurrence(
            QStringLiteral("(?<![0-9A-Za-uw-z.])%1(?![0-9A-Za-z]|\\.[0-9])").arg(escaped));
        value.replace(occurrence, QStringLiteral("${finalAttrs.version}"));
        text.replace(match.capturedStart(2), match.capturedLength(2), value);
    }
    return text;
}

QString changelogUrl(const QString &fetcherExpression, const QString &version, const QString &file)
{
    static const QRegularExpression safeFile(QStringLiteral("^[A-Za-z0-9._/+-]+$"));
    if (!safeFile.match(file).hasMatch() || file.contains(QLatin1String("..")))
        return {};
    const QString call = sourceExpression(fetcherExpression, version);
    const QString function = call.section(u' ', 0, 0);
    const auto pageOf = [&file](const QString &host, const QString &owner, const QString &repo,
                            const QString &tag) -> QString {
        if (owner.isEmpty() || repo.isEmpty())
            return {};
        if (host == u"gitlab.com")
            return QStringLiteral("https://gitlab.com/%1/%2/-/blob/%3/%4")
                .arg(owner, repo, tag, file);
        if (host == u"codeberg.org")
            return QStringLiteral("https://codeberg.org/%1/%2/src/tag/%3/%4")
                .arg(owner, repo, tag, file);
        return QStringLiteral("https://%1/%2/%3/blob/%4/%5").arg(host, owner, repo, tag, file);
    };
    static const QRegularExpression tagged(QStringLiteral("(^|\\s)tag[ \\t]*=[ \\t]*\""));
    if (function == u"fetchFromGitHub" || function == u"fetchFromGitLab"
        || function == u"fetchFromCodeberg") {
        if (!tagged.match(call).hasMatch())
            return {};
        const QString host = function == u"fetchFromGitHub" ? QStringLiteral("github.com")
            : function == u"fetchFromGitLab"                ? QStringLiteral("gitlab.com")
                                                            : QStringLiteral("codeberg.org");
        return pageOf(host, callArgument(call, QStringLiteral("owner")),
            callArgument(call, QStringLiteral("repo")), QStringLiteral("${finalAttrs.src.tag}"));
    }
    // A release or archive URL of a forge names the tag.
    static const QRegularExpression forgeUrl(QStringLiteral(
        "\\burl[ \\t]*=[ \\t]*\"https://(github\\.com|gitlab\\.com|codeberg\\.org)/([^/\"]+)/"
        "([^/\"]+)/(?:-/)?(?:releases/download/|archive/(?:refs/tags/)?)([A-Za-z._-]*"
        "\\$\\{finalAttrs\\.version\\})[/.]"));
    const auto match = forgeUrl.match(call);
    if (!match.hasMatch())
        return {};
    return pageOf(match.captured(1), match.captured(2), match.captured(3), match.captured(4));
}

QString nixpkgsDescription(const QString &text, const QString &pname)
{
    QString line = text.simplified();
    // The first sentence: up to a ".", "!" or "?" before a space ("e.g. " does not end one).
    static const QRegularExpression sentenceEnd(
        QStringLiteral("(?<!\\be\\.g)(?<!\\bi\\.e)(?<!\\betc)(?<!\\bvs)[.!?](?=\\s)"));
    const auto end = sentenceEnd.match(line);
    if (end.hasMatch())
        line = line.left(end.capturedStart());
    static const QRegularExpression trailing(QStringLiteral("[\\s.!?…:;,]+$"));
    line.remove(trailing);
    if (!pname.isEmpty()) {
        // "jq is a …", "jq - …", "jq: …", "jq, a …" lose the name.
        const QRegularExpression named(
            QStringLiteral("^(?:the\\s+)?%1(?:\\s*[-–—:,]\\s*|\\s+is\\s+)")
                .arg(QRegularExpression::escape(pname)),
            QRegularExpression::CaseInsensitiveOption);
        const auto match = named.match(line);
        if (match.hasMatch() && match.capturedLength() < line.size())
            line = line.mid(match.capturedLength());
    }
    static const QRegularExpression article(
        QStringLiteral("^(?:a|an|the)\\s+"), QRegularExpression::CaseInsensitiveOption);
    line.remove(article);
    line = line.trimmed();
    line.remove(trailing);
    if (!line.isEmpty())
        line[0] = line[0].toUpper();
    return line;
}

QString tidyBlankLines(const QString &text)
{
    QStringList out;
    bool inString = false; // inside a '' … '' string: its lines are kept as they are
    for (const QString &raw : text.split(u'\n')) {
        const bool wasInString = inString;
        inString = inString != (indentedStringQuotes(raw, inString) % 2 == 1);
        if (wasInString) {
            out << raw;
            continue;
        }
        QString line = raw;
        while (line.endsWith(u' ') || line.endsWith(u'\t'))
            line.chop(1);
        if (line.isEmpty()) {
            if (out.isEmpty() || out.last().isEmpty() || opensBlock(out.last()))
                continue;
        } else if (closesBlock(line) && !out.isEmpty() && out.last().isEmpty()) {
            out.removeLast();
        }
        out << line;
    }
    while (!out.isEmpty() && out.last().isEmpty())
        out.removeLast();
    return out.join(u'\n') + u'\n';
}

bool showsVersion(
    const QString &script, const QString &output, const QString &program, const QString &version)
{
    if (program.isEmpty() || version.isEmpty())
        return false;
    const QRegularExpression asked(
        QStringLiteral("(?:^|[\\s/;&|(])%1\\s+(?:--version|-V|-v|version)\\b")
            .arg(QRegularExpression::escape(program)),
        QRegularExpression::MultilineOption);
    if (!asked.match(script).hasMatch())
        return false;
    const QRegularExpression said(
        QStringLiteral("(?<![0-9A-Za-z.])%1(?![0-9])").arg(QRegularExpression::escape(version)));
    for (const QString &line : output.split(u'\n')) {
        if (!line.contains(QLatin1String("/nix/store/")) && said.match(line).hasMatch())
            return true;
    }
    return false;
}

QString withVersionCheck(const QString &expression)
{
    if (expression.contains(QLatin1String("nativeInstallCheckInputs"))
        || expression.contains(QLatin1String("versionCheckHook")))
        return {};
    static const QRegularExpression meta(QStringLiteral("\\n  meta = "));
    const auto metaAt = meta.match(expression);
    if (!metaAt.hasMatch())
        return {};
    QString text = expression;
    const bool python = text.contains(QLatin1String("buildPythonPackage"))
        || text.contains(QLatin1String("buildPythonApplication"));
    const bool ownInstallCheck = python || text.contains(QLatin1String("doInstallCheck"));
    text.insert(metaAt.capturedStart() + 1,
        QStringLiteral("  nativeInstallCheckInputs = [ versionCheckHook ];\n")
            + (ownInstallCheck ? QString() : QStringLiteral("  doInstallCheck = true;\n"))
            + QLatin1Char('\n'));
    // The argument, in nixfmt's layout (nix::addFormalArgument).
    auto added = nix::addFormalArgument(text, QStringLiteral("versionCheckHook"));
    if (!added)
        return {};
    text = std::move(added).value();
    return text;
}

} // namespace packwright::tools
