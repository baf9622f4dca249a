// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/LlmTypes.h"

namespace packwright::llm {

Message toolErrorMessage(const ToolCall &call)
{
    // Addressed to the model, so that it can write the call again correctly: in the
    // prompts' language, not the user interface's.
    return Message::toolResult(call.id,
        QStringLiteral("Error: the arguments of your call to %1 are not a valid JSON object "
                       "(%2). Call the tool again with arguments that match its schema.")
            .arg(call.name, call.argumentsError),
        true);
}

} // namespace packwright::llm
