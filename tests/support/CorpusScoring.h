// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/Extractor.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace packwright::tests {

/// One labelled case of tests/data/corpus/real-logs (see its README.md).
struct CorpusCase
{
    QString id;
    QString ecosystem;
    QString kind;
    QStringList rootCauseLines; ///< substrings of the lines a good extractor must flag
    QString categoryNix;
    QString categoryEvident;
    QByteArray log;
};

/// Reads every `<id>/case.json` + `<id>/build.log` under `directory`, sorted by id.
/// Cases whose files are missing or malformed are reported in `errors`, not skipped silently.
QList<CorpusCase> loadCorpus(const QString &directory, QStringList *errors);

/// How the extractor did on one case.
struct CaseScore
{
    QString id;
    int hitRank = 0; ///< 1-based rank of the first signal covering a root-cause line; 0: none
    bool nixCategoryOk = false;
    bool evidentCategoryOk = false;
    QString gotNix;
    QString gotEvident;
    qint64 insertedAt = 0; ///< lines of noise before the excerpt (0 for the bare excerpt)
    bool failed = false;   ///< the extractor saw a failure in the log (Extraction::failed)
    QString lead;          ///< the leading signal's pattern id, or empty when there is no signal
};

/// Runs the extractor on the case's log — bare, or embedded after a seeded random number
/// of `noise` lines (the rest of the noise follows it) — and scores it: a case counts at
/// rank k when the k-th signal's line range covers a line containing a root-cause substring.
CaseScore scoreCase(const evidence::Extractor &extractor, const CorpusCase &c,
    const QByteArray &noise = {}, quint32 seed = 1);

/// The 35-case corpus in the source tree (tests/data/corpus/real-logs).
QString corpusDirectory();

} // namespace packwright::tests
