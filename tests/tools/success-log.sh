#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes real, successful Nix build output to OUT: the build logs of the good fixture
# packages (GNU hello, jq, cJSON, libspng, colorama, jmespath, the tiny ones), built
# with real Nix against the fixture package set, concatenated until OUT holds at least
# MIN_LINES lines (default 6000). The evidence tests embed failure excerpts in it, because
# finding the cause among the noise of a real build is the extractor's real job.
#
# Usage: tests/tools/success-log.sh OUT [MIN_LINES] [LOGS_DIR]
#   LOGS_DIR: also keep each build's own log there, as NAME.log (for mining success
#   templates: bench_evidence_corpus --mine).
# Builds are cached by Nix, so a second run takes seconds. Exit 77 when the Debian
# archive (for the upstream sources) is unreachable.
set -euo pipefail

out=${1:?usage: success-log.sh OUT [MIN_LINES]}
min_lines=${2:-6000}
logs_dir=${3:-}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
fixtures="$root/tests/fixtures"
# shellcheck source=../fixtures/nix-options.sh
source "$fixtures/nix-options.sh" # NIX_OPTS: offline, Nix's sandbox with the host paths of nix.conf

"$fixtures/sources/fetch.sh" >/dev/null 2>&1 || {
    status=$?
    [[ $status == 77 ]] && echo "success-log: the Debian archive is unreachable" >&2
    exit "$status"
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/packwright-success-log.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
logs=()
for spec in hello:pkgs jq:pkgs cjson:pkgs libspng:pkgs jmespath:pkgs colorama:python3Packages \
    tiny-python:python3Packages tiny:pkgs tiny-zlib:pkgs tiny-cxx:pkgs; do
    name=${spec%%:*} scope=${spec#*:}
    call="pkgs.callPackage"
    [[ $scope == python3Packages ]] && call="pkgs.python3Packages.callPackage"
    expr="let pkgs = import $fixtures/nixpkgs { }; in $call $fixtures/packages/$name/package.nix { }"
    drv=$(nix-instantiate "${NIX_OPTS[@]}" -E "$expr" 2>"$tmp/$name.eval") || {
        cat "$tmp/$name.eval" >&2
        exit 1
    }
    nix-build "${NIX_OPTS[@]}" --no-out-link "$drv" >/dev/null 2>"$tmp/$name.build" || {
        tail -20 "$tmp/$name.build" >&2
        exit 1
    }
    # The builder's own log, as `nix log` shows it (kept by Nix since the first build).
    if nix-store "${NIX_OPTS[@]}" --read-log "$drv" >"$tmp/$name.log" 2>/dev/null && [[ -s "$tmp/$name.log" ]]; then
        logs+=("$tmp/$name.log")
    fi
done
((${#logs[@]} > 0)) || { echo "success-log: Nix kept no build logs" >&2; exit 1; }

: >"$tmp/all.log"
while (($(wc -l <"$tmp/all.log") < min_lines)); do
    cat "${logs[@]}" >>"$tmp/all.log"
done
mv "$tmp/all.log" "$out"
if [[ -n "$logs_dir" ]]; then
    mkdir -p "$logs_dir"
    cp "${logs[@]}" "$logs_dir/"
fi
echo "success-log: $(wc -l <"$out") lines from ${#logs[@]} builds in $out"
