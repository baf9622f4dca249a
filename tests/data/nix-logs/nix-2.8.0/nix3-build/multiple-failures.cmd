nix build --no-link -f package.nix foo bar baz
