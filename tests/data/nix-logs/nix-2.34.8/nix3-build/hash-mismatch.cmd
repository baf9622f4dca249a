nix build --no-link -f package.nix
