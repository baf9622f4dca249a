// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Build time, file size and query latency of the nixpkgs package index (tools/PackageIndex)
// over synthetic nixpkgs-shaped entries: top-level attributes plus nested sets
// (python3Packages, perlPackages, haskellPackages), nixpkgs-like names (lib prefixes,
// hyphens, versions in names) and descriptions from a small vocabulary.
// Queries: a mix of exact attributes, nested leaves, words of descriptions, two-word
// queries, name prefixes and misses; median and p99 over all of them, in the index's own
// thread and from another thread (which opens the file per call).
// Usage: bench_package_index [ENTRIES=120000] [QUERIES=2000]

#include "tools/PackageIndex.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <memory>
#include <vector>

using namespace packwright::tools;

namespace {

const QStringList syllables{QStringLiteral("zo"), QStringLiteral("lib"), QStringLiteral("ra"),
    QStringLiteral("xen"), QStringLiteral("ko"), QStringLiteral("tur"), QStringLiteral("ma"),
    QStringLiteral("pi"), QStringLiteral("gen"), QStringLiteral("ssl"), QStringLiteral("yaml"),
    QStringLiteral("fu"), QStringLiteral("nix"), QStringLiteral("qt"), QStringLiteral("ve"),
    QStringLiteral("ol"), QStringLiteral("da"), QStringLiteral("crypt"), QStringLiteral("net"),
    QStringLiteral("io"), QStringLiteral("sh"), QStringLiteral("wa"), QStringLiteral("bel"),
    QStringLiteral("ix")};
const QStringList vocabulary{QStringLiteral("library"), QStringLiteral("parser"),
    QStringLiteral("tool"), QStringLiteral("compression"), QStringLiteral("fast"),
    QStringLiteral("cryptographic"), QStringLiteral("bindings"), QStringLiteral("python"),
    QStringLiteral("terminal"), QStringLiteral("emulator"), QStringLiteral("server"),
    QStringLiteral("client"), QStringLiteral("protocol"), QStringLiteral("image"),
    QStringLiteral("audio"), QStringLiteral("video"), QStringLiteral("network"),
    QStringLiteral("graphical"), QStringLiteral("interface"), QStringLiteral("command-line"),
    QStringLiteral("implementation"), QStringLiteral("format"), QStringLiteral("XML"),
    QStringLiteral("JSON"), QStringLiteral("YAML"), QStringLiteral("regular"),
    QStringLiteral("expressions"), QStringLiteral("database"), QStringLiteral("SQL"),
    QStringLiteral("engine"), QStringLiteral("game"), QStringLiteral("for"), QStringLiteral("the"),
    QStringLiteral("and"), QStringLiteral("of"), QStringLiteral("a"), QStringLiteral("utilities"),
    QStringLiteral("Haskell"), QStringLiteral("Perl"), QStringLiteral("module")};

QString randomName(QRandomGenerator &rng)
{
    QString name;
    const int parts = 1 + int(rng.bounded(3));
    for (int i = 0; i < parts; ++i)
        name += syllables.at(int(rng.bounded(syllables.size())));
    if (rng.bounded(4) == 0)
        name += QLatin1Char('-') + syllables.at(int(rng.bounded(syllables.size())));
    if (rng.bounded(8) == 0)
        name += QLatin1Char('_') + QString::number(rng.bounded(10));
    return name;
}

QString randomDescription(QRandomGenerator &rng)
{
    QStringList words;
    const int count = 3 + int(rng.bounded(9));
    for (int i = 0; i < count; ++i)
        words.append(vocabulary.at(int(rng.bounded(vocabulary.size()))));
    return words.join(QLatin1Char(' '));
}

QList<PackageEntry> syntheticEntries(int count, QRandomGenerator &rng)
{
    const QStringList sets{QString(), QString(), QString(), QString(), QString(),
        QStringLiteral("python3Packages."), QStringLiteral("python3Packages."),
        QStringLiteral("perlPackages."), QStringLiteral("haskellPackages.")};
    QList<PackageEntry> entries;
    entries.reserve(count);
    QSet<QString> seen;
    while (entries.size() < count) {
        const QString set = sets.at(int(rng.bounded(sets.size())));
        QString leaf = randomName(rng);
        if (seen.contains(set + leaf))
            leaf += QString::number(entries.size());
        seen.insert(set + leaf);
        const QString version = QStringLiteral("%1.%2.%3")
                                    .arg(rng.bounded(10))
                                    .arg(rng.bounded(30))
                                    .arg(rng.bounded(10));
        const QString pname = set.startsWith(QLatin1String("python"))
            ? QStringLiteral("python3.11-") + leaf
            : set.startsWith(QLatin1String("perl")) ? QStringLiteral("perl5.38.2-") + leaf
                                                    : leaf;
        entries.append({set + leaf, pname, version, randomDescription(rng)});
    }
    return entries;
}

QStringList queries(const QList<PackageEntry> &entries, int count, QRandomGenerator &rng)
{
    QStringList result;
    while (result.size() < count) {
        const PackageEntry &e = entries.at(int(rng.bounded(entries.size())));
        switch (result.size() % 6) {
        case 0:
            result.append(e.attribute); // exact attribute
            break;
        case 1:
            result.append(e.attribute.section(QLatin1Char('.'), -1)); // nested leaf / name
            break;
        case 2:
            result.append(vocabulary.at(int(rng.bounded(vocabulary.size())))); // one word
            break;
        case 3:
            result.append(vocabulary.at(int(rng.bounded(vocabulary.size()))) + QLatin1Char(' ')
                + vocabulary.at(int(rng.bounded(vocabulary.size()))));
            break;
        case 4:
            result.append(e.attribute.section(QLatin1Char('.'), -1).left(3)); // a prefix
            break;
        default:
            result.append(QStringLiteral("qqzzxxnothing%1").arg(result.size())); // a miss
            break;
        }
    }
    return result;
}

struct Latency
{
    double median = 0;
    double p99 = 0;
    double max = 0;
};

const char *const kinds[]
    = {"exact attribute", "name/leaf", "one word", "two words", "prefix", "miss"};
constexpr int kindCount = 6;

Latency summarize(std::vector<double> ms)
{
    if (ms.empty())
        return {};
    std::sort(ms.begin(), ms.end());
    return {ms.at(ms.size() / 2), ms.at(std::min(ms.size() - 1, ms.size() * 99 / 100)), ms.back()};
}

QString format(const Latency &l)
{
    return QStringLiteral("median %1 ms, p99 %2 ms, max %3 ms")
        .arg(QString::number(l.median, 'f', 3), QString::number(l.p99, 'f', 3),
            QString::number(l.max, 'f', 3));
}

/// Latency over all queries; `perKind` (if given) gets it per kind of query (index % 6).
Latency measure(const PackageIndex &index, const QStringList &queryList, qint64 *results,
    std::vector<Latency> *perKind = nullptr)
{
    std::vector<double> ms;
    std::vector<std::vector<double>> byKind(kindCount);
    ms.reserve(size_t(queryList.size()));
    QElapsedTimer timer;
    for (qsizetype i = 0; i < queryList.size(); ++i) {
        timer.start();
        *results += index.search(queryList.at(i), 20).size();
        const double elapsed = double(timer.nsecsElapsed()) / 1e6;
        ms.push_back(elapsed);
        byKind[size_t(i % kindCount)].push_back(elapsed);
    }
    if (perKind) {
        perKind->clear();
        for (auto &kind : byKind)
            perKind->push_back(summarize(std::move(kind)));
    }
    return summarize(std::move(ms));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int entryCount = args.size() > 1 ? args.at(1).toInt() : 120000;
    const int queryCount = args.size() > 2 ? args.at(2).toInt() : 2000;
    QTextStream out(stdout);

    QRandomGenerator rng(20261130);
    const QList<PackageEntry> entries = syntheticEntries(entryCount, rng);
    const QStringList queryList = queries(entries, queryCount, rng);

    QTemporaryDir dir;
    dir.setAutoRemove(qEnvironmentVariableIsEmpty("PACKWRIGHT_BENCH_KEEP"));
    if (!dir.autoRemove())
        out << "index file kept in " << dir.path() << "\n";
    const QString file = dir.filePath(QStringLiteral("packages.sqlite"));
    QElapsedTimer timer;
    timer.start();
    auto built = PackageIndex::fromEntries(entries, file);
    const qint64 buildMs = timer.elapsed();
    if (!built) {
        out << "build failed: " << built.error().message << " " << built.error().detail << "\n";
        return 1;
    }
    const PackageIndex index = std::move(built).value();
    out << "entries:        " << index.size() << "\n";
    out << "build:          " << buildMs << " ms\n";
    out << "index size:     " << QString::number(double(QFileInfo(file).size()) / 1048576.0, 'f', 1)
        << " MiB\n";

    timer.start();
    auto reopened = PackageIndex::open(file);
    out << "open:           " << QString::number(double(timer.nsecsElapsed()) / 1e6, 'f', 2)
        << " ms\n";

    qint64 results = 0;
    measure(index, queryList.mid(0, 100), &results); // warm the page cache
    results = 0;
    std::vector<Latency> perKind;
    const Latency same = measure(index, queryList, &results, &perKind);
    out << "queries:        " << queryList.size() << " (" << results << " results)\n";
    out << "same thread:    " << format(same) << "\n";
    for (int k = 0; k < kindCount; ++k)
        out << "  " << QString::fromLatin1(kinds[k]).leftJustified(16) << format(perKind[size_t(k)])
            << "\n";

    Latency other;
    qint64 otherResults = 0;
    std::unique_ptr<QThread> thread(
        QThread::create([&] { other = measure(index, queryList, &otherResults); }));
    thread->start();
    thread->wait();
    out << "other thread:   " << format(other) << " (opens the file per call)\n";
    return results == otherResults ? 0 : 2;
}
