#!/usr/bin/env bash
# Makes cached Debian roots that hold a current Nix, so that Packwright's log parsers can be
# tested against what users of modern Nix see (tests/data/nix-logs/record.sh uses them):
#   sid     Debian unstable, nix-bin 2.34.x at the time of writing
#   trixie  Debian 13, nix-bin 2.26.3
# Each root is mmdebstrap's minbase variant plus nix-bin, under
# ${XDG_CACHE_HOME:-$HOME/.cache}/packwright/roots/NAME. A root is made only when it is
# missing: it is built in a temporary folder beside it, marked complete by a stamp file and
# then renamed into place, so an interrupted run leaves no half-made root behind.
#
# Usage: tests/tools/nix-roots.sh [sid|trixie|all]      (default: all)
# Needs root, mmdebstrap and the Debian archive (apt-get install mmdebstrap). Run commands
# inside a root with tests/tools/nix-in-root.sh.
set -euo pipefail

# The roots come from the mirror this machine's apt uses (PACKWRIGHT_DEBIAN_MIRROR overrides).
# shellcheck source=apt-mirror.sh
source "$(dirname "${BASH_SOURCE[0]}")/apt-mirror.sh"
mirror=$(apt_mirror)
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
        sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *) die "unknown root '$1' (usage: nix-roots.sh [sid|trixie|all])" ;;
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

    tmp=$(mktemp -d "$cache/.$name.tmp.XXXXXX")
    echo "nix-roots: making $name in $target (mmdebstrap, minbase + nix-bin) ..."
    local start=$SECONDS
    # mmdebstrap wants an empty or missing target; the temporary folder is empty.
    unshare --mount --propagation private --pid --fork --kill-child=SIGKILL -- \
        mmdebstrap --mode=root --variant=minbase --include=nix-bin \
            --aptopt='Acquire::Check-Valid-Until "false"' \
            --aptopt='Acquire::Retries "3"' \
            "$name" "$tmp" "$mirror" >"$cache/.$name.log" 2>&1 &
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
        echo "suite=$name"
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
