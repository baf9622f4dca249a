#include "ExplainCommand.h"

#include "evidence/ExtractionJson.h"
#include "evidence/Extractor.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

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

void printText(const QString &logPath, const Extraction &extraction, QTextStream &out)
{
    const QString phase = extraction.finalPhase.isEmpty()
        ? evidence::stageName(extraction.finalStage)
        : extraction.finalPhase;
    out << ExplainTexts::tr("%1: %n line(s), ended in %2", nullptr, int(extraction.read.lines))
               .arg(logPath, phase)
        << '\n';
    if (extraction.looksBinary())
        out << ExplainTexts::tr("This does not look like a text log (it holds binary data).")
            << '\n';
    if (extraction.ranked.isEmpty()) {
        out << ExplainTexts::tr("No failure signals found.") << '\n';
        return;
    }
    out << ExplainTexts::tr("Failure: %1 (Vibenix) / %2, %3 (EvidenT); %4")
               .arg(evidence::nixCategoryName(extraction.categoryNix),
                   evidence::evidentCategoryName(extraction.categoryEvident),
                   extraction.subcategory, evidence::errorKindName(extraction.errorKind))
        << "\n\n"
        << ExplainTexts::tr("Signals, most likely cause first:") << '\n';
    int rank = 0;
    for (const FailureSignal &signal : extraction.ranked) {
        out << QStringLiteral("%1. ").arg(++rank, 2) << lineRange(signal) << "  " << signal.phase
            << "  " << evidence::nixCategoryName(signal.categoryNix) << '/'
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

} // namespace

int runExplain(const QString &logPath, bool json, QTextStream &out, QTextStream &err)
{
    const auto extractor = evidence::Extractor::create();
    if (!extractor) {
        err << extractor.error().message << '\n' << extractor.error().detail << '\n';
        return 1;
    }
    Result<Extraction> extraction;
    if (logPath == QLatin1String("-")) {
        QFile input;
        if (!input.open(stdin, QIODevice::ReadOnly)) {
            err << ExplainTexts::tr("Standard input could not be read.") << '\n';
            return 1;
        }
        extraction = extractor.value().extract(input);
    } else {
        extraction = extractor.value().extractFile(logPath);
    }
    if (!extraction) {
        err << extraction.error().message << '\n';
        if (!extraction.error().detail.isEmpty())
            err << extraction.error().detail << '\n';
        return 1;
    }
    if (json) {
        out << QJsonDocument(evidence::extractionToJson(extraction.value()))
                   .toJson(QJsonDocument::Indented);
    } else {
        printText(logPath, extraction.value(), out);
    }
    return 0;
}

} // namespace packwright::app
