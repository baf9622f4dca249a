// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "llm/LlmTypes.h"
#include "tools/ToolRoot.h"

#include <QList>
#include <QString>

namespace packwright::tools {

class ExpressionBuffer;
class FileLocator;
class PackageIndex;

/// The result of one tool call, sent back to the model as the tool message.
struct ToolOutcome
{
    QString text;
    bool isError = false;
};

/// The tools the model may call in one fix step (Vibenix §4.1.7: edit tools, package search,
/// find the package providing a file, file-centric tools over the source and nixpkgs; EvidenT
/// §4.3.1 structure localization through list_files): their JSON schemas for the request and
/// the dispatch of the model's calls. Confined to the given roots; at most `maxCalls` calls
/// per step. Not thread-safe; lives for one fix step. The pointers are not owned and must
/// outlive the Toolbox; `index` and `locator` may be null (their tools are then not offered).
class Toolbox
{
public:
    Toolbox(ExpressionBuffer *expression, QList<ToolRoot> roots, const PackageIndex *index,
        const FileLocator *locator, int maxCalls = 30);

    /// The tools on offer: view_expression, str_replace, insert; search_packages (with an
    /// index); find_providing_package (with an available locator); list_files, read_file and
    /// grep (with at least one valid root; "root" is an enum of the roots' names).
    QList<llm::ToolSpec> specs() const;

    /// Runs one call. Malformed arguments, an unknown or unavailable tool, an argument of the
    /// wrong type or range, a tool's own failure and a call past the cap all give isError with
    /// a message saying what to do instead. Every call counts towards the cap.
    ToolOutcome call(const llm::ToolCall &call);

    int callsMade() const { return m_calls; }
    int maxCalls() const { return m_maxCalls; }

private:
    ToolOutcome dispatch(const llm::ToolCall &call);
    const ToolRoot *findRoot(const QString &name) const;
    QStringList rootNames() const;

    ExpressionBuffer *m_expression;
    QList<ToolRoot> m_roots;
    const PackageIndex *m_index;
    const FileLocator *m_locator;
    int m_maxCalls;
    int m_calls = 0;
};

} // namespace packwright::tools
