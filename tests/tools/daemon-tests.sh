#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Multi-user Nix, as most maintainers run it: starts a nix-daemon of its own (its own socket
# and configuration: tests/fixtures/nix.conf, so the sandbox settings are the daemon's, as
# an untrusted client may not set them) and runs the given test binaries as an unprivileged
# user through it (NIX_REMOTE=unix://…), with the fixture's source mirror readable to them.
# The daemon shares the system's store (/nix) and builds as the nixbld users.
#
# Usage: tests/tools/daemon-tests.sh TEST-BINARY...
# Needs root (to start the daemon and create the test user, packwright-tester); exits 77
# (CTest: skipped) when not root or when the nixbld group is missing.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
(($#)) || { echo "usage: daemon-tests.sh TEST-BINARY..." >&2; exit 2; }
if [[ $(id -u) -ne 0 ]]; then
    echo "daemon-tests: needs root to start a nix-daemon and run tests as another user" >&2
    exit 77
fi
if ! getent group nixbld >/dev/null; then
    echo "daemon-tests: no nixbld group: run packaging/setup.sh" >&2
    exit 77
fi
user=packwright-tester
getent passwd "$user" >/dev/null ||
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin \
        --comment "Packwright daemon tests" "$user"

work=$(mktemp -d "${TMPDIR:-/tmp}/packwright-daemon.XXXXXX")
chmod 755 "$work"
daemon_pid=
opened=() # folders given search permission for others, taken back at the end
cleanup() {
    [[ -n "$daemon_pid" ]] && kill "$daemon_pid" 2>/dev/null && wait "$daemon_pid" 2>/dev/null
    ((${#opened[@]})) && chmod o-x "${opened[@]}"
    rm -rf "$work"
}
trap cleanup EXIT

# The test user reads the checkout (the fixture set) and runs the test binaries: a folder
# above them that others may not enter (a clone in a mktemp folder) is opened for the run,
# search permission only.
# (The octal mode: a sticky folder such as /tmp reads "t" in the symbolic one.)
starts=("$root")
for test in "$@"; do starts+=("$(dirname "$test")"); done
for start in "${starts[@]}"; do
    dir=$(realpath "$start")
    while [[ $dir != / ]]; do
        if (((8#$(stat -c %a "$dir") & 1) == 0)); then
            chmod o+x "$dir"
            opened+=("$dir")
        fi
        dir=$(dirname "$dir")
    done
done

# The mirror, copied where the test user may read and fill it (the default lives under
# root's home).
mirror_src=${PACKWRIGHT_FIXTURE_MIRROR:-${XDG_CACHE_HOME:-$HOME/.cache}/packwright/mirror}
"$root/tests/fixtures/sources/fetch.sh" >/dev/null 2>&1 || true
mkdir -p "$work/mirror"
[[ -d "$mirror_src" ]] && cp -a "$mirror_src/." "$work/mirror/"
chown -R "$user" "$work/mirror"
chmod -R a+rX "$work/mirror"

mkdir -p "$work/conf" "$work/home"
chown "$user" "$work/home"
{
    sed "s|@mirror@|$work/mirror|g" "$root/tests/fixtures/nix.conf"
    echo "build-users-group = nixbld"
    echo "trusted-users = root"
    echo "allowed-users = *"
} >"$work/conf/nix.conf"

socket=$work/socket
NIX_CONF_DIR=$work/conf NIX_DAEMON_SOCKET_PATH=$socket nix-daemon >"$work/daemon.log" 2>&1 &
daemon_pid=$!
for _ in $(seq 100); do
    [[ -S "$socket" ]] && break
    kill -0 "$daemon_pid" 2>/dev/null || { cat "$work/daemon.log" >&2; exit 1; }
    sleep 0.1
done
[[ -S "$socket" ]] || { echo "daemon-tests: the nix-daemon did not open $socket" >&2; exit 1; }
echo "nix-daemon $(nix-daemon --version | awk '{print $NF}') on $socket, tests as $user"

status=0
for test in "$@"; do
    started=$SECONDS
    echo "--- $(basename "$test") through the daemon"
    # A clean environment: the daemon's settings, not root's, decide the build.
    if runuser -u "$user" -- env -i PATH=/usr/bin:/bin HOME="$work/home" \
        XDG_CACHE_HOME="$work/home/.cache" LC_ALL=C.UTF-8 LANG=C.UTF-8 \
        QT_QPA_PLATFORM=offscreen PACKWRIGHT_SUCCESS_TEMPLATES= \
        NIX_REMOTE="unix://$socket" PACKWRIGHT_FIXTURE_NIX_DAEMON=1 \
        PACKWRIGHT_FIXTURE_MIRROR="$work/mirror" TMPDIR="$work/home" \
        "$test"; then
        echo "--- $(basename "$test"): passed in $((SECONDS - started)) s"
    else
        echo "--- $(basename "$test"): FAILED in $((SECONDS - started)) s"
        status=1
    fi
done
if ((status)); then
    echo "daemon log:" >&2
    tail -n 40 "$work/daemon.log" >&2
fi
exit $status
