#!/usr/bin/env bash
# Records what real Nix prints when evaluations and builds fail, for each Nix at hand: the
# host's (Debian 12: 2.8) and those of the roots made by tests/tools/nix-roots.sh (trixie:
# 2.26, sid: 2.34). Each case in cases/ is one self-contained package.nix (no nixpkgs: plain
# `derivation` with builder /bin/sh). Every case is run through each front end:
#   nix-build      nix-build --no-out-link package.nix
#   internal-json  what Packwright runs: nix-instantiate --log-format internal-json, then
#                  nix-build --log-format internal-json --no-out-link DRV...
#   nix3-build     nix build --no-link -f package.nix          (Nix's quiet default)
#   nix3-build-L   nix build -L --no-link -f package.nix       (--print-build-logs)
# plus builder-fails-quiet (nix-build -Q) and multiple-failures-keep-going (--keep-going).
# Output: nix-VERSION/FRONT-END/CASE.log (the complete stderr), CASE.status (exit status),
# CASE.cmd (the command), and nix-VERSION/VERSION (`nix --version`), nix-VERSION/RECORDED.
# The only change to the logs: the case's temporary folder reads /home/user/project.
#
# Usage: tests/data/nix-logs/record.sh [--sandbox true|false] [host|trixie|sid|all]...
#   default: all, with sandbox = true (what Nix does by default on Linux)
# Needs root; make the roots first (tests/tools/nix-roots.sh all).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../../.." && pwd)
in_root="$repo/tests/tools/nix-in-root.sh"
roots=${XDG_CACHE_HOME:-$HOME/.cache}/packwright/roots
shown=/home/user/project

die() {
    echo "record: $*" >&2
    exit 1
}

sandbox=true
targets=()
while (($#)); do
    case "$1" in
        --sandbox) sandbox=${2:?--sandbox needs true or false}; shift 2 ;;
        host | trixie | sid) targets+=("$1"); shift ;;
        all) targets+=(host trixie sid); shift ;;
        -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown argument $1" ;;
    esac
done
((${#targets[@]})) || targets=(host trixie sid)
[[ $(id -u) == 0 ]] || die "must run as root"

build_cases=(builder-fails builder-fails-long hash-mismatch dependency-failed missing-output
    multiple-failures)
eval_cases=(eval-undefined-variable eval-missing-attribute eval-assert eval-throw
    eval-syntax-error)
front_ends=(nix-build internal-json nix3-build nix3-build-L)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/packwright-nix-logs.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# The host's Nix gets the same nix.conf as nix-in-root.sh writes, and a static shell as the
# sandbox's /bin/sh (Debian 12's Nix names none).
mkdir -p "$tmp/host-conf"
host_shell=""
for candidate in /usr/bin/bash-static /bin/busybox; do
    [[ -x $candidate ]] && { host_shell=$candidate; break; }
done
{
    echo "substituters ="
    echo "sandbox = $sandbox"
    [[ $sandbox == true ]] && echo "sandbox-fallback = false"
    [[ $sandbox == true && -n $host_shell ]] && echo "sandbox-paths = /bin/sh=$host_shell"
    echo "experimental-features = nix-command"
    echo "build-users-group ="
} >"$tmp/host-conf/nix.conf"

# run TARGET DIR CMD... — runs CMD in DIR with TARGET's Nix.
run() {
    local target=$1 dir=$2
    shift 2
    if [[ $target == host ]]; then
        (cd "$dir" && exec env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
            HOME=/root TERM=xterm-256color LANG=C.UTF-8 NIX_CONF_DIR="$tmp/host-conf" "$@")
    else
        TERM=xterm-256color "$in_root" --sandbox "$sandbox" --work "$dir" "$roots/$target" -- "$@"
    fi
}

# save OUT CASEDIR STATUS CMD... — writes OUT.log (from $tmp/stderr), OUT.status, OUT.cmd.
save() {
    local out=$1 dir=$2 status=$3
    shift 3
    sed "s|$dir|$shown|g" "$tmp/stderr" >"$out.log"
    echo "$status" >"$out.status"
    printf '%s\n' "$*" | sed "s|$dir|$shown|g" >"$out.cmd"
}

# record TARGET FRONT-END CASE OUTDIR [EXTRA-FLAG] — one run of one case.
record() {
    local target=$1 front=$2 case=$3 outdir=$4 flag=${5:-} name=$3
    local dir="$tmp/cases/$case"
    local attrs=() flags=() status=0
    [[ $case == multiple-failures ]] && attrs=(foo bar baz)
    [[ -n $flag ]] && flags=("$flag")
    case "$flag" in
        -Q) name=$case-quiet ;;
        --keep-going) name=$case-keep-going ;;
    esac
    local cmd
    case "$front" in
        nix-build) cmd=(nix-build --no-out-link "${flags[@]}" package.nix) ;;
        nix3-build) cmd=(nix build --no-link "${flags[@]}" -f package.nix "${attrs[@]}") ;;
        nix3-build-L) cmd=(nix build -L --no-link "${flags[@]}" -f package.nix "${attrs[@]}") ;;
        internal-json)
            cmd=(nix-instantiate --log-format internal-json package.nix)
            local drvs
            if drvs=$(run "$target" "$dir" "${cmd[@]}" 2>"$tmp/stderr"); then
                # shellcheck disable=SC2206 # one store path a line, no spaces
                cmd=(nix-build --log-format internal-json --no-out-link "${flags[@]}" $drvs)
            else
                status=$?
                save "$outdir/$front/$name" "$dir" "$status" "${cmd[@]}"
                return
            fi
            ;;
    esac
    run "$target" "$dir" "${cmd[@]}" 2>"$tmp/stderr" >/dev/null || status=$?
    ((status != 0)) || echo "record: $target $front $name unexpectedly succeeded" >&2
    save "$outdir/$front/$name" "$dir" "$status" "${cmd[@]}"
}

for target in "${targets[@]}"; do
    start=$SECONDS
    if [[ $target != host ]]; then
        [[ -f $roots/$target/.packwright-root-complete ]] \
            || die "no $target root: run tests/tools/nix-roots.sh $target"
    fi
    rm -rf "$tmp/cases"
    cp -r "$here/cases" "$tmp/cases"
    run "$target" "$tmp/cases" test -x /bin/sh || die "$target: /bin/sh is missing"
    version_line=$(run "$target" "$tmp/cases" nix --version) || die "$target: nix --version failed"
    version=${version_line##* }
    [[ $version =~ ^[0-9][0-9a-z.+-]*$ ]] || die "$target: cannot read a version from '$version_line'"
    if [[ $target == host ]]; then
        package=$(dpkg-query -W -f '${Version}' nix-bin 2>/dev/null || echo unknown)
        # shellcheck disable=SC1091
        suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-host}")
    else
        package=$(sed -n 's/^nix-bin=//p' "$roots/$target/.packwright-root-complete")
        suite=$target
    fi
    out="$here/nix-$version"
    rm -rf "$out"
    mkdir -p "${front_ends[@]/#/$out/}"
    echo "$version_line" >"$out/VERSION"
    echo "record: $target: $version_line (Debian $suite, nix-bin $package) → ${out#"$repo"/}"

    for front in "${front_ends[@]}"; do
        for case in "${build_cases[@]}" "${eval_cases[@]}"; do
            record "$target" "$front" "$case" "$out"
        done
        record "$target" "$front" multiple-failures "$out" --keep-going
    done
    record "$target" nix-build builder-fails "$out" -Q

    {
        echo "nix: $version_line"
        echo "debian: $suite, nix-bin $package"
        echo "where: $([[ $target == host ]] && echo "the host" || echo "a root made by tests/tools/nix-roots.sh $target, run by tests/tools/nix-in-root.sh")"
        echo "recorded: $(date -u +%Y-%m-%d) by tests/data/nix-logs/record.sh"
        echo "sandbox: $sandbox"
        echo "nix.conf:"
        if [[ $target == host ]]; then
            sed 's/^/    /' "$tmp/host-conf/nix.conf"
        else
            run "$target" "$tmp/cases" cat /etc/packwright-nix/nix.conf | sed 's/^/    /'
        fi
    } >"$out/RECORDED"
    echo "record: $target done in $((SECONDS - start)) s"
done
