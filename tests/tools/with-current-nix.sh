#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command on this host with the Nix of a root made by tests/tools/nix-roots.sh (sid:
# Nix 2.34, trixie: 2.26) instead of the system's: in a private mount namespace, the root's
# own /nix is mounted over /nix (the two versions never share a store or its database), and
# PATH starts with nix, nix-build, nix-instantiate, … of the root's Nix. That binary is a
# copy whose ELF interpreter and RPATH are the root's loader and libraries (patchelf, once
# per root), so that it runs here and Nix can run itself again (the build hook is
# /proc/self/exe). Everything else is the host's: the toolchain the fixture set builds
# with, the repository, the caches, the nixbld build users. The mounts vanish with the
# command.
#
# The build users are shared with the system's Nix, whose user pool is another store's: do
# not build with both at once (one Nix kills the other's builders as it takes a user).
#
# Usage: tests/tools/with-current-nix.sh ROOT -- CMD...
#   ROOT   a root folder, or the name of a cached one (sid, trixie)
# Needs root (unshare, mount) and patchelf; exits 77 (CTest: skipped) when the root is not
# there, with the command that makes it.
set -euo pipefail

(($# >= 3)) && [[ $2 == -- ]] || { echo "usage: with-current-nix.sh ROOT -- CMD..." >&2; exit 2; }
root=$1
shift 2
[[ $root == */* ]] || root=${XDG_CACHE_HOME:-$HOME/.cache}/packwright/roots/$root
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [[ ! -f $root/.packwright-root-complete ]]; then
    echo "with-current-nix: no root at $root (make it with $here/nix-roots.sh)" >&2
    exit 77
fi
if [[ $(id -u) -ne 0 ]]; then
    echo "with-current-nix: needs root (unshare, mount)" >&2
    exit 77
fi
root=$(realpath "$root")
libs=$root/usr/lib/x86_64-linux-gnu
[[ -x $root/usr/bin/nix && -x $libs/ld-linux-x86-64.so.2 ]] ||
    { echo "with-current-nix: $root has no usr/bin/nix or dynamic loader" >&2; exit 1; }

# The root's nix, runnable on this host (rebuilt when the root's binary is newer).
runnable=$root/.packwright-host-nix
if [[ ! -x $runnable || $root/usr/bin/nix -nt $runnable ]]; then
    command -v patchelf >/dev/null || { echo "with-current-nix: patchelf is missing" >&2; exit 1; }
    cp "$root/usr/bin/nix" "$runnable.tmp"
    patchelf --set-interpreter "$libs/ld-linux-x86-64.so.2" --force-rpath --set-rpath "$libs" \
        "$runnable.tmp"
    mv "$runnable.tmp" "$runnable"
fi

tools=$(mktemp -d "${TMPDIR:-/tmp}/packwright-current-nix.XXXXXX")
trap 'rm -rf "$tools"' EXIT
mkdir -p "$tools/bin" "$tools/conf" "$root/nix/store" "$root/nix/var/nix"
for name in nix nix-build nix-instantiate nix-store nix-prefetch-url nix-hash nix-env \
    nix-shell nix-daemon nix-collect-garbage; do
    # The multi-call binary tells its commands apart by the name it is run as.
    ln -s "$runnable" "$tools/bin/$name"
done
# The root's Nix reads this configuration, not the host's /etc/nix (there may be none).
{
    echo "experimental-features = nix-command"
    echo "builders ="
    # Its default /bin/sh is a file of the root (bash-static); the caller names its own.
    echo "sandbox-paths ="
} >"$tools/conf/nix.conf"
chmod -R a+rX "$tools"

echo "with-current-nix: $("$tools/bin/nix" --version) from $root" >&2
# shellcheck disable=SC2016 # expanded by the inner shell
unshare --mount --propagation private -- bash -euc '
    mount --bind "$1/nix" /nix
    export PATH="$2/bin:$PATH" NIX_CONF_DIR="$2/conf"
    shift 2
    exec "$@"
' bash "$root" "$tools" "$@"
