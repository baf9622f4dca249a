#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds Packwright on Debian 13 and tests it there: inside the cached root trixie-dev
# (tests/tools/nix-roots.sh: Qt 6.8, the system's KF6 SyntaxHighlighting 6.13 — not the
# static build packaging/setup.sh makes on Debian 12 —, QCoro 0.12, QtKeychain 0.15, GCC 14,
# nix-bin 2.26), configured with -Werror, AddressSanitizer and UndefinedBehaviorSanitizer
# (a Debug build) and built with ccache, then the unit, GUI and Nix-facing tests run in the
# root under the sanitizers, on its Nix 2.26: real sandboxed builds of the fixture set
# (tests/fixtures/nix.conf) in the root's own /nix store, as its nixbld build users. One build
# checks both the port and memory safety: packaging/dev.sh needs no separate sanitizer build
# on the host when this one ran.
#
# The checkout is mounted into the root at its own path (tests/tools/nix-in-root.sh), and so
# are the build tree, the ccache folder and the fixture source mirror; nothing of the host's
# /nix is visible in the root.
#
# Usage: tests/tools/trixie-build.sh [BUILD-DIR]
#   BUILD-DIR   the build tree (default: build-trixie in the checkout; it is configured
#               once and reused). ccache finds another clone's objects only for a build
#               tree at the same place in the checkout.
#
# Environment: PACKWRIGHT_TRIXIE_CCACHE_DIR, the compiler cache shared by every checkout on
# this machine (default ${XDG_CACHE_HOME:-$HOME/.cache}/packwright/ccache-trixie: a second
# run, or another clone, compiles nothing anew); PACKWRIGHT_FIXTURE_MIRROR, the fixture
# sources (default ${XDG_CACHE_HOME:-$HOME/.cache}/packwright/mirror; filled by
# tests/fixtures/sources/fetch.sh on the host).
#
# Exit status: 0 built and every test passed; 1 the build or a test failed; 77 skipped, with
# the reason on stderr: not root, no mmdebstrap, or the root could not be made (the Debian
# archive unreachable, say).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tools=$repo/tests/tools
cache=${XDG_CACHE_HOME:-$HOME/.cache}/packwright
build=${1:-$repo/build-trixie}
ccache_dir=${PACKWRIGHT_TRIXIE_CCACHE_DIR:-$cache/ccache-trixie}
mirror=${PACKWRIGHT_FIXTURE_MIRROR:-$cache/mirror}
jobs=$(nproc 2>/dev/null || echo 2)

# The Nix-facing tests run in the root: those that build the fixture set with real Nix and
# read its output (every fixture package by plain nix-build, the builder and its outcome
# classification, the sandbox, the failure evidence of every broken fixture and of failures
# embedded in the fixtures' real build output) and the CLI's package and lint commands.
# nix_targets: what those tests run (fixtures_check and success_log are scripts).
nix_tests='^(fixtures_check|success_log|tst_evidence_embedded|tst_nixsandbox|tst_nixbuilder|tst_evidence_fixtures|tst_packagecommand|tst_lintcommand)$'
nix_targets='tst_evidence_embedded tst_nixsandbox tst_nixbuilder tst_evidence_fixtures tst_packagecommand tst_lintcommand'
# The GUI tests (ctest -L gui) run offscreen on Qt 6.8, all but tst_vmconsole and
# tst_settingsdialog*, which need what the root does not hold (QEMU; gnome-keyring) and run
# on the host only (as do the VM and key-store tests). A GUI test added to tests/gui belongs
# in gui_targets too: ctest reports one that was not built as failed ("Not Run").
gui_excluded='^(tst_vmconsole|tst_settingsdialog|tst_settingsdialog_scaled)$'
gui_targets='tst_mainwindow tst_attemptviews tst_attemptcharts tst_buildlogview tst_lintpanel tst_guisession tst_newsessionwizard tst_expressioneditor tst_reportview tst_recentsessionsview tst_batchplots tst_batchview'

skip() {
    echo "trixie-build: skipped: $*" >&2
    exit 77
}
die() {
    echo "trixie-build: $*" >&2
    exit 1
}

[[ $(id -u) -eq 0 ]] || skip "needs root (mmdebstrap, unshare, mount)"
command -v mmdebstrap >/dev/null || skip "mmdebstrap is missing: apt-get install -y mmdebstrap"
if ! bash "$tools/nix-roots.sh" trixie-dev; then
    skip "the Debian 13 root could not be made (tests/tools/nix-roots.sh trixie-dev, above)"
fi

# The fixture sources the Nix-facing tests build from; fetch.sh fills what is missing (it
# needs the archive, and the tests skip the cases whose source is absent).
mkdir -p "$mirror" "$ccache_dir" "$build" || die "cannot create $mirror, $ccache_dir or $build"
"$repo/tests/fixtures/sources/fetch.sh" >/dev/null 2>&1 ||
    echo "trixie-build: warning: the fixture mirror is incomplete (tests/fixtures/sources/fetch.sh)" >&2
build=$(realpath "$build")

# What runs inside the root: configure (once), build, test. Its values come as arguments.
# shellcheck disable=SC2016 # expanded by the shell in the root
inner='
set -euo pipefail
repo=$1 build=$2 jobs=$3 nix_tests=$4 nix_targets=$5 gui_excluded=$6 gui_targets=$7
started=$SECONDS
step_started=$SECONDS
step_name=
step() {
    [[ -n $step_name ]] && printf "==> trixie: %s: %d s\n" "$step_name" $((SECONDS - step_started))
    step_name=$1
    step_started=$SECONDS
    [[ -n $step_name ]] && printf "==> trixie: %s\n" "$step_name"
    return 0
}
step "Configuring and building in $build (Qt $(dpkg-query -W -f "\${Version}" qt6-base-dev), KF6 SyntaxHighlighting $(dpkg-query -W -f "\${Version}" libkf6syntaxhighlighting-dev), $(nix-build --version))"
# The engine as a unity build, one compiler run per library: a third of its compile time,
# which bounds a cold CI run. One batch per library is the grouping a host build with
# -DPACKWRIGHT_UNITY_BUILD=ON -DPACKWRIGHT_UNITY_BATCH_SIZE=0 checks, whatever CMake groups.
cmake -S "$repo" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DPACKWRIGHT_SANITIZE=ON -DPACKWRIGHT_WERROR=ON \
    -DPACKWRIGHT_UNITY_BUILD=ON -DPACKWRIGHT_UNITY_BATCH_SIZE=0 -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >"$build/configure.log" ||
    { cat "$build/configure.log" >&2; exit 1; }
# The system KF6 package, not a KF5-named static build that happens to be on a search path.
grep -q "KSyntaxHighlighting: KF6::SyntaxHighlighting" "$build/configure.log" || {
    grep "KSyntaxHighlighting" "$build/configure.log" >&2
    echo "trixie-build: the build does not use the system KF6 SyntaxHighlighting" >&2
    exit 1
}
ccache --zero-stats >/dev/null
# The application (every library, the GUI included: all of it compiles with -Werror on
# Qt 6.8 / GCC 14) and the tests run below; the benchmarks and the host-only tests are left
# out to keep a cold run short. -k 0: every file that does not compile is named in one run.
cmake --build "$build" --parallel "$jobs" --target packwright packwright_unit_tests \
    $nix_targets $gui_targets -- -k 0
ccache --print-stats 2>/dev/null | awk "\$1 ~ /^(direct|preprocessed)_cache_hit\$/ { hits += \$2 }
    \$1 == \"cache_miss\" { misses = \$2 }
    END { printf \"    ccache: %d hits, %d misses\\n\", hits, misses }" || true
# Every test below runs under the sanitizers, as dev.sh runs its host sanitizer build.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# The host filled the fixture mirror above: -FA keeps ctest from adding fetch.sh (CTest
# fixture fixture_sources), which needs the apt configuration of the host, to the runs below.
step "Unit tests under ASan + UBSan (ctest -L unit)"
(cd "$build" && ctest --output-on-failure --parallel "$jobs" --timeout 300 -L unit)
step "GUI tests under ASan + UBSan (ctest -L gui, offscreen, Qt $(dpkg-query -W -f "\${Version}" qt6-base-dev))"
(cd "$build" && ctest --output-on-failure --parallel "$jobs" --timeout 300 -FA fixture_sources -L gui -E "$gui_excluded")
step "Nix-facing tests under ASan + UBSan on $(nix-build --version) in the root'"'"'s own store"
(cd "$build" && ctest --output-on-failure --parallel "$jobs" --timeout 1500 -FA fixture_sources -R "$nix_tests")
step ""
printf "==> trixie: built and tested in %d s\n" $((SECONDS - started))
'

# The root's Nix finds the fixture mirror where the host's does (same path, same variable);
# ccache keeps paths relative to the checkout, so another clone's objects match.
export NIX_IN_ROOT_ENV="CCACHE_DIR=$ccache_dir CCACHE_BASEDIR=$repo CCACHE_NOHASHDIR=1 PACKWRIGHT_FIXTURE_MIRROR=$mirror QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8"
binds=(--bind "$ccache_dir" --bind "$mirror")
[[ $build == "$repo" || $build == "$repo"/* ]] || binds+=(--bind "$build")
bash "$tools/nix-in-root.sh" --work "$repo" "${binds[@]}" trixie-dev -- \
    bash -c "$inner" bash "$repo" "$build" "$jobs" "$nix_tests" "$nix_targets" \
    "$gui_excluded" "$gui_targets"
