// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The NixOS VM backend's parts that need no VM: the generated configuration module and
// expression (parse-checked by nix-instantiate when Nix is installed), the guest runner and
// the per-run environment file (run by the host's sh against ConsoleMarkers), the Nix command
// line, the run script's environment, the cache key, and the backend choice (names, Auto's
// fallback decisions, labels).

#include "vm/ConsoleMarkers.h"
#include "vm/NixosVm.h"
#include "vm/NixosVmConfig.h"
#include "vm/VmBackends.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright;
using namespace packwright::vm;

Q_DECLARE_METATYPE(packwright::vm::VmChoice)

namespace {
const QByteArray token = "PW0123456789abcdef0123456789abcdef";
const QString hello = QStringLiteral("/nix/store/0123456789abcdfghijklmnpqrsvwxyz-hello-2.12.1");
const QString ninja = QStringLiteral("/nix/store/abcdfghijklmnpqrsvwxyz0123456789-ninja-1.11.1");

/// `nix-instantiate --parse` of `text`: "" when it parses, else Nix's message.
QString nixParseError(const QByteArray &text, const QString &dir)
{
    QFile file(dir + QStringLiteral("/parse.nix"));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return QStringLiteral("cannot write");
    file.close();
    QProcess nix;
    nix.start(QStringLiteral("nix-instantiate"), {QStringLiteral("--parse"), file.fileName()});
    if (!nix.waitForFinished(60000))
        return QStringLiteral("nix-instantiate did not finish");
    return nix.exitCode() == 0 ? QString() : QString::fromUtf8(nix.readAllStandardError());
}

Result<QString> found(const QString &what)
{
    return what;
}

Result<QString> missing(const QString &message)
{
    return Error{message, {}};
}
} // namespace

class TestNixosVm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void configurationSaysWhatTheVmIs()
    {
        const QByteArray config = nixosVmConfiguration(768);
        QVERIFY(config.contains("virtualisation.memorySize = 768;"));
        QVERIFY(config.contains("networking.useDHCP = false;"));
        QVERIFY(config.contains("virtualisation.graphics = false;"));
        QVERIFY(config.contains("networkingOptions = lib.mkForce [ \"-nic none\" ];"));
        QVERIFY(config.contains("\"-monitor none\""));
        QVERIFY(config.contains("virtualisation.diskImage = null;"));
        // Both shares read-only at QEMU's side, and xchg where the runner reads it.
        QVERIFY(config.contains("\"${builtins.storeDir},readonly=on\""));
        QVERIFY(config.contains("source = ''\"$TMPDIR\"/xchg,readonly=on'';"));
        QVERIFY(config.contains("target = \"/tmp/xchg\";"));
        QVERIFY(config.contains("systemd.services.\"serial-getty@ttyS0\".enable = false;"));
        QVERIFY(config.contains("TTYPath = \"/dev/ttyS0\";"));
        QVERIFY(config.contains(QByteArray(QByteArray("./") + nixosRunnerFile)));
        QVERIFY(!config.contains("@MEMORY@"));
    }

    void nixTextParses()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("nix-instantiate")).isEmpty())
            QSKIP("nix-instantiate is not installed (Debian: nix-bin)");
        QTemporaryDir dir;
        QCOMPARE(nixParseError(nixosVmConfiguration(1024), dir.path()), QString());
        QCOMPARE(nixParseError(nixosVmExpression().toUtf8(), dir.path()), QString());
        // The check can fail: a broken text does not parse.
        QVERIFY(!nixParseError(nixosVmConfiguration(1024).replace("};\n}", "}\n}"), dir.path())
                     .isEmpty());
    }

    void environmentFile()
    {
        const QByteArray env = nixosRunEnvironment({hello, ninja}, token, false);
        QVERIFY(env.contains(QByteArray("export PATH='" + hello.toUtf8() + "/bin:" + hello.toUtf8()
            + "/sbin:" + ninja.toUtf8() + "/bin:" + ninja.toUtf8()
            + "/sbin:/run/current-system/sw/bin:/run/current-system/sw/sbin'\n")));
        QVERIFY(env.contains(
            QByteArray("PACKWRIGHT_BEGIN='" + ConsoleMarkers::beginLine(token) + "'\n")));
        QVERIFY(env.contains(
            QByteArray("PACKWRIGHT_END='" + ConsoleMarkers::endPrefix(token) + "'\n")));
        QVERIFY(env.contains("PACKWRIGHT_STDIN=/dev/null\n"));
        QVERIFY(env.contains(" TERM=dumb NO_COLOR=1"));
        const QByteArray interactive = nixosRunEnvironment({}, token, true);
        QVERIFY(interactive.contains("PACKWRIGHT_STDIN=/dev/ttyS0\n"));
        QVERIFY(interactive.contains(" TERM=vt100"));
        QVERIFY(!interactive.contains("NO_COLOR"));
        QVERIFY(interactive.contains(
            "export PATH='/run/current-system/sw/bin:/run/current-system/sw/sbin'\n"));
    }

    // The real runner and environment file, run by the host's sh with the guest's fixed paths
    // moved into a temporary directory: what it prints is what ConsoleMarkers reads.
    void runnerPrintsTheMarkersAroundTheScript()
    {
        QTemporaryDir dir;
        const QString xchg = dir.filePath(QStringLiteral("xchg"));
        QVERIFY(QDir().mkpath(xchg));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("home"))));
        QByteArray env = nixosRunEnvironment({}, token, false);
        env.replace("/run/current-system/sw/bin", "/usr/bin:/bin");
        env.replace(
            "HOME=/root", QByteArray("HOME=" + dir.filePath(QStringLiteral("home")).toUtf8()));
        QFile envFile(xchg + QStringLiteral("/env"));
        QVERIFY(envFile.open(QIODevice::WriteOnly));
        envFile.write(env);
        envFile.close();
        QFile script(xchg + QStringLiteral("/script.sh"));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("pwd\necho \"TERM=$TERM\"\nread line || echo no-input\necho oops >&2\n"
                     "exit 3\n");
        script.close();
        QByteArray runner = nixosGuestRunner();
        QVERIFY(runner.contains("xchg=/tmp/xchg\n"));
        runner.replace("xchg=/tmp/xchg", QByteArray("xchg=" + xchg.toUtf8()));
        runner.replace("/run/current-system/sw/bin/poweroff -f", "echo powered-off");

        QProcess sh;
        sh.setProcessChannelMode(QProcess::MergedChannels);
        sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QString::fromUtf8(runner)});
        QVERIFY(sh.waitForFinished(30000));
        const QByteArray console = sh.readAll();
        ConsoleMarkers markers(token, 4096);
        markers.feed("kernel noise\n" + console);
        QVERIFY2(markers.finished(), console.constData());
        QCOMPARE(*markers.exitStatus(), 3);
        QCOMPARE(markers.output(),
            dir.filePath(QStringLiteral("home")).toUtf8() + "\nTERM=dumb\nno-input\noops\n");
        QVERIFY(console.endsWith("powered-off\n"));

        // Without the run's files it says so and powers off, with no markers.
        QFile::remove(xchg + QStringLiteral("/script.sh"));
        sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QString::fromUtf8(runner)});
        QVERIFY(sh.waitForFinished(30000));
        const QByteArray broken = sh.readAll();
        QVERIFY(broken.contains("the run's files are missing"));
        QVERIFY(!broken.contains(":BEGIN"));
        QCOMPARE(sh.exitCode(), 1);
    }

    void nixArguments()
    {
        nix::BuildOptions options;
        options.options = {{QStringLiteral("substituters"), QString()}};
        const QStringList path
            = nixosVmNixArguments(nix::NixpkgsSource::localPath(QStringLiteral("/src/nixpkgs")),
                options, QStringLiteral("/cache/nixos-1/configuration.nix"),
                QStringLiteral("/cache/nixos-1/result"));
        QCOMPARE(path.mid(0, 3),
            (QStringList{QStringLiteral("--option"), QStringLiteral("substituters"), QString()}));
        const auto argstr = [](const QStringList &args, const QString &name) {
            const qsizetype at = args.indexOf(name);
            return at > 0 && args[at - 1] == QLatin1String("--argstr") ? args.value(at + 1)
                                                                       : QString();
        };
        QCOMPARE(argstr(path, QStringLiteral("nixpkgs")), QStringLiteral("/src/nixpkgs"));
        QCOMPARE(argstr(path, QStringLiteral("configuration")),
            QStringLiteral("/cache/nixos-1/configuration.nix"));
        QCOMPARE(argstr(path, QStringLiteral("kind")), QStringLiteral("path"));
        QCOMPARE(path.value(path.indexOf(QStringLiteral("--out-link")) + 1),
            QStringLiteral("/cache/nixos-1/result"));
        QCOMPARE(path.value(path.indexOf(QStringLiteral("--expr")) + 1), nixosVmExpression());
        QVERIFY(nixosVmExpression().contains(QLatin1String("root + \"/nixos\"")));
        QVERIFY(nixosVmExpression().contains(QLatin1String("in nixos.vm")));

        const QStringList flake = nixosVmNixArguments(
            nix::NixpkgsSource::flake(QStringLiteral("github:NixOS/nixpkgs/0123")), {},
            QStringLiteral("/c.nix"), {});
        QCOMPARE(argstr(flake, QStringLiteral("kind")), QStringLiteral("flake"));
        QVERIFY(flake.contains(QStringLiteral("--extra-experimental-features")));
        QVERIFY(!flake.contains(QStringLiteral("--out-link")));
    }

    void runScriptEnvironment()
    {
        qputenv("QEMU_OPTS", "-display gtk");
        qputenv("NIX_DISK_IMAGE", "/home/user/my.qcow2");
        const ConsoleLaunch kvm
            = nixosVmLaunch(QStringLiteral("/nix/store/x-nixos-vm/bin/run-nixos-vm"),
                QStringLiteral("/tmp/r1"), Accelerator::Kvm);
        qunsetenv("QEMU_OPTS");
        qunsetenv("NIX_DISK_IMAGE");
        QCOMPARE(kvm.program, QStringLiteral("/nix/store/x-nixos-vm/bin/run-nixos-vm"));
        QVERIFY(kvm.arguments.isEmpty());
        QCOMPARE(kvm.workingDirectory, QStringLiteral("/tmp/r1"));
        QCOMPARE(kvm.environment.value(QStringLiteral("TMPDIR")), QStringLiteral("/tmp/r1"));
        QCOMPARE(kvm.environment.value(QStringLiteral("USE_TMPDIR")), QStringLiteral("1"));
        QCOMPARE(
            kvm.environment.value(QStringLiteral("SHARED_DIR")), QStringLiteral("/tmp/r1/xchg"));
        QVERIFY(!kvm.environment.contains(QStringLiteral("QEMU_OPTS")));
        QVERIFY(!kvm.environment.contains(QStringLiteral("NIX_DISK_IMAGE")));
        QVERIFY(kvm.environment.contains(QStringLiteral("PATH")));
        const ConsoleLaunch tcg
            = nixosVmLaunch(QStringLiteral("/r"), QStringLiteral("/tmp/r2"), Accelerator::Tcg);
        QCOMPARE(tcg.environment.value(QStringLiteral("QEMU_OPTS")),
            QStringLiteral("-machine accel=tcg"));
    }

    void cacheKey()
    {
        const auto nixpkgs = nix::NixpkgsSource::localPath(QStringLiteral("/src/nixpkgs"));
        const nix::BuildOptions plain;
        const QByteArray config = nixosVmConfiguration(1024);
        const QString key = nixosVmKey(nixpkgs, QStringLiteral("aaaa"), plain, config);
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{20}$")).match(key).hasMatch());
        QCOMPARE(nixosVmKey(nixpkgs, QStringLiteral("aaaa"), plain, config), key);
        QVERIFY(nixosVmKey(nixpkgs, QStringLiteral("bbbb"), plain, config) != key);
        QVERIFY(
            nixosVmKey(nixpkgs, QStringLiteral("aaaa"), plain, nixosVmConfiguration(512)) != key);
        nix::BuildOptions offline;
        offline.options = {{QStringLiteral("substituters"), QString()}};
        QVERIFY(nixosVmKey(nixpkgs, QStringLiteral("aaaa"), offline, config) != key);
        QVERIFY(nixosVmKey(nix::NixpkgsSource::flake(QStringLiteral("/src/nixpkgs")),
                    QStringLiteral("aaaa"), plain, config)
            != key);
    }

    // The quick answers of the probe: no Nix runs for them.
    void probeRefusesAtOnce()
    {
        QTemporaryDir nixpkgs;
        QTemporaryDir cache;
        NixosVmOptions options;
        options.cacheDir = cache.path();
        const Result<QString> noNixos
            = NixosVm::probe(nix::NixpkgsSource::localPath(nixpkgs.path()), {}, options);
        QVERIFY(!noNixos.ok());
        QCOMPARE(noNixos.error().message,
            QStringLiteral("The pinned nixpkgs at %1 has no nixos/ directory, so it cannot "
                           "build a NixOS VM.")
                .arg(nixpkgs.path()));
        nix::BuildOptions remote;
        remote.store = QStringLiteral("ssh-ng://builder");
        const Result<QString> elsewhere
            = NixosVm::probe(nix::NixpkgsSource::localPath(nixpkgs.path()), remote, options);
        QVERIFY(!elsewhere.ok());
        QVERIFY(elsewhere.error().message.contains(QLatin1String("local Nix store")));
    }

    void choiceNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<VmChoice>("choice");
        QTest::newRow("auto") << QStringLiteral("auto") << VmChoice::Auto;
        QTest::newRow("nixos") << QStringLiteral("nixos") << VmChoice::NixosVm;
        QTest::newRow("micro-vm") << QStringLiteral("micro-vm") << VmChoice::MicroVm;
        QTest::newRow("bubblewrap") << QStringLiteral("bubblewrap") << VmChoice::Bubblewrap;
    }

    void choiceNames()
    {
        QFETCH(QString, name);
        QFETCH(VmChoice, choice);
        QCOMPARE(vmChoiceName(choice), name);
        QCOMPARE(vmChoiceFromName(name), std::optional<VmChoice>(choice));
        QCOMPARE(vmChoiceFromName(QLatin1Char(' ') + name.toUpper() + QLatin1Char('\n')),
            std::optional<VmChoice>(choice));
    }

    void unknownChoiceName()
    {
        QCOMPARE(vmChoiceFromName(QStringLiteral("qemu")), std::nullopt);
        QCOMPARE(vmChoiceFromName(QString()), std::nullopt);
        QCOMPARE(vmChoiceFromName(QStringLiteral("nixos-vm")), std::nullopt);
    }

    void decisions_data()
    {
        QTest::addColumn<VmChoice>("choice");
        QTest::addColumn<bool>("nixos");
        QTest::addColumn<bool>("microVm");
        QTest::addColumn<bool>("bubblewrap");
        QTest::addColumn<int>("expected"); // -1: an Error
        QTest::addColumn<QString>("note"); // a part of the note (or of the Error's message)
        const int nixosVm = int(VmChoice::NixosVm);
        const int microVm = int(VmChoice::MicroVm);
        const int bwrap = int(VmChoice::Bubblewrap);
        QTest::newRow("auto: all there")
            << VmChoice::Auto << true << true << true << nixosVm << QString();
        QTest::newRow("auto: no nixos") << VmChoice::Auto << false << true << true << microVm
                                        << QStringLiteral("no nixos/. Using the QEMU micro-VM");
        QTest::newRow("auto: bwrap only") << VmChoice::Auto << false << false << true << bwrap
                                          << QStringLiteral("weaker isolation");
        QTest::newRow("auto: nothing") << VmChoice::Auto << false << false << false << -1
                                       << QStringLiteral("cannot be run isolated from the host");
        QTest::newRow("nixos wanted, missing")
            << VmChoice::NixosVm << false << true << true << -1 << QStringLiteral("no nixos/.");
        QTest::newRow("micro-vm wanted")
            << VmChoice::MicroVm << true << true << true << microVm << QString();
        QTest::newRow("micro-vm wanted, missing")
            << VmChoice::MicroVm << true << false << true << -1 << QStringLiteral("no QEMU.");
        QTest::newRow("bwrap wanted")
            << VmChoice::Bubblewrap << true << true << true << bwrap << QString();
    }

    void decisions()
    {
        QFETCH(VmChoice, choice);
        QFETCH(bool, nixos);
        QFETCH(bool, microVm);
        QFETCH(bool, bubblewrap);
        QFETCH(int, expected);
        QFETCH(QString, note);
        VmAvailability availability;
        availability.nixos = nixos ? found(QStringLiteral("/nix/store/x.drv"))
                                   : missing(QStringLiteral("no nixos/."));
        availability.microVm = microVm ? found(QStringLiteral("/boot/vmlinuz"))
                                       : missing(QStringLiteral("no QEMU."));
        availability.bubblewrap = bubblewrap ? found(QStringLiteral("/usr/bin/bwrap"))
                                             : missing(QStringLiteral("no bwrap."));
        const Result<VmDecision> decision = decideVmBackend(choice, availability);
        if (expected < 0) {
            QVERIFY(!decision.ok());
            QVERIFY2(decision.error().message.contains(note), qPrintable(decision.error().message));
            return;
        }
        QVERIFY(decision.ok());
        QCOMPARE(int(decision.value().backend), expected);
        if (note.isEmpty())
            QCOMPARE(decision.value().note, QString());
        else
            QVERIFY2(decision.value().note.contains(note), qPrintable(decision.value().note));
    }

    void labels()
    {
        QCOMPARE(vmBackendLabel(QStringLiteral("nixos-vm"), Accelerator::Tcg),
            QStringLiteral("NixOS VM (software emulation)"));
        QCOMPARE(vmBackendLabel(QStringLiteral("nixos-vm"), Accelerator::Kvm),
            QStringLiteral("NixOS VM (KVM)"));
        QCOMPARE(vmBackendLabel(QStringLiteral("nixos-vm")), QStringLiteral("NixOS VM"));
        QCOMPARE(vmBackendLabel(QStringLiteral("qemu-tcg")),
            QStringLiteral("QEMU micro-VM (software emulation)"));
        QCOMPARE(vmBackendLabel(QStringLiteral("bubblewrap")),
            QStringLiteral("bubblewrap sandbox — weaker isolation: the host's kernel"));
        const BubblewrapSandbox sandbox;
        QCOMPARE(describeVmBackend(sandbox), vmBackendLabel(QStringLiteral("bubblewrap")));
        const NixosVm nixosVm(nix::NixpkgsSource::localPath(QStringLiteral("/src/nixpkgs")), {});
        QCOMPARE(describeVmBackend(nixosVm), QStringLiteral("NixOS VM"));
        QCOMPARE(nixosVm.name(), QStringLiteral("nixos-vm"));
        QCOMPARE(nixosVm.isolation(), Isolation::VirtualMachine);
    }
};

QTEST_GUILESS_MAIN(TestNixosVm)
#include "tst_nixosvm.moc"
