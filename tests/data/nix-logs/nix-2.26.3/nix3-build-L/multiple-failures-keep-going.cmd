nix build -L --no-link --keep-going -f package.nix foo bar baz
