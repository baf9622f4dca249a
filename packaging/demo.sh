#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The live demo (README's first command runs it through packaging/dev.sh demo): Packwright
# repairs libspng, whose package.nix lacks zlib, with real Nix on the fixture package set
# and the scripted model server replaying resources/demo/live-session.json. The model first
# checks the top failure signals (EvidenT's verifier: root cause, consequence or noise, shown
# beside each signal); its first edit misspells the input; the build regresses, the loop
# rolls back, and the next edit (with a do-not-repeat rule in its prompt) builds. Quick
# fixes are off: they would add zlib before the model is asked. With a display the session
# runs live in the workbench (package --gui: watch the log stream, the model's text and tool
# calls, the timeline); without one it runs on the terminal and its report is printed.
#
#   packaging/demo.sh BUILD_DIR
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
bin=$build/bin

bash "$root/tests/fixtures/sources/fetch.sh" >/dev/null

work=$(mktemp -d "${TMPDIR:-/tmp}/packwright-demo.XXXXXX")
server_out=$work/server.out
"$bin/scripted-model-server" --transcript "$root/resources/demo/live-session.json" \
    --exit-when-done >"$server_out" 2>"$work/server.err" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    [[ -s $server_out ]] && break
    sleep 0.1
done
url=$(head -n1 "$server_out")
[[ -n $url ]] || { echo "the scripted model server did not start" >&2; exit 1; }

# The fixture set's Nix settings (tests/fixtures/nix.conf): offline, in Nix's sandbox.
# shellcheck source=../tests/fixtures/nix-options.sh
source "$root/tests/fixtures/nix-options.sh"
nix_options=()
for ((i = 0; i < ${#NIX_OPTS[@]}; i += 3)); do
    nix_options+=(--nix-option "${NIX_OPTS[i + 1]}=${NIX_OPTS[i + 2]}")
done

gui=()
[[ -n ${DISPLAY:-}${WAYLAND_DISPLAY:-} ]] && gui=(--gui)
status=0
"$bin/packwright" package "${gui[@]}" --from "$root/tests/fixtures/packages/broken-libspng-no-zlib/package.nix" \
    --nixpkgs "$root/tests/fixtures/nixpkgs" \
    --base-url "$url" --model scripted-model --no-quick-fixes --refine-rounds 0 \
    "${nix_options[@]}" \
    --out "$work/out" || status=$?

echo
echo "Session: $work/out/session (workspace git repository, record.sqlite, logs)"
[[ ${#gui[@]} -gt 0 ]] || cat "$work/out/report.md"
exit $status
