// Scores failure-signal extraction on tests/data/corpus/real-logs: root-cause recall@1 and
// recall@3 (a case counts when a signal's line range covers a labelled root-cause line) and
// category accuracy for both taxonomies, on the bare excerpts and on the same excerpts
// embedded at a seeded random point of real successful Nix build output.
// Usage: bench_evidence_corpus NOISE.log [SEEDS=5] [CORPUS_DIR] [--show-heldout]
//                              [--baseline TEMPLATES.tsv]
//        bench_evidence_corpus --mine OUT.tsv SUCCESS.log...
//   --baseline: rank with these success templates (evidence/TemplateBaseline); measure it
//   with templates mined from other successful builds than those in NOISE.log.
//   --mine: writes the templates of successful build logs (one log per build) and exits;
//   resources/evidence/success-templates.tsv is made this way (see its README section).
//   NOISE.log: e.g. from `tests/tools/success-log.sh /tmp/success.log` (≥ 5,000 lines)
//   CORPUS_DIR: default tests/data/corpus/real-logs. When it holds heldout.txt (one case id
//   a line), the held-out cases are scored and totalled apart, and their rows are not
//   printed unless --show-heldout is given: whoever tunes patterns must not read them.

#include "CorpusScoring.h"
#include "evidence/TemplateBaseline.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSet>
#include <QTextStream>

using namespace packwright;

namespace {

struct Totals
{
    int cases = 0, bare1 = 0, bare3 = 0, nixOk = 0, evidentOk = 0;
    int embRuns = 0, emb1 = 0, emb3 = 0, embNix = 0, embEvident = 0;
    int bareFailed = 0, embFailed = 0; ///< runs where the extractor saw a failure
};

void printTotals(QTextStream &out, const QString &title, const Totals &t)
{
    const auto pct
        = [](int n, int of) { return QString::number(of ? 100.0 * n / of : 0.0, 'f', 1); };
    out << '\n'
        << title << ": " << t.cases << " cases\n"
        << "                     bare     embedded\n"
        << "recall@1           " << pct(t.bare1, t.cases).rightJustified(6) << " %  "
        << pct(t.emb1, t.embRuns).rightJustified(6) << " %\n"
        << "recall@3           " << pct(t.bare3, t.cases).rightJustified(6) << " %  "
        << pct(t.emb3, t.embRuns).rightJustified(6) << " %\n"
        << "category_nix       " << pct(t.nixOk, t.cases).rightJustified(6) << " %  "
        << pct(t.embNix, t.embRuns).rightJustified(6) << " %\n"
        << "category_evident   " << pct(t.evidentOk, t.cases).rightJustified(6) << " %  "
        << pct(t.embEvident, t.embRuns).rightJustified(6) << " %\n"
        << "seen as failed     " << pct(t.bareFailed, t.cases).rightJustified(6) << " %  "
        << pct(t.embFailed, t.embRuns).rightJustified(6) << " %\n";
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList args = app.arguments().mid(1);
    if (args.size() >= 3 && args.first() == u"--mine") {
        evidence::TemplateBaseline mined;
        for (const QString &path : args.mid(2)) {
            QFile log(path);
            if (!log.open(QIODevice::ReadOnly)) {
                out << "cannot read " << path << '\n';
                return 1;
            }
            mined.addSuccessfulLog(log.readAll());
        }
        if (const auto saved = mined.save(args.at(1)); !saved) {
            out << saved.error().message << '\n';
            return 1;
        }
        out << mined.size() << " templates from " << mined.logs() << " logs in " << args.at(1)
            << '\n';
        return 0;
    }
    const bool showHeldout = args.removeAll(QStringLiteral("--show-heldout")) > 0;
    evidence::ExtractionOptions options;
    if (const qsizetype at = args.indexOf(QStringLiteral("--baseline")); at >= 0) {
        if (at + 1 >= args.size()) {
            out << "--baseline needs a file\n";
            return 2;
        }
        auto loaded = evidence::TemplateBaseline::load(args.at(at + 1));
        if (!loaded) {
            out << loaded.error().message << '\n';
            return 1;
        }
        out << "baseline: " << loaded.value().size() << " templates from " << loaded.value().logs()
            << " successful logs\n";
        options.baseline
            = std::make_shared<const evidence::TemplateBaseline>(std::move(loaded).value());
        args.remove(at, 2);
    }
    if (args.isEmpty()) {
        out << "usage: bench_evidence_corpus NOISE.log [SEEDS=5] [CORPUS_DIR] [--show-heldout]\n"
               "  make NOISE.log with tests/tools/success-log.sh\n";
        return 2;
    }
    QFile noiseFile(args.at(0));
    if (!noiseFile.open(QIODevice::ReadOnly)) {
        out << "cannot read " << noiseFile.fileName() << '\n';
        return 1;
    }
    const QByteArray noise = noiseFile.readAll();
    const int seeds = args.size() > 1 ? std::max(1, args.at(1).toInt()) : 5;
    const QString dir = args.size() > 2 ? args.at(2) : tests::corpusDirectory();

    QStringList errors;
    const QList<tests::CorpusCase> cases = tests::loadCorpus(dir, &errors);
    for (const QString &e : errors)
        out << "corpus: " << e << '\n';
    QSet<QString> heldout;
    if (QFile list(QDir(dir).filePath(QStringLiteral("heldout.txt")));
        list.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : list.readAll().split('\n')) {
            if (!line.trimmed().isEmpty() && !line.startsWith('#'))
                heldout.insert(QString::fromUtf8(line.trimmed()));
        }
    }
    const auto extractor = evidence::Extractor::create(options);
    if (!extractor) {
        out << extractor.error().message << '\n';
        return 1;
    }

    Totals dev, held;
    out << QStringLiteral("%1  %2  %3  %4  %5\n")
               .arg(QStringLiteral("case"), -9)
               .arg(QStringLiteral("bare"), 4)
               .arg(QStringLiteral("embedded ranks"), -22)
               .arg(QStringLiteral("category_nix (got/want)"), -50)
               .arg(QStringLiteral("category_evident"));
    for (const tests::CorpusCase &c : cases) {
        const bool isHeldout = heldout.contains(c.id);
        Totals &t = isHeldout ? held : dev;
        ++t.cases;
        const tests::CaseScore bare = tests::scoreCase(extractor.value(), c);
        t.bare1 += bare.hitRank == 1;
        t.bare3 += bare.hitRank >= 1 && bare.hitRank <= 3;
        t.nixOk += bare.nixCategoryOk;
        t.evidentOk += bare.evidentCategoryOk;
        t.bareFailed += bare.failed;
        QStringList ranks;
        for (int seed = 1; seed <= seeds; ++seed) {
            const tests::CaseScore s = tests::scoreCase(extractor.value(), c, noise, quint32(seed));
            ++t.embRuns;
            t.emb1 += s.hitRank == 1;
            t.emb3 += s.hitRank >= 1 && s.hitRank <= 3;
            t.embNix += s.nixCategoryOk;
            t.embEvident += s.evidentCategoryOk;
            t.embFailed += s.failed;
            ranks << (s.hitRank == 0 ? QStringLiteral("-") : QString::number(s.hitRank));
        }
        if (isHeldout && !showHeldout)
            continue;
        out << QStringLiteral("%1  %2  %3  %4  %5\n")
                   .arg(c.id, -9)
                   .arg(bare.hitRank == 0 ? QStringLiteral("-") : QString::number(bare.hitRank), 4)
                   .arg(ranks.join(QLatin1Char(' ')), -22)
                   .arg((bare.nixCategoryOk ? QStringLiteral("ok ") : QStringLiteral("NO "))
                           + bare.gotNix + QLatin1Char('/') + c.categoryNix,
                       -50)
                   .arg((bare.evidentCategoryOk ? QStringLiteral("ok ") : QStringLiteral("NO "))
                       + bare.gotEvident + QLatin1Char('/') + c.categoryEvident);
    }
    out << "\nnoise: " << noise.count('\n') << " lines, seeds: " << seeds << '\n';
    printTotals(out, heldout.isEmpty() ? QStringLiteral("all") : QStringLiteral("dev"), dev);
    if (!heldout.isEmpty())
        printTotals(out, QStringLiteral("held-out (rows hidden unless --show-heldout)"), held);
    return 0;
}
