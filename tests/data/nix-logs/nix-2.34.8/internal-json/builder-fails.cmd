nix-build --log-format internal-json --no-out-link /nix/store/c7syxlcdnb9ghg7z5vl8kkf1yqjv52ja-foo-1.0.drv
