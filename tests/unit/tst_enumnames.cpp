// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/Verdict.h"
#include "nix/OutcomeKind.h"

#include <QTest>

using namespace packwright;

class TestEnumNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdictNamesRoundTrip()
    {
        for (auto kind : {evidence::VerdictKind::Progress, evidence::VerdictKind::Stagnation,
                 evidence::VerdictKind::Regress, evidence::VerdictKind::BrokenLog}) {
            const QString name = evidence::verdictName(kind);
            QVERIFY(!name.isEmpty());
            QCOMPARE(evidence::verdictFromName(name), kind);
        }
        QCOMPARE(
            evidence::verdictName(evidence::VerdictKind::BrokenLog), QStringLiteral("BROKEN_LOG"));
        QCOMPARE(evidence::verdictFromName(u"progress"), std::nullopt);
    }

    void outcomeNamesRoundTrip()
    {
        for (int i = 0; i <= int(nix::OutcomeKind::Unfinished); ++i) {
            const auto kind = nix::OutcomeKind(i);
            const QString name = nix::outcomeKindName(kind);
            QVERIFY2(!name.isEmpty(), qPrintable(QString::number(i)));
            QCOMPARE(nix::outcomeKindFromName(name), kind);
        }
        QCOMPARE(
            nix::outcomeKindName(nix::OutcomeKind::HashMismatch), QStringLiteral("hash-mismatch"));
        QCOMPARE(nix::outcomeKindFromName(u""), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestEnumNames)
#include "tst_enumnames.moc"
