#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The licence header every tracked source file carries, in the form REUSE reads
# (https://reuse.software): two comment lines at the top, after a #! line, a #compdef line
# or an <?xml …?> declaration where the format wants that first.
#
#   SPDX-FileCopyrightText: The Packwright authors
#   SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: tests/tools/spdx.sh check|add|list
#   check  exits 1 naming each source file without both lines in its first 15 lines
#          (tests/tools/lint.sh format runs it)
#   add    inserts the header into each source file that lacks it
#   list   prints the files that need the header
#
# Sources: C and C++ (.cpp .h .c .h.in), CMake, shell (.sh, the completions, .ci/run),
# Nix, Python, the desktop files and the clang-format/clang-tidy configurations. Test data,
# fixtures (their line numbers are recorded in expected outputs), the package templates
# (their text becomes a package's), translations and docs carry no header: .reuse/dep5
# states their licence.
#
# REUSE-IgnoreStart (the tags below are this script's text, not its licence)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"

copyright='SPDX-FileCopyrightText: The Packwright authors'
license='SPDX-License-Identifier: GPL-3.0-or-later'

sources() {
    git ls-files -- '*.cpp' '*.h' '*.c' '*.h.in' '*CMakeLists.txt' '*.cmake' '*.sh' '*.nix' \
        '*.py' 'packaging/completions/*' '.ci/run' 'packaging/desktop/*' .clang-format \
        .clang-tidy |
        grep -vE '^(tests/fixtures|tests/data|tests/unit/data|resources|translations)/' |
        while IFS= read -r file; do [[ -f $file ]] && echo "$file"; done
}

# The comment a file's format takes: //, # or <!-- -->.
style() {
    case $1 in
        *.cpp | *.h | *.c | *.h.in) echo cpp ;;
        *.xml | *.svg) echo xml ;;
        *) echo hash ;;
    esac
}

has_header() {
    local head
    head=$(head -n 15 "$1")
    grep -q "SPDX-FileCopyrightText: " <<<"$head" && grep -q "SPDX-License-Identifier: " <<<"$head"
}

add_header() {
    local file=$1 tmp first
    tmp=$(mktemp)
    first=$(head -n 1 "$file")
    case $(style "$file") in
        cpp) printf '// %s\n// %s\n\n' "$copyright" "$license" >"$tmp"
            cat "$file" >>"$tmp" ;;
        xml) if [[ $first == '<?xml'* ]]; then
                 printf '%s\n' "$first" >"$tmp"
                 printf '<!-- %s\n     %s -->\n' "$copyright" "$license" >>"$tmp"
                 tail -n +2 "$file" >>"$tmp"
             else
                 printf '<!-- %s\n     %s -->\n' "$copyright" "$license" >"$tmp"
                 cat "$file" >>"$tmp"
             fi ;;
        hash)
            # A licence line of an older form (no copyright line) gives way to the header.
            if [[ $first == '#!'* || $first == '#compdef'* ]]; then
                printf '%s\n# %s\n# %s\n' "$first" "$copyright" "$license" >"$tmp"
                tail -n +2 "$file" | grep -vxF "# $license" >>"$tmp" || true
            else
                printf '# %s\n# %s\n' "$copyright" "$license" >"$tmp"
                grep -vxF "# $license" "$file" >>"$tmp" || true
            fi ;;
    esac
    # Keep the file's mode (scripts stay executable).
    cat "$tmp" >"$file"
    rm -f "$tmp"
}

case ${1:?check, add or list} in
list) sources ;;
check)
    missing=0 count=0
    while IFS= read -r file; do
        count=$((count + 1))
        if ! has_header "$file"; then
            echo "$file: no SPDX header (tests/tools/spdx.sh add writes it)"
            missing=1
        fi
    done < <(sources)
    [[ $missing == 0 ]] || exit 1
    echo "spdx: $count files carry the licence header"
    ;;
add)
    while IFS= read -r file; do
        has_header "$file" || { add_header "$file"; echo "added: $file"; }
    done < <(sources)
    ;;
*)
    echo "unknown mode $1" >&2
    exit 2
    ;;
esac
# REUSE-IgnoreEnd
