nix-build --log-format internal-json --no-out-link /nix/store/qnnvni23fg9crj677gfb9lra1bkbf3xg-foo-1.0.drv
