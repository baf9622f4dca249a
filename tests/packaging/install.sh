#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --install` puts every file where the FHS and XDG put it, under a prefix that is
# not /usr (so nothing may be found by a fixed path): the binary, the icons (scalable and
# rendered), the desktop entry, metainfo, MIME types, the man pages (which render without a
# groff warning and have a NAME line that whatis reads; plain roff, as `make install` leaves
# them: the .deb compresses them, as debhelper does, test packaging_deb), and the completions. The installed
# binary runs from there and reads knowledge installed beside it (bin/../share).
set -euo pipefail
command -v man >/dev/null && command -v lexgrog >/dev/null ||
    { echo "SKIP: man-db is not installed"; exit 77; }
# Without them CMake installs no PNG icons or man pages (packaging/CMakeLists.txt).
[[ ${HAVE_RSVG_CONVERT:-1} == 1 && ${HAVE_HELP2MAN:-1} == 1 ]] ||
    { echo "SKIP: CMake found no rsvg-convert or help2man (packaging/setup.sh installs them)"; exit 77; }
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
prefix=/opt/packwright-test
started=$SECONDS
DESTDIR=$root cmake --install "$BUILD_DIR" --prefix "$prefix" >/dev/null
p=$root$prefix
id=io.github.packwright.Packwright
failed=0
fail() { echo "FAIL: $*"; failed=1; }

expected=(
    bin/packwright
    share/applications/$id.desktop
    share/metainfo/$id.metainfo.xml
    share/mime/packages/$id.xml
    share/icons/hicolor/scalable/apps/$id.svg
    share/bash-completion/completions/packwright
    share/zsh/vendor-completions/_packwright
    share/fish/vendor_completions.d/packwright.fish
)
for size in 16 22 24 32 48 64 128 256; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$id.png")
done
pages=(packwright packwright-package packwright-update packwright-export packwright-run-in-vm
    packwright-lint packwright-batch)
for page in "${pages[@]}"; do expected+=("share/man/man1/$page.1"); done
for file in "${expected[@]}"; do
    [[ -f $p/$file ]] || fail "not installed: $prefix/$file"
done
for size in 16 48 256; do
    png=$p/share/icons/hicolor/${size}x${size}/apps/$id.png
    [[ -f $png ]] && ! file "$png" | grep -q "PNG image data, $size x $size" &&
        fail "$png is not a ${size}×${size} PNG: $(file -b "$png")"
done

for page in "${pages[@]}"; do
    file=$p/share/man/man1/$page.1
    [[ -f $file ]] || continue
    warnings=$(MANWIDTH=80 man --warnings -E UTF-8 -l "$file" 2>&1 >/dev/null) ||
        fail "man -l $page.1 failed"
    [[ -z $warnings ]] && [[ -n $(MANWIDTH=80 man -E UTF-8 -l "$file" 2>/dev/null) ]] ||
        fail "man -l $page.1 warns: $warnings"
    whatis=$(lexgrog "$file")
    grep -q ": \"$page - " <<<"$whatis" || fail "$page.1's NAME line: $whatis"
    man_text=$(MANWIDTH=200 man -E UTF-8 -l "$file" 2>/dev/null)
    grep -q -- '--help' <<<"$man_text" || fail "$page.1 does not list the options"
done

"$p/bin/packwright" --version | grep -q "^packwright $PROJECT_VERSION\$" ||
    fail "the installed packwright --version: $("$p/bin/packwright" --version 2>&1)"

# Knowledge installed under the prefix overrides the bundled entry of the same id.
mkdir -p "$p/share/packwright/knowledge"
sed 's/"title": "Fixed-output derivation hash mismatch"/"title": "Installed beside the binary"/' \
    "$SOURCE_DIR/resources/knowledge/failure-patterns.json" \
    >"$p/share/packwright/knowledge/relocated.json"
explained=$(XDG_DATA_HOME=$root/home XDG_DATA_DIRS=/nonexistent "$p/bin/packwright" explain \
    "$SOURCE_DIR/tests/data/nix-logs/nix-2.8.0/nix-build/hash-mismatch.log" 2>&1) || true
grep -q "Installed beside the binary" <<<"$explained" ||
    fail "packwright explain did not read $prefix/share/packwright/knowledge: $explained"
# The installed menu entry starts the workbench: its Exec line (and its New session action's),
# with %f a session record, run under Xvfb; the screenshots go to the build tree.
if command -v xvfb-run >/dev/null && command -v import >/dev/null && command -v xwininfo >/dev/null; then
    desktop=$p/share/applications/$id.desktop
    shots=$BUILD_DIR/tests/packaging
    mkdir -p "$shots"
    n=0
    while IFS= read -r exec; do
        n=$((n + 1))
        args=()
        for word in ${exec#Exec=}; do
            case $word in
                packwright) ;;
                %f) args+=("$SOURCE_DIR/resources/demo/hello-session.json") ;;
                *) args+=("$word") ;;
            esac
        done
        shot=$shots/desktop-exec-$n.png
        if ! env -u QT_QPA_PLATFORM PACKWRIGHT="$p/bin/packwright" SETTLE_SECONDS=3 \
            bash "$SOURCE_DIR/tests/tools/screenshot.sh" "$shot" "${args[@]}" >/dev/null; then
            fail "$exec did not show a window"
            continue
        fi
        # A window that drew something: far from one flat colour.
        spread=$(convert "$shot" -colorspace Gray -format '%[fx:int(1000*standard_deviation)]' info:)
        ((spread > 50)) || fail "$exec: the screenshot is nearly blank ($spread)"
        echo "$exec: $shot"
    done < <(grep '^Exec=' "$desktop")
else
    echo "note: no xvfb-run, import or xwininfo: the menu entry was not started"
fi
echo "installed and checked in $((SECONDS - started)) s"
exit $failed
