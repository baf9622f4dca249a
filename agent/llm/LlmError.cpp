// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "llm/LlmError.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace packwright::llm {

namespace {
struct LlmErrorTexts
{
    Q_DECLARE_TR_FUNCTIONS(LlmErrorTexts)
};

/// The provider's own error text: OpenAI `{"error":{"message","code","type"}}`, Anthropic
/// `{"type":"error","error":{"type","message"}}`, or the raw body.
QString providerMessage(const QByteArray &body)
{
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    const QJsonValue error = root.value(QStringLiteral("error"));
    if (error.isObject()) {
        const QJsonObject e = error.toObject();
        QStringList parts;
        for (const auto *key : {"type", "code", "message"}) {
            const QJsonValue v = e.value(QLatin1String(key));
            if (v.isString() && !v.toString().isEmpty())
                parts << v.toString();
        }
        return parts.join(QStringLiteral(": "));
    }
    if (error.isString())
        return error.toString();
    return QString::fromUtf8(body.left(500)).trimmed();
}
} // namespace

bool LlmError::transient() const
{
    switch (kind) {
    case Kind::RateLimited:
    case Kind::ServerError:
    case Kind::Network:
    case Kind::Timeout: return true;
    default: return false;
    }
}

LlmError LlmError::make(Kind kind, const QString &detail, int httpStatus)
{
    LlmError e;
    e.kind = kind;
    e.detail = detail;
    e.httpStatus = httpStatus;
    switch (kind) {
    case Kind::None: break;
    case Kind::NoKey:
        e.message = LlmErrorTexts::tr("No API key for this provider: set it in the provider "
                                      "settings or in the environment variable named there.");
        break;
    case Kind::Authentication:
        e.message = LlmErrorTexts::tr("The provider refused the API key: check the key in the "
                                      "provider settings and that it may use this model.");
        break;
    case Kind::UnknownModel:
        e.message = LlmErrorTexts::tr("The provider does not know this model: check the model "
                                      "name in the provider settings.");
        break;
    case Kind::ContextOverflow:
        e.message = LlmErrorTexts::tr("The prompt is longer than the model's context window: "
                                      "use a model with a larger window or shorten the evidence.");
        break;
    case Kind::BadRequest:
        e.message = LlmErrorTexts::tr("The provider rejected the request: check the provider "
                                      "settings (the details say what it objected to).");
        break;
    case Kind::RateLimited:
        e.message = LlmErrorTexts::tr("The provider is rate-limiting requests and retries did "
                                      "not help: wait a while or raise the account's limits.");
        break;
    case Kind::ServerError:
        e.message = LlmErrorTexts::tr("The provider's server failed repeatedly: try again later "
                                      "or switch to another provider.");
        break;
    case Kind::Network:
        e.message = LlmErrorTexts::tr("The provider cannot be reached: check the network and "
                                      "the base URL in the provider settings.");
        break;
    case Kind::Timeout:
        e.message = LlmErrorTexts::tr("The provider did not answer in time: try again, or raise "
                                      "the request timeout in the provider settings.");
        break;
    case Kind::MalformedReply:
        e.message = LlmErrorTexts::tr("The model's reply could not be read: try again, or use "
                                      "another model if this keeps happening.");
        break;
    case Kind::Cancelled: e.message = LlmErrorTexts::tr("The model call was cancelled."); break;
    case Kind::BudgetExceeded:
        e.message = LlmErrorTexts::tr("The session stopped before passing its budget: raise the "
                                      "token or cost budget to continue.");
        break;
    }
    return e;
}

LlmError LlmError::fromHttp(int status, const QByteArray &body, const QString &model)
{
    const QString text = providerMessage(body);
    const QString lower = text.toLower();
    const QString detail = QStringLiteral("HTTP %1: %2").arg(status).arg(text);
    if (status == 401 || status == 403)
        return make(Kind::Authentication, detail, status);
    if (status == 429)
        return make(Kind::RateLimited, detail, status);
    if (status >= 500)
        return make(Kind::ServerError, detail, status);
    if (lower.contains(QLatin1String("context_length"))
        || lower.contains(QLatin1String("context window"))
        || lower.contains(QLatin1String("prompt is too long"))
        || lower.contains(QLatin1String("maximum context length")))
        return make(Kind::ContextOverflow, detail, status);
    if (status == 404 || lower.contains(QLatin1String("model_not_found"))
        || (lower.contains(QLatin1String("model")) && !model.isEmpty()
            && lower.contains(model.toLower())
            && (lower.contains(QLatin1String("not found"))
                || lower.contains(QLatin1String("does not exist")))))
        return make(Kind::UnknownModel, detail, status);
    return make(Kind::BadRequest, detail, status);
}

std::optional<LlmError> LlmError::fromShortBody(qint64 declared, qint64 received)
{
    if (declared < 0 || received >= declared)
        return std::nullopt;
    return make(Kind::Network,
        QStringLiteral("the connection closed after %1 of %2 bytes of the reply")
            .arg(received)
            .arg(declared));
}

QString kindName(LlmError::Kind kind)
{
    switch (kind) {
    case LlmError::Kind::None: return QStringLiteral("none");
    case LlmError::Kind::NoKey: return QStringLiteral("no-key");
    case LlmError::Kind::Authentication: return QStringLiteral("authentication");
    case LlmError::Kind::UnknownModel: return QStringLiteral("unknown-model");
    case LlmError::Kind::ContextOverflow: return QStringLiteral("context-overflow");
    case LlmError::Kind::BadRequest: return QStringLiteral("bad-request");
    case LlmError::Kind::RateLimited: return QStringLiteral("rate-limited");
    case LlmError::Kind::ServerError: return QStringLiteral("server-error");
    case LlmError::Kind::Network: return QStringLiteral("network");
    case LlmError::Kind::Timeout: return QStringLiteral("timeout");
    case LlmError::Kind::MalformedReply: return QStringLiteral("malformed-reply");
    case LlmError::Kind::Cancelled: return QStringLiteral("cancelled");
    case LlmError::Kind::BudgetExceeded: return QStringLiteral("budget-exceeded");
    }
    return {};
}

} // namespace packwright::llm
