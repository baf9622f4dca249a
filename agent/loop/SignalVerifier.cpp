// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loop/SignalVerifier.h"

#include "evidence/Categories.h"
#include "loop/EvidenceController.h"
#include "loop/PromptTemplates.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <limits>
#include <set>

namespace packwright::loop {

namespace {
struct VerifierTexts
{
    Q_DECLARE_TR_FUNCTIONS(VerifierTexts)
};

/// The first JSON object or array in `text`, by bracket matching outside strings; empty
/// when there is none or it does not close.
QStringView firstJsonValue(QStringView text)
{
    qsizetype start = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'{' || text[i] == u'[') {
            start = i;
            break;
        }
    }
    if (start < 0)
        return {};
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = start; i < text.size(); ++i) {
        const QChar c = text[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == u'\\')
                escaped = true;
            else if (c == u'"')
                inString = false;
        } else if (c == u'"') {
            inString = true;
        } else if (c == u'{' || c == u'[') {
            ++depth;
        } else if (c == u'}' || c == u']') {
            if (--depth == 0)
                return text.mid(start, i - start + 1);
        }
    }
    return {};
}

QString replyStart(const QString &text)
{
    constexpr int max = 300;
    const QString trimmed = text.trimmed();
    return trimmed.size() > max ? trimmed.left(max - 1) + QChar(0x2026) : trimmed;
}

Error malformed(const QString &why, const QString &text)
{
    return Error{VerifierTexts::tr("The signal verifier's reply is malformed: %1.").arg(why),
        replyStart(text)};
}
} // namespace

QString verifierBlock(int id, const evidence::FailureSignal &signal)
{
    QString head = VerifierTexts::tr("Block %1 — %2, log lines %3–%4, category %5, score %6")
                       .arg(id)
                       .arg(signal.phase)
                       .arg(signal.firstLine)
                       .arg(signal.lastLine)
                       .arg(evidence::nixCategoryName(signal.categoryNix))
                       .arg(signal.confidence, 0, 'f', 2);
    if (signal.occurrences > 1)
        head += VerifierTexts::tr(", seen %1 times").arg(signal.occurrences);
    QStringList lines = signal.text.split(QLatin1Char('\n'));
    // One line per log line: the window can be numbered.
    const bool numbered = lines.size() == signal.lastLine - signal.firstLine + 1;
    const qsizetype match = numbered ? signal.matchLine - signal.firstLine : -1;
    qsizetype from = 0;
    if (lines.size() > maxVerifierBlockLines) {
        from = qBound<qsizetype>(
            0, match - maxVerifierBlockLines / 3, lines.size() - maxVerifierBlockLines);
    }
    const qsizetype to = qMin<qsizetype>(lines.size(), from + maxVerifierBlockLines);
    const int width = int(QString::number(signal.lastLine).size());
    QStringList out{head};
    if (from > 0)
        out << QStringLiteral("  …");
    for (qsizetype i = from; i < to; ++i) {
        const QString marker = i == match ? QStringLiteral("> ") : QStringLiteral("  ");
        const QString number = numbered ? QStringLiteral("%1").arg(signal.firstLine + i, width)
                                        : QString(width, QLatin1Char(' '));
        out << QStringLiteral("%1%2 | %3").arg(marker, number, lines.at(i));
    }
    if (to < lines.size())
        out << QStringLiteral("  …");
    return out.join(QLatin1Char('\n'));
}

Result<VerifierPrompt> verifierPrompt(const QString &pname, const QString &version, int attempt,
    const nix::BuildOutcome &outcome, const evidence::Extraction &extraction, int k)
{
    VerifierPrompt prompt;
    QStringList blocks;
    for (qsizetype i = 0; i < extraction.ranked.size() && prompt.blocks.size() < k; ++i) {
        const evidence::FailureSignal &s = extraction.ranked.at(i);
        if (s.cascade)
            continue;
        prompt.blocks << int(i);
        blocks << verifierBlock(int(prompt.blocks.size()), s);
    }
    if (prompt.blocks.isEmpty())
        return prompt;
    auto system = renderPrompt(QStringLiteral("verify-system"), {});
    if (!system)
        return system.error();
    auto user = renderPrompt(QStringLiteral("verify-user"),
        {{QStringLiteral("pname"), pname}, {QStringLiteral("version"), version},
            {QStringLiteral("attempt"), QString::number(attempt)},
            {QStringLiteral("outcome"), describeOutcome(outcome)},
            {QStringLiteral("blocks"), blocks.join(QStringLiteral("\n\n"))}});
    if (!user)
        return user.error();
    prompt.system = system.value();
    prompt.user = user.value();
    return prompt;
}

QJsonObject verifierReplySchema()
{
    const auto string = [] {
        return QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}};
    };
    QJsonObject role = string();
    role.insert(QStringLiteral("enum"),
        QJsonArray{
            QStringLiteral("root_cause"), QStringLiteral("consequence"), QStringLiteral("noise")});
    const QJsonObject entry{{QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"),
            QJsonObject{{QStringLiteral("id"),
                            QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")}}},
                {QStringLiteral("role"), role}, {QStringLiteral("reason"), string()}}},
        {QStringLiteral("required"),
            QJsonArray{QStringLiteral("id"), QStringLiteral("role"), QStringLiteral("reason")}},
        {QStringLiteral("additionalProperties"), false}};
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"),
            QJsonObject{{QStringLiteral("blocks"),
                QJsonObject{{QStringLiteral("type"), QStringLiteral("array")},
                    {QStringLiteral("items"), entry}}}}},
        {QStringLiteral("required"), QJsonArray{QStringLiteral("blocks")}},
        {QStringLiteral("additionalProperties"), false}};
}

llm::ChatRequest verifierRequest(const VerifierPrompt &prompt)
{
    llm::ChatRequest request;
    request.system = prompt.system;
    request.messages = {llm::Message::user(prompt.user)};
    request.stream = false;
    request.responseSchema = verifierReplySchema();
    request.responseSchemaName = QStringLiteral("signal_roles");
    return request;
}

Result<VerifierReply> parseVerifierReply(const QString &text, const QList<int> &blocks)
{
    const QStringView json = firstJsonValue(text);
    if (json.isEmpty())
        return malformed(VerifierTexts::tr("it holds no complete JSON object or array"), text);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        return malformed(VerifierTexts::tr("invalid JSON (%1)").arg(error.errorString()), text);
    QJsonArray entries;
    if (doc.isArray()) {
        entries = doc.array();
    } else if (doc.object().value(QStringLiteral("blocks")).isArray()) {
        entries = doc.object().value(QStringLiteral("blocks")).toArray();
    } else {
        return malformed(VerifierTexts::tr("no \"blocks\" array"), text);
    }
    if (entries.isEmpty())
        return malformed(VerifierTexts::tr("it judges no block"), text);

    VerifierReply reply;
    std::set<int> seen;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const int n = int(i) + 1;
        if (!entries.at(i).isObject())
            return malformed(VerifierTexts::tr("entry %1 is not an object").arg(n), text);
        const QJsonObject entry = entries.at(i).toObject();
        const QJsonValue idValue = entry.value(QStringLiteral("id"));
        const double number = idValue.toDouble(-1);
        if (!idValue.isDouble() || number != std::floor(number) || number < 1
            || number > double(std::numeric_limits<int>::max()))
            return malformed(
                VerifierTexts::tr("entry %1 has no block id (a positive integer)").arg(n), text);
        const int id = int(number);
        if (id > blocks.size())
            return malformed(
                VerifierTexts::tr("entry %1 names block %2, which was not sent").arg(n).arg(id),
                text);
        if (!seen.insert(id).second)
            return malformed(VerifierTexts::tr("block %1 is judged twice").arg(id), text);
        const QJsonValue roleValue = entry.value(QStringLiteral("role"));
        const auto role = roleValue.isString()
            ? evidence::verifiedRoleFromName(roleValue.toString())
            : std::nullopt;
        if (!role)
            return malformed(VerifierTexts::tr("block %1 has no role root_cause, consequence or "
                                               "noise")
                                 .arg(id),
                text);
        const QJsonValue reasonValue = entry.value(QStringLiteral("reason"));
        QString reason = reasonValue.toString().simplified();
        if (!reasonValue.isString() || reason.isEmpty())
            return malformed(VerifierTexts::tr("block %1 gives no reason").arg(id), text);
        if (reason.size() > maxVerdictReasonChars)
            reason = reason.left(maxVerdictReasonChars - 1) + QChar(0x2026);
        reply.verdicts << evidence::SignalVerdict{blocks.at(id - 1), *role, reason};
    }
    for (int id = 1; id <= blocks.size(); ++id) {
        if (!seen.contains(id))
            reply.unjudged << id;
    }
    return reply;
}

} // namespace packwright::loop
