# SPDX-FileCopyrightText: The Packwright authors
# SPDX-License-Identifier: GPL-3.0-or-later
{
  lib,
  stdenv,
  fetchFromGitHub,
  cmake,
  ninja,
  pkg-config,
  help2man,
  librsvg,
  qt6,
  kdePackages,
  nlohmann_json,
  libgit2,
  mustache-hpp,
  libvterm-neovim,
  nix,
  versionCheckHook,
}:

stdenv.mkDerivation (finalAttrs: {
  pname = "packwright";
  version = "0.1.0";

  src = fetchFromGitHub {
    owner = "packwright";
    repo = "packwright";
    tag = "v${finalAttrs.version}";
    # No release is tagged yet; the flake at the repository's root builds the checkout.
    hash = lib.fakeHash;
  };

  __structuredAttrs = true;
  strictDeps = true;

  nativeBuildInputs = [
    cmake
    ninja
    pkg-config
    help2man
    librsvg
    qt6.qttools
    qt6.wrapQtAppsHook
  ];

  buildInputs = [
    qt6.qtbase
    qt6.qtcharts
    kdePackages.qcoro
    kdePackages.qtkeychain
    kdePackages.syntax-highlighting
    nlohmann_json
    libgit2
    mustache-hpp
    libvterm-neovim
  ];

  cmakeFlags = [ (lib.cmakeBool "BUILD_TESTING" false) ];

  # Packwright builds with Nix; the user's own nix comes first on PATH.
  qtWrapperArgs = [
    "--suffix"
    "PATH"
    ":"
    (lib.makeBinPath [ nix ])
  ];

  nativeInstallCheckInputs = [ versionCheckHook ];
  doInstallCheck = true;

  meta = {
    description = "Workbench for packaging software with Nix through an LLM agent";
    longDescription = ''
      Packwright is a desktop workbench for packaging software with Nix. An LLM
      agent does the build, read the log, repair cycle; the maintainer watches
      every step and approves, edits, rejects or rolls it back. It implements
      Vibenix (iterative packaging, refinement in a VM, failure analysis,
      maintenance) and EvidenT (evidence-preserving repair with failure-signal
      extraction), and has command-line commands to package, update, explain
      and lint without a display.
    '';
    homepage = "https://github.com/packwright/packwright";
    changelog = "https://github.com/packwright/packwright/releases/tag/v${finalAttrs.version}";
    license = lib.licenses.gpl3Plus;
    maintainers = [ ];
    mainProgram = "packwright";
    platforms = lib.platforms.linux;
  };
})
