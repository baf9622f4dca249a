// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Benchmark of the Nix backend (prints figures; no pass/fail thresholds):
//  1. overhead of Builder (one nix-build of its build expression with internal-json, streamed and
//     decoded, raw log written) against one plain `nix-build` of the same derivation, in
//     the same run, alternating, each build a fresh derivation (a nonce) so nothing is cached;
//     once in Nix's sandbox (tests/fixtures/nix.conf, as every test builds) and once without;
//  2. peak memory of this process while Builder streams a build that prints 500 MB.
// Target (issues 3, 19): overhead under 2 %, memory held under 64 MB.
//
// Usage: bench_nixbuild [rounds=5] [log-megabytes=500]

#include "FixtureNix.h"
#include "nix/Builder.h"

#include <QCoreApplication>
#include <QCoroTask>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace packwright::nix;

namespace {

using Options = QList<QPair<QString, QString>>;

/// A nixpkgs stand-in with just callPackage: the benchmark measures Nix and the backend,
/// not a package set's evaluation.
void writeStubNixpkgs(const QString &dir)
{
    QDir().mkpath(dir);
    QFile f(dir + QStringLiteral("/default.nix"));
    f.open(QIODevice::WriteOnly);
    f.write("{ }: { callPackage = fn: args: import fn args; }\n");
}

/// A derivation that prints `lines` log lines of ~80 bytes and sleeps `seconds`.
void writePackage(const QString &file, const QString &nonce, qint64 lines, double seconds)
{
    QFile f(file);
    f.open(QIODevice::WriteOnly);
    f.write(QStringLiteral(
        "{ }: derivation {\n"
        "  name = \"bench-%1\"; system = builtins.currentSystem; builder = \"/bin/sh\";\n"
        "  args = [ \"-c\" \"echo Running phase: buildPhase; /usr/bin/yes 'cc -O2 -c src/module.c "
        "-o "
        "build/module.o  # a typical compiler line of the build log' | /usr/bin/head -n %2; "
        "/usr/bin/sleep %3; echo done > $out\" ];\n"
        "}\n")
                .arg(nonce)
                .arg(lines)
                .arg(seconds)
                .toUtf8());
}

qint64 peakRssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    status.open(QIODevice::ReadOnly);
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

qint64 plainNixBuildMs(const QString &nixpkgs, const QString &package, const Options &options)
{
    QProcess p;
    QStringList args{QStringLiteral("--no-out-link"), QStringLiteral("--expr"),
        NixpkgsSource::localPath(nixpkgs).callPackageExpression(), QStringLiteral("--argstr"),
        QStringLiteral("nixpkgs"), nixpkgs, QStringLiteral("--argstr"),
        QStringLiteral("packageFile"), package};
    for (const auto &[k, v] : options)
        args << QStringLiteral("--option") << k << v;
    QElapsedTimer t;
    t.start();
    p.start(QStringLiteral("nix-build"), args);
    p.waitForFinished(-1);
    if (p.exitCode() != 0)
        qFatal("plain nix-build failed: %s", p.readAllStandardError().constData());
    return t.elapsed();
}

QCoro::Task<BuildOutcome> builderBuild(
    const QString &nixpkgs, const QString &package, const QString &log, const Options &nixOptions)
{
    BuildOptions options;
    options.options = nixOptions;
    options.timeout = std::chrono::seconds(3600);
    // A named request: GCC 12 destroys temporaries inside a co_await expression twice.
    const BuildRequest request{package, NixpkgsSource::localPath(nixpkgs), options, log};
    Builder builder;
    co_return co_await builder.build(request);
}

double median(QList<qint64> v)
{
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? double(v[v.size() / 2]) : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2.0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    const qint64 logMiB = argc > 2 ? std::max(1, atoi(argv[2])) : 500;
    QTextStream out(stdout);
    QTemporaryDir dir;
    const QString nixpkgs = dir.filePath(QStringLiteral("nixpkgs"));
    writeStubNixpkgs(nixpkgs);
    const QString run = QString::number(QDateTime::currentMSecsSinceEpoch());

    // 1. Overhead: 20 000 log lines and 2 s of work per build, alternating plain/Builder,
    // in the sandbox and without it.
    const Options sandboxed = packwright::testing::fixtureNixOptions();
    const Options unsandboxed{{QStringLiteral("substituters"), QString()},
        {QStringLiteral("sandbox"), QStringLiteral("false")}};
    for (const auto &[label, options] : {std::pair{QStringLiteral("sandboxed"), sandboxed},
             std::pair{QStringLiteral("unsandboxed"), unsandboxed}}) {
        QList<qint64> plain, ours;
        for (int i = 0; i < rounds; ++i) {
            const QString tag = QStringLiteral("%1-%2-%3").arg(run, label).arg(i);
            const QString a = dir.filePath(QStringLiteral("a-%1.nix").arg(tag));
            const QString b = dir.filePath(QStringLiteral("b-%1.nix").arg(tag));
            writePackage(a, tag + QStringLiteral("-plain"), 20000, 2.0);
            writePackage(b, tag + QStringLiteral("-ours"), 20000, 2.0);
            plain.append(plainNixBuildMs(nixpkgs, a, options));
            QElapsedTimer t;
            t.start();
            auto task = builderBuild(nixpkgs, b, dir.filePath(QStringLiteral("b.log")), options);
            const BuildOutcome outcome = QCoro::waitFor(task); // QCoro 0.8: keep the task alive
            ours.append(t.elapsed());
            if (outcome.kind != OutcomeKind::Success)
                qFatal("Builder failed: %s", qPrintable(outcome.summary + outcome.errorText));
        }
        const double p = median(plain), o = median(ours);
        out << "overhead (" << label << "): plain nix-build median " << p << " ms, Builder median "
            << o << " ms over " << rounds << " rounds; overhead "
            << QString::number((o - p) / p * 100.0, 'f', 1) << " % (target < 2 %)\n";
        out.flush();
    }

    // 2. Memory while streaming a build log of logMiB MiB (~80-byte lines).
    const qint64 before = peakRssKiB();
    const QString big = dir.filePath(QStringLiteral("big.nix"));
    writePackage(big, run + QStringLiteral("-big"), logMiB * 1024 * 1024 / 80, 0);
    QElapsedTimer t;
    t.start();
    auto task = builderBuild(nixpkgs, big, dir.filePath(QStringLiteral("big.log")),
        packwright::testing::fixtureNixOptions());
    const BuildOutcome outcome = QCoro::waitFor(task);
    const qint64 after = peakRssKiB();
    out << "streaming: " << logMiB << " MiB build log in " << t.elapsed() / 1000.0
        << " s; raw log file " << QFileInfo(outcome.logFile).size() / (1024 * 1024)
        << " MiB; outcome " << outcomeKindName(outcome.kind) << "; peak RSS " << before / 1024
        << " MiB before, " << after / 1024 << " MiB after (target < 64 MiB held)\n";
    return outcome.kind == OutcomeKind::Success ? 0 : 1;
}
