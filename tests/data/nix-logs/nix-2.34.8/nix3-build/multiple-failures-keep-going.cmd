nix build --no-link --keep-going -f package.nix foo bar baz
