#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes the log reader, the extractor, the success templates' parser and the nixpkgs
# conformance check (nix::lint) with libFuzzer
# (clang), each for SECONDS (default 600), starting from the seeds in tests/fuzz/seeds, the
# corpus of real failure logs and the recorded output of Nix 2.8, 2.26 and 2.34 (lint: the
# fixture packages). New inputs go to a working corpus outside the repository; a crash leaves
# its input in the build directory and makes this script fail.
#
# Usage: tests/fuzz/run.sh [SECONDS] [BUILD_DIR=build-fuzz]
#   PACKWRIGHT_FUZZ_TARGETS="fuzz_extractor fuzz_lint" runs only those.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds=${1:-600}
build=${2:-$root/build-fuzz}
deps=${PACKWRIGHT_DEPS_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/packwright/deps}
work=${XDG_CACHE_HOME:-$HOME/.cache}/packwright/fuzz

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_PREFIX_PATH="$deps" -DPACKWRIGHT_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null
targets=(${PACKWRIGHT_FUZZ_TARGETS:-fuzz_log_reader fuzz_extractor fuzz_success_templates fuzz_lint})
cmake --build "$build" --target "${targets[@]}"
for target in "${targets[@]}"; do
    corpus="$work/$target"
    mkdir -p "$corpus"
    cp -n "$root"/tests/fuzz/seeds/* "$corpus"/ 2>/dev/null || true
    if [[ $target == fuzz_success_templates ]]; then
        cp -n "$root"/resources/evidence/success-templates.tsv "$corpus"/bundled.tsv
    elif [[ $target == fuzz_lint ]]; then
        find "$root"/tests/fixtures -name '*.nix' -size -64k -print0 |
            while IFS= read -r -d '' nix; do
                cp -n "$nix" "$corpus/$(echo "$nix" | md5sum | cut -c1-12).nix"
            done
    else
        for log in "$root"/tests/data/corpus/real-logs/*/build.log; do
            [[ -f $log ]] && cp -n "$log" "$corpus/real-$(basename "$(dirname "$log")").log"
        done
        for log in "$root"/tests/data/nix-logs/nix-*/*/*.log; do
            front=$(basename "$(dirname "$log")") version=$(basename "$(dirname "$(dirname "$log")")")
            cp -n "$log" "$corpus/$version-$front-$(basename "$log")"
        done
    fi
    echo "==> $target for ${seconds}s"
    (cd "$build" && "./bin/$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
        -rss_limit_mb=1024 -print_final_stats=1 "$corpus")
done
