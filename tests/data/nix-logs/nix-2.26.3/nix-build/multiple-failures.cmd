nix-build --no-out-link package.nix
