#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package installs and runs on a fresh Debian 12: CPack builds
# packwright_<version>_<arch>.deb from the build tree (dpkg-shlibdeps for the dependencies),
# `apt install ./packwright_*.deb` installs it into a copy of a pristine bookworm root, and
# the installed `packwright --version`, `packwright demo --headless` and `packwright explain`
# run there. The package is what Debian's tools expect of one: Maintainer in "Name <email>"
# form (the metainfo's developer_name and update_contact), man pages compressed with
# `gzip -9n` that render with `man -l`, a copyright file and changelog.gz, and, where lintian
# is installed, no lintian error or warning.
#
# The root (mmdebstrap, minbase, with its apt lists) is made once and cached in
# ${XDG_CACHE_HOME:-~/.cache}/packwright/roots/bookworm, with the .debs apt downloads in
# roots/bookworm-archives; each run installs into an overlay (or a copy) of it, so the cached
# root stays pristine. Made from the mirror this machine's apt uses (PACKWRIGHT_DEBIAN_MIRROR
# overrides it). Skips (77) without root, mmdebstrap or cpack.
set -euo pipefail
[[ $(id -u) == 0 ]] || { echo "SKIP: needs root (mmdebstrap, chroot)"; exit 77; }
for tool in mmdebstrap cpack unshare chroot dpkg-shlibdeps; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (packaging/setup.sh)"; exit 77; }
done

cache=${XDG_CACHE_HOME:-$HOME/.cache}/packwright/roots
root=$cache/bookworm
archives=$cache/bookworm-archives
stamp=.packwright-root-complete
# shellcheck source=../tools/apt-mirror.sh
source "$(dirname "${BASH_SOURCE[0]}")/../tools/apt-mirror.sh"
mirror=$(apt_mirror)
security=$(apt_security_mirror)
[[ -n "$mirror" ]] || { echo "SKIP: apt has no Debian archive configured (or set PACKWRIGHT_DEBIAN_MIRROR)"; exit 77; }
sources=("deb $mirror bookworm main" "deb $mirror bookworm-updates main")
[[ -z "$security" ]] || sources+=("deb $security bookworm-security main")
work=$(mktemp -d)
cleanup() {
    # Nothing is mounted here outside the namespaces below, which end with their processes.
    rm -rf --one-file-system "$work"
    [[ -n ${making:-} ]] && rm -rf --one-file-system "$making"
    return 0
}
trap cleanup EXIT
timing() { printf '  %-44s %4d s\n' "$1" $((SECONDS - $2)); }
total=$SECONDS

# 1. The package.
t=$SECONDS
cpack -G DEB --config "$BUILD_DIR/CPackConfig.cmake" -B "$work/cpack" >"$work/cpack.log" 2>&1 ||
    { tail -30 "$work/cpack.log"; echo "FAIL: cpack"; exit 1; }
deb=$(find "$work/cpack" -maxdepth 1 -name "packwright_${PROJECT_VERSION}_*.deb" | head -n 1)
[[ -n $deb ]] || { ls "$work/cpack"; echo "FAIL: no packwright_${PROJECT_VERSION}_*.deb"; exit 1; }
depends=$(dpkg-deb -f "$deb" Depends)
echo "built $(basename "$deb"): Depends: $depends"
for lib in libqt6core6 libqt6widgets6 libgit2 libvterm0 libqt6sql6-sqlite qt6-qpa-plugins; do
    grep -q "$lib" <<<"$depends" || { echo "FAIL: the package does not depend on $lib"; exit 1; }
done
failed=0
fail() { echo "FAIL: $*"; failed=1; }
metainfo=$SOURCE_DIR/packaging/desktop/io.github.packwright.Packwright.metainfo.xml
maintainer=$(dpkg-deb -f "$deb" Maintainer)
expected="$(sed -n 's|.*<developer_name>\(.*\)</developer_name>.*|\1|p' "$metainfo") <$(
    sed -n 's|.*<update_contact>\(.*\)</update_contact>.*|\1|p' "$metainfo")>"
[[ $maintainer =~ ^[^\<\>]+\ \<[^@\<\>\ ]+@[^@\<\>\ ]+\>$ ]] ||
    fail "Maintainer is not \"Name <email>\": $maintainer"
[[ $maintainer == "$expected" ]] ||
    fail "Maintainer '$maintainer' is not the metainfo's developer_name <update_contact>: '$expected'"
mkdir -p "$work/files"
dpkg-deb -x "$deb" "$work/files"
man1=$work/files/usr/share/man/man1
plain=$(find "$work/files/usr/share/man" -type f ! -name '*.gz')
[[ -z $plain ]] || fail "man pages not compressed: $plain"
pages=0
for page in "$man1"/*.1.gz; do
    [[ -f $page ]] || continue
    pages=$((pages + 1))
    # gzip -9n: no file name (FLG 0), no time stamp (MTIME 0), best compression (XFL 2).
    header=$(od -An -tu1 -j3 -N6 "$page" | tr -s ' ')
    [[ $header == " 0 0 0 0 0 2" ]] || fail "$(basename "$page") is not gzip -9n (FLG MTIME XFL:$header)"
    if command -v man >/dev/null; then
        warnings=$(MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null) || fail "man -l $page"
        [[ -z $warnings ]] || fail "man -l $(basename "$page") warns: $warnings"
    fi
done
((pages >= 7)) || fail "$pages man pages in the package, 7 expected"
for file in copyright changelog.gz; do
    [[ -f $work/files/usr/share/doc/packwright/$file ]] || fail "no /usr/share/doc/packwright/$file"
done
if command -v lintian >/dev/null; then
    findings=$(lintian --tag-display-limit 0 "$deb" 2>&1 | grep -E '^[EW]: ' || true)
    [[ -z $findings ]] || fail "lintian: $findings"
else
    echo "note: lintian is not installed: the package was not linted"
fi
((failed == 0)) || exit 1
timing "cpack (.deb, shlibdeps, checked)" $t

# 2. The pristine root, made once.
t=$SECONDS
if [[ ! -f $root/$stamp ]]; then
    rm -rf --one-file-system "$root"
    mkdir -p "$cache"
    making=$(mktemp -d "$cache/.bookworm.tmp.XXXXXX")
    echo "making the Debian 12 root in $root (mmdebstrap, once) from $mirror"
    unshare --mount --propagation private --pid --fork --kill-child=SIGKILL -- \
        mmdebstrap --mode=root --variant=minbase --skip=cleanup/apt/lists \
        --aptopt='Acquire::Retries "3"' bookworm "$making" \
        "${sources[@]}" >"$cache/.bookworm.log" 2>&1 ||
        { tail -30 "$cache/.bookworm.log"; echo "FAIL: mmdebstrap (log: $cache/.bookworm.log)"; exit 1; }
    date -u +%Y-%m-%dT%H:%M:%SZ >"$making/$stamp"
    mv -T "$making" "$root"
    making=
fi
timing "Debian 12 root (cached: $root)" $t

# 3. Install and run it in a throwaway copy of the root.
mkdir -p "$archives" "$work/upper" "$work/overlay" "$work/merged"
cp "$deb" "$work/"
cp "$SOURCE_DIR/tests/data/nix-logs/nix-2.8.0/nix-build/hash-mismatch.log" "$work/"
cat >"$work/inside.sh" <<'INSIDE'
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8
t=$SECONDS
cd /tmp/packwright-test
apt-get -q -o Dpkg::Use-Pty=0 update >/dev/null
printf '  %-44s %4d s\n' "apt-get update" $((SECONDS - t))
t=$SECONDS
apt -q -o Dpkg::Use-Pty=0 -o APT::Keep-Downloaded-Packages=true install -y --no-install-recommends ./packwright_*.deb >apt.log 2>&1 ||
    { tail -30 apt.log; echo "FAIL: apt install ./packwright_*.deb"; exit 1; }
printf '  %-44s %4d s\n' "apt install ./packwright_*.deb" $((SECONDS - t))
for file in /usr/bin/packwright /usr/share/applications/io.github.packwright.Packwright.desktop \
    /usr/share/metainfo/io.github.packwright.Packwright.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/io.github.packwright.Packwright.svg; do
    [[ -f $file ]] || { echo "FAIL: the package did not install $file"; exit 1; }
done
ls /usr/share/man/man1/packwright*.1.gz >/dev/null || { echo "FAIL: no man pages"; exit 1; }
version=$(packwright --version)
echo "$version"
grep -q "^packwright $1\$" <<<"$version" || { echo "FAIL: packwright --version"; exit 1; }
packwright demo --headless >demo.txt || { cat demo.txt; echo "FAIL: packwright demo --headless"; exit 1; }
grep -q "Result: the package builds" demo.txt || { cat demo.txt; echo "FAIL: the demo's report"; exit 1; }
status=0
packwright explain hash-mismatch.log >explain.txt || status=$?
grep -q "hash_mismatch" explain.txt ||
    { cat explain.txt; echo "FAIL: packwright explain (status $status)"; exit 1; }
echo "packwright demo --headless and explain ran in Debian 12"
INSIDE
t=$SECONDS
unshare --mount --propagation private --pid --fork --kill-child=SIGKILL -- bash -euo pipefail -c '
    root=$1 work=$2 archives=$3 version=$4
    m=$work/merged
    if ! mount -t overlay overlay -o "lowerdir=$root,upperdir=$work/upper,workdir=$work/overlay" "$m" 2>/dev/null; then
        cp -a "$root/." "$m/" # no overlayfs here: a copy
    fi
    mount --rbind /dev "$m/dev"
    mount -t proc proc "$m/proc"
    mount -t tmpfs tmpfs "$m/tmp"
    mkdir -p "$m/tmp/packwright-test"
    cp "$work"/*.deb "$work/hash-mismatch.log" "$work/inside.sh" "$m/tmp/packwright-test/"
    mount --bind "$archives" "$m/var/cache/apt/archives"
    cp /etc/resolv.conf "$m/etc/resolv.conf" 2>/dev/null || true
    chroot "$m" bash /tmp/packwright-test/inside.sh "$version"
' _ "$root" "$work" "$archives" "$PROJECT_VERSION"
timing "install and run in the root" $t
timing "total" $total
