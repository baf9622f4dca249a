# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# fish completion for packwright
# The options of each command as `packwright [COMMAND] --help` lists them; the test
# packaging_completions fails when one is missing here.

set -l commands demo explain package update export run-in-vm lint batch
complete -c packwright -f
complete -c packwright -n "not __fish_seen_subcommand_from $commands" -a demo -d 'Replay the bundled demo session'
complete -c packwright -n "not __fish_seen_subcommand_from $commands" -a explain -d 'Print the failure signals of a build log'
complete -c packwright -n "not __fish_seen_subcommand_from $commands" -a package -d 'Package a project without a display'
complete -c packwright -n "not __fish_seen_subcommand_from $commands" -a update -d 'Update a package to a new version and repair it'
complete -c packwright -n "not __fish_seen_subcommand_from $commands" -a export -d 'Commit a finished package into a nixpkgs checkout'
complete -c packwright -n "not __fish_seen_subcommand_from $commands" -a run-in-vm -d 'Run a script in a fresh VM with a finished package'
complete -c packwright -n "not __fish_seen_subcommand_from $commands" -a lint -d 'Check a package file against the rules of nixpkgs'
complete -c packwright -n "not __fish_seen_subcommand_from $commands" -a batch -d 'Run a file of packaging tasks and summarise them'
complete -c packwright -n "not __fish_seen_subcommand_from $commands" -F -d 'Session record'

# Everywhere
complete -c packwright -s h -l help -d 'Show the help and exit'
complete -c packwright -l lang -x -a 'de en' -d 'User interface language'

# The workbench, demo and explain
set -l top "not __fish_seen_subcommand_from package update export run-in-vm lint batch"
complete -c packwright -n $top -s v -l version -d 'Show the version and exit'
complete -c packwright -n $top -l headless -d 'Run without a window and print the result'
complete -c packwright -n $top -l session -r -F -d 'Open a session record'
complete -c packwright -n $top -l new-session -d 'Open the New session wizard'
complete -c packwright -n "__fish_seen_subcommand_from explain" -F
complete -c packwright -n "__fish_seen_subcommand_from explain" -l json -d 'Print one JSON object'
complete -c packwright -n "__fish_seen_subcommand_from explain" -l against -r -F -d 'Compare with an earlier log'
complete -c packwright -n "__fish_seen_subcommand_from explain" -l gui -d 'Open the log in the workbench'

# package and update share the session options
set -l session "__fish_seen_subcommand_from package update batch"
complete -c packwright -n $session -F
complete -c packwright -n $session -l nixpkgs -r -a '(__fish_complete_directories)' -d 'The nixpkgs to build against'
complete -c packwright -n $session -l profile -x -d 'Provider profile from the settings'
complete -c packwright -n $session -l base-url -x -d 'Inline provider: the server base URL'
complete -c packwright -n $session -l protocol -x -a 'openai anthropic' -d 'With --base-url: the protocol'
complete -c packwright -n $session -l model -x -d 'With --base-url: the model'
complete -c packwright -n $session -l no-model -d 'Deterministic fixes only'
complete -c packwright -n $session -l no-quick-fixes -d 'Leave all but hash mismatches to the model'
complete -c packwright -n $session -l approve -x -a 'auto ask' -d 'Approve each edit and build'
complete -c packwright -n $session -l max-iterations -x -d 'Builds at most'
complete -c packwright -n $session -l max-without-progress -x -d 'Attempts without progress at most'
complete -c packwright -n $session -l budget-usd -x -d 'Cost budget in US dollars'
complete -c packwright -n $session -l budget-tokens -x -d 'Token budget'
complete -c packwright -n $session -l time-budget -x -d 'Time budget in seconds'
complete -c packwright -n $session -l session-dir -r -a '(__fish_complete_directories)' -d 'Where the session goes'
complete -c packwright -n "__fish_seen_subcommand_from package update lint batch" -l nix-option -x -d 'Passed to Nix as --option NAME VALUE'
complete -c packwright -n $session -l builders -x -d 'Nix remote builders, or @FILE for a machines file'
complete -c packwright -n $session -l max-jobs -x -d 'Builds Nix runs on this machine at once'
complete -c packwright -n $session -l approve-vm -x -a 'auto ask' -d 'Approve each VM script'
complete -c packwright -n $session -l refine-rounds -x -d 'Refinement rounds in a VM'
complete -c packwright -n $session -l refine-repairs -x -d 'Repair steps for a refinement edit'
complete -c packwright -n $session -l verify-signals -x -a 'off 1 3 5 10' -d 'Failure signals the model checks'
complete -c packwright -n "__fish_seen_subcommand_from package update run-in-vm batch" -l vm -x -a 'auto nixos micro-vm bubblewrap' -d 'Where refinement runs'
complete -c packwright -n "__fish_seen_subcommand_from package update batch" -l out -r -a '(__fish_complete_directories)' -d 'Where the results go'

# package
complete -c packwright -n "__fish_seen_subcommand_from package" -l pname -x -d 'The package name'
complete -c packwright -n "__fish_seen_subcommand_from package" -l package-version -x -d 'The version'
complete -c packwright -n "__fish_seen_subcommand_from package" -l from -r -F -d 'Repair an existing package.nix'
complete -c packwright -n "__fish_seen_subcommand_from package" -l gui -d 'Run the session in the workbench'

# update
complete -c packwright -n "__fish_seen_subcommand_from update" -l to -x -d 'The target version'
complete -c packwright -n "__fish_seen_subcommand_from update" -l pre-release -d 'Allow release candidates'

# export
complete -c packwright -n "__fish_seen_subcommand_from export" -a '(__fish_complete_directories)'
complete -c packwright -n "__fish_seen_subcommand_from export" -l nixpkgs-checkout -r -a '(__fish_complete_directories)' -d 'The nixpkgs checkout'
complete -c packwright -n "__fish_seen_subcommand_from export" -l branch -x -d 'The branch to commit on'
complete -c packwright -n "__fish_seen_subcommand_from export" -l force -d 'Replace an existing package'
complete -c packwright -n "__fish_seen_subcommand_from export" -l reviewed -d 'The maintainer reviewed the package'
complete -c packwright -n "__fish_seen_subcommand_from export" -l description-out -r -F -d 'Where the pull-request description goes'

# run-in-vm
complete -c packwright -n "__fish_seen_subcommand_from run-in-vm" -a '(__fish_complete_directories)'
complete -c packwright -n "__fish_seen_subcommand_from run-in-vm" -l script -x -d 'The script to run'
complete -c packwright -n "__fish_seen_subcommand_from run-in-vm" -l script-file -r -F -d 'A file holding the script'
complete -c packwright -n "__fish_seen_subcommand_from run-in-vm" -l package -x -d 'Another package for the VM'
complete -c packwright -n "__fish_seen_subcommand_from run-in-vm" -l timeout -x -d 'Seconds before the VM is stopped'
complete -c packwright -n "__fish_seen_subcommand_from run-in-vm" -l console -d 'Show the VM console'

# lint
complete -c packwright -n "__fish_seen_subcommand_from lint" -F
complete -c packwright -n "__fish_seen_subcommand_from lint explain" -l json -d 'Print JSON'
complete -c packwright -n "__fish_seen_subcommand_from lint" -l path -x -d 'The by-name path of the package'
complete -c packwright -n "__fish_seen_subcommand_from lint" -l nixpkgs -r -a '(__fish_complete_directories)' -d 'The nixpkgs to evaluate with'
complete -c packwright -n "__fish_seen_subcommand_from lint" -l out-path -r -a '(__fish_complete_directories)' -d 'A built output to check'

# batch
complete -c packwright -n "__fish_seen_subcommand_from batch" -l jobs -x -d 'Sessions at once'
complete -c packwright -n "__fish_seen_subcommand_from batch" -l task-timeout -x -d 'Seconds a task may take'
complete -c packwright -n "__fish_seen_subcommand_from batch" -l compare -d 'Print two batch runs side by side'
complete -c packwright -n "__fish_seen_subcommand_from batch" -l plots -d 'Draw the plots as PNG'
