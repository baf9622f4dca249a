#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Batch packaging (issue 21, "Measured, not assumed"): tests/data/batch/fixture-tasks.jsonl
# (repair tasks over the fixture set's broken packages) run by `packwright batch` twice, with
# real Nix in its sandbox: with the scripted model (tests/data/batch/fixture-model.json, one
# str_replace fix per task the deterministic fixes leave broken; an inline profile, which
# costs nothing) and
# with --no-model. Prints both summaries and the two runs side by side (--compare), and the
# time per task.
#
# Usage: tests/bench/bench_batch.sh [BUILD_DIR] [JOBS]   (defaults: build, 2)
# A benchmark that prints figures, not a test: it never fails on a figure. Exit 77 when the
# Debian archive (the sources) is unreachable.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
jobs=${2:-2}
packwright="$build/bin/packwright"
server="$build/bin/scripted-model-server"
for program in "$packwright" "$server"; do
    [[ -x "$program" ]] || { echo "bench_batch: no $program (build first)" >&2; exit 2; }
done
# shellcheck source=../fixtures/nix-options.sh
source "$root/tests/fixtures/nix-options.sh"
"$root/tests/fixtures/sources/fetch.sh" >/dev/null 2>&1 || exit $?

nix_args=()
for ((i = 0; i < ${#NIX_OPTS[@]}; i += 3)); do
    nix_args+=(--nix-option "${NIX_OPTS[i + 1]}=${NIX_OPTS[i + 2]}")
done

work=$(mktemp -d "${TMPDIR:-/tmp}/packwright-bench-batch.XXXXXX")
server_pid=
cleanup() {
    [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
export LC_ALL=C.UTF-8 PACKWRIGHT_SUCCESS_TEMPLATES=
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM

common=("$root/tests/data/batch/fixture-tasks.jsonl" --jobs "$jobs"
    --nixpkgs "$root/tests/fixtures/nixpkgs" --verify-signals off --refine-rounds 0
    "${nix_args[@]}")

"$server" --transcript "$root/tests/data/batch/fixture-model.json" >"$work/url" 2>"$work/server.log" &
server_pid=$!
for _ in $(seq 50); do [[ -s "$work/url" ]] && break; sleep 0.1; done
url=$(head -n 1 "$work/url")

SECONDS=0
"$packwright" batch "${common[@]}" --out "$work/scripted" --base-url "$url" \
    --model gpt-4o-mini >"$work/scripted.md" 2>"$work/scripted.log" || true
scripted_s=$SECONDS
SECONDS=0
"$packwright" batch "${common[@]}" --out "$work/nomodel" --no-model \
    >"$work/nomodel.md" 2>"$work/nomodel.log" || true
nomodel_s=$SECONDS

echo "## With the scripted model ($jobs jobs, $scripted_s s)"
echo
cat "$work/scripted.md"
echo "## With --no-model ($jobs jobs, $nomodel_s s)"
echo
cat "$work/nomodel.md"
echo "## Side by side"
echo
"$packwright" batch --compare "$work/scripted" "$work/nomodel" |
    sed "s|$work/||g"
echo
echo "## Time per task (s)"
echo
echo "| task | scripted model | no model |"
echo "|---|---|---|"
python3 - "$work/scripted/results.jsonl" "$work/nomodel/results.jsonl" <<'PY'
import json, sys
runs = [{r["id"]: r for r in map(json.loads, open(path))} for path in sys.argv[1:]]
for task in sorted(runs[0].keys() | runs[1].keys()):
    cells = ["%.1f" % (run[task]["wall_ms"] / 1000) if task in run else "—" for run in runs]
    print("| %s | %s |" % (task, " | ".join(cells)))
PY
