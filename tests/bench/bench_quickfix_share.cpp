// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The share of the broken fixture packages that reach a building package with quick fixes
// alone (issue 9: "Measure: the share of the fixture tasks that reach a building package
// with quick fixes alone and no model at all"). Runs the real packaging loop, with no model
// endpoint, on every tests/fixtures/packages/broken-* package, real Nix on the fixture set,
// and prints per package whether it builds, the attempts, and the deterministic fixes made.
//
//   build/bin/bench_quickfix_share [NAME-FILTER]
//
// The loop builds package.nix with the top-level callPackage, so the Python fixtures (written
// for python3Packages.callPackage) are run in the top-level form the python-application
// template produces: `{ lib, python3Packages }:` and `python3Packages.X` list elements.
// Relative `../x/src` sources become absolute (the session's workspace is elsewhere).
#include "FixtureNix.h"
#include "loop/LoopRunner.h"
#include "nix/ExpressionEdit.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>

using namespace packwright;
using namespace packwright::loop;

namespace {
const QString fixtures = QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/fixtures");

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// A python3Packages.callPackage file in the top-level form.
QString topLevelPython(QString text)
{
    const auto formals = nix::formalArguments(text);
    if (!formals || !formals->names.contains(QLatin1String("buildPythonPackage")))
        return text;
    static const QStringList topLevel{QStringLiteral("lib"), QStringLiteral("fetchFromGitHub"),
        QStringLiteral("fetchurl"), QStringLiteral("fetchPypi")};
    QStringList head;
    QStringList python;
    for (const QString &n : formals->names) {
        if (n == u"buildPythonPackage")
            head << QStringLiteral("python3Packages");
        else if (topLevel.contains(n))
            head << n;
        else
            python << n;
    }
    text.replace(formals->open, formals->close - formals->open + 1,
        QStringLiteral("{ %1 }").arg(head.join(QStringLiteral(", "))));
    text.replace(QRegularExpression(
                     QStringLiteral("^buildPythonPackage"), QRegularExpression::MultilineOption),
        QStringLiteral("python3Packages.buildPythonPackage"));
    for (const QString &p : python)
        text.replace(QRegularExpression(QStringLiteral("(?<=[\\[ ])%1(?=[ \\]])").arg(p)),
            QStringLiteral("python3Packages.") + p);
    return text;
}

struct Row
{
    QString name;
    bool builds = false;
    int attempts = 0;
    QStringList fixes;
    QStringList advice;
    QString stop;
    qint64 ms = 0;
};

Row run(const QString &name, const QString &indexFile)
{
    Row row;
    row.name = name;
    const QDir dir(fixtures + QStringLiteral("/packages/") + name);
    QString expression = readText(dir.filePath(QStringLiteral("package.nix")));
    expression.replace(QRegularExpression(QStringLiteral("\\.\\./([\\w-]+)/src")),
        fixtures + QStringLiteral("/packages/\\1/src"));
    expression = topLevelPython(expression);

    QTemporaryDir session;
    PackagingRequest r;
    r.initialExpression = expression;
    for (const QString &sibling : dir.entryList(QDir::Files)) {
        if (sibling != u"package.nix") {
            QFile f(dir.filePath(sibling));
            if (f.open(QIODevice::ReadOnly))
                r.extraFiles.insert(sibling, f.readAll());
        }
    }
    r.nixpkgs = nix::NixpkgsSource::localPath(fixtures + QStringLiteral("/nixpkgs"));
    r.buildOptions.options = packwright::testing::fixtureNixOptions();
    r.sessionDirectory = session.filePath(QStringLiteral("session"));
    r.packageIndexFile = indexFile;
    r.limits.maxIterations = 8;

    QElapsedTimer clock;
    clock.start();
    LoopRunner runner(r);
    QEventLoop wait;
    QObject::connect(&runner, &LoopRunner::loopEvent, &runner, [&row](const LoopEvent &e) {
        if (e.kind == LoopEvent::Kind::EditProposed && e.edit && e.edit->deterministic)
            row.fixes << e.edit->summary;
        if (e.kind == LoopEvent::Kind::Warning && e.text.startsWith(QLatin1String("Quick-fix")))
            row.advice << e.text.section(QLatin1Char('\n'), 0, 0);
    });
    QObject::connect(&runner, &LoopRunner::finished, &wait, &QEventLoop::quit);
    runner.start();
    wait.exec();
    const SessionReport &report = *runner.report();
    row.builds = report.succeeded();
    row.attempts = int(report.attempts.size());
    row.stop = stopReasonName(report.stopReason);
    row.ms = clock.elapsed();
    return row;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString filter = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    QTextStream out(stdout);

    QProcess fetch;
    fetch.start(QStringLiteral("bash"), {fixtures + QStringLiteral("/sources/fetch.sh")});
    fetch.waitForFinished(600000);
    if (fetch.exitCode() != 0)
        out << "warning: the source mirror is incomplete (fetch.sh exit " << fetch.exitCode()
            << "); packages fetching from it fail\n";

    QTemporaryDir cache;
    const QString indexFile = cache.filePath(QStringLiteral("index.sqlite"));
    QList<Row> rows;
    const QStringList names = QDir(fixtures + QStringLiteral("/packages"))
                                  .entryList({QStringLiteral("broken-*")}, QDir::Dirs);
    for (const QString &name : names) {
        if (!filter.isEmpty() && !name.contains(filter))
            continue;
        rows << run(name, indexFile);
        const Row &r = rows.constLast();
        out << QStringLiteral("%1  %2  attempts %3  %4  (%5 s)\n")
                   .arg(r.name, -34)
                   .arg(r.builds ? QStringLiteral("BUILDS ") : QStringLiteral("no     "))
                   .arg(r.attempts)
                   .arg(r.stop, -16)
                   .arg(double(r.ms) / 1000.0, 0, 'f', 1);
        for (const QString &f : r.fixes)
            out << "      fix:    " << f << '\n';
        for (const QString &a : r.advice)
            out << "      advice: " << a << '\n';
        out.flush();
    }
    int built = 0;
    int quick = 0;
    for (const Row &r : std::as_const(rows)) {
        built += r.builds ? 1 : 0;
        quick += r.builds && std::any_of(r.fixes.cbegin(), r.fixes.cend(), [](const QString &f) {
            return !f.contains(QLatin1String("trust on first use"))
                || f.startsWith(QLatin1String("Replace the invalid"));
        });
    }
    out << QStringLiteral("\nbuilding with deterministic fixes alone, no model: %1 of %2 (%3%)\n")
               .arg(built)
               .arg(rows.size())
               .arg(rows.isEmpty() ? 0.0 : 100.0 * built / double(rows.size()), 0, 'f', 0);
    out << QStringLiteral("of which through a quick fix (not only a hash fix): %1\n").arg(quick);
    return 0;
}
