{
  lib,
  python3Packages,
  fetchFromGitHub,
  versionCheckHook,
}:

python3Packages.buildPythonApplication (finalAttrs: {
  pname = "demo-tool";
  version = "1.2.3";
  pyproject = true;
  __structuredAttrs = true;

  src = fetchFromGitHub {
    owner = "example";
    repo = "demo-tool";
    tag = "v${finalAttrs.version}";
    hash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
  };

  build-system = [ python3Packages.hatchling ];

  dependencies = [
    python3Packages.packaging
    python3Packages.attrs
  ];

  nativeCheckInputs = [ python3Packages.pytestCheckHook ];

  nativeInstallCheckInputs = [ versionCheckHook ];

  meta = {
    description = "Demo tool for the golden files";
    homepage = "https://example.org/demo-tool";
    changelog = "https://github.com/example/demo-tool/blob/${finalAttrs.src.tag}/CHANGELOG.md";
    license = lib.licenses.mit;
    mainProgram = "demo";
  };
})
