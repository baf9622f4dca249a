#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Build KDE KSyntaxHighlighting (KF 5.116, built against Qt 6) as a STATIC
# library from Debian's own source package and install it into a private
# prefix outside the repository, so that Packwright's CMake can find it via
# CMAKE_PREFIX_PATH.
#
# Usage:  packaging/build-ksyntaxhighlighting.sh [PREFIX]
#
#   PREFIX  install prefix; default:
#           ${PACKWRIGHT_DEPS_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/packwright/deps}
#
# Environment:
#   PACKWRIGHT_DEPS_PREFIX   default install prefix (see above)
#   PACKWRIGHT_SRC_CACHE     download/build cache
#                            (default ${XDG_CACHE_HOME:-$HOME/.cache}/packwright/src)
#   PACKWRIGHT_DEBIAN_MIRROR Debian archive URI to use instead of the one
#                            derived from this machine's apt sources
#   PACKWRIGHT_DEPS_REBUILD  set to 1 to rebuild even if already installed
#
# Consumers (after running this script):
#   cmake -DCMAKE_PREFIX_PATH=<PREFIX> ...
#   find_package(KF5SyntaxHighlighting 5.116 REQUIRED)   # sic: "KF5" even for Qt 6
#   target_link_libraries(app PRIVATE KF5::SyntaxHighlighting)
# The installed package config pulls in Qt6Core, Qt6Gui and (because the
# library is static and links Qt6::Network privately) Qt6Network itself.
#
# How it works:
#   * Debian 12 lacks a usable KSyntaxHighlighting source, so trixie's
#     ksyntax-highlighting 5.116 source tarball is fetched with apt-get source,
#     using a PRIVATE apt configuration (own sources list, state and cache
#     dirs below the cache dir).  The system apt configuration is never
#     modified.  The Debian archive URI is derived from the system's apt
#     sources (the entry serving the release's main suite).
#   * KSyntaxHighlighting 5.116 needs extra-cmake-modules >= 5.116 (Debian 12
#     has 5.103), so trixie's extra-cmake-modules is fetched the same way and
#     installed (pure CMake, no compilation) into the same prefix.

set -euo pipefail

# ---------------------------------------------------------------------------
# Configuration
# ---------------------------------------------------------------------------
readonly KSH_SRCPKG=ksyntax-highlighting
readonly KSH_VERSION=5.116.0          # upstream version we build
readonly ECM_BINPKG=extra-cmake-modules
readonly ECM_MIN_VERSION=5.116.0      # required by KSyntaxHighlighting 5.116
readonly SOURCE_SUITE=trixie          # Debian suite the sources come from
readonly RECIPE_REVISION=1            # bump when build flags/patches change
readonly CMAKE_PACKAGE=KF5SyntaxHighlighting
readonly CMAKE_TARGET=KF5::SyntaxHighlighting
readonly DEFAULT_KEYRING=/usr/share/keyrings/debian-archive-keyring.gpg

cache_root="${XDG_CACHE_HOME:-$HOME/.cache}/packwright"
prefix="${1:-${PACKWRIGHT_DEPS_PREFIX:-$cache_root/deps}}"
src_cache="${PACKWRIGHT_SRC_CACHE:-$cache_root/src}"

case "$prefix" in
    -h | --help)
        sed -n '2,/^$/s/^# \{0,1\}//p' "$0"
        exit 0
        ;;
    /*) ;;
    *) prefix="$PWD/$prefix" ;;
esac
prefix="${prefix%/}"

readonly stamp_file="$prefix/share/packwright/ksyntaxhighlighting.stamp"
readonly config_dir="$prefix/lib/cmake/$CMAKE_PACKAGE"
readonly stamp_content="ksyntaxhighlighting=$KSH_VERSION recipe=$RECIPE_REVISION static=1 qt=6"

msg() { printf '==> %s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() {
    printf '\nerror: %s\n' "$1" >&2
    shift
    local line
    for line in "$@"; do printf '       %s\n' "$line" >&2; done
    exit 1
}

print_usage_hint() {
    cat <<EOF

Use it from CMake with:
    cmake -DCMAKE_PREFIX_PATH=$prefix ...
    find_package($CMAKE_PACKAGE $KSH_VERSION REQUIRED)
    target_link_libraries(<target> PRIVATE $CMAKE_TARGET)
(static library; Qt6::Network is pulled in by the package config; the syntax
definitions and themes are compiled into the library and are initialised by
the KSyntaxHighlighting::Repository constructor -- nothing else to do)
EOF
}

# ---------------------------------------------------------------------------
# Fast paths: already installed in the prefix, or available from the system
# ---------------------------------------------------------------------------
already_installed() {
    [[ -f "$config_dir/${CMAKE_PACKAGE}Config.cmake" ]] || return 1
    [[ -f "$config_dir/${CMAKE_PACKAGE}ConfigVersion.cmake" ]] || return 1
    grep -q "PACKAGE_VERSION \"$KSH_VERSION\"" "$config_dir/${CMAKE_PACKAGE}ConfigVersion.cmake" || return 1
    [[ -f "$stamp_file" && "$(<"$stamp_file")" == "$stamp_content" ]] || return 1
}

if [[ "${PACKWRIGHT_DEPS_REBUILD:-0}" != 1 ]]; then
    if already_installed; then
        msg "KSyntaxHighlighting $KSH_VERSION (static, Qt 6) is already installed in $prefix"
        print_usage_hint
        exit 0
    fi

    system_config=""
    for d in /usr/lib/*/cmake/KF6SyntaxHighlighting /usr/lib/cmake/KF6SyntaxHighlighting \
        /usr/lib64/cmake/KF6SyntaxHighlighting /usr/local/lib/*/cmake/KF6SyntaxHighlighting \
        /usr/local/lib/cmake/KF6SyntaxHighlighting /usr/local/lib64/cmake/KF6SyntaxHighlighting; do
        if [[ -f "$d/KF6SyntaxHighlightingConfig.cmake" ]]; then
            system_config="$d"
            break
        fi
    done
    if [[ -n "$system_config" ]]; then
        msg "System KF6SyntaxHighlighting found in $system_config; nothing to build."
        echo "Use it from CMake with: find_package(KF6SyntaxHighlighting REQUIRED) / KF6::SyntaxHighlighting"
        exit 0
    fi
fi

start_time=$SECONDS

# ---------------------------------------------------------------------------
# Prerequisites
# ---------------------------------------------------------------------------
missing=()
for tool in apt-get apt-cache dpkg tar xz cmake perl c++ flock; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if ((${#missing[@]})); then
    die "missing required tools: ${missing[*]}" \
        "On Debian 12 install them with:" \
        "  sudo apt-get install apt dpkg tar xz-utils cmake perl build-essential util-linux ninja-build qt6-base-dev"
fi

generator=()
if command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
fi
jobs="$(nproc 2>/dev/null || echo 2)"

mkdir -p "$src_cache" "$prefix" || die "cannot create $src_cache or $prefix"

# Serialise concurrent runs (e.g. two build trees configuring at once).
exec 9>"$src_cache/.lock"
if ! flock -n 9; then
    msg "another build-ksyntaxhighlighting.sh is running; waiting for it..."
    flock 9
fi
if [[ "${PACKWRIGHT_DEPS_REBUILD:-0}" != 1 ]] && already_installed; then
    msg "KSyntaxHighlighting $KSH_VERSION was installed into $prefix by a concurrent run"
    print_usage_hint
    exit 0
fi

# ---------------------------------------------------------------------------
# Private apt configuration (never touches the system configuration)
# ---------------------------------------------------------------------------
apt_dir="$src_cache/apt"
dl_dir="$src_cache/downloads"
# list_apt_sources, derive_debian_source, setup_private_apt, showsrc_versions,
# upstream_of, find_orig and download_source (uses apt_dir, dl_dir,
# SOURCE_SUITE, DEFAULT_KEYRING, msg and warn from above).
# shellcheck source=packaging/debian-source.sh
source "$(dirname "${BASH_SOURCE[0]}")/debian-source.sh"

accept_ksh() { [[ "$1" == "$KSH_VERSION" ]]; }
accept_ecm() { dpkg --compare-versions "$1" ge "$ECM_MIN_VERSION"; }

# extract <tarball> <destdir>
extract() {
    local tarball="$1" dest="$2" tmp
    tmp="$(mktemp -d "$src_cache/extract.XXXXXX")"
    tar -xf "$tarball" -C "$tmp" --strip-components=1 ||
        die "failed to extract $tarball (corrupt download? delete it and re-run)"
    rm -rf "$dest"
    mv "$tmp" "$dest"
}

# run_logged <logfile> <description> <command...>
run_logged() {
    local log="$1" what="$2"
    shift 2
    msg "$what"
    if ! "$@" >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        die "$what failed; full log: $log" \
            "Make sure the build dependencies are installed:" \
            "  sudo apt-get install build-essential cmake ninja-build perl qt6-base-dev qt6-base-dev-tools" \
            "Remove $src_cache/build to start from a clean build tree."
    fi
}

# ---------------------------------------------------------------------------
# extra-cmake-modules (>= 5.116) into the prefix
# ---------------------------------------------------------------------------
ecm_config="$prefix/share/ECM/cmake/ECMConfigVersion.cmake"
ecm_installed_version() {
    [[ -f "$ecm_config" ]] || return 1
    sed -n 's/^set(PACKAGE_VERSION "\(.*\)")$/\1/p' "$ecm_config" | head -n 1
}

ecm_have="$(ecm_installed_version || true)"
if [[ -n "$ecm_have" ]] && accept_ecm "$ecm_have"; then
    msg "Using extra-cmake-modules $ecm_have already installed in $prefix"
else
    download_source "$ECM_BINPKG" accept_ecm
    ecm_src="$src_cache/${dl_pkg}-${dl_upstream}"
    [[ -f "$ecm_src/CMakeLists.txt" ]] || extract "$dl_tarball" "$ecm_src"
    ecm_build="$src_cache/build/ecm-${dl_upstream}"
    mkdir -p "$ecm_build"
    run_logged "$ecm_build/configure.log" "Configuring extra-cmake-modules $dl_upstream" \
        cmake -S "$ecm_src" -B "$ecm_build" "${generator[@]}" \
        -DCMAKE_INSTALL_PREFIX="$prefix" -DBUILD_TESTING=OFF -DBUILD_DOC=OFF \
        -DBUILD_HTML_DOCS=OFF -DBUILD_MAN_DOCS=OFF -DBUILD_QTHELP_DOCS=OFF
    run_logged "$ecm_build/install.log" "Installing extra-cmake-modules $dl_upstream into $prefix" \
        cmake --build "$ecm_build" --target install
    ecm_have="$(ecm_installed_version || true)"
    [[ -n "$ecm_have" ]] || die "extra-cmake-modules install did not produce $ecm_config"
fi

# ---------------------------------------------------------------------------
# KSyntaxHighlighting
# ---------------------------------------------------------------------------
ksh_src="$src_cache/${KSH_SRCPKG}-${KSH_VERSION}"
if [[ ! -f "$ksh_src/CMakeLists.txt" ]]; then
    download_source "$KSH_SRCPKG" accept_ksh
    extract "$dl_tarball" "$ksh_src"
fi

# The library links Qt::Network privately; for a STATIC library that becomes
# a link dependency of every consumer, but the upstream package config only
# find_dependency()s Qt Core and Gui.  Make it find Qt Network too, so
# consumers do not have to find_package(Qt6 COMPONENTS Network) before it.
ksh_config_in="$ksh_src/KF5SyntaxHighlightingConfig.cmake.in"
[[ -f "$ksh_config_in" ]] || die "unexpected source layout: $ksh_config_in not found"
if ! grep -q 'Network' "$ksh_config_in"; then
    sed -i 's/^find_dependency(Qt@QT_MAJOR_VERSION@Gui @REQUIRED_QT_VERSION@)$/&\
# added by Packwright: static library, Qt::Network is a link dependency\
find_dependency(Qt@QT_MAJOR_VERSION@Network @REQUIRED_QT_VERSION@)/' "$ksh_config_in"
    grep -q 'Network' "$ksh_config_in" ||
        die "could not patch $ksh_config_in (unexpected upstream content)"
fi

ksh_build="$src_cache/build/ksh-${KSH_VERSION}"
mkdir -p "$ksh_build"
run_logged "$ksh_build/configure.log" "Configuring KSyntaxHighlighting $KSH_VERSION (Qt 6, static)" \
    cmake -S "$ksh_src" -B "$ksh_build" "${generator[@]}" \
    -DCMAKE_INSTALL_PREFIX="$prefix" \
    -DCMAKE_PREFIX_PATH="$prefix" \
    -DECM_DIR="$prefix/share/ECM/cmake" \
    -DQT_MAJOR_VERSION=6 \
    -DBUILD_SHARED_LIBS=OFF \
    -DCMAKE_POLICY_DEFAULT_CMP0126=NEW \
    -DBUILD_TESTING=OFF \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_POSITION_INDEPENDENT_CODE=ON \
    -DKDE_INSTALL_LIBDIR=lib \
    -DBUILD_QCH=OFF \
    -DKF_SKIP_PO_PROCESSING=ON \
    -DBUILD_codeeditor=OFF -DBUILD_codepdfprinter=OFF \
    -DCMAKE_DISABLE_FIND_PACKAGE_Qt6Quick=ON \
    -DCMAKE_DISABLE_FIND_PACKAGE_Qt6Widgets=ON \
    -DCMAKE_DISABLE_FIND_PACKAGE_Qt6PrintSupport=ON
build_start=$SECONDS
run_logged "$ksh_build/build.log" "Building KSyntaxHighlighting with $jobs jobs" \
    cmake --build "$ksh_build" --parallel "$jobs"
build_seconds=$((SECONDS - build_start))
run_logged "$ksh_build/install.log" "Installing KSyntaxHighlighting into $prefix" \
    cmake --install "$ksh_build"

[[ -f "$config_dir/${CMAKE_PACKAGE}Config.cmake" ]] ||
    die "install finished but $config_dir/${CMAKE_PACKAGE}Config.cmake is missing" \
        "(see $ksh_build/install.log)"

mkdir -p "$(dirname "$stamp_file")"
printf '%s\n' "$stamp_content" >"$stamp_file"

msg "Done: KSyntaxHighlighting $KSH_VERSION (static, Qt 6) with extra-cmake-modules $ecm_have in $prefix" \
    "(compile ${build_seconds}s, total $((SECONDS - start_time))s)"
print_usage_hint
