// Scores failure-signal extraction on tests/data/corpus/real-logs: root-cause recall@1 and
// recall@3 (a case counts when a signal's line range covers a labelled root-cause line) and
// category accuracy for both taxonomies, on the bare excerpts and on the same excerpts
// embedded at a seeded random point of real successful Nix build output.
// Usage: bench_evidence_corpus NOISE.log [SEEDS=5] [CORPUS_DIR]
//   NOISE.log: e.g. from `tests/tools/success-log.sh /tmp/success.log` (≥ 5,000 lines)

#include "CorpusScoring.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

using namespace packwright;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    if (argc < 2) {
        out << "usage: bench_evidence_corpus NOISE.log [SEEDS=5] [CORPUS_DIR]\n"
               "  make NOISE.log with tests/tools/success-log.sh\n";
        return 2;
    }
    QFile noiseFile(QString::fromLocal8Bit(argv[1]));
    if (!noiseFile.open(QIODevice::ReadOnly)) {
        out << "cannot read " << noiseFile.fileName() << '\n';
        return 1;
    }
    const QByteArray noise = noiseFile.readAll();
    const int seeds = argc > 2 ? std::max(1, atoi(argv[2])) : 5;
    const QString dir = argc > 3 ? QString::fromLocal8Bit(argv[3]) : tests::corpusDirectory();

    QStringList errors;
    const QList<tests::CorpusCase> cases = tests::loadCorpus(dir, &errors);
    for (const QString &e : errors)
        out << "corpus: " << e << '\n';
    const auto extractor = evidence::Extractor::create();
    if (!extractor) {
        out << extractor.error().message << '\n';
        return 1;
    }

    int bare1 = 0, bare3 = 0, nixOk = 0, evidentOk = 0;
    int emb1 = 0, emb3 = 0, embRuns = 0, embNix = 0, embEvident = 0;
    out << QStringLiteral("%1  %2  %3  %4  %5\n")
               .arg(QStringLiteral("case"), -9)
               .arg(QStringLiteral("bare"), 4)
               .arg(QStringLiteral("embedded ranks"), -22)
               .arg(QStringLiteral("category_nix (got/want)"), -50)
               .arg(QStringLiteral("category_evident"));
    for (const tests::CorpusCase &c : cases) {
        const tests::CaseScore bare = tests::scoreCase(extractor.value(), c);
        bare1 += bare.hitRank == 1;
        bare3 += bare.hitRank >= 1 && bare.hitRank <= 3;
        nixOk += bare.nixCategoryOk;
        evidentOk += bare.evidentCategoryOk;
        QStringList ranks;
        for (int seed = 1; seed <= seeds; ++seed) {
            const tests::CaseScore s = tests::scoreCase(extractor.value(), c, noise, quint32(seed));
            ++embRuns;
            emb1 += s.hitRank == 1;
            emb3 += s.hitRank >= 1 && s.hitRank <= 3;
            embNix += s.nixCategoryOk;
            embEvident += s.evidentCategoryOk;
            ranks << (s.hitRank == 0 ? QStringLiteral("-") : QString::number(s.hitRank));
        }
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
    const auto pct
        = [](int n, int of) { return QString::number(of ? 100.0 * n / of : 0.0, 'f', 1); };
    const int n = int(cases.size());
    out << "\ncases: " << n << ", noise: " << noise.count('\n') << " lines, seeds: " << seeds
        << '\n'
        << "                     bare     embedded\n"
        << "recall@1           " << pct(bare1, n).rightJustified(6) << " %  "
        << pct(emb1, embRuns).rightJustified(6) << " %\n"
        << "recall@3           " << pct(bare3, n).rightJustified(6) << " %  "
        << pct(emb3, embRuns).rightJustified(6) << " %\n"
        << "category_nix       " << pct(nixOk, n).rightJustified(6) << " %  "
        << pct(embNix, embRuns).rightJustified(6) << " %\n"
        << "category_evident   " << pct(evidentOk, n).rightJustified(6) << " %  "
        << pct(embEvident, embRuns).rightJustified(6) << " %\n";
    return 0;
}
