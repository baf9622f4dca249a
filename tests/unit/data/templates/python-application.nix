{ lib, python3Packages, fetchFromGitHub }:

python3Packages.buildPythonApplication rec {
  pname = "demo-tool";
  version = "1.2.3";
  pyproject = true;

  src = fetchFromGitHub {
    owner = "example";
    repo = "demo-tool";
    tag = "v1.2.3";
    hash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
  };

  build-system = [ python3Packages.hatchling ];

  dependencies = [
    python3Packages.packaging
    python3Packages.attrs
  ];

  meta = {
    description = "Demo tool";
    homepage = "https://example.org/demo-tool";
    license = lib.licenses.mit;
    mainProgram = "demo";
  };
}
