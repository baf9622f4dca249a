// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Project analysis (Vibenix §4.1.2, EvidenT structure localisation) on small trees written
// here: build-system detection, dependency hints, license guesses, the pruned inventory,
// the Findings text and its JSON cache.

#include "tools/LicenseGuess.h"
#include "tools/ProjectAnalysis.h"
#include "tools/ReadmeExcerpt.h"
#include "tools/StructureInventory.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace packwright::tools;

namespace {

/// Writes `files` (path, content, path, content, …) under `root`.
bool writeTree(const QString &root, const QStringList &files)
{
    for (qsizetype i = 0; i + 1 < files.size(); i += 2) {
        const QString path = root + QLatin1Char('/') + files[i];
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write(files[i + 1].toUtf8());
    }
    return true;
}

QStringList tree(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

ProjectAnalysis analyse(const QString &root)
{
    const auto result = analyseProject(root);
    if (!result)
        qWarning("%s", qPrintable(result.error().message));
    return result ? result.value() : ProjectAnalysis{};
}

} // namespace

class TestProjectAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detectsBuildSystem_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("templateName");
        QTest::addColumn<QString>("detail"); // contained in the strongest hint's detail
        QTest::addColumn<QStringList>("hints");
        QTest::addColumn<QStringList>("native");

        QTest::newRow("autotools release")
            << tree({"configure.ac", "AC_INIT([hello], [2.10])\nAC_CHECK_LIB([m], [cos])\n",
                   "configure", "#! /bin/sh\n", "Makefile.am", "SUBDIRS = src\n", "Makefile.in", "",
                   "src/hello.c", "int main(void){return 0;}\n"})
            << "autotools"
            << "stdenv"
            << "generated from configure.ac" << tree({"library: m (configure.ac:2)"})
            << QStringList();
        QTest::newRow("configure.ac only")
            << tree({"configure.ac",
                   "AC_INIT([jq], [1.6])\nPKG_CHECK_MODULES([GLIB], [glib-2.0 >= 2.40 "
                   "gio-2.0])\nAC_CHECK_LIB([onig], [onig_version])\n",
                   "Makefile.am", "bin_PROGRAMS = jq\n"})
            << "autotools-from-git"
            << "stdenv"
            << "autoreconfHook"
            << tree({"pkg-config: glib-2.0 (configure.ac:2)",
                   "pkg-config: gio-2.0 (configure.ac:2)", "library: onig (configure.ac:3)"})
            << tree({"autoreconfHook", "pkg-config"});
        QTest::newRow("cmake") << tree({"CMakeLists.txt",
            "cmake_minimum_required(VERSION 3.10)\nproject(demo C)\nfind_package(ZLIB "
            "REQUIRED)\npkg_check_modules(PNG REQUIRED IMPORTED_TARGET libpng>=1.6)\n",
            "Makefile", "all:\n", "src/demo.c", ""})
                               << "cmake"
                               << "cmake"
                               << "project(demo C)"
                               << tree({"cmake: ZLIB (CMakeLists.txt:3)",
                                      "pkg-config: libpng (CMakeLists.txt:4)"})
                               << tree({"pkg-config"});
        QTest::newRow("meson") << tree({"meson.build",
            "project('spng', 'c')\n\nzlib_dep = dependency('zlib', required : false)\n"
            "thread_dep = dependency('threads')\nm = cc.find_library('m')\n",
            "tests/meson.build", "dependency('zlib')\ndependency('libpng')\n"})
                               << "meson"
                               << "meson"
                               << "project('spng', 'c')"
                               << tree({"pkg-config: zlib (meson.build:3)",
                                      "meson: threads (meson.build:4)",
                                      "library: m (meson.build:5)",
                                      "pkg-config: libpng (tests/meson.build:2)"})
                               << tree({"pkg-config"});
        QTest::newRow("pyproject hatchling")
            << tree({"pyproject.toml",
                   "[build-system]\nrequires = [\"hatchling>=0.25.1\"]\nbuild-backend = "
                   "\"hatchling.build\"\n\n[project]\nname = \"colorama\"\ndependencies = [\n  "
                   "\"packaging >= 20\",\n  'tomli; python_version < \"3.11\"',\n]\n",
                   "colorama/__init__.py", ""})
            << "python-pyproject"
            << "python-library"
            << "build-backend = hatchling.build"
            << tree({"python-build: hatchling (pyproject.toml:2)",
                   "python: packaging (pyproject.toml:8)", "python: tomli (pyproject.toml:9)"})
            << QStringList();
        QTest::newRow("setup.py application") << tree({"setup.py",
            "from setuptools import setup\nsetup(\n    name='jp',\n    "
            "install_requires=['requests>=2', \"six\"],\n    entry_points={'console_scripts': "
            "['jp=jp:main']},\n)\n"}) << "python-setuptools"
                                              << "python-application"
                                              << ""
                                              << tree({"python: requests (setup.py:4)",
                                                     "python: six (setup.py:4)"})
                                              << QStringList();
        QTest::newRow("cargo") << tree({"Cargo.toml",
            "[package]\nname = \"demo\"\nversion = \"0.1.0\"\nlicense = \"MIT\"\n\n"
            "[dependencies]\nserde = { version = \"1\", features = [\"derive\"] }\n"
            "libc = \"0.2\"\n\n[dev-dependencies]\nproptest = \"1\"\n\n"
            "[build-dependencies.cc]\nversion = \"1\"\n",
            "Cargo.lock", "", "src/main.rs", "fn main() {}\n"})
                               << "cargo"
                               << "rust"
                               << "Cargo.lock present"
                               << tree({"cargo: serde (Cargo.toml:7)", "cargo: libc (Cargo.toml:8)",
                                      "cargo: cc (Cargo.toml:13)"})
                               << QStringList();
        QTest::newRow("go modules")
            << tree({"go.mod", "module example.com/demo\n\ngo 1.21\n", "main.go", "package main\n"})
            << "go-modules"
            << "go"
            << "module example.com/demo" << QStringList() << QStringList();
        QTest::newRow("npm") << tree({"package.json",
            "{\"name\": \"demo\", \"license\": \"ISC\"}\n", "package-lock.json", "{}\n", "index.js",
            ""}) << "npm"
                             << "npm"
                             << "package-lock.json present" << QStringList() << QStringList();
        QTest::newRow("pnpm") << tree(
            {"package.json", "{}\n", "pnpm-lock.yaml", "lockfileVersion: 6\n"})
                              << "pnpm"
                              << "npm"
                              << "" << QStringList() << QStringList();
        QTest::newRow("nothing") << tree({"README", "Just words.\n", "notes/a.txt", "x\n"})
                                 << "unknown"
                                 << "stdenv"
                                 << "" << QStringList() << QStringList();
    }

    void detectsBuildSystem()
    {
        QFETCH(QStringList, files);
        QFETCH(QString, system);
        QFETCH(QString, templateName);
        QFETCH(QString, detail);
        QFETCH(QStringList, hints);
        QFETCH(QStringList, native);
        QTemporaryDir dir;
        QVERIFY(writeTree(dir.path(), files));
        const ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(a.buildSystems.isEmpty() ? QStringLiteral("unknown")
                                          : buildSystemName(a.buildSystems.first().system),
            system);
        if (!a.buildSystems.isEmpty())
            QVERIFY2(a.buildSystems.first().detail.contains(detail),
                qPrintable(a.buildSystems.first().detail));
        QCOMPARE(a.suggestedTemplate, templateName);
        QCOMPARE(a.dependencyHints, hints);
        QCOMPARE(a.nativeBuildInputs, native);
    }

    void ranksLanguageManifestAboveMakefile()
    {
        QTemporaryDir dir;
        QVERIFY(writeTree(dir.path(),
            tree(
                {"Makefile", "all:\n\tcargo build\n", "Cargo.toml", "[package]\nname = \"x\"\n"})));
        const ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(a.buildSystems.size(), 2);
        QCOMPARE(a.buildSystems[0].system, BuildSystem::Cargo);
        QCOMPARE(a.buildSystems[1].system, BuildSystem::Make);
        QCOMPARE(a.buildSystems[1].file, QStringLiteral("Makefile"));
    }

    void guessesLicense_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("spdx");
        QTest::newRow("MIT") << QStringLiteral(
            "MIT License\n\nCopyright (c) 2020 Jane Doe\n\nPermission is hereby granted, free "
            "of charge, to any person obtaining a copy\nof this software ...")
                             << "MIT";
        QTest::newRow("GPL-3") << QStringLiteral(
            "                    GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 "
            "June 2007\n\n Copyright (C) 2007 Free Software Foundation, Inc.\n ... use the GNU "
            "Lesser General Public License instead of this License.")
                               << "GPL-3.0-or-later";
        QTest::newRow("GPL-2") << QStringLiteral(
            "\t\t    GNU GENERAL PUBLIC LICENSE\n\t\t       Version 2, June 1991\n ... use the "
            "GNU Library General Public License instead of this License.")
                               << "GPL-2.0-or-later";
        QTest::newRow("LGPL-2.1") << QStringLiteral(
            "                  GNU LESSER GENERAL PUBLIC LICENSE\n                       Version "
            "2.1, February 1999\n ... the GNU General Public License ...")
                                  << "LGPL-2.1-or-later";
        QTest::newRow("Apache-2.0") << QStringLiteral(
            "\n                                 Apache License\n                           "
            "Version 2.0, January 2004\n                        http://www.apache.org/licenses/")
                                    << "Apache-2.0";
        QTest::newRow("BSD-3-Clause") << QStringLiteral(
            "Copyright (c) 2010 Jonathan Hartley\nAll rights reserved.\n\nRedistribution and "
            "use in source and binary forms, with or without\nmodification, are permitted ...\n"
            "* Neither the name of the copyright holders, nor those of its contributors\n  may "
            "be used to endorse or promote products derived from this software")
                                      << "BSD-3-Clause";
        QTest::newRow("BSD-2-Clause") << QStringLiteral(
            "BSD 2-Clause License\n\nRedistribution and use in source and binary forms, with or "
            "without\nmodification, are permitted provided that the following conditions are "
            "met:\n\n1. Redistributions of source code must retain ...")
                                      << "BSD-2-Clause";
        QTest::newRow("ISC") << QStringLiteral(
            "Permission to use, copy, modify, and/or distribute this software for any\npurpose "
            "with or without fee is hereby granted")
                             << "ISC";
        QTest::newRow("SPDX line")
            << QStringLiteral("/* SPDX-License-Identifier: MPL-2.0 */\n") << "MPL-2.0";
        QTest::newRow("unknown") << QStringLiteral("All rights reserved. Do not copy.") << "";
    }

    void guessesLicense()
    {
        QFETCH(QString, text);
        QFETCH(QString, spdx);
        QCOMPARE(guessLicense(text), spdx);
    }

    void readsLicenseFileAndManifest()
    {
        QTemporaryDir dir;
        QVERIFY(writeTree(dir.path(),
            tree({"COPYING", "GNU GENERAL PUBLIC LICENSE\nVersion 3, 29 June 2007\n", "README.md",
                "# demo\n"})));
        ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(a.licenseFile, QStringLiteral("COPYING"));
        QCOMPARE(a.licenseGuess, QStringLiteral("GPL-3.0-or-later"));

        QTemporaryDir other;
        QVERIFY(writeTree(other.path(),
            tree({"pyproject.toml",
                "[project]\nname = \"x\"\nlicense = {text = \"Apache-2.0\"}\n"})));
        a = analyse(other.path());
        QCOMPARE(a.licenseFile, QString());
        QCOMPARE(a.licenseGuess, QStringLiteral("Apache-2.0"));
        QVERIFY(a.findings().contains(QStringLiteral("License: Apache-2.0 (declared")));
    }

    void readmeExcerptIsBounded()
    {
        QTemporaryDir dir;
        QString readme;
        for (int i = 1; i <= 100; ++i)
            readme += QStringLiteral("line %1\n").arg(i);
        QVERIFY(writeTree(dir.path(), {QStringLiteral("README.md"), readme}));
        const ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(a.readmeFile, QStringLiteral("README.md"));
        const QStringList lines = a.readmeExcerpt.split(QLatin1Char('\n'));
        QVERIFY(lines.size() <= ProjectAnalysis::readmeLineLimit);
        QCOMPARE(lines.first(), QStringLiteral("line 1"));

        QTemporaryDir big;
        QVERIFY(
            writeTree(big.path(), {QStringLiteral("README"), QString(100000, QLatin1Char('x'))}));
        QVERIFY(analyse(big.path()).readmeExcerpt.size() <= 240);
    }

    void inventoryCollapsesIdeCiAndVendoredDirectories()
    {
        QStringList files;
        for (const char *vs : {"VS2010", "VS2017", "VS2022"}) {
            for (const char *project :
                {"datagen", "lz4", "liblz4", "liblz4-dll", "fullbench", "fuzzer", "frametest"}) {
                files.append(QStringLiteral("build/%1/%2/%2.vcxproj")
                                 .arg(QLatin1String(vs), QLatin1String(project)));
            }
        }
        files << QStringLiteral("build/visual/generate_solution.cmd")
              << QStringLiteral("build/cmake/CMakeLists.txt")
              << QStringLiteral("build/meson/meson.build") << QStringLiteral("lib/lz4.c")
              << QStringLiteral("lib/lz4.h") << QStringLiteral("lib/Makefile")
              << QStringLiteral("programs/lz4cli.c") << QStringLiteral("Makefile")
              << QStringLiteral(".github/workflows/ci.yml")
              << QStringLiteral(".github/workflows/release.yml") << QStringLiteral(".travis.yml")
              << QStringLiteral(".gitignore") << QStringLiteral(".gitmodules")
              << QStringLiteral("appveyor.yml") << QStringLiteral("README.md")
              << QStringLiteral("contrib/win32/port.c") << QStringLiteral("src/visualize.c")
              << QStringLiteral("third_party/xxhash/xxhash.c")
              << QStringLiteral("third_party/xxhash/CMakeLists.txt")
              << QStringLiteral("third_party/zstd/zstd.c");
        files.sort();
        const QStringList lines = structureInventory(files, ProjectAnalysis::inventoryLineLimit);
        const QString text = lines.join(QLatin1Char('\n'));
        QVERIFY2(lines.size() <= 40, qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("build/VS2017/ —")), qPrintable(text));
        QVERIFY2(lines.contains(QStringLiteral(
                     "IDE project files (not used by a Nix build) — 22 files: build/VS2010/, "
                     "build/VS2017/, build/VS2022/, build/visual/")),
            qPrintable(text));
        QVERIFY2(lines.contains(QStringLiteral(
                     "CI and repository configuration (not used by a Nix build) — 5 files: "
                     ".github/, .gitignore, .travis.yml, appveyor.yml")),
            qPrintable(text));
        QVERIFY2(lines.contains(QStringLiteral(
                     "Other platforms' files (not used by a Nix build) — 1 file: contrib/win32/")),
            qPrintable(text));
        QVERIFY2(
            lines.contains(QStringLiteral("third_party/ — vendored code, 3 files: xxhash/, zstd/")),
            qPrintable(text));
        // What the build uses keeps its own lines; .gitmodules matters (fetchSubmodules).
        for (const char *kept :
            {"build/cmake/CMakeLists.txt", "build/meson/meson.build", "lib/Makefile", "Makefile"})
            QVERIFY2(lines.contains(QLatin1String(kept)), kept);
        QVERIFY2(text.contains(QStringLiteral(".gitmodules")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("src/ — 1 file: 1 .c")), qPrintable(text));
    }

    void readmeExcerptKeepsPackagingSections_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("plain text, credit list")
            << QStringLiteral("plain-credits.txt")
            << QStringList{QStringLiteral("Please see the INSTALL file"),
                   QStringLiteral("prints a directory hierarchy"),
                   QStringLiteral("[left out: 43 credit paragraphs]")}
            << QStringList{QStringLiteral("Contributor Number1"), QStringLiteral("author@"),
                   QStringLiteral("Thanks go out")};
        QTest::newRow("markdown sections")
            << QStringLiteral("markdown-sections.md")
            << QStringList{QStringLiteral("# fastpack"),
                   QStringLiteral("lossless compression library"),
                   QStringLiteral("## Installation"), QStringLiteral("## Dependencies"),
                   QStringLiteral("- zlib (optional"), QStringLiteral("## Building"),
                   QStringLiteral("make install PREFIX"), QStringLiteral("### With CMake"),
                   QStringLiteral("## Running the tests"), QStringLiteral("`make test`"),
                   QStringLiteral("[left out: Features, Contributing, Authors, License]")}
            << QStringList{QStringLiteral("badge.svg"), QStringLiteral("<img"),
                   QStringLiteral("dev1@example.org"), QStringLiteral("On system 45"),
                   QStringLiteral("BSD-2-Clause")};
        QTest::newRow("comment in a code fence")
            << QStringLiteral("fenced-comments.md")
            << QStringList{QStringLiteral("## Install"), QStringLiteral("make install"),
                   QStringLiteral("# Thanks to all contributors"),
                   QStringLiteral("[left out: License]")}
            << QStringList{QStringLiteral("MIT")};
        QTest::newRow("reStructuredText sections")
            << QStringLiteral("rst-sections.rst")
            << QStringList{QStringLiteral("A tiny document database"),
                   QStringLiteral("# Installation"), QStringLiteral("pip install pytinydb"),
                   QStringLiteral("## Requirements"), QStringLiteral("Python 3.9 or later"),
                   QStringLiteral("# Development"), QStringLiteral("pytest-benchmark"),
                   QStringLiteral("[left out: Changelog]")}
            << QStringList{QStringLiteral("fixed issue"), QStringLiteral(".. image::")};
    }

    void readmeExcerptKeepsPackagingSections()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        QFile f(QStringLiteral(PACKWRIGHT_SOURCE_DIR "/tests/unit/data/readmes/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QString excerpt = readmeExcerpt(text, ProjectAnalysis::readmeLineLimit);
        QVERIFY2(excerpt.count(QLatin1Char('\n')) < ProjectAnalysis::readmeLineLimit,
            qPrintable(excerpt));
        for (const QString &p : present)
            QVERIFY2(
                excerpt.contains(p), qPrintable(p + QStringLiteral(" missing in:\n") + excerpt));
        for (const QString &a : absent)
            QVERIFY2(!excerpt.contains(a), qPrintable(a + QStringLiteral(" kept in:\n") + excerpt));
        QVERIFY2(!excerpt.contains(QStringLiteral("\n\n\n")), qPrintable(excerpt));
        // Deterministic: the Findings slot stays byte-identical across a session's calls.
        QCOMPARE(readmeExcerpt(text, ProjectAnalysis::readmeLineLimit), excerpt);
    }

    void inventoryNamesBuildFilesAndSummarisesDirectories()
    {
        QTemporaryDir dir;
        QVERIFY(writeTree(dir.path(),
            tree({"configure.ac", "", "Makefile.am", "", "README", "", "COPYING", "", "src/a.c", "",
                "src/b.c", "", "src/a.h", "", "src/Makefile.am", "", "src/a.o", "",
                "doc/manual.texi", "", "doc/Makefile.am", "", "node_modules/x/package.json", "",
                ".git/config", ""})));
        const ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(a.inventory,
            tree({"Makefile.am", "configure.ac", "./ — COPYING, README",
                "doc/ — 2 files (documentation)", "src/Makefile.am",
                "src/ — 3 files: 2 .c, 1 .h"}));
    }

    void inventoryFoldsDeepTreesWithinTheLimit()
    {
        QStringList files;
        for (int i = 0; i < 40; ++i) {
            files.append(QStringLiteral("lib/part%1/file.c").arg(i, 2, 10, QLatin1Char('0')));
            files.append(QStringLiteral("lib/part%1/meson.build").arg(i, 2, 10, QLatin1Char('0')));
        }
        files.append(QStringLiteral("meson.build"));
        files.sort();
        const QStringList full = structureInventory(files, 1000);
        QCOMPARE(full.size(), 81);
        const QStringList folded = structureInventory(files, 10);
        QCOMPARE(
            folded, tree({"meson.build", "lib/ — 80 files in 41 directories: 40 .build, 40 .c"}));
        const QStringList cut
            = structureInventory(tree({"a.c", "b/x.c", "c/x.c", "d/x.c", "e/x.c", "f/x.c"}), 3);
        QCOMPARE(cut.size(), 3);
        QCOMPARE(cut.last(), QStringLiteral("… 4 more lines"));
    }

    void staysInsideTheRoot()
    {
        QTemporaryDir outside;
        QVERIFY(writeTree(outside.path(), tree({"CMakeLists.txt", "find_package(Secret)\n"})));
        QTemporaryDir dir;
        QVERIFY(writeTree(dir.path(), tree({"meson.build", "project('x')\n"})));
        QVERIFY(QFile::link(outside.path(), dir.filePath(QStringLiteral("escape"))));
        QVERIFY(QFile::link(outside.filePath(QStringLiteral("CMakeLists.txt")),
            dir.filePath(QStringLiteral("CMakeLists.txt"))));
        const ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(a.buildSystems.size(), 1);
        QCOMPARE(a.buildSystems.first().system, BuildSystem::Meson);
        QVERIFY(a.dependencyHints.isEmpty());
        QVERIFY(!a.findings().contains(QStringLiteral("escape")));
    }

    void descendsIntoUnpackedTarball()
    {
        QTemporaryDir dir;
        QVERIFY(writeTree(dir.path(), tree({"demo-1.0/CMakeLists.txt", "project(demo)\n"})));
        const ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(a.root, QDir(dir.path()).canonicalPath() + QStringLiteral("/demo-1.0"));
        QCOMPARE(a.suggestedTemplate, QStringLiteral("cmake"));
    }

    void refusesMissingRoot()
    {
        const auto result = analyseProject(QStringLiteral("/nonexistent/packwright/project"));
        QVERIFY(!result.ok());
        QVERIFY(result.error().message.contains(QStringLiteral("/nonexistent/packwright/project")));
    }

    void findingsAreStableAndCached()
    {
        QTemporaryDir dir;
        QVERIFY(writeTree(dir.path(),
            tree({"meson.build", "project('spng', 'c')\nzlib = dependency('zlib')\n", "LICENSE",
                "Permission is hereby granted, free of charge, to any person", "src/spng.c", ""})));
        const ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(analyse(dir.path()).findings(), a.findings());
        QCOMPARE(a.findings(),
            QStringLiteral("Build systems: meson (meson.build: project('spng', 'c'))\n"
                           "Suggested template: meson\n"
                           "Implied nativeBuildInputs: pkg-config\n"
                           "License: MIT (from LICENSE)\n"
                           "Dependencies named by the build files:\n"
                           "- pkg-config: zlib (meson.build:2)\n"
                           "Structure (build files, then directories summarised):\n"
                           "  meson.build\n"
                           "  ./ — LICENSE\n"
                           "  src/ — 1 file: 1 .c"));

        const auto back = ProjectAnalysis::fromJson(a.toJson());
        QVERIFY(back.ok());
        QVERIFY(back.value() == a);

        QJsonObject bad = a.toJson();
        bad[QStringLiteral("buildSystems")]
            = QJsonArray{QJsonObject{{QStringLiteral("system"), QStringLiteral("bazel")}}};
        QVERIFY(!ProjectAnalysis::fromJson(bad).ok());
        QVERIFY(!ProjectAnalysis::fromJson(QJsonObject{}).ok());
    }

    // Issue 17: the test suite the build files declare (the template then runs it), the
    // changelog for meta.changelog, and the manifest's description.
    void findsTestSuite_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("checkInputs");
        QTest::newRow("ctest, Python for the spec tests (cmark)") << tree({"CMakeLists.txt",
            "project(cmark C)\ninclude(CTest)\nadd_subdirectory(test)\n", "test/CMakeLists.txt",
            "find_package(Python3 COMPONENTS Interpreter)\nadd_test(spec ${Python3_EXECUTABLE})\n",
            "src/cmark.c", ""}) << "ctest"
                                                                  << "python3";
        QTest::newRow("ctest") << tree({"CMakeLists.txt", "project(x C)\nenable_testing()\n"})
                               << "ctest"
                               << "";
        QTest::newRow("cmake without tests")
            << tree({"CMakeLists.txt", "project(x C)\nfind_package(Python3)\n"}) << ""
            << "";
        QTest::newRow("meson test") << tree(
            {"meson.build", "project('x', 'c')\n", "tests/meson.build", "test('basic', exe)\n"})
                                    << "meson test"
                                    << "";
        QTest::newRow("automake TESTS") << tree({"configure", "#!/bin/sh\n", "configure.ac",
            "AC_INIT([x], [1])\n", "Makefile.am", "SUBDIRS = src\nTESTS = tests/a.sh\n"})
                                        << "make check"
                                        << "";
        QTest::newRow("plain Makefile check target")
            << tree({"Makefile", "all: tiny\n\ncheck: tiny\n\t./tiny\n"}) << "make check"
            << "";
        QTest::newRow("plain Makefile test target")
            << tree({"Makefile", "all:\n\ttrue\ntest:\n\ttrue\n"}) << "make test"
            << "";
        QTest::newRow("plain Makefile without tests")
            << tree({"Makefile", "all:\n\ttrue\ninstall:\n\ttrue\n"}) << ""
            << "";
        QTest::newRow("pytest") << tree({"pyproject.toml",
            "[build-system]\nrequires = [\"hatchling\"]\nbuild-backend = "
            "\"hatchling.build\"\n[tool.pytest.ini_options]\n",
            "tests/test_x.py", ""})
                                << "pytest"
                                << "pytestCheckHook";
        QTest::newRow("unittest modules (colorama)")
            << tree({"pyproject.toml", "[build-system]\nrequires = [\"hatchling\"]\n",
                   "colorama/__init__.py", "", "colorama/tests/ansi_test.py", "", "tox.ini",
                   "commands = python -m unittest discover -p *_test.py\n"})
            << "pytest"
            << "pytestCheckHook";
        QTest::newRow("python without pytest") << tree(
            {"pyproject.toml", "[build-system]\nrequires = [\"hatchling\"]\n", "x/__init__.py", ""})
                                               << ""
                                               << "";
    }

    void findsTestSuite()
    {
        QFETCH(QStringList, files);
        QFETCH(QString, kind);
        QFETCH(QString, checkInputs);
        QTemporaryDir dir;
        QVERIFY(writeTree(dir.path(), files));
        const ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(a.testSuite.kind, kind);
        QCOMPARE(a.testSuite.nativeCheckInputs.join(QLatin1Char(' ')), checkInputs);
        QCOMPARE(a.testSuite.found(), !kind.isEmpty());
        if (a.testSuite.found()) {
            QVERIFY(!a.testSuite.evidence.isEmpty());
            QVERIFY(a.findings().contains(QStringLiteral("Test suite: ") + kind));
        }
        const auto back = ProjectAnalysis::fromJson(a.toJson());
        QVERIFY(back.ok());
        QVERIFY(back.value() == a);
    }

    void findsChangelogAndDescription()
    {
        QCOMPARE(findChangelogFile({QStringLiteral("README"), QStringLiteral("ChangeLog"),
                     QStringLiteral("NEWS")}),
            QStringLiteral("NEWS"));
        QCOMPARE(findChangelogFile({QStringLiteral("CHANGELOG.md"), QStringLiteral("src")}),
            QStringLiteral("CHANGELOG.md"));
        QCOMPARE(findChangelogFile({QStringLiteral("ChangeLog")}), QStringLiteral("ChangeLog"));
        QVERIFY(findChangelogFile({QStringLiteral("README.md"), QStringLiteral("NEWSLETTER")})
                    .isEmpty());

        QTemporaryDir dir;
        QVERIFY(writeTree(dir.path(),
            tree({"pyproject.toml",
                "[project]\nname = \"x\"\ndescription = \"A tool that does X.\"\n", "CHANGES.rst",
                ""})));
        const ProjectAnalysis a = analyse(dir.path());
        QCOMPARE(a.declaredDescription, QStringLiteral("A tool that does X."));
        QCOMPARE(a.changelogFile, QStringLiteral("CHANGES.rst"));
        QCOMPARE(declaredDescription(QStringLiteral("package.json"),
                     QStringLiteral("{ \"name\": \"x\", \"description\": \"Cows that say\" }")),
            QStringLiteral("Cows that say"));
        QCOMPARE(declaredDescription(QStringLiteral("setup.cfg"),
                     QStringLiteral("[metadata]\nname = x\ndescription = Says things\n")),
            QStringLiteral("Says things"));
        QVERIFY(declaredDescription(
            QStringLiteral("Cargo.toml"), QStringLiteral("[package]\nname = \"x\"\n"))
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProjectAnalysis)
#include "tst_projectanalysis.moc"
