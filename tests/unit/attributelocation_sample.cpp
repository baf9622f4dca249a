// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "attributelocation_sample.h"

QString attributeLocationSample()
{
    return QStringLiteral(R"nix({ lib, stdenv, fetchurl, zlib, pkg-config }:

# buildInputs = [ old ];  (a comment)
let
  version = "1.2";
  /* meta.license = lib.licenses.mit; */
in
stdenv.mkDerivation {
  pname = "hello";
  inherit version;

  src = fetchurl {
    url = "https://example.org/hello-${version}.tar.gz";
    hash = lib.fakeHash;
  };

  nativeBuildInputs = [ pkg-config ];
  buildInputs = [ zlib ];
  configureFlags = [ "doCheck = true" ];

  postPatch = ''
    substituteInPlace Makefile --replace-fail "checkPhase = x" ""
  '';

  passthru.tests.simple = stdenv.mkDerivation { name = "t"; dontUnpack = true; };
  env.NIX_CFLAGS_COMPILE = "-O1";

  meta = with lib; {
    description = "Says hello";
    license = licenses.gpl3Plus;
  };
}
)nix");
}
