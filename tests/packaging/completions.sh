#!/usr/bin/env bash
# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The bash, zsh and fish completions parse, know every long option that
# `packwright [COMMAND] --help` lists and every command of its table (so a new option or
# command cannot be forgotten), and complete:
# bash and fish are asked for real completions.
set -euo pipefail
dir=$SOURCE_DIR/packaging/completions
failed=0
fail() { echo "FAIL: $*"; failed=1; }

bash -n "$dir/packwright.bash" || fail "packwright.bash does not parse"
if command -v zsh >/dev/null; then zsh -n "$dir/_packwright" || fail "_packwright does not parse"; fi
if command -v fish >/dev/null; then fish -n "$dir/packwright.fish" || fail "packwright.fish does not parse"; fi

# The commands as the help's "Commands:" section lists them (main.cpp's command table).
mapfile -t commands < <("$PACKWRIGHT" --help | sed -n '/^Commands:$/,/^$/p' | grep -oE '^  [a-z][a-z-]*' |
    tr -d ' ')
(( ${#commands[@]} >= 8 )) || fail "packwright --help lists ${#commands[@]} commands: ${commands[*]}"
# bash offers the commands in one word list, the one that starts with the first command.
bash_commands=" $(grep -oE "compgen -W '${commands[0]} [^']*'" "$dir/packwright.bash" | cut -d"'" -f2) "
for command in "${commands[@]}"; do
    [[ $bash_commands == *" $command "* ]] || fail "bash: the command $command"
    grep -q -- "'$command:" "$dir/_packwright" || fail "zsh: the command $command"
    grep -q -- "-a $command\b" "$dir/packwright.fish" || fail "fish: the command $command"
done

# Options: the top-level ones, and those of each command with a parser of its own.
for command in "" package update export run-in-vm lint batch; do
    # shellcheck disable=SC2086 # an empty command is no argument
    # The options' own lines ("  -h, --help", "  --nixpkgs <path>"), not their prose.
    options=$("$PACKWRIGHT" $command --help | grep -oE -- '^ +(-[a-zA-Z], )?--[a-z][a-z-]*' |
        grep -o -- '--[a-z-]*' | sort -u)
    [[ -n $options ]] || fail "packwright $command --help lists no options"
    for option in $options; do
        grep -q -- "$option\b" "$dir/packwright.bash" || fail "bash: packwright $command $option"
        grep -qE -- "['{,*]$option(=?\[|\})" "$dir/_packwright" || fail "zsh: packwright $command $option"
        grep -q -- "-l ${option#--}\b" "$dir/packwright.fish" || fail "fish: packwright $command $option"
    done
done

# bash: the commands, then a command's options.
complete_bash() {
    bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _packwright
             printf "%s\n" "${COMPREPLY[@]}"' _ "$dir/packwright.bash" "$@"
}
cd "$(mktemp -d)"
[[ $(complete_bash packwright ru) == run-in-vm ]] || fail "bash: packwright ru<TAB>: $(complete_bash packwright ru)"
[[ $(complete_bash packwright package --nixp) == --nixpkgs ]] ||
    fail "bash: packwright package --nixp<TAB>: $(complete_bash packwright package --nixp)"
[[ $(complete_bash packwright update --approve a) == $'auto\nask' ]] ||
    fail "bash: packwright update --approve a<TAB>"
[[ -z $(complete_bash packwright lint --pre) ]] || fail "bash: lint offers update's --pre-release"
if command -v fish >/dev/null; then
    got=$(fish -c "source $dir/packwright.fish; complete -C'packwright export --nixpkgs-ch'" | cut -f1)
    [[ $got == --nixpkgs-checkout ]] || fail "fish: packwright export --nixpkgs-ch<TAB>: $got"
fi
exit $failed
