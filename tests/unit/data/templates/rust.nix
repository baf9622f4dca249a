{
  lib,
  rustPlatform,
  fetchFromGitHub,
  pkg-config,
  zlib,
  versionCheckHook,
}:

rustPlatform.buildRustPackage (finalAttrs: {
  pname = "demo-tool";
  version = "1.2.3";
  __structuredAttrs = true;

  src = fetchFromGitHub {
    owner = "example";
    repo = "demo-tool";
    tag = "v${finalAttrs.version}";
    hash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
  };

  cargoHash = lib.fakeHash;

  nativeBuildInputs = [ pkg-config ];

  buildInputs = [ zlib ];

  env = {
    OPENSSL_NO_VENDOR = "1";
  };

  nativeInstallCheckInputs = [ versionCheckHook ];
  doInstallCheck = true;

  meta = {
    description = "Demo tool for the golden files";
    homepage = "https://example.org/demo-tool";
    changelog = "https://github.com/example/demo-tool/blob/${finalAttrs.src.tag}/CHANGELOG.md";
    license = lib.licenses.mit;
    mainProgram = "demo";
    platforms = lib.platforms.unix;
  };
})
