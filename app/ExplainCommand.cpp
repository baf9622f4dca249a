// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ExplainCommand.h"

#include "evidence/ExtractionJson.h"
#include "evidence/Extractor.h"
#include "evidence/KnowledgeFile.h"
#include "evidence/KnowledgeLookup.h"
#include "evidence/LogComparison.h"
#include "evidence/LogReader.h"
#include "loop/LogExplanation.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <optional>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace packwright::app {

namespace {

struct ExplainTexts
{
    Q_DECLARE_TR_FUNCTIONS(ExplainTexts)
};

using evidence::Extraction;
using evidence::FailureSignal;

QString lineRange(const FailureSignal &signal)
{
    return signal.firstLine == signal.lastLine
        ? ExplainTexts::tr("line %1").arg(signal.firstLine)
        : ExplainTexts::tr("lines %1–%2").arg(signal.firstLine).arg(signal.lastLine);
}

void printSignals(const Extraction &extraction, QTextStream &out)
{
    int rank = 0;
    for (const FailureSignal &signal : extraction.ranked) {
        // With several builders in one log (`nix build -L`, --keep-going), whose it is.
        const QString phase = signal.derivation.isEmpty()
            ? signal.phase
            : ExplainTexts::tr("%1 of %2", "phase of derivation")
                  .arg(signal.phase, signal.derivation);
        out << QStringLiteral("%1. ").arg(++rank, 2) << lineRange(signal) << "  " << phase << "  "
            << evidence::nixCategoryName(signal.categoryNix) << '/'
            << evidence::evidentCategoryName(signal.categoryEvident) << "  "
            << QString::number(signal.confidence, 'f', 2);
        if (!signal.target.isEmpty())
            out << "  → " << signal.target;
        if (signal.occurrences > 1)
            out << "  " << ExplainTexts::tr("(×%1)").arg(signal.occurrences);
        out << '\n';
        for (const QStringView line : QStringView(signal.text).split(u'\n'))
            out << "    | " << line << '\n';
    }
}

void printKnowledge(const QList<evidence::KnowledgeMatch> &knowledge, QTextStream &out)
{
    if (knowledge.isEmpty())
        return;
    out << '\n' << ExplainTexts::tr("Known failure patterns that match:") << '\n';
    for (const evidence::KnowledgeMatch &match : knowledge) {
        const evidence::KnowledgeEntry &e = match.entry;
        out << "  - " << e.title << "  [" << e.id << ", " << e.categoryNix << "]\n"
            << "    " << ExplainTexts::tr("Cause: %1").arg(e.cause) << '\n'
            << "    " << ExplainTexts::tr("Fix: %1").arg(e.fix) << '\n';
        if (!e.target.isEmpty())
            out << "    " << ExplainTexts::tr("Where: %1").arg(e.target) << '\n';
    }
}

void printText(const QString &logPath, const Extraction &extraction,
    const QList<evidence::KnowledgeMatch> &knowledge, QTextStream &out)
{
    const QString where = extraction.finalPhase.isEmpty()
        ? (extraction.finalStage == evidence::Stage::Unknown
                ? ExplainTexts::tr("no phase markers")
                : ExplainTexts::tr("ended in the %1 stage")
                      .arg(evidence::stageName(extraction.finalStage)))
        : ExplainTexts::tr("ended in %1").arg(extraction.finalPhase);
    out << ExplainTexts::tr("%1: %n line(s), %2", nullptr, int(extraction.read.lines))
               .arg(logPath, where)
        << '\n';
    if (extraction.read.bytes == 0)
        out << ExplainTexts::tr("The log is empty.") << '\n';
    if (extraction.looksBinary())
        out << ExplainTexts::tr("This does not look like a text log (it holds binary data).")
            << '\n';
    if (extraction.read.truncatedLines > 0) {
        out << ExplainTexts::tr("%n line(s) longer than %1 KiB were read as their first and "
                                "last %2 KiB.",
            nullptr, int(std::min<qint64>(extraction.read.truncatedLines, INT_MAX)))
                   .arg(evidence::LogReader::DefaultMaxLineBytes >> 10)
                   .arg(evidence::LogReader::DefaultMaxLineBytes >> 11)
            << '\n';
    }
    if (const QString notice = loop::cutShortNotice(extraction); !notice.isEmpty())
        out << notice << '\n';
    if (extraction.ranked.isEmpty()) {
        out << ExplainTexts::tr("No failure signals found.") << '\n';
        return;
    }
    if (!extraction.failed) {
        out << ExplainTexts::tr("No failure found: nothing in this log shows the build failing.")
            << "\n\n"
            << ExplainTexts::tr("Lines that look like problems:") << '\n';
        printSignals(extraction, out);
        return;
    }
    // A category the wording decided, not the pattern, has no sub-category.
    QString evident = evidence::evidentCategoryName(extraction.categoryEvident);
    if (!extraction.subcategory.isEmpty())
        evident += QStringLiteral(", ") + extraction.subcategory;
    const QString failure = ExplainTexts::tr("Failure: %1 (Vibenix) / %2 (EvidenT); %3")
                                .arg(evidence::nixCategoryName(extraction.categoryNix), evident,
                                    evidence::errorKindName(extraction.errorKind));
    out << failure << '\n';
    if (const QString hint = loop::nixLogHint(extraction); !hint.isEmpty())
        out << hint << '\n';
    out << "\n" << ExplainTexts::tr("Signals, most likely cause first:") << '\n';
    printSignals(extraction, out);
    printKnowledge(knowledge, out);
}

/// The log at `path` ("-": standard input), or nothing after printing why to `err`.
std::optional<Extraction> read(
    const evidence::Extractor &extractor, const QString &path, QTextStream &err)
{
    Result<Extraction> extraction;
    if (path == QLatin1String("-")) {
#ifdef Q_OS_UNIX
        // A pipe a parent left non-blocking would end the read early with EAGAIN: wait for
        // the log, as a pipe normally does.
        if (const int flags = ::fcntl(STDIN_FILENO, F_GETFL); flags >= 0 && (flags & O_NONBLOCK))
            ::fcntl(STDIN_FILENO, F_SETFL, flags & ~O_NONBLOCK);
#endif
        QFile input;
        if (!input.open(stdin, QIODevice::ReadOnly)) {
            err << ExplainTexts::tr("Standard input could not be read.") << '\n';
            return std::nullopt;
        }
        extraction = extractor.extract(input);
    } else {
        extraction = extractor.extractFile(path);
    }
    if (!extraction) {
        err << extraction.error().message << '\n';
        if (!extraction.error().detail.isEmpty())
            err << extraction.error().detail << '\n';
        return std::nullopt;
    }
    return std::move(extraction).value();
}

void printComparison(
    const QString &previousLog, const evidence::AttemptComparison &comparison, QTextStream &out)
{
    out << '\n'
        << ExplainTexts::tr("Compared with %1: %2 — %3")
               .arg(previousLog, evidence::verdictName(comparison.preVerdict.kind),
                   comparison.preVerdict.reason)
        << '\n';
    for (const QString &line : evidence::comparisonDetails(comparison))
        out << "  " << line << '\n';
}

} // namespace

int runExplain(const QString &logPath, const QString &previousLog, bool json, QTextStream &out,
    QTextStream &err)
{
    // Ranked like a session's logs: what successful builds print ranks down (issue 18).
    QString baselineWarning;
    const auto extractor = evidence::Extractor::createWithBaselines({}, &baselineWarning);
    if (!baselineWarning.isEmpty())
        err << baselineWarning << '\n';
    if (!extractor) {
        err << extractor.error().message << '\n' << extractor.error().detail << '\n';
        return 1;
    }
    const auto extraction = read(extractor.value(), logPath, err);
    if (!extraction)
        return 1;
    std::optional<evidence::AttemptComparison> comparison;
    if (!previousLog.isEmpty()) {
        const auto previous = read(extractor.value(), previousLog, err);
        if (!previous)
            return 1;
        // Standard input cannot be read twice: then there is no divergence line.
        std::optional<evidence::Divergence> divergence;
        if (logPath != QLatin1String("-") && previousLog != QLatin1String("-")) {
            if (const auto d = evidence::firstDivergentLine(previousLog, logPath))
                divergence = d.value();
        }
        comparison = evidence::compareAttempts(*previous, *extraction, divergence);
    }
    // Known fixes: a missing or broken user knowledge file is reported, not fatal.
    QList<evidence::KnowledgeMatch> knowledge;
    if (extraction->failed) { // a successful build needs no fixes
        const auto base
            = evidence::KnowledgeBase::loadFiles(evidence::KnowledgeBase::defaultPaths());
        if (base)
            knowledge = evidence::knowledgeFor(*extraction, base.value());
        else
            err << base.error().message << '\n';
    }
    if (json) {
        QJsonObject o = evidence::extractionToJson(*extraction);
        QJsonArray matches;
        for (const evidence::KnowledgeMatch &match : std::as_const(knowledge)) {
            QJsonObject entry = evidence::knowledgeEntryToJson(match.entry);
            entry.insert(QStringLiteral("score"), std::round(match.score * 1000.0) / 1000.0);
            matches.append(entry);
        }
        o.insert(QStringLiteral("knowledge"), matches);
        if (comparison)
            o.insert(QStringLiteral("comparison"), evidence::comparisonToJson(*comparison));
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        printText(logPath, *extraction, knowledge, out);
        if (comparison)
            printComparison(previousLog, *comparison, out);
    }
    return 0;
}

} // namespace packwright::app
