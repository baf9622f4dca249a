// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tools/Toolbox.h"

#include "tools/ExpressionBuffer.h"
#include "tools/FileLocator.h"
#include "tools/FileTools.h"
#include "tools/PackageIndex.h"
#include "tools/ToolArguments.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <utility>

namespace packwright::tools {

namespace {

/// Translation context for the toolbox's messages.
struct ToolboxTexts
{
    Q_DECLARE_TR_FUNCTIONS(ToolboxTexts)
};

constexpr int maxLineNumber = 1000000;
constexpr int defaultSearchLimit = 10;
constexpr int maxSearchLimit = 50;
constexpr int descriptionWidth = 120;

QJsonObject property(const QString &type, const QString &description)
{
    return QJsonObject{
        {QStringLiteral("type"), type}, {QStringLiteral("description"), description}};
}

QJsonObject integerProperty(const QString &description, int minimum, int maximum)
{
    QJsonObject p = property(QStringLiteral("integer"), description);
    p.insert(QStringLiteral("minimum"), minimum);
    p.insert(QStringLiteral("maximum"), maximum);
    return p;
}

QJsonObject schema(const QJsonObject &properties, const QStringList &required)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"), properties},
        {QStringLiteral("required"), QJsonArray::fromStringList(required)},
        {QStringLiteral("additionalProperties"), false}};
}

ToolOutcome fromResult(const Result<QString> &result)
{
    if (result)
        return {result.value(), false};
    return {result.error().message, true};
}

ToolOutcome failure(const QString &message)
{
    return {message, true};
}

const QString viewExpression = QStringLiteral("view_expression");
const QString strReplace = QStringLiteral("str_replace");
const QString insertTool = QStringLiteral("insert");
const QString searchPackages = QStringLiteral("search_packages");
const QString findProvidingPackage = QStringLiteral("find_providing_package");
const QString listFilesTool = QStringLiteral("list_files");
const QString readFileTool = QStringLiteral("read_file");
const QString grepTool = QStringLiteral("grep");

} // namespace

Toolbox::Toolbox(ExpressionBuffer *expression, QList<ToolRoot> roots, const PackageIndex *index,
    const FileLocator *locator, int maxCalls)
    : m_expression(expression)
    , m_index(index)
    , m_locator(locator)
    , m_maxCalls(maxCalls)
{
    for (ToolRoot &root : roots) {
        if (root.isValid() && !findRoot(root.name()))
            m_roots.append(std::move(root));
    }
}

const ToolRoot *Toolbox::findRoot(const QString &name) const
{
    for (const ToolRoot &root : m_roots) {
        if (root.name() == name)
            return &root;
    }
    return nullptr;
}

QStringList Toolbox::rootNames() const
{
    QStringList names;
    for (const ToolRoot &root : m_roots)
        names.append(root.name());
    return names;
}

QList<llm::ToolSpec> Toolbox::specs() const
{
    QList<llm::ToolSpec> specs;
    specs.append({viewExpression,
        QStringLiteral("Show package.nix as it is now, with line numbers (\"  12| text\"). "
                       "Optional first_line and last_line (inclusive) select a range; default: "
                       "the whole file."),
        schema(QJsonObject{{QStringLiteral("first_line"),
                               integerProperty(QStringLiteral("First line to show, from 1."), 1,
                                   maxLineNumber)},
                   {QStringLiteral("last_line"),
                       integerProperty(QStringLiteral("Last line to show; default: the end."), 1,
                           maxLineNumber)}},
            {})});
    specs.append({strReplace,
        QStringLiteral("Edit package.nix: replace old_str, which must occur exactly once "
                       "(copy it exactly, whitespace included; add surrounding lines to make it "
                       "unique), by new_str. Returns the edited lines. Never rewrite hashes you "
                       "do not mean to change."),
        schema(QJsonObject{{QStringLiteral("old_str"),
                               property(QStringLiteral("string"),
                                   QStringLiteral("Exact text to replace (one occurrence)."))},
                   {QStringLiteral("new_str"),
                       property(QStringLiteral("string"),
                           QStringLiteral("Replacement text; may be empty to delete."))}},
            {QStringLiteral("old_str"), QStringLiteral("new_str")})});
    specs.append({insertTool,
        QStringLiteral("Edit package.nix: insert text as new lines after line after_line (0: at "
                       "the top). Returns the inserted lines with their numbers."),
        schema(QJsonObject{{QStringLiteral("after_line"),
                               integerProperty(
                                   QStringLiteral("Line after which to insert; 0 for the top."), 0,
                                   maxLineNumber)},
                   {QStringLiteral("text"),
                       property(QStringLiteral("string"),
                           QStringLiteral("Lines to insert, with their indentation."))}},
            {QStringLiteral("after_line"), QStringLiteral("text")})});
    if (m_index) {
        specs.append({searchPackages,
            QStringLiteral("Search the packages of the pinned nixpkgs by attribute name, pname "
                           "or description words. Returns up to limit (default %1, at most %2) "
                           "lines \"attribute (version): description\", exact name matches "
                           "first. Nested sets appear as e.g. python3Packages.requests.")
                .arg(defaultSearchLimit)
                .arg(maxSearchLimit),
            schema(QJsonObject{{QStringLiteral("query"),
                                   property(QStringLiteral("string"),
                                       QStringLiteral("Package name or words, e.g. \"zlib\" or "
                                                      "\"yaml parser\"."))},
                       {QStringLiteral("limit"),
                           integerProperty(
                               QStringLiteral("Most results to return."), 1, maxSearchLimit)}},
                {QStringLiteral("query")})});
    }
    if (m_locator && m_locator->available()) {
        specs.append({findProvidingPackage,
            QStringLiteral("Find the top-level nixpkgs packages whose output contains a file "
                           "with this exact name (nix-locate), e.g. \"zlib.h\", \"libssl.so\", "
                           "\"pkg-config\". Only the file name counts, not directories. Returns "
                           "attribute names, at most 20."),
            schema(
                QJsonObject{{QStringLiteral("file_name"),
                    property(QStringLiteral("string"), QStringLiteral("File name to look for."))}},
                {QStringLiteral("file_name")})});
    }
    if (!m_roots.isEmpty()) {
        const QString roots = rootNames().join(QStringLiteral(", "));
        QJsonObject root = property(QStringLiteral("string"),
            QStringLiteral("Which directory tree: %1 (source: the unpacked project source; "
                           "nixpkgs: the pinned nixpkgs; output: the last built output).")
                .arg(roots));
        root.insert(QStringLiteral("enum"), QJsonArray::fromStringList(rootNames()));
        const QJsonObject path = property(QStringLiteral("string"),
            QStringLiteral("Path relative to the root; \"\" or \".\" for the root itself. "
                           "Absolute paths and \"..\" are refused."));
        specs.append({listFilesTool,
            QStringLiteral("List a directory of a root as an indented tree (directories end "
                           "with \"/\", .git skipped), max_depth levels deep (default 2, at most "
                           "5); at most 200 entries."),
            schema(QJsonObject{{QStringLiteral("root"), root}, {QStringLiteral("path"), path},
                       {QStringLiteral("max_depth"),
                           integerProperty(QStringLiteral("Levels to descend; 1: the directory's "
                                                          "own entries."),
                               1, 5)}},
                {QStringLiteral("root")})});
        specs.append({readFileTool,
            QStringLiteral("Read a text file of a root with line numbers, from first_line "
                           "(default 1), at most max_lines lines (default and at most 400) and "
                           "64 KiB; binary files are refused. A truncated answer says where to "
                           "continue."),
            schema(QJsonObject{{QStringLiteral("root"), root}, {QStringLiteral("path"), path},
                       {QStringLiteral("first_line"),
                           integerProperty(
                               QStringLiteral("First line to read, from 1."), 1, maxLineNumber)},
                       {QStringLiteral("max_lines"),
                           integerProperty(QStringLiteral("Most lines to return."), 1, 400)}},
                {QStringLiteral("root"), QStringLiteral("path")})});
        specs.append({grepTool,
            QStringLiteral("Search the text files of a root (or of one file or directory in it) "
                           "for a regular expression (PCRE syntax; prefix (?i) to ignore case). "
                           "Returns \"file:line: text\", at most 100 matches; binary files and "
                           "files over 2 MiB are skipped."),
            schema(QJsonObject{{QStringLiteral("root"), root},
                       {QStringLiteral("pattern"),
                           property(QStringLiteral("string"),
                               QStringLiteral("Regular expression matched against each line."))},
                       {QStringLiteral("path"), path}},
                {QStringLiteral("root"), QStringLiteral("pattern")})});
    }
    return specs;
}

ToolOutcome Toolbox::call(const llm::ToolCall &call)
{
    if (m_calls >= m_maxCalls)
        return failure(ToolboxTexts::tr("The limit of %1 tool calls for this fix step is "
                                        "reached; no more tools can be called. Finish the step "
                                        "with the edits made so far.")
                           .arg(m_maxCalls));
    ++m_calls;
    if (!call.valid())
        return failure(ToolboxTexts::tr("The arguments of %1 are not a JSON object (%2); call it "
                                        "again with valid JSON arguments.")
                           .arg(call.name, call.argumentsError));
    return dispatch(call);
}

ToolOutcome Toolbox::dispatch(const llm::ToolCall &call)
{
    const QJsonObject &args = call.arguments;
    const QString &name = call.name;

    if (name == viewExpression || name == strReplace || name == insertTool) {
        if (!m_expression)
            return failure(ToolboxTexts::tr("There is no expression to edit in this step."));
        if (name == viewExpression) {
            const auto first = intArgument(args, QStringLiteral("first_line"), 1, 1, maxLineNumber);
            const auto last = intArgument(args, QStringLiteral("last_line"), -1, 1, maxLineNumber);
            if (!first)
                return failure(first.error().message);
            if (!last)
                return failure(last.error().message);
            return {m_expression->view(first.value(), last.value()), false};
        }
        if (name == strReplace) {
            const auto oldText = stringArgument(args, QStringLiteral("old_str"));
            const auto newText = stringArgument(args, QStringLiteral("new_str"), true);
            if (!oldText)
                return failure(oldText.error().message);
            if (!newText)
                return failure(newText.error().message);
            return fromResult(m_expression->strReplace(oldText.value(), newText.value()));
        }
        const auto after
            = intArgument(args, QStringLiteral("after_line"), 0, 0, maxLineNumber, true);
        const auto text = stringArgument(args, QStringLiteral("text"));
        if (!after)
            return failure(after.error().message);
        if (!text)
            return failure(text.error().message);
        return fromResult(m_expression->insert(after.value(), text.value()));
    }

    if (name == searchPackages && m_index) {
        const auto query = stringArgument(args, QStringLiteral("query"));
        const auto limit
            = intArgument(args, QStringLiteral("limit"), defaultSearchLimit, 1, maxSearchLimit);
        if (!query)
            return failure(query.error().message);
        if (!limit)
            return failure(limit.error().message);
        const QList<PackageEntry> found = m_index->search(query.value(), limit.value());
        if (found.isEmpty())
            return {ToolboxTexts::tr("No package matches \"%1\". Try another name or fewer "
                                     "words.")
                        .arg(query.value()),
                false};
        QString out;
        for (const PackageEntry &e : found) {
            QString description = e.description;
            if (description.size() > descriptionWidth)
                description = description.left(descriptionWidth - 1) + QChar(0x2026);
            out += e.attribute;
            if (!e.version.isEmpty())
                out += QStringLiteral(" (") + e.version + QLatin1Char(')');
            if (!description.isEmpty())
                out += QStringLiteral(": ") + description;
            out += QLatin1Char('\n');
        }
        return {out, false};
    }

    if (name == findProvidingPackage && m_locator && m_locator->available()) {
        const auto file = stringArgument(args, QStringLiteral("file_name"));
        if (!file)
            return failure(file.error().message);
        const auto found = m_locator->locate(file.value());
        if (!found)
            return failure(found.error().message);
        if (found.value().isEmpty())
            return {ToolboxTexts::tr("No top-level package provides a file named \"%1\".")
                        .arg(file.value()),
                false};
        return {found.value().join(QLatin1Char('\n')) + QLatin1Char('\n'), false};
    }

    if ((name == listFilesTool || name == readFileTool || name == grepTool) && !m_roots.isEmpty()) {
        const auto rootName = stringArgument(args, QStringLiteral("root"));
        if (!rootName)
            return failure(rootName.error().message);
        const ToolRoot *root = findRoot(rootName.value());
        if (!root)
            return failure(ToolboxTexts::tr("There is no root \"%1\"; use one of: %2.")
                               .arg(rootName.value(), rootNames().join(QStringLiteral(", "))));
        const auto path = optionalStringArgument(args, QStringLiteral("path"));
        if (!path)
            return failure(path.error().message);
        if (name == listFilesTool) {
            const auto depth = intArgument(args, QStringLiteral("max_depth"), 2, 1, 5);
            if (!depth)
                return failure(depth.error().message);
            return fromResult(listFiles(*root, path.value(), depth.value()));
        }
        if (name == readFileTool) {
            if (path.value().trimmed().isEmpty())
                return failure(ToolboxTexts::tr("The argument \"path\" is missing."));
            const auto first = intArgument(args, QStringLiteral("first_line"), 1, 1, maxLineNumber);
            const auto lines = intArgument(args, QStringLiteral("max_lines"), 400, 1, 400);
            if (!first)
                return failure(first.error().message);
            if (!lines)
                return failure(lines.error().message);
            return fromResult(readFile(*root, path.value(), first.value(), lines.value()));
        }
        const auto pattern = stringArgument(args, QStringLiteral("pattern"));
        if (!pattern)
            return failure(pattern.error().message);
        return fromResult(grep(*root, pattern.value(), path.value()));
    }

    QStringList available;
    for (const llm::ToolSpec &spec : specs())
        available.append(spec.name);
    return failure(ToolboxTexts::tr("There is no tool \"%1\" in this step; the tools are: %2.")
                       .arg(name, available.join(QStringLiteral(", "))));
}

} // namespace packwright::tools
