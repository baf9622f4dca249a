nix-build --no-out-link -Q package.nix
