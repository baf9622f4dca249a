// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/LogComparison.h"

#include "evidence/LogText.h"
#include "nix/FailureClassifier.h"

#include <QCoreApplication>
#include <QFile>

#include <string>

namespace packwright::evidence {

namespace {

struct ComparisonTexts
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonTexts)
};

constexpr qint64 MaxLineBytes = LogReader::DefaultMaxLineBytes;

/// Pull-style line reading with bounded memory: the rest of an overlong line is skipped.
bool nextLine(QFile &file, std::string &line)
{
    line.resize(std::size_t(MaxLineBytes) + 1);
    const qint64 got = file.readLine(line.data(), MaxLineBytes + 1);
    if (got <= 0) {
        line.clear();
        return false;
    }
    line.resize(std::size_t(got));
    if (line.back() == '\n') {
        line.pop_back();
    } else if (!file.atEnd()) {
        char skip[4096];
        for (qint64 n = file.readLine(skip, sizeof skip); n > 0;
             n = file.readLine(skip, sizeof skip)) {
            if (skip[n - 1] == '\n')
                break;
        }
    }
    return true;
}

/// The stage a log stopped in. An evaluation error's log (or an excerpt) names no phase;
/// its leading signal knows the stage.
Stage stageReached(const Extraction &e)
{
    if (e.finalStage == Stage::Unknown && !e.ranked.isEmpty())
        return e.ranked.constFirst().stage;
    return e.finalStage;
}

QString displayPhase(const Extraction &e)
{
    return e.finalPhase.isEmpty() ? stageName(stageReached(e)) : e.finalPhase;
}

/// The signals that can be causes, best first, one per template: their templates (what two
/// logs are compared by) and, parallel, their diagnostic lines (what a person reads).
struct RootLines
{
    QStringList templates;
    QStringList lines;
};

RootLines rootLines(const Extraction &e)
{
    RootLines roots;
    for (const FailureSignal &s : e.ranked) {
        if (!s.cascade && !roots.templates.contains(s.templateText)) {
            roots.templates.append(s.templateText);
            roots.lines.append(s.matchedText());
        }
    }
    return roots;
}

/// The package name in a derivation's path, without store hash, version and ".drv":
/// "/nix/store/<hash>-cmake-3.27.7.drv" → "cmake"; empty for an empty path.
QString packageNameOf(const QString &drvPath)
{
    QString name = nix::derivationName(drvPath);
    for (qsizetype i = 0; i + 1 < name.size(); ++i) {
        if (name.at(i) == QLatin1Char('-') && name.at(i + 1).isDigit())
            return name.left(i);
    }
    return name;
}

} // namespace

Result<Divergence> firstDivergentLine(const QString &previousLog, const QString &currentLog)
{
    QFile previous(previousLog);
    QFile current(currentLog);
    for (QFile *file : {&previous, &current}) {
        if (!file->open(QIODevice::ReadOnly)) {
            return Error{ComparisonTexts::tr("The log %1 could not be read.").arg(file->fileName()),
                file->errorString()};
        }
    }
    std::string a, b, cleanA, cleanB, keyA, keyB;
    for (qint64 number = 1;; ++number) {
        const bool moreA = nextLine(previous, a);
        const bool moreB = nextLine(current, b);
        if (!moreA && !moreB)
            return Divergence{};
        if (moreA && moreB) {
            normaliseLine(cleanLine(a, cleanA), keyA);
            normaliseLine(cleanLine(b, cleanB), keyB);
            if (keyA == keyB)
                continue;
        }
        return Divergence{moreA ? number : 0, moreB ? number : 0};
    }
}

AttemptComparison compareAttempts(const Extraction &previous, const Extraction &current,
    const std::optional<Divergence> &divergence)
{
    AttemptComparison c;
    c.previousPhase = displayPhase(previous);
    c.currentPhase = displayPhase(current);
    // A log without phase markers (Nix's summary alone, an excerpt) tells only the stage it
    // stopped in: the two compare at that granularity, or the same failure in an excerpt
    // and in the whole log reads as progress.
    const bool byStage = previous.finalPhase.isEmpty() || current.finalPhase.isEmpty();
    const auto rank = [byStage](const Extraction &e) {
        return byStage ? PhaseTracker::phaseRank(QString(), stageReached(e)) : e.progressRank();
    };
    c.previousRank = rank(previous);
    c.currentRank = rank(current);
    c.divergence = divergence;
    if (const QString before = packageNameOf(previous.failedDerivation),
        now = packageNameOf(current.failedDerivation);
        !before.isEmpty() && !now.isEmpty() && before != now) {
        c.previousPackage = before;
        c.currentPackage = now;
    }
    const RootLines before = rootLines(previous);
    const RootLines now = rootLines(current);
    for (qsizetype i = 0; i < before.templates.size(); ++i) {
        const qsizetype at = now.templates.indexOf(before.templates.at(i));
        if (at < 0)
            c.resolved.append(before.lines.at(i));
        else
            c.unchanged.append(now.lines.at(at));
    }
    for (qsizetype i = 0; i < now.templates.size(); ++i) {
        if (!before.templates.contains(now.templates.at(i)))
            c.introduced.append(now.lines.at(i));
    }

    using evidence::VerdictKind;
    const auto verdict = [&c](VerdictKind kind, const QString &reason) {
        c.preVerdict = evidence::Verdict{kind, reason};
        return c;
    };
    if (current.read.lines == 0)
        return verdict(VerdictKind::BrokenLog, ComparisonTexts::tr("The new build log is empty."));
    if (current.looksBinary())
        return verdict(VerdictKind::BrokenLog,
            ComparisonTexts::tr("The new build log holds binary data, not text."));
    if (current.phases.isEmpty() && current.ranked.isEmpty())
        return verdict(VerdictKind::BrokenLog,
            ComparisonTexts::tr(
                "The new build log names no phase and no error; it may be cut short."));
    if (previous.read.lines == 0 || previous.looksBinary()) {
        c.decided = false;
        return verdict(VerdictKind::Stagnation,
            ComparisonTexts::tr("The earlier build log is empty or not text: there is nothing to "
                                "compare with."));
    }
    if (divergence && divergence->identical())
        return verdict(
            VerdictKind::Stagnation, ComparisonTexts::tr("The log is the same as before."));
    if (c.currentRank > c.previousRank)
        return verdict(VerdictKind::Progress,
            ComparisonTexts::tr("The build got further: it now stops in %1 (before: %2).")
                .arg(c.currentPhase, c.previousPhase));
    if (c.currentRank < c.previousRank)
        return verdict(VerdictKind::Regress,
            ComparisonTexts::tr("The build fails earlier: in %1 (before: %2).")
                .arg(c.currentPhase, c.previousPhase));
    // The same phase, and one of the logs shows a build that went through it without
    // failing: its lines are no error of the other's (explain --against a successful log).
    const auto finishedClean = [](const Extraction &e) {
        return !e.failed && !e.finalPhase.isEmpty() && !e.endsBeforeInstall();
    };
    if (previous.failed && finishedClean(current))
        return verdict(VerdictKind::Progress,
            ComparisonTexts::tr("The new build log shows no failure; it ends in %1.")
                .arg(c.currentPhase));
    if (finishedClean(previous) && current.failed)
        return verdict(VerdictKind::Regress,
            ComparisonTexts::tr("The earlier build log shows no failure; this one fails in %1: %2")
                .arg(c.currentPhase, now.lines.value(0)));
    const QString lead = before.templates.value(0);
    if (!lead.isEmpty() && !now.templates.contains(lead) && !now.lines.isEmpty())
        return verdict(VerdictKind::Progress,
            ComparisonTexts::tr("The previous error is gone (%1); the build now stops in the same "
                                "phase on a new one: %2")
                .arg(before.lines.constFirst(), now.lines.constFirst()));
    if (!lead.isEmpty() && now.templates.contains(lead))
        return verdict(VerdictKind::Stagnation,
            ComparisonTexts::tr("The same error as before, in %1: %2")
                .arg(c.currentPhase, now.lines.at(now.templates.indexOf(lead))));
    c.decided = false;
    return verdict(VerdictKind::Stagnation,
        ComparisonTexts::tr("The build stops in the same phase (%1) without a clearer error.")
            .arg(c.currentPhase));
}

QStringList comparisonDetails(const AttemptComparison &comparison)
{
    QStringList lines;
    if (!comparison.previousPackage.isEmpty()) {
        lines << ComparisonTexts::tr("the logs are of different packages: %1 (before), %2 (now); "
                                     "a comparison of two attempts assumes one package")
                     .arg(comparison.previousPackage, comparison.currentPackage);
    }
    if (comparison.divergence && !comparison.divergence->identical()) {
        lines << ComparisonTexts::tr("first divergent line: %1 (before), %2 (now)")
                     .arg(comparison.divergence->previousLine)
                     .arg(comparison.divergence->currentLine);
    }
    for (const QString &t : comparison.resolved)
        lines << ComparisonTexts::tr("gone: %1").arg(t);
    for (const QString &t : comparison.introduced)
        lines << ComparisonTexts::tr("new: %1").arg(t);
    return lines;
}

} // namespace packwright::evidence
