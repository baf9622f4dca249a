#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The desktop entry, the AppStream metainfo and the MIME types validate with the tools
# distributions run on them, report nothing, and agree with the program: the metainfo's
# newest release is the project's version, and every option the entry runs is one
# `packwright --help` lists.
set -euo pipefail
for tool in desktop-file-validate appstreamcli update-mime-database xmllint; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (packaging/setup.sh)"; exit 77; }
done
dir=$SOURCE_DIR/packaging/desktop
id=io.github.packwright.Packwright
failed=0
fail() { echo "FAIL: $*"; failed=1; }

out=$(desktop-file-validate "$dir/$id.desktop" 2>&1) || fail "desktop-file-validate failed"
[[ -z $out ]] || fail "desktop-file-validate reports: $out"

out=$(appstreamcli validate --no-net --no-color "$dir/$id.metainfo.xml" 2>&1) ||
    fail "appstreamcli validate failed: $out"
# Only the verdict line: no error, warning or info (pedantic notes are not asked for).
if grep -qE '^[EWI]: ' <<<"$out"; then fail "appstreamcli reports: $out"; fi

release=$(xmllint --xpath 'string(//releases/release[1]/@version)' "$dir/$id.metainfo.xml")
[[ $release == "$PROJECT_VERSION" ]] ||
    fail "the metainfo's newest release is '$release', the project's version $PROJECT_VERSION"

# The MIME types: well-formed shared-mime-info, and each one the entry and metainfo name.
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
mime=$data/mime
mkdir -p "$mime/packages"
cp "$dir/$id.mime.xml" "$mime/packages/$id.xml"
out=$(XDG_DATA_DIRS=$data update-mime-database "$mime" 2>&1) || fail "update-mime-database failed: $out"
[[ -z $out ]] || fail "update-mime-database reports: $out"
for type in $(xmllint --xpath '//*[local-name()="mime-type"]/@type' "$dir/$id.mime.xml" |
    sed 's/ *type="\([^"]*\)"/\1\n/g'); do
    grep -q "^MimeType=.*$type;" "$dir/$id.desktop" || fail "the desktop entry lacks $type"
    grep -q "<mediatype>$type</mediatype>" "$dir/$id.metainfo.xml" || fail "the metainfo lacks $type"
    grep -q "^$type\$" "$mime/types" || fail "shared-mime-info did not register $type"
done
for glob in session.json record.sqlite; do
    grep -q ":$glob\$" "$mime/globs" || fail "no MIME glob for $glob"
done

# Every --option in an Exec line is one the program knows.
help=$("$PACKWRIGHT" --help)
for option in $(grep '^Exec=' "$dir/$id.desktop" | grep -o -- '--[a-z-]*' | sort -u); do
    grep -q -- "$option" <<<"$help" || fail "Exec uses $option, which packwright --help lacks"
done
exit $failed
