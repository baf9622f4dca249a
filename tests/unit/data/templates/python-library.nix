{
  lib,
  buildPythonPackage,
  fetchFromGitHub,
  hatchling,
  packaging,
  attrs,
  pytestCheckHook,
}:

buildPythonPackage (finalAttrs: {
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

  build-system = [ hatchling ];

  dependencies = [
    packaging
    attrs
  ];

  nativeCheckInputs = [ pytestCheckHook ];

  pythonImportsCheck = [ "demo_tool" ];

  meta = {
    description = "Demo tool for the golden files";
    homepage = "https://example.org/demo-tool";
    changelog = "https://github.com/example/demo-tool/blob/${finalAttrs.src.tag}/CHANGELOG.md";
    license = lib.licenses.mit;
  };
})
