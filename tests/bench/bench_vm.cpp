// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmark of the QEMU micro-VM (prints figures; no pass/fail thresholds):
//  0. the one-time extraction of the host kernel to a PVH vmlinux (then cached);
//  1. the initramfs for a package's closure: size and build time;
//  2. boot-to-prompt: QEMU start to the script's start (the BEGIN marker), script `true`;
//  3. a run_in_vm round trip: `hello` in a fresh VM, from the call to the result;
// for software emulation (TCG) always, and for KVM when a probe boot (10 s limit) works.
// Issue 8 asks for both figures, "KVM and software emulation each where available".
//
// Usage: bench_vm STORE_PATH [rounds=3]
//   STORE_PATH: a package with bin/hello, e.g. the fixture hello:
//   nix-build --option substituters '' --option build-users-group '' --option sandbox false
//     --no-out-link -E 'let pkgs = import tests/fixtures/nixpkgs { }; in
//                       pkgs.callPackage tests/fixtures/packages/hello/package.nix { }'
//   (one line; the paths absolute)

#include "vm/KernelImage.h"
#include "vm/QemuMicroVm.h"

#include <QCoreApplication>
#include <QCoroTask>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace packwright::vm;

namespace {
QTextStream out(stdout);

struct Figures
{
    QList<qint64> bootMs;
    QList<qint64> roundTripMs;
    qint64 imageBytes = 0;
    qint64 imageMs = 0;
};

QString median(QList<qint64> values)
{
    if (values.isEmpty())
        return QStringLiteral("-");
    std::sort(values.begin(), values.end());
    return QString::number(double(values[values.size() / 2]) / 1000.0, 'f', 2)
        + QStringLiteral(" s");
}

bool measure(Accelerator accelerator, const QString &storePath, int rounds, Figures &figures)
{
    QemuOptions options;
    options.accelerator = accelerator;
    for (int i = 0; i < rounds; ++i) {
        QemuMicroVm vm(options);
        VmRunRequest boot;
        boot.script = QStringLiteral("true");
        auto bootTask = vm.run(boot);
        const auto booted = QCoro::waitFor(bootTask);
        if (!booted) {
            out << "  boot failed: " << booted.error().message << "\n";
            return false;
        }
        figures.bootMs.append(booted.value().bootMs);

        VmRunRequest hello;
        hello.storePaths = {storePath};
        hello.script = QStringLiteral("hello");
        QElapsedTimer clock;
        clock.start();
        auto helloTask = vm.run(hello);
        const auto ran = QCoro::waitFor(helloTask);
        const qint64 elapsed = clock.elapsed();
        if (!ran || ran.value().exitStatus != 0) {
            out << "  hello failed: " << (ran ? ran.value().toText() : ran.error().message) << "\n";
            return false;
        }
        figures.roundTripMs.append(elapsed);
        figures.imageBytes = vm.lastImageBytes();
        figures.imageMs = vm.lastImageMs();
        out << "  round " << i + 1 << ": boot " << booted.value().bootMs << " ms, hello round trip "
            << elapsed << " ms (boot " << ran.value().bootMs << " ms, script " << ran.value().runMs
            << " ms)\n";
        out.flush();
    }
    return true;
}

void report(const QString &name, const Figures &f)
{
    out << name << ": boot-to-prompt median " << median(f.bootMs)
        << ", run_in_vm round trip median " << median(f.roundTripMs) << ", initramfs "
        << f.imageBytes / 1024 << " KiB built in " << f.imageMs << " ms\n";
}
int runBench(const QStringList &args)
{
    if (args.size() < 2) {
        out << "usage: bench_vm STORE_PATH [rounds=3]\n";
        return 2;
    }
    const QString &storePath = args.at(1);
    const int rounds = args.size() > 2 ? args.at(2).toInt() : 3;

    const auto kernel = findKernel();
    if (!kernel) {
        out << kernel.error().message << "\n";
        return 1;
    }
    QTemporaryDir cache;
    QElapsedTimer extractClock;
    extractClock.start();
    const QString vmlinux = pvhKernel(kernel.value(), cache.path());
    out << "kernel " << kernel.value() << " (" << QFileInfo(kernel.value()).size() / 1024
        << " KiB) -> " << (vmlinux == kernel.value() ? QStringLiteral("not extracted") : vmlinux)
        << " (" << QFileInfo(vmlinux).size() / 1024 << " KiB) in " << extractClock.elapsed()
        << " ms (once; cached afterwards)\n";

    Figures tcg;
    out << "software emulation (TCG), " << rounds << " rounds\n";
    out.flush();
    if (measure(Accelerator::Tcg, storePath, rounds, tcg))
        report(QStringLiteral("TCG"), tcg);

    QElapsedTimer probeClock;
    probeClock.start();
    auto probe = QemuMicroVm::kvmWorks(QemuOptions{}, std::chrono::seconds(10), false);
    const bool kvm = QCoro::waitFor(probe);
    out << "KVM probe: " << (kvm ? "works" : "does not work") << " (" << probeClock.elapsed()
        << " ms)\n";
    out.flush();
    if (kvm) {
        Figures figures;
        if (measure(Accelerator::Kvm, storePath, rounds, figures))
            report(QStringLiteral("KVM"), figures);
    }
    return 0;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    try {
        return runBench(QCoreApplication::arguments());
    } catch (const std::exception &e) {
        out << "bench_vm: " << e.what() << "\n";
        return 1;
    }
}
