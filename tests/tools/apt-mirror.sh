# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# The Debian archive this machine's apt already uses (deb822 .sources or one-line lists), so
# that roots made for the tests come from the same mirror and no host name is written here.
# Sourced by tests/tools/nix-roots.sh and tests/packaging/deb.sh.
#
#   apt_mirror            the main archive's URI (an entry whose suite is not -security)
#   apt_security_mirror   the security archive's URI (an entry with a -security suite)
# Each prints nothing when apt has no such entry; PACKWRIGHT_DEBIAN_MIRROR and
# PACKWRIGHT_DEBIAN_SECURITY_MIRROR override them.

# URI and suites of every apt entry, one "URI SUITE…" line each.
__apt_entries() {
    local file
    for file in /etc/apt/sources.list.d/*.sources; do
        [[ -f "$file" ]] || continue
        # deb822: a stanza's URIs: and Suites: fields (one URI per stanza is what Debian writes).
        awk '/^URIs:/ { uri = $2 } /^Suites:/ { $1 = ""; suites = $0 }
             /^[[:space:]]*$/ { if (uri != "") print uri suites; uri = ""; suites = "" }
             END { if (uri != "") print uri suites }' "$file"
    done
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [[ -f "$file" ]] || continue
        sed -n 's/^deb[[:space:]]\+\(\[[^]]*\][[:space:]]\+\)\{0,1\}\([^[:space:]]*\)[[:space:]]\+\([^[:space:]]*\).*/\2 \3/p' "$file"
    done
}

apt_mirror() {
    if [[ -n "${PACKWRIGHT_DEBIAN_MIRROR:-}" ]]; then
        printf '%s' "$PACKWRIGHT_DEBIAN_MIRROR"
        return
    fi
    __apt_entries | awk '$0 !~ /-security/ { print $1; exit }'
}

apt_security_mirror() {
    if [[ -n "${PACKWRIGHT_DEBIAN_SECURITY_MIRROR:-}" ]]; then
        printf '%s' "$PACKWRIGHT_DEBIAN_SECURITY_MIRROR"
        return
    fi
    __apt_entries | awk '/-security/ { print $1; exit }'
}
