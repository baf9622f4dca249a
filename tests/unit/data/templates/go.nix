{
  lib,
  buildGoModule,
  fetchFromGitHub,
  pkg-config,
  zlib,
  versionCheckHook,
}:

buildGoModule (finalAttrs: {
  pname = "demo-tool";
  version = "1.2.3";
  __structuredAttrs = true;

  src = fetchFromGitHub {
    owner = "example";
    repo = "demo-tool";
    tag = "v${finalAttrs.version}";
    hash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
  };

  vendorHash = lib.fakeHash;

  nativeBuildInputs = [ pkg-config ];

  buildInputs = [ zlib ];

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
