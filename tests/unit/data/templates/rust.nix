{ lib, rustPlatform, fetchFromGitHub, pkg-config, zlib }:

rustPlatform.buildRustPackage (finalAttrs: {
  pname = "demo-tool";
  version = "1.2.3";

  src = fetchFromGitHub {
    owner = "example";
    repo = "demo-tool";
    tag = "v1.2.3";
    hash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
  };

  cargoHash = lib.fakeHash;

  nativeBuildInputs = [ pkg-config ];

  buildInputs = [ zlib ];

  meta = {
    description = "Demo tool";
    homepage = "https://example.org/demo-tool";
    license = lib.licenses.mit;
    mainProgram = "demo";
    platforms = lib.platforms.unix;
  };
})
