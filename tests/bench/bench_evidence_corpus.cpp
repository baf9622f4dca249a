// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Scores failure-signal extraction on tests/data/corpus/real-logs: root-cause recall@1 and
// recall@3 (a case counts when a signal's line range covers a labelled root-cause line) and
// category accuracy for both taxonomies, on the bare excerpts and on the same excerpts
// embedded at a seeded random point of real successful Nix build output.
// Usage: bench_evidence_corpus NOISE.log [SEEDS=5] [CORPUS_DIR] [--show-heldout]
//                              [--baseline TEMPLATES.tsv] [--ablation-rows]
//        bench_evidence_corpus --mine OUT.tsv SUCCESS.log...
//   --ablation-rows: print the rows of the generic-patterns-only run too.
//   --baseline: rank with these success templates (evidence/TemplateBaseline); measure it
//   with templates mined from other successful builds than those in NOISE.log.
//   --mine: writes the templates of successful build logs (one log per build) and exits;
//   resources/evidence/success-templates.tsv is made this way (see its README section).
//   NOISE.log: e.g. from `tests/tools/success-log.sh /tmp/success.log` (≥ 5,000 lines)
//   CORPUS_DIR: default tests/data/corpus/real-logs. When it holds heldout.txt (one case id
//   a line), the held-out cases are scored and totalled apart, and their rows are not
//   printed unless --show-heldout is given: whoever tunes patterns must not read them.

#include "CorpusScoring.h"
#include "evidence/LogText.h"
#include "evidence/TemplateBaseline.h"
#include "loop/EvidenceController.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

struct Scored
{
    Totals dev, held;
};

/// Scores every case bare and embedded at `seeds` seeded points of `noise`. rows: 0 prints
/// nothing, 1 the development cases' rows, 2 every row.
Scored scoreCorpus(const evidence::Extractor &extractor, const QList<tests::CorpusCase> &cases,
    const QSet<QString> &heldout, const QByteArray &noise, int seeds, int rows, QTextStream &out)
{
    Scored scored;
    for (const tests::CorpusCase &c : cases) {
        const bool isHeldout = heldout.contains(c.id);
        Totals &t = isHeldout ? scored.held : scored.dev;
        ++t.cases;
        const tests::CaseScore bare = tests::scoreCase(extractor, c);
        t.bare1 += bare.hitRank == 1;
        t.bare3 += bare.hitRank >= 1 && bare.hitRank <= 3;
        t.nixOk += bare.nixCategoryOk;
        t.evidentOk += bare.evidentCategoryOk;
        t.bareFailed += bare.failed;
        QStringList ranks;
        for (int seed = 1; seed <= seeds; ++seed) {
            const tests::CaseScore s = tests::scoreCase(extractor, c, noise, quint32(seed));
            ++t.embRuns;
            t.emb1 += s.hitRank == 1;
            t.emb3 += s.hitRank >= 1 && s.hitRank <= 3;
            t.embNix += s.nixCategoryOk;
            t.embEvident += s.evidentCategoryOk;
            t.embFailed += s.failed;
            // "2c": found at rank 2, category_nix wrong in this embedding.
            ranks << (s.hitRank == 0 ? QStringLiteral("-") : QString::number(s.hitRank))
                    + (s.nixCategoryOk ? QString() : QStringLiteral("c"));
        }
        if (rows == 0 || (isHeldout && rows < 2))
            continue;
        out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                   .arg(c.id, -9)
                   .arg(bare.hitRank == 0 ? QStringLiteral("-") : QString::number(bare.hitRank), 4)
                   .arg(ranks.join(QLatin1Char(' ')), -22)
                   .arg((bare.nixCategoryOk ? QStringLiteral("ok ") : QStringLiteral("NO "))
                           + bare.gotNix + QLatin1Char('/') + c.categoryNix,
                       -50)
                   .arg((bare.evidentCategoryOk ? QStringLiteral("ok ") : QStringLiteral("NO "))
                           + bare.gotEvident + QLatin1Char('/') + c.categoryEvident,
                       -32)
                   .arg(bare.lead);
    }
    return scored;
}

/// The bundled patterns that know no ecosystem: Nix's own messages (nix-*), generic
/// wording (generic-*), cascades and the detectors. Every pattern written for one
/// toolchain's or project's wording (pkg-config, CMake, pytest, cargo …) is left out.
Result<std::shared_ptr<const evidence::SignalPatterns>> genericPatterns()
{
    QFile file(QStringLiteral(":/evidence/signal-patterns.json"));
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("the bundled signal patterns are missing"), file.errorString()};
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray kept;
    for (const QJsonValue &value : root.value(QStringLiteral("patterns")).toArray()) {
        const QJsonObject p = value.toObject();
        const QString id = p.value(QStringLiteral("id")).toString();
        const QString role = p.value(QStringLiteral("role")).toString();
        if (id.startsWith(QLatin1String("nix-")) || id.startsWith(QLatin1String("generic-"))
            || role == u"generic" || role == u"cascade" || p.contains(QStringLiteral("detector")))
            kept.append(p);
    }
    root.insert(QStringLiteral("patterns"), kept);
    return evidence::SignalPatterns::fromJson(
        QJsonDocument(root).toJson(), QStringLiteral("generic patterns"));
}

/// A rough token count, as providers bill English and logs: four characters a token.
qsizetype tokens(const QString &text)
{
    return (text.size() + 3) / 4;
}

/// EvidenT's Feedback slot against Vibenix's raw 100-line log tail (issue 18 item 7), on
/// every case as the end of a failing build: ≥ 5,000 lines of real successful build output,
/// then the case's excerpt. Prints each one's tokens and whether it quotes a root-cause line.
void printPromptSizes(QTextStream &out, const evidence::Extractor &extractor,
    const QList<tests::CorpusCase> &cases, const QByteArray &noise)
{
    const QList<QByteArray> noiseLines = noise.split('\n');
    qsizetype prefixLines = std::min<qsizetype>(noiseLines.size(), 6000);
    QByteArray prefix;
    for (qsizetype i = 0; i < prefixLines; ++i)
        prefix += noiseLines.at(i) + '\n';
    qint64 feedbackTokens = 0, tailTokens = 0;
    int feedbackHits = 0, tailHits = 0, counted = 0;
    for (const tests::CorpusCase &c : cases) {
        const QByteArray log = prefix + c.log;
        const evidence::Extraction extraction = extractor.extractText(log);
        nix::BuildOutcome outcome; // a build error: the Feedback shows the signals
        const QString feedback = loop::EvidenceController::feedback(outcome, extraction);
        QList<QByteArray> lines = log.split('\n');
        while (!lines.isEmpty() && lines.constLast().isEmpty())
            lines.removeLast();
        const QString tail
            = QString::fromUtf8(lines.mid(std::max<qsizetype>(0, lines.size() - 100)).join('\n'));
        // The tail quotes the log as it is; the Feedback slot quotes cleaned lines (no "> " or
        // "pname> " prefix, store hashes shortened), so a cause is looked for in that form.
        const auto quotesCause = [&c](const QString &text, bool cleaned) {
            for (const QString &cause : c.rootCauseLines) {
                QString wanted = cause;
                if (cleaned) {
                    const QByteArray raw = cause.toUtf8();
                    std::string buffer, condensed;
                    std::string_view derivation;
                    const std::string_view clean = evidence::splitDerivationPrefix(
                        evidence::cleanLine(std::string_view(raw.constData(), raw.size()), buffer),
                        derivation);
                    const std::string_view readable
                        = evidence::condenseForReading(clean, condensed);
                    wanted = QString::fromUtf8(readable.data(), qsizetype(readable.size()));
                }
                if (text.contains(wanted.trimmed().left(60)))
                    return true;
            }
            return false;
        };
        ++counted;
        feedbackTokens += tokens(feedback);
        tailTokens += tokens(tail);
        feedbackHits += quotesCause(feedback, true);
        tailHits += quotesCause(tail, false);
    }
    if (counted == 0)
        return;
    const auto pct = [counted](int n) { return QString::number(100.0 * n / counted, 'f', 1); };
    out << "\nprompt size, " << counted << " cases at the end of " << prefixLines
        << " lines of successful build output (tokens = characters / 4):\n"
        << "                          mean tokens   quotes a root-cause line\n"
        << "Feedback slot (EvidenT)   "
        << QString::number(double(feedbackTokens) / counted, 'f', 0).rightJustified(11) << "   "
        << pct(feedbackHits).rightJustified(6) << " %\n"
        << "raw 100-line tail         "
        << QString::number(double(tailTokens) / counted, 'f', 0).rightJustified(11) << "   "
        << pct(tailHits).rightJustified(6) << " %\n"
        << "Feedback / tail           "
        << QString::number(
               100.0 * double(feedbackTokens) / double(std::max<qint64>(1, tailTokens)), 'f', 1)
               .rightJustified(10)
        << " %\n";
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
    const bool ablationRows = args.removeAll(QStringLiteral("--ablation-rows")) > 0;
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
    auto generic = genericPatterns();
    if (!generic) {
        out << generic.error().message << ' ' << generic.error().detail << '\n';
        return 1;
    }
    const evidence::Extractor ablated(generic.value(), options);

    out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
               .arg(QStringLiteral("case"), -9)
               .arg(QStringLiteral("bare"), 4)
               .arg(QStringLiteral("embedded ranks"), -22)
               .arg(QStringLiteral("category_nix (got/want)"), -50)
               .arg(QStringLiteral("category_evident"), -32)
               .arg(QStringLiteral("lead (bare)"));
    const Scored all
        = scoreCorpus(extractor.value(), cases, heldout, noise, seeds, showHeldout ? 2 : 1, out);
    out << "\nnoise: " << noise.count('\n') << " lines, seeds: " << seeds << '\n';
    printTotals(out, heldout.isEmpty() ? QStringLiteral("all") : QStringLiteral("dev"), all.dev);
    if (!heldout.isEmpty())
        printTotals(out, QStringLiteral("held-out (rows hidden unless --show-heldout)"), all.held);

    // Generality ablation (issue 18): the same scoring with only the patterns that know no
    // ecosystem — Nix's own messages, generic wording, cascades and the detectors.
    if (ablationRows)
        out << "\nablation rows (generic patterns only):\n";
    const Scored bare = scoreCorpus(
        ablated, cases, heldout, noise, seeds, ablationRows ? (showHeldout ? 2 : 1) : 0, out);
    out << "\nablation: " << generic.value()->patterns().size() << " of "
        << extractor.value().patterns().patterns().size()
        << " patterns (Nix's own messages, generic wording, cascades, detectors)\n";
    printTotals(out,
        heldout.isEmpty() ? QStringLiteral("all, generic patterns only")
                          : QStringLiteral("dev, generic patterns only"),
        bare.dev);
    if (!heldout.isEmpty())
        printTotals(out, QStringLiteral("held-out, generic patterns only"), bare.held);

    printPromptSizes(out, extractor.value(), cases, noise);
    return 0;
}
