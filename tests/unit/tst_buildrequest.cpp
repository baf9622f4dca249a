// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "nix/BuildRequest.h"

#include <QTest>

using namespace packwright::nix;

class TestBuildRequest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passesBuildFarmOptionsThrough()
    {
        BuildOptions options;
        options.store = QStringLiteral("ssh-ng://builder.example.org");
        options.builders = QStringLiteral("ssh://big x86_64-linux - 16");
        options.maxJobs = 0;
        options.options = {{QStringLiteral("substituters"), QString()}};
        QCOMPARE(options.commonArguments(),
            (QStringList{QStringLiteral("--store"), QStringLiteral("ssh-ng://builder.example.org"),
                QStringLiteral("--builders"), QStringLiteral("ssh://big x86_64-linux - 16"),
                QStringLiteral("--max-jobs"), QStringLiteral("0"), QStringLiteral("--option"),
                QStringLiteral("substituters"), QString()}));
        QVERIFY(BuildOptions().commonArguments().isEmpty());
        QCOMPARE(BuildOptions().timeout, std::chrono::seconds(420));
        options.nixBinDir = QStringLiteral("/opt/nix/bin");
        QCOMPARE(
            options.program(QStringLiteral("nix-build")), QStringLiteral("/opt/nix/bin/nix-build"));
        QCOMPARE(BuildOptions().program(QStringLiteral("nix-build")), QStringLiteral("nix-build"));
    }

    void sameCallForPathAndFlake()
    {
        const auto path = NixpkgsSource::localPath(QStringLiteral("/src/nixpkgs"));
        const auto flake = NixpkgsSource::flake(
            QStringLiteral("github:NixOS/nixpkgs/0123456789abcdef0123456789abcdef01234567"));
        QVERIFY(path.extraNixArguments().isEmpty());
        QCOMPARE(flake.extraNixArguments(),
            (QStringList{QStringLiteral("--extra-experimental-features"),
                QStringLiteral("nix-command flakes")}));
        for (const auto &source : {path, flake}) {
            const QString expr = source.callPackageExpression();
            QVERIFY(expr.startsWith(QStringLiteral("{ nixpkgs, packageFile }:")));
            QVERIFY(expr.contains(QStringLiteral("file = /. + packageFile;")));
            QVERIFY(expr.contains(QStringLiteral(
                "(if python then pkgs.python3Packages else pkgs).callPackage file { }")));
        }
        QVERIFY(
            flake.callPackageExpression().contains(QStringLiteral("builtins.getFlake nixpkgs")));
        // One nix-build evaluates and builds: the call, its trace (LogEvent::Kind::Evaluated)
        // and every output.
        const QString build = path.buildExpression();
        QVERIFY(build.contains(path.callPackageExpression()));
        QVERIFY(build.contains(QStringLiteral("builtins.trace \"packwright-evaluated "
                                              "${package.drvPath}\" (package.all or package)")));
    }
};

QTEST_GUILESS_MAIN(TestBuildRequest)
#include "tst_buildrequest.moc"
