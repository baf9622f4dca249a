{
  lib,
  stdenv,
  fetchFromGitHub,
  pkg-config,
  zlib,
  python3,
  versionCheckHook,
}:

stdenv.mkDerivation (finalAttrs: {
  pname = "demo-tool";
  version = "1.2.3";
  __structuredAttrs = true;
  strictDeps = true;

  src = fetchFromGitHub {
    owner = "example";
    repo = "demo-tool";
    tag = "v${finalAttrs.version}";
    hash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
  };

  nativeBuildInputs = [ pkg-config ];

  buildInputs = [ zlib ];

  doCheck = true;
  nativeCheckInputs = [ python3 ];

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
