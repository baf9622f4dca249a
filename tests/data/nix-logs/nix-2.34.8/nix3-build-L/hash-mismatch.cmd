nix build -L --no-link -f package.nix
