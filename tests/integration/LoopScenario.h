// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Shared by the loop's end-to-end tests (tst_packagingloop, tst_maintenance): the fixture
// package set, scripted-model steps, running a session on its worker thread, and checks of
// its result with plain Nix.
#pragma once

#include "FixtureNix.h"
#include "ScriptedModelServer.h"
#include "loop/LoopRunner.h"
#include "workspace/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace packwright::testsupport {

using testing::fixtureMirror;
using testing::fixturesDir;

inline QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

inline QString fixturePackage(const char *name)
{
    return readText(fixturesDir() + QStringLiteral("/packages/") + QLatin1String(name)
        + QStringLiteral("/package.nix"));
}

/// tiny's sources as a session's extra files ("src/…"), for an expression whose src is ./src.
inline QMap<QString, QByteArray> tinySources()
{
    QMap<QString, QByteArray> files;
    const QDir src(fixturesDir() + QStringLiteral("/packages/tiny/src"));
    for (const QString &name : src.entryList(QDir::Files)) {
        QFile file(src.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(file.fileName()));
        files.insert(QStringLiteral("src/") + name, file.readAll());
    }
    return files;
}

/// The postPatch block of broken-compile-error that breaks tiny.c, as the expression spells it.
inline QString postPatchBlock(const QString &expression)
{
    const qsizetype start = expression.indexOf(QStringLiteral("  postPatch = ''"));
    const QString end = QStringLiteral("  '';\n\n");
    return expression.mid(start, expression.indexOf(end, start) + end.size() - start);
}

/// Runs fetch.sh; false (with a warning) when the Debian archive is unreachable.
inline bool fillFixtureMirror()
{
    QProcess fetch;
    fetch.start(QStringLiteral("bash"), {fixturesDir() + QStringLiteral("/sources/fetch.sh")});
    if (!fetch.waitForFinished(600000) || fetch.exitCode() != 0) {
        qWarning("source mirror unavailable (fetch.sh exit %d)", fetch.exitCode());
        return false;
    }
    return true;
}

inline QJsonObject toolCall(const QString &id, const QString &name, const QJsonObject &arguments)
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), name},
        {QStringLiteral("arguments"), arguments}};
}

inline QJsonObject strReplace(const QString &id, const QString &oldText, const QString &newText)
{
    return toolCall(id, QStringLiteral("str_replace"),
        {{QStringLiteral("old_str"), oldText}, {QStringLiteral("new_str"), newText}});
}

/// A step whose reply calls tools; `contains`: strings the request must hold.
inline QJsonObject callsStep(
    const QJsonArray &calls, const QStringList &contains = {}, const QJsonObject &usage = {})
{
    QJsonObject reply{{QStringLiteral("toolCalls"), calls}};
    if (!usage.isEmpty())
        reply.insert(QStringLiteral("usage"), usage);
    return {
        {QStringLiteral("expect"),
            QJsonObject{{QStringLiteral("promptContains"), QJsonArray::fromStringList(contains)}}},
        {QStringLiteral("reply"), reply}};
}

inline QJsonObject textStep(const QString &text, const QJsonObject &usage = {})
{
    QJsonObject reply{{QStringLiteral("text"), text}};
    if (!usage.isEmpty())
        reply.insert(QStringLiteral("usage"), usage);
    return {{QStringLiteral("reply"), reply}};
}

/// A request on the fixture set with real Nix, offline; the package index in `indexFile`.
inline loop::PackagingRequest fixtureRequest(const QString &sessionDir, const QString &indexFile)
{
    loop::PackagingRequest r;
    r.nixpkgs = nix::NixpkgsSource::localPath(fixturesDir() + QStringLiteral("/nixpkgs"));
    r.buildOptions.options = testing::fixtureNixOptions();
    r.sessionDirectory = sessionDir;
    r.packageIndexFile = indexFile;
    // The scripted transcripts end with the build; tst_refinement scripts the refinement.
    r.limits.refinementRounds = 0;
    // They script the fix steps alone; the scenarios of EvidenT's signal verifier (on for
    // users, PackagingRequest's default) turn it on and script its call.
    r.limits.verifySignals = 0;
    // They end with the first package that builds; the lint quick fix (on for users) would
    // add an attempt. The scenarios of the lint fix turn it on.
    r.lintFixes = false;
    return r;
}

inline llm::ProviderProfile scriptedProfile(const ScriptedModelServer &server)
{
    llm::ProviderProfile p
        = llm::ProviderProfile::local(server.baseUrl(), QStringLiteral("scripted-model"));
    p.name = QStringLiteral("scripted");
    p.maxOutputTokens = 256;
    return p;
}

/// Runs the session to its end on its worker thread; `onApproval` answers approval requests.
inline loop::SessionReport runSession(const loop::PackagingRequest &r,
    std::function<loop::ApprovalDecision(const loop::ApprovalRequest &)> onApproval = {},
    QList<loop::LoopEvent> *events = nullptr)
{
    loop::LoopRunner runner(r);
    QSignalSpy finished(&runner, &loop::LoopRunner::finished);
    QObject::connect(&runner, &loop::LoopRunner::loopEvent, &runner, [&](const loop::LoopEvent &e) {
        if (events)
            events->append(e);
        if (e.kind == loop::LoopEvent::Kind::ApprovalNeeded && e.approval && onApproval)
            runner.answer(e.approval->id, onApproval(*e.approval));
    });
    runner.start();
    if (!finished.wait(600000))
        qFatal("the session did not finish within 10 minutes");
    return *runner.report();
}

inline workspace::SessionRecord loadRecord(const QString &sessionDir)
{
    auto store = workspace::SessionStore::open(sessionDir + QStringLiteral("/record.sqlite"));
    if (!store)
        qFatal("cannot open the record: %s", qPrintable(store.error().message));
    auto loaded = store.value().load();
    if (!loaded)
        qFatal("cannot load the record: %s", qPrintable(loaded.error().message));
    return loaded.value();
}

/// The package.nix builds with plain nix-build, outside the loop (a QVERIFY failure returns
/// from here: check QTest::currentTestFailed() after it).
inline void verifyBuilds(const QString &expression)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("package.nix"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(expression.toUtf8());
    out.close();
    QProcess nix;
    nix.start(QStringLiteral("nix-build"),
        QStringList{QStringLiteral("--no-out-link"), QStringLiteral("-E"),
            QStringLiteral("let pkgs = import %1/nixpkgs { }; in pkgs.callPackage %2 { }")
                .arg(fixturesDir(), file)}
            + testing::fixtureNixArgs());
    QVERIFY(nix.waitForFinished(600000));
    QVERIFY2(nix.exitCode() == 0, nix.readAllStandardError().right(2000).constData());
}

inline void verifyServed(const ScriptedModelServer &server)
{
    QVERIFY2(server.mismatch().isEmpty(), qPrintable(server.mismatch()));
    QVERIFY2(server.finished(),
        qPrintable(QStringLiteral("%1 of %2 model steps served")
                       .arg(server.stepsServed())
                       .arg(server.stepCount())));
}

} // namespace packwright::testsupport
