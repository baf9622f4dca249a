// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/ProjectChecks.h"

#include <QByteArray>
#include <QRegularExpression>

#include <algorithm>

namespace packwright::tools {

namespace {

QString textOf(const ProjectFileReader &read, const QString &file)
{
    const auto bytes = read(file);
    return bytes ? QString::fromUtf8(*bytes) : QString();
}

/// The first line of `text` matching `pattern` (multiline), trimmed; empty when none does.
QString matchingLine(const QString &text, const QRegularExpression &pattern)
{
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return {};
    const qsizetype start = text.lastIndexOf(u'\n', match.capturedStart()) + 1;
    const qsizetype end = text.indexOf(u'\n', match.capturedStart());
    return text.mid(start, end < 0 ? -1 : end - start).trimmed().left(80);
}

bool isTestDirectoryFile(const QString &file)
{
    return file.startsWith(QLatin1String("test/")) || file.startsWith(QLatin1String("tests/"))
        || file.contains(QLatin1String("/test/")) || file.contains(QLatin1String("/tests/"));
}

TestSuite cmakeSuite(const QStringList &files, const ProjectFileReader &read)
{
    static const QRegularExpression testing(
        QStringLiteral("^\\s*(?:enable_testing\\s*\\(|include\\s*\\(\\s*CTest\\b|add_test\\s*\\()"),
        QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression python(
        QStringLiteral("find_package\\s*\\(\\s*(?:PythonInterp|Python3?)\\b|"
                       "PYTHON_EXECUTABLE|Python3?_EXECUTABLE"),
        QRegularExpression::CaseInsensitiveOption);
    TestSuite suite;
    for (const QString &file : files) {
        if (!file.endsWith(QLatin1String("CMakeLists.txt")) || file.count(u'/') > 2)
            continue;
        const QString text = textOf(read, file);
        if (suite.kind.isEmpty()) {
            const QString line = matchingLine(text, testing);
            if (!line.isEmpty()) {
                suite.kind = QStringLiteral("ctest");
                suite.evidence = QStringLiteral("%1: %2").arg(file, line);
            }
        }
        // A Python interpreter the tests run (cmark's spec tests) is a check input.
        if ((isTestDirectoryFile(file) || !file.contains(u'/')) && python.match(text).hasMatch()
            && !suite.nativeCheckInputs.contains(QLatin1String("python3"))
            && (isTestDirectoryFile(file) || text.contains(QLatin1String("add_test"))))
            suite.nativeCheckInputs << QStringLiteral("python3");
    }
    if (suite.kind.isEmpty())
        suite.nativeCheckInputs.clear();
    return suite;
}

TestSuite mesonSuite(const QStringList &files, const ProjectFileReader &read)
{
    static const QRegularExpression test(QStringLiteral("(?:^|[^A-Za-z0-9_.])test\\s*\\(\\s*['\"]"),
        QRegularExpression::MultilineOption);
    for (const QString &file : files) {
        if (!file.endsWith(QLatin1String("meson.build")) || file.count(u'/') > 2)
            continue;
        const QString line = matchingLine(textOf(read, file), test);
        if (!line.isEmpty())
            return {QStringLiteral("meson test"), QStringLiteral("%1: %2").arg(file, line), {}};
    }
    return {};
}

TestSuite makeSuite(const QStringList &files, const ProjectFileReader &read)
{
    static const QRegularExpression automake(
        QStringLiteral("^\\s*(?:TESTS\\s*\\+?=\\s*\\S|check_PROGRAMS\\s*\\+?=\\s*\\S|"
                       "check_SCRIPTS\\s*\\+?=\\s*\\S|check-local\\s*:)"),
        QRegularExpression::MultilineOption);
    for (const QString &file : files) {
        if (!file.endsWith(QLatin1String("Makefile.am")) || file.count(u'/') > 2)
            continue;
        const QString line = matchingLine(textOf(read, file), automake);
        if (!line.isEmpty())
            return {QStringLiteral("make check"), QStringLiteral("%1: %2").arg(file, line), {}};
    }
    static const QRegularExpression target(
        QStringLiteral("^(check|test)\\s*:"), QRegularExpression::MultilineOption);
    for (const QString &file :
        {QStringLiteral("GNUmakefile"), QStringLiteral("makefile"), QStringLiteral("Makefile")}) {
        if (!files.contains(file))
            continue;
        const QString text = textOf(read, file);
        const auto match = target.match(text);
        if (match.hasMatch())
            return {QStringLiteral("make ") + match.captured(1),
                QStringLiteral("%1: %2").arg(file, matchingLine(text, target)), {}};
    }
    return {};
}

TestSuite pytestSuite(const QStringList &files, const ProjectFileReader &read)
{
    const bool testDirectory = std::any_of(files.cbegin(), files.cend(), [](const QString &f) {
        return f.startsWith(QLatin1String("tests/")) || f.startsWith(QLatin1String("test/"))
            || (f.contains(QLatin1String("/tests/")) && f.count(u'/') <= 3);
    });
    if (!testDirectory)
        return {};
    static const QRegularExpression pytest(
        QStringLiteral("\\bpytest\\b"), QRegularExpression::CaseInsensitiveOption);
    for (const QString &file : {QStringLiteral("pytest.ini"), QStringLiteral("conftest.py"),
             QStringLiteral("tests/conftest.py"), QStringLiteral("pyproject.toml"),
             QStringLiteral("setup.cfg"), QStringLiteral("tox.ini")}) {
        if (!files.contains(file))
            continue;
        const QString text = textOf(read, file);
        const bool named = file.endsWith(QLatin1String("pytest.ini"))
            || file.endsWith(QLatin1String("conftest.py")) || pytest.match(text).hasMatch();
        if (named)
            return {QStringLiteral("pytest"),
                QStringLiteral("%1: %2").arg(file,
                    file.endsWith(QLatin1String(".py")) || file == u"pytest.ini"
                        ? QStringLiteral("present")
                        : matchingLine(text, pytest)),
                {QStringLiteral("pytestCheckHook")}};
    }
    // Test modules pytest collects by its default names (unittest-style suites included).
    static const QRegularExpression testModule(
        QStringLiteral("(?:^|/)tests?/(?:[^/]+/)*(?:test_[^/]*|[^/]*_test)\\.py$"));
    for (const QString &file : files) {
        if (testModule.match(file).hasMatch())
            return {QStringLiteral("pytest"), QStringLiteral("%1: a test module").arg(file),
                {QStringLiteral("pytestCheckHook")}};
    }
    return {};
}

} // namespace

TestSuite detectTestSuite(
    const QStringList &files, const QString &suggestedTemplate, const ProjectFileReader &read)
{
    if (suggestedTemplate == u"cmake")
        return cmakeSuite(files, read);
    if (suggestedTemplate == u"meson")
        return mesonSuite(files, read);
    if (suggestedTemplate == u"stdenv")
        return makeSuite(files, read);
    if (suggestedTemplate.startsWith(QLatin1String("python")))
        return pytestSuite(files, read);
    return {};
}

QString findChangelogFile(const QStringList &rootFiles)
{
    static const QRegularExpression name(
        QStringLiteral("^(?:CHANGELOG|CHANGES|NEWS|HISTORY|RELEASE[-_]NOTES|ChangeLog)"
                       "(?:\\.(?:md|rst|txt|markdown))?$"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList found;
    for (const QString &file : rootFiles) {
        if (name.match(file).hasMatch())
            found << file;
    }
    // A curated changelog before GNU's commit log ("NEWS" before "ChangeLog").
    std::sort(found.begin(), found.end(), [](const QString &a, const QString &b) {
        const bool la = a.startsWith(QLatin1String("ChangeLog"));
        const bool lb = b.startsWith(QLatin1String("ChangeLog"));
        return la != lb ? lb : a < b;
    });
    return found.value(0);
}

QString declaredDescription(const QString &fileName, const QString &text)
{
    static const QRegularExpression toml(
        QStringLiteral("^\\s*description\\s*=\\s*[\"']([^\"'\\n]+)[\"']"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression cfg(
        QStringLiteral("^description\\s*=\\s*(\\S[^\\n]*)$"), QRegularExpression::MultilineOption);
    static const QRegularExpression json(QStringLiteral("\"description\"\\s*:\\s*\"([^\"]+)\""));
    const QRegularExpression &pattern = fileName == u"package.json" ? json
        : fileName == u"setup.cfg"                                  ? cfg
                                                                    : toml;
    const QString value = pattern.match(text).captured(1).trimmed();
    return value.startsWith(u'{') || value.startsWith(u'[') ? QString() : value;
}

} // namespace packwright::tools
