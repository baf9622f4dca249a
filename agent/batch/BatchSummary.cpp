// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "batch/BatchSummary.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>

#include <algorithm>

namespace packwright::batch {

namespace {
struct SummaryTexts
{
    Q_DECLARE_TR_FUNCTIONS(SummaryTexts)
};

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

QString seconds(double ms)
{
    return fixed(ms / 1000.0, 1);
}

QString cell(QString text)
{
    text.replace(QLatin1Char('|'), QLatin1Char('/'));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
        && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

/// The category a task that did not build counts under.
QString categoryOf(const TaskResult &r)
{
    if (r.outcome == TaskOutcome::Timeout)
        return QStringLiteral("timeout");
    if (r.outcome == TaskOutcome::Error)
        return QStringLiteral("task_error");
    return r.failureCategory.isEmpty() ? QStringLiteral("unknown") : r.failureCategory;
}

/// The refinement column: what the evaluator said, or "—".
QString refinementCell(const TaskResult &r)
{
    return r.refinementVerdict.isEmpty() ? QStringLiteral("—") : r.refinementVerdict;
}
} // namespace

double BatchSummary::percent(int part, int whole)
{
    return whole > 0 ? 100.0 * part / whole : 0.0;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 ? values.at(middle) : (values.at(middle - 1) + values.at(middle)) / 2;
}

BatchSummary summarize(const QList<TaskResult> &results)
{
    BatchSummary s;
    s.results = results;
    s.tasks = int(results.size());
    QList<double> attempts;
    QList<double> walls;
    QMap<QString, int> categories;
    for (const TaskResult &r : results) {
        switch (r.outcome) {
        case TaskOutcome::Built: ++s.built; break;
        case TaskOutcome::Failed: ++s.failed; break;
        case TaskOutcome::Timeout: ++s.timedOut; break;
        case TaskOutcome::Error: ++s.errors; break;
        }
        if (r.refinementVerdict == u"no-problems" || r.refinementVerdict == u"problems") {
            ++s.refined;
            if (r.refinementVerdict == u"no-problems")
                ++s.functionallyCorrect;
        }
        if (!r.built())
            ++categories[categoryOf(r)];
        if (r.built() && r.reference.compared) {
            ++s.withReference;
            if (r.reference.sameInputs())
                ++s.sameInputs;
        }
        attempts << r.attempts;
        walls << double(r.wallMs);
        s.inputTokens += r.inputTokens;
        s.outputTokens += r.outputTokens;
        s.costUsd += r.costUsd;
        s.wallMs += r.wallMs;
        s.buildMs += r.buildMs;
        for (auto it = r.builtOn.cbegin(); it != r.builtOn.cend(); ++it) {
            auto &[derivations, tasks] = s.remoteBuilders[it.key()];
            derivations += it.value();
            ++tasks;
        }
    }
    if (!results.isEmpty()) {
        double total = 0;
        for (double a : attempts)
            total += a;
        s.meanAttempts = total / double(results.size());
        s.meanWallMs = double(s.wallMs) / double(results.size());
    }
    s.medianAttempts = median(attempts);
    s.medianWallMs = median(walls);
    for (auto it = categories.cbegin(); it != categories.cend(); ++it)
        s.categories.append({it.key(), it.value()});
    std::stable_sort(s.categories.begin(), s.categories.end(),
        [](const auto &x, const auto &y) { return x.second > y.second; });
    return s;
}

QString BatchSummary::toMarkdown() const
{
    QStringList md;
    md << SummaryTexts::tr("# Batch summary") << QString();
    md << SummaryTexts::tr("| figure | value |") << QStringLiteral("|---|---|");
    const auto row = [&md](const QString &name, const QString &value) {
        md << QStringLiteral("| %1 | %2 |").arg(name, value);
    };
    row(SummaryTexts::tr("tasks"), QString::number(tasks));
    row(SummaryTexts::tr("built"),
        SummaryTexts::tr("%1 (%2 %)").arg(built).arg(fixed(buildSuccessPercent(), 1)));
    row(SummaryTexts::tr("failed"), QString::number(failed));
    row(SummaryTexts::tr("timed out"), QString::number(timedOut));
    row(SummaryTexts::tr("could not start"), QString::number(errors));
    row(SummaryTexts::tr("functionally correct (refinement)"),
        refined ? SummaryTexts::tr("%1 of %2 evaluated (%3 %)")
                      .arg(functionallyCorrect)
                      .arg(refined)
                      .arg(fixed(functionallyCorrectPercent(), 1))
                : SummaryTexts::tr("not evaluated"));
    row(SummaryTexts::tr("attempts, mean / median"),
        QStringLiteral("%1 / %2").arg(fixed(meanAttempts, 2), fixed(medianAttempts, 1)));
    row(SummaryTexts::tr("tokens in / out"),
        QStringLiteral("%1 / %2").arg(inputTokens).arg(outputTokens));
    row(SummaryTexts::tr("cost (USD)"), fixed(costUsd, 4));
    row(SummaryTexts::tr("cost per package / per built package (USD)"),
        QStringLiteral("%1 / %2").arg(fixed(costPerPackage(), 4), fixed(costPerSuccess(), 4)));
    if (withReference > 0)
        row(SummaryTexts::tr("same inputs as the reference"),
            SummaryTexts::tr("%1 of %2 built").arg(sameInputs).arg(withReference));
    row(SummaryTexts::tr("wall time per task, mean / median (s)"),
        QStringLiteral("%1 / %2").arg(seconds(meanWallMs), seconds(medianWallMs)));
    row(SummaryTexts::tr("wall time / build time, all tasks (s)"),
        QStringLiteral("%1 / %2").arg(seconds(double(wallMs)), seconds(double(buildMs))));

    md << QString() << SummaryTexts::tr("## Failure categories") << QString();
    if (categories.isEmpty()) {
        md << SummaryTexts::tr("Every task built.");
    } else {
        const int notBuilt = tasks - built;
        md << SummaryTexts::tr("| category | tasks | share of failures |")
           << QStringLiteral("|---|---|---|");
        for (const auto &[name, count] : categories)
            md << QStringLiteral("| %1 | %2 | %3 % |")
                      .arg(cell(name))
                      .arg(count)
                      .arg(fixed(percent(count, notBuilt), 1));
    }

    if (!remoteBuilders.isEmpty()) {
        md << QString() << SummaryTexts::tr("## Remote builders") << QString()
           << SummaryTexts::tr("| builder | derivations built | tasks |")
           << QStringLiteral("|---|---|---|");
        for (auto it = remoteBuilders.cbegin(); it != remoteBuilders.cend(); ++it)
            md << QStringLiteral("| %1 | %2 | %3 |")
                      .arg(cell(it.key()), QString::number(it.value().first),
                          QString::number(it.value().second)); // one arg(): a URI has %3F
    }

    md << QString() << SummaryTexts::tr("## Tasks") << QString();
    md << SummaryTexts::tr("| task | kind | outcome | attempts | P/S/R/B | refinement | category "
                           "| cost (USD) |")
       << QStringLiteral("|---|---|---|---|---|---|---|---|");
    for (const TaskResult &r : results)
        // One arg() call: a task id or stop reason holding "%4" stays as it is.
        md << QStringLiteral("| %1 | %2 | %3 | %4 | %5/%6/%7/%8 | %9 | %10 | %11 |")
                  .arg(cell(r.id), taskKindName(r.kind),
                      r.built()
                          ? taskOutcomeName(r.outcome)
                          : QStringLiteral("%1 (%2)").arg(taskOutcomeName(r.outcome), r.stopReason),
                      QString::number(r.attempts), QString::number(r.progress),
                      QString::number(r.stagnation), QString::number(r.regress),
                      QString::number(r.brokenLog), refinementCell(r),
                      r.built() ? QStringLiteral("—") : cell(categoryOf(r)), fixed(r.costUsd, 4));
    md << QString()
       << SummaryTexts::tr("P/S/R/B: the verdicts PROGRESS, STAGNATION, REGRESS, BROKEN_LOG "
                           "(Vibenix §4.1.8). Each task's session and report are in "
                           "tasks/ID/; results.jsonl has every figure per task.")
       << QString();
    return md.join(QLatin1Char('\n'));
}

QString BatchSummary::toCsv() const
{
    QStringList categoryFields;
    for (const auto &[name, count] : categories)
        categoryFields << QStringLiteral("%1=%2").arg(name).arg(count);
    const QStringList header{QStringLiteral("tasks"), QStringLiteral("built"),
        QStringLiteral("build_success_pct"), QStringLiteral("failed"), QStringLiteral("timed_out"),
        QStringLiteral("errors"), QStringLiteral("refined"), QStringLiteral("functionally_correct"),
        QStringLiteral("functionally_correct_pct"), QStringLiteral("mean_attempts"),
        QStringLiteral("median_attempts"), QStringLiteral("input_tokens"),
        QStringLiteral("output_tokens"), QStringLiteral("cost_usd"),
        QStringLiteral("cost_per_package_usd"), QStringLiteral("cost_per_success_usd"),
        QStringLiteral("with_reference"), QStringLiteral("same_inputs"),
        QStringLiteral("categories"), QStringLiteral("wall_s"), QStringLiteral("build_s"),
        QStringLiteral("mean_wall_s"), QStringLiteral("median_wall_s")};
    const QStringList values{QString::number(tasks), QString::number(built),
        fixed(buildSuccessPercent(), 1), QString::number(failed), QString::number(timedOut),
        QString::number(errors), QString::number(refined), QString::number(functionallyCorrect),
        refined ? fixed(functionallyCorrectPercent(), 1) : QString(), fixed(meanAttempts, 2),
        fixed(medianAttempts, 1), QString::number(inputTokens), QString::number(outputTokens),
        fixed(costUsd, 4), fixed(costPerPackage(), 4), fixed(costPerSuccess(), 4),
        QString::number(withReference), QString::number(sameInputs),
        csvField(categoryFields.join(QLatin1Char(';'))), seconds(double(wallMs)),
        seconds(double(buildMs)), seconds(meanWallMs), seconds(medianWallMs)};
    return header.join(QLatin1Char(',')) + QLatin1Char('\n') + values.join(QLatin1Char(','))
        + QLatin1Char('\n');
}

QString compareRuns(const QList<TaskResult> &a, const QList<TaskResult> &b, const QString &labelA,
    const QString &labelB)
{
    const BatchSummary sa = summarize(a);
    const BatchSummary sb = summarize(b);
    QStringList md;
    md << SummaryTexts::tr("| figure | %1 | %2 |").arg(cell(labelA), cell(labelB))
       << QStringLiteral("|---|---|---|");
    const auto row = [&md](const QString &name, const QString &x, const QString &y) {
        md << QStringLiteral("| %1 | %2 | %3 |").arg(name, x, y);
    };
    const auto success = [](const BatchSummary &s) {
        return QStringLiteral("%1/%2 (%3 %)")
            .arg(s.built)
            .arg(s.tasks)
            .arg(fixed(s.buildSuccessPercent(), 1));
    };
    row(SummaryTexts::tr("built"), success(sa), success(sb));
    const auto correct = [](const BatchSummary &s) {
        return s.refined ? QStringLiteral("%1/%2").arg(s.functionallyCorrect).arg(s.refined)
                         : QStringLiteral("—");
    };
    row(SummaryTexts::tr("functionally correct"), correct(sa), correct(sb));
    row(SummaryTexts::tr("attempts, mean / median"),
        QStringLiteral("%1 / %2").arg(fixed(sa.meanAttempts, 2), fixed(sa.medianAttempts, 1)),
        QStringLiteral("%1 / %2").arg(fixed(sb.meanAttempts, 2), fixed(sb.medianAttempts, 1)));
    row(SummaryTexts::tr("cost per built package (USD)"), fixed(sa.costPerSuccess(), 4),
        fixed(sb.costPerSuccess(), 4));
    row(SummaryTexts::tr("tokens in / out"),
        QStringLiteral("%1 / %2").arg(sa.inputTokens).arg(sa.outputTokens),
        QStringLiteral("%1 / %2").arg(sb.inputTokens).arg(sb.outputTokens));
    row(SummaryTexts::tr("wall time per task, mean (s)"), seconds(sa.meanWallMs),
        seconds(sb.meanWallMs));

    QMap<QString, TaskResult> byIdA;
    QMap<QString, TaskResult> byIdB;
    for (const TaskResult &r : a)
        byIdA.insert(r.id, r);
    for (const TaskResult &r : b)
        byIdB.insert(r.id, r);
    QStringList ids = byIdA.keys();
    for (const QString &id : byIdB.keys()) {
        if (!byIdA.contains(id))
            ids << id;
    }
    ids.sort();
    md << QString()
       << SummaryTexts::tr("| task | %1 | attempts | cost | %2 | attempts | cost | change |")
              .arg(cell(labelA), cell(labelB))
       << QStringLiteral("|---|---|---|---|---|---|---|---|");
    const auto outcome = [](const TaskResult *r) {
        if (!r)
            return QStringLiteral("—");
        return r->built()
            ? taskOutcomeName(r->outcome)
            : QStringLiteral("%1 (%2)").arg(taskOutcomeName(r->outcome), r->stopReason);
    };
    for (const QString &id : ids) {
        const TaskResult *x = byIdA.contains(id) ? &byIdA[id] : nullptr;
        const TaskResult *y = byIdB.contains(id) ? &byIdB[id] : nullptr;
        QString change = QStringLiteral("—");
        if (x && y)
            change = x->built() == y->built()
                ? SummaryTexts::tr("same")
                : (y->built() ? SummaryTexts::tr("fixed") : SummaryTexts::tr("broken"));
        md << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |")
                  .arg(cell(id), outcome(x), x ? QString::number(x->attempts) : QStringLiteral("—"),
                      x ? fixed(x->costUsd, 4) : QStringLiteral("—"), outcome(y),
                      y ? QString::number(y->attempts) : QStringLiteral("—"),
                      y ? fixed(y->costUsd, 4) : QStringLiteral("—"), change);
    }
    md << QString();
    return md.join(QLatin1Char('\n'));
}

} // namespace packwright::batch
