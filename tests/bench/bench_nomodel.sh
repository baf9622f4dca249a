#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Packaging without a model (issue 17, "Measured, not assumed"): every upstream release
# tarball the tests have (tests/fixtures/sources/fetch.sh puts them in the fixture mirror) is
# packaged with `packwright package --no-model` against the fixture package set, with real
# Nix in its sandbox. Prints, per project, the build system, whether it builds, the attempts
# taken and `packwright lint`'s findings on the package.nix written (CI-level / review).
# Targets: 0 CI-level findings on every package that builds (placement aside: the files are
# not in a nixpkgs checkout, and a fixture set's fetchers need no real hashes); at least 5 of
# the Makefile/autotools/CMake projects building with no model.
#
# Usage: tests/bench/bench_nomodel.sh [BUILD_DIR]   (default: build)
# A benchmark that prints figures, not a test: it never fails on a figure. Exit 77 when the
# Debian archive (the sources) is unreachable.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
packwright="$build/bin/packwright"
[[ -x "$packwright" ]] || { echo "bench_nomodel: no $packwright (build first)" >&2; exit 2; }
# shellcheck source=../fixtures/nix-options.sh
source "$root/tests/fixtures/nix-options.sh"
"$root/tests/fixtures/sources/fetch.sh" >/dev/null 2>&1 || exit $?
mirror=${PACKWRIGHT_FIXTURE_MIRROR:-${XDG_CACHE_HOME:-$HOME/.cache}/packwright/mirror}

nix_args=()
for ((i = 0; i < ${#NIX_OPTS[@]}; i += 3)); do
    nix_args+=(--nix-option "${NIX_OPTS[i + 1]}=${NIX_OPTS[i + 2]}")
done

# name, tarball (relative to the mirror), build system as upstream ships it
projects=(
    "hello gnu/hello/hello-2.10.tar.gz autotools"
    "jq github/stedolan/jq/jq-1.6.tar.gz autotools"
    "cjson github/DaveGamble/cJSON/v1.7.15.tar.gz cmake+make"
    "libspng debian/pool/main/libs/libspng/libspng_0.7.4.orig.tar.gz meson"
    "colorama github/tartley/colorama/0.4.6.tar.gz python"
    "jmespath pypi/j/jmespath/jmespath-1.0.1.tar.gz python"
    "tree debian/pool/main/t/tree/tree_2.1.0.orig.tar.gz make"
    "lz4 debian/pool/main/l/lz4/lz4_1.9.4.orig.tar.gz make"
    "cmark debian/pool/main/c/cmark/cmark_0.30.2.orig.tar.gz cmake"
    "json-c debian/pool/main/j/json-c/json-c_0.16.orig.tar.gz cmake"
    "xz debian/pool/main/x/xz-utils/xz-utils_5.4.1.orig.tar.xz autotools"
    "libyaml debian/pool/main/liby/libyaml/libyaml_0.2.5.orig.tar.gz autotools"
)

work=$(mktemp -d "${TMPDIR:-/tmp}/packwright-bench-nomodel.XXXXXX")
trap '[[ -n "${PACKWRIGHT_BENCH_KEEP:-}" ]] || rm -rf "$work"' EXIT
printf '%-10s %-11s %-8s %-9s %-7s %-4s %-6s %s\n' project system builds attempts seconds ci review "CI-level rules"
built=0
built_c=0
ci_total=0
for entry in "${projects[@]}"; do
    read -r name tarball system <<<"$entry"
    [[ -f "$mirror/$tarball" ]] || { printf '%-10s (no tarball in the mirror)\n' "$name"; continue; }
    out="$work/$name"
    started=$SECONDS
    status=0
    "$packwright" package "$mirror/$tarball" --no-model --nixpkgs "$root/tests/fixtures/nixpkgs" \
        --out "$out" --max-iterations 8 "${nix_args[@]}" >"$work/$name.log" 2>&1 || status=$?
    seconds=$((SECONDS - started))
    attempts=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["attempts"]))' \
        "$out/report.json" 2>/dev/null || echo "?")
    builds=no
    ci=- review=- rules=
    if [[ $status == 0 ]]; then
        builds=yes
        built=$((built + 1))
        [[ $system != python && $system != meson ]] && built_c=$((built_c + 1))
        lint_json=$("$packwright" lint --json "$out/package.nix" || true)
        read -r ci review rules < <(python3 -c '
import json, sys
findings = json.loads(sys.argv[1]).get("findings", [])
ci = [f["rule"] for f in findings if f.get("severity") == "ci"]
print(len(ci), len(findings) - len(ci), ",".join(sorted(set(ci))) or "-")' "$lint_json")
        ci_total=$((ci_total + ci))
    fi
    printf '%-10s %-11s %-8s %-9s %-7s %-4s %-6s %s\n' "$name" "$system" "$builds (${status})" \
        "$attempts" "$seconds" "$ci" "$review" "$rules"
done
echo "built with no model: $built of ${#projects[@]} ($built_c of them Makefile/autotools/CMake); CI-level lint findings on those that built: $ci_total"
