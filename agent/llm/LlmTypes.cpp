#include "llm/LlmTypes.h"

#include <QCoreApplication>

namespace packwright::llm {

namespace {
struct LlmTypesTexts
{
    Q_DECLARE_TR_FUNCTIONS(LlmTypesTexts)
};
} // namespace

Message toolErrorMessage(const ToolCall &call)
{
    // Addressed to the model, so that it can write the call again correctly.
    return Message::toolResult(call.id,
        LlmTypesTexts::tr("Error: the arguments of your call to %1 are not a valid JSON object "
                          "(%2). Call the tool again with arguments that match its schema.")
            .arg(call.name, call.argumentsError),
        true);
}

} // namespace packwright::llm
