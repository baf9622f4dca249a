nix build -L --no-link -f package.nix foo bar baz
