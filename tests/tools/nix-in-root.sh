#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command inside a root made by tests/tools/nix-roots.sh, with that root's Nix set up
# for offline, single-user use as root. The command runs in a private mount namespace
# (unshare) whose root the root becomes (pivot_root): /proc, /dev (recursively) and a work
# folder are mounted into it, the work folder at the same path as outside, and all mounts
# vanish with the command.
#
# Usage: tests/tools/nix-in-root.sh [--work DIR] [--bind DIR]... [--sandbox true|false] ROOT -- CMD...
#   ROOT        a root folder, or the name of a cached one (sid, trixie, trixie-dev)
#   --work DIR  folder to mount into the root, and the command's working folder
#               (default: the current folder)
#   --bind DIR  another folder to mount into the root at the same path (repeatable)
#   --sandbox   Nix's `sandbox` setting (default false). true works: the root is made the
#               namespace's root, not a chroot, in which Nix's sandbox cannot be set up
#               (tests/data/nix-logs/README.md)
#
# Nix reads only this nix.conf (NIX_CONF_DIR), not the root's /etc/nix:
#   substituters =                       no binary cache: there is no network
#   sandbox = false                      (with --sandbox true: also sandbox-fallback = false)
#   experimental-features = nix-command  `nix build`, `nix log`
#   build-users-group =                  root builds as itself; a minbase root has no nixbld
#                                        (a root with a nixbld group, trixie-dev, keeps Nix's
#                                        default: builds run as its nixbld users, whose IDs
#                                        must be no host user's: refused otherwise)
# The command's environment is empty but for PATH, HOME=/root, TERM, LANG=C.UTF-8,
# NIX_CONF_DIR, and whatever NIX_IN_ROOT_ENV names (space-separated VAR=VALUE pairs).
set -euo pipefail

die() {
    echo "nix-in-root: $*" >&2
    exit 1
}

work=$PWD
sandbox=false
binds=()
while (($#)); do
    case "$1" in
        --work) work=${2:?--work needs a folder}; shift 2 ;;
        --bind) binds+=("${2:?--bind needs a folder}"); shift 2 ;;
        --sandbox) sandbox=${2:?--sandbox needs true or false}; shift 2 ;;
        --) die "ROOT is missing before --" ;;
        -*) die "unknown option $1" ;;
        *) break ;;
    esac
done
if (($# < 3)) || [[ $2 != -- ]]; then
    die "usage: nix-in-root.sh [--work DIR] [--bind DIR]... [--sandbox true|false] ROOT -- CMD..."
fi
root=$1
shift 2
[[ $root == */* ]] || root=${XDG_CACHE_HOME:-$HOME/.cache}/packwright/roots/$root
[[ -f $root/.packwright-root-complete ]] || die "$root is not a complete root (make it with tests/tools/nix-roots.sh)"
[[ $(id -u) == 0 ]] || die "must run as root (unshare, mount, chroot)"
[[ $sandbox == true || $sandbox == false ]] || die "--sandbox takes true or false"
root=$(realpath "$root")
[[ -d $work ]] || die "work folder $work does not exist"
work=$(realpath "$work")
mounts=("$work")
for dir in "${binds[@]}"; do
    [[ -d $dir ]] || die "folder $dir (--bind) does not exist"
    mounts+=("$(realpath "$dir")")
done

# A root with Nix's build users: the root shares the host's process IDs, and Nix kills every
# process of a build user before it builds as it, so no user of the host may have their IDs.
if grep -q '^nixbld:' "$root/etc/group"; then
    gid=$(awk -F: '$1 == "nixbld" { print $3 }' "$root/etc/group")
    while IFS=: read -r user _ uid _; do
        if host_user=$(getent passwd "$uid"); then
            die "$root's build user $user has the uid of the host's ${host_user%%:*}: Nix would kill that user's processes; remove the root and make it again (tests/tools/nix-roots.sh)"
        fi
    done < <(awk -F: -v gid="$gid" '$4 == gid' "$root/etc/passwd")
fi

# The folders made inside the root for the mount points: they are removed again afterwards,
# children before parents (a path sorts after every prefix of it, so in reverse order).
made=()
conf=$(mktemp -d "${TMPDIR:-/tmp}/packwright-nix-conf.XXXXXX")
cleanup() {
    rm -rf "$conf"
    ((${#made[@]})) || return 0
    local dir
    while IFS= read -r -d '' dir; do rmdir "$dir" 2>/dev/null || true; done < <(printf '%s\0' "${made[@]}" | LC_ALL=C sort -rz)
}
trap cleanup EXIT
for mount in "${mounts[@]}"; do
    path=$mount
    while [[ $path != / && ! -e $root$path ]]; do
        made+=("$root$path")
        path=$(dirname "$path")
    done
    mkdir -p "$root$mount"
done
{
    echo "substituters ="
    echo "sandbox = $sandbox"
    # Fail rather than build unsandboxed when the sandbox cannot be set up.
    if [[ $sandbox == true ]]; then echo "sandbox-fallback = false"; fi
    echo "experimental-features = nix-command"
    grep -q '^nixbld:' "$root/etc/group" || echo "build-users-group ="
} >"$conf/nix.conf"

# The mount points, NUL-separated, for the inner shell (a path may hold any character).
printf '%s\0' "${mounts[@]}" >"$conf/mounts"

env_args=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root
    "TERM=${TERM:-dumb}" LANG=C.UTF-8 NIX_CONF_DIR=/etc/packwright-nix)
# shellcheck disable=SC2206 # NIX_IN_ROOT_ENV is a list of words by design
[[ -n ${NIX_IN_ROOT_ENV:-} ]] && env_args+=(${NIX_IN_ROOT_ENV})

mkdir -p "$root/etc/packwright-nix" "$root/nix/var/nix" "$root/.packwright-oldroot"

# The inner shell gets its values as arguments: no quoting of paths into a script. The root
# becomes the namespace's root with pivot_root, not chroot: the kernel lets no chrooted
# process make the user namespace that Nix's sandbox needs.
# shellcheck disable=SC2016 # the script is expanded by the inner shell
unshare --mount --propagation private --fork -- bash -euc '
    root=$1 work=$2 conf=$3 mounts=$4
    shift 4
    mount --bind "$root" "$root"
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    while IFS= read -r -d "" mount; do mount --bind "$mount" "$root$mount"; done <"$mounts"
    mount --bind "$conf" "$root/etc/packwright-nix"
    n=0
    for arg; do [[ $arg == -- ]] && break; n=$((n + 1)); done
    envs=("${@:1:n}")
    shift $((n + 1))
    cd "$root"
    pivot_root . .packwright-oldroot
    cd /
    exec /usr/bin/env -i "${envs[@]}" /bin/sh -c "umount -l /.packwright-oldroot && cd \"\$1\" && shift && exec \"\$@\"" sh "$work" "$@"
' bash "$root" "$work" "$conf" "$conf/mounts" "${env_args[@]}" -- "$@"
