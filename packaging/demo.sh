#!/usr/bin/env bash
# The live demo (README's first command runs it through packaging/dev.sh demo): Packwright
# repairs libspng, whose package.nix lacks zlib, with real Nix on the fixture package set
# and the scripted model server replaying resources/demo/live-session.json. The model's
# first edit misspells the input; the build regresses, the loop rolls back, and the next
# edit (with a do-not-repeat rule in its prompt) builds. Quick fixes are off: they would add
# zlib before the model is asked. The session then opens in the workbench when there is a
# display, or its report is printed.
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

status=0
"$bin/packwright" package --from "$root/tests/fixtures/packages/broken-libspng-no-zlib/package.nix" \
    --nixpkgs "$root/tests/fixtures/nixpkgs" \
    --base-url "$url" --model scripted-model --no-quick-fixes \
    --nix-option substituters= --nix-option build-users-group= --nix-option sandbox=false \
    --out "$work/out" || status=$?

echo
echo "Session: $work/out/session (workspace git repository, record.sqlite, logs)"
if [[ -n ${DISPLAY:-}${WAYLAND_DISPLAY:-} && -f $work/out/session/session.json ]]; then
    exec "$bin/packwright" --session "$work/out/session/session.json"
fi
cat "$work/out/report.md"
exit $status
