#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Launches Packwright in a real X server (Xvfb) and saves a PNG of the screen once the
# main window is mapped and has drawn.
#
# Usage: tests/tools/screenshot.sh OUTPUT.png [packwright arguments…]
#   e.g. tests/tools/screenshot.sh /tmp/workbench.png demo
#        tests/tools/screenshot.sh /tmp/de.png demo --lang de
# Environment: PACKWRIGHT (the binary; default build/bin/packwright), SCREEN_SIZE
# (default 1600x1000), SETTLE_SECONDS (wait after the window appears; default 2).
# Needs xvfb-run, xwininfo (x11-utils) and import (imagemagick): packaging/setup.sh installs them.
set -euo pipefail

if [[ $# -lt 1 ]]; then
    sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0" >&2
    exit 2
fi
output=$(realpath -m "$1")
shift
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
binary=${PACKWRIGHT:-$root/build/bin/packwright}
size=${SCREEN_SIZE:-1600x1000}
settle=${SETTLE_SECONDS:-2}
[[ -x "$binary" ]] || { echo "No Packwright binary at $binary: build first (packaging/dev.sh build)." >&2; exit 1; }

# Runs inside the X server: start the app, wait for its window, grab the root window.
inner=$(cat <<'INNER'
set -euo pipefail
binary=$1; output=$2; settle=$3; shift 3
"$binary" "$@" &
app=$!
trap 'kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
    if xwininfo -root -tree 2>/dev/null | grep -q 'Packwright'; then
        sleep "$settle"
        import -window root "$output"
        exit 0
    fi
    kill -0 "$app" 2>/dev/null || { echo "Packwright exited before showing a window." >&2; exit 1; }
    sleep 0.1
done
echo "No Packwright window appeared within 10 s." >&2
exit 1
INNER
)
xvfb-run --auto-servernum --server-args="-screen 0 ${size}x24" \
    bash -c "$inner" screenshot "$binary" "$output" "$settle" "$@"
echo "Saved $output"
