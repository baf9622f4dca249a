nix-build --log-format internal-json --no-out-link /nix/store/k6k4cqfj5amr7sjc4yj773cpskc6y5r2-foo-1.0.zip.drv
