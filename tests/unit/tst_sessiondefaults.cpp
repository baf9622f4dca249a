// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SessionDefaults: the settings dialog's standing choices survive QSettings and reach a
// PackagingRequest.

#include "loop/PackagingLoop.h"
#include "loop/SessionDefaults.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace std::chrono_literals;

class TestSessionDefaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtInDefaultsWhenNothingIsStored()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        const loop::SessionDefaults d = loop::SessionDefaults::load(settings);
        QVERIFY(d == loop::SessionDefaults{});
        QVERIFY(d.approvals.asks(loop::GatedAction::ApplyEdit));
        QVERIFY(!d.approvals.asks(loop::GatedAction::StartBuild));
        QCOMPARE(d.maxIterations, 20);
        QCOMPARE(d.buildTimeout, 420s);
        // EvidenT's verifier is on for real users: the top 5 signals, when a model is set.
        QCOMPARE(d.verifySignals, 5);
        QCOMPARE(loop::PackagingRequest{}.limits.verifySignals, 5);
    }

    void roundTrip()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.ini"));
        loop::SessionDefaults d;
        d.approvals = loop::ApprovalPolicy::allAuto();
        d.maxIterations = 7;
        d.maxWithoutProgress = 3;
        d.refinementRounds = 0;
        d.verifySignals = 0;
        d.timeBudget = 30min;
        d.tokenBudget = 500000;
        d.costBudgetUsd = 1.25;
        d.buildTimeout = 900s;
        d.nixpkgsSources = {nix::NixpkgsSource::localPath(QStringLiteral("/src/nixpkgs")),
            nix::NixpkgsSource::flake(QStringLiteral("github:NixOS/nixpkgs/nixos-24.05"))};
        d.nixOptions = {QStringLiteral("substituters="), QStringLiteral("cores=2")};
        d.vm = vm::VmChoice::Bubblewrap;
        d.toolPaths = {{QStringLiteral("nixfmt"), QStringLiteral("/opt/bin/nixfmt")}};
        {
            QSettings settings(file, QSettings::IniFormat);
            d.save(settings);
        }
        QSettings settings(file, QSettings::IniFormat);
        const loop::SessionDefaults back = loop::SessionDefaults::load(settings);
        QCOMPARE(back.nixpkgsSources, d.nixpkgsSources);
        QCOMPARE(back.toolPaths, d.toolPaths);
        QVERIFY(back.timeBudget == d.timeBudget);
        QVERIFY(back.costBudgetUsd == d.costBudgetUsd);
        QVERIFY(back == d);

        // Unset budgets are removed, not left behind from an earlier save.
        loop::SessionDefaults none = back;
        none.timeBudget.reset();
        none.tokenBudget.reset();
        none.costBudgetUsd.reset();
        none.toolPaths.clear();
        none.save(settings);
        QVERIFY(loop::SessionDefaults::load(settings) == none);
    }

    void applyToRequest()
    {
        loop::SessionDefaults d;
        d.maxIterations = 5;
        d.verifySignals = 3;
        d.costBudgetUsd = 2.0;
        d.timeBudget = 10min;
        d.buildTimeout = 60s;
        d.nixOptions = {QStringLiteral("substituters="), QStringLiteral("no-equals-sign")};
        d.nixpkgsSources = {nix::NixpkgsSource::localPath(QStringLiteral("/a")),
            nix::NixpkgsSource::localPath(QStringLiteral("/b"))};
        d.vm = vm::VmChoice::MicroVm;
        d.toolPaths = {{QStringLiteral("nix-locate"), QStringLiteral("/opt/bin/nix-locate")}};

        loop::PackagingRequest request;
        d.applyTo(request);
        QCOMPARE(request.limits.maxIterations, 5);
        QCOMPARE(request.limits.verifySignals, 3);
        QVERIFY(request.limits.costBudgetUsd == 2.0);
        QVERIFY(request.limits.timeBudget == std::optional<std::chrono::seconds>(600s));
        QVERIFY(!request.limits.tokenBudget);
        QCOMPARE(request.buildOptions.timeout, 60s);
        QCOMPARE(request.buildOptions.options.size(), 1);
        QCOMPARE(request.buildOptions.options.constFirst().first, QStringLiteral("substituters"));
        QCOMPARE(request.buildOptions.options.constFirst().second, QString());
        QCOMPARE(request.nixpkgs.location, QStringLiteral("/a"));
        QVERIFY(request.approvals == d.approvals);
        QCOMPARE(request.vm.choice, vm::VmChoice::MicroVm);
        QCOMPARE(request.nixLocateProgram, QStringLiteral("/opt/bin/nix-locate"));

        // A nixpkgs the request names already stays.
        loop::PackagingRequest named;
        named.nixpkgs = nix::NixpkgsSource::flake(QStringLiteral("github:NixOS/nixpkgs/abc"));
        d.applyTo(named);
        QCOMPARE(named.nixpkgs.location, QStringLiteral("github:NixOS/nixpkgs/abc"));

        // No configured nix-locate: the request's own (PATH by default) stays.
        loop::PackagingRequest fromPath;
        loop::SessionDefaults{}.applyTo(fromPath);
        QCOMPARE(fromPath.nixLocateProgram, QString());
    }
};

QTEST_GUILESS_MAIN(TestSessionDefaults)
#include "tst_sessiondefaults.moc"
