// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "evidence/FailureSignal.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace packwright::tools {
class MakefileReader;
}

namespace packwright::loop {

/// What a failure signal says about `make install` (issue 17 item 3).
struct MakeInstallFailure
{
    enum class Kind
    {
        None,
        FhsPrefix,       ///< it wrote into /usr/local, /usr, /etc, … (Permission denied, EROFS)
        NoInstallTarget, ///< `make: *** No rule to make target 'install'`
    };
    Kind kind = Kind::None;
    QString path; ///< FhsPrefix: the FHS path the log names ("/usr/local/bin/tree")
};

/// Reads `signal`: an install that wrote into an FHS prefix (`install: cannot create regular
/// file '/usr/local/bin/tree': Permission denied`, `cannot change permissions of
/// '/usr/local/…'`, `mkdir: cannot create directory '/usr/…'`, a read-only file system), or a
/// Makefile without an install target. Kind None for any other signal.
MakeInstallFailure makeInstallFailure(const evidence::FailureSignal &signal);

/// One `makeFlags` element: `name=value`, value as the inside of a Nix string.
struct MakeFlag
{
    QString name;              ///< "PREFIX", "MANDIR", "CC"
    QString value;             ///< "${placeholder \"out\"}/share/man"
    QString why;               ///< what the Makefile says: "PREFIX = /usr/local"
    QString nixString() const; ///< "\"MANDIR=${placeholder \"out\"}/share/man\""
};

/// The makeFlags that point a plain Makefile's installation directories at `$out`, in the
/// Makefile's order (nixpkgs manual, "stdenv › Variables affecting phases › makeFlags"; the
/// GNU Coding Standards, "Makefile Conventions › Variables for Installation Directories"):
/// each directory variable (PREFIX/prefix, DESTDIR, BINDIR/bindir, MANDIR/mandir, LIBDIR, …)
/// the Makefile assigns an absolute FHS path gets `${placeholder "out"}` plus its
/// conventional subdirectory (MANDIR → `/share/man`, any other keeps its path below /usr or
/// /usr/local); a variable relative to the prefix needs nothing, except a manual directory
/// outside `share/man` (`MANDIR = $(PREFIX)/man`), which goes to `share/man` as nixpkgs
/// expects. A hard-coded compiler (`CC = gcc`, `CC := cc`; not `CC ?= …`, which never beats
/// make's default) becomes `CC=${stdenv.cc.targetPrefix}cc`, `CXX` alike (nixpkgs manual,
/// "Cross-compilation › Make"). Variables set with `override` are left out: a command line
/// cannot change them (GNU make manual §6.7); a prefix set so gives no flags at all. Empty
/// when no directory variable needs a flag.
QList<MakeFlag> makefilePrefixFlags(const tools::MakefileReader &makefile);

/// The directories whose Makefiles `makefile`'s `install` rule runs (`$(MAKE) -C DIR …`,
/// `cd DIR && $(MAKE) …`, after expansion; GNU make manual §5.7 "Recursive Use of make"),
/// relative to the Makefile's own directory, in recipe order, each once. Only plain relative
/// paths below it (no `..`, no variables left, no absolute path). A variable given on the
/// top make's command line reaches these sub-makes too (§5.7.2), so their directory
/// variables are the ones makeFlags must set when the top Makefile assigns none (lz4:
/// `install: $(MAKE) -C lib $@` with `PREFIX ?= /usr/local` in lib/Makefile).
QStringList installSubdirectories(const tools::MakefileReader &makefile);

/// What `make` builds by default, by the Makefile's `all` target (else its first rule):
/// the programs, libraries and their headers, and man pages to install.
struct MakeProducts
{
    QString goal;          ///< "all"
    QStringList programs;  ///< "tree"
    QStringList libraries; ///< "libfoo.a", "libfoo.so"
    QStringList headers;   ///< "foo.h": a library's header, by its name, in the source root
    QStringList manPages;  ///< "doc/tree.1": files of section 1–8 in the root, doc/ or man/
    bool isEmpty() const { return programs.isEmpty() && libraries.isEmpty(); }
};

/// Reads what the default goal of `makefile` produces; `sourceRoot` is searched for headers
/// and man pages.
MakeProducts makefileProducts(const tools::MakefileReader &makefile, const QString &sourceRoot);

/// An `installPhase` (a Nix indented string, `''` … `''`, two-space indentation inside) that
/// installs `products` into `$out` (bin, lib, include, share/man/manN) between `runHook
/// preInstall` and `runHook postInstall`, as nixpkgs requires of a phase that is overridden
/// (nixpkgs manual, "stdenv › Phases": "the phase must call runHook").
QString makefileInstallPhase(const MakeProducts &products);

} // namespace packwright::loop
