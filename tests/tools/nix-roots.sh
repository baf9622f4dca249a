#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes cached Debian roots that hold a current Nix, so that Packwright's log parsers can be
# tested against what users of modern Nix see (tests/data/nix-logs/record.sh uses them):
#   sid         Debian unstable, nix-bin 2.34.x at the time of writing
#   trixie      Debian 13, nix-bin 2.26.3
#   trixie-dev  Debian 13 with what Packwright builds with (Qt 6.8, the system's KF6
#               SyntaxHighlighting, QCoro, QtKeychain, ...: packaging/setup.sh's groups build,
#               qt, libraries and fixtures), nix-bin 2.26.3 and Nix's build users (group
#               nixbld); tests/tools/trixie-build.sh builds and tests Packwright in it
# Each root is mmdebstrap's minbase variant plus nix-bin (and for trixie-dev the packages
# above), under ${XDG_CACHE_HOME:-$HOME/.cache}/packwright/roots/NAME. sid and trixie are
# what `all` makes; trixie-dev (about 1 GB) is made only when named. A root is made only when it is
# missing: it is built in a temporary folder beside it, marked complete by a stamp file and
# then renamed into place, so an interrupted run leaves no half-made root behind.
#
# Usage: tests/tools/nix-roots.sh [sid|trixie|trixie-dev|all]      (default: all)
# Needs root, mmdebstrap and the Debian archive (apt-get install mmdebstrap). Run commands
# inside a root with tests/tools/nix-in-root.sh.
set -euo pipefail

# The roots come from the mirror this machine's apt uses (PACKWRIGHT_DEBIAN_MIRROR overrides).
# shellcheck source=apt-mirror.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-mirror.sh"
mirror=$(apt_mirror)
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cache=${XDG_CACHE_HOME:-$HOME/.cache}/packwright/roots
stamp=.packwright-root-complete
# dpkg-query's format, not a shell expansion.
# shellcheck disable=SC2016
version_format='${Version}'

die() {
    echo "nix-roots: $*" >&2
    exit 1
}

case "${1:-all}" in
    sid | trixie) names=("$1") ;;
    all) names=(sid trixie) ;;
    -h | --help)
        sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"
        exit 0
        ;;
    trixie-dev) names=("$1") ;;
    *) die "unknown root '$1' (usage: nix-roots.sh [sid|trixie|trixie-dev|all])" ;;
esac

[[ $(id -u) == 0 ]] || die "must run as root (mmdebstrap's root mode, chroot)"
command -v mmdebstrap >/dev/null || die "mmdebstrap is missing: apt-get install -y mmdebstrap"
[[ -n "$mirror" ]] || die "no Debian mirror in /etc/apt/sources*: set PACKWRIGHT_DEBIAN_MIRROR"
mkdir -p "$cache" || die "cannot create $cache"

# Refuses to delete a folder that still has something mounted below it.
safe_remove() {
    local dir=$1
    [[ -e $dir ]] || return 0
    if findmnt -rn -o TARGET | grep -q "^$(realpath "$dir")\(/\|$\)"; then
        die "$dir still has mounts below it; unmount them first"
    fi
    rm -rf --one-file-system "$dir"
}

tmp="" child=""
cleanup() { if [[ -n $tmp ]]; then safe_remove "$tmp"; fi; }
# mmdebstrap runs in the background, in its own PID and mount namespaces, so that a signal
# is handled at once: killing unshare kills mmdebstrap (--kill-child), the PID namespace's
# first process, and with it everything it started; its mounts go with the namespace. Then
# the temporary folder goes. (mmdebstrap itself would finish its current step first.)
on_signal() {
    if [[ -n $child ]]; then
        kill -KILL "$child" 2>/dev/null || true
        wait "$child" 2>/dev/null || true
    fi
    exit 130
}
trap cleanup EXIT
trap on_signal INT TERM

make_root() {
    local name=$1 target="$cache/$1"
    if [[ -f $target/$stamp ]]; then
        echo "nix-roots: $name is ready: $target ($(chroot "$target" dpkg-query -W -f "$version_format" nix-bin 2>/dev/null || echo '?'))"
        return 0
    fi
    # A root without a stamp was not made by this script (or was damaged): make it anew.
    safe_remove "$target"
    # Temporary folders left by a run that was killed outright.
    local stale
    for stale in "$cache/.$name".tmp.*; do
        if [[ -e $stale ]]; then safe_remove "$stale"; fi
    done

    # The suite, the packages beside minbase, and mmdebstrap's hooks, by root.
    local suite=$name what="minbase + nix-bin"
    local -a include=(nix-bin) hooks=()
    if [[ $name == trixie-dev ]]; then
        suite=trixie
        what="minbase + Packwright's build dependencies + nix-bin"
        local groups
        groups=$("$repo/packaging/setup.sh" --packages build qt libraries fixtures) ||
            die "cannot read the package groups of packaging/setup.sh"
        [[ -n $groups ]] || die "packaging/setup.sh printed no packages"
        # Debian 13 has no python3-pep517: pypa/build uses its successor, pyproject-hooks.
        groups=${groups/python3-pep517/python3-pyproject-hooks}
        # shellcheck disable=SC2206 # one package name a line, no spaces or globs
        include+=($groups)
        # The system's KF6 SyntaxHighlighting (Debian 12 has none; setup.sh builds it there)
        # and the SVG plugin the icons load with.
        include+=(libkf6syntaxhighlighting-dev qt6-svg-dev)
        # Nix's build users, as packaging/setup.sh makes them on the host: the fixture set's
        # nix.conf builds in the sandbox, as a build user that may write nothing of the root.
        # The root shares the host's process IDs, and Nix kills every process of a build user
        # before it builds as it: the IDs are ones no user or group of the host has.
        local base=31000 i
        for ((;; base += 100)); do
            for ((i = 0; i <= 4; i++)); do
                getent passwd $((base + i)) >/dev/null || getent group $((base + i)) >/dev/null ||
                    continue
                continue 2
            done
            break
        done
        # shellcheck disable=SC2016 # mmdebstrap's hook shell expands $1 (the root)
        hooks+=(--aptopt='APT::Install-Recommends "false"'
            --customize-hook="chroot \"\$1\" groupadd --system --gid $base nixbld"
            --customize-hook='for i in 1 2 3 4; do chroot "$1" useradd --system --no-create-home --home-dir /var/empty --shell /usr/sbin/nologin --comment "Nix build user $i" --uid $(('"$base"' + i)) --gid nixbld --groups nixbld "nixbld$i"; done')
    fi

    tmp=$(mktemp -d "$cache/.$name.tmp.XXXXXX")
    echo "nix-roots: making $name in $target (mmdebstrap $suite, $what) ..."
    local start=$SECONDS
    local packages
    packages=$(IFS=,; printf '%s' "${include[*]}")
    # mmdebstrap wants an empty or missing target; the temporary folder is empty.
    unshare --mount --propagation private --pid --fork --kill-child=SIGKILL -- \
        mmdebstrap --mode=root --variant=minbase --include="$packages" \
            --aptopt='Acquire::Check-Valid-Until "false"' \
            --aptopt='Acquire::Retries "3"' \
            "${hooks[@]}" \
            "$suite" "$tmp" "$mirror" >"$cache/.$name.log" 2>&1 &
    child=$!
    local status=0
    wait "$child" || status=$?
    child=""
    if ((status != 0)); then
        tail -30 "$cache/.$name.log" >&2
        die "mmdebstrap failed for $name (full log: $cache/.$name.log)"
    fi
    [[ -x $tmp/usr/bin/nix-build && -e $tmp/bin/sh ]] || die "$name: the root has no nix-build or /bin/sh"
    local version
    version=$(chroot "$tmp" dpkg-query -W -f "$version_format" nix-bin) || die "$name: nix-bin is not installed"
    {
        echo "suite=$suite"
        echo "nix-bin=$version"
        echo "made=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
        echo "seconds=$((SECONDS - start))"
    } >"$tmp/$stamp"
    mv -T "$tmp" "$target"
    tmp=""
    mv -f "$cache/.$name.log" "$target/var/log/packwright-mmdebstrap.log"
    echo "nix-roots: $name ready in $((SECONDS - start)) s: $target, nix-bin $version, $(du -sh --one-file-system "$target" | cut -f1)"
}

for name in "${names[@]}"; do
    make_root "$name"
done
