#!/usr/bin/env bash
# Style and static checks over Packwright's own sources, as the project's .clang-format and
# .clang-tidy define them. Exits non-zero on any finding.
#
# Usage: tests/tools/lint.sh format|tidy BUILD_DIR
#   format  clang-format --dry-run -Werror over every tracked .cpp/.h
#   tidy    clang-tidy over every .cpp of agent/ models/ ui/ app/, using BUILD_DIR's
#           compile_commands.json (GCC-only flags removed for clang)
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
    ;;
tidy)
    # clang does not know GCC's -fcoroutines (C++20 coroutines are on by default there).
    db=$(mktemp -d)
    trap 'rm -rf "$db"' EXIT
    sed 's/ -fcoroutines//g' "$build/compile_commands.json" >"$db/compile_commands.json"
    mapfile -t units < <(printf '%s\n' "${sources[@]}" | grep -E '^(agent|models|ui|app)/.*\.cpp$')
    printf '%s\n' "${units[@]}" |
        xargs -P "$(nproc)" -n 4 clang-tidy -p "$db" --quiet --warnings-as-errors='*' 2>&1 |
        grep -vE '^[0-9]+ warnings? generated|^Suppressed|^Use -header-filter' |
        tee "$db/out" || true
    if grep -qE 'warning:|error:' "$db/out"; then
        echo "clang-tidy: findings above" >&2
        exit 1
    fi
    echo "clang-tidy: ${#units[@]} files clean"
    ;;
*)
    echo "unknown mode $mode" >&2
    exit 2
    ;;
esac
