// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/ExtractionJson.h"

#include <QJsonArray>

#include <cmath>

namespace packwright::evidence {

QJsonObject signalToJson(const FailureSignal &signal)
{
    return QJsonObject{
        {QStringLiteral("first_line"), signal.firstLine},
        {QStringLiteral("last_line"), signal.lastLine},
        {QStringLiteral("match_line"), signal.matchLine},
        {QStringLiteral("phase"), signal.phase},
        {QStringLiteral("derivation"), signal.derivation},
        {QStringLiteral("stage"), stageName(signal.stage)},
        {QStringLiteral("category_nix"), nixCategoryName(signal.categoryNix)},
        {QStringLiteral("category_evident"), evidentCategoryName(signal.categoryEvident)},
        {QStringLiteral("subcategory"), signal.subcategory},
        {QStringLiteral("confidence"), std::round(signal.confidence * 1000.0) / 1000.0},
        {QStringLiteral("template"), signal.templateText},
        {QStringLiteral("pattern"), signal.patternId},
        {QStringLiteral("target"), signal.target},
        {QStringLiteral("occurrences"), signal.occurrences},
        {QStringLiteral("cascade"), signal.cascade},
        {QStringLiteral("text"), signal.text},
    };
}

QJsonObject comparisonToJson(const AttemptComparison &comparison)
{
    QJsonValue divergence; // null: not computed (a log from standard input)
    if (comparison.divergence) {
        divergence = QJsonObject{
            {QStringLiteral("previous"), comparison.divergence->previousLine},
            {QStringLiteral("current"), comparison.divergence->currentLine},
        };
    }
    return QJsonObject{
        {QStringLiteral("verdict"), evidence::verdictName(comparison.preVerdict.kind)},
        {QStringLiteral("reason"), comparison.preVerdict.reason},
        {QStringLiteral("previous_phase"), comparison.previousPhase},
        {QStringLiteral("phase"), comparison.currentPhase},
        {QStringLiteral("first_divergent_line"), divergence},
        {QStringLiteral("resolved"), QJsonArray::fromStringList(comparison.resolved)},
        {QStringLiteral("new"), QJsonArray::fromStringList(comparison.introduced)},
        {QStringLiteral("unchanged"), QJsonArray::fromStringList(comparison.unchanged)},
    };
}

QJsonObject extractionToJson(const Extraction &extraction)
{
    QJsonArray signalArray;
    for (const FailureSignal &signal : extraction.ranked)
        signalArray.append(signalToJson(signal));
    QJsonArray phases;
    for (const PhaseSpan &phase : extraction.phases) {
        phases.append(QJsonObject{
            {QStringLiteral("name"), phase.name.isEmpty() ? stageName(phase.stage) : phase.name},
            {QStringLiteral("first_line"), phase.firstLine},
            {QStringLiteral("last_line"), phase.lastLine},
        });
    }
    return QJsonObject{
        {QStringLiteral("category_nix"), nixCategoryName(extraction.categoryNix)},
        {QStringLiteral("category_evident"), evidentCategoryName(extraction.categoryEvident)},
        {QStringLiteral("subcategory"), extraction.subcategory},
        {QStringLiteral("error_kind"), errorKindName(extraction.errorKind)},
        {QStringLiteral("failed"), extraction.failed},
        {QStringLiteral("failed_derivation"), extraction.failedDerivation},
        {QStringLiteral("phase"), extraction.finalPhase},
        {QStringLiteral("stage"), stageName(extraction.finalStage)},
        {QStringLiteral("phases"), phases},
        {QStringLiteral("lines"), extraction.read.lines},
        {QStringLiteral("bytes"), extraction.read.bytes},
        {QStringLiteral("truncated_lines"), extraction.read.truncatedLines},
        {QStringLiteral("binary"), extraction.looksBinary()},
        {QStringLiteral("signals"), signalArray},
    };
}

} // namespace packwright::evidence
