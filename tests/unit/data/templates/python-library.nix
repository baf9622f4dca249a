{ lib, buildPythonPackage, fetchFromGitHub, hatchling, packaging, attrs }:

buildPythonPackage rec {
  pname = "demo-tool";
  version = "1.2.3";
  pyproject = true;

  src = fetchFromGitHub {
    owner = "example";
    repo = "demo-tool";
    tag = "v1.2.3";
    hash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
  };

  build-system = [ hatchling ];

  dependencies = [
    packaging
    attrs
  ];

  pythonImportsCheck = [ "demo_tool" ];

  meta = {
    description = "Demo tool";
    homepage = "https://example.org/demo-tool";
    license = lib.licenses.mit;
  };
}
