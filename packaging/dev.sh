#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# One entry point for a fresh machine: set up, build, then run the demo or every test.
#
#   packaging/dev.sh demo    set up, build, and run the demo session live (packaging/demo.sh:
#                            real Nix, the scripted model), then show it in the workbench
#                            when there is a display, else print its report
#   packaging/dev.sh test    set up, build with -Werror, run every test (CTest), then build
#                            on Debian 13 in a cached root (as root) with AddressSanitizer +
#                            UBSan and run the unit, GUI and Nix-facing tests there; where
#                            that root cannot be made, the unit tests are built with the
#                            sanitizers on the host instead
#   packaging/dev.sh build   set up and build only
#
# Environment: PACKWRIGHT_SKIP_SETUP=1 skips packaging/setup.sh (nothing is installed);
# PACKWRIGHT_BUILD_DIR (default: build) and PACKWRIGHT_ASAN_BUILD_DIR (default: build-asan)
# place the build trees; PACKWRIGHT_DEPS_PREFIX is where setup put KSyntaxHighlighting;
# PACKWRIGHT_SKIP_TRIXIE=1 leaves out the Debian 13 build and tests (tests/tools/trixie-build.sh,
# into build-trixie).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
command=${1:-}
case "$command" in
    demo | test | build) ;;
    *)
        sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0" >&2
        exit 2
        ;;
esac

build_dir=${PACKWRIGHT_BUILD_DIR:-build}
asan_dir=${PACKWRIGHT_ASAN_BUILD_DIR:-build-asan}
deps_prefix=${PACKWRIGHT_DEPS_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/packwright/deps}
jobs=$(nproc 2>/dev/null || echo 2)

# Each step prints how long the one before it took, and the run its total.
started=$SECONDS
step_started=$SECONDS
step_name=
step_done() {
    [[ -n "$step_name" ]] && printf '==> %s: %d s\n' "$step_name" $((SECONDS - step_started))
    step_name=
}
step() {
    step_done
    step_name=$*
    step_started=$SECONDS
    printf '\n==> %s\n' "$*"
}

if [[ "${PACKWRIGHT_SKIP_SETUP:-}" != 1 ]]; then
    step "Setting up dependencies (packaging/setup.sh)"
    PACKWRIGHT_DEPS_PREFIX=$deps_prefix "$root/packaging/setup.sh"
fi

# Warnings are errors for the tests (CI); a user's demo build must not fail on a newer
# compiler's new warning.
werror=OFF
[[ "$command" == test ]] && werror=ON

# ccache, when installed, makes a fresh clone's build cheap after the first one on this
# machine: paths are taken relative to the checkout, so another clone's objects match.
launcher=()
if command -v ccache >/dev/null; then
    export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi

# configure <dir> <extra cmake args...>: configures once; later runs reuse the cache.
configure() {
    local dir=$1
    shift
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_PREFIX_PATH="$deps_prefix" -DPACKWRIGHT_WERROR="$werror" "${launcher[@]}" \
        "$@" >/dev/null
}

# A full disk fails a link half-way with "No space left on device"; say so before starting.
# The host build tree takes about 7 GB (130 test executables with debug information), the
# Debian 13 one 1.5 GB, the cached roots 3 GB.
need_gb=12
free_gb=$(df -Pk "$root" | awk 'NR == 2 { print int($4 / 1048576) }')
if ((free_gb < need_gb)); then
    echo "error: $free_gb GB free on the disk of $root; building and testing needs about $need_gb GB (free some space, e.g. old build trees, and run again)" >&2
    exit 1
fi

step "Building in $build_dir"
configure "$build_dir"
cmake --build "$build_dir" --parallel "$jobs"

case "$command" in
    build) ;;
    demo)
        step "Running the demo session live"
        exec bash packaging/demo.sh "$build_dir"
        ;;
    test)
        # Current Nix beside the system's (issue 19): cached Debian roots holding Nix 2.34
        # (sid) and 2.26 (trixie), made once; without them the nix-current tests skip.
        if [[ $(id -u) -eq 0 ]]; then
            step "Making the roots with current Nix (tests/tools/nix-roots.sh; cached)"
            bash tests/tools/nix-roots.sh all ||
                echo "warning: no roots with current Nix: the nix-current tests will skip" >&2
        fi
        step "Running every test"
        # The scripted X server is not needed: GUI tests use Qt's offscreen platform.
        (cd "$build_dir" && ctest --output-on-failure --parallel "$jobs" --timeout 300)

        # Debian 13 (issue 19): the same sources built against Qt 6.8 and the system's KF6
        # SyntaxHighlighting in a cached root, with AddressSanitizer + UBSan; its unit, GUI and
        # Nix-facing tests run there on Nix 2.26 (tests/tools/trixie-build.sh; ccache keeps a
        # second run short). Without that root the unit tests get their sanitizer run here.
        sanitized=0
        if [[ "${PACKWRIGHT_SKIP_TRIXIE:-}" == 1 ]]; then
            echo "warning: PACKWRIGHT_SKIP_TRIXIE=1: the Debian 13 build and tests are skipped" >&2
        else
            step "Building and testing on Debian 13 under ASan + UBSan (tests/tools/trixie-build.sh: Qt 6.8, KF6, Nix 2.26)"
            trixie_status=0
            bash tests/tools/trixie-build.sh || trixie_status=$?
            if ((trixie_status == 77)); then
                echo "warning: the Debian 13 build and tests were skipped (the reason is above)" >&2
            elif ((trixie_status != 0)); then
                echo "error: the Debian 13 build or its tests failed (tests/tools/trixie-build.sh, above)" >&2
                exit "$trixie_status"
            else
                sanitized=1
            fi
        fi

        if ((sanitized == 0)); then
            step "Building the unit tests with AddressSanitizer + UndefinedBehaviorSanitizer in $asan_dir"
            configure "$asan_dir" -DCMAKE_BUILD_TYPE=Debug -DPACKWRIGHT_SANITIZE=ON
            cmake --build "$asan_dir" --parallel "$jobs" --target packwright_unit_tests
            step "Running the unit tests under the sanitizers"
            (cd "$asan_dir" &&
                ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1 \
                UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
                ctest --output-on-failure --parallel "$jobs" --timeout 300 -L unit)
        fi
        step_done
        printf '\n==> All tests passed in %d s\n' $((SECONDS - started))
        ;;
esac
step_done
