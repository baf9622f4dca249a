nix-build --no-out-link --keep-going package.nix
