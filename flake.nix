# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
{
  description = "Packwright: a workbench for packaging software with Nix, with an LLM agent under a maintainer's control";

  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-unstable";

  outputs =
    { self, nixpkgs }:
    let
      systems = [
        "x86_64-linux"
        "aarch64-linux"
      ];
      forAllSystems = f: nixpkgs.lib.genAttrs systems (system: f nixpkgs.legacyPackages.${system});
    in
    {
      # packaging/nix/package.nix as nixpkgs would hold it, built from this checkout.
      packages = forAllSystems (pkgs: {
        packwright = (pkgs.callPackage ./packaging/nix/package.nix { }).overrideAttrs {
          src = nixpkgs.lib.cleanSource self;
        };
        default = self.packages.${pkgs.stdenv.hostPlatform.system}.packwright;
      });

      apps = forAllSystems (pkgs: {
        default = {
          type = "app";
          program = nixpkgs.lib.getExe self.packages.${pkgs.stdenv.hostPlatform.system}.packwright;
        };
      });

      # The package's build inputs plus the tools packaging/setup.sh installs for the tests
      # (its NixOS column; tests/packaging/nix.sh keeps the two in step). The compiler is
      # mkShell's stdenv.
      devShells = forAllSystems (pkgs: {
        default = pkgs.mkShell {
          inputsFrom = [ self.packages.${pkgs.stdenv.hostPlatform.system}.packwright ];
          packages = with pkgs; [
            ccache
            clang-tools
            git
            nix
            qt6.qttranslations
            patchelf
            qemu
            busybox
            linux
            cpio
            xz
            zstd
            bubblewrap
            xvfb-run
            dbus
            gnome-keyring
            openssh
            libsecret
            imagemagick
            xorg.xwininfo
            desktop-file-utils
            appstream
            libxml2
            man-db
            zsh
            fish
            lintian
            reuse
          ];
        };
      });

      formatter = forAllSystems (pkgs: pkgs.nixfmt-rfc-style);
    };
}
