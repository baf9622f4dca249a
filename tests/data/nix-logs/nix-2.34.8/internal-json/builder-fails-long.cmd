nix-build --log-format internal-json --no-out-link /nix/store/alwp7mhc71vkjfxil7x06mhhgdyybqz7-foo-1.0.drv
