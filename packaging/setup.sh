#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs everything Packwright needs to build, run and test, on Debian 12 (bookworm) and
# later Debian releases: the toolchain, Qt 6 and the libraries of DESIGN.md, Nix, QEMU with a
# kernel and busybox, and what the tests use (Xvfb, D-Bus, gnome-keyring). KSyntaxHighlighting
# for Qt 6 comes from the system's KF6 package where one exists, else it is built statically
# from Debian's own source package (packaging/build-ksyntaxhighlighting.sh).
#
# Idempotent: packages already installed are not touched, and nothing is downloaded twice.
# Usage: packaging/setup.sh [--print-only | --packages GROUP...]
#   --print-only   print the package names for Debian, NixOS, Fedora and Arch and exit
#   --packages     print the Debian package names of these groups, one a line, and exit
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# Debian package names by need (keep in step with the table printed below). The groups are
# named so that other scripts can take some of them: `--packages GROUP...` prints them
# (tests/tools/nix-roots.sh builds its Debian 13 build root from build qt libraries fixtures).
declare -A package_groups=(
    # toolchain (ccache: packaging/dev.sh uses it when present, so rebuilds are cheap)
    [build]="build-essential cmake ninja-build pkg-config git ca-certificates file ccache"
    # style and static checks (tests/tools/lint.sh)
    [lint]="clang-format clang-tidy"
    # Qt 6: Core Gui Widgets Network Sql(SQLite) Charts Concurrent Test LinguistTools
    [qt]="qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-tools-dev
        qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libqt6sql6-sqlite
        libgl-dev libvulkan-dev"
    # libraries
    [libraries]="qcoro-qt6-dev qtkeychain-qt6-dev nlohmann-json3-dev libgit2-dev
        libkainjow-mustache-dev libvterm-dev"
    # building KSyntaxHighlighting from Debian's source package (when no KF6 package exists)
    [ksyntaxhighlighting-source]="dpkg-dev perl"
    # builds and VMs
    [nix-vm]="nix-bin patchelf mmdebstrap qemu-system-x86 busybox-static linux-image-amd64 cpio
        xz-utils zstd bubblewrap"
    # tests, screenshots, key storage
    [tests]="xvfb xauth x11-utils imagemagick dbus dbus-x11 gnome-keyring libsecret-tools
        fonts-dejavu-core locales"
    # shipping Packwright (packaging/CMakeLists.txt, tests/packaging): man pages, rendered
    # icons, the desktop files' validators, the completions' shells, the .deb's linter, the
    # licence headers' (REUSE) linter
    [shipping]="help2man librsvg2-bin desktop-file-utils appstream libxml2-utils man-db zsh fish
        lintian reuse"
    # test fixtures: host tools and libraries the fixture package set maps to
    # (tests/fixtures/nixpkgs: stdenv tools, cc-wrapper sysroot, dependency
    # packages, Python build backends; tests/fixtures/sources/fetch.sh: apt-get source)
    [fixtures]="coreutils findutils diffutils sed grep gawk tar gzip bzip2 xz-utils make patch unzip
        libc6-dev linux-libc-dev libcrypt-dev util-linux mount
        zlib1g-dev libssl-dev openssl libonig-dev libyaml-dev pkgconf curl
        autoconf automake libtool libtool-bin autopoint gettext m4 meson
        python3 python3-setuptools python3-wheel python3-build python3-installer python3-pep517
        python3-packaging flit python3-hatchling python3-pathspec python3-pluggy python3-pytest
        python3-iniconfig python3-attr debian-archive-keyring"
)
group_order=(build lint qt libraries ksyntaxhighlighting-source nix-vm tests shipping fixtures)

# The names of the given groups, each once, in order.
packages_of() {
    local group pkg
    local -A seen=()
    for group; do
        [[ -n "${package_groups[$group]+set}" ]] ||
            { echo "setup.sh: no package group '$group' (groups: ${group_order[*]})" >&2; return 1; }
        for pkg in ${package_groups[$group]}; do
            [[ -n "${seen[$pkg]+set}" ]] && continue
            seen[$pkg]=1
            printf '%s\n' "$pkg"
        done
    done
}
mapfile -t debian_packages < <(packages_of "${group_order[@]}")

print_equivalents() {
    cat <<'TABLE'
Packwright's dependencies on other systems (equivalent package names):

  need               Debian 12                     NixOS (nixpkgs attribute)        Fedora                          Arch
  toolchain          build-essential cmake ninja   gcc cmake ninja pkg-config       gcc-c++ cmake ninja-build       base-devel cmake ninja
  Qt 6               qt6-base-dev qt6-charts-dev   qt6.qtbase qt6.qtcharts          qt6-qtbase-devel                qt6-base qt6-charts
                     qt6-tools-dev                 qt6.qttools qt6.qttranslations   qt6-qtcharts-devel              qt6-tools qt6-translations
                                                                                    qt6-qttools-devel
  QCoro              qcoro-qt6-dev                 kdePackages.qcoro                qcoro-qt6-devel                 qcoro-qt6
  KSyntaxHighlighting (built from source)          kdePackages.syntax-highlighting  kf6-syntax-highlighting-devel   syntax-highlighting
  QtKeychain         qtkeychain-qt6-dev            kdePackages.qtkeychain           qtkeychain-qt6-devel            qtkeychain-qt6
  nlohmann_json      nlohmann-json3-dev            nlohmann_json                    json-devel                      nlohmann-json
  libgit2            libgit2-dev                   libgit2                          libgit2-devel                   libgit2
  mustache           libkainjow-mustache-dev       mustache-hpp                     (header: kainjow/mustache)      mustache (AUR)
  libvterm           libvterm-dev                  libvterm-neovim                  libvterm-devel                  libvterm
  Nix                nix-bin                       nix                              nix                             nix
  VM                 qemu-system-x86 busybox-static qemu busybox linux              qemu-system-x86 busybox kernel  qemu-system-x86 busybox linux
                     cpio xz-utils zstd            cpio xz zstd bubblewrap          cpio xz zstd bubblewrap         cpio xz zstd bubblewrap
                     bubblewrap
  tests              xvfb dbus gnome-keyring       xvfb-run dbus gnome-keyring      xorg-x11-server-Xvfb dbus-daemon xorg-server-xvfb dbus
                     imagemagick x11-utils         imagemagick xorg.xwininfo        gnome-keyring ImageMagick       gnome-keyring imagemagick
                     openssh-server                openssh                          openssh-server                  openssh
  shipping           help2man librsvg2-bin         help2man librsvg                 help2man librsvg2-tools         help2man librsvg
                     desktop-file-utils appstream  desktop-file-utils appstream     desktop-file-utils appstream    desktop-file-utils appstream
                     libxml2-utils man-db zsh fish libxml2 man-db zsh fish          libxml2 man-db zsh fish         libxml2 man-db zsh fish
                     lintian reuse                 lintian reuse                    lintian reuse                   reuse (lintian: AUR)
TABLE
}

if [[ "${1:-}" == "--packages" ]]; then
    shift
    packages_of "$@"
    exit
fi
if [[ "${1:-}" == "--print-only" ]]; then
    printf 'Debian 12: %s\n\n' "${debian_packages[*]}"
    print_equivalents
    exit 0
fi

if ! command -v apt-get >/dev/null || ! command -v dpkg-query >/dev/null; then
    echo "packaging/setup.sh installs with apt on Debian. On another system, install these:" >&2
    print_equivalents >&2
    exit 1
fi

# Only what is missing: a re-run on a set-up machine costs one dpkg-query.
missing=()
for pkg in "${debian_packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
    [[ "$status" == installed ]] || missing+=("$pkg")
done
# Root (or sudo) only when something must be installed.
sudo=()
need_root() {
    [[ $(id -u) -eq 0 || ${#sudo[@]} -gt 0 ]] && return
    command -v sudo >/dev/null || { echo "Installing needs root: run as root or install sudo." >&2; exit 1; }
    sudo=(sudo)
}

if ((${#missing[@]})); then
    need_root
    echo "Installing ${#missing[@]} Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q
    "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
else
    echo "All ${#debian_packages[@]} Debian packages are installed."
fi

# A newer clang-tidy where the archive has one (Debian 12 carries clang-tidy-22 beside its
# default 14): tests/tools/lint.sh takes the newest installed, which skips the system headers
# (Qt's) while matching and checks the whole tree in well under half the time.
newer_tidy=clang-tidy-22
if ! dpkg-query -W -f='${db:Status-Status}' "$newer_tidy" 2>/dev/null | grep -qx installed &&
    apt-cache policy "$newer_tidy" 2>/dev/null | grep -q 'Candidate: [0-9]'; then
    need_root
    echo "Installing $newer_tidy (tests/tools/lint.sh tidy)"
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends \
        "$newer_tidy" || echo "warning: $newer_tidy could not be installed; lint.sh uses clang-tidy" >&2
fi

# sshd for the remote-builder test (tests/tools/remote-builder-test.sh starts one of its own on
# loopback). Installed alone, with the package's service kept from starting: nothing here
# opens the system's ssh port. An existing policy-rc.d is the administrator's and is left be.
if ! dpkg-query -W -f='${db:Status-Status}' openssh-server 2>/dev/null | grep -qx installed; then
    need_root
    echo "Installing openssh-server (tests/tools/remote-builder-test.sh; its service stays off)"
    policy=/usr/sbin/policy-rc.d
    made_policy=0
    if [[ ! -e $policy ]]; then
        printf '#!/bin/sh\n# packaging/setup.sh: no service starts while openssh-server installs\nexit 101\n' |
            "${sudo[@]}" tee "$policy" >/dev/null
        "${sudo[@]}" chmod 755 "$policy"
        made_policy=1
    fi
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends \
        openssh-server || echo "warning: openssh-server could not be installed; the remote-builder test skips" >&2
    if ((made_policy)); then "${sudo[@]}" rm -f "$policy"; fi
fi

# A German UTF-8 locale, for the translation tests (and C.UTF-8, present everywhere).
if ! locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$'; then
    need_root
    echo "Generating the de_DE.UTF-8 locale"
    "${sudo[@]}" sed -i 's/^# *\(de_DE.UTF-8 UTF-8\)/\1/' /etc/locale.gen
    "${sudo[@]}" locale-gen de_DE.UTF-8 >/dev/null
fi

# Nix's build users, as Nix's multi-user installer makes them: the group nixbld and users
# nixbld1…nixbldN in it, with no home and no shell. Nix run as root (the tests here, or a
# nix-daemon) builds as one of them, so that a build in the sandbox can write nothing of the
# host; without them Nix builds as root. N follows the machine (at least 4, as max-jobs
# "auto" wants one per core).
if ! getent group nixbld >/dev/null; then
    need_root
    echo "Creating Nix's build users (group nixbld)"
    gid=30000
    while getent group "$gid" >/dev/null; do gid=$((gid + 1)); done
    "${sudo[@]}" groupadd --system --gid "$gid" nixbld
fi
build_users=$(($(nproc 2>/dev/null || echo 2) > 4 ? $(nproc) : 4))
for i in $(seq 1 "$build_users"); do
    getent passwd "nixbld$i" >/dev/null && continue
    need_root
    uid=$((30000 + i))
    while getent passwd "$uid" >/dev/null; do uid=$((uid + 100)); done
    "${sudo[@]}" useradd --system --no-create-home --home-dir /var/empty \
        --shell /usr/sbin/nologin --comment "Nix build user $i" --gid nixbld \
        --groups nixbld --uid "$uid" "nixbld$i" 2>/dev/null
done

# Nix's own configuration is left alone: tests pass their options (tests/fixtures/nix.conf:
# offline, in the sandbox) on the command line, and a user's binary caches keep working.

"$here/build-ksyntaxhighlighting.sh"
echo "Setup complete."
