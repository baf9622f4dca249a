#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Style and static checks over Packwright's own sources, as the project's .clang-format and
# .clang-tidy define them. Exits non-zero on any finding.
#
# Usage: tests/tools/lint.sh format|tidy|unity BUILD_DIR
#   format  clang-format --dry-run -Werror over every tracked .cpp/.h, and every source file's
#           SPDX licence header (tests/tools/spdx.sh check); with `reuse` installed, also
#           `reuse lint` (every tracked file's licence known: header or .reuse/dep5)
#   tidy    clang-tidy over every .cpp of agent/ models/ ui/ app/, using BUILD_DIR's
#           compile_commands.json (GCC-only flags removed for clang)
#   unity   the engine's nine libraries as a unity build with one batch per library and
#           -Werror, in BUILD_DIR/unity-check: two sources of a library that define the same
#           file-local name fail here, as they would in Debian 13's unity build (CI), which
#           batches the same way
set -euo pipefail

mode=${1:?format or tidy}
build=$(realpath "${2:?build directory}")
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"

mapfile -t sources < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find agent models ui app tests -name '*.cpp' -o -name '*.h')

case "$mode" in
format)
    clang-format --dry-run -Werror "${sources[@]}"
    echo "clang-format: ${#sources[@]} files clean"
    bash tests/tools/spdx.sh check
    if command -v reuse >/dev/null; then
        reuse lint --quiet || { reuse lint | tail -n 20; exit 1; }
        echo "reuse lint: compliant"
    fi
    ;;
tidy)
    # clang does not know GCC's -fcoroutines (C++20 coroutines are on by default there).
    db=$(mktemp -d)
    trap 'rm -rf "$db"' EXIT
    sed 's/ -fcoroutines//g' "$build/compile_commands.json" >"$db/compile_commands.json"
    # The newest clang-tidy installed: recent releases (22 here, not yet 19) skip the system
    # headers (Qt's) while matching, 2.4x faster than Debian 12's default 14 over this tree.
    # Deprecations are the compiler's to report (the -Werror build): clang 22 flags the one
    # libstdc++ 12 makes inside std::stable_sort.
    if [ -z "${PACKWRIGHT_CLANG_TIDY:-}" ]; then
        PACKWRIGHT_CLANG_TIDY=$(compgen -c clang-tidy- | grep -E '^clang-tidy-[0-9]+$' |
            sort -t- -k3 -n | tail -n1)
        PACKWRIGHT_CLANG_TIDY=${PACKWRIGHT_CLANG_TIDY:-clang-tidy}
    fi
    export PACKWRIGHT_CLANG_TIDY
    mapfile -t units < <(printf '%s\n' "${sources[@]}" | grep -E '^(agent|models|ui|app)/.*\.cpp$')
    # Units whose every input is as it was at a clean check are not checked again
    # (tests/tools/tidy-cache.py; PACKWRIGHT_TIDY_CACHE= empty turns the cache off).
    cache=${PACKWRIGHT_TIDY_CACHE-${XDG_CACHE_HOME:-$HOME/.cache}/packwright/tidy}
    if [ -n "$cache" ]; then
        mapfile -t pending < <(python3 tests/tools/tidy-cache.py pending "$db" "$build" "$root" \
            "$cache" "${units[@]}")
    else
        pending=("${units[@]}")
    fi
    mkdir -p "$db/results"
    # One unit per clang-tidy call: each unit's result is its own, so clean ones can be cached.
    printf '%s\n' "${pending[@]}" | grep . |
        xargs -P "$(nproc)" -I{} sh -c 'r="$1/results/$(echo "$2" | tr / _)"
            "$PACKWRIGHT_CLANG_TIDY" -p "$1" --quiet --warnings-as-errors="*" \
                --extra-arg=-Wno-deprecated-declarations "$2" >"$r" 2>&1
            echo $? >"$r.status"' tidy "$db" {} || true
    clean=()
    for unit in "${pending[@]}"; do
        result="$db/results/$(echo "$unit" | tr / _)"
        if [ "$(cat "$result.status" 2>/dev/null)" != 0 ] || grep -qE 'warning:|error:' "$result"; then
            echo "clang-tidy $unit:" >>"$db/out"
            grep -vE '^[0-9]+ warnings? generated|^Suppressed|^Use -header-filter' "$result" |
                tee -a "$db/out"
        else
            clean+=("$unit")
        fi
    done
    if [ -n "$cache" ] && [ ${#clean[@]} -gt 0 ]; then
        python3 tests/tools/tidy-cache.py clean "$db" "$cache" "${clean[@]}"
    fi
    if [ -s "$db/out" ]; then
        echo "clang-tidy: findings above" >&2
        exit 1
    fi
    echo "clang-tidy: ${#units[@]} files clean ($(( ${#units[@]} - ${#pending[@]} )) unchanged since a clean check)"
    ;;
unity)
    check=$build/unity-check
    # The main build's prefix (KSyntaxHighlighting) and compiler launcher (ccache).
    cached() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }
    cmake -S "$root" -B "$check" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DBUILD_TESTING=OFF \
        -DPACKWRIGHT_WERROR=ON -DPACKWRIGHT_UNITY_BUILD=ON -DPACKWRIGHT_UNITY_BATCH_SIZE=0 \
        -DCMAKE_PREFIX_PATH="$(cached CMAKE_PREFIX_PATH)" \
        -DCMAKE_CXX_COMPILER_LAUNCHER="$(cached CMAKE_CXX_COMPILER_LAUNCHER)" >"$check.log" ||
        { cat "$check.log" >&2; exit 1; }
    mapfile -t libraries < <(sed -n 's/^packwright_agent_library(\([a-z]*\).*/packwright_agent_\1/p' \
        agent/CMakeLists.txt)
    cmake --build "$check" --parallel "$(nproc)" --target "${libraries[@]}" -- -k 0
    echo "unity build: ${#libraries[@]} libraries compile with one batch each"
    ;;
*)
    echo "unknown mode $mode" >&2
    exit 2
    ;;
esac
