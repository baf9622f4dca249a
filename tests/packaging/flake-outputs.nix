# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The root flake's outputs, evaluated against the fixture package set (tests/fixtures/nixpkgs)
# in place of nixpkgs: what the fixture set lacks (Qt, KDE Frameworks, the tools of the dev
# shell) is a stub derivation named after the nixpkgs attribute, listed here by hand so that
# a misspelt attribute in package.nix or flake.nix fails. Nothing is built; the test
# (tests/packaging/nix.sh) instantiates the results.
#   nix-instantiate --eval --strict --json tests/packaging/flake-outputs.nix --arg src DIR
{ src }:
let
  root = ../..;
  system = "x86_64-linux";
  stub = name: derivation {
    inherit name system;
    builder = "/bin/sh";
    args = [ "-c" "echo stub; exit 1" ];
  };
  stubs = names: builtins.listToAttrs (map (name: { inherit name; value = stub name; }) names);
  overlay = final: prev:
    stubs [
      "help2man" "librsvg" "nlohmann_json" "libgit2" "mustache-hpp" "libvterm-neovim" "nix"
      "ccache" "clang-tools" "patchelf" "qemu" "busybox" "linux" "cpio" "zstd" "bubblewrap"
      "xvfb-run" "dbus" "gnome-keyring" "openssh" "libsecret" "imagemagick" "desktop-file-utils"
      "appstream" "libxml2" "man-db" "zsh" "fish" "lintian" "reuse" "nixfmt-rfc-style"
    ]
    // {
      qt6 = stubs [ "qtbase" "qtcharts" "qttools" "qttranslations" "wrapQtAppsHook" ];
      kdePackages = stubs [ "qcoro" "qtkeychain" "syntax-highlighting" ];
      xorg = stubs [ "xwininfo" ];
      # nixpkgs' mkShell: a derivation whose inputs are the packages and those of inputsFrom.
      mkShell = { packages ? [ ], inputsFrom ? [ ], ... }:
        derivation {
          name = "packwright-dev-shell";
          inherit system;
          builder = "/bin/sh";
          args = [ "-c" "exit 1" ];
          inherit packages;
          inputs = map (p: p.buildInputs ++ p.nativeBuildInputs) inputsFrom;
        } // { inherit packages inputsFrom; };
    };
  pkgs = import (root + "/tests/fixtures/nixpkgs") { overlays = [ overlay ]; };
  nixpkgs = {
    lib = pkgs.lib;
    legacyPackages.${system} = pkgs;
  };
  flake = import (root + "/flake.nix");
  # A flake's `self`: its outputs and the source tree (here a small stand-in, not the
  # checkout with its build trees).
  self = flake.outputs { inherit self nixpkgs; } // { outPath = src; };
  package = self.packages.${system}.default;
in
{
  name = package.name;
  drv = package.drvPath;
  # The flake builds the checkout (cleanSource self), not package.nix's fetchFromGitHub.
  srcIsCheckout = !(builtins.isAttrs package.src);
  mainProgram = package.meta.mainProgram;
  app = self.apps.${system}.default;
  shell = self.devShells.${system}.default.drvPath;
  shellPackages = builtins.length self.devShells.${system}.default.packages;
  formatter = self.formatter.${system}.name;
  structuredAttrs = package.__structuredAttrs or false;
  strictDeps = package.strictDeps or false;
}
