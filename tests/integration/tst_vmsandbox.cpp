// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bubblewrap backend (fast, weaker) and the run_in_vm tool on real parts: GNU hello built
// by real Nix with the fixture set, bwrap from Debian (packaging/setup.sh).

#include "FixtureNix.h"
#include "VmTestSupport.h"
#include "nix/ProcessTree.h"
#include "tools/VmTool.h"
#include "vm/BubblewrapSandbox.h"

#include <QCoroTask>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>

using namespace packwright;
using namespace packwright::vm;

namespace {
const QString fixtures = testing::fixturesDir();
} // namespace

class TestVmSandbox : public QObject
{
    Q_OBJECT

private:
    QString m_hello;

private Q_SLOTS:
    void initTestCase()
    {
        QString log;
        m_hello = testing::buildFixture(QStringLiteral("hello"), &log);
        QVERIFY2(!m_hello.isEmpty(), qPrintable(log));
    }

    void cleanup()
    {
        // No sandbox process outlives a run.
        QCOMPARE(nix::descendantProcesses(QCoreApplication::applicationPid()).size(), 0);
    }

    void helloGreetsAndSaysItIsWeaker()
    {
        BubblewrapSandbox sandbox;
        VmRunRequest request;
        request.storePaths = {m_hello};
        request.script = QStringLiteral("hello\n");
        const auto result = testing::runBlocking(sandbox, request);
        QVERIFY2(result.ok(), qPrintable(testing::errorText(result)));
        QCOMPARE(result.value().exitStatus, 0);
        QCOMPARE(result.value().output, QStringLiteral("Hello, world!\n"));
        QCOMPARE(result.value().isolation, Isolation::Namespaces);
        QCOMPARE(result.value().backend, QStringLiteral("bubblewrap"));
        QVERIFY(result.value().toText().contains(QLatin1String("weaker")));
    }

    void seesOnlyItsClosureAndNoNetwork()
    {
        BubblewrapSandbox sandbox;
        VmRunRequest request;
        request.storePaths = {m_hello};
        request.script = QStringLiteral(
            "ls /nix/store | wc -l\nls /sys/class/net 2>/dev/null | grep -v '^lo$' | wc -l\n"
            "touch /usr/x 2>/dev/null && echo writable || echo read-only\nexit 5\n");
        const auto result = testing::runBlocking(sandbox, request);
        QVERIFY2(result.ok(), qPrintable(testing::errorText(result)));
        QProcess closure;
        closure.start(QStringLiteral("nix-store"), {QStringLiteral("-qR"), m_hello});
        QVERIFY(closure.waitForFinished());
        const int closureSize = int(QString::fromUtf8(closure.readAllStandardOutput())
                                        .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                        .size());
        QCOMPARE(result.value().output, QStringLiteral("%1\n0\nread-only\n").arg(closureSize));
        QCOMPARE(result.value().exitStatus, 5);
    }

    void hangingScriptIsKilledAtItsLimit()
    {
        BubblewrapSandbox sandbox;
        VmRunRequest request;
        request.script = QStringLiteral("echo started\nsleep 600\n");
        request.timeout = std::chrono::seconds(2);
        const auto result = testing::runBlocking(sandbox, request);
        QVERIFY2(result.ok(), qPrintable(testing::errorText(result)));
        QVERIFY(result.value().timedOut);
        QCOMPARE(result.value().exitStatus, -1);
        QCOMPARE(result.value().output, QStringLiteral("started\n"));
        QVERIFY(result.value().runMs >= 2000);
        QVERIFY(result.value().runMs < 10000);
    }

    void outputIsBounded()
    {
        BubblewrapSandbox sandbox;
        VmRunRequest request;
        request.script = QStringLiteral("i=0; while [ $i -lt 2000 ]; do echo 0123456789; "
                                        "i=$((i+1)); done\n");
        request.outputLimit = 1000;
        const auto result = testing::runBlocking(sandbox, request);
        QVERIFY2(result.ok(), qPrintable(testing::errorText(result)));
        QCOMPARE(result.value().output.size(), 1000);
        QCOMPARE(result.value().droppedBytes, 2000 * 11 - 1000);
        QVERIFY(result.value().toText().contains(QLatin1String("21000")));
    }

    // The model's tool: arguments checked, the answer is the result as text.
    void runInVmTool()
    {
        BubblewrapSandbox sandbox;
        tools::VmTool tool(&sandbox, {m_hello});
        QCOMPARE(tool.spec().name, QStringLiteral("run_in_vm"));

        llm::ToolCall call;
        call.id = QStringLiteral("1");
        call.name = QStringLiteral("run_in_vm");
        call.arguments = QJsonDocument::fromJson(R"({"script": "hello -t; exit 3"})").object();
        auto task = tool.call(call);
        const tools::ToolOutcome outcome = QCoro::waitFor(task);
        QVERIFY2(!outcome.isError, qPrintable(outcome.text));
        QVERIFY(outcome.text.startsWith(QLatin1String("Exit status: 3\n")));
        QVERIFY(outcome.text.endsWith(QLatin1String("hello, world\n")));

        call.arguments
            = QJsonDocument::fromJson(R"({"script": "true", "timeout_seconds": 0})").object();
        auto badTask = tool.call(call);
        const tools::ToolOutcome bad = QCoro::waitFor(badTask);
        QVERIFY(bad.isError);
        QVERIFY(bad.text.contains(QLatin1String("timeout_seconds")));

        call.arguments = QJsonObject{};
        auto missingTask = tool.call(call);
        const tools::ToolOutcome missing = QCoro::waitFor(missingTask);
        QVERIFY(missing.isError);
        QVERIFY(missing.text.contains(QLatin1String("script")));

        // Without the session's nixpkgs the model cannot add packages.
        QVERIFY(!tool.spec()
                     .parameters.value(QStringLiteral("properties"))
                     .toObject()
                     .contains(QStringLiteral("packages")));
        call.arguments
            = QJsonDocument::fromJson(R"({"script": "true", "packages": ["ninja"]})").object();
        auto refusedTask = tool.call(call);
        QVERIFY(QCoro::waitFor(refusedTask).isError);
    }

    // With the session's nixpkgs (the fixture set), the model adds a package by attribute.
    void runInVmToolWithExtraPackages()
    {
        nix::BuildOptions options;
        options.options = packwright::testing::fixtureNixOptions();
        BubblewrapSandbox sandbox;
        tools::VmTool tool(&sandbox, {m_hello},
            tools::VmTool::PackageSource{
                nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs")), options});
        QVERIFY(tool.spec()
                    .parameters.value(QStringLiteral("properties"))
                    .toObject()
                    .contains(QStringLiteral("packages")));
        llm::ToolCall call;
        call.name = QStringLiteral("run_in_vm");
        call.arguments = QJsonDocument::fromJson(
            R"({"script": "ninja --version; hello", "packages": ["ninja"]})")
                             .object();
        auto task = tool.call(call);
        const tools::ToolOutcome outcome = QCoro::waitFor(task);
        QVERIFY2(!outcome.isError, qPrintable(outcome.text));
        QVERIFY2(outcome.text.endsWith(QLatin1String("Output:\n1.11.1\nHello, world!\n")),
            qPrintable(outcome.text));

        call.arguments
            = QJsonDocument::fromJson(R"({"script": "true", "packages": ["noSuchPackage"]})")
                  .object();
        auto badTask = tool.call(call);
        const tools::ToolOutcome bad = QCoro::waitFor(badTask);
        QVERIFY(bad.isError);
        QVERIFY(bad.text.contains(QLatin1String("noSuchPackage")));
    }
};

QTEST_GUILESS_MAIN(TestVmSandbox)
#include "tst_vmsandbox.moc"
