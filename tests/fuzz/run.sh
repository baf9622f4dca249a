#!/usr/bin/env bash
# Fuzzes the log reader and the extractor with libFuzzer (clang), each for SECONDS
# (default 600), starting from the seeds in tests/fuzz/seeds and the shared corpus of real
# failure logs. New inputs go to a working corpus outside the repository; a crash leaves
# its input in the build directory and makes this script fail.
#
# Usage: tests/fuzz/run.sh [SECONDS] [BUILD_DIR=build-fuzz]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds=${1:-600}
build=${2:-$root/build-fuzz}
deps=${PACKWRIGHT_DEPS_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/packwright/deps}
work=${XDG_CACHE_HOME:-$HOME/.cache}/packwright/fuzz

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_PREFIX_PATH="$deps" -DPACKWRIGHT_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null
cmake --build "$build" --target fuzz_log_reader fuzz_extractor
for target in fuzz_log_reader fuzz_extractor; do
    corpus="$work/$target"
    mkdir -p "$corpus"
    cp -n "$root"/tests/fuzz/seeds/* "$corpus"/ 2>/dev/null || true
    for log in "$root"/tests/data/corpus/real-logs/*/build.log; do
        [[ -f $log ]] && cp -n "$log" "$corpus/real-$(basename "$(dirname "$log")").log"
    done
    echo "==> $target for ${seconds}s"
    (cd "$build" && "./bin/$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
        -rss_limit_mb=1024 -print_final_stats=1 "$corpus")
done
