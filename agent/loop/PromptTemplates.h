// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "core/Result.h"
#include "llm/LlmTypes.h"

#include <QMap>
#include <QString>

namespace packwright::loop {

/// The loop's prompts, read from `:/prompts/NAME.md` (resources/prompts/) and rendered with
/// mustache (kainjow, no HTML escaping: prompts are plain text). Names: "fix-system",
/// "fix-user", "analysis-system", "analysis-user", "judge-system", "judge-user",
/// "failure-system", "failure-user". A user directory given to setOverrideDirectory() may
/// hold files of the same names that replace the bundled ones.
/// Errors: an unknown name, a template mustache cannot parse (its message).
Result<QString> renderPrompt(const QString &name, const QMap<QString, QString> &values);

/// The request of one model step: the system prompt `system` (rendered without values) and
/// one user message, the prompt `user` rendered with `values`; its tools and options are the
/// caller's to set. Errors: those of renderPrompt(), the system prompt's first.
Result<llm::ChatRequest> promptedRequest(
    const QString &system, const QString &user, const QMap<QString, QString> &values);

/// Where user prompt overrides are looked up first (empty: none).
void setPromptOverrideDirectory(const QString &directory);

} // namespace packwright::loop
