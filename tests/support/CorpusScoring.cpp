// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CorpusScoring.h"

#include "evidence/Categories.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <algorithm>

namespace packwright::tests {

namespace {

QList<QByteArray> splitLines(const QByteArray &text)
{
    QList<QByteArray> lines = text.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

/// The corpus names package registries and caches (PyPI, npm, RubyGems, crates.io, Nix's
/// binary cache) as @PACKAGE_MIRROR@ in its URLs: the host tests name is the machine's own apt
/// mirror (tests/tools/apt-mirror.sh), so that no package mirror's host is written here. No
/// signal pattern depends on the host.
QByteArray withPackageMirror(QByteArray text)
{
    return text.replace("@PACKAGE_MIRROR@", PACKWRIGHT_TEST_MIRROR_HOST);
}

} // namespace

QString corpusDirectory()
{
    return QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/data/corpus/real-logs");
}

QList<CorpusCase> loadCorpus(const QString &directory, QStringList *errors)
{
    QList<CorpusCase> cases;
    const QDir dir(directory);
    for (const QString &id : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        QFile meta(dir.filePath(id + QStringLiteral("/case.json")));
        QFile log(dir.filePath(id + QStringLiteral("/build.log")));
        if (!meta.open(QIODevice::ReadOnly) || !log.open(QIODevice::ReadOnly)) {
            errors->append(id + QStringLiteral(": case.json or build.log missing"));
            continue;
        }
        const QJsonObject o = QJsonDocument::fromJson(withPackageMirror(meta.readAll())).object();
        CorpusCase c;
        c.id = id;
        c.ecosystem = o.value(QStringLiteral("ecosystem")).toString();
        c.kind = o.value(QStringLiteral("kind")).toString();
        c.categoryNix = o.value(QStringLiteral("category_nix")).toString();
        c.categoryEvident = o.value(QStringLiteral("category_evident")).toString();
        for (const QJsonValue v : o.value(QStringLiteral("root_cause_lines")).toArray())
            c.rootCauseLines.append(v.toString());
        c.log = withPackageMirror(log.readAll());
        if (c.rootCauseLines.isEmpty() || c.categoryNix.isEmpty()) {
            errors->append(id + QStringLiteral(": case.json lacks labels"));
            continue;
        }
        cases.append(c);
    }
    return cases;
}

CaseScore scoreCase(const evidence::Extractor &extractor, const CorpusCase &c,
    const QByteArray &noise, quint32 seed)
{
    CaseScore score;
    score.id = c.id;
    const QList<QByteArray> excerpt = splitLines(c.log);
    QList<qint64> labelled; // 1-based lines of the excerpt that hold a root-cause substring
    for (qsizetype i = 0; i < excerpt.size(); ++i) {
        const QString line = QString::fromUtf8(excerpt.at(i));
        for (const QString &cause : c.rootCauseLines) {
            if (line.contains(cause)) {
                labelled.append(i + 1);
                break;
            }
        }
    }

    QByteArray log;
    if (noise.isEmpty()) {
        log = c.log;
    } else {
        const QList<QByteArray> noiseLines = splitLines(noise);
        QRandomGenerator random(seed ^ quint32(qHash(c.id)));
        score.insertedAt = random.bounded(qint64(noiseLines.size()) + 1);
        for (qsizetype i = 0; i < score.insertedAt; ++i)
            log += noiseLines.at(i) + '\n';
        for (const QByteArray &line : excerpt)
            log += line + '\n';
        for (qsizetype i = score.insertedAt; i < noiseLines.size(); ++i)
            log += noiseLines.at(i) + '\n';
    }
    const evidence::Extraction extraction = extractor.extractText(log);
    for (qsizetype rank = 0; rank < extraction.ranked.size() && score.hitRank == 0; ++rank) {
        const evidence::FailureSignal &signal = extraction.ranked.at(rank);
        for (const qint64 line : labelled) {
            const qint64 shifted = line + score.insertedAt;
            if (signal.firstLine <= shifted && shifted <= signal.lastLine) {
                score.hitRank = int(rank + 1);
                break;
            }
        }
    }
    score.failed = extraction.failed;
    if (!extraction.ranked.isEmpty())
        score.lead = extraction.ranked.first().patternId;
    score.gotNix = evidence::nixCategoryName(extraction.categoryNix);
    score.gotEvident = evidence::evidentCategoryName(extraction.categoryEvident);
    score.nixCategoryOk = score.gotNix == c.categoryNix;
    score.evidentCategoryOk = score.gotEvident == c.categoryEvident;
    return score;
}

} // namespace packwright::tests
