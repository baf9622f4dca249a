nix-instantiate --log-format internal-json package.nix
