# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for packwright                     -*- shell-script -*-
# The options of each command as `packwright [COMMAND] --help` lists them; the test
# packaging_completions fails when one is missing here.

_packwright_session_options='--nixpkgs --profile --base-url --protocol --model --no-model
    --no-quick-fixes --approve --max-iterations --max-without-progress --budget-usd
    --budget-tokens --time-budget --session-dir --nix-option --builders --max-jobs --approve-vm
    --refine-rounds --refine-repairs --verify-signals --vm --help --lang'

_packwright()
{
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
    local command= i
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
            demo | explain | package | update | export | run-in-vm | lint | batch)
                command=${COMP_WORDS[i]}
                break
                ;;
        esac
    done

    # Values of the options that take one.
    case $prev in
        --lang)
            mapfile -t COMPREPLY < <(compgen -W 'de en' -- "$cur")
            return
            ;;
        --approve | --approve-vm)
            mapfile -t COMPREPLY < <(compgen -W 'auto ask' -- "$cur")
            return
            ;;
        --protocol)
            mapfile -t COMPREPLY < <(compgen -W 'openai anthropic' -- "$cur")
            return
            ;;
        --vm)
            mapfile -t COMPREPLY < <(compgen -W 'auto nixos micro-vm bubblewrap' -- "$cur")
            return
            ;;
        --verify-signals)
            mapfile -t COMPREPLY < <(compgen -W 'off 1 3 5 10' -- "$cur")
            return
            ;;
        --session-dir | --out | --nixpkgs-checkout | --description-out | --nixpkgs)
            mapfile -t COMPREPLY < <(compgen -d -- "$cur")
            return
            ;;
        --session | --against | --from | --script-file | --path | --out-path | --compare)
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            return
            ;;
        --profile | --base-url | --model | --max-iterations | --max-without-progress | \
            --budget-usd | --budget-tokens | --time-budget | --nix-option | --builders | \
            --max-jobs | --refine-rounds | \
            --refine-repairs | --pname | --package-version | --to | --branch | --script | \
            --package | --timeout | --jobs | --task-timeout)
            return
            ;;
    esac

    local options
    case $command in
        '' | demo | explain)
            options='--help --version --headless --lang --session --new-session --json --against --gui'
            ;;
        package)
            options="$_packwright_session_options --out --pname --package-version --from --gui"
            ;;
        update)
            options="$_packwright_session_options --to --pre-release --out"
            ;;
        export)
            options='--nixpkgs-checkout --branch --force --reviewed --description-out --help --lang'
            ;;
        run-in-vm)
            options='--script --script-file --package --timeout --vm --console --help --lang'
            ;;
        lint)
            options='--path --nixpkgs --out-path --json --nix-option --help --lang'
            ;;
        batch)
            options="$_packwright_session_options --out --jobs --task-timeout --compare --plots"
            ;;
    esac
    if [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
    elif [[ -z $command ]]; then
        mapfile -t COMPREPLY < <(compgen -W 'demo explain package update export run-in-vm lint batch' -- "$cur")
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur") # a session record
    else
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
    fi
}
complete -o filenames -F _packwright packwright
