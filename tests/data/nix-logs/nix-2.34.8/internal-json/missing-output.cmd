nix-build --log-format internal-json --no-out-link /nix/store/dfy6iws8h6fw8iifzay0a1mskv57f1rz-foo-1.0.drv
