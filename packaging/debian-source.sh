# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034  # variables set by / for the sourcing script
# Library: fetch upstream source tarballs from Debian source packages with
# `apt-get source`, through a PRIVATE apt configuration (own sources list,
# state and cache dirs).  The system's apt configuration is never modified,
# and no archive host name is written anywhere: the archive URI is derived
# from this machine's apt sources at run time.
#
# Sourced by packaging/build-ksyntaxhighlighting.sh and
# tests/fixtures/sources/fetch.sh.  The caller sets, before calling anything:
#
#   SOURCE_SUITE     Debian suite to read sources from (trixie, bookworm, ...)
#   apt_dir          private apt directory (sources.list, state, cache)
#   dl_dir           where `apt-get source` puts the downloads
#   DEFAULT_KEYRING  (optional) keyring used when the apt entry names none
#   DEBSRC_UNREACHABLE_STATUS
#                    (optional) exit status when the archive cannot be
#                    reached (default 1; the fixtures use 77 = "skip")
#
# and may define msg/warn (defaults are provided).  Environment:
#   PACKWRIGHT_DEBIAN_MIRROR  Debian archive URI to use instead of the one
#                             derived from this machine's apt sources
#
# Entry points: setup_private_apt, showsrc_versions NAME,
# download_source NAME ACCEPT-FUNCTION (sets dl_pkg dl_version dl_upstream
# dl_tarball dl_directory), upstream_of VERSION, find_orig PKG UPSTREAM.

: "${DEFAULT_KEYRING:=/usr/share/keyrings/debian-archive-keyring.gpg}"
apt_opts=()
apt_ready=0

declare -F msg >/dev/null || msg() { printf '==> %s\n' "$*"; }
declare -F warn >/dev/null || warn() { printf 'warning: %s\n' "$*" >&2; }

# debsrc_die STATUS MESSAGE [DETAIL...]: same format as the callers' die().
debsrc_die() {
    local status="$1" line
    shift
    printf '\nerror: %s\n' "$1" >&2
    shift
    for line in "$@"; do printf '       %s\n' "$line" >&2; done
    exit "$status"
}

# Print "uri<TAB>suites<TAB>signed-by" for every enabled deb/deb-src entry of
# the system's apt sources (one-line *.list format and deb822 *.sources).
list_apt_sources() {
    local f
    local -a list_files=() deb822_files=()
    shopt -s nullglob
    [[ -f /etc/apt/sources.list ]] && list_files+=(/etc/apt/sources.list)
    list_files+=(/etc/apt/sources.list.d/*.list)
    deb822_files+=(/etc/apt/sources.list.d/*.sources)
    shopt -u nullglob

    for f in "${list_files[@]}"; do
        [[ -r "$f" ]] || continue
        awk '
            { sub(/#.*/, "") }
            $1 != "deb" && $1 != "deb-src" { next }
            {
                i = 2; signed = ""
                if ($i ~ /^\[/) {
                    opts = ""
                    while (i <= NF) { opts = opts " " $i; if ($i ~ /\]$/) { i++; break } ; i++ }
                    gsub(/[\[\]]/, " ", opts)
                    n = split(opts, o, /[ \t]+/)
                    for (k = 1; k <= n; k++)
                        if (tolower(o[k]) ~ /^signed-by=/) signed = substr(o[k], 11)
                }
                uri = $i; suite = $(i + 1)
                if (uri != "" && suite != "") printf "%s\t%s\t%s\n", uri, suite, signed
            }' "$f"
    done

    for f in "${deb822_files[@]}"; do
        [[ -r "$f" ]] || continue
        awk '
            function flush() {
                if (types ~ /(^|[ \t])deb(-src)?([ \t]|$)/ && tolower(enabled) !~ /^(no|false|0)$/ && uris != "") {
                    split(uris, u, /[ \t]+/)
                    if (signed ~ /BEGIN PGP/ || inline) signed = "inline"
                    printf "%s\t%s\t%s\n", u[1], suites, signed
                }
                types = uris = suites = signed = enabled = cur = ""; inline = 0
            }
            function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
            /^#/ { next }
            /^[ \t]*$/ { flush(); next }
            /^[ \t]/ {
                if (cur == "signed-by") inline = 1
                else if (cur == "types") types = types " " trim($0)
                else if (cur == "uris") uris = uris " " trim($0)
                else if (cur == "suites") suites = suites " " trim($0)
                next
            }
            {
                p = index($0, ":"); if (p == 0) next
                cur = tolower(trim(substr($0, 1, p - 1))); val = trim(substr($0, p + 1))
                if (cur == "types") types = val
                else if (cur == "uris") uris = val
                else if (cur == "suites") suites = val
                else if (cur == "signed-by") signed = val
                else if (cur == "enabled") enabled = val
            }
            END { flush() }' "$f"
    done
}

# Find the Debian archive URI (and its keyring) serving the main suite.
# Sets debian_uri and debian_keyring.
derive_debian_source() {
    local codename="" entries uri suites signed best="" best_signed="" s
    if [[ -r /etc/os-release ]]; then
        # shellcheck source=/dev/null
        codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
    fi
    entries="$(list_apt_sources || true)"

    if [[ -n "${PACKWRIGHT_DEBIAN_MIRROR:-}" ]]; then
        best="$PACKWRIGHT_DEBIAN_MIRROR"
    else
        # 1st choice: the entry whose Suites contain this release's codename
        # exactly (not -security / -updates / -backports); 2nd choice: any
        # entry serving a plain Debian suite name.
        local pass
        for pass in codename generic; do
            while IFS=$'\t' read -r uri suites signed; do
                [[ -n "$uri" ]] || continue
                case "$uri" in cdrom:*) continue ;; esac
                for s in $suites; do
                    if [[ $pass == codename && -n "$codename" && "$s" == "$codename" ]] ||
                        [[ $pass == generic && "$s" =~ ^(stable|testing|unstable|sid|oldstable|buster|bullseye|bookworm|trixie|forky)$ ]]; then
                        best="$uri"
                        best_signed="$signed"
                        break 3
                    fi
                done
            done <<<"$entries"
        done
    fi

    if [[ -z "$best" ]]; then
        debsrc_die 1 "no Debian apt source found in /etc/apt/sources.list or /etc/apt/sources.list.d/" \
            "(looked for an entry whose suite is '${codename:-<codename>}' or a plain Debian suite name)." \
            "Either add your Debian mirror to the apt sources, or run this script with" \
            "  PACKWRIGHT_DEBIAN_MIRROR=<debian-archive-uri> $0"
    fi
    debian_uri="${best%/}"

    debian_keyring=""
    if [[ -n "$best_signed" && "$best_signed" != inline ]]; then
        # Signed-By may be a comma/space separated list; use the first existing file.
        local k
        for k in ${best_signed//,/ }; do
            if [[ -f "$k" ]]; then
                debian_keyring="$k"
                break
            fi
        done
    fi
    if [[ -z "$debian_keyring" ]]; then
        debian_keyring="$DEFAULT_KEYRING"
    fi
    [[ -f "$debian_keyring" ]] ||
        debsrc_die 1 "Debian archive keyring $debian_keyring not found." \
            "Install it with: sudo apt-get install debian-archive-keyring"
}

setup_private_apt() {
    ((apt_ready)) && return 0
    derive_debian_source
    msg "Using Debian archive $debian_uri (keyring $debian_keyring) for $SOURCE_SUITE sources"

    mkdir -p "$apt_dir/state/lists/partial" "$apt_dir/cache/archives/partial" \
        "$apt_dir/sources.list.d" "$apt_dir/preferences.d" "$dl_dir"
    : >"$apt_dir/state/status"
    printf 'deb-src [signed-by=%s] %s %s main\n' "$debian_keyring" "$debian_uri" "$SOURCE_SUITE" \
        >"$apt_dir/sources.list"

    apt_opts=(
        -o "Dir::Etc::SourceList=$apt_dir/sources.list"
        -o "Dir::Etc::SourceParts=$apt_dir/sources.list.d"
        -o "Dir::Etc::Preferences=$apt_dir/preferences"
        -o "Dir::Etc::PreferencesParts=$apt_dir/preferences.d"
        -o "Dir::State=$apt_dir/state"
        -o "Dir::State::status=$apt_dir/state/status"
        -o "Dir::Cache=$apt_dir/cache"
        -o "Acquire::Languages=none"
        -o "APT::Get::List-Cleanup=false"
    )
    if ((EUID == 0)); then
        # _apt cannot enter a private cache below /root; avoid the noisy warning.
        apt_opts+=(-o "APT::Sandbox::User=root")
    fi

    msg "Updating private apt index ($apt_dir)"
    if ! apt-get "${apt_opts[@]}" -q update >"$apt_dir/update.log" 2>&1 ||
        grep -qE '^(E:|W: Failed to fetch)' "$apt_dir/update.log"; then
        cat "$apt_dir/update.log" >&2
        if compgen -G "$apt_dir/state/lists/*_${SOURCE_SUITE}_main_source_Sources*" >/dev/null; then
            warn "apt-get update failed; continuing with the previously downloaded index"
            apt_ready=1
            return 0
        fi
        debsrc_die "${DEBSRC_UNREACHABLE_STATUS:-1}" \
            "could not download the Debian $SOURCE_SUITE source index from $debian_uri" \
            "Check network access to that mirror (a proxy can be set in /etc/apt/apt.conf.d)," \
            "or point the script at another Debian mirror with PACKWRIGHT_DEBIAN_MIRROR=<uri>."
    fi
    apt_ready=1
}

# Print "srcpkg<TAB>version" for every source package apt-cache showsrc
# reports for $1 (binary or source name), newest first.
showsrc_versions() {
    apt-cache "${apt_opts[@]}" showsrc "$1" 2>/dev/null |
        awk '/^Package: /{p=$2} /^Version: /{print p "\t" $2}' |
        sort -u |
        sort_versions_desc
}

# source_directory <srcpkg> <version>: the pool directory of that source
# package in the archive (e.g. pool/main/h/hello), from apt-cache showsrc.
source_directory() {
    apt-cache "${apt_opts[@]}" showsrc "$1" 2>/dev/null |
        awk -v p="$1" -v v="$2" '
            /^Package: /{pk=$2} /^Version: /{ve=$2} /^Directory: /{di=$2}
            /^$/ { if (pk == p && ve == v && di != "") { print di; exit } pk = ve = di = "" }
            END { if (pk == p && ve == v && di != "") print di }' |
        head -n 1
}

sort_versions_desc() {
    local -a lines=()
    local line i j tmp
    mapfile -t lines
    # insertion sort with dpkg's version comparison (a handful of entries)
    for ((i = 1; i < ${#lines[@]}; i++)); do
        for ((j = i; j > 0; j--)); do
            if dpkg --compare-versions "${lines[j]#*$'\t'}" gt "${lines[j - 1]#*$'\t'}"; then
                tmp="${lines[j]}"
                lines[j]="${lines[j - 1]}"
                lines[j - 1]="$tmp"
            else
                break
            fi
        done
    done
    for line in "${lines[@]}"; do printf '%s\n' "$line"; done
}

upstream_of() { # strip epoch and Debian revision
    local v="${1#*:}"
    printf '%s\n' "${v%-*}"
}

# find_orig <srcpkg> <upstream-version>: print the downloaded orig tarball, if any
find_orig() {
    local f
    for f in "$dl_dir/${1}_${2}".orig.tar.*; do
        case "$f" in *.asc) continue ;; esac
        [[ -f "$f" ]] && printf '%s\n' "$f" && return 0
    done
    return 0
}

# download_source <name> <version-filter-function>
# Downloads the orig tarball of the newest acceptable source version, pinning
# the exact version (pkg=VERSION) and falling back to older candidates if a
# download fails (e.g. 404).
# Sets: dl_pkg dl_version dl_upstream dl_tarball dl_directory
download_source() {
    local name="$1" accept="$2" candidates p v up tarball
    setup_private_apt
    candidates="$(showsrc_versions "$name")"
    if [[ -z "$candidates" ]]; then
        debsrc_die 1 "apt-cache showsrc $name found nothing in Debian $SOURCE_SUITE ($debian_uri)." \
            "Is $debian_uri a complete Debian mirror that carries '$SOURCE_SUITE'?" \
            "Try another mirror with PACKWRIGHT_DEBIAN_MIRROR=<uri>."
    fi
    while IFS=$'\t' read -r p v; do
        up="$(upstream_of "$v")"
        "$accept" "$up" || continue
        tarball="$(find_orig "$p" "$up")"
        if [[ -z "$tarball" ]]; then
            msg "Downloading source $p=$v from $SOURCE_SUITE"
            if ! (cd "$dl_dir" && apt-get "${apt_opts[@]}" -q source --download-only --tar-only "$p=$v") \
                >"$dl_dir/$p.log" 2>&1; then
                warn "download of $p=$v failed (see $dl_dir/$p.log); trying older versions if any"
                continue
            fi
            tarball="$(find_orig "$p" "$up")"
            [[ -n "$tarball" ]] || {
                warn "apt-get source $p=$v did not produce an orig tarball (see $dl_dir/$p.log)"
                continue
            }
        fi
        dl_pkg="$p" dl_version="$v" dl_upstream="$up" dl_tarball="$tarball"
        dl_directory="$(source_directory "$p" "$v")"
        msg "Using Debian source $dl_pkg $dl_version ($(basename "$dl_tarball"))"
        return 0
    done <<<"$candidates"
    debsrc_die "${DEBSRC_UNREACHABLE_STATUS:-1}" \
        "could not download an acceptable source of '$name' from Debian $SOURCE_SUITE." \
        "Available there: $(tr '\t\n' '= ' <<<"$candidates")" \
        "Logs are in $dl_dir.  Check the mirror ($debian_uri) or set PACKWRIGHT_DEBIAN_MIRROR=<uri>."
}
